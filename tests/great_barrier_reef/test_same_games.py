"""The engine plays the same games move for move as when ``same_games.json`` was recorded
(before the engine was made faster, issue 19): seeded random games at every table size and in
every variant (Variant 1 to both targets), and games of GreedyBot against random players. At
every decision the seat to act, the legal actions and the whole position (its text, the hidden
deck orders, the reshuffle seed, the flags) go into a digest; the actions chosen, the digest and
the outcome must match.

Re-record (``python tests/great_barrier_reef/test_same_games.py``) only for a change of the
rules that is meant, and say so in the commit.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from games_lib.core import RandomBot
from games_lib.core.testing import trace_game
from games_lib.great_barrier_reef import GreedyBot, new_game

HERE = pathlib.Path(__file__).resolve().parent / "same_games.json"
# (seed, players, variant, target, seat of the GreedyBot or None for a random game)
GAMES = ([(n * 10 + k, n, 0, None, None) for n in (2, 3, 4, 5) for k in range(3)]
         + [(50 + n, n, 1, t, None) for n in (2, 3, 4, 5) for t in (10, 12)]
         + [(60 + n, n, 2, None, None) for n in (2, 3, 4, 5)]
         + [(70 + n, n, v, None, n - 1) for n in (2, 3, 4, 5) for v in (0, 2)]
         + [(80, 3, 1, 12, 0)])


def _position(s) -> str:
    """Everything in a position, as text (deck orders, the reshuffle seed, flags, pending)."""
    return (f"{s}|{s._fdeck}|{tuple(s._fdiscard.to_bytes(7, 'little'))}|{s._cdeck}|{s._fixed}|{s._seed}|{s._flags}|"
            f"{[(d.seat, d.kind, d.data) for d in s.pending]}")


def trace(seed: int, n: int, variant: int, target, greedy) -> dict:
    """One seeded game: the action ids chosen, a digest of every position and its legal actions,
    and the outcome."""
    choose = None
    if greedy is not None:
        bots = [RandomBot(seed * 10 + i) for i in range(n)]
        bots[greedy] = GreedyBot()

        def choose(s, legal):
            return bots[s.current_player].choose(s.view(s.current_player), legal)
    got = trace_game(new_game(seed, num_players=n, variant=variant, target=target), seed, _position, choose=choose)
    return {"game": [seed, n, variant, target, greedy], **got}


def _recorded() -> list:
    return json.loads(HERE.read_text())


def test_the_recorded_games_are_these():
    assert [g["game"] for g in _recorded()] == [list(g) for g in GAMES]


@pytest.mark.parametrize("k", range(len(GAMES)))
def test_same_game_move_for_move(k):
    """Ending the Game (and every rule before it): the engine's games are the recorded ones,
    move for move."""
    want = _recorded()[k]
    got = trace(*want["game"])
    assert got["actions"] == want["actions"]
    assert got["digest"] == want["digest"]
    assert got["outcome"] == want["outcome"]


if __name__ == "__main__":
    HERE.write_text(json.dumps([trace(*g) for g in GAMES], separators=(",", ":")) + "\n")
    print(f"recorded {len(GAMES)} games into {HERE}")
