"""Tests written to kill the mutants that survived ``benchmarks/mutation.py`` (mutmut over the
rule functions): each states the rule it pins and cites its rulebook section.

Ending the Game (scoring): the fast total adds schools and the coral colour bonus as the
itemised score does; a Habitat Goal counts only the fish it names; the winner's tie-break is
named; the outcome's arguments are refused by name. Placing Cards: the table's left edge
holds for the engine's legal places; an attracted fish may go into a space along the attracting
card that another card supports. Building Your Reef: the four spaces along a card's edges, and
schools and Habitat Goals counted across and beyond the table's edges in a reef written by hand.
"""

import pytest

from games_lib.core import DecidedBy, GameError
from games_lib.open_ocean.cards import DECK, GOALS, KINDS, kind
from games_lib.open_ocean.reef import LIMIT, cell_set, cells_for, fits, open_space, reef
from games_lib.open_ocean.scoring import achieved, colour_bonus, outcome, points, school_fish, score

EXAMPLE = {(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (0, 1): "Clownfish", (1, 1): "Clownfish",
           (0, 2): "Angelfish"}


def test_points_add_schools_and_colours():
    """Ending the Game: printed points (1 + 2 + 1), +1 for each fish in a school (2), and the
    coral colour bonus (2 colours: 1) make 7, in the fast total as in the itemised score."""
    r = reef(EXAMPLE)
    assert points(r) == score(r).total == 7
    assert [(l.label, l.points) for l in score(r).lines] == [("Printed points", 4), ("Schools", 2),
                                                              ("Coral colours", 1)]


def test_a_goal_counts_only_the_fish_it_names():
    """Habitat Goals: Anemone Guests is met by a Clownfish sharing an edge with an Anemone; an
    Angelfish next to an Anemone does not meet it."""
    guests = GOALS.lookup("Anemone Guests")
    met = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (1, 1): "Clownfish"})
    assert achieved(met, guests)
    other = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (1, 1): "Clownfish", (1, 2): "Angelfish",
                  (2, 0): "Anemone", (3, 0): "Red Coral", (3, 1): "Butterflyfish"})
    assert achieved(other, guests)
    wrong_fish = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (1, 1): "Banggai Cardinalfish"})
    assert not achieved(wrong_fish, guests)


def test_a_goal_looked_for_near_the_card_just_put():
    """Habitat Goals (How to Play Solo: a goal met is completed at once): when one card is put
    into a reef that met no goal, the goal is looked for among that card and its neighbours
    along the edges: an Anemone put next to a Clownfish meets Anemone Guests as a Clownfish put
    next to an Anemone does; a card that touches the fish only at a corner does not."""
    guests = GOALS.lookup("Anemone Guests")
    before = reef({(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (1, 1): "Clownfish", (3, 0): "Anemone"})
    assert not achieved(before, guests)
    anemone = next(c for c in DECK if c.kind.name == "Anemone")
    clown = next(c for c in DECK if c.kind.name == "Clownfish")
    for cell, card in (((2, 1), anemone), ((3, 1), clown), ((2, 2), anemone)):
        after = before.put(cell, card)
        assert after.added_to(before) == cell and after.added_to(after) is None
        near = after.near(cell)
        assert near[0] == (cell, card) and all(after[c] == k for c, k in near)
        assert achieved(after, guests, cell) == achieved(after, guests) == (cell != (2, 2))
    met = reef({(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (2, 0): "Anemone", (2, 1): "Clownfish"})
    met = met.put((0, 1), clown)
    assert achieved(met, guests) and not achieved(met, guests, (0, 1))  # only that card and its neighbours
    coral = met.put((4, 0), next(c for c in DECK if c.kind.name == "Red Coral"))
    assert not achieved(coral, guests, (4, 0))  # neither the fish nor what it borders
    assert before.near((0, 1)) == (((1, 1), before[(1, 1)]), ((0, 0), before[(0, 0)]))  # right, left, up, down


def test_the_look_near_the_card_just_put_agrees_with_a_look_at_the_whole_reef():
    """Habitat Goals (How to Play Solo: a goal met is completed at once): in seeded random games,
    each time one card is put into a reef that meets a goal nowhere, looking only at that card and
    the four along its edges finds the goal exactly when looking at the whole reef does; and the
    reef's score counts the same schools and colours whichever way its cards are read."""
    import random

    from games_lib.open_ocean import new_game

    looks = met = 0
    for seed in range(4):
        rng = random.Random(seed)
        s = new_game(seed, num_players=2)
        while not s.is_terminal():
            legal = s.legal_actions()
            t = s.apply(legal[rng.randrange(len(legal))])
            for before, after in zip(s.reefs, t.reefs):
                cell = after.added_to(before)
                if cell is None:
                    continue
                for g in GOALS:
                    if not achieved(before, g):
                        looks += 1
                        met += achieved(after, g)
                        assert achieved(after, g, cell) == achieved(after, g), (g.name, after, cell)
            s = t
        for r in s.reefs:
            assert points(r) == score(r).total
            assert list(school_fish(r)) == sorted(school_fish(r))
    assert looks > 1000 and met > 10  # the look was made often, and it found goals


def test_the_larger_reef_breaks_a_tie_and_is_named():
    """Ending the Game: equal points, the larger reef wins; the Outcome names that tie-break."""
    o = outcome([reef({(0, 0): "Blue Starter Coral", (1, 0): "Blue Coral"}), reef({(0, 0): "Red Coral"})])
    assert o.scores == (0, 0) and o.winners == (0,)
    assert (o.decided_by, o.tiebreak) == (DecidedBy.TIEBREAK, "larger reef")


@pytest.mark.parametrize("args, message", [
    ((5,), "outcome: reefs must be a list of reefs, one per seat, not 5"),
    (([{(0, 0): "Red Coral"}], 5), "outcome: goals must be a list of lists of goals, one per seat, not 5"),
    (([{(0, 0): "Red Coral"}] * 2, [[]]), "outcome: one list of goals per reef: 2 reefs, 1 lists"),
    (([{(0, 0): "Red Coral"}], [5]), "outcome: goals must be a list of Habitat Goal names, not 5"),
])
def test_outcome_refuses_by_name(args, message):
    """outcome takes one reef per seat and, if any, one list of Habitat Goals per seat."""
    with pytest.raises(GameError) as e:
        outcome(*args)
    assert str(e.value) == message


def test_colour_bonus_table_and_its_range():
    """Ending the Game: the coral colour bonus for 0 to 6 colours, as the table prints it;
    anything else is refused by name."""
    assert [colour_bonus(n) for n in range(7)] == [0, 0, 1, 3, 6, 10, 15]
    for bad in (7, -1):
        with pytest.raises(GameError) as e:
            colour_bonus(bad)
        assert str(e.value) == f"colour_bonus: colours must be a whole number from 0 to 6, not {bad}"


def test_school_fish_are_named_by_their_cells():
    """Ending the Game: +1 for each fish in a school: the two Clownfish side by side."""
    assert school_fish(reef(EXAMPLE)) == ((0, 1), (1, 1))


@pytest.mark.parametrize("sun", [(0, 0), (2, 0), (1, 1)])
def test_a_tiny_fish_joins_a_sun_card_along_any_edge(sun):
    """Reef Connection Rules: a Tiny fish shares an edge with a Sun card, whichever edge."""
    r = reef({sun: "Red Coral"})
    x, y = sun
    for cell in ((x + 1, y), (x - 1, y), (x, y + 1)):
        if cell[1] >= 0:
            assert fits(r, cell, kind("Clownfish")), cell


def test_a_special_card_next_door_does_not_stop_the_fish():
    """Reef Connection Rules and Special Cards: nothing connects to a Dolphin, but a fish beside
    a Dolphin still joins the Sun card on its other edge."""
    r = reef({(0, 0): "Red Coral", (1, 1): "Dolphin"})
    assert fits(r, (0, 1), kind("Clownfish"))


def test_the_table_edge_and_the_shark():
    """Placing Cards: a card goes only into a space of the table (30 spaces out each way from
    the Starter Coral, none below it); Shark: it never goes into a reef."""
    sun = kind("Red Coral")
    far_side = reef({(LIMIT, 0): "Red Coral"})
    assert fits(far_side, (LIMIT, 1), sun) and not fits(far_side, (LIMIT + 1, 0), sun)
    top = reef({(0, LIMIT): "Red Coral"})
    assert fits(top, (1, LIMIT), sun) and not fits(top, (0, LIMIT + 1), sun)
    assert not fits(reef({(0, 0): "Red Coral"}), (0, 1), kind("Shark"))



def test_the_table_left_edge_for_the_engine_places():
    """Placing Cards: the table runs 30 spaces out each way from the Starter Coral; the space on
    the left edge is one, in the places the engine offers as in the single check, the one beyond
    it is not."""
    sun = kind("Red Coral")
    far_left = reef({(-LIMIT, 0): "Red Coral"})
    assert open_space((-LIMIT, 0), ()) and not open_space((-LIMIT - 1, 0), ())
    assert (-LIMIT, 1) in cells_for(far_left, sun) and fits(far_left, (-LIMIT, 1), sun)
    assert (-LIMIT - 1, 0) not in cells_for(far_left, sun)


def test_an_attracted_fish_may_go_where_another_card_supports_it():
    """Attracting Cards (the fish goes along an edge of the card that attracted it) and Reef
    Connection Rules (fish connected in order: a medium fish borders a tiny one): a Red Coral placed
    above the Starter Coral attracts a Butterflyfish, which may go beside it, above the Clownfish.
    The reef is grown from one whose places were already worked out, as in a game."""
    from games_lib.open_ocean.state import NEXT_TO, place_cells

    coral = next(c for c in DECK if c.name == "Red Coral")
    fish = next(c for c in DECK if c.name == "Butterflyfish")
    before = reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish"})
    assert (0, 1) in cell_set(before, KINDS[coral.kind_id])
    after = before.put((0, 1), coral)
    assert place_cells(after, fish, NEXT_TO, coral.id) == ((1, 1),)
    assert place_cells(reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish"}).put((0, 1), coral),
                       fish, NEXT_TO, coral.id) == ((1, 1),)


# ------------------------------------------------------------------ placing: the refusals' words

_SMALL = {(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (0, 1): "Clownfish", (1, 1): "Clownfish"}


def test_frontier_is_the_empty_spaces_around_the_reef():
    """Building Your Reef: the spaces a card could reach are the empty ones around the reef, on or
    above the Starter Coral's row; a space that holds a card is never among them."""
    from games_lib.open_ocean.reef import frontier

    r = reef(_SMALL)
    assert frontier(r) == {(-1, 0), (-1, 1), (-1, 2), (0, 2), (1, 2), (2, 0), (2, 1), (2, 2)}
    assert not frontier(r) & set(_SMALL)


def test_a_space_at_the_table_s_edge_is_allowed_one_further_is_not():
    """Placing Cards: the engine's table reaches LIMIT spaces out; a card may go into a space at
    that distance (column or row), and one space further is refused in words."""
    from games_lib.open_ocean.reef import refusal

    coral = kind("Red Coral")
    line = {(x, 0): "Red Coral" for x in range(1, LIMIT)} | {(0, 0): "Blue Starter Coral"}
    tower = {(0, y): "Red Coral" for y in range(1, LIMIT)} | {(0, 0): "Blue Starter Coral"}
    assert refusal(reef(line), coral, (LIMIT, 0)) is None
    assert refusal(reef(tower), coral, (0, LIMIT)) is None
    far = "That space is too far out for this table."
    assert refusal(reef(line | {(LIMIT, 0): "Red Coral"}), coral, (LIMIT + 1, 0))[1] == far
    assert refusal(reef(tower | {(0, LIMIT): "Red Coral"}), coral, (0, LIMIT + 1))[1] == far


@pytest.mark.parametrize("name, words", [
    ("Red Coral", "A Red Coral must touch a Sun card (a coral or an anemone), straight or corner to corner, "
                  "and no Sun card is around this space."),
    ("Clownfish", "A Clownfish must share an edge with a Sun card or with another Clownfish (fish join along "
                  "an edge, never corner to corner, in the order Sun, Tiny, Medium, Big)."),
    ("Angelfish", "An Angelfish must share an edge with a Tiny fish or with another Angelfish (fish join along "
                  "an edge, never corner to corner, in the order Sun, Tiny, Medium, Big)."),
    ("Grouper", "A Grouper must share an edge with a Medium fish or with another Grouper (fish join along "
                "an edge, never corner to corner, in the order Sun, Tiny, Medium, Big)."),
])
def test_a_refused_space_says_what_the_card_needs(name, words):
    """Reef Connection Rules: a Sun card needs a Sun card around it; a fish needs the card before
    it in the order Sun, Tiny, Medium, Big along an edge, or a fish of its school. The refusal
    says exactly that for each size."""
    from games_lib.open_ocean.reef import refusal

    assert refusal(reef(_SMALL), kind(name), (5, 5))[1] == words


def test_a_sea_turtle_with_no_card_to_border_goes_along_any_edge():
    """Sea Turtle (RULES-NOTES): the Turtle borders the card it took; with no open card to border
    (every open edge touches a Dolphin or a Sea Turtle, which take no connection) it goes along an
    edge of any card, on or above the Starter Coral's row and never into a filled space."""
    from games_lib.open_ocean.cards import DECK
    from games_lib.open_ocean.state import ANY_LEGAL, BESIDE, place_cells

    turtle = next(c for c in DECK if c.kind.per_game)
    r = reef({(0, 0): "Blue Starter Coral", (-1, 0): "Dolphin", (1, 0): "Dolphin", (0, 1): turtle.kind.name})
    assert place_cells(r, turtle, ANY_LEGAL, None) == ()          # no card that takes a connection is open
    assert place_cells(r, turtle, BESIDE, None) == ((-2, 0), (-1, 1), (0, 2), (1, 1), (2, 0))
    coral = next(c for c in DECK if c.kind.name == "Red Coral")
    assert place_cells(r, coral, BESIDE, None) == place_cells(r, coral, ANY_LEGAL, None)  # a card with room: its own spaces


@pytest.mark.parametrize("players", [1, 2, 3, 4, 5])
def test_a_round_has_the_turns_its_players_count_gives(players):
    """Setup / How to Play 2 Player / How to Play Solo: a round is seven turns at two players (every
    card played), five at three to five (the sixth card discarded) and five solo (nine cards: a
    card played and one discarded each turn). The engine's rounds last exactly that long."""
    from games_lib.open_ocean import new_game
    from games_lib.open_ocean.state import turns_per_round

    assert turns_per_round(players) == {1: 5, 2: 7}.get(players, 5)
    s = new_game(players, num_players=players)
    while s.round == 0 and not s.is_terminal():
        s = s.apply(s.legal_actions()[0])
    assert s.turn == turns_per_round(players)


@pytest.mark.parametrize("spare, over", [(0, False), (-1, True)])
def test_a_new_round_is_dealt_while_the_deck_holds_enough(spare, over):
    """Ending the Game (RULES-NOTES, the deck running out): at the end of a round the next one is
    dealt when the deck holds a full hand for every player, exactly enough included; one card
    fewer and the game ends."""
    from games_lib.open_ocean import new_game
    from games_lib.open_ocean.state import State, hand_size

    s = new_game(7, num_players=2)
    while not (s.round == 0 and len(s.hand(0)) == 1 and s.decision is None):
        s = s.apply(s.legal_actions()[0])
    after = s
    while after.round == 0:  # the rest of the round as played with the whole deck: what the Ocean draws
        after = after.apply(after.legal_actions()[0])
    drawn = len(s.deck) - len(after.deck) - hand_size(2) * 2
    need = drawn + hand_size(2) * 2 + spare  # the deck is drawn from its end: keep its last cards
    fields = ("num_players", "reefs", "ocean", "draft", "first", "pending", "turtles", "round", "starters_left",
              "over", "turn", "goals", "goal_mode", "piles", "done", "removed")
    short = State(**{f: getattr(s, f) for f in fields}, deck=tuple(s.deck[-need:]),
                  discard=tuple(s.discard) + tuple(s.deck[:-need]))
    while short.round == 0:
        short = short.apply(short.legal_actions()[0])
    assert short.is_terminal() is over
    if not over:
        assert len(short.deck) == 0 and len(short.hand(0)) == len(short.hand(1)) == hand_size(2)


# ------------------------------------------------------------------ the engine's spaces by number

def test_a_card_set_outside_the_table_by_hand_still_offers_its_spaces():
    """Placing Cards (nothing below the Starter Coral's row, the table 30 spaces out each way) and
    Sun Cards (a coral joins a Sun card corner to corner as well): a coral put by hand below the
    row, or beyond the table's edge, has no number among the table's spaces, yet still supports
    the spaces of the table around it; the spaces outside the table are never offered."""
    r = reef({(0, 0): "Blue Starter Coral", (3, -1): "Red Coral", (LIMIT + 1, 0): "Red Coral"})
    cells = cells_for(r, kind("Purple Coral"))
    assert (3, 0) in cells and (4, 0) in cells and (2, 0) in cells    # above and beside the coral below the row
    assert (LIMIT, 0) in cells and (LIMIT, 1) in cells                # beside the coral beyond the edge
    assert all(open_space(c, r) for c in cells)
    assert (3, -1) not in cells and (LIMIT + 1, 1) not in cells
    grown = reef({(0, 0): "Blue Starter Coral"}).put((3, -1), next(c for c in DECK if c.name == "Red Coral"))
    assert cells_for(grown, kind("Purple Coral")) == tuple(sorted(set(cells_for(reef({(0, 0): "Blue Starter Coral"}),
                                                                                  kind("Purple Coral")))
                                                                  | {(2, 0), (3, 0), (4, 0)}))


def test_spaces_are_numbered_column_by_column_as_places_are():
    """Placing Cards: the engine numbers the spaces of the table column by column from the left
    edge, bottom up, the same order as the place actions' numbers and as the cells sort, so the
    legal places come in the order of the cells."""
    from games_lib.open_ocean.actions import PLACES
    from games_lib.open_ocean.reef import CELL_IDS, CELLS

    assert CELLS[0] == (-LIMIT, 0) and CELLS[1] == (-LIMIT, 1) and CELLS[LIMIT + 1] == (-LIMIT + 1, 0)
    assert CELLS[-1] == (LIMIT, LIMIT) and len(CELLS) == (2 * LIMIT + 1) * (LIMIT + 1)
    assert list(CELLS) == sorted(CELLS) and all(CELL_IDS[c] == i for i, c in enumerate(CELLS))
    assert [p.cell for p in PLACES] == list(CELLS)


def _card(name):
    return next(c for c in DECK if c.name == name)


@pytest.mark.parametrize("before, at, space", [
    ({(0, 0): "Blue Starter Coral", (-1, 0): "Clownfish"}, (0, 1), (-1, 1)),   # the space to the left
    ({(0, 0): "Blue Starter Coral", (1, 2): "Clownfish"}, (0, 1), (0, 2)),     # the space above
    ({(0, 0): "Blue Starter Coral", (2, 0): "Clownfish"}, (1, 1), (1, 0)),     # the space below
])
def test_an_attracted_fish_may_go_where_another_card_supports_it_on_every_side(before, at, space):
    """Attracting Cards (the fish goes along an edge of the card that attracted it) and Connecting
    Fish Cards in Order (a Medium fish borders a Tiny fish): a Red Coral placed at ``at`` attracts
    a Butterflyfish, which may go into ``space`` beside it because a Clownfish borders that space;
    the places offered are the coral's edge spaces where the fish fits. The reef grows from one
    whose places were already worked out, as in a game."""
    from games_lib.open_ocean.reef import EDGE
    from games_lib.open_ocean.state import NEXT_TO, place_cells

    coral, fish = _card("Red Coral"), _card("Butterflyfish")
    r = reef(before)
    cells_for(r, kind("Red Coral"))  # the parent's supports worked out
    after = r.put(at, coral)
    edges = [(at[0] + dx, at[1] + dy) for dx, dy in EDGE]
    want = tuple(sorted(c for c in edges if fits(after, c, kind("Butterflyfish"))))
    assert space in want
    assert place_cells(after, fish, NEXT_TO, coral.id) == want


@pytest.mark.parametrize("at", [(LIMIT, 0), (-LIMIT, 0), (0, LIMIT)])
def test_an_attracting_card_at_the_table_s_edge(at):
    """Placing Cards (the table runs 30 spaces out each way from the Starter Coral and up) and
    Attracting Cards: a coral on the edge of the table attracts a Clownfish into the spaces along
    its edges inside the table only; a Butterflyfish, which needs a Tiny fish, has no place there,
    even when a Clownfish lies at the far side of the table."""
    from games_lib.open_ocean.reef import EDGE
    from games_lib.open_ocean.state import NEXT_TO, place_cells

    coral = _card("Red Coral")
    x, y = at
    r = reef({(x, y - 1) if y else (x - (1 if x > 0 else -1), 0): "Red Coral",
              (-x if x else LIMIT, 0): "Clownfish"})
    cells_for(r, kind("Red Coral"))  # the parent's supports worked out
    after = r.put(at, coral)
    inside = tuple(sorted(c for c in ((x + dx, y + dy) for dx, dy in EDGE) if open_space(c, after)))
    assert place_cells(after, _card("Clownfish"), NEXT_TO, coral.id) == inside
    assert place_cells(after, _card("Butterflyfish"), NEXT_TO, coral.id) == ()
    assert all(open_space(c, ()) for c in inside) and len(inside) < 3


def test_the_supports_along_a_card_set_outside_the_table():
    """Placing Cards and Reef Connection Rules: a card put by hand beyond the table's edge still
    supports the space of the table along its edge (a Clownfish: a Medium fish may join it, and
    another Clownfish); the spaces beyond the table have none."""
    from games_lib.open_ocean.reef import NEEDS, edge_supports

    r = reef({(LIMIT, 1): "Red Coral", (LIMIT + 1, 0): "Clownfish"})
    (right, a), (left, b), (up, c), (down, d) = edge_supports(r, (LIMIT + 1, 0))
    assert (right, left, up, down) == ((LIMIT + 2, 0), (LIMIT, 0), (LIMIT + 1, 1), (LIMIT + 1, -1))
    assert b & NEEDS[kind("Butterflyfish").id] and b & NEEDS[kind("Clownfish").id]
    assert a == c == d == 0


def test_a_goal_made_by_hand_with_a_known_number_counts_its_own_fish():
    """Habitat Goals: whether a goal is met depends on the fish and the cards it names, not on
    its number: a goal written by hand with Anemone Guests' number that asks for a Blue Chromis
    next to an anemone is met by a Blue Chromis there, not by a Clownfish, whichever is asked
    about first."""
    guests = GOALS.lookup("Anemone Guests")
    chromis = guests._replace(name="Chromis Guests", fish="Blue Chromis")
    clown = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (1, 1): "Clownfish"})
    blue = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (1, 1): "Blue Chromis"})
    assert achieved(clown, guests) and not achieved(clown, chromis)
    assert achieved(blue, chromis) and not achieved(blue, guests)
    assert achieved(clown, guests) and not achieved(clown, chromis)


# ------------------------------------------------------ schools and goals beyond the table's edges

def test_the_spaces_along_a_card_s_edges_inside_and_outside_the_table():
    """Building Your Reef (a card joins the cards along its edges): the four spaces along a
    card's edges come right, left, above, below, for a space of the table and for one a reef
    written by hand puts beyond it (or below the Starter Coral's row)."""
    from games_lib.open_ocean.reef import edge_cells

    assert edge_cells((0, 0)) == ((1, 0), (-1, 0), (0, 1), (0, -1))
    assert edge_cells((100, 7)) == ((101, 7), (99, 7), (100, 8), (100, 6))
    assert edge_cells((-LIMIT - 1, 0)) == ((-LIMIT, 0), (-LIMIT - 2, 0), (-LIMIT - 1, 1), (-LIMIT - 1, -1))
    assert edge_cells((3, -1)) == ((4, -1), (2, -1), (3, 0), (3, -2))


def test_a_school_counts_across_and_beyond_the_table_s_edges():
    """Ending the Game (+1 for each fish in a school: it shares an edge with a fish of the same
    name): in a reef written by hand, a school counts wherever its fish lie: across the table's
    left, right and top edges, far beyond it, and with one fish below the Starter Coral's row;
    fish of another name side by side make no school."""
    pairs = [((-LIMIT - 1, 0), (-LIMIT, 0)),          # across the left edge: the outer fish on the left
             ((LIMIT, 5), (LIMIT + 1, 5)),            # across the right edge
             ((3, LIMIT), (3, LIMIT + 1)),            # across the top edge
             ((7, -1), (7, 0)),                       # the lower fish below the row
             ((100, 0), (101, 0)), ((200, 0), (200, 1))]  # far beyond the table, side by side, one above the other
    cells = {(0, 0): "Blue Starter Coral", (300, 0): "Clownfish", (301, 0): "Blue Chromis"}
    for a, b in pairs:
        cells[a] = cells[b] = "Clownfish"
    r = reef(cells)
    assert school_fish(r) == tuple(sorted(c for p in pairs for c in p))
    assert ("Schools", len(pairs) * 2) in [(line.label, line.points) for line in score(r).lines]
    assert points(r) == score(r).total == 14 + len(pairs) * 2  # 14 fish of 1 point, 1 coral colour (no bonus)
    for a, b in pairs:  # each pair alone, as the only fish of its reef
        alone = reef({(0, 0): "Blue Starter Coral", a: "Clownfish", b: "Clownfish"})
        assert school_fish(alone) == (a, b), (a, b)


@pytest.mark.parametrize("fish, near", [
    ((LIMIT + 1, 0), (LIMIT, 0)),        # the fish beyond the right edge, the anemone inside
    ((-LIMIT - 1, 4), (-LIMIT - 2, 4)),  # both beyond the left edge
    ((2, LIMIT + 1), (2, LIMIT)),        # the fish above the top edge
    ((500, 3), (500, 2)),                # both far beyond the table
])
def test_a_goal_met_beyond_the_table_s_edges(fish, near):
    """Habitat Goals (Anemone Guests: a Clownfish shares an edge with an Anemone): in a reef
    written by hand the goal is met wherever the pair lies, beyond the table too; an Anemone only
    at a corner of the Clownfish does not meet it. Looked for in the whole reef, and near the card
    just put, whether that card is the Clownfish or the Anemone."""
    guests = GOALS.lookup("Anemone Guests")
    corner = (near[0] + (fish[1] - near[1]), near[1] + (fish[0] - near[0]))  # a corner of the fish, not an edge
    base = {(0, 0): "Blue Starter Coral"}
    assert achieved(reef({**base, fish: "Clownfish", near: "Anemone"}), guests)
    assert not achieved(reef({**base, fish: "Clownfish", corner: "Anemone"}), guests)
    for put, other in ((fish, near), (near, fish)):
        before = reef({**base, other: "Anemone" if other == near else "Clownfish"})
        card = _card("Clownfish" if put == fish else "Anemone")
        after = before.put(put, card)
        assert achieved(after, guests, put) and achieved(after, guests)
    lone = reef({**base, corner: "Anemone"}).put(fish, _card("Clownfish"))
    assert not achieved(lone, guests, fish) and not achieved(lone, guests)
