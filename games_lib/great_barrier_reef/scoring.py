"""Reefs, their itemised scores, and the win conditions.

A reef is a Starting Card with up to five Coral Reef cards on each side. Adjacent bonus icons
that match make a *harmonious* pair: between two Coral Reef cards, a single-colour match gives
+1 point and a discount of that colour; next to the Starting Card, every icon matches, for a
discount only (RULES-NOTES reading of the placement example).

The rulebook's reef scoring example, from plain values (a row from left to right; each Coral
Reef card as (points, left icon, right icon); ``"start"`` for the Starting Card):

>>> s = reef_score([(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"])
>>> s.total
6
>>> print(s)
Coral card 1: 0 points
Coral card 2: 2 points
Coral card 3: 3 points
green match: Coral card 2 | Coral card 3: a single-colour green match, +1 point and a green discount
white discount: Coral card 3 next to the Starting Card: a white discount, no point
Total: 6

The win conditions for given results, in one call (six-colour reef beats ten cards beats
20 points; then points; then a shared victory):

>>> decide([(6, 8, 15), (2, 10, 24), (0, 6, 21)])
Outcome(scores=(15, 24, 21), places=(1, 2, 3), winners=(0,), decided_by='condition', condition='win condition 1: six different single-colour matches')
"""

from __future__ import annotations

from enum import IntEnum
from typing import Iterable, Mapping, NamedTuple, Optional, Sequence, Union

from ..core import GameError, IllegalActionError, Outcome, ScoreBreakdown, ScoreLine
from ..core.checks import is_whole, need_bool, need_int, need_kind, need_seq, wrong
from . import rules
from .cards import COLOURS, CORAL, Colour, CoralCard, colour, coral

MAX_PER_SIDE = 5
LEFT, RIGHT = 0, 1
SIDES = ("left", "right")
POINTS_TO_WIN = 20
CARDS_TO_WIN = 2 * MAX_PER_SIDE
VARIANT1_TARGETS = (10, 12)
N_CORAL = len(CORAL)


class WinCondition(IntEnum):
    """The best win condition a reef meets, ordered by precedence (higher wins)."""

    NONE = 0
    POINTS = 1       #: condition 3: 20 or more points (Variant 1: the agreed target)
    TEN_CARDS = 2    #: condition 2: ten Coral Reef cards, five on each side
    SIX_COLOURS = 3  #: condition 1: single-colour matches of all six colours

    @property
    def number(self) -> Optional[int]:
        """The condition's number as printed (1, 2 or 3), ``None`` for none."""
        return None if self is WinCondition.NONE else 4 - self.value

    @property
    def label(self) -> str:
        return _LABELS[self]

    def __str__(self) -> str:
        return self.label


_LABELS = {
    WinCondition.NONE: "no win condition",
    WinCondition.POINTS: "win condition 3: the points target",
    WinCondition.TEN_CARDS: "win condition 2: ten Coral Reef cards",
    WinCondition.SIX_COLOURS: "win condition 1: six different single-colour matches",
}


class Placement(NamedTuple):
    """What one placement adds to a reef (see :meth:`Reef.placement`)."""

    reef: "Reef"
    points: int
    match_point: int
    discount: Optional[Colour]
    next_to_start: bool


class PlayerResult(NamedTuple):
    """What the win conditions look at: distinct colours of single-colour matches, Coral Reef
    cards in the reef, points."""

    colours: int
    cards: int
    points: int


_POPCOUNT = tuple(bin(m).count("1") for m in range(64))


class Reef:
    """A player's reef: ``left`` and ``right`` rows of (Coral Reef card id, turned), each listed
    from the Starting Card outwards. Immutable; :meth:`add` returns a new reef.

    >>> r = Reef().add("Coral 1", "right").add("Coral 2", "left")
    >>> r.cards, r.points(), r.discount("red"), r.discount("yellow")
    (2, 0, 1, 1)
    """

    __slots__ = ("left", "right", "card_points", "coral_matches", "discounts", "mask")

    def __init__(self, left: Sequence = (), right: Sequence = ()) -> None:
        r = EMPTY_REEF
        for name, row in (("left", left), ("right", right)):
            for entry in need_seq(name, row, "(card, turned) pairs", where="Reef"):
                if not (isinstance(entry, (tuple, list)) and len(entry) == 2):
                    raise wrong(name, "a list of (card, turned) pairs, like [('Coral 1', False)]", row, where="Reef")
                need_bool("turned", entry[1], where="Reef")
        for cid, turned in left:
            r = r.add(cid, LEFT, turned)
        for cid, turned in right:
            r = r.add(cid, RIGHT, turned)
        self.left, self.right = r.left, r.right
        self.card_points, self.coral_matches = r.card_points, r.coral_matches
        self.discounts, self.mask = r.discounts, r.mask

    @classmethod
    def _empty(cls) -> "Reef":
        r = object.__new__(cls)
        r.left = r.right = ()
        r.card_points = r.coral_matches = r.mask = 0
        r.discounts = (0,) * 6
        return r

    # -------------------------------------------------------------- building
    def room(self, side: int) -> bool:
        """Whether ``side`` (0 left, 1 right) can take one more card: at most MAX_PER_SIDE (§Action 2)."""
        return len(self.right if side else self.left) < MAX_PER_SIDE

    def add(self, card, side: Union[int, str] = RIGHT, turned: bool = False) -> "Reef":
        """This reef with ``card`` placed at the outer end of ``side`` (``"left"``/``"right"``
        or 0/1), ``turned`` or not."""
        cid = card if type(card) is int and 0 <= card < N_CORAL else coral(card).id
        if type(side) is not int or side >> 1:  # not 0 or 1
            side = side_number(side)
        row = self.right if side else self.left
        if len(row) >= MAX_PER_SIDE:  # no room (see room())
            raise IllegalActionError(
                rules.FIVE_A_SIDE, None,
                f"place {CORAL[cid].name} on the {SIDES[side]}{', turned' if turned else ''}",
                f"the {SIDES[side]} side already holds {MAX_PER_SIDE} Coral Reef cards")
        turned = bool(turned)
        inner = _FACES[cid][side][turned][0]
        r = object.__new__(Reef)
        r.card_points = self.card_points + _CARD_POINTS[cid]
        if row:
            last, last_turned = row[-1]
            if _FACES[last][side][last_turned][1] == inner:  # a single-colour match between two Coral Reef cards
                r.coral_matches = self.coral_matches + 1
                r.mask = self.mask | 1 << inner
                r.discounts = _ONE_MORE[self.discounts, inner]
            else:
                r.coral_matches, r.mask, r.discounts = self.coral_matches, self.mask, self.discounts
        else:  # next to the Starting Card: always a match, for a discount only
            r.coral_matches, r.mask = self.coral_matches, self.mask
            r.discounts = _ONE_MORE[self.discounts, inner]
        entry = (cid, turned)
        if side:
            r.left, r.right = self.left, row + (entry,)
        else:
            r.left, r.right = row + (entry,), self.right
        return r

    # -------------------------------------------------------------- reading
    @property
    def cards(self) -> int:
        return len(self.left) + len(self.right)

    def points(self, match_points: bool = True) -> int:
        """Printed points plus +1 per single-colour match (``match_points=False``: Variant 1)."""
        return self.card_points + (self.coral_matches if match_points else 0)

    @property
    def match_colours(self) -> tuple[Colour, ...]:
        """The distinct colours of the single-colour matches between Coral Reef cards."""
        return tuple(c for c in COLOURS if self.mask >> c & 1)

    def placement(self, card, side: Union[int, str] = RIGHT, turned: bool = False,
                  match_points: bool = True) -> "Placement":
        """What placing ``card`` would add (the reef is unchanged): the new reef, the points
        gained (card + match), the match point alone, the colour of the discount it brings
        (``None``: no match), and whether it goes next to the Starting Card. Raises like
        :meth:`add` (a sixth card on a side).

        >>> p = Reef().add("Coral 1", "right").placement("Coral 2", "right")
        >>> p.points - p.match_point == coral("Coral 2").points, p.next_to_start
        (True, False)
        """
        new = self.add(card, side, turned)
        if type(side) is not int:
            side = side_number(side)
        gained = [c for c in COLOURS if new.discounts[c] > self.discounts[c]]
        points = new.points(match_points) - self.points(match_points)
        cid = card if type(card) is int else coral(card).id
        return Placement(new, points, points - CORAL[cid].points, gained[0] if gained else None,
                         not (self.right if side else self.left))

    def discount(self, key) -> int:
        return self.discounts[colour(key)]

    def discount_dict(self) -> dict:
        """The reef's discounts as colour name -> count, only the colours it has (Bonus Icons),
        ready for :func:`~.payments.ways_to_pay`.

        >>> Reef().add("Coral 1", "right").discount_dict()
        {'red': 1}
        """
        return {str(c): n for c, n in zip(COLOURS, self.discounts) if n}

    def result(self, match_points: bool = True) -> PlayerResult:
        return PlayerResult(_POPCOUNT[self.mask], self.cards, self.points(match_points))

    def win_condition(self, *, variant: int = 0, target: Optional[int] = None) -> WinCondition:
        return best_condition(_POPCOUNT[self.mask], len(self.left) + len(self.right),
                              self.card_points + (self.coral_matches if variant != 1 else 0), variant, target)

    def row(self) -> list:
        """The reef from left to right: (card, turned) pairs and ``"start"`` for the Starting Card."""
        return [*((CORAL[c], t) for c, t in reversed(self.left)), "start", *((CORAL[c], t) for c, t in self.right)]

    def check(self) -> list[str]:
        """What is inconsistent (empty when all holds): side sizes, cached sums against a recount."""
        problems = []
        for name, row in zip(SIDES, (self.left, self.right)):
            if len(row) > MAX_PER_SIDE:
                problems.append(f"{len(row)} cards on the {name} side (at most {MAX_PER_SIDE})")
        if not problems:
            key = (self.left, self.right)
            again = _CHECKED.get(key)
            if again is None:
                r = Reef(self.left, self.right)
                again = (r.card_points, r.coral_matches, r.discounts, r.mask)
                if len(_CHECKED) < 100_000:
                    _CHECKED[key] = again
            if again != (self.card_points, self.coral_matches, self.discounts, self.mask):
                problems.append("cached points, matches or discounts disagree with the cards")
        if sum(self.discounts) != self.coral_matches + bool(self.left) + bool(self.right):
            problems.append("discounts are not one per matching pair")
        return problems

    def __eq__(self, other) -> bool:
        if not isinstance(other, Reef):
            return NotImplemented
        return self.left == other.left and self.right == other.right

    def __hash__(self) -> int:
        return hash((self.left, self.right))

    def __len__(self) -> int:
        return self.cards

    def __str__(self) -> str:
        key = (self.left, self.right)
        got = _TEXT.get(key)
        if got is not None:
            return got
        parts = []
        for item in self.row():
            if item == "start":
                parts.append("[Start]")
            else:
                card, turned = item
                a, b = card.ends(turned)
                parts.append(f"[{a.letter}|{card.name} {card.points}|{b.letter}]")
        got = " ".join(parts)
        if len(_TEXT) < 100_000:
            _TEXT[key] = got
        return got

    def __repr__(self) -> str:
        return f"<Reef {self}: {self.points()} pt>"

    def _repr_html_(self) -> str:
        from .draw import reef_picture

        return reef_picture(self)._repr_html_()


def side_number(side) -> int:
    """0 for ``"left"``, 1 for ``"right"`` (any case; 0 and 1 pass through).

    >>> side_number("Left"), side_number(1)
    (0, 1)
    >>> side_number("up")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: side must be 'left' or 'right' (or 0 or 1), not 'up'
    """
    if isinstance(side, str) and side.strip().lower() in SIDES:
        return SIDES.index(side.strip().lower())
    if is_whole(side) and side in (LEFT, RIGHT):
        return side
    raise wrong("side", "'left' or 'right' (or 0 or 1)", side)


def inner_outer(cid: int, side: int, turned: bool) -> tuple[int, int]:
    """(icon facing the Starting Card, icon facing out) of a card on ``side``."""
    a, b = CORAL[cid].icons
    if turned:
        a, b = b, a
    return (a, b) if side else (b, a)  # right side: the left end faces the centre


_FACES = tuple(tuple(tuple(inner_outer(c, side, turned) for turned in (False, True)) for side in (LEFT, RIGHT))
               for c in range(N_CORAL))
"""``_FACES[card][side][turned]``: :func:`inner_outer` of every placement (for :meth:`Reef.add`)."""
_CARD_POINTS = tuple(card.points for card in CORAL)


class _OneMore(dict):
    """``_ONE_MORE[discounts, colour]``: the discounts with one more of ``colour`` (interned)."""

    def __missing__(self, key):
        d = list(key[0])
        d[key[1]] += 1
        got = self[key] = tuple(d)
        return got


_ONE_MORE = _OneMore()


EMPTY_REEF = Reef._empty()
_TEXT: dict = {}
_CHECKED: dict = {}


# ------------------------------------------------------------------------------ itemised scores

def _reef_items(reef: Reef) -> list:
    items = []
    for item in reef.row():
        if item == "start":
            items.append(item)
        else:
            card, turned = item
            a, b = card.ends(turned)
            items.append((card.name, card.points, a, b, card, bool(turned)))
    return items


def reef_items(reef) -> list:
    """A reef (a :class:`Reef` or a plain row as :func:`reef_score` takes, checked) from left to
    right: ``"start"`` and, for each Coral Reef card, (name, points, left icon, right icon,
    card or ``None``, turned)."""
    return _reef_items(reef) if isinstance(reef, Reef) else _row_items(reef)


def score(reef: Reef, *, match_points: bool = True) -> ScoreBreakdown:
    """The itemised score of a reef: each Coral Reef card's points, +1 per single-colour match,
    and each discount as an information line (0 points)."""
    need_kind("reef", reef, Reef, "a Reef (for a reef written as plain values, use reef_score)", where="score")
    return _breakdown(_reef_items(reef), need_bool("match_points", match_points, where="score"))


def _row_items(row: Sequence) -> list:
    """A plain row (see :func:`reef_score`) as items, checked: one Starting Card, at most five
    cards a side (else :class:`IllegalActionError` naming ``rules.FIVE_A_SIDE``), no octopus icon."""
    items = []
    k = 0
    for item in need_seq("row", row, "Coral Reef cards and one 'start'", where="reef_score"):
        if isinstance(item, str):
            if item.lower() != "start":
                raise GameError(f"a reef row holds Coral Reef cards and one 'start', not {item!r}")
            items.append("start")
            continue
        if isinstance(item, CoralCard):
            item = (item, False)
        if not (isinstance(item, (tuple, list)) and (len(item) == 3 or (len(item) == 2 and isinstance(item[0], CoralCard)))):
            raise wrong("row", f"a list of {_ROW_ITEM}", item, where="reef_score")
        if len(item) == 2:
            card, turned = item
            turned = need_bool("turned", turned, where="reef_score")
            a, b = card.ends(turned)
            items.append((card.name, card.points, a, b, card, bool(turned)))
            continue
        points, a, b = item
        need_int("points", points, low=0, where="reef_score")
        k += 1
        items.append((f"Coral card {k}", int(points), colour(a), colour(b), None, False))
    if items.count("start") != 1:
        raise GameError("a reef has exactly one Starting Card ('start') in its row")
    s = items.index("start")
    for side, n in (("left", s), ("right", len(items) - 1 - s)):
        if n > MAX_PER_SIDE:
            raise IllegalActionError(
                rules.FIVE_A_SIDE, None, f"score a reef with {n} Coral Reef cards on the {side}",
                f"the {side} side would hold {n} Coral Reef cards, and a side holds at most {MAX_PER_SIDE}")
    for it in items:
        if it != "start" and (it[2] is Colour.OCTOPUS or it[3] is Colour.OCTOPUS):
            raise GameError("bonus icons are single colours, never the octopus")
    return items


_ROW_ITEM = "Coral Reef cards, like (2, 'yellow', 'green') or coral('Coral 3'), and one 'start'"


def reef_score(row: Sequence, *, match_points: bool = True) -> ScoreBreakdown:
    """The itemised score of a reef given as plain values, from left to right: each Coral Reef
    card as ``(points, left icon, right icon)`` (icons by colour name or letter), a
    :class:`~.cards.CoralCard`, or ``(card, turned)``; ``"start"`` once for the Starting Card.
    ``match_points=False`` for Variant 1 (matches give discounts only). A sixth card on one
    side raises :class:`IllegalActionError` naming the five-a-side rule (Action 2).

    >>> reef_score([(1, 2)])
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: reef_score: row must be a list of Coral Reef cards, like (2, 'yellow', 'green') or coral('Coral 3'), and one 'start', not (1, 2)
    """
    return _breakdown(_row_items(row), need_bool("match_points", match_points, where="reef_score"))


def pair_colours(items: list) -> list:
    """For each pair of neighbours of :func:`reef_items`, left to right, the colour they match
    in, or ``None``. Next to the Starting Card every icon matches (a discount only)."""
    out = []
    for left, right in zip(items, items[1:]):
        if left == "start":
            out.append(right[2])
        elif right == "start":
            out.append(left[3])
        else:
            out.append(left[3] if left[3] == right[2] else None)
    return out


def _links(items: list) -> list:
    """The matching neighbours, left to right: (colour, between two Coral Reef cards?, left
    item, right item)."""
    return [(c, "start" not in (left, right), left, right)
            for c, left, right in zip(pair_colours(items), items, items[1:]) if c is not None]


def _breakdown(items: list, match_points: bool) -> ScoreBreakdown:
    lines = [ScoreLine(it[0], it[1], f"{it[1]} point{'s' if it[1] != 1 else ''}", it[4])
             for it in items if it != "start"]
    for c, coral_pair, left, right in _links(items):
        if not coral_pair:
            card = right if left == "start" else left
            lines.append(ScoreLine(f"{c} discount", 0,
                                   f"{card[0]} next to the Starting Card: a {c} discount, no point", card[4]))
            continue
        if match_points:
            how = f"{left[0]} | {right[0]}: a single-colour {c} match, +1 point and a {c} discount"
        else:
            how = f"{left[0]} | {right[0]}: a single-colour {c} match, a {c} discount (no point in Variant 1)"
        lines.append(ScoreLine(f"{c} match", 1 if match_points else 0, how, (left[4], right[4])))
    return ScoreBreakdown(tuple(lines), headers=("In the reef", "How", "Points"),
                          empty="an empty reef: 0 points")


class ReefSummary(NamedTuple):
    """Everything about one reef, structured (see :func:`reef_summary`)."""

    breakdown: ScoreBreakdown   #: the itemised score (cards, matches, discounts, total)
    discounts: dict             #: colour name -> count, only the colours it has
    match_colours: tuple        #: distinct colours of single-colour matches between Coral Reef cards
    result: PlayerResult        #: what the win conditions look at: (colours, cards, points)
    win_condition: WinCondition  #: the best condition met (for the game played)
    pair_lines: tuple           #: the breakdown's lines for the matching neighbours, left to right

    @property
    def points(self) -> int:
        return self.result.points

    @property
    def cards(self) -> int:
        return self.result.cards


def reef_summary(reef, *, variant: int = 0, target: Optional[int] = None) -> ReefSummary:
    """A reef's score, discounts, match colours and win condition in one structured result
    (Action 2, Bonus Icons, Winning the Game). ``reef``: a :class:`Reef` or a plain row as
    :func:`reef_score` takes (cards as points and two bonus-icon colours). ``variant=1``:
    matches give no point and the win is the points ``target`` (10 by default, or 12).

    The rulebook's reef scoring example:

    >>> s = reef_summary([(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"])
    >>> s.points, s.discounts, s.match_colours, s.win_condition.label
    (6, {'white': 1, 'green': 1}, (<Colour.GREEN: 3>,), 'no win condition')
    >>> s.result
    PlayerResult(colours=1, cards=3, points=6)
    """
    check_variant(variant, target, where="reef_summary")
    match_points = variant != 1
    items = reef_items(reef)
    b = _breakdown(items, match_points)
    links = _links(items)
    counts = [0] * len(COLOURS)
    found = set()
    for c, coral_pair, _, _ in links:
        counts[c] += 1
        if coral_pair:
            found.add(c)
    discounts = {str(c): counts[c] for c in COLOURS if counts[c]}
    match_colours = tuple(c for c in COLOURS if c in found)
    n_cards = sum(1 for it in items if it != "start")
    result = PlayerResult(len(match_colours), n_cards, int(b.total))
    wc = win_condition(*result, variant=variant, target=target)
    return ReefSummary(b, discounts, match_colours, result, wc, tuple(b.lines[n_cards:]))


# ------------------------------------------------------------------------------ win conditions

def win_condition(colours, cards: int, points: int, *, variant: int = 0,
                  target: Optional[int] = None) -> WinCondition:
    """The best win condition met by a reef with ``colours`` (the number of distinct colours of
    its single-colour matches, or the colours themselves), ``cards`` Coral Reef cards and
    ``points``. Variant 1 knows only the points target (10 by default, or 12).

    >>> win_condition(6, 4, 9), win_condition(3, 10, 25), win_condition(0, 7, 20), win_condition(5, 9, 19)
    (<WinCondition.SIX_COLOURS: 3>, <WinCondition.TEN_CARDS: 2>, <WinCondition.POINTS: 1>, <WinCondition.NONE: 0>)
    >>> win_condition(6, 4, "9")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: win_condition: points must be a whole number, not '9'
    """
    where = "win_condition"
    if not is_whole(colours):
        colours = len({colour(c) for c in need_seq("colours", colours, "colours (or their number)", where=where)})
    need_int("colours", colours, low=0, where=where)
    need_int("cards", cards, low=0, where=where)
    need_int("points", points, where=where)
    check_variant(variant, target, where=where)
    return best_condition(colours, cards, points, variant, target)


def check_variant(variant, target, *, where: str) -> None:
    """Refuse a ``variant`` that is not 0, 1 or 2, or a ``target`` that is not a number of points.

    >>> check_variant(3, None, where="decide")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: decide: variant must be 0 (the standard game), 1 (simpler) or 2 (more strategic), not 3
    """
    if not (is_whole(variant) and variant in (0, 1, 2)):
        raise wrong("variant", "0 (the standard game), 1 (simpler) or 2 (more strategic)", variant, where)
    if target is not None:
        need_int("target", target, low=1, where=where)


def best_condition(colours: int, cards: int, points: int, variant: int, target: Optional[int]) -> WinCondition:
    """:func:`win_condition` of values already checked (the fast path, for the engine)."""
    if variant == 1:
        return _POINTS if points >= (target or VARIANT1_TARGETS[0]) else _NONE
    if colours >= _ALL_COLOURS:
        return _SIX_COLOURS
    if cards >= CARDS_TO_WIN:
        return _TEN_CARDS
    if points >= (target or POINTS_TO_WIN):
        return _POINTS
    return _NONE


# the conditions as plain names: reading a member through its class is slow on Python 3.11
_NONE, _POINTS, _TEN_CARDS, _SIX_COLOURS = WinCondition
_ALL_COLOURS = len(COLOURS)


CONDITION_LABELS = {int(w): w.label for w in WinCondition}
"""Each win condition's level (as in ``Outcome.conditions``) and its name in words."""


def decide(results: Iterable, *, variant: int = 0, target: Optional[int] = None) -> Outcome:
    """Who wins, from each player's results: ``(colours, cards, points)`` tuples, dicts with those
    keys, or :class:`PlayerResult`. The Outcome's ``scores`` are the points; players are ranked
    by the best win condition they meet first (its ``conditions``: 3 = condition 1,
    2 = condition 2, 1 = condition 3, 0 = none), then by points; equal on both: a shared victory.

    >>> decide([(1, 2)])
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: decide: results must be a list of (colours, cards, points) triples, one per player, not (1, 2)
    """
    levels, points = [], []
    takes = "a list of (colours, cards, points) triples, one per player"
    results = need_seq("results", results, "(colours, cards, points) triples", where="decide")
    if not results:
        raise wrong("results", takes, results, where="decide")
    for r in results:
        if isinstance(r, Mapping):
            r = PlayerResult(r.get("colours", 0), r.get("cards", 0), r.get("points", 0))
        if not (isinstance(r, (tuple, list)) and len(r) == 3):
            raise wrong("results", takes, r, where="decide")
        c, n, p = r
        levels.append(int(win_condition(c, n, p, variant=variant, target=target)))
        points.append(p)
    return Outcome.ranked(tuple(points), conditions=tuple(levels), condition_labels=CONDITION_LABELS)
