"""Drawing helpers every game shares: pictures that notebooks and the site display, HTML tables
that also print as text, fixed layouts that carry a rule, and provenance said once.

A :class:`Picture` is HTML: ``<div class="game-picture" role="img" aria-label="…">`` around
small inline SVG pieces (each at most :data:`~.svg.MAX_WIDTH` px wide, text at least
:data:`~.svg.MIN_TEXT` px) laid out with ``display:flex; flex-wrap:wrap``, so that on a phone
the pieces stack instead of shrinking. The label says in words what the picture shows; the
SVGs inside are ``aria-hidden`` so that nothing is read twice. Text written in the HTML (not in
an SVG) inherits the page's colour, so it reads in light and dark themes; text inside an SVG
always sits on a light shape the SVG draws itself.

**Layouts that carry a rule never reflow.** Where the place of a piece is part of the game (a
Great Barrier Reef reef is a row: the cards that touch are the cards that score; Open Ocean's
placement grid), :func:`fixed_layout` composes the pieces into one SVG in a frame: it scales
down with the column until its smallest text is :data:`READABLE_PX` px on screen, then scrolls
sideways inside its own frame (``overflow-x:auto``, focusable by keyboard, labelled), so that
the page itself never scrolls sideways and neighbours stay neighbours. A picture holding such a
frame is a ``role="figure"`` (a focusable frame may not sit inside a ``role="img"``): its
``aria-label`` still says everything, its other text is ``aria-hidden``. Pieces whose layout
carries no rule (a hand of cards) still wrap (:func:`row`).

**Provenance is said once.** A picture does not tag every card whose data is ours: one note
(:func:`note`) says it for the picture, and a card is marked (:func:`provenance_tag`) only
where it differs from the others (:func:`odd_ones`). The drawing functions take
``provenance=True`` to tag every card (the card sheets, which are cut apart).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from html import escape
from typing import Optional, Sequence

from .svg import FONTS, MAX_WIDTH, MIN_TEXT, rect, text

PROVENANCE_COLOURS = {"rulebook": "#555", "inferred": "#975a16", "secondary": "#6b46c1",
                      "illustrative": "#b83280"}
TAG_WORDS = {"rulebook": "", "inferred": "worked out", "secondary": "other source",
             "illustrative": "our example"}
"""What a card's tag says, in a player's words (the data's labels are explained on About the data)."""


def provenance_tag(prov: str, x: float, y: float, width: float = 96, words: str = "") -> str:
    """A small rounded label saying where a card's data comes from (nothing for ``rulebook``),
    in a player's words (:data:`TAG_WORDS`, or ``words``)."""
    prov = str(prov)
    if prov == "rulebook" and not words:
        return ""
    colour = PROVENANCE_COLOURS[prov]
    return (rect(x, y, width, 18, fill="#fff", stroke=colour, rx=9, sw=1) +
            text(x + width / 2, y + 13.5, words or TAG_WORDS[prov], size=MIN_TEXT, anchor="middle",
                 fill=colour, weight="bold"))


def odd_ones(keys: Sequence) -> tuple:
    """The key most items of a picture share, and the positions of the items that differ from it:
    those get a mark, the shared one is said once in a note. Ties go to the first key seen.

    >>> odd_ones(["ours", "ours", "printed", "ours"])
    ('ours', frozenset({2}))
    >>> odd_ones([])
    (None, frozenset())
    """
    keys = list(keys)
    if not keys:
        return None, frozenset()
    counts = Counter(keys)
    common = max(counts, key=lambda k: (counts[k], -keys.index(k)))
    return common, frozenset(i for i, k in enumerate(keys) if k != common)


def note(words: str) -> str:
    """The one note under a picture that says what in it is ours (provenance, said once)."""
    return (f'<p class="gp-note" style="margin:0;color:inherit;max-width:40em;font-style:italic">'
            f'{escape(words)}</p>')


# ----------------------------------------------------------------------------- HTML layout

def hide_svg(svg_text: str) -> str:
    """The same SVG for use inside a labelled picture: ``aria-hidden``, its ``<title>`` dropped."""
    out = svg_text.replace('role="img"', 'aria-hidden="true" focusable="false"', 1)
    return re.sub(r"^(<svg[^>]*>)<title>[^<]*</title>", r"\1", out, count=1)


def row(*items: str, gap: int = 12, align: str = "flex-start") -> str:
    """Items side by side that wrap onto new lines on a narrow screen."""
    return (f'<div class="gp-row" style="display:flex;flex-wrap:wrap;gap:{gap}px;'
            f'align-items:{align}">{"".join(items)}</div>')


def column(*items: str, gap: int = 8, style: str = "") -> str:
    return (f'<div class="gp-col" style="display:flex;flex-direction:column;gap:{gap}px;'
            f'min-width:0;{style}">{"".join(items)}</div>')


def para(words: str, bold: bool = False, big: bool = False) -> str:
    """A line of words in the page's own colour (readable in light and dark themes)."""
    weight = "font-weight:bold;" if bold else ""
    size = "font-size:1.1em;" if big else ""
    cls = "gp-h" if bold else "gp-text"
    return f'<p class="{cls}" style="margin:0;{weight}{size}color:inherit;max-width:40em">{escape(words)}</p>'


def figure(svg_text: str, caption: str = "") -> str:
    """One SVG piece with a caption under it (the caption in HTML, in the page's colour)."""
    cap = (f'<span class="gp-cap" style="max-width:{_width(svg_text):g}px;text-align:center;'
           f'color:inherit">{escape(caption)}</span>') if caption else ""
    return (f'<div class="gp-fig" style="display:flex;flex-direction:column;align-items:center;'
            f'gap:4px;align-self:flex-start">{hide_svg(svg_text)}{cap}</div>')


def _width(svg_text: str) -> float:
    m = re.search(r'width="([0-9.]+)"', svg_text)
    return float(m.group(1)) if m else MAX_WIDTH


def picture_html(inner: str, alt: str) -> str:
    """The labelled wrapper of every picture: ``role="img"``, or ``role="figure"`` when it holds
    a :func:`fixed_layout` frame (focusable, so it may not sit inside an image); then the words
    around the frames are ``aria-hidden``, since the label says them."""
    if FIXED_CLASS in inner:
        inner = _SAID_TEXT.sub(r'\1aria-hidden="true" ', inner)
        role = "figure"
    else:
        role = "img"
    return (f'<div class="game-picture" role="{role}" aria-label="{escape(alt, quote=True)}" '
            f'style="max-width:100%;min-width:0;margin:0.5em 0">{inner}</div>')


_SAID_TEXT = re.compile(r'(<(?:p|span|div) )(?=class="gp-(?:h|text|cap|note)")')


# ----------------------------------------------------------------------------- fixed layouts

FIXED_CLASS = "gp-fixed"
READABLE_PX = 11.0
"""The smallest text (px on screen) a fixed layout may be scaled down to before it scrolls."""

_SVG_HEAD = re.compile(r"^<svg\b[^>]*>")


def _piece(svg_text: str) -> tuple:
    """(width, height, body) of a standalone SVG piece (its <title> dropped)."""
    head = _SVG_HEAD.match(svg_text)
    if head is None or not svg_text.endswith("</svg>"):
        raise ValueError("a fixed layout takes standalone SVG pieces (core.svg.svg)")
    w = float(re.search(r'\bwidth="([0-9.]+)"', head.group(0)).group(1))
    h = float(re.search(r'\bheight="([0-9.]+)"', head.group(0)).group(1))
    body = re.sub(r"^<title>[^<]*</title>", "", svg_text[head.end():-len("</svg>")])
    return w, h, body


def fixed_layout(pieces: Sequence[str], label: str, *, columns: Optional[int] = None,
                 kinds: Optional[Sequence[str]] = None, gap: float = 0, layout: str = "") -> str:
    """Pieces whose places carry a rule, in a layout that never reflows: one row (``columns``
    None: a reef, left to right, bottoms aligned) or a grid of ``columns`` (cells of the largest
    piece's size, row by row). One SVG in a frame: at most its natural size, scaled down with the
    column until its smallest text is :data:`READABLE_PX` px on screen, then scrolled sideways
    inside the frame (focusable by keyboard, ``label`` says what it shows). Each piece is a
    ``<g class="gp-piece">`` with its position (``data-index``) and kind (``kinds``, e.g. "card").

    >>> from games_lib.core.svg import svg, text
    >>> html = fixed_layout([svg(100, 40, text(5, 20, "A")), svg(100, 40, text(5, 20, "B"))], "two cards")
    >>> 'tabindex="0"' in html, 'data-min-width="184"' in html, "overflow-x:auto" in html
    (True, True, True)
    """
    parsed = [_piece(p) for p in pieces]
    kinds = list(kinds) if kinds is not None else ["piece"] * len(parsed)
    if len(kinds) != len(parsed):
        raise ValueError("one kind per piece")
    placed = []
    if columns is None:
        height = max((h for _, h, _ in parsed), default=0)
        x = 0.0
        for k, (w, h, body) in enumerate(parsed):
            placed.append((x, height - h, body))
            x += w + (gap if k < len(parsed) - 1 else 0)
        width = x
    else:
        cw = max((w for w, _, _ in parsed), default=0)
        ch = max((h for _, h, _ in parsed), default=0)
        for k, (w, h, body) in enumerate(parsed):
            r, c = divmod(k, columns)
            placed.append((c * (cw + gap) + (cw - w) / 2, r * (ch + gap) + (ch - h) / 2, body))
        n_rows = math.ceil(len(parsed) / columns) if parsed else 0
        width = min(columns, len(parsed)) * (cw + gap) - gap if parsed else 0
        height = n_rows * (ch + gap) - gap if parsed else 0
    body = "".join(f'<g class="gp-piece" data-index="{k}" data-kind="{escape(kind)}" '
                   f'transform="translate({x:g},{y:g})">{b}</g>'
                   for k, ((x, y, b), kind) in enumerate(zip(placed, kinds)))
    sizes = [float(v) for v in re.findall(r'font-size="([0-9.]+)"', body)]
    smallest = min(sizes, default=MIN_TEXT)
    min_width = min(width, math.ceil(width * READABLE_PX / smallest)) if smallest > READABLE_PX else width
    svg_text = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
                f'viewBox="0 0 {width:g} {height:g}" aria-hidden="true" focusable="false" '
                f'style="display:block;width:100%;min-width:{min_width:g}px;max-width:{width:g}px;height:auto" '
                f'font-family="{FONTS}">{body}</svg>')
    data = f' data-layout="{escape(layout or ("row" if columns is None else "grid"))}"'
    return (f'<div class="{FIXED_CLASS}" role="img" tabindex="0" aria-label="{escape(label, quote=True)}"'
            f'{data} data-min-width="{min_width:g}" style="overflow-x:auto;overflow-y:hidden;contain:inline-size;'
            f'max-width:100%;min-width:0;padding-bottom:4px">{svg_text}</div>')


# ----------------------------------------------------------------------------- Picture

class Picture:
    """A drawing that notebooks and the site display; ``alt`` says in words what it shows.

    Either one standalone SVG (``svg_text``; then ``_repr_svg_`` gives it too), or ``html``,
    a composition of SVG pieces (then ``_repr_svg_`` gives nothing). ``_repr_html_`` is always
    there, and Jupyter and the site (myst-nb) prefer it.

    >>> p = Picture("<svg/>", "two cards")
    >>> p
    <picture: two cards>
    >>> p._repr_html_()
    '<div class="game-picture" role="img" aria-label="two cards" style="max-width:100%;min-width:0;margin:0.5em 0"><svg/></div>'
    """

    def __init__(self, svg_text: "str | None" = None, alt: str = "picture", *, html: "str | None" = None) -> None:
        self.svg = svg_text
        self.html = html
        self.alt = alt

    def __repr__(self) -> str:
        return f"<picture: {self.alt}>"

    def inner_html(self) -> str:
        """The picture without its labelled wrapper (to place it inside another picture)."""
        return self.html if self.html is not None else hide_svg(self.svg or "")

    def _repr_html_(self) -> str:
        return picture_html(self.inner_html(), self.alt)

    def _repr_svg_(self) -> "str | None":
        return self.svg


class Table:
    """An HTML table that also prints as plain text (for nbval and terminals).

    >>> print(Table(("Card", "Points"), [("Sea Star", 9)]))
    Card      Points
    --------  ------
    Sea Star  9
    """

    def __init__(self, header, rows, css_class: str = "game-table") -> None:
        self.header = list(header)
        self.rows = [list(map(str, r)) for r in rows]
        self.css_class = css_class

    def __repr__(self) -> str:
        widths = [max(len(x) for x in col) for col in zip(self.header, *self.rows)]
        fmt = "  ".join(f"{{:{w}}}" for w in widths)
        lines = [fmt.format(*self.header), fmt.format(*("-" * w for w in widths))]
        lines += [fmt.format(*r) for r in self.rows]
        return "\n".join(line.rstrip() for line in lines)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{escape(h)}</th>" for h in self.header)
        body = "".join("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in r) + "</tr>" for r in self.rows)
        return f"<table class='{self.css_class}'><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
