"""Pacific Ocean actions: small immutable values, interned so that comparisons are cheap.

=================  ==============================================  ================
action             who                                             rulebook section
=================  ==============================================  ================
``ChooseSide``     each player, at setup, for their Sanctuary card  §1 Setup
``Offer``          the active player: one card up, one face down    §2 Gameplay
``Take``           the opponent: the face-up or the face-down card  §2 Gameplay
``Place``          each receiver: Option A (icons) or B (condition) §4 Adding Cards
=================  ==============================================  ================

>>> offer("Mako Shark", "Stingray")
Offer(up='Mako Shark', down='Stingray')
>>> str(TAKE_FACE_DOWN), str(AS_CONDITION)
('take the face-down card', 'place as condition (Option B)')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from ..core.checks import need_kind
from .cards import ANIMALS, SANCTUARY_FACES, card, face


@dataclass(frozen=True, slots=True)
class ChooseSide:
    """At setup: show this face of my Sanctuary card."""

    face: int

    def __post_init__(self):
        object.__setattr__(self, "face", face(self.face).id)

    @property
    def id(self) -> int:
        return self.face

    def __repr__(self) -> str:
        return f"ChooseSide({SANCTUARY_FACES[self.face].name!r})"

    def __str__(self) -> str:
        return f"choose the {SANCTUARY_FACES[self.face].name} side"


@dataclass(frozen=True, slots=True)
class Offer:
    """On my turn: offer ``up`` face up and ``down`` face down."""

    up: int
    down: int

    def __post_init__(self):
        object.__setattr__(self, "up", card(self.up).id)
        object.__setattr__(self, "down", card(self.down).id)

    @property
    def id(self) -> int:
        return 10 + self.up * 16 + self.down

    def __repr__(self) -> str:
        return f"Offer(up={ANIMALS[self.up].name!r}, down={ANIMALS[self.down].name!r})"

    def __str__(self) -> str:
        return f"offer {ANIMALS[self.up].name} face up and {ANIMALS[self.down].name} face down"


@dataclass(frozen=True, slots=True)
class Take:
    """Opponent's choice: the face-down card (``face_down=True``) or the face-up one."""

    face_down: bool

    @property
    def id(self) -> int:
        return 300 + self.face_down

    def __repr__(self) -> str:
        return "TAKE_FACE_DOWN" if self.face_down else "TAKE_FACE_UP"

    def __str__(self) -> str:
        return "take the face-down card" if self.face_down else "take the face-up card"


@dataclass(frozen=True, slots=True)
class Place:
    """Add the card I received to my sanctuary: its condition (Option B) or its icons (Option A)."""

    as_condition: bool

    @property
    def id(self) -> int:
        return 310 + self.as_condition

    def __repr__(self) -> str:
        return "AS_CONDITION" if self.as_condition else "AS_ICONS"

    def __str__(self) -> str:
        return "place as condition (Option B)" if self.as_condition else "place as icons (Option A)"


Action = Union[ChooseSide, Offer, Take, Place]

# Interned instances: legal_actions() returns these, so ``in`` tests hit identity first.
SIDES = tuple(ChooseSide(i) for i in range(len(SANCTUARY_FACES)))
OFFERS = tuple(tuple(Offer(u, d) for d in range(len(ANIMALS))) for u in range(len(ANIMALS)))
TAKE_FACE_UP = Take(False)
TAKE_FACE_DOWN = Take(True)
AS_ICONS = Place(False)
AS_CONDITION = Place(True)


def offer(up, down) -> Offer:
    """The interned :class:`Offer` of ``up`` (face up) and ``down`` (face down), by name or id."""
    return OFFERS[card(up).id][card(down).id]


def choose_side(name) -> ChooseSide:
    """The interned :class:`ChooseSide` for a face, by name or id."""
    return SIDES[face(name).id]


def action_id(a: Action) -> int:
    """A stable integer for each action (legal actions are sorted by it)."""
    need_kind("a", a, (ChooseSide, Offer, Take, Place), "a Pacific Ocean action (like offer('Mako Shark', 'Stingray'))",
              where="action_id")
    return a.id


ALL_ACTIONS = tuple(sorted(
    (*SIDES, *(o for row in OFFERS for o in row), TAKE_FACE_UP, TAKE_FACE_DOWN, AS_ICONS, AS_CONDITION),
    key=action_id))
"""Every action of the game, legal somewhere or not (``GAME.action_space()``), sorted by id."""
