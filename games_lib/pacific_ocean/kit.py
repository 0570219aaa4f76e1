"""A classroom kit for Pacific Ocean: print it, practise it, check it, teach it.

This module holds the kit's content: the rules as tables, what a printed card says, the
exercise makers; :mod:`games_lib.core.kit` lays them out (pages, quiz, answer key).
Everything is computed or drawn by the library (nothing typed by hand twice):

==============================  ===============================================================
``quick_reference()``           the rules on (at most) two A4 pages: goal, setup, a turn, the
                                end, scoring and tie-break, every card (a :class:`Handout`)
``quick_reference_tables()``    the same as ``(title, table)`` pairs: ``goal_table()`` ... ``faces_table_compact()``
``card_table_compact()``        the 16 animal cards: name, icons as letters, condition, data
``faces_table_compact()``       the 4 Sanctuary faces and which faces share a card
``card_sheet(per_page=9)``      every animal card and Sanctuary face to print, 3 × 3 on A4 pages
``exercises(seed, n)``          ``n`` exercises on icons, scores, offers and the Jellyfish (``PLAN``)
``quiz(exs)``, ``answer_key``   them as a quiz the reader's browser checks, and the teacher's key
``score_report(...)``           two real sanctuaries, scored line by line, and the winner
==============================  ===============================================================

>>> ex = exercises(seed=1)
>>> [e.level for e in ex] == sorted(e.level for e in ex), ex[0].id, len({e.topic for e in ex})
(True, 'po-1-01', 11)
>>> ex[0].check(ex[0].answer)[0], ex[0].check(ex[0].wrong_answer())[0]
(True, False)
"""

from __future__ import annotations

import random
from typing import Iterable, Optional, Sequence

from ..core.checks import need_seq, wrong
from ..core import GameError, IllegalActionError, RandomBot
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
from ..core.words import plural
from ..core.svg import fit, rect, svg, text, wrap
from . import rules
from .cards import (
    ANIMALS,
    card,
    ICONS,
    AnimalCard,
    SANCTUARY_CARDS,
    SANCTUARY_FACES,
    TITLE,
    IconSets,
    face as _face,
)
from .draw import card_svg, face_svg, gallery, icon_svg, sanctuary_picture
from .scoring import MAX_ANIMALS, Counts, Sanctuary, check_opponents, score, total, what_if, winner
from .state import GAME, Phase, new_game

__all__ = [
    "quick_reference", "quick_reference_tables", "goal_table", "setup_table", "turn_table", "end_table",
    "scoring_table", "card_table_compact", "faces_table_compact", "card_sheet", "exercises", "quiz",
    "quiz_html", "quiz_json", "answer_key", "score_report", "Exercise", "printed_pages", "print_list", "ONE_SANCTUARY_CARD_EACH",
]

ONE_SANCTUARY_CARD_EACH = rules.ONE_SANCTUARY_CARD_EACH  # checked by score_report


def _letters(icons) -> str:
    return " ".join(i.letter for i in icons)


def _words(icons) -> str:
    return " + ".join(i.label for i in icons)


# ============================================================================ 1. quick reference

def _end_numbers() -> dict:
    """The end of a game, measured on a played game (any seed: the numbers are the rules')."""
    end = new_game(seed=0)
    bots = [RandomBot(seed=1), RandomBot(seed=2)]
    while not end.is_terminal():
        p = end.current_player
        end = end.apply(bots[p].choose(end.view(p), end.legal_actions()))
    return {"turns": end.turn, "sanctuary": len(end.sanctuary(0)), "animals": len(end.sanctuary(0).animals),
            "hand": len(end.hand(0)), "deck": len(end.deck)}


def goal_table() -> KitTable:
    """What the game is about, in two lines."""
    n = GAME.info
    return KitTable(("", ""), [
        ("Players", f"{n.min_players}" if n.min_players == n.max_players else f"{n.min_players}–{n.max_players}"),
        ("Goal", "Build the sanctuary that earns more Ranking Points than your opponent's: "
                 "each card you add brings either icons or a way to score."),
    ], caption="Goal")


def setup_table() -> KitTable:
    """Setting up, with the numbers of the game (``GAME``)."""
    faces = len(SANCTUARY_FACES)
    deck_left = len(ANIMALS) - GAME.removed_count - 2 * GAME.hand_size
    return KitTable(("Step", "What to do"), [
        ("1", f"Each player gets one of the {len(SANCTUARY_CARDS)} double-sided Sanctuary cards "
              f"({faces} faces in all) and, in secret, picks the side to show."),
        ("2", f"Shuffle the {len(ANIMALS)} animal cards. Put the top {GAME.removed_count} back in the box "
              "without looking."),
        ("3", f"Each player draws {GAME.hand_size} cards; {deck_left} stay in the deck."),
        ("4", "Agree on who starts (the rulebook suggests the player who last saw an ocean)."),
    ], caption="Setup")


def turn_table() -> KitTable:
    """One turn, step by step, each step with the rule the library enforces."""
    return KitTable(("Step", "What happens"), [
        ("Offer", "On your turn choose 2 different cards from your hand: lay one face up, the other face down."),
        ("Take", "Your opponent takes one of them (they may not peek at the face-down card)."),
        ("Add", "They add the card they took to their sanctuary, then you add the other to yours. "
                "Option A: tuck it so only its icons show. Option B: tuck it so only its condition shows. "
                "A card never moves once added."),
        ("Draw", f"You draw {GAME.draw_count} cards if the deck has them. Then your opponent takes a turn."),
        ("Cards", f"Each of the {len(ANIMALS)} animals exists once: a card cannot be in two places."),
    ], caption=f"A turn ({GAME.turns} turns in all, players alternate)")


def end_table() -> KitTable:
    """The end of the game, with the numbers measured on a played game."""
    e = _end_numbers()
    return KitTable(("When", "What you see"), [
        ("Game over", f"After turn {e['turns']} nobody plays any more."),
        ("Sanctuary", f"Each sanctuary holds {e['sanctuary']} cards: the Sanctuary card and {e['animals']} "
                      "animals, never more."),
        ("Leftovers", f"Each player still holds {e['hand']} card; the deck has {e['deck']}."),
    ], caption="End of the game")


def scoring_table() -> KitTable:
    """How points are counted and who wins (with the library's readings where the book is silent)."""
    pair = IconSets(ICONS[:2])
    k = Counts(3, 2, 0)
    n_pairs = fmt(pair.value(k, None))
    return KitTable(("Topic", "How it works"), [
        ("Points", "Add the points of every condition card you show. A condition that is not met gives 0; "
                   "whales can give fewer than 0."),
        ("Counting", "Each condition counts all your icons: the Sanctuary card's, and those of every card "
                     "tucked to show icons. The same icons count again for every condition."),
        ("Pairs", f"A pair needs one icon of each kind: 3 Size and 2 Danger make {n_pairs} Size/Danger pairs. "
                  "A combination needs one Size, one Danger and one Grace."),
        ("Majority", "'More than the opponent' means strictly more; equal is not enough."),
        ("Jellyfish", "It copies the condition in your opponent's sanctuary that scores best for you, "
                      "counted in your sanctuary. Copying a Jellyfish, or nothing to copy: 0."),
        ("Winner", "Most Ranking Points wins. Equal points: most icons wins. Equal icons too: a tie "
                   "(play again!)."),
    ], caption="Scoring and the winner")


def card_table_compact() -> KitTable:
    """Every animal card: name, icons as letters (S = Size, D = Danger, G = Grace), condition,
    and where its data comes from when it is not printed in the rulebook."""
    rows = [(c.name, _letters(c.icons), c.condition.text,
             "" if c.provenance.value == "rulebook" else c.provenance.value) for c in ANIMALS]
    return KitTable(("Card", "Icons", "Condition (Option B)", "Data"), rows,
                    caption=f"The {len(ANIMALS)} animal cards (icons: S = Size, D = Danger, G = Grace)")


def faces_table_compact() -> KitTable:
    """The Sanctuary faces: icons and the face on the other side (an illustrative pairing)."""
    rows = []
    for f in SANCTUARY_FACES:
        other = next(SANCTUARY_FACES[i] for i in SANCTUARY_CARDS[f.card] if i != f.id)
        rows.append((f.name, _letters(f.icons), other.name))
    return KitTable(("Sanctuary face", "Icons", "Other side (illustrative)"), rows,
                    caption=f"The {len(SANCTUARY_FACES)} Sanctuary faces")


def quick_reference_tables() -> list[tuple[str, KitTable]]:
    """The quick reference as ``(title, table)`` pairs, in reading order."""
    return reference_tables([goal_table(), setup_table(), turn_table(), end_table(), scoring_table(),
                             card_table_compact(), faces_table_compact()])


QUICK_CARD, QUICK_SANCTUARY = "Mako Shark", ("Nautilus", ["Whale Shark", "Stingray"], ["Mako Shark"])
"""The card and the sanctuary the quick reference draws (a Mako Shark: top icons, bottom condition)."""


def quick_reference_picture() -> Picture:
    """A card and a sanctuary, side by side: how to read a card (icons on top, condition below)
    and how a sanctuary is laid out and scored."""
    c = card(QUICK_CARD)
    face_name, icons, conds = QUICK_SANCTUARY
    mine = Sanctuary(face_name, icons=icons, conditions=conds)
    sp = sanctuary_picture(mine, "A sanctuary, scored", score(mine, Sanctuary("Dolphin")))
    cap = (f"A card: its top shows icons (Option A), its bottom a condition (Option B). "
           f"The {c.name}: {_words(c.icons)}; \u201c{c.condition.text}\u201d.")
    html = f'<div class="kit-pics">{figure(card_svg(c), cap)}{sp.inner_html()}</div>'
    return Picture(alt=f"{cap} {sp.alt}.", html=html)


def quick_reference(heading_level: int = 3) -> Handout:
    """The whole quick reference as one output (prints on at most two A4 pages): a card and a
    sanctuary drawn, then the tables. The tables carry their titles as captions, so
    ``heading_level`` only matters for extra blocks."""
    pairs = quick_reference_tables()
    return reference_handout(pairs[:1] + [("", quick_reference_picture())] + pairs[1:], heading_level)


# ============================================================================ 2. card sheet

ANIMAL_BACK = "Animal card back"


def card_sheet(per_page: int = 9) -> list[Picture]:
    """Every animal card and every Sanctuary face to print for one pair of players, ``per_page``
    to an A4 page (3 × 3 cut-out cells when printed; the grid wraps on a screen): the animals,
    then the Sanctuary faces (glued back to back in pairs), then a page of animal card backs.
    Each caption says how many times to print its page and which of its cards are not printed
    in the rulebook."""
    pairs = "; ".join(" / ".join(SANCTUARY_FACES[i].name for i in p) for p in SANCTUARY_CARDS)
    groups = [
        SheetGroup("Animal cards", tuple(ANIMALS), back=ANIMAL_BACK),
        SheetGroup("Sanctuary cards", tuple(SANCTUARY_FACES),
                   advice=f"Glue each pair back to back: {pairs} (which faces share a card is our choice)."),
    ]
    back = CardBack(ANIMAL_BACK, card_back_svg(TITLE, "Animal card"))
    return card_sheets(TITLE, groups, _sheet_svg, _sheet_words, _sheet_notes, [back], per_page,
                       players="pair of players")


def print_list() -> KitTable:
    """Which page of the card sheet to print how many times, for one pair of players."""
    return print_plan(card_sheet(), "What to print for one pair of players")


def _sheet_svg(x) -> str:
    """An animal card or a Sanctuary face, drawn to print."""
    return card_svg(x, provenance=True) if isinstance(x, AnimalCard) else face_svg(x, provenance=True)


def _sheet_words(x) -> str:
    """An animal card or a Sanctuary face in words: its icons, and an animal's condition."""
    if isinstance(x, AnimalCard):
        return f"{x.name} ({_words(x.icons)}; {x.condition.text})"
    return f"{x.name} Sanctuary face ({_words(x.icons)})"


def _sheet_notes(chunk: Sequence) -> str:
    """What a card sheet's caption says of its cards: those not printed in the rulebook."""
    animals = [x for x in chunk if isinstance(x, AnimalCard)]
    if not animals:
        return ""
    notes = [f"{x.name} ({x.provenance.value})" for x in animals if x.provenance.value != "rulebook"]
    return ("Not printed in the rulebook: " + ", ".join(notes) + "." if notes
            else "Every animal card here is printed in the rulebook.")


# ============================================================================ 3. exercises

NAMES = ("Ana", "Ben")


def _random_pair(rng: random.Random, na=(2, 4), nb=(2, 4), conds_a=(1, 3), need=None, tries=400):
    """Two legal sanctuaries (different Sanctuary cards, no card twice); ``need(a, b)`` filters."""
    for _ in range(tries):
        ca = rng.randrange(2)
        fa = SANCTUARY_FACES[rng.choice(SANCTUARY_CARDS[ca])]
        fb = SANCTUARY_FACES[rng.choice(SANCTUARY_CARDS[1 - ca])]
        n_a, n_b = rng.randint(*na), rng.randint(*nb)
        ids = rng.sample(range(len(ANIMALS)), n_a + n_b)
        k = min(rng.randint(*conds_a), n_a)
        a = Sanctuary(fa)
        for j, cid in enumerate(ids[:n_a]):
            a = a.add(cid, as_condition=j < k)
        b = Sanctuary(fb)
        for cid in ids[n_a:]:
            b = b.add(cid, as_condition=rng.random() < 0.5)
        if need is None or need(a, b):
            return a, b
    raise GameError("no sanctuaries found for this exercise (widen the filter)")


def _stack_svg(s: Sanctuary, label: str) -> str:
    """A sanctuary as its stack of strips, with no totals (for counting exercises)."""
    w, out, y = 300, [], 36
    out.append(text(12, 24, label, size=15, weight="bold"))
    for c in s.icon_animals:
        out.append(rect(8, y, w - 16, 32, fill="#e2ecf7", stroke="#2c5282", rx=5))
        out += [icon_svg(i, 26 + 26 * k, y + 16) for k, i in enumerate(c.icons)]
        out.append(text(82, y + 21, c.name, size=13))
        y += 35
    out.append(rect(8, y, w - 16, 48, fill="#eefaf3", stroke="#22543d", rx=7, sw=2))
    out += [icon_svg(i, 26 + 26 * k, y + 24) for k, i in enumerate(s.face.icons)]
    out.append(text(108, y + 21, s.face.name, size=14, weight="bold"))
    out.append(text(108, y + 38, "Sanctuary card", fill="#22543d"))
    y += 51
    for c in s.conditions:
        lines = wrap(c.condition.text, fit(w - 36, 12))
        h = 26 + 16 * len(lines)
        out.append(rect(8, y, w - 16, h, fill="#fffbea", stroke="#b7791f", rx=5))
        out.append(text(18, y + 18, c.name, size=13, weight="bold"))
        out += [text(18, y + 34 + 16 * k, ln, fill="#5f370e") for k, ln in enumerate(lines)]
        y += h + 3
    h = y + 8
    body = rect(0.5, 0.5, w - 1, h - 1, fill="#fff", stroke="#718096", rx=10) + "".join(out)
    return svg(w, h, body, hidden=True)


def _stack_words(s: Sanctuary, label: str) -> str:
    parts = [f"{label}: Sanctuary card {s.face.name} ({_words(s.face.icons)})"]
    for c in s.icon_animals:
        parts.append(f"{c.name} tucked to show its icons ({_words(c.icons)})")
    for c in s.conditions:
        parts.append(f"{c.name} tucked to show its condition ({c.condition.text})")
    return "; ".join(parts)


def _stack_picture(s: Sanctuary, label: str) -> Picture:
    return Picture(alt=_stack_words(s, label), html=figure(_stack_svg(s, label)))


def _pair_picture(a: Sanctuary, b: Sanctuary, scored: bool = False) -> Picture:
    ba, bb = (score(a, b), score(b, a)) if scored else (None, None)
    pa = sanctuary_picture(a, f"{NAMES[0]}'s sanctuary", ba)
    pb = sanctuary_picture(b, f"{NAMES[1]}'s sanctuary", bb)
    return Picture(alt=f"{pa.alt}. {pb.alt}.", html=row(pa.inner_html(), pb.inner_html(), gap=16))


def _icon_combos() -> list[tuple]:
    out = []
    for i, x in enumerate(ICONS):
        for y in ICONS[i:]:
            out.append((x, y))
    return out


# --- level 1 ------------------------------------------------------------------

def _ex_card_icons(rng):
    c = rng.choice(ANIMALS)
    right = _words(c.icons)
    others = [_words(p) for p in _icon_combos() if _words(p) != right]
    choices = rng.sample(others, 3) + [right]
    rng.shuffle(choices)
    return dict(
        topic="card-icons", kind="choice", choices=tuple(choices), answer=right,
        question=f"Look at the {c.name} card. Which icons does it add to a sanctuary when it is tucked "
                 "to show its top (Option A)?",
        picture=Picture(card_svg(c), f"The {c.name} card"),
        explanation=f"The top of the {c.name} card shows {right}: Option A adds those "
                    f"{len(c.icons)} icons (its condition stays hidden).",
        hint="Look at the top of the card only.", given={"card": c})


def _ex_count_icons(rng):
    a, b = _random_pair(rng, na=(2, 4), conds_a=(0, 2), need=lambda a, b: len(a.icon_animals) >= 2)
    icon = rng.choice(ICONS)
    label = f"{NAMES[0]}'s sanctuary"
    parts = [f"{a.face.name} (Sanctuary card): {sum(1 for i in a.face.icons if i is icon)}"]
    parts += [f"{c.name}: {sum(1 for i in c.icons if i is icon)}" for c in a.icon_animals]
    n = a.counts[icon]
    expl = (f"Count the {icon.label} icons on the Sanctuary card and on the cards tucked to show icons "
            f"(a condition shows no icons): " + ", ".join(parts) + f". In all: {fmt(n)}.")
    return dict(
        topic="count-icons", kind="number", answer=n, signed=False,
        question=f"How many {icon.label} icons does {label} show?",
        picture=_stack_picture(a, label), explanation=expl, given={"sanctuary": a, "icon": icon},
        hint=f"Count the {icon.label} icons on the Sanctuary card and on each card tucked to show its "
             "icons; a card tucked to show its condition shows no icon.")


def _ex_condition_owner(rng):
    pool = [c for c in ANIMALS]
    c = rng.choice(pool)
    others = rng.sample([x for x in pool if x.condition.text != c.condition.text], 3)
    choices = [x.name for x in others] + [c.name]
    rng.shuffle(choices)
    fb = {x.name: f"The {x.name}'s condition is \u201c{x.condition.text}\u201d." for x in others}
    return dict(
        topic="condition-owner", kind="choice", choices=tuple(choices), answer=c.name,
        question=f"Which card adds the condition \u201c{c.condition.text}\u201d when it is tucked to "
                 "show its bottom (Option B)?",
        explanation=f"That is the {c.name}'s condition (Option B).", choice_feedback=fb,
        given={"text": c.condition.text})


def _ex_count_all_icons(rng):
    a, b = _random_pair(rng, na=(2, 4), conds_a=(1, 2), need=lambda a, b: len(a.icon_animals) >= 1)
    label = f"{NAMES[0]}'s sanctuary"
    parts = [f"{a.face.name} (Sanctuary card): {len(a.face.icons)}"]
    parts += [f"{c.name}: {len(c.icons)}" for c in a.icon_animals]
    n = a.counts.icons
    return dict(
        topic="count-all-icons", kind="number", answer=n, signed=False,
        question=f"How many icons of all kinds does {label} show? (This number breaks a tie.)",
        picture=_stack_picture(a, label),
        explanation="Add the icons of the Sanctuary card and of the cards tucked to show icons: "
                    + ", ".join(parts) + f". In all: {fmt(n)}.",
        hint="Count every icon on the Sanctuary card and on each card tucked to show its icons.",
        given={"sanctuary": a})


# --- level 2 ------------------------------------------------------------------

def _ex_score(rng, harsh: bool = False):
    tough = {"whale", "majority"}

    def need(a, b):
        groups = {c.group for c in a.conditions}
        return (not any(c.is_copy for c in a.conditions)) and (bool(groups & tough) if harsh else True)

    a, b = _random_pair(rng, na=(3, 5), conds_a=(2, 3), need=need)
    br = score(a, b)
    return dict(
        topic="score", kind="number", answer=br.total,
        question=f"How many Ranking Points does {NAMES[0]}'s sanctuary score against {NAMES[1]}'s?",
        picture=_pair_picture(a, b), explanation="The score, line by line:\n" + str(br),
        hint=f"Score each condition in {NAMES[0]}'s sanctuary on its own, then add them up "
             "(a whale can take points away).",
        given={"mine": a, "theirs": b})


def _ex_condition_points(rng):
    keen = {"whale", "majority", "cards", "pair", "combination"}
    a, b = _random_pair(rng, na=(3, 5), conds_a=(1, 3),
                        need=lambda a, b: any(c.group in keen for c in a.conditions))
    c = rng.choice([c for c in a.conditions if c.group in keen])
    line = next(ln for ln in score(a, b).lines if ln.source is c)
    return dict(
        topic="condition-points", kind="number", answer=line.points,
        question=f"In {NAMES[0]}'s sanctuary, how many points does the {c.name} score "
                 f"(\u201c{c.condition.text}\u201d)?",
        picture=_pair_picture(a, b), explanation=f"{line}.", given={"mine": a, "theirs": b, "card": c},
        hint=f"Count what this condition asks for in {NAMES[0]}'s sanctuary (and in {NAMES[1]}'s if it "
             "compares the two).")


def _offer_state(rng):
    """A position where a player must offer (a random game, stopped at a random turn)."""
    s = new_game(seed=rng.randrange(10 ** 6))
    bots = [RandomBot(seed=rng.randrange(10 ** 6)), RandomBot(seed=rng.randrange(10 ** 6))]
    stop = rng.randrange(1, GAME.turns)
    while not (s.phase is Phase.OFFER and s.turn == stop):
        p = s.current_player
        s = s.apply(bots[p].choose(s.view(p), s.legal_actions()))
    return s


def _ex_legal_offers(rng):
    from .actions import offer as _offer

    s = _offer_state(rng)
    p = s.current_player
    hand = list(s.hand(p))
    legal = [a for a in s.legal_actions()]
    picks = rng.sample(legal, 2)
    placed = [c for q in (0, 1) for c in s.sanctuary(q).animals]
    unseen = [c for c in ANIMALS if c not in hand and c not in placed]
    who = f"Player {p + 1}"
    bad = [(_offer(hand[0], hand[0]), f"the {hand[0].name} cannot be both face up and face down")]
    if placed:
        x = rng.choice(placed)
        bad.append((_offer(x, hand[1]), f"the {x.name} is not in {who}'s hand"))
    z = rng.choice(unseen)
    bad.append((_offer(hand[-1], z), f"the {z.name} is not in {who}'s hand"))

    def words(a):
        return f"{ANIMALS[a.up].name} face up, {ANIMALS[a.down].name} face down"

    options = {words(a): a for a in picks}
    notes = {}
    for a, why in bad:
        options[words(a)] = a
        notes[words(a)] = why
    choices = list(options)
    rng.shuffle(choices)
    answer = tuple(c for c in choices if options[c] in legal)
    expl = ("An offer is two different cards from the player's own hand. "
            f"{who}'s hand: " + ", ".join(c.name for c in hand) + ". Allowed: "
            + ("; ".join(answer) if answer else "none") + ". Not allowed: "
            + "; ".join(f"{t} ({notes[t]})" for t in choices if t in notes) + ".")
    pic_hand = gallery(hand)
    return dict(
        topic="legal-offers", kind="many", choices=tuple(choices), answer=answer,
        question=f"Turn {s.turn + 1}: {who} holds " + ", ".join(c.name for c in hand)
                 + ". Which of these offers may they make?",
        picture=Picture(alt=f"{who}'s hand. {pic_hand.alt}", html=pic_hand.inner_html()),
        explanation=expl, hint="An offer is two different cards, both from the player's own hand.",
        given={"state": s, "offers": options})


# --- level 3 ------------------------------------------------------------------

def _ex_tie(rng):
    want_tie = rng.random() < 0.35

    def need(a, b):
        if not a.conditions or not b.conditions or total(a, b) != total(b, a):
            return False
        return (a.icons == b.icons) == want_tie

    try:
        a, b = _random_pair(rng, na=(2, 5), nb=(2, 5), conds_a=(1, 3), need=need, tries=20000)
    except GameError:
        want_tie = not want_tie
        a, b = _random_pair(rng, na=(2, 5), nb=(2, 5), conds_a=(1, 3), need=need, tries=20000)
    w = winner(a, b)
    choices = (f"{NAMES[0]} wins", f"{NAMES[1]} wins", "Nobody: it is a tie")
    answer = choices[2] if w is None else choices[w]
    pts = fmt(score(a, b).total)
    icons = (a.icons, b.icons)
    if w is None:
        why = f"both have {fmt(icons[0])} icons too, so it is a tie (play another game!)."
    else:
        why = (f"{NAMES[w]} has more icons ({fmt(icons[w])} to {fmt(icons[1 - w])} for {NAMES[1 - w]}), "
               f"so {NAMES[w]} wins.")
    return dict(
        topic="tie-break", kind="choice", choices=choices, answer=answer,
        question="The game is over and both sanctuaries are scored. Who wins?",
        picture=_pair_picture(a, b, scored=True),
        explanation=f"Both score {pts} Ranking Points, so the icons decide: {why}",
        hint="Compare the points first; when they are equal, compare the icons.", given={"a": a, "b": b})


def _jelly_pair(rng):
    jelly = next(c for c in ANIMALS if c.is_copy)

    def need(a, b):
        if jelly not in a.conditions:
            return False
        opts = [c for c in b.conditions if not c.is_copy]
        if len(opts) < 2:
            return False
        vals = sorted((c.condition.evaluate(a.counts, b.counts) for c in opts), reverse=True)
        return vals[0] > vals[1]

    for _ in range(50):
        try:
            a, b = _random_pair(rng, na=(2, 5), nb=(3, 5), conds_a=(1, 3), need=need, tries=400)
            return jelly, a, b
        except GameError:
            continue
    raise GameError("no Jellyfish position found")


def _ex_jelly_copy(rng):
    jelly, a, b = _jelly_pair(rng)
    line = next(ln for ln in score(a, b).lines if ln.source is jelly)
    opts = [c for c in b.conditions if not c.is_copy]
    fb = {c.name: f"Copying the {c.name} would give {NAMES[0]} "
                  f"{plural(c.condition.evaluate(a.counts, b.counts), 'point')}." for c in opts}
    return dict(
        topic="jellyfish-copy", kind="choice", choices=tuple(c.name for c in opts),
        answer=line.via.name,
        question=f"The Jellyfish in {NAMES[0]}'s sanctuary copies one condition shown in {NAMES[1]}'s "
                 f"sanctuary, the one that scores best for {NAMES[0]}. Which card does it copy?",
        picture=_pair_picture(a, b), choice_feedback=fb,
        explanation=f"The copied condition counts {NAMES[0]}'s own icons and cards. {line}.",
        given={"mine": a, "theirs": b})


def _ex_jelly_points(rng):
    jelly, a, b = _jelly_pair(rng)
    line = next(ln for ln in score(a, b).lines if ln.source is jelly)
    return dict(
        topic="jellyfish-points", kind="number", answer=line.points,
        question=f"How many points does the Jellyfish score for {NAMES[0]}? (It copies the condition "
                 f"in {NAMES[1]}'s sanctuary that scores best for {NAMES[0]}.)",
        picture=_pair_picture(a, b),
        explanation=f"{line}. (Each of {NAMES[1]}'s conditions is tried on {NAMES[0]}'s sanctuary; "
                    "the best one is kept.)",
        hint=f"Try each of {NAMES[1]}'s conditions on {NAMES[0]}'s sanctuary and keep the best.",
        given={"mine": a, "theirs": b})


def _ex_best_placement(rng):
    for _ in range(200):
        a, b = _random_pair(rng, na=(2, 4), nb=(2, 4), conds_a=(1, 2))
        free = [c for c in ANIMALS if c not in a.animals and c not in b.animals]
        hand = rng.sample(free, 3)
        opts, vals = {}, {}
        for c in hand:
            w = what_if(a, b, c)
            for as_cond, v in ((False, w.as_icons), (True, w.as_condition)):
                t = f"{c.name} {'as its condition (Option B)' if as_cond else 'as icons (Option A)'}"
                opts[t] = (c, as_cond)
                vals[t] = v
        ranked = sorted(vals.values(), reverse=True)
        if ranked[0] > ranked[1] and len(a.animals) < MAX_ANIMALS:
            break
    best = max(vals, key=vals.get)
    choices = list(opts)
    return dict(
        topic="best-placement", kind="choice", choices=tuple(choices), answer=best,
        question=f"{NAMES[0]} may add one of these three cards: " + ", ".join(c.name for c in hand)
                 + f". Which card, added which way, gives {NAMES[0]}'s sanctuary its highest score "
                 f"right now (against {NAMES[1]}'s)?",
        picture=Picture(alt=f"{_pair_picture(a, b).alt} The three cards: " + gallery(hand).alt,
                        html=column(_pair_picture(a, b).inner_html(), gallery(hand).inner_html())),
        choice_feedback={t: f"That makes {plural(v, 'point')}." for t, v in vals.items()},
        explanation=f"{NAMES[0]} scores {fmt(total(a, b))} now. After adding: "
                    + "; ".join(f"{t}: {fmt(v)}" for t, v in vals.items())
                    + f". Best: {best} ({fmt(vals[best])}).",
        given={"mine": a, "theirs": b, "options": opts})


PLAN = ExercisePlan(TITLE, "po", {
    1: (_ex_card_icons, _ex_count_icons, _ex_condition_owner, _ex_count_all_icons),
    2: (_ex_score, _ex_legal_offers, _ex_condition_points, lambda rng: _ex_score(rng, harsh=True)),
    3: (_ex_tie, _ex_jelly_copy, _ex_best_placement, _ex_jelly_points),
})
"""The exercise makers by level (ids ``po-<seed>-01``...)."""


def exercises(seed: int = 0, n: int = 12) -> list[Exercise]:
    """``n`` exercises (at least 12 recommended: 4 of each level) made from ``seed``, sorted by
    level. The same seed gives the same exercises; every answer comes from :func:`score`,
    :func:`winner`, :func:`what_if` or a state's ``legal_actions()``."""
    return PLAN.exercises(seed, n)


def quiz(exs: Optional[Sequence[Exercise]] = None, prefix: str = "po-quiz") -> Quiz:
    """The exercises (default: ``exercises()``) as a quiz the reader's browser checks."""
    return PLAN.quiz(exs, prefix)


def answer_key(exs: Optional[Iterable[Exercise]] = None) -> KitTable:
    """The Pacific Ocean teacher's key of ``exs`` (default: ``exercises()``)."""
    return PLAN.answer_key(exs)


# ============================================================================ 4. score checker

def _build(face, icons, conditions, name: str) -> Sanctuary:
    try:
        s = Sanctuary(face)
        for c in icons:
            s = s.add(c, as_condition=False)
        for c in conditions:
            s = s.add(c, as_condition=True)
        return s
    except IllegalActionError as e:
        raise IllegalActionError(e.rule, None, e.action, f"{name}'s sanctuary: {e.detail}") from None


def score_report(face_a, icons_a: Iterable = (), conditions_a: Iterable = (),
                 face_b=None, icons_b: Iterable = (), conditions_b: Iterable = (),
                 names: tuple[str, str] = ("Player A", "Player B")) -> Picture:
    """Score two real sanctuaries (e.g. at the end of a game played with the printed cards):
    both drawn with each condition's points, every line explained, and the winner in words
    (the icon tie-break included).

    Impossible input raises :class:`IllegalActionError` (a card twice, a 7th animal, the same
    Sanctuary card for both players) or :class:`UnknownNameError` (a name that is no card).
    """
    where = "score_report"
    fa, fb = _face(face_a), _face(face_b)
    lists = {k: need_seq(k, v, "card names", where=where) for k, v in
             (("icons_a", icons_a), ("conditions_a", conditions_a), ("icons_b", icons_b), ("conditions_b", conditions_b))}
    names = need_seq("names", names, "two names", where=where)
    if len(names) != 2 or not all(isinstance(n, str) for n in names):
        raise wrong("names", "two names, like ('Ann', 'Bo')", names, where)
    check_opponents(Sanctuary(fa), Sanctuary(fb))
    a = _build(fa, lists["icons_a"], lists["conditions_a"], names[0])
    b = _build(fb, lists["icons_b"], lists["conditions_b"], names[1])
    check_opponents(a, b)
    ba, bb = score(a, b), score(b, a)
    w = winner(a, b)
    ta, tb = ba.total, bb.total
    if ta != tb:
        hi = 0 if ta > tb else 1
        verdict = f"{names[hi]} wins, {fmt(max(ta, tb))} to {fmt(min(ta, tb))} Ranking Points."
    elif w is not None:
        verdict = (f"Both have {fmt(ta)} Ranking Points, so the icons decide: {names[w]} wins with "
                   f"{fmt(max(a.icons, b.icons))} icons to {fmt(min(a.icons, b.icons))}.")
    else:
        verdict = (f"Both have {fmt(ta)} Ranking Points and {fmt(a.icons)} icons: it is a tie "
                   "(play another game to settle it).")
    pa = sanctuary_picture(a, f"{names[0]}'s sanctuary", ba)
    pb = sanctuary_picture(b, f"{names[1]}'s sanctuary", bb)
    lines = []
    for name, br in ((names[0], ba), (names[1], bb)):
        lines.append(para(f"{name}: {fmt(br.total)} Ranking Points", bold=True))
        lines += [para(str(ln)) for ln in br.lines] or [para("No condition card: 0 points.")]
    html = column(row(pa.inner_html(), pb.inner_html(), gap=16), *lines, para(verdict, bold=True, big=True))
    words = " ".join(f"{n}: " + "; ".join(str(ln) for ln in br.lines) + f" (total {fmt(br.total)})."
                     for n, br in ((names[0], ba), (names[1], bb)))
    pic = Picture(alt=f"{pa.alt}. {pb.alt}. {words} {verdict}", html=html)
    pic.winner, pic.scores, pic.verdict = w, (ta, tb), verdict
    return pic


# ============================================================================ 5. printed pages

PRINTED_PARTS = {"quick_reference": 2, "exercises": 5, "answer_key": 2}
"""The A4 pages the quick reference, the exercises (``exercises(seed=2026, n=12)``) and the answer
key print on (the card sheet's are counted: one a sheet). The teachers' page announces them; the
kit's PDF and tests/browser/test_classroom.py measure them."""


def printed_pages() -> PrintedPages:
    """How many A4 pages each part of the kit prints on, in the kit PDF's order."""
    return PrintedPages(card_sheet=len(card_sheet()), **PRINTED_PARTS)
