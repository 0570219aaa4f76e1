"""Argument checks for :func:`~.state.position`, which takes a whole position in plain values
(kept here so that the engine's module holds only one line for them).

>>> check_position(frow="green")
Traceback (most recent call last):
...
games_lib.core.errors.GameError: position: frow must be a list of colours, like ['green'], not 'green'
"""

from __future__ import annotations

from ..core.checks import need_kind, need_seq
from .scoring import Reef

_LISTS = {"frow": "colours", "fdeck": "colours", "crow": "Coral Reef cards", "chand": "Coral Reef cards",
          "other_chand": "Coral Reef cards", "cdeck": "Coral Reef cards"}
_COUNTS = ("fauna", "other_fauna", "discard")


def check_position(**given) -> None:
    """Refuse a value of the wrong kind among :func:`~.state.position`'s card arguments: lists of
    colours or of Coral Reef cards, Fauna counts (a dict like ``{'red': 2}`` or 7 counts), a
    :class:`~.scoring.Reef`. ``None`` leaves any of them to its default."""
    for name, value in given.items():
        if value is None:
            continue
        if name in _LISTS:
            need_seq(name, value, _LISTS[name], where="position")
        elif name == "reef":
            need_kind(name, value, Reef, "a Reef (like Reef().add('Coral 1', 'right'))", where="position")
        elif name in _COUNTS and (isinstance(value, str) or not hasattr(value, "__iter__")):
            need_kind(name, value, dict, "a dict of colours and counts, like {'red': 2}", where="position")
