"""End of Game: score pile + tokens on surviving species + bonus token, itemised; ties by the most
trait cards, then shared; the engine's outcome equals the plain-values scoring."""

from __future__ import annotations

import random

import pytest

from games_lib.core import GameError
from games_lib.oceans import new_game, outcome, position, score


def test_score_is_itemised():
    """End of Game: 1 point per token in the score pile and on surviving species, plus the bonus token."""
    b = score(23, [4, 0, 7], 4, traits=5)
    assert [line.label for line in b] == ["Score pile", "Surviving species", "Bonus token"]
    assert [line.points for line in b] == [23, 11, 4] and b.total == 38 and b.tiebreak("trait cards") == 5
    assert score(0).total == 0 and len(score(0, bonus=0)) == 1


def test_tie_break_by_trait_cards_then_shared():
    """End of Game: a tie goes to the most trait cards on surviving species, then the win is shared."""
    o = outcome([(10, [2], 0, 3), (12, [], 0, 1)])
    assert o.winners == (0,) and o.decided_by.value == "tiebreak" and o.tiebreak == "trait cards"
    o = outcome([(10, [2], 0, 2), (12, [], 0, 2)])
    assert o.winners == (0, 1) and o.decided_by.value == "shared"
    assert outcome([(20, [], 0, 0), (12, [], 7, 9)]).winners == (0,)


def test_state_breakdown_matches_outcome():
    """The state's score breakdown (per seat) sums to the outcome's scores, at the end of random games."""
    for seed in range(6):
        n = 2 + seed % 3
        s = new_game(seed, num_players=n)
        rng = random.Random(seed)
        while not s.is_terminal():
            s = s.apply(rng.choice(s.legal_actions()))
        o = s.outcome()
        assert o.scores == tuple(s.score_breakdown(p).total for p in range(n))
        expected = outcome([(s.pile(p), [s.population(b) for b in s.rows[p]], s.bonus[p],
                             sum(len(s.traits[b]) for b in s.rows[p])) for p in range(n)])
        assert expected == o


def test_position_breakdown():
    s = position([[("Speed", 3), ("Inking", 2)], [("Inking", 1)]], piles=[5, 0])
    assert str(s.score_breakdown(0)).splitlines() == ["Score pile: 5 tokens", "Surviving species: 3 + 2 tokens",
                                                      "Bonus token: 4", "Total: 14"]


@pytest.mark.parametrize("bad", [[(1, 2)], "x", [(1, [2], 3, 4)], [(-1, [], 0, 0), (1, [], 0, 0)]])
def test_outcome_refuses_wrong_values(bad):
    with pytest.raises(GameError):
        outcome(bad)
