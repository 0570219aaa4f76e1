"""Argument checks for the public functions that take plain values (what a reader types in a
notebook cell). Each check returns the value (or a tidied copy) when it is of the right kind,
and otherwise raises :class:`~games_lib.core.GameError` with a message that names the
parameter, says what it takes and shows what it got:

>>> need_int("n", 2.5, low=0, where="exercises")
Traceback (most recent call last):
...
games_lib.core.errors.GameError: exercises: n must be a whole number of 0 or more, not 2.5

The checks belong at the entry points only: the engine's own moves (``State.apply``,
``legal_actions``) never go through them.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from typing import Any, Optional

from .errors import GameError, shown

__all__ = ["shown", "wrong", "is_whole", "need_int", "need_number", "need_bool", "need_str", "need_seq",
           "need_mapping", "need_kind", "need_seed", "need_callable"]


def wrong(name: str, takes: str, value: Any, where: str = "") -> GameError:
    """The error for a parameter ``name`` that takes ``takes`` but got ``value`` (to raise).

    >>> print(wrong("results", "a list of (colours, cards, points) triples", (1, 2), where="decide"))
    decide: results must be a list of (colours, cards, points) triples, not (1, 2)
    """
    return GameError(f"{where + ': ' if where else ''}{name} must be {takes}, not {shown(value)}")


def is_whole(value: Any) -> bool:
    """Whether ``value`` is a whole number (an ``int``, but not ``True`` or ``False``).

    >>> is_whole(3), is_whole(3.0), is_whole(True)
    (True, False, False)
    """
    return isinstance(value, int) and not isinstance(value, bool)


def _bounds(low: Optional[float], high: Optional[float]) -> str:
    if low is not None and high is not None:
        return f" from {low} to {high}"
    if low is not None:
        return f" of {low} or more"
    if high is not None:
        return f" of {high} or less"
    return ""


def need_int(name: str, value: Any, low: Optional[int] = None, high: Optional[int] = None, *,
             where: str = "") -> int:
    """``value`` if it is a whole number between ``low`` and ``high`` (both included, either
    may be left open).

    >>> need_int("num_players", 3, 2, 5)
    3
    >>> need_int("num_players", "3", 2, 5)
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: num_players must be a whole number from 2 to 5, not '3'
    >>> need_int("seat", -1, low=0, where="margin")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: margin: seat must be a whole number of 0 or more, not -1
    """
    if not is_whole(value) or (low is not None and value < low) or (high is not None and value > high):
        raise wrong(name, "a whole number" + _bounds(low, high), value, where)
    return value


def need_number(name: str, value: Any, low: Optional[float] = None, *, where: str = "") -> float:
    """``value`` if it is a number (whole or not, but finite, and not ``True``/``False``) of at
    least ``low``.

    >>> need_number("size", 1.5, low=0)
    1.5
    >>> need_number("size", float("nan"), low=0, where="from_counts")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: from_counts: size must be a number of 0 or more, not nan
    """
    ok = (is_whole(value) or (isinstance(value, float) and math.isfinite(value))) and (low is None or value >= low)
    if not ok:
        raise wrong(name, "a number" + _bounds(low, None), value, where)
    return value


def need_bool(name: str, value: Any, *, where: str = "") -> bool:
    """``value`` as a bool if it is ``True`` or ``False`` (or 1 or 0).

    >>> need_bool("turned", 1), need_bool("turned", False)
    (True, False)
    >>> need_bool("turned", "yes", where="play")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: play: turned must be True or False, not 'yes'
    """
    if value is True or value is False or (is_whole(value) and value in (0, 1)):
        return bool(value)
    raise wrong(name, "True or False", value, where)


def need_str(name: str, value: Any, what: str = "a text in quotes", *, where: str = "") -> str:
    """``value`` if it is a text (``str``); ``what`` says which text it takes.

    >>> need_str("name", "greedy")
    'greedy'
    >>> need_str("name", 3, "a bot's name, like 'greedy'", where="make_bot")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: make_bot: name must be a bot's name, like 'greedy', not 3
    """
    if not isinstance(value, str):
        raise wrong(name, what, value, where)
    return value


def need_seq(name: str, value: Any, of: str = "names", *, single: bool = False, where: str = "") -> tuple:
    """``value`` as a tuple if it is a list (or tuple, or any sequence of items, not a text nor
    a dict) of ``of``. A text is refused, as Python would read it letter by letter, unless
    ``single`` says that one name alone is meant: then it is a list of that one name.

    >>> need_seq("conditions", ["Mako Shark"], "card names")
    ('Mako Shark',)
    >>> need_seq("cards", "Coral 3", "Coral Reef cards", single=True)
    ('Coral 3',)
    >>> need_seq("conditions", "Mako Shark", "card names", where="Sanctuary")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: Sanctuary: conditions must be a list of card names, like ['Mako Shark'], not 'Mako Shark'
    """
    if isinstance(value, str):
        if single:
            return (value,)
        raise wrong(name, f"a list of {of}, like [{value!r}]" if len(value) < 40 else f"a list of {of}",
                    value, where)
    if isinstance(value, (bytes, bytearray, Mapping)) or not isinstance(value, Iterable):
        raise wrong(name, f"a list of {of}", value, where)
    return tuple(value)


def need_mapping(name: str, value: Any, of: str = "names and numbers", *, where: str = "") -> Mapping:
    """``value`` if it is a dict (any mapping) of ``of``.

    >>> need_mapping("readings", {"Mako Shark": None}, "card names and conditions")
    {'Mako Shark': None}
    >>> need_mapping("readings", ["Mako Shark"], "card names and conditions", where="score")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: score: readings must be a dict of card names and conditions, not ['Mako Shark']
    """
    if not isinstance(value, Mapping):
        raise wrong(name, f"a dict of {of}", value, where)
    return value


def need_kind(name: str, value: Any, kind: "type | tuple", what: str, *, where: str = "") -> Any:
    """``value`` if it is an instance of ``kind``; ``what`` names that kind in words.

    >>> need_kind("rng", random.Random(1), random.Random, "a random.Random").random() < 1
    True
    >>> need_kind("mine", "Dolphin", dict, "a Sanctuary (made with Sanctuary(...))", where="score")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: score: mine must be a Sanctuary (made with Sanctuary(...)), not 'Dolphin'
    """
    if not isinstance(value, kind):
        raise wrong(name, what, value, where)
    return value


def need_seed(name: str, value: Any, *, where: str = "") -> "int | random.Random":
    """``value`` if it is a seed: a whole number (any size, any sign) or a ``random.Random``.

    >>> need_seed("seed", 2026)
    2026
    >>> need_seed("seed", "2026", where="new_game")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: new_game: seed must be a whole number (or a random.Random), not '2026'
    """
    if not (is_whole(value) or isinstance(value, random.Random)):
        raise wrong(name, "a whole number (or a random.Random)", value, where)
    return value


def need_callable(name: str, value: Any, what: str = "a function", *, where: str = "") -> Any:
    """``value`` if it can be called (or is ``None``, for an optional hook).

    >>> need_callable("on_step", print) is print, need_callable("on_step", None)
    (True, None)
    >>> need_callable("on_step", 3, where="play_game")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: play_game: on_step must be a function, not 3
    """
    if value is not None and not callable(value):
        raise wrong(name, what, value, where)
    return value
