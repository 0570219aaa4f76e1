"""Action ids, allocated by the core per kind of action instead of hand-picked offsets.

Every game's actions are small frozen values with an ``id``; ``legal_actions()`` is sorted by
it. :class:`ActionIds` numbers each kind of action in one block after the blocks before it,
so adding a kind never renumbers by hand and no two actions share an id.

>>> from typing import NamedTuple
>>> class Pick(NamedTuple):
...     id: int
...     colour: str
>>> class Take(NamedTuple):
...     id: int
...     n: int
>>> ids = ActionIds()
>>> PICKS = ids.add(Pick, [("red",), ("blue",)])
>>> TAKES = ids.add(Take, [(1,), (2,), (3,)])
>>> [a.id for a in PICKS + TAKES], ids.kinds()
([0, 1, 2, 3, 4], {'Pick': range(0, 2), 'Take': range(2, 5)})
>>> ids.space()[3]
Take(id=3, n=2)
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from .errors import GameError


class ActionIds:
    """Hands out consecutive ids, one block per kind of action (in the order kinds are added)."""

    def __init__(self) -> None:
        self._actions: list = []
        self._kinds: dict[str, range] = {}

    def add(self, make: Callable[..., Any], arguments: Iterable[tuple], *, kind: str = "") -> tuple:
        """Make one action per argument tuple, ``make(id, *args)``, with the next free ids;
        ``kind`` (default: the name of ``make``) names the block."""
        name = kind or getattr(make, "__name__", "")
        if not name or name in self._kinds:
            raise GameError(f"each kind of action needs its own name; {name!r} is empty or taken")
        start = len(self._actions)
        made = tuple(make(start + k, *args) for k, args in enumerate(arguments))
        for k, a in enumerate(made):
            if getattr(a, "id", None) != start + k:
                raise GameError(f"{name} actions must carry the id they are made with: {a!r}")
        self._actions.extend(made)
        self._kinds[name] = range(start, len(self._actions))
        return made

    def kinds(self) -> dict[str, range]:
        """Each kind's block of ids."""
        return dict(self._kinds)

    def space(self) -> tuple:
        """Every action made so far, in id order (a game's ``action_space()``)."""
        return tuple(self._actions)
