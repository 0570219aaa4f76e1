"""The classroom kit's machinery, for any game: a game's ``kit`` module holds only its content.

A game writes its exercise makers, its quick-reference tables and how one card is drawn and
read; the parts here turn them into the kit's outputs (the shapes are in :mod:`.quiz`):

==========================  ==================================================================
``ExercisePlan``            a game's title, exercise id prefix and makers by level; its
                            ``.exercises(seed, n)``, ``.quiz(exs, prefix)``, ``.answer_key(exs)``
``interleave(levels)``      the order the makers are used in: one of each level in turn
``reference_tables``        :class:`~.quiz.KitTable` objects as ``(title, table)`` pairs
``reference_handout``       those pairs as one quick-reference :class:`~.quiz.Handout`
``card_sheets``             groups of cards to print (``SheetGroup``: how many copies one group
                            of players needs), ``per_page`` to an A4 page, then the card backs
                            (``CardBack``), as :class:`~.draw.Picture` pages; ``print_plan`` says
                            which sheet to print how many times; ``card_pages`` for one group
``card_back_svg``           a card back: the game's name on a coloured card
``sheet_page_html``         one such page's HTML: the kit's grid of cut-out cells and a caption
``PrintedPages``            how many A4 pages each part of a kit prints on (the teachers' page
                            announces them; the kit's PDF and a browser test check them)
``cite(rule)``              where a rule is in the rulebook, in words (no rule code)
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
import re
from dataclasses import dataclass
from html import escape
from itertools import zip_longest
from typing import Any, Callable, Iterable, Mapping, Optional, Sequence

from .checks import need_int, need_str
from .draw import Picture, figure
from .quiz import Exercise, Handout, KitTable, Quiz, answer_key, exercise_list, style_tag
from .svg import fit, rect, svg, text, wrap
from .words import and_list
from .rules import Rule

Maker = Callable[[random.Random], dict]
"""An exercise maker: from a seeded ``random.Random``, the fields of one :class:`~.quiz.Exercise`
(all but ``id`` and ``level``, which the plan gives)."""

SEED_STRIDE = 100_003
"""Exercise ``i`` of seed ``s`` is made from ``random.Random(s * SEED_STRIDE + i)``: each exercise
has its own stream, so changing one maker leaves the others' questions as they were."""


def cite(rule: Rule) -> str:
    """Where a rule is in the rulebook, as a reader says it: the section's name, without its
    number sign nor the library's rule key (handouts show no code).

    >>> cite(Rule("Toy", "§2 Play", "one-card", "Play one card."))
    'rulebook: Play'
    """
    return "rulebook: " + re.sub(r"^§\s*\d+\s*", "", rule.section)


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

@dataclass(frozen=True)
class SheetGroup:
    """Cards printed together: ``name`` (e.g. "Animal cards"), the ``items``, how many
    ``copies`` of each sheet one group of players needs (a sheet holds one group's cards only,
    so printing it that many times leaves no stray card), ``advice`` for the caption, and the
    ``back`` their cards take (the name of a :class:`CardBack`; empty: none)."""

    name: str
    items: tuple
    copies: int = 1
    advice: str = ""
    back: str = ""


@dataclass(frozen=True)
class CardBack:
    """The back of a kind of card: its ``name`` (the name a :class:`SheetGroup` gives as its
    ``back``) and its drawing."""

    name: str
    svg: str


def card_back_svg(title: str, label: str, fill: str = "#2c5282", w: float = 164, h: float = 236) -> str:
    """A card back: ``title`` (the game) and ``label`` (the kind of card) on a coloured card.

    >>> "Pacific" in card_back_svg("Pacific Ocean", "Animal card")
    True
    """
    lines = wrap(title, fit(w - 28, 18, bold=True))
    y0 = h / 2 - 12 * len(lines)
    body = [rect(0.5, 0.5, w - 1, h - 1, fill=fill, stroke="#1a365d", rx=10, sw=1.5),
            rect(8, 8, w - 16, h - 16, fill="none", stroke="#ffffff", rx=7, sw=1.5)]
    body += [text(w / 2, y0 + 24 * k, ln, size=18, anchor="middle", weight="bold", fill="#ffffff")
             for k, ln in enumerate(lines)]
    body.append(text(w / 2, y0 + 24 * len(lines) + 8, label, size=13, anchor="middle", fill="#ffffff"))
    return svg(w, h, "".join(body), hidden=True)


def sheet_page_html(figures: Sequence[str], caption: str, first: bool) -> str:
    """One printed page of cards: the figures in the kit's grid (3 × 3 cut-out cells of
    :data:`~.quiz.CARD_MM` on A4, each drawing scaled into its cell), the caption under them;
    every page but the first starts a new printed page.

    >>> [('style="break-before:page' in sheet_page_html([], "", first=f)) for f in (True, False)]
    [False, True]
    """
    cls = "kit-sheet-page" + ("" if first else " kit-sheet-next")
    brk = "" if first else ' style="break-before:page;page-break-before:always"'
    return (f'{style_tag()}<div class="{cls}"{brk}><div class="kit-sheet">{"".join(figures)}</div>'
            f'<p class="kit-sheet-cap">{escape(caption)}</p></div>')


def _times(n: int) -> str:
    return "once" if n == 1 else "twice" if n == 2 else f"{n} times"


def card_sheets(title: str, groups: Sequence[SheetGroup], draw: Callable[[Any], str],
                words: Callable[[Any], str], notes: Callable[[Sequence], str],
                backs: Sequence[CardBack] = (), per_page: int = 9, players: str = "group of players") -> list[Picture]:
    """The card sheet of a game: each group's items, ``per_page`` to a page (a group starts a
    new page, so no sheet mixes two groups), then a page of each card back. ``draw(item)`` is an
    item's SVG, ``words(item)`` says it in words (the page's text alternative), ``notes(chunk)``
    what the caption adds about a page's cards. Each caption names the game, the sheet, what it
    holds and how many times to print it for one ``players`` (a group, a pair). Each page keeps ``cards``,
    ``copies`` (prints for one group), ``group`` (its name) and ``back`` (a back page or not).

    >>> pages = card_sheets("Toy", [SheetGroup("Letters", tuple("abc"), copies=2, back="Toy back")],
    ...                     lambda x: f"<svg>{x}</svg>", str.upper, lambda c: "", [CardBack("Toy back", "<svg/>")], 2)
    >>> [(p.cards, p.copies) for p in pages]
    [(('a', 'b'), 2), (('c',), 2), ((), 3)]
    >>> pages[0].caption
    'Toy card sheet, page 1 of 3: Letters. Print it twice for each group of players.'
    """
    need_int("per_page", per_page, low=1, where="card_sheet")
    chunks = []  # (group, items of one page)
    for g in groups:
        need_int("copies", g.copies, low=1, where="card_sheet")
        for k in range(0, len(g.items), per_page):
            chunks.append((g, tuple(g.items[k:k + per_page])))
    n_pages = len(chunks) + len(backs)
    pages = []
    for k, (g, chunk) in enumerate(chunks):
        cap = f"{title} card sheet, page {k + 1} of {n_pages}: {g.name}. Print it {_times(g.copies)} for each {players}."
        cap += "".join(" " + t for t in (g.advice, notes(chunk)) if t)
        html = sheet_page_html([figure(draw(x)) for x in chunk], cap, first=k == 0)
        alt = f"{len(chunk)} cards to cut out: " + "; ".join(map(words, chunk)) + ". " + cap
        pages.append(_sheet_picture(alt, html, cap, chunk, g.copies, g.name, False))
    for j, b in enumerate(backs):
        mine = [(k, g, c) for k, (g, c) in enumerate(chunks) if g.back == b.name]
        cards = sum(len(c) * g.copies for _, g, c in mine)
        times = max(1, math.ceil(cards / per_page))
        sheets = page_list([k + 1 for k, _, _ in mine])
        k = len(chunks) + j
        cap = (f"{title} card sheet, page {k + 1} of {n_pages}: {b.name}s, for the {cards} cards of "
               f"page{'s' if len(mine) > 1 else ''} {sheets}. Print it {_times(times)} and glue a back on each "
               f"card, or print it on the back of page{'s' if len(mine) > 1 else ''} {sheets} (double-sided, "
               "flip on the long edge).")
        html = sheet_page_html([figure(b.svg)] * per_page, cap, first=k == 0)
        pages.append(_sheet_picture(f"{per_page} card backs to cut out. {cap}", html, cap, (), times, b.name, True))
    return pages


def page_list(numbers: Sequence[int]) -> str:
    """Page numbers in words, runs of three or more as a range.

    >>> page_list([1, 2]), page_list([3, 4, 5, 6, 9])
    ('1 and 2', '3\u20136 and 9')
    """
    runs, out = [], []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    for r in runs:
        out += [f"{r[0]}\u2013{r[-1]}"] if len(r) >= 3 else [str(n) for n in r]
    return and_list(out)


def _sheet_picture(alt, html, caption, cards, copies, group, back) -> Picture:
    pic = Picture(alt=alt, html=html)
    pic.cards, pic.copies, pic.group, pic.back, pic.caption = cards, copies, group, back, caption
    return pic


def card_pages(items: Sequence, draw: Callable[[Any], str], words: Callable[[Any], str],
               notes: Callable[[Sequence], str], per_page: int = 9, title: str = "Cards") -> list[Picture]:
    """``items`` as one group of cards printed once (:func:`card_sheets` without backs).

    >>> pages = card_pages("abc", lambda x: f"<svg>{x}</svg>", str.upper, lambda c: "Letters.", 2)
    >>> [p.cards for p in pages], pages[1].caption
    ([('a', 'b'), ('c',)], 'Cards card sheet, page 2 of 2: Cards. Print it once for each group of players. Letters.')
    """
    return card_sheets(title, [SheetGroup("Cards", tuple(items))], draw, words, notes, per_page=per_page)


def print_plan(pages: Sequence[Picture], caption: str = "What to print for one group of players") -> KitTable:
    """Which page of a card sheet to print how many times, for one group of players.

    >>> pages = card_pages("abc", str, str, lambda c: "", 2)
    >>> print_plan(pages).rows
    [['1', 'Cards (2)', 'once'], ['2', 'Cards (1)', 'once']]
    """
    rows = [(str(k + 1), f"{p.group}s" if p.back else f"{p.group} ({len(p.cards)})", _times(p.copies))
            for k, p in enumerate(pages)]
    return KitTable(("Page", "Cards", "Print"), rows, caption=caption)


# ============================================================================ printed pages

@dataclass(frozen=True)
class PrintedPages:
    """How many A4 pages each part of a game's kit prints on (at the kit's margins): what the
    teachers' page announces. The kit's PDF (scripts/make_kit_pdfs.py) is the four parts in
    this order, and tests/browser/test_classroom.py prints each part and compares.

    >>> pp = PrintedPages(quick_reference=2, card_sheet=4, exercises=5, answer_key=2)
    >>> pp.total, pp.ranges()["exercises"], pp.pages_words("card_sheet")
    (13, (7, 11), 'pages 3–6')
    """

    quick_reference: int
    card_sheet: int
    exercises: int
    answer_key: int

    PARTS = ("quick_reference", "card_sheet", "exercises", "answer_key")

    @property
    def total(self) -> int:
        return sum(getattr(self, p) for p in self.PARTS)

    def ranges(self) -> dict:
        """Each part's first and last page in the kit's PDF."""
        out, first = {}, 1
        for p in self.PARTS:
            n = getattr(self, p)
            out[p] = (first, first + n - 1)
            first += n
        return out

    def pages_words(self, part: str) -> str:
        a, b = self.ranges()[part]
        return f"page {a}" if a == b else f"pages {a}\u2013{b}"
