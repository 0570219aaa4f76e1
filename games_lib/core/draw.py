"""Drawing helpers every game shares: SVG pictures that notebooks display, HTML tables that
also print as text, and the provenance tag on cards whose data is not printed."""

from __future__ import annotations

from html import escape

from .svg import rect, text

PROVENANCE_COLOURS = {"rulebook": "#555", "inferred": "#975a16", "secondary": "#6b46c1",
                      "illustrative": "#b83280"}


def provenance_tag(prov: str, x: float, y: float, width: float = 74) -> str:
    """A small rounded label saying where a card's data comes from (nothing for ``rulebook``)."""
    prov = str(prov)
    if prov == "rulebook":
        return ""
    colour = PROVENANCE_COLOURS[prov]
    return (rect(x, y, width, 15, fill="#fff", stroke=colour, rx=7, sw=1) +
            text(x + width / 2, y + 11, prov, size=9, anchor="middle", fill=colour, weight="bold"))


class Picture:
    """An SVG drawing that notebooks display; ``alt`` says in words what it shows.

    >>> Picture("<svg/>", "two cards")
    <picture: two cards>
    """

    def __init__(self, svg_text: str, alt: str = "picture") -> None:
        self.svg = svg_text
        self.alt = alt

    def __repr__(self) -> str:
        return f"<picture: {self.alt}>"

    def _repr_svg_(self) -> str:
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
