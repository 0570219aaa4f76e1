"""The Oceans engine (the Reef variant): setup, the four phases of a turn, feeding and its
triggers, overpopulation, the Ocean, the Cambrian Explosion, the RESERVE and the end.

The flow, in one place. A turn is Phase 1 (play one card, two in the Cambrian: a new species, a
trait on one of yours, or a migration; traits may be removed meanwhile), Phase 2 (one of your
species forages or attacks; a Tentacled one may feed again), Phase 3 (every one of your
species ages into your score pile, automatically; one that cannot age fully goes extinct) and
Phase 4 (discard Surface cards if you like, then draw to six).

Every token lives in one place of a :class:`~games_lib.core.Tokens` ledger (the RESERVE, the
box, the Reef, the three Ocean zones, the 24 species boards, one score pile a seat): a move never
makes or loses one. A feeding pushes what it triggers on the :class:`~games_lib.core.Pending`
stack in the order it resolves (the feeding species first, then by seat from the active player,
each row left to right), then an overpopulation check below them; internal steps resolve on
their own, and an owner who must put an overpopulated species' excess somewhere is asked (a
decision of that seat, on the same stack).

The engine reads what a trait does from its data (:class:`~.cards.Trait`: icons, triggers); it
never tests a trait's name.
"""

from __future__ import annotations

import operator
import random
from bisect import bisect_left
from typing import Any, NamedTuple, Optional

from ..core import (TERMINAL, Chance, Decision, GameError, GameInfo, IllegalActionError, Information, Pending,
                    Tokens, make_rng)
from ..core.checks import need_int, need_kind, need_seed, shown
from ..core.state import GameRules, GameState, GameView, Phases, seat_name
from . import rules
from .actions import (ALL_ACTIONS, ATTACKS, DISCARDS, DONE, EVOLVES, FORAGES, MAX_POS, MAX_SLOTS, MIGRATES, NEWS, PLACE_NAMES,
                      PLACES, REMOVES, Attack, Discard, Done, Evolve, Forage, Migrate, New, Place, Remove)
from .cards import (AFTER_OVERPOPULATION, ATTACKED, ATTACKS as ATTACKS_EV, BOARDS, BONUS, CARD_MIGRATE, CARD_TRAIT,
                    FEEDS, FORAGES as FORAGES_EV, GAIN, HAND, LEFT, MAX_TRAITS, REEF_SCENARIOS, RESERVE,
                    SCENARIOS, SELF, SPACES, SUPPLY, SURFACE, TITLE, TOKENS, TRAITS)
from .scoring import ranked

NUM_CARDS = len(SURFACE)
_ID = operator.attrgetter("id")
_DONE_ALONE = (DONE,)

# ------------------------------------------------------------------------------ token places

RESERVE_P, BOX_P, REEF_P, Z1 = 0, 1, 2, 3
BOARD0 = 6
PILE0 = BOARD0 + BOARDS
LOCATIONS = (REEF_P, Z1, Z1 + 1, Z1 + 2)
"""Token places of the four locations a migration or an excess names (0: the Reef, 1-3: zones)."""


def places(num_players: int) -> tuple:
    """The names of the token places at a table of ``num_players``."""
    return (("RESERVE", "box", "Reef", "zone 1", "zone 2", "zone 3")
            + tuple(f"species board {b + 1}" for b in range(BOARDS))
            + tuple(f"score pile of {seat_name(s)}" for s in range(num_players)))


_PLACES = {n: places(n) for n in (2, 3, 4)}

# ------------------------------------------------------------------------------ per-card data (fast tables)

_FORAGE = tuple(TRAITS[t].forage for t in CARD_TRAIT)
_ATTACK = tuple(TRAITS[t].attack for t in CARD_TRAIT)
_SHELL = tuple(TRAITS[t].shell for t in CARD_TRAIT)
_NEVER_F = tuple(TRAITS[t].never_forage for t in CARD_TRAIT)
_NEVER_A = tuple(TRAITS[t].never_attack for t in CARD_TRAIT)
_EXTRA_T = tuple(TRAITS[t].extra_traits for t in CARD_TRAIT)
_EXTRA_F = tuple(TRAITS[t].extra_feeds for t in CARD_TRAIT)
_TRIGGERS = tuple(TRAITS[t].triggers for t in CARD_TRAIT)
_MIG_PAIRS = tuple((s, t) for s in range(4) for t in range(4) if s != t)


def forage_value(traits) -> int:
    """Forage value of a species with these trait cards: its green icons, at least 1."""
    return max(1, sum([_FORAGE[c] for c in traits]))


def attack_value(traits) -> int:
    """Attack value: its red icons, at least 1."""
    return max(1, sum([_ATTACK[c] for c in traits]))


def shells(traits) -> int:
    """What an attacker takes fewer from this species: its shell icons."""
    return sum([_SHELL[c] for c in traits])


def max_traits(traits) -> int:
    """How many traits the species may hold: 3, more if a trait says so."""
    return MAX_TRAITS + sum([_EXTRA_T[c] for c in traits])


def extra_feeds(traits) -> int:
    return sum([_EXTRA_F[c] for c in traits])


def forage_take(traits, pop: int, reef: int) -> int:
    """Tokens a forage takes (0: it may not forage)."""
    if any([_NEVER_F[c] for c in traits]):
        return 0
    return min(forage_value(traits), reef, SPACES - pop)


def attack_take(traits, pop: int, target_traits, target_pop: int) -> int:
    """Tokens an attack takes (0: it may not attack this target)."""
    if any([_NEVER_A[c] for c in traits]):
        return 0
    return max(0, min(attack_value(traits) - shells(target_traits), target_pop, SPACES - pop))


class Phase(Phases):
    PLAY = 0      # Phase 1: play cards (and remove traits)
    FEED = 1      # Phase 2: choose a species to feed
    AGAIN = 2     # Phase 2: the species may feed again (Tentacled)
    DISCARD = 3   # Phase 4: discard Surface cards, then draw
    DECIDE = 4    # a pending decision: an owner places an overpopulated species' excess
    GAME_OVER = 5
    FED = 6       # internal: a feeding resolving (never a state's phase)


# decision kinds on the stack
TRIGGER_K, CHECK_K, EXCESS_K = "resolve a trait", "check overpopulation", "put the excess of an overpopulated species"


class Event(NamedTuple):
    """One thing that happened, for logs and the feeding example: ``what`` ("take", "gain",
    "leech", "overpopulate", "place", "age", "extinct", "cambrian", "reserve", "migrate", "new",
    "evolve", "remove", "fertile"), the species board (or -1), a number and a word."""

    what: str
    board: int = -1
    n: int = 0
    note: str = ""
    other: int = -1


# ------------------------------------------------------------------------------ the state

class State(GameState):
    """An Oceans position (immutable). Read it through its properties; move with ``apply``."""

    __slots__ = ("_phase", "_player", "_turn", "num_players", "seed", "tokens", "rows", "traits", "hands", "deck",
                 "discard", "active", "step", "plays", "played", "optional", "feeder", "feeds_left", "cambrian",
                 "final", "over", "scen_on", "pending", "bonus", "shuffles",
                 "_legal", "_text", "events")
    _KEYS = __slots__[:-3]
    _NAME = "oceans"
    _DRAW = "games_lib.oceans.draw"
    _END_RULE = rules.GAME_OVER

    def __init__(self, num_players, seed, tokens, rows, traits, hands, deck, discard, active, step, plays, played,
                 optional, feeder, feeds_left, cambrian, final, over, scen_on, pending, bonus, shuffles, turn,
                 events=()):
        self.num_players = num_players
        self.seed = seed
        self.tokens = tokens
        self.rows = rows
        self.traits = traits
        self.hands = hands
        self.deck = deck
        self.discard = discard
        self.active = active
        self.step = step
        self.plays = plays
        self.played = played
        self.optional = optional
        self.feeder = feeder
        self.feeds_left = feeds_left
        self.cambrian = cambrian
        self.final = final
        self.over = over
        self.scen_on = scen_on
        self.pending = pending
        self.bonus = bonus
        self.shuffles = shuffles
        self._turn = turn
        self._legal = None
        self._text = None
        self.events = events
        if over:
            self._phase = Phase.GAME_OVER
            self._player = TERMINAL
        elif pending:
            self._phase = Phase.DECIDE
            self._player = pending[-1].seat
        else:
            self._phase = step
            self._player = active

    # ------------------------------------------------------------------ reading
    def population(self, board: int) -> int:
        """Tokens on species board ``board`` (0 to 23)."""
        return self.tokens.counts[BOARD0 + board]

    def pile(self, seat: int) -> int:
        """Tokens in ``seat``'s score pile (hidden from the other seats: see :meth:`view`)."""
        return self.tokens.counts[PILE0 + seat]

    @property
    def reef(self) -> int:
        return self.tokens.counts[REEF_P]

    @property
    def zones(self) -> tuple:
        c = self.tokens.counts
        return (c[Z1], c[Z1 + 1], c[Z1 + 2])

    @property
    def reserve(self) -> int:
        return self.tokens.counts[RESERVE_P]

    def species(self, seat: int) -> tuple:
        """``seat``'s species, left to right: (board, trait names, population) each."""
        return tuple((b, tuple(SURFACE[c].trait.name for c in self.traits[b]), self.population(b))
                     for b in self.rows[seat])

    def owner(self, board: int) -> int:
        for s, row in enumerate(self.rows):
            if board in row:
                return s
        return -1

    def ring(self) -> tuple:
        return ring(self.rows)

    def neighbours(self, board: int) -> tuple:
        """(left, right) neighbours of the species on ``board`` in the ring (None where there is none)."""
        return neighbours(ring(self.rows), board)

    @property
    def decision(self) -> Optional[Decision]:
        return self.pending.top

    def score_breakdown(self, seat: int):
        from .scoring import score
        pops = [self.population(b) for b in self.rows[seat]]
        return score(self.pile(seat), pops, self.bonus[seat], sum(len(self.traits[b]) for b in self.rows[seat]))

    # ------------------------------------------------------------------ moves
    def legal_actions(self) -> tuple:
        if self._legal is None:
            object.__setattr__(self, "_legal", _legal(self))
        return self._legal

    def _do(self, action) -> "State":
        legal = self.legal_actions()
        try:  # legal actions are sorted by id: find it by its id
            i = bisect_left(legal, action.id, key=_ID)
            ok = i < len(legal) and (legal[i] is action or (legal[i] == action and type(legal[i]) is type(action)))
        except (AttributeError, TypeError):
            ok = False
        if not ok:
            _refuse(self, action)
        if action is DONE and self.step == Phase.DISCARD and not self.pending:  # draw to six, next player
            a = self.active
            k = HAND - len(self.hands[a])
            last = self.final and a == self.num_players - 1
            if 0 <= k <= len(self.deck) and not last:
                hands = list(self.hands)
                hands[a] = tuple(sorted(hands[a] + self.deck[len(self.deck) - k:]))
                cambrian = self.cambrian
                return State(self.num_players, self.seed, self.tokens, self.rows, self.traits, tuple(hands),
                             self.deck[:len(self.deck) - k], self.discard, (a + 1) % self.num_players, Phase.PLAY,
                             2 if cambrian else 1, 0, False, -1, 0, cambrian, self.final, False, self.scen_on,
                             self.pending, self.bonus, self.shuffles, self._turn + 1)
        if type(action) is Discard:  # the most frequent move, made without a working copy
            a = self.active
            hands = list(self.hands)
            hands[a] = tuple([x for x in hands[a] if x != action.card])
            return State(self.num_players, self.seed, self.tokens, self.rows, self.traits, tuple(hands), self.deck,
                         self.discard + (action.card,), a, self.step, self.plays, self.played, self.optional,
                         self.feeder, self.feeds_left, self.cambrian, self.final, self.over, self.scen_on,
                         self.pending, self.bonus, self.shuffles, self._turn)
        w = _Work(self)
        w.answer(action)
        w.settle()
        return w.freeze()

    # ------------------------------------------------------------------ end
    def _outcome(self):
        n = self.num_players
        totals = tuple(self.pile(s) + sum(self.population(b) for b in self.rows[s]) + self.bonus[s] for s in range(n))
        traits = tuple(sum(len(self.traits[b]) for b in self.rows[s]) for s in range(n))
        return ranked(totals, traits)

    def _describe(self) -> str:
        if self._text is None:
            object.__setattr__(self, "_text", _text(self, None))
        return self._text


State._HANDLERS = tuple(State._do for _ in Phase)


def _source(c, dst: int) -> int:
    """The lowest-numbered Ocean zone holding tokens, never ``dst``; -1 when there is none."""
    for z in (Z1, Z1 + 1, Z1 + 2):
        if c[z] and z != dst:
            return z
    return -1


def ring(rows) -> tuple:
    """Every species in one ring, left to right: each player's row as they see it, the row of
    the next player clockwise to its left (so a left-most species borders the right-most one of
    the next player)."""
    out = ()
    for row in reversed(rows):
        out += tuple(row)
    return out


def neighbours(r: tuple, board: int) -> tuple:
    n = len(r)
    if n < 2:
        return (None, None)
    i = r.index(board)
    return (r[i - 1], r[(i + 1) % n])


def _text(s, seat) -> str:
    c = s.tokens.counts
    who = "game over" if s.over else f"{seat_name(s._player)} to act"
    lines = [f"{TITLE} (Reef variant), {s.num_players} players, turn {s._turn + 1}, {seat_name(s.active)}'s turn, "
             f"{s._phase}, {who}" + (", Cambrian Explosion" if s.cambrian else "") + (", final round" if s.final else "")]
    lines.append(f"Reef {c[REEF_P]}; Ocean zones {c[Z1]} / {c[Z1 + 1]} / {c[Z1 + 2]}; RESERVE {c[RESERVE_P]}; "
                 f"box {c[BOX_P]}; deck {len(s.deck)}; discard {len(s.discard)}")
    for p in range(s.num_players):
        sp = " | ".join(f"#{b + 1} {'+'.join(SURFACE[x].trait.name for x in s.traits[b]) or '-'}: {c[BOARD0 + b]}"
                        for b in s.rows[p])
        pile = c[PILE0 + p] if seat is None or seat == p else "hidden"
        hand = ", ".join(SURFACE[x].name for x in s.hands[p]) if seat is None or seat == p else f"{len(s.hands[p])} cards"
        lines.append(f"{seat_name(p)}: species [{sp}]; pile {pile}; bonus {s.bonus[p]}; hand {hand}")
    if s.pending:
        lines.append(f"waiting: {[(d.seat, d.kind, d.data) for d in s.pending]}")
    return "\n".join(lines)


# ------------------------------------------------------------------------------ legal actions

def _feed_options(s, c, board: int, traits, rows_all) -> list:
    """The feeding actions of the species on ``board`` (forage first, then attacks by target)."""
    t = traits[board]
    pop = c[BOARD0 + board]
    if pop >= SPACES:
        return []
    out = []
    if forage_take(t, pop, c[REEF_P]) >= 1:
        out.append(FORAGES[board])
    if not any([_NEVER_A[x] for x in t]):
        base = board * (BOARDS - 1)
        for tb in rows_all:
            if tb != board and c[BOARD0 + tb] and attack_take(t, pop, traits[tb], c[BOARD0 + tb]) >= 1:
                out.append(ATTACKS[base + (tb if tb < board else tb - 1)])
    return out


def _legal(s: State) -> tuple:
    if s.over:
        return ()
    if s.pending:
        return PLACES
    step = s.step
    a = s.active
    if step == Phase.PLAY:
        return _play_actions(s, a)
    c = s.tokens.counts
    if step == Phase.FEED:
        all_boards = sorted(ring(s.rows))
        forages, attacks = [], []
        for b in sorted(s.rows[a]):
            for x in _feed_options(s, c, b, s.traits, all_boards):
                (forages if type(x) is Forage else attacks).append(x)
        return tuple(forages + attacks)
    if step == Phase.AGAIN:
        return tuple(_feed_options(s, c, s.feeder, s.traits, sorted(ring(s.rows)))) + (DONE,)
    # DISCARD
    return tuple(map(DISCARDS.__getitem__, s.hands[a])) + _DONE_ALONE


def _play_actions(s: State, a: int) -> tuple:
    hand = s.hands[a]
    row = s.rows[a]
    traits = s.traits
    out = []
    if sum(map(len, s.rows)) < BOARDS:
        npos = len(row) + 1
        for x in hand:
            base = x * MAX_POS
            out += NEWS[base: base + npos]
    mine = sorted(row)
    room = [b for b in mine if len(traits[b]) < max_traits(traits[b])]
    if room:
        for x in hand:
            base = x * BOARDS
            out += [EVOLVES[base + b] for b in room]
    for x in hand:
        out += MIGRATES[x * 12: x * 12 + 12]
    for b in mine:
        t = traits[b]
        for k in range(len(t)):
            rest = t[:k] + t[k + 1:]
            if len(rest) <= max_traits(rest):
                out.append(REMOVES[b * MAX_SLOTS + k])
    if s.optional:
        out.append(DONE)
    return tuple(out)


def _refuse(s: State, action) -> None:
    """Raise the IllegalActionError naming the rule ``action`` breaks in ``s``."""
    def no(rule, detail=""):
        raise IllegalActionError(rule, s, action, detail)

    if s.over:
        no(rules.GAME_OVER)
    if s.pending:
        no(rules.ANSWER_FIRST if type(action) is not Place else rules.OVERPOPULATION,
           f"{seat_name(s.pending.top.seat)} must {s.pending.top.kind} first")
    a, step, kind = s.active, s.step, type(action)
    if step == Phase.PLAY:
        if kind in (New, Evolve, Migrate):
            if action.card not in s.hands[a]:
                no(rules.PLAY_FROM_HAND, f"{shown(action.card)} is not in {seat_name(a)}'s hand")
            if kind is New:
                if len(ring(s.rows)) >= BOARDS:
                    no(rules.FREE_BOARD, "every species board is in play")
                no(rules.NEW_SPECIES_PLACE, f"{seat_name(a)} has {len(s.rows[a])} species: places 0 to {len(s.rows[a])}")
            if kind is Evolve:
                if action.board not in s.rows[a]:
                    no(rules.OWN_SPECIES, f"species {action.board + 1} is not one of {seat_name(a)}'s")
                no(rules.MAX_TRAITS, f"species {action.board + 1} already has {len(s.traits[action.board])} traits")
            no(rules.MIGRATE_PLACES)
        if kind is Remove:
            if action.board not in s.rows[a]:
                no(rules.OWN_SPECIES, f"species {action.board + 1} is not one of {seat_name(a)}'s")
            no(rules.MAX_TRAITS, f"species {action.board + 1} has no trait {action.slot + 1} to remove, or would keep "
               "more traits than it may hold")
        if kind is Done:
            no(rules.PLAY_COUNT, "the card of this phase must be played")
        no(rules.IN_TURN, f"{seat_name(a)} is playing cards (Phase 1)")
    if step in (Phase.FEED, Phase.AGAIN):
        if kind in (Forage, Attack):
            b = action.board
            if step == Phase.AGAIN and b != s.feeder:
                no(rules.FEED_AGAIN, f"only species {s.feeder + 1} may feed again")
            if b not in s.rows[a]:
                no(rules.FEED_ONE, f"species {b + 1} is not one of {seat_name(a)}'s")
            t, pop, c = s.traits[b], s.population(b), s.tokens.counts
            if pop >= SPACES:
                no(rules.OPEN_SPACE, f"species {b + 1} has no open space")
            if kind is Forage:
                if any(_NEVER_F[x] for x in t):
                    no(rules.NEVER_FORAGE)
                no(rules.TAKE_AT_LEAST_ONE, "the Reef is empty")
            if any(_NEVER_A[x] for x in t):
                no(rules.NEVER_ATTACK)
            tb = action.target
            if s.owner(tb) < 0:
                no(rules.ATTACK_OTHER, f"species {tb + 1} is not in play")
            if c[BOARD0 + tb] and attack_value(t) - shells(s.traits[tb]) < 1:
                no(rules.SHELLS, f"species {tb + 1}'s shells stop an attack of {attack_value(t)}")
            no(rules.TAKE_AT_LEAST_ONE, f"species {tb + 1} holds no population")
        if kind is Done:
            no(rules.FEED_ONE, "feeding is compulsory when a species can feed")
        no(rules.IN_TURN, f"{seat_name(a)} is feeding (Phase 2)")
    if kind is Discard:
        no(rules.DISCARD, f"{shown(action.card)} is not a Surface card of {seat_name(a)}'s hand")
    no(rules.IN_TURN, f"{seat_name(a)} is discarding and drawing (Phase 4)")


# ------------------------------------------------------------------------------ the working copy

class _Work:
    """A mutable copy of a state, used inside one ``apply`` and frozen into the next state."""

    __slots__ = ("n", "seed", "ledger", "c", "rows", "traits", "hands", "deck", "discard", "active", "step", "plays",
                 "played", "optional", "feeder", "feeds_left", "cambrian", "final", "over", "scen_on", "pending",
                 "bonus", "shuffles", "turn", "events", "dirty")

    def __init__(self, s: State) -> None:
        self.n = s.num_players
        self.seed = s.seed
        self.ledger = s.tokens
        self.c = list(s.tokens.counts)
        self.dirty = False  # tokens moved: the ledger is recounted (and checked) when frozen
        self.rows = list(s.rows)
        self.traits = list(s.traits)
        self.hands = list(s.hands)
        self.deck = s.deck
        self.discard = s.discard
        self.active = s.active
        self.step = s.step
        self.plays = s.plays
        self.played = s.played
        self.optional = s.optional
        self.feeder = s.feeder
        self.feeds_left = s.feeds_left
        self.cambrian = s.cambrian
        self.final = s.final
        self.over = s.over
        self.scen_on = s.scen_on
        self.pending = s.pending
        self.bonus = s.bonus
        self.shuffles = s.shuffles
        self.turn = s._turn
        self.events = []

    def freeze(self) -> State:
        return State(self.n, self.seed, self.ledger.recounted(self.c) if self.dirty else self.ledger, tuple(self.rows), tuple(self.traits),
                     tuple(self.hands), self.deck, self.discard, self.active, self.step, self.plays, self.played,
                     self.optional, self.feeder, self.feeds_left, self.cambrian, self.final, self.over, self.scen_on,
                     self.pending, self.bonus, self.shuffles, self.turn, tuple(self.events))

    # ------------------------------------------------------------------ tokens
    def move(self, src: int, dst: int, k: int) -> None:
        c = self.c
        if k < 0 or k > c[src] or src == dst:  # pragma: no cover - the engine never asks for it
            raise GameError(f"token move {k} from {self.ledger.places[src]} to {self.ledger.places[dst]} is impossible")
        c[src] -= k
        c[dst] += k
        self.dirty = True

    def check_ocean(self) -> None:
        """The Cambrian starts the moment zone 1 is empty; the RESERVE comes out the moment the
        whole Ocean is."""
        c = self.c
        if not self.cambrian and c[Z1] == 0:
            self.cambrian = True
            self.events.append(Event("cambrian"))
            if self.step == Phase.PLAY and self.plays == 1:
                self.plays, self.optional = 2, True
        if c[Z1] + c[Z1 + 1] + c[Z1 + 2] == 0 and c[RESERVE_P]:
            self.events.append(Event("reserve", n=c[RESERVE_P]))
            self.move(RESERVE_P, Z1 + 2, c[RESERVE_P])
            self.final = True

    def from_ocean(self, k: int, dst: int, first: int = Z1) -> int:
        """Take ``k`` tokens from the Ocean into place ``dst``: from zone ``first``, then the
        lowest-numbered zone with tokens (never ``dst`` itself), the RESERVE when the Ocean is
        empty. Returns how many came."""
        c = self.c
        got = 0
        zone = first
        while got < k:
            if c[zone] == 0 or zone == dst:
                zone = _source(c, dst)
                if zone < 0:
                    self.check_ocean()
                    zone = _source(c, dst)
                    if zone < 0:
                        break
            m = k - got
            if m > c[zone]:
                m = c[zone]
            c[zone] -= m
            c[dst] += m
            self.dirty = True
            got += m
            if c[Z1] == 0 or c[zone] == 0:
                self.check_ocean()
        self.check_ocean()
        return got

    def update_scenarios(self) -> None:
        """The end of an event: a blue Scenario (zones 1 and 2 in the Reef variant) is active while its zone is
        empty."""
        c = self.c
        self.scen_on = (c[Z1] == 0, c[Z1 + 1] == 0)

    def gain_bonus(self) -> int:
        return sum(SCENARIOS[sc].gain_bonus for z, sc in enumerate(REEF_SCENARIOS) if self.scen_on[z])

    def fertile(self) -> int:
        return sum(SCENARIOS[sc].new_species for z, sc in enumerate(REEF_SCENARIOS) if self.scen_on[z])

    # ------------------------------------------------------------------ answering
    def answer(self, action) -> None:
        kind = type(action)
        if self.pending:
            top, self.pending = self.pending.pop()
            b = top.data
            excess = self.c[BOARD0 + b] - AFTER_OVERPOPULATION
            self.move(BOARD0 + b, LOCATIONS[action.where], excess)
            self.events.append(Event("place", b, excess, PLACE_NAMES[action.where]))
            return
        a = self.active
        if kind is New:
            self.play_card(a, action.card)
            used = set(ring(self.rows))
            b = next(x for x in range(BOARDS) if x not in used)
            row = self.rows[a]
            self.rows[a] = row[:action.pos] + (b,) + row[action.pos:]
            self.traits[b] = (action.card,)
            self.events.append(Event("new", b, action.pos, SURFACE[action.card].trait.name))
            k = self.fertile()
            if k:
                got = self.from_ocean(min(k, SPACES), BOARD0 + b)
                self.events.append(Event("fertile", b, got))
            self.card_played()
        elif kind is Evolve:
            self.play_card(a, action.card)
            self.traits[action.board] = self.traits[action.board] + (action.card,)
            self.events.append(Event("evolve", action.board, 0, SURFACE[action.card].trait.name))
            self.card_played()
        elif kind is Migrate:
            self.play_card(a, action.card)
            self.discard = self.discard + (action.card,)
            k = CARD_MIGRATE[action.card]
            src, dst = LOCATIONS[action.source], LOCATIONS[action.to]
            if src == REEF_P:
                got = min(k, self.c[REEF_P])
                self.move(REEF_P, dst, got)
            else:
                got = self.from_ocean(k, dst, first=src)
            self.events.append(Event("migrate", -1, got, f"{PLACE_NAMES[action.source]} to {PLACE_NAMES[action.to]}"))
            self.check_ocean()
            self.card_played()
        elif kind is Remove:
            t = self.traits[action.board]
            x = t[action.slot]
            self.traits[action.board] = t[:action.slot] + t[action.slot + 1:]
            self.discard = self.discard + (x,)
            self.events.append(Event("remove", action.board, 0, SURFACE[x].trait.name))
        elif kind is Forage or kind is Attack:
            if self.step == Phase.AGAIN:
                self.feeds_left -= 1
            else:
                self.feeds_left = extra_feeds(self.traits[action.board])
            self.feed(action.board, action.target if kind is Attack else -1)
        elif kind is Discard:
            self.hands[a] = tuple(x for x in self.hands[a] if x != action.card)
            self.discard = self.discard + (action.card,)
        else:  # Done
            if self.step == Phase.PLAY:
                self.plays = self.played
            elif self.step == Phase.AGAIN:
                self.age()
            else:
                self.draw_and_end()

    def play_card(self, a: int, card: int) -> None:
        self.hands[a] = tuple([x for x in self.hands[a] if x != card])

    def card_played(self) -> None:
        self.played += 1
        self.update_scenarios()

    # ------------------------------------------------------------------ feeding
    def feed(self, f: int, target: int) -> None:
        c = self.c
        t = self.traits[f]
        if target < 0:
            k = forage_take(t, c[BOARD0 + f], c[REEF_P])
            self.move(REEF_P, BOARD0 + f, k)
            self.events.append(Event("forage", f, k))
            events = ((FEEDS, f), (FORAGES_EV, f))
        else:
            k = attack_take(t, c[BOARD0 + f], self.traits[target], c[BOARD0 + target])
            self.move(BOARD0 + target, BOARD0 + f, k)
            self.events.append(Event("attack", f, k, "", target))
            events = ((FEEDS, f), (ATTACKS_EV, f), (ATTACKED, target))
        self.feeder = f
        self.step = Phase.FED
        steps = [Decision(self.active, TRIGGER_K, e) for e in self.triggered(f, events)]
        self.pending = self.pending.push(*steps, Decision(self.active, CHECK_K, f))

    def triggered(self, f: int, events) -> list:
        """Every effect the feeding's ``events`` trigger, in the order they resolve: the feeding
        species first, then by seat from the active player, each row left to right."""
        traits = self.traits
        if not any([_TRIGGERS[x] for row in self.rows for b in row for x in traits[b]]):
            return []
        r = ring(self.rows)
        order = [f] + [b for s in range(self.n) for b in self.rows[(self.active + s) % self.n] if b != f]
        out = []
        for sp in order:
            left, right = neighbours(r, sp)
            for x in self.traits[sp]:
                for trig in _TRIGGERS[x]:
                    watched = sp if trig.watch == SELF else left if trig.watch == LEFT else right
                    if watched is None:
                        continue
                    for ev, subject in events:
                        if ev == trig.event and subject == watched:
                            out.append((sp, x, trig.effect, trig.n, subject))
        return out

    def resolve(self, effect) -> None:
        sp, x, kind, n, subject = effect
        c = self.c
        room = SPACES - c[BOARD0 + sp]
        name = SURFACE[x].trait.name
        if kind == GAIN:
            got = self.from_ocean(min(n + self.gain_bonus(), room), BOARD0 + sp) if room else 0
            self.events.append(Event("gain", sp, got, name))
        else:
            k = min(n, c[BOARD0 + subject], room)
            self.move(BOARD0 + subject, BOARD0 + sp, k)
            self.events.append(Event("leech", sp, k, name, subject))

    def check_overpopulation(self, f: int) -> None:
        c = self.c
        asks = []
        for s in range(self.n):
            seat = (self.active + s) % self.n
            for b in self.rows[seat]:
                if c[BOARD0 + b] >= SPACES:
                    self.events.append(Event("overpopulate", b, c[BOARD0 + b] - AFTER_OVERPOPULATION))
                    asks.append(Decision(seat, EXCESS_K, b))
                    if b == f:
                        self.feeds_left = 0
        if asks:
            self.pending = self.pending.push(*asks)

    def can_feed(self, b: int) -> bool:
        """Whether the species on ``board`` can forage or attack now (the quick test of :func:`_feed_options`)."""
        c = self.c
        pop = c[BOARD0 + b]
        if pop >= SPACES:
            return False
        traits = self.traits
        t = traits[b]
        if c[REEF_P] and not any([_NEVER_F[x] for x in t]):
            return True
        if any([_NEVER_A[x] for x in t]):
            return False
        value = attack_value(t)
        for row in self.rows:
            for tb in row:
                if tb != b and c[BOARD0 + tb] and value > shells(traits[tb]):
                    return True
        return False

    # ------------------------------------------------------------------ aging, drawing, the end of a turn
    def age(self) -> None:
        """Phase 3: each of the active player's species ages 1 (2 in the Cambrian) into the score
        pile; one that cannot age fully goes extinct."""
        a = self.active
        k = 2 if self.cambrian else 1
        c = self.c
        keep = []
        for b in self.rows[a]:
            have = c[BOARD0 + b]
            self.move(BOARD0 + b, PILE0 + a, min(k, have))
            if have < k:
                self.discard = self.discard + self.traits[b]
                self.traits[b] = ()
                self.events.append(Event("extinct", b, have))
            else:
                keep.append(b)
                self.events.append(Event("age", b, k))
        self.rows[a] = tuple(keep)
        self.feeder, self.feeds_left = -1, 0
        self.update_scenarios()
        self.step = Phase.DISCARD

    def draw_and_end(self) -> None:
        a = self.active
        hand = list(self.hands[a])
        deck = self.deck
        while len(hand) < HAND:
            if not deck:
                if not self.discard:
                    break
                pool = sorted(self.discard)
                random.Random(self.seed * 1_000_003 + self.shuffles).shuffle(pool)
                self.shuffles += 1
                deck, self.discard = tuple(pool), ()
            k = min(HAND - len(hand), len(deck))
            hand += reversed(deck[-k:])
            deck = deck[:-k]
        self.deck = deck
        self.hands[a] = tuple(sorted(hand))
        self.update_scenarios()
        if self.final and a == self.n - 1:
            self.over = True
            self.step = Phase.GAME_OVER
            return
        self.active = (a + 1) % self.n
        self.turn += 1
        self.step = Phase.PLAY
        self.plays, self.played, self.optional = (2 if self.cambrian else 1), 0, False

    def settle(self) -> None:
        """Go on until a player must decide (or the game is over)."""
        while not self.over:
            if self.pending:
                top = self.pending[-1]
                if top.kind == TRIGGER_K:
                    self.pending = self.pending.pop()[1]
                    self.resolve(top.data)
                    continue
                if top.kind == CHECK_K:
                    self.pending = self.pending.pop()[1]
                    self.check_overpopulation(top.data)
                    continue
                return
            step = self.step
            if step == Phase.PLAY:
                if self.played >= self.plays or not self.hands[self.active]:
                    self.step = Phase.FEED
                    self.optional = False
                    continue
                return
            if step == Phase.FEED:
                if any(self.can_feed(b) for b in self.rows[self.active]):
                    return
                self.age()
                continue
            if step == Phase.FED:
                self.update_scenarios()
                if self.feeds_left > 0 and self.feeder in self.rows[self.active] and self.can_feed(self.feeder):
                    self.step = Phase.AGAIN
                    return
                self.age()
                continue
            return


# ------------------------------------------------------------------------------ the view

class View(GameView):
    """What one seat may see: every species, the Reef, the Ocean, the RESERVE, the box, every
    hand's size, its own hand, its own score pile (the others' are behind their screens), the
    discard pile, the size of the deck, the decisions waiting."""

    __slots__ = ("seat", "num_players", "current_player", "legal_actions", "phase", "turn", "active", "counts",
                 "piles", "rows", "traits", "hands", "deck_size", "discard", "step", "plays", "played", "optional",
                 "feeder", "feeds_left", "cambrian", "final", "over", "scen_on", "pending", "bonus", "full_state")
    _NAME = "oceans"
    _DRAW = "games_lib.oceans.draw"

    def __init__(self, state: State, seat: Optional[int]) -> None:
        s = object.__setattr__
        c = state.tokens.counts
        n = state.num_players
        s(self, "seat", seat)
        s(self, "num_players", n)
        s(self, "current_player", state.current_player)
        s(self, "legal_actions", state.legal_actions() if seat is None or seat == state.current_player else ())
        s(self, "phase", state.phase)
        s(self, "turn", state.turn)
        s(self, "active", state.active)
        s(self, "counts", c[:PILE0])
        s(self, "piles", tuple(c[PILE0 + p] if seat is None or p == seat else None for p in range(n)))
        s(self, "rows", state.rows)
        s(self, "traits", state.traits)
        s(self, "hands", tuple(h if seat is None or p == seat else len(h) for p, h in enumerate(state.hands)))
        s(self, "deck_size", len(state.deck))
        s(self, "discard", state.discard)
        s(self, "step", state.step)
        s(self, "plays", state.plays)
        s(self, "played", state.played)
        s(self, "optional", state.optional)
        s(self, "feeder", state.feeder)
        s(self, "feeds_left", state.feeds_left)
        s(self, "cambrian", state.cambrian)
        s(self, "final", state.final)
        s(self, "over", state.over)
        s(self, "scen_on", state.scen_on)
        s(self, "pending", state.pending)
        s(self, "bonus", state.bonus)
        s(self, "full_state", state if seat is None else None)

    def population(self, board: int) -> int:
        return self.counts[BOARD0 + board]

    def __str__(self) -> str:
        c = self.counts
        lines = [f"{seat_name(self.seat)} sees: turn {self.turn + 1}, {seat_name(self.active)}'s turn, {self.phase}"
                 + (", Cambrian Explosion" if self.cambrian else "") + (", final round" if self.final else ""),
                 f"Reef {c[REEF_P]}; Ocean zones {c[Z1]} / {c[Z1 + 1]} / {c[Z1 + 2]}; RESERVE {c[RESERVE_P]}; "
                 f"box {c[BOX_P]}; deck {self.deck_size}; discard {len(self.discard)}"]
        for p in range(self.num_players):
            sp = " | ".join(f"#{b + 1} {'+'.join(SURFACE[x].trait.name for x in self.traits[b]) or '-'}: "
                            f"{c[BOARD0 + b]}" for b in self.rows[p])
            h = self.hands[p]
            hand = f"{h} cards" if isinstance(h, int) else ", ".join(SURFACE[x].name for x in h)
            pile = "hidden" if self.piles[p] is None else self.piles[p]
            lines.append(f"{seat_name(p)}: species [{sp}]; pile {pile}; bonus {self.bonus[p]}; hand {hand}")
        if self.pending:
            lines.append(f"waiting: {[(d.seat, d.kind, d.data) for d in self.pending]}")
        return "\n".join(lines)


def sample_state(view: View, rng: random.Random) -> State:
    """A state the view's seat could be in: the other hands and the deck's order dealt at random
    from the cards it has not seen, and the other score piles split at random from the tokens it
    cannot see."""
    need_kind("view", view, View, "an Oceans view (state.view(seat))", where="sample_state")
    need_kind("rng", rng, random.Random, "a random.Random", where="sample_state")
    n = view.num_players
    seen = set(view.discard)
    for t in view.traits:
        seen.update(t)
    for h in view.hands:
        if not isinstance(h, int):
            seen.update(h)
    unseen = [x for x in range(NUM_CARDS) if x not in seen]
    rng.shuffle(unseen)
    hands = []
    for h in view.hands:
        if isinstance(h, int):
            hands.append(tuple(sorted(unseen[:h])))
            unseen = unseen[h:]
        else:
            hands.append(h)
    hidden = [p for p in range(n) if view.piles[p] is None]
    left = TOKENS - sum(view.counts) - sum(x for x in view.piles if x is not None)
    piles = list(view.piles)
    for i, p in enumerate(hidden):
        share = left if i == len(hidden) - 1 else rng.randint(0, left)
        piles[p] = share
        left -= share
    tokens = Tokens(zip(_PLACES[n], tuple(view.counts) + tuple(piles)))
    return State(num_players=n, seed=rng.getrandbits(32), tokens=tokens, rows=view.rows, traits=view.traits,
                 hands=tuple(hands), deck=tuple(unseen), discard=view.discard, active=view.active, step=view.step,
                 plays=view.plays, played=view.played, optional=view.optional, feeder=view.feeder,
                 feeds_left=view.feeds_left, cambrian=view.cambrian, final=view.final, over=view.over,
                 scen_on=view.scen_on, pending=view.pending, bonus=view.bonus, shuffles=0, turn=view.turn)


# ------------------------------------------------------------------------------ the game

def _start(n: int, rng: random.Random) -> State:
    """Setup steps 1-11 of the Reef variant."""
    deck = list(range(NUM_CARDS))
    rng.shuffle(deck)
    hands = []
    for _ in range(n):
        hands.append(tuple(sorted(deck[-HAND:])))
        del deck[-HAND:]
    supply = SUPPLY[n]
    quarter = supply // 4
    counts = [RESERVE, TOKENS - RESERVE - supply, quarter, quarter, quarter, quarter] + [0] * (BOARDS + n)
    first = deck.pop()  # step 9: the top card starts the discard pile; its migrate number moves population
    m = CARD_MIGRATE[first]
    counts[REEF_P] -= m
    counts[Z1] -= m
    counts[Z1 + 2] += 2 * m
    return State(num_players=n, seed=rng.getrandbits(32), tokens=Tokens(zip(_PLACES[n], counts)),
                 rows=((),) * n, traits=((),) * BOARDS, hands=tuple(hands), deck=tuple(deck), discard=(first,),
                 active=0, step=Phase.PLAY, plays=1, played=0, optional=False, feeder=-1, feeds_left=0,
                 cambrian=False, final=False, over=False, scen_on=(False, False), pending=Pending(), bonus=BONUS[n],
                 shuffles=0, turn=0)


class Oceans(GameRules):
    """The game: its declared facts (``info``) and its start."""

    info = GameInfo(name="oceans", title=TITLE, min_players=2, max_players=4, chance=Chance.SEEDED_SETUP,
                    information=Information.IMPERFECT, simultaneous=False, max_decisions=12000,
                    rulebook="oceans.txt")

    def new_initial_state(self, seed: "int | random.Random" = 0, *, num_players: Optional[int] = None,
                          variant: str = "reef") -> State:
        n = 2 if num_players is None else need_int("num_players", num_players, where="new_game")
        if n not in self.info.players:
            raise GameError(f"Oceans is for 2 to 4 players, not {shown(n)}")
        if variant != "reef":
            raise GameError(f"new_game: variant must be 'reef' (the full game with the Deep and random Scenarios is "
                            f"not played by this engine yet), not {shown(variant)}")
        return _start(n, make_rng(need_seed("seed", seed, where="new_game")))

    @staticmethod
    def sample_state(view: View, rng: random.Random) -> State:
        return sample_state(view, rng)

    @staticmethod
    def action_space() -> tuple:
        return ALL_ACTIONS

    @staticmethod
    def invariants(state: State) -> list:
        """What is wrong (empty when all holds): tokens conserved (200), no species over ten, no
        token on a board out of play, traits within their maximum, every Surface card in one
        place, and no seat's view showing another seat's score pile or hand."""
        problems = list(state.tokens.conservation(TOKENS))
        c = state.tokens.counts
        in_play = ring(state.rows)
        if len(set(in_play)) != len(in_play):
            problems.append(f"a species board is in two places: {state.rows}")
        for b in range(BOARDS):
            pop = c[BOARD0 + b]
            if pop > SPACES:
                problems.append(f"species board {b + 1} holds {pop} tokens, more than {SPACES}")
            if b not in in_play and (pop or state.traits[b]):
                problems.append(f"species board {b + 1} is not in play but holds tokens or traits")
            if len(state.traits[b]) > max_traits(state.traits[b]):
                problems.append(f"species board {b + 1} holds {len(state.traits[b])} traits")
        if not state.pending:
            over = [b for b in in_play if c[BOARD0 + b] >= SPACES]
            if over:
                problems.append(f"species on their fishbones with nothing pending: {over}")
        ids = list(state.deck) + list(state.discard) + [x for h in state.hands for x in h]
        ids += [x for t in state.traits for x in t]
        if sorted(ids) != list(range(NUM_CARDS)):
            problems.append(f"Surface cards not each in one place: {len(ids)} places, {len(set(ids))} distinct")
        if any(len(h) > HAND for h in state.hands):
            problems.append("a hand holds more than six cards")
        for seat in range(state.num_players):
            v = state.view(seat)
            if any(p is not None for k, p in enumerate(v.piles) if k != seat) or \
                    any(not isinstance(h, int) for k, h in enumerate(v.hands) if k != seat):
                problems.append(f"{seat_name(seat)}'s view shows another seat's score pile or hand")
        return problems


GAME = Oceans(State, View)


def new_game(seed: "int | random.Random" = 0, *, num_players: int = 2, variant: str = "reef") -> State:
    """A new game of Oceans (the Reef variant) for ``num_players`` (2 to 4), dealt from ``seed``."""
    return GAME.new_initial_state(seed, num_players=num_players, variant=variant)


# ------------------------------------------------------------------------------ positions from plain values

def position(rows: Any, *, reef: int = 25, ocean: Any = (25, 25, 25), reserve: int = RESERVE, active: int = 0,
             hands: Any = None, piles: Any = None, cambrian: bool = False, phase: str = "feed", seed: int = 0) -> State:
    """A position from plain values: ``rows`` one list of species per seat (each species
    ``(traits, population)``; traits a trait name or a list of them), the Reef, the three Ocean
    zones, the RESERVE; ``hands`` (per seat, trait names or card names like ``"Speed 9"``; default
    none) and ``piles``; ``phase``
    ``"play"`` or ``"feed"`` (the active player's Phase 1 or Phase 2). Boards are numbered in
    the order the species are given (seat 0's first)."""
    from .checks import check_position
    rows, hands, piles, zones = check_position(rows, hands, piles, ocean, reef, reserve, active, phase)
    n = len(rows)
    used = set()

    def copy_of(trait_id: int) -> int:
        for k in range(10):
            x = trait_id * 10 + k
            if x not in used:
                used.add(x)
                return x
        raise GameError(f"position: more than 10 copies of {TRAITS[trait_id].name}")

    for h in hands:
        for kind, x in h:
            if kind == "card":
                if x in used:
                    raise GameError(f"position: {SURFACE[x].name} is named twice")
                used.add(x)
    traits = [()] * BOARDS
    counts = [0] * (PILE0 + n)
    out_rows = []
    b = 0
    for row in rows:
        mine = []
        for ts, pop in row:
            if b >= BOARDS:
                raise GameError(f"position: at most {BOARDS} species in all")
            traits[b] = tuple(copy_of(t) for t in ts)
            counts[BOARD0 + b] = pop
            mine.append(b)
            b += 1
        out_rows.append(tuple(mine))
    hand_cards = tuple(tuple(sorted(x if kind == "card" else copy_of(x) for kind, x in h)) for h in hands)
    counts[REEF_P] = reef
    counts[Z1:Z1 + 3] = zones
    counts[RESERVE_P] = reserve
    for p, x in enumerate(piles):
        counts[PILE0 + p] = x
    rest = TOKENS - sum(counts)
    if rest < 0:
        raise GameError(f"position: {sum(counts)} tokens in play, more than the {TOKENS} of the box")
    counts[BOX_P] = rest
    deck = [x for x in range(NUM_CARDS) if x not in used]
    random.Random(seed).shuffle(deck)
    step = Phase.PLAY if phase == "play" else Phase.FEED
    s = State(num_players=n, seed=seed, tokens=Tokens(zip(_PLACES[n], counts)), rows=tuple(out_rows),
              traits=tuple(traits), hands=hand_cards, deck=tuple(deck), discard=(), active=active, step=step,
              plays=2 if cambrian else 1, played=0, optional=False, feeder=-1, feeds_left=0, cambrian=cambrian,
              final=False, over=False, scen_on=(zones[0] == 0, zones[1] == 0), pending=Pending(), bonus=BONUS[n],
              shuffles=0, turn=0)
    w = _Work(s)
    w.settle()
    return w.freeze()



class Feeding(NamedTuple):
    """What one or more feedings of one species did (see :func:`feed`), species numbered as given."""

    taken: tuple                    #: tokens the feeding species took, one number per feeding
    gains: tuple                    #: per feeding: (species, trait, tokens) for every triggered effect, in order
    before_overpopulation: tuple    #: every species' population after the last feeding resolved
    overpopulated: tuple            #: the species that overpopulated after the last feeding
    populations: tuple              #: every species' population once the excess was put away
    state: Any                      #: the engine's state afterwards
    steps: tuple = ()               #: per feeding: (event, every species' population after it), in order

    def gained(self, species: int, feeding: int = 0) -> tuple:
        """What ``species`` gained in feeding ``feeding``, effect by effect: ``(1, 2, 2)``."""
        return tuple(n for sp, _, n in self.gains[feeding] if sp == species)


def feed(species: Any, feeder: int, target: Optional[int] = None, *, times: int = 1, excess_to: int = 0,
         reef: int = 25, ocean: Any = (25, 25, 25)) -> Feeding:
    """Feed species ``feeder`` of one player's row ``species`` (each ``(traits, population)``,
    left to right), attacking species ``target`` (or foraging when ``None``), ``times`` times
    (a second time needs a trait that allows it), through the engine's own rules; an
    overpopulated species' excess goes to ``excess_to`` (0: the Reef, 1-3: a zone).

    The rulebook's feeding example:

    >>> f = feed([("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0),
    ...           ("Filter Feeder", 4)], 0, 2, times=2)
    >>> f.gained(1), f.taken, f.before_overpopulation, f.overpopulated, f.populations
    ((1, 2, 2), (1, 1), (4, 10, 2), (1,), (4, 5, 2))
    """
    from .checks import check_species
    row = check_species(species, "feed")
    k = len(row)
    need_int("feeder", feeder, 0, k - 1, where="feed")
    if target is not None:
        need_int("target", target, 0, k - 1, where="feed")
    need_int("times", times, 1, 10, where="feed")
    need_int("excess_to", excess_to, 0, 3, where="feed")
    names = [[TRAITS[t].name for t in ts] for ts, _ in row]
    state = position([list(zip(names, [p for _, p in row])), []], reef=reef, ocean=ocean)
    action = FORAGES[feeder] if target is None else ATTACKS[feeder * (BOARDS - 1) + (target if target < feeder
                                                                                        else target - 1)]
    pops = [p for _, p in row]
    taken, gains, over, steps = [], [], (), []
    before = tuple(pops)
    for time in range(times):
        if time and (state.phase != Phase.AGAIN or state.feeder != feeder):
            raise GameError(f"feed: species {feeder} may not feed again", rule=rules.FEED_AGAIN)
        state = state.apply(action)
        events = list(state.events)
        while state.pending:
            state = state.apply(PLACES[excess_to])
            events += state.events
        mine, over, said = [], [], []
        for e in events:
            if e.what in ("forage", "attack"):
                pops[e.board] += e.n
                taken.append(e.n)
                if e.what == "attack":
                    pops[e.other] -= e.n
            elif e.what in ("gain", "leech") and e.board < k:
                pops[e.board] += e.n
                if e.what == "leech":
                    pops[e.other] -= e.n
                mine.append((e.board, e.note, e.n))
            elif e.what == "overpopulate":
                before = tuple(pops)
                over.append(e.board)
            elif e.what == "place":
                pops[e.board] -= e.n
            elif e.what not in ("cambrian", "reserve"):
                continue
            said.append((e, tuple(pops)))
        if not over:
            before = tuple(pops)
        gains.append(tuple(mine))
        steps.append(tuple(said))
    return Feeding(tuple(taken), tuple(gains), before, tuple(over), tuple(pops), state, tuple(steps))


class Values(NamedTuple):
    """What a species with some traits does when it feeds and is attacked (Phase 2, Defensive Traits)."""

    forage: int           #: forage value: its green icons, at least 1
    attack: int           #: attack value: its red icons, at least 1
    shells: int           #: an attacker takes this many fewer
    may_forage: bool      #: no "may never forage" icon
    may_attack: bool      #: no "may never attack" icon
    max_traits: int       #: how many traits it may hold
    extra_feeds: int      #: how many more times it may feed in a turn


def values(traits: Any) -> Values:
    """The feeding values of a species with ``traits`` (trait names, or one name), from plain values.

    >>> values(["Apex Predator", "Apex Predator", "Tentacled"])
    Values(forage=1, attack=7, shells=0, may_forage=False, may_attack=True, max_traits=3, extra_feeds=1)
    >>> values("Inking").shells, values([]).forage
    (2, 1)
    """
    from .checks import check_traits
    cards = tuple(t * 10 for t in check_traits(traits, "values"))  # the first copy of each trait: icons only
    return Values(forage_value(cards), attack_value(cards), shells(cards), not any(_NEVER_F[c] for c in cards),
                  not any(_NEVER_A[c] for c in cards), max_traits(cards), extra_feeds(cards))
