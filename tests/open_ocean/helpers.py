"""Positions built by hand for the engine tests: hands, Ocean, reefs and the top of the deck named."""

from __future__ import annotations

from games_lib.core import Draft, FirstPlayer, Pending
from games_lib.open_ocean.actions import Pick
from games_lib.open_ocean.cards import DECK, kind, starter_face
from games_lib.open_ocean.reef import Reef
from games_lib.open_ocean.state import State, _Work


class Cards:
    """Hands out distinct deck cards by kind name."""

    def __init__(self) -> None:
        self.used: set = set()

    def __call__(self, name: str):
        k = kind(name).id
        c = next(c for c in DECK if c.kind_id == k and c.id not in self.used)
        self.used.add(c.id)
        return c


def position(hands, ocean, reefs=None, deck_top=(), first=0, turtles=None, round=0, deck_size=None):
    """A state at the start of a turn: ``hands`` (names per seat), the ``ocean`` (names), extra
    reef cells per seat (``{cell: name}``; every reef has its Starter Coral at (0, 0)), the next
    cards of the deck in the order they will be drawn."""
    n = len(hands)
    cards = Cards()
    hands = [tuple(sorted(cards(x) for x in h)) for h in hands]
    ocean = tuple(cards(x) for x in ocean)
    reefs = reefs or [{}] * n
    built = []
    for s in range(n):
        cells = {(0, 0): starter_face(s, 0)}
        cells.update({cell: cards(name) for cell, name in reefs[s].items()})
        built.append(Reef(cells))
    top = [cards(x) for x in deck_top]
    rest = [c for c in DECK if c.id not in cards.used]
    if deck_size is not None:
        rest = rest[:max(0, deck_size - len(top))]
    deck = tuple(rest + list(reversed(top)))
    s = State(num_players=n, reefs=tuple(built), ocean=ocean, deck=deck, discard=(), draft=Draft.deal(hands),
              first=FirstPlayer(first), pending=Pending(), turtles=tuple(turtles or (0,) * n), round=round,
              starters_left=tuple(range(n, 6)), over=False, turn=0)
    w = _Work(s)
    w.settle()
    return w.freeze()


def pick(state, *names):
    """Every seat picks, in the order the state asks, the card named for it (one name per seat)."""
    while state.secrets is not None:
        seat = state.current_player
        card = next(c for c in state.hand(seat) if c.name == names[seat])
        state = state.apply(Pick(next(a.id for a in state.legal_actions() if a.card == card.id), card.id))
    return state


def names(cards) -> list:
    return [c.name for c in cards]


def in_reef(state, seat, name) -> list:
    return [cell for cell, c in state.reefs[seat] if c.name == name]
