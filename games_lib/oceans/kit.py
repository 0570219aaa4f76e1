"""A classroom kit for Oceans (the Reef variant): print it, practise it, check it, teach it.

Only the kit's content lives here (the rules as tables, what a printed card is, the exercise
makers); :mod:`games_lib.core.kit` lays it out as pages, a quiz and an answer key. Every number
comes from the library, every answer from the engine (:func:`~.state.feed`,
:func:`~.state.position`, :func:`~.state.values`, :func:`~.scoring.score`, :func:`~.scoring.outcome`):

================================  =============================================================
``quick_reference()``             the rules on (at most) two A4 pages: goal, setup of the Reef
                                  variant, a turn, feeding, gains and neighbours,
                                  overpopulation, aging, the Ocean and the end, scoring, the 12
                                  Surface traits (a :class:`Handout`; ``quick_reference_tables()``
                                  gives its tables one by one), a species board and a trait
                                  card drawn
``numbers()``                     every number the quick reference states, from the library
``card_sheet(per_page=9)``        every card to print for one group, 3 × 3 on A4 pages, one kind
                                  of card a page: the 120 Surface cards, the Reef variant's cards
                                  (Abundance, Fertile, the Cambrian Explosion), the bonus tokens,
                                  then the card backs
``exercises(seed, n)``            ``n`` exercises on forage and attack values, aging, scores,
                                  gains, shells, whom a species may attack, migrating, chains of
                                  gains, overpopulation, who wins, the Ocean running out
                                  (``PLAN``); ``quiz(exs)`` checks them in the browser,
                                  ``answer_key(exs)`` is the teacher's key
``score_report(results, names)``  each player's score at the end, line by line (score pile,
                                  surviving species, bonus token), and who wins (most trait
                                  cards break a tie)
================================  =============================================================

>>> ex = exercises(seed=1)
>>> ex[-1].id, [e.level for e in ex].count(3)
('oc-1-12', 4)
>>> ex[0].check(ex[0].answer)[0], ex[0].check(ex[0].wrong_answer())[0]
(True, False)
"""

from __future__ import annotations

import math
import random
from typing import Iterable, Optional, Sequence

from ..core import GameError
from ..core.checks import need_int, need_seq, need_str
from ..core.draw import Picture, column, figure, para, provenance_tag
from ..core.draw import row as side_by_side
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
from ..core.svg import fit, rect, svg, text, wrap
from ..core.words import and_list, plural
from .actions import Attack, Forage, Migrate
from .cards import (
    AFTER_OVERPOPULATION,
    BOARDS,
    BONUS,
    HAND,
    MAX_TRAITS,
    REEF_SCENARIOS,
    RESERVE,
    SCENARIOS,
    SPACES,
    SUPPLY,
    SURFACE,
    TITLE,
    TOKENS,
    TRAITS,
    ZONES,
    Card,
    Scenario,
    trait,
)
from .scoring import TIEBREAK, outcome, score
from .state import GAME, feed, neighbours, new_game, position, ring, values

__all__ = [
    "numbers", "quick_reference", "quick_reference_tables", "goal_table", "setup_table", "turn_table",
    "feeding_table", "gains_table", "ocean_table", "scoring_table", "traits_table", "card_sheet", "print_list",
    "cards_to_cut", "cutting_minutes", "exercises", "quiz", "quiz_html", "quiz_json", "answer_key", "score_report",
    "example_results", "results_of", "typical_rounds", "Exercise", "printed_pages", "PLAN", "PRINTED_PARTS",
]

PLACE_WORDS = ("the Reef", "zone 1", "zone 2", "zone 3")
"""The four places a migration or an excess names (0: the Reef, 1 to 3: the Ocean zones)."""


# ============================================================================ engine look-ups

def _aging(cambrian: bool) -> int:
    """What a species ages in Phase 3, as the engine does it: a species of 5 tokens forages
    (Speed: 1 token), then the turn's aging; the tokens that reach the score pile."""
    s = position([[("Speed", 5)], []], reef=10, ocean=(0 if cambrian else 25, 25, 25), cambrian=cambrian)
    s = s.apply(next(a for a in s.legal_actions() if type(a) is Forage))
    return s.pile(0)


def _plays(cambrian: bool) -> int:
    """Cards played in Phase 1 (the engine's count)."""
    s = position([[("Speed", 5)], []], hands=[["Speed"], []], phase="play", cambrian=cambrian,
                 ocean=(0 if cambrian else 25, 25, 25))
    return s.plays


# ============================================================================ 1. quick reference

def numbers() -> dict:
    """Every number the quick reference (and the kit's pages) state, read from the library."""
    info = GAME.info
    quarter = {n: SUPPLY[n] // 4 for n in SUPPLY}
    return {
        "min_players": info.min_players, "max_players": info.max_players,
        "tokens": TOKENS, "reserve": RESERVE, "supply": dict(SUPPLY), "quarter": quarter,
        "bonus": {n: tuple(b) for n, b in BONUS.items()}, "spaces": SPACES, "after": AFTER_OVERPOPULATION,
        "hand": HAND, "max_traits": MAX_TRAITS, "zones": ZONES, "boards": BOARDS,
        "traits": len(TRAITS), "surface": len(SURFACE), "copies": len(SURFACE) // len(TRAITS),
        "migrate": sorted({c.migrate for c in SURFACE}),
        "aging": _aging(False), "aging_cambrian": _aging(True),
        "plays": _plays(False), "plays_cambrian": _plays(True),
        "scenarios": tuple(SCENARIOS[i].name for i in REEF_SCENARIOS),
    }


def goal_table() -> KitTable:
    n = numbers()
    return KitTable(("", ""), [
        ("Goal", f"For {n['min_players']}–{n['max_players']} players. Every population token is a point at the end: "
                 "the tokens in your score pile, the tokens on your species still alive, and your bonus token. "
                 "Evolve your species with trait cards so that they feed well and live long."),
    ], caption="Goal")


def setup_table() -> KitTable:
    n = numbers()
    a, f = n["scenarios"]
    sup = ", ".join(f"{p} players {n['supply'][p]}" for p in sorted(n["supply"]))
    quarters = " / ".join(str(n["quarter"][p]) for p in sorted(n["quarter"]))
    bonus = "; ".join(f"{p} players " + " / ".join(map(str, n["bonus"][p])) for p in sorted(n["bonus"]))
    return KitTable(("Step", "What to do (Reef variant)"), [
        ("1", f"Lay out the Reef, the Ocean (zones 1, 2 and 3) and the {n['boards']} species boards."),
        ("2", f"Zone 1: the Cambrian Explosion card, its Reef Variant side up, and the Scenario {a}. "
              f"Zone 2: the Scenario {f}."),
        ("3", f"Shuffle the {n['surface']} Surface cards; deal {n['hand']} to each player."),
        ("4", f"Put {n['reserve']} tokens in the RESERVE bag. The supply: {sup} tokens; the rest stays in the "
              "box."),
        ("5", f"Split the supply into 4 equal piles ({quarters} for 2 / 3 / 4 players): the Reef and zones 1, 2, 3."),
        ("6", "Turn up the top Surface card: the discard pile. Move its migrate number of tokens from the Reef to "
              "zone 3, and as many from zone 1 to zone 3."),
        ("7", f"The start player holds their breath longest. Bonus tokens in turn order: {bonus}. Keep yours "
              "hidden, with your score pile."),
    ], caption="Setup")


def turn_table() -> KitTable:
    n = numbers()
    return KitTable(("Phase", "What you do"), [
        ("1. Cards", f"Play {n['plays']} card ({n['plays_cambrian']} in the Cambrian): a trait on a new species "
                     f"(left, right or between your species) or on one of yours (at most {n['max_traits']} traits), "
                     "or discard it to migrate its migrate number of tokens. You may also remove traits."),
        ("2. Feed", "One of your species forages (tokens from the Reef) or attacks (tokens from another species, "
                    "yours too). Then every trait it triggers gains; then overpopulation."),
        ("3. Age", f"Each of your species moves {n['aging']} token ({n['aging_cambrian']} in the Cambrian) to your "
                   "score pile. A species that cannot move the full amount goes extinct: its traits are discarded."),
        ("4. Draw", f"Discard Surface cards if you like, then draw up to {n['hand']}. Play passes to the left."),
    ], caption="A turn: four phases")


def feeding_table() -> KitTable:
    n = numbers()
    return KitTable(("Rule", "Feeding"), [
        ("Values", "Forage value = the green forage icons of its traits; attack value = the red attack icons. "
                   "Never less than 1."),
        ("Takes", f"It takes its full value: no less. But never more than the source holds, nor more than its "
                  f"open spaces (a board has {n['spaces']})."),
        ("Shells", "An attacker takes as many fewer tokens as the target's shell icons."),
        ("Never", "A 'may never forage' or 'may never attack' icon forbids it, whatever other icons say. No "
                  "feeding that would take nothing, nor with no open space."),
        ("Fishbones", f"The {n['spaces']}th space. After all the gains: a species with a token there goes back to "
                      f"{n['after']}; its owner puts the rest in the Reef or one zone. It cannot feed again this "
                      "turn."),
    ], caption="Feeding")


def gains_table() -> KitTable:
    return KitTable(("Rule", "Gains and neighbours"), [
        ("Gains", "A trait that gains takes its tokens from the Ocean: zone 1, then zone 2, then zone 3, only "
                  "into open spaces."),
        ("Order", "The feeding species' own traits first, then from the player feeding round the table, each row "
                  "left to right."),
        ("Neighbours", "All species make one ring: your left-most species is next to the right-most species of "
                       "the player on your left. An arrow on a trait points to the neighbour it watches."),
        ("Traits win", "A Scenario changes the rules for everyone; a trait changes them for its own species, and "
                       "beats the Scenario."),
    ], caption="Gains and neighbours")


def ocean_table() -> KitTable:
    n = numbers()
    a, f = n["scenarios"]
    return KitTable(("Rule", "The Ocean and the end"), [
        ("Migrate", "From the Reef, only what is there. From the Ocean always the full number: when a zone is "
                    "empty, go on with the lowest zone that has tokens."),
        ("Scenarios", f"{a} lies on zone 1, {f} on zone 2; each is on while its zone is empty. "
                      + " ".join(f"{SCENARIOS[i].name}: {SCENARIOS[i].text[0].lower()}{SCENARIOS[i].text[1:]}"
                                 for i in REEF_SCENARIOS)),
        ("Cambrian", f"When zone 1 empties: {n['plays_cambrian']} cards a turn and {n['aging_cambrian']} tokens "
                     "of aging, until the end."),
        ("RESERVE", f"When the whole Ocean is empty, the {n['reserve']} RESERVE tokens go into zone 3. Finish the "
                    "round: the last player in turn order plays the last turn."),
    ], caption="The Ocean and the end of the game")


def scoring_table() -> KitTable:
    return KitTable(("Count", "Points"), [
        ("Score pile", "1 point for each token you aged into it."),
        ("Species", "1 point for each token on your species still alive."),
        ("Bonus", "The number on your bonus token."),
        ("Winner", "Most points. Equal: the most trait cards on your species. Still equal: a shared win."),
    ], caption="Scoring at the end")


def traits_table() -> KitTable:
    """The 12 Surface traits and what they do, two to a line (our reading: the page says where it
    comes from). A trait's text names its icons."""
    half = math.ceil(len(TRAITS) / 2)
    rows = []
    for k in range(half):
        pair = [TRAITS[k]] + ([TRAITS[k + half]] if k + half < len(TRAITS) else [])
        cells = [x for t in pair for x in (t.name, t.text)]
        rows.append(tuple(cells + [""] * (4 - len(cells))))
    return KitTable(("Trait", "What it does", "Trait", "What it does"), rows,
                    caption=f"The {len(TRAITS)} Surface traits ({len(SURFACE) // len(TRAITS)} cards of each)")


def quick_reference_tables() -> list[tuple[str, KitTable]]:
    """The quick reference as ``(title, table)`` pairs, in reading order."""
    return reference_tables([goal_table(), setup_table(), turn_table(), feeding_table(), gains_table(),
                             ocean_table(), scoring_table(), traits_table()])


QUICK_SPECIES = (("Tentacled", "Speed"), 4)
"""The species the quick reference draws on its board: two traits, four tokens."""
QUICK_CARD = "Bottom Feeder 5"
"""The trait card the quick reference draws."""


def quick_reference_picture() -> Picture:
    """A trait card and a species board, side by side: how to read a card and a board."""
    from .draw import card_picture, species_picture

    c = SURFACE.lookup(QUICK_CARD)
    card = card_picture(c, said_once=False)  # the page says once where the traits come from
    cap = f"A trait card: name, icons, text, migrate number ({c.migrate})."
    ts, pop = QUICK_SPECIES
    board = species_picture(list(ts), pop, name="A species", said_once=False)
    bcap = f"A species: its traits, then {SPACES} spaces; the last is the fishbones."
    html = f'<div class="kit-pics">{figure(card.inner_html(), cap)}{figure(board.inner_html(), bcap)}</div>'
    return Picture(alt=f"{cap} {card.alt} {bcap} {board.alt}", html=html)


def quick_reference(heading_level: int = 3) -> Handout:
    """The whole quick reference as one output (prints on at most two A4 pages): a trait card
    and a species board drawn, then the tables."""
    pairs = quick_reference_tables()
    return reference_handout(pairs[:1] + [("", quick_reference_picture())] + pairs[1:], heading_level)


# ============================================================================ 2. card sheet

SURFACE_BACK = "Surface card back"
CAMBRIAN = "Cambrian Explosion"
BONUS_TOKENS = tuple(sorted({b for bs in BONUS.values() for b in bs}, reverse=True))
"""The bonus tokens of the box (7, 6, 4, 0): each table size uses some of them."""
CARDS_A_MINUTE = 1.2
"""How many cards one student cuts out in a minute (the same pace as the other kits' estimates)."""


def sheet_groups(per_page: int = 9) -> list:
    """What the card sheet prints for one group: the Surface cards (the copies of a trait differ
    only by their migrate number, so each face is printed as many times as the deck holds it:
    the faces held twice on sheets printed twice, those held three times on sheets printed three
    times), the Reef variant's cards, the bonus tokens."""
    need_int("per_page", per_page, low=1, where="card_sheet")
    faces = {}
    for c in SURFACE:
        faces.setdefault((c.trait_id, c.migrate), []).append(c)
    by_count = {}
    for key, cards in faces.items():
        by_count.setdefault(len(cards), []).append(cards[0])
    groups = []
    for count in sorted(by_count):
        cards = tuple(sorted(by_count[count], key=lambda c: (c.migrate, c.trait_id)))
        groups.append(SheetGroup(f"Surface cards, {plural(count, 'copy', 'copies')} of each", cards, copies=count,
                                 back=SURFACE_BACK))
    groups.append(SheetGroup("Reef variant cards", tuple(SCENARIOS[i] for i in REEF_SCENARIOS) + (CAMBRIAN,),
                             advice="The Scenarios lie on zones 1 and 2 and the Cambrian Explosion card on zone 1, "
                                    "face up: they need no back."))
    groups.append(SheetGroup("Bonus tokens", tuple(f"bonus {b}" for b in BONUS_TOKENS),
                             advice="Each game uses some of them, in turn order: " + "; ".join(
                                 f"{n} players {' / '.join(map(str, BONUS[n]))}" for n in sorted(BONUS)) + "."))
    return groups


FACE_W, FACE_H = 160, 220
"""A printed face of the Reef variant's cards and of a bonus token (a trait card is drawn by
:mod:`.draw`): the proportions of a card sheet's cell."""


def face_svg(title: str, kind: str, words: str, fill: str, stroke: str, provenance: str = "") -> str:
    """A card's face for the card sheet: its ``title`` big, its ``kind``, what it does in
    ``words`` (wrapped), and where its data come from (a tag, unless it is the rulebook's)."""
    w, h = FACE_W, FACE_H
    body = [rect(0.5, 0.5, w - 1, h - 1, fill=fill, stroke=stroke, rx=10, sw=2)]
    y = 30
    for ln in wrap(title, fit(w - 20, 20, bold=True)):
        body.append(text(w / 2, y, ln, size=20, anchor="middle", weight="bold"))
        y += 24
    for ln in wrap(kind, fit(w - 16, 12)):
        body.append(text(w / 2, y, ln, size=12, anchor="middle", fill="#2d3748"))
        y += 15
    y += 10
    for ln in wrap(words, fit(w - 16, 13)):
        body.append(text(10, y, ln, size=13))
        y += 17
    if provenance:
        body.append(provenance_tag(provenance, (w - 110) / 2, h - 28, 110))
    return svg(w, h, "".join(body), hidden=True)


def _sheet_svg(item) -> str:
    from .draw import trait_card_svg

    if isinstance(item, Card):
        return trait_card_svg(item, provenance=True)
    if isinstance(item, Scenario):
        blue = item.kind == "blue"
        when = "on while its zone is empty" if blue else "fires each time its zone empties"
        return face_svg(item.name, f"Scenario, {item.kind}: {when}", item.text,
                        "#ebf4ff" if blue else "#f3ecff", "#2b6cb0" if blue else "#6b46c1", item.source.provenance.value)
    if item == CAMBRIAN:
        n = numbers()
        return face_svg(CAMBRIAN, "Reef Variant side up, on zone 1",
                        f"Starts when zone 1 first empties: {n['plays_cambrian']} cards a turn, "
                        f"{n['aging_cambrian']} tokens of aging, to the end.", "#fffff0", "#975a16")
    points = int(item.split()[1])
    return face_svg(str(points), "bonus token", f"Keep it behind your screen: {plural(points, 'point')} at the end.",
                    "#fefcbf", "#744210")


def _sheet_words(item) -> str:
    if isinstance(item, Card):
        return f"{item.trait.name} (migrate {item.migrate})"
    if isinstance(item, Scenario):
        return f"the Scenario {item.name}: {item.text}"
    if item == CAMBRIAN:
        return "the Cambrian Explosion card, Reef Variant side"
    return f"a bonus token of {plural(int(item.split()[1]), 'point')}"


def _sheet_notes(chunk: Sequence) -> str:
    migrate = sorted({c.migrate for c in chunk if isinstance(c, Card)})
    return f"Migrate {'number' if len(migrate) == 1 else 'numbers'} {and_list([str(m) for m in migrate])}." \
        if migrate else ""


def card_sheet(per_page: int = 9) -> list[Picture]:
    """Every card of the Reef variant for one group, ``per_page`` to an A4 page (3 × 3 cut-out
    cells when printed; the grid wraps on a screen), one kind of card a page, then a page of each
    card back. Each caption says how many times to print its page."""
    backs = [CardBack(SURFACE_BACK, card_back_svg(TITLE, "Surface card", fill="#2b6cb0"))]
    return card_sheets(TITLE, sheet_groups(per_page), _sheet_svg, _sheet_words, _sheet_notes, backs, per_page)


def print_list() -> KitTable:
    """Which page of the card sheet to print how many times, for one group of players."""
    return print_plan(card_sheet())


def cards_to_cut() -> int:
    """The cards (and tokens) one group cuts out: the Surface deck, the Reef variant's cards, the bonus tokens."""
    return sum(len(p.cards) * p.copies for p in card_sheet() if not p.back)


def cutting_minutes(students: int = 4) -> int:
    """About how long ``students`` take to cut out one group's cards (to the next 5 minutes)."""
    need_int("students", students, low=1, where="cutting_minutes")
    return 5 * math.ceil(cards_to_cut() / (CARDS_A_MINUTE * students) / 5)


# ============================================================================ 3. exercises

NAMES = ("Ana", "Ben", "Cleo")
HE = {"Ana": "she", "Ben": "he", "Cleo": "she"}
HIS = {"Ana": "her", "Ben": "his", "Cleo": "her"}
FORAGERS = tuple(t.name for t in TRAITS if not t.never_forage)
ATTACKERS = tuple(t.name for t in TRAITS if not t.never_attack)
PLAIN_ATTACKERS = tuple(n for n in ATTACKERS if not trait(n).triggers)
QUIET = tuple(t.name for t in TRAITS if not t.triggers and not t.extra_feeds)
"""Traits that trigger nothing and give no second feeding: a row of them changes only by its feeding."""
TRIGGERED = tuple(t.name for t in TRAITS if t.triggers)
SHELLED = tuple(t.name for t in TRAITS if t.shell)


def _traits_words(ts: Sequence[str]) -> str:
    return " + ".join(ts) if ts else "no trait"


def _species_words(letter: str, sp) -> str:
    ts, pop = sp
    return f"species {letter}: {_traits_words(ts)}, {plural(pop, 'token')}"


def _legend(names: Iterable[str]) -> str:
    """What the traits named do, from their data (the question names them, the student reads them)."""
    seen = []
    for n in names:
        if n not in seen:
            seen.append(n)
    return "Traits: " + " ".join(f"{n}: {trait(n).text}" for n in seen)


def _all_traits(rows) -> list:
    return [t for row in rows for ts, _ in row for t in ts]


def _row_pic(rows: Sequence, owners: Sequence[str], marks: Optional[dict] = None) -> Picture:
    """Each player's row of species drawn as the table holds it (numbered in order, the ends
    saying which species they border: one ring), ``marks`` ``{(row, index): word}`` written on
    some ("feeds", "attacked")."""
    from .draw import row_picture

    seats = [list(r) for r in rows] + [[]] * max(0, 2 - len(rows))
    view = position(seats).view(None)
    names = list(owners) + [f"Player {k + 1}" for k in range(len(owners), len(seats))]
    boards = _boards(rows)
    pics = []
    for r, row in enumerate(rows):
        if not row:
            continue
        mk = {boards[k]: w for k, w in (marks or {}).items() if k[0] == r}
        pics.append(row_picture(view, r, names=names, label=f"{owners[r]}'s species", marks=mk, said_once=False))
    return Picture(alt=" ".join(p.alt for p in pics), html=column(*(p.inner_html() for p in pics), gap=8))


def _boards(rows) -> dict:
    """The board of each species, ``{(row, index): board}``: numbered in order, row after row."""
    out, k = {}, 0
    for r, row in enumerate(rows):
        for i in range(len(row)):
            out[(r, i)] = k
            k += 1
    return out


def _numbered(rows) -> dict:
    """Each species' number on the table, as the pictures show it, ``{(row, index): "1"}``."""
    return {k: str(b + 1) for k, b in _boards(rows).items()}


def _rows_words(rows, owners, marks) -> str:
    parts = []
    for r, row in enumerate(rows):
        if row:
            parts.append(f"{owners[r]}'s species, left to right: "
                         + "; ".join(_species_words(marks[(r, i)], sp) for i, sp in enumerate(row)) + ".")
    return " ".join(parts)


def _feeding_marks(feeder: int, target: Optional[int]) -> dict:
    """The words written on the species of a one-row feeding: who feeds, who is attacked."""
    marks = {(0, feeder): "feeds"}
    if target is not None:
        marks[(0, target)] = "attacked"
    return marks


def _pick_traits(rng: random.Random, pool: Sequence[str], k: int) -> tuple:
    return tuple(rng.choice(pool) for _ in range(k))


def _icon_sum(ts: Sequence[str], field: str) -> str:
    """'Filter Feeder 2 + Speed 1 = 3' for the icons of ``field`` (forage, attack, shell)."""
    got = [(n, getattr(trait(n), field)) for n in ts if getattr(trait(n), field)]
    if not got:
        return f"no {field} icon"
    if len(got) == 1:
        return f"{got[0][0]} {got[0][1]}"
    return " + ".join(f"{n} {v}" for n, v in got) + f" = {sum(v for _, v in got)}"


# --- level 1 ------------------------------------------------------------------

def _ex_forage(rng):
    """How many tokens does this species take when it forages?"""
    want_zero = rng.random() < 0.3
    for _ in range(500):
        ts = _pick_traits(rng, FORAGERS, rng.randint(1, 3))
        if (sum(trait(n).forage for n in ts) == 0) == want_zero:
            break
    pop = rng.randint(0, 3)
    f = feed([(ts, pop)], 0)
    took = f.taken[0]
    v = values(ts)
    icons = _icon_sum(ts, "forage")
    why = (f"Its green icons: {icons}, so its forage value is {v.forage}." if v.forage > 1 or
           sum(trait(n).forage for n in ts) else "It has no green forage icon, and a forage value is never less "
                                                 f"than 1: it takes {v.forage}.")
    return dict(
        topic="forage-value", kind="number", answer=took, signed=False,
        question=f"{NAMES[0]}'s species 1 has {_traits_words(ts)} and {plural(pop, 'token')}. It forages; the Reef "
                 f"holds plenty. How many tokens does it take? {_legend(ts)}",
        picture=_row_pic([[(ts, pop)]], NAMES[:1], {(0, 0): "feeds"}),
        explanation=f"{why} It takes its full value: {took} from the Reef.",
        hint="Add the green forage icons of its traits; with none, it forages 1.",
        given={"species": (ts, pop)})


def _ex_attack(rng):
    """The attack value of a species."""
    want_one = rng.random() < 0.3
    for _ in range(500):
        ts = _pick_traits(rng, ATTACKERS, rng.randint(1, 3))
        if (sum(trait(n).attack for n in ts) == 0) == want_one:
            break
    v = values(ts)
    icons = _icon_sum(ts, "attack")
    why = (f"Its red icons: {icons}." if sum(trait(n).attack for n in ts) else
           "It has no red attack icon, and an attack value is never less than 1.")
    return dict(
        topic="attack-value", kind="number", answer=v.attack, signed=False,
        question=f"{NAMES[1]}'s species 1 has {_traits_words(ts)}. What is its attack value? {_legend(ts)}",
        picture=_row_pic([[(ts, 0)]], NAMES[1:2]),
        explanation=f"{why} Its attack value is {v.attack}.",
        hint="Add the red attack icons of its traits; with none, the value is 1.",
        given={"traits": ts})


def _ex_score(rng):
    """A player's score at the end."""
    pile = rng.randint(8, 40)
    pops = tuple(rng.randint(0, 9) for _ in range(rng.randint(1, 4)))
    n_players = rng.randint(2, 4)
    seat = rng.randrange(n_players)
    bonus = BONUS[n_players][seat]
    br = score(pile, pops, bonus)
    places = ("first", "second", "third", "fourth")
    return dict(
        topic="score", kind="number", answer=br.total, signed=False,
        question=f"The game is over. {NAMES[2]} played {places[seat]} in a game of {n_players} players. Behind her "
                 f"screen: {plural(pile, 'token')} and her bonus token. Her surviving species hold "
                 f"{and_list([str(p) for p in pops])} {'token' if pops == (1,) else 'tokens'}. What is her score?",
        picture=None,
        explanation=f"{_score_words(br)} Her bonus token, for the {places[seat]} player of {n_players}, is {bonus}.",
        hint="Score pile + the tokens on her species + her bonus token (by player count and turn order: "
             + "; ".join(f"{n} players {' / '.join(map(str, BONUS[n]))}" for n in sorted(BONUS)) + ").",
        given={"pile": pile, "species": pops, "bonus": bonus, "players": n_players, "seat": seat})


def _score_words(br) -> str:
    parts = [f"{ln.label}: {ln.detail} = {fmt(ln.points)}" if ln.detail != fmt(ln.points) else
             f"{ln.label}: {fmt(ln.points)}" for ln in br.lines]
    return ". ".join(parts + [f"Total: {fmt(br.total)}"]) + "."


def _aged(row, cambrian: bool, reef: int = 20):
    """Aging played by the engine: ``row`` (quiet traits) is the active player's after her left-most
    species foraged; the state after the turn's aging and the populations before it."""
    f_ts, f_pop = row[0]
    take = values(f_ts).forage
    start = [(f_ts, f_pop - take)] + list(row[1:])
    s = position([start, []], reef=reef, ocean=(0 if cambrian else 25, 25, 25), cambrian=cambrian)
    s = s.apply(next(a for a in s.legal_actions() if type(a) is Forage and a.board == 0))
    return s


def _ex_aging(rng):
    """Which species go extinct at aging?"""
    cambrian = rng.random() < 0.5
    pool = tuple(n for n in QUIET if not trait(n).never_forage)
    for _ in range(500):
        k = rng.randint(3, 4)
        row = []
        for i in range(k):
            ts = _pick_traits(rng, pool if i == 0 else QUIET, rng.randint(1, 2))
            row.append((ts, rng.randint(0, 3)))
        if row[0][1] < values(row[0][0]).forage:
            continue
        low = [i for i, (_, p) in enumerate(row) if p < (2 if cambrian else 1)]
        if len(row) > len(low) >= 1 or (not low and rng.random() < 0.15):
            break
    s = _aged(row, cambrian)
    dead = sorted({e.board for e in s.events if e.what == "extinct"})
    marks = _numbered([row])
    choices = tuple(f"Species {marks[(0, i)]}" for i in range(len(row)))
    answer = tuple(choices[b] for b in dead)
    age = 2 if cambrian else 1
    lines = []
    for i, (_, p) in enumerate(row):
        lines.append(f"Species {marks[(0, i)]} ({p}): " + ("extinct, its traits are discarded" if i in dead else
                                                     f"keeps {p - age}"))
    when = "during the Cambrian Explosion" if cambrian else "before the Cambrian Explosion"
    return dict(
        topic="aging", kind="many", choices=choices, answer=answer,
        question=f"It is {NAMES[0]}'s aging phase, {when}. After feeding, her species hold: "
                 + ", ".join(f"species {marks[(0, i)]}: {plural(p, 'token')}" for i, (_, p) in enumerate(row))
                 + ". Which species go extinct?",
        picture=_row_pic([row], NAMES[:1]),
        explanation=f"Each species moves {age} to her score pile ({when}); one that cannot move {age} goes extinct "
                    f"(its tokens are still scored). " + "; ".join(lines) + f". Her score pile gets "
                    f"{plural(s.pile(0), 'token')}.",
        hint="Before the Cambrian a species ages 1, during it 2. A species with fewer tokens than that goes "
             "extinct; one with exactly that many survives with 0.",
        given={"row": tuple(row), "cambrian": cambrian})


# --- level 2 ------------------------------------------------------------------

def _gain_events(f, who: int, k: int = 0) -> list:
    return [(t, n) for sp, t, n in f.gains[k] if sp == who]


def _ex_gain(rng):
    """How much does the species in the middle gain when a neighbour feeds?"""
    for _ in range(800):
        mid = (rng.choice(TRIGGERED),) + _pick_traits(rng, QUIET, rng.randint(0, 1))
        left = _pick_traits(rng, QUIET, 1)
        right = _pick_traits(rng, QUIET, 1)
        row = [(left, rng.randint(1, 4)), (mid, rng.randint(0, 3)), (right, rng.randint(1, 4))]
        feeder = rng.choice([0, 2])
        ts = row[feeder][0]
        options = []
        if values(ts).may_forage:
            options.append(None)
        if values(ts).may_attack:
            options += [t for t in (0, 2) if t != feeder]
        if not options:
            continue
        target = rng.choice(options)
        try:
            f = feed(row, feeder, target)
        except GameError:
            continue
        got = sum(n for _, n in _gain_events(f, 1))
        if got or rng.random() < 0.25:
            break
    marks = _numbered([row])
    how = "forages" if target is None else f"attacks species {marks[(0, target)]}"
    ev = _gain_events(f, 1)
    said = "; ".join(f"{t}: {n}" for t, n in ev)
    expl = (f"Species 2's neighbours are species 1 (on its left) and species 3 (on its right). Species "
            f"{marks[(0, feeder)]} {how}. "
            + (f"Species 2's traits that fire: {said}, {plural(got, 'token')} in all." if ev else
               "None of species 2's traits watches that: it gains nothing."))
    return dict(
        topic="gain", kind="number", answer=got, signed=False,
        question=f"{NAMES[1]}'s species, left to right: "
                 + "; ".join(_species_words(marks[(0, i)], sp) for i, sp in enumerate(row))
                 + f". Species {marks[(0, feeder)]} {how}. How many tokens does species 2 gain? "
                 f"{_legend(_all_traits([row]))}",
        picture=_row_pic([row], NAMES[1:2], _feeding_marks(feeder, target)),
        explanation=expl,
        hint="Read species 2's traits: which neighbour does it watch (left or right), and which event (feeds, forages, "
             "attacks, is attacked)?",
        given={"row": tuple(row), "feeder": feeder, "target": target})


def _ex_attack_take(rng):
    """How many tokens does an attack take?"""
    for _ in range(800):
        a_ts = _pick_traits(rng, PLAIN_ATTACKERS, rng.randint(1, 3))
        t_ts = (rng.choice(SHELLED),) + _pick_traits(rng, QUIET, rng.randint(0, 1)) if rng.random() < 0.6 else \
            _pick_traits(rng, QUIET, rng.randint(1, 2))
        a_pop, t_pop = rng.randint(0, 9), rng.randint(1, 7)
        row = [(a_ts, a_pop), (t_ts, t_pop)]
        try:
            f = feed(row, 0, 1)
        except GameError:
            continue
        v, sh = values(a_ts).attack, values(t_ts).shells
        capped = f.taken[0] != v
        if capped or rng.random() < 0.2:
            break
    took = f.taken[0]
    room = SPACES - a_pop
    steps = [f"Attack value {v}" + (f" ({_icon_sum(a_ts, 'attack')})" if sum(trait(n).attack for n in a_ts) else
                                    " (no red icon: 1)")]
    if sh:
        steps.append(f"less {sh} for the shells: {v - sh}")
    steps.append(f"species 2 holds {t_pop}")
    steps.append(f"species 1 has {room} open {'space' if room == 1 else 'spaces'}")
    return dict(
        topic="attack-take", kind="number", answer=took, signed=False,
        question=f"{NAMES[0]}'s species 1 ({_traits_words(a_ts)}, {plural(a_pop, 'token')}) attacks {NAMES[1]}'s "
                 f"species 2 ({_traits_words(t_ts)}, {plural(t_pop, 'token')}). How many tokens does species 1 take? "
                 f"{_legend(a_ts + t_ts)}",
        picture=_row_pic([[row[0]], [row[1]]], NAMES[:2], {(0, 0): "feeds", (1, 0): "attacked"}),
        explanation="; ".join(steps) + f". It takes the smallest: {took}.",
        hint=f"Attack value, less the target's shells; never more than the target holds, nor more than the "
             f"attacker's open spaces (a board has {SPACES}).",
        given={"attacker": row[0], "target": row[1]})


def _ex_may_attack(rng):
    """Which species may this species attack?"""
    for _ in range(800):
        a_ts = _pick_traits(rng, ATTACKERS, rng.randint(1, 2))
        mine = [(a_ts, rng.randint(0, 6))]
        if rng.random() < 0.6:
            mine.append((_pick_traits(rng, QUIET + SHELLED, rng.randint(1, 2)), rng.randint(0, 5)))
        theirs = []
        for _ in range(rng.randint(2, 3)):
            ts = (rng.choice(SHELLED),) if rng.random() < 0.5 else _pick_traits(rng, QUIET, 1)
            theirs.append((ts, rng.choice([0, 1, 2, 3, 4, 6])))
        rows = [mine, theirs]
        s = position(rows, phase="feed")
        ok = {a.target for a in s.legal_actions() if type(a) is Attack and a.board == 0}
        others = len(mine) - 1 + len(theirs)
        if 1 <= len(ok) < others:
            break
    marks = _numbered(rows)
    boards = {}
    b = 0
    for r, row in enumerate(rows):
        for i in range(len(row)):
            boards[(r, i)] = b
            b += 1
    targets = [k for k in boards if k != (0, 0)]
    choices = tuple(f"Species {marks[k]}" for k in targets)
    answer = tuple(f"Species {marks[k]}" for k in targets if boards[k] in ok)
    v = values(a_ts).attack
    why = []
    for k in targets:
        ts, pop = rows[k[0]][k[1]]
        sh = values(ts).shells
        if boards[k] in ok:
            why.append(f"Species {marks[k]}: yes")
        elif pop == 0:
            why.append(f"Species {marks[k]}: no, it holds no token")
        else:
            why.append(f"Species {marks[k]}: no, its shells ({sh}) stop an attack of {v}")
    return dict(
        topic="may-attack", kind="many", choices=choices, answer=answer,
        question=f"{NAMES[0]}'s species 1 ({_traits_words(a_ts)}) feeds. Which species may it attack? "
                 + _rows_words(rows, NAMES[:2], marks) + " " + _legend(_all_traits(rows)),
        picture=_row_pic(rows, NAMES[:2], {(0, 0): "feeds"}),
        explanation=f"Species 1's attack value is {v}; an attack must take at least 1 token. " + "; ".join(why)
                    + ". Her own species may be attacked too.",
        hint="For each species: does it hold a token? Is the attack value of species 1 more than its shells?",
        given={"rows": tuple(tuple(r) for r in rows)})


def _card_with(rng: random.Random, migrate: int) -> Card:
    return rng.choice([c for c in SURFACE if c.migrate == migrate])


def _migrated(reef: int, zones: Sequence[int], card: Card, source: int, to: int, cambrian: bool = False):
    """The state after the active player plays ``card`` to migrate from ``source`` to ``to``."""
    s = position([[("Speed", 3)], [("Speed", 3)]], reef=reef, ocean=tuple(zones), hands=[[card.name], []],
                 phase="play", cambrian=cambrian)
    act = next(a for a in s.legal_actions() if type(a) is Migrate and a.card == card.id and a.source == source
               and a.to == to)
    return s.apply(act)


def _places(s) -> tuple:
    return (s.reef,) + tuple(s.zones)


def _ex_migrate(rng):
    """Where do migrated tokens come from?"""
    from_reef = rng.random() < 0.4
    m = rng.choice([2, 3, 4])
    card = _card_with(rng, m)
    if from_reef:
        reef = rng.randint(0, m - 1)
        zones = [rng.randint(3, 12), rng.randint(3, 12), rng.randint(3, 12)]
        source, to = 0, rng.randint(1, 3)
    else:
        reef = rng.randint(2, 12)
        zones = [rng.randint(1, m - 1), rng.randint(m, 12), rng.randint(2, 12)]
        source, to = 1, rng.choice([0, 3])
    s = _migrated(reef, zones, card, source, to)
    before, after = (reef,) + tuple(zones), _places(s)
    ask = to if from_reef else 2
    moved = after[to] - before[to]
    if from_reef:
        expl = (f"From the Reef {HE[NAMES[1]]} moves only what is there: {plural(moved, 'token')}. {PLACE_WORDS[to].capitalize()}"
                f" goes from {before[to]} to {after[to]}.")
    else:
        took1 = before[1] - after[1]
        expl = (f"From the Ocean {HE[NAMES[1]]} always moves the full {m}: {took1} from zone 1 (all it has), then "
                f"{m - took1} from zone 2, the next zone with tokens. Zone 2 goes from {before[2]} to {after[2]}.")
    return dict(
        topic="migrate", kind="number", answer=after[ask], signed=False,
        question=f"{NAMES[1]} discards {card.trait.name} (migrate number {m}) to migrate from "
                 f"{PLACE_WORDS[source]} to {PLACE_WORDS[to]}. Before: the Reef holds {before[0]}, zone 1 {before[1]}, "
                 f"zone 2 {before[2]}, zone 3 {before[3]}. How many tokens does {PLACE_WORDS[ask]} hold afterwards?",
        picture=_ocean_pic(before),
        explanation=expl,
        hint="From the Reef: only what is there. From the Ocean: always the full number, going on with the "
             "lowest zone that still has tokens.",
        given={"reef": reef, "zones": tuple(zones), "card": card.name, "source": source, "to": to, "ask": ask})


def _ocean_pic(places: Sequence[int], cambrian: bool = False) -> Picture:
    from .draw import ocean_picture

    return ocean_picture(places[0], tuple(places[1:]), RESERVE, cambrian=cambrian, said_once=False)


# --- level 3 ------------------------------------------------------------------

def _chain_row(rng):
    k = rng.randint(3, 4)
    row = []
    for i in range(k):
        n_trig = rng.choice([0, 1, 1, 2])
        ts = tuple(rng.choice(TRIGGERED) for _ in range(n_trig)) + _pick_traits(rng, QUIET, rng.randint(0, 1))
        if not ts:
            ts = _pick_traits(rng, QUIET, 1)
        row.append((ts, rng.randint(0, 4)))
    return row


def _ex_chain(rng):
    """A feeding and everything it triggers, as in the rulebook's example."""
    for _ in range(1500):
        row = _chain_row(rng)
        feeder = rng.randrange(len(row))
        if rng.random() < 0.5:
            row[feeder] = (("Tentacled",) + row[feeder][0][:1], rng.randint(0, 3))
        ts = row[feeder][0]
        targets = [None] if values(ts).may_forage else []
        if values(ts).may_attack:
            targets += [t for t in range(len(row)) if t != feeder and row[t][1]]
        if not targets:
            continue
        target = rng.choice(targets)
        times = 1 + values(ts).extra_feeds
        try:
            f = feed(row, feeder, target, times=times)
        except GameError:
            try:
                times = 1
                f = feed(row, feeder, target)
            except GameError:
                continue
        if f.overpopulated:
            continue
        who = rng.choice([i for i in range(len(row)) if i != feeder])
        got = sum(n for k in range(times) for _, n in _gain_events(f, who, k))
        if got >= 2:
            break
    marks = _numbered([row])
    how = "forages" if target is None else f"attacks species {marks[(0, target)]}"
    twice = " twice (its Tentacled trait lets it feed again)" if times == 2 else ""
    said = []
    for k in range(times):
        ev = _gain_events(f, who, k)
        if ev:
            said.append((f"Feeding {k + 1}: " if times == 2 else "") + " + ".join(f"{n} ({t})" for t, n in ev))
    r = ring([[i for i in range(len(row))], []])
    left, right = neighbours(r, who)
    return dict(
        topic="chain", kind="number", answer=got, signed=False,
        question=f"{NAMES[2]}'s species, left to right: "
                 + "; ".join(_species_words(marks[(0, i)], sp) for i, sp in enumerate(row))
                 + f". Nobody else has a species; the Reef and the Ocean hold plenty. Species {marks[(0, feeder)]} "
                 f"{how}{twice}. How many tokens does species {marks[(0, who)]} gain"
                 + (" (or take, with Parasitic)" if "Parasitic" in _all_traits([row]) else "")
                 + f" in all? {_legend(_all_traits([row]))}",
        picture=_row_pic([row], NAMES[2:3], _feeding_marks(feeder, target)),
        explanation=f"Species {marks[(0, who)]}'s neighbours: species {marks[(0, left)]} on its left, species "
                    f"{marks[(0, right)]} on "
                    f"its right (the left-most and right-most species are neighbours too: one ring). "
                    + ("; ".join(said) or "nothing fires") + f": {plural(got, 'token')} in all.",
        hint="For each trait of that species: which neighbour does it watch, and does that neighbour feed, forage, "
             "attack or get attacked? Count each trait card, and each feeding.",
        given={"row": tuple(row), "feeder": feeder, "target": target, "times": times, "who": who})


def _ex_overpopulation(rng):
    """Which species overpopulate after a feeding?"""
    for _ in range(2000):
        row = _chain_row(rng)
        row = [(ts, rng.choice([p, 6, 7, 8, 9])) for ts, p in row]
        feeder = rng.randrange(len(row))
        ts = row[feeder][0]
        targets = [None] if values(ts).may_forage else []
        if values(ts).may_attack:
            targets += [t for t in range(len(row)) if t != feeder and row[t][1]]
        if not targets:
            continue
        target = rng.choice(targets)
        reef = rng.randint(3, 10)
        try:
            f = feed(row, feeder, target, reef=reef)
        except GameError:
            continue
        if 1 <= len(f.overpopulated) < len(row) - 1 or (len(f.overpopulated) == 1 and rng.random() < 0.5):
            break
    marks = _numbered([row])
    how = "forages" if target is None else f"attacks species {marks[(0, target)]}"
    choices = tuple(f"Species {marks[(0, i)]}" for i in range(len(row)))
    answer = tuple(choices[i] for i in sorted(f.overpopulated))
    before = f.before_overpopulation
    lines = []
    for i in range(len(row)):
        if i in f.overpopulated:
            lines.append(f"species {marks[(0, i)]} reaches {before[i]}: back to {AFTER_OVERPOPULATION}, "
                         f"{before[i] - AFTER_OVERPOPULATION} go to the Reef or a zone")
        else:
            lines.append(f"species {marks[(0, i)]} has {before[i]}")
    return dict(
        topic="overpopulation", kind="many", choices=choices, answer=answer,
        question=f"{NAMES[0]}'s species, left to right: "
                 + "; ".join(_species_words(marks[(0, i)], sp) for i, sp in enumerate(row))
                 + f". Nobody else has a species; the Reef holds {reef}, the Ocean plenty. Species "
                 f"{marks[(0, feeder)]} {how}. When everything it triggers "
                 f"has been done, which species overpopulate? {_legend(_all_traits([row]))}",
        picture=_row_pic([row], NAMES[:1], _feeding_marks(feeder, target)),
        explanation="After the feeding and its gains: " + "; ".join(lines)
                    + f". A species overpopulates when a token lies on its fishbones (space {SPACES}).",
        hint=f"Do the feeding, then every gain it triggers (into open spaces only); then look for species with "
             f"{SPACES} tokens.",
        given={"row": tuple(row), "feeder": feeder, "target": target, "reef": reef})


def _ex_who_wins(rng, tie: Optional[bool] = None):
    """Who wins, ties by trait cards, then shared?"""
    tie = rng.random() < 0.6 if tie is None else tie
    n = rng.randint(2, 3)
    for _ in range(2000):
        results = []
        for seat in range(n):
            pile = rng.randint(15, 35)
            pops = tuple(rng.randint(0, 8) for _ in range(rng.randint(1, 3)))
            traits = rng.randint(len(pops), 3 * len(pops))
            results.append((pile, pops, BONUS[n][seat], traits))
        o = outcome(results)
        totals = o.scores
        top = max(totals)
        if (sum(1 for t in totals if t == top) > 1) == tie:
            break
    names = NAMES[:n]
    choices = tuple(f"{x} wins" for x in names) + ("They share the win",)
    answer = choices[-1] if len(o.winners) > 1 else choices[o.winners[0]]
    lines = []
    for x, r in zip(names, results):
        br = score(*r)
        lines.append(f"{x}: {r[0]} + {' + '.join(map(str, r[1]))} + {r[2]} = {fmt(br.total)}, "
                     f"{plural(r[3], 'trait card')}")
    if not o.tiebreak and len(o.winners) == 1:
        why = f"{names[o.winners[0]]} has the most points."
    elif len(o.winners) == 1:
        why = f"Equal points: the most trait cards wins, {names[o.winners[0]]}."
    else:
        why = "Equal points and as many trait cards: a shared win."
    return dict(
        topic="who-wins", kind="choice", choices=choices, answer=answer,
        question="The game is over. Who wins? " + " ".join(
            f"{x} (turn order {i + 1}): score pile {r[0]}, species holding {and_list([str(p) for p in r[1]])}, "
            f"bonus token {r[2]}, {plural(r[3], 'trait card')} on {HIS[x]} species." for i, (x, r) in
            enumerate(zip(names, results))),
        picture=None,
        explanation="Score pile + species + bonus token. " + "; ".join(lines) + ". " + why,
        hint="Add each player's score; if the best scores are equal, count their trait cards.",
        given={"results": tuple(results)})


OCEAN_CHOICES = ("Nothing more happens", "The Cambrian Explosion starts", "The RESERVE comes out: the last round",
                 "Both: the Cambrian Explosion and the last round")


def _ex_ocean(rng):
    """What happens when the Ocean runs low?"""
    want = rng.randrange(4)
    for _ in range(2000):
        m = rng.choice([2, 3, 4])
        card = _card_with(rng, m)
        zones = [rng.choice([0, 1, 2, 3, 4]), rng.choice([0, 0, 1, 2, 5]), rng.choice([0, 1, 2, 6])]
        source = rng.randint(1, 3)
        if zones[source - 1] == 0:
            continue
        to = 0
        cambrian = zones[0] == 0  # zone 1 empty: the Cambrian Explosion has begun
        reef = rng.randint(2, 10)
        s = _migrated(reef, zones, card, source, to, cambrian)
        what = {e.what for e in s.events}
        got = ("cambrian" in what) + 2 * ("reserve" in what)
        if got == want:
            break
    answer = OCEAN_CHOICES[got]
    after = _places(s)
    steps = f"{m} tokens from zone {source}"
    if zones[source - 1] < m:
        steps += f" ({zones[source - 1]} there, the rest from the lowest zone with tokens)"
    z3 = after[3] - (RESERVE if "reserve" in what else 0)
    parts = [f"{HE[NAMES[1]].capitalize()} moves {steps}: the zones then hold {after[1]}, {after[2]} and {z3}"]
    if "reserve" in what:
        parts.append(f"the Ocean was empty, so the {RESERVE} RESERVE tokens went into zone 3 and this is the last "
                     "round")
    if "cambrian" in what:
        parts.append("zone 1 emptied: the Cambrian Explosion starts (2 cards a turn, 2 tokens of aging)")
    if not got:
        parts.append("the Ocean is not empty" + ("" if cambrian else " and zone 1 still has tokens"))
    return dict(
        topic="ocean", kind="choice", choices=OCEAN_CHOICES, answer=answer,
        question=f"The Ocean holds zone 1: {zones[0]}, zone 2: {zones[1]}, zone 3: {zones[2]}; the RESERVE bag is "
                 "full" + ("; the Cambrian Explosion has already started" if cambrian else "")
                 + f". {NAMES[1]} discards {card.trait.name} (migrate number {m}) to migrate from zone {source} to the "
                 "Reef. What happens?",
        picture=_ocean_pic((reef,) + tuple(zones), cambrian),
        explanation="; ".join(parts) + ".",
        hint="From the Ocean a migration always moves the full number. Zone 1 empty: the Cambrian Explosion. The "
             "whole Ocean empty: the RESERVE and the last round.",
        given={"reef": reef, "zones": tuple(zones), "card": card.name, "source": source, "cambrian": cambrian})


PLAN = ExercisePlan(TITLE, "oc", {
    1: (_ex_forage, _ex_attack, _ex_score, _ex_aging),
    2: (_ex_gain, _ex_attack_take, _ex_may_attack, _ex_migrate),
    3: (_ex_chain, _ex_overpopulation, _ex_who_wins, _ex_ocean),
})
"""The exercise makers by level (ids ``oc-<seed>-01``...)."""


def exercises(seed: int = 0, n: int = 12) -> list[Exercise]:
    """``n`` exercises (at least 12 recommended: 4 of each level) made from ``seed``, sorted by
    level. The same seed gives the same exercises; every answer comes from the engine:
    :func:`feed`, :func:`position` and its legal actions, :func:`values`, :func:`score`,
    :func:`outcome`."""
    return PLAN.exercises(seed, n)


def quiz(exs: Optional[Sequence[Exercise]] = None, prefix: str = "oc-quiz") -> Quiz:
    """A quiz of ``exs`` (by default ``exercises()``), checked in the reader's browser."""
    return PLAN.quiz(exs, prefix)


def answer_key(exs: Optional[Iterable[Exercise]] = None) -> KitTable:
    """The Oceans teacher's key, with the working of each answer (default: ``exercises()``)."""
    return PLAN.answer_key(exs)


# ============================================================================ 4. scores at the end

def score_report(results: Sequence, names: Optional[Sequence[str]] = None) -> Picture:
    """Each player's score at the end of a game, line by line, and who wins (:func:`outcome`:
    most points, then the most trait cards, then a shared win). ``results`` holds one
    ``(score pile, tokens on each surviving species, bonus token, trait cards)`` per player, in
    turn order."""
    where = "score_report"
    rows = list(need_seq("results", results, "(pile, species, bonus, trait cards), one per player", where=where))
    if names is None:
        names = [f"Player {p + 1}" for p in range(len(rows))]
    names = [need_str("names", x, "a player's name", where=where) for x in need_seq("names", names, "names",
                                                                                    where=where)]
    if len(names) != len(rows):
        raise GameError(f"{where}: one name per player: {len(rows)} results, {len(names)} names")
    o = outcome(rows)
    blocks, words = [], []
    for name, r in zip(names, rows):
        br = score(*r)
        traits = plural(br.tiebreak(TIEBREAK), "trait card")
        blocks.append(column(para(f"{name}: {plural(br.total, 'point')}, {traits}", bold=True), br._repr_html_(),
                             gap=4))
        words.append(f"{name}: {', '.join(f'{ln.label} {ln.detail}' for ln in br.lines)}; "
                     f"{plural(br.total, 'point')}, {traits}.")
    w = o.winners
    if len(w) > 1:
        verdict = f"{and_list([names[p] for p in w])} share the win."
    elif o.tiebreak:
        verdict = f"{names[w[0]]} wins: equal points, but the most trait cards."
    else:
        verdict = f"{names[w[0]]} wins with {plural(o.scores[w[0]], 'point')}."
    html = column(side_by_side(*blocks, gap=16), para(verdict, bold=True, big=True), gap=8)
    pic = Picture(alt=" ".join(words) + " " + verdict, html=html)
    pic.outcome, pic.verdict = o, verdict
    return pic


def results_of(state) -> tuple:
    """The end of a game in plain values: ``(pile, species, bonus, trait cards)`` per seat."""
    out = []
    for seat in range(state.num_players):
        sp = state.species(seat)
        out.append((state.pile(seat), tuple(p for _, _, p in sp), state.bonus[seat], sum(len(t) for _, t, _ in sp)))
    return tuple(out)


def example_results() -> tuple:
    """The end of a seeded Reef-variant game between three greedy bots (for the score checker
    page): the same every time."""
    from .bots import GreedyBot
    from ..core import play_game

    end = play_game(new_game(seed=2026, num_players=3), [GreedyBot(), GreedyBot(), GreedyBot()])
    return results_of(end)


# ============================================================================ 5. a lesson's figures

def typical_rounds(num_players: int = 4, games: int = 5) -> int:
    """How many rounds a Reef-variant game lasts, the median of ``games`` seeded games between
    greedy bots (every player has the same number of turns): what a lesson plan must stop."""
    from .bots import GreedyBot
    from ..core import play_game

    need_int("games", games, 1, 50, where="typical_rounds")
    rounds = sorted(math.ceil((play_game(new_game(seed=s, num_players=num_players),
                                         [GreedyBot() for _ in range(num_players)]).turn + 1) / num_players)
                    for s in range(games))
    return rounds[len(rounds) // 2]


# ============================================================================ 6. printed pages

PRINTED_PARTS = {"quick_reference": 2, "exercises": 6, "answer_key": 2}
"""The A4 pages the quick reference, the exercises (``exercises(seed=2026, n=12)``) and the answer
key print on (the card sheet's are counted: one a sheet). The teachers' page announces them; the
kit's PDF and tests/browser/test_classroom.py measure them."""


def printed_pages() -> PrintedPages:
    """How many A4 pages each part of the kit prints on, in the kit PDF's order."""
    return PrintedPages(card_sheet=len(card_sheet()), **PRINTED_PARTS)
