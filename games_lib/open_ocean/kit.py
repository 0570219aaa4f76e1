"""A classroom kit for Open Ocean: print it, practise it, check it, teach it.

Only the kit's content lives here (the rules as tables, what a printed card is, the exercise
makers); :mod:`games_lib.core.kit` lays it out as pages, a quiz and an answer key. Every number
and drawing comes from the library:

==============================  ===============================================================
``quick_reference()``           the rules on (at most) two A4 pages: goal, setup, a turn, the
                                connection rules, the cards and their actions, the special
                                cards, scoring and the colour bonus table, two players and solo
                                (a :class:`Handout`; ``quick_reference_tables()`` gives its
                                tables one by one), with a card and a small reef drawn
``numbers()``                   every number the quick reference states, from the library
``card_sheet(per_page=9)``      every card to print for one group, 3 × 3 on A4 pages, one kind
                                of card a page: corals, anemones, fish, special cards, Starter
                                Corals, the First Player card, then the card backs
``exercises(seed, n)``          ``n`` exercises on where a card may go, attracting, schools,
                                colours, scores, protection, Sharks, Dolphins and the Frenzy
                                (``PLAN``); ``quiz(exs)`` checks them in the browser,
                                ``answer_key(exs)`` is the teacher's key
``score_report(reefs, names)``  reefs at the end of a game, each scored line by line, and who
                                wins (the larger reef breaks a tie)
==============================  ===============================================================

>>> ex = exercises(seed=1)
>>> ex[-1].id, [e.level for e in ex].count(3)
('oo-1-12', 4)
>>> ex[0].check(ex[0].answer)[0], ex[0].check(ex[0].wrong_answer())[0]
(True, False)
"""

from __future__ import annotations

import math
import random
import re
from typing import Any, Iterable, Mapping, Optional, Sequence

from ..core import GameError
from ..core.checks import need_int, need_seq
from ..core.draw import Picture, column, figure, para, row
from ..core.kit import (
    CardBack,
    ExercisePlan,
    PrintedPages,
    SheetGroup,
    card_back_svg,
    card_sheets,
    print_plan,
    reference_handout,
    reference_tables,
)
from ..core.quiz import Exercise, Handout, KitTable, Quiz, quiz_html, quiz_json
from ..core.scoring import fmt
from ..core.words import and_list, plural
from . import rules
from .cards import (
    COLOURS,
    DECK,
    FISH,
    GOALS,
    Goal,
    KINDS,
    STARTER_CARDS,
    TITLE,
    Kind,
    kind,
    starter_face,
)
from .state import FRENZY_SHARKS
from .reef import EDGE, frontier, legal_cells, protected_cells, reef, refusal, why_not
from .scoring import COLOUR_BONUS, colour_bonus, colours, outcome, school_fish, score
from .state import GAME, OCEAN_SIZE, ROUNDS, hand_size, new_game, turns_per_round

__all__ = [
    "numbers", "quick_reference", "quick_reference_tables", "goal_table", "setup_table", "turn_table",
    "connection_table", "cards_table", "specials_table", "scoring_table", "colour_bonus_table",
    "other_games_table", "card_sheet", "print_list", "cutting_minutes", "exercises", "quiz", "quiz_html",
    "quiz_json", "answer_key", "score_report", "example_reefs", "Exercise", "printed_pages", "REEF_EXAMPLE",
    "FRENZY_SHARKS",
]


REEF_EXAMPLE = {(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (-1, 0): "Anemone", (0, 1): "Clownfish",
                (1, 1): "Clownfish", (-1, 1): "Angelfish", (2, 0): "Loggerhead Sea Turtle"}
"""The small reef the quick reference draws and scores: Sun cards touching, a school of two
Clownfish, an Angelfish after a Clownfish, an anemone guarding them, a Sea Turtle."""

QUICK_CARD = "Clownfish"
"""The card the quick reference draws."""

STARTER_NAMES = tuple(f"{c.capitalize()} Starter Coral" for c in COLOURS)
CORAL_NAMES = tuple(k.name for k in KINDS if k.group == "coral")
TINY = tuple(k.name for k in KINDS if k.group == "tiny")
MEDIUM = tuple(k.name for k in KINDS if k.group == "medium")
BIG = tuple(k.name for k in KINDS if k.group == "big")
FISH_NAMES = TINY + MEDIUM + BIG
ANEMONE, DOLPHIN, SHARK, TURTLE = (next(k.name for k in KINDS if k.group == g)
                                   for g in ("anemone", "dolphin", "shark", "turtle"))
SIZE_WORDS = {0: "Sun card", 1: "Tiny fish", 2: "Medium fish", 3: "Big fish"}


def _by_group(group: str) -> list:
    return [k for k in KINDS if k.group == group]


# ============================================================================ 1. quick reference

def numbers() -> dict:
    """Every number the quick reference (and the kit's pages) state, read from the library."""
    info = GAME.info
    turtle = kind(TURTLE)
    return {
        "min_players": info.min_players, "max_players": info.max_players,
        "hand": hand_size(3), "hand_2p": hand_size(2), "hand_solo": hand_size(1),
        "turns": turns_per_round(3), "turns_2p": turns_per_round(2), "rounds": ROUNDS, "ocean": OCEAN_SIZE,
        "deck": len(DECK), "starters": len(STARTER_CARDS), "colours": len(COLOURS),
        "copies": {k.name: k.copies for k in KINDS if k.copies},
        "points": {g: _by_group(g)[0].points for g in ("coral", "anemone", "tiny", "medium", "big", "dolphin",
                                                        "shark", "turtle")},
        "turtles_per_game": turtle.per_game, "frenzy_sharks": FRENZY_SHARKS,
        "colour_bonus": dict(enumerate(COLOUR_BONUS)),
        "school_bonus": 1, "goals": len(GOALS),
        "example_total": score(REEF_EXAMPLE).total,
    }


def goal_table() -> KitTable:
    n = numbers()
    return KitTable(("", ""), [
        ("Goal", f"For {n['min_players']}–{n['max_players']} players (solo and two players: see the last table). "
                 f"Build the reef that scores the most points. Over {n['rounds']} rounds you pick one card from "
                 "your hand, play it into your reef and pass the rest of the hand to your left."),
    ], caption="Goal")


def setup_table() -> KitTable:
    n = numbers()
    return KitTable(("Step", "What to do"), [
        ("1", f"Each player chooses one of the {n['starters']} Starter Corals (each has two sides: choose one) "
              "and lays it in front of them: the bottom of their reef."),
        ("2", "Give the First Player card to the player who last saw a fish."),
        ("3", f"Shuffle the other {n['deck']} cards: the deck."),
        ("4", f"Deal {n['hand']} cards to each player, face down."),
        ("5", f"Lay {n['ocean']} cards face up in the middle: the Ocean."),
    ], caption="Setup (3 to 5 players)")


def turn_table() -> KitTable:
    n = numbers()
    return KitTable(("Step", "What happens"), [
        ("1. Pick", "Everyone chooses one card of their hand in secret and lays it face down."),
        ("2. Play", "From the First Player clockwise: show your card, put it into your reef, do its action. "
                    "A card that cannot be played goes into the Ocean."),
        ("3. Pass", "Everyone passes the rest of their hand to the left; the First Player card goes along."),
        ("Ocean", f"Always {n['ocean']} cards: refill at once from the deck. No fish in it at the end of a turn? "
                  f"Discard all {n['ocean']} and lay out new ones."),
        ("Round", f"{n['turns']} turns; the last card of each hand is discarded. Then deal {n['hand']} new cards "
                  f"each. After {n['rounds']} rounds the game ends."),
    ], caption="A turn")


def connection_table() -> KitTable:
    return KitTable(("Rule", "How a card joins your reef"), [
        ("Sun to Sun", "A coral or an anemone (a Sun card) goes next to another Sun card, in any of the 8 "
                       "directions, corner to corner too."),
        ("Fish in order", "A fish shares an edge (never only a corner) with the card before it: Sun, then "
                          "Tiny (1), then Medium (2), then Big (3)."),
        ("Schools", "A fish may also share an edge with a fish of the same name: a school."),
        ("Specials", "A Dolphin or a Sea Turtle shares an edge with any card, but nothing may join them."),
        ("Never below", "No card goes below the row of your Starter Coral."),
        ("For good", "A card stays where you put it (only an action moves it); a card cut off still counts."),
    ], caption="Building your reef")


def _fish_row(group: str, before: str) -> tuple:
    ks = _by_group(group)
    nxt = {1: "Attracts a Medium fish", 2: "Attracts a Big fish", 3: "None"}[ks[0].size]
    return (f"{SIZE_WORDS[ks[0].size]}: " + ", ".join(k.name for k in ks), fmt(ks[0].points),
            f"Edge: {before} or same fish", nxt, f"{ks[0].copies} each")


def cards_table() -> KitTable:
    """Every kind of card: points, where it goes, its action, how many the deck holds."""
    coral, anem = _by_group("coral")[0], kind(ANEMONE)
    dol, sha, tur = kind(DOLPHIN), kind(SHARK), kind(TURTLE)
    sun = "Touches a Sun card"
    rows = [
        ("Coral: " + ", ".join(COLOURS), fmt(coral.points), sun, "Attracts a Tiny fish", f"{coral.copies} each"),
        ("Anemone", fmt(anem.points), sun, "Attracts a Tiny fish; protects the 8 spaces around it",
         fmt(anem.copies)),
        _fish_row("tiny", "Sun card"),
        _fish_row("medium", "Tiny fish"),
        _fish_row("big", "Medium fish"),
        ("Dolphin", fmt(dol.points), "To the reef it took from", "Swaps for a fish of another reef", fmt(dol.copies)),
        ("Shark", fmt(sha.points), "Into the Ocean", "Swaps for a fish of the Ocean", fmt(sha.copies)),
        ("Sea Turtle", fmt(tur.points), "Edge: the card it took", "New Ocean, takes one of its cards",
         fmt(tur.copies)),
    ]
    return KitTable(("Card", "Points", "Goes", "Action when you play it", "Deck"), rows,
                    caption="The cards (Sun-1-2-3: a Sun card, then fish of 1, 2 and 3 points)")


def specials_table() -> KitTable:
    n = numbers()
    return KitTable(("Card", "What it does"), [
        ("Attract", "An attracted fish comes from the Ocean and shares an edge with the card just played; it does "
                    "not act. You may say no."),
        ("Dolphin", "Take an unprotected fish from another player's reef into yours (it acts); they put the "
                    "Dolphin in their reef."),
        ("Shark", "Swap the Shark for a fish in the Ocean and play that fish into your reef (it acts)."),
        ("Feeding Frenzy", f"{n['frenzy_sharks']} Sharks in the Ocean: everyone discards their largest "
                           "unprotected fish (printed points); then a new Ocean."),
        ("Sea Turtle", "Lay out a new Ocean, play one of its cards (it acts), the Turtle next to it. "
                       f"At most {n['turtles_per_game']} Sea Turtles each a game."),
    ], caption="Actions and special cards")


def scoring_table() -> KitTable:
    n = numbers()
    return KitTable(("Count", "Points"), [
        ("Cards", "The points printed on every card in your reef (your Starter Coral and Dolphins you were "
                  "given too)."),
        ("Schools", f"+{n['school_bonus']} for every fish that shares an edge with a fish of the same name."),
        ("Colours", "The bonus for the different coral colours (the Starter Coral counts; an anemone has no "
                    "colour): next table."),
        ("Goals", "If you play with Habitat Goals: the points of each goal you meet."),
        ("Winner", "Most points. Equal: the larger reef (more cards). Still equal: a shared win."),
    ], caption=f"Scoring at the end (the reef drawn above scores {fmt(n['example_total'])})")


def colour_bonus_table() -> KitTable:
    """The colour bonus by number of different coral colours, in one line (it fits on the sheet)."""
    counts = [c for c in range(1, len(COLOUR_BONUS))]
    return KitTable(("Coral colours", *map(str, counts)), [("Bonus", *(fmt(COLOUR_BONUS[c]) for c in counts))],
                    caption="Colour bonus")


def other_games_table() -> KitTable:
    n = numbers()
    return KitTable(("Game", "What changes"), [
        ("2 players", f"Hands of {n['hand_2p']}, {n['turns_2p']} turns a round, no card discarded. The second "
                      "player to play then discards an Ocean card."),
        ("Solo", f"No Dolphins; hands of {n['hand_solo']}. A turn: play a card, discard a hand card and an Ocean "
                 "card. Score: the Habitat Goals you meet."),
    ], caption="Two players and solo")


def quick_reference_tables() -> list[tuple[str, KitTable]]:
    """The quick reference as ``(title, table)`` pairs, in reading order."""
    return reference_tables([goal_table(), setup_table(), turn_table(), connection_table(), cards_table(),
                             specials_table(), scoring_table(), colour_bonus_table(), other_games_table()])


def quick_reference_picture() -> Picture:
    """A card and a small reef, side by side: how to read a card, and how a reef connects and scores."""
    from .draw import card_picture, reef_picture

    c = kind(QUICK_CARD)
    card = card_picture(c, said_once=False)  # the page says the deck is our own, once
    cap = (f"A card: its points ({fmt(c.points)}) top left, its action bottom right. The {c.name} is a "
           "Tiny fish: it attracts a Medium fish.")
    pic = reef_picture(REEF_EXAMPLE, score(REEF_EXAMPLE), label="A small reef, scored", said_once=False, margin=0)
    html = f'<div class="kit-pics">{figure(card.inner_html(), cap)}{pic.inner_html()}</div>'
    return Picture(alt=f"{cap} {card.alt} {pic.alt}", html=html)


def quick_reference(heading_level: int = 3) -> Handout:
    """The whole quick reference as one output (prints on at most two A4 pages): a card and a
    small reef drawn, then the tables."""
    pairs = quick_reference_tables()
    return reference_handout(pairs[:1] + [("", quick_reference_picture())] + pairs[1:], heading_level)


# ============================================================================ 2. card sheet

CARD_BACK = "Open Ocean card back"
FIRST_PLAYER_FACES = ("First Player", "Second Player")
CARDS_A_MINUTE = 1.2
"""How many cards one student cuts out in a minute (the same pace as the other kits' estimates)."""


def _equal_copies(name: str, kinds: Sequence[Kind], per_page: int) -> list:
    """Kinds that each have as many copies, as sheets with no card left over: as many of each kind
    as a sheet holds, printed as many times as that fits, then one sheet for the rest."""
    n = kinds[0].copies
    if any(k.copies != n for k in kinds):
        raise GameError(f"{name}: every kind on one sheet should have as many copies")
    each = max(1, min(per_page // len(kinds), n))
    full, rest = divmod(n, each)
    out = []
    if full:
        out.append(SheetGroup(name, tuple(k for k in kinds for _ in range(each)), copies=full, back=CARD_BACK))
    if rest:
        out.append(SheetGroup(name, tuple(k for k in kinds for _ in range(rest)), copies=1, back=CARD_BACK))
    return out


def sheet_groups(per_page: int = 9) -> list:
    """What the card sheet prints for one group of players, one kind of card a sheet (printing a
    sheet several times never leaves a stray card): corals, anemones, Tiny, Medium and Big fish,
    Dolphins, Sharks, Sea Turtles, the Starter Corals (two sheets: one side each), the First
    Player card and the Habitat Goals (for the goal modes and the solo game)."""
    need_int("per_page", per_page, low=1, where="card_sheet")
    groups = []
    for name, group in (("Corals", "coral"), ("Anemones", "anemone"), ("Tiny fish", "tiny"),
                        ("Medium fish", "medium"), ("Big fish", "big"), ("Dolphins", "dolphin"),
                        ("Sharks", "shark"), ("Sea Turtles", "turtle")):
        groups += _equal_copies(name, _by_group(group), per_page)
    pairs = "; ".join(f"{a.capitalize()} / {b.capitalize()}" for a, b in STARTER_CARDS)
    glue = f"Glue each Starter Coral's two sides back to back: {pairs}."
    groups += [SheetGroup("Starter Corals, first side", tuple(starter_face(i, 0) for i in range(len(STARTER_CARDS)))),
               SheetGroup("Starter Corals, other side", tuple(starter_face(i, 1) for i in range(len(STARTER_CARDS))),
                          advice=glue),
               SheetGroup("First Player card", FIRST_PLAYER_FACES,
                          advice="Glue the two sides back to back (the Second Player side is for two players).")]
    goals = tuple(GOALS)
    groups += [SheetGroup("Habitat Goals" + (f", sheet {i // per_page + 1}" if len(goals) > per_page else ""),
                          goals[i:i + per_page],
                          advice="Only for the Habitat Goal modes and the solo game." if i == 0 else "")
               for i in range(0, len(goals), per_page)]
    return groups


def _sheet_svg(item) -> str:
    from .draw import card_svg, goal_svg

    if isinstance(item, Goal):
        return goal_svg(item)
    if isinstance(item, str):
        return card_back_svg(TITLE, f"{item} card", fill="#b7791f")
    return card_svg(item)


def _sheet_words(item) -> str:
    if isinstance(item, Goal):
        from .draw import goal_words

        return goal_words(item)
    if isinstance(item, str):
        return f"the {item} side of the First Player card"
    k = item.kind if hasattr(item, "kind") else item
    return f"{k.name} ({plural(k.points, 'point')})"


def _sheet_notes(chunk: Sequence) -> str:
    return ""


def card_sheet(per_page: int = 9) -> list[Picture]:
    """Every card of the game for one group of players, ``per_page`` to an A4 page (3 × 3
    cut-out cells when printed; the grid wraps on a screen), one kind of card a page, then a
    page of card backs. Each caption says how many times to print its page. The deck is our own
    (illustrative): the page says so once."""
    back = CardBack(CARD_BACK, card_back_svg(TITLE, "Deck card", fill="#2b6cb0"))
    return card_sheets(TITLE, sheet_groups(per_page), _sheet_svg, _sheet_words, _sheet_notes, [back], per_page)


def print_list() -> KitTable:
    """Which page of the card sheet to print how many times, for one group of players."""
    return print_plan(card_sheet())


def cards_to_cut() -> int:
    """The cards one group cuts out: the deck, both sides of each Starter Coral, the First Player card, the Habitat Goals."""
    return sum(len(p.cards) * p.copies for p in card_sheet() if not p.back)


def cutting_minutes(students: int = 4) -> int:
    """About how long ``students`` take to cut out one group's cards (to the next 5 minutes)."""
    need_int("students", students, low=1, where="cutting_minutes")
    return 5 * math.ceil(cards_to_cut() / (CARDS_A_MINUTE * students) / 5)


# ============================================================================ 3. exercises

NAMES = ("Ana", "Ben", "Cleo")
LETTERS = "ABCDEFGH"


def _reef_pic(cells: Mapping, label: str, marks: Optional[Mapping] = None, *, breakdown=None,
              highlight=None) -> Picture:
    """A reef drawn for a question (no score unless ``breakdown`` is given); ``marks`` writes a
    letter on some cells (an empty space: a big letter in it; a card: a letter badge on its top
    edge) so that the question can name them, and says them in the picture's words."""
    from .draw import CELL_W, MINI, PAD, cell_words, grid_extent, reef_picture

    marks = dict(marks or {})
    r = reef(cells)
    margin = 1 if any(c not in r for c in marks) else 0  # an empty space lettered: draw the spaces around
    pic = reef_picture(cells, breakdown, label=label, highlight=highlight, said_once=False,  # the page says it
                       margin=margin)
    if not marks:
        return pic
    left, right, top = grid_extent(r, margin=margin)
    columns = right - left + 1
    html, badges = pic.html, []
    for cell, letter in marks.items():
        x, y = cell
        if not (left <= x <= right and 0 <= y <= top):
            raise GameError(f"a lettered cell outside the drawn grid: {cell}")
        k = (top - y) * columns + (x - left)
        if cell in r:
            cx, cy, rad, size = CELL_W / 2, PAD + 14, 13, 17
        else:
            cx, cy, rad, size = CELL_W / 2, PAD + MINI / 2, 24, 28
        at = re.search(rf'<g class="gp-piece" data-index="{k}" [^>]*transform="translate\(([-0-9.]+),([-0-9.]+)\)">',
                       html)
        gx, gy = float(at.group(1)), float(at.group(2))
        badges.append(f'<circle cx="{gx + cx:g}" cy="{gy + cy:g}" r="{rad}" fill="#fefcbf" stroke="#744210" '
                      f'stroke-width="2.5"/><text x="{gx + cx:g}" y="{gy + cy + size * 0.36:g}" font-size="{size}" '
                      f'text-anchor="middle" font-weight="bold" fill="#111">{letter}</text>')
    end = html.index("</svg>", html.index('class="gp-fixed"'))
    html = html[:end] + "".join(badges) + html[end:]
    said = "; ".join(f"{m}: {('the ' + r[c].name) if c in r else 'the empty space'} at {cell_words(c)}"
                     for c, m in sorted(marks.items(), key=lambda t: t[1]))
    alt = f"{pic.alt.rstrip('.')}. Letters on the grid: {said}."
    return Picture(alt=alt, html=html)


def _ocean_pic(names: Sequence[str], label: str = "The Ocean") -> Picture:
    from .draw import cards_picture

    return cards_picture([kind(n) for n in names], label, said_once=False)  # the page says it


def _both(*pics: Picture) -> Picture:
    return Picture(alt=" ".join(p.alt for p in pics), html=row(*(p.inner_html() for p in pics), gap=16))


def _reading_order(cells) -> list:
    """Cells as a reader meets them: top row first, left to right."""
    return sorted(cells, key=lambda c: (-c[1], c[0]))


def _letters(cells) -> dict:
    return {c: LETTERS[i] for i, c in enumerate(_reading_order(cells))}


def _pick_name(rng: random.Random, cells: Mapping, weights: Mapping[str, float]) -> str:
    """A card name to add to a reef: often a fish already there (schools), else by ``weights``."""
    have = [n for n in cells.values() if n in FISH_NAMES]
    if have and rng.random() < 0.35:
        return rng.choice(have)
    names, w = zip(*weights.items())
    return rng.choices(names, w)[0]


def _spread(kinds: Sequence[str], weight: float) -> dict:
    return {n: weight / len(kinds) for n in kinds}


BUILD = {**_spread(CORAL_NAMES, 3), ANEMONE: 0.6, **_spread(TINY, 3), **_spread(MEDIUM, 2), **_spread(BIG, 1.4),
         TURTLE: 0.4, DOLPHIN: 0.3}
"""How often each card is added when a question grows a reef (corals and small fish most)."""


def _grow(rng: random.Random, size: int, weights: Mapping = BUILD, start: Optional[Mapping] = None,
          width: int = 2, height: Optional[int] = None) -> dict:
    """A legal reef of about ``size`` cards as ``{cell: name}``, grown card by card from a Starter
    Coral, each card on one of its legal cells (within ``width`` columns each side and ``height``
    rows, by default 2 for up to 6 cards and 3 above: it draws small, two questions to a printed
    page)."""
    height = (2 if size <= 6 else 3) if height is None else height
    cells = dict(start) if start else {(0, 0): rng.choice(STARTER_NAMES)}
    for _ in range(size * 30):
        if len(cells) >= size:
            break
        name = _pick_name(rng, cells, weights)
        spots = [c for c in legal_cells(cells, name) if abs(c[0]) <= width and c[1] < height]
        if spots:
            cells[rng.choice(spots)] = name
    return cells


def _fish_cells(cells: Mapping) -> list:
    return [c for c, n in cells.items() if kind(n).placement == FISH]


def _line_words(br) -> str:
    """A score, line by line, each with its points: 'Printed points: 1 + 2 = 3. ...'."""
    parts = []
    for ln in br.lines:
        detail = ln.detail
        if ln.label == "Coral colours":
            detail = f"{detail} ({and_list(list(ln.source), empty='none')}), bonus"
        parts.append(f"{ln.label}: {detail} = {fmt(ln.points)}" if detail != fmt(ln.points) else
                     f"{ln.label}: {fmt(ln.points)}")
    return ". ".join(parts + [f"Total: {fmt(br.total)}"]) + "."


# --- level 1 ------------------------------------------------------------------

PLACE_HINT = ("A coral or an anemone touches a Sun card, even corner to corner; a fish shares an edge with the "
              "card before it (Sun, Tiny, Medium, Big) or with a fish of its own name.")


def _ex_where(rng):
    """Which of the lettered spaces may this card go into?"""
    pool = list(CORAL_NAMES[:3]) + [ANEMONE] + list(FISH_NAMES)  # not a Turtle: it goes beside what it takes
    for _ in range(2000):
        cells = _grow(rng, rng.randint(5, 8))
        name = rng.choice(pool)
        r = reef(cells)
        legal = set(legal_cells(r, name))
        spots = sorted(c for c in frontier(r) if abs(c[0]) <= 3 and c[1] <= 3)
        good, bad = [c for c in spots if c in legal], [c for c in spots if c not in legal]
        if good and len(bad) >= 2:
            k = rng.randint(1, min(2, len(good)))
            chosen = rng.sample(good, k) + rng.sample(bad, min(len(bad), 4 - k))
            if len(chosen) == 4:
                break
    marks = _letters(chosen)
    choices = tuple(sorted(marks.values()))
    answer = tuple(marks[c] for c in _reading_order(chosen) if c in legal)
    why = [f"{marks[c]}: " + ("yes." if c in legal else _short_why(cells, name, c)) for c in _reading_order(chosen)]
    who = NAMES[0]
    return dict(
        topic="where-may", kind="many", choices=choices, answer=tuple(sorted(answer)),
        question=f"{who} plays a {name} ({SIZE_WORDS.get(kind(name).size, 'special card')}). Into which of the "
                 "lettered spaces of her reef may it go? Tick all of them.",
        picture=_both(_reef_pic(cells, f"{who}'s reef", marks)),
        explanation=" ".join(why), hint=PLACE_HINT, given={"reef": cells, "card": name, "cells": marks})


def _ex_attract(rng):
    """Which Ocean cards may the card just played attract?"""
    played_pool = list(CORAL_NAMES) + [ANEMONE] + list(TINY) + list(MEDIUM)
    ocean_pool = list(FISH_NAMES) + list(CORAL_NAMES[:2]) + [SHARK, TURTLE, DOLPHIN]
    for _ in range(2000):
        cells = _grow(rng, rng.randint(3, 6))
        name = rng.choice(played_pool)
        spots = [c for c in legal_cells(cells, name) if abs(c[0]) <= 3 and c[1] <= 2]
        if not spots:
            continue
        at = rng.choice(spots)
        after = {**cells, at: name}
        ocean = rng.sample(ocean_pool, 5)
        size = kind(name).attracts
        ok = _attractable(after, at, ocean)
        if 1 <= len(ok) < len({n for n in ocean}) and any(kind(n).size == size for n in ocean):
            break
    choices = tuple(ocean)
    answer = tuple(n for n in ocean if n in ok)
    size_word = SIZE_WORDS[size]
    wrong_size = [n for n in ocean if n not in ok]
    expl = (f"A {name} attracts a {size_word}, and it must share an edge with the {name}. "
            f"In the Ocean: {and_list(list(answer), empty='none')}." +
            (f" Not {and_list(wrong_size, empty='none')}: not a {size_word}." if wrong_size else ""))
    return dict(
        topic="attract", kind="many", choices=choices, answer=answer,
        question=f"{NAMES[1]} has just played the {name} into space A of his reef. Which cards of the Ocean may "
                 "it attract? Tick all of them.",
        picture=_both(_reef_pic(after, f"{NAMES[1]}'s reef", {at: "A"}, highlight=at), _ocean_pic(ocean)),
        explanation=expl, hint="Sun-1-2-3: a Sun card attracts a Tiny fish, a Tiny fish a Medium one, a Medium "
                               "fish a Big one.",
        given={"reef": after, "cell": at, "card": name, "ocean": tuple(ocean)})


def _attractable(cells: Mapping, at, ocean: Sequence[str]) -> set:
    """The Ocean cards (names) the card at ``at`` may attract: a fish of the size it names, with a
    legal space sharing an edge with it."""
    size = kind(cells[at]).attracts
    nextto = {(at[0] + dx, at[1] + dy) for dx, dy in EDGE}
    return {n for n in ocean if kind(n).placement == FISH and kind(n).size == size
            and nextto & set(legal_cells(cells, n))}


def _ex_school(rng):
    """How many fish of this reef are in a school?"""
    for _ in range(2000):
        cells = _grow(rng, rng.randint(7, 10))
        n = len(school_fish(reef(cells)))
        fish = len(_fish_cells(cells))
        if n >= 2 and fish > n:
            break
    br = score(cells)
    sch = school_fish(reef(cells))
    names = sorted({cells[c] for c in sch})
    return dict(
        topic="school", kind="number", answer=len(sch), signed=False,
        question=f"How many fish of {NAMES[2]}'s reef are in a school? (Each of them scores 1 more point.)",
        picture=_reef_pic(cells, f"{NAMES[2]}'s reef"),
        explanation=f"A fish is in a school when it shares an edge with a fish of the same name: here "
                    f"{plural(len(sch), 'fish', 'fish')} ({and_list(names, empty='none')}). Count fish, not pairs. "
                    f"The reef's score: {_line_words(br)}",
        hint="Look at every fish: does it share an edge (not only a corner) with a fish of the same name?",
        given={"reef": cells})


def _ex_colours(rng):
    """The colour bonus of a reef."""
    weights = {**_spread(CORAL_NAMES, 6), ANEMONE: 1, **_spread(TINY, 2)}
    want = rng.randint(2, 6)
    for _ in range(2000):
        cells = _grow(rng, rng.randint(want + 1, want + 4), weights)
        if len(colours(reef(cells))) == want:
            break
    cols = colours(reef(cells))
    bonus = colour_bonus(len(cols))
    return dict(
        topic="colour-bonus", kind="number", answer=bonus, signed=False,
        question=f"How many points does the colour bonus give {NAMES[0]}'s reef?",
        picture=_reef_pic(cells, f"{NAMES[0]}'s reef"),
        explanation=f"The reef has corals of {plural(len(cols), 'colour')} ({and_list(list(cols), empty='none')}; "
                    f"the Starter Coral counts, an anemone has no colour): the table gives {fmt(bonus)}.",
        hint="Count the different coral colours (the Starter Coral too), then read the colour bonus table: "
             + ", ".join(f"{c}: {b}" for c, b in enumerate(COLOUR_BONUS) if c) + ".",
        given={"reef": cells})


# --- level 2 ------------------------------------------------------------------

def _ex_reef_score(rng):
    for _ in range(2000):
        cells = _grow(rng, rng.randint(7, 11))
        br = score(cells)
        if school_fish(reef(cells)) and len(colours(reef(cells))) >= 2:
            break
    return dict(
        topic="reef-score", kind="number", answer=br.total, signed=False,
        question=f"How many points is {NAMES[1]}'s reef worth at the end of the game? (No Habitat Goals.)",
        picture=_reef_pic(cells, f"{NAMES[1]}'s reef"),
        explanation="The score, line by line: " + _line_words(br),
        hint="Add the printed points, then +1 for every fish in a school, then the colour bonus.",
        given={"reef": cells})


def _ex_protected(rng):
    """Which fish does the anemone protect?"""
    for _ in range(3000):
        start = {(0, 0): rng.choice(STARTER_NAMES)}
        spot = rng.choice([(-1, 0), (1, 0), (0, 1), (1, 1), (-1, 1)])
        start[spot] = ANEMONE
        cells = _grow(rng, rng.randint(7, 10), {**BUILD, ANEMONE: 0}, start)
        fish = _fish_cells(cells)
        safe = protected_cells(cells)
        n_safe = sum(1 for c in fish if c in safe)
        if 1 <= n_safe < len(fish) and 3 <= len(fish) <= 6:
            break
    marks = _letters(fish)
    choices = tuple(sorted(marks.values()))
    answer = tuple(sorted(marks[c] for c in fish if c in safe))
    why = [f"{marks[c]} ({cells[c]}): " + ("around the anemone, protected." if c in safe else "not around it.")
           for c in _reading_order(fish)]
    return dict(
        topic="protected", kind="many", choices=choices, answer=answer,
        question=f"Which fish of {NAMES[2]}'s reef does the anemone protect? Tick all of them.",
        picture=_reef_pic(cells, f"{NAMES[2]}'s reef", marks),
        explanation="An anemone protects the fish in the 8 spaces around it, corners too. " + " ".join(why),
        hint="Look at the 8 spaces around the anemone: beside it, above, below and corner to corner.",
        given={"reef": cells, "cells": marks})


WHY = {
    None: "It may go there",
    rules.SUNS_TO_SUNS.key: "A Sun card must touch another Sun card",
    rules.FISH_IN_ORDER.key: "A fish must share an edge with the card before it, or with its own kind",
    rules.NOTHING_ON_SPECIALS.key: "Nothing may join a Dolphin or a Sea Turtle",
}
"""The choices of the 'why not' question: each refusal's rule in a player's words."""


def _ex_why_not(rng):
    pool = list(CORAL_NAMES) + list(FISH_NAMES)
    want = rng.choice(list(WHY))
    for _ in range(3000):
        weights = {**BUILD, TURTLE: 3, DOLPHIN: 2} if want == rules.NOTHING_ON_SPECIALS.key else BUILD
        cells = _grow(rng, rng.randint(5, 8), weights)
        name = rng.choice(pool)
        spots = [c for c in frontier(reef(cells)) if abs(c[0]) <= 3 and c[1] <= 3]
        rng.shuffle(spots)
        hit = next((c for c in spots if _rule_key(cells, name, c) == want), None)
        if hit is not None:
            break
    got = _rule_key(cells, name, hit)
    choices = tuple(WHY.values())
    answer = WHY[got]
    words = why_not(cells, name, hit)
    fb = {WHY[k]: "" for k in WHY}
    return dict(
        topic="why-not", kind="choice", choices=choices, answer=answer, choice_feedback={k: v for k, v in fb.items() if v},
        question=f"{NAMES[0]} wants to put a {name} into space A. May she? If not, which rule says no?",
        picture=_reef_pic(cells, f"{NAMES[0]}'s reef", {hit: "A"}),
        explanation=(words if words else f"Yes: the {name} connects there."), hint=PLACE_HINT,
        given={"reef": cells, "card": name, "cell": hit})


def _short_why(cells, name, cell) -> str:
    """Why ``name`` may not go into ``cell``, in one short sentence (the rule, in a player's words)."""
    key = _rule_key(cells, name, cell)
    return f"no: {WHY[key][0].lower()}{WHY[key][1:]}." if key in WHY else why_not(cells, name, cell)


def _rule_key(cells, name, cell) -> Optional[str]:
    found = refusal(reef(cells), kind(name), cell)
    return None if found is None else found[0].key


def _ex_shark(rng):
    """Which Ocean fish may a Shark bring into your reef?"""
    for _ in range(3000):
        cells = _grow(rng, rng.randint(4, 7), {**BUILD, **_spread(BIG, 0.2), **_spread(MEDIUM, 0.8)})
        ocean = rng.sample(list(FISH_NAMES) + [CORAL_NAMES[rng.randrange(6)], TURTLE], 5)
        fits = [n for n in ocean if kind(n).placement == FISH and legal_cells(cells, n)]
        if 1 <= len(fits) <= 3 and any(kind(n).placement == FISH and n not in fits for n in ocean):
            break
    choices = tuple(ocean)
    answer = tuple(fits)
    why = []
    for n in ocean:
        k = kind(n)
        if k.placement != FISH:
            why.append(f"{n}: not a fish")
        elif n in fits:
            why.append(f"{n}: yes, it has a space")
        else:
            why.append(f"{n}: no space for it (no {SIZE_WORDS[k.size - 1] if k.size > 1 else 'Sun card'} "
                       "with a free edge, and no fish of its name)")
    return dict(
        topic="shark", kind="many", choices=choices, answer=answer,
        question=f"{NAMES[1]} plays a Shark. Which cards of the Ocean may he swap it for? Tick all of them.",
        picture=_both(_reef_pic(cells, f"{NAMES[1]}'s reef"), _ocean_pic(ocean)),
        explanation="A Shark swaps for a fish of the Ocean that can go into your reef right away. "
                    + "; ".join(why) + ".",
        hint="Only a fish, and only one that has a legal space in his reef.",
        given={"reef": cells, "ocean": tuple(ocean)})


# --- level 3 ------------------------------------------------------------------

def _frenzy_victim(cells: Mapping) -> list:
    """The cells of the largest unprotected fish (by printed points) of a reef."""
    safe = protected_cells(cells)
    fish = [c for c in _fish_cells(cells) if c not in safe]
    if not fish:
        return []
    top = max(kind(cells[c]).points for c in fish)
    return [c for c in fish if kind(cells[c]).points == top]


NO_FISH = "None: every fish is protected"


def _ex_frenzy(rng):
    """What does the Feeding Frenzy eat?"""
    for _ in range(3000):
        start = {(0, 0): rng.choice(STARTER_NAMES)}
        start[rng.choice([(-1, 0), (1, 0), (0, 1), (1, 1)])] = ANEMONE
        cells = _grow(rng, rng.randint(7, 10), {**BUILD, ANEMONE: 0.2}, start)
        fish = _fish_cells(cells)
        victim = _frenzy_victim(cells)
        safe = protected_cells(cells)
        bigger_safe = victim and any(c in safe and kind(cells[c]).points > kind(cells[victim[0]]).points
                                     for c in fish)
        if len(victim) == 1 and 3 <= len(fish) <= 6 and (bigger_safe or rng.random() < 0.3):
            break
    marks = _letters(fish)
    choices = tuple(sorted(marks.values())) + (NO_FISH,)
    answer = marks[victim[0]]
    fb = {}
    for c in fish:
        if c == victim[0]:
            continue
        if c in safe:
            fb[marks[c]] = "That fish is next to the anemone: it is protected."
        else:
            fb[marks[c]] = "There is a larger fish that is not protected."
    fb[NO_FISH] = "Not every fish is next to the anemone."
    v = cells[victim[0]]
    return dict(
        topic="frenzy", kind="choice", choices=choices, answer=answer, choice_feedback=fb,
        question=f"A third Shark swims into the Ocean: a Feeding Frenzy! Which fish does {NAMES[2]} lose from her "
                 "reef?",
        picture=_reef_pic(cells, f"{NAMES[2]}'s reef", marks),
        explanation=f"Each player loses their largest fish (by printed points) that no anemone protects: here "
                    f"{answer}, the {v} ({plural(kind(v).points, 'point')}).",
        hint="Leave out the fish in the 8 spaces around the anemone; of the others, the one with the most points.",
        given={"reef": cells, "cells": marks})


def _ex_dolphin(rng):
    """Which fish of another reef may your Dolphin take?"""
    for _ in range(3000):
        mine = _grow(rng, rng.randint(3, 6), {**BUILD, **_spread(MEDIUM, 0.5), **_spread(BIG, 0.2)})
        start = {(0, 0): rng.choice(STARTER_NAMES)}
        start[rng.choice([(-1, 0), (1, 0), (0, 1)])] = ANEMONE
        theirs = _grow(rng, rng.randint(7, 10), {**BUILD, ANEMONE: 0}, start)
        fish = _fish_cells(theirs)
        ok = _dolphin_takes(mine, theirs)
        if 1 <= len(ok) < len(fish) <= 6 and any(c in protected_cells(theirs) for c in fish):
            break
    marks = _letters(fish)
    choices = tuple(sorted(marks.values()))
    answer = tuple(sorted(marks[c] for c in ok))
    safe = protected_cells(theirs)
    why = []
    for c in _reading_order(fish):
        n = theirs[c]
        if c in safe:
            why.append(f"{marks[c]} ({n}): protected by the anemone")
        elif c in ok:
            why.append(f"{marks[c]} ({n}): yes")
        else:
            why.append(f"{marks[c]} ({n}): no space for it in {NAMES[0]}'s reef")
    return dict(
        topic="dolphin", kind="many", choices=choices, answer=answer,
        question=f"{NAMES[0]} plays a Dolphin. Which fish of {NAMES[1]}'s reef may she take with it? Tick all of "
                 "them.",
        picture=_both(_reef_pic(mine, f"{NAMES[0]}'s reef"), _reef_pic(theirs, f"{NAMES[1]}'s reef", marks)),
        explanation="A Dolphin takes a fish that no anemone protects and that can go into your own reef. "
                    + "; ".join(why) + ".",
        hint="Two checks for each fish: is it next to the anemone? Is there a space for it in her own reef?",
        given={"mine": mine, "theirs": theirs, "cells": marks})


def _dolphin_takes(mine: Mapping, theirs: Mapping) -> list:
    safe = protected_cells(theirs)
    return [c for c in _fish_cells(theirs) if c not in safe and legal_cells(mine, theirs[c])]


def _ex_who_wins(rng, tie: bool = False):
    for _ in range(4000):
        reefs = [_grow(rng, rng.randint(6, 10)) for _ in range(2)]
        totals = [score(r).total for r in reefs]
        if (totals[0] == totals[1]) == tie:
            break
    o = outcome(reefs)
    names = NAMES[:2]
    choices = tuple(f"{n} wins" for n in names) + ("They share the win",)
    answer = choices[-1] if len(o.winners) > 1 else choices[o.winners[0]]
    lines = [f"{n}: {_line_words(score(r))}" for n, r in zip(names, reefs)]
    if totals[0] != totals[1]:
        why = f"{names[o.winners[0]]} has more points."
    elif len(o.winners) == 1:
        w = o.winners[0]
        why = (f"Equal points, so the larger reef wins: {names[w]} has {plural(len(reefs[w]), 'card')}, "
               f"{names[1 - w]} {fmt(len(reefs[1 - w]))}.")
    else:
        why = f"Equal points and reefs of {plural(len(reefs[0]), 'card')} each: a shared win."
    return dict(
        topic="who-wins", kind="choice", choices=choices, answer=answer,
        question="The game is over. Who wins? (No Habitat Goals.)",
        picture=_both(*(_reef_pic(r, f"{n}'s reef") for n, r in zip(names, reefs))),
        explanation=" ".join(lines) + " " + why,
        hint="Score both reefs; if the points are equal, count the cards of each reef.",
        given={"reefs": tuple(reefs)})


def _ex_best_cell(rng):
    """Where should this fish go to score the most?"""
    for _ in range(3000):
        cells = _grow(rng, rng.randint(6, 9))
        have = [cells[c] for c in _fish_cells(cells)]
        if not have:
            continue
        name = rng.choice(have)
        spots = list(legal_cells(cells, name))
        if len(spots) < 3:
            continue
        chosen = rng.sample(spots, min(4, len(spots)))
        totals = {c: score({**cells, c: name}).total for c in chosen}
        best = max(totals.values())
        if sum(1 for t in totals.values() if t == best) == 1:
            break
    marks = _letters(chosen)
    choices = tuple(sorted(marks.values()))
    top = max(chosen, key=lambda c: totals[c])
    fb = {marks[c]: f"There the reef scores {fmt(totals[c])}." for c in chosen}
    return dict(
        topic="best-cell", kind="choice", choices=choices, answer=marks[top], choice_feedback=fb,
        question=f"{NAMES[1]} plays a {name}. It may go into any lettered space. Which space gives his reef the "
                 "most points?",
        picture=_reef_pic(cells, f"{NAMES[1]}'s reef", marks),
        explanation=f"In space {marks[top]} the reef scores {fmt(totals[top])}: "
                    + "; ".join(f"{marks[c]}: {fmt(totals[c])}" for c in _reading_order(chosen))
                    + ". A fish next to a fish of its own name makes a school: +1 for each fish in it.",
        hint="A fish that shares an edge with one of its own name makes a school: both score 1 more.",
        given={"reef": cells, "card": name, "cells": marks})


PLAN = ExercisePlan(TITLE, "oo", {
    1: (_ex_where, _ex_attract, _ex_school, _ex_colours),
    2: (_ex_reef_score, _ex_protected, _ex_why_not, _ex_shark),
    3: (_ex_frenzy, _ex_dolphin, _ex_who_wins, _ex_best_cell),
})
"""The exercise makers by level (ids ``oo-<seed>-01``...)."""


def exercises(seed: int = 0, n: int = 12) -> list[Exercise]:
    """``n`` exercises (at least 12 recommended: 4 of each level) made from ``seed``, sorted by
    level. The same seed gives the same exercises; every answer comes from the library:
    :func:`legal_cells`, :func:`why_not`, :func:`score`, :func:`protected_cells`,
    :func:`colour_bonus` or :func:`outcome`."""
    return PLAN.exercises(seed, n)


def quiz(exs: Optional[Sequence[Exercise]] = None, prefix: str = "oo-quiz") -> Quiz:
    """A quiz of ``exs`` (by default ``exercises()``), checked in the reader's browser."""
    return PLAN.quiz(exs, prefix)


def answer_key(exs: Optional[Iterable[Exercise]] = None) -> KitTable:
    """The Open Ocean teacher's key, with the working of each answer (default: ``exercises()``)."""
    return PLAN.answer_key(exs)


# ============================================================================ 4. scoring reefs

def score_report(reefs: Sequence, names: Optional[Sequence[str]] = None, goals: Any = None) -> Picture:
    """Reefs at the end of a game, each drawn and scored line by line, and who wins (:func:`outcome`:
    most points, then the larger reef, then a shared win). A reef is a :class:`Reef` or a mapping
    ``{(x, y): card name}``; ``goals``, if any, one list of Habitat Goal names per reef."""
    from .draw import reef_picture

    where = "score_report"
    rs = [reef(r) for r in need_seq("reefs", reefs, "reefs, one per player", where=where)]
    names = list(need_seq("names", names, "names", where=where)) if names is not None else \
        [f"Player {p + 1}" for p in range(len(rs))]
    if len(names) != len(rs):
        raise GameError(f"{where}: one name per reef: {len(rs)} reefs, {len(names)} names")
    gs = [()] * len(rs) if goals is None else list(need_seq("goals", goals, "lists of goals, one per reef",
                                                            where=where))
    if len(gs) != len(rs):
        raise GameError(f"{where}: one list of goals per reef: {len(rs)} reefs, {len(gs)} lists")
    o = outcome(rs, None if goals is None else gs)
    parts, words = [], []
    for name, r, g in zip(names, rs, gs):
        br = score(r, g)
        pic = reef_picture(r, br, label=f"{name}'s reef", said_once=False, margin=0)  # the page says it once
        line = f"{name}: {plural(br.total, 'point')}, {plural(len(r), 'card')} in the reef."
        parts += [pic.inner_html(), para(line)]
        words.append(f"{pic.alt} {line}")
    w = o.winners
    if len(w) > 1:
        verdict = f"{and_list([names[p] for p in w], empty='none')} share the win."
    elif o.tiebreak:
        verdict = f"{names[w[0]]} wins: equal points, but the larger reef."
    else:
        verdict = f"{names[w[0]]} wins with {plural(o.scores[w[0]], 'point')}."
    parts.append(para(verdict, bold=True, big=True))
    pic = Picture(alt=" ".join(words) + " " + verdict, html=column(*parts, gap=10))
    pic.outcome, pic.verdict = o, verdict
    return pic


def example_reefs() -> tuple:
    """The reefs at the end of a seeded game between two greedy bots and a random one (for the
    score checker page): the same every time."""
    from .bots import GreedyBot
    from ..core import RandomBot, play_game

    end = play_game(new_game(seed=2026, num_players=3), [GreedyBot(), GreedyBot(), RandomBot(seed=7)])
    return tuple(end.reef(p) for p in range(end.num_players))


# ============================================================================ 5. printed pages

PRINTED_PARTS = {"quick_reference": 2, "exercises": 7, "answer_key": 2}
"""The A4 pages the quick reference, the exercises (``exercises(seed=2026, n=12)``) and the answer
key print on (the card sheet's are counted: one a sheet). The teachers' page announces them; the
kit's PDF and tests/browser/test_classroom.py measure them."""


def printed_pages() -> PrintedPages:
    """How many A4 pages each part of the kit prints on, in the kit PDF's order."""
    return PrintedPages(card_sheet=len(card_sheet()), **PRINTED_PARTS)

