"""Bots and the generic game loop shared by every game.

A bot is anything with ``choose(view, legal_actions) -> action``. It receives the *view* of
its seat (what that player may see), never the full state: hidden information stays hidden.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, Sequence

from .rng import make_rng


class Bot(Protocol):
    name: str

    def choose(self, view: Any, legal_actions: Sequence[Any]) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: "int | random.Random" = 0) -> None:
        self.rng = make_rng(seed)

    def choose(self, view: Any, legal_actions: Sequence[Any]) -> Any:
        return self.rng.choice(legal_actions)

    def __repr__(self) -> str:
        return "RandomBot()"


def play_game(state: Any, bots: Sequence[Bot], *, on_step=None) -> Any:
    """Play ``state`` to the end, asking ``bots[p]`` whenever seat ``p`` must act.

    Each bot sees only ``state.view(p)``. Returns the terminal state. ``on_step(state, action)``
    is called before each action is applied (for logs).
    """
    while not state.is_terminal():
        p = state.current_player
        actions = state.legal_actions()
        action = bots[p].choose(state.view(p), actions)
        if on_step is not None:
            on_step(state, action)
        state = state.apply(action)
    return state
