"""Core Concepts, Feeding Example: the Tentacled species on the left attacks the Filter Feeder on
the right; the middle species gains 1 (Symbiotic) + 2 + 2 (two Bottom Feeders) = 5; a second
Tentacled attack gives 5 more, the tenth token on the fishbones, then overpopulation."""

from __future__ import annotations

import pytest

from games_lib.core import GameError
from games_lib.oceans import Phase, feed, rules

EXAMPLE = [("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0), ("Filter Feeder", 4)]


def test_feeding_example_exactly():
    """One call with plain values gives the book's numbers."""
    f = feed(EXAMPLE, 0, 2)
    assert f.taken == (1,)
    assert f.gained(1) == (1, 2, 2) and sum(f.gained(1)) == 5
    assert [t for _, t, _ in f.gains[0]] == ["Symbiotic", "Bottom Feeder", "Bottom Feeder"]
    assert f.before_overpopulation == (3, 5, 3) and f.overpopulated == ()
    assert f.state.phase == Phase.AGAIN  # Tentacled may feed one more time


def test_second_tentacled_attack_overpopulates():
    """A second attack: another population taken, 5 more gained, the tenth on the fishbones, then
    overpopulation back to 5 (the owner put the excess in the Reef)."""
    f = feed(EXAMPLE, 0, 2, times=2)
    assert f.taken == (1, 1) and sum(f.gained(1, 1)) == 5
    assert f.before_overpopulation == (4, 10, 2) and f.overpopulated == (1,)
    assert f.populations == (4, 5, 2)
    assert [(e.board, e.n, e.note) for e in f.state.events if e.what == "place"] == [(1, 5, "the Reef")]
    f3 = feed(EXAMPLE, 0, 2, times=2, excess_to=3)
    assert f3.state.zones[2] == 25 + 5


def test_feeding_example_needs_the_trait_to_feed_again():
    """Without Tentacled there is no second feeding (a rule, named)."""
    with pytest.raises(GameError) as e:
        feed([("Apex Predator", 2), (["Symbiotic"], 0), ("Filter Feeder", 4)], 0, 2, times=2)
    assert e.value.rule is rules.FEED_AGAIN


@pytest.mark.parametrize("bad", [("Tentacled", 2), [("Nope", 1)], [("Tentacled", 11)], [("Tentacled",)], None])
def test_feed_refuses_wrong_values(bad):
    with pytest.raises(GameError):
        feed(bad, 0)
