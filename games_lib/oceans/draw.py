"""Drawings of Oceans: trait cards, species boards, rows of species, the Ocean and a whole table,
made to be read on a phone. The same ideas as :mod:`games_lib.open_ocean.draw`.

Every function returns a :class:`~games_lib.core.draw.Picture` (HTML around small inline SVG
pieces, each at most 340 px wide, no text under 12 px) whose ``alt`` says in words what it shows.

**Colour is never the only signal.** Each icon has its colour, its own shape and its words:
forage is a green circle ("forage 2"), attack a red tooth (a triangle pointing down, "attack
1"), a shell a grey shell ("shell 2"), a gain a blue diamond ("gains 2"), taking from a
neighbour a purple square ("takes 1"); "may never" is the icon struck through and said in
words; the arrow of a trigger points to the neighbour it watches (left or right) and says it.
A defensive trait (one with a shell) has a black text box, as the rulebook says.

**A row of species is a layout that carries a rule** (adjacency): :func:`row_picture` draws it
with :func:`~games_lib.core.draw.fixed_layout`, so that neighbours stay neighbours at every
width (it scales down a little, then scrolls sideways in its own frame), and says at each end
which species of the next player it borders (one ring across the table). The Ocean
(:func:`ocean_picture`) is a fixed row too: the Reef, then zones 1, 2, 3 (zone 1 is the one
closest to the Reef, and empties first).

**What a seat may not see is never drawn**: :func:`table_picture` takes the engine's
:class:`~.state.View` (``state.view(seat)``): other players' score piles and hands are shown
as "hidden" and a number of cards.

**Provenance is said once** (:func:`provenance_note`): one note under a picture says which of
its data are ``secondary`` (the 12 Surface traits, Abundance and Fertile: named by public
summaries, numbers ours) and which ``illustrative`` (migrate numbers, Deep cards, other
Scenarios); ``provenance=True`` tags every card instead (a card sheet, cut apart).

=================================================  ==================================================
``trait_card_svg(card)``                           one trait card as one SVG (``card_picture``: a Picture)
``cards_picture(cards, label)``                    several cards (a hand), wrapping on a phone
``gallery()``                                      the 12 Surface traits, one card each
``species_picture(traits, population)``            one species board, its traits above it
``row_picture(rows_or_view, seat)``                one player's row of species, left to right (fixed)
``table_picture(view, names)`` (``board``)         the whole table as one seat sees it
``ocean_picture(reef, zones, reserve)``            the Reef, Ocean zones 1-3 with their Scenarios, the
                                                   Cambrian card, the RESERVE
``scenario_svg(scenario, active)``                 one Scenario card
``feeding_steps_picture(...)``                     a feeding step by step (default: the rulebook's example)
``feeding_steps(...)``                             the same steps as data: (words, populations, marks)
``step_picture(species, step)``                    one of those steps (the feeding simulator's picture)
``provenance_note(things)``                        the one sentence of provenance under a picture
``trait_words(t)``, ``card_words(c)``              a trait, a card in words
``FEEDING_EXAMPLE``                                the rulebook's feeding example, as ``feed``'s arguments
=================================================  ==================================================
"""

from __future__ import annotations

from typing import Any, Iterable, NamedTuple, Optional, Sequence

from ..core import GameError, UnknownNameError
from ..core.checks import need_bool, need_int, need_kind, need_mapping, need_seq, need_str
from ..core.draw import Picture, column, figure, fixed_layout, hide_svg, note, para, provenance_tag, row
from ..core.svg import fit, rect, svg, text, wrap
from ..core.words import and_list, plural
from .cards import (BLUE, DEEP, GAIN, LEFT, RESERVE, REEF_SCENARIOS, RIGHT, SCENARIOS, SELF, SPACES,
                    SURFACE, TRAITS, Card, DeepCard, Scenario, Trait)

CARD_W = 160          # a trait card
SP_W = 206            # a species board with its traits (a piece of a row)
ZONE_W = 84           # one place of the Ocean picture (four fit a 390 px phone)
_INK = "#111"
_SOFT = "#2d3748"
FORAGE_HEX, ATTACK_HEX, SHELL_HEX, GAIN_HEX, LEECH_HEX = "#2f855a", "#c53030", "#4a5568", "#2b6cb0", "#6b46c1"
_DEFENSIVE_BOX = "#1a202c"
_TOKEN, _TOKEN_EDGE = "#2c5282", "#1a365d"

ICON_WORDS = {"forage": "green circle", "attack": "red tooth (a triangle)", "shell": "grey shell",
              "gain": "blue diamond", "leech": "purple square", "never": "struck through",
              "left": "arrow pointing left", "right": "arrow pointing right"}
"""How each icon is drawn, in words (its colour and its shape): colour is never the only signal."""

FEEDING_EXAMPLE = {"species": [("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0),
                               ("Filter Feeder", 4)],
                   "feeder": 0, "target": 2, "times": 2}
"""The rulebook's feeding example as :func:`~.state.feed`'s arguments: the Tentacled species (left)
attacks the Filter Feeder (right) twice; the middle species gains 1 + 2 + 2 each time."""
FEEDING_NAMES = ("the Tentacled species", "the middle species", "the Filter Feeder")
"""What the rulebook's example calls its three species, in a player's words."""


# ============================================================================ what a thing is

class _Face(NamedTuple):
    """What a drawn card shows: its trait, its migrate number (or None), a word for its deck."""

    trait: Trait
    migrate: Optional[int]
    deck: str
    source: Any


def _face(x: Any, where: str = "trait_card_svg") -> _Face:
    """A trait, a Surface card, a Deep card, or the name or number of one (a card's name like
    ``"Tentacled 3"``, a trait's name like ``"Tentacled"``, a Deep card's name)."""
    if isinstance(x, Card):
        return _Face(x.trait, x.migrate, "Surface card", x.source)
    if isinstance(x, DeepCard):
        return _Face(x.trait, x.migrate, "Deep card", x.source)
    if isinstance(x, Trait):
        return _Face(x, None, "Deep card" if x.id >= 100 else "Surface trait", x.source)
    if isinstance(x, bool) or not isinstance(x, (str, int)):
        raise GameError(f"{where}: takes a trait or card, or its name (like 'Tentacled' or 'Tentacled 3'), "
                        f"not {x!r}"[:200])
    if isinstance(x, int):
        return _face(SURFACE.lookup(x), where)
    for catalog in (SURFACE, TRAITS, DEEP):
        try:
            return _face(catalog.lookup(x), where)
        except UnknownNameError:
            continue
    return _face(TRAITS.lookup(x), where)  # raises the catalog's own error, naming the traits


def _trait(x: Any, where: str) -> Trait:
    return _face(x, where).trait


# ============================================================================ words

def _icon_words(t: Trait) -> list:
    out = []
    if t.forage:
        out.append(f"forage {t.forage}")
    if t.attack:
        out.append(f"attack {t.attack}")
    if t.shell:
        out.append(f"shell {t.shell}: an attacker takes {t.shell} fewer")
    if t.never_forage:
        out.append("may never forage")
    if t.never_attack:
        out.append("may never attack")
    if t.extra_traits:
        out.append(f"may hold {plural(t.extra_traits, 'more trait')}".replace("more traits", "more traits"))
    if t.extra_feeds:
        out.append(f"may feed {'one more time' if t.extra_feeds == 1 else f'{t.extra_feeds} more times'}")
    out += [str(tr) for tr in t.triggers]
    return out


def trait_words(x: Any) -> str:
    """A trait in words, from its data: ``Tentacled: attack 1; may feed one more time``.

    >>> trait_words("Bottom Feeder")
    'Bottom Feeder: when the species on its right is attacked: gains 2'
    >>> trait_words("Inking")
    'Inking (defensive): shell 2: an attacker takes 2 fewer'
    """
    t = _trait(x, "trait_words")
    words = _icon_words(t) or ["no icon"]
    return f"{t.name}{' (defensive)' if t.defensive else ''}: " + "; ".join(words)


def card_words(x: Any) -> str:
    """A card in words: its trait and, for a card, its migrate number (a Deep card's is its cost)."""
    f = _face(x, "card_words")
    words = trait_words(f.trait)
    if f.migrate is None:
        return words
    cost = f"; migrate {f.migrate}" + (f", costs {f.migrate} to evolve" if f.deck == "Deep card" else "")
    return f"{f.deck} {words}{cost}"


def _short(t: Trait) -> str:
    """A trait in a few words, for the bands of a species board: ``attack 1, feeds again``."""
    out = []
    if t.forage:
        out.append(f"forage {t.forage}")
    if t.attack:
        out.append(f"attack {t.attack}")
    if t.shell:
        out.append(f"shell {t.shell}")
    if t.never_forage:
        out.append("never forages")
    if t.never_attack:
        out.append("never attacks")
    if t.extra_traits:
        out.append(f"+{t.extra_traits} trait")
    if t.extra_feeds:
        out.append("feeds again")
    for tr in t.triggers:
        what = f"gains {tr.n}" if tr.effect == GAIN else f"takes {tr.n}"
        if tr.watch == SELF:
            out.append(f"when {tr.event.replace('is ', '')}: {what}")
        else:
            out.append(f"{tr.watch} {tr.event}: {what}")
    # two triggers that differ only by side read as "beside"
    if len(t.triggers) == 2 and {tr.watch for tr in t.triggers} == {LEFT, RIGHT} and \
            t.triggers[0][:1] + t.triggers[0][2:] == t.triggers[1][:1] + t.triggers[1][2:]:
        tr = t.triggers[0]
        out = out[:len(out) - 2] + [f"beside {tr.event}: {'gains' if tr.effect == GAIN else 'takes'} {tr.n}"]
    return ", ".join(out) or "no icon"


# ============================================================================ provenance, said once

def _sources(things: Iterable) -> set:
    out = set()
    for x in things:
        if isinstance(x, Scenario):
            out.add("reef scenario" if x.reef_variant else "illustrative scenario")
            continue
        f = _face(x, "provenance_note")
        if f.deck == "Deep card":
            out.add("deep")
        else:
            out.add("surface")
            if f.migrate is not None:
                out.add("migrate")
    return out


def provenance_note(things: Iterable = ()) -> str:
    """The one sentence under a picture saying where its data come from ("" for nothing ours).
    ``things``: traits, cards, Deep cards, Scenarios or their names.

    >>> print(provenance_note(["Tentacled"]))  # doctest: +NORMALIZE_WHITESPACE
    The rulebook prints no trait text: the names come from public rule summaries (other
    source), the numbers are our reading.
    """
    have = _sources(x for x in things if x is not None)
    out = []
    if "surface" in have:
        out.append("The rulebook prints no trait text: the names come from public rule summaries (other source), "
                   "the numbers are our reading.")
    if "migrate" in have:
        out.append("The migrate numbers are our example.")
    if "deep" in have:
        out.append("The Deep cards shown are our own examples.")
    if "reef scenario" in have:
        out.append("Abundance and Fertile are named by the Reef variant; what they do in numbers is our reading.")
    if "illustrative scenario" in have:
        out.append("The other Scenario cards are our own examples.")
    return " ".join(out)


def _said_once(words: str, things, quiet: bool = False) -> str:
    extra = "" if quiet else provenance_note(things)
    return f"{words.rstrip('.')}. {extra}" if extra else words


def _with_note(html: str, things, quiet: bool = False) -> str:
    words = "" if quiet else provenance_note(things)
    return column(html, note(words), gap=6) if words else html


# ============================================================================ icons

def forage_icon(x: float, y: float, n: Any, r: float = 11) -> str:
    """Forage: a green circle with the number (white on green)."""
    return (f"<g><title>forage {n}</title>"
            f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" fill="{FORAGE_HEX}" stroke="#1c4532" stroke-width="1.2"/>'
            + text(x, y + 4.5, n, size=13, anchor="middle", weight="bold", fill="#fff") + "</g>")


def attack_icon(x: float, y: float, n: Any, r: float = 12) -> str:
    """Attack: a red tooth, a triangle pointing down, with the number."""
    return (f"<g><title>attack {n}</title>"
            f'<polygon points="{x - r:g},{y - r * 0.8:g} {x + r:g},{y - r * 0.8:g} {x:g},{y + r:g}" '
            f'fill="{ATTACK_HEX}" stroke="#742a2a" stroke-width="1.2" stroke-linejoin="round"/>'
            + text(x, y + 2, n, size=12, anchor="middle", weight="bold", fill="#fff") + "</g>")


def shell_icon(x: float, y: float, n: Any, r: float = 12) -> str:
    """A shell: a grey dome on a flat base (a shell seen from the side) with the number."""
    dome = (f'M{x - r - 1:g},{y + r * 0.75:g} Q{x - r - 1:g},{y - r * 1.15:g} {x:g},{y - r * 1.15:g} '
            f'Q{x + r + 1:g},{y - r * 1.15:g} {x + r + 1:g},{y + r * 0.75:g} Z')
    return (f"<g><title>shell {n}</title>"
            f'<path d="{dome}" fill="none" stroke="#fff" stroke-width="4"/>'  # a white halo: it shows on black too
            f'<path d="{dome}" fill="{SHELL_HEX}" stroke="#1a202c" stroke-width="1.2"/>'
            + rect(x - r - 3, y + r * 0.75 - 1, 2 * r + 6, 4, fill="#a0aec0", stroke="#1a202c", rx=1, sw=0.8)
            + text(x, y + 4.5, n, size=12, anchor="middle", weight="bold", fill="#fff") + "</g>")


def gain_icon(x: float, y: float, n: Any, r: float = 12, leech: bool = False) -> str:
    """A gain: a blue diamond with the number; taking from a neighbour: a purple square."""
    if leech:
        shape = rect(x - r * 0.85, y - r * 0.85, r * 1.7, r * 1.7, fill=LEECH_HEX, stroke="#322659", rx=2, sw=1.2)
        title = f"takes {n}"
    else:
        shape = (f'<polygon points="{x:g},{y - r:g} {x + r:g},{y:g} {x:g},{y + r:g} {x - r:g},{y:g}" '
                 f'fill="{GAIN_HEX}" stroke="#1a365d" stroke-width="1.2"/>')
        title = f"gains {n}"
    return (f"<g><title>{title}</title>{shape}"
            + text(x, y + 4.5, n, size=12, anchor="middle", weight="bold", fill="#fff") + "</g>")


def never_mark(x: float, y: float, r: float = 13) -> str:
    """"May never": a thick black stroke across the icon."""
    return (f'<line x1="{x - r:g}" y1="{y + r:g}" x2="{x + r:g}" y2="{y - r:g}" stroke="#fff" stroke-width="6"/>'
            f'<line x1="{x - r:g}" y1="{y + r:g}" x2="{x + r:g}" y2="{y - r:g}" stroke="#000" stroke-width="3"/>')


def arrow_icon(x: float, y: float, side: str) -> str:
    """The adjacency arrow: pointing to the neighbour watched (left or right); a dot for itself."""
    if side == SELF:
        return f'<circle cx="{x:g}" cy="{y:g}" r="5" fill="#1a202c"/>'
    d = -1 if side == LEFT else 1
    return (f'<path d="M{x - 8 * d:g},{y:g} H{x + 6 * d:g} M{x + 1 * d:g},{y - 5:g} L{x + 7 * d:g},{y:g} '
            f'L{x + 1 * d:g},{y + 5:g}" fill="none" stroke="#1a202c" stroke-width="2.4" stroke-linecap="round" '
            f'stroke-linejoin="round"/>')


def _icon_rows(t: Trait) -> list:
    """(icons svg at x 0..48 centred on y 0, words) for each icon of the trait."""
    out = []
    if t.forage or t.never_forage:
        ic = forage_icon(16, 0, t.forage or "")
        if t.never_forage:
            ic += never_mark(16, 0)
        out.append((ic, f"forage {t.forage}" if not t.never_forage else "may never forage"))
    if t.attack or t.never_attack:
        ic = attack_icon(16, 0, t.attack or "")
        if t.never_attack:
            ic += never_mark(16, 0)
        out.append((ic, f"attack {t.attack}" if not t.never_attack else "may never attack"))
    if t.shell:
        out.append((shell_icon(16, 0, t.shell), f"shell {t.shell}: attackers take {t.shell} fewer"))
    if t.extra_traits:
        out.append((rect(5, -10, 22, 20, fill="#fff", stroke="#1a202c", rx=3, sw=1.4)
                    + text(16, 4.5, f"+{t.extra_traits}", size=12, anchor="middle", weight="bold"),
                    f"may hold {t.extra_traits} more trait{'s' if t.extra_traits > 1 else ''}"))
    if t.extra_feeds:
        out.append(('<path d="M8,4 A8,8 0 1 1 16,8" fill="none" stroke="#1a202c" stroke-width="2.2"/>'
                    '<path d="M4,0 L8,6 L13,1" fill="none" stroke="#1a202c" stroke-width="2.2"/>',
                    "may feed one more time" if t.extra_feeds == 1 else f"may feed {t.extra_feeds} more times"))
    for tr in t.triggers:
        ic = arrow_icon(9, 0, tr.watch) + gain_icon(34, 0, tr.n, 11, leech=tr.effect != GAIN)
        who = "it" if tr.watch == SELF else f"{tr.watch} one"
        what = f"gains {tr.n}" if tr.effect == GAIN else f"takes {tr.n} from it"
        out.append((ic, f"when {who} {tr.event}: {what}"))
    return out


# ============================================================================ one card

def _card_body(f: _Face, tag: bool = False) -> tuple:
    t = f.trait
    w = CARD_W
    out = []
    y = 22
    for ln in wrap(t.name, fit(w - 16, 14, True)):
        out.append(text(w / 2, y, ln, size=14, anchor="middle", weight="bold"))
        y += 17
    out.append(text(w / 2, y, f.deck + (" (defensive)" if t.defensive else ""), size=12, anchor="middle",
                    fill=_SOFT))
    y += 12
    for ic, words in _icon_rows(t):
        lines = wrap(words, fit(w - 58, 12))
        hgt = max(28, 15 * len(lines) + 8)
        cy = y + hgt / 2
        out.append(f'<g transform="translate(6,{cy:g})">{ic}</g>')
        for i, ln in enumerate(lines):
            out.append(text(54, cy + 4.5 - 7.5 * (len(lines) - 1) + 15 * i, ln, size=12))
        y += hgt
    # the text box: black for a defensive trait (the rulebook's black text boxes)
    lines = wrap(t.text, fit(w - 20, 12))
    top = y + 6
    box_h = 15 * len(lines) + 12
    dark = t.defensive
    out.append(rect(6, top, w - 12, box_h, fill=_DEFENSIVE_BOX if dark else "#f7fafc",
                    stroke="#1a202c" if dark else "#a0aec0", rx=5, sw=1))
    for i, ln in enumerate(lines):
        out.append(text(w / 2, top + 17 + 15 * i, ln, size=12, anchor="middle", fill="#fff" if dark else _INK))
    y = top + box_h + 6
    if tag:  # where the trait comes from; a Surface card's migrate number is ours (said on its line)
        out.append(provenance_tag(t.source.provenance.value, w / 2 - 48, y))
        y += 22
    if f.migrate is not None:  # the migrate number, bottom left, next to its wave
        out.append(f'<path d="M10,{y + 12:g} q4,-6 8,0 t8,0 t8,0" fill="none" stroke="{GAIN_HEX}" '
                   f'stroke-width="2.2"/>')
        label = f"migrate {f.migrate}" + (f" · cost {f.migrate}" if f.deck == "Deep card" else "")
        if tag and f.deck != "Deep card" and f.source.provenance.value != t.source.provenance.value:
            label += " (ours)"
        out.append(text(40, y + 16, label, size=12, weight="bold"))
        y += 24
    h = y + 4
    bg = "#f0f4ff" if f.deck == "Deep card" else "#fffdf7"
    edge = "#1a202c" if dark else ("#44337a" if f.deck == "Deep card" else "#2c5282")
    frame = rect(0.5, 0.5, w - 1, h - 1, fill=bg, stroke=edge, rx=9, sw=2 if dark else 1.5)
    return frame + "".join(out), h


SMALL_W = 118


def _small_body(f: _Face) -> tuple:
    """A card drawn small (a hand on the table): name, its icons in a row, a few words, the
    migrate number."""
    t = f.trait
    w = SMALL_W
    dark = t.defensive
    ink = "#fff" if dark else _INK
    out = []
    y = 17
    for ln in wrap(t.name, fit(w - 10, 13, True))[:2]:
        out.append(text(w / 2, y, ln, size=13, anchor="middle", weight="bold", fill=ink))
        y += 15
    icons = []
    if t.forage or t.never_forage:
        icons.append(forage_icon(0, 0, t.forage or "", 10) + (never_mark(0, 0, 11) if t.never_forage else ""))
    if t.attack or t.never_attack:
        icons.append(attack_icon(0, 0, t.attack or "", 11) + (never_mark(0, 0, 11) if t.never_attack else ""))
    if t.shell:
        icons.append(shell_icon(0, 0, t.shell, 10))
    for tr in t.triggers[:1]:
        icons.append(gain_icon(0, 0, tr.n, 10, leech=tr.effect != GAIN))
    if icons:
        x0 = w / 2 - 13 * (len(icons) - 1)
        for i, ic in enumerate(icons):
            out.append(f'<g transform="translate({x0 + 26 * i:g},{y + 10:g})">{ic}</g>')
        y += 26
    for ln in wrap(_short(t), fit(w - 10, 12))[:3]:
        out.append(text(w / 2, y + 12, ln, size=12, anchor="middle", fill="#e2e8f0" if dark else _SOFT))
        y += 15
    if f.migrate is not None:
        out.append(text(w / 2, y + 16, f"migrate {f.migrate}", size=12, anchor="middle", weight="bold", fill=ink))
        y += 18
    h = max(y + 8, 96)
    frame = rect(0.5, 0.5, w - 1, h - 1, fill=_DEFENSIVE_BOX if dark else "#fffdf7",
                 stroke="#1a202c" if dark else "#2c5282", rx=8, sw=1.5)
    return frame + "".join(out), h


def trait_card_svg(card: Any, *, provenance: bool = False) -> str:
    """One trait card as one SVG (160 px wide): its name, its deck, each icon (shape, colour,
    number) with its words, the trait's text (a black box for a defensive trait), its migrate
    number for a card. ``card``: a :class:`~.cards.Card`, :class:`~.cards.Trait`,
    :class:`~.cards.DeepCard`, or a name (``"Tentacled"``, ``"Tentacled 3"``). ``provenance=True``:
    tagged with where its data come from (a card sheet). Its title says the card in words."""
    f = _face(card)
    need_bool("provenance", provenance, where="trait_card_svg")
    body, h = _card_body(f, provenance)
    return svg(CARD_W, h, body, title=_said_once(card_words(card), [card], provenance))


card_svg = trait_card_svg


def card_picture(card: Any, *, provenance: bool = False, said_once: bool = True) -> Picture:
    """One card as a :class:`Picture`, with the note saying where its data come from."""
    one = trait_card_svg(card, provenance=provenance)
    quiet = provenance or not need_bool("said_once", said_once, where="card_picture")
    return Picture(one, _said_once(card_words(card), [card], quiet), html=_with_note(hide_svg(one), [card], quiet))


def _items(cards: Any, where: str) -> list:
    if isinstance(cards, (str, Card, Trait, DeepCard)):
        cards = [cards]
    return list(need_seq("cards", cards, "cards or trait names", single=True, where=where))


def cards_picture(cards: Any, label: str = "", *, empty: str = "no cards", provenance: bool = False,
                  said_once: bool = True, small: bool = False) -> Picture:
    """Several cards side by side (a hand), wrapping on a narrow screen (their order carries no
    rule); one note says where their data come from. ``small=True``: drawn small (a hand on the
    table), the icons and a few words.

    >>> cards_picture(["Tentacled 1", "Inking"], "Your hand").alt[:58]
    'Your hand: Surface card Tentacled: attack 1; may feed one '
    """
    items = _items(cards, "cards_picture")
    need_str("label", label, where="cards_picture")
    tag = need_bool("provenance", provenance, where="cards_picture")
    quiet = tag or not need_bool("said_once", said_once, where="cards_picture")
    faces = [_face(c, "cards_picture") for c in items]
    if need_bool("small", small, where="cards_picture"):
        pieces = [svg(SMALL_W, h, b, hidden=True) for b, h in (_small_body(f) for f in faces)]
    else:
        pieces = [svg(CARD_W, h, b, hidden=True) for b, h in (_card_body(f, tag) for f in faces)]
    words = "; ".join(card_words(c) for c in items) or empty
    body = row(*(figure(p) for p in pieces), gap=8) if pieces else para(empty)
    html = column(para(label, bold=True), body) if label else column(body)
    alt = f"{label}: {words}" if label else words
    return Picture(alt=_said_once(alt, items, quiet), html=_with_note(html, items, quiet))


def gallery(cards: Any = None, *, provenance: bool = False, said_once: bool = True) -> Picture:
    """The 12 Surface traits, one card each (or ``cards``), wrapping on a narrow screen."""
    return cards_picture(list(TRAITS) if cards is None else cards, provenance=provenance, said_once=said_once)


# ============================================================================ one species board

def _trait_names(traits: Any, where: str) -> list:
    if isinstance(traits, (str, Card, Trait, DeepCard)):
        traits = [traits]
    return [_trait(t, where) for t in need_seq("traits", traits, "trait names", single=True, where=where)]


def _band(t: Trait, y: float, w: float) -> tuple:
    """One trait on a species board, as a band: its name and its icons in a few words."""
    dark = t.defensive
    lines = wrap(_short(t), fit(w - 16, 12))[:2]
    h = 20 + 14 * len(lines)
    out = [rect(4, y, w - 8, h, fill=_DEFENSIVE_BOX if dark else "#fffdf7", stroke="#1a202c" if dark else "#2c5282",
                rx=5, sw=1.2),
           text(10, y + 15, t.name, size=12, weight="bold", fill="#fff" if dark else _INK)]
    for i, ln in enumerate(lines):
        out.append(text(10, y + 29 + 14 * i, ln, size=12, fill="#e2e8f0" if dark else _SOFT))
    return "".join(out), h


def _fishbones(x: float, y: float) -> str:
    """A fish skeleton: the fishbones space (a token there means overpopulation)."""
    ribs = "".join(f'<line x1="{x + dx:g}" y1="{y - 6:g}" x2="{x + dx:g}" y2="{y + 6:g}" stroke="#4a5568" '
                   f'stroke-width="1.4"/>' for dx in (-5, -1, 3))
    return (f'<line x1="{x - 10:g}" y1="{y:g}" x2="{x + 8:g}" y2="{y:g}" stroke="#4a5568" stroke-width="1.8"/>'
            f'{ribs}<circle cx="{x + 10:g}" cy="{y:g}" r="3" fill="none" stroke="#4a5568" stroke-width="1.4"/>'
            f'<path d="M{x - 10:g},{y:g} l-4,-5 M{x - 10:g},{y:g} l-4,5" stroke="#4a5568" stroke-width="1.6"/>')


MARK_WORDS = {"feeds": "feeds", "attacked": "is attacked", "gains": "gains", "over": "overpopulates"}
"""What a mark on a species says in words (colour is never the only signal)."""
_MARK = {"feeds": ("#d69e2e", "#744210"), "attacked": ("#c53030", "#742a2a"), "gains": ("#2b6cb0", "#1a365d"),
         "over": ("#9b2c2c", "#742a2a"), "": ("#d69e2e", "#744210")}


def _bands_height(traits: list) -> float:
    """How tall the traits above a species board are (to line the boards of a row up)."""
    if not traits:
        return 20
    return sum(_band(t, 0, SP_W)[1] + 3 for t in traits)


def _species_body(traits: list, pop: int, name: str, mark: str = "", delta: int = 0,
                  bands_h: float = 0) -> tuple:
    """(svg body, height) of one species: name, traits as bands, then the board of ten spaces."""
    w = SP_W
    out = []
    y = 4
    head = name
    for ln in wrap(head, fit(w - 14, 13, True))[:2]:
        out.append(text(8, y + 14, ln, size=13, weight="bold"))
        y += 16
    if mark:
        out.append(text(8, y + 13, "\u25b6 " + MARK_WORDS.get(mark, mark), size=12, weight="bold",
                        fill=_MARK.get(mark, _MARK[""])[1]))
        y += 16
    y += 6
    start = y
    if not traits:
        out.append(text(10, y + 14, "no trait", size=12, fill=_SOFT, style="italic"))
        y += 20
    for t in traits:
        b, h = _band(t, y, w)
        out.append(b)
        y += h + 3
    y = max(y, start + bands_h)
    # the board: two rows of five spaces, the tenth the fishbones
    s, gap, x0 = 34, 4, 9
    top = y + 4
    board_h = 2 * s + gap + 34
    out.append(rect(2, top - 2, w - 4, board_h, fill="#e6f6ff", stroke="#2c5282", rx=8, sw=1.5))
    for k in range(SPACES):
        r, c = divmod(k, 5)
        cx = x0 + c * (s + gap) + s / 2 + 2
        cy = top + 4 + r * (s + gap) + s / 2
        filled = k < pop
        last = k == SPACES - 1
        out.append(rect(cx - s / 2, cy - s / 2, s, s, fill="#fff", stroke="#9b2c2c" if last else "#4a5568",
                        rx=5, sw=2 if last else 1, extra='' if filled else 'stroke-dasharray="3 2"'))
        if last and not filled:
            out.append(_fishbones(cx, cy))
        if filled:
            out.append(f'<circle cx="{cx:g}" cy="{cy:g}" r="13" fill="{_TOKEN}" stroke="{_TOKEN_EDGE}" '
                       f'stroke-width="1.2"/>')
            out.append(text(cx, cy + 4.5, k + 1, size=12, anchor="middle", weight="bold", fill="#fff"))
        elif not last:
            out.append(text(cx, cy + 4.5, k + 1, size=12, anchor="middle", fill="#4a5568"))
    words = f"{pop} of {SPACES}: fishbones!" if pop >= SPACES else f"population {pop} of {SPACES}"
    ly = top + 2 * s + gap + 24
    out.append(text(10, ly, words, size=12,
                    weight="bold" if pop >= SPACES else "normal", fill="#742a2a" if pop >= SPACES else _INK))
    if delta:  # what this step changed, in a white pill at the bottom right
        badge = f"+{delta}" if delta > 0 else f"\u2212{-delta}"
        out.append(rect(w - 50, ly - 15, 42, 20, fill="#fff", stroke=_SOFT, rx=10, sw=1.4))
        out.append(text(w - 29, ly, badge, size=13, anchor="middle", weight="bold"))
    h = top + board_h + 2
    if mark is not None and (mark or delta):
        edge, _ = _MARK.get(mark, _MARK[""])
        out.insert(0, rect(1, 1, w - 2, h - 2, fill="#fffaf0" if mark in ("feeds", "") else "#fff5f5"
                           if mark in ("attacked", "over") else "#ebf8ff", stroke=edge, rx=10, sw=3))
    else:  # a light ground of its own: the words read in a dark theme too
        out.insert(0, rect(0.5, 0.5, w - 1, h - 1, fill="#fbfdff", stroke="#cbd5e0", rx=10, sw=1))
    return "".join(out), h


def species_words(traits: list, pop: int, name: str = "") -> str:
    """One species in words: ``Species 2: Symbiotic, Bottom Feeder; 5 of 10 spaces filled``."""
    ts = ", ".join(t.name for t in traits) or "no trait"
    over = " (a token on the fishbones: it overpopulates)" if pop >= SPACES else ""
    return f"{name + ': ' if name else ''}{ts}; population {pop} of {SPACES}{over}"


def species_picture(traits: Any, population: int, *, name: Optional[str] = None, highlight: Any = None,
                    provenance: bool = False, said_once: bool = True) -> Picture:
    """One species board: its name, its traits above it (name and icons in words, a black band
    for a defensive trait), then its ten spaces, tokens drawn on the first ``population`` of them
    (a numbered blue token each), the tenth the fishbones. ``highlight``: a word under the name
    ("feeds", "attacked", "gains", "over") or ``True``: the board outlined."""
    ts = _trait_names(traits, "species_picture")
    pop = need_int("population", population, 0, SPACES, where="species_picture")
    label = "Species" if name is None else need_str("name", name, where="species_picture")
    mark = "" if highlight is True else (None if highlight in (None, False) else str(highlight))
    body, h = _species_body(ts, pop, label, mark)
    one = svg(SP_W, h, body, title="")
    quiet = provenance or not said_once
    words = species_words(ts, pop, label)
    if mark:
        words += f" ({mark})"
    return Picture(alt=_said_once(words, ts, quiet), html=_with_note(hide_svg(one), ts, quiet))


# ============================================================================ a row of species

class _Sp(NamedTuple):
    board: int
    traits: list
    pop: int
    name: str


def _edge_piece(lines: list, side: str) -> str:
    w = 74
    h = 36 + 15 * len(lines)
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#f7fafc", stroke="#a0aec0", rx=8, sw=1,
                extra='stroke-dasharray="4 3"'), arrow_icon(w / 2, 14, side)]
    for i, ln in enumerate(lines):
        out.append(text(w / 2, 32 + 15 * i, ln, size=12, anchor="middle", fill=_SOFT))
    return svg(w, h, "".join(out), hidden=True)


def _plain_row(species: Any, where: str) -> list:
    from .checks import check_species
    row_ = check_species(species, where)
    return [_Sp(i, [TRAITS[t] for t in ts], pop, f"Species {i + 1}") for i, (ts, pop) in enumerate(row_)]


def _view_row(view, seat: int) -> list:
    return [_Sp(b, [SURFACE[x].trait for x in view.traits[b]], view.counts[_BOARD0 + b], f"Species {b + 1}")
            for b in view.rows[seat]]


def _who(p: int, seat: Optional[int], nm: list, owner: bool = False) -> str:
    if seat is not None and p == seat:
        return "your" if owner else "you"
    return f"{nm[p]}'s" if owner else nm[p]


def _ends(view, p: int, nm: list, seat: Optional[int]) -> tuple:
    """Words for the species beyond each end of ``p``'s row (one ring across the table)."""
    from .state import neighbours, ring
    r = ring(view.rows)
    row_ = view.rows[p]
    if not row_ or len(r) < 2:
        return None, None
    left, _ = neighbours(r, row_[0])
    _, right = neighbours(r, row_[-1])

    def say(b):
        q = next(k for k, rw in enumerate(view.rows) if b in rw)
        return f"{_who(q, seat, nm, True)} species {b + 1}"
    return say(left), say(right)


def _row_html(sps: list, label: str, ends=(None, None), marks: Optional[dict] = None,
              deltas: Optional[dict] = None) -> tuple:
    """(html of one fixed row, its words)."""
    marks, deltas = marks or {}, deltas or {}
    bands = max((_bands_height(s.traits) for s in sps), default=0)
    pieces, kinds, words = [], [], []
    if ends[0]:
        pieces.append(_edge_piece(["beside", *wrap(ends[0], 10)], LEFT))
        kinds.append("edge")
    for s in sps:
        body, h = _species_body(s.traits, s.pop, s.name, marks.get(s.board, ""), deltas.get(s.board, 0), bands)
        pieces.append(svg(SP_W, h, body, hidden=True))
        kinds.append("species")
        w = species_words(s.traits, s.pop, s.name)
        if marks.get(s.board):
            w += f" ({marks[s.board]})"
        if deltas.get(s.board):
            w += f" ({'+' if deltas[s.board] > 0 else ''}{deltas[s.board]})"
        words.append(w)
    if ends[1]:
        pieces.append(_edge_piece(["beside", *wrap(ends[1], 10)], RIGHT))
        kinds.append("edge")
    if not sps:
        pieces = [svg(SP_W, 40, rect(0.5, 0.5, SP_W - 1, 39, fill="#fbfdff", stroke="#cbd5e0", rx=8, sw=1)
                      + text(10, 24, "no species yet", size=12, fill=_SOFT, style="italic"), hidden=True)]
        kinds = ["empty"]
    said = f"{label}: " + ("; ".join(words) if words else "no species yet")
    if ends[0]:
        said += f". Its left end is beside {ends[0]}, its right end beside {ends[1]}"
    frame = fixed_layout(pieces, said + ". (A row, left to right: scroll sideways to see all of it.)", kinds=kinds,
                         gap=8, layout="species-row")
    return frame, said


def row_picture(rows: Any, seat: int = 0, *, names: Optional[Sequence[str]] = None, label: str = "",
                marks: Any = None, said_once: bool = True) -> Picture:
    """One player's row of species, left to right as its owner sees it (a species' neighbours
    are the ones beside it; the ends border the next players' rows: one ring across the table).
    ``rows``: a :class:`~.state.View` (then ``seat`` is the row drawn) or a list of species
    ``(traits, population)`` (one row, numbered from 1). ``marks``: ``{species number: word}``
    (``"feeds"``, ``"attacked"``). The row never reflows (a fixed layout): on a narrow screen it
    scales down a little, then scrolls sideways in its own frame."""
    from .state import View
    nm = _names_for(rows, names)
    if isinstance(rows, View):
        seat = need_int("seat", seat, 0, rows.num_players - 1, where="row_picture")
        sps = _view_row(rows, seat)
        ends = _ends(rows, seat, nm, rows.seat)
        default = f"{_who(seat, rows.seat, nm, True).capitalize()} species"
    else:
        sps = _plain_row(rows, "row_picture")
        ends = (None, None)
        default = "A row of species"
    need_str("label", label, where="row_picture")
    mk = {}
    if marks is not None:
        for k, v in need_mapping("marks", marks, "species numbers and words", where="row_picture").items():
            mk[need_int("marks", k, where="row_picture") - (0 if isinstance(rows, View) else 1)] = str(v)
    frame, said = _row_html(sps, label or default, ends, mk)
    traits = [t for s in sps for t in s.traits]
    quiet = not need_bool("said_once", said_once, where="row_picture")
    head = [para(label or default, bold=True)]
    return Picture(alt=_said_once(said, traits, quiet), html=_with_note(column(*head, frame, gap=6), traits, quiet))


# ============================================================================ the Ocean

_BOARD0 = 6   # token places of the engine (state.BOARD0): the counts a view holds
_REEF, _Z1, _RES, _BOX = 2, 3, 0, 1


def scenario_svg(scenario: Any, active: bool = False, w: float = ZONE_W - 6) -> str:
    """One Scenario card, small: its name, its kind in words (blue: while its zone is empty;
    purple: each time its zone empties) with a square (blue) or a lightning bolt (purple), and
    whether it is active now (a star and the word)."""
    sc = scenario if isinstance(scenario, Scenario) else SCENARIOS.lookup(scenario)
    body, h = _scenario_body(sc, active, w)
    return svg(w, h, body, title=f"Scenario {sc.name}")


def _scenario_body(sc: Scenario, active: bool, w: float, x: float = 0, y: float = 0) -> tuple:
    blue = sc.kind == BLUE
    out = []
    ly = y + 16
    for ln in wrap(sc.name, fit(w - 8, 12, True)):
        out.append(text(x + w / 2, ly, ln, size=12, anchor="middle", weight="bold"))
        ly += 14
    if blue:
        out.append(rect(x + 6, ly - 8, 10, 10, fill="#2b6cb0", stroke="#1a365d", rx=1, sw=1))
    else:
        out.append(f'<path d="M{x + 12:g},{ly - 10:g} l-5,7 h5 l-3,7 l8,-9 h-5 l3,-5 z" fill="#6b46c1" '
                   f'stroke="#322659" stroke-width="0.8"/>')
    out.append(text(x + 20, ly + 1, sc.kind, size=12, fill=_SOFT))
    ly += 16
    state = ("active" if active else "waits") if blue else ("fired" if active else "waits")
    if active:
        out.append(f'<path d="M{x + 10:g},{ly - 11:g} l2.4,5 5.4,.6 -4,3.7 1.1,5.3 -4.9,-2.7 -4.9,2.7 1.1,-5.3 '
                   f'-4,-3.7 5.4,-.6 z" fill="#d69e2e" stroke="#744210" stroke-width="0.8"/>')
    else:
        out.append(f'<circle cx="{x + 10:g}" cy="{ly - 3:g}" r="4.5" fill="none" stroke="{_SOFT}" stroke-width="1.2"/>')
    out.append(text(x + 20, ly + 1, state, size=12, weight="bold" if active else "normal"))
    h = ly + 8 - y
    frame = rect(x + 0.5, y + 0.5, w - 1, h - 1, fill="#ebf4ff" if blue else "#f3ecff",
                 stroke="#1a365d" if active else "#718096", rx=6, sw=2.5 if active else 1)
    return frame + "".join(out), h


def _tokens_box(n: int, x: float, y: float, w: float) -> str:
    """A count of tokens: a big number over a small pile of tokens."""
    out = [text(x + w / 2, y + 20, n, size=20, anchor="middle", weight="bold")]
    shown = min(n, 5)
    for i in range(shown):
        cx = x + w / 2 + (i - (shown - 1) / 2) * 12
        out.append(f'<circle cx="{cx:g}" cy="{y + 34:g}" r="5.5" fill="{_TOKEN}" stroke="{_TOKEN_EDGE}" '
                   f'stroke-width="1"/>')
    if not n:
        out.append(text(x + w / 2, y + 40, "empty", size=12, anchor="middle", fill="#742a2a", weight="bold"))
    return "".join(out)


def _place_body(title: str, n: int, sub: str, extra: list) -> tuple:
    """(body without its frame, height) of one place of the Ocean picture."""
    w = ZONE_W
    out = [text(w / 2, 18, title, size=13, anchor="middle", weight="bold"), _tokens_box(n, 0, 24, w)]
    y = 82
    for ln in wrap(sub, fit(w - 8, 12)):
        out.append(text(w / 2, y, ln, size=12, anchor="middle", fill=_SOFT))
        y += 14
    y += 2
    for body, h in extra:
        out.append(f'<g transform="translate(3,{y:g})">{body}</g>')
        y += h + 4
    return "".join(out), y + 2


def _place_piece(body: str, fill: str, height: float) -> str:
    frame = rect(0.5, 0.5, ZONE_W - 1, height - 1, fill=fill, stroke="#2c5282", rx=8, sw=1.5)
    return svg(ZONE_W, height, frame + body, hidden=True)


def _ocean_args(reef, ocean_zones, reserve, scenarios, cambrian, active, final):
    from .state import State, View
    if isinstance(reef, State):
        reef = reef.view(None)
    if isinstance(reef, View):
        v = reef
        c = v.counts
        return (c[_REEF], (c[_Z1], c[_Z1 + 1], c[_Z1 + 2]), c[_RES],
                [SCENARIOS[i] for i in REEF_SCENARIOS] if scenarios is None else scenarios,
                v.cambrian if cambrian is None else cambrian, v.scen_on if active is None else active,
                v.final if final is None else final)
    zones = need_seq("ocean_zones", (25, 25, 25) if ocean_zones is None else ocean_zones, "three numbers",
                     where="ocean_picture")
    if len(zones) != 3:
        raise GameError(f"ocean_picture: ocean_zones must be three numbers (zones 1, 2, 3), not {len(zones)}")
    zones = tuple(need_int("ocean_zones", z, 0, 200, where="ocean_picture") for z in zones)
    reef = need_int("reef", reef, 0, 200, where="ocean_picture")
    reserve = need_int("reserve", RESERVE if reserve is None else reserve, 0, RESERVE, where="ocean_picture")
    return (reef, zones, reserve, scenarios, zones[0] == 0 if cambrian is None else cambrian,
            (zones[0] == 0, zones[1] == 0) if active is None else active, bool(final))


def ocean_picture(reef: Any = 25, ocean_zones: Any = None, reserve: Optional[int] = None, *, scenarios: Any = None,
                  cambrian: Optional[bool] = None, active: Any = None, final: Optional[bool] = None,
                  label: str = "The Reef and the Ocean", said_once: bool = True) -> Picture:
    """The Reef, Ocean zones 1, 2 and 3 (in this order: zone 1 is closest to the Reef and empties
    first) with their Scenario cards (Abundance on zone 1, Fertile on zone 2 in the Reef variant;
    ``scenarios``: other names), the Cambrian Explosion card on zone 1 until zone 1 first empties,
    and the RESERVE bag (its 60 tokens go into zone 3 the moment the whole Ocean is empty: the
    final round). ``reef`` may be a :class:`~.state.View` (everything is read from it).
    ``active``: which Scenarios are active (default: the ones whose zone is empty)."""
    reef, zones, reserve, scen, camb, on, final = _ocean_args(reef, ocean_zones, reserve, scenarios, cambrian,
                                                             active, final)
    scen = [x if isinstance(x, Scenario) else SCENARIOS.lookup(x) for x in
            ([SCENARIOS[i] for i in REEF_SCENARIOS] if scen is None else need_seq(
                "scenarios", scen, "Scenario names", where="ocean_picture"))]
    on = tuple(bool(x) for x in need_seq("active", on, "True or False for zones 1 and 2", where="ocean_picture")) + \
        (False,) * 3
    need_str("label", label, where="ocean_picture")
    words = [f"{label}, in order from the Reef: the Reef holds {plural(reef, 'token')}"]
    extras_all = []
    for z in range(3):
        extra = []
        zw = f"zone {z + 1} holds {plural(zones[z], 'token')}"
        if z < len(scen):
            sc = scen[z]
            extra.append(_scenario_body(sc, on[z], ZONE_W - 6))
            state = ("active" if on[z] else "waiting for its zone to empty") if sc.kind == BLUE else \
                ("fired" if on[z] else "fires each time its zone empties")
            zw += f", Scenario {sc.name} ({sc.kind}: {state}: {sc.text.rstrip('.')})"
        if z == 0 and not camb:
            extra.append(_cambrian_body(ZONE_W - 6))
            zw += ", the Cambrian Explosion card (it starts when zone 1 first empties)"
        extras_all.append(extra)
        words.append(zw)
    sub = ["gains come from here first", "then from here", "then from here"]
    bodies = [_place_body("Reef", reef, "species forage here", [])]
    bodies += [_place_body(f"Zone {z + 1}", zones[z], sub[z], extras_all[z]) for z in range(3)]
    height = max(h for _, h in bodies)
    pieces = [_place_piece(b, "#fff8e6" if k == 0 else "#e6f2ff", height) for k, (b, _) in enumerate(bodies)]
    frame = fixed_layout(pieces, ". ".join(words) + ". (A row: scroll sideways to see all of it.)", gap=3,
                         kinds=["reef", "zone", "zone", "zone"], layout="ocean-row")
    res = (f"RESERVE bag: {plural(reserve, 'token')}" + ("" if reserve else " (already in the Ocean)")
           + ": it goes into zone 3 the moment the Ocean is empty, and that starts the final round.")
    status = []
    if camb:
        status.append("The Cambrian Explosion has begun: 2 cards a turn, and each species ages 2.")
    if final:
        status.append("The RESERVE is out: this is the final round.")
    words += [res] + status
    things = list(scen) + [SURFACE[0]] * 0
    quiet = not need_bool("said_once", said_once, where="ocean_picture")
    html = column(para(label, bold=True), frame, row(_reserve_svg(reserve)), *[para(s, bold=True) for s in status],
                  para(res), gap=6)
    return Picture(alt=_said_once(". ".join(words), things, quiet), html=_with_note(html, things, quiet))


def _cambrian_body(w: float) -> tuple:
    lines = ["Cambrian", "Explosion"]
    out = [rect(0.5, 0.5, w - 1, 58, fill="#fffff0", stroke="#975a16", rx=6, sw=1.5)]
    for i, ln in enumerate(lines):
        out.append(text(w / 2, 16 + 14 * i, ln, size=12, anchor="middle", weight="bold"))
    out.append(text(w / 2, 50, "not yet", size=12, anchor="middle", fill=_SOFT))
    return "".join(out), 59


def _reserve_svg(n: int) -> str:
    w, h = 200, 46
    out = [rect(0.5, 0.5, w - 1, h - 1, fill="#f7fafc", stroke="#a0aec0", rx=8, sw=1),
           '<path d="M12,10 h40 l4,30 h-48 z" fill="#edf2f7" stroke="#2d3748" stroke-width="1.4"/>',
           text(32, 30, n, size=13, anchor="middle", weight="bold"),
           text(66, 20, "RESERVE bag", size=13, weight="bold"),
           text(66, 36, f"{plural(n, 'token')}", size=12, fill=_SOFT)]
    return svg(w, h, "".join(out), hidden=True)


# ============================================================================ the table

def _names_for(view, names) -> list:
    n = getattr(view, "num_players", 4)
    given = list(need_seq("names", names, "one name per player", where="table_picture")) if names is not None else []
    return [str(given[p]) if p < len(given) else f"Player {p + 1}" for p in range(n)]


def _phase_words(view, nm: list) -> str:
    from .state import Phase
    if view.over:
        return "Game over"
    who = nm[view.active]
    if view.pending:
        top = view.pending.top
        return f"{nm[top.seat]} puts the excess of overpopulated species {top.data + 1} in the Reef or a zone"
    if view.step == Phase.PLAY:
        left = view.plays - view.played
        return f"{who} plays {plural(left, 'card')} (Phase 1)" + (" or stops" if view.optional else "")
    if view.step == Phase.FEED:
        return f"{who} feeds one species (Phase 2)"
    if view.step == Phase.AGAIN:
        return f"{who}'s species {view.feeder + 1} may feed once more (Phase 2)"
    return f"{who} may discard, then draws to six (Phase 4)"


def result_words(view, names: Optional[Sequence[str]] = None) -> str:
    """The result in words once the game is over (every pile is shown at the end)."""
    from .scoring import score
    nm = _names_for(view, names)
    st = view.full_state
    if st is None:
        raise GameError("result_words: needs the whole table (state.view(None)) to count the hidden score piles")
    o = st.outcome()
    who = and_list(nm[p] for p in o.winners)
    verb = "wins" if len(o.winners) == 1 else "share the win"
    parts = []
    for p in range(view.num_players):
        b = score(st.pile(p), [st.population(b) for b in st.rows[p]], st.bonus[p])
        parts.append(f"{nm[p]} {plural(int(b.total), 'point')}")
    return f"{who} {verb}. Points: " + ", ".join(parts)


def table_picture(view, names: Optional[Sequence[str]] = None, *, said_once: bool = True, ocean: bool = True,
                  hand: bool = True) -> Picture:
    """The whole table as ``view.seat`` sees it (``None``: everything): whose turn and what
    they do; the Reef, the Ocean, the Scenarios, the Cambrian, the RESERVE; every player's row
    of species left to right with what each end borders; score piles (only your own: the others
    are behind their screens), bonus tokens, hand sizes; your hand; at the end, the result.
    ``ocean=False`` / ``hand=False``: leave the Ocean / your hand out (a live game that shows it
    beside your choices draws it once)."""
    from .state import View
    need_kind("view", view, View, "a table as one seat sees it (state.view(seat))", where="table_picture")
    need_bool("ocean", ocean, where="table_picture")
    need_bool("hand", hand, where="table_picture")
    nm = _names_for(view, names)
    seat = view.seat
    n = view.num_players
    head = f"Turn {view.turn + 1} \u2014 {_phase_words(view, nm)}"
    parts = [para(head, bold=True, big=True)]
    words = [head + "."]
    seen = ("Everything is shown, every hand and score pile included." if seat is None else
            f"You are {nm[seat]}. The other players' hands and score piles are hidden.")
    parts.append(para(seen))
    words.append(seen)
    if ocean:
        oc = ocean_picture(view, said_once=False)
        parts.append(oc.inner_html())
        words.append(oc.alt)
    traits = []
    for p in range(n):
        you = " (you)" if p == seat else ""
        pile = view.piles[p]
        pile_w = "score pile hidden behind the screen" if pile is None else f"score pile {plural(pile, 'token')}"
        h = view.hands[p]
        hand_n = h if isinstance(h, int) else len(h)
        title = (f"{nm[p]}{you}: {plural(len(view.rows[p]), 'species', 'species')}; {pile_w}; "
                 f"bonus token {view.bonus[p]}; {plural(hand_n, 'card')} in hand")
        sps = _view_row(view, p)
        traits += [t for s in sps for t in s.traits]
        mk = {}
        if view.feeder >= 0 and view.feeder in view.rows[p]:
            mk[view.feeder] = "feeds"
        frame, said = _row_html(sps, f"{nm[p]}{you}", _ends(view, p, nm, seat), mk)
        parts += [para(title, bold=True), frame]
        words.append(f"{title}. {said}.")
        if not isinstance(h, int) and (hand or p != seat):
            cp = cards_picture([SURFACE[x] for x in h], "Your hand" if p == seat else f"{nm[p]}'s hand",
                               said_once=False, small=True)
            parts.append(cp.inner_html())
            words.append(cp.alt + ".")
            traits += [SURFACE[x] for x in h]
    deck = f"Surface deck: {plural(view.deck_size, 'card')}; discard pile: {plural(len(view.discard), 'card')}."
    parts.append(para(deck))
    words.append(deck)
    if view.over and view.full_state is not None:
        res = result_words(view, nm)
        parts.append(para(res + ".", bold=True, big=True))
        words.append(res + ".")
    said = "" if not said_once else provenance_note(traits + [SCENARIOS[i] for i in REEF_SCENARIOS])
    if said:
        parts.append(note(said))
        words.append(said)
    return Picture(alt="Oceans table. " + " ".join(words), html=column(*parts, gap=10))


board = table_picture


# ============================================================================ a feeding, step by step

class Step(NamedTuple):
    """One step of a feeding: what happened in words, every species' population after it, the
    species it changed (``{number: word}``), how much each changed (``{number: +n}``)."""

    words: str
    populations: tuple
    marks: dict
    deltas: dict


def _feed_args(species, feeder, target, times, excess_to):
    if species is None:
        ex = FEEDING_EXAMPLE
        return ex["species"], ex["feeder"], ex["target"], ex["times"], excess_to
    return species, feeder, target, times, excess_to


def _feeding_names(species, names) -> list:
    k = len(species)
    if names is None:
        return list(FEEDING_NAMES) if species is FEEDING_EXAMPLE["species"] else [f"species {i + 1}" for i in range(k)]
    nm = [str(x) for x in need_seq("names", names, "one name per species", where="feeding_steps")]
    return nm[:k] + [f"species {i + 1}" for i in range(len(nm), k)]


def feeding_steps(species: Any = None, feeder: int = 0, target: Optional[int] = None, *, times: int = 1,
                  excess_to: int = 0, names: Optional[Sequence[str]] = None, reef: int = 25,
                  ocean: Any = (25, 25, 25)) -> list:
    """A feeding through the engine (:func:`~.state.feed`), as steps in words: first the row as it
    starts, then what the feeding species takes, each triggered gain in the order it resolves,
    overpopulation and where the excess goes. ``species=None``: the rulebook's feeding example
    (:data:`FEEDING_EXAMPLE`). Species are numbered from 0 as given; ``names`` says them in words.

    >>> [s.words for s in feeding_steps()][:3]  # doctest: +NORMALIZE_WHITESPACE
    ['The start: the Tentacled species 2, the middle species 0, the Filter Feeder 4.',
     'Feeding 1: the Tentacled species attacks the Filter Feeder and takes 1.',
     'The middle species gains 1 (Symbiotic: the species on its left fed).']
    """
    from .cards import ATTACKED, FEEDS, FORAGES as FORAGES_EV, ATTACKS as ATTACKS_EV
    from .state import feed
    species, feeder, target, times, excess_to = _feed_args(species, feeder, target, times, excess_to)
    f = feed(species, feeder, target, times=times, excess_to=excess_to, reef=reef, ocean=ocean)
    k = len(species)
    nm = _feeding_names(species, names)
    from .checks import check_species
    start = tuple(p for _, p in check_species(species, "feeding_steps"))

    def big(s):
        return s[:1].upper() + s[1:]
    steps = [Step("The start: " + ", ".join(f"{nm[i]} {start[i]}" for i in range(k)) + ".", start, {}, {})]
    prev = start
    event_words = {FEEDS: "fed", FORAGES_EV: "foraged", ATTACKS_EV: "attacked", ATTACKED: "was attacked"}
    for t, evs in enumerate(f.steps):
        for e, pops in evs:
            delta = {i: pops[i] - prev[i] for i in range(k) if pops[i] != prev[i]}
            if e.what == "forage":
                w = f"Feeding {t + 1}: {nm[e.board]} forages and takes {e.n} from the Reef."
                marks = {e.board: "feeds"}
            elif e.what == "attack":
                w = f"Feeding {t + 1}: {nm[e.board]} attacks {nm[e.other]} and takes {e.n}."
                marks = {e.board: "feeds", e.other: "attacked"}
            elif e.what in ("gain", "leech"):
                tr = TRAITS.lookup(e.note)
                why = ""
                for trig in tr.triggers:
                    who = "it" if trig.watch == SELF else f"the species on its {trig.watch}"
                    why = f"{who} {event_words.get(trig.event, trig.event)}"
                    break
                if e.what == "gain":
                    w = f"{big(nm[e.board])} gains {e.n} ({e.note}: {why})."
                else:
                    w = f"{big(nm[e.board])} takes {e.n} from {nm[e.other]} ({e.note}: {why})."
                marks = {e.board: "gains"}
            elif e.what == "overpopulate":
                w = (f"{big(nm[e.board])} has a token on the fishbones: it overpopulates and goes back to 5 "
                     f"({e.n} to put away).")
                marks = {e.board: "over"}
            elif e.what == "place":
                w = f"The {e.n} extra tokens of {nm[e.board]} go to {e.note}."
                marks = {e.board: "over"}
            elif e.what == "cambrian":
                w = "Ocean zone 1 is empty: the Cambrian Explosion begins."
                marks = {}
            else:
                w = "The Ocean is empty: the RESERVE goes into zone 3, the final round begins."
                marks = {}
            steps.append(Step(w, pops, marks, delta))
            prev = pops
    return steps


def feeding_steps_picture(species: Any = None, feeder: int = 0, target: Optional[int] = None, *, times: int = 1,
                          excess_to: int = 0, names: Optional[Sequence[str]] = None, upto: Optional[int] = None,
                          said_once: bool = True) -> Picture:
    """A feeding step by step (:func:`feeding_steps`): the row of species after each step, the
    species that changed outlined and marked (+n), the step in words. ``species=None``: the
    rulebook's feeding example; ``upto``: only the first ``upto`` steps (a step-by-step page)."""
    ex = species is None
    species, feeder, target, times, excess_to = _feed_args(species, feeder, target, times, excess_to)
    steps = feeding_steps(species, feeder, target, times=times, excess_to=excess_to, names=names)
    if upto is not None:
        steps = steps[:need_int("upto", upto, 1, len(steps), where="feeding_steps_picture")]
    from .checks import check_species
    row_ = check_species(species, "feeding_steps_picture")
    k = len(row_)
    names_ = _feeding_names(species, names)
    parts, words = [], []
    traits = []
    for n, st in enumerate(steps):
        sps = [_Sp(i, [TRAITS[t] for t in row_[i][0]], st.populations[i], names_[i][:1].upper() + names_[i][1:])
               for i in range(k)]
        traits = [t for s in sps for t in s.traits]
        frame, said = _row_html(sps, f"Step {n}", (None, None), st.marks, st.deltas)
        parts += [para(f"Step {n}. {st.words}", bold=True), frame]
        words.append(f"Step {n}. {st.words}")
    label = "The rulebook's feeding example, step by step" if ex else "A feeding, step by step"
    quiet = not need_bool("said_once", said_once, where="feeding_steps_picture")
    extra = ""
    if ex:
        extra = ("Which side each trait watches is our reading, chosen so that the middle species gains "
                 "1 + 2 + 2 = 5 as in the rulebook.")
    html = column(para(label, bold=True, big=True), *parts, gap=8)
    alt = f"{label}. " + " ".join(words)
    note_words = " ".join(x for x in (provenance_note(traits) if not quiet else "", extra) if x)
    if note_words:
        html = column(html, note(note_words), gap=6)
        alt = f"{alt} {note_words}"
    return Picture(alt=alt, html=html)


def step_picture(species: Any, step: Step, *, number: int = 0, names: Optional[Sequence[str]] = None,
                 said_once: bool = True) -> Picture:
    """One step of a feeding (a :class:`Step` of :func:`feeding_steps`): the row of ``species``
    (as given to :func:`~.state.feed`: their traits) with the step's populations, the species it
    changed outlined and marked, and the step in words (the feeding simulator's picture)."""
    from .checks import check_species
    need_kind("step", step, Step, "a step of feeding_steps(...)", where="step_picture")
    row_ = check_species(species, "step_picture")
    if len(step.populations) != len(row_):
        raise GameError(f"step_picture: the step has {len(step.populations)} species, the row {len(row_)}")
    nm = _feeding_names(species, names)
    sps = [_Sp(i, [TRAITS[t] for t in row_[i][0]], step.populations[i], nm[i][:1].upper() + nm[i][1:])
           for i in range(len(row_))]
    head = f"Step {need_int('number', number, 0, where='step_picture')}. {step.words}"
    frame, said = _row_html(sps, f"Step {number}", (None, None), step.marks, step.deltas)
    traits = [t for sp in sps for t in sp.traits]
    quiet = not need_bool("said_once", said_once, where="step_picture")
    return Picture(alt=_said_once(f"{head} {said}.", traits, quiet),
                   html=_with_note(column(para(head, bold=True), frame, gap=6), traits, quiet))


__all__ = ["step_picture", "trait_card_svg", "card_svg", "card_picture", "cards_picture", "gallery", "species_picture",
           "row_picture", "table_picture", "board", "ocean_picture", "scenario_svg", "feeding_steps",
           "feeding_steps_picture", "provenance_note", "trait_words", "card_words", "species_words",
           "result_words", "FEEDING_EXAMPLE", "FEEDING_NAMES", "ICON_WORDS", "Step"]
