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
import xml.dom.minidom
from html import escape

from .svg import MAX_WIDTH, MIN_TEXT, fit, rect, svg, text, wrap

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


# ----------------------------------------------------------------------------- a one-SVG copy

def html_to_svg(html: str, title: str = "", width: float = MAX_WIDTH) -> str:
    """One SVG with the same pieces and words as a picture's HTML, stacked ``width`` px wide
    (for front-ends that want a single image; the site shows the HTML)."""
    doc = xml.dom.minidom.parseString(f"<root>{html}</root>")
    items: list = []

    def has_svg(node) -> bool:
        return bool(node.getElementsByTagName("svg"))

    def words(node) -> str:
        if node.nodeType == node.TEXT_NODE:
            return node.data
        return "".join(words(c) for c in node.childNodes)

    def walk(node) -> None:
        for c in node.childNodes:
            if c.nodeType == c.TEXT_NODE:
                if c.data.strip():
                    items.append(("text", " ".join(c.data.split()), False))
            elif c.nodeType == c.ELEMENT_NODE:
                if c.tagName == "svg":
                    items.append(("svg", float(c.getAttribute("width")), float(c.getAttribute("height")),
                                  c.toxml()))
                elif c.tagName in ("p", "span", "li", "b", "strong") and not has_svg(c):
                    s = " ".join(words(c).split())
                    if s:
                        items.append(("text", s, "gp-h" in c.getAttribute("class") or c.tagName in ("b", "strong")))
                else:
                    walk(c)

    walk(doc.documentElement)
    body, x, y, line_h = [], 8.0, 8.0, 0.0
    gap = 10
    for it in items:
        if it[0] == "svg":
            _, w, h, xml_text = it
            if x > 8 and x + w > width - 8 + 1e-9:
                x, y, line_h = 8.0, y + line_h + gap, 0.0
            body.append(f'<g transform="translate({x:g},{y:g})">{xml_text}</g>')
            x += w + gap
            line_h = max(line_h, h)
        else:
            _, s, bold = it
            if x > 8:
                x, y, line_h = 8.0, y + line_h + gap, 0.0
            size = 14 if bold else 13
            for ln in wrap(s, fit(width - 16, size, bold)):
                body.append(text(8, y + size, ln, size=size, weight="bold" if bold else "normal"))
                y += size + 5
            y += 3
    y += line_h + 8
    w_all = max([width] + [it[1] + 16 for it in items if it[0] == "svg"])
    bg = rect(0, 0, w_all, y, fill="#fff", stroke="#ccc", rx=8, sw=1)
    return svg(w_all, y, bg + "".join(body), title=title)


# ----------------------------------------------------------------------------- Picture

class Picture:
    """A drawing that notebooks and the site display; ``alt`` says in words what it shows.

    Either one standalone SVG (``svg_text``; then ``_repr_svg_`` gives it too), or ``html``,
    a composition of SVG pieces (then ``_repr_svg_`` gives nothing, unless ``fallback=True``:
    one stacked SVG made from the HTML, for older callers). ``_repr_html_`` is always there,
    and Jupyter and the site (myst-nb) prefer it.

    >>> p = Picture("<svg/>", "two cards")
    >>> p
    <picture: two cards>
    >>> p._repr_html_()
    '<div class="game-picture" role="img" aria-label="two cards" style="max-width:100%;margin:0.5em 0"><svg/></div>'
    """

    def __init__(self, svg_text: "str | None" = None, alt: str = "picture", *, html: "str | None" = None,
                 fallback: bool = False) -> None:
        self.svg = svg_text
        self.html = html
        self.alt = alt
        self.fallback = fallback

    def __repr__(self) -> str:
        return f"<picture: {self.alt}>"

    def inner_html(self) -> str:
        """The picture without its labelled wrapper (to place it inside another picture)."""
        return self.html if self.html is not None else hide_svg(self.svg or "")

    def _repr_html_(self) -> str:
        return picture_html(self.inner_html(), self.alt)

    def _repr_svg_(self) -> "str | None":
        if self.svg is None and self.fallback:
            return html_to_svg(self.html or "", self.alt)
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
