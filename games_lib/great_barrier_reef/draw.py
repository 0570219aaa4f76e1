"""Drawings of Great Barrier Reef cards, reefs and positions, made to be read on a phone.

Every function returns a :class:`~games_lib.core.draw.Picture`: HTML
(``<div class="game-picture" role="img" aria-label="…">``) around small inline SVG pieces, each
at most 340 px wide with no text under 12 px, in a ``flex-wrap`` layout, so that on a narrow
screen the pieces stack instead of shrinking. The label says in words what the picture shows.

Every Fauna colour is drawn as a shape *and* its letter (red: star R, white: outlined diamond W,
yellow: circle Y, green: triangle G, black: square K, blue: filled diamond B, octopus: hexagon
O; a question mark: dashed circle ?, a Starting Card's multicoloured icon: six-colour ring M),
so that icons read without colour and in black-and-white print. A cost is drawn as its icons
and said in words ("1 octopus + 2 red", :func:`cost_words`), never as letters ("1O 2R" reads as
a number). What is ours and not the rulebook's (the Coral Reef cards' costs and bonus colours,
the Starting Cards' look) is said once per picture in a note (:func:`provenance_note`); a card
is tagged only where it differs from the others in the picture (a cost from the rulebook's
payment examples), and every card with ``provenance=True`` (the card sheet). A reef is a row
that never reflows (:func:`~games_lib.core.draw.fixed_layout`). Every number comes from the library
(:func:`~.scoring.score`, :func:`~.scoring.reef_score`, :func:`~.scoring.decide`).

=================================  ==========================================================
``fauna_picture(card)``            one Fauna card (``fauna_svg``: the same as one SVG)
``coral_picture(card)``            one Coral Reef card: points, cost icons, bonus icons
``starting_picture(card)``         one Starting Card (the clownfish one marked)
``gallery(cards)``                 several cards of any kind (the 51 Coral Reef cards by default)
``colour_legend()``                the six colours and the octopus: shape, letter, name
``reef_picture(reef, breakdown)``  a reef as its row of cards, each match and the total
                                   (``scores=False``: the cards only)
``hand_picture(counts)``           a Fauna hand: small cards with their counts
``coral_cards_picture(cards)``     Coral Reef cards drawn small, side by side
``board(view, names)``             a whole position as one seat (or everyone) sees it
``reef_example_picture()``         the rulebook's reef scoring example (total 6)
=================================  ==========================================================
"""

from __future__ import annotations

from html import escape
from typing import Optional, Sequence

from ..core.checks import need_bool, need_seq, need_str
from ..core.draw import (
    Picture,
    column,
    figure,
    fixed_layout,
    hide_svg,
    note,
    para,
    provenance_tag,
    row,
)
from ..core.svg import fit, rect, svg, text, wrap
from ..core.words import plural
from .cards import (
    CLOWNFISH,
    COLOURS,
    CORAL,
    KINDS,
    OCTOPUS,
    STARTING_CARDS,
    Colour,
    CoralCard,
    FaunaCard,
    StartingCard,
    colour as _colour,
    coral as _coral,
    fauna as _fauna,
    starting_card as _starting,
)
from .payments import Payment
from .scoring import SIDES, Reef, decide, pair_colours, reef_items, reef_score, reef_summary, score

CARD_W, CARD_H = 164, 216
START_H = 240
MINI_W, MINI_H = 112, 150
FAUNA_W = 120
SMALL_W, SMALL_H = 72, 84
LINK_W = 80
ICON_R = 11
_INK = "#111"
_SOFT = "#2d3748"
_CORAL_BG, _CORAL_EDGE = "#fff8f3", "#9c4221"
_START_BG, _START_EDGE = "#e6fffa", "#285e61"
_FAUNA_BG, _FAUNA_EDGE = "#f7fafc", "#2c5282"
_LIGHT_LETTER = {Colour.WHITE, Colour.YELLOW}
QUESTION = "?"
MULTI = "multi"




def _pts(n) -> str:
    n = int(n) if float(n).is_integer() else n
    return plural(n, "point")


# ============================================================================ icons

def _star(x, y, r_out, r_in) -> str:
    import math

    pts = []
    for k in range(10):
        r = r_out if k % 2 == 0 else r_in
        a = -math.pi / 2 + k * math.pi / 5
        pts.append(f"{x + r * math.cos(a):.1f},{y + r * math.sin(a):.1f}")
    return " ".join(pts)


def _hexagon(x, y, r) -> str:
    """A hexagon with flat top and bottom (the octopus's shape, as the symbol ⬣)."""
    import math

    return " ".join(f"{x + r * math.cos(k * math.pi / 3):.1f},"
                    f"{y + r * math.sin(k * math.pi / 3):.1f}" for k in range(6))


def _wedges(x, y, r) -> str:
    import math

    out = []
    for k, c in enumerate(COLOURS):
        a0, a1 = -math.pi / 2 + k * math.pi / 3, -math.pi / 2 + (k + 1) * math.pi / 3
        out.append(f'<path d="M{x:g},{y:g} L{x + r * math.cos(a0):.1f},{y + r * math.sin(a0):.1f} '
                   f'A{r:g},{r:g} 0 0 1 {x + r * math.cos(a1):.1f},{y + r * math.sin(a1):.1f} Z" '
                   f'fill="{c.hex}" stroke="#333" stroke-width="0.8"/>')
    return "".join(out)


def icon_svg(kind, x: float, y: float, r: float = ICON_R) -> str:
    """One icon centred on (x, y): a colour's shape with its letter (``kind``: a colour, its
    name or letter, ``"?"`` for a question mark, ``"multi"`` for a Starting Card's
    multicoloured icon), and a tooltip in words."""
    size = max(12, r * 1.1)
    dy = size * 0.36
    if kind == QUESTION:
        body = (f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="#edf2f7" stroke="#4a5568" '
                f'stroke-width="1.5" stroke-dasharray="3 2"/>')
        return (f"<g><title>question mark: any one colour</title>{body}"
                f"{text(x, y + dy, '?', size=size, anchor='middle', weight='bold', fill=_INK)}</g>")
    if kind == MULTI:
        rr = max(r, 13)
        body = _wedges(x, y, rr) + f'<circle cx="{x:g}" cy="{y:g}" r="{rr * 0.66:g}" fill="#fff"/>'
        return (f"<g><title>multicoloured: matches every colour, for a discount</title>{body}"
                f"{text(x, y + 4.3, 'M', size=12, anchor='middle', weight='bold', fill=_INK)}</g>")
    c = _colour(kind)
    fill = c.hex
    edge = 'stroke="#333" stroke-width="1.5"' if c in _LIGHT_LETTER else 'stroke="none"'
    if c is Colour.RED:
        body = f'<polygon points="{_star(x, y + 1, r * 1.5, r * 0.78)}" fill="{fill}"/>'
    elif c is Colour.WHITE:
        body = (f'<polygon points="{x:g},{y - r * 1.3:g} {x + r * 1.2:g},{y:g} {x:g},{y + r * 1.3:g} '
                f'{x - r * 1.2:g},{y:g}" fill="{fill}" {edge}/>')
    elif c is Colour.YELLOW:
        body = f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{fill}" {edge}/>'
    elif c is Colour.GREEN:
        body = (f'<polygon points="{x:g},{y - r * 1.4:g} {x + r * 1.35:g},{y + r:g} '
                f'{x - r * 1.35:g},{y + r:g}" fill="{fill}"/>')
        dy = size * 0.5
    elif c is Colour.BLACK:
        body = rect(x - r, y - r, 2 * r, 2 * r, fill=fill, stroke="none", rx=2, sw=0)
    elif c is Colour.BLUE:
        body = (f'<polygon points="{x:g},{y - r * 1.3:g} {x + r * 1.2:g},{y:g} {x:g},{y + r * 1.3:g} '
                f'{x - r * 1.2:g},{y:g}" fill="{fill}"/>')
    else:  # the octopus
        body = f'<polygon points="{_hexagon(x, y, r * 1.2)}" fill="{fill}"/>'
    ink = _INK if c in _LIGHT_LETTER else "#fff"
    return (f"<g><title>{escape(c.label)}</title>{body}"
            f"{text(x, y + dy, c.letter, size=size, anchor='middle', weight='bold', fill=ink)}</g>")


def _cost_icons(cost) -> list:
    """The cost's icons in print order: octopus icons, the colours, then question marks."""
    return ([OCTOPUS] * cost.octopus + [c for c, n in zip(COLOURS, cost.colours) for _ in range(n)]
            + [QUESTION] * cost.any)


def cost_words(cost) -> str:
    """A cost in words, the one way every picture, label and title says it (never its letters:
    "1O 2K" reads as "10 2K").

    >>> cost_words(_coral("Coral 38").cost)
    '1 octopus + 2 red + 2 white'
    """
    return cost.describe()


def cost_icons_svg(cost, x: float, y: float, r: float = ICON_R, step: float = 29, per_row: int = 5,
                   centre: bool = False) -> str:
    """A cost as its icons (shape and letter), ``per_row`` a row from (x, y), or centred on x."""
    icons = _cost_icons(cost)
    out = []
    for k, kind in enumerate(icons):
        r_, c_ = divmod(k, per_row)
        in_row = min(per_row, len(icons) - r_ * per_row)
        x0 = x - (in_row - 1) * step / 2 if centre else x
        out.append(icon_svg(kind, x0 + c_ * step, y + r_ * (step + 1), r))
    return "".join(out)


# ---------------------------------------------------------------------------- provenance, said once

_RULEBOOK_COST = "rulebook cost"


def _tag(card, full: bool) -> str:
    """The words of a card's tag when every card is tagged (``full``: the card sheet)."""
    if not full or isinstance(card, (FaunaCard, Colour)) or card is None:
        return ""
    if isinstance(card, CoralCard) and card.cost_source.provenance.value == "inferred":
        return _RULEBOOK_COST
    return "" if _prov(card) == "rulebook" else "our example"


def _key(card) -> str:
    """What may differ between two Coral Reef cards of one picture: where the cost comes from."""
    return card.cost_source.provenance.value if isinstance(card, CoralCard) else ""


def _marks(cards, full: bool = False) -> dict:
    """Card name -> the words of its tag: every card (``full``), or only the Coral Reef cards
    that differ from the others of the picture: those whose cost the rulebook's own examples
    give, among cards of ours (the note says the rest once)."""
    if full:
        return {c.name: _tag(c, True) for c in cards if c is not None and _tag(c, True)}
    corals = [c for c in cards if isinstance(c, CoralCard)]
    if all(_key(c) == "inferred" for c in corals):
        return {}
    return {c.name: _RULEBOOK_COST for c in corals if _key(c) == "inferred"}


def provenance_note(cards, full: bool = False) -> str:
    """The one sentence under a picture that says what in it is our own example, for a child:
    the Coral Reef cards' costs and bonus colours, the Starting Cards' look ("" when every card
    shown is printed in the rulebook).

    >>> print(provenance_note([_coral("Coral 1"), _coral("Coral 22")]))
    Our own example cards: the rulebook gives the points of the Coral Reef cards, but not their
    costs or bonus colours, so we chose those. The card marked "rulebook cost" costs what the
    rulebook's own example says.
    """
    cards = [c for c in cards if c is not None]
    corals = list({c.name: c for c in cards if isinstance(c, CoralCard)}.values())
    starts = [c for c in cards if isinstance(c, StartingCard)]
    out = []
    if corals:
        marks = _marks(corals, full)
        inferred = [c for c in corals if _key(c) == "inferred"]
        if len(inferred) == len(corals):
            one = len(corals) == 1
            out.append(f"{'This card costs' if one else 'These cards cost'} what the rulebook's own example says; "
                       f"{'its' if one else 'their'} bonus colours are our own example.")
        else:
            one = len(corals) == 1
            out.append(f"Our own example card{'' if one else 's'}: the rulebook gives the points of the Coral "
                       f"Reef cards, but not their costs or bonus colours, so we chose those.")
            n = sum(1 for c in corals if marks.get(c.name) == _RULEBOOK_COST)
            if n:
                out.append(f'The {"card" if n == 1 else "cards"} marked "{_RULEBOOK_COST}" '
                           f'{"costs" if n == 1 else "cost"} what the rulebook\'s own example says.')
    if starts:
        out.append("We drew the Starting Card" + ("s" if len(starts) > 1 else "") +
                   " ourselves: the rulebook does not show " + ("them." if len(starts) > 1 else "it."))
    return " ".join(out)


def _with_note(html: str, cards, full: bool = False) -> str:
    words = "" if full else provenance_note(cards)
    return column(html, note(words), gap=6) if words else html


def _lines(x, y, lines, size=12, step=None, **kw) -> str:
    step = step or size + 4
    return "".join(text(x, y + k * step, ln, size=size, **kw) for k, ln in enumerate(lines))


def _fish(x, y, s=1.0) -> str:
    """A small clownfish: an orange body with white stripes and a tail."""
    return (f'<polygon points="{x - 16 * s:g},{y:g} {x - 27 * s:g},{y - 9 * s:g} {x - 27 * s:g},{y + 9 * s:g}" '
            f'fill="#dd6b20" stroke="#111" stroke-width="1"/>'
            f'<ellipse cx="{x:g}" cy="{y:g}" rx="{18 * s:g}" ry="{10 * s:g}" fill="#dd6b20" stroke="#111" '
            f'stroke-width="1"/>'
            f'<rect x="{x - 7 * s:g}" y="{y - 9 * s:g}" width="{4 * s:g}" height="{18 * s:g}" fill="#fff"/>'
            f'<rect x="{x + 5 * s:g}" y="{y - 8 * s:g}" width="{4 * s:g}" height="{16 * s:g}" fill="#fff"/>'
            f'<circle cx="{x + 12 * s:g}" cy="{y - 2 * s:g}" r="{1.8 * s:g}" fill="#111"/>')


def _prov(card) -> str:
    return card.provenance.value


def _prov_words(card, tag: str = "") -> str:
    """A card's provenance in its words, only when it is tagged (it differs from the others)."""
    if not tag:
        return ""
    return " (cost from the rulebook's example)" if tag == _RULEBOOK_COST else " (our own example)"


def _tag_svg(card, tag: str, x: float, y: float) -> str:
    if not tag:
        return ""
    return provenance_tag("inferred" if tag == _RULEBOOK_COST else _prov(card), x, y, width=100, words=tag)


# ============================================================================ Fauna cards

def _fauna_kind(card) -> Colour:
    if isinstance(card, FaunaCard):
        return card.colour
    if isinstance(card, Colour):
        return card
    try:
        return _fauna(card).colour
    except Exception:
        return _colour(card)


def _fauna_body(c: Colour, prov: str = "rulebook") -> tuple[str, float]:
    w = FAUNA_W
    out = [icon_svg(c, w / 2, 46, 24)]
    y = 100
    for ln in wrap(c.label, fit(w - 12, 14, True)):
        out.append(text(w / 2, y, ln, size=14, anchor="middle", weight="bold"))
        y += 18
    for ln in wrap(c.animal, fit(w - 12, 12)):
        out.append(text(w / 2, y, ln, anchor="middle", fill=_SOFT))
        y += 15
    for ln in wrap(c.latin, fit(w - 12, 12)):
        out.append(text(w / 2, y, ln, anchor="middle", style="italic", fill="#444"))
        y += 15
    out.append(provenance_tag(prov, w / 2 - 48, y - 4))
    if prov != "rulebook":
        y += 20
    out.append(text(w / 2, y + 10, "Fauna card", anchor="middle", fill="#444"))
    h = y + 22
    return rect(0.5, 0.5, w - 1, h - 1, fill=_FAUNA_BG, stroke=_FAUNA_EDGE, rx=10, sw=1.5) + "".join(out), h


def _fauna_words(c: Colour) -> str:
    joker = ": a joker, it pays for any coloured icon" if c is OCTOPUS else ""
    return (f"{c.label} Fauna card, letter {c.letter}, shape: {c.shape}, "
            f"a {c.animal} ({c.latin}){joker}")


def fauna_svg(card) -> str:
    """One Fauna card as one SVG (120 px wide): the colour's shape and letter, name, animal."""
    c = _fauna_kind(card)
    prov = _prov(card) if isinstance(card, FaunaCard) else "rulebook"
    body, h = _fauna_body(c, prov)
    return svg(FAUNA_W, h, body, title=_fauna_words(c))


def fauna_picture(card) -> Picture:
    """One Fauna card (a :class:`FaunaCard`, its name, or a colour)."""
    c = _fauna_kind(card)
    words = _fauna_words(c)
    if isinstance(card, FaunaCard):
        words = f"{card.name}: {words}{_prov_words(card)}"
    return Picture(fauna_svg(card), words)


def _small_fauna_svg(c: Colour, count: Optional[int] = None) -> str:
    """A small Fauna card (rows and hands): shape, letter, colour name, and ``× count``."""
    h = SMALL_H if count is not None else SMALL_H - 14
    body = [rect(0.5, 0.5, SMALL_W - 1, h - 1, fill=_FAUNA_BG, stroke=_FAUNA_EDGE, rx=7),
            icon_svg(c, SMALL_W / 2, 30, 15),
            text(SMALL_W / 2, 62, c.label.split()[0], anchor="middle", weight="bold")]
    if count is not None:
        body.append(text(SMALL_W / 2, 77, f"\u00d7 {count}", size=13, anchor="middle", weight="bold"))
    return svg(SMALL_W, h, "".join(body), hidden=True)


def hand_picture(counts, label: str = "Your hand", empty: str = "no cards") -> Picture:
    """A Fauna hand (Fauna Cards): one small card per kind held, with its count (``× 2``).
    ``counts``: seven counts (red … blue, octopus), six (discounts: no octopus) or a dict of
    colour → count. The label heads the picture and starts its words.

    >>> hand_picture({"red": 2, "octopus": 1}).alt
    'Your hand: 2 red (R) + 1 octopus (O)'
    """
    from .payments import as_counts

    for name, value in (("label", label), ("empty", empty)):
        need_str(name, value, where="hand_picture")
    if not isinstance(counts, dict):
        counts = need_seq("counts", counts, "7 counts, or a dict like {'red': 2}", where="hand_picture")
        if len(counts) == 6:
            counts = counts + (0,)
    counts = as_counts(counts)
    kinds = [(KINDS[i], n) for i, n in enumerate(counts) if n]
    words = " + ".join(f"{n} {c} ({c.letter})" for c, n in kinds) or empty
    body = row(*(_small_fauna_svg(c, n) for c, n in kinds), gap=6) if kinds else para(empty)
    return Picture(alt=f"{label}: {words}" if label else words,
                   html=column(para(label, bold=True), body) if label else column(body))


# ============================================================================ Coral Reef cards

def _coral_body(card: CoralCard, turned: bool = False, tag: str = "") -> str:
    w, h = CARD_W, CARD_H
    out = [rect(0.5, 0.5, w - 1, h - 1, fill=_CORAL_BG, stroke=_CORAL_EDGE, rx=10, sw=1.5),
           f'<circle cx="24" cy="25" r="16" fill="#fff" stroke="{_CORAL_EDGE}" stroke-width="2"/>',
           text(24, 31, card.points, size=17, anchor="middle", weight="bold"),
           text(48, 22, card.name, size=14, weight="bold"),
           text(48, 39, _pts(card.points), fill=_SOFT),
           text(10, 62, "Cost:", weight="bold", fill="#5f370e")]
    icons = _cost_icons(card.cost)
    out.append(cost_icons_svg(card.cost, 24, 84))
    y = 84 + 30 * ((len(icons) - 1) // 5 + 1)
    out.append(_tag_svg(card, tag, w / 2 - 50, y - 8))
    a, b = card.ends(turned)
    out.append(f'<line x1="0" y1="{h - 52:g}" x2="{w:g}" y2="{h - 52:g}" stroke="{_CORAL_EDGE}" stroke-width="1"/>')
    out.append(icon_svg(a, 26, h - 26, 12))
    out.append(icon_svg(b, w - 26, h - 26, 12))
    out.append(text(w / 2, h - 30, "bonus", anchor="middle", fill="#5f370e"))
    out.append(text(w / 2, h - 14, "turned" if turned else "icons", anchor="middle", fill="#5f370e"))
    return "".join(out)


def _coral_words(card: CoralCard, turned: bool = False, tag: str = "") -> str:
    a, b = card.ends(turned)
    return (f"{card.name} Coral Reef card: {_pts(card.points)}; cost {cost_words(card.cost)}; "
            f"bonus icons {a} {a.letter} on the left and {b} {b.letter} on the right"
            f"{', turned' if turned else ''}{_prov_words(card, tag)}")


def _said_once(words: str, cards, full: bool = False) -> str:
    """A picture's words followed by its one provenance note (none when every card carries its
    tag, ``full``, or the page says it)."""
    extra = "" if full else provenance_note(cards)
    return f"{words.rstrip('.')}. {extra}" if extra else words


def coral_svg(card, turned: bool = False, *, provenance: bool = False) -> str:
    """One Coral Reef card as one SVG (164 × 216): points, the cost as icons with their letters
    (question marks, octopus icons), the two bonus icons; ``provenance=True``: its tag ("our
    example", "rulebook cost"), for a card sheet. Its title says where its data comes from."""
    card = _coral(card)
    need_bool("provenance", provenance, where="coral_svg")
    tag = _tag(card, provenance)
    return svg(CARD_W, CARD_H, _coral_body(card, turned, tag),
               title=_said_once(_coral_words(card, turned, tag), [card]))


def coral_picture(card, turned: bool = False, *, provenance: bool = False, said_once: bool = True) -> Picture:
    """One Coral Reef card (``turned``: its bonus icons swapped, as placed), with the note that
    says what on it is our own example (``provenance=True``: a tag on the card instead;
    ``said_once=False``: no note, the page or the picture around it says it)."""
    card = _coral(card)
    one = coral_svg(card, turned, provenance=provenance)
    words = _coral_words(card, turned, _tag(card, provenance))
    quiet = provenance or not need_bool("said_once", said_once, where="coral_picture")
    return Picture(one, _said_once(words, [card], quiet), html=_with_note(hide_svg(one), [card], quiet))


def _mini_coral_body(name: str, points: int, left, right, card: Optional[CoralCard] = None,
                     turned: bool = False, show_cost: bool = False, tag: str = "") -> str:
    """A small Coral Reef card (reefs and hands): name, points, cost as icons (``show_cost``),
    its tag if it has one, bonus icons as placed ("turned" between them)."""
    w, h = MINI_W, MINI_H
    out = [rect(0.5, 0.5, w - 1, h - 1, fill=_CORAL_BG, stroke=_CORAL_EDGE, rx=8, sw=1.5),
           text(w / 2, 19, name, size=13, anchor="middle", weight="bold"),
           text(w / 2, 37, _pts(points), size=13, anchor="middle")]
    if show_cost and card is not None:
        if tag:  # the tag ("rulebook cost") heads the cost
            out.append(_tag_svg(card, tag, 6, 41))
        else:
            out.append(text(w / 2, 54, "cost", anchor="middle", fill="#5f370e"))
        out.append(cost_icons_svg(card.cost, w / 2, 71, r=7.5, step=21.5, centre=True))
    elif card is not None:
        out.append(_tag_svg(card, tag, 6, 64))
    if turned:  # under the cost; between the bonus icons only when two rows of cost fill the card
        low = show_cost and card is not None and len(_cost_icons(card.cost)) > 5
        out.append(text(w / 2, 130 if low else 106, "turned", anchor="middle", fill=_SOFT, style="italic"))
    out.append(icon_svg(left, 20, 126, 12))
    out.append(icon_svg(right, w - 20, 126, 12))
    return "".join(out)


def _mini_coral_svg(card: CoralCard, turned: bool = False, show_cost: bool = False, tag: str = "") -> str:
    a, b = card.ends(turned)
    return svg(MINI_W, MINI_H, _mini_coral_body(card.name, card.points, a, b, card, turned, show_cost, tag),
               hidden=True)


def coral_cards_picture(cards, label: str = "", show_cost: bool = False, *, provenance: bool = False,
                        said_once: bool = True) -> Picture:
    """Several Coral Reef cards drawn small, side by side, wrapping on a narrow screen (a hand,
    cards still to place: their order carries no rule): name, points, bonus icons
    (``show_cost``: the cost too, as icons), and one note on what is our own example
    (``provenance=True``: a tag on every card; ``said_once=False``: no note, the page or a
    picture next to it says it). ``cards``: cards or names.

    >>> coral_cards_picture(["Coral 1"], "Cards to place").alt[:31]
    'Cards to place: Coral 1 Coral R'
    """
    cards = [_coral(c) for c in need_seq("cards", cards, "Coral Reef cards", single=True, where="coral_cards_picture")]
    need_str("label", label, where="coral_cards_picture")
    show_cost = need_bool("show_cost", show_cost, where="coral_cards_picture")
    provenance = need_bool("provenance", provenance, where="coral_cards_picture")
    quiet = provenance or not need_bool("said_once", said_once, where="coral_cards_picture")
    marks = _marks(cards, provenance)
    words = "; ".join(_coral_words(c, tag=marks.get(c.name, "")) for c in cards) or "none"
    body = row(*(figure(_mini_coral_svg(c, show_cost=show_cost, tag=marks.get(c.name, ""))) for c in cards),
               gap=6) if cards else para("none")
    html = column(para(label, bold=True), body) if label else column(body)
    return Picture(alt=_said_once(f"{label}: {words}" if label else words, cards, quiet),
                   html=_with_note(html, cards, quiet))


# ============================================================================ Starting Cards

def _start_body(card: StartingCard, tag: str = "") -> str:
    w, h = CARD_W, START_H
    out = [rect(0.5, 0.5, w - 1, h - 1, fill=_START_BG, stroke=_START_EDGE, rx=10, sw=2.5 if card.clownfish else 1.5),
           text(w / 2, 24, "Starting Card", size=15, anchor="middle", weight="bold", fill=_START_EDGE)]
    y = 44
    for ln in wrap(card.name, fit(w - 16, 13, True)):
        out.append(text(w / 2, y, ln, size=13, anchor="middle", weight="bold"))
        y += 17
    if card.clownfish:
        out.append(_fish(w / 2 + 6, y + 16, 1.2))
        out.append(_lines(w / 2, y + 46, ["Clownfish: its", "holder plays first"], anchor="middle",
                          weight="bold", fill="#7b341e"))
    out.append(_tag_svg(card, tag, w / 2 - 50, h - 80))
    out.append(f'<line x1="0" y1="{h - 52:g}" x2="{w:g}" y2="{h - 52:g}" stroke="{_START_EDGE}" stroke-width="1"/>')
    out.append(icon_svg(MULTI, 26, h - 26))
    out.append(icon_svg(MULTI, w - 26, h - 26))
    out.append(text(w / 2, h - 30, "match any", anchor="middle", fill=_START_EDGE))
    out.append(text(w / 2, h - 14, "colour", anchor="middle", fill=_START_EDGE))
    return "".join(out)


def _start_words(card: StartingCard, tag: str = "") -> str:
    fish = "; it shows the clownfish: its holder takes the first turn" if card.clownfish else ""
    return (f"{card.name}: the centre of a reef, with a multicoloured bonus icon (M) at each end that "
            f"matches every colour, for a discount only{fish}{_prov_words(card, tag)}")


def starting_svg(card, *, provenance: bool = False) -> str:
    """One Starting Card as one SVG (``provenance=True``: tagged "our example", for a card sheet)."""
    card = _starting(card)
    need_bool("provenance", provenance, where="starting_svg")
    tag = _tag(card, provenance)
    return svg(CARD_W, START_H, _start_body(card, tag), title=_said_once(_start_words(card, tag), [card]))


def starting_picture(card=CLOWNFISH, *, provenance: bool = False) -> Picture:
    """One Starting Card; the clownfish card is marked (its holder plays first)."""
    card = _starting(card)
    one = starting_svg(card, provenance=provenance)
    return Picture(one, _said_once(_start_words(card, _tag(card, provenance)), [card], provenance),
                   html=_with_note(hide_svg(one), [card], provenance))


def _mini_start_svg(card: Optional[StartingCard], tag: str = "") -> str:
    w, h = MINI_W, MINI_H
    clown = card is not None and card.clownfish
    out = [rect(0.5, 0.5, w - 1, h - 1, fill=_START_BG, stroke=_START_EDGE, rx=8, sw=2.5 if clown else 1.5),
           text(w / 2, 19, "Starting", size=13, anchor="middle", weight="bold", fill=_START_EDGE),
           text(w / 2, 35, "Card", size=13, anchor="middle", weight="bold", fill=_START_EDGE)]
    if clown:
        out.append(_fish(w / 2 + 5, 52, 0.9))
        out.append(text(w / 2, 78, "clownfish", anchor="middle", weight="bold", fill="#7b341e"))
    if card is not None:
        out.append(_tag_svg(card, tag, 6, 84))
    out.append(icon_svg(MULTI, 20, 126))
    out.append(icon_svg(MULTI, w - 20, 126))
    return svg(w, h, "".join(out), hidden=True)


# ============================================================================ galleries, legend

def _any_card(c):
    if isinstance(c, (FaunaCard, CoralCard, StartingCard, Colour)):
        return c
    for look in (_coral, _starting, _fauna):
        try:
            return look(c)
        except Exception:
            pass
    return _colour(c)


def _card_piece(c, tag: str = "") -> tuple[str, str]:
    if isinstance(c, CoralCard):
        return svg(CARD_W, CARD_H, _coral_body(c, False, tag), hidden=True), _coral_words(c, tag=tag)
    if isinstance(c, StartingCard):
        return svg(CARD_W, START_H, _start_body(c, tag), hidden=True), _start_words(c, tag)
    return fauna_svg(c), fauna_picture(c).alt


def gallery(cards=None, *, provenance: bool = False, said_once: bool = True) -> Picture:
    """Several cards side by side, wrapping on narrow screens: Coral Reef cards, Fauna cards
    (or colours) and Starting Cards, by object or name (all 51 Coral Reef cards by default).
    What is our own example is said once under them (``provenance=True``: a tag on every card;
    ``said_once=False``: no note, the page says it)."""
    provenance = need_bool("provenance", provenance, where="gallery")
    quiet = provenance or not need_bool("said_once", said_once, where="gallery")
    cards = [_any_card(c) for c in (CORAL if cards is None else cards)]
    marks = _marks(cards, provenance)
    pieces = [_card_piece(c, marks.get(getattr(c, "name", ""), "")) for c in cards]
    alt = f"{plural(len(cards), 'card')}: " + "; ".join(w for _, w in pieces)
    return Picture(alt=_said_once(alt, cards, quiet),
                   html=_with_note(row(*(figure(s) for s, _ in pieces)), cards, quiet))


_EXTRA_LEGEND = (
    (QUESTION, "?", "Question mark", "paid with cards of any one colour"),
    (MULTI, "M", "Multicoloured", "a Starting Card's icons: match every colour, for a discount"),
)


def colour_legend() -> Picture:
    """The six Fauna colours and the octopus (shape, letter, name, animal), then the question
    mark and the Starting Card's multicoloured icon."""
    w = 320
    entries = [(c, c.letter, c.label, c.animal) for c in KINDS] + list(_EXTRA_LEGEND)
    out, y = [], 8
    for kind, letter, name, about in entries:
        notes = wrap(about, fit(w - 88))
        cy = y + 20
        out.append(icon_svg(kind, 28, cy, 12))
        out.append(text(56, cy + 5, letter, size=15, weight="bold"))
        out.append(text(80, cy - 2, name, size=14, weight="bold"))
        out.append(_lines(80, cy + 14, notes, fill=_SOFT))
        y += 26 + 16 * len(notes)
    h = y + 8
    out.insert(0, rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#a0aec0", rx=8))
    alt = "The Fauna colours and icons: " + "; ".join(
        f"{name}: letter {letter}" + (f", {about}" if kind in (QUESTION, MULTI) else f", {kind.animal}, shape: {kind.shape}")
        for kind, letter, name, about in entries)
    return Picture(alt=alt, html=row(svg(w, h, "".join(out), hidden=True)))


# ============================================================================ reefs

def _link_svg(line, colour_: Optional[Colour]) -> str:
    """What happens between two neighbours: a match (its colour, +1 point or none, the discount)
    or no match. ``line`` is the library's ScoreLine for this pair (``None``: no match)."""
    w, h = LINK_W, MINI_H
    out = [f'<line x1="0" y1="126" x2="{w:g}" y2="126" stroke="{"#276749" if line is not None else "#a0aec0"}" '
           f'stroke-width="{4 if line is not None else 2}"' + ('' if line is not None else ' stroke-dasharray="4 3"') + "/>"]
    if line is None:
        out.append(rect(4, 40, w - 8, 44, fill="#fff", stroke="#a0aec0", rx=6))
        out.append(text(w / 2, 58, "no", anchor="middle", fill=_SOFT))
        out.append(text(w / 2, 74, "match", anchor="middle", fill=_SOFT))
        return svg(w, h, "".join(out), hidden=True)
    pts = int(line.points)
    out.append(rect(2, 4, w - 4, 104, fill="#f0fff4", stroke="#276749", rx=8, sw=1.5))
    out.append(icon_svg(colour_, w / 2, 28, 11))
    out.append(text(w / 2, 62, f"+{pts} point" if pts else "no point", size=13 if pts else 12,
                    anchor="middle", weight="bold" if pts else "normal"))
    out.append(text(w / 2, 80, "discount", anchor="middle"))
    out.append(text(w / 2, 97, f"1 {colour_.letter}", size=13, anchor="middle", weight="bold"))
    return svg(w, h, "".join(out), hidden=True)


def _reef_cards(reef, start: Optional[StartingCard] = None) -> list:
    """The cards of a reef, left to right (the Starting Card as ``start``; None for a card of a
    plain row)."""
    return [start if it == "start" else it[4] for it in reef_items(reef)]


def _reef_parts(reef, breakdown=None, start: Optional[StartingCard] = None, match_points: bool = True,
                marks: Optional[dict] = None):
    """The pieces of a reef (cards and links, left to right), their kinds, the breakdown, and words."""
    marks = marks or {}
    items = reef_items(reef)
    matches = pair_colours(items)
    if breakdown is None:
        breakdown = (score(reef, match_points=match_points) if isinstance(reef, Reef)
                     else reef_score(reef, match_points=match_points))
    n_cards = sum(1 for it in items if it != "start")
    links = list(breakdown.lines[n_cards:])  # the pairs, left to right, as the library found them
    pieces, kinds, words = [], [], []
    for k, it in enumerate(items):
        if k:
            prev = items[k - 1]
            c = matches[k - 1]
            line = links.pop(0) if c is not None and links else None
            pieces.append(_link_svg(line, c))
            kinds.append("link")
            if line is None:
                words.append("no match")
            elif line.points:
                words.append(f"a {c} match: +{int(line.points)} point and a {c} discount")
            else:
                words.append(f"a {c} discount" + ("" if prev == "start" or it == "start" else " (no point)"))
        kinds.append("card")
        if it == "start":
            tag = marks.get(start.name, "") if start is not None else ""
            pieces.append(_mini_start_svg(start, tag))
            words.append("the Starting Card" + (" (clownfish)" if start is not None and start.clownfish else "")
                         + (_prov_words(start, tag) if start is not None else ""))
        else:
            name, points, a, b, card, turned = it
            tag = marks.get(name, "") if card is not None else ""
            if card is not None:
                pieces.append(_mini_coral_svg(card, turned, tag=tag))
            else:
                pieces.append(svg(MINI_W, MINI_H, _mini_coral_body(name, points, a, b), hidden=True))
            words.append(f"{name} ({_pts(points)}, icons {a} {a.letter} | {b} {b.letter}"
                         f"{', turned' if turned else ''}{_prov_words(card, tag) if card is not None else ''})")
    return pieces, kinds, breakdown, words


def _discount_words(reef) -> str:
    got = reef_summary(reef).discounts
    return ", ".join(f"{n} {c} ({_colour(c).letter})" for c, n in got.items()) or "none"


def reef_picture(reef, breakdown=None, *, label: str = "", start=None, details: bool = True,
                 match_points: bool = True, scores: bool = True, provenance: bool = False,
                 said_once: bool = True, _marks_of: Optional[dict] = None) -> Picture:
    """A reef as its row of cards from left to right, the Starting Card among them; between two
    neighbours, the match (its colour, +1 point or none, the discount) or ``no match``; then the
    total. ``reef``: a :class:`Reef` or a plain row as :func:`reef_score` takes. The numbers are
    the ``breakdown``'s (by default :func:`score` / :func:`reef_score` of the reef).
    ``details=False``: no score line by line; ``scores=False``: the cards only, with no match,
    point, discount or total (for a question that asks for them).

    The row never reflows (:func:`~games_lib.core.draw.fixed_layout`): on a narrow screen it
    shrinks a little, then scrolls sideways in its own frame. What is our own example is said
    once under it (``said_once=False``: not at all, the picture around it says it;
    ``provenance=True``: a tag on every card).

    >>> pic = reef_picture([(0, "red", "blue"), "start"], label="Ana's reef", scores=False)
    >>> pic.alt
    "Ana's reef, from left to right: Coral card 1 (0 points, icons red R | blue B); the Starting Card."
    """
    start = _starting(start) if start is not None else None
    provenance = need_bool("provenance", provenance, where="reef_picture")
    cards = _reef_cards(reef, start)
    marks = _marks(cards, provenance) if _marks_of is None else _marks_of
    if not scores:
        pieces, words = [], []
        for it in reef_items(reef):
            if it == "start":
                tag = marks.get(start.name, "") if start is not None else ""
                pieces.append(_mini_start_svg(start, tag))
                words.append("the Starting Card" + (" (clownfish)" if start is not None and start.clownfish else "")
                             + (_prov_words(start, tag) if start is not None else ""))
            else:
                name, points, a, b, card, turned = it
                tag = marks.get(name, "") if card is not None else ""
                pieces.append(_mini_coral_svg(card, turned, tag=tag) if card is not None
                              else svg(MINI_W, MINI_H, _mini_coral_body(name, points, a, b), hidden=True))
                words.append(f"{name} ({_pts(points)}, icons {a} {a.letter} | {b} {b.letter}"
                             f"{', turned' if turned else ''}{_prov_words(card, tag) if card is not None else ''})")
        alt = (f"{label}, from left to right: " if label else "A reef, from left to right: ") + "; ".join(words) + "."
        parts = [para(label, bold=True)] if label else []
        parts.append(_reef_row(pieces, ["card"] * len(pieces), alt, gap=4))
        html = column(*parts, gap=6)
        if said_once:
            alt, html = _said_once(alt, cards, provenance), _with_note(html, cards, provenance)
        return Picture(alt=alt, html=html)
    pieces, kinds, b, words = _reef_parts(reef, breakdown, start, match_points, marks)
    total = f"Total: {_pts(b.total)}"
    disc = f"Discounts: {_discount_words(reef)}"
    head = f"{label}: " if label else ""
    row_words = f"{head}a reef, from left to right: " + "; ".join(words)
    parts = []
    if label:
        parts.append(para(label, bold=True))
    parts.append(_reef_row(pieces, kinds, row_words + "."))
    parts.append(para(f"{total}. {disc}.", bold=True))
    if details:
        parts.extend(para(str(line)) for line in b.lines)
    alt = f"{row_words}. {total}. {disc}."
    html = column(*parts, gap=6)
    if said_once:
        alt, html = _said_once(alt, cards, provenance), _with_note(html, cards, provenance)
    return Picture(alt=alt, html=html)


def _reef_row(pieces, kinds, words: str, gap: float = 0) -> str:
    """A reef's pieces as one row that never reflows, labelled for a keyboard and a screen reader."""
    return fixed_layout(pieces, words + " (One row: scroll sideways to see all of it.)", kinds=kinds,
                        layout="reef", gap=gap)


def reef_example_picture() -> Picture:
    """The rulebook's reef scoring example, scored by :func:`reef_score`: three Coral Reef cards
    left of the Starting Card (0, 2 and 3 points); the two right-hand ones match in green (+1);
    the last one touches the Starting Card (a white discount, no point, RULES-NOTES reading)."""
    example = [(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]
    b = reef_score(example)
    pic = reef_picture(example, b, label="The rulebook's reef scoring example", said_once=False)
    words = ("From the rulebook: the points, the green match and the white discount. The red, blue "
             "and yellow icons are our own example colours: the rulebook says only that those pairs "
             "do not match.")
    return Picture(alt=pic.alt.replace("a reef, from", "the reef, from", 1) + " " + words,
                   html=column(pic.html, note(words), gap=6))


# ============================================================================ the board

def _deck_svg(n: int, label: str) -> str:
    w, h = 96, 112
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#2c5282", stroke="#1a365d", rx=8),
           rect(6, 6, w - 12, h - 12, fill="none", stroke="#bee3f8", rx=5),
           text(w / 2, 58, n, size=26, anchor="middle", weight="bold", fill="#fff"),
           text(w / 2, 84, label, anchor="middle", fill="#fff")]
    return svg(w, h, "".join(out), hidden=True)


def _turn_words(view, names) -> str:
    p = view.current_player
    if view.phase.name == "END":
        return "Game over"
    if view.phase.name == "FACE_UP":
        return f"{names[p]} has drawn a Fauna card from the deck and now takes a face-up one"
    if view.phase.name == "PAY" and view.playing is not None:
        pc = view.playing
        return (f"{names[p]} pays for {CORAL[pc.card].name}, to go on the {SIDES[pc.side]}"
                f"{' (turned)' if pc.turned else ''}")
    return f"{names[p]} draws or plays a card"


def _result_words(view, names) -> str:
    mp = view.variant != 1
    o = decide([r.result(mp) for r in view.reefs], variant=view.variant, target=view.target)
    w = o.winners
    who = " and ".join(names[p] for p in w)
    verb = "wins" if len(w) == 1 else "share the victory"
    best = view.reefs[w[0]].win_condition(variant=view.variant, target=view.target)
    pts = ", ".join(f"{names[p]} {_pts(r.points(mp))}" for p, r in enumerate(view.reefs))
    return f"{who} {verb} ({best.label}). Points: {pts}"


def board(view, names: Optional[Sequence[str]] = None, *, provenance: bool = False) -> Picture:
    """A whole position as seen by ``view.seat`` (``None``: everything, every hand shown).

    Whose turn it is and what they do (``"Player 2 draws or plays a card"``); each player's
    reef with its points and discounts, and the size of their hands; the viewer's hand as small
    cards (other hands only as sizes); the face-up Fauna and Coral Reef rows; the deck sizes
    and the discard pile; at the end, the result. ``names``: one name per seat. Each reef is a
    row that never reflows; what is our own example is said once, at the end
    (``provenance=True``: a tag on every card)."""
    provenance = need_bool("provenance", provenance, where="board")
    n = view.num_players
    names = list(names) if names is not None else [f"Player {p + 1}" for p in range(n)]
    seat = view.seat
    shown = []  # every card the board draws, for the one note on what is our own example
    for p in range(n):
        shown += _reef_cards(view.reefs[p], STARTING_CARDS[view.starting_cards[p]])
    for p in range(n):
        if seat is None or p == seat:
            shown += [CORAL[c] for c in (view.coral_hand[p] if seat is None else view.coral_hand)]
    shown += [CORAL[c] for c in view.coral_row]
    if view.playing is not None:
        shown.append(CORAL[view.playing.card])
    marks = _marks(shown, provenance)
    full = seat is None
    mp = view.variant != 1
    head = (f"Turn {view.turn + 1} \u2014 {_turn_words(view, names)}" if view.phase.name != "END"
            else f"Game over after {plural(view.turn, 'turn')}")  # a turn is one player's go, from 1
    top = [para(head, bold=True, big=True)]
    words = [head + "."]
    if full:
        top.append(para("Everything is shown, every hand included."))
        words.append("Everything is shown, every hand included.")
    else:
        seen = f"You are {names[seat]}. Other players' hands are hidden: only how many cards they hold is shown."
        top.append(para(seen))
        words.append(seen)
    if view.variant:
        v = f"Variant {view.variant}" + (f", played to {view.target} points" if view.target else "")
        top.append(para(v + "."))
        words.append(v + ".")

    seats = []
    for p in range(n):
        reef = view.reefs[p]
        start = STARTING_CARDS[view.starting_cards[p]]
        you = " (you)" if p == seat else ""
        title = f"{names[p]}{you}: reef of {plural(reef.cards, 'Coral Reef card')}, {_pts(reef.points(mp))}"
        pic = reef_picture(reef, start=start, details=False, match_points=mp, provenance=provenance,
                           said_once=False, _marks_of=marks)
        nf, nc = view.fauna_hand_sizes[p], view.coral_hand_sizes[p]
        sizes = f"Hand: {plural(nf, 'Fauna card')} and {plural(nc, 'Coral Reef card')}"
        parts = [para(title, bold=True), pic.inner_html()]
        w = [f"{title}. Its cards: {pic.alt.split(': ', 1)[1]}"]
        if full or p == seat:
            fh = view.fauna_hand[p] if full else view.fauna_hand
            ch = view.coral_hand[p] if full else view.coral_hand
            owner = "Your hand" if p == seat else f"{names[p]}'s hand"
            hw = (f"{owner}: Fauna {Payment(fh)}; Coral Reef cards: "
                  + (", ".join(CORAL[c].name for c in ch) or "none"))
            cards = [_small_fauna_svg(KINDS[i], k) for i, k in enumerate(fh) if k]
            cards += [_mini_coral_svg(CORAL[c], show_cost=True, tag=marks.get(CORAL[c].name, "")) for c in ch]
            parts.append(para(hw))
            parts.append(f'<div class="gbr-hand" data-seat="{p}">{row(*cards, gap=6) if cards else ""}</div>')
            w.append(hw + ".")
        else:
            sizes += " (hidden)"
        parts.insert(2, para(sizes + "."))
        w.insert(1, sizes + ".")
        seats.append(column(*parts, gap=6))
        words.append(" ".join(w))

    table = []
    frow = [KINDS[c] for c in view.fauna_row]
    fw = "Face-up Fauna cards: " + (", ".join(f"{c} ({c.letter})" for c in frow) or "none")
    table.append(column(para(fw.split(":")[0], bold=True),
                        row(*(_small_fauna_svg(c) for c in frow), gap=6) if frow else para("none")))
    words.append(fw + ".")
    crow = [CORAL[c] for c in view.coral_row]
    cw = "Face-up Coral Reef cards: " + (", ".join(f"{c.name} ({_pts(c.points)}, cost {cost_words(c.cost)}"
                                                    f"{_prov_words(c, marks.get(c.name, ''))})"
                                                    for c in crow) or "none")
    table.append(column(para(cw.split(":")[0], bold=True),
                        row(*(_mini_coral_svg(c, show_cost=True, tag=marks.get(c.name, "")) for c in crow), gap=6)
                        if crow else para("none")))
    words.append(cw + ".")
    nd = sum(view.discard)
    dw = (f"Fauna deck: {plural(view.fauna_deck_size, 'card')}; discard pile: {plural(nd, 'card')}; "
          f"Coral Reef deck: {plural(view.coral_deck_size, 'card')}")
    if view.variant == 2:
        dw += f"; set aside, unseen: {plural(view.removed_size, 'Coral Reef card')}"
    table.append(column(para("Decks", bold=True),
                        row(figure(_deck_svg(view.fauna_deck_size, "Fauna"), "Fauna deck"),
                            figure(_deck_svg(nd, "discard"), "Discard pile"),
                            figure(_deck_svg(view.coral_deck_size, "Coral Reef"), "Coral Reef deck"), gap=8)))
    words.append(dw + ".")
    table.append(para(dw + "."))
    if view.playing is not None:
        pc = view.playing
        pw = (f"Being played by {names[view.current_player]}: {CORAL[pc.card].name} on the {SIDES[pc.side]}"
              f"{', turned' if pc.turned else ''}")
        table.append(column(para(pw, bold=True),
                            figure(_mini_coral_svg(CORAL[pc.card], pc.turned, True,
                                                   marks.get(CORAL[pc.card].name, "")))))
        words.append(pw + ".")
    tail = []
    if view.phase.name == "END":
        res = _result_words(view, names)
        tail.append(para(res + ".", bold=True, big=True))
        words.append(res + ".")
    said = "" if provenance else provenance_note(shown)
    if said:
        tail.append(note(said))
        words.append(said)
    html = column(*top, *seats, *table, *tail, gap=12)
    return Picture(alt="Great Barrier Reef position. " + " ".join(words), html=html)
