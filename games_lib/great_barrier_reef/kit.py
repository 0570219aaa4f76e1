"""A classroom kit for OCEAN: Great Barrier Reef: print it, practise it, check it, teach it.

Only the kit's content lives here (the rules as tables, what a printed card says, the
exercise makers); :mod:`games_lib.core.kit` lays it out as pages, a quiz and an answer key.
Every number and drawing comes from the library:

==============================  ===============================================================
``quick_reference()``           the rules on (at most) two A4 pages: goal, setup, the three
                                actions, paying, the reef and its matches, winning, the colours,
                                the variants (a :class:`Handout`; ``quick_reference_tables()``
                                gives its tables one by one)
``numbers()``                   every number the quick reference states, from the library
``card_sheet(per_page=9)``      every kind of card to print, 3 × 3 on A4 pages: the seven Fauna
                                kinds, the Starting Cards, the 51 Coral Reef cards
``exercises(seed, n)``          ``n`` exercises on paying, drawing, reefs and winning (``PLAN``),
                                ``quiz(exs)`` to check them in the browser, ``answer_key(exs)``
``score_report(reefs, names)``  reefs at the end of a game: each scored, the win conditions
                                met, and the winner
==============================  ===============================================================

>>> ex = exercises(seed=1)
>>> ex[-1].id, [e.level for e in ex].count(3)
('gbr-1-12', 4)
>>> ex[0].check(ex[0].answer)[0], ex[0].check(ex[0].wrong_answer())[0]
(True, False)
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Iterable, Optional, Sequence

from ..core.checks import need_int, need_seq, wrong
from ..core import GameError, RandomBot
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
from ..core.svg import rect, svg, text
from ..core.words import and_list, plural
from .actions import FAUNA_DRAWS, THEN_FACE_UP, DrawCoral, DrawFauna
from .cards import (
    COLOURS,
    CORAL,
    EXAMPLE_COSTS,
    FAUNA_COUNTS,
    KINDS,
    OCTOPUS,
    STARTING_CARDS,
    TITLE,
    Colour,
    CoralCard,
    example_card,
)
from .draw import coral_svg, fauna_svg, icon_svg, reef_picture, starting_svg
from .payments import Payment, as_counts, can_pay, ways_to_pay, why_not
from .scoring import (
    CARDS_TO_WIN,
    MAX_PER_SIDE,
    POINTS_TO_WIN,
    VARIANT1_TARGETS,
    PlayerResult,
    Reef,
    check_variant,
    WinCondition,
    decide,
    reef_score,
    reef_summary,
    score,
    win_condition,
)
from .state import (
    CORAL_HAND,
    CORAL_ROW,
    FAUNA_HAND,
    FAUNA_ROW,
    GAME,
    VARIANT2_PER_PLAYER,
    Phase,
    new_game,
)

__all__ = [
    "numbers", "quick_reference", "quick_reference_tables", "goal_table", "setup_table", "turn_table",
    "paying_table", "reef_table", "winning_table", "colours_table", "variants_table", "card_sheet",
    "exercises", "quiz", "quiz_html", "quiz_json", "answer_key", "score_report", "Exercise", "printed_pages", "print_list", "REEF_EXAMPLE",
]

REEF_EXAMPLE = ((0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start")
"""The rulebook's reef scoring example as plain values (RULES-NOTES reading), for :func:`reef_score`."""


# ============================================================================ 1. quick reference

def numbers() -> dict:
    """Every number the quick reference (and the kit's pages) state, read from the library."""
    points = Counter(c.points for c in CORAL)
    return {
        "min_players": GAME.info.min_players, "max_players": GAME.info.max_players,
        "fauna": sum(FAUNA_COUNTS), "per_colour": FAUNA_COUNTS[0], "octopus": FAUNA_COUNTS[OCTOPUS],
        "colours": len(COLOURS), "kinds": len(KINDS),
        "coral": len(CORAL), "coral_by_points": dict(sorted(points.items())),
        "starting": len(STARTING_CARDS),
        "fauna_row": FAUNA_ROW, "fauna_hand": FAUNA_HAND, "coral_row": CORAL_ROW, "coral_hand": CORAL_HAND,
        "per_side": MAX_PER_SIDE, "cards_to_win": CARDS_TO_WIN, "points_to_win": POINTS_TO_WIN,
        "six_colours": len(COLOURS), "variant1_targets": VARIANT1_TARGETS,
        "variant1_removed": points[max(points)], "variant1_top_points": max(points),
        "variant2_per_player": VARIANT2_PER_PLAYER,
        "example_total": reef_score(REEF_EXAMPLE).total,
        "example_costs": len(EXAMPLE_COSTS),
    }


def goal_table() -> KitTable:
    n = numbers()
    return KitTable(("", ""), [
        ("Players", f"{n['min_players']}–{n['max_players']}"),
        ("Goal", "Collect Fauna cards (sea animals) and spend them to build your coral reef, one Coral Reef "
                 "card at a time. When a player meets a win condition, the round is finished and the game "
                 "ends. The tables below are the standard game; the last one says what each variant changes."),
    ], caption="Goal")


def setup_table() -> KitTable:
    """Setting up, with the numbers of the game (the rulebook's order)."""
    n = numbers()
    dist = ", ".join(f"{k} × {p} pt" for p, k in ((p, k) for p, k in n["coral_by_points"].items()))
    return KitTable(("Step", "What to do"), [
        ("1", f"Shuffle the {n['fauna']} Fauna cards ({n['per_colour']} of each of the {n['colours']} colours "
              f"and {n['octopus']} octopus jokers). Lay {n['fauna_row']} face up; deal {n['fauna_hand']} to "
              "each player, in secret."),
        ("2", f"Shuffle the {n['coral']} Coral Reef cards ({dist}). Lay {n['coral_row']} face up; deal "
              f"{n['coral_hand']} to each player, in secret (not in Variant 1)."),
        ("3", "Shuffle as many Starting Cards as there are players, the one with the clownfish among them. "
              "Each player takes one without looking and lays it face up: the middle of their reef."),
        ("4", "The player with the clownfish plays first; then play goes clockwise."),
    ], caption="Setup")


def turn_table() -> KitTable:
    """The three actions: one of them per turn."""
    n = numbers()
    return KitTable(("Action", "What you do"), [
        ("1. Draw Fauna", "Take two Fauna cards: two face-up single-colour cards; or two from the deck; or one "
                          "from the deck (look at it first), then one face-up single-colour card. Or take one "
                          "face-up octopus on its own. No limit on the cards in your hand."),
        ("2. Play Coral", "Play one Coral Reef card from your hand or from the face-up row: pay for it with Fauna "
                          "cards (they go to the discard pile), then add it to your reef."),
        ("3. Draw Coral", f"Take Coral Reef cards, face up and/or from the deck, until you hold at most "
                          f"{n['coral_hand']}: holding 0 you may take {n['coral_hand']}, holding "
                          f"{n['coral_hand'] - 1} only 1; at least 1 (our reading). Not in Variants 1 and 2."),
        ("Refill", f"Taken face-up cards are replaced before the next turn: always {n['fauna_row']} Fauna and "
                   f"{n['coral_row']} Coral Reef cards face up (Variant 2: the Coral Reef cards are not "
                   "replaced). An empty Fauna deck: shuffle the discard pile (it lies face up: anyone may "
                   "look, our reading)."),
    ], caption="Your turn: one of three actions")


def paying_table() -> KitTable:
    """How to pay for a Coral Reef card (with the library's reading of question marks)."""
    return KitTable(("Icon on the card", "You pay"), [
        ("A colour", "One Fauna card of that colour for each icon."),
        ("Octopus card", "A joker: it pays for any coloured icon or question mark instead of a Fauna card."),
        ("Question marks ?", "All of them with cards of one single colour, which you choose."),
        ("Octopus icon", "Only an octopus card pays for it."),
        ("Discount", "Each matching pair in your reef takes one icon of its colour off every card you pay "
                     "for, for the rest of the game (never below zero; our reading: not for question marks "
                     "or octopus icons)."),
    ], caption="Paying for a Coral Reef card")


def reef_table() -> KitTable:
    """Placing a card and the matches between bonus icons."""
    n = numbers()
    return KitTable(("Topic", "How it works"), [
        ("Placing", f"Put the card at the outer end of the left or right row of your reef (never between "
                    f"two cards, our reading), either way up. It "
                    f"stays there for good. At most {n['per_side']} cards on each side of the Starting Card."),
        ("Match", "Two neighbouring Coral Reef cards whose touching bonus icons have the same colour: "
                  "+1 point (not in Variant 1) and a discount of that colour."),
        ("Starting Card", "Its icons match every colour: the card next to it gives a discount of the colour of "
                          "its touching icon, but no point, and it does not count for win condition 1."),
        ("Points", f"The points printed on your Coral Reef cards, +1 per match. The rulebook's example reef "
                   f"scores {fmt(n['example_total'])}."),
    ], caption="Your reef")


def winning_table() -> KitTable:
    """The win conditions, strongest first, and what happens next."""
    n = numbers()
    a, b = n["variant1_targets"]
    return KitTable(("Order", "Win condition, checked at the end of your turn"), [
        ("1 (strongest)", f"Matches of all {n['six_colours']} different colours between Coral Reef cards "
                          "(matches with the Starting Card do not count)."),
        ("2", f"{n['cards_to_win']} Coral Reef cards in your reef ({n['per_side']} on each side)."),
        ("3", f"{n['points_to_win']} points or more."),
        ("Then", "The round is finished, so that everybody has had the same number of turns."),
        ("Winner", "The player with the strongest win condition (1 beats 2 beats 3). Same condition: most "
                   f"points. Same points too: a shared victory. (Variant 1: {a} or {b} points is the only "
                   "win condition.)"),
    ], caption="Winning the game")


def colours_table() -> KitTable:
    """The seven Fauna kinds as the drawings show them (shape and letter for every colour)."""
    rows = [(c.label, c.letter, c.symbol, f"{c.animal} ({c.latin})",
             fmt(FAUNA_COUNTS[c])) for c in KINDS]
    rows.append(("Question mark", "?", "dashed circle", "any one colour", ""))
    rows.append(("Starting Card icon", "M", "ring of six colours", "matches every colour", ""))
    return KitTable(("Colour", "Letter", "Shape", "Animal", "Cards"), rows, caption="Colours and icons")


def variants_table() -> KitTable:
    n = numbers()
    a, b = n["variant1_targets"]
    return KitTable(("Variant", "Changes"), [
        ("1: simpler", f"Play to {a} or {b} points (agree first); no other win condition. Remove the "
                       f"{n['variant1_removed']} cards worth {n['variant1_top_points']} points. No Coral Reef "
                       "cards in hand at the start, no Action 3. Matches give a discount but no point."),
        ("2: more strategic", f"Lay {n['variant2_per_player']} Coral Reef cards per player face up: the only ones "
                              "used, never replaced. Each player starts with their Coral Reef cards as usual, "
                              "but there is no Action 3."),
    ], caption="Variants")


def quick_reference_tables() -> list[tuple[str, KitTable]]:
    """The quick reference as ``(title, table)`` pairs, in reading order."""
    return reference_tables([goal_table(), setup_table(), turn_table(), paying_table(), reef_table(),
                             winning_table(), colours_table(), variants_table()])


QUICK_CARD = "1B 3W"
"""The card the quick reference draws: the deck's card with a cost from the rulebook's examples."""


def quick_reference_picture() -> Picture:
    """A Coral Reef card and a reef, side by side: what a card asks for and gives, and how the
    cards of a reef match (the rulebook's example reef, scored)."""
    card = example_card(QUICK_CARD)
    cap = (f"A Coral Reef card: {plural(card.points, 'point')} (top), its cost ({card.cost.describe()}) and "
           "two bonus icons at the bottom.")
    reef = reef_picture(list(REEF_EXAMPLE), label="A reef: the rulebook's example", details=False)
    html = f'<div class="kit-pics">{figure(coral_svg(card), cap)}{reef.inner_html()}</div>'
    return Picture(alt=f"{cap} {reef.alt}", html=html)


def quick_reference(heading_level: int = 3) -> Handout:
    """The whole quick reference as one output (prints on at most two A4 pages): a card and a
    reef drawn, then the tables."""
    pairs = quick_reference_tables()
    return reference_handout(pairs[:1] + [("", quick_reference_picture())] + pairs[1:], heading_level)


# ============================================================================ 2. card sheet

FAUNA_BACK, CORAL_BACK = "Fauna card back", "Coral Reef card back"


def _same_card_sheet(n: int, per_page: int) -> tuple[int, int]:
    """``n`` copies of one card as (cards on a sheet, times to print it), with no card left over:
    the most cards a sheet holds that divide ``n``.

    >>> _same_card_sheet(10, 9), _same_card_sheet(13, 9)
    ((5, 2), (1, 13))
    """
    k = max(d for d in range(1, per_page + 1) if n % d == 0)
    return k, n // k


def sheet_groups(per_page: int = 9) -> list:
    """What the card sheet prints for one group of players, sheet group by sheet group (no sheet
    mixes two groups, so printing one sheet several times leaves no stray card): the six
    colours of Fauna cards (one sheet, printed once per copy of a colour), the octopus jokers,
    the Starting Cards, the Coral Reef cards."""
    need_int("per_page", per_page, low=1, where="card_sheet")
    per_colour = {FAUNA_COUNTS[c] for c in COLOURS}
    if len(per_colour) != 1:
        raise GameError("every colour should have as many Fauna cards")
    octo, octo_times = _same_card_sheet(FAUNA_COUNTS[OCTOPUS], per_page)
    return [
        SheetGroup("Fauna cards, one of each colour", COLOURS, copies=per_colour.pop(), back=FAUNA_BACK),
        SheetGroup("Fauna cards: octopus jokers", (OCTOPUS,) * octo, copies=octo_times, back=FAUNA_BACK),
        SheetGroup("Starting Cards", tuple(STARTING_CARDS), back=CORAL_BACK,
                   advice="Use as many as there are players, the clownfish among them."),
        SheetGroup("Coral Reef cards", tuple(CORAL), back=CORAL_BACK),
    ]


def sheet_items() -> list:
    """Every card the card sheet draws, in order (each once): the Fauna kinds, the Starting
    Cards, the Coral Reef cards."""
    return [*KINDS, *STARTING_CARDS, *CORAL]


def _provenance(item) -> str:
    return "rulebook" if isinstance(item, Colour) else item.provenance.value


def _item_words(item) -> str:
    if isinstance(item, Colour):
        return f"{item.label} Fauna card"
    if isinstance(item, CoralCard):
        a, b = item.icons
        return (f"{item.name} ({plural(item.points, 'point')}, cost {item.cost.describe()}, "
                f"bonus icons {a} and {b})")
    return item.name


def card_sheet(per_page: int = 9) -> list[Picture]:
    """Every card of the game for one group of players, ``per_page`` to an A4 page (3 × 3
    cut-out cells when printed; the grid wraps on a screen): the Fauna cards (a sheet of the six
    colours printed once per copy, a sheet of octopus jokers), the Starting Cards, the Coral Reef
    cards, then a page of each card back. Each caption says how many times to print its page and
    where its cards come from: printed in the rulebook, or invented (illustrative) or worked out
    (inferred) where the rulebook does not print them (each page's ``provenance`` lists it card
    by card)."""
    backs = [CardBack(FAUNA_BACK, card_back_svg(TITLE, "Fauna card", fill="#2c5282")),
             CardBack(CORAL_BACK, card_back_svg(TITLE, "Coral Reef card", fill="#97266d"))]
    pages = card_sheets("Great Barrier Reef", sheet_groups(per_page), _sheet_svg, _item_words, _sheet_notes,
                        backs, per_page)
    for pic in pages:
        pic.provenance = tuple(_provenance(x) for x in pic.cards)
    return pages


def print_list() -> KitTable:
    """Which page of the card sheet to print how many times, for one group of players."""
    return print_plan(card_sheet())


def _sheet_svg(item) -> str:
    """A Fauna kind, a Coral Reef card or a Starting Card, drawn to print."""
    if isinstance(item, Colour):
        return fauna_svg(item)
    if isinstance(item, CoralCard):
        return coral_svg(item, provenance=True)
    return starting_svg(item, provenance=True)


def _sheet_notes(chunk: Sequence) -> str:
    """What a card sheet's caption says of its cards, kind by kind: how many copies of each Fauna
    card, where the Starting Cards' and the Coral Reef cards' data come from."""
    notes = []
    fauna = [x for x in chunk if isinstance(x, Colour)]
    if fauna:
        notes.append("Fauna cards: printed in the rulebook.")
    starts = [x for x in chunk if not isinstance(x, (Colour, CoralCard))]
    if starts:
        notes.append(f"Starting Cards: {len(STARTING_CARDS)} in the game, one with the clownfish "
                     f"(printed); their bonus icons are {starts[0].icons_source.provenance.value} "
                     "(drawn as they behave: they match every colour).")
    corals = [x for x in chunk if isinstance(x, CoralCard)]
    if corals:
        by = Counter(x.provenance.value for x in corals)
        inferred = [x.name for x in corals if x.cost_source.provenance.value != "illustrative"]
        note = ("Coral Reef cards: " + and_list([f"{plural(v, 'card')} {p}" for p, v in sorted(by.items())], empty="none")
                + ". The rulebook prints only how many cards are worth each number of points; costs and "
                  "bonus icons are our own choice")
        if inferred:
            note += f" (the costs of {and_list(inferred, empty='none')} come from the rulebook's payment examples)"
        notes.append(note + ".")
    return " ".join(notes)


# ============================================================================ 3. exercises

NAMES = ("Ana", "Ben", "Cleo")


def _hand_words(hand) -> str:
    return str(Payment(as_counts(hand))) if sum(as_counts(hand)) else "no Fauna cards"


def _fauna_strip_svg(counts, label: str) -> str:
    """Fauna cards counted by kind, one line each (shape, letter, name, × count)."""
    counts = as_counts(counts)
    kinds = [(KINDS[i], n) for i, n in enumerate(counts) if n]
    w = 260
    out = [text(12, 22, label, size=15, weight="bold")]
    y = 34
    for c, n in kinds:
        out.append(rect(8, y, w - 16, 32, fill="#f7fafc", stroke="#2c5282", rx=5))
        out.append(icon_svg(c, 30, y + 16, 11))
        out.append(text(54, y + 21, c.label, size=14, weight="bold"))
        out.append(text(w - 24, y + 21, f"\u00d7 {n}", size=14, anchor="end", weight="bold"))
        y += 35
    if not kinds:
        out.append(text(12, y + 18, "none"))
        y += 26
    h = y + 6
    return svg(w, h, rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#718096", rx=8) + "".join(out),
               hidden=True)


def _card_and_hand(card: CoralCard, hand, who: str, extra: str = "") -> Picture:
    words = (f"{card.name}: {plural(card.points, 'point')}, cost {card.cost.describe()}. "
             f"{who}'s hand: {_hand_words(hand)}.{extra}")
    return Picture(alt=words, html=row(figure(coral_svg(card)), figure(_fauna_strip_svg(hand, f"{who}'s hand"))))


def _reef_strip(reef: Reef, label: str) -> Picture:
    """A reef as its row of cards, with no score, match or total (the exercise asks for them)."""
    return reef_picture(reef, label=label, scores=False)


def _random_reef(rng: random.Random, k_range=(3, 6), need=None, tries=2000) -> Reef:
    for _ in range(tries):
        k = rng.randint(*k_range)
        ids = rng.sample(range(len(CORAL)), k)
        reef = Reef()
        for cid in ids:
            sides = [s for s in (0, 1) if reef.room(s)]
            reef = reef.add(cid, rng.choice(sides), rng.random() < 0.5)
        if need is None or need(reef):
            return reef
    raise GameError("no reef found for this exercise (widen the filter)")


def _random_hand(rng: random.Random, cost, spread: int = 2, octopus: bool = True) -> tuple:
    """A hand near ``cost``: its colours, give or take a few cards, maybe an octopus."""
    counts = [0] * 7
    for i, n in enumerate(cost.colours):
        counts[i] = max(0, n + rng.randint(-spread, 1))
    if cost.any:
        counts[rng.randrange(6)] += cost.any + rng.randint(-spread, 0)
    counts = [max(0, c) for c in counts]
    if octopus:
        counts[6] = cost.octopus + rng.choice((0, 0, 1, 2)) - (rng.random() < 0.2)
    counts[rng.randrange(6)] += rng.randint(0, 2)
    return tuple(max(0, c) for c in counts)


def _pay_words(card, hand, discounts=None) -> str:
    ways = ways_to_pay(card.cost, hand, discounts)
    more = f" ({plural(len(ways), 'way')} in all)" if len(ways) > 1 else ""
    return f"yes: for example {ways[0]}{more}"


# --- level 1 ------------------------------------------------------------------

def _ex_can_pay(rng, tricky: bool = False):
    want = rng.random() < 0.5
    pool = [c for c in CORAL if (c.cost.any or c.cost.octopus) == tricky and c.cost.icons >= 3]
    for _ in range(500):
        card = rng.choice(pool)
        hand = _random_hand(rng, card.cost, octopus=True)
        if can_pay(card.cost, hand) == want:
            break
    ok = can_pay(card.cost, hand)
    who = NAMES[0]
    expl = (f"{card.name} costs {card.cost.describe()}; {who} holds {_hand_words(hand)}. "
            + (f"She can pay, for example with {ways_to_pay(card.cost, hand)[0]}." if ok
               else f"She cannot: she {why_not(card.cost, hand).replace('you have', 'she has')}."))
    return dict(
        topic="can-pay", kind="choice", choices=("Yes", "No"), answer="Yes" if ok else "No",
        question=f"Can {who} pay for {card.name} with the Fauna cards in her hand? (No discounts.)",
        picture=_card_and_hand(card, hand, who), explanation=expl,
        hint="Check each icon of the cost against her hand: an octopus card can stand in for any colour.",
        given={"card": card, "hand": hand})


def _ex_pay_size(rng):
    pool = [c for c in CORAL if c.cost.icons >= 3]
    for _ in range(500):
        card = rng.choice(pool)
        hand = _random_hand(rng, card.cost, spread=0)
        if can_pay(card.cost, hand):
            break
    ways = ways_to_pay(card.cost, hand)
    size = ways[0].size
    who = NAMES[1]
    return dict(
        topic="pay-size", kind="number", answer=size, signed=False,
        question=f"{who} plays {card.name} and has no discount. How many Fauna cards does he put on the "
                 "discard pile?",
        picture=_card_and_hand(card, hand, who),
        explanation=f"One Fauna card for each icon on the card ({card.cost.describe()}), "
                    f"for example {ways[0]}: {fmt(size)} cards.",
        hint="Count the icons of the cost: one Fauna card for each.", given={"card": card, "hand": hand})


def _fauna_row_picture(frow, label: str) -> Picture:
    counts = [0] * 7
    for c in frow:
        counts[c] += 1
    words = ", ".join(str(KINDS[c]) for c in frow)
    return Picture(alt=f"{label}: {words}.", html=row(figure(_fauna_strip_svg(counts, label))))


def _ex_fauna_draw(rng):
    for _ in range(500):
        s = new_game(seed=rng.randrange(10 ** 6))
        frow = s.fauna_row  # the five face-up Fauna cards
        legal = [a for a in s.legal_actions() if isinstance(a, DrawFauna)]
        illegal = [a for a in FAUNA_DRAWS if a not in legal and a not in THEN_FACE_UP.values()]
        if legal and len(illegal) >= 2 and (OCTOPUS in frow or rng.random() < 0.4):
            break
    n_ok = rng.randint(1, min(2, len(legal)))
    picks = rng.sample(legal, n_ok) + rng.sample(illegal, 4 - n_ok)
    rng.shuffle(picks)
    options = {str(a)[0].upper() + str(a)[1:]: a for a in picks}
    choices = tuple(options)
    answer = tuple(t for t in choices if options[t] in legal)
    why = []
    for t in choices:
        a = options[t]
        if a in legal:
            continue
        if a.row == (OCTOPUS,):
            why.append(f"{t}: there is no face-up octopus")
        else:
            need = Counter(a.row)
            miss = [str(KINDS[c]) for c, k in need.items() if Counter(frow)[c] < k]
            why.append(f"{t}: not enough face-up {and_list(miss, empty='none')}")
    row_words = ", ".join(str(KINDS[c]) for c in frow)
    expl = (f"The face-up Fauna cards are {row_words}. A draw takes only cards that lie there; "
            "an octopus is taken on its own. Allowed: "
            + ("; ".join(answer) if answer else "none") + ". Not allowed: " + "; ".join(why) + ".")
    return dict(
        topic="fauna-draw", kind="many", choices=choices, answer=answer,
        question="These Fauna cards lie face up and the deck has plenty of cards. Which of these ways to draw Fauna "
                 "cards (Action 1) may you take now?",
        picture=_fauna_row_picture(frow, "Face-up Fauna cards"), explanation=expl,
        hint="A face-up card can be taken only if it lies there; an octopus is taken on its own.",
        given={"state": s, "options": options})


# --- level 2 ------------------------------------------------------------------

def _ex_reef_score(rng):
    reef = _random_reef(rng, (3, 6), need=lambda r: r.coral_matches >= 1)
    br = score(reef)
    return dict(
        topic="reef-score", kind="number", answer=br.total, signed=False,
        question=f"How many points is {NAMES[2]}'s reef worth? (Add the card points, then +1 for each match "
                 "between two Coral Reef cards.)",
        picture=_reef_strip(reef, f"{NAMES[2]}'s reef"),
        explanation="The score, line by line:\n" + str(br),
        hint="Add the points on the cards, then +1 for each match between two Coral Reef cards (a card "
             "next to the Starting Card gives no point).", given={"reef": reef})


def _ex_discounts(rng):
    reef = _random_reef(rng, (2, 5), need=lambda r: r.coral_matches >= 1 and 2 <= sum(1 for d in r.discounts if d) <= 4)
    choices = tuple(c.label for c in COLOURS)
    answer = tuple(c.label for c in COLOURS if reef.discount(c))
    lines = [str(ln) for ln in reef_summary(reef).pair_lines]
    return dict(
        topic="discounts", kind="many", choices=choices, answer=answer,
        question=f"Which colours does {NAMES[0]} get a discount on, thanks to her reef?",
        picture=_reef_strip(reef, f"{NAMES[0]}'s reef"),
        explanation="Each matching pair gives a discount of its colour; a card next to the Starting Card "
                    "always matches it. " + " ".join(f"{ln}." for ln in lines),
        hint="Look at every pair of neighbours, the Starting Card included: each match gives a discount "
             "of its colour.", given={"reef": reef})


def _ex_pay_discount(rng):
    pool = [c for c in CORAL if sum(1 for n in c.cost.colours if n) >= 1 and c.cost.icons >= 4]
    for _ in range(2000):
        card = rng.choice(pool)
        asked = [c for c, n in zip(COLOURS, card.cost.colours) if n]
        disc = {str(rng.choice(asked)): rng.randint(1, 2)}
        if rng.random() < 0.5:
            other = rng.choice(COLOURS)
            disc[str(other)] = disc.get(str(other), 0) + 1
        hand = _random_hand(rng, card.cost, spread=1)
        if can_pay(card.cost, hand, disc):
            break
    ways = ways_to_pay(card.cost, hand, disc)
    size = ways[0].size
    dwords = and_list([f"{n} {c}" for c, n in disc.items()], empty="none")
    who = NAMES[1]
    return dict(
        topic="pay-discount", kind="number", answer=size, signed=False,
        question=f"{who}'s reef gives him these discounts: {dwords}. How many Fauna cards does he spend to "
                 f"play {card.name}?",
        picture=_card_and_hand(card, hand, who, f" Discounts: {dwords}."),
        explanation=f"{card.name} costs {card.cost.describe()}. Each discount takes one icon of its colour "
                    "off (never below zero; not a question mark nor an octopus icon). "
                    f"So {who} pays, for example, {ways[0]}: {fmt(size)} cards.",
        hint="Count the icons of the cost, then take one off for each discount of that colour.",
        given={"card": card, "hand": hand, "discounts": disc})


def _mutate(rng, way: Payment, card) -> Payment:
    """A payment one card off ``way``: one card swapped for another kind."""
    c = list(way)
    src = rng.choice([i for i, n in enumerate(c) if n])
    dst = rng.choice([i for i in range(7) if i != src])
    c[src] -= 1
    c[dst] += 1
    return Payment(c)


def _ex_legal_payments(rng):
    pool = [c for c in CORAL if c.cost.icons >= 4]
    for _ in range(2000):
        card = rng.choice(pool)
        hand = _random_hand(rng, card.cost, spread=0)
        hand = tuple(n + (1 if i == 6 and n == card.cost.octopus else 0) for i, n in enumerate(hand))
        if not can_pay(card.cost, hand):
            continue
        ways = ways_to_pay(card.cost, hand)
        if len(ways) < 2:
            continue
        good = rng.sample(ways, rng.randint(1, 2))
        bad = set()
        for _ in range(50):
            m = _mutate(rng, rng.choice(ways), card)
            if m not in ways and all(m[i] <= hand[i] for i in range(7)):
                bad.add(m)
            if len(bad) >= 4 - len(good):
                break
        if len(bad) >= 4 - len(good):
            break
    picks = list(good) + sorted(bad)[:4 - len(good)]
    rng.shuffle(picks)
    choices = tuple(str(p) for p in picks)
    answer = tuple(str(p) for p in picks if p in ways)
    expl = (f"{card.name} costs {card.cost.describe()}: every coloured icon needs its colour or an octopus, "
            "question marks are all paid in one colour, an octopus icon only with an octopus card. "
            f"All the ways to pay from this hand: {'; '.join(str(w) for w in ways)}.")
    return dict(
        topic="legal-payments", kind="many", choices=choices, answer=answer,
        question=f"{NAMES[2]} wants to play {card.name} (no discounts). Which of these payments are allowed?",
        picture=_card_and_hand(card, hand, NAMES[2]), explanation=expl,
        hint="Each coloured icon needs its colour or an octopus card; question marks are all paid in one colour.",
        given={"card": card, "hand": hand, "payments": dict(zip(choices, picks))})


# --- level 3 ------------------------------------------------------------------

def _results(rng, n: int) -> list:
    out = []
    for _ in range(n):
        cards = rng.randint(4, CARDS_TO_WIN)
        colours = rng.randint(0, min(len(COLOURS), cards - 2))
        points = rng.randint(cards // 2 + colours, min(3 * cards + colours, POINTS_TO_WIN + 8))
        out.append(PlayerResult(colours, cards, points))
    return out


def _results_table(results, names) -> KitTable:
    rows = [(names[p], fmt(r.colours), fmt(r.cards), fmt(r.points)) for p, r in enumerate(results)]
    return KitTable(("Player", "Colours of matches", "Coral Reef cards", "Points"), rows,
                    caption="The reefs at the end of the round")


def _ex_who_wins(rng, players: int = 2, same_condition: bool = False):
    names = [f"Player {p + 1}" for p in range(players)]
    for _ in range(20000):
        res = _results(rng, players)
        conds = [win_condition(*r) for r in res]
        met = [c for c in conds if c is not WinCondition.NONE]
        if len(met) < 2:
            continue
        if same_condition != (len(set(met)) < len(met)):
            continue
        break
    o = decide(res)
    choices = tuple(f"{nm} wins" for nm in names) + ("A shared victory",)
    answer = choices[-1] if len(o.winners) > 1 else choices[o.winners[0]]
    parts = []
    for p, (r, c) in enumerate(zip(res, conds)):
        parts.append(f"{names[p]}: {c.label} ({plural(r.points, 'point')})")
    if len(o.winners) > 1:
        why = "The best condition is shared and so are the points: a shared victory."
    else:
        w = o.winners[0]
        best = conds[w]
        rivals = [p for p, c in enumerate(conds) if c == best and p != w]
        why = (f"{names[w]} meets the strongest condition" + (
            f" (like {and_list([names[p] for p in rivals], empty='none')}, but with more points)" if rivals else "") + ", so wins.")
    return dict(
        topic="who-wins", kind="choice", choices=choices, answer=answer,
        question="A win condition has been met and the round is finished. Who wins? (Condition 1: matches "
                 f"in {len(COLOURS)} colours; 2: {CARDS_TO_WIN} Coral Reef cards; 3: {POINTS_TO_WIN} points or "
                 "more.)",
        picture=_results_table(res, names),
        explanation="; ".join(parts) + ". Condition 1 beats 2, 2 beats 3; the same condition: most points. " + why,
        hint="Find the strongest win condition each player meets first (1 beats 2, 2 beats 3); points only "
             "break a tie between the same conditions.", given={"results": tuple(res)})


def _ex_coral_draw(rng):
    want = rng.randint(0, CORAL_HAND)
    for _ in range(400):
        s = new_game(seed=rng.randrange(10 ** 6), num_players=rng.randint(2, 4))
        bots = [RandomBot(seed=rng.randrange(10 ** 6)) for _ in range(s.num_players)]
        stop = rng.randint(0, 30)
        while not s.is_terminal() and not (s.turn >= stop and s.phase is Phase.TURN
                                          and len(s.coral_hand(s.current_player)) == want):
            s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
            if s.turn > stop + 40:
                break
        if not s.is_terminal() and s.phase is Phase.TURN and len(s.coral_hand(s.current_player)) == want:
            break
    p = s.current_player
    draws = [a for a in s.legal_actions() if isinstance(a, DrawCoral)]
    most = max((len(a.cards) + a.deck for a in draws), default=0)
    hand = s.coral_hand(p)
    held = and_list([c.name for c in hand], empty="none") if hand else "no Coral Reef card"
    return dict(
        topic="coral-draw", kind="number", answer=most, signed=False,
        question=f"It is Player {p + 1}'s turn. They hold {held} and choose Action 3. How many Coral Reef "
                 "cards may they take at most?",
        explanation=f"A hand holds at most {CORAL_HAND} Coral Reef cards. "
                    f"Player {p + 1} holds {len(hand)}, so may take {fmt(most)}"
                    + (" (and so may not take Action 3 at all)" if most == 0 else "") + ".",
        hint=f"A hand holds at most {CORAL_HAND} Coral Reef cards.",
        given={"state": s})


def _ex_best_pay(rng):
    pool = [c for c in CORAL if c.cost.icons >= 4]
    for _ in range(4000):
        card = rng.choice(pool)
        hand = list(_random_hand(rng, card.cost, spread=1))
        hand[6] = card.cost.octopus + rng.randint(1, 3)
        hand = tuple(hand)
        if not can_pay(card.cost, hand):
            continue
        ways = ways_to_pay(card.cost, hand)
        if len(ways) < 3:
            continue
        least = min(w.octopus for w in ways)
        if sum(1 for w in ways if w.octopus == least) != 1:
            continue
        break
    best = next(w for w in ways if w.octopus == least)
    others = rng.sample([w for w in ways if w is not best and w != best], min(3, len(ways) - 1))
    picks = [best, *others]
    rng.shuffle(picks)
    choices = tuple(str(w) for w in picks)
    fb = {str(w): f"That spends {plural(w.octopus, 'octopus card')}." for w in picks}
    return dict(
        topic="best-pay", kind="choice", choices=choices, answer=str(best),
        question=f"{NAMES[0]} plays {card.name} (no discounts) and wants to keep as many octopus jokers as she "
                 "can for later. Which payment should she choose?",
        picture=_card_and_hand(card, hand, NAMES[0]), choice_feedback=fb,
        explanation=f"Every one of these pays for {card.name}; the best spends the fewest octopus cards: "
                    f"{best} ({plural(best.octopus, 'octopus card')}).",
        given={"card": card, "hand": hand, "payments": dict(zip(choices, picks))})


PLAN = ExercisePlan(TITLE, "gbr", {
    1: (_ex_can_pay, _ex_fauna_draw, _ex_pay_size, lambda rng: _ex_can_pay(rng, tricky=True)),
    2: (_ex_reef_score, _ex_discounts, _ex_pay_discount, _ex_legal_payments),
    3: (_ex_who_wins, _ex_coral_draw, _ex_best_pay, lambda rng: _ex_who_wins(rng, players=3, same_condition=True)),
})
"""The exercise makers by level (ids ``gbr-<seed>-01``...)."""


def exercises(seed: int = 0, n: int = 12) -> list[Exercise]:
    """``n`` exercises (at least 12 recommended: 4 of each level) made from ``seed``, sorted by
    level. The same seed gives the same exercises; every answer comes from the library:
    :func:`can_pay`, :func:`ways_to_pay`, :func:`score`, :func:`decide` or a state's
    ``legal_actions()``."""
    return PLAN.exercises(seed, n)


def quiz(exs: Optional[Sequence[Exercise]] = None, prefix: str = "gbr-quiz") -> Quiz:
    """A quiz of ``exs`` (by default ``exercises()``), checked in the reader's browser."""
    return PLAN.quiz(exs, prefix)


def answer_key(exs: Optional[Iterable[Exercise]] = None) -> KitTable:
    """The Great Barrier Reef teacher's key, with the working of each answer (default: ``exercises()``)."""
    return PLAN.answer_key(exs)


# ============================================================================ 4. scoring reefs

def _as_reef(r) -> Reef:
    if isinstance(r, Reef):
        return r
    reef = Reef()
    takes = "a list of reefs, each a Reef or the cards as played, like [('Coral 1', 'right'), ('Coral 2', 'left', True)]"
    for entry in need_seq("reefs", r, "reefs", where="score_report"):  # (card, side) or (card, side, turned)
        if not (isinstance(entry, (tuple, list)) and len(entry) in (2, 3)):
            raise wrong("reefs", takes, entry, where="score_report")
        card, side, *rest = entry
        reef = reef.add(card, side, bool(rest and rest[0]))
    return reef


def score_report(reefs: Sequence, names: Optional[Sequence[str]] = None, *, variant: int = 0,
                 target: Optional[int] = None) -> Picture:
    """Reefs at the end of a game, each drawn and scored line by line, the win condition each one
    meets, and who wins (:func:`decide`). A reef is a :class:`Reef` or the cards in the order
    they were played, as ``(card, side)`` or ``(card, side, turned)``."""
    where = "score_report"
    reefs = [_as_reef(r) for r in need_seq("reefs", reefs, "reefs, one per player", where=where)]
    names = list(need_seq("names", names, "names", where=where)) if names is not None else \
        [f"Player {p + 1}" for p in range(len(reefs))]
    check_variant(variant, target, where=where)
    if len(names) != len(reefs):
        raise GameError("one name per reef")
    mp = variant != 1
    results = [r.result(mp) for r in reefs]
    o = decide(results, variant=variant, target=target)
    parts, words = [], []
    for name, reef, res in zip(names, reefs, results):
        cond = reef.win_condition(variant=variant, target=target)
        pic = reef_picture(reef, label=f"{name}'s reef", match_points=mp)
        line = (f"{name}: {plural(res.points, 'point')}, {plural(res.cards, 'Coral Reef card')}, matches in "
                f"{plural(res.colours, 'colour')}: {cond.label}.")
        parts += [pic.inner_html(), para(line)]
        words.append(f"{pic.alt} {line}")
    w = o.winners
    if len(w) > 1:
        verdict = f"{and_list([names[p] for p in w], empty='none')} share the victory."
    else:
        best = reefs[w[0]].win_condition(variant=variant, target=target)
        verdict = f"{names[w[0]]} wins ({best.label})."
    parts.append(para(verdict, bold=True, big=True))
    pic = Picture(alt=" ".join(words) + " " + verdict, html=column(*parts, gap=10))
    pic.outcome, pic.verdict, pic.results = o, verdict, tuple(results)
    return pic


def example_reefs() -> tuple:
    """Two reefs at the end of a game, as played cards (for the score checker page): the same
    every time (a seeded greedy game's end)."""
    from .bots import GreedyBot
    from ..core import play_game

    end = play_game(new_game(seed=2026), [GreedyBot(), GreedyBot()])
    return tuple(end.reef(p) for p in range(end.num_players))


# ============================================================================ 5. printed pages

PRINTED_PARTS = {"quick_reference": 2, "exercises": 5, "answer_key": 2}
"""The A4 pages the quick reference, the exercises (``exercises(seed=2026, n=12)``) and the answer
key print on (the card sheet's are counted: one a sheet). The teachers' page announces them; the
kit's PDF and tests/browser/test_classroom.py measure them."""


def printed_pages() -> PrintedPages:
    """How many A4 pages each part of the kit prints on, in the kit PDF's order."""
    return PrintedPages(card_sheet=len(card_sheet()), **PRINTED_PARTS)
