"""A very small SVG toolkit shared by every game's drawings (no dependency)."""

from __future__ import annotations

from html import escape


def svg(width: float, height: float, body: str, title: str = "") -> str:
    t = f"<title>{escape(title)}</title>" if title else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
            f'viewBox="0 0 {width:g} {height:g}" role="img" style="max-width:100%;height:auto" '
            f'font-family="DejaVu Sans, Verdana, sans-serif">'
            f"{t}{body}</svg>")


def rect(x, y, w, h, fill="#fff", stroke="#333", rx=6, sw=1.2, extra="") -> str:
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="{sw:g}" {extra}/>')


def text(x, y, s, size=11, anchor="start", weight="normal", fill="#111", style="") -> str:
    st = f' font-style="{style}"' if style else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}"{st}>{escape(str(s))}</text>')


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
