"""Open Ocean's actions: small frozen values, numbered by :class:`~games_lib.core.ActionIds`.

* :class:`Starter` — choose a Starter Coral and the side that faces up (setup);
* :class:`Pick` — pick a card of your hand in secret;
* :class:`Place` — put the card being placed into a cell ``(x, y)`` of the reef;
* :class:`Choose` — choose a card by its number: a fish to attract, take with a Shark or a
  Dolphin, a card for the Sea Turtle, the fish lost in a Frenzy, the Ocean card discarded;
* :class:`Skip` — decline an optional attraction.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import ActionIds
from .cards import NUM_CARDS, STARTER_CARDS
from .reef import LIMIT


class Starter(NamedTuple):
    id: int
    card: int
    side: int

    def __str__(self) -> str:
        return f"Starter Coral {self.card + 1}, side {'AB'[self.side]}"


class Pick(NamedTuple):
    id: int
    card: int

    def __str__(self) -> str:
        return f"pick card #{self.card}"


class Place(NamedTuple):
    id: int
    x: int
    y: int

    @property
    def cell(self) -> tuple:
        return (self.x, self.y)

    def __str__(self) -> str:
        return f"place at ({self.x}, {self.y})"


class Choose(NamedTuple):
    id: int
    card: int

    def __str__(self) -> str:
        return f"choose card #{self.card}"


class Skip(NamedTuple):
    id: int

    def __str__(self) -> str:
        return "decline"


_IDS = ActionIds()
STARTERS = _IDS.add(Starter, [(c, s) for c in range(len(STARTER_CARDS)) for s in (0, 1)])
PICKS = _IDS.add(Pick, [(c,) for c in range(NUM_CARDS)])
PLACES = _IDS.add(Place, [(x, y) for x in range(-LIMIT, LIMIT + 1) for y in range(0, LIMIT + 1)])
CHOOSES = _IDS.add(Choose, [(c,) for c in range(NUM_CARDS)])
(SKIP,) = _IDS.add(Skip, [()])
ALL_ACTIONS = _IDS.space()

PLACE_AT = {a.cell: a for a in PLACES}


def place(cell) -> Place:
    """The action placing into ``cell`` (a pair ``(x, y)``). A cell no rule could ever allow
    (below the Starter row, too far out) gives an action numbered -1, which every state refuses
    with the rule it breaks."""
    from .reef import as_cell
    c = as_cell(cell, "place")
    found = PLACE_AT.get(c)
    return found if found is not None else Place(-1, c[0], c[1])
