"""A very small SVG toolkit shared by every game's drawings (no dependency).

Pictures are made to be read on a phone: no ``<text>`` smaller than :data:`MIN_TEXT` px and no
piece wider than :data:`MAX_WIDTH` px at its natural size, so that a 390 px screen never
scales one down. Bigger compositions are HTML (flex-wrap) of several such pieces.
"""

from __future__ import annotations

from html import escape

MIN_TEXT = 12
"""Smallest font size (px, at the SVG's natural size) any drawing uses."""
MAX_WIDTH = 340
"""Widest SVG piece (px): fits a 390 px phone screen without being scaled down."""
FONTS = "DejaVu Sans, Verdana, sans-serif"


def svg(width: float, height: float, body: str, title: str = "", hidden: bool = False) -> str:
    """A standalone SVG (``role="img"`` with a ``<title>``), or, with ``hidden=True``, one
    that screen readers skip because the HTML around it carries the words (``aria-hidden``)."""
    if hidden:
        head, t = 'aria-hidden="true" focusable="false"', ""
    else:
        head = 'role="img"'
        t = f"<title>{escape(title)}</title>" if title else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
            f'viewBox="0 0 {width:g} {height:g}" {head} style="max-width:100%;height:auto" '
            f'font-family="{FONTS}">'
            f"{t}{body}</svg>")


def rect(x, y, w, h, fill="#fff", stroke="#333", rx=6, sw=1.2, extra="") -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw:g}" {extra}/>')


def text(x, y, s, size=MIN_TEXT, anchor="start", weight="normal", fill="#111", style="") -> str:
    st = f' font-style="{style}"' if style else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}"{st}>{escape(str(s))}</text>')


def text_width(s: str, size: float = MIN_TEXT, bold: bool = False) -> float:
    """A generous estimate of the width of ``s`` in DejaVu Sans (its glyphs are wide)."""
    return len(str(s)) * size * (0.66 if bold else 0.6)


def fit(width: float, size: float = MIN_TEXT, bold: bool = False) -> int:
    """How many characters fit in ``width`` px at ``size`` (for :func:`wrap`)."""
    return max(4, int(width / (size * (0.66 if bold else 0.6))))


def wrap(s: str, width: int) -> list[str]:
    """Split ``s`` into lines of at most ``width`` characters, on spaces."""
    words, lines, cur = s.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    if cur:
        lines.append(cur)
    return lines


def group(body: str, x: float = 0, y: float = 0) -> str:
    return f'<g transform="translate({x:g},{y:g})">{body}</g>'
