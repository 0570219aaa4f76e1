"""One test per reading of RULES-NOTES (rules.READINGS names each), on positions built by hand."""

import pytest

from games_lib.core import IllegalActionError, TERMINAL
from games_lib.open_ocean import RandomBot, new_game, rules
from games_lib.open_ocean.actions import CHOOSES, SKIP, Choose, Starter, place
from games_lib.open_ocean.reef import refusal
from games_lib.open_ocean.state import (ATTRACT_K, DISCARD_K, DOLPHIN_K, FRENZY_K, PLACE_K, SHARK_K, STARTER_K,
                                        TURTLE_K, Phase)

from .helpers import in_reef, names, pick, position

FILL = ["Red Coral", "Red Coral", "Red Coral"]
OCEAN = ["Clownfish", "Angelfish", "Grouper", "Green Coral", "Green Coral", "Green Coral", "Anemone", "Anemone"]


def choose(state, name):
    """Answer the decision on top by choosing the card named ``name``, from the legal choices."""
    for a in state.legal_actions():
        if isinstance(a, Choose) and _card(state, a.card).name == name:
            return state.apply(a)
    raise AssertionError(f"no choice {name} in {state.legal_actions()}")


def _card(state, cid):
    for c in state.ocean:
        if c.id == cid:
            return c
    for r in state.reefs:
        for _, c in r:
            if c.id == cid:
                return c
    raise KeyError(cid)


def test_every_reading_names_a_test_here_or_in_scoring():
    """rules.READINGS: each reading names a test that exists."""
    import importlib
    import pathlib
    for r in rules.READINGS:
        path, _, name = r.test.partition("::")
        assert (pathlib.Path(__file__).resolve().parents[2] / path).exists(), r.test
        if name:
            module = importlib.import_module(path[:-3].replace("/", "."))
            assert callable(getattr(module, name, None)), r.test


def test_sun_diagonal_fish_edge_only():
    """Reef Connection Rules: a Sun card may touch a Sun diagonally; a fish may not."""
    s = position([["Red Coral", "Clownfish"], FILL[:2], FILL[:2]], OCEAN)
    s = pick(s, "Red Coral", "Red Coral", "Red Coral")
    assert s.decision.kind == PLACE_K and place((1, 1)) in s.legal_actions()
    with pytest.raises(IllegalActionError) as e:
        s.apply(place((0, -1)))
    assert e.value.rule is rules.NOT_BELOW_STARTER


def test_attracted_card_does_not_act():
    """Attracting Cards: a Sun attracts a Tiny fish; that Tiny attracts nothing (it was not played)."""
    s = position([["Red Coral", "Red Coral"], FILL[:2], FILL[:2]], OCEAN)
    s = pick(s, "Red Coral", "Red Coral", "Red Coral")
    s = s.apply(place((1, 0)))
    assert s.decision.kind == ATTRACT_K and s.decision.seat == 0
    s = choose(s, "Clownfish")
    assert s.decision.kind == PLACE_K and set(a.cell for a in s.legal_actions()) == {(2, 0), (1, 1)}
    s = s.apply(place((2, 0)))
    assert in_reef(s, 0, "Clownfish") == [(2, 0)]
    assert s.decision is None or s.decision.seat != 0 or s.decision.kind != ATTRACT_K  # the Angelfish stays
    assert "Angelfish" in names(s.ocean)


def test_attract_is_optional_and_tops_up():
    """Attracting Cards: the player may decline; a card taken from the Ocean is replaced at once."""
    s = position([["Red Coral", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, deck_top=["Manta Ray"])
    s = pick(s, "Red Coral", "Red Coral", "Red Coral").apply(place((1, 0)))
    assert SKIP in s.legal_actions()
    declined = s.apply(SKIP)
    assert "Clownfish" in names(declined.ocean) and declined.decision.seat == 1
    taken = choose(s, "Clownfish")
    assert len(taken.ocean) == 8 and "Manta Ray" in names(taken.ocean)


def test_unplayable_pick_goes_to_the_ocean():
    """Playing a Turn (2-player rule, for all): a pick with no legal space goes into the Ocean."""
    s = position([["Grouper", "Red Coral"], FILL[:2], FILL[:2]], OCEAN)
    s = pick(s, "Grouper", "Red Coral", "Red Coral")
    assert names(s.ocean).count("Grouper") == 2 and len(s.ocean) == 9
    assert s.decision.seat == 1  # the next player plays


def test_end_of_turn_refresh():
    """Refreshing the Ocean: no fish in the Ocean at the end of the turn → eight new cards."""
    no_fish = ["Green Coral"] * 4 + ["Anemone"] * 4
    s = position([["Anemone", "Red Coral"], ["Anemone", "Red Coral"], ["Anemone", "Red Coral"]], no_fish,
                 deck_top=["Clownfish"] + ["Yellow Coral"] * 7)
    s = pick(s, "Anemone", "Anemone", "Anemone")
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    assert s.phase is Phase.PICK and "Clownfish" in names(s.ocean)
    assert len(s.discard) == 8 + 3   # the old Ocean, and the last cards of this two-card round


def test_rounds_and_first_player():
    """Ending a Round: 3-5 players play five turns a round, 2 players seven; the First Player card
    moves with every pass, so the rounds start one seat further on per pass."""
    for n, turns in ((2, 21), (3, 15), (5, 15)):
        starts = {}
        s = new_game(7, num_players=n)
        bots = [RandomBot(i) for i in range(n)]
        while not s.is_terminal():
            if s.secrets is not None and s.round not in starts:
                starts[s.round] = s.first.seat
            s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        assert s.turn == turns and s.round == 3
        per_round = turns // 3
        assert [starts[r] for r in range(3)] == [(per_round * r) % n for r in range(3)]


def test_deck_runs_out():
    """The deck is never reshuffled: a round whose hands cannot be dealt ends the game."""
    s = position([["Red Coral"] * 2] * 3, OCEAN, deck_size=5)
    # play a one-turn round: hands of two, so after the turn each hand holds one card → round ends
    s = pick(s, "Red Coral", "Red Coral", "Red Coral")
    while s.decision is not None:
        s = s.apply(s.legal_actions()[-1] if s.decision.kind == ATTRACT_K else s.legal_actions()[0])
    assert s.is_terminal() and s.current_player == TERMINAL and s.round == 1
    assert s.outcome().winners


def test_feeding_frenzy():
    """Shark: a third Shark in the Ocean starts a Feeding Frenzy: the fish lands, each player loses
    their largest unprotected fish (the owner picks between ties), then the Ocean is refreshed."""
    ocean = ["Shark", "Shark", "Clownfish", "Green Coral", "Green Coral", "Green Coral", "Anemone", "Anemone"]
    reefs = [{(-1, 0): "Clownfish", (-1, 1): "Angelfish"},
             {(1, 0): "Clownfish", (1, 1): "Angelfish", (-1, 0): "Clownfish", (-1, 1): "Parrotfish"},
             {(1, 0): "Clownfish", (0, 1): "Anemone"}]
    s = position([["Shark", "Red Coral"], FILL[:2], FILL[:2]], ocean, reefs=reefs)
    s = pick(s, "Shark", "Red Coral", "Red Coral")
    assert s.decision.kind == SHARK_K
    s = choose(s, "Clownfish")
    s = s.apply(place((1, 0)))             # the fish lands; three Sharks: the Frenzy
    assert in_reef(s, 0, "Angelfish") == [] and len(in_reef(s, 0, "Clownfish")) == 2   # its largest fish
    assert in_reef(s, 2, "Clownfish") == [(1, 0)]          # protected by the anemone
    assert s.decision.kind == FRENZY_K and s.decision.seat == 1  # Angelfish or Parrotfish: its choice
    assert names(s.ocean).count("Shark") < 3 and len(s.discard) >= 8
    s = choose(s, "Parrotfish")
    assert in_reef(s, 1, "Parrotfish") == [] and in_reef(s, 1, "Angelfish") == [(1, 1)]


def test_anemone_protects():
    """Anemone: a Dolphin cannot take a fish that an anemone protects."""
    reefs = [{}, {(1, 0): "Clownfish", (0, 1): "Anemone"}, {(1, 0): "Clownfish"}]
    s = position([["Dolphin", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, reefs=reefs)
    s = pick(s, "Dolphin", "Red Coral", "Red Coral")
    assert s.decision.kind == DOLPHIN_K
    protected = s.reefs[1][(1, 0)].id
    assert all(a.card != protected for a in s.legal_actions())
    assert s.reefs[2][(1, 0)].id in [a.card for a in s.legal_actions()]
    with pytest.raises(IllegalActionError) as e:
        s.apply(next(a for a in CHOOSES if a.card == protected))
    assert e.value.rule is rules.DOLPHIN_TAKE


def test_dolphin_swap():
    """Dolphin: the fish taken goes into your reef and acts; the victim places the Dolphin first."""
    reefs = [{}, {(1, 0): "Clownfish"}, {}]
    s = position([["Dolphin", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, reefs=reefs)
    s = pick(s, "Dolphin", "Red Coral", "Red Coral")
    s = choose(s, "Clownfish")
    assert s.decision.kind == PLACE_K and s.decision.seat == 1 and s.decision.data[0].name == "Dolphin"
    s = s.apply(place((1, 0)))             # the victim puts it where the fish was
    assert s.decision.seat == 0 and s.decision.data[0].name == "Clownfish"
    s = s.apply(place((1, 0)))
    assert s.decision.kind == ATTRACT_K and s.decision.seat == 0   # the Clownfish acts: attract a Medium
    assert in_reef(s, 1, "Dolphin") == [(1, 0)]


def test_dolphin_with_nothing_to_take_goes_to_the_ocean():
    """Dolphin (reading: unplayable pick): no fish to take → the Dolphin goes into the Ocean."""
    s = position([["Dolphin", "Red Coral"], FILL[:2], FILL[:2]], OCEAN)
    s = pick(s, "Dolphin", "Red Coral", "Red Coral")
    assert "Dolphin" in names(s.ocean) and s.decision.seat == 1


def test_sea_turtle():
    """Sea Turtle: refresh the Ocean, take a card that fits, the Turtle borders it; a fourth Turtle
    is unplayable (into the Ocean); chains of Turtles count each one."""
    new = ["Loggerhead Sea Turtle", "Blue Coral", "Shark", "Shark", "Yellow Coral", "Yellow Coral", "Yellow Coral",
           "Yellow Coral", "Purple Coral", "Clownfish", "Angelfish", "Orange Coral", "Orange Coral", "Orange Coral", "Orange Coral",
           "Orange Coral"]
    s = position([["Loggerhead Sea Turtle", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, deck_top=new)
    s = pick(s, "Loggerhead Sea Turtle", "Red Coral", "Red Coral")
    assert s.decision.kind == TURTLE_K and s.turtles[0] == 1
    assert "Blue Coral" in names(s.ocean) and "Shark" in names(s.ocean)
    shark_ids = {c.id for c in s.ocean if c.name == "Shark"}
    assert not shark_ids & {a.card for a in s.legal_actions()}     # a Shark never goes into a reef
    s = choose(s, "Loggerhead Sea Turtle")                           # a chain: the second Turtle acts
    assert s.turtles[0] == 2 and s.decision.kind == TURTLE_K
    s = choose(s, "Clownfish")
    s = s.apply(place((1, 0)))                                       # the fish next to the Starter
    assert s.decision.kind == PLACE_K and s.decision.data[0].name == "Loggerhead Sea Turtle"
    assert {a.cell for a in s.legal_actions()} == {(2, 0), (1, 1)}   # beside the Clownfish
    s = s.apply(place((2, 0)))
    assert s.decision.kind == ATTRACT_K                               # the Clownfish acts (depth first)
    s = s.apply(SKIP)
    assert s.decision.data[0].name == "Loggerhead Sea Turtle"         # then the first Turtle
    assert {a.cell for a in s.legal_actions()} == {(3, 0), (2, 1)}    # beside the second Turtle
    s = s.apply(place((2, 1)))
    assert len(in_reef(s, 0, "Loggerhead Sea Turtle")) == 2
    full = position([["Loggerhead Sea Turtle", "Red Coral"], FILL[:2], FILL[:2]], OCEAN, turtles=(3, 0, 0))
    full = pick(full, "Loggerhead Sea Turtle", "Red Coral", "Red Coral")
    assert "Loggerhead Sea Turtle" in names(full.ocean) and full.turtles[0] == 3


def test_starters_chosen_in_turn():
    """Setup: each player chooses a Starter Coral not taken, in turn from the First Player."""
    s = new_game(3, num_players=3)
    assert s.phase is Phase.STARTER and s.decision.kind == STARTER_K and s.current_player == 0
    s = s.apply(Starter(5, 2, 1))
    assert s.current_player == 1 and all(a.card != 2 for a in s.legal_actions())
    with pytest.raises(IllegalActionError) as e:
        s.apply(Starter(4, 2, 0))
    assert e.value.rule is rules.STARTER_CHOICE
    assert s.reefs[0][(0, 0)].kind.colour == "purple" or s.reefs[0][(0, 0)].kind.group == "starter"


def test_two_player_ocean_discard():
    """How to Play 2 Player: after the second play, that player discards a card of the Ocean."""
    s = position([["Red Coral", "Red Coral"], ["Red Coral", "Red Coral"]], OCEAN)
    s = pick(s, "Red Coral", "Red Coral")
    s = s.apply(place((1, 0))).apply(SKIP)
    s = s.apply(place((1, 0))).apply(SKIP)
    assert s.decision.kind == DISCARD_K and s.decision.seat == 1
    s = choose(s, "Grouper")
    assert "Grouper" not in names(s.ocean) and len(s.ocean) == 8 and s.phase is Phase.PICK


def test_illegal_action_names_the_rule_and_changes_nothing():
    """Every refusal is an IllegalActionError naming a rule with its section; the state is unchanged."""
    s = position([["Red Coral", "Clownfish"], FILL[:2], FILL[:2]], OCEAN)
    before = (s, hash(s), str(s))
    with pytest.raises(IllegalActionError) as e:
        s.apply(place((1, 0)))
    assert e.value.rule is rules.PICK_FROM_HAND and e.value.state is s
    s2 = pick(s, "Clownfish", "Red Coral", "Red Coral")
    with pytest.raises(IllegalActionError) as e:
        s2.apply(place((1, 1)))
    assert e.value.rule is rules.FISH_IN_ORDER and "Reef Connection Rules" in str(e.value)
    with pytest.raises(IllegalActionError) as e:
        s2.apply(SKIP)
    assert e.value.rule is rules.ANSWER_FIRST
    assert (s, hash(s), str(s)) == before
    assert refusal(s2.reefs[0], s2.decision.data[0].kind, (1, 1))[0] is rules.FISH_IN_ORDER


def test_solo_mode():
    """Solo Mode Setup / How to Play Solo: no Dolphins, hands of nine, three goal piles with their
    top card showing; each play but a round's fifth is followed by a hand discard, then an Ocean
    discard; a goal met is completed at once and the next shows; the score is the goals completed."""
    from games_lib.open_ocean import GreedyBot
    from games_lib.open_ocean.scoring import achieved
    from games_lib.open_ocean.state import HAND_K
    s = new_game(4, num_players=1)
    every = [c for c in s.deck + s.ocean + s.hand(0)]
    assert not any(c.kind.action == "swap-reef" for c in every) and len(s.removed) > 0
    assert len(s.hand(0)) == 9 and len(s.piles) == 3 and all(len(p) == 4 for p in s.piles)
    v = s.view(0)
    assert [top for top, _ in v.goal_piles] == [p[0] for p in s.piles] and [n for _, n in v.goal_piles] == [4] * 3
    bot, kinds, done = GreedyBot(0), [], 0
    while not s.is_terminal():
        if s.decision is not None and s.decision.kind in (HAND_K, DISCARD_K):
            kinds.append((s.turn, s.decision.kind))
        s = s.apply(bot.choose(s.view(0), s.legal_actions()))
        if len(s.done) > done:
            assert all(achieved(s.reefs[0], g) for g in s.done[done:])  # met when completed
            done = len(s.done)
    assert s.turn == 15 and s.outcome().scores == (len(s.done),)
    per_turn = [sum(1 for t, _ in kinds if t == turn) for turn in range(5)]
    assert per_turn == [2, 2, 2, 2, 0]                        # hand + Ocean discards, none on the fifth
    assert [k for t, k in kinds if t == 0] == [HAND_K, DISCARD_K]
