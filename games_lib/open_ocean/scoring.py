"""Scoring a reef, itemised: printed points, +1 for each fish in a school, the coral colour
bonus (and Habitat Goals, not modelled yet).

>>> r = reef({(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (0, 1): "Clownfish",
...           (1, 1): "Clownfish", (0, 2): "Angelfish"})
>>> b = score(r)
>>> print(b)
Printed points: 1 + 2 + 1
Schools: 2 fish in a school × 1
Coral colours: 2 colours
Total: 7
>>> b.tiebreak("reef size")
5
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Any

from ..core import GameError, Outcome, ScoreBreakdown, ScoreLine
from ..core.checks import need_int, need_seq
from .cards import FISH, GOALS, KINDS, Goal
from .reef import CELL_IDS, EDGE_CELLS, Reef, edge_cells, reef

COLOUR_BONUS = (0, 0, 1, 3, 6, 10, 15)
"""The coral colour bonus by number of colours (0 to 6), as the rulebook's table prints it."""


def colour_bonus(colours: int) -> int:
    """The bonus for ``colours`` different coral colours (0 to 6)."""
    need_int("colours", colours, 0, 6, where="colour_bonus")
    return COLOUR_BONUS[max(0, min(6, colours))]


_IS_FISH = tuple(k.placement == FISH for k in KINDS)
_POINTS = tuple(k.points for k in KINDS)
_COLOUR = tuple(k.colour or None for k in KINDS)
"""Per kind id: whether it is a fish, its printed points, its coral colour (None: no colour)."""
_KIND_ID = attrgetter("kind_id")
_CARD = itemgetter(1)


def school_fish(r: Reef) -> tuple:
    """The cells of the fish that are in a school: an edge neighbour has the same name and size
    (sorted)."""
    out = set()
    get = r.get
    for cell, c in r.unsorted():  # in any order (sorted at the end): no sorted copy of the reef
        kind_id = c.kind_id
        if _IS_FISH[kind_id]:  # each pair along an edge looked at once: from its left or lower fish
            at = CELL_IDS.get(cell)
            right, _, up, _ = EDGE_CELLS[at] if at is not None else edge_cells(cell)
            o = get(right)
            if o is not None and o.kind_id == kind_id:
                out.add(cell)
                out.add(right)
            o = get(up)
            if o is not None and o.kind_id == kind_id:
                out.add(cell)
                out.add(up)
    return tuple(sorted(out))


def colours(r: Reef) -> tuple:
    """The different coral colours of the reef (Starter Coral included), sorted."""
    found = set(map(_COLOUR.__getitem__, map(_KIND_ID, map(_CARD, r.unsorted()))))
    found.discard(None)
    return tuple(sorted(found))


_GOAL_KINDS: dict = {}
"""Per goal id: the goal and its kinds (keyed by the id, not the goal: a goal is a tuple whose hash
is worked out anew at each look)."""


def _goal_kinds(goal: Goal) -> tuple:
    """The kind ids of the fish a goal asks for, and of the cards it asks them to border."""
    found = _GOAL_KINDS.get(goal.id)
    if found is None or found[0] is not goal:
        found = _GOAL_KINDS[goal.id] = (goal, (
            frozenset(k.id for k in KINDS if k.placement == FISH and goal.matches(k, goal.fish)),
            frozenset(k.id for k in KINDS if any(goal.matches(k, w) for w in goal.next_to))))
    return found[1]


def achieved(r: Reef, goal: Goal, added=None) -> bool:
    """Whether the reef meets the Habitat Goal: one of its fish shares an edge with the card it names.
    ``added``: the cell of the one card just put into a reef that met no goal; only a pair it is in
    can meet the goal now: that card and the four along its edges (as the fish, or as the card the
    fish borders), none when it is neither the fish nor a card the fish must border."""
    found = _GOAL_KINDS.get(goal.id)  # the kept kinds read here (asked at every card in the solo game)
    fish, near = found[1] if found is not None and found[0] is goal else _goal_kinds(goal)
    get = r.get
    if added is not None:
        k = get(added).kind_id  # (the dictionary's get: no Python call, as r[added] makes)
        is_fish, is_near = k in fish, k in near
        if not is_fish and not is_near:
            return False
        at = CELL_IDS.get(added)
        for space in (EDGE_CELLS[at] if at is not None else edge_cells(added)):
            o = get(space)
            if o is not None and ((is_fish and o.kind_id in near) or (is_near and o.kind_id in fish)):
                return True
        return False
    for cell, c in r.unsorted():
        if c.kind_id in fish:
            at = CELL_IDS.get(cell)
            for space in (EDGE_CELLS[at] if at is not None else edge_cells(cell)):
                o = get(space)
                if o is not None and o.kind_id in near:
                    return True
    return False


def points(r: Reef, goals: tuple = ()) -> int:
    """The total score (the fast path the engine and bots use; the goals' part aside, worked
    out once per reef)."""
    total = r.remember("points", _points)
    return total + sum(g.points for g in goals if achieved(r, g)) if goals else total


def _points(r: Reef) -> int:
    printed = sum(map(_POINTS.__getitem__, map(_KIND_ID, map(_CARD, r.unsorted()))))
    return printed + len(school_fish(r)) + colour_bonus(len(colours(r)))


def _goals(goals: Any, where: str) -> tuple:
    return tuple(GOALS.lookup(g) for g in need_seq("goals", goals, "Habitat Goal names", single=True, where=where))


def score(reef_: Any, goals: Any = ()) -> ScoreBreakdown:
    """The itemised score of a reef (a :class:`~.reef.Reef` or a mapping ``{(x, y): name}``),
    with the Habitat ``goals`` in play for it (names), if any."""
    r = reef(reef_)
    goals = _goals(goals, "score")
    printed = [c.kind.points for _, c in r if c.kind.points]
    school = school_fish(r)
    cols = colours(r)
    lines = []
    if printed:
        lines.append(ScoreLine("Printed points", sum(printed), " + ".join(map(str, printed))))
    if school:
        lines.append(ScoreLine("Schools", len(school), f"{len(school)} fish in a school × 1"))
    if cols:
        n = len(cols)
        lines.append(ScoreLine("Coral colours", colour_bonus(n), f"{n} colour{'s' if n > 1 else ''}",
                               source=cols))
    for g in goals:
        if achieved(r, g):
            lines.append(ScoreLine(f"Habitat Goal: {g.name}", g.points, f"{g.fish} next to {' or '.join(g.next_to)}",
                                   source=g))
    return ScoreBreakdown(tuple(lines), (("reef size", len(r)),))


def outcome(reefs: Any, goals: Any = None) -> Outcome:
    """The result of a game from its reefs (one per seat, in seat order) and, if any, the goals
    each seat plays for (one list per seat): most points wins, then the larger reef, then the
    win is shared."""
    rs = [reef(x) for x in need_seq("reefs", reefs, "reefs, one per seat", where="outcome")]
    if goals is None:
        gs = [()] * len(rs)
    else:
        gs = [_goals(g, "outcome") for g in need_seq("goals", goals, "lists of goals, one per seat", where="outcome")]
        if len(gs) != len(rs):
            raise GameError(f"outcome: one list of goals per reef: {len(rs)} reefs, {len(gs)} lists")
    return ranked(rs, gs)


def ranked(reefs: tuple, goals: tuple) -> Outcome:
    """:func:`outcome` of reefs and goals already checked (a :class:`~.reef.Reef` and a tuple of
    :class:`~.cards.Goal` per seat): the fast path that ends every game of the engine."""
    return Outcome.ranked(tuple([points(r, g) for r, g in zip(reefs, goals)]), tuple(map(len, reefs)),
                          tiebreak_names=("larger reef",))
