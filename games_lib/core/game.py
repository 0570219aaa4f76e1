"""The contract every game follows (OpenSpiel's Game/State split, pgx's one API for every game).

A game package exposes ``GAME``, an object satisfying :class:`Game`; ``games_lib.load(name)``
returns it. Its states satisfy :class:`State`, and ``state.view(seat)`` returns a
:class:`View`: what one seat may see. Bots decide from views only.

* **setup** — ``Game.new_initial_state(seed, num_players=...)``; every random draw comes from
  ``random.Random(seed)``;
* **moves** — ``State.legal_actions()`` (sorted by ``action.id``, no duplicates) and
  ``State.apply(action)`` → a new state (states are immutable; an illegal action raises
  :class:`~games_lib.core.IllegalActionError` naming the rule, and nothing changes);
* **phases** — a game-specific ``Phase`` enum, one small handler per phase;
* **end** — ``State.is_terminal()``, ``State.outcome()`` (an :class:`~games_lib.core.Outcome`);
* **player view** — ``State.view(seat)``; ``Game.sample_state(view, rng)`` deals what the seat
  cannot see at random (for search bots), and must give back a state with the same view;
* **invariants** — ``Game.invariants(state)`` lists what is wrong (cards or tokens not
  conserved...), empty when all holds; :func:`games_lib.core.testing.check_game` checks it at
  every step of many random games.
"""

from __future__ import annotations

import importlib
import random
from dataclasses import dataclass
from enum import Enum
from typing import Any, Iterable, Optional, Protocol, Sequence, runtime_checkable

TERMINAL = -1
"""``State.current_player`` once the game is over."""


class Chance(str, Enum):
    """How chance enters a game."""

    NONE = "none"                #: no randomness at all
    SEEDED_SETUP = "seeded setup"  #: every shuffle is drawn from one seeded generator (the seed and
                                   #: the state's own draws) and kept hidden until the rules reveal it


class Information(str, Enum):
    PERFECT = "perfect"      #: every seat sees everything
    IMPERFECT = "imperfect"  #: some of the state is hidden from some seats


@dataclass(frozen=True)
class GameInfo:
    """What a game is, declared once.

    >>> GameInfo("demo", "Demo", 2, 4, Chance.NONE, Information.PERFECT, False, 40).players
    range(2, 5)
    """

    name: str                #: registry name, e.g. ``"pacific_ocean"``
    title: str               #: as printed, e.g. ``"Pacific Ocean"``
    min_players: int
    max_players: int
    chance: Chance
    information: Information
    simultaneous: bool       #: has picks made in secret and revealed together (then its states
                             #: show them as ``secrets`` and check_game checks their secrecy)
    max_decisions: int       #: the longest possible game, in decisions (at the largest table)
    rulebook: str = ""       #: the rulebook the rules come from

    @property
    def players(self) -> range:
        return range(self.min_players, self.max_players + 1)


@runtime_checkable
class View(Protocol):
    """What one seat may see. Comparable with ``==``."""

    seat: Optional[int]
    num_players: int
    current_player: int
    legal_actions: tuple


@runtime_checkable
class State(Protocol):
    num_players: int
    current_player: int

    def legal_actions(self) -> tuple: ...
    def apply(self, action: Any) -> "State": ...
    def is_terminal(self) -> bool: ...
    def outcome(self) -> Any: ...
    def view(self, seat: Optional[int]) -> View: ...


@runtime_checkable
class Game(Protocol):
    info: GameInfo

    def new_initial_state(self, seed: "int | random.Random", *, num_players: Optional[int] = None) -> State: ...
    def sample_state(self, view: View, rng: random.Random) -> State: ...
    def action_space(self) -> Sequence[Any]: ...
    def invariants(self, state: State) -> Iterable[str]: ...


# ------------------------------------------------------------------------------ registry

_REGISTRY: dict[str, str] = {
    "pacific_ocean": "games_lib.pacific_ocean",
    "great_barrier_reef": "games_lib.great_barrier_reef",
    "open_ocean": "games_lib.open_ocean",
    "oceans": "games_lib.oceans",
}


def available() -> tuple[str, ...]:
    """The names :func:`load` knows."""
    return tuple(sorted(_REGISTRY))


def load(name: str) -> Game:
    """The game called ``name`` (as ``pyspiel.load_game``).

    >>> load("pacific_ocean").info.title
    'Pacific Ocean'
    >>> load({"name": "pacific_ocean"})
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: load: name must be a game's name, one of 'great_barrier_reef', 'oceans', 'open_ocean', 'pacific_ocean', not {'name': 'pacific_ocean'}
    """
    from .checks import need_str
    from .errors import UnknownNameError

    need_str("name", name, "a game's name, one of " + ", ".join(map(repr, available())), where="load")
    if name not in _REGISTRY:
        raise UnknownNameError("game", name, available())
    return importlib.import_module(_REGISTRY[name]).GAME
