"""Scoring, itemised (End of Game): 1 point for each token in your score pile, 1 for each token on
your surviving species, and your bonus token; ties go to the most trait cards on your species,
then the win is shared.

>>> b = score(pile=23, species=[4, 0, 7], bonus=4, traits=5)
>>> print(b)
Score pile: 23 tokens
Surviving species: 4 + 0 + 7 tokens
Bonus token: 4
Total: 38
>>> b.tiebreak("trait cards")
5
>>> outcome([(23, [4, 7], 4, 3), (34, [0], 0, 2)]).winners
(0,)
"""

from __future__ import annotations

from typing import Any

from ..core import GameError, Outcome, ScoreBreakdown, ScoreLine
from ..core.checks import need_int, need_seq, wrong

TIEBREAK = "trait cards"


def _count(name: str, value: Any, where: str) -> int:
    return need_int(name, value, low=0, where=where)


def score(pile: int, species: Any = (), bonus: int = 0, traits: int = 0) -> ScoreBreakdown:
    """The itemised score of one player: the tokens of the score ``pile``, the tokens on each
    surviving species (``species``: one number per species), the ``bonus`` token; ``traits``
    (trait cards on the species) is kept as the tie-break."""
    pile = _count("pile", pile, "score")
    pops = tuple(_count("species", p, "score") for p in need_seq("species", species, "numbers of tokens",
                                                                 where="score"))
    bonus = _count("bonus", bonus, "score")
    traits = _count("traits", traits, "score")
    lines = [ScoreLine("Score pile", pile, f"{pile} token{'s' if pile != 1 else ''}")]
    if pops:
        lines.append(ScoreLine("Surviving species", sum(pops), " + ".join(map(str, pops)) + " tokens"))
    if bonus:
        lines.append(ScoreLine("Bonus token", bonus, str(bonus)))
    return ScoreBreakdown(tuple(lines), ((TIEBREAK, traits),))


def outcome(results: Any) -> Outcome:
    """The result from plain values, one ``(pile, species, bonus, traits)`` per seat in seat
    order: most points wins, then the most trait cards, then the win is shared."""
    rows = need_seq("results", results, "(pile, species, bonus, traits) tuples, one per seat", where="outcome")
    if len(rows) < 2:
        raise GameError(f"outcome: results need one entry per seat, at least 2, not {len(rows)}")
    totals, traits = [], []
    for r in rows:
        if isinstance(r, (str, bytes)) or not hasattr(r, "__len__") or len(r) != 4:
            raise wrong("results", "a list of (pile, species, bonus, traits) tuples", results, where="outcome")
        b = score(*r)
        totals.append(b.total)
        traits.append(b.tiebreak(TIEBREAK))
    return ranked(tuple(totals), tuple(traits))


def ranked(totals: tuple, traits: tuple) -> Outcome:
    """The fast path the engine uses (values already checked)."""
    return Outcome.ranked(totals, traits, tiebreak_names=(TIEBREAK,))

