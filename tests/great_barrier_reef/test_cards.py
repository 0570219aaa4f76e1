"""Card data (Contents; RULES-NOTES: Provenance of data)."""

from collections import Counter

from games_lib.core import Provenance
from games_lib.great_barrier_reef import (
    CLOWNFISH, COLOURS, CORAL, FAUNA, KINDS, OCTOPUS, STARTING_CARDS, Colour, colour, coral,
)


def test_component_counts():
    """Contents: 88 Fauna (13 of each of six colours + 10 octopus), 51 Coral Reef cards with
    6 × 0, 15 × 1, 15 × 2, 15 × 3 points, 5 Starting Cards with one clownfish."""
    assert len(FAUNA) == 88
    assert Counter(f.colour for f in FAUNA) == {**{c: 13 for c in COLOURS}, OCTOPUS: 10}
    assert len(CORAL) == 51 and Counter(c.points for c in CORAL) == {0: 6, 1: 15, 2: 15, 3: 15}
    assert len(STARTING_CARDS) == 5 and [s.clownfish for s in STARTING_CARDS].count(True) == 1
    assert STARTING_CARDS[CLOWNFISH].clownfish


def test_every_card_has_a_provenance_with_a_note():
    """RULES-NOTES, Provenance of data: no card without a provenance, and a note when not printed."""
    for card in (*FAUNA, *CORAL, *STARTING_CARDS):
        assert isinstance(card.provenance, Provenance)
        for src in (getattr(card, "source", None), getattr(card, "cost_source", None), getattr(card, "icons_source", None)):
            if src is not None:
                assert isinstance(src.provenance, Provenance) and src.note
    assert all(c.provenance in (Provenance.ILLUSTRATIVE,) for c in CORAL)


def test_costs_grow_with_points_and_icons_are_single_colours():
    """Coral Reef Cards (illustrative deck): average cost grows with points; two bonus icons, single colours."""
    avg = {p: sum(c.cost.icons for c in CORAL if c.points == p) / sum(1 for c in CORAL if c.points == p)
           for p in range(4)}
    assert avg[0] < avg[1] < avg[2] < avg[3]
    assert all(len(c.icons) == 2 and OCTOPUS not in c.icons for c in CORAL)
    assert all(sum(c.cost.colours) <= 10 for c in CORAL)


def test_every_colour_has_a_letter_a_label_and_a_symbol():
    """Fauna Cards: seven kinds; each has a distinct letter and symbol for colour-blind readers and print."""
    assert len(KINDS) == 7
    assert len({c.letter for c in KINDS}) == 7 and len({c.symbol for c in KINDS}) == 7
    assert [c.label for c in COLOURS] == ["Red", "White", "Yellow", "Green", "Black", "Blue"]
    assert colour("K") is Colour.BLACK and colour("blue tang") is Colour.BLUE and colour("Octopus") is OCTOPUS
    assert Colour.RED.latin == "Fromia indica" and OCTOPUS.latin == "Thaumoctopus mimicus"


def test_catalog_lookup():
    assert coral("coral 1") is CORAL[0] and coral(50).name == "Coral 51"
