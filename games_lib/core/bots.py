"""Bots and the game loop shared by every game.

A bot is anything with ``choose(view, legal_actions) -> action``. It receives the *view* of
its seat (what that player may see), never the full state: hidden information stays hidden.
"""

from __future__ import annotations

import inspect
import random
from typing import Any, Callable, Optional, Protocol, Sequence

from .checks import need_callable, need_int, need_seed, need_seq, need_str, wrong
from .errors import GameError, UnknownNameError
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


def margin(outcome, seat: int) -> float:
    """``seat``'s score minus the best score among the other seats (how far ahead it finished)."""
    scores = getattr(outcome, "scores", None)
    if not isinstance(scores, tuple) or len(scores) < 2:
        raise wrong("outcome", "a game's outcome (like state.outcome())", outcome, where="margin")
    need_int("seat", seat, 0, len(scores) - 1, where="margin")
    return scores[seat] - max(s for i, s in enumerate(scores) if i != seat)


class MonteCarloBot:
    """Determinized Monte Carlo search, for any game of the core contract.

    For each decision it deals the cards it cannot see at random ``samples`` times
    (``game.sample_state(view, rng)``: never the real hidden cards), plays each legal action in
    every one of these worlds out to the end with random moves (the same worlds and the same
    random moves for every candidate) and keeps the action with the best average final place,
    then the best average points margin (its score minus the best other score): a game that
    ranks a condition before the points (Great Barrier Reef) is valued by where it finishes
    first. ``game`` defaults to the view's own game.
    """

    name = "montecarlo"

    def __init__(self, samples: int = 64, seed: "int | random.Random" = 0, game: Optional[Any] = None) -> None:
        self.samples = need_int("samples", samples, low=1, where="MonteCarloBot")
        self.rng = make_rng(seed)
        if game is not None and not callable(getattr(game, "sample_state", None)):
            raise wrong("game", "a game (like games_lib.load('pacific_ocean')) or None", game, where="MonteCarloBot")
        self.game = game

    def values(self, view: Any, legal_actions: Sequence[Any]) -> dict:
        """{action: (minus the average final place, the average final margin)} over the
        sampled worlds: higher is better, the place first."""
        game = self.game if self.game is not None else view.game
        me = view.seat
        rng = self.rng
        worlds = [game.sample_state(view, rng) for _ in range(self.samples)]
        seeds = [rng.random() for _ in range(self.samples)]
        out = {}
        for action in legal_actions:
            place = value = 0.0
            for world, sd in zip(worlds, seeds):
                s = world.apply(action)
                rnd = random.Random(sd).random
                while not s.is_terminal():
                    acts = s.legal_actions()
                    s = s.apply(acts[int(rnd() * len(acts))])
                o = s.outcome()
                place += o.places[me]
                value += margin(o, me)
            out[action] = (-place / len(worlds), value / len(worlds))
        return out

    def choose(self, view: Any, legal_actions: Sequence[Any]) -> Any:
        if len(legal_actions) == 1:
            return legal_actions[0]
        values = self.values(view, legal_actions)
        return max(legal_actions, key=values.__getitem__)  # first in legal order on a tie

    def __repr__(self) -> str:
        return f"MonteCarloBot(samples={self.samples})"


def bot_factory(table: dict) -> Callable[..., Any]:
    """A game's ``make_bot(name, seed=0)`` from its table of bot classes: a class that takes a
    ``seed`` gets it, a deterministic one is made without.

    >>> make = bot_factory({"random": RandomBot})
    >>> make("random", seed=3)
    RandomBot()
    >>> make("genius")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.UnknownNameError: unknown bot 'genius'; valid names: random
    """

    def make_bot(name: str, seed: int = 0):
        """A bot by name (see the game's ``BOTS``)."""
        need_str("name", name, "a bot's name, one of " + ", ".join(map(repr, table)), where="make_bot")
        need_seed("seed", seed, where="make_bot")
        if name not in table:
            raise UnknownNameError("bot", name, table)
        cls = table[name]
        return cls(seed=seed) if "seed" in inspect.signature(cls).parameters else cls()

    return make_bot


def play_game(state: Any, bots: Sequence[Bot], *, on_step=None) -> Any:
    """Play ``state`` to the end, asking ``bots[p]`` whenever seat ``p`` must act.

    Each bot sees only ``state.view(p)``. Returns the terminal state. ``on_step(state, action)``
    is called before each action is applied (for logs).

    >>> play_game(3, [])
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: play_game: state must be a game's state (like new_game(seed=1)), not 3
    """
    if not all(callable(getattr(state, k, None)) for k in ("legal_actions", "apply", "is_terminal", "view")):
        raise wrong("state", "a game's state (like new_game(seed=1))", state, where="play_game")
    bots = need_seq("bots", bots, "bots, one per player", where="play_game")
    for bot in bots:
        if not callable(getattr(bot, "choose", None)):
            raise wrong("bots", "a list of bots (like RandomBot(1)), one per player", bots, where="play_game")
    need_callable("on_step", on_step, where="play_game")
    if len(bots) != state.num_players:
        raise GameError(f"{state.num_players} players need {state.num_players} bots, not {len(bots)}")
    while not state.is_terminal():
        p = state.current_player
        actions = state.legal_actions()
        action = bots[p].choose(state.view(p), actions)
        if on_step is not None:
            on_step(state, action)
        state = state.apply(action)
    return state
