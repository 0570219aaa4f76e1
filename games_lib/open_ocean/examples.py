"""The rulebook's examples and the positions the rules pages use, built from plain values.

* :data:`CORAL_EXAMPLE` — the Coral Color Bonus example: a purple coral may go into any space
  around the blue coral, but never below the Starter Coral's row;
* :data:`ANEMONE_EXAMPLE` — the Anemone example: every fish around the anemone is protected,
  the second Banggai cardinalfish (two spaces away) is not;
* :data:`EXAMPLE_REEF` — a reef with what the rulebook's Example Reef points at (a school, Sun
  cards touching Sun cards, a loggerhead sea turtle, fish joined in order), grown card by card
  with :func:`grow` so that every card in it was placed legally;
* :func:`position` — a table at the start of a turn (hands, Ocean, reefs by name);
  :func:`pick_all` — every player picks the card named for them; :func:`placing` — a table where
  Player 1 must now put a card into a given reef (the pages' refusals come from it).

The cards are the library's illustrative deck (see :mod:`.cards`).

>>> legal_cells(CORAL_EXAMPLE, "Purple Coral")
((-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1))
>>> sorted(protected_cells(ANEMONE_EXAMPLE) & set(dict(reef(ANEMONE_EXAMPLE).items())))
[(0, 0), (0, 1), (1, 0)]
>>> s = placing(CORAL_EXAMPLE, "Purple Coral")
>>> s.decision.kind, s.current_player
('place a card', 0)
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..core import Draft, FirstPlayer, GameError, Pending
from ..core.checks import need_seq
from ..core.words import plural
from . import rules
from .actions import Choose, Pick, Place, Skip, Starter
from .cards import DECK, STARTER_CARDS, Card, kind, starter_face
from .reef import Reef, legal_cells, protected_cells, reef, refusal
from .state import (ATTRACT_K, DISCARD_K, DOLPHIN_K, FRENZY_K, GAME, HAND_K, SHARK_K, TURTLE_K, State)

__all__ = ["CORAL_EXAMPLE", "ANEMONE_EXAMPLE", "EXAMPLE_REEF_STEPS", "EXAMPLE_REEF", "grow", "position",
           "pick_all", "placing", "card_by_id", "move_words", "cards_words", "legal_cells", "protected_cells", "reef"]

CORAL_EXAMPLE = {(0, 0): "Blue Starter Coral"}
"""The Coral Color Bonus example: the blue coral is the Starter Coral (nothing lies below it)."""

ANEMONE_EXAMPLE = {(0, 0): "Blue Starter Coral", (1, 1): "Anemone", (0, 1): "Banggai Cardinalfish",
                   (-1, 1): "Banggai Cardinalfish", (1, 0): "Clownfish"}
"""The Anemone example (its layout is ours; the drawings use this one): the anemone touches
the Starter Coral corner to corner; the Clownfish under it and the Banggai cardinalfish beside it are
protected, the second cardinalfish, two spaces away, is not."""

EXAMPLE_REEF_STEPS = (((0, 0), "Yellow Starter Coral"),
                      ((1, 1), "Red Coral"),              # a Sun card touching a Sun card, corner to corner
                      ((-1, 0), "Purple Coral"),          # ... or side by side
                      ((0, 1), "Clownfish"),              # Sun, then a Tiny fish along an edge
                      ((0, 2), "Angelfish"),              # Tiny, then Medium
                      ((0, 3), "Grouper"),                # Medium, then Big: Sun - 1 - 2 - 3
                      ((-1, 1), "Clownfish"),             # a school: same name and size, side by side
                      ((-2, 1), "Clownfish"),
                      ((2, 1), "Loggerhead Sea Turtle"))  # a special card: next to any card
"""The example reef, in the order its cards were placed (each one legal when it was placed)."""


def grow(steps: Sequence) -> Reef:
    """The reef made by placing each ``(cell, card name)`` of ``steps`` in order. A card the
    connection rules refuse stops the growth with a :class:`~games_lib.core.GameError` naming
    the rule, in words (the first step is the Starter Coral, which goes anywhere on row 0)."""
    steps = need_seq("steps", steps, "(cell, card name) pairs", where="grow")
    if not steps:
        return Reef()
    r = reef(dict(steps[:1]))
    if next(iter(r.items()))[0][1] != 0:
        raise GameError("grow: the Starter Coral lies on row 0", rule=rules.NOT_BELOW_STARTER)
    for cell, name in steps[1:]:
        one = reef({cell: name})
        (c, card), = one.items()
        why = refusal(r, card.kind, c)
        if why is not None:
            raise GameError(why[1], rule=why[0])
        r = r.put(c, Card(1000 + len(r), card.kind_id))
    return r


EXAMPLE_REEF = grow(EXAMPLE_REEF_STEPS)


# ------------------------------------------------------------------------------ positions

def card_by_id(card_id: int) -> Card:
    """The deck card numbered ``card_id`` (Starter Corals, numbered 0 to 5, are not in the deck)."""
    first = DECK[0].id
    if not first <= card_id < first + len(DECK):
        raise GameError(f"card_by_id: no deck card numbered {card_id!r}")
    return DECK[card_id - first]


class _Cards:
    def __init__(self) -> None:
        self.used: set = set()

    def __call__(self, name: str) -> Card:
        k = kind(name).id
        for c in DECK:
            if c.kind_id == k and c.id not in self.used:
                self.used.add(c.id)
                return c
        raise GameError(f"position: the deck holds no more {name} cards")


def _starter_for(colour_name: str, taken: set):
    for i, sides in enumerate(STARTER_CARDS):
        for side, colour in enumerate(sides):
            if f"{colour.capitalize()} Starter Coral" == colour_name and i not in taken:
                return i, side
    raise GameError(f"position: no free Starter Coral shows {colour_name!r}")


def position(hands: Sequence, ocean: Sequence, reefs: Any = None, *, first: int = 0,
             deck_top: Sequence = ()) -> State:
    """A table at the start of a turn, from names: ``hands`` (one list of card names per seat),
    the ``ocean`` (names), each seat's reef (``{cell: name}``; a reef without a Starter Coral
    gets one at (0, 0)), the First Player, and the next cards of the deck in the order they will
    be dealt. Every other card is in the deck."""
    hands = need_seq("hands", hands, "one list of card names per player", where="position")
    n = len(hands)
    if not 2 <= n <= 5:
        raise GameError(f"position: 2 to 5 hands, not {n}")
    reefs = list(reefs) if reefs is not None else [{}] * n
    if len(reefs) != n:
        raise GameError(f"position: one reef per hand: {n} hands, {len(reefs)} reefs")
    cards = _Cards()
    taken, starters = set(), [None] * n
    for s, cells in enumerate(reefs):
        for cell, name in dict(cells).items():
            if kind(name).group == "starter":
                starters[s] = (cell, *_starter_for(kind(name).name, taken))
                taken.add(starters[s][1])
    for s in range(n):
        if starters[s] is None:
            i = min(set(range(len(STARTER_CARDS))) - taken)
            taken.add(i)
            starters[s] = ((0, 0), i, 0)
    built = []
    for s, cells in enumerate(reefs):
        cell, i, side = starters[s]
        r = {cell: starter_face(i, side)}
        r.update({c: cards(name) for c, name in dict(cells).items() if kind(name).group != "starter"})
        built.append(Reef(r))
    dealt = [tuple(sorted(cards(x) for x in h)) for h in hands]
    sea = tuple(cards(x) for x in ocean)
    top = [cards(x) for x in deck_top]
    rest = [c for c in DECK if c.id not in cards.used]
    # a Turtle already in a reef was played by its owner: it counts toward the three a game
    turtles = tuple(sum(1 for c in r.cards() if c.kind.per_game) for r in built)
    state = State(num_players=n, reefs=tuple(built), ocean=sea, deck=tuple(rest + top[::-1]), discard=(),
                  draft=Draft.deal(dealt), first=FirstPlayer(first), pending=Pending(), turtles=turtles, round=0,
                  starters_left=tuple(sorted(set(range(len(STARTER_CARDS))) - taken)), over=False, turn=0)
    problems = GAME.invariants(state)
    if problems:
        raise GameError(f"position: {problems}")
    return state


def pick_all(state: State, *names: str) -> State:
    """Every player picks the card named for them (one name per seat, in seat order); the picks
    are then revealed and played, and the state stops at the first decision."""
    while state.secrets is not None:
        seat = state.current_player
        card = next((c for c in state.hand(seat) if c.name == names[seat]), None)
        if card is None:
            raise GameError(f"pick_all: {names[seat]!r} is not in Player {seat + 1}'s hand")
        state = state.apply(next(a for a in state.legal_actions() if a.card == card.id))
    return state


FILLER = "Red Coral"


def placing(reef_cells: Mapping, card: str, *, ocean: Sequence = ("Clownfish", "Angelfish", "Grouper", "Green Coral",
                                                                   "Green Coral", "Green Coral", "Anemone", "Anemone")
            ) -> State:
    """A three-player table where Player 1 has just played ``card`` and must now put it into
    the reef ``reef_cells`` (``{cell: name}``): the decision waiting is where it goes."""
    state = position([[card, FILLER], [FILLER, FILLER], [FILLER, FILLER]], ocean, [reef_cells, {}, {}])
    return pick_all(state, card, FILLER, FILLER)


# ------------------------------------------------------------------------------ moves in words

def _card(state: State, card_id: int) -> str:
    if card_id < len(STARTER_CARDS):
        for r in state.reefs:
            cell = r.where(card_id)
            if cell is not None:
                return r[cell].name
    return card_by_id(card_id).name


def move_words(state: State, action: Any) -> str:
    """What ``action`` does in ``state``, in a player's words (no cell numbers)."""
    who = f"Player {state.current_player + 1}"
    top = state.decision
    if isinstance(action, Starter):
        return f"{who} chooses the {STARTER_CARDS[action.card][action.side].capitalize()} Starter Coral"
    if isinstance(action, Pick):
        return f"{who} picks a card in secret"
    if isinstance(action, Skip):
        return f"{who} attracts nothing"
    if isinstance(action, Place):
        return f"{who} puts the {top.data[0].name} into their reef"
    if isinstance(action, Choose):
        name = _card(state, action.card)
        return {ATTRACT_K: f"{who} attracts the {name} from the Ocean",
                DOLPHIN_K: f"{who} gives the Dolphin for the {name}",
                SHARK_K: f"{who} swaps the Shark for the {name} in the Ocean",
                TURTLE_K: f"{who} takes the {name} from the fresh Ocean",
                FRENZY_K: f"{who} loses the {name} to the Feeding Frenzy",
                DISCARD_K: f"{who} discards the {name} from the Ocean",
                HAND_K: f"{who} discards the {name} from their hand"}.get(top.kind, f"{who} chooses the {name}")
    return f"{who}: {action}"


def cards_words(cards: Sequence) -> str:
    """Card names in words, counted: "2 Red Coral, a Clownfish"."""
    counts: dict = {}
    for c in cards:
        name = c if isinstance(c, str) else c.name
        counts[name] = counts.get(name, 0) + 1
    return ", ".join(plural(n, name) if n > 1 else f"a {name}" for name, n in counts.items())
