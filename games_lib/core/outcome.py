"""The result of a finished game."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Outcome:
    """Final scores, the winner (a seat index, or ``None`` for a tie) and how it was decided.

    >>> Outcome(scores=(14, 17), winner=1, decided_by="points")
    Outcome(scores=(14, 17), winner=1, decided_by='points')
    """

    scores: tuple[int, ...]
    winner: int | None
    decided_by: str  # "points", a tie-break name, or "tie"

    def returns(self) -> tuple[float, ...]:
        """+1 for the winner, -1 for the others; 0 for everyone on a tie (OpenSpiel style)."""
        n = len(self.scores)
        if self.winner is None:
            return (0.0,) * n
        return tuple(1.0 if i == self.winner else -1.0 for i in range(n))
