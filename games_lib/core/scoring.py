"""Itemised scores: one line per thing that scored, negative lines allowed (penalties, discounts)."""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from typing import Any


def fmt(x: float) -> str:
    """A number as a reader expects it: ``3``, ``-2``, ``2.5``."""
    return str(int(x)) if float(x).is_integer() else f"{x:.2f}".rstrip("0")


@dataclass(frozen=True, slots=True)
class ScoreLine:
    """One line of a score: what scored (``label``), its points (may be negative), how they
    came about (``detail``), the game object behind it (``source``, e.g. a card) and, where
    the line borrows from another object, that one (``via``, e.g. the card a Jellyfish copied).

    >>> print(ScoreLine("Humpback Whale", -4, "2 Grace icons × (−2)"))
    Humpback Whale: 2 Grace icons × (−2)
    """

    label: str
    points: float
    detail: str = ""
    source: Any = None
    via: Any = None

    def __str__(self) -> str:
        return f"{self.label}: {self.detail or fmt(self.points)}"


@dataclass(frozen=True, slots=True, repr=False)
class ScoreBreakdown:
    """A whole score: its lines, the total (their sum) and named tie-break values.

    >>> b = ScoreBreakdown((ScoreLine("Sea Star", 6), ScoreLine("Blue Whale", -4)), (("icons", 9),))
    >>> b.total, b.tiebreak("icons")
    (2, 9)
    >>> print(b)
    Sea Star: 6
    Blue Whale: -4
    Total: 2
    """

    lines: tuple[ScoreLine, ...]
    tiebreaks: tuple[tuple[str, float], ...] = ()
    headers: tuple[str, str, str] = ("What scores", "How", "Points")
    empty: str = "nothing scores: 0 points"
    total: float = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "total", sum(line.points for line in self.lines))

    def tiebreak(self, name: str) -> float:
        for key, value in self.tiebreaks:
            if key == name:
                return value
        raise KeyError(f"no tie-break named {name!r}; this score has {[k for k, _ in self.tiebreaks]}")

    def __str__(self) -> str:
        return "\n".join([*(str(line) for line in self.lines), f"Total: {fmt(self.total)}"])

    __repr__ = __str__

    def __iter__(self):
        return iter(self.lines)

    def __len__(self) -> int:
        return len(self.lines)

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{escape(line.label)}</td><td>{escape(line.detail)}</td>"
            f"<td style='text-align:right'>{fmt(line.points)}</td></tr>"
            for line in self.lines
        ) or f"<tr><td colspan='3'><em>{escape(self.empty)}</em></td></tr>"
        h = [escape(x) for x in self.headers]
        return (
            f"<table class='score-breakdown'><thead><tr><th>{h[0]}</th><th>{h[1]}</th><th>{h[2]}</th></tr></thead>"
            f"<tbody>{rows}</tbody><tfoot><tr><th colspan='2' style='text-align:left'>Total</th>"
            f"<th style='text-align:right'>{fmt(self.total)}</th></tr></tfoot></table>"
        )
