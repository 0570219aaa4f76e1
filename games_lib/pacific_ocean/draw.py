"""Drawings of Pacific Ocean cards, sanctuaries and positions, as SVG.

Icons are drawn as a shape *and* a letter (Size: circle S, Danger: triangle D, Grace: diamond G),
so they read without colour. Cards whose data is not fully printed in the rulebook carry a
provenance tag.
"""

from __future__ import annotations

from html import escape

from ..core.draw import Picture, Table, provenance_tag
from ..core.svg import group, rect, svg, text, wrap
from .cards import ANIMALS, SANCTUARY_CARDS, SANCTUARY_FACES, AnimalCard, Icon, SanctuaryFace
from .state import TURNS, Phase

CARD_W, CARD_H = 150, 200
_ICON_STYLE = {
    Icon.SIZE: ("#2b6cb0", "circle"),
    Icon.DANGER: ("#c53030", "triangle"),
    Icon.GRACE: ("#2f855a", "diamond"),
}


def icon_svg(icon: Icon, x: float, y: float, r: float = 9) -> str:
    """One icon centred on (x, y): a shape with the kind's letter inside and a tooltip."""
    colour, shape = _ICON_STYLE[icon]
    if shape == "circle":
        body = f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{colour}"/>'
    elif shape == "triangle":
        body = (f'<polygon points="{x:g},{y - r * 1.1:g} {x + r * 1.1:g},{y + r * 0.85:g} '
                f'{x - r * 1.1:g},{y + r * 0.85:g}" fill="{colour}"/>')
    else:
        body = (f'<polygon points="{x:g},{y - r * 1.15:g} {x + r:g},{y:g} {x:g},{y + r * 1.15:g} '
                f'{x - r:g},{y:g}" fill="{colour}"/>')
    letter = text(x, y + r * 0.42, icon.letter, size=r * 1.15, anchor="middle", weight="bold", fill="#fff")
    return f"<g><title>{icon.label}</title>{body}{letter}</g>"


def _icons_row(icons, x, y, r=9, gap=22) -> str:
    return "".join(icon_svg(i, x + k * gap, y, r) for k, i in enumerate(icons))


def _card_body(c: AnimalCard) -> str:
    out = [rect(0, 0, CARD_W, CARD_H, fill="#f7fbff", stroke="#1a365d", rx=10, sw=1.5)]
    out.append(rect(0, 0, CARD_W, 34, fill="#e2ecf7", stroke="none", rx=10))
    out.append(_icons_row(c.icons, 16, 17))
    out.append(text(CARD_W - 8, 14, "icons", size=8, anchor="end", fill="#555"))
    out.append(text(CARD_W - 8, 26, "(Option A)", size=8, anchor="end", fill="#555"))
    out.append(text(CARD_W / 2, 58, c.name, size=13, anchor="middle", weight="bold"))
    out.append(text(CARD_W / 2, 73, c.latin, size=9, anchor="middle", style="italic", fill="#444"))
    out.append(provenance_tag(c.provenance.value, CARD_W / 2 - 37, 82))
    out.append(rect(6, 112, CARD_W - 12, 82, fill="#fffbea", stroke="#b7791f", rx=6))
    out.append(text(12, 126, "condition (Option B)", size=8, fill="#7b5a12"))
    for k, line in enumerate(wrap(c.condition.text, 22)[:4]):
        out.append(text(CARD_W / 2, 144 + k * 14, line, size=10.5, anchor="middle"))
    return "".join(out)


def card_svg(c: AnimalCard) -> str:
    """A whole Aquatic Animal card: icons on top, name, condition at the bottom."""
    return svg(CARD_W, CARD_H, _card_body(c), title=f"{c.name}: icons "
               f"{', '.join(i.label for i in c.icons)}; condition: {c.condition.text}")


def _face_body(f: SanctuaryFace) -> str:
    out = [rect(0, 0, CARD_W, 110, fill="#eefaf3", stroke="#22543d", rx=10, sw=1.8)]
    out.append(text(CARD_W / 2, 16, "SANCTUARY", size=8, anchor="middle", fill="#22543d", weight="bold"))
    out.append(_icons_row(f.icons, CARD_W / 2 - (len(f.icons) - 1) * 11, 34))
    out.append(text(CARD_W / 2, 66, f.name, size=13, anchor="middle", weight="bold"))
    out.append(text(CARD_W / 2, 81, f.latin, size=9, anchor="middle", style="italic", fill="#444"))
    other = [SANCTUARY_FACES[i].name for i in SANCTUARY_CARDS[f.card] if i != f.id][0]
    out.append(text(CARD_W / 2, 100, f"other side: {other} ({f.pairing_source.provenance.value})",
                    size=8.5, anchor="middle", fill="#555"))
    return "".join(out)


def face_svg(f: SanctuaryFace) -> str:
    other = [SANCTUARY_FACES[i].name for i in SANCTUARY_CARDS[f.card] if i != f.id][0]
    return svg(CARD_W, 110, _face_body(f), title=f"Sanctuary {f.name}: {', '.join(i.label for i in f.icons)}; "
               f"other side {other} (which faces share a card is illustrative)")


def back_svg_body(w=60, h=80, label="?") -> str:
    return (rect(0, 0, w, h, fill="#2c5282", stroke="#1a365d", rx=6) +
            rect(5, 5, w - 10, h - 10, fill="none", stroke="#90cdf4", rx=4) +
            text(w / 2, h / 2 + 6, label, size=16, anchor="middle", fill="#fff", weight="bold"))


STRIP_H = 24


def _sanctuary_body(s, width: float = 210, label: str = "") -> tuple[str, float]:
    """The sanctuary as a stack: icon strips above the Sanctuary card, condition strips below."""
    out = []
    y = 0
    if label:
        out.append(text(0, 13, label, size=12, weight="bold"))
        y = 20
    icon_cards = s.icon_animals
    for c in icon_cards:  # each tucked card shows its top: name and icons
        out.append(rect(0, y, width, STRIP_H, fill="#f0f6fc", stroke="#4a6fa5", rx=4))
        out.append(_icons_row(c.icons, 12, y + STRIP_H / 2, r=7, gap=17))
        out.append(text(52, y + 16, c.name, size=10.5))
        y += STRIP_H + 2
    if s.face is not None:
        out.append(rect(0, y, width, 44, fill="#eefaf3", stroke="#22543d", rx=6, sw=1.6))
        out.append(_icons_row(s.face.icons, 14, y + 22, r=8, gap=19))
        out.append(text(76, y + 19, s.face.name, size=12, weight="bold"))
        out.append(text(76, y + 34, "Sanctuary card", size=9, fill="#22543d"))
        y += 46
    else:
        out.append(rect(0, y, width, 30, fill="#f4f4f4", stroke="#888", rx=6, extra='stroke-dasharray="4 3"'))
        out.append(text(width / 2, y + 19, "(known only by its counts)", size=10, anchor="middle", fill="#555"))
        y += 32
    for c in s.conditions:  # each tucked card shows its bottom: the condition
        out.append(rect(0, y, width, STRIP_H, fill="#fffbea", stroke="#b7791f", rx=4))
        out.append(text(6, y + 16, f"{c.name}:", size=10, weight="bold"))
        cond = c.condition.text
        short = cond if len(cond) <= 30 - len(c.name) // 2 else cond[: 27 - len(c.name) // 2] + "…"
        out.append(text(width - 6, y + 16, short, size=9, anchor="end", fill="#5f370e"))
        y += STRIP_H + 2
    k = s.counts
    out.append(text(0, y + 14, f"Size {k.size:g} · Danger {k.danger:g} · Grace {k.grace:g}",
                    size=10, fill="#222", weight="bold"))
    out.append(text(0, y + 28, f"{k.icon_cards:g} showing icons · {k.condition_cards:g} showing a condition",
                    size=9.5, fill="#333"))
    return "".join(out), y + 34


def sanctuary_svg(s, label: str = "") -> str:
    body, h = _sanctuary_body(s, label=label)
    return svg(215, h, body, title=f"Sanctuary: {s}")


def _unrevealed_body(view, p: int, label: str) -> tuple[str, float]:
    """Before both sides are revealed: the player's Sanctuary card, with its two faces."""
    card_id = view.my_sanctuary_card if p == (view.seat or 0) else view.opponent_sanctuary_card
    out = [text(0, 13, label, size=12, weight="bold"),
           text(0, 32, "Sanctuary card, one side to pick:", size=10, fill="#333")]
    y = 40
    for fid in SANCTUARY_CARDS[card_id]:
        f = SANCTUARY_FACES[fid]
        chosen = view.my_side is not None and view.my_side.id == fid and p == view.seat
        out.append(rect(0, y, 210, 36, fill="#eefaf3", stroke="#22543d", rx=6, sw=2.4 if chosen else 1.2,
                        extra="" if chosen else 'stroke-dasharray="4 3"'))
        out.append(_icons_row(f.icons, 14, y + 18, r=8, gap=19))
        out.append(text(76, y + 22, f.name + ("  (your pick)" if chosen else ""), size=11.5, weight="bold"))
        y += 42
    out.append(text(0, y + 10, "hidden until both have picked", size=9, fill="#555"))
    return "".join(out), y + 16


def state_svg(view) -> str:
    """A whole position as seen by ``view.seat`` (``None``: everything, both hands shown)."""

    full = view.seat is None
    state = view._full
    W = 700
    parts = []
    header = (f"Turn {min(view.turn + 1, TURNS)} of {TURNS} · step: {view.phase}" if view.phase is not Phase.END
              else "Game over")
    if view.phase is not Phase.END and view.current_player >= 0:
        header += f" · player {view.current_player} to act"
    parts.append(text(0, 16, header, size=14, weight="bold"))
    who = "everything (both hands)" if full else f"seat {view.seat}'s view"
    parts.append(text(W, 16, who, size=10, anchor="end", fill="#555"))
    heights = []
    for p in range(view.num_players):
        s = view.sanctuaries[p]
        x = p * (W - 215) / max(1, view.num_players - 1)
        label = f"Player {p}" + ("" if full or p != view.seat else " (you)")
        if s is None:
            body, h = _unrevealed_body(view, p, label)
        else:
            body, h = _sanctuary_body(s, label=label)
        parts.append(group(body, x, 30))
        heights.append(h)
    # middle column: offer, deck, hands
    mx = 245
    my = 40
    parts.append(text(mx, my, "Offer", size=11, weight="bold"))
    if view.offer_up is not None:
        parts.append(group(_mini_card(view.offer_up, "face up"), mx, my + 6))
        if view.offer_down is not None:
            parts.append(group(_mini_card(view.offer_down, "face down"), mx + 110, my + 6))
        else:
            parts.append(group(back_svg_body(100, 70) + text(50, 84, "face down", size=9, anchor="middle"), mx + 110, my + 6))
    else:
        parts.append(text(mx, my + 20, "(no offer on the table)", size=10, fill="#555"))
    y = my + 110
    if view.phase is Phase.SIDE:
        parts.append(text(mx, y, "The cards are shuffled and dealt", size=11))
        parts.append(text(mx, y + 16, "once both sides are chosen.", size=11))
        y += 40
    else:
        parts.append(text(mx, y, f"Deck: {view.deck_size} card{'s' if view.deck_size != 1 else ''}", size=11))
        y += 22
    if view.phase is Phase.SIDE:
        pass
    elif full:
        for p in range(view.num_players):
            names = ", ".join(ANIMALS[c].name for c in state._hands[p]) or "–"
            parts.append(text(mx, y, f"Hand {p}: {names}", size=10))
            y += 16
    else:
        parts.append(text(mx, y, "Your hand:", size=11, weight="bold"))
        y += 6
        for k, c in enumerate(view.hand):
            parts.append(group(_mini_card(c, ""), mx + k * 70, y))
        y += 84
        parts.append(text(mx, y, f"Opponent's hand: {view.opponent_hand_size} hidden card"
                                 f"{'s' if view.opponent_hand_size != 1 else ''}", size=10))
        y += 16
    if view.phase is Phase.END and state is not None:
        o = state.outcome()
        res = "tie" if o.winner is None else f"player {o.winner} wins"
        parts.append(text(mx, y + 10, f"Final: {o.scores[0]:g} – {o.scores[1]:g}, {res}", size=12, weight="bold"))
        y += 20
    H = max(max(heights) + 40, y + 10)
    return svg(W, H, "".join(parts), title="Pacific Ocean position")


def _mini_card(c: AnimalCard, caption: str) -> str:
    w, h = 100 if caption else 66, 70
    out = [rect(0, 0, w, h, fill="#f7fbff", stroke="#1a365d", rx=6)]
    out.append(_icons_row(c.icons, 11, 12, r=6, gap=15))
    for k, line in enumerate(wrap(c.name, 11 if not caption else 16)[:2]):
        out.append(text(w / 2, 34 + k * 12, line, size=9.5, anchor="middle", weight="bold"))
    if caption:
        out.append(text(w / 2, h + 14, caption, size=9, anchor="middle"))
    return "".join(out)


def gallery_svg(items, per_row: int = 4, kind: str = "animal") -> str:
    """Several cards in a grid (animals or faces)."""
    items = list(items)
    gap = 12
    w = CARD_W if kind == "animal" else CARD_W
    h = CARD_H if kind == "animal" else 110
    rows = (len(items) + per_row - 1) // per_row
    body = "".join(
        group(_card_body(c) if kind == "animal" else _face_body(c), (k % per_row) * (w + gap), (k // per_row) * (h + gap))
        for k, c in enumerate(items))
    return svg(per_row * (w + gap) - gap, rows * (h + gap) - gap, body, title="cards")


def gallery(items=None, per_row: int = 4) -> Picture:
    """All 16 animal cards (or the given ones) as one picture."""
    items = list(ANIMALS if items is None else items)
    return Picture(gallery_svg(items, per_row, "animal"), f"picture of {len(items)} animal cards")


def faces_gallery(per_row: int = 4) -> Picture:
    return Picture(gallery_svg(SANCTUARY_FACES, per_row, "face"), "picture of the 4 Sanctuary faces")


def icon_legend() -> Picture:
    """The three icon kinds with their shapes, letters and names."""
    body = ""
    for k, icon in enumerate((Icon.SIZE, Icon.DANGER, Icon.GRACE)):
        x = 20 + k * 130
        body += icon_svg(icon, x, 22, r=13) + text(x + 22, 27, icon.label, size=14, weight="bold")
    return Picture(svg(400, 44, body, title="Icons: Size (circle, S), Danger (triangle, D), Grace (diamond, G)"),
                   "icons: Size = circle S, Danger = triangle D, Grace = diamond G")


def card_table() -> Table:
    """Every animal card: icons, condition, and where each part comes from."""
    rows = [(c.name, " + ".join(i.label for i in c.icons), c.condition.text,
             c.icons_source.provenance.value, c.condition_source.provenance.value,
             c.latin_source.provenance.value) for c in ANIMALS]
    return Table(("Card", "Icons (Option A)", "Condition (Option B)", "Icons from", "Condition from",
                  "Latin name from"), rows)
