"""Paying for a Coral Reef card with Fauna cards, from plain values.

The rules (Action 2, Fauna Cards, Bonus Icons, Question Mark Icons, Octopus Icons):

* each coloured icon is paid with a Fauna card of that colour, or with an octopus card (joker);
* all question-mark icons of a card are paid in **one** colour of the payer's choice (octopus
  cards may stand in for some of them);
* each octopus icon is paid with an octopus card, nothing else;
* a discount of one colour (one per matching pair of bonus icons in the payer's reef, cumulative)
  takes one icon of that colour off the cost, never below zero; it does not apply to octopus
  icons, nor (our reading, RULES-NOTES) to question-mark icons.

>>> for way in ways_to_pay({"octopus": 1, "red": 2, "white": 2}, {"red": 2, "white": 2, "octopus": 2}):
...     print(way)
1 red + 2 white + 2 octopus
2 red + 1 white + 2 octopus
2 red + 2 white + 1 octopus
"""

from __future__ import annotations

from operator import sub
from typing import Iterable, Mapping, NamedTuple, Optional, Union

from ..core import GameError
from ..core.checks import shown, wrong
from ..core.words import and_list
from .cards import COLOURS, FAUNA_COUNTS, KINDS, OCTOPUS, Cost, colour

O = 6  # index of the octopus in a 7-count tuple


class CannotPay(GameError):
    """No way to pay: ``reason`` says what is missing (``"needs 3 white, you have 1 white and
    1 octopus"``); ``rule`` is the payment rule (section *Coral Reef Cards*), named in the message."""

    def __init__(self, reason: str) -> None:
        from .rules import PAY

        self.reason = reason
        self.rule = PAY
        super().__init__(f"cannot pay: {reason} — breaks {PAY}")


class Payment(tuple):
    """The Fauna cards one payment spends: seven counts (red, white, yellow, green, black, blue,
    octopus). Compares equal to the plain tuple.

    >>> p = Payment((2, 0, 0, 0, 0, 0, 1))
    >>> p.as_dict(), str(p), p.size
    ({'red': 2, 'octopus': 1}, '2 red + 1 octopus', 3)
    """

    __slots__ = ()

    def __new__(cls, counts) -> "Payment":
        return tuple.__new__(cls, counts)

    @property
    def size(self) -> int:
        return sum(self)

    @property
    def octopus(self) -> int:
        return self[O]

    def as_dict(self) -> dict:
        return {str(KINDS[i]): n for i, n in enumerate(self) if n}

    def __str__(self) -> str:
        return " + ".join(f"{n} {KINDS[i]}" for i, n in enumerate(self) if n) or "nothing"

    def __repr__(self) -> str:
        return f"Payment({self.as_dict()!r})"


CostLike = Union[Cost, Mapping[str, int], str]
HandLike = Union[Mapping, tuple, list]


# ------------------------------------------------------------------------------ plain values in

def as_cost(cost: CostLike) -> Cost:
    """A :class:`Cost` from a Cost, a text (``"1B 3W"``) or a dict (``{"blue": 1, "white": 3,
    "any": 2, "octopus": 1}``; ``"any"`` or ``"?"`` for question marks)."""
    if isinstance(cost, Cost):
        return cost
    if isinstance(cost, str):
        return Cost.parse(cost)
    if not isinstance(cost, Mapping):
        raise wrong("cost", "a text like '1B 3W', a dict like {'blue': 1, 'white': 3} or a card's cost", cost)
    counts = [0] * 6
    anyq = octo = 0
    for k, n in cost.items():
        if not isinstance(n, int) or n < 0:
            raise GameError(f"a cost counts icons with whole numbers ≥ 0, not {_key(k)}: {shown(n)}")
        if isinstance(k, str) and k.strip().lower() in ("any", "?", "question mark", "question marks"):
            anyq += n
            continue
        c = colour(k)
        if c is OCTOPUS:
            octo += n
        else:
            counts[c] += n
    return Cost(tuple(counts), anyq, octo)


def as_counts(hand: HandLike, what: str = "hand") -> tuple:
    """Seven counts (red … blue, octopus) from a dict of colour → count or a 7-sequence."""
    if isinstance(hand, Mapping):
        out = [0] * 7
        for k, n in hand.items():
            if not isinstance(n, int) or n < 0:
                raise GameError(f"a {what} counts cards with whole numbers ≥ 0, not {_key(k)}: {shown(n)}")
            out[colour(k)] += n
        return tuple(out)
    if isinstance(hand, (str, bytes)) or not isinstance(hand, Iterable):
        raise GameError(f"a {what} is 7 counts (red, white, yellow, green, black, blue, octopus) "
                        f"or a dict like {{'red': 2}}: {shown(hand)}")
    out = tuple(hand)
    if len(out) == 6 and what == "discounts":
        out = out + (0,)
    if len(out) != 7 or any((not isinstance(n, int)) or n < 0 for n in out):
        raise GameError(f"a {what} is 7 counts (red, white, yellow, green, black, blue, octopus): {shown(hand)}")
    return out


def hand_counts(hand: HandLike) -> tuple:
    """:func:`as_counts` of a hand that can be held: at most the game's cards of each kind (13 of
    each colour, 10 octopus), so that every way to pay can be listed.

    >>> hand_counts({"octopus": 11})
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: a hand holds at most 10 octopus cards (the game has 10), not 11
    """
    h = as_counts(hand)
    for k, n in enumerate(h):
        if n > FAUNA_COUNTS[k]:
            raise GameError(f"a hand holds at most {FAUNA_COUNTS[k]} {KINDS[k]} cards (the game has "
                            f"{FAUNA_COUNTS[k]}), not {shown(n)}")
    return h


def _key(k) -> str:
    return k if isinstance(k, str) else shown(k)


def effective_needs(cost: Cost, discounts: tuple) -> tuple:
    """The coloured icons still to pay after the discounts (never below zero)."""
    return tuple(max(0, n - d) for n, d in zip(cost.colours, discounts))


# ------------------------------------------------------------------------------ the public calls

def ways_to_pay(cost: CostLike, hand: HandLike, discounts: Optional[HandLike] = None) -> tuple:
    """Every distinct payment (which Fauna cards to spend) of ``cost`` from ``hand``, with the
    payer's ``discounts`` (colour → number of matching pairs). Raises :class:`CannotPay` with
    the reason when there is none.

    >>> ways_to_pay({"blue": 1, "white": 3}, {"blue": 1, "white": 3})
    (Payment({'white': 3, 'blue': 1}),)
    >>> ways_to_pay({"red": 1, "black": 3}, {"red": 1, "black": 2}, {"black": 1})
    (Payment({'red': 1, 'black': 2}),)
    >>> ways_to_pay({"blue": 1, "white": 3}, {"white": 1, "octopus": 1})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    games_lib.great_barrier_reef.payments.CannotPay: cannot pay: needs 3 white and 1 blue, you have 1 white, 0 blue and 1 octopus (2 cards short) — breaks ... Coral Reef Cards [pay]: ...
    """
    c = as_cost(cost)
    h = hand_counts(hand)
    d = as_counts(discounts or {}, "discounts")[:6]
    ways = payments(effective_needs(c, d), c.any, c.octopus, h)
    if not ways:
        raise CannotPay(why_not(c, h, d))
    return tuple(Payment(w) for w in ways)


def can_pay(cost: CostLike, hand: HandLike, discounts: Optional[HandLike] = None) -> bool:
    c = as_cost(cost)
    d = as_counts(discounts or {}, "discounts")[:6]
    return payable(effective_needs(c, d), c.any, c.octopus, hand_counts(hand))


def why_not(cost: CostLike, hand: HandLike, discounts: Optional[HandLike] = None) -> str:
    """Why ``hand`` cannot pay ``cost`` (``""`` if it can).

    >>> why_not("1O 2R 2W", {"red": 2, "white": 2, "blue": 5})
    'needs 1 octopus for the octopus icon (only octopus cards pay it), you have 0 octopus'
    """
    c = as_cost(cost)
    h = hand_counts(hand)
    d = as_counts(discounts or {}, "discounts")[:6]
    need = effective_needs(c, d)
    jokers = h[O]
    if c.octopus > jokers:
        return (f"needs {c.octopus} octopus for the octopus icon{'s' if c.octopus > 1 else ''} "
                f"(only octopus cards pay {'them' if c.octopus > 1 else 'it'}), you have {jokers} octopus")
    spare = jokers - c.octopus
    best = None
    for x in (range(6) if c.any else (None,)):
        full = list(need)
        if x is not None:
            full[x] += c.any
        short = sum(max(0, n - h[i]) for i, n in enumerate(full))
        if best is None or short < best[0]:
            best = (short, full, x)
    short, full, x = best
    if short <= spare:
        return ""
    asked = [i for i, n in enumerate(full) if n]
    lacking = [i for i in asked if full[i] > h[i]]
    needs = and_list([f"{full[i]} {COLOURS[i]}" for i in asked])
    has = and_list([f"{h[i]} {COLOURS[i]}" for i in asked] + [f"{jokers} octopus"])
    tail = ""
    if x is not None:
        tail = f"; the {c.any} question mark{'s' if c.any > 1 else ''} counted as {COLOURS[x]}, the best choice"
    if c.octopus:
        tail += f"; {c.octopus} octopus card{'s' if c.octopus > 1 else ''} must pay the octopus icon"
    gap = short - spare
    if len(lacking) == 1 and not tail:
        return f"needs {needs}, you have {has}" + (f" ({gap} cards short)" if gap > 1 and len(asked) > 1 else "")
    return f"needs {needs}, you have {has} ({gap} card{'s' if gap > 1 else ''} short{tail})"


class PaymentCheck(NamedTuple):
    """The verdict of :func:`check_payment`: ``ok``, the ``reason`` when not (``""`` when ok),
    and the ``payment`` checked. True exactly when ok."""

    ok: bool
    reason: str
    payment: Payment

    def __bool__(self) -> bool:
        return self.ok


def _n(n: int, what: str) -> str:
    return f"{n} {what}" + ("" if n == 1 else ("s" if not what.endswith("s") else ""))


def check_payment(cost: CostLike, hand: HandLike, discounts: Optional[HandLike], spent: HandLike) -> PaymentCheck:
    """Whether handing over exactly ``spent`` (Fauna cards, as a dict or seven counts) pays
    ``cost`` from ``hand`` with these ``discounts`` (Coral Reef Cards, Bonus Icons, Question
    Mark Icons, Octopus Icons). When not, ``reason`` says why in a player's words: a card
    not in the hand, a hand that cannot pay at all, the octopus icon without an octopus card,
    question marks paid in two colours, a colour short, a colour the card does not ask for, or
    too many cards.

    >>> check_payment("1B 3W", {"blue": 1, "white": 3}, None, {"blue": 1, "white": 3}).ok
    True
    >>> print(check_payment("1R 3K", {"red": 1, "black": 3}, {"black": 1}, {"red": 1, "black": 3}).reason)
    the card asks for 3 black, and your discounts take 1 black off: 2 black. You hand over 3 black, too many
    >>> print(check_payment("1B 3W", {"blue": 2, "white": 3}, None, {"blue": 1, "white": 2}).reason)
    you are 1 card short: the card still asks for 1 white (an octopus card can stand in for any colour)
    >>> print(check_payment("1O 2R 2W", {"red": 2, "white": 2, "octopus": 1}, None, {"red": 2, "white": 2}).reason)
    the card has 1 octopus icon and only octopus cards pay it: you hand over 0 octopus
    >>> print(check_payment("4G 4K 2?", {"green": 4, "black": 4, "yellow": 2, "blue": 1}, None,
    ...                     {"green": 4, "black": 4, "yellow": 1, "blue": 1}).reason)
    the question marks are all paid in one colour, but you hand over extra yellow and blue
    """
    c = as_cost(cost)
    h = hand_counts(hand)
    d = as_counts(discounts or {}, "discounts")[:6]
    got = Payment(as_counts(spent, "payment"))

    def no(reason: str) -> PaymentCheck:
        return PaymentCheck(False, reason, got)

    for k in range(7):
        if got[k] > h[k]:
            return no(f"you hand over {_n(got[k], f'{KINDS[k]} card')}, but you hold only {h[k]}")
    need = effective_needs(c, d)
    ways = payments(need, c.any, c.octopus, h)
    if not ways:
        return no(f"your hand cannot pay for it at all: it {why_not(c, h, d)}")
    if tuple(got) in ways:
        return PaymentCheck(True, "", got)
    icons = "icon" if c.octopus == 1 else "icons"
    if got[O] < c.octopus:
        return no(f"the card has {c.octopus} octopus {icons} and only octopus cards pay "
                  f"{'it' if c.octopus == 1 else 'them'}: you hand over {got[O]} octopus")
    over = [i for i in range(6) if got[i] > need[i]]
    off = [f"{min(d[i], c.colours[i])} {COLOURS[i]}" for i in range(6) if d[i] and c.colours[i]]
    after = " after your discounts" if off else ""

    def asks(i: int) -> str:
        if d[i] and c.colours[i]:
            return (f"{c.colours[i]} {COLOURS[i]}, and your discounts take {min(d[i], c.colours[i])} "
                    f"{COLOURS[i]} off: {need[i]} {COLOURS[i]}.")
        return f"{need[i]} {COLOURS[i]}:"
    if c.any:
        if len(over) > 1:
            return no("the question marks are all paid in one colour, but you hand over extra "
                      + and_list([str(COLOURS[i]) for i in over]))
        if over and got[over[0]] - need[over[0]] > c.any:
            x = over[0]
            base = asks(x)[:-1] + " and " if c.colours[x] else ""
            return no(f"the card asks for {base}{_n(c.any, 'question mark')}: "
                      f"you hand over {got[x]} {COLOURS[x]}, too many")
    else:
        for i in over:
            if c.colours[i] == 0:
                return no(f"the card asks for no {COLOURS[i]}: you hand over {got[i]} {COLOURS[i]}")
            said = asks(i)
            you = "You" if said.endswith(".") else "you"
            return no(f"the card asks for {said} {you} hand over {got[i]} {COLOURS[i]}, too many")
    size = sum(need) + c.any + c.octopus
    if got.size > size:
        why = f": your discounts take {and_list(off)} off" if off else ""
        return no(f"you hand over {_n(got.size, 'card')}, but it takes exactly {_n(size, 'card')}{why}; "
                  "hand over fewer")
    short = [f"{need[i] - got[i]} {COLOURS[i]}" for i in range(6) if got[i] < need[i]]
    if c.any and not over:
        short.append(_n(c.any, "question mark"))
    elif c.any and got[over[0]] - need[over[0]] < c.any:
        short.append(f"{c.any - (got[over[0]] - need[over[0]])} {COLOURS[over[0]]} for the question marks")
    gap = size - got.size
    return no(f"you are {_n(gap, 'card')} short: the card still asks for {and_list(short)}{after} "
              "(an octopus card can stand in for any colour)")




# ------------------------------------------------------------------------------ the fast core

class CostRow(NamedTuple):
    """A cost after discounts, in the shape the payment check reads fastest: the colours still to
    pay as (colour, count) pairs, the question marks, the octopus icons, and all 6 counts."""

    colours: tuple
    anyq: int
    octo: int
    need: tuple


def cost_row(need: tuple, anyq: int, octo: int) -> CostRow:
    """:class:`CostRow` of ``need`` (6 counts after discounts), ``anyq`` question marks and
    ``octo`` octopus icons."""
    return CostRow(tuple((i, n) for i, n in enumerate(need) if n), anyq, octo, tuple(need))


def affordable(row: CostRow, hand: tuple) -> bool:
    """Whether ``hand`` (7 counts) pays the cost ``row``: the one place this rule is decided
    (Coral Reef Cards, Question Mark Icons, Octopus Icons). Each colour short is made up by an
    octopus card (a joker); octopus icons are paid only with octopus cards; the question marks
    are paid in one colour, the one where they cost the fewest extra cards.

    >>> affordable(cost_row((0, 2, 0, 0, 0, 0), 1, 0), (0, 2, 1, 0, 0, 0, 0))  # 2 white + 1 ? (yellow)
    True
    >>> affordable(cost_row((0, 2, 0, 0, 0, 0), 2, 0), (0, 2, 1, 1, 0, 0, 0))  # two ? in two colours: no
    False
    """
    colours, anyq, octo, need = row
    spare = hand[6] - octo
    if spare < 0:
        return False
    for i, n in colours:
        n -= hand[i]
        if n > 0:
            spare -= n
    if spare < 0:
        return False
    if not anyq:
        return True
    # the question marks go to the colour with the most cards left over after its own icons
    # (none left when every colour is short): each question mark beyond those takes a joker
    left = max(map(sub, hand[:6], need))
    return anyq - (left if left > 0 else 0) <= spare


_SHIFT = tuple(sum(FAUNA_COUNTS[:k]) for k in range(7))
FIELDS = tuple(((1 << n) - 1) << o for n, o in zip(FAUNA_COUNTS, _SHIFT))
"""``FIELDS[kind]``: the bits of a :func:`hand_key` that count that kind of card."""
LOWEST = tuple(1 << o for o in _SHIFT)
"""``LOWEST[kind]``: the bit of a :func:`hand_key` set by the first card of that kind."""


def hand_key(hand: tuple) -> int:
    """A hand (7 counts, at most the game's cards of each kind) as one number: each kind has a
    run of bits as long as the game has cards of it (13 a colour, 10 octopus; red lowest), and
    holds ``n`` cards as its ``n`` lowest bits set. Masked by :func:`reads`, a key keeps only the
    counts a cost can use, each cut at what it can use, and it keys a memo of :func:`affordable`
    (the engine's table of payable cards).

    >>> bin(hand_key((3, 0, 0, 0, 0, 0, 0))), bin(hand_key((0, 1, 0, 0, 0, 0, 0)))
    ('0b111', '0b10000000000000')
    >>> key_hand(hand_key((1, 0, 0, 0, 0, 2, 3)))
    (1, 0, 0, 0, 0, 2, 3)
    >>> hand_key((14, 0, 0, 0, 0, 0, 0))
    Traceback (most recent call last):
    ...
    ValueError: a hand holds at most 13 red cards, not 14
    """
    key = 0
    for n, most, o, kind in zip(hand, FAUNA_COUNTS, _SHIFT, KINDS):
        if n > most:
            raise ValueError(f"a hand holds at most {most} {kind} cards, not {n}")
        key |= ((1 << n) - 1) << o
    return key


def key_hand(key: int) -> tuple:
    """The hand (7 counts) of a :func:`hand_key`: a masked key gives the hand with each count cut
    at what the mask keeps (the others 0).

    >>> key_hand(hand_key((3, 0, 0, 0, 0, 2, 9)) & reads(cost_row((1, 0, 0, 0, 0, 0), 0, 0)))
    (1, 0, 0, 0, 0, 0, 1)
    """
    return tuple([(key & f).bit_count() for f in FIELDS])


def take(key: int, spent: tuple) -> int:
    """The :func:`hand_key` ``key`` after spending ``spent`` (7 counts, each at most what the hand
    holds): each kind's run of set bits loses its top ``n`` bits.

    >>> key_hand(take(hand_key((3, 0, 0, 0, 0, 2, 1)), (2, 0, 0, 0, 0, 0, 1)))
    (1, 0, 0, 0, 0, 2, 0)
    """
    for bits, n in zip(FIELDS, spent):
        if n:
            part = key & bits
            key += ((part >> n) & bits) - part
    return key


def count_key(counts: tuple) -> int:
    """7 counts (each below 256) as one number, a byte each, red lowest: the engine keeps the
    Fauna discard pile so, and adding a payment's :func:`count_key` to it is one addition.

    >>> hex(count_key((1, 0, 0, 0, 0, 2, 3))), key_counts(0x3020000000001)
    ('0x3020000000001', (1, 0, 0, 0, 0, 2, 3))
    """
    return int.from_bytes(bytes(counts), "little")


def key_counts(key: int) -> tuple:
    """The 7 counts of a :func:`count_key`."""
    return tuple(key.to_bytes(7, "little"))


def limits(need: tuple, anyq: int, octo: int) -> tuple:
    """The most cards of each kind (7 counts) that a cost can use, after discounts: a colour its
    icons plus the question marks (which may all go to it), the octopus its own icons plus every
    other icon (each may be paid with a joker). A hand's cards beyond these change neither
    :func:`affordable` nor :func:`payments`.

    >>> limits((2, 0, 0, 1, 0, 0), 1, 0)
    (3, 1, 1, 2, 1, 1, 4)
    """
    return (*[n + anyq for n in need], octo + sum(need) + anyq)


def reads(row: CostRow) -> int:
    """The bits of :func:`hand_key` that :func:`affordable` reads for ``row``: each kind's
    :func:`limits` lowest bits. Two hands that agree on these bits are both able to pay, or both
    not, and have the same :func:`payments`.

    >>> key_hand(reads(cost_row((2, 0, 0, 1, 0, 0), 0, 0)))
    (2, 0, 0, 1, 0, 0, 3)
    """
    return sum(((1 << min(n, most)) - 1) << o
               for n, most, o in zip(limits(row.need, row.anyq, row.octo), FAUNA_COUNTS, _SHIFT))


def payable(need: tuple, anyq: int, octo: int, hand: tuple) -> bool:
    """Whether ``hand`` (7 counts) pays ``need`` (6 counts after discounts), ``anyq`` question
    marks in one colour and ``octo`` octopus icons (:func:`affordable`)."""
    return affordable(cost_row(need, anyq, octo), hand)


_WAYS: dict = {}
_WAYS_SIZE = 1 << 16  # remembered (cost, hand) pairs


def payments(need: tuple, anyq: int, octo: int, hand: tuple) -> tuple:
    """Every distinct payment as 7-count tuples, sorted (empty when none).

    Memoised on the cost and the hand cut to the counts that can change a payment: a colour
    beyond what the cost can ask of it (its icons plus the question marks) and octopus cards
    beyond the octopus icons plus every other icon (enough to pay them all as jokers) are
    never spent; the memo is emptied when it reaches ``_WAYS_SIZE`` entries."""
    cut = tuple(map(min, hand, limits(need, anyq, octo)))
    key = (need, anyq, octo, cut)
    got = _WAYS.get(key)
    if got is not None:
        return got
    found = set()
    spare = cut[O] - octo
    if spare >= 0:
        for x in (range(6) if anyq else (None,)):
            full = list(need)
            if x is not None:
                full[x] += anyq
            _spend(full, cut, 0, spare, [0] * 7, octo, found)
    if len(_WAYS) >= _WAYS_SIZE:
        _WAYS.clear()
    got = _WAYS[key] = tuple(sorted(found))
    return got


def _spend(full, hand, i, spare, spent, octo, found) -> None:
    if i == 6:
        spent[O] = octo
        found.add(tuple(spent))
        return
    n = full[i]
    if n == 0:
        spent[i] = 0
        _spend(full, hand, i + 1, spare, spent, octo, found)
        return
    hi = min(n, hand[i])
    lo = max(0, n - spare)
    for real in range(lo, hi + 1):
        jokers = n - real
        spent[i] = real
        _spend(full, hand, i + 1, spare - jokers, spent, octo + jokers, found)
    spent[i] = 0
