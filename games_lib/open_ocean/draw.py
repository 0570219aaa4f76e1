"""Drawings of Open Ocean cards, reefs, the Ocean and a whole table, made to be read on a phone.

Every function returns a :class:`~games_lib.core.draw.Picture` (HTML around small inline SVG
pieces, each at most 340 px wide, no text under 12 px), whose ``alt`` says in words what it
shows. The same ideas and names as :mod:`games_lib.great_barrier_reef.draw`.

**Colour is never the only signal.** Each coral colour is drawn as its colour *and* its letter
*and* a pattern (blue B: waves, purple P: dots, red R: diagonal stripes, yellow Y: plain,
green G: crosses, orange O: upright stripes), and named in words in every label. A card says its
kind in words (Sun card, Tiny fish, Special card …); its placement is drawn as a small 3 × 3
grid (all eight spaces around lit: *surrounding*; only the four edges: *bordering*) and said in
words; its action is written out ("Attract a Tiny fish").

**A reef is a grid whose geometry carries the rule** (:func:`reef_picture`): rows from top to
bottom, the Starter Coral's row at the bottom over a sandy sea floor ("nothing goes below this
row"); it never reflows (:func:`~games_lib.core.draw.fixed_layout` with ``columns``), it scales
down a little on a phone, then scrolls sideways in its own frame. Empty cells may be marked:
``legal`` (a green dot, "can go here"), ``refused`` (a red cross, "not here"), anemone-protected
(a shield, ``protected=True``).

**Provenance is said once.** The deck is our own example (the rulebook prints no card list): one
note under a picture says so (:func:`provenance_note`); ``provenance=True`` tags every card
instead (a card sheet, cut apart).

=====================================  =====================================================
``card_svg(card)``                     one card as one SVG (``card_picture``: as a Picture)
``cards_picture(cards, label)``        a row of cards (a hand, a pick), wrapping on a phone
``ocean_picture(cards)``               the Ocean
``reef_picture(reef, breakdown)``      a reef as its grid (legal / refused / protected marks)
``goal_picture(goal)``                 one Habitat Goal (``goals_picture``: several)
``board(view, names)``                 the whole table as one seat sees it
``gallery()``                          every kind of card once
``colour_legend()``                    the six coral colours: colour, letter, pattern, name
``coral_example_picture()``            the rulebook's coral example (where a purple coral goes)
``anemone_example_picture()``          the rulebook's anemone example (which fish are protected)
``cell_words(cell)``                   a space in words, from the Starter: "1 left, 2 up"
=====================================  =====================================================
"""

from __future__ import annotations

import math
from functools import lru_cache
from html import escape
from typing import Any, Iterable, Optional, Sequence

from ..core import GameError, ScoreBreakdown
from ..core.checks import need_bool, need_kind, need_seq, need_str
from ..core.draw import Picture, column, figure, fixed_layout, hide_svg, note, para, provenance_tag, row
from ..core.secret import HIDDEN
from ..core.svg import fit, rect, svg, text, wrap
from ..core.words import and_list, plural
from .cards import (ANYWHERE, ATTRACT, COLOUR_LETTERS, COLOURS, FISH, GOALS, KINDS, OCEAN, REFRESH_TAKE, SUN,
                    SWAP_OCEAN, SWAP_REEF, Card, Goal, Kind)
from .reef import Reef, protected_cells, reef as _reef
from .scoring import outcome, points

CARD_W, CARD_H = 150, 236
MINI = 100            # a card in a reef cell
PAD = 5               # space around a card in its cell
CELL_W = MINI + 2 * PAD
FLOOR = 22            # the band under each cell (the sea floor under the bottom row)
CELL_H = MINI + PAD + FLOOR
SMALL_W, SMALL_H = 100, 128   # a card in a hand or the Ocean
_INK = "#111"
_SOFT = "#2d3748"
_WATER = "#ebf8ff"
_SAND, _SAND_EDGE = "#f6e7c1", "#8a6d3b"

COLOUR_HEX = {"blue": "#2b6cb0", "purple": "#6b46c1", "red": "#c53030", "yellow": "#ecc94b",
              "green": "#2f855a", "orange": "#dd6b20"}
COLOUR_TINT = {"blue": "#ebf4ff", "purple": "#f3ecff", "red": "#fff0f0", "yellow": "#fffbe6",
               "green": "#effaf3", "orange": "#fff4ea"}
PATTERNS = {"blue": "waves", "purple": "dots", "red": "diagonal stripes", "yellow": "plain",
            "green": "crosses", "orange": "upright stripes"}
"""Each coral colour's pattern, so that colour is never the only signal (black-and-white print)."""

GROUP_WORDS = {"coral": "Sun card (coral)", "anemone": "Sun card (anemone)", "starter": "Starter Coral (Sun)",
               "tiny": "Tiny fish", "medium": "Medium fish", "big": "Big fish", "dolphin": "Special card",
               "shark": "Special card", "turtle": "Special card"}
_BG = {"coral": "#fffdf2", "anemone": "#fff5f7", "starter": "#fffdf2", "tiny": "#eef7ff", "medium": "#e6f2ff",
       "big": "#dcecff", "dolphin": "#ffffff", "shark": "#ffffff", "turtle": "#ffffff"}
_EDGE = {"coral": "#b7791f", "anemone": "#b83280", "starter": "#744210", "tiny": "#2c5282", "medium": "#2c5282",
         "big": "#2c5282", "dolphin": "#718096", "shark": "#718096", "turtle": "#718096"}
SIZE_WORDS = {1: "Tiny", 2: "Medium", 3: "Big"}


# ============================================================================ words

def _kind(card: Any) -> Kind:
    """The kind of a card, a card's name or id (as the engine's plain-value functions take)."""
    if isinstance(card, Card):
        return card.kind
    if isinstance(card, Kind):
        return card
    return KINDS.lookup(card)


def _pts(n: int) -> str:
    return plural(n, "point")


def placement_words(k: Kind) -> str:
    """How a card joins a reef, in a player's words."""
    if k.placement == SUN:
        return "surrounding: it goes in any of the 8 spaces around a Sun card"
    if k.placement == FISH:
        before = "a Sun card" if k.size == 1 else f"a {SIZE_WORDS[k.size - 1]} fish"
        return f"bordering: it shares an edge with {before} or a {k.name} (a school)"
    if k.placement == ANYWHERE:
        return "bordering: it shares an edge with any card that takes connections"
    return "it goes into the Ocean, never into a reef"


def action_words(k: Kind) -> str:
    """What a card does when played from a hand, in a player's words."""
    if k.action == ATTRACT:
        return f"Attract a {SIZE_WORDS[k.attracts]} fish from the Ocean, next to this card"
    if k.action == SWAP_REEF:
        return "Swap it for a fish in another player's reef"
    if k.action == SWAP_OCEAN:
        return "Swap it for a fish in the Ocean"
    if k.action == REFRESH_TAKE:
        return "Refresh the Ocean, then take one of its new cards"
    return "No action"


_SHORT_ACTION = {ATTRACT: "attract {}", SWAP_REEF: "swap: a reef", SWAP_OCEAN: "swap: Ocean",
                 REFRESH_TAKE: "refresh, take"}


def _short_action(k: Kind) -> str:
    if k.action is None:
        return "no action"
    return _SHORT_ACTION[k.action].format(SIZE_WORDS.get(k.attracts, ""))


def _extras(k: Kind) -> list:
    out = []
    if k.protects:
        out.append("protects the fish in the 8 spaces around it")
    if not k.accepts:
        out.append("nothing may join it")
    if k.per_game:
        out.append(f"at most {k.per_game} per player in a game")
    if k.frenzy:
        out.append("three in the Ocean start a Feeding Frenzy")
    if k.group == "starter":
        out.append("the bottom of your reef: nothing goes below its row")
    return out


def colour_words(colour: str) -> str:
    """A coral colour in words, with its letter and pattern: ``blue (B, waves)``."""
    return f"{colour} ({COLOUR_LETTERS[colour]}, {PATTERNS[colour]})"


def card_words(card: Any) -> str:
    """One card in words: name, kind, points, colour (letter, pattern), placement, action."""
    k = _kind(card)
    colour = f", colour {colour_words(k.colour)}" if k.colour else ""
    extra = "; " + "; ".join(_extras(k)) if _extras(k) else ""
    return (f"{k.name}: {GROUP_WORDS[k.group]}, {_pts(k.points)}{colour}; placement {placement_words(k)}; "
            f"action: {action_words(k)}{extra}")


def short_words(card: Any) -> str:
    """One card in a few words (for reefs and rows): ``Clownfish (Tiny fish, 1 point)``."""
    k = _kind(card)
    what = f"{k.colour} {COLOUR_LETTERS[k.colour]}" if k.colour else GROUP_WORDS[k.group]
    if k.group == "starter":
        what = f"Starter, {k.colour} {COLOUR_LETTERS[k.colour]}"
    elif k.group == "coral":
        what = f"coral, {what}"
    elif k.group == "anemone":
        what = "Sun card, protects"
    return f"{k.name} ({what}, {_pts(k.points)})"


def cell_words(cell) -> str:
    """A reef cell in words, counted from the Starter Coral: ``(0, 0)`` is "the Starter's space",
    ``(-1, 2)`` is "1 left, 2 up".

    >>> cell_words((0, 0)), cell_words((-1, 2)), cell_words((3, 0)), cell_words((0, 1))
    ("the Starter's space", '1 left, 2 up', '3 right', '1 up')
    """
    from .reef import as_cell
    x, y = as_cell(cell, "cell_words")
    if (x, y) == (0, 0):
        return "the Starter's space"
    parts = [f"{abs(x)} {'left' if x < 0 else 'right'}"] if x else []
    if y:
        parts.append(f"{y} up" if y > 0 else f"{-y} down")
    return ", ".join(parts)


# ============================================================================ provenance, said once

def provenance_note(cards: Iterable = ()) -> str:
    """The one sentence under a picture that says the deck is our own example ("" for no card).

    >>> print(provenance_note(["Clownfish"]))  # doctest: +NORMALIZE_WHITESPACE
    Our own example deck: the rulebook prints no card list, so the names, counts, colours and
    most points are ours. Fish points (Tiny 1, Medium 2, Big 3) follow the rulebook's "Sun-1-2-3".
    """
    ks = [_kind(c) for c in cards if c is not None]
    if not ks:
        return ""
    out = ("Our own example deck: the rulebook prints no card list, so the names, counts, colours and "
           "most points are ours.")
    if any(k.placement == FISH for k in ks):
        out += " Fish points (Tiny 1, Medium 2, Big 3) follow the rulebook's \"Sun-1-2-3\"."
    return out


def goals_note() -> str:
    return "Our own example Habitat Goals: the rulebook describes the idea but prints none."


def _said_once(words: str, cards, quiet: bool = False) -> str:
    extra = "" if quiet else provenance_note(cards)
    return f"{words.rstrip('.')}. {extra}" if extra else words


def _with_note(html: str, cards, quiet: bool = False) -> str:
    words = "" if quiet else provenance_note(cards)
    return column(html, note(words), gap=6) if words else html


# ============================================================================ icons

def _stripes(x, y, w, h, kind: str, ink: str) -> str:
    """A pattern drawn with plain lines and dots inside the box (no ids, no clipping)."""
    out = []
    if kind == "waves":
        for yy in (y + h * 0.3, y + h * 0.7):
            out.append(f'<path d="M{x + 2:g},{yy:g} q{w / 8:g},-4 {w / 4:g},0 t{w / 4:g},0 t{w / 4:g},0 '
                       f't{w / 4 - 4:g},0" fill="none" stroke="{ink}" stroke-width="1.6"/>')
    elif kind == "dots":
        for i in range(3):
            for j in range(3):
                out.append(f'<circle cx="{x + w * (i + 0.5) / 3:g}" cy="{y + h * (j + 0.5) / 3:g}" r="1.8" '
                           f'fill="{ink}"/>')
    elif kind == "diagonal stripes":  # lines of slope 1 (/), clipped to the box by hand
        d = []
        for c in range(6, int(w + h), 7):
            a1, a2 = max(0, c - h), min(w, c)
            if a2 - a1 > 1:
                d.append(f"M{x + a1:g},{y + c - a1:g}L{x + a2:g},{y + c - a2:g}")
        out.append(f'<path d="{"".join(d)}" stroke="{ink}" stroke-width="1.6"/>')
    elif kind == "crosses":
        for i in range(3):
            for j in range(2):
                cx, cy = x + w * (i + 0.5) / 3, y + h * (j + 0.5) / 2
                out.append(f'<path d="M{cx - 3:g},{cy - 3:g} l6,6 M{cx + 3:g},{cy - 3:g} l-6,6" stroke="{ink}" '
                           f'stroke-width="1.5"/>')
    elif kind == "upright stripes":
        for i in range(1, 5):
            xx = x + w * i / 5
            out.append(f'<line x1="{xx:g}" y1="{y + 1:g}" x2="{xx:g}" y2="{y + h - 1:g}" stroke="{ink}" '
                       f'stroke-width="1.6"/>')
    return "".join(out)


def colour_badge(colour: str, x: float, y: float, w: float = 34, h: float = 26) -> str:
    """A coral colour as a swatch: its colour, its pattern, and its letter in a white circle."""
    fill = COLOUR_HEX[colour]
    ink = "#fff" if colour not in ("yellow", "orange") else "#5f370e"
    r = min(w, h) * 0.36
    return (f"<g><title>{escape(colour_words(colour))}</title>"
            + rect(x, y, w, h, fill=fill, stroke="#1a202c", rx=4, sw=1.2)
            + _stripes(x, y, w, h, PATTERNS[colour], ink)
            + f'<circle cx="{x + w / 2:g}" cy="{y + h / 2:g}" r="{max(r, 8.5):g}" fill="#fff" stroke="#1a202c" '
              f'stroke-width="1"/>'
            + text(x + w / 2, y + h / 2 + 4.4, COLOUR_LETTERS[colour], size=12, anchor="middle", weight="bold")
            + "</g>")


def placement_icon(k: Kind, x: float, y: float, s: float = 6) -> str:
    """A 3 × 3 grid: the card in the middle (dark); the spaces it may join lit (all eight:
    surrounding; the four edges: bordering); a wave for a card that goes into the Ocean."""
    if k.placement == OCEAN:
        return (f'<g><title>goes into the Ocean</title><path d="M{x:g},{y + s * 1.5:g} q{s * .75:g},-{s:g} '
                f'{s * 1.5:g},0 t{s * 1.5:g},0" fill="none" stroke="#2b6cb0" stroke-width="2.4"/></g>')
    groups: dict = {}
    for i in range(3):
        for j in range(3):
            middle = i == 1 and j == 1
            lit = middle or (i == 1) != (j == 1) or k.placement == SUN
            fill = "#1a202c" if middle else ("#f6ad55" if k.placement == SUN else "#63b3ed") if lit else "#fff"
            groups.setdefault(fill, []).append(f"M{x + i * s:g},{y + j * s:g}h{s - 0.8:g}v{s - 0.8:g}h-{s - 0.8:g}z")
    squares = "".join(f'<path d="{"".join(d)}" fill="{fill}" stroke="#4a5568" stroke-width="0.6"/>'
                      for fill, d in groups.items())
    return f"<g><title>{escape(placement_words(k).split(':')[0])} placement</title>{squares}</g>"


def _sun(x, y, r) -> str:
    rays = "".join(f"M{x + r * 1.3 * math.cos(a):.1f},{y + r * 1.3 * math.sin(a):.1f}"
                   f"L{x + r * 1.75 * math.cos(a):.1f},{y + r * 1.75 * math.sin(a):.1f}"
                   for a in (k * math.pi / 4 for k in range(8)))
    return (f'<path d="{rays}" stroke="#b7791f" stroke-width="2"/>'
            f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="#fbd38d" stroke="#b7791f" stroke-width="1.5"/>')


def _fish_shape(x, y, s=1.0, fill="#63b3ed") -> str:
    return (f'<polygon points="{x - 12 * s:g},{y:g} {x - 19 * s:g},{y - 6 * s:g} {x - 19 * s:g},{y + 6 * s:g}" '
            f'fill="{fill}" stroke="#1a365d" stroke-width="1"/>'
            f'<ellipse cx="{x:g}" cy="{y:g}" rx="{13 * s:g}" ry="{7 * s:g}" fill="{fill}" stroke="#1a365d" '
            f'stroke-width="1"/><circle cx="{x + 7 * s:g}" cy="{y - 1.5 * s:g}" r="{1.4 * s:g}" fill="#1a365d"/>')


def _art(k: Kind, x: float, y: float, s: float = 1.0) -> str:
    """A small picture of the card's kind centred on (x, y): a sun, a coral with its colour
    badge, fish (three for a Tiny fish, two for a Medium, one for a Big), or a special animal."""
    if k.group in ("coral", "starter"):
        return colour_badge(k.colour, x - 20 * s, y - 14 * s, 40 * s, 28 * s)
    if k.group == "anemone":
        arms = "".join(f'<line x1="{x:g}" y1="{y + 6 * s:g}" x2="{x + 16 * s * math.cos(a):.1f}" '
                       f'y2="{y + 6 * s - 16 * s * math.sin(a):.1f}" stroke="#b83280" stroke-width="{3 * s:g}" '
                       f'stroke-linecap="round"/>' for a in (math.pi * t / 6 for t in range(1, 6)))
        return arms + f'<ellipse cx="{x:g}" cy="{y + 8 * s:g}" rx="{14 * s:g}" ry="{6 * s:g}" fill="#fbb6ce" ' \
                      f'stroke="#b83280" stroke-width="1.2"/>'
    if k.placement == FISH:
        n = 4 - k.size
        size = {1: 0.75, 2: 0.95, 3: 1.3}[k.size] * s
        step = 30 * size
        out = []
        for i in range(n):
            out.append(_fish_shape(x + (i - (n - 1) / 2) * step + 3 * s, y + (6 * s if i % 2 else -4 * s) * (n > 1),
                                   size, {1: "#90cdf4", 2: "#63b3ed", 3: "#3182ce"}[k.size]))
        return "".join(out)
    if k.group == "shark":
        return (f'<polygon points="{x - 26 * s:g},{y + 4 * s:g} {x + 22 * s:g},{y + 4 * s:g} {x:g},{y - 16 * s:g}" '
                f'fill="#a0aec0" stroke="#2d3748" stroke-width="1.2"/>'
                f'<path d="M{x - 30 * s:g},{y + 8 * s:g} q{7 * s:g},-5 {14 * s:g},0 t{14 * s:g},0 t{14 * s:g},0 '
                f't{14 * s:g},0" fill="none" stroke="#2b6cb0" stroke-width="2"/>')
    if k.group == "dolphin":
        return (f'<path d="M{x - 24 * s:g},{y + 6 * s:g} q{20 * s:g},-26 {46 * s:g},-4 q-20,{4 * s:g} '
                f'-{46 * s:g},4 z" fill="#90a4b8" stroke="#2d3748" stroke-width="1.2"/>'
                f'<polygon points="{x - 2 * s:g},{y - 10 * s:g} {x + 6 * s:g},{y - 18 * s:g} {x + 6 * s:g},'
                f'{y - 8 * s:g}" fill="#90a4b8" stroke="#2d3748" stroke-width="1"/>')
    if k.group == "turtle":
        return (f'<ellipse cx="{x:g}" cy="{y:g}" rx="{18 * s:g}" ry="{12 * s:g}" fill="#9ae6b4" stroke="#22543d" '
                f'stroke-width="1.4"/><circle cx="{x + 22 * s:g}" cy="{y - 2 * s:g}" r="{5 * s:g}" fill="#9ae6b4" '
                f'stroke="#22543d" stroke-width="1.2"/>'
                f'<path d="M{x - 8 * s:g},{y - 6 * s:g} l8,6 l8,-6 M{x:g},{y:g} v{10 * s:g}" stroke="#22543d" '
                f'fill="none" stroke-width="1"/>')
    return ""


def _points_badge(k: Kind, x: float, y: float, r: float = 13) -> str:
    """The printed points in the card's icon: a sun (Sun cards), blue (fish), white (special)."""
    if k.placement == SUN:
        face = _sun(x, y, r * 0.85)
    else:
        fill, edge = ("#2b6cb0", "#1a365d") if k.placement == FISH else ("#fff", "#4a5568")
        face = f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{fill}" stroke="{edge}" stroke-width="1.5"/>'
    ink = "#fff" if k.placement == FISH else _INK
    return face + text(x, y + 5, k.points, size=14, anchor="middle", weight="bold", fill=ink)


def _frame(k: Kind, w: float, h: float, x: float = 0, y: float = 0) -> str:
    special = k.placement in (ANYWHERE, OCEAN)
    bg = COLOUR_TINT[k.colour] if k.colour else _BG[k.group]
    sw = 3 if k.group == "starter" else 1.5
    out = rect(x + 0.5, y + 0.5, w - 1, h - 1, fill=bg, stroke=_EDGE[k.group], rx=8, sw=sw)
    if special:  # the white border: nothing joins a special card
        out += rect(x + 4, y + 4, w - 8, h - 8, fill="none", stroke="#cbd5e0", rx=5, sw=2.5,
                    extra='stroke-dasharray="5 3"')
    return out


# ============================================================================ one card

def _card_body(k: Kind, tag: str = "") -> tuple:
    w = CARD_W
    out = [_points_badge(k, 20, 22), placement_icon(k, w - 27, 26, 6)]
    head = "Sun card" if k.placement == SUN else "Fish card" if k.placement == FISH else "Special card"
    out.append(text(40, 20, head, size=12, weight="bold", fill=_SOFT))
    out.append(text(40, 35, "Ocean" if k.placement == OCEAN else placement_words(k).split(":")[0], size=12,
                    fill=_SOFT))
    y = 58
    for ln in wrap(k.name, fit(w - 14, 14, True)):
        out.append(text(w / 2, y, ln, size=14, anchor="middle", weight="bold"))
        y += 17
    kind_line = {"coral": f"{k.colour} coral", "starter": "Starter Coral", "anemone": "anemone",
                 "dolphin": "Dolphin", "shark": "Shark", "turtle": "Sea Turtle"}.get(k.group, GROUP_WORDS[k.group])
    if kind_line != k.name:
        out.append(text(w / 2, y, kind_line, size=12, anchor="middle", fill=_SOFT))
    out.append(_art(k, w / 2, y + 30, 1.0))
    y += 62
    if k.colour:
        out.append(text(w / 2, y, f"{k.colour.capitalize()} {COLOUR_LETTERS[k.colour]}: {PATTERNS[k.colour]}",
                        size=12, anchor="middle", fill=_SOFT))
        y += 4
    extras = _extras(k)
    for e in extras[:1]:
        for ln in wrap(e, fit(w - 12, 12)):
            y += 15
            out.append(text(w / 2, y, ln, size=12, anchor="middle", fill="#7b341e", style="italic"))
    if tag:
        out.append(provenance_tag(k.source.provenance.value, w / 2 - 48, y + 5))
        y += 22
    # the action, at the bottom
    lines = wrap(action_words(k), fit(w - 16, 12))
    top = max(y + 10, CARD_H - 12 - 15 * len(lines))
    h = max(CARD_H, top + 12 + 15 * len(lines))
    out.append(f'<line x1="6" y1="{top:g}" x2="{w - 6:g}" y2="{top:g}" stroke="{_EDGE[k.group]}" stroke-width="1"/>')
    for i, ln in enumerate(lines):
        out.append(text(w / 2, top + 16 + 15 * i, ln, size=12, anchor="middle", weight="bold" if i == 0 else "normal"))
    return _frame(k, w, h) + "".join(out), h


def card_svg(card: Any, *, provenance: bool = False) -> str:
    """One card as one SVG (150 px wide): its points in its icon (a sun for Sun cards, blue for
    fish, white for special cards), the placement grid and word, name, kind, a small picture
    (a coral's colour, letter and pattern; as many fish as the artwork shows), and its action in
    words. ``card``: a :class:`~.cards.Card`, a card's name or id. ``provenance=True``: tagged
    "our example" (a card sheet). Its title says the card in words."""
    k = _kind(card)
    need_bool("provenance", provenance, where="card_svg")
    body, h = _card_body(k, "tag" if provenance else "")
    return svg(CARD_W, h, body, title=_said_once(card_words(k), [k], provenance))


def card_picture(card: Any, *, provenance: bool = False, said_once: bool = True) -> Picture:
    """One card as a :class:`Picture`, with the note that the deck is our own example
    (``provenance=True``: a tag on the card instead; ``said_once=False``: no note)."""
    k = _kind(card)
    one = card_svg(k, provenance=provenance)
    quiet = provenance or not need_bool("said_once", said_once, where="card_picture")
    return Picture(one, _said_once(card_words(k), [k], quiet), html=_with_note(hide_svg(one), [k], quiet))


@lru_cache(maxsize=512)
def _mini_body(k: Kind, x: float = 0, y: float = 0, w: float = MINI, h: float = MINI, *,
               protected: bool = False) -> str:
    """A card small (a reef cell, a hand): points icon, placement grid, name, kind, colour badge
    or small art, and its action in two words."""
    out = [_frame(k, w, h, x, y), _points_badge(k, x + 15, y + 16, 11), placement_icon(k, x + w - 22, y + 5, 5.4)]
    name = k.name
    if k.group == "coral":
        name = "Coral"
    elif k.group == "starter":
        name = "Starter"
    lines = wrap(name, fit(w - 10, 12, True))[:2]
    yy = y + 44 if len(lines) == 1 else y + 40
    for i, ln in enumerate(lines):
        out.append(text(x + w / 2, yy + 14 * i, ln, size=12, anchor="middle", weight="bold"))
    yy += 14 * (len(lines) - 1)
    if k.colour:
        out.append(colour_badge(k.colour, x + w / 2 - 17, yy + 8, 34, 24))
        yy += 34
    else:
        sub = "anemone" if k.group == "anemone" else GROUP_WORDS[k.group] if k.placement == FISH else "special"
        out.append(text(x + w / 2, yy + 16, sub, size=12, anchor="middle", fill=_SOFT))
        yy += 18
    if protected:  # in a reef, protection matters more than the action (it acts only when played)
        out.append(rect(x + 4, y + h - 23, w - 8, 19, fill="#fff5f7", stroke="#b83280", rx=5, sw=1))
        out.append(_shield(x + 14, y + h - 21))
        out.append(text(x + w / 2 + 9, y + h - 9, "protected", size=12, anchor="middle", fill="#702459",
                        weight="bold"))
    else:
        out.append(text(x + w / 2, y + h - 8, _short_action(k), size=12, anchor="middle", fill="#1a365d",
                    style="italic"))
    return "".join(out)


def _small_svg(k: Kind, caption: str = "") -> str:
    """A card in a row (a hand, the Ocean): the small card with a caption line under it."""
    h = SMALL_H if caption else MINI
    body = _mini_body(k)
    if caption:
        body += text(SMALL_W / 2, MINI + 20, caption, size=12, anchor="middle", weight="bold")
    return svg(SMALL_W, h, body, hidden=True)


def cards_picture(cards: Any, label: str = "", *, empty: str = "no cards", provenance: bool = False,
                  said_once: bool = True) -> Picture:
    """A row of cards drawn small (a hand, the Ocean, a pick), wrapping on a narrow screen (their
    order carries no rule). ``cards``: cards, names or ids. One note says the deck is our own
    example (``said_once=False``: none, the page or the picture around it says it).

    >>> cards_picture(["Clownfish", "Red Coral"], "Your hand").alt[:60]
    'Your hand: Clownfish (Tiny fish, 1 point); Red Coral (coral,'
    """
    cards = need_seq("cards", cards, "cards or card names", single=True, where="cards_picture")
    need_str("label", label, where="cards_picture")
    quiet = need_bool("provenance", provenance, where="cards_picture") or not said_once
    ks = [_kind(c) for c in cards]
    words = "; ".join(short_words(k) for k in ks) or empty
    body = row(*(figure(_small_svg(k)) for k in ks), gap=6) if ks else para(empty)
    html = column(para(label, bold=True), body) if label else column(body)
    return Picture(alt=_said_once(f"{label}: {words}" if label else words, ks, quiet), html=_with_note(html, ks, quiet))


def ocean_picture(cards: Any, label: str = "The Ocean", **kw) -> Picture:
    """The Ocean: the face-up cards in the middle of the table, with how many fish and Sharks it
    holds (three Sharks start a Feeding Frenzy; no fish at the end of a turn: a refresh)."""
    cards = need_seq("cards", cards, "cards or card names", single=True, where="ocean_picture")
    ks = [_kind(c) for c in cards]
    fish = sum(1 for k in ks if k.placement == FISH)
    sharks = sum(1 for k in ks if k.frenzy)
    head = f"{label} ({plural(len(ks), 'card')}: {plural(fish, 'fish', 'fish')}, {plural(sharks, 'Shark')})"
    return cards_picture(cards, head, empty="empty", **kw)


# ============================================================================ the reef grid

_MARK_LEGAL, _MARK_REFUSED = "legal", "refused"


def _empty_cell(kind: str, protected: bool) -> str:
    x0, y0, w, h = PAD, PAD, MINI, MINI
    out = []
    if protected:
        out.append(rect(x0, y0, w, h, fill="#fff5f7", stroke="#b83280", rx=8, sw=1, extra='stroke-dasharray="2 3"'))
    elif not kind:  # open water: a faint outline, so that the grid reads
        out.append(rect(x0 + 1, y0 + 1, w - 2, h - 2, fill="#f7fbff", stroke="#cbd5e0", rx=8, sw=1,
                        extra='stroke-dasharray="2 4"'))
    if kind == _MARK_LEGAL:
        out.append(rect(x0 + 2, y0 + 2, w - 4, h - 4, fill="#f0fff4", stroke="#276749", rx=8, sw=2.5,
                        extra='stroke-dasharray="7 4"'))
        out.append(f'<circle cx="{x0 + w / 2:g}" cy="{y0 + 30:g}" r="12" fill="#2f855a" stroke="#1c4532" '
                   f'stroke-width="1.5"/>')
        out.append(text(x0 + w / 2, y0 + 62, "can go", size=13, anchor="middle", weight="bold", fill="#1c4532"))
        out.append(text(x0 + w / 2, y0 + 78, "here", size=13, anchor="middle", weight="bold", fill="#1c4532"))
    elif kind == _MARK_REFUSED:
        out.append(rect(x0 + 2, y0 + 2, w - 4, h - 4, fill="#fff5f5", stroke="#9b2c2c", rx=8, sw=2,
                        extra='stroke-dasharray="3 3"'))
        cx, cy = x0 + w / 2, y0 + 30
        out.append(f'<path d="M{cx - 10:g},{cy - 10:g} l20,20 M{cx + 10:g},{cy - 10:g} l-20,20" stroke="#9b2c2c" '
                   f'stroke-width="4" stroke-linecap="round"/>')
        out.append(text(cx, y0 + 68, "not here", size=13, anchor="middle", weight="bold", fill="#742a2a"))
    elif protected:
        out.append(text(x0 + w / 2, y0 + 56, "protected", size=12, anchor="middle", fill="#702459"))
    return "".join(out)


def _shield(x, y) -> str:
    return (f'<g><title>protected by an anemone</title><path d="M{x:g},{y:g} l7,2 v5 q0,6 -7,9 q-7,-3 -7,-9 v-5 z" '
            f'fill="#fbb6ce" stroke="#702459" stroke-width="1.4"/></g>')


def _cell_piece(card: Optional[Card], *, mark: str = "", protected: bool = False, floor: bool = False,
                highlight: bool = False) -> str:
    """One cell of the grid: a card, or an empty space (marked or not); the sea-floor band under
    the bottom row."""
    out = []
    if card is not None:
        k = card.kind
        out.append(_mini_body(k, PAD, PAD, protected=protected and k.placement == FISH))
        if highlight:
            out.append(rect(1.5, 1.5, CELL_W - 3, MINI + 2 * PAD - 3, fill="none", stroke="#d69e2e", rx=10, sw=3))
    else:
        out.append(_empty_cell(mark, protected))
    if floor:
        out.append(rect(0, CELL_H - FLOOR + 2, CELL_W, FLOOR - 2, fill=_SAND, stroke="none", rx=0, sw=0))
        out.append(f'<line x1="0" y1="{CELL_H - FLOOR + 2:g}" x2="{CELL_W:g}" y2="{CELL_H - FLOOR + 2:g}" '
                   f'stroke="{_SAND_EDGE}" stroke-width="3"/>')
        out.append(text(CELL_W / 2, CELL_H - 5, "nothing below", size=12, anchor="middle", fill="#5f370e"))
    return svg(CELL_W, CELL_H, "".join(out), hidden=True)


def _cells(value: Any, where: str) -> tuple:
    from .reef import as_cell
    if value is None:
        return ()
    return tuple(as_cell(c, where) for c in need_seq(where, value, "cells (x, y)", where="reef_picture"))


def grid_extent(r: Reef, extra: Iterable = (), margin: int = 1) -> tuple:
    """(left x, right x, top y) of the grid drawn for ``r``: its cards, the ``extra`` cells (on
    or above the Starter row), and ``margin`` empty columns on each side and rows above (where
    the reef may grow; the widgets' grids use 1, a page may use 0 to fit a phone)."""
    cells = [c for c, _ in r] + [c for c in extra if c[1] >= 0]
    if not cells:
        cells = [(0, 0)]
    xs, ys = [c[0] for c in cells], [c[1] for c in cells]
    return min(xs) - margin, max(xs) + margin, max(ys) + margin


def reef_rows(reef: Any) -> list:
    """The reef's cards by row, from the top row down to the Starter row: a list of
    ``(y, [(x, card), ...])``, each row left to right."""
    r = _reef(reef)
    if not len(r):
        return []
    top = max(c[1] for c, _ in r)
    return [(y, sorted(((c[0], card) for c, card in r if c[1] == y), key=lambda t: t[0]))
            for y in range(top, -1, -1)]


def _row_words(y: int, items) -> str:
    where = "The Starter row (bottom; nothing goes below it)" if y == 0 else f"Row {y} up"
    if not items:
        return f"{where}: empty"
    return f"{where}: " + ", ".join(f"{short_words(c)} at {cell_words((x, y))}" for x, c in items)


def reef_picture(reef: Any, breakdown=None, *, label: str = "", legal: Any = (), refused: Any = (),
                 protected: bool = False, highlight: Any = None, details: bool = True, provenance: bool = False,
                 said_once: bool = True, card: Any = None, explain: bool = True, margin: int = 1) -> Picture:
    """A reef as its grid: rows from top to bottom, the Starter Coral's row at the bottom over
    the sea floor (nothing goes below it), one empty column each side and one row above.

    ``legal``: empty cells marked "can go here" (a green dot); ``refused``: cells marked "not
    here" (a red cross); ``protected=True``: the cells an anemone protects (a pink outline, a
    shield on their fish); ``highlight``: a cell (or cells) outlined (the card just placed);
    ``card``: the card the marks are for (said in the words); ``explain=False``: no line under
    the grid saying that nothing goes below the Starter row (a board says it once); ``margin``:
    empty columns each side and rows above (1: room to grow, as the widgets' grids; 0: the
    smallest grid, for a phone). ``breakdown``: a
    :func:`~.scoring.score` result, shown line by line under the grid (``details=False``: the
    total only). ``reef``: a :class:`~.reef.Reef` or a mapping ``{(x, y): name}``.

    The grid never reflows (:func:`~games_lib.core.draw.fixed_layout` with ``columns``): on a
    narrow screen it scales down a little, then scrolls sideways in its own frame.

    >>> pic = reef_picture({(0, 0): "Blue Starter Coral", (0, 1): "Clownfish"}, label="Ana's reef")
    >>> pic.alt.split(". ")[0]
    "Ana's reef: a reef of 2 cards, drawn as a grid 3 wide and 3 high, rows from top to bottom"
    """
    r = _reef(reef)
    need_str("label", label, where="reef_picture")
    if breakdown is not None:
        need_kind("breakdown", breakdown, ScoreBreakdown, "a score breakdown (from score(reef))", where="reef_picture")
    details, explain, protected = (need_bool(n, v, where="reef_picture") for n, v in
                                   (("details", details), ("explain", explain), ("protected", protected)))
    legal, refused = set(_cells(legal, "legal")), set(_cells(refused, "refused"))
    hl = set()
    if highlight is not None:
        hl = {tuple(highlight)} if (len(highlight) == 2 and all(isinstance(v, int) for v in highlight)) else \
            set(_cells(highlight, "highlight"))
    guarded = protected_cells(r) if protected else frozenset()
    from ..core.checks import need_int
    left, right, top = grid_extent(r, legal | refused, need_int("margin", margin, 0, 3, where="reef_picture"))
    columns = right - left + 1
    pieces, kinds = [], []
    for y in range(top, -1, -1):
        for x in range(left, right + 1):
            c = (x, y)
            card_here = r.get(c)
            mark = _MARK_LEGAL if c in legal else _MARK_REFUSED if c in refused else ""
            pieces.append(_cell_piece(card_here, mark=mark, protected=c in guarded, floor=y == 0,
                                      highlight=c in hl))
            kinds.append("card" if card_here is not None else (mark or "empty"))
    n_rows = top + 1
    head = f"{label}: " if label else ""
    what = f" for the {_kind(card).name}" if card is not None else ""
    words = [f"{head}a reef of {plural(len(r), 'card')}, drawn as a grid {columns} wide and {n_rows} high, "
             f"rows from top to bottom"]
    words += [_row_words(y, items) for y, items in reef_rows(r)]
    if legal:
        words.append(f"Can go here{what}: " + "; ".join(cell_words(c) for c in sorted(legal, key=lambda c: (-c[1], c[0]))))
    if refused:
        words.append(f"Not here{what}: " + "; ".join(cell_words(c) for c in sorted(refused, key=lambda c: (-c[1], c[0]))))
    if protected:
        fish = [c for c, cd in r if c in guarded and cd.kind.placement == FISH]
        words.append("Protected by an anemone: " + (", ".join(f"the {r[c].name} at {cell_words(c)}" for c in fish)
                                                     if fish else "no fish"))
    if hl:
        words.append("Outlined: " + ", ".join(f"{r[c].name if c in r else 'the space'} at {cell_words(c)}"
                                             for c in sorted(hl)))
    frame_words = ". ".join(words[:1] + words[1:len(reef_rows(r)) + 1]) + "."
    grid = fixed_layout(pieces, frame_words + " (A grid: scroll sideways to see all of it.)", columns=columns,
                        kinds=kinds, layout="reef-grid")
    parts = [para(label, bold=True)] if label else []
    parts.append(grid)
    if explain:
        parts.append(para("The bottom row is the Starter Coral's row: nothing goes below this row."))
    keys = []
    if legal:
        keys.append("green dot: can go here")
    if refused:
        keys.append("red cross: not here")
    if protected:
        keys.append("pink outline and shield: protected by an anemone")
    if keys:
        parts.append(para("Marks: " + "; ".join(keys) + "."))
    if breakdown is not None:
        total = f"Score: {_pts(int(breakdown.total)) if float(breakdown.total).is_integer() else breakdown.total}"
        parts.append(para(total, bold=True))
        words.append(total)
        if details:
            for line in breakdown.lines:
                parts.append(para(str(line)))
                words.append(str(line))
    alt = ". ".join(words) + "."
    html = column(*parts, gap=6)
    cards = [cd for _, cd in r]
    quiet = provenance or not said_once
    return Picture(alt=_said_once(alt, cards, quiet), html=_with_note(html, cards, quiet))


# ============================================================================ the rulebook's examples

from .examples import ANEMONE_EXAMPLE, CORAL_EXAMPLE  # noqa: E402 (the examples are data, kept once)


def coral_example_picture() -> Picture:
    """The rulebook's coral example: where a Purple Coral may go next to the blue Starter Coral
    (:func:`~.reef.legal_cells`), and that nothing goes below the Starter row."""
    from .reef import legal_cells
    cells = legal_cells(CORAL_EXAMPLE, "Purple Coral")
    pic = reef_picture(CORAL_EXAMPLE, label="The rulebook's coral example", legal=cells, card="Purple Coral",
                       said_once=False, margin=0)
    words = (f"The purple coral may go into any of the {len(cells)} spaces around the blue coral, corner to "
             "corner too, but not below the Starter Coral's row.")
    return Picture(alt=f"{pic.alt} {words}", html=column(pic.html, para(words), gap=6))


def anemone_example_picture() -> Picture:
    """The rulebook's anemone example, laid out our way: the fish around the anemone are
    protected (:func:`~.reef.protected_cells`); the second Banggai cardinalfish is not."""
    pic = reef_picture(ANEMONE_EXAMPLE, label="The rulebook's anemone example", protected=True, said_once=False,
                       margin=0)
    words = ("Every fish in the eight spaces around the anemone is protected. The second Banggai "
             "cardinalfish is not: it is two spaces away. (The rulebook shows the idea; this layout is ours.)")
    return Picture(alt=f"{pic.alt} {words}", html=column(pic.html, note(words), gap=6))


# ============================================================================ Habitat Goals

def _goal(goal: Any) -> Goal:
    return goal if isinstance(goal, Goal) else GOALS.lookup(goal)


def _a(words: str) -> str:
    return ("an " if words[0].lower() in "aeiou" else "a ") + words


def _thing_words(what: str) -> str:
    if what == "sun":
        return "Sun card"
    if what in ("tiny", "medium", "big"):
        return f"{what.capitalize()} fish"
    if what in ("coral", "anemone", "starter", "turtle"):
        return {"coral": "coral", "anemone": "anemone", "starter": "Starter Coral", "turtle": "Sea Turtle"}[what]
    return what


def goal_words(goal: Any) -> str:
    g = _goal(goal)
    return (f"Habitat Goal {g.name}: {_a(_thing_words(g.fish))} sharing an edge with "
            f"{' or '.join(_a(_thing_words(w)) for w in g.next_to)}, {_pts(g.points)}")


def goal_svg(goal: Any) -> str:
    """One Habitat Goal card (the deck cards' size): its name, the two things that must share an
    edge (one box above the other, the shared edge drawn thick between them) and its points.
    Long fish names wrap inside their box at the pictures' smallest text size."""
    g = _goal(goal)
    w, h = CARD_W, CARD_H
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#f0fff4", stroke="#276749", rx=10, sw=1.5),
           text(w / 2, 20, "Habitat Goal", size=12, anchor="middle", weight="bold", fill="#276749")]
    y = 40
    for ln in wrap(g.name, fit(w - 14, 14, True)):
        out.append(text(w / 2, y, ln, size=14, anchor="middle", weight="bold"))
        y += 17
    y += 2
    a = _thing_words(g.fish)
    b = " or ".join(_thing_words(x) for x in g.next_to)
    bx, bw, bh = 12, w - 24, 46
    for i, words in enumerate((a, b)):
        y0 = y + i * bh
        out.append(rect(bx, y0, bw, bh, fill="#fff", stroke="#2c5282" if i == 0 else "#718096", rx=6, sw=1.5))
        lines = wrap(words, fit(bw - 8, 12))[:2]
        top = y0 + bh / 2 - 7 * (len(lines) - 1) + 4
        for j, ln in enumerate(lines):
            out.append(text(w / 2, top + 14 * j, ln, size=12, anchor="middle"))
    out.append(f'<line x1="{bx + 4:g}" y1="{y + bh:g}" x2="{bx + bw - 4:g}" y2="{y + bh:g}" stroke="#c05621" '
               f'stroke-width="4"/>')
    y += 2 * bh
    out.append(text(w / 2, y + 20, "sharing an edge", size=12, anchor="middle", fill=_SOFT))
    out.append(text(w / 2, y + 42, f"+{_pts(g.points)}", size=14, anchor="middle", weight="bold"))
    return svg(w, h, "".join(out), title=goal_words(g))


def goal_picture(goal: Any) -> Picture:
    """One Habitat Goal, with the note that the goals are our own example."""
    one = goal_svg(goal)
    return Picture(one, f"{goal_words(goal)}. {goals_note()}", html=column(hide_svg(one), note(goals_note()), gap=6))


def goals_picture(goals: Any = None, label: str = "Habitat Goals") -> Picture:
    """Several Habitat Goals side by side (all of them by default)."""
    need_str("label", label, where="goals_picture")
    gs = [_goal(g) for g in (GOALS if goals is None else need_seq("goals", goals, "goal names", single=True,
                                                                  where="goals_picture"))]
    words = "; ".join(goal_words(g) for g in gs) or "none"
    body = row(*(figure(goal_svg(g)) for g in gs), gap=8) if gs else para("none")
    return Picture(alt=f"{label}: {words}. {goals_note()}",
                   html=column(para(label, bold=True), body, note(goals_note()), gap=6))


# ============================================================================ gallery, legend

def gallery(cards: Any = None, *, provenance: bool = False, said_once: bool = True) -> Picture:
    """Cards drawn full size side by side, wrapping on narrow screens: every kind of card once
    by default (the six corals, the anemone, the six Starter Coral faces, the fish, the
    Dolphin, the Shark, the Sea Turtle). One note says the deck is our own example
    (``provenance=True``: a tag on every card)."""
    provenance = need_bool("provenance", provenance, where="gallery")
    quiet = provenance or not need_bool("said_once", said_once, where="gallery")
    ks = [_kind(c) for c in (KINDS if cards is None else need_seq("cards", cards, "cards", single=True,
                                                                   where="gallery"))]
    body, _ = zip(*(_card_body(k, "tag" if provenance else "") for k in ks)) if ks else ((), ())
    pieces = [svg(CARD_W, _card_body(k, "tag" if provenance else "")[1], b, hidden=True) for k, b in zip(ks, body)]
    alt = f"{plural(len(ks), 'card')}: " + "; ".join(card_words(k) for k in ks)
    return Picture(alt=_said_once(alt, ks, quiet), html=_with_note(row(*(figure(p) for p in pieces)), ks, quiet))


def colour_legend() -> Picture:
    """The six coral colours: swatch (colour, pattern, letter), letter, name and pattern in words."""
    w = 300
    out, y = [], 10
    for c in COLOURS:
        out.append(colour_badge(c, 12, y, 40, 28))
        out.append(text(66, y + 19, COLOUR_LETTERS[c], size=15, weight="bold"))
        out.append(text(90, y + 13, c.capitalize(), size=14, weight="bold"))
        out.append(text(90, y + 28, f"pattern: {PATTERNS[c]}", size=12, fill=_SOFT))
        y += 40
    h = y + 4
    out.insert(0, rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#a0aec0", rx=8))
    alt = "The six coral colours, each with a letter and a pattern: " + "; ".join(
        f"{c}: letter {COLOUR_LETTERS[c]}, {PATTERNS[c]}" for c in COLOURS)
    return Picture(alt=alt, html=row(svg(w, h, "".join(out), hidden=True)))


# ============================================================================ the board

def _names(view, names) -> list:
    n = view.num_players
    given = list(need_seq("names", names, "one name per player", where="board")) if names is not None else []
    return [str(given[p]) if p < len(given) else f"Player {p + 1}" for p in range(n)]


def _hand_size(h) -> int:
    return h if isinstance(h, int) else len(h)


_TURTLES_PER_GAME = max(k.per_game for k in KINDS)  # the Sea Turtle's limit, from the card data


def _waiting_words(view, nm) -> str:
    if view.over:
        return "Game over"
    top = view.pending.top if view.pending else None
    if top is not None:
        whose = "Your turn" if top.seat == view.seat else f"{nm[top.seat]}'s turn"
        return f"{whose}: {top.kind}"
    waiting = [p for p in range(view.num_players) if view.draft.picks[p] is None]
    return "Everyone picks a card in secret" + (f" (still picking: {and_list(nm[p] for p in waiting)})"
                                               if waiting else "")


def _when_words(view) -> str:
    """``Round 2 of 3, turn 4 of 5`` (the engine counts turns over the whole game)."""
    from .state import ROUNDS, turns_per_round
    if view.over:
        return "Game over"
    per = turns_per_round(view.num_players)
    rnd = min(view.round, ROUNDS - 1)
    return f"Round {rnd + 1} of {ROUNDS}, turn {min(view.turn - rnd * per, per - 1) + 1} of {per}"


def _pick_words(view, p: int, nm, seat) -> str:
    pick = view.draft.picks[p]
    shown_ = view.draft.revealed[p] if view.draft.revealed else None
    if shown_ is not None:
        return f"revealed, to play: {shown_.name}"
    if pick is None:
        return ""
    if pick is HIDDEN:
        return "has picked a card (hidden)"
    return f"picked: {pick.name}" if (seat is None or p == seat) else "has picked a card (hidden)"


def _result_words(view, nm) -> str:
    goals = [tuple(g) if g else () for g in view.goals] if all(g is not None for g in view.goals) else None
    try:
        o = outcome(view.reefs, goals)
    except GameError:
        o = outcome(view.reefs)
    w = o.winners
    who = and_list(nm[p] for p in w)
    verb = "wins" if len(w) == 1 else "share the win"
    pts = ", ".join(f"{nm[p]} {_pts(int(s))}" for p, s in enumerate(o.scores))
    return f"{who} {verb}. Points: {pts}"


@lru_cache(maxsize=32)  # the reefs of a table or two (five at most each): a few MB of pictures at most
def _board_reef(r: Reef, provenance: bool) -> tuple:
    """(html, words) of a reef's grid as :func:`board` draws it. A reef never changes and its
    picture depends on its cards alone, so a reef is drawn once while it is in use (a live game
    redraws the whole table at every click; most reefs have not changed)."""
    pic = reef_picture(r, label="", details=False, said_once=False, provenance=provenance, explain=False, margin=0)
    return pic.inner_html(), pic.alt


def board(view, names: Optional[Sequence[str]] = None, *, provenance: bool = False) -> Picture:
    """The whole table as ``view.seat`` sees it (``None``: everything, every hand shown): the
    round and turn and who acts; the First Player; each reef as its grid with its score, the
    Sea Turtles played, how many cards each hand holds; your own hand and pick (others' hands and
    secret picks are never drawn: only how many cards they hold and whether they have picked);
    the Ocean; the deck and discards; the Habitat Goals you may see; at the end, the result.
    ``names``: one name per seat (missing ones are "Player 3", ...)."""
    from .state import View
    provenance = need_bool("provenance", provenance, where="board")
    need_kind("view", view, View, "a table as one seat sees it (state.view(seat))", where="board")
    nm = _names(view, names)
    seat = view.seat
    n = view.num_players
    shown = []
    for r in view.reefs:
        shown += [c for _, c in r]
    shown += list(view.ocean)
    head = _when_words(view) + f" \u2014 {_waiting_words(view, nm)}"
    top = [para(head, bold=True, big=True)]
    words = [head + "."]
    if n == 1:
        seen = f"{nm[0]} plays alone (solo)."
    elif seat is None:
        seen = "Everything is shown, every hand included."
    else:
        seen = (f"You are {nm[seat]}. Other players' hands and secret picks are hidden: only how many cards "
                f"they hold is shown.")
    fp = f"First Player: {nm[view.first.seat]}." if n > 1 else ""
    floor = ("In each reef, the bottom row is the Starter Coral's row: nothing goes below it." if n > 1 else
             "In the reef, the bottom row is the Starter Coral's row: nothing goes below it.")
    said = [w for w in (seen, fp, floor) if w]
    top += [para(w) for w in said]
    words += said
    seats = []
    for p in range(n):
        r = view.reefs[p]
        you = " (you)" if p == seat else ""
        total = points(r, tuple(view.goals[p] or ()))  # the total of score(r, goals), kept with the reef
        title = (f"{nm[p]}{you}: reef of {plural(len(r), 'card')}, {_pts(total)}; "
                 f"Sea Turtles played: {view.turtles[p]} of {_TURTLES_PER_GAME}")
        pic_html, pic_alt = _board_reef(r, provenance)
        hand = view.draft.hands[p]
        held = f"Hand: {plural(_hand_size(hand), 'card')}"
        pick = _pick_words(view, p, nm, seat)
        parts = [para(title, bold=True), pic_html]
        rows = pic_alt.split(", rows from top to bottom. ", 1)[-1] if len(r) else "No Starter Coral chosen yet."
        w = [f"{title}. {rows}"]
        if seat is None or p == seat:
            cards = list(hand) if not isinstance(hand, int) else []
            hp = cards_picture(cards, "Your hand" if p == seat else f"{nm[p]}'s hand", said_once=False)
            parts.append(hp.inner_html())
            w.append(hp.alt + ".")
            shown += cards
        else:
            parts.append(para(held + " (hidden)."))
            w.append(held + " (hidden).")
        if pick:
            parts.append(para(f"{nm[p]} {pick}."))
            w.append(f"{nm[p]} {pick}.")
        g = view.goals[p]
        if view.goal_mode == "private":
            if g is None:
                gw = f"{nm[p]} holds a secret Habitat Goal."
            else:
                gw = f"{'Your' if p == seat else nm[p] + chr(39) + 's'} Habitat Goals: " + (
                    ", ".join(str(x) for x in g) or "none")
            parts.append(para(gw))
            w.append(gw)
        seats.append(column(*parts, gap=6, style="flex:1 1 420px;max-width:100%"))
        words.append(" ".join(w))
    oc = ocean_picture(view.ocean, said_once=False, provenance=provenance)
    words.append(oc.alt + ".")
    deck = f"Deck: {plural(view.deck_size, 'card')}; discard pile: {plural(len(view.discard), 'card')}"
    words.append(deck + ".")
    table = [oc.inner_html(), para(deck + ".")]
    if view.goal_mode == "public" and view.goals and view.goals[0] is not None:
        pub = sorted({x for g in view.goals if g for x in g})
        if pub:
            gp = goals_picture(pub, "Habitat Goals for everyone")
            table.append(gp.inner_html())
            words.append(gp.alt)
    tail = []
    if view.over:
        res = _result_words(view, nm)
        tail.append(para(res + ".", bold=True, big=True))
        words.append(res + ".")
    said = "" if provenance else provenance_note(shown)
    if said:
        tail.append(note(said))
        words.append(said)
    html = column(*top, row(*seats, gap=20), *table, *tail, gap=12)  # reefs side by side when there is room
    return Picture(alt="Open Ocean table. " + " ".join(words), html=html)


__all__ = ["card_svg", "card_picture", "cards_picture", "ocean_picture", "reef_picture", "goal_picture",
           "goals_picture", "board", "gallery", "colour_legend", "provenance_note", "card_words", "cell_words",
           "coral_example_picture", "anemone_example_picture", "CORAL_EXAMPLE", "ANEMONE_EXAMPLE",
           "colour_badge", "placement_icon", "COLOUR_HEX", "PATTERNS"]
