"""Where each piece of game data comes from."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Provenance(str, Enum):
    """How sure we are of a card, a tile or a table.

    * ``RULEBOOK`` — printed in the rulebook text;
    * ``INFERRED`` — not printed, but follows from a stated pattern or worked example;
    * ``SECONDARY`` — from a public secondary source (cited in the data);
    * ``ILLUSTRATIVE`` — invented so the game can be played; the site labels it.

    Ordered from most to least certain, so ``max()`` of several gives the weakest.
    """

    RULEBOOK = "rulebook"
    INFERRED = "inferred"
    SECONDARY = "secondary"
    ILLUSTRATIVE = "illustrative"

    @property
    def rank(self) -> int:
        return _RANK[self]

    @classmethod
    def weakest(cls, *items: "Provenance") -> "Provenance":
        """The least certain of several provenances.

        >>> Provenance.weakest(Provenance.RULEBOOK, Provenance.ILLUSTRATIVE).value
        'illustrative'
        """
        return max(items, key=lambda p: p.rank)

    def __str__(self) -> str:
        return self.value


_RANK = {p: i for i, p in enumerate(Provenance)}


@dataclass(frozen=True, slots=True)
class Sourced:
    """A provenance with the note that justifies it (which pattern, which source)."""

    provenance: Provenance
    note: str = ""

    def __str__(self) -> str:
        return f"{self.provenance.value}{': ' + self.note if self.note else ''}"
