"""One test per rule of ``rules.ALL``, each docstring opening with the rulebook section the rule
comes from (``RULE_TESTS`` maps every rule to its test), and the rulebook's worked examples not
already tested in test_reef.py / test_scoring.py."""

import pytest

from games_lib.core import IllegalActionError
from games_lib.open_ocean import new_game, reef, rules, why_not
from games_lib.open_ocean.actions import CHOOSES, PICKS, SKIP, Starter, place
from games_lib.open_ocean.reef import legal_cells, refusal
from games_lib.open_ocean.scoring import school_fish
from games_lib.open_ocean.state import ATTRACT_K, DISCARD_K, DOLPHIN_K, FRENZY_K, HAND_K, PLACE_K, SHARK_K, TURTLE_K

from .helpers import in_reef, names, pick, position
from .test_readings import FILL, OCEAN, choose


def refused(state, action, rule):
    """The action raises IllegalActionError naming ``rule`` and its section, with the position;
    nothing changes."""
    before = (str(state), hash(state), state.legal_actions(), state.view(0))
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    assert e.value.rule is rule and e.value.state is state
    assert rule.section in str(e.value)
    assert (str(state), hash(state), state.legal_actions(), state.view(0)) == before
    return e.value


def choice_of(state, where, name):
    """The Choose action for the first card called ``name`` in ``where`` (cards)."""
    return CHOOSES[next(c.id for c in where if c.name == name)]


def coral_to_place(reefs=None):
    s = position([["Red Coral", "Clownfish"], FILL[:2], FILL[:2]], OCEAN, reefs=[reefs or {}, {}, {}])
    s = pick(s, "Red Coral", "Red Coral", "Red Coral")
    assert s.decision.kind == PLACE_K and s.decision.seat == 0
    return s


def fish_to_place(reefs=None):
    s = position([["Clownfish", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, reefs=[reefs or {}, {}, {}])
    s = pick(s, "Clownfish", "Red Coral", "Red Coral")
    assert s.decision.kind == PLACE_K and s.decision.data[0].name == "Clownfish"
    return s


# ------------------------------------------------------------------------------ the reef

def test_suns_to_suns():
    """Reef Connection Rules: 1. Suns must connect to Suns, any of the eight directions."""
    s = coral_to_place({(1, 0): "Clownfish"})
    assert place((1, 1)) in s.legal_actions()                # diagonal to the Starter
    e = refused(s, place((2, 0)), rules.SUNS_TO_SUNS)        # beside a fish only
    assert "Sun card" in str(e)


def test_fish_in_order():
    """Reef Connection Rules: 2. fish connect in order (Sun-1-2-3) and along an edge."""
    s = fish_to_place()
    assert {a.cell for a in s.legal_actions()} == {(-1, 0), (1, 0), (0, 1)}
    refused(s, place((1, 1)), rules.FISH_IN_ORDER)
    assert legal_cells({(0, 0): "Blue Starter Coral"}, "Angelfish") == ()   # a Medium needs a Tiny
    assert legal_cells({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish"}, "Angelfish") == ((1, 1), (2, 0))


def test_special_anywhere():
    """Reef Connection Rules: 4. Dolphins and Sea Turtles may border any card (one that takes
    connections); a space touching no card is refused."""
    reefs = [{}, {(1, 0): "Clownfish"}, {}]
    s = position([["Dolphin", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, reefs=reefs)
    s = choose(pick(s, "Dolphin", "Red Coral", "Red Coral"), "Clownfish")
    assert s.decision.seat == 1 and s.decision.data[0].name == "Dolphin"
    assert {a.cell for a in s.legal_actions()} == {(-1, 0), (1, 0), (0, 1)}
    refused(s, place((5, 5)), rules.SPECIAL_ANYWHERE)


def test_nothing_on_specials():
    """Special Cards: players may not connect new cards directly to a Dolphin or a Sea Turtle."""
    s = fish_to_place({(-1, 0): "Loggerhead Sea Turtle"})
    refused(s, place((-2, 0)), rules.NOTHING_ON_SPECIALS)
    assert (-1, 1) not in legal_cells(s.reefs[0], "Loggerhead Sea Turtle")   # a Turtle on a Turtle neither


def test_not_below_starter():
    """Building Your Reef: you may never expand below the Starter Coral."""
    s = coral_to_place()
    for cell in ((0, -1), (1, -1), (-1, -1)):
        refused(s, place(cell), rules.NOT_BELOW_STARTER)
    assert all(a.cell[1] >= 0 for a in s.legal_actions())


def test_one_card_a_cell():
    """Placing Cards: a card goes into an empty space."""
    s = coral_to_place({(1, 0): "Green Coral"})
    refused(s, place((1, 0)), rules.CELL_TAKEN)
    refused(s, place((0, 0)), rules.CELL_TAKEN)            # the Starter is never replaced


def test_place_where():
    """Placing Cards: a card goes only where its rules allow: too far out, or an attracted fish
    away from the card that attracted it, is refused."""
    s = coral_to_place()
    refused(s, place((31, 0)), rules.PLACE_WHERE)
    s = choose(s.apply(place((1, 0))), "Clownfish")        # the coral attracts a Tiny fish
    assert {a.cell for a in s.legal_actions()} == {(2, 0), (1, 1)}
    e = refused(s, place((-1, 0)), rules.PLACE_WHERE)      # legal for a Clownfish, but not next to the coral
    assert "next to the card it comes with" in str(e)


def test_shark_to_ocean():
    """Shark: Sharks are placed into the Ocean, never a reef."""
    assert refusal(reef({(0, 0): "Red Starter Coral"}), __import__("games_lib").open_ocean.kind("Shark"),
                   (1, 0))[0] is rules.SHARK_TO_OCEAN
    assert why_not({(0, 0): "Red Starter Coral"}, "Shark", (1, 0)).startswith("A Shark never goes into a reef")
    assert legal_cells({(0, 0): "Red Starter Coral"}, "Shark") == ()
    s = position([["Shark", "Red Coral"], FILL[:2], FILL[:2]], OCEAN)
    s = choose(pick(s, "Shark", "Red Coral", "Red Coral"), "Clownfish")
    assert "Shark" in names(s.ocean) and in_reef(s, 0, "Shark") == []


# ------------------------------------------------------------------------------ the turn

def test_pick_from_hand():
    """Playing a Turn: each player picks a card of their own hand, in secret."""
    s = position([["Red Coral", "Clownfish"], ["Blue Coral"] * 2, FILL[:2]], OCEAN)
    other = s.hand(1)[0]
    refused(s, PICKS[other.id], rules.PICK_FROM_HAND)
    refused(s, place((1, 0)), rules.PICK_FROM_HAND)        # nothing is placed before the picks
    assert {a.card for a in s.legal_actions()} == {c.id for c in s.hand(0)}


def test_choose_starter():
    """Setup (3-5 players): each player chooses a Starter Coral nobody has taken, either side up."""
    s = new_game(3, num_players=3)
    assert len(s.legal_actions()) == 12                     # six cards, two sides
    s = s.apply(Starter(5, 2, 1))
    refused(s, Starter(4, 2, 0), rules.STARTER_CHOICE)
    refused(s, PICKS[s.hand(1)[0].id], rules.ANSWER_FIRST)  # a pick waits for the Starters


def test_answer_first():
    """Playing a Turn: a pending choice (here where the card goes) is answered before anything else."""
    s = coral_to_place()
    refused(s, SKIP, rules.ANSWER_FIRST)
    refused(s, CHOOSES[s.ocean[0].id], rules.ANSWER_FIRST)


def test_game_end():
    """Ending the Game: after three rounds the game is over; no move is accepted."""
    from games_lib.open_ocean import RandomBot, play_game
    end = play_game(new_game(5, num_players=3), [RandomBot(i) for i in range(3)])
    assert end.is_terminal() and end.round == 3 and end.legal_actions() == ()
    refused(end, PICKS[0], rules.GAME_OVER)
    refused(end, place((0, 1)), rules.GAME_OVER)


# ------------------------------------------------------------------------------ the actions

def test_attract_next_to():
    """Attracting Cards: the card attracted comes from the Ocean, of the size the action names."""
    s = coral_to_place().apply(place((1, 0)))
    assert s.decision.kind == ATTRACT_K
    refused(s, choice_of(s, s.ocean, "Angelfish"), rules.ATTRACT_NEXT)   # a Medium, not a Tiny
    refused(s, choice_of(s, s.ocean, "Green Coral"), rules.ATTRACT_NEXT)
    assert SKIP in s.legal_actions()


def test_dolphin_take():
    """Dolphin: exchange it for a fish in another player's reef (never your own, never the Ocean)."""
    reefs = [{(1, 0): "Clownfish"}, {(1, 0): "Clownfish"}, {}]
    s = position([["Dolphin", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, reefs=reefs)
    s = pick(s, "Dolphin", "Red Coral", "Red Coral")
    assert s.decision.kind == DOLPHIN_K
    refused(s, CHOOSES[s.reefs[0][(1, 0)].id], rules.DOLPHIN_TAKE)      # your own fish
    refused(s, choice_of(s, s.ocean, "Clownfish"), rules.DOLPHIN_TAKE)  # a fish of the Ocean
    assert [a.card for a in s.legal_actions()] == [s.reefs[1][(1, 0)].id]


def test_shark_take():
    """Shark: exchange it for a Fish card in the Ocean that fits into your reef."""
    s = position([["Shark", "Red Coral"], FILL[:2], FILL[:2]], OCEAN)
    s = pick(s, "Shark", "Red Coral", "Red Coral")
    assert s.decision.kind == SHARK_K
    refused(s, choice_of(s, s.ocean, "Green Coral"), rules.SHARK_TAKE)  # not a fish
    refused(s, choice_of(s, s.ocean, "Grouper"), rules.SHARK_TAKE)      # a Big fish with no Medium to follow
    assert [a.card for a in s.legal_actions()] == [next(c.id for c in s.ocean if c.name == "Clownfish")]


def test_turtle_take():
    """Sea Turtle: refresh the Ocean, then take one of the new cards that can go into your reef."""
    new = ["Shark", "Blue Coral", "Angelfish"] + ["Yellow Coral"] * 5
    s = position([["Loggerhead Sea Turtle", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, deck_top=new)
    s = pick(s, "Loggerhead Sea Turtle", "Red Coral", "Red Coral")
    assert s.decision.kind == TURTLE_K and names(s.ocean)[:3] == ["Shark", "Blue Coral", "Angelfish"]
    refused(s, choice_of(s, s.ocean, "Shark"), rules.TURTLE_TAKE)
    refused(s, choice_of(s, s.ocean, "Angelfish"), rules.TURTLE_TAKE)   # no Tiny fish to follow
    refused(s, CHOOSES[s.discard[0].id], rules.TURTLE_TAKE)             # an old card, refreshed away
    t = choose(s, "Blue Coral")
    assert t.decision.kind == PLACE_K and t.decision.data[0].name == "Blue Coral"


def test_three_turtles():
    """Sea Turtle: each player may play up to three Sea Turtles a game; a fourth goes into the Ocean."""
    s = position([["Loggerhead Sea Turtle", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, turtles=(3, 2, 0))
    t = pick(s, "Loggerhead Sea Turtle", "Red Coral", "Red Coral")
    assert "Loggerhead Sea Turtle" in names(t.ocean) and t.turtles == (3, 2, 0)
    assert t.decision.seat == 1 and in_reef(t, 0, "Loggerhead Sea Turtle") == []
    s = position([["Loggerhead Sea Turtle", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, turtles=(2, 0, 0))
    t = pick(s, "Loggerhead Sea Turtle", "Red Coral", "Red Coral")
    assert t.turtles[0] == 3 and t.decision.seat == 0       # the third is played
    # ... and its take cannot be a fourth: the refusal names the limit, the state unchanged
    s = position([["Loggerhead Sea Turtle", "Red Coral"], FILL[:2], FILL[:2]], OCEAN,
                 deck_top=["Loggerhead Sea Turtle", "Blue Coral", "Clownfish"], turtles=(2, 0, 0))
    t = pick(s, "Loggerhead Sea Turtle", "Red Coral", "Red Coral")
    assert t.decision.kind == TURTLE_K and t.turtles[0] == 3
    fourth = next(c for c in t.ocean if c.name == "Loggerhead Sea Turtle")
    before = str(t)
    with pytest.raises(IllegalActionError) as e:
        t.apply(CHOOSES[fourth.id])
    assert e.value.rule is rules.TURTLE_LIMIT and "already played 3 Sea Turtles" in str(e.value)
    assert str(t) == before


def test_frenzy_largest():
    """Shark: in a Feeding Frenzy each player discards their largest unprotected fish; between
    ties the owner chooses, and a smaller fish is refused."""
    ocean = ["Shark", "Shark", "Clownfish", "Green Coral", "Green Coral", "Green Coral", "Anemone", "Anemone"]
    reefs = [{}, {(1, 0): "Clownfish", (1, 1): "Angelfish", (-1, 0): "Clownfish", (-1, 1): "Parrotfish"}, {}]
    s = position([["Shark", "Red Coral"], FILL[:2], FILL[:2]], ocean, reefs=reefs)
    s = choose(pick(s, "Shark", "Red Coral", "Red Coral"), "Clownfish").apply(place((1, 0)))
    assert s.decision.kind == FRENZY_K and s.decision.seat == 1
    refused(s, CHOOSES[s.reefs[1][(1, 0)].id], rules.FRENZY_LARGEST)   # a Tiny: not the largest
    assert {a.card for a in s.legal_actions()} == {s.reefs[1][(1, 1)].id, s.reefs[1][(-1, 1)].id}


def test_ocean_discard():
    """How to Play 2 Player: 3. the second player discards a card of the Ocean, which is refilled."""
    s = position([["Red Coral", "Red Coral"], ["Red Coral", "Red Coral"]], OCEAN)
    s = pick(s, "Red Coral", "Red Coral").apply(place((1, 0))).apply(SKIP).apply(place((1, 0))).apply(SKIP)
    assert s.decision.kind == DISCARD_K and s.decision.seat == 1
    refused(s, CHOOSES[s.hand(0)[0].id], rules.OCEAN_DISCARD)          # a card of a hand, not the Ocean
    t = choose(s, "Grouper")
    assert len(t.ocean) == 8 and "Grouper" in names(t.discard)


def test_solo_discard():
    """How to Play Solo: 2. after a play, discard a card of your hand, then one of the Ocean."""
    s = new_game(4, num_players=1)
    while s.decision is None or s.decision.kind != HAND_K:
        s = s.apply(s.legal_actions()[-1] if s.decision is not None and s.decision.kind == ATTRACT_K
                    else s.legal_actions()[0])
    refused(s, CHOOSES[s.ocean[0].id], rules.SOLO_DISCARD)              # an Ocean card: the hand comes first
    t = s.apply(s.legal_actions()[0])
    assert len(t.hand(0)) == len(s.hand(0)) - 1 and t.decision.kind == DISCARD_K   # then one of the Ocean
    refused(t, CHOOSES[t.hand(0)[0].id], rules.SOLO_DISCARD)            # a hand card now: the solo rule, not 2-player


RULE_TESTS = {
    rules.SUNS_TO_SUNS: test_suns_to_suns, rules.FISH_IN_ORDER: test_fish_in_order,
    rules.SPECIAL_ANYWHERE: test_special_anywhere, rules.NOTHING_ON_SPECIALS: test_nothing_on_specials,
    rules.NOT_BELOW_STARTER: test_not_below_starter, rules.CELL_TAKEN: test_one_card_a_cell,
    rules.SHARK_TO_OCEAN: test_shark_to_ocean, rules.PICK_FROM_HAND: test_pick_from_hand,
    rules.STARTER_CHOICE: test_choose_starter, rules.ATTRACT_NEXT: test_attract_next_to,
    rules.DOLPHIN_TAKE: test_dolphin_take, rules.SHARK_TAKE: test_shark_take, rules.TURTLE_TAKE: test_turtle_take,
    rules.TURTLE_LIMIT: test_three_turtles, rules.FRENZY_LARGEST: test_frenzy_largest,
    rules.OCEAN_DISCARD: test_ocean_discard, rules.SOLO_DISCARD: test_solo_discard,
    rules.PLACE_WHERE: test_place_where, rules.ANSWER_FIRST: test_answer_first, rules.GAME_OVER: test_game_end,
}


def test_every_rule_has_a_test_citing_its_section():
    """Every rule of rules.ALL has its test here, whose docstring opens with the rule's section."""
    assert set(RULE_TESTS) == set(rules.ALL) and len(rules.ALL) == 20
    for rule, test in RULE_TESTS.items():
        assert test.__doc__.startswith(rule.section), (rule.key, test.__name__)


# ------------------------------------------------------------------------------ worked examples

def test_example_reef():
    """Example Reef: a school of fish by type, Sun cards connected to Sun cards (diagonally too),
    a loggerhead sea turtle placed anywhere, and fish connected in order; every card is where
    the rules allow, and the school scores."""
    built = {(0, 0): "Blue Starter Coral"}
    steps = [((1, 1), "Purple Coral"), ((2, 1), "Red Coral"), ((-1, 0), "Banggai Cardinalfish"),
             ((-1, 1), "Banggai Cardinalfish"), ((3, 1), "Clownfish"), ((3, 2), "Angelfish"),
             ((3, 3), "Grouper"), ((0, 1), "Loggerhead Sea Turtle")]
    for cell, name in steps:
        assert why_not(built, name, cell) is None, (name, cell, why_not(built, name, cell))
        built[cell] = name
    r = reef(built)
    assert sorted(school_fish(r)) == [(-1, 0), (-1, 1)]
    assert why_not(built, "Clownfish", (0, 2)) is not None      # nothing joins the Turtle


def test_connecting_fish_in_order_example():
    """Connecting Fish Cards in Order: SUN - 1 - 2 - 3, each fish along an edge of the one before."""
    r = {(0, 0): "Green Starter Coral"}
    for cell, name, size in (((0, 1), "Clownfish", 1), ((0, 2), "Parrotfish", 2), ((0, 3), "Manta Ray", 3)):
        assert cell in legal_cells(r, name)
        assert __import__("games_lib").open_ocean.kind(name).points == size
        r[cell] = name
    assert (0, 4) not in legal_cells(r, "Grouper")              # a Big fish never follows a Big fish of another kind
