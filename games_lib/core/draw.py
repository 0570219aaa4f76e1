"""Drawing helpers every game shares: pictures that notebooks and the site display, HTML tables
that also print as text, and the provenance tag on cards whose data is not printed.

A :class:`Picture` is HTML: ``<div class="game-picture" role="img" aria-label="…">`` around
small inline SVG pieces (each at most :data:`~.svg.MAX_WIDTH` px wide, text at least
:data:`~.svg.MIN_TEXT` px) laid out with ``display:flex; flex-wrap:wrap``, so that on a phone
the pieces stack instead of shrinking. The label says in words what the picture shows; the
SVGs inside are ``aria-hidden`` so that nothing is read twice. Text written in the HTML (not in
an SVG) inherits the page's colour, so it reads in light and dark themes; text inside an SVG
always sits on a light shape the SVG draws itself.
"""

from __future__ import annotations

import re
from html import escape

from .svg import MAX_WIDTH, MIN_TEXT, rect, text

PROVENANCE_COLOURS = {"rulebook": "#555", "inferred": "#975a16", "secondary": "#6b46c1",
                      "illustrative": "#b83280"}


def provenance_tag(prov: str, x: float, y: float, width: float = 96) -> str:
    """A small rounded label saying where a card's data comes from (nothing for ``rulebook``)."""
    prov = str(prov)
    if prov == "rulebook":
        return ""
    colour = PROVENANCE_COLOURS[prov]
    return (rect(x, y, width, 18, fill="#fff", stroke=colour, rx=9, sw=1) +
            text(x + width / 2, y + 13.5, prov, size=MIN_TEXT, anchor="middle", fill=colour, weight="bold"))


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
    """The labelled wrapper of every picture."""
    return (f'<div class="game-picture" role="img" aria-label="{escape(alt, quote=True)}" '
            f'style="max-width:100%;margin:0.5em 0">{inner}</div>')


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
    '<div class="game-picture" role="img" aria-label="two cards" style="max-width:100%;margin:0.5em 0"><svg/></div>'
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
