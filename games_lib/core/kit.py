"""The classroom kit's machinery, for any game: a game's ``kit`` module holds only its content.

A game writes its exercise makers, its quick-reference tables and how one card is drawn and
read; the parts here turn them into the kit's outputs (the shapes are in :mod:`.quiz`):

==========================  ==================================================================
``ExercisePlan``            a game's title, exercise id prefix and makers by level; its
                            ``.exercises(seed, n)``, ``.quiz(exs, prefix)``, ``.answer_key(exs)``
``interleave(levels)``      the order the makers are used in: one of each level in turn
``reference_tables``        :class:`~.quiz.KitTable` objects as ``(title, table)`` pairs
``reference_handout``       those pairs as one quick-reference :class:`~.quiz.Handout`
``card_pages``              items to print, ``per_page`` to an A4 page, as :class:`~.draw.Picture`
                            pages (``draw`` an item, say it in ``words``, ``notes`` of a page)
``sheet_page_html``         one such page's HTML: the kit's grid of figures and a caption
``cite(rule)``              a rule as the kit's tables cite it: section and key
==========================  ==================================================================

>>> def sum_of_two(rng):
...     a, b = rng.randint(1, 9), rng.randint(1, 9)
...     return dict(topic="sum", kind="number", answer=a + b, question=f"{a} + {b}?",
...                 explanation=f"{a} and {b} make {a + b}.")
>>> plan = ExercisePlan("Toy", "toy", {1: (sum_of_two,)})
>>> exs = plan.exercises(seed=3, n=2)
>>> [e.id for e in exs], exs[0].check(exs[0].answer)[0]
(['toy-3-01', 'toy-3-02'], True)
>>> plan.answer_key(exs).caption
'Toy: answer key'
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from html import escape
from itertools import zip_longest
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

from .checks import need_int, need_str
from .draw import Picture, figure
from .quiz import Exercise, Handout, KitTable, Quiz, answer_key, exercise_list, style_tag
from .rules import Rule

Maker = Callable[[random.Random], dict]
"""An exercise maker: from a seeded ``random.Random``, the fields of one :class:`~.quiz.Exercise`
(all but ``id`` and ``level``, which the plan gives)."""

SEED_STRIDE = 100_003
"""Exercise ``i`` of seed ``s`` is made from ``random.Random(s * SEED_STRIDE + i)``: each exercise
has its own stream, so changing one maker leaves the others' questions as they were."""


def cite(rule: Rule) -> str:
    """A rule as the kit's tables cite it: its rulebook section and its key.

    >>> cite(Rule("Toy", "§2 Play", "one-card", "Play one card."))
    '§2 Play [one-card]'
    """
    return f"{rule.section} [{rule.key}]"


# ============================================================================ exercises

def interleave(levels: Mapping[int, Sequence[Maker]]) -> list[tuple[int, Maker]]:
    """The makers as ``(level, maker)`` in the order exercises are made: one of each level in
    turn (lowest level first), so that any ``n`` of at least the number of levels covers them all.
    A level with fewer makers drops out when it runs out.

    >>> [(lv, m) for lv, m in interleave({2: "xy", 1: "abc"})]
    [(1, 'a'), (2, 'x'), (1, 'b'), (2, 'y'), (1, 'c')]
    """
    ranks = sorted(levels)
    rounds = zip_longest(*(levels[lv] for lv in ranks))
    return [(lv, m) for r in rounds for lv, m in zip(ranks, r) if m is not None]


@dataclass(frozen=True)
class ExercisePlan:
    """A game's exercises: its ``title`` (for the answer key's caption), the ``prefix`` of the
    exercise ids (``"po"`` gives ``po-<seed>-01``...) and its makers by level.

    >>> def one(rng):
    ...     return dict(topic="one", kind="number", answer=1, question="1?", explanation="One.")
    >>> def two(rng):
    ...     return dict(topic="two", kind="number", answer=2, question="2?", explanation="Two.")
    >>> plan = ExercisePlan("Toy", "toy", {1: (one,), 2: (two,)})
    >>> [(e.level, e.topic) for e in plan.exercises(n=3)]
    [(1, 'one'), (1, 'one'), (2, 'two')]
    >>> plan.quiz(prefix="p").prefix, plan.quiz().prefix
    ('p', 'toy-quiz')
    """

    title: str
    prefix: str
    levels: Mapping[int, Sequence[Maker]]

    def __post_init__(self) -> None:
        if not interleave(self.levels):
            raise ValueError("an exercise plan needs at least one maker")

    def exercises(self, seed: int = 0, n: int = 12) -> list[Exercise]:
        """``n`` exercises made from ``seed``, sorted by level (in the order made within a level).
        The makers are used in :func:`interleave` order, again from the first when ``n`` is
        larger; the ``i``-th is given ``random.Random(seed * SEED_STRIDE + i)``. The same seed
        gives the same exercises."""
        need_int("seed", seed, where="exercises")
        need_int("n", n, 0, 1000, where="exercises")
        order = interleave(self.levels)
        made = []
        for i in range(n):
            level, maker = order[i % len(order)]
            made.append((level, i, maker(random.Random(seed * SEED_STRIDE + i))))
        made.sort(key=lambda t: (t[0], t[1]))
        return [Exercise(id=f"{self.prefix}-{seed}-{k + 1:02d}", level=level, **fields)
                for k, (level, _, fields) in enumerate(made)]

    def chosen(self, exs: Optional[Iterable[Exercise]], where: str = "quiz") -> Sequence[Exercise]:
        """``exs``, or the default exercises (``exercises()``) when it is ``None``.

        >>> def one(rng):
        ...     return dict(topic="one", kind="number", answer=1, question="1?", explanation="One.")
        >>> plan = ExercisePlan("Toy", "toy", {1: (one,)})
        >>> len(plan.chosen(None)), plan.chosen([])
        (12, [])
        """
        return self.exercises() if exs is None else exercise_list(exs, where, "exs")

    def quiz(self, exs: Optional[Sequence[Exercise]] = None, prefix: Optional[str] = None) -> Quiz:
        """The exercises as a quiz the reader's browser checks (form ids start with ``prefix``,
        by default ``<prefix>-quiz``)."""
        if prefix is not None:
            need_str("prefix", prefix, "a text, like 'my-quiz'", where="quiz")
        return Quiz(self.chosen(exs), f"{self.prefix}-quiz" if prefix is None else prefix)

    def answer_key(self, exs: Optional[Iterable[Exercise]] = None) -> KitTable:
        """The teacher's answer key, captioned ``<title>: answer key``."""
        return answer_key(self.chosen(exs, "answer_key"), caption=f"{self.title}: answer key")


# ============================================================================ quick reference

def reference_tables(tables: Iterable[KitTable]) -> list[tuple[str, KitTable]]:
    """The tables as ``(title, table)`` pairs, in the given order, each titled by its caption.

    >>> [t for t, _ in reference_tables([KitTable(("a",), [("1",)], caption="Setup")])]
    ['Setup']
    """
    return [(t.caption, t) for t in tables]


def reference_handout(pairs: Iterable[tuple[str, Any]], heading_level: int = 3) -> Handout:
    """A quick reference as one :class:`~.quiz.Handout` (class ``kit-reference``). The tables
    carry their titles as captions, so the titles of ``pairs`` are not printed again and
    ``heading_level`` only matters for extra blocks.

    >>> h = reference_handout(reference_tables([KitTable(("a",), [("1",)], caption="Setup")]))
    >>> h._repr_html_().count("Setup"), h.css_class
    (1, 'kit-handout kit-reference')
    """
    need_int("heading_level", heading_level, 1, 6, where="quick_reference")
    return Handout([("", t) for _, t in pairs], heading_level=heading_level,
                   css_class="kit-handout kit-reference")


# ============================================================================ card sheet

def sheet_page_html(figures: Sequence[str], caption: str, first: bool) -> str:
    """One printed page of cards: the figures in the kit's grid (3 × 3 cards 58 mm wide on A4),
    the caption under them; every page but the first starts a new printed page.

    >>> [('style="break-before:page' in sheet_page_html([], "", first=f)) for f in (True, False)]
    [False, True]
    """
    cls = "kit-sheet-page" + ("" if first else " kit-sheet-next")
    brk = "" if first else ' style="break-before:page;page-break-before:always"'
    return (f'{style_tag()}<div class="{cls}"{brk}><div class="kit-sheet">{"".join(figures)}</div>'
            f'<p class="kit-sheet-cap">{escape(caption)}</p></div>')


def card_pages(items: Sequence, draw: Callable[[Any], str], words: Callable[[Any], str],
               notes: Callable[[Sequence], str], per_page: int = 9) -> list[Picture]:
    """``items`` to print, ``per_page`` to a page: ``draw(item)`` is an item's SVG, ``words(item)``
    says it in words (for the page's text alternative) and ``notes(chunk)`` is what the
    caption says of a page's items, after ``Sheet k of n.``. Each page keeps its items in
    ``.cards``.

    >>> pages = card_pages("abc", lambda x: f"<svg>{x}</svg>", str.upper, lambda c: "Letters.", 2)
    >>> [p.cards for p in pages], pages[1].alt
    ([('a', 'b'), ('c',)], 'Card sheet 2 of 2, 1 cards: C. Sheet 2 of 2. Letters.')
    """
    need_int("per_page", per_page, low=1, where="card_sheet")
    n_pages = math.ceil(len(items) / per_page)
    pages = []
    for k in range(n_pages):
        chunk = tuple(items[k * per_page:(k + 1) * per_page])
        cap = f"Sheet {k + 1} of {n_pages}. " + notes(chunk)
        html = sheet_page_html([figure(draw(x)) for x in chunk], cap, first=k == 0)
        alt = f"Card sheet {k + 1} of {n_pages}, {len(chunk)} cards: " + "; ".join(map(words, chunk)) + ". " + cap
        pic = Picture(alt=alt, html=html)
        pic.cards = chunk  # what this page holds (for tests and captions)
        pages.append(pic)
    return pages
