"""The rulebook's scoring example (Emma vs. Liam), and an exhaustive search for it.

The example states, for each condition card, how many icons (or cards) it counted and the
points it gave. :func:`emma_and_liam` rebuilds both sanctuaries *from those counts* and scores
them with the library: 14 against 17, Liam wins.

The example never lists the cards behind the counts. :func:`search` enumerates every way to
fill both sanctuaries with the printed cards (any Sanctuary face, any six animals each, each as
icons or as a condition, any icons for the cards whose icons are not printed) and scores each
candidate with :func:`~.scoring.score`. For the example it finds nothing, under either reading
of the Mako Shark (see ``RULES-NOTES``): the figures cannot come from a real game.

>>> emma, liam = emma_and_liam()
>>> score(emma, liam).total, score(liam, emma).total, winner(emma, liam)
(14, 17, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Mapping, Sequence

from ..core import Provenance
from .cards import (
    ANIMALS,
    ICONS,
    SANCTUARY_FACES,
    CopyOpponent,
    MoreThanOpponent,
    per_icon,
    GRACE,
    card,
)
from .scoring import Counts, Sanctuary, face_counts, score, winner  # noqa: F401 (winner: module doctest)

EMMA_FIGURES = {"Mako Shark": 5, "Narwhal": 4, "Octopus": 3, "Stingray": 2}
"""Points per condition card in Emma's sanctuary, as the example prints them (total 14)."""
LIAM_FIGURES = {"Sea Star": 9, "Jellyfish": 8}
"""Points per condition card in Liam's sanctuary, as the example prints them (total 17)."""

MAKO_AS_PRINTED_IN_EXAMPLE = {"Mako Shark": per_icon(GRACE)}
"""The example's reading of the Mako Shark (it says "5 Grace icons"); the card says Size."""


def emma_and_liam() -> tuple[Sanctuary, Sanctuary]:
    """Both sanctuaries, given by the counts the example states.

    Emma: Mako Shark counts 5 Size icons (the card reference; the example's text says Grace),
    more Size than Liam (Narwhal), 3 cards with visible icons (Octopus), 1 Size/Danger pair
    (Stingray), so Danger 1. Liam: 3 Size/Danger/Grace combinations (Sea Star) and 4
    Size/Danger pairs (Stingray copied by the Jellyfish), so Size 4 (fewer than Emma's 5),
    Danger 4, Grace 3; two condition cards out of six animals leave 5 cards showing icons.
    """
    emma = Sanctuary.from_counts(list(EMMA_FIGURES), size=5, danger=1, grace=0, icon_cards=3)
    liam = Sanctuary.from_counts(list(LIAM_FIGURES), size=4, danger=4, grace=3, icon_cards=5)
    return emma, liam


# ------------------------------------------------------------------------------ search

_ICON_PAIRS = tuple(sorted({tuple(sorted(p)) for p in product(ICONS, repeat=2)}))  # 6 multisets


def _icon_options(cid: int) -> tuple[tuple[int, int, int], ...]:
    """The icon counts a card may have: its printed icons, or any two icons if not printed."""
    c = ANIMALS[cid]
    if c.icons_source.provenance == Provenance.RULEBOOK:
        opts = [c.icons]
    else:
        opts = _ICON_PAIRS
    out = []
    for icons in opts:
        n = [0, 0, 0]
        for i in icons:
            n[i] += 1
        out.append(tuple(n))
    return tuple(sorted(set(out)))


def _depends_on_opponent(cid: int) -> bool:
    cond = ANIMALS[cid].condition
    return isinstance(cond, CopyOpponent) or any(isinstance(t.measure, MoreThanOpponent) for t in cond.terms)


@dataclass(frozen=True)
class Candidate:
    """One way to fill a sanctuary: its face, the animals shown as icons and as conditions."""

    face: int
    icon_cards: tuple[int, ...]
    condition_cards: tuple[int, ...]
    counts: Counts

    def sanctuary(self) -> Sanctuary:
        return Sanctuary.from_counts(self.condition_cards, size=self.counts.size, danger=self.counts.danger,
                                     grace=self.counts.grace, icon_cards=self.counts.icon_cards)

    def describe(self) -> str:
        f = SANCTUARY_FACES[self.face].name
        icons = ", ".join(ANIMALS[c].name for c in self.icon_cards) or "none"
        conds = ", ".join(ANIMALS[c].name for c in self.condition_cards)
        return f"{f}; icons from {icons}; conditions {conds}"


@dataclass
class SearchResult:
    """What :func:`search` looked at and what it found."""

    candidates_a: int = 0
    candidates_b: int = 0
    pairs_scored: int = 0
    matches: list = field(default_factory=list)

    def __str__(self) -> str:
        return (f"first player:  {self.candidates_a:,} candidate sanctuaries fit their own figures\n"
                f"second player: {self.candidates_b:,} candidate sanctuaries fit their own figures\n"
                f"compatible pairs scored in full: {self.pairs_scored:,}\n"
                f"pairs matching every figure: {len(self.matches):,}")


def _candidates(named: Sequence[int], figures: Mapping[int, float], banned: frozenset,
                readings, n_animals: int = 6):
    """Every filling of one sanctuary that holds the ``named`` condition cards and whose
    opponent-independent figures match. Extra cards are icons, or conditions scoring 0."""
    pool = [c for c in range(len(ANIMALS)) if c not in banned]
    conds_of = {c: (readings.get(c) or ANIMALS[c].condition) for c in range(len(ANIMALS))}
    k = n_animals - len(named)
    for f in range(len(SANCTUARY_FACES)):
        base = face_counts(SANCTUARY_FACES[f])
        for extra in combinations(pool, k):
            for mask in range(1 << k):
                icon_cards = tuple(c for j, c in enumerate(extra) if not mask >> j & 1)
                extra_conds = tuple(c for j, c in enumerate(extra) if mask >> j & 1)
                all_conds = tuple(named) + extra_conds
                for icons in product(*(_icon_options(c) for c in icon_cards)):
                    s = base.size + sum(i[0] for i in icons)
                    d = base.danger + sum(i[1] for i in icons)
                    g = base.grace + sum(i[2] for i in icons)
                    counts = Counts(s, d, g, 1 + len(icon_cards), len(all_conds))
                    ok = True
                    for c in all_conds:
                        if _depends_on_opponent(c):
                            continue  # checked once the opponent is known
                        want = figures.get(c, 0)
                        if conds_of[c].evaluate(counts, None) != want:
                            ok = False
                            break
                    if ok:
                        yield Candidate(f, icon_cards, all_conds, counts)


def search(figures_a: Mapping[str, float], figures_b: Mapping[str, float], *, readings=None) -> SearchResult:
    """Find every pair of real sanctuaries whose condition cards score exactly these figures.

    ``figures_a``/``figures_b`` map each scoring condition card to its points; any other card
    must be shown as icons or score 0. Candidates are built from the printed cards (the two
    players use different animals and different Sanctuary cards); each compatible pair is
    scored with :func:`~.scoring.score` and kept only if every line matches.
    """
    readings = {card(k).id: v for k, v in (readings or {}).items()}
    fa = {card(k).id: v for k, v in figures_a.items()}
    fb = {card(k).id: v for k, v in figures_b.items()}
    named = frozenset(fa) | frozenset(fb)
    result = SearchResult()
    cands_a = list(_candidates(tuple(fa), fa, named, readings))
    cands_b = list(_candidates(tuple(fb), fb, named, readings))
    result.candidates_a, result.candidates_b = len(cands_a), len(cands_b)
    for a in cands_a:
        used_a = set(a.icon_cards) | set(a.condition_cards)
        card_a = SANCTUARY_FACES[a.face].card
        sa = a.sanctuary()
        for b in cands_b:
            if SANCTUARY_FACES[b.face].card == card_a or used_a.intersection(b.icon_cards + b.condition_cards):
                continue
            result.pairs_scored += 1
            sb = b.sanctuary()
            if _lines_match(score(sa, sb, readings=readings), fa) and _lines_match(score(sb, sa, readings=readings), fb):
                result.matches.append((a, b))
    return result


def _lines_match(breakdown, figures: Mapping[int, float]) -> bool:
    return all(line.points == figures.get(line.source.id, 0) for line in breakdown.lines)
