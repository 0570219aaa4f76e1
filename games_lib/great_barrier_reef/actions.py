"""OCEAN: Great Barrier Reef actions: small frozen values with an integer ``id``.

==================  ====================================================  =====================
action              what                                                  rulebook section
==================  ====================================================  =====================
``DrawFauna``       Action 1, one of its four ways (by the colours taken   Action 1
                    from the face-up row and the number from the deck);
                    "one from the deck, then one face-up" is two steps:
                    ``DECK_FIRST``, then ``THEN_FACE_UP[colour]``
``PlayCoral``       Action 2: which Coral Reef card (own hand or face-up),  Action 2
                    where (left/right) and which way up
``Pay``             Action 2, second step: the Fauna cards spent           Coral Reef Cards
``DrawCoral``       Action 3: face-up cards taken and cards from the deck  Action 3
``Pass``            only when no action is possible (our reading)          The Turn
==================  ====================================================  =====================

>>> str(draw_fauna(row=("green", "blue"))), draw_fauna(row=["octopus"]).id
('take a face-up green and a face-up blue Fauna card', 0)
>>> str(draw_fauna(deck=1)), str(draw_fauna(row=["red"]))
('draw one Fauna card from the deck, then take a face-up one', 'take a face-up red Fauna card')
>>> str(play("Coral 22", "left", turned=True))
'play Coral 22 on the left, turned'
>>> str(pay({"red": 1, "black": 2}))
'pay 1 red + 2 black'
>>> str(draw_coral(["Coral 3"], deck=2))
'take Coral 3 and 2 from the Coral Reef deck into hand'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, combinations_with_replacement
from typing import Union

from ..core import IllegalActionError
from ..core.checks import need_bool, need_int, need_seq
from .cards import COLOURS, CORAL, KINDS, OCTOPUS, colour, coral
from .payments import FIELDS, Payment, as_counts, count_key
from .scoring import SIDES, side_number

MAX_ICONS = max(c.cost.icons for c in CORAL)


@dataclass(frozen=True, slots=True)
class DrawFauna:
    """Action 1: take the face-up Fauna cards of colours ``row`` and ``deck`` cards from the deck.

    The third way, one card from the deck and then one single-colour face-up card, is two
    actions by the same player: ``DrawFauna(row=(), deck=1)`` draws the deck card (which the
    player sees), then ``DrawFauna(row=(colour,), deck=0)`` takes the face-up card."""

    row: tuple
    deck: int
    id: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "id", len(_FAUNA_IDS) if (self.row, self.deck) not in _FAUNA_IDS
                           else _FAUNA_IDS[(self.row, self.deck)])

    def __repr__(self) -> str:
        return f"DrawFauna(row={tuple(str(KINDS[c]) for c in self.row)!r}, deck={self.deck})"

    def __str__(self) -> str:
        if self.row == (OCTOPUS,):
            return "take the face-up octopus card"
        if self.deck == 1:
            return "draw one Fauna card from the deck, then take a face-up one"
        if not self.row:
            return "draw two Fauna cards from the deck"
        if len(self.row) == 1:
            return f"take a face-up {KINDS[self.row[0]]} Fauna card"
        a, b = (KINDS[c] for c in self.row)
        return f"take two face-up {a} Fauna cards" if a == b else f"take a face-up {a} and a face-up {b} Fauna card"


@dataclass(frozen=True, slots=True)
class PlayCoral:
    """Action 2: play Coral Reef card ``card`` (from the hand or the face-up row) on ``side``
    (0 left, 1 right), ``turned`` (its two bonus icons swapped) or not. Payment follows."""

    card: int
    side: int
    turned: bool
    id: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "id", 100 + self.card * 4 + self.side * 2 + self.turned)

    def __repr__(self) -> str:
        return f"PlayCoral({CORAL[self.card].name!r}, {SIDES[self.side]!r}, turned={self.turned})"

    def __str__(self) -> str:
        return f"play {CORAL[self.card].name} on the {SIDES[self.side]}{', turned' if self.turned else ''}"


@dataclass(frozen=True, slots=True)
class Pay:
    """Action 2, second step: spend these Fauna cards (7 counts: red … blue, octopus)."""

    spent: tuple
    id: int = field(init=False, repr=False, compare=False)
    kinds: int = field(init=False, repr=False, compare=False)  # the bits of a hand key it changes
    counts: int = field(init=False, repr=False, compare=False)  # the cards as payments.count_key
    after: dict = field(init=False, repr=False, compare=False)  # the engine's memo of payments.take

    def __post_init__(self):
        k = 0
        for n in reversed(self.spent):
            k = k * 11 + n
        object.__setattr__(self, "id", 1_000_000 + k)
        try:  # only a payment the game can take (counts up to 13) is ever made
            kinds = sum(FIELDS[c] for c, n in enumerate(self.spent) if n)
            counts = count_key(self.spent)
        except (TypeError, ValueError, IndexError, OverflowError):
            kinds = counts = None
        object.__setattr__(self, "kinds", kinds)
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "after", {})

    @property
    def payment(self) -> Payment:
        return Payment(self.spent)

    def __repr__(self) -> str:
        return f"Pay({Payment(self.spent).as_dict()!r})"

    def __str__(self) -> str:
        return f"pay {Payment(self.spent)}"


@dataclass(frozen=True, slots=True)
class DrawCoral:
    """Action 3: take the face-up Coral Reef cards ``cards`` and ``deck`` cards from the deck."""

    cards: tuple
    deck: int
    id: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        a, b, c = (*self.cards, 51, 51, 51)[:3]
        object.__setattr__(self, "id", 10_000 + ((a * 52 + b) * 52 + c) * 4 + self.deck)

    def __repr__(self) -> str:
        return f"DrawCoral({[CORAL[c].name for c in self.cards]!r}, deck={self.deck})"

    def __str__(self) -> str:
        parts = [CORAL[c].name for c in self.cards]
        if self.deck:
            parts.append(f"{self.deck} from the Coral Reef deck")
        return "take " + " and ".join(parts) + " into hand"


@dataclass(frozen=True, slots=True)
class Pass:
    """No action is possible: the turn passes (our reading)."""

    id = 99

    def __repr__(self) -> str:
        return "PASS"

    def __str__(self) -> str:
        return "pass (no action is possible)"


Action = Union[DrawFauna, PlayCoral, Pay, DrawCoral, Pass]

# ------------------------------------------------------------------------------ interned values

_FAUNA_KEYS = (
    ((OCTOPUS,), 0),
    ((), 2),
    ((), 1),
    *(((c,), 0) for c in COLOURS),
    *(((a, b), 0) for a, b in combinations_with_replacement(COLOURS, 2)),
)
_FAUNA_IDS = {k: i for i, k in enumerate(_FAUNA_KEYS)}
FAUNA_DRAWS = tuple(DrawFauna(*k) for k in _FAUNA_KEYS)
"""Action 1's 30 draws (ids 0–29): 24 ways to start it, and the six single face-up cards that
finish "one from the deck, then one face-up"."""
TAKE_OCTOPUS = FAUNA_DRAWS[0]
TWO_FROM_DECK = FAUNA_DRAWS[1]
DECK_FIRST = FAUNA_DRAWS[2]
"""The first step of "one from the deck, then one face-up": the deck card."""
THEN_FACE_UP = {c: FAUNA_DRAWS[3 + c] for c in COLOURS}
"""The second step: the single-colour face-up card, chosen once the deck card is seen."""
TWO_FROM_ROW = {(a.row[0], a.row[1]): a for a in FAUNA_DRAWS[9:]}

PASS = Pass()
PLAYS = tuple(tuple(tuple(PlayCoral(c, s, t) for t in (False, True)) for s in (0, 1)) for c in range(len(CORAL)))
"""``PLAYS[card][side][turned]``."""

_PAYS: dict = {}


class _Draws(dict):
    """The interned :class:`DrawCoral` values by (cards, deck), each made the first time it is
    asked for (``CORAL_DRAWS[cards, deck]``)."""

    __slots__ = ()

    def __missing__(self, key: tuple) -> "DrawCoral":
        got = self[key] = DrawCoral(*key)
        return got


CORAL_DRAWS = _Draws()
"""The interned Action 3 draws: ``CORAL_DRAWS[cards, deck]``."""


class _DrawsFromDeck(dict):
    """The same interned draws for one number of deck cards, by the face-up cards alone
    (``DRAWS_BY_DECK[deck][cards]``: a flat key, quicker to look up when a new row is listed)."""

    __slots__ = ("deck",)

    def __init__(self, deck: int) -> None:
        super().__init__()
        self.deck = deck

    def __missing__(self, cards: tuple) -> "DrawCoral":
        got = self[cards] = CORAL_DRAWS[cards, self.deck]
        return got


DRAWS_BY_DECK = tuple(_DrawsFromDeck(m) for m in range(5))
"""``DRAWS_BY_DECK[deck][cards]`` is ``CORAL_DRAWS[cards, deck]`` (the engine lists its draws from it)."""


def pay_action(spent: tuple) -> Pay:
    """The interned :class:`Pay` for 7 counts."""
    got = _PAYS.get(spent)
    if got is None:
        got = _PAYS[spent] = Pay(tuple(spent))
    return got


def coral_draw(cards: tuple, deck: int) -> DrawCoral:
    return CORAL_DRAWS[cards, deck]


# ------------------------------------------------------------------------------ by plain values

def draw_fauna(row=(), deck: int = 0) -> DrawFauna:
    """Action 1 by colours: ``draw_fauna(row=("green", "blue"))``, ``draw_fauna(deck=2)``,
    ``draw_fauna(row=["octopus"])``; "one from the deck, then one face-up" is
    ``draw_fauna(deck=1)`` and, once the deck card is seen, ``draw_fauna(row=["red"])``."""
    row = need_seq("row", row, "colours, like ['green', 'blue']", where="draw_fauna")
    need_int("deck", deck, low=0, where="draw_fauna")
    key = (tuple(sorted(colour(c) for c in row)), deck)
    if key not in _FAUNA_IDS:
        from . import rules

        if deck == 1 and len(key[0]) == 1 and key[0][0] != OCTOPUS:
            raise IllegalActionError(rules.DECK_FIRST, None, f"take a face-up {KINDS[key[0][0]]} card and one from the deck",
                                     "the deck card comes first, and is seen before the face-up card is chosen: "
                                     f"draw_fauna(deck=1), then draw_fauna(row=[{str(KINDS[key[0][0]])!r}])")

        face_up = " and ".join(f"a face-up {KINDS[c]} card" for c in key[0])
        from_deck = f"{deck} from the deck" if deck else ""
        what = "take " + (" and ".join(x for x in (face_up, from_deck) if x) or "nothing")
        rule = rules.OCTOPUS_ALONE if OCTOPUS in key[0] else rules.DRAW_FAUNA
        raise IllegalActionError(rule, None, what, "not one of the four ways to draw Fauna cards")
    return FAUNA_DRAWS[_FAUNA_IDS[key]]


def play(card, side="right", turned: bool = False) -> PlayCoral:
    """Action 2: play ``card`` (name, id or card) on ``side`` (``"left"``/``"right"`` or 0/1),
    ``turned`` or not.

    >>> play("Coral 22", "up")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: side must be 'left' or 'right' (or 0 or 1), not 'up'
    """
    s = side_number(side)
    return PLAYS[coral(card).id][s][need_bool("turned", turned, where="play")]


def pay(spent) -> Pay:
    """``pay({"red": 1, "black": 2})`` or 7 counts."""
    return pay_action(as_counts(spent, "payment"))


def draw_coral(cards=(), deck: int = 0) -> DrawCoral:
    """Action 3: take the face-up ``cards`` (names or ids; one name alone will do) and ``deck``
    cards from the Coral Reef deck."""
    cards = need_seq("cards", cards, "Coral Reef cards", single=True, where="draw_coral")
    need_int("deck", deck, low=0, where="draw_coral")
    return coral_draw(tuple(sorted(coral(c).id for c in cards)), deck)


_SPACE: list = []


def action_space() -> tuple:
    """Every action, legal somewhere or not, sorted by id: the 29 Fauna draws, the pass, 204
    plays, every Coral draw (up to 3 face-up cards plus deck cards, 1 to 3 in all) and every
    payment of 0 to ``MAX_ICONS`` Fauna cards."""
    if not _SPACE:
        acts = [*FAUNA_DRAWS, PASS, *(p for c in PLAYS for s in c for p in s)]
        n = len(CORAL)
        for k in range(4):
            for cards in combinations(range(n), k):
                for deck in range(0 if k else 1, 4 - k):
                    acts.append(coral_draw(cards, deck))

        def spend(i, left, cur):
            if i == 7:
                acts.append(pay_action(tuple(cur)))
                return
            for x in range(left + 1):
                cur.append(x)
                spend(i + 1, left - x, cur)
                cur.pop()

        spend(0, MAX_ICONS, [])
        acts.sort(key=lambda a: a.id)
        _SPACE.append(tuple(acts))
    return _SPACE[0]
