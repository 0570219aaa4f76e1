"""The OCEAN: Great Barrier Reef game: setup, the phases of a turn, views, the Game object.

=================  ====================  ==================================================
phase              who acts              what happens next
=================  ====================  ==================================================
``Phase.TURN``     the active player     ``DrawFauna`` (Action 1), ``DrawCoral`` (Action 3)
                                         or ``Pass`` → end of turn; ``PlayCoral``
                                         (Action 2) → ``PAY`` (same player)
``Phase.PAY``      the active player     ``Pay`` → the card goes into the reef → end of turn
``Phase.FACE_UP``  the active player     after ``DECK_FIRST`` (Action 1's deck card, drawn and
                                         seen): ``THEN_FACE_UP[colour]`` → end of turn
``Phase.END``      nobody                :meth:`State.outcome`
=================  ====================  ==================================================

A follow-up step (paying, the face-up card after the deck card) is a decision pushed on the
state's :attr:`State.pending` stack (:class:`~games_lib.core.decisions.Pending`); the phase
says which kind it is.

End of a turn: the face-up rows are refilled (the Fauna deck reshuffled from the discard pile
when it runs out), the active player's reef is checked against the win conditions, and the
game ends once the round in which a condition was met is complete (every player has had the
same number of turns).

Chance: every shuffle, the reshuffles of the discard pile included, comes from the seed. The
setup shuffles are drawn when the game is made; later reshuffles use a hidden seed kept in
the state (``Chance.SEEDED_SETUP``), which a view never shows, so that
:func:`sample_state` can deal the unseen cards and the future shuffles afresh.

>>> s = new_game(seed=1, num_players=3)
>>> s.phase, s.current_player == s.first_player, len(s.legal_actions()) > 0
(<Phase.TURN: 0>, True, True)
"""

from __future__ import annotations

import random
from collections import Counter
from math import floor
from bisect import bisect_left
from itertools import combinations
from operator import attrgetter, itemgetter
from typing import Optional

from ..core.checks import is_whole, need_int, need_kind
from ..core import TERMINAL, Chance, Decision, GameError, GameInfo, IllegalActionError, Information, Outcome, Pending, make_rng
from ..core.state import GameRules, GameState, GameView, Phases, seat_name, to_act
from ..core.words import and_list
from . import rules
from .actions import (
    DECK_FIRST,
    PASS,
    PLAYS,
    TAKE_OCTOPUS,
    THEN_FACE_UP,
    TWO_FROM_DECK,
    TWO_FROM_ROW,
    DrawCoral,
    DrawFauna,
    Pass,
    Pay,
    PlayCoral,
    DRAWS_BY_DECK,
    action_space,
    pay_action,
)
from .cards import CLOWNFISH, CORAL, FAUNA_COUNTS, KINDS, OCTOPUS, STARTING_CARDS, TITLE, colour, coral
from .payments import (
    FIELDS, LOWEST, Payment, affordable, as_counts, cost_row, count_key, effective_needs, hand_counts, hand_key, key_counts,
    key_hand, payments, reads, take, why_not)
from .checks import check_position
from .scoring import SIDES, decide, VARIANT1_TARGETS, Reef, WinCondition, EMPTY_REEF, score

FAUNA_ROW = 5
FAUNA_HAND = 3
CORAL_ROW = 8
CORAL_HAND = 3
VARIANT2_PER_PLAYER = 7
MIN_PLAYERS, MAX_PLAYERS = 2, 5
VARIANTS = (0, 1, 2)
_O = 6


class Phase(Phases):
    TURN = 0
    PAY = 1
    FACE_UP = 2
    END = 3


TURN, PAY, FACE_UP, END = Phase
NOTHING_PENDING = Pending()
PAY_FOR = "pay for the Coral Reef card"
TAKE_FACE_UP = "take a single-colour face-up Fauna card"
_new = object.__new__
_ZERO7 = (0,) * 7
_NO_DISCOUNT = (0,) * 6


# ------------------------------------------------------------------------------ chance

def _fisher_yates(items: list, rnd) -> list:
    """Shuffle ``items`` in place: each position from the last down to 1 swaps with a position at
    or below it, ``int(rnd() * (i + 1))`` (``floor`` gives the same number for a product that is
    never negative, a quarter cheaper on Python 3.11)."""
    for i in range(len(items) - 1, 0, -1):
        j = floor(rnd() * (i + 1))
        items[i], items[j] = items[j], items[i]
    return items


def _draw_fauna(deck: tuple, discard: int, seed: int, k: int):
    """Draw ``k`` cards from the top of the Fauna deck, shuffling the discard pile (its
    :func:`~.payments.count_key`) into a new deck when it runs out. Returns (drawn colours, deck,
    discard, seed), or None if deck and discard together hold fewer than ``k`` cards."""
    if len(deck) >= k:
        return deck[:k], deck[k:], discard, seed
    counts = key_counts(discard)
    if len(deck) + sum(counts) < k:
        return None
    drawn = deck
    pile = [c for c in range(7) for _ in range(counts[c])]
    rng = random.Random(seed)
    _fisher_yates(pile, rng.random)
    seed = rng.getrandbits(64)
    rest = k - len(drawn)
    return drawn + tuple(pile[:rest]), tuple(pile[rest:]), 0, seed


def _add(counts: tuple, colours) -> tuple:
    c = list(counts)
    for x in colours:
        c[x] += 1
    return tuple(c)


def _counts(colours) -> tuple:
    return _add(_ZERO7, colours)


def _gain(hand: int, colours) -> int:
    """A hand (as its :func:`~.payments.hand_key`) with one more card of each of ``colours``: the
    kind's set bits plus its lowest bit carry into the next bit up."""
    for c in colours:
        hand += (hand & FIELDS[c]) + LOWEST[c]
    return hand


# ------------------------------------------------------------------------------ the state

class State(GameState):
    """An immutable Great Barrier Reef position (use :func:`new_game` or ``GAME.new_initial_state``).

    Fauna cards are counted by kind (7 counts: red, white, yellow, green, black, blue, octopus;
    a hand is kept as its :func:`~.payments.hand_key`, a run of bits a kind, which keys the
    memos of payable cards); Coral Reef cards by id. ``legal_actions()`` is sorted by id; ``apply(a)`` returns the next
    state or raises :class:`IllegalActionError` naming the rule (this state is unchanged).
    """

    __slots__ = ("_phase", "_player", "_turn", "_fdeck", "_fdiscard", "_frow", "_fhands", "_cdeck",
                 "_crow", "_chands", "_reefs", "_pending", "_flags", "_seed", "_fixed", "_legal", "_text")
    # _flags: (a win condition was met this round, consecutive passes)
    # _fixed: (num_players, first player, Starting Card per seat, variant, target, removed coral ids)
    _KEYS = __slots__[:-2]  # not the two caches (legal actions, text)
    _NAME = "great_barrier_reef"
    _DRAW = "games_lib.great_barrier_reef.draw"

    # ------------------------------------------------------------------ the rules
    def legal_actions(self) -> tuple:
        """The current player's legal actions, sorted by ``action.id``."""
        got = self._legal
        if got is None:
            got = self._legal = _LEGAL[self._phase](self)
        return got

    # ------------------------------------------------------------------ reading
    @property
    def num_players(self) -> int:
        return self._fixed[0]

    @property
    def first_player(self) -> int:
        return self._fixed[1]

    @property
    def variant(self) -> int:
        return self._fixed[3]

    @property
    def target(self) -> Optional[int]:
        return self._fixed[4]

    def turns_taken(self, seat: int) -> int:
        n, first = self._fixed[0], self._fixed[1]
        return (self._turn - (seat - first) % n + n - 1) // n

    @property
    def active_player(self) -> int:
        return (self._fixed[1] + self._turn) % self._fixed[0]

    @property
    def starting_cards(self) -> tuple:
        return tuple(STARTING_CARDS[i] for i in self._fixed[2])

    def fauna_hand(self, seat: int) -> dict:
        """{colour name: count} of a seat's Fauna cards."""
        return Payment(key_hand(self._fhands[seat])).as_dict()

    def coral_hand(self, seat: int) -> tuple:
        return tuple(CORAL[c] for c in self._chands[seat])

    @property
    def fauna_row(self) -> tuple:
        return tuple(KINDS[c] for c in self._frow)

    @property
    def coral_row(self) -> tuple:
        return tuple(CORAL[c] for c in self._crow)

    @property
    def fauna_deck_size(self) -> int:
        return len(self._fdeck)

    @property
    def discard(self) -> dict:
        return Payment(key_counts(self._fdiscard)).as_dict()

    @property
    def coral_deck_size(self) -> int:
        return len(self._cdeck)

    @property
    def fauna_deck(self) -> tuple:
        """The Fauna deck, top card first (hidden from every seat: a view shows only its size)."""
        return tuple(KINDS[c] for c in self._fdeck)

    @property
    def coral_deck(self) -> tuple:
        """The Coral Reef deck, top card first (hidden from every seat)."""
        return tuple(CORAL[c] for c in self._cdeck)

    @property
    def removed(self) -> tuple:
        """The Coral Reef cards out of play: Variant 1's 3-point cards (public), Variant 2's
        cards set aside unseen."""
        return tuple(CORAL[c] for c in self._fixed[5])

    def reef(self, seat: int) -> Reef:
        return self._reefs[seat]

    @property
    def pending(self) -> Pending:
        """The follow-up decisions of this turn (empty, or one: pay for the card being played, or
        take the face-up card after the deck card)."""
        return self._pending

    @property
    def playing(self) -> Optional[PlayCoral]:
        """The Coral Reef card being played (phase PAY), else ``None``."""
        top = self._pending.top
        return top.data if top is not None and top.kind == PAY_FOR else None

    def points(self) -> tuple:
        mp = self._fixed[3] != 1
        return tuple(r.points(mp) for r in self._reefs)

    def win_conditions(self) -> tuple:
        v, t = self._fixed[3], self._fixed[4]
        return tuple(r.win_condition(variant=v, target=t) for r in self._reefs)

    def scores(self) -> tuple:
        """Each player's itemised reef score."""
        mp = self._fixed[3] != 1
        return tuple(score(r, match_points=mp) for r in self._reefs)

    # ------------------------------------------------------------------ identity and display
    def __str__(self) -> str:
        text = self._text
        if text is None:
            text = self._text = _describe(self)
        return text


def _make_builders():
    # Straight-line functions (no loop over names): a copy is made at every move, a state at
    # every set-up.
    body = "\n".join(f"    s.{k} = self.{k}" for k in State._KEYS)
    src = f"def _copy(self):\n    s = _new(State)\n{body}\n    s._legal = s._text = None\n    return s\n"
    body = "\n".join(f"    s.{k} = {k}" for k in State._KEYS)
    src += f"def _make(*, {', '.join(State._KEYS)}):\n    s = _new(State)\n{body}\n    s._legal = s._text = None\n    return s\n"
    scope = {"_new": _new, "State": State}
    exec(src, scope)  # noqa: S102 - generated from the slot names above, no outside input
    return scope["_copy"], scope["_make"]


_copy, _make = _make_builders()
_make.__doc__ = "A state from all its fields (by name, each once)."
_copy.__doc__ = "A shallow copy of a state, caches cleared."


def position(*, num_players: int = 2, seed: int = 0, player: int = 0, fauna=None, frow=None, crow=None,
             chand=(), reef: Optional[Reef] = None, variant: int = 0, fdeck=None, cdeck=None, discard=None,
             other_fauna=None, other_chand=()) -> State:
    """A position set up by hand, in plain values, for examples, exercises and tests: seat
    ``player`` is to act, holding the Fauna cards ``fauna`` (colour → count) and the Coral Reef
    cards ``chand`` (names or ids), with reef ``reef``; ``frow`` (five colours) and ``crow``
    (Coral Reef cards) lie face up; the next seat holds ``other_chand``, every other seat
    ``other_fauna`` and no Coral Reef card; the discard pile holds ``discard``. All the other
    cards are in the decks, ``fdeck`` / ``cdeck`` on top (then in ascending order). Every card is
    checked to be in one place only (:meth:`GreatBarrierReef.invariants`).

    >>> s = position(fauna={"red": 2, "octopus": 1}, frow=["green"] * 5, fdeck=["blue"])
    >>> s.fauna_hand(0), str(s.fauna_deck[0]), s.current_player
    ({'red': 2, 'octopus': 1}, 'blue', 0)
    >>> position(fauna={"red": 99})
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: this position is impossible: Fauna cards not conserved: ...
    """
    check_position(fauna=fauna, other_fauna=other_fauna, discard=discard, frow=frow, crow=crow, chand=chand,
                   other_chand=other_chand, fdeck=fdeck, cdeck=cdeck, reef=reef)
    base = new_state(seed, num_players, variant)
    n = num_players
    if not (isinstance(player, int) and 0 <= player < n):
        raise GameError(f"player is a seat from 0 to {n - 1}, not {player!r}")
    hands = [as_counts(other_fauna or {}, "other_fauna")] * n
    hands[player] = as_counts(fauna or {}, "fauna")
    frow = tuple(sorted(colour(c) for c in (frow if frow is not None else ["red", "white", "yellow", "green", "black"])))
    disc = as_counts(discard or {}, "discard")
    top = tuple(colour(c) for c in (fdeck or ()))
    used = [sum(h[i] for h in hands) + frow.count(i) + disc[i] + top.count(i) for i in range(7)]
    rest = tuple(c for c in range(7) for _ in range(max(0, FAUNA_COUNTS[c] - used[c])))
    reef = reef if reef is not None else EMPTY_REEF
    ids = lambda cards: tuple(coral(c).id for c in cards)  # noqa: E731 - a name lookup, used four times
    crow = tuple(sorted(ids(crow if crow is not None else range(CORAL_ROW))))
    mine, theirs, ctop = tuple(sorted(ids(chand))), tuple(sorted(ids(other_chand))), ids(cdeck or ())
    in_reef = {c for c, _ in reef.left + reef.right}
    removed = base._fixed[5] if variant == 1 else ()
    taken = set(crow) | set(mine) | set(theirs) | in_reef | set(removed) | set(ctop)
    crest = tuple(c for c in range(len(CORAL)) if c not in taken)
    if variant == 2:
        removed, crest = tuple(sorted(set(removed) | set(crest))), ()
    chands = [()] * n
    chands[player] = mine
    if other_chand:
        chands[(player + 1) % n] = theirs
    reefs = [EMPTY_REEF] * n
    reefs[player] = reef
    s = with_fields(base, player=player, fhands=tuple(hands), frow=frow, fdeck=top + rest, fdiscard=disc,
                    crow=crow, chands=tuple(chands), cdeck=ctop + crest, reefs=tuple(reefs),
                    fixed=(n, player, base._fixed[2], variant, base._fixed[4], removed))
    problems = GAME.invariants(s)
    if problems:
        raise GameError("this position is impossible: " + "; ".join(problems))
    return s


def with_fields(state: State, **fields) -> State:
    """A copy of ``state`` with some fields set by hand (for examples and tests): ``phase``,
    ``player``, ``turn``, ``fdeck`` (colours, top first), ``fdiscard`` / ``fhands`` (7 counts),
    ``frow`` (colours), ``cdeck``, ``crow``, ``chands`` (Coral Reef ids), ``reefs``,
    ``pending``, ``flags`` (condition met this round, passes in a row), ``seed``, ``fixed``.
    Check the result with ``GAME.invariants``."""
    need_kind("state", state, State, "a Great Barrier Reef state (like new_game(seed=1))", where="with_fields")
    s = _copy(state)
    for k, v in fields.items():
        if "_" + k not in State._KEYS:
            raise GameError(f"no state field {k!r}; fields: {', '.join(x[1:] for x in State._KEYS)}")
        if k in ("frow", "crow"):
            v = tuple(sorted(v))
        elif k == "chands":
            v = tuple(tuple(sorted(h)) for h in v)
        elif k == "fhands":
            v = tuple(hand_key(hand_counts(h)) for h in v)
        elif k == "fdiscard":
            v = count_key(as_counts(v, "discard pile"))
        setattr(s, "_" + k, tuple(v) if isinstance(v, list) else v)
    return s


_FAUNA_DECK = tuple(c for c in range(7) for _ in range(FAUNA_COUNTS[c]))
"""The 88 Fauna cards by kind, in kind order (before the shuffle)."""


def new_state(seed, num_players: int = 2, variant: int = 0, target: Optional[int] = None) -> State:
    """Setting Up the Game (and the Game Variants' changes to it)."""
    if not (isinstance(num_players, int) and MIN_PLAYERS <= num_players <= MAX_PLAYERS):
        raise GameError(f"{TITLE} is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {num_players!r}: "
                        f"breaks {rules.PLAYERS}", rule=rules.PLAYERS)
    if not is_whole(variant) or variant not in VARIANTS:
        raise GameError(f"variant is 0 (the standard game), 1 (simpler) or 2 (more strategic), not {variant!r}")
    if variant == 1:
        target = VARIANT1_TARGETS[0] if target is None else target
        if not is_whole(target) or target not in VARIANT1_TARGETS:
            raise GameError(f"Variant 1 is played to 10 or 12 points, not {target!r}")
    elif target is not None:
        raise GameError("a points target is agreed only in Variant 1")
    n = num_players
    rng = make_rng(seed)
    rnd = rng.random
    fauna = _fisher_yates(list(_FAUNA_DECK), rnd)
    frow = tuple(sorted(fauna[:FAUNA_ROW]))
    hands = tuple(_gain(0, fauna[FAUNA_ROW + FAUNA_HAND * p: FAUNA_ROW + FAUNA_HAND * (p + 1)]) for p in range(n))
    fdeck = tuple(fauna[FAUNA_ROW + FAUNA_HAND * n:])
    removed = ()
    ids = list(range(len(CORAL)))
    if variant == 1:  # all 3-point cards out of the game
        removed = tuple(i for i in ids if CORAL[i].points == 3)
        ids = [i for i in ids if CORAL[i].points != 3]
    coral = _fisher_yates(ids, rnd)
    row_size = VARIANT2_PER_PLAYER * n if variant == 2 else CORAL_ROW
    crow = tuple(sorted(coral[:row_size]))
    k = CORAL_HAND if variant != 1 else 0
    chands = tuple(tuple(sorted(coral[row_size + k * p: row_size + k * (p + 1)])) for p in range(n))
    rest = tuple(coral[row_size + k * n:])
    if variant == 2:  # the rest is set aside, unseen, for the whole game
        cdeck, removed = (), tuple(sorted(rest))
    else:
        cdeck = rest
    others = _fisher_yates(list(range(1, len(STARTING_CARDS))), rnd)[: n - 1]
    starts = _fisher_yates([CLOWNFISH, *others], rnd)
    first = starts.index(CLOWNFISH)
    return _make(_phase=TURN, _player=first, _turn=0, _fdeck=fdeck, _fdiscard=0, _frow=frow,
                 _fhands=hands, _cdeck=cdeck, _crow=crow, _chands=chands, _reefs=(EMPTY_REEF,) * n,
                 _pending=NOTHING_PENDING, _flags=_NO_FLAGS, _seed=rng.getrandbits(64),
                 _fixed=(n, first, tuple(starts), variant, target, removed))


# ------------------------------------------------------------------------------ legal actions

_FAUNA_PART: dict = {}
_CORAL_PART: dict = {}


def _fauna_part(row: tuple, avail: int) -> tuple:
    """Action 1's legal draws for a face-up row and the number of cards deck + discard hold
    (memoised: a row is one of a few hundred sorted 5-tuples), sorted by id."""
    key = (row, avail if avail < 2 else 2)
    got = _FAUNA_PART.get(key)
    if got is None:
        acts = []
        if row and row[-1] == OCTOPUS:
            acts.append(TAKE_OCTOPUS)
        if avail >= 2:
            acts.append(TWO_FROM_DECK)
        singles = [c for c in row if c != OCTOPUS]
        kinds = sorted(set(singles))
        if avail >= 1 and kinds:
            acts.append(DECK_FIRST)
        for i, a in enumerate(kinds):
            if singles.count(a) >= 2:
                acts.append(TWO_FROM_ROW[(a, a)])
            for b in kinds[i + 1:]:
                acts.append(TWO_FROM_ROW[(a, b)])
        acts.sort(key=_ID)
        got = _FAUNA_PART[key] = tuple(acts)
    return got


def _coral_part(crow: tuple, free: int, deck: int) -> tuple:
    """Action 3's legal draws: every way to take ``k`` face-up cards and ``m`` from the deck with
    ``k + m`` from 1 to ``free`` (``m`` at most ``deck``), sorted by id. An id sorts by the cards,
    padded with 51 (past every card), then ``m``; the row is sorted. With one free place that is
    each face-up card, then one from the deck; with two, for each face-up card its pairs with
    the cards after it, then itself alone, then itself with one from the deck, and at the end one
    or two from the deck. Larger hands go through :func:`_coral_draws`."""
    if free == 1:
        got = tuple(map(_ALONE.__getitem__, crow))
        return got + _DECK_ONLY[1] if deck else got
    if free == 2:
        acts = []
        for i, a in enumerate(crow):
            acts += map(_PAIRS[a].__getitem__, crow[i + 1:])
            acts.append(_ALONE[a])
            if deck:
                acts.append(_WITH_ONE[a])
        return (*acts, *_DECK_ONLY[min(deck, 2)])
    return _coral_draws(crow, free, deck)


_ALONE = tuple(DRAWS_BY_DECK[0][(c,)] for c in range(len(CORAL)))  # one face-up card
_WITH_ONE = tuple(DRAWS_BY_DECK[1][(c,)] for c in range(len(CORAL)))  # one face-up card and one from the deck
_DECK_ONLY = ((), (DRAWS_BY_DECK[1][()],), (DRAWS_BY_DECK[1][()], DRAWS_BY_DECK[2][()]))  # from the deck alone


class _PairsWith(dict):
    """Face-up card ``b`` -> the interned draw of the two face-up cards ``a`` and ``b`` (a < b)."""

    __slots__ = ("a",)

    def __init__(self, a: int) -> None:
        super().__init__()
        self.a = a

    def __missing__(self, b: int) -> DrawCoral:
        got = self[b] = DRAWS_BY_DECK[0][self.a, b]
        return got


_PAIRS = tuple(_PairsWith(a) for a in range(len(CORAL)))


def _coral_draws(crow: tuple, free: int, deck: int) -> tuple:
    """Action 3's legal draws for three or more free places (memoised on the face-up row, free places, deck size up to ``free``),
    sorted by id: every way to take ``k`` face-up cards and ``m`` from the deck with
    ``k + m`` from 1 to ``free`` (``m`` at most ``deck``), in the order :func:`_coral_shape`
    gives for a row of this size."""
    key = (crow, free, deck if deck < free else free)
    got = _CORAL_PART.get(key)
    if got is None:
        blocks, order = _coral_shape(len(crow), free, key[2])
        acts = []
        for k, m in blocks:
            acts += map(DRAWS_BY_DECK[m].__getitem__, combinations(crow, k))
        if len(_CORAL_PART) >= _CORAL_PART_SIZE:
            _CORAL_PART.clear()
        got = _CORAL_PART[key] = order(acts)
    return got


_CORAL_PART_SIZE = 4096  # remembered face-up rows (a new row at most every turn)
_CORAL_SHAPES: dict = {}


def _coral_shape(size: int, free: int, deck: int) -> tuple:
    """For a face-up row of ``size`` cards (sorted), ``free`` places in hand and ``deck`` cards
    (up to ``free``) in the Coral Reef deck: the (k, m) blocks of Action 3's draws — ``k`` face-up
    cards (at most ``free`` and the row's size), ``m`` from the deck, at least one card, at
    most ``free`` — each block holding every ``k``-card combination of the row in
    :func:`itertools.combinations` order; and a function that puts that list in the order of the
    actions' ids. An id sorts by the cards (padded with 51, past every card) then ``m``, and the
    row is sorted, so that order is the order of the positions in the row (padded with ``size``)
    and the same for every row of this size (memoised)."""
    key = (size, free, deck)
    got = _CORAL_SHAPES.get(key)
    if got is None:
        blocks, pads = [], []
        for k in range(min(free, size) + 1):
            for m in range(0 if k else 1, min(free - k, deck) + 1):
                blocks.append((k, m))
                pads += [(*picks, *(size,) * (3 - k), m) for picks in combinations(range(size), k)]
        order = sorted(range(len(pads)), key=pads.__getitem__)
        got = _CORAL_SHAPES[key] = (tuple(blocks), (lambda acts: ()) if not order else
                                    (lambda acts, i=order[0]: (acts[i],)) if len(order) == 1 else itemgetter(*order))
    return got


def _cost_after(card: int, disc: tuple):
    """A card's cost row (:class:`~.payments.CostRow`: colours still to pay, question marks,
    octopus icons) after the discounts ``disc`` (:func:`~.payments.effective_needs`)."""
    cost = CORAL[card].cost
    return cost_row(effective_needs(cost, disc), cost.any, cost.octopus)


_PAYABLE: dict = {}
_PAYABLE_MEMOS: dict = {}
_PAYABLE_SIZE = 16384  # remembered hands per cost row (a few hundred in a game; the rows with question
# marks read every count and meet new hands for thousands of games: about 1 MB each when full)


class _Affordable(dict):
    """The memos of one cost row ``row``: masked hand key (the bits of
    :func:`~.payments.hand_key` that ``mask``, :func:`~.payments.reads`, names: each count cut
    at what the cost can use) → whether that hand pays (:func:`~.payments.affordable`); ``ways``: the same key → the ways to pay as
    :class:`Pay` actions. A key not seen yet is worked out by the rule itself from the counts the
    key keeps (the rule reads no other count, so every hand with that key gets the same answer);
    each memo is emptied when it reaches ``_PAYABLE_SIZE`` hands."""

    __slots__ = ("row", "mask", "ways")

    def __init__(self, row) -> None:
        super().__init__()
        self.row = row
        self.mask = reads(row)
        self.ways = {}

    def __missing__(self, key: int) -> bool:
        if len(self) >= _PAYABLE_SIZE:
            self.clear()
        # the one payment rule (payments.py), with the hand's 7 counts (cut) read from the key's bits
        ok = self[key] = affordable(self.row, key_hand(key))
        return ok


def _payable_table(disc: tuple) -> list:
    """Per card id, its :class:`_Affordable` memos after the discounts ``disc``, ``None`` until
    the card is first asked for (:func:`_payable_entry`). One table per discount vector
    (memoised); equal cost rows share their memos (a discount of a colour the card does not ask
    for changes nothing)."""
    got = _PAYABLE.get(disc)
    if got is None:
        got = _PAYABLE[disc] = [None] * len(CORAL)
    return got


def _payable_entry(table: list, card: int, disc: tuple) -> _Affordable:
    """Fill in ``table[card]`` (:func:`_payable_table` of ``disc``) and return it."""
    row = _cost_after(card, disc)
    memos = _PAYABLE_MEMOS.get(row)
    if memos is None:
        memos = _PAYABLE_MEMOS[row] = _Affordable(row)
    table[card] = memos
    return memos


def _legal_turn(self: State) -> tuple:
    p = self._player
    # Action 1 (ids 0-28)
    deck = len(self._fdeck)
    acts = _fauna_part(self._frow, deck if deck >= 2 else deck + sum(key_counts(self._fdiscard)))
    # Action 2 (ids after the pass): the cards in reach that the hand can pay
    reef = self._reefs[p]
    left_room = len(reef.left) < 5
    right_room = len(reef.right) < 5
    if left_room or right_room:
        key = self._fhands[p]
        disc = reef.discounts
        table = _PAYABLE.get(disc)
        if table is None:
            table = _payable_table(disc)
        ok = []
        for c in self._crow + self._chands[p]:
            m = table[c]
            if m is None:
                m = _payable_entry(table, c, disc)
            if m[key & m.mask]:  # the memo of the one payment rule (payments.affordable)
                ok.append(c)
        if ok:
            ok.sort()
            room = _ROOM_PLAYS[left_room + 2 * right_room]
            plays = []
            for c in ok:
                plays += room[c]
            acts = acts + tuple(plays)
    # Action 3 (ids after the plays)
    if self._fixed[3] == 0:
        free = CORAL_HAND - len(self._chands[p])
        if free > 0:
            draws = _coral_part(self._crow, free, len(self._cdeck))
            if draws:
                acts = acts + draws
    return acts or (PASS,)


_ID = attrgetter("id")
_ROOM_PLAYS = (None, *(tuple(four[0] * left + four[1] * right for four in PLAYS) for left, right in ((1, 0), (0, 1), (1, 1))))
"""``_ROOM_PLAYS[left + 2 * right][card]``: the plays of a card when the left / right side has room."""


def _is_legal(self: State, action) -> bool:
    """``action in self.legal_actions()`` by a binary search on the ids (the list is sorted)."""
    legal = self._legal
    if legal is None:
        legal = self.legal_actions()
    try:
        i = bisect_left(legal, action.id, key=_ID)
    except (AttributeError, TypeError):  # not an action, or an id that is not a number
        return False
    if i < len(legal):
        got = legal[i]
        return got is action or got == action  # the interned action itself, most often
    return False


def _legal_pay(self: State) -> tuple:
    """The ways to pay for the card being played (:func:`~.payments.payments`, the one rule) as
    :class:`Pay` actions sorted by id, memoised by the hand's counts that the card's cost reads
    (:func:`_payable_table`)."""
    p = self._player
    disc = self._reefs[p].discounts
    card = self._pending[-1].data.card
    table = _payable_table(disc)
    memos = table[card]
    if memos is None:
        memos = _payable_entry(table, card, disc)
    key = self._fhands[p] & memos.mask
    ways = memos.ways
    got = ways.get(key)
    if got is None:
        row = memos.row
        acts = [pay_action(w) for w in payments(row.need, row.anyq, row.octo, key_hand(key))]
        acts.sort(key=_ID)
        if len(ways) >= _PAYABLE_SIZE:
            ways.clear()
        got = ways[key] = tuple(acts)
    return got


def _pay_options(self: State) -> tuple:
    """The ways to pay as 7-count tuples, sorted (for a refusal's message)."""
    return tuple(sorted(a.spent for a in _legal_pay(self)))


def _legal_face_up(self: State) -> tuple:
    """The single-colour face-up cards to take after the deck card, one per colour, sorted by id
    (memoised on the row)."""
    got = _FACE_UP_PART.get(self._frow)
    if got is None:
        got = _FACE_UP_PART[self._frow] = tuple(THEN_FACE_UP[c] for c in sorted(set(self._frow)) if c != OCTOPUS)
    return got


_FACE_UP_PART: dict = {}  # at most the few hundred sorted rows of up to 5 cards


def _legal_end(self: State) -> tuple:
    return ()


_LEGAL = (_legal_turn, _legal_pay, _legal_face_up, _legal_end)


# ------------------------------------------------------------------------------ one handler per phase

def _turn(self: State, action) -> State:
    """The Turn: one of the three actions (or a pass when none is possible)."""
    if not _is_legal(self, action):
        _refuse(self, action)
    p = self._player
    t = type(action)
    if t is DrawFauna:  # Action 1
        s = _copy(self)
        if action is DECK_FIRST:  # the deck card now; the face-up card once it is seen
            drawn, s._fdeck, s._fdiscard, s._seed = _draw_fauna(self._fdeck, self._fdiscard, self._seed, 1)
            hands = list(self._fhands)
            hands[p] = _gain(hands[p], drawn)
            s._fhands = tuple(hands)
            s._pending = _TAKING[p] if not self._pending else self._pending.push(Decision(p, TAKE_FACE_UP))
            s._phase = FACE_UP
            return s
        drawn = ()
        if action.deck:
            drawn, s._fdeck, s._fdiscard, s._seed = _draw_fauna(self._fdeck, self._fdiscard, self._seed, action.deck)
        if action.row:
            row = list(self._frow)
            for c in action.row:
                row.remove(c)
            s._frow = tuple(row)
            drawn = drawn + action.row
        hands = list(self._fhands)
        hands[p] = _gain(hands[p], drawn)
        s._fhands = tuple(hands)
        return _end_turn(s, p, False)
    if t is PlayCoral:  # Action 2, first step: the card leaves the row or the hand
        s = _copy(self)
        cid = action.card
        if cid in self._crow:
            s._crow = tuple([c for c in self._crow if c != cid])
        else:
            hands = list(self._chands)
            hands[p] = tuple([c for c in hands[p] if c != cid])
            s._chands = tuple(hands)
        s._pending = _paying(p, action) if not self._pending else self._pending.push(Decision(p, PAY_FOR, action))
        s._phase = PAY
        return s
    if t is DrawCoral:  # Action 3
        s = _copy(self)
        s._crow = tuple([c for c in self._crow if c not in action.cards])
        drawn = self._cdeck[:action.deck]
        s._cdeck = self._cdeck[action.deck:]
        hands = list(self._chands)
        hands[p] = tuple(sorted(hands[p] + action.cards + drawn))
        s._chands = tuple(hands)
        return _end_turn(s, p, False)
    return _end_turn(_copy(self), p, True)  # the pass


def _pay(self: State, action) -> State:
    """Action 2, second step: pay, then the card goes into the reef."""
    if not _is_legal(self, action):
        _refuse(self, action)
    p = self._player
    s = _copy(self)
    hands = list(self._fhands)
    hand = hands[p]
    part = hand & action.kinds  # the counts of the kinds spent: the rest of the hand stays
    after = action.after.get(part)
    if after is None:
        after = action.after[part] = take(part, action.spent)  # the legal payments spend only cards held
    hands[p] = hand - part + after
    s._fhands = tuple(hands)
    s._fdiscard = self._fdiscard + action.counts
    decision, s._pending = _pop(self._pending)
    play = decision.data
    reefs = list(self._reefs)
    reefs[p] = reefs[p].add(play.card, play.side, play.turned)
    s._reefs = tuple(reefs)
    s._phase = TURN
    return _end_turn(s, p, False, True)


def _face_up(self: State, action) -> State:
    """Action 1, third way, second step: the face-up card, chosen after seeing the deck card."""
    if not _is_legal(self, action):
        _refuse(self, action)
    p = self._player
    s = _copy(self)
    c = action.row[0]
    row = list(self._frow)
    row.remove(c)
    s._frow = tuple(row)
    hands = list(self._fhands)
    hands[p] = _gain(hands[p], (c,))
    s._fhands = tuple(hands)
    _, s._pending = _pop(self._pending)
    s._phase = TURN
    return _end_turn(s, p, False)


_TAKING = tuple(NOTHING_PENDING.push(Decision(p, TAKE_FACE_UP)) for p in range(MAX_PLAYERS))
_PAYING: dict = {}


def _paying(p: int, play: PlayCoral) -> Pending:
    """The pending payment for ``play`` by seat ``p`` (interned: at most 204 plays x 5 seats)."""
    key = (p, play.id)
    got = _PAYING.get(key)
    if got is None:
        got = _PAYING[key] = NOTHING_PENDING.push(Decision(p, PAY_FOR, play))
    return got


def _pop(pending: Pending) -> tuple:
    """(the decision on top, the rest), the rest interned when nothing is left."""
    if len(pending) == 1:
        return pending[0], NOTHING_PENDING
    return pending.pop()


def _game_over(self: State, action) -> State:
    raise IllegalActionError(rules.GAME_OVER, self, action, "the game has ended")


State._HANDLERS = (_turn, _pay, _face_up, _game_over)


def _end_turn(s: State, p: int, passed: bool, played: bool = False) -> State:
    """Refill the face-up rows, check the win conditions, hand over to the next player.

    Only a played card changes a reef, so the conditions are checked after a play (``played``)."""
    row = s._frow
    missing = FAUNA_ROW - len(row)
    if missing > 0:
        deck = s._fdeck
        if len(deck) >= missing:  # the top cards of the deck (as _draw_fauna takes them)
            s._frow = tuple(sorted(row + deck[:missing]))
            s._fdeck = deck[missing:]
        else:
            k = min(missing, len(deck) + sum(key_counts(s._fdiscard)))
            if k:
                drawn, s._fdeck, s._fdiscard, s._seed = _draw_fauna(deck, s._fdiscard, s._seed, k)
                s._frow = tuple(sorted(row + drawn))
    fixed = s._fixed
    variant = fixed[3]
    if variant != 2:
        row = s._crow
        if len(row) < CORAL_ROW and s._cdeck:
            missing = CORAL_ROW - len(row)
            s._crow = tuple(sorted(row + s._cdeck[:missing]))
            s._cdeck = s._cdeck[missing:]
    flags = s._flags  # (a condition was met this round, passes in a row): interned when nothing happened
    if passed:
        flags = s._flags = (flags[0], flags[1] + 1)
    elif flags[1]:
        flags = s._flags = (flags[0], 0)
    if played and not flags[0] and s._reefs[p].win_condition(variant=variant, target=fixed[4]) is not _NO_WIN:
        flags = s._flags = (True, flags[1])
    t = s._turn = s._turn + 1
    n = fixed[0]
    if t % n == 0 and (flags[0] or flags[1] >= n):
        s._phase = END
        s._player = TERMINAL
    else:
        s._phase = TURN
        s._player = (p + 1) % n
    return s


_NO_FLAGS = (False, 0)
_NO_WIN = WinCondition.NONE


def _outcome(s: State) -> Outcome:
    """The points (the Outcome's scores), ranked first by the best win condition met (its
    ``conditions``: 3 = condition 1 … 0 = none), then by points; equal on both: a shared
    victory (Winning the Game)."""
    v, t = s._fixed[3], s._fixed[4]
    return decide([r.result(v != 1) for r in s._reefs], variant=v, target=t)  # the one ranking rule


State._outcome = _outcome


# ------------------------------------------------------------------------------ refusals

def _refuse(self: State, action) -> None:
    """Work out which rule ``action`` breaks, and raise (only on the error path)."""
    p = self._player
    who = seat_name(p)
    variant = self._fixed[3]
    if self._phase is FACE_UP:
        row = and_list(str(KINDS[c]) for c in sorted(set(self._frow)) if c != OCTOPUS)
        raise IllegalActionError(rules.DECK_FIRST, self, action,
                                 f"{who} has drawn the deck card and must now take one single-colour face-up "
                                 f"Fauna card: {row}")
    if self._phase is PAY:
        card = CORAL[self._pending.top.data.card]
        if type(action) is not Pay:
            raise IllegalActionError(rules.PAY, self, action, f"{who} must now pay for {card.name} ({card.cost})")
        ways = ", ".join(str(Payment(w)) for w in _pay_options(self)[:4])
        more = " …" if len(_pay_options(self)) > 4 else ""
        raise IllegalActionError(rules.PAY, self, action,
                                 f"spending {Payment(action.spent)} does not pay {card.name} ({card.cost}) "
                                 f"with {who}'s discounts; ways to pay: {ways}{more}")
    t = type(action)
    if t is Pay:
        raise IllegalActionError(rules.PAY, self, action, "a payment comes only after choosing a card to play (Action 2)")
    if t is Pass:
        raise IllegalActionError(rules.PASS, self, action, f"{who} can still take an action")
    if t is DrawFauna:
        row = ", ".join(str(KINDS[c]) for c in self._frow) or "empty"
        if len(action.row) == 1 and not action.deck and action.row[0] != OCTOPUS:
            raise IllegalActionError(rules.DECK_FIRST, self, action,
                                     "one single-colour face-up card is taken only after drawing the deck card "
                                     "(draw one from the deck first)")
        if action is DECK_FIRST and all(c == OCTOPUS for c in self._frow):
            raise IllegalActionError(rules.DRAW_FAUNA, self, action,
                                     f"no single-colour card is face up to take after the deck card: {row}")
        avail = len(self._fdeck) + sum(key_counts(self._fdiscard))
        need = Counter(action.row)
        have = Counter(self._frow)
        short = [c for c, k in need.items() if have[c] < k]
        if short:
            c = short[0]
            there = f"only {have[c]}" if have[c] else "none"
            raise IllegalActionError(rules.FAUNA_AVAILABLE, self, action,
                                     f"{need[c]} face-up {KINDS[c]} cards are asked for, and the row has {there} "
                                     f"(the row: {row})" if need[c] > 1 else
                                     f"no {KINDS[c]} card is face up (the row: {row})")
        raise IllegalActionError(rules.FAUNA_AVAILABLE, self, action,
                                 f"deck and discard pile hold {avail} Fauna card{'s' if avail != 1 else ''}")
    if t is PlayCoral:
        card = CORAL[action.card]
        hand = self._chands[p]
        if action.card not in self._crow and action.card not in hand:
            where = ", ".join(CORAL[c].name for c in (*self._crow, *hand))
            raise IllegalActionError(rules.PLAY_CORAL, self, action,
                                     f"{card.name} is neither face up nor in {who}'s hand ({where})")
        reef = self._reefs[p]
        if not reef.room(action.side):
            raise IllegalActionError(rules.FIVE_A_SIDE, self, action,
                                     f"the {SIDES[action.side]} side of {who}'s reef is full")
        disc = reef.discounts + (0,)
        raise IllegalActionError(rules.PAY, self, action, f"{card.name} costs {card.cost}: "
                                 + why_not(card.cost, key_hand(self._fhands[p]), disc))
    if t is DrawCoral:
        if variant != 0:
            raise IllegalActionError(rules.NO_ACTION3, self, action, f"this is Variant {variant}")
        hand = self._chands[p]
        free = CORAL_HAND - len(hand)
        missing = [CORAL[c].name for c in action.cards if c not in self._crow]
        if missing:
            raise IllegalActionError(rules.DRAW_CORAL, self, action, f"not face up: {', '.join(missing)}")
        if len(action.cards) + action.deck > free:
            held = f"{who} holds {len(hand)} Coral Reef card{'s' if len(hand) != 1 else ''}"
            raise IllegalActionError(rules.DRAW_CORAL, self, action,
                                     f"{held} already, a full hand: no more can be taken" if free == 0 else
                                     f"{held}, so may take at most {free}")
        raise IllegalActionError(rules.DRAW_CORAL, self, action,
                                 f"the Coral Reef deck holds {len(self._cdeck)} card{'s' if len(self._cdeck) != 1 else ''}")
    raise IllegalActionError(rules.ONE_ACTION, self, action, f"{action!r} is not an action of this game")


# ------------------------------------------------------------------------------ views

class View(GameView):
    """What one seat may see. ``seat=None``: everything (the god's-eye view, for drawings).

    Public: the face-up rows, the discard pile, deck sizes, every reef and Starting Card, hand
    sizes, the card being played. Private: one's own hand. Hidden from all: deck orders, other
    hands, the cards set aside in Variant 2, and the seed of future reshuffles.
    """

    __slots__ = ("seat", "num_players", "phase", "current_player", "turn", "first_player", "variant",
                 "target", "starting_cards", "fauna_row", "fauna_deck_size", "discard", "fauna_hand",
                 "fauna_hand_sizes", "coral_row", "coral_deck_size", "coral_hand", "coral_hand_sizes",
                 "reefs", "pending", "playing", "flags", "removed", "removed_size", "legal_actions", "full_state")

    game = None  # set to GAME below
    _NAME = State._NAME
    _DRAW = State._DRAW

    def __init__(self, state: State, seat: Optional[int]) -> None:
        full = seat is None
        self.full_state = state if full else None
        self.seat = seat
        n, first, starts, variant, target, removed = state._fixed
        self.num_players = n
        self.phase = state._phase
        self.current_player = state._player
        self.turn = state._turn
        self.first_player = first
        self.variant = variant
        self.target = target
        self.starting_cards = starts
        self.fauna_row = state._frow
        self.fauna_deck_size = len(state._fdeck)
        self.discard = key_counts(state._fdiscard)
        hands = tuple(map(key_hand, state._fhands))
        self.fauna_hand = hands if full else hands[seat]
        self.fauna_hand_sizes = tuple(map(sum, hands))
        self.coral_row = state._crow
        self.coral_deck_size = len(state._cdeck)
        self.coral_hand = state._chands if full else state._chands[seat]
        self.coral_hand_sizes = tuple(len(h) for h in state._chands)
        self.reefs = state._reefs
        self.pending = state._pending
        self.playing = state.playing
        self.flags = state._flags
        self.removed = removed if (full or variant != 2) else None
        self.removed_size = len(removed)
        self.legal_actions = state.legal_actions() if (full or seat == state._player) else ()

    def __str__(self) -> str:
        if self.full_state is not None:
            return _describe(self.full_state)
        hand = Payment(self.fauna_hand)
        lines = [f"{TITLE} — what {seat_name(self.seat)} sees: turn {self.turn}, {self.phase}, {to_act(self.current_player)}",
                 f"  my Fauna: {hand}; my Coral Reef cards: "
                 + (", ".join(CORAL[c].name for c in self.coral_hand) or "-"),
                 f"  face-up Fauna: {', '.join(str(KINDS[c]) for c in self.fauna_row) or '-'}; "
                 f"deck {self.fauna_deck_size}; discard {sum(self.discard)}",
                 f"  face-up Coral Reef cards: {', '.join(CORAL[c].name for c in self.coral_row) or '-'}; "
                 f"deck {self.coral_deck_size}"]
        for p, r in enumerate(self.reefs):
            lines.append(f"  {seat_name(p)} reef ({r.points(self.variant != 1)} pt): {r}")
        return "\n".join(lines)


_NAMES = tuple(str(k) for k in KINDS)


def _fauna_text(counts: tuple) -> str:
    return " + ".join([f"{n} {_NAMES[i]}" for i, n in enumerate(counts) if n]) or "nothing"


def _describe(s: State) -> str:
    n = s._fixed[0]
    mp = s._fixed[3] != 1
    head = f"{TITLE} — turn {s._turn}, {s._phase}, {to_act(s._player)} (first player: {seat_name(s._fixed[1])})"
    if s._fixed[3]:
        head += f", Variant {s._fixed[3]}"
    lines = [head,
             f"  face-up Fauna: {', '.join([_NAMES[c] for c in s._frow]) or '-'}; deck {len(s._fdeck)}; "
             f"discard {_fauna_text(key_counts(s._fdiscard))}",
             f"  face-up Coral Reef cards: {', '.join(CORAL[c].name for c in s._crow) or '-'}; deck {len(s._cdeck)}"]
    for p in range(n):
        lines.append(f"  {seat_name(p)}: Fauna {_fauna_text(key_hand(s._fhands[p]))}; Coral Reef cards "
                     f"{', '.join(CORAL[c].name for c in s._chands[p]) or '-'}")
        lines.append(f"    reef ({s._reefs[p].points(mp)} pt): {s._reefs[p]}")
    if s._phase is PAY:
        lines.append(f"  being played: {s.playing}")
    elif s._phase is FACE_UP:
        lines.append(f"  {seat_name(s._player)} has drawn the deck card and now takes a face-up one")
    return "\n".join(lines)


# ------------------------------------------------------------------------------ sampling

def _deal_unseen(pool: list, me: int, mine, sizes, pack) -> tuple:
    """Every other seat's hand from the front of ``pool`` (their sizes as seen), ``me`` keeps
    ``mine``; returns the hands and how many pool cards were dealt."""
    hands, k = [], 0
    for p, size in enumerate(sizes):
        if p == me:
            hands.append(mine)
        else:
            hands.append(pack(pool[k:k + size]))
            k += size
    return hands, k


def sample_state(view: View, rng: random.Random) -> State:
    """A full state consistent with ``view``: the cards the seat cannot see dealt at random, and a
    fresh seed for future reshuffles. ``sample_state(view, rng).view(view.seat) == view``."""
    need_kind("view", view, View, "a Great Barrier Reef view (like state.view(0))", where="sample_state")
    need_kind("rng", rng, random.Random, "a random.Random", where="sample_state")
    if view.seat is None:
        return view.full_state
    me = view.seat
    n = view.num_players
    rnd = rng.random
    # Fauna: what I cannot see is in the other hands and the deck
    seen = [a + b + c for a, b, c in zip(view.fauna_hand, _counts(view.fauna_row), view.discard)]
    pool = _fisher_yates([c for c in range(7) for _ in range(FAUNA_COUNTS[c] - seen[c])], rnd)
    hands, k = _deal_unseen(pool, me, view.fauna_hand, view.fauna_hand_sizes, _counts)
    fdeck = tuple(pool[k:])
    if len(fdeck) != view.fauna_deck_size:
        raise GameError("inconsistent view: the unseen Fauna cards do not fill the deck")
    # Coral: unseen cards go to the other hands, the deck, and (Variant 2) the set-aside pile
    known = set(view.coral_hand) | set(view.coral_row)
    for r in view.reefs:
        known.update(c for c, _ in r.left)
        known.update(c for c, _ in r.right)
    if view.playing is not None:
        known.add(view.playing.card)
    if view.removed is not None:
        known.update(view.removed)
    cpool = _fisher_yates([c for c in range(len(CORAL)) if c not in known], rnd)
    chands, k = _deal_unseen(cpool, me, view.coral_hand, view.coral_hand_sizes, lambda cs: tuple(sorted(cs)))
    cdeck = tuple(cpool[k:k + view.coral_deck_size])
    k += view.coral_deck_size
    removed = view.removed if view.removed is not None else tuple(sorted(cpool[k:]))
    return _make(_phase=view.phase, _player=view.current_player, _turn=view.turn, _fdeck=fdeck,
                 _fdiscard=count_key(view.discard), _frow=view.fauna_row, _fhands=tuple(map(hand_key, hands)), _cdeck=cdeck,
                 _crow=view.coral_row, _chands=tuple(chands), _reefs=view.reefs, _pending=view.pending,
                 _flags=view.flags, _seed=rng.getrandbits(64),
                 _fixed=(n, view.first_player, view.starting_cards, view.variant, view.target, removed))


# ------------------------------------------------------------------------------ the game

def longest_game(num_players: int = MAX_PLAYERS) -> int:
    """A safe bound on the decisions of one game (``GameInfo.max_decisions``).

    Every turn is one decision, or two when a Coral Reef card is played (play, pay). At most
    ``10 × players`` cards are played (at most 51). Between two plays, each Action 1 moves at
    least one Fauna card into a hand and only a payment takes cards out of hands, so there are
    at most 88 of them; each Action 3 puts at least one Coral Reef card in a hand, which holds at
    most 3, so at most ``3 × players``; before each of these at most ``players − 1`` players pass
    (a pass changes nothing, so ``players`` passes in a row end the game at the end of that round).
    Add the round played through and the final passes.
    """
    n = need_int("num_players", num_players, MIN_PLAYERS, MAX_PLAYERS, where="longest_game")
    plays = min(len(CORAL), 10 * n)
    stretch = (sum(FAUNA_COUNTS) + CORAL_HAND * n) * n
    return (plays + 1) * stretch + 2 * plays + 4 * n


class GreatBarrierReef(GameRules):
    """The game: its declared facts (``info``) and its start."""

    info = GameInfo(
        name="great_barrier_reef", title=TITLE, min_players=MIN_PLAYERS, max_players=MAX_PLAYERS,
        chance=Chance.SEEDED_SETUP, information=Information.IMPERFECT, simultaneous=False,
        max_decisions=longest_game(MAX_PLAYERS), rulebook="great-barrier-reef.txt",
    )

    def new_initial_state(self, seed: "int | random.Random" = 0, *, num_players: int = 2, variant: int = 0,
                          target: Optional[int] = None) -> State:
        """Set up a game for ``num_players`` (2–5); ``variant`` 0 (standard), 1 (simpler, with
        ``target`` 10 or 12 points) or 2 (more strategic)."""
        return new_state(seed, num_players, variant, target)

    @staticmethod
    def sample_state(view: View, rng: random.Random) -> State:
        return sample_state(view, rng)

    @staticmethod
    def action_space() -> tuple:
        return action_space()

    @staticmethod
    def invariants(state: State) -> list:
        """What is wrong (empty when all holds): the 88 Fauna and 51 Coral Reef cards each
        accounted for once, no reef side over five, discounts and points consistent with the
        cards, row and hand limits, phase and pending card agree."""
        problems = []
        total = list(key_counts(state._fdiscard))
        for c in state._frow:
            total[c] += 1
        for c in state._fdeck:
            total[c] += 1
        for h in map(key_hand, state._fhands):
            for i in range(7):
                total[i] += h[i]
        if tuple(total) != FAUNA_COUNTS:
            problems.append(f"Fauna cards not conserved: {tuple(total)} instead of {FAUNA_COUNTS}")
        where = list(state._cdeck) + list(state._crow) + list(state._fixed[5])
        for h in state._chands:
            where.extend(h)
            if len(h) > CORAL_HAND:
                problems.append(f"a hand holds {len(h)} Coral Reef cards (at most {CORAL_HAND})")
        for r in state._reefs:
            where.extend(c for c, _ in r.left)
            where.extend(c for c, _ in r.right)
            problems.extend(r.check())
        if state.playing is not None:
            where.append(state.playing.card)
        if sorted(where) != list(range(len(CORAL))):
            problems.append(f"Coral Reef cards not each in one place: {sorted(Counter(where).items())[:8]} …")
        if len(state._frow) > FAUNA_ROW:
            problems.append(f"{len(state._frow)} face-up Fauna cards (at most {FAUNA_ROW})")
        if (state._phase is PAY) != (state.playing is not None):
            problems.append("a card is being paid for outside the payment step, or the reverse")
        waiting = {PAY: PAY_FOR, FACE_UP: TAKE_FACE_UP}.get(state._phase)
        top = state._pending.top
        if (top.kind if top is not None else None) != waiting or len(state._pending) > 1:
            problems.append(f"phase {state._phase} does not agree with the pending decisions {state._pending!r}")
        elif top is not None and top.seat != state._player:
            problems.append(f"the pending decision waits for seat {top.seat}, but seat {state._player} is to act")
        if state._phase is END and state._turn % state._fixed[0]:
            problems.append("the game ended in the middle of a round")
        return problems


GAME = GreatBarrierReef(State, View)


def new_game(seed: "int | random.Random" = 0, *, num_players: int = 2, variant: int = 0,
             target: Optional[int] = None) -> State:
    """Start a game (see :meth:`GreatBarrierReef.new_initial_state`)."""
    return new_state(seed, num_players, variant, target)
