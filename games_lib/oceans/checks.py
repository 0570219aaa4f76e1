"""Argument checks for the functions that take a position in plain values (:func:`~.state.position`,
:func:`~.state.feed`), kept here so that the engine's module holds only one line for them.

>>> check_species([("Tentacled", 2), (["Symbiotic", "Bottom Feeder"], 0)], "feed")
[((0,), 2), ((3, 2), 0)]
>>> check_species([("Tentacled", 11)], "feed")
Traceback (most recent call last):
...
games_lib.core.errors.GameError: feed: a species holds 0 to 10 tokens, not 11
"""

from __future__ import annotations

from typing import Any

from ..core import GameError, UnknownNameError
from ..core.checks import need_int, need_seq, need_str, wrong
from .cards import DEEP, SCENARIOS, SPACES, SURFACE, TRAITS

_SPECIES = "a list of species, each (traits, population), like [('Tentacled', 2)]"


def _trait_key(name: str) -> int:
    """A Surface trait's id (0-11), or 100 + a Deep card's id."""
    try:
        return TRAITS.lookup(name).id
    except UnknownNameError as e:
        try:
            return 100 + DEEP.lookup(name).id
        except UnknownNameError:
            raise e from None


def _traits(value: Any, where: str) -> tuple:
    names = need_seq("traits", value, "trait names", single=True, where=where)
    return tuple(_trait_key(need_str("traits", x, "a trait name, like 'Tentacled'", where=where)) for x in names)


def check_scenarios(value: Any, where: str) -> tuple:
    """Two Scenario ids from two names (zones 1 and 2), different."""
    names = need_seq("scenarios", value, "two Scenario names, like ('Red Tide', 'Warm Current')", where=where)
    if len(names) != 2:
        raise GameError(f"{where}: scenarios must be two names (zones 1 and 2), not {len(names)}")
    ids = tuple(SCENARIOS.lookup(x if isinstance(x, int) and not isinstance(x, bool) else
                                 need_str("scenarios", x, "a Scenario name, like 'Red Tide'", where=where)).id
                for x in names)
    if ids[0] == ids[1]:
        raise GameError(f"{where}: the two Scenarios must differ, not {SCENARIOS[ids[0]].name} twice")
    return ids


def check_traits(value: Any, where: str) -> tuple:
    """Trait ids from a list of trait names (or one name)."""
    return _traits(value, where)


def _hand(value: Any, where: str) -> tuple:
    """A hand: each entry ``("card", id)`` for a card named in full (``"Speed 9"``), else
    ``("trait", id)`` for a trait (its first free copy)."""
    out = []
    for x in need_seq("hands", value, "trait or card names", single=True, where=where):
        need_str("hands", x, "a trait name like 'Speed' or a card name like 'Speed 9'", where=where)
        try:
            out.append(("card", SURFACE.lookup(x).id))
        except UnknownNameError:
            key = _trait_key(x)
            out.append(("deep", key - 100) if key >= 100 else ("trait", key))
    return tuple(out)


def check_species(value: Any, where: str) -> list:
    """A row of species as ``[(trait ids, population), ...]``; a :class:`GameError` for anything else."""
    row = need_seq("species", value, "species, each (traits, population)", where=where)
    out = []
    for sp in row:
        if isinstance(sp, (str, bytes)) or not isinstance(sp, (tuple, list)) or len(sp) != 2:
            raise wrong("species", _SPECIES, value, where=where)
        ts, pop = sp
        if not (isinstance(pop, int) and not isinstance(pop, bool)) or not 0 <= pop <= SPACES:
            raise GameError(f"{where}: a species holds 0 to {SPACES} tokens, not {pop!r}"[:200])
        out.append((_traits(ts, where), pop))
    return out


def check_position(rows, hands, piles, ocean, reef, reserve, active, phase):
    """The checked values of :func:`~.state.position`."""
    where = "position"
    rows = [check_species(r, where) for r in need_seq("rows", rows, "rows of species, one per seat", where=where)]
    if not 2 <= len(rows) <= 4:
        raise GameError(f"position: rows must hold one row per seat, 2 to 4 seats, not {len(rows)}")
    n = len(rows)
    if hands is None:
        hands = [()] * n
    hands = [_hand(h, where) for h in need_seq("hands", hands, "lists of trait or card names, one per seat",
                                               where=where)]
    if len(hands) != n:
        raise GameError(f"position: one hand per seat: {n} seats, {len(hands)} hands")
    if any(len(h) > 6 for h in hands):
        raise GameError("position: a hand holds at most 6 cards")
    piles = [need_int("piles", p, 0, 200, where=where) for p in
             need_seq("piles", [0] * n if piles is None else piles, "numbers, one per seat", where=where)]
    if len(piles) != n:
        raise GameError(f"position: one score pile per seat: {n} seats, {len(piles)} piles")
    zones = [need_int("ocean", z, 0, 200, where=where) for z in need_seq("ocean", ocean, "three numbers", where=where)]
    if len(zones) != 3:
        raise GameError(f"position: ocean must be three numbers (zones 1, 2, 3), not {len(zones)}")
    need_int("reef", reef, 0, 200, where=where)
    need_int("reserve", reserve, 0, 60, where=where)
    need_int("active", active, 0, n - 1, where=where)
    if phase not in ("play", "feed"):
        raise wrong("phase", "'play' or 'feed'", phase, where=where)
    return rows, hands, piles, zones
