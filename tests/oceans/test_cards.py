"""Components as data: counts from the book, and a provenance on every card (Learn the Components)."""

from __future__ import annotations

import pathlib
import re

from games_lib.core import Provenance
from games_lib.oceans import BONUS, DEEP, SCENARIOS, SUPPLY, SURFACE, TRAITS, card, trait
from games_lib.oceans.cards import (BOARDS, CAMBRIAN, HAND, MAX_TRAITS, RESERVE, REEF_SCENARIOS, SPACES, TOKENS,
                                    ZONES)


def test_the_books_numbers():
    """Components and Setup: 200 tokens, 60 in the RESERVE, supply 100/120/140, 24 boards of 10
    spaces, 3 Ocean zones, 12 Surface traits x 10, bonus tokens 4/0, 6/4/0, 7/6/4/0, hands of 6."""
    assert (TOKENS, RESERVE, BOARDS, SPACES, ZONES, HAND, MAX_TRAITS) == (200, 60, 24, 10, 3, 6, 3)
    assert SUPPLY == {2: 100, 3: 120, 4: 140}
    assert BONUS == {2: (4, 0), 3: (6, 4, 0), 4: (7, 6, 4, 0)}
    assert len(TRAITS) == 12 and len(SURFACE) == 120
    assert all(sum(1 for c in SURFACE if c.trait_id == t.id) == 10 for t in TRAITS)
    assert CAMBRIAN.provenance is Provenance.RULEBOOK


def test_every_card_has_its_provenance():
    """secondary for the 12 Surface traits and the two Reef-variant Scenarios; illustrative for the
    migrate numbers, the Deep cards and the other Scenarios."""
    assert {t.source.provenance for t in TRAITS} == {Provenance.SECONDARY}
    assert all(t.source.note for t in TRAITS)
    assert {c.source.provenance for c in SURFACE} == {Provenance.ILLUSTRATIVE}  # the migrate numbers
    for s in SCENARIOS:
        expected = Provenance.SECONDARY if s.id in REEF_SCENARIOS else Provenance.ILLUSTRATIVE
        assert s.source.provenance is expected and s.reef_variant == (s.id in REEF_SCENARIOS)
    assert {d.source.provenance for d in DEEP} == {Provenance.ILLUSTRATIVE}
    assert {d.trait.source.provenance for d in DEEP} == {Provenance.ILLUSTRATIVE}


def test_the_example_traits_and_the_book_names():
    """The feeding example names Tentacled, Symbiotic, Bottom Feeder and Filter Feeder."""
    assert trait("tentacled").extra_feeds == 1 and trait("Filter Feeder").never_attack
    assert card("Speed 9").trait.name == "Speed" and card(0).name == "Tentacled 1"
    assert str(trait("Symbiotic").triggers[0]) == "when the species on its left feeds: gains 1"


def test_no_rule_tests_a_traits_name():
    """Traits are data run by one interpreter: the engine never names a trait."""
    code = (pathlib.Path(__file__).resolve().parents[2] / "games_lib/oceans/state.py").read_text()
    code = re.sub(r'""".*?"""', "", code, flags=re.S)  # docstrings may name the example
    for t in TRAITS:
        assert f'"{t.name}"' not in code and f"'{t.name}'" not in code, t.name
