"""A stack of pending decisions: what must be answered before play moves on.

One action may call for more choices, by the same seat or by another: Open Ocean's Sun card
lets its player choose where the attracted fish goes, and a Dolphin makes its *victim* choose a
cell for it; Oceans makes each owner place the excess tokens of an overpopulated species. The
game pushes these follow-up decisions on a :class:`Pending` stack; the seat of the decision on
top is the state's ``current_player``, and the turn goes on only when the stack is empty.
A decision pushed while answering another is answered first (depth first, as a chain of card
actions resolves).

>>> p = Pending().push(Decision(2, "place the dolphin"))
>>> p = p.push(Decision(0, "choose a cell", "sun"), Decision(0, "attract a fish"))
>>> p.top, len(p)
(Decision(seat=0, kind='choose a cell', data='sun'), 3)
>>> answered, p = p.pop()
>>> p.top.kind, p.current_player(default=1)
('attract a fish', 0)
>>> Pending().current_player(default=1)
1
"""

from __future__ import annotations

from typing import Any, NamedTuple, Optional

from .errors import GameError


class Decision(NamedTuple):
    """A choice waiting for ``seat``: its ``kind`` in words (what the seat must decide) and any
    game data the answer needs (hashable: states hold it)."""

    seat: int
    kind: str
    data: Any = None


class Pending(tuple):
    """The pending decisions, the one to answer first on top (the last entry). Immutable."""

    __slots__ = ()

    def __new__(cls, decisions: tuple = ()) -> "Pending":
        return tuple.__new__(cls, decisions)

    @property
    def top(self) -> Optional[Decision]:
        """The decision to answer now, or ``None`` when nothing is pending."""
        return self[-1] if self else None

    def push(self, *decisions: Decision) -> "Pending":
        """The stack with ``decisions`` on top, to be answered in the order given (the first
        one given is answered first)."""
        for d in decisions:
            if not isinstance(d, Decision):
                raise GameError(f"only a Decision goes on the stack of pending decisions, not {d!r}")
        return tuple.__new__(Pending, (*self, *reversed(decisions)))

    def pop(self) -> tuple[Decision, "Pending"]:
        """The decision on top, and the stack without it."""
        if not self:
            raise GameError("no pending decision to answer")
        return self[-1], tuple.__new__(Pending, self[:-1])

    def current_player(self, default: int) -> int:
        """The seat that must act: the seat of the decision on top, else ``default`` (the
        seat whose turn it is)."""
        return self[-1].seat if self else default

    def __repr__(self) -> str:
        return f"Pending({tuple(self)!r})"
