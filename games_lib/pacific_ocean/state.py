"""The Pacific Ocean game: setup (explicit chance as a :class:`Deal`), the phases, views.

The flow of a game, in one place (one handler per phase in ``_HANDLERS``):

=====================  ===================  ==============================================
phase                  who acts             what happens next
=====================  ===================  ==============================================
``Phase.SIDE``         each player, hidden  both chosen → sides revealed, deck shuffled,
                                            2 cards removed unseen, 3 dealt to each (§1)
                                            → ``OFFER`` (first player)
``Phase.OFFER``        active player        → ``TAKE`` (the other player)
``Phase.TAKE``         the other player     → ``PLACE_TAKEN`` (same player)
``Phase.PLACE_TAKEN``  the taker            → ``PLACE_KEPT`` (active player)
``Phase.PLACE_KEPT``   active player        active draws 2 if possible; after turn 6 →
                                            ``END``, else ``OFFER`` (the other player)
``Phase.END``          nobody               :meth:`State.outcome`
=====================  ===================  ==============================================

The order of the shuffle is drawn when the game is made (a seeded :class:`Deal`), but it is
dealt, and seen by anyone, only after both sides are chosen, as the rulebook orders it: no
player (and no bot) has a hand while choosing a side.

>>> s = new_game(seed=3)
>>> s.phase, s.current_player, s.hand(0)
(<Phase.SIDE: 0>, 0, ())
>>> s.legal_actions()
(ChooseSide('Dolphin'), ChooseSide('Seahorse'))
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Optional

from ..core.checks import is_whole, need_kind, need_seq, shown, wrong
from ..core import (
    TERMINAL,
    Chance,
    GameError,
    GameInfo,
    IllegalActionError,
    Information,
    Outcome,
    SecretChoices,
    make_rng,
)
from ..core.state import GameRules, GameState, GameView, Phases, seat_name, to_act
from . import rules
from .actions import (
    ALL_ACTIONS,
    AS_CONDITION,
    AS_ICONS,
    OFFERS,
    SIDES,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    ChooseSide,
    Offer,
    Place,
    Take,
)
from .cards import ANIMALS, SANCTUARY_CARDS, SANCTUARY_FACES, TITLE, AnimalCard, SanctuaryFace
from .scoring import Sanctuary, result, score

NUM_PLAYERS = 2
TURNS = 6
HAND_SIZE = 3
REMOVED_COUNT = 2
DRAW_COUNT = 2


class Phase(Phases):
    """The steps of a game. ``str(phase)`` is a short name such as ``"offer"``."""

    SIDE = 0
    OFFER = 1
    TAKE = 2
    PLACE_TAKEN = 3
    PLACE_KEPT = 4
    END = 5


SIDE, OFFER, TAKE, PLACE_TAKEN, PLACE_KEPT, END = Phase

_PLACE_ACTIONS = (AS_ICONS, AS_CONDITION)
_TAKE_ACTIONS = (TAKE_FACE_UP, TAKE_FACE_DOWN)
_SIDE_ACTIONS = tuple((SIDES[a], SIDES[b]) for a, b in SANCTUARY_CARDS)
_OFFER_CACHE: dict = {}
_EMPTY = tuple(Sanctuary(f) for f in SANCTUARY_FACES)  # immutable, so shared by every game
_new = object.__new__
_NO_SIDES = SecretChoices.empty(NUM_PLAYERS)


def _offers(hand: tuple) -> tuple:
    got = _OFFER_CACHE.get(hand)
    if got is None:
        got = tuple(OFFERS[u][d] for u in hand for d in hand if u != d)
        _OFFER_CACHE[hand] = got
    return got


def _check_first_player(first_player) -> None:
    if first_player not in (0, 1):
        raise GameError(f"first_player must be 0 or 1, not {first_player!r}")


@dataclass(frozen=True)
class Deal:
    """The chance part of a game, made explicit: who gets which Sanctuary card and how the
    deck will be shuffled. ``order`` lists the 16 animal ids: once both sides are chosen, the
    first 2 are removed unseen, the next 3 go to the first player, the next 3 to the other,
    the rest is the deck (top first).

    >>> d = Deal.random(random.Random(0))
    >>> len(d.order), sorted(d.order) == list(range(16))
    (16, True)
    """

    order: tuple[int, ...]
    sanctuary_cards: tuple[int, int] = (0, 1)
    first_player: int = 0

    def __post_init__(self):
        for name in ("order", "sanctuary_cards"):
            if not all(is_whole(i) for i in need_seq(name, getattr(self, name), "card numbers", where="Deal")):
                raise wrong(name, "a list of card numbers", getattr(self, name), where="Deal")
        if sorted(self.order) != list(range(len(ANIMALS))):
            raise GameError(f"a deal must order all {len(ANIMALS)} animal cards exactly once: {self.order}")
        if sorted(self.sanctuary_cards) != [0, 1]:
            raise GameError(f"each player gets one of the two Sanctuary cards: {self.sanctuary_cards}")
        _check_first_player(self.first_player)

    @classmethod
    def random(cls, rng: "random.Random | int", first_player: int = 0) -> "Deal":
        """§1 Setup's chance: a random Sanctuary card each, and the shuffle of the deck."""
        _check_first_player(first_player)
        rnd = make_rng(rng).random
        order = list(range(len(ANIMALS)))
        for i in range(len(order) - 1, 0, -1):  # Fisher-Yates on random() floats: fast and seeded
            j = int(rnd() * (i + 1))
            order[i], order[j] = order[j], order[i]
        sanctuary_cards = (0, 1) if rnd() < 0.5 else (1, 0)
        deal = object.__new__(cls)  # a shuffle is a valid order: skip __post_init__'s checks
        object.__setattr__(deal, "order", tuple(order))
        object.__setattr__(deal, "sanctuary_cards", sanctuary_cards)
        object.__setattr__(deal, "first_player", first_player)
        return deal


class State(GameState):
    """An immutable Pacific Ocean position. Use :func:`new_game` (or ``GAME.new_initial_state``).

    ``legal_actions()`` lists the moves of ``current_player`` sorted by ``action.id``;
    ``apply(a)`` returns the next state (an illegal ``a`` raises :class:`IllegalActionError`
    naming the rule broken; the state is unchanged). ``view(p)`` is what seat ``p`` may see.
    """

    # Eight slots, so that a new state is cheap: the fields that rarely change are grouped.
    #   _offer: None, or (face-up id, face-down id, taken id or -1, kept id or -1)
    #   _fixed: (first player, removed ids, Sanctuary card per seat, SecretChoices of sides,
    #            the shuffled order still to deal: () once dealt)
    __slots__ = ("_phase", "_player", "_turn", "_hands", "_deck", "_sanct", "_offer", "_fixed")
    _KEYS = __slots__
    _NAME = "pacific_ocean"
    _DRAW = "games_lib.pacific_ocean.draw"
    _TURNS = TURNS
    _END_RULE = rules.GAME_OVER

    num_players = NUM_PLAYERS

    def __init__(self, deal: Deal) -> None:
        self._phase = SIDE
        self._player = deal.first_player
        self._turn = 0
        self._hands = ((), ())
        self._deck = ()
        self._sanct = (None, None)
        self._offer = None
        self._fixed = (deal.first_player, (), tuple(deal.sanctuary_cards), _NO_SIDES, deal.order)

    # ------------------------------------------------------------------ the rules
    def legal_actions(self) -> tuple:
        """The current player's legal actions, sorted by ``action.id``."""
        ph = self._phase
        if ph is PLACE_TAKEN or ph is PLACE_KEPT:  # most frequent first: 12 of 26 decisions
            return _PLACE_ACTIONS
        if ph is OFFER:
            hand = self._hands[self._player]
            got = _OFFER_CACHE.get(hand)
            return got if got is not None else _offers(hand)
        if ph is TAKE:
            return _TAKE_ACTIONS
        if ph is SIDE:
            return _SIDE_ACTIONS[self._fixed[2][self._player]]
        return ()

    @property
    def first_player(self) -> int:
        return self._fixed[0]

    @property
    def active_player(self) -> int:
        """The player whose turn it is (the offerer), also while the other takes and places."""
        return (self._fixed[0] + self._turn) % 2

    @property
    def sanctuary_cards(self) -> tuple[int, int]:
        """Which double-sided Sanctuary card (0 or 1, see ``SANCTUARY_CARDS``) each seat holds."""
        return self._fixed[2]

    @property
    def sides(self) -> tuple[Optional[SanctuaryFace], ...]:
        """The side each seat chose (``None`` if not yet), as the whole table would see it if
        nothing were hidden. Use ``view(seat).sides`` for what a seat may know."""
        return tuple(None if f is None else SANCTUARY_FACES[f] for f in self._fixed[3])

    @property
    def secrets(self) -> Optional[SecretChoices]:
        """The side choices while they are made in secret (``Phase.SIDE``), else ``None``
        (what :func:`~games_lib.core.testing.check_game` checks for secrecy)."""
        return self._fixed[3] if self._phase is SIDE else None

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
        """The 2 cards put back in the box unseen (empty until the cards are dealt)."""
        return tuple(ANIMALS[c] for c in self._fixed[1])

    @property
    def undealt(self) -> tuple[AnimalCard, ...]:
        """While the sides are chosen: the shuffled animal cards, not dealt yet (else empty)."""
        return tuple(ANIMALS[c] for c in self._fixed[4])

    @property
    def offer(self) -> Optional[tuple[AnimalCard, AnimalCard]]:
        """The current (face-up, face-down) offer, or ``None``."""
        return None if self._offer is None else (ANIMALS[self._offer[0]], ANIMALS[self._offer[1]])

    @property
    def card_to_place(self) -> Optional[AnimalCard]:
        """The card the current player must place, in the two placing steps."""
        if self._phase is PLACE_TAKEN:
            return ANIMALS[self._offer[2]]
        if self._phase is PLACE_KEPT:
            return ANIMALS[self._offer[3]]
        return None

    def scores(self) -> tuple:
        """Both players' itemised score breakdowns as things stand (needs both sides chosen)."""
        a, b = self._sanct
        if a is None:
            raise GameError("no score before both Sanctuary sides are chosen (§1 Setup)")
        return score(a, b), score(b, a)

    def _outcome(self) -> Outcome:
        """Final scores, places and winner (§6 Determining the Winner)."""
        return result(*self._sanct)


    def _describe(self) -> str:
        return _describe(self, None)


# ---------------------------------------------------------------------- one handler per phase

def _choose_side(self: State, action) -> State:
    """§1 Setup: pick the side of your Sanctuary card; when both have, reveal and deal."""
    p = self._player
    first, removed, cards, sides, order = self._fixed
    if type(action) is not ChooseSide or action.face not in SANCTUARY_CARDS[cards[p]]:
        _refuse(self, action)
    sides = sides.choose(p, action.face)
    s = _new(State)
    s._turn = 0
    s._offer = None
    if not sides.complete:
        s._phase = SIDE
        s._player = 1 - p
        s._hands = self._hands
        s._deck = self._deck
        s._sanct = self._sanct
        s._fixed = (first, removed, cards, sides, order)
        return s
    # both chosen: reveal, then shuffle (the Deal's order), 2 back in the box, 3 each
    a = tuple(sorted(order[REMOVED_COUNT:REMOVED_COUNT + HAND_SIZE]))
    b = tuple(sorted(order[REMOVED_COUNT + HAND_SIZE:REMOVED_COUNT + 2 * HAND_SIZE]))
    s._hands = (a, b) if first == 0 else (b, a)
    s._deck = tuple(order[REMOVED_COUNT + 2 * HAND_SIZE:])
    s._sanct = (_EMPTY[sides[0]], _EMPTY[sides[1]])
    s._fixed = (first, tuple(order[:REMOVED_COUNT]), cards, sides, ())
    s._phase = OFFER
    s._player = first
    return s


def _offer(self: State, action) -> State:
    """§2 Gameplay: two different cards from the active player's hand, one up, one down."""
    p = self._player
    h0, h1 = self._hands
    hand = h1 if p else h0
    if type(action) is not Offer:
        _refuse(self, action)
    up, down = action.up, action.down
    if up == down or up not in hand or down not in hand:
        _refuse(self, action)
    s = _new(State)
    s._turn = self._turn
    s._deck = self._deck
    s._fixed = self._fixed
    s._sanct = self._sanct
    if p:
        s._hands = (h0, tuple([c for c in h1 if c != up and c != down]))
    else:
        s._hands = (tuple([c for c in h0 if c != up and c != down]), h1)
    s._offer = (up, down, -1, -1)
    s._phase = TAKE
    s._player = 1 - p
    return s


def _take(self: State, action) -> State:
    """§2 Gameplay: the other player takes the face-up or the face-down card."""
    if action is TAKE_FACE_UP:
        down_taken = False
    elif action is TAKE_FACE_DOWN:
        down_taken = True
    elif type(action) is Take:
        down_taken = action.face_down
    else:
        _refuse(self, action)
    up, down, _, _ = self._offer
    s = _new(State)
    s._turn = self._turn
    s._deck = self._deck
    s._fixed = self._fixed
    s._sanct = self._sanct
    s._hands = self._hands
    s._offer = (up, down, down, up) if down_taken else (up, down, up, down)
    s._phase = PLACE_TAKEN
    s._player = self._player
    return s


def _place_option(self: State, action) -> bool:
    if action is AS_ICONS:
        return False
    if action is AS_CONDITION:
        return True
    if type(action) is Place:
        return action.as_condition
    _refuse(self, action)


def _place_taken(self: State, action) -> State:
    """§4 Adding Cards: the taker adds the card taken, icons (A) or condition (B)."""
    cond = _place_option(self, action)
    p = self._player
    up, down, taken, kept = self._offer
    a, b = self._sanct
    s = _new(State)
    s._turn = self._turn
    s._deck = self._deck
    s._fixed = self._fixed
    s._hands = self._hands
    s._sanct = (a, b.adding(taken, cond)) if p else (a.adding(taken, cond), b)
    s._offer = (up, down, -1, kept)
    s._phase = PLACE_KEPT
    s._player = 1 - p
    return s


def _place_kept(self: State, action) -> State:
    """§4 Adding Cards then §2: the active player adds the other card and draws 2 if possible."""
    cond = _place_option(self, action)
    p = self._player
    kept = self._offer[3]
    a, b = self._sanct
    s = _new(State)
    s._fixed = self._fixed
    s._sanct = (a, b.adding(kept, cond)) if p else (a.adding(kept, cond), b)
    s._offer = None
    deck = self._deck
    if deck:
        h0, h1 = self._hands
        if p:
            s._hands = (h0, tuple(sorted(h1 + deck[:DRAW_COUNT])))
        else:
            s._hands = (tuple(sorted(h0 + deck[:DRAW_COUNT])), h1)
        s._deck = deck[DRAW_COUNT:]
    else:
        s._hands = self._hands
        s._deck = deck
    s._turn = turn = self._turn + 1
    if turn == TURNS:  # §5 Game End: after the 6th turn
        s._phase = END
        s._player = TERMINAL
    else:
        s._phase = OFFER
        s._player = 1 - p
    return s


def _game_over(self: State, action) -> State:
    raise IllegalActionError(rules.GAME_OVER, self, action)


_HANDLERS = {SIDE: _choose_side, OFFER: _offer, TAKE: _take, PLACE_TAKEN: _place_taken,
             PLACE_KEPT: _place_kept, END: _game_over}
State._HANDLERS = tuple(_HANDLERS[ph] for ph in Phase)  # indexed by phase: a tuple lookup

_EXPECTED = {SIDE: (ChooseSide, rules.SETUP_SIDE), OFFER: (Offer, rules.OFFER_FROM_HAND),
             TAKE: (Take, rules.TAKE_ONE), PLACE_TAKEN: (Place, rules.PLACE), PLACE_KEPT: (Place, rules.PLACE)}
_ASKS = {SIDE: "choose a side of their Sanctuary card", OFFER: "offer two cards from their hand",
         TAKE: "take the face-up or the face-down card", PLACE_TAKEN: "add the card they took",
         PLACE_KEPT: "add the card they kept"}


def _refuse(self: State, action) -> None:
    """Work out which rule ``action`` breaks, and raise (only on the error path)."""
    ph = self._phase
    p = self._player
    kind, rule = _EXPECTED[ph]
    if not isinstance(action, kind):
        raise IllegalActionError(rule, self, action, f"{seat_name(p)} must now {_ASKS[ph]}")
    if ph is SIDE:
        faces = " or ".join(SANCTUARY_FACES[f].name for f in SANCTUARY_CARDS[self._fixed[2][p]])
        raise IllegalActionError(rules.SETUP_SIDE, self, action, f"{seat_name(p)}'s Sanctuary card shows {faces}")
    if ph is OFFER:
        hand = ", ".join(ANIMALS[c].name for c in self._hands[p])
        why = ("the same card cannot be both face up and face down" if action.up == action.down
               else f"{seat_name(p)}'s hand is {hand}")
        raise IllegalActionError(rules.OFFER_FROM_HAND, self, action, why)
    raise IllegalActionError(rule, self, action)  # pragma: no cover - Take and Place are always legal


# ---------------------------------------------------------------------- views

class View(GameView):
    """What one seat may see of a :class:`State`. ``seat=None`` gives the god's-eye view
    (everything, hands included), used to draw a full state. Views compare with ``==``.

    Bots decide from a view only. Attributes:

    ``seat``, ``num_players``, ``phase``, ``current_player``, ``turn``, ``first_player``,
    ``hand`` (mine), ``opponent_hand_size``, ``deck_size``, ``my_sanctuary_card`` and
    ``opponent_sanctuary_card`` (which double-sided card each holds), ``sides`` (each seat's
    chosen face as this seat may know it: ``None`` not chosen, ``HIDDEN`` chosen but secret),
    ``my_side``, ``sanctuaries`` (``None`` until both sides are revealed), ``offer_up``,
    ``offer_down`` (only for the player who offered it, or once taken), ``taken_face_down``
    (once a card is taken, whether it was the face-down one: everyone sees that), ``card_to_place`` (if
    I must place one), ``unseen`` (cards I have not seen), ``legal_actions``.
    """

    __slots__ = ("seat", "phase", "current_player", "turn", "first_player", "hand",
                 "opponent_hand_size", "deck_size", "sanctuaries", "my_sanctuary_card",
                 "opponent_sanctuary_card", "sides", "my_side", "offer_up", "offer_down",
                 "taken_face_down", "card_to_place", "unseen", "legal_actions", "full_state")

    num_players = NUM_PLAYERS
    game = None  # set to GAME below
    _NAME = State._NAME
    _DRAW = State._DRAW
    _TURNS = TURNS

    def __init__(self, state: State, seat: Optional[int]) -> None:
        self.seat = seat
        self.phase = state._phase
        self.current_player = state._player
        self.turn = state._turn
        first, _, cards, sides, _ = state._fixed
        self.first_player = first
        full = seat is None
        self.full_state = state if full else None
        me = 0 if full else seat
        self.hand = tuple(ANIMALS[c] for c in state._hands[me]) if not full else ()
        self.opponent_hand_size = len(state._hands[1 - me])
        self.deck_size = len(state._deck)
        self.sanctuaries = state._sanct
        self.my_sanctuary_card = cards[me]
        self.opponent_sanctuary_card = cards[1 - me]
        self.sides = sides.seen_by(seat)
        mine = sides[me]
        self.my_side = None if full or mine is None else SANCTUARY_FACES[mine]
        offerer = state.active_player
        if state._offer is not None:
            up, down, taken, kept = state._offer
            self.offer_up = ANIMALS[up]
            # which card was taken is public; the face-down card is known to the offerer,
            # and to everyone once it was taken (it goes into the taker's sanctuary)
            if taken >= 0:
                self.taken_face_down = taken == down
            elif kept >= 0:
                self.taken_face_down = kept == up
            else:
                self.taken_face_down = None
            knows_down = full or seat == offerer or self.taken_face_down is True
            self.offer_down = ANIMALS[down] if knows_down else None
        else:
            self.offer_up = self.offer_down = None
            self.taken_face_down = None
        self.card_to_place = state.card_to_place if (full or seat == state._player) else None
        seen = set(state._hands[me]) if not full else set()
        for s in state._sanct:
            if s is not None:
                seen.update(c for c, _ in s.placed_ids)
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
        return _describe(self.full_state, self) if self.full_state is not None else _describe(None, self)

def _describe(state: Optional[State], view: Optional[View]) -> str:
    """Plain-text picture of a state (``view`` None) or of one seat's view."""
    if state is not None and view is None:
        lines = [f"Pacific Ocean — turn {state._turn}/{TURNS}, step {state.phase}, "
                 f"{to_act(state._player)} (first player: {seat_name(state.first_player)})"]
        for p in range(state.num_players):
            s = state._sanct[p]
            hand = ", ".join(ANIMALS[c].name for c in state._hands[p]) or "-"
            lines.append(f"  {seat_name(p)} hand: {hand}")
            lines.append(f"  {seat_name(p)} sanctuary: {s if s is not None else _pending_text(state, p)}")
        if state._offer is not None:
            lines.append(f"  offer: {ANIMALS[state._offer[0]].name} face up, "
                         f"{ANIMALS[state._offer[1]].name} face down")
        if state._fixed[4]:
            lines.append(f"  not dealt yet: {len(state._fixed[4])} cards (dealt once both sides are chosen)")
        else:
            lines.append(f"  deck: {len(state._deck)} cards; removed unseen: "
                         + ", ".join(ANIMALS[c].name for c in state._fixed[1]))
        return "\n".join(lines)
    v = view
    lines = [f"Pacific Ocean — what {seat_name(v.seat)} sees: turn {v.turn}/{TURNS}, step {v.phase}, "
             f"{to_act(v.current_player)}"]
    if v.phase is SIDE:
        lines.append("  no cards dealt yet: they are dealt once both sides are chosen")
    else:
        lines.append("  my hand: " + (", ".join(c.name for c in v.hand) or "-"))
        lines.append(f"  opponent's hand: {v.opponent_hand_size} hidden cards; deck: {v.deck_size} cards")
    for p in range(v.num_players):
        s = v.sanctuaries[p]
        lines.append(f"  {seat_name(p)} sanctuary: {s if s is not None else '(side not revealed yet)'}")
    if v.offer_up is not None:
        down = v.offer_down.name if v.offer_down is not None else "a hidden card"
        lines.append(f"  offer: {v.offer_up.name} face up, {down} face down")
    return "\n".join(lines)


def _pending_text(state: State, p: int) -> str:
    f = state._fixed[3][p]
    return f"(chose {SANCTUARY_FACES[f].name}, not revealed yet)" if f is not None else "(side not chosen yet)"


# ---------------------------------------------------------------------- the game

class PacificOcean(GameRules):
    """The game: its declared facts (``info``) and its start (OpenSpiel's Game/State split)."""

    info = GameInfo(
        name="pacific_ocean", title=TITLE, min_players=2, max_players=2,
        chance=Chance.SEEDED_SETUP, information=Information.IMPERFECT, simultaneous=True,
        max_decisions=2 + TURNS * 4,  # two side choices, then offer, take, place, place per turn
        rulebook="pacific-ocean.txt",
    )
    turns = TURNS
    hand_size = HAND_SIZE
    removed_count = REMOVED_COUNT
    draw_count = DRAW_COUNT

    def new_initial_state(self, seed: "int | random.Random" = 0, *, deal: Optional[Deal] = None,
                          first_player: int = 0, num_players: int = NUM_PLAYERS) -> State:
        if num_players != NUM_PLAYERS:
            raise GameError(f"Pacific Ocean is a game for exactly 2 players, not {shown(num_players)}")
        if deal is not None:
            need_kind("deal", deal, Deal, "a Deal (like Deal.random(rng)) or None", where="new_game")
        if deal is None:
            deal = Deal.random(make_rng(seed), first_player)
        return State(deal)

    @staticmethod
    def sample_state(view: View, rng: random.Random) -> State:
        return sample_state(view, rng)

    @staticmethod
    def action_space() -> tuple:
        """Every action of the game, legal somewhere or not (ordered by id)."""
        return ALL_ACTIONS

    @staticmethod
    def invariants(state: State) -> list[str]:
        """What is wrong with ``state`` (empty when all holds): each of the 16 animal cards in
        exactly one place, no sanctuary over 7 cards, two cards placed per completed turn, the
        two players on different Sanctuary cards, no hand before the sides are chosen."""
        problems = []
        where = Counter(state._fixed[4])
        where.update(state._fixed[1])
        where.update(state._deck)
        for h in state._hands:
            where.update(h)
        placed = 0
        for s in state._sanct:
            if s is not None:
                where.update(c for c, _ in s.placed_ids)
                placed += len(s.placed_ids)
                if len(s) > 7:
                    problems.append(f"a sanctuary holds {len(s)} cards (§5: at most 7)")
        if state._offer is not None:
            up, down, taken, kept = state._offer
            # on the table until placed: both cards, then only the kept one once the taker placed
            where.update((kept,) if state._phase is PLACE_KEPT else (up, down))
        if sorted(where) != list(range(len(ANIMALS))) or set(where.values()) != {1}:
            problems.append(f"animal cards not each in one place: {dict(where)}")
        expect = 2 * state._turn + (state._phase is PLACE_KEPT)
        if state._phase is not SIDE and placed != expect:
            problems.append(f"{placed} animal cards placed after {state._turn} turns (expected {expect})")
        if len(set(state._fixed[2])) != 2:
            problems.append("both players hold the same Sanctuary card")
        if state._phase is SIDE and any(state._hands):
            problems.append("a hand was dealt before both sides were chosen (§1 Setup order)")
        return problems


GAME = PacificOcean(State, View)


def new_game(seed: "int | random.Random" = 0, *, num_players: int = NUM_PLAYERS, deal: Optional[Deal] = None,
             first_player: int = 0) -> State:
    """Start a game: draw the setup's chance with ``seed`` (or use an explicit ``deal``)."""
    return GAME.new_initial_state(seed, num_players=num_players, deal=deal, first_player=first_player)


def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with ``view``: the unseen cards dealt at random (determinization).

    Used by bots that search over the hidden cards; it never looks at the real hidden cards.
    ``sample_state(view, rng).view(view.seat) == view``.
    """
    need_kind("view", view, View, "a Pacific Ocean view (like state.view(0))", where="sample_state")
    need_kind("rng", rng, random.Random, "a random.Random", where="sample_state")
    me = view.seat
    unseen = [c.id for c in view.unseen]
    rng.shuffle(unseen)
    phase = view.phase
    cards = ((view.my_sanctuary_card, view.opponent_sanctuary_card) if me == 0
             else (view.opponent_sanctuary_card, view.my_sanctuary_card))
    sides = SecretChoices.fill(view.sides, [SANCTUARY_CARDS[c] for c in cards], rng)
    s = _new(State)
    s._phase = phase
    s._player = view.current_player
    s._turn = view.turn
    s._sanct = view.sanctuaries
    if phase is SIDE:  # nothing dealt yet: every card is still in the shuffled pile
        s._hands = ((), ())
        s._deck = ()
        s._offer = None
        s._fixed = (view.first_player, (), cards, sides, tuple(unseen))
        return s
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
        if view.taken_face_down is not None:  # public: which of the two was taken
            taken, kept = (down, up) if view.taken_face_down else (up, down)
            if phase is PLACE_KEPT:
                taken = -1
        offer = (up, down, taken, kept)
    deck = tuple(rest[:view.deck_size])
    removed = tuple(rest[view.deck_size:])
    if len(removed) != REMOVED_COUNT:
        raise GameError(f"inconsistent view: {len(removed)} cards left for the removed pile")
    s._hands = tuple(hands)
    s._deck = deck
    s._offer = offer
    s._fixed = (view.first_player, removed, cards, sides, ())
    return s
