"""The positions and moves the Oceans rules pages show, built from plain values, and what
happened in a move in a player's words.

* moves by name: :func:`new_species`, :func:`evolve`, :func:`migrate`, :func:`remove`,
  :func:`forage`, :func:`attack`, :func:`place`, :func:`discard` (species are numbered as the
  pages number them: species 1 is the first one given to :func:`~.state.position`);
* :func:`event_words` — one thing that happened, in words; :func:`what_happened` — every
  thing a move did;
* the pages' positions: :func:`playing` (Phase 1 with a hand), :func:`feeding` (Phase 2) and
  the fixed examples below (each a function: a state is cheap to build).

The traits are the library's (``secondary``: see :mod:`.cards`); the positions are ours.

>>> s = playing([[("Filter Feeder", 3), ("Tentacled", 2)], [("Inking", 4)]], ["Speed 1", "Symbiotic 9"])
>>> after = s.apply(new_species("Speed 1", 1))
>>> [names for _, names, _ in after.species(0)]
[('Filter Feeder',), ('Speed',), ('Tentacled',)]
>>> what_happened(after)
['Player 1 starts a new species (species 4) with Speed, between species 1 and species 2.']
>>> what_happened(feeding([[("Filter Feeder", 3)], [("Inking", 4)]]).apply(forage(1)))[0]
'Species 1 forages: it takes 2 from the Reef.'
"""

from __future__ import annotations

from typing import Any, Optional

from ..core import GameError
from ..core.checks import need_bool
from ..core.state import seat_name
from ..core.words import plural
from . import rules
from .actions import ATTACK_AT, PLACE_NAMES, Discard, DISCARDS, EVOLVES, FORAGES, MAX_POS, MAX_SLOTS, MIGRATE_AT, NEWS, PLACES, \
    REMOVES
from .cards import (BOARDS, CAMBRIAN_SPAN, CAMBRIAN_START, DEEP_CARDS, DEEP_DRAW, GENE_POOL, REEF_SCENARIOS,  # noqa: F401
                    SCENARIO_CARDS, SCENARIOS, SURFACE, card)  # the box's facts, re-exported for the pages
from .state import State, position

__all__ = ["SCENARIO_CARDS", "DEEP_CARDS", "trait_rows", "trait_icons", "PLACE_WORDS", "new_species", "evolve",
           "migrate", "remove", "forage", "attack", "place", "discard", "playing", "feeding", "event_words",
           "PHASE_WORDS", "play_turn", "what_happened", "species_words", "ring_words", "rows_picture",
           "play_example", "migrate_reef_example", "migrate_ocean_example", "aging_example",
           "cambrian_aging_example", "drawing_example", "shells_example", "adjacency_example", "gains_example",
           "order_example", "gain_cap_example", "try_forage_example", "try_shells_example", "reserve_example",
           "abundance_example"]


def trait_icons(t) -> str:
    """A trait's icons in words: ``"forage 2, may never attack"``; ``"none"`` when it has none."""
    parts = [f"{w} {n}" for w, n in (("forage", t.forage), ("attack", t.attack), ("shell", t.shell)) if n]
    parts += [w for w, on in (("may never forage", t.never_forage), ("may never attack", t.never_attack)) if on]
    gains = sorted({tr.n for tr in t.triggers if tr.effect == "gain"})
    parts += [f"gains {n}" for n in gains]
    return ", ".join(parts) or "none"


def trait_rows(traits=None) -> list:
    """One row a trait: its name, its icons in words, what it does (the library's reading)."""
    from .cards import TRAITS
    return [(t.name, trait_icons(t), t.text) for t in (TRAITS if traits is None else traits)]


PLACE_WORDS = {"Reef": 0, "the Reef": 0, 1: 1, 2: 2, 3: 3, "zone 1": 1, "zone 2": 2, "zone 3": 3}
"""A place a migration (or an excess) names: the Reef, or Ocean zone 1, 2 or 3."""


def _where(value: Any) -> int:
    if value not in PLACE_WORDS:
        raise GameError(f"a place is 'Reef' or an Ocean zone 1, 2 or 3, not {value!r}")
    return PLACE_WORDS[value]


def _board(species: int) -> int:
    if not isinstance(species, int) or isinstance(species, bool) or not 1 <= species <= BOARDS:
        raise GameError(f"species are numbered 1 to {BOARDS}, not {species!r}")
    return species - 1


# ------------------------------------------------------------------------------ moves by name

def new_species(card_name: str, place: int):
    """Play ``card_name`` (``"Speed 1"``) as a new species at ``place`` in your row (0: far left)."""
    return NEWS[card(card_name).id * MAX_POS + place]


def evolve(card_name: str, species: int):
    """Play ``card_name`` as a trait of species number ``species``."""
    return EVOLVES[card(card_name).id * BOARDS + _board(species)]


def migrate(card_name: str, source: Any, to: Any):
    """Play ``card_name`` to migrate from ``source`` to ``to`` (``"Reef"`` or zone 1, 2, 3)."""
    c, s, t = card(card_name).id, _where(source), _where(to)
    if s == t:
        raise GameError(f"tokens from {PLACE_NAMES[s]} cannot migrate to {PLACE_NAMES[t]} itself",
                        rule=rules.MIGRATE_PLACES)
    return MIGRATE_AT[(c, s, t)]


def remove(species: int, slot: int = 1):
    """Remove trait number ``slot`` (1: the first) of species number ``species``."""
    return REMOVES[_board(species) * MAX_SLOTS + slot - 1]


def forage(species: int):
    """Species number ``species`` forages."""
    return FORAGES[_board(species)]


def attack(species: int, target: int):
    """Species number ``species`` attacks species number ``target``."""
    a, t = _board(species), _board(target)
    if a == t:
        raise GameError("a species attacks another species, never itself")
    return ATTACK_AT[(a, t)]


def place(where: Any):
    """Put an overpopulated species' excess in ``where`` (``"Reef"`` or zone 1, 2, 3)."""
    return PLACES[_where(where)]


def discard(card_name: str):
    """Discard ``card_name`` from your hand (Phase 4)."""
    return DISCARDS[card(card_name).id]


# ------------------------------------------------------------------------------ positions

def playing(rows: Any, hand: Any, **kw) -> State:
    """Player 1's Phase 1, holding ``hand`` (card names like ``"Speed 1"`` or trait names)."""
    n = len(rows)
    return position(rows, hands=[list(hand)] + [[] for _ in range(n - 1)], phase="play", **kw)


def feeding(rows: Any, hand: Any = (), **kw) -> State:
    """Player 1's Phase 2 (its card already played), holding ``hand``."""
    n = len(rows)
    return position(rows, hands=[list(hand)] + [[] for _ in range(n - 1)], phase="feed", **kw)


# ------------------------------------------------------------------------------ words

def species_words(board: int) -> str:
    return f"species {board + 1}"


def event_words(e, state: Optional[State] = None) -> str:
    """One :class:`~.state.Event` in a player's words (``state``: the state it led to, to name the owner)."""
    sp = species_words(e.board).capitalize() if e.board >= 0 else ""
    what = e.what
    if what == "forage":
        return f"{sp} forages: it takes {e.n} from the Reef."
    if what == "attack":
        return f"{sp} attacks {species_words(e.other)}: it takes {e.n}."
    if what == "gain":
        return f"{sp} gains {e.n} from the Ocean ({e.note})."
    if what == "leech":
        return f"{sp} takes {e.n} from {species_words(e.other)} ({e.note})."
    if what == "overpopulate":
        return f"{sp} is on its fishbones: it overpopulates, and {plural(e.n, 'token')} must leave it."
    if what == "place":
        return f"Its owner puts the {e.n} in {e.note}."
    if what == "age":
        return f"{sp} ages: {plural(e.n, 'token')} into the score pile."
    if what == "extinct":
        return (f"{sp} cannot age fully (it held {e.n}): it goes extinct, and its traits go to the discard "
                "pile.")
    if what == "cambrian":
        return "Zone 1 is empty: the Cambrian Explosion starts."
    if what == "reserve":
        return f"The Ocean is empty: the {e.n} RESERVE tokens go into zone 3. This is the final round."
    if what == "migrate":
        verb = "migrates" if e.n == 1 else "migrate"
        return f"{plural(e.n, 'token')} {verb} from {e.note}."
    if what == "new":
        owner = state.owner(e.board) if state is not None else -1
        if owner < 0:
            return f"A player starts a new species ({species_words(e.board)}) with {e.note}."
        row = state.rows[owner]
        i = row.index(e.board)
        where = ("as its only species" if len(row) == 1 else "on the far left of its row" if i == 0 else
                 "on the far right of its row" if i == len(row) - 1 else
                 f"between {species_words(row[i - 1])} and {species_words(row[i + 1])}")
        return f"{seat_name(owner)} starts a new species ({species_words(e.board)}) with {e.note}, {where}."
    if what == "evolve":
        return f"{sp} evolves: it gets {e.note}."
    if what == "remove":
        return f"{sp} loses its {e.note} trait."
    if what == "fertile":
        return f"{sp} gains {e.n} from the Ocean (Fertile)."
    return f"{what} {e.n}"


def what_happened(state: State) -> list:
    """Every thing the move that led to ``state`` did, in words, in order."""
    return [event_words(e, state) for e in state.events]


def ring_words(state: State) -> list:
    """Each species in the ring: (species, owner, left neighbour, right neighbour), in words."""
    out = []
    for seat, row in enumerate(state.rows):
        for b in row:
            left, right = state.neighbours(b)
            out.append((species_words(b).capitalize(), seat_name(seat),
                        "none" if left is None else f"{species_words(left)} ({seat_name(state.owner(left))})",
                        "none" if right is None else f"{species_words(right)} ({seat_name(state.owner(right))})"))
    return out


PHASE_WORDS = ("1. Playing cards", "2. Feeding", "3. Aging", "4. Drawing cards")
_PHASE_OF = {"new": 0, "evolve": 0, "migrate": 0, "remove": 0, "fertile": 0, "forage": 1, "attack": 1, "gain": 1,
             "leech": 1, "overpopulate": 1, "place": 1, "age": 2, "extinct": 2}


def play_turn(state: State, bots) -> tuple:
    """Let ``bots`` (one a seat) play the active player's whole turn: returns ``(lines, state)``,
    ``lines`` one ``(phase, words)`` a thing that happened (the phase of the turn it happened in)."""
    seat = state.active
    lines = []
    phase = 0
    discards, kept = 0, None
    while not state.is_terminal() and state.active == seat:
        p = state.current_player
        action = bots[p].choose(state.view(p), state.legal_actions())
        before = state
        state = state.apply(action)
        if before.phase == before.phase.DISCARD:
            if type(action) is Discard:
                discards += 1
            else:
                kept = len(before.hands[seat])
        for e in state.events:
            phase = max(phase, _PHASE_OF.get(e.what, phase))
            lines.append((PHASE_WORDS[phase], event_words(e, state)))
    if kept is not None:
        first = f"{seat_name(seat)} discards {plural(discards, 'card')}" if discards else \
            f"{seat_name(seat)} keeps every card"
        lines.append((PHASE_WORDS[3], f"{first}, then draws {len(state.hands[seat]) - kept}: "
                                      f"{plural(len(state.hands[seat]), 'card')} in hand again."))
    return lines, state


def rows_picture(state: State, seats: Any = None, marks: Optional[dict] = None, ocean: bool = False,
                 said_once: bool = True):
    """Several players' rows of species as one picture (:func:`.draw.row_picture` each, the
    Reef and the Ocean first when ``ocean``), the note of provenance said once under them
    (``said_once=False``: no note, for a page that says it once at its top).
    ``marks``: ``{species number: word}`` ("feeds", "new")."""
    from ..core.draw import Picture, column, note
    from .draw import ocean_picture, provenance_note, row_picture
    view = state.view(None)
    seats = range(state.num_players) if seats is None else seats
    mk = {k - 1: w for k, w in (marks or {}).items()}
    pics = [row_picture(view, p, marks={b: w for b, w in mk.items() if b in state.rows[p]}, said_once=False)
            for p in seats]
    if ocean:
        pics.insert(0, ocean_picture(view, said_once=False))
    things = [SURFACE[x].trait for p in seats for b in state.rows[p] for x in state.traits[b]]
    if ocean:
        things += [SCENARIOS[i] for i in REEF_SCENARIOS]
    words = provenance_note(things) if need_bool("said_once", said_once, where="rows_picture") else ""
    parts = [x.inner_html() for x in pics] + ([note(words)] if words else [])
    alts = [a if a.endswith(".") else a + "." for a in (x.alt for x in pics)]
    return Picture(html=column(*parts, gap=12), alt=" ".join(alts + [words]).strip())


# ------------------------------------------------------------------------------ the pages' examples

def play_example() -> State:
    """Phase 1 (page Playing cards): Player 1 has a Filter Feeder and a Tentacled species and holds
    six cards; Player 2 has an Inking species."""
    return playing([[("Filter Feeder", 3), (["Tentacled", "Speed", "Transparent"], 2)], [("Inking", 4)]],
                   ["Speed 1", "Symbiotic 9", "Apex Predator 6", "Whale Cleaner 3", "Inking 10", "Speed 7"])


def migrate_reef_example() -> State:
    """A migration from a Reef that holds less than the card's migrate number."""
    return playing([[("Filter Feeder", 3), ("Tentacled", 2)], [("Inking", 4)]], ["Whale Cleaner 9"], reef=2)


def migrate_ocean_example() -> State:
    """A migration from an Ocean zone that holds less than the card's migrate number."""
    return playing([[("Filter Feeder", 3), ("Tentacled", 2)], [("Inking", 4)]], ["Whale Cleaner 9"],
                   ocean=(20, 1, 25))


def aging_example() -> State:
    """Phase 2 then 3 (page Aging): Player 1 has three species, one of them with no token."""
    return feeding([[("Filter Feeder", 1), ("Apex Predator", 1), ("Speed", 0)], [("Inking", 4)]],
                   ["Symbiotic 2", "Speed 5", "Schooling 4", "Parasitic 8", "Whale Cleaner 1"])


def cambrian_aging_example() -> State:
    """The same table in the Cambrian Explosion (zone 1 empty): every species ages 2."""
    return feeding([[("Filter Feeder", 1), ("Apex Predator", 1), ("Speed", 0)], [("Inking", 4)]], cambrian=True,
                   ocean=(0, 25, 25))


def drawing_example() -> State:
    """Phase 2 (page Drawing cards): Player 1 holds five cards; after its feeding it discards and draws."""
    return feeding([[("Filter Feeder", 3)], [("Inking", 4)]],
                   ["Apex Predator 1", "Apex Predator 2", "Parasitic 4", "Speed 5", "Symbiotic 6"])


def shells_example() -> State:
    """Phase 2 (page Defensive traits): Player 1's Apex Predator, Player 2's shelled species."""
    return feeding([[("Apex Predator", 2), ("Tentacled", 2)],
                    [("Inking", 6), (["Schooling", "Transparent"], 4), ("Schooling", 3)]])


def adjacency_example() -> State:
    """Three players' rows (page Adjacency arrows)."""
    return feeding([[("Filter Feeder", 3), ("Tentacled", 2)], [("Whale Cleaner", 1)],
                    [("Inking", 4), ("Symbiotic", 2)]])


def gains_example() -> State:
    """Phase 2 (page Gains): a forager between two Whale Cleaners, zone 1 nearly empty."""
    return feeding([[("Whale Cleaner", 1), ("Filter Feeder", 2), (["Whale Cleaner", "Whale Cleaner"], 8)],
                    [("Inking", 4)]], ocean=(1, 25, 25))


def order_example() -> State:
    """Phase 2 (page Gains): one attack triggers traits of both players; they resolve in order."""
    return feeding([[("Schooling", 2), ("Apex Predator", 2), ("Shark Cleaner", 0)],
                    [("Bottom Feeder", 1), ("Schooling", 5), ("Symbiotic", 0)]])


def gain_cap_example() -> State:
    """Phase 2 (page Gains): a Bottom Feeder with one free space gains only 1 of its 2."""
    return feeding([[("Apex Predator", 2), ("Bottom Feeder", 9), ("Filter Feeder", 4)], [("Inking", 4)]])


def reserve_example() -> State:
    """Phase 2 (page Gains): one token left in the Ocean; a gain of 2 pours out the RESERVE."""
    return feeding([[("Whale Cleaner", 1), ("Filter Feeder", 2)], [("Inking", 4)]], ocean=(0, 0, 1),
                   cambrian=True)


def try_forage_example() -> State:
    """Try it (page Feeding): Filter Feeder and Speed, 7 tokens, forage 3: onto the fishbones."""
    return feeding([[(["Filter Feeder", "Speed"], 7)], [("Inking", 4)]], reef=10)


def try_shells_example() -> State:
    """Try it (page Defensive traits): attack 4 on Inking and Schooling (3 shells)."""
    return feeding([[(["Apex Predator", "Tentacled"], 2)], [(["Inking", "Schooling"], 6)]])


def abundance_example() -> State:
    """Phase 2 (page Gains): zone 1 is empty, so Abundance is active."""
    return feeding([[("Whale Cleaner", 1), ("Filter Feeder", 2)], [("Inking", 4)]], ocean=(0, 25, 25),
                   cambrian=True)


# ------------------------------------------------------------------------------ pages 11-17 (the second half)

FEEDING_EXAMPLE = (("Tentacled", 2), (("Symbiotic", "Bottom Feeder", "Bottom Feeder"), 0), ("Filter Feeder", 4))
"""The rulebook's feeding example (Core Concepts: Feeding Example) as plain values for :func:`~.state.feed`: the
Tentacled species on the left attacks the Filter Feeder on the right (species 0 attacks species 2). The traits
are printed; the starting populations are ours (the rulebook does not give them)."""



def fishbones_example() -> State:
    """Overpopulation: a Filter Feeder with 8 tokens must forage its whole 2: the tenth on its fishbones."""
    return feeding([[("Filter Feeder", 8)], [("Inking", 4)]], reef=10)


def own_overpopulation_example() -> State:
    """Overpopulation: a Tentacled species with 9 tokens; if it overpopulates on its own feeding, it feeds no more."""
    return feeding([[("Tentacled", 9), ("Filter Feeder", 3)], [("Inking", 4)]], reef=10)


def both_overpopulate_example() -> State:
    """Overpopulation: Player 1's Tentacled species (9) attacks Player 2's Filter Feeder (species 3); Player 2's
    Shark Cleaner (9), the attacker's neighbour across the table, gains 1: both overpopulate, and their owners
    choose in turn from Player 1."""
    return feeding([[("Tentacled", 9)], [("Shark Cleaner", 9), ("Filter Feeder", 4)]], reef=10)


def fertile_example() -> State:
    """Scenario cards: Ocean zone 2 is empty, so Fertile is on; Player 1 holds a Speed card."""
    return playing([[("Filter Feeder", 3)], [("Inking", 4)]], ["Speed 1"], ocean=(25, 0, 25))


def abundance_refill_example() -> State:
    """Scenario cards: zone 1 is empty (Abundance on); Player 1 holds a card whose migrate number is 1."""
    return playing([[("Filter Feeder", 3)], [("Inking", 4)]], ["Speed 1"], ocean=(0, 25, 25), cambrian=True)


def cambrian_in_play_example() -> State:
    """Cambrian Explosion: zone 1 holds its last token; Player 1 holds two cards (Speed 1 migrates 1)."""
    return playing([[("Filter Feeder", 3)], [("Inking", 4)]], ["Speed 1", "Inking 1"], ocean=(1, 25, 25))


CAMBRIAN_FEEDING = (("Apex Predator", 3), (("Symbiotic", "Bottom Feeder", "Bottom Feeder"), 0), ("Filter Feeder", 4))
"""Cambrian Explosion: an Apex Predator attacks a Filter Feeder beside the feeding example's middle species;
with 3 tokens in zone 1 the gains empty it during Phase 2 (``feed(CAMBRIAN_FEEDING, 0, 2, ocean=(3, 25, 25))``)."""


def last_tokens_example() -> State:
    """End of Game: the Ocean holds its last 3 tokens (zone 3); the feeding example's attack needs 5 in gains."""
    return feeding([[("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0), ("Filter Feeder", 4)],
                    [("Inking", 4)]], ocean=(1, 0, 2))


def red_tide_example() -> State:
    """Scenario Cards (full game): Red Tide (purple) on zone 1, which holds its last token; Player 1 holds a card
    whose migrate number is 1."""
    return playing([[("Filter Feeder", 3), ("Tentacled", 2)], [("Inking", 4)]], ["Speed 1"], ocean=(1, 25, 25),
                   variant="full", scenarios=("Red Tide", "Warm Current"))


def full_event_words(e, state: Optional[State] = None) -> str:
    """:func:`event_words`, and the events only the full game has: a Scenario firing, what a purple Scenario
    does, a Deep card's cost."""
    if e.what == "scenario":
        return f"Its zone is empty: the Scenario {e.note} fires."
    if e.what == "lose":
        return f"{species_words(e.board).capitalize()} loses {plural(e.n, 'token')} to the Reef ({e.note})."
    if e.what == "upwell":
        return f"{plural(e.n, 'token')} come from the Ocean into the Reef ({e.note})."
    if e.what == "pay":
        return f"{seat_name(e.other)} pays {plural(e.n, 'token')} from the score pile into {e.note}."
    return event_words(e, state)


def full_what_happened(state: State) -> list:
    """:func:`what_happened`, the full game's events included."""
    return [full_event_words(e, state) for e in state.events]


__all__ += ["FEEDING_EXAMPLE", "CAMBRIAN_START", "CAMBRIAN_SPAN", "SCENARIO_CARDS", "DEEP_CARDS", "GENE_POOL",
            "DEEP_DRAW", "CAMBRIAN_FEEDING", "fishbones_example", "own_overpopulation_example",
            "both_overpopulate_example", "fertile_example", "abundance_refill_example", "cambrian_in_play_example",
            "last_tokens_example", "red_tide_example", "full_event_words", "full_what_happened"]
