"""The reef and its connection rules (rulebook: Building Your Reef, Reef Connection Rules, Sun
Cards, Fish Cards, Special Cards), and the rulebook's examples as one or two calls each."""

import pytest

from games_lib.core import GameError, Provenance
from games_lib.open_ocean import (DECK, KINDS, STARTER_CARDS, is_protected, kind, legal_cells, protected_cells, reef,
                                  rules, why_not)
from games_lib.open_ocean.reef import refusal

START = {(0, 0): "Blue Starter Coral"}


def test_every_card_has_a_provenance_and_the_deck_says_it_is_illustrative():
    """Provenance of data (RULES-NOTES): every kind carries one; the invented ones say so."""
    assert all(k.source.provenance in Provenance for k in KINDS)
    assert kind("Red Coral").source.provenance is Provenance.ILLUSTRATIVE
    assert kind("Banggai Cardinalfish").source.provenance is Provenance.INFERRED
    assert "illustrative" in kind("Dolphin").source.note or "invented" in kind("Dolphin").source.note
    assert len(STARTER_CARDS) == 6 and len({c for pair in STARTER_CARDS for c in pair}) == 6
    assert len({c.id for c in DECK}) == len(DECK)


def test_fish_points_follow_sun_1_2_3():
    """Connecting Fish Cards in Order: Tiny 1, Medium 2, Big 3 (inferred)."""
    for k in KINDS:
        if k.group in ("tiny", "medium", "big"):
            assert k.points == k.size == {"tiny": 1, "medium": 2, "big": 3}[k.group]


def test_coral_example_purple_around_blue_not_below_starter():
    """Coral Color Bonus example: the purple coral may go into any space around the blue coral,
    never below the Starter Coral's row."""
    r = reef({(0, 0): "Blue Starter Coral", (1, 1): "Blue Coral"})
    cells = legal_cells(r, "Purple Coral")
    around_blue = {(1 + dx, 1 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)} - {(1, 1), (0, 0)}
    assert around_blue <= set(cells)
    assert all(y >= 0 for _, y in cells)
    assert why_not(r, "Purple Coral", (1, -1)) == "Nothing goes below the row of the Starter Coral."
    assert refusal(r, kind("Purple Coral"), (1, -1))[0] is rules.NOT_BELOW_STARTER


def test_suns_touch_suns_in_eight_directions():
    """Reef Connection Rules 1: a Sun card touches a Sun card, diagonals included."""
    assert legal_cells(START, "Anemone") == ((-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1))
    r = reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (2, 0): "Angelfish"})
    assert (3, 0) not in legal_cells(r, "Red Coral")
    assert "must touch a Sun card" in why_not(r, "Red Coral", (3, 0))
    assert refusal(r, kind("Red Coral"), (3, 1))[0] is rules.SUNS_TO_SUNS


def test_fish_join_along_an_edge_in_order():
    """Reef Connection Rules 2: Sun → Tiny → Medium → Big, along an edge only."""
    r = reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (1, 1): "Angelfish"})
    assert legal_cells(START, "Clownfish") == ((-1, 0), (0, 1), (1, 0))
    assert (1, 1) not in legal_cells(START, "Clownfish")            # no diagonal for a fish
    assert set(legal_cells(r, "Butterflyfish")) == {(2, 0)}          # only next to the Tiny fish
    assert set(legal_cells(r, "Grouper")) == {(0, 1), (1, 2), (2, 1)}  # next to the Medium fish
    assert legal_cells(START, "Grouper") == ()                        # a Big fish never on a Sun
    assert refusal(reef(START), kind("Grouper"), (0, 1))[0] is rules.FISH_IN_ORDER
    assert "Medium fish" in why_not(START, "Grouper", (0, 1))


def test_fish_school_with_the_same_name_and_size():
    """Reef Connection Rules 3: a fish may join a fish of the same name and size (a school)."""
    r = reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (1, 1): "Angelfish"})
    assert (1, 2) in legal_cells(r, "Angelfish")       # schools with the Angelfish
    assert (1, 2) not in legal_cells(r, "Parrotfish")  # another Medium fish does not
    assert (2, 0) in legal_cells(r, "Clownfish")       # a Tiny schools with the Tiny


def test_nothing_connects_to_dolphins_or_turtles():
    """Special Cards: nothing connects to a Dolphin or a Sea Turtle; they go next to any other card."""
    r = reef({(0, 0): "Blue Starter Coral", (0, 1): "Dolphin", (1, 0): "Loggerhead Sea Turtle"})
    assert (0, 2) not in legal_cells(r, "Loggerhead Sea Turtle")
    assert (-1, 0) in legal_cells(r, "Dolphin")
    assert refusal(r, kind("Dolphin"), (0, 2))[0] is rules.NOTHING_ON_SPECIALS
    assert why_not(r, "Dolphin", (0, 2)) == "Nothing may be joined to a Dolphin or a Sea Turtle."
    assert legal_cells(START, "Shark") == ()
    assert refusal(reef(START), kind("Shark"), (0, 1))[0] is rules.SHARK_TO_OCEAN


def test_a_reef_with_a_shark_in_it_is_refused():
    """Special Cards, Shark: a Shark is played into the Ocean and never stays in a reef, so a reef
    written by hand with a Shark in it is refused by that rule, by name or as a card."""
    with pytest.raises(GameError, match="never stays in a reef") as err:
        reef({(0, 0): "Blue Starter Coral", (0, 1): "Shark"})
    assert err.value.rule is rules.SHARK_TO_OCEAN
    shark = next(c for c in DECK if c.name == "Shark")
    with pytest.raises(GameError) as err:
        reef({(0, 0): "Blue Starter Coral", (1, 1): shark})
    assert err.value.rule is rules.SHARK_TO_OCEAN


def test_taken_cell_refused_and_legal_cell_has_no_reason():
    """Placing Cards: one card a space; why_not says nothing for a legal cell."""
    assert why_not(START, "Red Coral", (0, 0)).startswith("That space already holds")
    assert why_not(START, "Red Coral", (1, 1)) is None


def test_anemone_example_protects_its_eight_neighbours_only():
    """Anemone example: every fish around the anemone is protected; the second Banggai
    cardinalfish, one space further, is not."""
    r = reef({(0, 0): "Blue Starter Coral", (1, 1): "Anemone", (2, 1): "Banggai Cardinalfish",
              (3, 1): "Banggai Cardinalfish", (1, 2): "Clownfish"})
    assert is_protected(r, (2, 1)) and is_protected(r, (1, 2))
    assert not is_protected(r, (3, 1))
    assert len(protected_cells(r)) == 8


def test_cut_off_cards_still_accept_connections():
    """Placing Cards: a card cut off from the reef stays, and others may still join it."""
    r = reef({(0, 0): "Blue Starter Coral", (2, 0): "Red Coral"})
    assert (3, 0) in legal_cells(r, "Yellow Coral")


@pytest.mark.parametrize("bad", [3.5, "x", [(0, 0)], {(0, 0): 3.5}, {"a": "Red Coral"}])
def test_plain_value_entry_points_refuse_with_words(bad):
    """Wrong values give a GameError in words, never a raw Python error."""
    with pytest.raises(GameError):
        legal_cells(bad, "Red Coral") if bad != "x" else legal_cells(START, bad)


def test_legal_cells_from_supports_match_every_space_tested():
    """Placing Cards: the legal cells the engine reads from a reef's supports (grown card by card,
    or built in full for a reef made at once) are exactly the spaces where ``fits`` allows the card,
    for every kind, over the reefs of a few random games; and the engine's one test of whether a
    card may go anywhere (``takes``) says yes exactly when there is such a space."""

    from games_lib.open_ocean import KINDS
    from games_lib.open_ocean.reef import NEEDS, Reef, cell_set, fits, frontier, takes

    checked = 0
    for r in _reefs_of_random_games(0.1):
        whole = Reef(dict(r.items()))
        for k in KINDS:
            want = frozenset(c for c in frontier(r) if fits(r, c, k))
            assert cell_set(r, k) == want == cell_set(whole, k), (r, k.name)
            # whether the card may go anywhere at all (the test of a Shark's, a Dolphin's
            # or a Sea Turtle's targets) agrees with the cells found
            assert takes(r, NEEDS[k.id]) == bool(want) == takes(whole, NEEDS[k.id]), (r, k.name)
            checked += 1
    assert checked > 500


def _reefs_of_random_games(share: float):
    """The reefs of three seeded random games (two to four players), at about ``share`` of their steps."""
    import random

    from games_lib.open_ocean import new_game

    for seed in range(3):
        s = new_game(seed, num_players=2 + seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            if rng.random() < share:
                yield from s.reefs
            s = s.apply(rng.choice(s.legal_actions()))


def test_what_a_card_offers_along_its_edges_is_part_of_the_supports_there():
    """Attracting Cards (the fish attracted goes along an edge of the card that attracted it) and
    Reef Connection Rules (Sun, then Tiny, Medium, Big fish): what a card itself offers the open
    spaces along its edges is always part of the supports read there, and a card that attracts
    offers what every fish of the size it attracts needs — so the engine need not look further
    to know that any such fish may come, while there is an open space."""

    from games_lib.open_ocean import KINDS
    from games_lib.open_ocean.cards import ATTRACT, FISH
    from games_lib.open_ocean.reef import NEEDS, edge_offers, edge_supports

    shared = {}
    for k in KINDS:
        if k.placement == FISH:
            shared[k.size] = shared.get(k.size, -1) & NEEDS[k.id]
    assert shared == {1: shared[1], 2: shared[2], 3: shared[3]} and all(shared.values())
    looked = attracting = 0
    for r in _reefs_of_random_games(0.2):
        for cell, c in r:
            own = edge_offers(r, cell)
            together = 0
            for _, bits in edge_supports(r, cell):
                together |= bits
            assert own & ~together == 0, (r, cell)
            k = KINDS[c.kind_id]
            if k.action == ATTRACT and k.attracts and together:
                assert own & shared[k.attracts], (r, cell, k.name)
                attracting += 1
            looked += 1
    assert looked > 1000 and attracting > 100


def test_what_a_card_outside_the_table_offers_along_its_edges():
    """Building Your Reef (a reef made by hand may hold a card beyond the table's spaces): what a
    card offers the open spaces along its edges, and those spaces, are found there too, only for
    the spaces of the table, and nothing for a card with every space along its edges taken."""
    from games_lib.open_ocean.reef import LIMIT, edge_offers, edge_supports, open_edges

    for cell in ((LIMIT + 1, 0), (0, LIMIT + 1), (-LIMIT - 5, 3)):
        r = reef({cell: "Red Coral"})
        together = 0
        for _, bits in edge_supports(r, cell):
            together |= bits
        assert edge_offers(r, cell) == together
    assert edge_offers(reef({(LIMIT + 3, 0): "Red Coral"}), (LIMIT + 3, 0)) == 0  # no space of the table beside it
    inside = reef({(LIMIT, 0): "Red Coral"})
    assert edge_offers(inside, (LIMIT, 0)) != 0  # (LIMIT - 1, 0) and (LIMIT, 1) are on the table
    boxed = reef({(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (-1, 0): "Red Coral", (0, 1): "Red Coral"})
    assert edge_offers(boxed, (0, 0)) == 0  # right, left and above taken, nothing below the Starter row
    corner = reef({(-LIMIT, 1): "Red Coral", (-LIMIT + 1, 1): "Red Coral", (-LIMIT, 2): "Red Coral"})
    assert edge_offers(corner, (-LIMIT, 1)) != 0  # the table's first space, below it, is open
    # the open spaces themselves (where a Sea Turtle borders the card it took): on the table only
    assert open_edges(corner, (-LIMIT, 1)) == ((-LIMIT, 0),)
    assert open_edges(reef({(LIMIT + 1, 0): "Red Coral"}), (LIMIT + 1, 0)) == ((LIMIT, 0),)
    assert open_edges(reef({(0, LIMIT + 1): "Red Coral"}), (0, LIMIT + 1)) == ((0, LIMIT),)
    assert open_edges(reef({(LIMIT + 3, 0): "Red Coral"}), (LIMIT + 3, 0)) == ()
