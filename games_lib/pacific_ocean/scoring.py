"""Sanctuaries and their scoring: ``Sanctuary``, ``score`` (itemised) and ``winner``.

>>> mine = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])
>>> theirs = Sanctuary("Red Lionfish", conditions=["Jellyfish"])
>>> s = score(mine, theirs)
>>> s.total
3
>>> print(s)
Mako Shark: 1 per Size icon — 3 Size icons × 1 = 3
Total: 3
>>> score(theirs, mine).total   # the Jellyfish copies the Mako Shark: 0 Size icons
0
>>> winner(mine, theirs)
0
"""

from __future__ import annotations

from typing import Iterable, NamedTuple, Optional, Sequence, Union

from ..core import IllegalActionError, Outcome, ScoreBreakdown, ScoreLine
from ..core.checks import need_bool, need_kind, need_mapping, need_number, need_seq
from ..core.scoring import fmt as _n
from . import rules
from .cards import (
    ANIMALS,
    AnimalCard,
    Condition,
    Flat,
    MoreThanOpponent,
    SanctuaryFace,
    card,
    face as _face,
)

CardLike = Union[str, int, AnimalCard]


class Counts(NamedTuple):
    """What a sanctuary shows, as numbers: the inputs of every scoring condition."""

    size: float = 0
    danger: float = 0
    grace: float = 0
    icon_cards: float = 0
    condition_cards: float = 0

    @property
    def icons(self) -> float:
        """All icons (the tie-break)."""
        return self.size + self.danger + self.grace


MAX_ANIMALS = 6
_new = object.__new__
_tnew = tuple.__new__


class Sanctuary:
    """A player's sanctuary: a Sanctuary face plus animal cards shown as icons or as conditions.

    Immutable: :meth:`add` returns a new sanctuary. Cards are kept in the order they were added.

    >>> s = Sanctuary("Dolphin", icons=["Tiger Shark"], conditions=["Sea Star"])
    >>> s.counts
    Counts(size=2, danger=1, grace=1, icon_cards=2, condition_cards=1)
    >>> s.add("Stingray", as_condition=True).conditions
    (<AnimalCard 'Sea Star' ...>, <AnimalCard 'Stingray' ...>)

    ``Sanctuary.from_counts`` builds a sanctuary known only by its numbers (used to redo the
    rulebook's scoring example from the counts its text states).
    """

    __slots__ = ("face", "_placed", "counts", "_conds")

    def __init__(
        self,
        face: Union[str, int, SanctuaryFace, None],
        icons: Iterable[CardLike] = (),
        conditions: Iterable[CardLike] = (),
    ) -> None:
        f = _face(face)
        icons = need_seq("icons", icons, "card names", where="Sanctuary")
        conditions = need_seq("conditions", conditions, "card names", where="Sanctuary")
        base = Sanctuary._make(f, (), face_counts(f), ())
        s = base
        for c in icons:
            s = s.add(c, as_condition=False)
        for c in conditions:
            s = s.add(c, as_condition=True)
        self.face = s.face
        self._placed = s._placed
        self.counts = s.counts
        self._conds = s._conds

    @classmethod
    def from_counts(
        cls,
        conditions: Iterable[CardLike] = (),
        *,
        size: float = 0,
        danger: float = 0,
        grace: float = 0,
        icon_cards: float = 1,
        condition_cards: Optional[float] = None,
    ) -> "Sanctuary":
        """A sanctuary given by its counts and its condition cards only (no face, no icon cards).

        >>> s = Sanctuary.from_counts(["Stingray"], size=1, danger=4, icon_cards=3)
        >>> score(s, Sanctuary.from_counts()).total
        2
        """
        conds = tuple(card(c) for c in need_seq("conditions", conditions, "card names", where="from_counts"))
        for name, n in (("size", size), ("danger", danger), ("grace", grace), ("icon_cards", icon_cards),
                        ("condition_cards", condition_cards)):
            if n is not None:
                need_number(name, n, low=0, where="from_counts")
        n_cond = len(conds) if condition_cards is None else condition_cards
        counts = Counts(size, danger, grace, icon_cards, n_cond)
        if len({c.id for c in conds}) != len(conds):
            raise IllegalActionError(rules.ONE_COPY, None, "from_counts", "a condition card is listed twice")
        return cls._make(None, tuple((c.id, True) for c in conds), counts, tuple(c.id for c in conds))

    @classmethod
    def _make(cls, face, placed, counts, conds) -> "Sanctuary":
        s = _new(Sanctuary)
        s.face = face
        s._placed = placed
        s.counts = counts
        s._conds = conds
        return s

    # ------------------------------------------------------------------ building
    def add(self, c: CardLike, as_condition: bool) -> "Sanctuary":
        """A new sanctuary with card ``c`` added: as its condition (Option B) or its icons (Option A)."""
        c = card(c)
        as_condition = need_bool("as_condition", as_condition, where="add")
        if any(c.id == i for i, _ in self._placed):
            raise IllegalActionError(rules.ONE_COPY, self, f"add {c.name}", f"{c.name} is already here")
        if len(self._placed) >= MAX_ANIMALS and self.face is not None:
            raise IllegalActionError(rules.SEVEN_CARDS, self, f"add {c.name}", "this sanctuary already has 6 animals")
        return self.adding(c.id, as_condition)

    def adding(self, cid: int, as_condition: bool) -> "Sanctuary":
        """The sanctuary with card id ``cid`` added, unchecked: the fast path for the engine and
        the bots, which have checked that the card may go there (else use :meth:`add`)."""
        s, d, g, ic, cc = self.counts
        new = _new(Sanctuary)
        new.face = self.face
        new._placed = self._placed + ((cid, as_condition),)
        if as_condition:
            new.counts = _tnew(Counts, (s, d, g, ic, cc + 1))
            new._conds = self._conds + (cid,)
        else:
            n = _ANIMAL_ICON_COUNTS[cid]
            new.counts = _tnew(Counts, (s + n[0], d + n[1], g + n[2], ic + 1, cc))
            new._conds = self._conds
        return new

    # ------------------------------------------------------------------ reading
    @property
    def placed_ids(self) -> tuple[tuple[int, bool], ...]:
        """``(card id, shows its condition)`` for each card, in the order added."""
        return self._placed

    @property
    def condition_ids(self) -> tuple[int, ...]:
        """The ids of the cards that show their condition, in the order added."""
        return self._conds

    @property
    def placed(self) -> tuple[tuple[AnimalCard, bool], ...]:
        """The animal cards in the order added, each with ``True`` if it shows its condition."""
        return tuple((ANIMALS[i], cond) for i, cond in self._placed)

    @property
    def conditions(self) -> tuple[AnimalCard, ...]:
        return tuple(ANIMALS[i] for i in self._conds)

    @property
    def icon_animals(self) -> tuple[AnimalCard, ...]:
        return tuple(ANIMALS[i] for i, cond in self._placed if not cond)

    @property
    def animals(self) -> tuple[AnimalCard, ...]:
        return tuple(ANIMALS[i] for i, _ in self._placed)

    @property
    def size(self) -> float:
        return self.counts.size

    @property
    def danger(self) -> float:
        return self.counts.danger

    @property
    def grace(self) -> float:
        return self.counts.grace

    @property
    def icons(self) -> float:
        """Total icons shown (the tie-break)."""
        return self.counts.icons

    def __len__(self) -> int:
        """Cards in the sanctuary, the Sanctuary card included."""
        return len(self._placed) + (self.face is not None)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sanctuary):
            return NotImplemented
        return (self.face, frozenset(self._placed), self.counts) == (
            other.face, frozenset(other._placed), other.counts)

    def __hash__(self) -> int:
        return hash((self.face, frozenset(self._placed), self.counts))

    def __repr__(self) -> str:
        if self.face is None:
            c = self.counts
            conds = [a.name for a in self.conditions]
            return (f"Sanctuary.from_counts({conds!r}, size={c.size}, danger={c.danger}, "
                    f"grace={c.grace}, icon_cards={c.icon_cards})")
        icons = [a.name for a in self.icon_animals]
        conds = [a.name for a in self.conditions]
        return f"Sanctuary({self.face.name!r}, icons={icons!r}, conditions={conds!r})"

    def __str__(self) -> str:
        c = self.counts
        head = self.face.name if self.face is not None else "(counts only)"
        parts = [f"{head}: {_n(c.size)} Size, {_n(c.danger)} Danger, {_n(c.grace)} Grace"]
        if self.icon_animals:
            parts.append("icons from " + ", ".join(a.name for a in self.icon_animals))
        if self._conds:
            parts.append("conditions " + ", ".join(a.name for a in self.conditions))
        return "; ".join(parts)

    def _repr_svg_(self) -> str:
        from .draw import sanctuary_picture

        return sanctuary_picture(self).svg

    def _repr_html_(self) -> str:
        from .draw import sanctuary_picture

        return sanctuary_picture(self)._repr_html_()


def face_counts(f: Optional[SanctuaryFace]) -> Counts:
    """The icons a Sanctuary face shows, as counts (no card placed yet)."""
    if f is None:
        return Counts()
    n = [0, 0, 0]
    for i in f.icons:
        n[i] += 1
    return Counts(n[0], n[1], n[2], 1, 0)


def _icon_counts(icons) -> tuple[int, int, int]:
    n = [0, 0, 0]
    for i in icons:
        n[i] += 1
    return tuple(n)


_ANIMAL_ICON_COUNTS = tuple(_icon_counts(c.icons) for c in ANIMALS)
_CONDITIONS = tuple(c.condition for c in ANIMALS)
_IS_COPY = tuple(c.is_copy for c in ANIMALS)


# ---------------------------------------------------------------------- scoring

def _evaluate(cid: int, mine: Counts, theirs: Counts, their_conds: Sequence[int], readings=None):
    """Points of condition card ``cid`` for the owner of ``mine``; also the copied card id.

    ``readings`` optionally maps card ids to another :class:`Condition` (to test a different
    reading of a card, e.g. the scoring example's Mako Shark).
    """
    conds = _CONDITIONS if readings is None else _with_readings(readings)
    if not _IS_COPY[cid]:
        return conds[cid].evaluate(mine, theirs), None
    best, best_id = None, None
    for other in their_conds:
        pts = 0 if _IS_COPY[other] else conds[other].evaluate(mine, theirs)
        if best is None or pts > best:
            best, best_id = pts, other
    return (0, None) if best is None else (best, best_id)


def _with_readings(readings) -> tuple:
    return tuple(readings.get(i, c) for i, c in enumerate(_CONDITIONS))


def _explain(cid: int, mine: Counts, theirs: Counts, readings=None) -> str:
    """How a condition's points come about, e.g. ``4 Grace icons × −2 = −8``."""
    cond = readings.get(cid, _CONDITIONS[cid]) if readings else _CONDITIONS[cid]
    parts, total = [], 0
    for t in cond.terms:
        v = t.measure.value(mine, theirs)
        total += t.points * v
        if isinstance(t.measure, MoreThanOpponent):
            parts.append(f"{t.measure.describe(v, mine, theirs)} → {_n(t.points * v)}")
        elif isinstance(t.measure, Flat):
            parts.append(_n(t.points))
        else:
            parts.append(f"{t.measure.describe(v)} × {_signed(t.points)}")
    if len(parts) == 1 and "→" in parts[0]:
        return parts[0]
    return " + ".join(parts) + f" = {_n(total)}"


def _signed(p) -> str:
    return str(p) if p >= 0 else f"({p})"


def score(mine: Sanctuary, theirs: Sanctuary, *, readings=None) -> ScoreBreakdown:
    """The itemised Ranking Points of ``mine`` against ``theirs`` (§6 Determining the Winner).

    Each condition card gives one line; the same icons count for every condition; an unmet
    condition gives 0 (whales can give less). A Jellyfish line says which card it copied.
    ``readings`` (card name or id → :class:`~.cards.Condition`) scores some cards by another
    reading of their text; the default is the card reference.
    """
    both("score", mine, theirs)
    if readings is not None:
        need_mapping("readings", readings, "card names and conditions", where="score")
        for v in readings.values():
            need_kind("readings", v, Condition, "a dict of card names and conditions (a card's .condition)",
                      where="score")
    if readings:
        readings = {card(k).id: v for k, v in readings.items()}
    conds = _CONDITIONS if not readings else _with_readings(readings)
    lines = []
    for cid in mine._conds:
        pts, copied = _evaluate(cid, mine.counts, theirs.counts, theirs._conds, readings)
        c = ANIMALS[cid]
        if _IS_COPY[cid]:
            if copied is None:
                detail = "nothing to copy → 0"
            elif _IS_COPY[copied]:
                detail = f"copies {ANIMALS[copied].name} → 0"
            else:
                detail = (f"copies {ANIMALS[copied].name} ({conds[copied].text}) — "
                          f"{_explain(copied, mine.counts, theirs.counts, readings)}")
            line = ScoreLine(c.name, pts, detail, c, ANIMALS[copied] if copied is not None else None)
        else:
            line = ScoreLine(c.name, pts, f"{conds[cid].text} — {_explain(cid, mine.counts, theirs.counts, readings)}", c)
        lines.append(line)
    return ScoreBreakdown(tuple(lines), (("icons", mine.counts.icons),), _HEADERS, "no condition card: 0 points")


_HEADERS = ("Condition card", "How it scores", "Points")


def total(mine: Sanctuary, theirs: Sanctuary) -> float:
    """Just the Ranking Points of ``mine`` (fast path of :func:`score`, same rules)."""
    t = 0
    try:  # costs nothing when the values are right (it is the bots' fast path)
        mc, tc, tconds, mconds = mine.counts, theirs.counts, theirs._conds, mine._conds
    except AttributeError:
        both("total", mine, theirs)
        raise
    for cid in mconds:
        t += _evaluate(cid, mc, tc, tconds)[0]
    return t


def result(a: Sanctuary, b: Sanctuary) -> Outcome:
    """The result of two finished sanctuaries, ``a`` for seat 0 (§6 Determining the Winner): more
    Ranking Points wins; equal points: more icons wins; still equal: a shared victory. The one
    place this rule is decided (the game's end calls it too).

    >>> o = result(Sanctuary("Nautilus", icons=["Sea Star"]), Sanctuary("Nautilus"))
    >>> o.scores, o.winners
    ((0, 0), (0,))
    """
    return Outcome.ranked((total(a, b), total(b, a)), (a.counts.icons, b.counts.icons),
                          tiebreak_names=_ICONS)


_ICONS = ("icons",)


def winner(a: Sanctuary, b: Sanctuary) -> Optional[int]:
    """0 if ``a`` wins, 1 if ``b`` wins, ``None`` for a tie (:func:`result`)."""
    both("winner", a, b, ("a", "b"))
    return result(a, b).winner


class WhatIf(NamedTuple):
    """What adding one card would do to a sanctuary, each way (§4 Adding Cards), as things stand.

    ``condition`` is the points of the card's own condition line if it showed its condition;
    ``as_icons``/``as_condition`` my total after adding it that way; ``lead_as_icons``/
    ``lead_as_condition`` my total minus the other sanctuary's total after it (a majority or a
    Jellyfish on the other side may change theirs too).
    """

    card: AnimalCard
    now: float
    condition: float
    as_icons: float
    as_condition: float
    lead_as_icons: float
    lead_as_condition: float


def what_if(mine: Sanctuary, theirs: Sanctuary, c: CardLike) -> WhatIf:
    """Score ``c`` added to ``mine`` as icons and as a condition, against ``theirs``.

    >>> w = what_if(Sanctuary("Nautilus"), Sanctuary("Dolphin"), "Mako Shark")
    >>> w.condition, w.as_icons, w.as_condition
    (1, 0, 1)
    """
    both("what_if", mine, theirs)
    c = card(c)
    icons = mine.add(c, as_condition=False)
    cond = mine.add(c, as_condition=True)
    line = next(line for line in score(cond, theirs).lines if line.source is c)
    return WhatIf(c, total(mine, theirs), line.points, total(icons, theirs), total(cond, theirs),
                  total(icons, theirs) - total(theirs, icons), total(cond, theirs) - total(theirs, cond))


def both(where: str, mine, theirs, names: tuple = ("mine", "theirs")) -> None:
    """Refuse anything but two sanctuaries (the two arguments of :func:`score` and the like).

    >>> both("score", Sanctuary("Dolphin"), "Nautilus")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: score: theirs must be a Sanctuary, like Sanctuary('Dolphin', icons=['Stingray']), not 'Nautilus'
    """
    for name, s in zip(names, (mine, theirs)):
        need_kind(name, s, Sanctuary, "a Sanctuary, like Sanctuary('Dolphin', icons=['Stingray'])", where=where)


def check_opponents(a: Sanctuary, b: Sanctuary) -> None:
    """Refuse two sanctuaries that cannot face each other in one game: both on one Sanctuary
    card (``rules.ONE_SANCTUARY_CARD_EACH``), or one animal card in both (``rules.ONE_COPY``).

    >>> check_opponents(Sanctuary("Dolphin"), Sanctuary("Seahorse"))
    Traceback (most recent call last):
    ...
    games_lib.core.errors.IllegalActionError: illegal action check opponents: Dolphin and Seahorse are the two sides of one Sanctuary card ...
    """
    if a.face is not None and b.face is not None and a.face.card == b.face.card:
        detail = (f"both players show the {a.face.name}" if a.face is b.face else
                  f"{a.face.name} and {b.face.name} are the two sides of one Sanctuary card (the library's pairing)")
        raise IllegalActionError(rules.ONE_SANCTUARY_CARD_EACH, None, "check opponents", detail)
    both = [c for c in a.animals if c in b.animals]
    if both:
        raise IllegalActionError(rules.ONE_COPY, None, "check opponents", f"the {both[0].name} is in both sanctuaries")
