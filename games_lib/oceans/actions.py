"""Oceans' actions: small frozen values, numbered by :class:`~games_lib.core.ActionIds`.

* :class:`New` — play a Surface card as the first trait of a new species, at ``pos`` in your
  row (0: the far left; your number of species: the far right);
* :class:`Evolve` — play a Surface card as a trait of your species on ``board``;
* :class:`Migrate` — play a Surface card to move its migrate number of population from
  ``source`` to ``to`` (0: the Reef, 1 to 3: the Ocean zones);
* :class:`Remove` — remove the trait in ``slot`` of your species on ``board``;
* :class:`Forage`, :class:`Attack` — feed your species on ``board`` (attacking ``target``);
* :class:`Place` — put an overpopulated species' excess in ``where`` (0: the Reef, 1 to 3: a zone);
* :class:`Discard` — discard a Surface card of your hand (Phase 4);
* :class:`Done` — decline what is optional: a second card at the start of the Cambrian, a
  second feeding, more discards, a Deep card in Phase 4.

The full game adds (their ids come after all of the above, so the Reef variant's never change):

* :class:`DeepNew`, :class:`DeepEvolve` — play a Deep card as a trait (of a new species at
  ``pos``, or of your species on ``board``), paying its migrate number from your score pile into
  ``pay`` (0: the Reef, 1 to 3: a zone); a Deep card played to migrate is a :class:`Migrate`;
* :class:`TakeDeep` — Phase 4: take the top card of Gene Pool pile ``pile`` (0 or 1);
* :class:`DrawDeep` — Phase 4: draw three Deep cards, then :class:`Keep` one of them.
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import ActionIds
from .cards import BOARDS, CARD_NAMES, DEEP, DEEP0, MAX_TRAITS, SURFACE

PLACE_NAMES = ("the Reef", "Ocean zone 1", "Ocean zone 2", "Ocean zone 3")


def _c(card: int) -> str:
    return CARD_NAMES[card] if 0 <= card < len(CARD_NAMES) else f"card {card}"


class New(NamedTuple):
    id: int
    card: int
    pos: int

    def __str__(self) -> str:
        return f"{_c(self.card)} as a new species at place {self.pos}"


class Evolve(NamedTuple):
    id: int
    card: int
    board: int

    def __str__(self) -> str:
        return f"{_c(self.card)} on species {self.board + 1}"


class Migrate(NamedTuple):
    id: int
    card: int
    source: int
    to: int

    def __str__(self) -> str:
        return f"{_c(self.card)} to migrate from {PLACE_NAMES[self.source]} to {PLACE_NAMES[self.to]}"


class Remove(NamedTuple):
    id: int
    board: int
    slot: int

    def __str__(self) -> str:
        return f"remove trait {self.slot + 1} of species {self.board + 1}"


class Forage(NamedTuple):
    id: int
    board: int

    def __str__(self) -> str:
        return f"species {self.board + 1} forages"


class Attack(NamedTuple):
    id: int
    board: int
    target: int

    def __str__(self) -> str:
        return f"species {self.board + 1} attacks species {self.target + 1}"


class Place(NamedTuple):
    id: int
    where: int

    def __str__(self) -> str:
        return f"put the excess in {PLACE_NAMES[self.where]}"


class Discard(NamedTuple):
    id: int
    card: int

    def __str__(self) -> str:
        return f"discard {_c(self.card)}"


class Done(NamedTuple):
    id: int

    def __str__(self) -> str:
        return "done"


class DeepNew(NamedTuple):
    id: int
    card: int
    pos: int
    pay: int

    def __str__(self) -> str:
        return f"{_c(self.card)} as a new species at place {self.pos}, paid into {PLACE_NAMES[self.pay]}"


class DeepEvolve(NamedTuple):
    id: int
    card: int
    board: int
    pay: int

    def __str__(self) -> str:
        return f"{_c(self.card)} on species {self.board + 1}, paid into {PLACE_NAMES[self.pay]}"


class TakeDeep(NamedTuple):
    id: int
    pile: int

    def __str__(self) -> str:
        return f"take the top Deep card of Gene Pool pile {self.pile + 1}"


class DrawDeep(NamedTuple):
    id: int

    def __str__(self) -> str:
        return "draw three Deep cards and keep one"


class Keep(NamedTuple):
    id: int
    card: int

    def __str__(self) -> str:
        return f"keep {_c(self.card)}"


MAX_POS = BOARDS + 1
MAX_SLOTS = MAX_TRAITS + sum(c.trait.extra_traits for c in SURFACE)
"""The most traits a species can hold: 3, and one more for each Surface card that allows it (13)."""
NUM_CARDS = len(SURFACE)
_IDS = ActionIds()
NEWS = _IDS.add(New, [(c, p) for c in range(NUM_CARDS) for p in range(MAX_POS)])
EVOLVES = _IDS.add(Evolve, [(c, b) for c in range(NUM_CARDS) for b in range(BOARDS)])
MIGRATES = _IDS.add(Migrate, [(c, s, t) for c in range(NUM_CARDS) for s in range(4) for t in range(4) if s != t])
REMOVES = _IDS.add(Remove, [(b, k) for b in range(BOARDS) for k in range(MAX_SLOTS)])
FORAGES = _IDS.add(Forage, [(b,) for b in range(BOARDS)])
ATTACKS = _IDS.add(Attack, [(b, t) for b in range(BOARDS) for t in range(BOARDS) if b != t])
PLACES = _IDS.add(Place, [(w,) for w in range(4)])
DISCARDS = _IDS.add(Discard, [(c,) for c in range(NUM_CARDS)])
(DONE,) = _IDS.add(Done, [()])
# the full game (after every Reef-variant action: those ids never change)
NUM_DEEP = len(DEEP)
DEEP_NEWS = _IDS.add(DeepNew, [(DEEP0 + d, p, w) for d in range(NUM_DEEP) for p in range(MAX_POS) for w in range(4)])
DEEP_EVOLVES = _IDS.add(DeepEvolve, [(DEEP0 + d, b, w) for d in range(NUM_DEEP) for b in range(BOARDS)
                                     for w in range(4)])
DEEP_MIGRATES = _IDS.add(Migrate, [(DEEP0 + d, s, t) for d in range(NUM_DEEP) for s in range(4) for t in range(4)
                                   if s != t], kind="DeepMigrate")
TAKE_DEEP = _IDS.add(TakeDeep, [(0,), (1,)])
(DRAW_DEEP,) = _IDS.add(DrawDeep, [()])
KEEPS = _IDS.add(Keep, [(DEEP0 + d,) for d in range(NUM_DEEP)])
ALL_ACTIONS = _IDS.space()

MIGRATE_AT = {(a.card, a.source, a.to): a for a in MIGRATES + DEEP_MIGRATES}
ATTACK_AT = {(a.board, a.target): a for a in ATTACKS}
