"""The engine plays the same games move for move as when ``same_games.json`` was recorded
(before the engine was made faster): a few seeded random games at every table size, with and
without Habitat Goals. At every decision the legal actions, the seat to act and the position
(its text) go into a digest; the actions chosen, the digest and the outcome must match.

Re-record (``python tests/open_ocean/test_same_games.py``) only for a change of the rules that
is meant, and say so in the commit.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from games_lib.core.testing import trace_game
from games_lib.open_ocean import new_game

HERE = pathlib.Path(__file__).resolve().parent / "same_games.json"
GAMES = [(seed, n, goals) for n in (1, 2, 3, 4, 5) for seed, goals in ((n * 7, None), (n * 7 + 1, "private"), (n * 7 + 2, None))
         if not (n == 1 and goals)] + [(99, 4, "public")]


def _position(s) -> str:
    """Everything in a position, as text (the deck's order, the discards, the decisions waiting)."""
    return (f"{s}|{[c.id for c in s.deck]}|{[c.id for c in s.discard]}|{s.turtles}|{s.round}|{s.turn}|"
            f"{[(d.seat, d.kind, d.data) for d in s.pending]}|{s.draft}|{s.goals}|{s.piles}|{s.done}")


def trace(seed: int, n: int, goals) -> dict:
    """One seeded random game: the action ids chosen, a digest of every position and its legal
    actions, and the outcome."""
    return {"seed": seed, "num_players": n, "goals": goals,
            **trace_game(new_game(seed, num_players=n, goals=goals), seed, _position)}


def _recorded() -> list:
    return json.loads(HERE.read_text())


@pytest.mark.parametrize("k", range(len(GAMES)))
def test_same_game_move_for_move(k):
    """Ending the Game: the engine's games are the recorded ones, move for move."""
    want = _recorded()[k]
    got = trace(want["seed"], want["num_players"], want["goals"])
    assert got["actions"] == want["actions"]
    assert got["digest"] == want["digest"]
    assert got["outcome"] == want["outcome"]


if __name__ == "__main__":
    HERE.write_text(json.dumps([trace(*g) for g in GAMES], separators=(",", ":")) + "\n")
    print(f"recorded {len(GAMES)} games into {HERE}")
