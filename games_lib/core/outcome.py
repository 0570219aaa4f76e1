"""The result of a finished game, for any number of seats, and the one ranking rule they share.

Every game ends the same way: a score per seat, then tie-breaks in order, then a shared place.
:func:`rank` does that ordering once for all four games.

>>> o = Outcome.ranked((14, 17))
>>> o.places, o.winners, o.decided_by.value
((2, 1), (1,), 'points')
>>> Outcome.ranked((5, 5, 3), (7, 6, 9), tiebreak_names=("icons",)).winners
(0,)

A game that ranks a condition before the points (Great Barrier Reef's win conditions) keeps
its scores as points and names the condition that decided:

>>> Outcome.ranked((12, 24), conditions=(2, 1), condition_labels={2: "ten cards", 1: "20 points"})
Outcome(scores=(12, 24), places=(1, 2), winners=(0,), decided_by='condition', condition='ten cards')
"""

from __future__ import annotations

from enum import Enum
from typing import Mapping, NamedTuple, Optional, Sequence

from .checks import is_whole, need_seq, wrong
from .errors import GameError


class DecidedBy(str, Enum):
    """What separated the winner from the others."""

    POINTS = "points"      #: the scores alone
    CONDITION = "condition"  #: a condition ranked before the scores (see ``Outcome.condition``)
    TIEBREAK = "tiebreak"  #: equal scores at the top, a tie-break decided (see ``Outcome.tiebreak``)
    SHARED = "shared"      #: still equal after every tie-break: the first place is shared

    def __str__(self) -> str:
        return self.value


_POINTS, _CONDITION, _TIEBREAK, _SHARED = DecidedBy.POINTS, DecidedBy.CONDITION, DecidedBy.TIEBREAK, DecidedBy.SHARED
_WINNERS = {(1, 2): (0,), (2, 1): (1,), (1, 1): (0, 1)}  # two players: no need to search


def rank(scores: Sequence[float], *tiebreaks: Sequence[float]) -> tuple[tuple[int, ...], int]:
    """Places (1 = first; equal players share a place, the next place is skipped) from the
    scores, then each tie-break in order (higher is better), and the number of tie-breaks that
    were needed to separate the first place (0: the scores did; ``len(tiebreaks) + 1``: nothing
    did, the first place is shared).

    >>> rank((3, 9, 9), (0, 4, 2))
    ((3, 1, 2), 1)
    >>> rank((3, 9, 9), (0, 4, 4))
    ((3, 1, 1), 2)
    >>> rank((9, 3))
    ((1, 2), 0)
    >>> rank(["9", 3])
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: rank: scores must be a list of numbers, one per seat, not ['9', 3]
    """
    for name, values in (("scores", scores), *(("each tie-break", key) for key in tiebreaks)):
        for v in need_seq(name, values, "numbers, one per seat", where="rank"):
            if not (is_whole(v) or isinstance(v, float)):
                raise wrong(name, "a list of numbers, one per seat", values, where="rank")
    return rank_unchecked(scores, *tiebreaks)


def rank_unchecked(scores: Sequence[float], *tiebreaks: Sequence[float]) -> tuple[tuple[int, ...], int]:
    """:func:`rank` of values already checked (the fast path: it ends every simulated game)."""
    n = len(scores)
    if n == 0:
        raise GameError("nothing to rank: no scores")
    for key in tiebreaks:
        if len(key) != n:
            raise GameError(f"every tie-break needs one value per seat: {n} scores, {len(key)} values")
    keys = list(zip(scores, *tiebreaks))
    if n == 2:  # the common case, kept cheap: it ends every simulated game
        a, b = keys
        if a == b:
            return (1, 1), len(tiebreaks) + 1
        level = 0
        while a[level] == b[level]:
            level += 1
        return ((1, 2) if a > b else (2, 1)), level
    places = tuple([1 + sum([other > k for other in keys]) for k in keys])
    if places.count(1) > 1:
        return places, len(tiebreaks) + 1
    # the fewest keys that already put the winner alone at the top
    winner = keys[places.index(1)]
    for level in range(len(tiebreaks)):
        head = winner[: level + 1]
        if sum([k[: level + 1] == head for k in keys]) == 1:
            return places, level
    return places, len(tiebreaks)


class Outcome(NamedTuple):
    """Final scores, places (1 = first, shared places allowed), the winners and how it was decided.

    ``scores`` are what a score pad shows (points). A game may rank a condition *before* the
    points (``conditions``: one level per seat, higher is better); then ``condition`` names the
    winner's condition (from ``condition_labels``) and ``decided_by`` is ``CONDITION`` when it
    alone put the winner first. ``tiebreak`` names the tie-break that decided (``""`` unless
    ``decided_by`` is ``TIEBREAK``). :attr:`ranking` is the key every seat was ranked by.
    Immutable (a named tuple: cheap to make at the end of every simulated game).
    """

    scores: tuple[float, ...]
    places: tuple[int, ...]
    winners: tuple[int, ...]
    decided_by: DecidedBy
    tiebreak: str = ""
    condition: str = ""
    conditions: tuple = ()   #: per seat, the condition level ranked before the scores (if any)
    tiebreaks: tuple = ()    #: the tie-break values, one tuple per tie-break, one value per seat

    @classmethod
    def ranked(cls, scores: Sequence[float], *tiebreaks: Sequence[float],
               tiebreak_names: Sequence[str] = (), conditions: Optional[Sequence[int]] = None,
               condition_labels: Optional[Mapping] = None) -> "Outcome":
        """The outcome of these scores and tie-breaks (after ``conditions``, when given),
        ranked by :func:`rank`."""
        scores = scores if type(scores) is tuple else tuple(scores)
        if conditions is None:
            places_, level = rank_unchecked(scores, *tiebreaks)
            offset = 0
        else:
            conditions = tuple(conditions)
            places_, level = rank_unchecked(conditions, scores, *tiebreaks)
            offset = 1
        winners = _WINNERS.get(places_)
        if winners is None:
            winners = tuple([i for i, p in enumerate(places_) if p == 1])
        name = ""
        if len(winners) > 1:
            how = _SHARED
        elif level < offset:
            how = _CONDITION
        elif level == offset:
            how = _POINTS
        else:
            how = _TIEBREAK
            k = level - offset - 1
            name = tiebreak_names[k] if k < len(tiebreak_names) else f"tie-break {k + 1}"
        condition = ""
        if conditions is not None:
            best = conditions[winners[0]]
            condition = str(condition_labels[best]) if condition_labels is not None else str(best)
            return tuple.__new__(cls, (scores, places_, winners, how, name, condition, conditions,
                                       tuple(map(tuple, tiebreaks))))
        return tuple.__new__(cls, (scores, places_, winners, how, name, "", (), tuple(map(tuple, tiebreaks))))

    @property
    def ranking(self) -> tuple[tuple, ...]:
        """Per seat, the key it was ranked by (condition if any, score, tie-breaks), higher first."""
        cols = ((self.conditions,) if self.conditions else ()) + (self.scores,) + self.tiebreaks
        return tuple(zip(*cols))

    @property
    def num_players(self) -> int:
        return len(self.scores)

    @property
    def winner(self) -> int | None:
        """The one winner, or ``None`` when the first place is shared."""
        return self.winners[0] if len(self.winners) == 1 else None

    def returns(self) -> tuple[float, ...]:
        """+1 for each winner and -1 for the others; 0 for everyone when all share the first place."""
        n = len(self.scores)
        if len(self.winners) == n:
            return (0.0,) * n
        return tuple(1.0 if i in self.winners else -1.0 for i in range(n))

    def __repr__(self) -> str:
        tb = f", tiebreak={self.tiebreak!r}" if self.tiebreak else ""
        cond = f", condition={self.condition!r}" if self.conditions and self.decided_by is _CONDITION else ""
        scores = tuple(int(s) if float(s).is_integer() else s for s in self.scores)
        return (f"Outcome(scores={scores}, places={self.places}, winners={self.winners}, "
                f"decided_by={self.decided_by.value!r}{tb}{cond})")
