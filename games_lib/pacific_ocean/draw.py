"""Drawings of Pacific Ocean cards, sanctuaries and positions, made to be read on a phone.

Every function returns a :class:`~games_lib.core.draw.Picture`: HTML
(``<div class="game-picture" role="img" aria-label="…">``) around small inline SVG pieces, each
at most 340 px wide with no text under 12 px, in a ``flex-wrap`` layout, so that on a narrow
screen the pieces stack instead of shrinking. The label says in words what the picture shows.

Icons are drawn as a shape *and* a letter (Size: circle S, Danger: triangle D, Grace: diamond G),
so they read without colour and in black-and-white print. What is our own example and not the
rulebook's is said once per picture, in a note (:func:`provenance_note`); a card is tagged
("our example", "worked out") only where it differs from the others in the picture, and every
card with ``provenance=True`` (the card sheet). Every number comes from the library
(:func:`~.scoring.score`, :func:`~.scoring.what_if`, :func:`~.scoring.winner`).

=============================  ==============================================================
``card_picture(card)``         one Aquatic Animal card (``card_svg``: the same as one SVG)
``face_picture(face)``         one Sanctuary face (``face_svg``)
``gallery(cards)``             several animal cards (all 16 by default)
``faces_gallery()``            the four Sanctuary faces, with their (illustrative) pairing
``icon_legend()``              the seven symbols of the rulebook's legend
``card_table()``               every card's data as a table
``sanctuary_picture(s)``       a sanctuary as its stack of cards, with its score if given
``board(view)``                a whole position as one seat sees it
``tuck_picture()``             Option A and Option B side by side
``sets_picture()``             what an icon pair and a combination are
``jellyfish_picture(a, b)``    what the Jellyfish copies and what it scores
``emma_and_liam_picture()``    the rulebook's scoring example
=============================  ==============================================================
"""

from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from ..core import HIDDEN, GameError
from ..core.draw import TAG_WORDS, Picture, Table, column, figure, hide_svg, note, odd_ones, para, provenance_tag, row
from ..core.scoring import fmt
from ..core.words import and_list
from ..core.svg import MAX_WIDTH, fit, group, rect, svg, text, wrap
from .cards import (
    ANIMALS,
    DANGER,
    GRACE,
    SANCTUARY_CARDS,
    SANCTUARY_FACES,
    SIZE,
    AnimalCard,
    IconSets,
    Icon,
    SanctuaryFace,
    card as _card,
    face as _face,
)
from .scoring import MAX_ANIMALS, Counts, Sanctuary, score, what_if, winner
from .state import TURNS, Phase

CARD_W, CARD_H = 164, 236
FACE_W, FACE_H = 164, 168
SANCT_W = 320
ICON_R = 11  # its letter is 1.15 r: at least 12 px
_INK = "#111"
_SOFT = "#2d3748"
_ICON_STYLE = {
    Icon.SIZE: ("#2b6cb0", "circle"),
    Icon.DANGER: ("#c53030", "triangle"),
    Icon.GRACE: ("#276749", "diamond"),
}


def _pts(n) -> str:
    """A number of points as printed: ``5``, ``−2`` (a real minus sign)."""
    s = fmt(n)
    return "\u2212" + s[1:] if s.startswith("-") else s


def _points(n) -> str:
    return f"{_pts(n)} point{'' if n == 1 else 's'}"


def _icons_words(icons) -> str:
    return ", ".join(i.label for i in icons)


def _counts_words(k: Counts) -> str:
    return f"{fmt(k.size)} Size, {fmt(k.danger)} Danger, {fmt(k.grace)} Grace"


# ============================================================================ icons and cards

def icon_svg(icon: Icon, x: float, y: float, r: float = ICON_R) -> str:
    """One icon centred on (x, y): a shape with the kind's letter inside and a tooltip."""
    colour, shape = _ICON_STYLE[icon]
    if shape == "circle":
        body = f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{colour}"/>'
    elif shape == "triangle":
        body = (f'<polygon points="{x:g},{y - r * 1.25:g} {x + r * 1.3:g},{y + r:g} '
                f'{x - r * 1.3:g},{y + r:g}" fill="{colour}"/>')
    else:
        body = (f'<polygon points="{x:g},{y - r * 1.25:g} {x + r * 1.1:g},{y:g} {x:g},{y + r * 1.25:g} '
                f'{x - r * 1.1:g},{y:g}" fill="{colour}"/>')
    size = max(12, r * 1.15)
    dy = r * 0.42 if shape != "triangle" else r * 0.62
    letter = text(x, y + dy, icon.letter, size=size, anchor="middle", weight="bold", fill="#fff")
    return f"<g><title>{icon.label}</title>{body}{letter}</g>"


def _icons_row(icons, x, y, r=ICON_R, gap=26) -> str:
    return "".join(icon_svg(i, x + k * gap, y, r) for k, i in enumerate(icons))


def _lines(x, y, lines, size=12, step=None, **kw) -> str:
    step = step or size + 4
    return "".join(text(x, y + k * step, ln, size=size, **kw) for k, ln in enumerate(lines))


def _card_body(c: AnimalCard, w: float = CARD_W, tag: str = "") -> str:
    """An Aquatic Animal card: icons on top (Option A), name, condition at the bottom (Option B)."""
    out = [rect(0, 0, w, CARD_H, fill="#f7fbff", stroke="#1a365d", rx=10, sw=1.5),
           rect(1, 1, w - 2, 42, fill="#e2ecf7", stroke="none", rx=9),
           _icons_row(c.icons, 20, 22),
           text(w - 8, 27, "Option A", anchor="end", fill=_SOFT)]
    y = 66
    for ln in wrap(c.name, fit(w - 16, 15, True)):
        out.append(text(w / 2, y, ln, size=15, anchor="middle", weight="bold"))
        y += 18
    for ln in wrap(c.latin, fit(w - 16, 12)):
        out.append(text(w / 2, y, ln, anchor="middle", style="italic", fill="#444"))
        y += 15
    if tag:
        out.append(provenance_tag(c.provenance.value, w / 2 - 48, y - 4, words=tag))
    top = CARD_H - 104
    out.append(rect(6, top, w - 12, 98, fill="#fffbea", stroke="#b7791f", rx=6))
    out.append(text(12, top + 18, "Option B", weight="bold", fill="#744210"))
    cond = wrap(c.condition.text, fit(w - 24, 12.5))[:4]
    out.append(_lines(w / 2, top + 38, cond, size=12.5, step=16, anchor="middle"))
    return "".join(out)


_SAID = {
    "illustrative": "the rest is our own example",
    "inferred": "we worked the rest out from its examples",
    "secondary": "the rest comes from another source",
}


def _card_words(c: AnimalCard, tag: str = "") -> str:
    prov = f" (marked \"{tag}\")" if tag else ""
    return (f"{c.name} card: icons {_icons_words(c.icons)} (Option A); "
            f"condition: {c.condition.text} (Option B){prov}")


def _marks(cards, full: bool = False) -> dict:
    """Card name -> the words of its tag: every card not printed in full (``full``: a card
    sheet), or only the cards that differ from the others of the picture."""
    cards = list({c.name: c for c in cards}.values())
    if full:
        return {c.name: TAG_WORDS[c.provenance.value] for c in cards if c.provenance.value != "rulebook"}
    common, odd = odd_ones([c.provenance.value for c in cards])
    return {cards[i].name: TAG_WORDS[cards[i].provenance.value] for i in odd
            if cards[i].provenance.value != "rulebook"}


def provenance_note(cards, full: bool = False) -> str:
    """The one sentence under a picture that says which of its cards are not printed in full in
    the rulebook, for a child ("" when every card is).

    >>> provenance_note([_card("Sea Star"), _card("Octopus"), _card("Stingray")])
    'The rulebook does not print all of the card marked "our example": the rest is our own example.'
    >>> provenance_note([_card("Octopus")])
    'The rulebook does not print all of this card: the rest is our own example.'
    """
    cards = list({c.name: c for c in cards}.values())
    if full or not cards:
        return ""
    marks = _marks(cards)
    out = []
    for prov, rest in _SAID.items():
        unmarked = [c.name for c in cards if c.provenance.value == prov and c.name not in marks]
        marked = [c for c in cards if c.provenance.value == prov and c.name in marks]
        if unmarked:
            what = ("this card" if len(cards) == 1 else "these cards" if len(unmarked) == len(cards)
                    else and_list(unmarked))
            out.append(f"The rulebook does not print all of {what}: {rest}.")
        if marked:
            one = len(marked) == 1
            out.append(f'The rulebook does not print all of the card{"" if one else "s"} marked '
                       f'"{TAG_WORDS[prov]}": {rest}.')
    return " ".join(out)


def _said_once(words: str, cards, full: bool = False) -> str:
    extra = provenance_note(cards, full)
    return f"{words.rstrip('.')}. {extra}" if extra else words


def _with_note(html: str, cards, full: bool = False) -> str:
    words = provenance_note(cards, full)
    return column(html, note(words), gap=6) if words else html


def card_svg(c, *, provenance: bool = False) -> str:
    """A whole Aquatic Animal card as one SVG (164 × 250): icons on top, name, condition below
    (``provenance=True``: tagged "our example" or "worked out" when not printed in full, for a
    card sheet). Its title says where its data comes from."""
    c = _card(c)
    tag = _marks([c], True).get(c.name, "") if provenance else ""
    return svg(CARD_W, CARD_H, _card_body(c, tag=tag), title=_said_once(_card_words(c, tag), [c]))


def card_picture(c, *, provenance: bool = False) -> Picture:
    """One Aquatic Animal card, with a note when the rulebook does not print all of it."""
    c = _card(c)
    one = card_svg(c, provenance=provenance)
    words = _card_words(c, _marks([c], True).get(c.name, "") if provenance else "")
    return Picture(one, _said_once(words, [c], provenance), html=_with_note(hide_svg(one), [c], provenance))


def _other_face(f: SanctuaryFace) -> SanctuaryFace:
    return [SANCTUARY_FACES[i] for i in SANCTUARY_CARDS[f.card] if i != f.id][0]


def _face_body(f: SanctuaryFace, note: str = "", picked: bool = False, tag: bool = False) -> str:
    out = [rect(0, 0, FACE_W, FACE_H, fill="#eefaf3", stroke="#22543d", rx=10, sw=3.5 if picked else 1.8),
           text(FACE_W / 2, 20, "Sanctuary card", anchor="middle", fill="#22543d", weight="bold"),
           _icons_row(f.icons, FACE_W / 2 - (len(f.icons) - 1) * 13, 44),
           text(FACE_W / 2, 80, f.name, size=15, anchor="middle", weight="bold"),
           text(FACE_W / 2, 97, f.latin, anchor="middle", style="italic", fill="#444")]
    if note:
        out.append(rect(8, 112, FACE_W - 16, 44, fill="#fff", stroke="#22543d", rx=6))
        out.append(_lines(FACE_W / 2, 130, wrap(note, fit(FACE_W - 24, 12, True))[:2], anchor="middle",
                          weight="bold", fill="#22543d"))
    else:
        out.append(text(FACE_W / 2, 120, f"Other side: {_other_face(f).name}"
                        if len(_other_face(f).name) < 9 else "Other side:", anchor="middle", fill="#333"))
        if len(_other_face(f).name) >= 9:
            out.append(text(FACE_W / 2, 136, _other_face(f).name, anchor="middle", fill="#333"))
        if tag:
            out.append(provenance_tag(f.pairing_source.provenance.value, FACE_W / 2 - 48, 142))
    return "".join(out)


_PAIRING = "Which two faces share one Sanctuary card is our own example: the rulebook does not say."


def _face_words(f: SanctuaryFace) -> str:
    return (f"{f.name} Sanctuary face: icons {_icons_words(f.icons)}; other side {_other_face(f).name} "
            f"(which faces share a card is our own example: the rulebook does not say)")


def face_svg(f, *, provenance: bool = False) -> str:
    """One Sanctuary face as one SVG (164 × 168); ``provenance=True``: its other side tagged
    "our example" (for a card sheet)."""
    f = _face(f)
    return svg(FACE_W, FACE_H, _face_body(f, tag=provenance), title=_face_words(f))


def face_picture(f, *, provenance: bool = False) -> Picture:
    """One side of a Sanctuary card, with the note that its pairing is our own example."""
    f = _face(f)
    one = face_svg(f, provenance=provenance)
    html = hide_svg(one) if provenance else column(hide_svg(one), note(_PAIRING), gap=6)
    return Picture(one, _face_words(f), html=html)


def back_svg_body(w=110, h=150, label="?") -> str:
    """The back of an Aquatic Animal card (a hidden card), with a big label."""
    return (rect(0, 0, w, h, fill="#2c5282", stroke="#1a365d", rx=8) +
            rect(6, 6, w - 12, h - 12, fill="none", stroke="#bee3f8", rx=5) +
            text(w / 2, h / 2 + 10, label, size=28, anchor="middle", fill="#fff", weight="bold"))


def _back_svg(label="?", w=110, h=150) -> str:
    return svg(w, h, back_svg_body(w, h, label), hidden=True)


# ============================================================================ galleries, legend

def gallery(cards=None, per_row: Optional[int] = None, *, provenance: bool = False) -> Picture:
    """All 16 animal cards (or the given ones), side by side, wrapping on narrow screens; the
    cards not printed in full in the rulebook tagged where they differ from the others, said
    once in a note (``provenance=True``: every such card tagged, no note).
    (``per_row`` is accepted for older callers and ignored: the screen decides.)"""
    cards = [_card(c) for c in (ANIMALS if cards is None else cards)]
    marks = _marks(cards, provenance)
    html = row(*(figure(svg(CARD_W, CARD_H, _card_body(c, tag=marks.get(c.name, "")), hidden=True))
                 for c in cards))
    alt = f"{len(cards)} Aquatic Animal card{'s' if len(cards) != 1 else ''}: " + "; ".join(
        f"{c.name}, icons {_icons_words(c.icons)}, condition {c.condition.text}"
        + (f' (marked "{marks[c.name]}")' if c.name in marks else "") for c in cards)
    return Picture(alt=_said_once(alt, cards, provenance), html=_with_note(html, cards, provenance))


def faces_gallery(per_row: Optional[int] = None, *, provenance: bool = False) -> Picture:
    """The four Sanctuary faces, each with its other side; the pairing is our own example, said
    once under them (``provenance=True``: on every face too)."""
    html = column(row(*(figure(face_svg(f, provenance=provenance)) for f in SANCTUARY_FACES)), note(_PAIRING), gap=6)
    pairs = "; ".join(" and ".join(SANCTUARY_FACES[i].name for i in pair) + " share a card"
                      for pair in SANCTUARY_CARDS)
    alt = ("The 4 Sanctuary faces: " + "; ".join(f"{f.name}, icons {_icons_words(f.icons)}" for f in SANCTUARY_FACES)
           + f". {pairs}. {_PAIRING}")
    return Picture(alt=alt, html=html)


def _mini_card_symbol(x, y, shows: str) -> str:
    """A small card, its visible part (``"icons"`` top or ``"condition"`` bottom) coloured."""
    out = [rect(x - 13, y - 18, 26, 36, fill="#fff", stroke="#1a365d", rx=3, sw=1.5)]
    if shows == "icons":
        out.append(rect(x - 13, y - 18, 26, 13, fill="#2b6cb0", stroke="#1a365d", rx=3, sw=1.5))
    else:
        out.append(rect(x - 13, y + 5, 26, 13, fill="#b7791f", stroke="#1a365d", rx=3, sw=1.5))
    return "".join(out)


_LEGEND = (
    ("Size", "an icon: circle with S", "size"),
    ("Danger", "an icon: triangle with D", "danger"),
    ("Grace", "an icon: diamond with G", "grace"),
    ("Ranking Point", "the points you score; the most points wins", "point"),
    ("Opponent", "a condition that compares your sanctuary with your opponent's", "opponent"),
    ("Card with a visible condition", "tucked to show its scoring condition (Option B)", "condition"),
    ("Card with visible icons", "tucked to show its icons (Option A); your Sanctuary card counts too", "icons"),
)


def _legend_symbol(kind: str, x: float, y: float) -> str:
    if kind in ("size", "danger", "grace"):
        return icon_svg(Icon[kind.upper()], x, y, 13)
    if kind == "point":
        pts = " ".join(f"{x + 15 * dx:g},{y + 15 * dy:g}" for dx, dy in
                       ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5)))
        return (f'<polygon points="{pts}" fill="#975a16"/>' +
                text(x, y + 4.5, "RP", anchor="middle", weight="bold", fill="#fff"))
    if kind == "opponent":
        return (f'<circle cx="{x:g}" cy="{y:g}" r="15" fill="#4a5568"/>' +
                text(x, y + 4.5, "vs", anchor="middle", weight="bold", fill="#fff"))
    return _mini_card_symbol(x, y, kind)


def icon_legend() -> Picture:
    """The seven symbols of the rulebook's legend, each with its name and what it means."""
    pieces = []
    w = 300
    for name, meaning, kind in _LEGEND:
        heads = wrap(name, fit(w - 64, 14, True))
        lines = wrap(meaning, fit(w - 64, 12))
        h = max(56, 16 + 18 * len(heads) + 16 * len(lines))
        body = (rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#a0aec0", rx=8) + _legend_symbol(kind, 28, h / 2) +
                _lines(56, 24, heads, size=14, step=18, weight="bold") +
                _lines(56, 24 + 18 * len(heads), lines, fill=_SOFT))
        pieces.append(svg(w, h, body, hidden=True))
    alt = "The symbols of the game: " + "; ".join(f"{n}: {m}" for n, m, _ in _LEGEND)
    return Picture(alt=alt, html=row(*pieces, gap=8))


def card_table() -> Table:
    """Every animal card: icons, condition, and where each part comes from."""
    rows = [(c.name, " + ".join(i.label for i in c.icons), c.condition.text,
             c.icons_source.provenance.value, c.condition_source.provenance.value,
             c.latin_source.provenance.value) for c in ANIMALS]
    return Table(("Card", "Icons (Option A)", "Condition (Option B)", "Icons from", "Condition from",
                  "Latin name from"), rows)


# ============================================================================ sanctuaries

def _badges(k: Counts, x: float, y: float) -> str:
    """Three icon badges with their counts: ``(S) 5 Size  (D) 1 Danger  (G) 0 Grace``."""
    out, cx = [], x
    for icon, n in ((SIZE, k.size), (DANGER, k.danger), (GRACE, k.grace)):
        label = f"{fmt(n)} {icon.label}"
        out.append(icon_svg(icon, cx + 11, y))
        out.append(text(cx + 28, y + 5, label, size=13, weight="bold"))
        cx += 28 + len(label) * 8 + 12
    return "".join(out)


def _sanctuary_body(s: Sanctuary, label: str = "", breakdown=None, total_label: str = "Total",
                    marks: Optional[dict] = None, w: float = SANCT_W) -> tuple[str, float]:
    """The stack: icon strips above the Sanctuary card, condition strips below, then the counts.
    ``marks`` maps a card id to a note that outlines its strip (e.g. the card a Jellyfish copies)."""
    marks = marks or {}
    lines = {line.source.id: line for line in breakdown.lines} if breakdown is not None else {}
    out, y = [], 8
    if label:
        out.append(text(12, 26, label, size=16, weight="bold"))
        y = 38
    for c in s.icon_animals:  # each tucked card shows its top: icons and name
        out.append(rect(8, y, w - 16, 34, fill="#e2ecf7", stroke="#2c5282", rx=5))
        out.append(_icons_row(c.icons, 26, y + 17))
        out.append(text(76, y + 22, c.name, size=13))
        y += 37
    k = s.counts
    if s.face is not None:
        out.append(rect(8, y, w - 16, 58, fill="#eefaf3", stroke="#22543d", rx=7, sw=2))
        out.append(_icons_row(s.face.icons, 28, y + 29))
        out.append(text(106, y + 26, s.face.name, size=15, weight="bold"))
        out.append(text(106, y + 45, "Sanctuary card", fill="#22543d"))
        y += 62
    else:
        out.append(rect(8, y, w - 16, 104, fill="#f7fafc", stroke="#4a5568", rx=7, extra='stroke-dasharray="5 3"'))
        out.append(text(18, y + 22, "Known only by its counts:", size=13, weight="bold"))
        out.append(_badges(k, 18, y + 46))
        n = k.icon_cards
        out.append(text(18, y + 74, f"{fmt(n)} card{'s' if n != 1 else ''} showing icons", size=13))
        out.append(text(18, y + 92, "(which cards: not known)", fill=_SOFT))
        y += 108
    for c in s.conditions:  # each tucked card shows its bottom: the condition
        line = lines.get(c.id)
        extra = []
        if line is not None and line.source.is_copy:
            extra.append(f"copies {line.via.name}" if line.via is not None else "nothing to copy")
        if marks.get(c.id):
            extra.append(marks[c.id])
        cond = wrap(c.condition.text, fit(w - 36, 12))
        h = 30 + 16 * (len(cond) + len(extra))
        marked = c.id in marks
        out.append(rect(8, y, w - 16, h, fill="#fffbea", stroke="#c05621" if marked else "#b7791f", rx=5,
                        sw=3.5 if marked else 1.2))
        out.append(text(18, y + 20, c.name, size=13, weight="bold"))
        if line is not None:
            out.append(text(w - 18, y + 20, _points(line.points), size=13, weight="bold", anchor="end",
                            fill="#9b2c2c" if line.points < 0 else _INK))
        out.append(_lines(18, y + 37, cond, fill="#5f370e"))
        out.append(_lines(18, y + 37 + 16 * len(cond), extra, weight="bold", fill="#744210"))
        y += h + 3
    if s.face is not None:
        out.append(_badges(k, 12, y + 20))
        y += 36
        n_i, n_c = k.icon_cards, k.condition_cards
        words = (f"Cards: {fmt(n_i)} showing icons, {fmt(n_c)} showing a condition")
        for ln in wrap(words, fit(w - 24, 12)):
            out.append(text(12, y + 8, ln, fill=_SOFT))
            y += 16
    if breakdown is not None:
        out.append(text(12, y + 24, f"{total_label}: {_points(breakdown.total).replace('point', 'Ranking Point')}",
                        size=15, weight="bold"))
        y += 30
    h = y + 10
    return rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#718096", rx=10) + "".join(out), h


def _sanctuary_words(s: Sanctuary, label: str = "", breakdown=None, total_label: str = "Total") -> str:
    k = s.counts
    lines = {line.source.id: line for line in breakdown.lines} if breakdown is not None else {}
    head = f"{label}: " if label else ""
    if s.face is not None:
        parts = [f"{head}{s.face.name} sanctuary: {_counts_words(k)}"]
        if s.icon_animals:
            parts.append("icons from " + ", ".join(c.name for c in s.icon_animals))
    else:
        parts = [f"{head}sanctuary known only by its counts: {_counts_words(k)}, "
                 f"{fmt(k.icon_cards)} cards showing icons"]
    conds = []
    for c in s.conditions:
        line = lines.get(c.id)
        if line is None:
            conds.append(f"{c.name} ({c.condition.text})")
        else:
            copy = (f", copies {line.via.name}" if line.via is not None else ", nothing to copy") if c.is_copy else ""
            conds.append(f"{c.name} (scores {_pts(line.points)}{copy})")
    parts.append("conditions: " + (", ".join(conds) if conds else "none"))
    if breakdown is not None:
        parts.append(f"{total_label.lower()} {_pts(breakdown.total)} Ranking Points")
    return "; ".join(parts)


def sanctuary_picture(sanctuary: Sanctuary, label: str = "", breakdown=None, *, total_label: str = "Total",
                      marks: Optional[dict] = None) -> Picture:
    """A sanctuary as its stack of cards: icon strips above the Sanctuary card, condition strips
    below, then the icon counts. With ``breakdown`` (a ``ScoreBreakdown`` from :func:`score`),
    each condition shows its points and a total line. A sanctuary known only by its counts
    (``Sanctuary.from_counts``) shows its counts as icon badges and its condition cards."""
    body, h = _sanctuary_body(sanctuary, label, breakdown, total_label, marks)
    words = _sanctuary_words(sanctuary, label, breakdown, total_label)
    return Picture(svg(SANCT_W, h, body, title=words), words)


# ============================================================================ the board

def _hand_card_svg(c: AnimalCard, w=None, who: str = "", tag: str = "") -> str:
    """A card with, under it, what adding it would do now (``w``: a :class:`WhatIf`) to the
    viewer's score (``who``: the player's name when the board is not seen by one player)."""
    if w is None:
        return svg(CARD_W, CARD_H, _card_body(c, tag=tag), hidden=True)
    y0 = CARD_H + 6
    panel = [rect(0.5, y0, CARD_W - 1, 98, fill="#f0fff4", stroke="#276749", rx=8),
             text(10, y0 + 19, f"{who}'s score" if who else "If you add it now,", weight="bold"),
             text(10, y0 + 35, "if added now:" if who else "your score will be:", weight="bold"),
             text(10, y0 + 55, "as icons"), text(CARD_W - 10, y0 + 55, _pts(w.as_icons), size=13, weight="bold",
                                                 anchor="end"),
             text(10, y0 + 72, "as condition"), text(CARD_W - 10, y0 + 72, _pts(w.as_condition), size=13,
                                                     weight="bold", anchor="end"),
             text(10, y0 + 89, f"(condition alone: {_pts(w.condition)})", fill=_SOFT)]
    return svg(CARD_W, y0 + 99, _card_body(c, tag=tag) + "".join(panel), hidden=True)


def _what_if_figure(c: AnimalCard, w, caption: str, who: str = "", tag: str = "") -> str:
    """A card and its what-if numbers; the numbers are also in ``data-`` attributes (for tests)."""
    fig = figure(_hand_card_svg(c, w, who, tag), caption)
    if w is None:
        return fig
    return (f'<div class="gp-whatif" data-card="{escape(c.name)}" data-now="{fmt(w.now)}" '
            f'data-condition="{fmt(w.condition)}" data-as-icons="{fmt(w.as_icons)}" '
            f'data-as-condition="{fmt(w.as_condition)}">{fig}</div>')


def _what_if_words(c: AnimalCard, w) -> str:
    if w is None:
        return c.name
    return (f"{c.name} (if added: as icons {_pts(w.as_icons)} points, as its condition "
            f"{_pts(w.as_condition)} points; the condition alone scores {_pts(w.condition)})")


class _Names:
    """How the board names each seat, and the little grammar that goes with it."""

    def __init__(self, view, names: Optional[Sequence[str]] = None) -> None:
        self.seat = view.seat
        if names is not None:
            self.names = list(names)
            if len(self.names) != 2:
                raise GameError(f"names: one name per seat (2), not {len(self.names)}")
        elif view.seat is None:
            self.names = ["Player 1", "Player 2"]
        else:
            self.names = [f"Player {p + 1}" for p in range(2)]
            self.names[view.seat] = "You"

    def __getitem__(self, p: int) -> str:
        return self.names[p]

    def you(self, p: int) -> bool:
        return self.names[p].lower() == "you"

    def mid(self, p: int) -> str:
        """The name inside a sentence: ``you``, ``the bot``, ``Player 1``."""
        n = self.names[p]
        return n[0].lower() + n[1:] if self.you(p) or n.startswith("The ") else n

    def verb(self, p: int, v: str) -> str:
        if self.you(p):
            return v
        return v + ("es" if v.endswith(("sh", "ch", "s")) else "s")

    def poss(self, p: int) -> str:
        return "your" if self.you(p) else "their"

    def owner(self, p: int) -> str:
        return "Your" if self.you(p) else f"{self.names[p]}'s"


def _header(view, nm: _Names) -> str:
    p = view.current_player
    t = f"Turn {min(view.turn + 1, TURNS)} of {TURNS} \u2014 "
    if view.phase is Phase.SIDE:
        return f"Getting ready \u2014 {nm[p]} {nm.verb(p, 'choose')} a side of {nm.poss(p)} Sanctuary card"
    if view.phase is Phase.OFFER:
        return t + f"{nm[p]} {nm.verb(p, 'offer')} two cards"
    if view.phase is Phase.TAKE:
        return t + f"{nm[p]} {nm.verb(p, 'take')} one of the two offered cards"
    if view.phase in (Phase.PLACE_TAKEN, Phase.PLACE_KEPT):
        which = "took" if view.phase is Phase.PLACE_TAKEN else "kept"
        pron = "you" if nm.you(p) else "they"
        return t + f"{nm[p]} {nm.verb(p, 'add')} the card {pron} {which} to {nm.poss(p)} sanctuary"
    return "Game over \u2014 " + _result(view, nm)


def _result(view, nm: _Names) -> str:
    a, b = view.sanctuaries
    ta, tb = score(a, b).total, score(b, a).total
    w = winner(a, b)
    if w is None:
        return f"it's a tie: {_pts(ta)} to {_pts(tb)} points and {fmt(a.icons)} icons each"
    lo = 1 - w
    tw, tl = (ta, tb) if w == 0 else (tb, ta)
    if tw == tl:
        iw, il = view.sanctuaries[w].icons, view.sanctuaries[lo].icons
        return (f"{nm[w]} {nm.verb(w, 'win')} on icons: {_pts(tw)} to {_pts(tl)} points, "
                f"{fmt(iw)} icons to {fmt(il)}")
    return f"{nm[w]} {nm.verb(w, 'win')} {_pts(tw)} to {_pts(tl)}"


def _can_add(s: Optional[Sanctuary], c: AnimalCard, other: Optional[Sanctuary]) -> bool:
    return (s is not None and other is not None and len(s.animals) < MAX_ANIMALS
            and c not in s.animals and c not in other.animals)


def _side_column(view, p: int, nm: _Names) -> tuple[str, str]:
    """Before the sides are revealed: the player's Sanctuary card, with its two faces."""
    me = view.seat if view.seat is not None else 0
    card_id = view.my_sanctuary_card if p == me else view.opponent_sanctuary_card
    chosen = view.sides[p]
    figs = []
    for fid in SANCTUARY_CARDS[card_id]:
        f = SANCTUARY_FACES[fid]
        picked = chosen is not None and chosen is not HIDDEN and chosen == fid
        note = ("your pick" if nm.you(p) else f"{nm.mid(p)}'s pick") if picked else ""
        figs.append(figure(svg(FACE_W, FACE_H, _face_body(f, note, picked), hidden=True)))
    if chosen is None:
        state = f"{nm[p]} {'have' if nm.you(p) else 'has'} not picked a side yet."
    elif chosen is HIDDEN:
        state = f"{nm[p]} picked a side, in secret."
    else:
        state = f"{nm[p]} picked {SANCTUARY_FACES[chosen].name}" + (
            " (the other player cannot see it yet)." if view.seat is not None else ".")
    faces = " or ".join(SANCTUARY_FACES[i].name for i in SANCTUARY_CARDS[card_id])
    html = column(para(f"{nm.owner(p)} Sanctuary card: one side to pick", bold=True), row(*figs), para(state))
    return html, f"{nm.owner(p)} Sanctuary card shows {faces}. {state}"


def board(view, names: Optional[Sequence[str]] = None, *, show_scores: bool = True,
          what_ifs: bool = True, provenance: bool = False) -> Picture:
    """A whole position as seen by ``view.seat`` (``None``: everything, both hands shown).

    In words: whose turn it is and what they do; both sanctuaries with their score so far;
    the offer (the face-up card, and a card back for a card this seat may not see); the deck;
    your hand, each card (and each offered card) with what it would make your score if you
    added it now, as icons or as its condition (:func:`~.scoring.what_if`); the other hand
    as a count. While the sides are chosen: each Sanctuary card's two faces. At the end: the
    result. ``names``: one name per seat (default: ``You`` for ``view.seat`` and ``Player N``
    for the other; ``Player 1``/``Player 2`` when ``view.seat`` is ``None``). A card not printed
    in full in the rulebook is tagged where it differs from the others, said once at the end
    (``provenance=True``: every such card tagged)."""
    nm = _Names(view, names)
    seat = view.seat
    full = seat is None
    shown = [c for c in (view.offer_up, view.offer_down) if c is not None]
    if view.phase is not Phase.SIDE:
        for p in ([0, 1] if full else [seat]):
            shown += list(view.full_state.hand(p) if full else view.hand)
    marks = _marks(shown, provenance)
    order = [0, 1] if full else [seat, 1 - seat]
    words = [_header(view, nm) + "."]
    top = [para(_header(view, nm), bold=True, big=True)]
    if full:
        top.append(para("Everything is shown, both hands included."))
    else:
        top.append(para(f"{nm[seat]} {'are' if nm.you(seat) else 'is'} Player {seat + 1}. "
                        "Cards that cannot be seen are shown as card backs."))
    sanct = view.sanctuaries
    revealed = sanct[0] is not None
    scores = (score(sanct[0], sanct[1]), score(sanct[1], sanct[0])) if revealed and show_scores else (None, None)

    # ----- the sanctuaries
    cols = {}
    for p in order:
        if not revealed:
            cols[p], w = _side_column(view, p, nm)
        else:
            total_label = "Total" if view.phase is Phase.END else "Score so far"
            pic = sanctuary_picture(sanct[p], f"{nm.owner(p)} sanctuary", scores[p], total_label=total_label)
            cols[p], w = pic.inner_html(), pic.alt
        words.append(w + ".")

    # ----- the middle: offer, deck, hands
    mid = []
    active = (view.first_player + view.turn) % 2
    taker = 1 - active
    wi_seat = taker if full else seat
    mine = sanct[wi_seat] if revealed else None
    theirs = sanct[1 - wi_seat] if revealed else None

    cache: dict = {}

    def wi(c):
        if c not in cache:
            cache[c] = what_if(mine, theirs, c) if what_ifs and _can_add(mine, c, theirs) else None
        return cache[c]

    if view.offer_up is not None:
        caps_up, caps_down = "Offered face up", "Face down (hidden)"
        if view.offer_down is not None and (full or seat == active):
            caps_down = "Face down (only the offerer sees it)"
        if view.taken_face_down is not None:
            took, kept = (caps_down, caps_up) if view.taken_face_down else (caps_up, caps_down)
            took_by = f" \u2014 taken by {nm.mid(taker)}"
            kept_by = f" \u2014 kept by {nm.mid(active)}"
            if view.taken_face_down:
                caps_down, caps_up = "Face down" + took_by, caps_up + kept_by
            else:
                caps_up, caps_down = caps_up + took_by, caps_down + kept_by
        up = view.offer_up
        wi_who = nm[wi_seat] if full else ""
        figs = [_what_if_figure(up, wi(up), caps_up, wi_who, marks.get(up.name, ""))]
        off_words = [f"{up.name} face up" + (f", {_what_if_words(up, wi(up))}" if wi(up) else "")]
        if view.offer_down is not None:
            dn = view.offer_down
            figs.append(_what_if_figure(dn, wi(dn), caps_down, wi_who, marks.get(dn.name, "")))
            off_words.append(f"{dn.name} face down" + (f", {_what_if_words(dn, wi(dn))}" if wi(dn) else ""))
        else:
            figs.append(figure(_back_svg(), caps_down))
            off_words.append("a hidden card face down")
        who = f" for {nm.mid(wi_seat)}" if full and what_ifs else ""
        mid.append(column(para(f"{nm[active]}'s offer" if not nm.you(active) else "Your offer", bold=True),
                          row(*figs)))
        words.append(f"Offer by {nm.mid(active)}: " + "; ".join(off_words) + (f" (what-ifs{who})." if who else "."))
    table = []  # the offer and the deck, side by side when there is room
    if mid:
        table.append(mid.pop())
    if view.phase is Phase.SIDE:
        mid.append(para("The animal cards are shuffled and dealt once both sides are chosen."))
        words.append("The animal cards are dealt once both sides are chosen.")
    else:
        n = view.deck_size
        deck_words = f"Deck: {n} card{'s' if n != 1 else ''}"
        table.append(figure(_back_svg(str(n), 90, 120), deck_words))
        mid.append(row(*table, gap=16, align="flex-end"))
        words.append(deck_words + ".")
        owners = [0, 1] if full else [seat]
        for p in owners:
            hand = view.full_state.hand(p) if full else view.hand
            m, t = (sanct[p], sanct[1 - p]) if revealed else (None, None)
            ws = [what_if(m, t, c) if what_ifs and view.phase is not Phase.END and _can_add(m, c, t) else None
                  for c in hand]
            title = f"{nm.owner(p)} hand" + ("" if hand else ": empty")
            mid.append(column(para(title, bold=True),
                              row(*(_what_if_figure(c, w, "", nm[p] if full else "", marks.get(c.name, ""))
                                    for c, w in zip(hand, ws)))))
            words.append(f"{title}: " + ", ".join(_what_if_words(c, w) for c, w in zip(hand, ws)) + "."
                         if hand else title + ".")
        if not full:
            k = view.opponent_hand_size
            other = f"{nm.owner(1 - seat)} hand: {k} card{'s' if k != 1 else ''}, hidden"
            mid.append(para(other, bold=True))
            words.append(other + ".")
    middle = column(*mid, gap=12, style="max-width:100%")
    # both sanctuaries side by side (they stack on a phone), the table and the hands below
    body = column(row(cols[order[0]], cols[order[1]], gap=16), middle, gap=14)
    tail = []
    if view.phase is Phase.END:
        res = _result(view, nm)
        tail.append(para(res[0].upper() + res[1:] + ".", bold=True, big=True))
    said = provenance_note(shown, provenance)
    if said:
        tail.append(note(said))
        words.append(said)
    html = column(*top, body, *tail, gap=10)
    return Picture(alt="Pacific Ocean position. " + " ".join(words), html=html)


# ============================================================================ explanations

def _tuck_svg(option: str, c: AnimalCard, f: SanctuaryFace) -> str:
    """The animal card tucked under the Sanctuary card: its hidden part is a dashed outline."""
    w, h = 240, 272
    x0 = (w - CARD_W) / 2
    sanct = (rect(x0 - 10, 0, CARD_W + 20, 130, fill="#eefaf3", stroke="#22543d", rx=10, sw=2) +
             text(w / 2, 24, "Sanctuary card", anchor="middle", weight="bold", fill="#22543d") +
             _icons_row(f.icons, w / 2 - (len(f.icons) - 1) * 13, 56) +
             text(w / 2, 98, f.name, size=15, anchor="middle", weight="bold"))
    if option == "A":  # only the top (the icons) shows, above the Sanctuary card
        card_y, show_from, show_to, sanct_y = 10, 0, 46, 56
    else:  # only the bottom (the condition) shows, below the Sanctuary card
        card_y, show_from, show_to, sanct_y = 12, CARD_H - 108, CARD_H, 10
    visible = (f'<svg x="{x0:g}" y="{card_y + show_from:g}" width="{CARD_W:g}" height="{show_to - show_from:g}" '
               f'viewBox="0 {show_from:g} {CARD_W:g} {show_to - show_from:g}">{_card_body(c)}</svg>')
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#a0aec0", rx=10),
           rect(x0, card_y, CARD_W, CARD_H, fill="none", stroke="#4a5568", rx=10, sw=1.5,
                extra='stroke-dasharray="6 4"'),
           visible, group(sanct, 0, sanct_y)]
    if option == "A":
        out.append(text(w / 2, sanct_y + 130 + (CARD_H + card_y - sanct_y - 130) / 2 + 5,
                        "(hidden under it)", anchor="middle", fill="#4a5568"))
    return svg(w, h, "".join(out), hidden=True)


def tuck_picture(example="Mako Shark", sanctuary_face="Nautilus") -> Picture:
    """How a card is tucked under the Sanctuary card: Option A shows only its top (the icons,
    above the Sanctuary card), Option B only its bottom (the condition, below it)."""
    c, f = _card(example), _face(sanctuary_face)
    a = figure(_tuck_svg("A", c, f), f"Option A: only the top shows, above the Sanctuary card. "
                                     f"The {c.name} adds its icons ({_icons_words(c.icons)}).")
    b = figure(_tuck_svg("B", c, f), f"Option B: only the bottom shows, below the Sanctuary card. "
                                     f"The {c.name} adds its condition ({c.condition.text}).")
    alt = (f"Two ways to add the {c.name} to the {f.name} Sanctuary card. Option A: the card is tucked "
           f"under the Sanctuary card so that only its top, with its icons {_icons_words(c.icons)}, shows "
           f"above it. Option B: only its bottom, with its condition \u201c{c.condition.text}\u201d, shows below it.")
    return Picture(alt=alt, html=row(a, b, gap=16))


def _set_svg(groups, leftover=(), caption="") -> str:
    """Icons in boxes, one box per complete set; ``leftover`` icons outside, greyed."""
    per = max(len(g) for g in groups)
    w = 12 + len(groups) * (per * 30 + 24) + (max(32 * len(leftover), 72) + 8 if leftover else 0)
    w = min(MAX_WIDTH, max(w, 200))
    h = 110
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#a0aec0", rx=10)]
    x = 12
    for g in groups:
        bw = len(g) * 30 + 8
        out.append(rect(x, 12, bw, 44, fill="#fefcbf", stroke="#744210", rx=8, sw=2))
        out.append(_icons_row(g, x + 19, 34, gap=30))
        x += bw + 16
    if leftover:
        out.append(rect(x, 12, max(32 * len(leftover), 72), 44, fill="#fff", stroke="#4a5568", rx=8,
                        extra='stroke-dasharray="4 3"'))
        for k, i in enumerate(leftover):
            out.append(icon_svg(i, x + 20 + k * 32, 34))
        out.append(text(x + 4, 72, "left over", fill=_SOFT))
    out.append(text(12, 96 if leftover else 84, caption, size=14, weight="bold"))
    return svg(w, h, "".join(out), hidden=True)


def sets_picture() -> Picture:
    """What an icon pair (Size/Danger) and a Size/Danger/Grace combination look like, and that
    3 Size and 2 Danger make 2 Size/Danger pairs (the smaller count; counted by the library)."""
    pair, combo = IconSets((SIZE, DANGER)), IconSets((SIZE, DANGER, GRACE))
    one_pair = pair.value(Counts(1, 1, 0), None)
    one_combo = combo.value(Counts(1, 1, 1), None)
    k = Counts(3, 2, 0)
    n = int(pair.value(k, None))
    left = [SIZE] * int(k.size - n) + [DANGER] * int(k.danger - n)
    pieces = [
        figure(_set_svg([(SIZE, DANGER)], caption=f"= {fmt(one_pair)} pair"),
               "One Size/Danger pair: one Size and one Danger."),
        figure(_set_svg([(SIZE, DANGER, GRACE)], caption=f"= {fmt(one_combo)} combination"),
               "One Size/Danger/Grace combination: one of each."),
        figure(_set_svg([(SIZE, DANGER)] * n, left, caption=f"3 Size + 2 Danger = {n} pairs"),
               f"3 Size and 2 Danger make {n} pairs: each pair needs one of each, "
               f"so {len(left)} Size is left over."),
    ]
    alt = (f"Icon sets. A Size/Danger pair is one Size icon and one Danger icon. A Size/Danger/Grace "
           f"combination is one icon of each kind. 3 Size and 2 Danger make {n} Size/Danger pairs, "
           f"with {len(left)} Size left over.")
    return Picture(alt=alt, html=row(*pieces, gap=16))


def _arrow_svg(jelly: AnimalCard, via: Optional[AnimalCard], points) -> str:
    """The Jellyfish's strip, an arrow, the copied card's strip, and the points."""
    w, h = 250, 160
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#a0aec0", rx=10),
           rect(10, 12, 96, 46, fill="#fffbea", stroke="#c05621", rx=5, sw=3),
           text(58, 40, jelly.name, size=13, weight="bold", anchor="middle")]
    if via is not None:
        names = wrap(via.name, 11)[:2]
        out += ['<path d="M110 35 H128" stroke="#744210" stroke-width="3"/>',
                '<polygon points="128,28 140,35 128,42" fill="#744210"/>',
                rect(144, 12, 96, 46, fill="#fffbea", stroke="#c05621", rx=5, sw=3),
                _lines(192, 40 - 8 * (len(names) - 1), names, size=12.5, step=16, weight="bold", anchor="middle"),
                text(12, 82, "copies that card's condition", size=12.5),
                text(12, 99, "and counts it in its own", size=12.5),
                text(12, 116, "sanctuary:", size=12.5)]
    else:
        out.append(text(12, 92, "nothing to copy", size=13))
    out.append(text(12, 144, _points(points), size=16, weight="bold"))
    return svg(w, h, "".join(out), hidden=True)


def jellyfish_picture(mine: Sanctuary, theirs: Sanctuary,
                      labels: tuple[str, str] = ("Your sanctuary", "The other sanctuary")) -> Picture:
    """The Jellyfish in ``mine`` and the condition it copies in ``theirs``, with its points
    (from :func:`~.scoring.score`: the line's ``via`` is the copied card)."""
    b_mine, b_theirs = score(mine, theirs), score(theirs, mine)
    line = next((ln for ln in b_mine.lines if ln.source.is_copy), None)
    if line is None:
        pics = [sanctuary_picture(mine, labels[0], b_mine), sanctuary_picture(theirs, labels[1], b_theirs)]
        alt = f"There is no Jellyfish in {labels[0].lower()}. " + " ".join(p.alt + "." for p in pics)
        return Picture(alt=alt, html=row(*(p.inner_html() for p in pics), gap=16))
    jelly, via = line.source, line.via
    marks_theirs = {via.id: "copied by the Jellyfish"} if via is not None else {}
    p_mine = sanctuary_picture(mine, labels[0], b_mine, marks={jelly.id: ""})
    p_theirs = sanctuary_picture(theirs, labels[1], b_theirs, marks=marks_theirs)
    arrow = figure(_arrow_svg(jelly, via, line.points))
    how = line.detail.split(" \u2014 ")[-1]
    if via is not None:
        explain = (f"The Jellyfish copies {via.name} ({via.condition.text}) from {labels[1].lower()} "
                   f"and counts it in {labels[0].lower()}: {how}, "
                   f"so {_points(line.points)}.")
    else:
        explain = f"The Jellyfish has nothing to copy in {labels[1].lower()}: 0 points."
    html = column(row(p_mine.inner_html(), arrow, p_theirs.inner_html(), gap=16), para(explain))
    return Picture(alt=f"{explain} {p_mine.alt}. {p_theirs.alt}.", html=html)


def emma_and_liam_picture() -> Picture:
    """The rulebook's scoring example: Emma's and Liam's sanctuaries (known by their counts),
    each scored by the library, and the winner."""
    from .examples import emma_and_liam

    emma, liam = emma_and_liam()
    be, bl = score(emma, liam), score(liam, emma)
    w = winner(emma, liam)
    names = ("Emma", "Liam")
    totals = (be.total, bl.total)
    if w is None:
        result = f"It's a tie: {_pts(be.total)} to {_pts(bl.total)}."
    else:
        result = f"{names[w]} wins, {_pts(totals[w])} to {_pts(totals[1 - w])}."
    pe, pl = sanctuary_picture(emma, "Emma", be), sanctuary_picture(liam, "Liam", bl)
    html = column(row(pe.inner_html(), pl.inner_html(), gap=16), para(result, bold=True, big=True))
    return Picture(alt=f"The rulebook's scoring example. {pe.alt}. {pl.alt}. {result}", html=html)
