"""The engine plays the same games move for move as when ``same_games.json`` was recorded
(before the engine was made faster): seeded random games of the Reef variant and of the full
game at 2, 3 and 4 players. At every decision the seat to act, the legal actions and the whole
position (every field of the state, the deck's order and the decisions waiting included) go into
a digest; the actions chosen, the digest and the outcome must match.

Re-record (``python tests/oceans/test_same_games.py``) only for a change of the rules that is
meant, and say so in the commit.
"""

from __future__ import annotations

import json
import pathlib

import pytest

from games_lib.core.testing import trace_game
from games_lib.oceans import new_game

HERE = pathlib.Path(__file__).resolve().parent / "same_games.json"
GAMES = [(n * 10 + k, n, variant) for variant in ("reef", "full") for n in (2, 3, 4) for k in range(3)]


def _position(s) -> str:
    """Everything in a position, as text: every field the state compares by (``_KEYS``), and the
    events of the move that led to it."""
    return "|".join(f"{k}={getattr(s, k)!r}" for k in type(s)._KEYS) + f"|{s.events!r}"


def trace(seed: int, n: int, variant: str) -> dict:
    """One seeded random game: the action ids chosen, a digest of every position and its legal
    actions, and the outcome."""
    got = trace_game(new_game(seed, num_players=n, variant=variant), seed, _position,
                     head=lambda s: f"{s.current_player}|{s.phase}")
    return {"seed": seed, "num_players": n, "variant": variant, **got}


def _recorded() -> list:
    return json.loads(HERE.read_text())


@pytest.mark.parametrize("k", range(len(GAMES)))
def test_same_game_move_for_move(k):
    """End of the Game: the engine's games are the recorded ones, move for move."""
    want = _recorded()[k]
    got = trace(want["seed"], want["num_players"], want["variant"])
    assert got["actions"] == want["actions"]
    assert got["digest"] == want["digest"]
    assert got["outcome"] == want["outcome"]


if __name__ == "__main__":
    HERE.write_text(json.dumps([trace(*g) for g in GAMES], separators=(",", ":")) + "\n")
    print(f"recorded {len(GAMES)} games into {HERE}")
