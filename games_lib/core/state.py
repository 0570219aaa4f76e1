"""What every game's ``State`` and ``View`` share, written once.

A game's state is an immutable object with slots. Its class sets a few class attributes and
inherits the rest:

==================  ==========================================================================
``_HANDLERS``       one function ``handler(state, action) -> State`` per phase, indexed by the
                    phase's value: :meth:`GameState.apply` is one tuple lookup
``_KEYS``           the slots that make the position (equality and hash); caches stay out
``_VIEW``           the game's view class: :meth:`GameState.view` returns ``_VIEW(state, seat)``
``_NAME``           the game's registry name, for ``repr``
``_DRAW``           the module whose ``board(view)`` draws a position (imported only when a
                    notebook asks for the picture, as python-chess's ``_repr_svg_``)
``_TURNS``          the number of turns when it is fixed (shown as "turn 3/6"), else ``None``
``_END_RULE``       the rule that says when the game ends (named when a result is asked too
                    early), or ``None``
==================  ==========================================================================

and two methods: ``_outcome()`` (the result, called only once the game is over) and
``_describe()`` (the plain-text picture). The slots ``_phase``, ``_player`` and ``_turn`` are
read by the shared properties.

:class:`Phases` is the base of each game's ``Phase`` enum: a phase prints as its plain-word
label. :func:`seat_name` and :func:`to_act` are how a reader is told about seats (seat 0 is
Player 1: rulebooks count from one).

>>> class Step(Phases):
...     PLAY = 0
...     GAME_OVER = 1
>>> str(Step.GAME_OVER), f"{Step.PLAY:>6}"
('game-over', '  play')
>>> seat_name(0), seat_name(None), to_act(2), to_act(TERMINAL)
('Player 1', 'everyone', 'Player 3 to act', 'game over')
"""

from __future__ import annotations

from enum import IntEnum
from importlib import import_module
from typing import Any, Optional

from .errors import GameError
from .game import TERMINAL


class Phases(IntEnum):
    """A game's phases (subclass it with the members); each prints as its label."""

    @property
    def label(self) -> str:
        """The phase in plain words: ``PLACE_TAKEN`` → ``"place-taken"``."""
        return self.name.lower().replace("_", "-")

    def __str__(self) -> str:
        return self.label

    def __format__(self, spec: str) -> str:
        return format(self.label, spec)


def seat_name(seat: Optional[int]) -> str:
    """How a reader names a seat: ``Player 1`` for seat 0; ``everyone`` for no seat (the
    god's-eye view)."""
    return "everyone" if seat is None else f"Player {seat + 1}"


def to_act(seat: int) -> str:
    """Who must act, in words: ``Player 2 to act``, or ``game over``."""
    return "game over" if seat == TERMINAL else f"{seat_name(seat)} to act"


class GameState:
    """The base of every game's immutable ``State`` (see the module docstring)."""

    __slots__ = ()
    _HANDLERS: tuple = ()
    _KEYS: tuple = ()
    _VIEW: Any = None
    _NAME = "game"
    _DRAW = ""
    _TURNS: Optional[int] = None
    _END_RULE: Any = None

    # ------------------------------------------------------------------ the rules
    def apply(self, action) -> "GameState":
        """The state after ``action``: this state is unchanged. An illegal action raises
        :class:`~games_lib.core.IllegalActionError` naming the rule it breaks."""
        return self._HANDLERS[self._phase](self, action)

    # ------------------------------------------------------------------ reading
    @property
    def current_player(self) -> int:
        """The seat that must act, or ``TERMINAL`` (-1) once the game is over."""
        return self._player

    @property
    def phase(self):
        return self._phase

    @property
    def turn(self) -> int:
        """How many turns are complete."""
        return self._turn

    def is_terminal(self) -> bool:
        return self._player == TERMINAL

    def progress(self) -> str:
        """How far the game is, in words: ``turn 3`` (``turn 3/6`` when the number of turns is
        fixed)."""
        return f"turn {self._turn}" + (f"/{self._TURNS}" if self._TURNS else "")

    def outcome(self):
        """The result (an :class:`~games_lib.core.Outcome`): scores, places, winners and what
        decided. Only once the game is over."""
        if self._player != TERMINAL:
            rule = f" ({self._END_RULE})" if self._END_RULE is not None else ""
            raise GameError(f"the game is not over yet ({to_act(self._player)}): "
                            f"the winner is known only at the end{rule}", rule=self._END_RULE)
        return self._outcome()

    def returns(self) -> tuple:
        """What each seat gets from the result: +1 a win, −1 a loss (shared places share)."""
        return self.outcome().returns()

    def view(self, seat: Optional[int]):
        """What ``seat`` may see (``None``: everything, for pictures of the whole table)."""
        return self._VIEW(self, seat)

    # ------------------------------------------------------------------ identity and display
    def __eq__(self, other) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        for k in self._KEYS:
            if getattr(self, k) != getattr(other, k):
                return False
        return True

    def __hash__(self) -> int:
        return hash(tuple([getattr(self, k) for k in self._KEYS]))

    def __str__(self) -> str:
        return self._describe()

    def __repr__(self) -> str:
        return f"<{self._NAME}.State {self.progress()}, {self._phase}, {to_act(self._player)}>"

    def _repr_html_(self) -> str:
        return import_module(self._DRAW).board(self.view(None))._repr_html_()

    def _outcome(self):  # pragma: no cover - each game defines it
        raise NotImplementedError

    def _describe(self) -> str:  # pragma: no cover - each game defines it
        raise NotImplementedError


class GameRules:
    """The base of every game's ``GAME`` object: ``GameRules(State, View)`` ties the game to its
    state and view classes (a view knows its game, for bots that sample; a state makes its view)."""

    info: Any = None

    def __init__(self, state_class: type, view_class: type) -> None:
        state_class._VIEW = view_class
        view_class.game = self

    def __repr__(self) -> str:
        return f"<Game {self.info.name}>"


class GameView:
    """The base of every game's ``View``: what one seat may see, compared with ``==`` over its
    slots (not ``full_state``, the state itself, kept only for the god's-eye view)."""

    __slots__ = ()
    game: Any = None
    _NAME = "game"
    _DRAW = ""
    _TURNS: Optional[int] = None

    def __eq__(self, other) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        for k in self.__slots__:
            if k != "full_state" and getattr(self, k) != getattr(other, k):
                return False
        return True

    __hash__ = None  # views are compared, not used as keys

    def progress(self) -> str:
        return f"turn {self.turn}" + (f"/{self._TURNS}" if self._TURNS else "")

    def __repr__(self) -> str:
        return f"<{self._NAME}.View for {seat_name(self.seat)}, {self.progress()}, {self.phase}>"

    def _repr_html_(self) -> str:
        return import_module(self._DRAW).board(self)._repr_html_()
