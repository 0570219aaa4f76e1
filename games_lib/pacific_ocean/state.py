"""The Pacific Ocean game: setup (explicit chance as a :class:`Deal`), the state machine, views.

The flow of a game, in one place:

====================  ===================  ==========================================
phase                 who acts             what happens next
====================  ===================  ==========================================
``side``              each player in turn  both chosen → ``offer`` (first player)
``offer``             active player        → ``take`` (opponent)
``take``              opponent             → ``place-taken`` (opponent)
``place-taken``       opponent             → ``place-kept`` (active player)
``place-kept``        active player        active draws 2 if possible; after turn 6 →
                                           ``end``, else ``offer`` (the other player)
``end``               nobody               :meth:`State.outcome`
====================  ===================  ==========================================

>>> s = new_game(seed=3)
>>> s.phase, s.current_player
('side', 0)
>>> s.legal_actions()
(ChooseSide('Dolphin'), ChooseSide('Seahorse'))
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Optional

from ..core import GameError, IllegalActionError, Outcome, make_rng
from . import rules
from .actions import (
    AS_CONDITION,
    AS_ICONS,
    OFFERS,
    SIDES,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    Action,
    ChooseSide,
    Offer,
    Place,
    Take,
)
from .cards import ANIMALS, SANCTUARY_CARDS, SANCTUARY_FACES, AnimalCard
from .scoring import Sanctuary, _decide, score, total

NUM_PLAYERS = 2
TURNS = 6
HAND_SIZE = 3
REMOVED = 2
DRAW = 2
TERMINAL = -1

SIDE, OFFER, TAKE, PLACE_TAKEN, PLACE_KEPT, END = range(6)
PHASES = ("side", "offer", "take", "place-taken", "place-kept", "end")

_PLACE_ACTIONS = (AS_ICONS, AS_CONDITION)
_TAKE_ACTIONS = (TAKE_FACE_UP, TAKE_FACE_DOWN)
_SIDE_ACTIONS = tuple((SIDES[a], SIDES[b]) for a, b in SANCTUARY_CARDS)
_OFFER_CACHE: dict = {}
_EMPTY = tuple(Sanctuary(f) for f in SANCTUARY_FACES)  # immutable, so shared by every game
_new = object.__new__


def _offers(hand: tuple) -> tuple:
    got = _OFFER_CACHE.get(hand)
    if got is None:
        got = tuple(OFFERS[u][d] for u in hand for d in hand if u != d)
        _OFFER_CACHE[hand] = got
    return got


@dataclass(frozen=True)
class Deal:
    """The chance part of a game, made explicit: how the deck was shuffled and who got which
    Sanctuary card. ``order`` lists the 16 animal ids: the first 2 are removed unseen, the next 3
    go to the first player, the next 3 to the other, the rest is the deck (top first).

    >>> d = Deal.random(random.Random(0))
    >>> len(d.order), sorted(d.order) == list(range(16))
    (16, True)
    """

    order: tuple[int, ...]
    sanctuary_cards: tuple[int, int] = (0, 1)
    first_player: int = 0

    def __post_init__(self):
        if sorted(self.order) != list(range(len(ANIMALS))):
            raise GameError(f"a deal must order all {len(ANIMALS)} animal cards exactly once: {self.order}")
        if sorted(self.sanctuary_cards) != [0, 1]:
            raise GameError(f"each player gets one of the two Sanctuary cards: {self.sanctuary_cards}")
        if self.first_player not in (0, 1):
            raise GameError(f"first_player must be 0 or 1, not {self.first_player!r}")

    @classmethod
    def random(cls, rng: "random.Random | int", first_player: int = 0) -> "Deal":
        """Shuffle with ``rng`` (§1 Setup: shuffle, remove 2 unseen, 3 each, a random Sanctuary card each)."""
        rnd = make_rng(rng).random
        order = list(range(len(ANIMALS)))
        for i in range(len(order) - 1, 0, -1):  # Fisher-Yates on random() floats: fast and seeded
            j = int(rnd() * (i + 1))
            order[i], order[j] = order[j], order[i]
        cards = (0, 1) if rnd() < 0.5 else (1, 0)
        if first_player not in (0, 1):
            raise GameError(f"first_player must be 0 or 1, not {first_player!r}")
        deal = object.__new__(cls)  # a shuffle is a valid order: skip __post_init__'s checks
        object.__setattr__(deal, "order", tuple(order))
        object.__setattr__(deal, "sanctuary_cards", cards)
        object.__setattr__(deal, "first_player", first_player)
        return deal


class State:
    """An immutable Pacific Ocean position. Use :func:`new_game` to start one.

    ``legal_actions()`` lists the moves of ``current_player`` in a fixed order; ``apply(a)``
    returns the next state (an illegal ``a`` raises :class:`IllegalActionError` naming the rule
    broken; the state is unchanged). ``view(p)`` is what seat ``p`` may see.
    """

    # Eight slots, so that a new state is cheap: the fields that rarely change are grouped.
    #   _offer: None, or (face-up id, face-down id, taken id or -1, kept id or -1)
    #   _fixed: (first player, removed ids, Sanctuary card per seat, side picked per seat or -1)
    __slots__ = ("_phase", "_player", "_turn", "_hands", "_deck", "_sanct", "_offer", "_fixed")

    def __init__(self, deal: Deal) -> None:
        o = deal.order
        first = deal.first_player
        a = tuple(sorted(o[REMOVED:REMOVED + HAND_SIZE]))
        b = tuple(sorted(o[REMOVED + HAND_SIZE:REMOVED + 2 * HAND_SIZE]))
        self._phase = SIDE
        self._player = first
        self._turn = 0
        self._hands = (a, b) if first == 0 else (b, a)
        self._deck = tuple(o[REMOVED + 2 * HAND_SIZE:])
        self._sanct = (None, None)
        self._offer = None
        self._fixed = (first, tuple(o[:REMOVED]), tuple(deal.sanctuary_cards), (-1, -1))

    # ------------------------------------------------------------------ the rules
    def legal_actions(self) -> tuple:
        """The current player's legal actions, sorted by :func:`~.actions.action_id`."""
        ph = self._phase
        if ph == OFFER:
            return _offers(self._hands[self._player])
        if ph == PLACE_TAKEN or ph == PLACE_KEPT:
            return _PLACE_ACTIONS
        if ph == TAKE:
            return _TAKE_ACTIONS
        if ph == SIDE:
            return _SIDE_ACTIONS[self._fixed[2][self._player]]
        return ()

    def apply(self, action: Action) -> "State":
        """The state after ``action``. Raises :class:`IllegalActionError` if it is not legal."""
        ph = self._phase
        p = self._player
        s = _new(State)
        s._turn = self._turn
        s._deck = self._deck
        s._fixed = self._fixed
        if ph == PLACE_TAKEN or ph == PLACE_KEPT:
            if action is AS_ICONS:
                cond = False
            elif action is AS_CONDITION:
                cond = True
            elif action in _PLACE_ACTIONS:
                cond = action.as_condition
            else:
                self._raise_illegal(action)
            up, down, taken, kept = self._offer
            a, b = self._sanct
            if ph == PLACE_TAKEN:
                s._sanct = (a, b._add(taken, cond)) if p else (a._add(taken, cond), b)
                s._hands = self._hands
                s._offer = (up, down, -1, kept)
                s._phase = PLACE_KEPT
                s._player = 1 - p
                return s
            s._sanct = (a, b._add(kept, cond)) if p else (a._add(kept, cond), b)
            s._offer = None
            deck = self._deck
            if deck:
                h0, h1 = self._hands
                if p:
                    s._hands = (h0, tuple(sorted(h1 + deck[:DRAW])))
                else:
                    s._hands = (tuple(sorted(h0 + deck[:DRAW])), h1)
                s._deck = deck[DRAW:]
            else:
                s._hands = self._hands
            s._turn = turn = self._turn + 1
            if turn == TURNS:
                s._phase = END
                s._player = TERMINAL
            else:
                s._phase = OFFER
                s._player = 1 - p
            return s
        s._sanct = self._sanct
        if ph == OFFER:
            h0, h1 = self._hands
            hand = h1 if p else h0
            # legal iff an Offer of two different cards of the hand (what _offers lists)
            if type(action) is not Offer:
                self._raise_illegal(action)
            up, down = action.up, action.down
            if up == down or up not in hand or down not in hand:
                self._raise_illegal(action)
            if p:
                s._hands = (h0, tuple([c for c in h1 if c != up and c != down]))
            else:
                s._hands = (tuple([c for c in h0 if c != up and c != down]), h1)
            s._offer = (up, down, -1, -1)
            s._phase = TAKE
            s._player = 1 - p
            return s
        s._hands = self._hands
        if ph == TAKE:
            if action is not TAKE_FACE_UP and action is not TAKE_FACE_DOWN and action not in _TAKE_ACTIONS:
                self._raise_illegal(action)
            up, down, _, _ = self._offer
            s._offer = (up, down, down, up) if action.face_down else (up, down, up, down)
            s._phase = PLACE_TAKEN
            s._player = p
            return s
        if ph == SIDE and action in self.legal_actions():
            first, removed, cards, pending = self._fixed
            pending = (action.face, pending[1]) if p == 0 else (pending[0], action.face)
            s._fixed = (first, removed, cards, pending)
            s._offer = None
            if -1 in pending:
                s._phase = SIDE
                s._player = 1 - p
            else:
                s._sanct = (_EMPTY[pending[0]], _EMPTY[pending[1]])
                s._phase = OFFER
                s._player = first
            return s
        self._raise_illegal(action)

    def _raise_illegal(self, action) -> None:
        """Work out which rule ``action`` breaks, and raise (only on the error path)."""
        ph = self._phase
        p = self._player
        if ph == END:
            raise IllegalActionError(rules.GAME_OVER, self, action)
        expected = {SIDE: ChooseSide, OFFER: Offer, TAKE: Take, PLACE_TAKEN: Place, PLACE_KEPT: Place}[ph]
        if not isinstance(action, expected):
            raise IllegalActionError(
                rules.PHASE, self, action,
                f"the {PHASES[ph]} step expects an action of kind {expected.__name__} from player {p}")
        if ph == SIDE:
            faces = " or ".join(SANCTUARY_FACES[f].name for f in SANCTUARY_CARDS[self._fixed[2][p]])
            raise IllegalActionError(rules.SETUP_SIDE, self, action, f"player {p}'s Sanctuary card shows {faces}")
        if ph == OFFER:
            hand = ", ".join(ANIMALS[c].name for c in self._hands[p])
            why = ("the same card cannot be both face up and face down" if action.up == action.down
                   else f"player {p}'s hand is {hand}")
            raise IllegalActionError(rules.OFFER_FROM_HAND, self, action, why)
        raise IllegalActionError(rules.PHASE, self, action)  # pragma: no cover

    # ------------------------------------------------------------------ reading
    # (private readers of the grouped fields)
    _first = property(lambda self: self._fixed[0])
    _removed = property(lambda self: self._fixed[1])
    _cards = property(lambda self: self._fixed[2])
    _pending = property(lambda self: self._fixed[3])
    _taken = property(lambda self: -1 if self._offer is None else self._offer[2])
    _kept = property(lambda self: -1 if self._offer is None else self._offer[3])

    @property
    def current_player(self) -> int:
        """The seat that must act, or ``TERMINAL`` (-1) when the game is over."""
        return self._player

    @property
    def phase(self) -> str:
        return PHASES[self._phase]

    @property
    def turn(self) -> int:
        """Completed turns (0–6)."""
        return self._turn

    @property
    def first_player(self) -> int:
        return self._first

    @property
    def active_player(self) -> int:
        """The player whose turn it is (the offerer), also while the opponent takes and places."""
        return (self._first + self._turn) % 2

    def is_terminal(self) -> bool:
        return self._phase == END

    def hand(self, player: int) -> tuple[AnimalCard, ...]:
        return tuple(ANIMALS[c] for c in self._hands[player])

    def sanctuary(self, player: int) -> Optional[Sanctuary]:
        return self._sanct[player]

    @property
    def sanctuaries(self) -> tuple:
        return self._sanct

    @property
    def deck(self) -> tuple[AnimalCard, ...]:
        return tuple(ANIMALS[c] for c in self._deck)

    @property
    def removed(self) -> tuple[AnimalCard, ...]:
        return tuple(ANIMALS[c] for c in self._removed)

    @property
    def offer(self) -> Optional[tuple[AnimalCard, AnimalCard]]:
        """The current (face-up, face-down) offer, or ``None``."""
        return None if self._offer is None else (ANIMALS[self._offer[0]], ANIMALS[self._offer[1]])

    @property
    def card_to_place(self) -> Optional[AnimalCard]:
        """The card the current player must place, in the two placing steps."""
        if self._phase == PLACE_TAKEN:
            return ANIMALS[self._taken]
        if self._phase == PLACE_KEPT:
            return ANIMALS[self._kept]
        return None

    def scores(self) -> tuple:
        """Both players' itemised score breakdowns as things stand (needs both sides chosen)."""
        a, b = self._sanct
        if a is None:
            raise GameError("no score before both Sanctuary sides are chosen (§1 Setup)")
        return score(a, b), score(b, a)

    def outcome(self) -> Outcome:
        """Final scores and winner (§6); only when the game is over."""
        if self._phase != END:
            raise GameError(f"the game is not over: turn {self._turn} of {TURNS}, phase {self.phase}")
        a, b = self._sanct
        pa, pb = total(a, b), total(b, a)
        w, how = _decide(pa, pb, a.counts.icons, b.counts.icons)
        return Outcome((pa, pb), w, how)

    def returns(self) -> tuple[float, float]:
        return self.outcome().returns()

    def view(self, player: int) -> "View":
        """What ``player`` may see: no deck order, no opponent hand, no removed cards, and the
        face-down offered card only for the player who offered it."""
        return View(self, player)

    # ------------------------------------------------------------------ display
    def __str__(self) -> str:
        return _describe(self, None)

    def __repr__(self) -> str:
        return f"<pacific_ocean.State turn {self._turn}/{TURNS}, {self.phase}, player {self._player} to act>"

    def __eq__(self, other) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in State.__slots__)

    def __hash__(self) -> int:
        return hash(tuple(getattr(self, k) for k in State.__slots__))

    def _repr_svg_(self) -> str:
        from .draw import state_svg

        return state_svg(self.view(None))


class View:
    """What one seat may see of a :class:`State`. ``seat=None`` gives the god's-eye view
    (everything, hands included), used to draw a full state.

    Bots decide from a view only. Attributes:

    ``seat``, ``phase``, ``current_player``, ``turn``, ``first_player``, ``hand`` (mine),
    ``opponent_hand_size``, ``deck_size``, ``sanctuaries`` (``None`` while a side is not yet
    revealed), ``offer_up`` (the face-up offered card), ``offer_down`` (only if I offered it),
    ``card_to_place`` (if I must place one), ``unseen`` (cards I have not seen), ``legal_actions``.
    """

    __slots__ = ("seat", "phase", "current_player", "turn", "first_player", "hand",
                 "opponent_hand_size", "deck_size", "sanctuaries", "my_card", "opponent_card",
                 "my_side", "offer_up", "offer_down", "card_to_place", "unseen", "legal_actions",
                 "_full")

    def __init__(self, state: State, seat: Optional[int]) -> None:
        self.seat = seat
        self.phase = state.phase
        self.current_player = state._player
        self.turn = state._turn
        self.first_player = state._first
        full = seat is None
        self._full = state if full else None
        me = 0 if full else seat
        self.hand = tuple(ANIMALS[c] for c in state._hands[me]) if not full else ()
        self.opponent_hand_size = len(state._hands[1 - me])
        self.deck_size = len(state._deck)
        self.sanctuaries = state._sanct
        self.my_card = state._cards[me]
        self.opponent_card = state._cards[1 - me]
        self.my_side = None if full or state._pending[me] < 0 else SANCTUARY_FACES[state._pending[me]]
        offerer = state.active_player
        if state._offer is not None:
            self.offer_up = ANIMALS[state._offer[0]]
            knows_down = full or seat == offerer or state._offer[2] == state._offer[1]
            self.offer_down = ANIMALS[state._offer[1]] if knows_down else None
        else:
            self.offer_up = self.offer_down = None
        self.card_to_place = state.card_to_place if (full or seat == state._player) else None
        seen = set(state._hands[me]) if not full else set()
        for s in state._sanct:
            if s is not None:
                seen.update(c for c, _ in s._placed)
        if self.offer_up is not None:
            seen.add(self.offer_up.id)
        if self.offer_down is not None:
            seen.add(self.offer_down.id)
        self.unseen = () if full else tuple(c for c in ANIMALS if c.id not in seen)
        self.legal_actions = state.legal_actions() if (full or seat == state._player) else ()

    @property
    def opponent(self) -> int:
        return 1 - (self.seat or 0)

    def __str__(self) -> str:
        return _describe(self._full, self) if self._full is not None else _describe(None, self)

    def __repr__(self) -> str:
        return f"<pacific_ocean.View of seat {self.seat}, turn {self.turn}/{TURNS}, {self.phase}>"

    def _repr_svg_(self) -> str:
        from .draw import state_svg

        return state_svg(self)


def _describe(state: Optional[State], view: Optional[View]) -> str:
    """Plain-text picture of a state (``view`` None) or of one seat's view."""
    if state is not None and view is None:
        lines = [f"Pacific Ocean — turn {state._turn}/{TURNS}, step {state.phase}, "
                 f"player {state._player} to act (first player {state._first})"]
        for p in (0, 1):
            s = state._sanct[p]
            hand = ", ".join(ANIMALS[c].name for c in state._hands[p]) or "-"
            lines.append(f"  player {p} hand: {hand}")
            lines.append(f"  player {p} sanctuary: {s if s is not None else _pending_text(state, p)}")
        if state._offer is not None:
            lines.append(f"  offer: {ANIMALS[state._offer[0]].name} face up, "
                         f"{ANIMALS[state._offer[1]].name} face down")
        lines.append(f"  deck: {len(state._deck)} cards; removed unseen: "
                     + ", ".join(ANIMALS[c].name for c in state._removed))
        return "\n".join(lines)
    v = view
    lines = [f"Pacific Ocean — seat {v.seat}'s view: turn {v.turn}/{TURNS}, step {v.phase}, "
             f"player {v.current_player} to act"]
    lines.append("  my hand: " + (", ".join(c.name for c in v.hand) or "-"))
    lines.append(f"  opponent's hand: {v.opponent_hand_size} hidden cards; deck: {v.deck_size} cards")
    for p in (0, 1):
        s = v.sanctuaries[p]
        lines.append(f"  player {p} sanctuary: {s if s is not None else '(side not revealed yet)'}")
    if v.offer_up is not None:
        down = v.offer_down.name if v.offer_down is not None else "a hidden card"
        lines.append(f"  offer: {v.offer_up.name} face up, {down} face down")
    return "\n".join(lines)


def _pending_text(state: State, p: int) -> str:
    f = state._pending[p]
    return f"(chose {SANCTUARY_FACES[f].name}, not revealed yet)" if f >= 0 else "(side not chosen yet)"


class PacificOcean:
    """The game's constants and its start (OpenSpiel's Game/State split)."""

    name = "Pacific Ocean"
    num_players = NUM_PLAYERS
    turns = TURNS
    hand_size = HAND_SIZE
    removed = REMOVED
    draw = DRAW

    def new_initial_state(self, seed: "int | random.Random | None" = None, *, deal: Optional[Deal] = None,
                          first_player: int = 0) -> State:
        if deal is None:
            deal = Deal.random(make_rng(seed), first_player)
        return State(deal)


GAME = PacificOcean()


def new_game(seed: "int | random.Random | None" = None, *, deal: Optional[Deal] = None,
             first_player: int = 0) -> State:
    """Start a game: shuffle with ``seed`` (or use an explicit ``deal``)."""
    return GAME.new_initial_state(seed, deal=deal, first_player=first_player)


def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with ``view``: the unseen cards dealt at random (determinization).

    Used by bots that search over the hidden cards; it never looks at the real hidden cards.
    """
    me = view.seat
    unseen = [c.id for c in view.unseen]
    rng.shuffle(unseen)
    phase = PHASES.index(view.phase)
    opp = unseen[:view.opponent_hand_size]
    rest = unseen[view.opponent_hand_size:]
    hands = [None, None]
    hands[me] = tuple(sorted(c.id for c in view.hand))
    hands[1 - me] = tuple(sorted(opp))
    offer = None
    if view.offer_up is not None:
        up = view.offer_up.id
        down = view.offer_down.id if view.offer_down is not None else rest.pop()
        taken = kept = -1
        if phase == PLACE_TAKEN:  # the taker knows the card they took; the other one is kept
            taken = view.card_to_place.id
            kept = down if taken == up else up
        elif phase == PLACE_KEPT:
            kept = view.card_to_place.id
        offer = (up, down, taken, kept)
    deck = tuple(rest[:view.deck_size])
    removed = tuple(rest[view.deck_size:])
    if len(removed) != REMOVED:
        raise GameError(f"inconsistent view: {len(removed)} cards left for the removed pile")
    cards = (view.my_card, view.opponent_card) if me == 0 else (view.opponent_card, view.my_card)
    pending = [-1, -1]
    if phase == SIDE:
        if view.my_side is not None:
            pending[me] = view.my_side.id
        # the opponent has picked already iff I pick second and it is my turn
        if view.current_player == me and me != view.first_player:
            pending[1 - me] = rng.choice(SANCTUARY_CARDS[cards[1 - me]])
    s = _new(State)
    s._phase = phase
    s._player = view.current_player
    s._turn = view.turn
    s._hands = tuple(hands)
    s._deck = deck
    s._sanct = view.sanctuaries
    s._offer = offer
    s._fixed = (view.first_player, removed, cards, tuple(pending))
    return s
