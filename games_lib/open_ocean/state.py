"""The Open Ocean engine: setup, secret picks, plays in turn order, the card actions, the pass,
rounds and the end.

The flow, in one place. Setup: each player chooses a Starter Coral (a decision each, from the
First Player), six cards are dealt to each player (seven at two players) and eight into the
Ocean. A turn: every player picks a card in secret (:class:`~games_lib.core.Draft`); once all
have picked, the picks are played one at a time from the First Player clockwise. Everything a
play asks for — where the card goes, which fish it attracts, what a Dolphin, Shark or Sea Turtle
takes, who loses what in a Feeding Frenzy, where a victim puts a Dolphin — is a decision on the
:class:`~games_lib.core.Pending` stack, answered depth first by the seat it names. Internal steps
("this card now acts") ride on the same stack and resolve on their own. Once every pick is played,
the Ocean is checked for fish, the hands and the First Player card are passed left, and after the
last turn of a round the last cards are discarded and new hands dealt; three rounds end the game.

The engine reads what a card does from its :class:`~.cards.Kind` (placement, action, the size
it attracts, whether it protects, counts toward a Frenzy, or is limited per game); it never
tests a card's name.
"""

from __future__ import annotations

import operator
import random
from functools import reduce
from typing import Optional

from ..core import (HIDDEN, TERMINAL, Chance, Outcome, Decision, Draft, FirstPlayer, GameError, GameInfo, IllegalActionError,
                    Information, LEFT, Pending, Table, make_rng)
from ..core.checks import need_int, need_kind, need_seed, shown
from ..core.draft import PASS, PICK, PLAY
from ..core.rng import shuffle
from ..core.state import GameRules, GameState, GameView, Phases, seat_name
from . import rules
from .actions import ALL_ACTIONS, PLACE_AT, PLACES, CHOOSES, PICKS, SKIP, STARTERS, Choose, Pick, Place, Skip, Starter
from .cards import (ATTRACT, DECK, GOALS, FISH, KINDS, REFRESH_TAKE, STARTER_CARDS, SUN, SWAP_OCEAN, SWAP_REEF, TITLE,
                    Card, starter_face)
from .reef import (CELL_IDS, CELLS, EDGE, NEEDS, Reef, cell_ids, cells_for, edge_offers, edge_supports, open_edges,
                   open_space, protected_cells, takes)
from .checks import invariants
from .scoring import achieved
from .scoring import ranked as _outcome_of

OCEAN_SIZE = 8
_ID = operator.attrgetter("id")
_KIND_ID = operator.attrgetter("kind_id")
ROUNDS = 3
PRIVATE, PUBLIC = "private", "public"
PRIVATE_GOALS, PUBLIC_GOALS = 1, 3


def hand_size(num_players: int) -> int:
    """Cards in a hand: nine solo, seven at two players, six at three to five."""
    return {1: 9, 2: 7}.get(num_players, 6)


def turns_per_round(num_players: int) -> int:
    """Turns in a round: seven at two players (no card left), five at three to five (the last card discarded)."""
    return 7 if num_players == 2 else 5


class Phase(Phases):
    STARTER = 0
    PICK = 1
    DECIDE = 2
    GAME_OVER = 3


_TURTLES, _ROUND, _STARTERS, _GOALS, _GOAL_MODE, _PILES, _DONE, _REMOVED = range(8)
"""The parts of a state's ``_rest``, by place."""

_STARTER, _PICK, _DECIDE, _GAME_OVER = Phase.STARTER, Phase.PICK, Phase.DECIDE, Phase.GAME_OVER
"""The phases as plain names (reading an enum's member through its class is slow; a state is made at every move)."""

# decision kinds on the stack
STARTER_K, PLACE_K, ATTRACT_K, DOLPHIN_K, SHARK_K, TURTLE_K, FRENZY_K, DISCARD_K, HAND_K, ACT_K = (
    "choose a Starter Coral", "place a card", "attract a fish", "take a fish with the Dolphin",
    "take a fish with the Shark", "take a card with the Sea Turtle", "lose a fish to the Feeding Frenzy",
    "discard a card from the Ocean", "discard a card from your hand", "act")

_RULE_FOR = {STARTER_K: rules.STARTER_CHOICE, PLACE_K: rules.PLACE_WHERE, ATTRACT_K: rules.ATTRACT_NEXT,
             DOLPHIN_K: rules.DOLPHIN_TAKE, SHARK_K: rules.SHARK_TAKE, TURTLE_K: rules.TURTLE_TAKE,
             FRENZY_K: rules.FRENZY_LARGEST, DISCARD_K: rules.OCEAN_DISCARD, HAND_K: rules.SOLO_DISCARD}

_OCEAN_DISCARD = tuple(Decision(s, DISCARD_K) for s in range(5))
_HAND_DISCARD = tuple(Decision(s, HAND_K) for s in range(5))
"""Per seat: its decision to discard a card of the Ocean, of its hand (the same every time: made once)."""

# placement modes of a PLACE decision: (card, mode, near card id, acts afterwards)
ANY_LEGAL, NEXT_TO, BESIDE = "legal", "next to", "beside"


# ------------------------------------------------------------------------------ pure helpers

_TABLES = {n: Table(n) for n in range(1, 6)}
_new_state = object.__new__
_new_tuple = tuple.__new__
PICKED = {c.id: c for c in DECK}
"""Each card of the deck by its number (a pick names its card by number)."""
_ORIGIN = CELLS[CELL_IDS[(0, 0)]]
"""The Starter Coral's space, as the table holds it (see _PLACE_0)."""
_PLACE_0 = PLACES[0].id
"""The number of the first Place action: Places are numbered as the cells of the table (``CELLS``), so a
cell is read from a Place's number (the same pair for every placement there, found at once in a reef)."""
_ORDERS = tuple(tuple(Table(n).order(f) for f in range(n)) for n in range(6))
"""Turn order at each table size from each first player, ``_ORDERS[n][first]`` (the engine asks at
every step: a tuple read twice, where a dict would hash a pair of numbers)."""
_ACTING = tuple((k.enters == "reef", k.per_game, k.action, k.attracts) for k in KINDS)
"""Per kind id, what the engine asks when a card of that kind acts: whether it goes into the reef,
its limit per game, its action and the size it attracts (one plain tuple: read at every card played)."""
_FRENZY = frozenset(k.id for k in KINDS if k.frenzy)
_FRENZY_CARDS = frozenset(c for c in DECK if c.kind_id in _FRENZY)
FRENZY_SHARKS = 3
"""Sharks in the Ocean that start a Feeding Frenzy (Shark)."""


def frenzy_due(sharks: int) -> bool:
    """Whether ``sharks`` Sharks in the Ocean start a Feeding Frenzy (Shark): three or more.

    >>> frenzy_due(2), frenzy_due(3)
    (False, True)
    """
    return sharks >= FRENZY_SHARKS


def rule_for(kind: str, num_players: int):
    """The rule a refused answer to a decision of ``kind`` breaks: the Ocean discard is the
    solo game's rule at one player, the 2-player game's otherwise."""
    if kind == DISCARD_K and num_players == 1:
        return rules.SOLO_DISCARD
    return _RULE_FOR[kind]
_FISH_KINDS = frozenset(k.id for k in KINDS if k.placement == FISH)
_SIZE_NEEDS = {size: tuple(NEEDS[k.id] if k.placement == FISH and k.size == size else 0 for k in KINDS)
               for size in {k.size for k in KINDS}}
_SIZE_SHARED = {size: reduce(operator.and_, [n for n in needs if n], -1) for size, needs in _SIZE_NEEDS.items()}
"""Per size: the needs every fish of that size shares (a Tiny fish's: a Sun card along an edge; -1 when
there is no such fish)."""
_SOLO_REMOVED = tuple(c for c in DECK if KINDS[c.kind_id].action == SWAP_REEF)
_SOLO_DECK = tuple(c for c in DECK if KINDS[c.kind_id].action != SWAP_REEF)
"""The solo game's cards set aside (no Dolphins: they swap with another reef) and the deck it plays with."""
_STARTER_CHOICES: dict = {}
"""The choices of Starter Coral (both sides of each card left), per tuple of cards left: made once each."""
_FACES = {(c, side): starter_face(c, side) for c in range(len(STARTER_CARDS)) for side in (0, 1)}
"""Each Starter Coral by (card, side), as it lies in a reef."""


def place_cells(r: Reef, card: Card, mode: str, near: Optional[int]) -> tuple:
    """Where ``card`` may go: next to the card that attracted it (an attracted card is always a
    fish: along an edge), beside the card a Sea Turtle took (any open space along its edges), or
    wherever its kind may go. A Sea Turtle with no card to border goes along an edge of any card."""
    k = KINDS[card.kind_id]
    if mode == NEXT_TO:
        at = r.where(near)
        if at is None:
            return ()
        need = NEEDS[k.id]
        if edge_offers(r, at) & need:  # the card that attracted it gives every open space there what it needs
            return open_edges(r, at)
        return tuple(sorted([c for c, m in edge_supports(r, at) if m & need]))
    if mode == BESIDE:
        at = r.where(near)
        if at is not None:
            out = open_edges(r, at)
            if out:
                return out
    cells = cells_for(r, k)
    if not cells and mode == BESIDE:  # a Turtle with no open card to border: any edge of any card
        cells = tuple(sorted({c for (x, y), _ in r for c in ((x + dx, y + dy) for dx, dy in EDGE)
                              if open_space(c, r)}))
    return cells


def _place_actions(r: Reef, card: Card, mode: str, near: Optional[int]) -> tuple:
    # the cells come sorted, and Place ids follow the cells' order: no sort needed
    return tuple(map(PLACE_AT.__getitem__, place_cells(r, card, mode, near)))


def _unprotected_fish(r: Reef) -> tuple:
    """The fish of ``r`` that no anemone protects, with their cells (kept with the reef)."""
    return r.remember("unprotected fish", _find_unprotected_fish)


def _find_unprotected_fish(r: Reef) -> tuple:
    cards = r.unsorted()  # in no set order: every use counts them, or sorts what it shows
    guarded = protected_cells(r) if any([_PROTECTS[c.kind_id] for _, c in cards]) else ()
    return tuple([(cell, c) for cell, c in cards if c.kind_id in _FISH_KINDS and cell not in guarded])


_PROTECTS = tuple(k.protects for k in KINDS)
"""Per kind id: whether a card of that kind protects the fish around it (the anemone)."""


def _largest(r: Reef) -> list:
    fish = _unprotected_fish(r)
    if not fish:
        return []
    m = max(c.kind.points for _, c in fish)
    return [(cell, c) for cell, c in fish if c.kind.points == m]


def _seat(state, seat, where: str) -> int:
    """``seat`` if it is a seat of the table, else a GameError in words."""
    if seat.__class__ is int and 0 <= seat < state.num_players:
        return seat
    return need_int("seat", seat, 0, state.num_players - 1, where=where)


# ------------------------------------------------------------------------------ the state

class State(GameState):
    """An Open Ocean position (immutable). Read it through its properties; move with ``apply``."""

    __slots__ = ("_phase", "_player", "_turn", "num_players", "reefs", "ocean", "deck", "discard", "draft",
                 "first", "pending", "over", "_rest",
                 "_checked", "_legal", "_text", "_calm",
                 # the engine's working values while a move is worked out (see _Work)
                 "attracted", "sea", "calm")
    _KEYS = ("_phase", "_player", "_turn", "num_players", "reefs", "ocean", "deck", "discard", "draft", "first",
             "pending", "turtles", "round", "starters_left", "over", "goals", "goal_mode", "piles", "done", "removed")
    """What a position is (the rest is worked out from it and kept)."""
    _NAME = "open_ocean"
    _DRAW = "games_lib.open_ocean.draw"
    _END_RULE = rules.GAME_OVER

    def __init__(self, *, num_players, reefs, ocean, deck, discard, draft, first, pending, turtles, round,
                 starters_left, over, turn, goals=None, goal_mode=None, piles=(), done=(), removed=(), legal=None,
                 checked=None):
        # plain assignments (no __setattr__ guards the slots): a state is made at every move
        self._rest = (turtles, round, starters_left, goals if goals is not None else ((),) * num_players, goal_mode,
                      piles, done, removed)
        self.num_players = num_players
        self.reefs = reefs
        self.ocean = ocean
        self.deck = deck
        self.discard = discard
        self.draft = draft
        self.first = first
        self.pending = pending
        self.over = over
        self._turn = turn
        self._legal = legal if pending else None
        self._checked = checked  # solo: the reef last found to meet no goal on top of a pile
        self._calm = False  # the Ocean is known to start no Feeding Frenzy (set by the engine)
        self._find_turn()

    def _find_turn(self) -> None:
        """The phase and the seat to act, from the position (set once, when a state is made)."""
        pending = self.pending
        if self.over:
            self._phase = _GAME_OVER
            self._player = TERMINAL
        elif pending:
            top = pending[-1]
            self._phase = _STARTER if top.kind == STARTER_K else _DECIDE
            self._player = top.seat
        else:
            self._phase = _PICK
            hands, picks = self.draft.hands, self.draft.picks
            for x in _ORDERS[self.num_players][self.first.seat]:
                if picks[x] is None and hands[x]:
                    self._player = x
                    break

    # ------------------------------------------------------------------ reading
    # What changes seldom is kept in one tuple, ``_rest``, shared by the states between its changes
    # (a new state copies one slot for all of it): read each part through its name.
    turtles = property(lambda self: self._rest[_TURTLES], doc="Sea Turtles played so far, per seat.")
    round = property(lambda self: self._rest[_ROUND], doc="How many rounds are complete.")
    starters_left = property(lambda self: self._rest[_STARTERS], doc="The Starter Corals not chosen yet.")
    goals = property(lambda self: self._rest[_GOALS], doc="Each seat's Habitat Goals (empty without goals).")
    goal_mode = property(lambda self: self._rest[_GOAL_MODE], doc="None, 'private' or 'public'.")
    piles = property(lambda self: self._rest[_PILES], doc="Solo: the three piles of Habitat Goals, top first.")
    done = property(lambda self: self._rest[_DONE], doc="Solo: the Habitat Goals completed, in order.")
    removed = property(lambda self: self._rest[_REMOVED], doc="The cards set aside for the game (solo: the Dolphins).")

    @property
    def secrets(self):
        """The picks being made in secret now, else ``None``."""
        return self.draft.picks if self._phase is Phase.PICK else None

    def hand(self, seat: int) -> tuple:
        return self.draft.hands[_seat(self, seat, "hand")]

    def reef(self, seat: int) -> Reef:
        return self.reefs[_seat(self, seat, "reef")]

    @property
    def decision(self) -> Optional[Decision]:
        """The decision waiting now (``None`` while picks are made or at the end)."""
        return self.pending.top

    # ------------------------------------------------------------------ moves
    def legal_actions(self) -> tuple:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> tuple:
        if self.over:
            return ()
        pending = self.pending
        if not pending:
            # in card order: the numbers sorted (whole numbers compare faster than cards; a card's number is unique)
            return tuple(map(PICKS.__getitem__, sorted(map(_ID, self.draft.hands[self._player]))))
        return _Work(self).options(pending[-1])

    def _refuse(self, action):
        top = self.pending.top
        if self.over:
            raise IllegalActionError(rules.GAME_OVER, self, action)
        if top is None:
            raise IllegalActionError(rules.PICK_FROM_HAND, self, action,
                                     "pick one card of your own hand" if isinstance(action, Pick) else
                                     "every player picks a card first")
        if top.kind == PLACE_K and isinstance(action, Place):
            card = top.data[0]
            from .reef import refusal
            why = refusal(self.reefs[top.seat], card.kind, action.cell)
            if why is not None:
                raise IllegalActionError(why[0], self, action, why[1])
            raise IllegalActionError(rules.PLACE_WHERE, self, action,
                                     f"the {card.name} must go next to the card it comes with")
        expected = {STARTER_K: Starter, PLACE_K: Place}.get(top.kind, Choose)
        if not isinstance(action, expected) and not (isinstance(action, Skip) and top.kind == ATTRACT_K):
            raise IllegalActionError(rules.ANSWER_FIRST, self, action, f"{seat_name(top.seat)} must {top.kind} first")
        if top.kind == TURTLE_K and isinstance(action, Choose):
            first = DECK[0].id
            card = DECK[action.card - first] if first <= action.card < first + len(DECK) else None
            if card is not None and card in self.ocean and card.kind.per_game \
                    and self.turtles[top.seat] >= card.kind.per_game:
                raise IllegalActionError(rules.TURTLE_LIMIT, self, action,
                                         f"{seat_name(top.seat)} has already played {self.turtles[top.seat]} "
                                         f"Sea Turtles this game")
        raise IllegalActionError(rule_for(top.kind, self.num_players), self, action, f"not one of the choices to {top.kind}")

    def _do(self, action) -> "State":
        """The state after ``action``: this state is unchanged. An illegal action raises
        :class:`~games_lib.core.IllegalActionError` naming the rule it breaks."""
        legal = self._legal
        if action not in (legal if legal is not None else self.legal_actions()):
            self._refuse(action)
        if action.__class__ is Pick:
            # the seat to pick is the first in turn order still to pick (as _find_turn says)
            draft = self.draft.lock(self._player, PICKED[action.card])
            if draft.stage == PICK:
                return self._picked(draft)
            w = _Work(self)
            w.draft = draft  # the last pick: the plays begin
        else:
            w = _Work(self)
            if action.__class__ is Place:  # the commonest answer (as answer() does it)
                w.place(action)
            else:
                w.answer(action)
        w.settle()
        return w.freeze()

    def _picked(self, draft: Draft) -> "State":
        """A pick that is not the last of the turn only locks it: nothing else moves (the fast
        path: the same position but ``draft``)."""
        s = _new_state(State)  # the same position but the draft: every slot copied as it is
        s._rest = self._rest
        s.num_players = self.num_players
        s.reefs = self.reefs
        s.ocean = self.ocean
        s.deck = self.deck
        s.discard = self.discard
        s.draft = draft
        s.first = self.first
        s.pending = self.pending
        s.over = False
        s._turn = self._turn
        s._legal = None
        s._checked = None
        s._calm = self._calm  # the same Ocean
        s._phase = _PICK  # the next seat to pick (as _find_turn says, without the call)
        hands, picks = draft.hands, draft.picks
        for x in _ORDERS[self.num_players][self.first.seat]:
            if picks[x] is None and hands[x]:
                s._player = x
                break
        return s

    # ------------------------------------------------------------------ end
    def _outcome(self):
        if self.num_players == 1:
            return Outcome.ranked((len(self.done),))
        return _outcome_of(self.reefs, self.goals)

    def _describe(self) -> str:
        try:
            return self._text
        except AttributeError:  # not worked out yet (a new state leaves the slot empty)
            self._text = text = self._text_now()
            return text

    def _text_now(self) -> str:
        lines = [f"{TITLE}, {self.num_players} players, round {min(self.round, ROUNDS - 1) + 1}, "
                 f"{'game over' if self.over else seat_name(self._player) + ' to act'}; first: "
                 f"{seat_name(self.first.seat)}"]
        lines.append("Ocean: " + ", ".join(c.name for c in self.ocean) + f"; deck {len(self.deck)}")
        for s in range(self.num_players):
            lines.append(f"{seat_name(s)}: reef {self.reefs[s]!r}; hand {[c.name for c in self.draft.hands[s]]}")
        if self.pending:
            lines.append(f"waiting: {[(d.seat, d.kind) for d in self.pending]}")
        return "\n".join(lines)


State._HANDLERS = tuple(State._do for _ in Phase)
State.apply = State._do  # every phase has the one handler: apply goes to it straight (one call less a move)


# ------------------------------------------------------------------------------ the working copy

class _Work(State):
    """A state being worked out inside one ``apply``: the next state itself, with lists where
    the state holds tuples, turned into a :class:`State` when it is done (:meth:`freeze`)."""

    __slots__ = ()  # the same slots as a State: freeze only changes the class

    def __init__(self, s: State) -> None:  # every slot set one by one (a state is made at every move)
        self.num_players = s.num_players
        self.attracted = None
        self._checked = s._checked
        self.sea = 0  # counts the changes to the Ocean (each change adds one)
        self.calm = 0 if s._calm else -1  # the count at which the Ocean was last found to start no Frenzy
        self.reefs = list(s.reefs)
        self.ocean = list(s.ocean)
        self.deck = s.deck        # tuples (and the turtles, piles, done): copied only when they change
        self.discard = s.discard
        self.draft = s.draft
        self.first = s.first
        self.pending = list(s.pending)  # the decision to answer first last; a Pending again when frozen
        self.over = s.over
        self._turn = s._turn
        self._rest = s._rest  # turtles, round, Starter Corals left, goals, piles, ...: a new tuple when one changes

    def freeze(self) -> State:
        """This work, done: the next state (the same object, now a :class:`State`)."""
        self.reefs = tuple(self.reefs)
        self.ocean = tuple(self.ocean)
        self.pending = pending = tuple.__new__(Pending, self.pending)
        self._calm = self.calm == self.sea
        self.__class__ = State
        if pending and not self.over:  # a decision waits (settle has set its choices; as _find_turn says)
            top = pending[-1]
            self._phase = _STARTER if top.kind == STARTER_K else _DECIDE
            self._player = top.seat
        else:
            self._legal = None
            self._find_turn()
        return self

    def set_rest(self, i: int, value) -> None:
        """Part ``i`` of ``_rest`` (``_TURTLES``, ``_ROUND``, ...) becomes ``value``."""
        r = self._rest
        self._rest = (*r[:i], value, *r[i + 1:])

    # ------------------------------------------------------------------ the Ocean
    def top_up(self) -> None:
        k = min(OCEAN_SIZE - len(self.ocean), len(self.deck))
        if k > 0:
            self.sea += 1
            deck = self.deck
            self.ocean.extend(deck[:-k - 1:-1])  # the last card first, as if popped one by one
            self.deck = deck[:-k]

    def refresh(self) -> None:
        self.discard += tuple(self.ocean)
        self.ocean = []
        self.sea += 1
        self.top_up()

    # ------------------------------------------------------------------ what a seat may choose
    def dolphin_targets(self, seat: int) -> list:
        mine = self.reefs[seat]
        out = []
        for v in range(self.num_players):
            if v != seat:
                out += [c for _, c in _unprotected_fish(self.reefs[v]) if takes(mine, NEEDS[c.kind_id])]
        return out

    def shark_targets(self, seat: int) -> list:
        return [c for c in self.ocean if KINDS[c.kind_id].placement == FISH and takes(self.reefs[seat], NEEDS[c.kind_id])]

    def turtle_targets(self, seat: int, turtle: Card) -> list:
        out = []
        for c in self.ocean:
            k = KINDS[c.kind_id]
            if k.action == REFRESH_TAKE and k.per_game:
                if self.turtles[seat] < k.per_game:
                    out.append(c)
            elif k.placement in (SUN, FISH) and takes(self.reefs[seat], NEEDS[k.id]):
                out.append(c)
        return out

    def attract_targets(self, seat: int, size: int, near: int) -> list:
        r = self.reefs[seat]
        key = (seat, size, near, self.sea)  # the Ocean as it is now: every change to it adds one to sea
        last = self.attracted
        if last is not None and last[0] is r and last[1] == key:
            return last[2]  # asked again for the same reef and Ocean (the action, then its choices)
        out = self._attract_targets(r, size, near)
        self.attracted = (r, key, out)
        return out

    def _attract_targets(self, r: Reef, size: int, near: int) -> list:
        at = r.where(near)
        if at is None:
            return []
        # a fish goes along an edge of the card that attracts it, into an open space there; the
        # card itself offers each such space what every fish of the size it attracts needs (a Sun
        # card what a Tiny fish needs, a Tiny fish what a Medium one needs: the card data, pinned by
        # test_what_a_card_offers_along_its_edges_is_part_of_the_supports_there), so any fish of
        # that size in the Ocean may come while one is open, whatever else the reef holds
        if edge_offers(r, at) & _SIZE_SHARED[size]:
            needs = _SIZE_NEEDS[size]  # per kind id: what a fish of ``size`` needs (0: not such a fish)
            return [c for c in self.ocean if needs[c.kind_id]]
        return []

    def playable(self, seat: int, card: Card) -> bool:
        k = KINDS[card.kind_id]
        if k.per_game and self.turtles[seat] >= k.per_game:
            return False
        if k.enters == "reef":
            return bool(cell_ids(self.reefs[seat], NEEDS[k.id]))
        return _PLAYABLE[k.action](self, seat, card)

    def options(self, top: Decision) -> tuple:
        kind, seat, data = top.kind, top.seat, top.data
        if kind == PLACE_K:
            card, mode, near, _ = data
            r = self.reefs[seat]
            if mode == ANY_LEGAL:  # wherever its kind may go: a Place's number follows its cell's id
                return tuple(map(PLACES.__getitem__, cell_ids(r, NEEDS[card.kind_id])))
            return _place_actions(r, card, mode, near)
        if kind == STARTER_K:
            left = self._rest[_STARTERS]
            found = _STARTER_CHOICES.get(left)
            if found is None:
                found = _STARTER_CHOICES[left] = tuple([a for a in STARTERS if a.card in left])
            return found
        if kind == ATTRACT_K:
            size, near = data
            return (*map(CHOOSES.__getitem__, sorted(map(_ID, self.attract_targets(seat, size, near)))), SKIP)
        if kind == DOLPHIN_K:
            cards = self.dolphin_targets(seat)
        elif kind == SHARK_K:
            cards = self.shark_targets(seat)
        elif kind == TURTLE_K:
            cards = self.turtle_targets(seat, data)
        elif kind == FRENZY_K:
            cards = [c for _, c in _largest(self.reefs[seat])]
        elif kind == DISCARD_K:
            cards = self.ocean
        elif kind == HAND_K:
            cards = self.draft.hands[seat]
        else:
            return ()
        # one choice a card, in card order (a choice's id follows its card's number)
        return tuple(map(CHOOSES.__getitem__, sorted(set(map(_ID, cards)))))

    # ------------------------------------------------------------------ answering
    def push(self, *decisions: Decision) -> None:
        # the engine's own decisions: on the stack as Pending.push puts them (the first answered first)
        self.pending.extend(reversed(decisions))

    def pop(self) -> Decision:
        return self.pending.pop()

    def answer(self, action) -> None:
        if action.__class__ is Place:  # the most common answer first
            self.place(action)
            return
        top = self.pop()
        seat = top.seat
        if isinstance(action, Starter):
            self.reefs[seat] = Reef({_ORIGIN: _FACES[action.card, action.side]})
            self.set_rest(_STARTERS, tuple(c for c in self._rest[_STARTERS] if c != action.card))
        elif isinstance(action, Skip):
            pass
        else:
            _CHOSEN[top.kind](self, top, action.card)

    def place(self, action: Place) -> None:
        """The card waiting to be placed goes into the cell chosen (then acts, if it does)."""
        top = self.pending.pop()
        seat = top.seat
        card, mode, near, acts = top.data
        self.reefs[seat] = self.reefs[seat].put(CELLS[action.id - _PLACE_0], card)  # the table's own (x, y)
        if acts:
            if self.calm == self.sea and self.num_players > 1:
                self.act(seat, card, True)  # what settle would do first: no goals to check, the Ocean unchanged
            else:
                self.pending.append(_new_tuple(Decision, (seat, ACT_K, card)))

    def _take_from_ocean(self, card_id: int) -> Card:
        ocean = self.ocean
        try:
            i = ocean.index(PICKED.get(card_id))  # found in C (a card of the deck by its number)
        except ValueError:
            raise StopIteration from None  # as next() would: a card the choices never offered
        self.sea += 1
        return ocean.pop(i)

    def _chose_attract(self, top: Decision, card_id: int) -> None:
        size, near = top.data
        card = self._take_from_ocean(card_id)
        self.top_up()
        self.pending.append(_new_tuple(Decision, (top.seat, PLACE_K, (card, NEXT_TO, near, False))))

    def _chose_dolphin(self, top: Decision, card_id: int) -> None:
        dolphin = top.data
        for v in range(self.num_players):
            cell = self.reefs[v].where(card_id) if v != top.seat else None
            if cell is not None:
                fish = self.reefs[v][cell]
                self.reefs[v] = self.reefs[v].without(cell)
                self.push(Decision(v, PLACE_K, (dolphin, ANY_LEGAL, None, False)),
                          Decision(top.seat, PLACE_K, (fish, ANY_LEGAL, None, True)))
                return

    def _chose_shark(self, top: Decision, card_id: int) -> None:
        i = self.ocean.index(PICKED[card_id])
        fish = self.ocean[i]
        self.ocean[i] = top.data
        self.sea += 1
        self.push(Decision(top.seat, PLACE_K, (fish, ANY_LEGAL, None, True)))

    def _chose_turtle(self, top: Decision, card_id: int) -> None:
        turtle, seat = top.data, top.seat
        taken = self._take_from_ocean(card_id)
        self.top_up()
        then = Decision(seat, PLACE_K, (turtle, BESIDE, taken.id, False))
        if taken.kind.enters == "reef":
            self.push(Decision(seat, PLACE_K, (taken, ANY_LEGAL, None, False)), then, Decision(seat, ACT_K, taken))
        else:  # another Turtle: it acts at once (refresh, take), then this one borders it
            self.push(Decision(seat, ACT_K, taken), then)

    def _chose_frenzy(self, top: Decision, card_id: int) -> None:
        r = self.reefs[top.seat]
        cell = r.where(card_id)
        self.discard += (r[cell],)
        self.reefs[top.seat] = r.without(cell)

    def _chose_hand_discard(self, top: Decision, card_id: int) -> None:
        hand = self.draft.hands[top.seat]
        card = PICKED[card_id]
        i = hand.index(card)
        self.discard += (card,)
        self.draft = self.draft.with_hands([hand[:i] + hand[i + 1:]])

    def check_goals(self) -> None:
        """Solo: a goal on top of a pile that the reef now meets is completed; the next one shows."""
        r = self.reefs[0]
        if r is self._checked:
            return  # the same reef as at the last look: no goal on top is met (only this changes the piles)
        # one card put into the reef last looked at: only the pairs it is in can meet a goal
        added = r.added_to(self._checked) if self._checked is not None else None
        self._checked = r
        changed = True
        while changed:
            changed = False
            for i, p in enumerate(self._rest[_PILES]):
                if p and achieved(r, p[0], added):
                    self.set_rest(_DONE, (*self._rest[_DONE], p[0]))
                    piles = self._rest[_PILES]
                    self.set_rest(_PILES, (*piles[:i], p[1:], *piles[i + 1:]))
                    changed = True
            added = None  # a goal newly on top: the whole reef is looked at

    def _chose_discard(self, top: Decision, card_id: int) -> None:
        self.discard += (self._take_from_ocean(card_id),)
        self.top_up()

    # ------------------------------------------------------------------ the card actions
    def act(self, seat: int, card: Card, placed: bool = False) -> None:
        """``card`` of ``seat`` does what it does (``placed``: it has just been put into the reef)."""
        card_id, kind_id = card
        to_reef, per_game, action, attracts = _ACTING[kind_id]
        if not placed and to_reef and self.reefs[seat].where(card_id) is None:
            return  # lost (a Frenzy) before it could act
        if per_game and not to_reef:
            t = self._rest[_TURTLES]
            self.set_rest(_TURTLES, (*t[:seat], t[seat] + 1, *t[seat + 1:]))
        if action == ATTRACT:  # the commonest, without a second call
            if self.attract_targets(seat, attracts, card_id):
                self.pending.append(_new_tuple(Decision, (seat, ATTRACT_K, (attracts, card_id))))
        elif action is not None:
            _ACT[action](self, seat, card)

    def _act_dolphin(self, seat: int, card: Card) -> None:
        self.pending.append(_new_tuple(Decision, (seat, DOLPHIN_K, card)))

    def _act_shark(self, seat: int, card: Card) -> None:
        self.pending.append(_new_tuple(Decision, (seat, SHARK_K, card)))

    def _act_turtle(self, seat: int, card: Card) -> None:
        self.refresh()
        self.pending.append(_new_tuple(Decision, (seat, TURTLE_K, card)))

    def frenzy(self) -> None:
        ties = []
        for seat in _ORDERS[self.num_players][self.first.seat]:
            largest = _largest(self.reefs[seat])
            if len(largest) == 1:
                cell, c = largest[0]
                self.discard += (c,)
                self.reefs[seat] = self.reefs[seat].without(cell)
            elif largest:
                ties.append(Decision(seat, FRENZY_K))
        if ties:
            self.push(*ties)
        self.refresh()

    def play(self, seat: int, card: Card) -> None:
        """``seat`` reveals and plays ``card``, its pick."""
        self.draft = self.draft.played(seat)
        if self.num_players == 2 and seat == _ORDERS[2][self.first.seat][-1]:
            self.pending.append(_OCEAN_DISCARD[seat])
        if self.num_players == 1 and self.draft.hands[seat]:  # solo: a card of the hand, then one of the Ocean
            self.pending += (_OCEAN_DISCARD[seat], _HAND_DISCARD[seat])  # (the top of the stack last)
        if not self.playable(seat, card):
            self.ocean.append(card)
            self.sea += 1
        elif _ACTING[card.kind_id][0]:  # it goes into the reef
            self.pending.append(_new_tuple(Decision, (seat, PLACE_K, (card, ANY_LEGAL, None, True))))
        else:
            self.pending.append(_new_tuple(Decision, (seat, ACT_K, card)))

    def fallback(self, top: Decision) -> None:
        """A decision with no choice left: what happens instead."""
        self.pop()
        if top.kind == PLACE_K:
            self.ocean.append(top.data[0])
            self.sea += 1
        elif top.kind == TURTLE_K:
            self.push(Decision(top.seat, PLACE_K, (top.data, BESIDE, None, False)))
        elif top.kind in (DOLPHIN_K, SHARK_K):
            self.ocean.append(top.data)
            self.sea += 1

    def end_of_turn(self) -> None:
        table = _TABLES[self.num_players]
        self.draft = self.draft.passed(table, LEFT)
        self.first = self.first.moved(table, LEFT)
        self._turn += 1
        left = len(self.draft.hands[0])
        if left <= (1 if self.num_players >= 3 else 0):
            for h in self.draft.hands:
                self.discard += tuple(h)
            self.set_rest(_ROUND, self._rest[_ROUND] + 1)
            size = hand_size(self.num_players)
            if self._rest[_ROUND] >= ROUNDS or len(self.deck) < size * self.num_players:
                self.draft = self.draft.with_hands([()] * self.num_players)
                self.over = True
                return
            deck = self.deck
            hands = []
            for _ in range(self.num_players):  # each hand the top ``size`` cards of the deck (sorted: the order they come in is lost)
                hands.append(tuple(sorted(deck[-size:])))
                deck = deck[:-size]
            self.deck = deck
            self.draft = Draft.deal(hands)

    def settle(self) -> None:
        """Go on until a player must decide (or the game is over)."""
        solo = self.num_players == 1
        while not self.over:
            if solo and self.reefs[0] is not self._checked:  # the reef has changed since the last look
                self.check_goals()
            pending = self.pending
            top = pending[-1] if pending else None
            # the Sharks in the Ocean, counted in one C call (cards are unique: each counted once);
            # counted again only once the Ocean has changed (every change clears ``calm``)
            if self.calm != self.sea and (top is None or top.kind != PLACE_K):
                if frenzy_due(len(_FRENZY_CARDS.intersection(self.ocean))):
                    self.frenzy()
                    continue
                self.calm = self.sea
            if top is not None:
                if top.kind == ACT_K:
                    pending.pop()
                    self.act(top.seat, top.data)
                    continue
                legal = self.options(top)
                if not legal:
                    self.fallback(top)
                    continue
                self._legal = legal  # the choices of the next state
                return
            stage = self.draft.stage
            if stage == PLAY:
                seat = self.draft.next_to_play(_ORDERS[self.num_players][self.first.seat])
                self.play(seat, self.draft.revealed[seat])
            elif stage == PASS:
                if self.deck and _FISH_KINDS.isdisjoint(map(_KIND_ID, self.ocean)):  # no fish in the Ocean
                    self.refresh()
                    continue
                self.end_of_turn()
            else:
                return


_PLAYABLE = {SWAP_REEF: lambda w, seat, card: bool(w.dolphin_targets(seat)),
             SWAP_OCEAN: lambda w, seat, card: bool(w.shark_targets(seat)),
             REFRESH_TAKE: lambda w, seat, card: True,
             ATTRACT: lambda w, seat, card: True}
_ACT = {SWAP_REEF: _Work._act_dolphin, SWAP_OCEAN: _Work._act_shark,
        REFRESH_TAKE: _Work._act_turtle}
_CHOSEN = {ATTRACT_K: _Work._chose_attract, DOLPHIN_K: _Work._chose_dolphin, SHARK_K: _Work._chose_shark,
           TURTLE_K: _Work._chose_turtle, FRENZY_K: _Work._chose_frenzy, DISCARD_K: _Work._chose_discard,
           HAND_K: _Work._chose_hand_discard}


# ------------------------------------------------------------------------------ the view

class View(GameView):
    """What one seat may see: every reef, the Ocean, the size of the deck, the discards, its own
    hand and the hands it has held (:meth:`~games_lib.core.Draft.seen_by`), the decisions waiting."""

    __slots__ = ("seat", "num_players", "current_player", "legal_actions", "phase", "turn", "round", "reefs",
                 "ocean", "deck_size", "discard", "draft", "first", "pending", "turtles", "starters_left", "over",
                 "goals", "goal_mode", "goal_piles", "done", "removed", "full_state")
    _NAME = "open_ocean"
    _DRAW = "games_lib.open_ocean.draw"

    def __init__(self, state: State, seat: Optional[int]) -> None:
        if seat is not None:
            _seat(state, seat, "view")
        self.seat = seat
        self.num_players = state.num_players
        self.current_player = state.current_player
        self.legal_actions = state.legal_actions() if seat is None or seat == state.current_player else ()
        self.phase = state.phase
        self.turn = state.turn
        self.round = state.round
        self.reefs = state.reefs
        self.ocean = state.ocean
        self.deck_size = len(state.deck)
        self.discard = state.discard
        self.draft = state.draft.seen_by(seat)
        self.first = state.first
        self.pending = state.pending
        self.turtles = state.turtles
        self.starters_left = state.starters_left
        self.over = state.over
        self.goal_mode = state.goal_mode
        hide = state.goal_mode == PRIVATE and not state.over
        self.goals = tuple(g if seat is None or i == seat or not hide else None for i, g in enumerate(state.goals))
        self.goal_piles = (tuple((p[0] if p else None, len(p)) for p in state.piles) if seat is not None
                           else state.piles)
        self.done = state.done
        self.removed = state.removed
        self.full_state = state if seat is None else None

    def __str__(self) -> str:
        lines = [f"{seat_name(self.seat)} sees: round {min(self.round, ROUNDS - 1) + 1}, turn {self.turn}, "
                 f"{self.phase}, {seat_name(self.current_player) if self.current_player != TERMINAL else 'nobody'} "
                 f"to act; first: {seat_name(self.first.seat)}; deck {self.deck_size}; discards {len(self.discard)}",
                 "Ocean: " + ", ".join(c.name for c in self.ocean)]
        for s in range(self.num_players):
            h = self.draft.hands[s]
            shown_hand = h if isinstance(h, int) else [c.name for c in h]
            lines.append(f"{seat_name(s)}: {self.reefs[s]!r}; hand {shown_hand}; pick {self.draft.picks[s]!s}")
        if self.pending:
            lines.append(f"waiting: {[(d.seat, d.kind) for d in self.pending]}")
        return "\n".join(lines)


def sample_state(view: View, rng: random.Random) -> State:
    """A state the view's seat could be in: the hands and picks it has not seen, and the deck's
    order, dealt at random from the cards it has not seen (consistent with the hands it has held)."""
    need_kind("view", view, View, "an Open Ocean view (state.view(seat))", where="sample_state")
    need_kind("rng", rng, random.Random, "a random.Random", where="sample_state")
    d = view.draft
    seen = set()
    for h in d.hands:
        if not isinstance(h, int):
            seen.update(c.id for c in h)
    seen.update(c.id for c in d.picks if c is not None and c is not HIDDEN)
    seen.update(c.id for c in d.revealed if c is not None)
    for r in view.reefs:
        seen.update(c.id for c in r.cards())
    seen.update(c.id for c in view.ocean)
    seen.update(c.id for c in view.discard)
    for dec in view.pending:
        data = dec.data
        if isinstance(data, Card):
            seen.add(data.id)
        elif isinstance(data, tuple) and data and isinstance(data[0], Card):
            seen.add(data[0].id)
    seen.update(c.id for c in view.removed)
    unseen = [c for c in DECK if c.id not in seen]
    draft, rest = Draft.sample(d, unseen, rng)
    hands = tuple(tuple(sorted(h)) if isinstance(v, int) else h for h, v in zip(draft.hands, d.hands))
    goals = view.goals
    if any(g is None for g in goals):
        known = {x for g in goals if g is not None for x in g}
        pool = [g for g in GOALS if g not in known]
        rng.shuffle(pool)
        out = []
        for g in goals:
            if g is None:
                out.append(tuple(sorted(pool[:PRIVATE_GOALS])))
                pool = pool[PRIVATE_GOALS:]
            else:
                out.append(g)
        goals = tuple(out)
    piles = view.goal_piles
    if view.seat is not None and piles:
        known = {g for g in view.done} | {top for top, _ in piles if top is not None}
        pool = [g for g in GOALS if g not in known]
        rng.shuffle(pool)
        out = []
        for top, size in piles:
            out.append(((top,) + tuple(pool[:size - 1])) if size else ())
            pool = pool[max(0, size - 1):]
        piles = tuple(out)
    return State(num_players=view.num_players, reefs=view.reefs, ocean=view.ocean, deck=tuple(rest),
                 discard=view.discard, draft=draft._replace(hands=hands), first=view.first, pending=view.pending,
                 turtles=view.turtles, round=view.round, starters_left=view.starters_left, over=view.over,
                 turn=view.turn, goals=goals, goal_mode=view.goal_mode, piles=piles, done=view.done,
                 removed=view.removed)


# ------------------------------------------------------------------------------ the game

class OpenOcean(GameRules):
    """The game: its declared facts (``info``) and its start."""

    info = GameInfo(name="open_ocean", title=TITLE, min_players=1, max_players=5, chance=Chance.SEEDED_SETUP,
                    information=Information.IMPERFECT, simultaneous=True, max_decisions=4000,
                    rulebook="open-ocean.txt")

    def new_initial_state(self, seed: "int | random.Random" = 0, *, num_players: Optional[int] = None,
                          goals: Optional[str] = None) -> State:
        n = 3 if num_players is None else need_int("num_players", num_players, where="new_game")
        if n not in self.info.players:
            raise GameError(f"Open Ocean is for 1 (solo) to 5 players, not {shown(n)}")
        if goals not in (None, PRIVATE, PUBLIC):
            raise GameError(f"new_game: goals must be None, 'private' or 'public', not {shown(goals)}")
        if n == 1 and goals is not None:
            raise GameError("new_game: the solo game always plays with its three piles of Habitat Goals")
        rng = make_rng(need_seed("seed", seed, where="new_game"))
        dealt = list(GOALS)
        shuffle(rng, dealt)
        if goals == PRIVATE:
            goal_sets = tuple(tuple(sorted(dealt[i * PRIVATE_GOALS:(i + 1) * PRIVATE_GOALS])) for i in range(n))
        elif goals == PUBLIC:
            goal_sets = (tuple(sorted(dealt[:PUBLIC_GOALS])),) * n
        else:
            goal_sets = ((),) * n
        piles, removed = (), ()
        deck = list(DECK)
        if n == 1:  # solo: no Dolphins; the goals in three piles
            removed = _SOLO_REMOVED
            deck = list(_SOLO_DECK)
            k = len(dealt) // 3
            piles = tuple(tuple(dealt[i * k:(i + 1) * k]) for i in range(3))
        shuffle(rng, deck)
        size = hand_size(n)
        hands = []
        for _ in range(n):  # each hand the last ``size`` cards of the deck, sorted
            hands.append(tuple(sorted(deck[-size:])))
            del deck[-size:]
        ocean = deck[:-OCEAN_SIZE - 1:-1]  # the last eight, the last card first (as if popped one by one)
        del deck[-OCEAN_SIZE:]
        first = FirstPlayer(0)
        starters = Pending().push(*(Decision(s, STARTER_K) for s in Table(n).order(first.seat)))
        w = _Work(State(num_players=n, reefs=(Reef(),) * n, ocean=tuple(ocean), deck=tuple(deck), discard=(),
                        draft=Draft.deal(hands), first=first, pending=starters, turtles=(0,) * n, round=0,
                        starters_left=tuple(range(len(STARTER_CARDS))), over=False, turn=0, goals=goal_sets,
                        goal_mode=goals, piles=piles, removed=removed))
        w.settle()
        return w.freeze()

    @staticmethod
    def sample_state(view: View, rng: random.Random) -> State:
        return sample_state(view, rng)

    @staticmethod
    def action_space() -> tuple:
        return ALL_ACTIONS

    @staticmethod
    def invariants(state: State) -> list:
        """What is wrong (empty when all holds): see :mod:`.checks` (every card in one place, the
        reefs legal, at most three Sea Turtles each, secret picks unseen, decisions agreeing)."""
        return invariants(state)


GAME = OpenOcean(State, View)


def new_game(seed: "int | random.Random" = 0, *, num_players: int = 3, goals: Optional[str] = None) -> State:
    """A new game of Open Ocean for ``num_players`` (1: the solo game, up to 5), dealt from ``seed``; ``goals``:
    ``None``, ``"private"`` (one Habitat Goal each, hidden) or ``"public"`` (three for everyone)."""
    return GAME.new_initial_state(seed, num_players=num_players, goals=goals)
