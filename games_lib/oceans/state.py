"""The Oceans engine (the Reef variant and the full game): setup, the four phases of a turn,
feeding and its triggers, overpopulation, the Ocean, Scenarios, the Cambrian Explosion, the
Deep, the RESERVE and the end.

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

The full game (``variant="full"``) adds two random Scenarios on zones 1 and 2 (blue: active
while the zone is empty at the end of an event; purple: fires each time it is found empty), the
Gene Pool and the Deep deck. A Deep card is a card number after the Surface cards
(:data:`~.cards.DEEP0` on); it is played only in the Cambrian: to evolve it costs its migrate
number from the score pile, to migrate it costs nothing, and either way it never reaches the
discard pile (it leaves the game when it leaves a species). Phase 4 then opens with a Deep card
(the top of a Gene Pool pile, or three drawn and one kept). A Scenario changes a core rule for
every species; a trait that overrides Scenarios keeps the core rule for its own species.

The engine reads what a trait does from its data (:class:`~.cards.Trait`: icons, triggers); it
never tests a trait's name.
"""

from __future__ import annotations

import dataclasses
import operator
import random
from bisect import bisect_left
from typing import Any, NamedTuple, Optional

from ..core import (TERMINAL, Chance, Decision, GameError, GameInfo, IllegalActionError, Information, Pending,
                    Tokens, make_rng)
from ..core.checks import need_int, need_kind, need_seed, shown
from ..core.state import GameRules, GameState, GameView, Phases, seat_name
from . import rules
from .actions import (ALL_ACTIONS, ATTACKS, DEEP_EVOLVES, DEEP_MIGRATES, DEEP_NEWS, DISCARDS, DONE, DRAW_DEEP,
                      EVOLVES, FORAGES, KEEPS, MAX_POS, MAX_SLOTS, MIGRATES, NEWS, PLACE_NAMES, PLACES, REMOVES,
                      TAKE_DEEP, Attack, DeepEvolve, DeepNew, Discard, Done, DrawDeep, Evolve, Forage, Keep, Migrate,
                      New, Place, Remove, TakeDeep)
from .cards import (AFTER_OVERPOPULATION, ATTACKED, ATTACKS as ATTACKS_EV, BOARDS, BONUS, CARD_MIGRATE,
                    CARD_MIGRATES, CARD_NAMES, CARD_TRAITS, DEEP, DEEP0, DEEP_DRAW, FEEDS, FORAGES as FORAGES_EV, GAIN, HAND, LEFT,
                    MAX_ROUNDS, MAX_TRAITS, NUM_ALL, PURPLE, REEF_SCENARIOS, RESERVE, SCENARIOS, SELF, SPACES, SUPPLY, SURFACE,
                    TITLE, TOKENS, TRAITS, GENE_POOL)
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

# every card number: the 120 Surface cards, then the Deep cards
_FORAGE = tuple(t.forage for t in CARD_TRAITS)
_ATTACK = tuple(t.attack for t in CARD_TRAITS)
_SHELL = tuple(t.shell for t in CARD_TRAITS)
_NEVER_F = tuple(t.never_forage for t in CARD_TRAITS)
_NEVER_A = tuple(t.never_attack for t in CARD_TRAITS)
_EXTRA_T = tuple(t.extra_traits for t in CARD_TRAITS)
_EXTRA_F = tuple(t.extra_feeds for t in CARD_TRAITS)
_TRIGGERS = tuple(t.triggers for t in CARD_TRAITS)
_IGNORES = tuple(t.ignores_scenarios for t in CARD_TRAITS)
_TRAIT_NAME = tuple(t.name for t in CARD_TRAITS)
_MIG_PAIRS = tuple((s, t) for s in range(4) for t in range(4) if s != t)
_MIGRATE_NOTE = tuple(tuple(f"{PLACE_NAMES[s]} to {PLACE_NAMES[t]}" for t in range(4)) for s in range(4))


class _Species(NamedTuple):
    """What a species' trait cards add up to (kept by trait cards: the same few species come
    back in every position)."""

    forage: int       # its forage value, at least 1
    attack: int       # its attack value, at least 1
    shells: int
    never_forage: bool
    never_attack: bool
    ignores: bool     # a trait overrides the Scenarios
    extra_traits: int
    extra_feeds: int
    triggers: bool    # a trait with a trigger


_SPECIES: dict = {}


def _species(traits) -> _Species:
    sp = _SPECIES.get(traits)
    if sp is None:
        if len(_SPECIES) > 50_000:
            _SPECIES.clear()
        sp = _SPECIES[traits] = _Species(
            max(1, sum([_FORAGE[c] for c in traits])), max(1, sum([_ATTACK[c] for c in traits])),
            sum([_SHELL[c] for c in traits]), any([_NEVER_F[c] for c in traits]), any([_NEVER_A[c] for c in traits]),
            any([_IGNORES[c] for c in traits]), sum([_EXTRA_T[c] for c in traits]),
            sum([_EXTRA_F[c] for c in traits]), any([_TRIGGERS[c] for c in traits]))
    return sp


def ignores_scenarios(traits) -> bool:
    """Whether a trait of this species overrides the Scenario cards (Overview: a trait overrides
    the core rules and the Scenarios, for its own species)."""
    return _species(tuple(traits)).ignores


def _with_scenarios(sp: _Species, value: int, bonus: int) -> int:
    """``value`` (a forage or attack value of species ``sp``) with what the active Scenarios
    add, ``bonus``: nothing for a species whose trait overrides the Scenarios (Overview)."""
    return value + bonus if bonus and not sp.ignores else value


def forage_value(traits, bonus: int = 0) -> int:
    """Forage value of a species with these trait cards: its green icons, at least 1; ``bonus``
    is what active Scenarios add (none for a species whose trait overrides Scenarios)."""
    sp = _species(tuple(traits))
    return _with_scenarios(sp, sp.forage, bonus)


def attack_value(traits, bonus: int = 0) -> int:
    """Attack value: its red icons, at least 1; ``bonus`` as for :func:`forage_value`."""
    sp = _species(tuple(traits))
    return _with_scenarios(sp, sp.attack, bonus)


def shells(traits) -> int:
    """What an attacker takes fewer from this species: its shell icons."""
    return _species(tuple(traits)).shells


def max_traits(traits) -> int:
    """How many traits the species may hold: 3, more if a trait says so."""
    return MAX_TRAITS + _species(tuple(traits)).extra_traits


def extra_feeds(traits) -> int:
    return _species(tuple(traits)).extra_feeds


def forage_take(traits, pop: int, reef: int, bonus: int = 0) -> int:
    """Tokens a forage takes (0: it may not forage); ``bonus`` from active Scenarios."""
    sp = _species(tuple(traits))
    if sp.never_forage:
        return 0
    v = _with_scenarios(sp, sp.forage, bonus)
    return min(v, reef, SPACES - pop)


def attack_take(traits, pop: int, target_traits, target_pop: int, bonus: int = 0) -> int:
    """Tokens an attack takes (0: it may not attack this target); ``bonus`` from active Scenarios."""
    sp = _species(tuple(traits))
    if sp.never_attack:
        return 0
    v = _with_scenarios(sp, sp.attack, bonus)
    return max(0, min(v - _species(tuple(target_traits)).shells, target_pop, SPACES - pop))


class Effects(NamedTuple):
    """What the active blue Scenarios change, summed (all 0 when none is active)."""

    gain: int = 0
    new_species: int = 0
    forage: int = 0
    attack: int = 0
    age: int = 0


_NO_EFFECTS = Effects()
_EFFECTS = {}


def scenario_effects(scenarios: Any, on: Any) -> Effects:
    """What the blue Scenarios ``scenarios`` (two names or ids, on zones 1 and 2) change while
    ``on`` (two booleans: their zone empty at the end of the last event). Purple ones change no
    rule: they fire.

    >>> scenario_effects(("Abundance", "Fertile"), (True, False))
    Effects(gain=1, new_species=0, forage=0, attack=0, age=0)
    """
    from ..core.checks import need_seq
    from .checks import check_scenarios
    ids = check_scenarios(scenarios, "scenario_effects")
    flags = need_seq("on", on, "two booleans (zones 1 and 2 empty)", where="scenario_effects")
    if len(flags) != 2 or not all(isinstance(x, bool) for x in flags):
        raise GameError(f"scenario_effects: on must be two booleans (zones 1 and 2 empty), not {shown(on)}")
    return _scenario_effects(ids, tuple(flags))


def _scenario_effects(scenarios: tuple, on: tuple) -> Effects:
    key = (scenarios, on)
    e = _EFFECTS.get(key)
    if e is None:
        active = [SCENARIOS[x] for x, o in zip(scenarios, on) if o and SCENARIOS[x].kind != PURPLE]
        e = Effects(*(sum(getattr(sc, f) for sc in active) for f in
                      ("gain_bonus", "new_species", "forage_bonus", "attack_bonus", "age_extra")))
        _EFFECTS[key] = e
    return e


class FullGame(NamedTuple):
    """What the full game adds to a state: its two Scenarios (ids, on zones 1 and 2), the Deep
    deck (top last), the two Gene Pool piles (face up, top last), the Deep cards out of the game
    and the (up to three) Deep cards the active player drew and must keep one of."""

    scenarios: tuple
    deck: tuple
    pools: tuple
    gone: tuple = ()
    drawn: tuple = ()


def _scenarios(s) -> tuple:
    return REEF_SCENARIOS if s.full is None else s.full.scenarios


def _effects(s) -> Effects:
    if not (s.scen_on[0] or s.scen_on[1]):
        return _NO_EFFECTS
    return _scenario_effects(_scenarios(s), s.scen_on)


class Phase(Phases):
    PLAY = 0      # Phase 1: play cards (and remove traits)
    FEED = 1      # Phase 2: choose a species to feed
    AGAIN = 2     # Phase 2: the species may feed again (Tentacled)
    DISCARD = 3   # Phase 4: discard Surface cards, then draw
    DECIDE = 4    # a pending decision: an owner places an overpopulated species' excess
    GAME_OVER = 5
    FED = 6       # internal: a feeding resolving (never a state's phase)
    DEEP = 7      # Phase 4 of the full game: take a Deep card (a Gene Pool pile, or draw three), or not
    KEEP = 8      # Phase 4 of the full game: keep one of the three Deep cards drawn


# the phases as plain module names (an enum member's lookup on its class is slow in hot code)
_PLAY = Phase.PLAY
_FEED = Phase.FEED
_AGAIN = Phase.AGAIN
_DISCARD = Phase.DISCARD
_DECIDE = Phase.DECIDE
_GAME_OVER = Phase.GAME_OVER
_FED = Phase.FED
_DEEP = Phase.DEEP
_KEEP = Phase.KEEP

# decision kinds on the stack
TRIGGER_K, CHECK_K, EXCESS_K = "resolve a trait", "check overpopulation", "put the excess of an overpopulated species"


class Event(NamedTuple):
    """One thing that happened, for logs and the feeding example: ``what`` ("take", "gain",
    "leech", "overpopulate", "place", "age", "extinct", "cambrian", "reserve", "migrate", "new",
    "evolve", "remove", "fertile"; in the full game also "pay" (a Deep card's cost), "scenario" (a
    purple Scenario fires), "lose", "upwell", "take deep", "draw deep", "keep deep"; and "last
    round", the safety stop), the species board (or -1), a number and a word."""

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
                 "final", "over", "scen_on", "pending", "bonus", "shuffles", "full",
                 "_legal", "_text", "events")
    _KEYS = __slots__[:-3]
    _NAME = "oceans"
    _DRAW = "games_lib.oceans.draw"
    _END_RULE = rules.GAME_OVER

    def __init__(self, num_players, seed, tokens, rows, traits, hands, deck, discard, active, step, plays, played,
                 optional, feeder, feeds_left, cambrian, final, over, scen_on, pending, bonus, shuffles, turn,
                 events=(), full=None):
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
        self.full = full
        self._legal = None
        self._text = None
        self.events = events
        if over:
            self._phase = _GAME_OVER
            self._player = TERMINAL
        elif pending:
            self._phase = _DECIDE
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
        return tuple((b, tuple(_TRAIT_NAME[c] for c in self.traits[b]), self.population(b))
                     for b in self.rows[seat])

    def owner(self, board: int) -> int:
        for s, row in enumerate(self.rows):
            if board in row:
                return s
        return -1

    def ring(self) -> tuple:
        return _ring(self.rows)

    def neighbours(self, board: int) -> tuple:
        """(left, right) neighbours of the species on ``board`` in the ring (None where there is none)."""
        return _neighbours(_ring(self.rows), board)

    @property
    def variant(self) -> str:
        """``"reef"`` (the Reef variant) or ``"full"`` (Scenarios at random, the Deep)."""
        return "reef" if self.full is None else "full"

    @property
    def scenarios(self) -> tuple:
        """The Scenario cards on zones 1 and 2."""
        return tuple(SCENARIOS[x] for x in _scenarios(self))

    @property
    def effects(self) -> Effects:
        """What the active blue Scenarios change now."""
        return _effects(self)

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
        if action is DONE and self.step == _DISCARD and not self.pending:  # draw to six, next player
            a = self.active
            k = HAND - len(self.hands[a])
            last = self.final and a == self.num_players - 1
            nxt = self.hands[(a + 1) % self.num_players]
            if 0 <= k <= len(self.deck) and not last and self._turn + 1 < (MAX_ROUNDS - 1) * self.num_players and (
                    self.full is None or (nxt and (self.cambrian or nxt[0] < DEEP0))):
                hands = list(self.hands)
                hands[a] = tuple(sorted(hands[a] + self.deck[len(self.deck) - k:]))
                cambrian = self.cambrian
                return State(self.num_players, self.seed, self.tokens, self.rows, self.traits, tuple(hands),
                             self.deck[:len(self.deck) - k], self.discard, (a + 1) % self.num_players, _PLAY,
                             2 if cambrian else 1, 0, False, -1, 0, cambrian, self.final, False, self.scen_on,
                             self.pending, self.bonus, self.shuffles, self._turn + 1, full=self.full)
        if action is DONE and self.step == _DEEP:  # no Deep card this turn: on to the discards
            return State(self.num_players, self.seed, self.tokens, self.rows, self.traits, self.hands, self.deck,
                         self.discard, self.active, _DISCARD, self.plays, self.played, self.optional,
                         self.feeder, self.feeds_left, self.cambrian, self.final, self.over, self.scen_on,
                         self.pending, self.bonus, self.shuffles, self._turn, full=self.full)
        if type(action) is Discard:  # the most frequent move, made without a working copy
            a = self.active
            hands = list(self.hands)
            hands[a] = tuple([x for x in hands[a] if x != action.card])
            return State(self.num_players, self.seed, self.tokens, self.rows, self.traits, tuple(hands), self.deck,
                         self.discard + (action.card,), a, self.step, self.plays, self.played, self.optional,
                         self.feeder, self.feeds_left, self.cambrian, self.final, self.over, self.scen_on,
                         self.pending, self.bonus, self.shuffles, self._turn, full=self.full)
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


def _ring(rows) -> tuple:
    out = ()
    for row in reversed(rows):
        out += tuple(row)
    return out


def _neighbours(r: tuple, board: int) -> tuple:
    n = len(r)
    if n < 2:
        return (None, None)
    i = r.index(board)
    return (r[i - 1], r[(i + 1) % n])


def _boards(name: str, value: Any, where: str) -> tuple:
    from ..core.checks import need_seq
    return tuple(need_int(name, b, 0, BOARDS - 1, where=where)
                 for b in need_seq(name, value, "species boards (0 to 23)", where=where))


def ring(rows: Any) -> tuple:
    """Every species in one ring, left to right: each player's row as they see it (``rows``: one
    list of species boards per seat), the row of the next player clockwise to its left (so a
    left-most species borders the right-most one of the next player).

    >>> ring([(0, 1), (2,), (3, 4)])
    (3, 4, 2, 0, 1)
    """
    from ..core.checks import need_seq
    out = tuple(_boards("rows", row, "ring") for row in need_seq("rows", rows, "one row of species boards a seat",
                                                                     where="ring"))
    r = _ring(out)
    if len(set(r)) != len(r):
        raise GameError(f"ring: a species board is in two places: {shown(rows)}")
    return r


def neighbours(r: Any, board: int) -> tuple:
    """The (left, right) neighbours of the species on ``board`` in the ring ``r`` (from
    :func:`ring`): ``None`` where there is none (a species alone).

    >>> neighbours((3, 4, 2, 0, 1), 3), neighbours((5,), 5)
    ((1, 4), (None, None))
    """
    r = _boards("r", r, "neighbours")
    need_int("board", board, 0, BOARDS - 1, where="neighbours")
    if board not in r:
        raise GameError(f"neighbours: species board {shown(board)} is not in the ring {shown(r)}")
    return _neighbours(r, board)


def _text(s, seat) -> str:
    c = s.tokens.counts
    who = "game over" if s.over else f"{seat_name(s._player)} to act"
    variant = "Reef variant" if s.full is None else "full game"
    lines = [f"{TITLE} ({variant}), {s.num_players} players, turn {s._turn + 1}, {seat_name(s.active)}'s turn, "
             f"{s._phase}, {who}" + (", Cambrian Explosion" if s.cambrian else "") + (", final round" if s.final else "")]
    lines.append(f"Reef {c[REEF_P]}; Ocean zones {c[Z1]} / {c[Z1 + 1]} / {c[Z1 + 2]}; RESERVE {c[RESERVE_P]}; "
                 f"box {c[BOX_P]}; deck {len(s.deck)}; discard {len(s.discard)}")
    for p in range(s.num_players):
        sp = " | ".join(f"#{b + 1} {'+'.join(_TRAIT_NAME[x] for x in s.traits[b]) or '-'}: {c[BOARD0 + b]}"
                        for b in s.rows[p])
        pile = c[PILE0 + p] if seat is None or seat == p else "hidden"
        hand = ", ".join(CARD_NAMES[x] for x in s.hands[p]) if seat is None or seat == p else f"{len(s.hands[p])} cards"
        lines.append(f"{seat_name(p)}: species [{sp}]; pile {pile}; bonus {s.bonus[p]}; hand {hand}")
    if s.pending:
        lines.append(f"waiting: {[(d.seat, d.kind, d.data) for d in s.pending]}")
    if s.full is not None:
        lines.append(_full_text(s.full, s.scen_on, seat is None or seat == s.active))
    return "\n".join(lines)


def _full_text(f, on, own: bool) -> str:
    """The full game's line: Scenarios, the Gene Pool, the Deep deck, cards out of the game."""
    sc = "; ".join(f"zone {z + 1}: {SCENARIOS[x].name} ({SCENARIOS[x].kind}{', active' if on[z] else ''})"
                   for z, x in enumerate(f.scenarios))
    pools = " / ".join(CARD_NAMES[p[-1]] + f" ({len(p)})" if p else "empty" for p in f.pools)
    drawn = ""
    if f.drawn:
        drawn = "; drawn " + (", ".join(CARD_NAMES[x] for x in f.drawn) if own else f"{len(f.drawn)} Deep cards")
    deck = f.deck if isinstance(f.deck, int) else len(f.deck)
    return (f"Scenarios {sc}; Gene Pool {pools}; Deep deck {deck}; out of the game "
            f"{', '.join(CARD_NAMES[x] for x in f.gone) or 'none'}{drawn}")


# ------------------------------------------------------------------------------ legal actions

def _feed_options(s, c, board: int, traits, rows_all) -> list:
    """The feeding actions of the species on ``board`` (forage first, then attacks by target)."""
    t = traits[board]
    pop = c[BOARD0 + board]
    if pop >= SPACES:
        return []
    out = []
    e = _effects(s)
    sp = _species(t)
    if not sp.never_forage and c[REEF_P]:  # forage_take(...) >= 1: every value is at least 1
        out.append(FORAGES[board])
    if not sp.never_attack:
        base = board * (BOARDS - 1)
        value = _with_scenarios(sp, sp.attack, e.attack)
        for tb in rows_all:  # attack_take(...) >= 1
            if tb != board and c[BOARD0 + tb] and value - _species(traits[tb]).shells >= 1:
                out.append(ATTACKS[base + (tb if tb < board else tb - 1)])
    return out


def _legal(s: State) -> tuple:
    if s.over:
        return ()
    if s.pending:
        return PLACES
    step = s.step
    a = s.active
    if step == _PLAY:
        return _play_actions(s, a)
    c = s.tokens.counts
    if step == _FEED:
        all_boards = sorted(_ring(s.rows))
        forages, attacks = [], []
        for b in sorted(s.rows[a]):
            for x in _feed_options(s, c, b, s.traits, all_boards):
                (forages if type(x) is Forage else attacks).append(x)
        return tuple(forages + attacks)
    if step == _AGAIN:
        return tuple(_feed_options(s, c, s.feeder, s.traits, sorted(_ring(s.rows)))) + (DONE,)
    if step == _DEEP:
        f = s.full
        return (DONE,) + tuple(TAKE_DEEP[p] for p in (0, 1) if f.pools[p]) + ((DRAW_DEEP,) if f.deck else ())
    if step == _KEEP:
        return tuple(KEEPS[x - DEEP0] for x in sorted(s.full.drawn))
    # DISCARD: Surface cards only (Deep cards are never discarded)
    if s.full is None:
        return tuple(map(DISCARDS.__getitem__, s.hands[a])) + _DONE_ALONE
    hand = s.hands[a]  # sorted: the Deep cards last
    return tuple(map(DISCARDS.__getitem__, hand[:bisect_left(hand, DEEP0)])) + _DONE_ALONE


def _play_actions(s: State, a: int) -> tuple:
    hand = s.hands[a]  # sorted: the Deep cards (if any) last
    deep = ()
    if s.full is not None:
        i = bisect_left(hand, DEEP0)
        deep = hand[i:] if s.cambrian else ()
        hand = hand[:i]
    row = s.rows[a]
    traits = s.traits
    out = []
    free = sum(map(len, s.rows)) < BOARDS
    if free:
        npos = len(row) + 1
        for x in hand:
            base = x * MAX_POS
            out += NEWS[base: base + npos]
    mine = sorted(row)
    room = [b for b in mine if len(traits[b]) < MAX_TRAITS or len(traits[b]) < max_traits(traits[b])]
    if room:
        for x in hand:
            base = x * BOARDS
            out += [EVOLVES[base + b] for b in room]
    for x in hand:
        out += MIGRATES[x * 12: x * 12 + 12]
    for b in mine:
        t = traits[b]
        if len(t) <= MAX_TRAITS + 1:  # what is left is never more than a species may hold
            out += REMOVES[b * MAX_SLOTS: b * MAX_SLOTS + len(t)]
            continue
        for k in range(len(t)):
            rest = t[:k] + t[k + 1:]
            if len(rest) <= max_traits(rest):
                out.append(REMOVES[b * MAX_SLOTS + k])
    if s.optional:
        out.append(DONE)
    if deep:  # the Deep cards' actions come after every Surface one (their ids are higher)
        pile = s.tokens.counts[PILE0 + a]
        paid = [x for x in deep if CARD_MIGRATES[x] <= pile]
        if free:
            npos = len(row) + 1
            for x in paid:
                base = (x - DEEP0) * MAX_POS * 4
                out += DEEP_NEWS[base: base + npos * 4]
        if room:
            for x in paid:
                base = (x - DEEP0) * BOARDS * 4
                for b in room:
                    out += DEEP_EVOLVES[base + b * 4: base + b * 4 + 4]
        for x in deep:
            out += DEEP_MIGRATES[(x - DEEP0) * 12: (x - DEEP0) * 12 + 12]
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
    if (kind is TakeDeep or kind is DrawDeep or kind is Keep) and step != _DEEP and step != _KEEP:
        no(rules.DEEP_DRAW, "the Reef variant has no Deep" if s.full is None else
           "a Deep card is taken at the start of Phase 4, while the hand holds fewer than six cards")
    if step == _PLAY:
        if kind in (New, Evolve, Migrate, DeepNew, DeepEvolve):
            if action.card not in s.hands[a]:
                no(rules.PLAY_FROM_HAND, f"{shown(action.card)} is not in {seat_name(a)}'s hand")
            if action.card >= DEEP0:
                if not s.cambrian:
                    no(rules.DEEP_CAMBRIAN, "the Cambrian Explosion has not started")
                if kind is not Migrate and s.pile(a) < CARD_MIGRATES[action.card]:
                    no(rules.DEEP_COST, f"{CARD_NAMES[action.card]} costs {CARD_MIGRATES[action.card]}, "
                       f"{seat_name(a)}'s score pile holds {s.pile(a)}")
            if kind is New or kind is DeepNew:
                if len(_ring(s.rows)) >= BOARDS:
                    no(rules.FREE_BOARD, "every species board is in play")
                no(rules.NEW_SPECIES_PLACE, f"{seat_name(a)} has {len(s.rows[a])} species: places 0 to {len(s.rows[a])}")
            if kind is Evolve or kind is DeepEvolve:
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
    if step in (_FEED, _AGAIN):
        if kind in (Forage, Attack):
            b = action.board
            if step == _AGAIN and b != s.feeder:
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
            value = attack_value(t, _effects(s).attack)
            if c[BOARD0 + tb] and value - shells(s.traits[tb]) < 1:
                no(rules.SHELLS, f"species {tb + 1}'s shells stop an attack of {value}")
            no(rules.TAKE_AT_LEAST_ONE, f"species {tb + 1} holds no population")
        if kind is Done:
            no(rules.FEED_ONE, "feeding is compulsory when a species can feed")
        no(rules.IN_TURN, f"{seat_name(a)} is feeding (Phase 2)")
    if step == _DEEP:
        if kind is TakeDeep:
            no(rules.DEEP_DRAW, f"Gene Pool pile {action.pile + 1} is empty")
        if kind is DrawDeep:
            no(rules.DEEP_DRAW, "the Deep deck is empty")
        no(rules.IN_TURN, f"{seat_name(a)} may take a Deep card first (Phase 4)")
    if step == _KEEP:
        if kind is Keep:
            no(rules.DEEP_DRAW, f"{shown(action.card)} is not one of the Deep cards drawn")
        no(rules.DEEP_DRAW, f"{seat_name(a)} keeps one of the Deep cards drawn first")
    if kind is Discard:
        no(rules.DISCARD, f"{shown(action.card)} is not a Surface card of {seat_name(a)}'s hand")
    no(rules.IN_TURN, f"{seat_name(a)} is discarding and drawing (Phase 4)")


# ------------------------------------------------------------------------------ the working copy

class _Work:
    """A mutable copy of a state, used inside one ``apply`` and frozen into the next state."""

    __slots__ = ("n", "seed", "ledger", "c", "rows", "traits", "hands", "deck", "discard", "active", "step", "plays",
                 "played", "optional", "feeder", "feeds_left", "cambrian", "final", "over", "scen_on", "pending",
                 "bonus", "shuffles", "turn", "events", "dirty", "full")

    def __init__(self, s: State) -> None:
        self.n = s.num_players
        self.seed = s.seed
        self.ledger = s.tokens
        self.c = list(s.tokens.counts)
        self.dirty = False  # tokens moved: the ledger is recounted (and checked) when frozen
        self.rows = s.rows      # tuples, copied into lists the first time one changes (set_row, set_traits)
        self.traits = s.traits
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
        self.full = s.full
        self.events = []

    def freeze(self) -> State:
        rows, traits = self.rows, self.traits
        return State(self.n, self.seed, self.ledger.recounted(self.c) if self.dirty else self.ledger,
                     rows if type(rows) is tuple else tuple(rows), traits if type(traits) is tuple else tuple(traits),
                     tuple(self.hands), self.deck, self.discard, self.active, self.step, self.plays, self.played,
                     self.optional, self.feeder, self.feeds_left, self.cambrian, self.final, self.over, self.scen_on,
                     self.pending, self.bonus, self.shuffles, self.turn, tuple(self.events), self.full)

    def set_row(self, seat: int, row: tuple) -> None:
        if type(self.rows) is tuple:
            self.rows = list(self.rows)
        self.rows[seat] = row

    def set_traits(self, board: int, traits: tuple) -> None:
        if type(self.traits) is tuple:
            self.traits = list(self.traits)
        self.traits[board] = traits

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
            if self.step == _PLAY and self.plays == 1:
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
        """The end of an event: a blue Scenario is active while its zone is empty; a purple one
        fires each time its zone is found empty (having held tokens at the end of the last
        event). What a purple one does may empty the other zone: that one is checked in turn."""
        c = self.c
        on = (c[Z1] == 0, c[Z1 + 1] == 0)
        if self.full is None or on == self.scen_on:  # nothing newly empty: nothing fires
            self.scen_on = on
            return
        for _ in range(4):  # each firing moves tokens; a zone fires at most once per emptying
            old, self.scen_on = self.scen_on, on
            fired = False
            for z in (0, 1):
                sc = SCENARIOS[self.full.scenarios[z]]
                if on[z] and not old[z] and sc.kind == PURPLE:
                    self.fire(sc)
                    fired = True
            on = (c[Z1] == 0, c[Z1 + 1] == 0)
            if not fired or on == self.scen_on:
                self.scen_on = on
                return
        self.scen_on = on  # pragma: no cover - two purple Scenarios emptying each other in turn

    def fire(self, sc) -> None:
        """A purple Scenario's event: every species loses ``lose`` to the Reef (from the active
        player's row on, each left to right; not a species whose trait overrides Scenarios), then
        ``to_reef`` tokens come from the Ocean into the Reef."""
        self.events.append(Event("scenario", -1, 0, sc.name))
        if sc.lose:
            for k in range(self.n):
                for b in self.rows[(self.active + k) % self.n]:
                    lost = min(sc.lose, self.c[BOARD0 + b])
                    if lost and not ignores_scenarios(self.traits[b]):
                        self.move(BOARD0 + b, REEF_P, lost)
                        self.events.append(Event("lose", b, lost, sc.name))
        if sc.to_reef:
            got = self.from_ocean(sc.to_reef, REEF_P)
            self.events.append(Event("upwell", -1, got, sc.name))

    def effects(self) -> Effects:
        return _effects(self)

    def gain_bonus(self, b: int) -> int:
        e = self.effects().gain
        return 0 if not e or ignores_scenarios(self.traits[b]) else e

    def fertile(self, b: int) -> int:
        e = self.effects().new_species
        return 0 if not e or ignores_scenarios(self.traits[b]) else e

    def pay(self, a: int, card: int, where: int) -> None:
        """A Deep card played to evolve: its migrate number from the score pile (never the bonus
        token) into the Reef or one Ocean zone."""
        k = CARD_MIGRATES[card]
        self.move(PILE0 + a, LOCATIONS[where], k)
        self.events.append(Event("pay", -1, k, PLACE_NAMES[where], a))

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
        if kind is New or kind is DeepNew:
            self.play_card(a, action.card)
            if kind is DeepNew:
                self.pay(a, action.card, action.pay)
            used = set(_ring(self.rows))
            b = next(x for x in range(BOARDS) if x not in used)
            row = self.rows[a]
            self.set_row(a, row[:action.pos] + (b,) + row[action.pos:])
            self.set_traits(b, (action.card,))
            self.events.append(Event("new", b, action.pos, _TRAIT_NAME[action.card]))
            k = self.fertile(b)
            if k:
                got = self.from_ocean(min(k, SPACES), BOARD0 + b)
                self.events.append(Event("fertile", b, got))
            self.card_played()
        elif kind is Evolve or kind is DeepEvolve:
            self.play_card(a, action.card)
            if kind is DeepEvolve:
                self.pay(a, action.card, action.pay)
            self.set_traits(action.board, self.traits[action.board] + (action.card,))
            self.events.append(Event("evolve", action.board, 0, _TRAIT_NAME[action.card]))
            self.card_played()
        elif kind is Migrate:
            self.play_card(a, action.card)
            self.leave(action.card)
            k = CARD_MIGRATES[action.card]
            src, dst = LOCATIONS[action.source], LOCATIONS[action.to]
            if src == REEF_P:
                got = min(k, self.c[REEF_P])
                self.move(REEF_P, dst, got)
            else:
                got = self.from_ocean(k, dst, first=src)
            self.events.append(Event("migrate", -1, got, _MIGRATE_NOTE[action.source][action.to]))
            self.check_ocean()
            self.card_played()
        elif kind is Remove:
            t = self.traits[action.board]
            x = t[action.slot]
            self.set_traits(action.board, t[:action.slot] + t[action.slot + 1:])
            self.leave(x)
            self.events.append(Event("remove", action.board, 0, _TRAIT_NAME[x]))
        elif kind is Forage or kind is Attack:
            if self.step == _AGAIN:
                self.feeds_left -= 1
            else:
                self.feeds_left = extra_feeds(self.traits[action.board])
            self.feed(action.board, action.target if kind is Attack else -1)
        elif kind is Discard:
            self.hands[a] = tuple(x for x in self.hands[a] if x != action.card)
            self.discard = self.discard + (action.card,)
        elif kind is TakeDeep:
            f = self.full
            pools = list(f.pools)
            x = pools[action.pile][-1]
            pools[action.pile] = pools[action.pile][:-1]
            deck = f.deck
            if not pools[action.pile] and deck:  # an emptied pile: the top of the Deep deck starts it again
                pools[action.pile], deck = deck[-1:], deck[:-1]
            self.full = f._replace(pools=tuple(pools), deck=deck)
            self.hands[a] = tuple(sorted(self.hands[a] + (x,)))
            self.events.append(Event("take deep", -1, action.pile, CARD_NAMES[x]))
            self.step = _DISCARD
        elif kind is DrawDeep:
            f = self.full
            k = min(DEEP_DRAW, len(f.deck))
            self.full = f._replace(deck=f.deck[:-k], drawn=tuple(reversed(f.deck[-k:])))
            self.events.append(Event("draw deep", -1, k))
            self.step = _KEEP
        elif kind is Keep:
            f = self.full
            rest = [x for x in f.drawn if x != action.card]
            pools = list(f.pools)
            for p, x in enumerate(rest):  # the others face up, one on each Gene Pool pile
                pools[p] = pools[p] + (x,)
            self.full = f._replace(pools=tuple(pools), drawn=())
            self.hands[a] = tuple(sorted(self.hands[a] + (action.card,)))
            self.events.append(Event("keep deep", -1, len(rest), CARD_NAMES[action.card]))
            self.step = _DISCARD
        else:  # Done
            if self.step == _PLAY:
                self.plays = self.played
            elif self.step == _AGAIN:
                self.age()
            elif self.step == _DEEP:
                self.step = _DISCARD
            else:
                self.draw_and_end()

    def play_card(self, a: int, card: int) -> None:
        self.hands[a] = tuple([x for x in self.hands[a] if x != card])

    def leave(self, card: int) -> None:
        """A card leaves play: a Surface card to the discard pile, a Deep card out of the game."""
        if card >= DEEP0:
            self.full = self.full._replace(gone=self.full.gone + (card,))
        else:
            self.discard = self.discard + (card,)

    def can_play(self, hand) -> bool:
        """Whether a card of ``hand`` can be played: a Surface card, or (in the Cambrian) a Deep
        card, which can always migrate."""
        return bool(hand) and (self.cambrian or hand[0] < DEEP0)

    def card_played(self) -> None:
        self.played += 1
        self.update_scenarios()

    # ------------------------------------------------------------------ feeding
    def feed(self, f: int, target: int) -> None:
        c = self.c
        t = self.traits[f]
        e = self.effects()
        if target < 0:
            k = forage_take(t, c[BOARD0 + f], c[REEF_P], e.forage)
            self.move(REEF_P, BOARD0 + f, k)
            self.events.append(Event("forage", f, k))
            events = ((FEEDS, f), (FORAGES_EV, f))
        else:
            k = attack_take(t, c[BOARD0 + f], self.traits[target], c[BOARD0 + target], e.attack)
            self.move(BOARD0 + target, BOARD0 + f, k)
            self.events.append(Event("attack", f, k, "", target))
            events = ((FEEDS, f), (ATTACKS_EV, f), (ATTACKED, target))
        self.feeder = f
        self.step = _FED
        steps = [Decision(self.active, TRIGGER_K, e) for e in self.triggered(f, events)]
        self.pending = self.pending.push(*steps, Decision(self.active, CHECK_K, f))

    def triggered(self, f: int, events) -> list:
        """Every effect the feeding's ``events`` trigger, in the order they resolve: the feeding
        species first, then by seat from the active player, each row left to right."""
        traits = self.traits
        rows = self.rows
        armed = [b for row in rows for b in row if traits[b] and _species(traits[b]).triggers]
        if not armed:
            return []
        r = _ring(rows)
        n = self.n
        order = [f] + [b for s in range(n) for b in rows[(self.active + s) % n] if b != f]
        out = []
        for sp in order:
            if sp not in armed:
                continue
            left, right = _neighbours(r, sp)
            for x in traits[sp]:
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
        name = _TRAIT_NAME[x]
        if kind == GAIN:
            got = self.from_ocean(min(n + self.gain_bonus(sp), room), BOARD0 + sp) if room else 0
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
        sp = _species(traits[b])
        if c[REEF_P] and not sp.never_forage:
            return True
        if sp.never_attack:
            return False
        bonus = self.effects().attack
        value = _with_scenarios(sp, sp.attack, bonus)
        for row in self.rows:
            for tb in row:
                if tb != b and c[BOARD0 + tb] and value > _species(traits[tb]).shells:
                    return True
        return False

    # ------------------------------------------------------------------ aging, drawing, the end of a turn
    def age(self) -> None:
        """Phase 3: each of the active player's species ages 1 (2 in the Cambrian) into the score
        pile; one that cannot age fully goes extinct."""
        a = self.active
        base = 2 if self.cambrian else 1
        extra = self.effects().age
        c = self.c
        keep = []
        for b in self.rows[a]:
            have = c[BOARD0 + b]
            k = base + extra if extra and not ignores_scenarios(self.traits[b]) else base
            self.move(BOARD0 + b, PILE0 + a, min(k, have))
            if have < k:
                for x in self.traits[b]:
                    self.leave(x)
                self.set_traits(b, ())
                self.events.append(Event("extinct", b, have))
            else:
                keep.append(b)
                self.events.append(Event("age", b, k))
        if len(keep) != len(self.rows[a]):
            self.set_row(a, tuple(keep))
        self.feeder, self.feeds_left = -1, 0
        self.update_scenarios()
        self.step = _DISCARD
        f = self.full
        if f is not None and len(self.hands[a]) < HAND and (f.deck or f.pools[0] or f.pools[1]) and \
                sum(1 for x in self.hands[a] if x >= DEEP0) < HAND - 1:
            self.step = _DEEP

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
            self.step = _GAME_OVER
            return
        self.active = (a + 1) % self.n
        self.turn += 1
        if not self.final and self.turn >= (MAX_ROUNDS - 1) * self.n:  # the safety stop: the last round
            self.final = True
            self.events.append(Event("last round", -1, MAX_ROUNDS))
        self.step = _PLAY
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
            if step == _PLAY:
                if self.played >= self.plays or not self.hands[self.active] or (
                        self.full is not None and not self.can_play(self.hands[self.active])):
                    self.step = _FEED
                    self.optional = False
                    continue
                return
            if step == _FEED:
                for b in self.rows[self.active]:
                    if self.can_feed(b):
                        return
                self.age()
                continue
            if step == _FED:
                self.update_scenarios()
                if self.feeds_left > 0 and self.feeder in self.rows[self.active] and self.can_feed(self.feeder):
                    self.step = _AGAIN
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
                 "feeder", "feeds_left", "cambrian", "final", "over", "scen_on", "pending", "bonus", "full_state",
                 "full", "deep_in_hand")
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
        f = state.full
        if f is not None and seat is not None:
            f = f._replace(deck=len(f.deck))  # the Deep deck is face down: only its size shows
            if f.drawn and seat != state.active:
                f = f._replace(drawn=len(f.drawn))  # only the player who drew sees the three Deep cards
        s(self, "full", f)
        s(self, "deep_in_hand", None if f is None else tuple(sum(1 for x in h if x >= DEEP0) for h in state.hands))

    def population(self, board: int) -> int:
        return self.counts[BOARD0 + board]

    def __str__(self) -> str:
        c = self.counts
        lines = [f"{seat_name(self.seat)} sees: turn {self.turn + 1}, {seat_name(self.active)}'s turn, {self.phase}"
                 + (", Cambrian Explosion" if self.cambrian else "") + (", final round" if self.final else ""),
                 f"Reef {c[REEF_P]}; Ocean zones {c[Z1]} / {c[Z1 + 1]} / {c[Z1 + 2]}; RESERVE {c[RESERVE_P]}; "
                 f"box {c[BOX_P]}; deck {self.deck_size}; discard {len(self.discard)}"]
        for p in range(self.num_players):
            sp = " | ".join(f"#{b + 1} {'+'.join(_TRAIT_NAME[x] for x in self.traits[b]) or '-'}: "
                            f"{c[BOARD0 + b]}" for b in self.rows[p])
            h = self.hands[p]
            if isinstance(h, int):
                hand = f"{h} cards" + (f" ({self.deep_in_hand[p]} Deep)" if self.full is not None else "")
            else:
                hand = ", ".join(CARD_NAMES[x] for x in h)
            pile = "hidden" if self.piles[p] is None else self.piles[p]
            lines.append(f"{seat_name(p)}: species [{sp}]; pile {pile}; bonus {self.bonus[p]}; hand {hand}")
        if self.pending:
            lines.append(f"waiting: {[(d.seat, d.kind, d.data) for d in self.pending]}")
        if self.full is not None:
            f = self.full
            lines.append(_full_text(f._replace(drawn=()) if isinstance(f.drawn, int) else f, self.scen_on, True)
                         + (f"; {f.drawn} Deep cards drawn" if isinstance(f.drawn, int) else ""))
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
    f = view.full
    if f is not None:
        seen.update(f.gone)
        for p in f.pools:
            seen.update(p)
        if not isinstance(f.drawn, int):
            seen.update(f.drawn)
    unseen = [x for x in range(NUM_CARDS) if x not in seen]
    rng.shuffle(unseen)
    unseen_deep = [x for x in range(DEEP0, NUM_ALL) if x not in seen] if f is not None else []
    rng.shuffle(unseen_deep)
    hands = []
    for p, h in enumerate(view.hands):
        if isinstance(h, int):
            d = view.deep_in_hand[p] if f is not None else 0
            hands.append(tuple(sorted(unseen[:h - d] + unseen_deep[:d])))
            unseen = unseen[h - d:]
            unseen_deep = unseen_deep[d:]
        else:
            hands.append(h)
    full = None
    if f is not None:
        drawn = f.drawn
        if isinstance(drawn, int):
            drawn, unseen_deep = tuple(unseen_deep[:drawn]), unseen_deep[drawn:]
        full = f._replace(deck=tuple(unseen_deep), drawn=drawn)
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
                 scen_on=view.scen_on, pending=view.pending, bonus=view.bonus, shuffles=0, turn=view.turn, full=full)


# ------------------------------------------------------------------------------ the game

def _start(n: int, rng: random.Random, full: bool = False, scenarios: Optional[tuple] = None) -> State:
    """Setup steps 1-11: of the Reef variant, or (``full``) of the full game: step 3 two random
    Scenario cards (or ``scenarios``) on zones 1 and 2 instead of Abundance and Fertile, step 5
    the Deep deck shuffled and two cards face up as the Gene Pool."""
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
    seed = rng.getrandbits(32)
    table = None
    if full:  # the Reef variant draws nothing more: its games stay the same
        if scenarios is None:
            scenarios = tuple(rng.sample(range(len(SCENARIOS)), 2))
        deep = list(range(DEEP0, NUM_ALL))
        rng.shuffle(deep)
        table = FullGame(scenarios=tuple(scenarios), deck=tuple(deep[:-GENE_POOL]),
                         pools=tuple((deep[-1 - p],) for p in range(GENE_POOL)))
    return State(num_players=n, seed=seed, tokens=Tokens(zip(_PLACES[n], counts)),
                 rows=((),) * n, traits=((),) * BOARDS, hands=tuple(hands), deck=tuple(deck), discard=(first,),
                 active=0, step=_PLAY, plays=1, played=0, optional=False, feeder=-1, feeds_left=0,
                 cambrian=False, final=False, over=False, scen_on=(False, False), pending=Pending(), bonus=BONUS[n],
                 shuffles=0, turn=0, full=table)


class Oceans(GameRules):
    """The game: its declared facts (``info``) and its start."""

    info = GameInfo(name="oceans", title=TITLE, min_players=2, max_players=4, chance=Chance.SEEDED_SETUP,
                    information=Information.IMPERFECT, simultaneous=False, max_decisions=12000,
                    rulebook="oceans.txt")

    def new_initial_state(self, seed: "int | random.Random" = 0, *, num_players: Optional[int] = None,
                          variant: str = "reef", scenarios: Any = None) -> State:
        n = 2 if num_players is None else need_int("num_players", num_players, where="new_game")
        if n not in self.info.players:
            raise GameError(f"Oceans is for 2 to 4 players, not {shown(n)}")
        if variant not in ("reef", "full"):
            raise GameError(f"new_game: variant must be 'reef' (the Reef variant) or 'full' (random Scenarios and the "
                            f"Deep), not {shown(variant)}")
        if scenarios is not None:
            from .checks import check_scenarios
            if variant != "full":
                raise GameError("new_game: the Reef variant always plays Abundance and Fertile; scenarios are chosen "
                                "in the full game only")
            scenarios = check_scenarios(scenarios, "new_game")
        return _start(n, make_rng(need_seed("seed", seed, where="new_game")), variant == "full", scenarios)

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
        in_play = _ring(state.rows)
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
        f = state.full
        if f is not None:
            ids += list(f.deck) + list(f.gone) + list(f.drawn) + [x for p in f.pools for x in p]
            if any(x >= DEEP0 for x in state.discard) or any(x < DEEP0 for x in f.deck + f.gone + f.drawn):
                problems.append("a Deep card in the Surface discard pile, or a Surface card among the Deep ones")
        if sorted(ids) != list(range(NUM_CARDS if f is None else NUM_ALL)):
            problems.append(f"cards not each in one place: {len(ids)} places, {len(set(ids))} distinct")
        if any(len(h) > HAND for h in state.hands):
            problems.append("a hand holds more than six cards")
        for seat in range(state.num_players):
            v = state.view(seat)
            if any(p is not None for k, p in enumerate(v.piles) if k != seat) or \
                    any(not isinstance(h, int) for k, h in enumerate(v.hands) if k != seat) or \
                    (v.full is not None and (not isinstance(v.full.deck, int) or (
                        seat != state.active and state.full.drawn and not isinstance(v.full.drawn, int)))):
                problems.append(f"{seat_name(seat)}'s view shows another seat's score pile or hand, or Deep cards "
                                "face down")
        return problems


GAME = Oceans(State, View)


class OceansFull(Oceans):
    """The same game, started as the full game by default (random Scenarios, the Deep): what
    ``check_game`` and the benchmarks use to play it (the registry's ``oceans`` is the Reef variant)."""

    info = dataclasses.replace(Oceans.info, name="oceans_full", title=f"{TITLE} (full game)")

    def __init__(self) -> None:  # states and views stay tied to GAME
        pass

    def new_initial_state(self, seed: "int | random.Random" = 0, *, num_players: Optional[int] = None,
                          variant: str = "full", scenarios: Any = None) -> State:
        return GAME.new_initial_state(seed, num_players=num_players, variant=variant, scenarios=scenarios)


FULL_GAME = OceansFull()
"""The full game as a game object (``FULL_GAME.new_initial_state(seed, num_players=3)``)."""


def new_game(seed: "int | random.Random" = 0, *, num_players: int = 2, variant: str = "reef",
             scenarios: Any = None) -> State:
    """A new game of Oceans for ``num_players`` (2 to 4), dealt from ``seed``: ``variant="reef"``
    (the Reef variant: Abundance and Fertile, no Deep) or ``"full"`` (two random Scenario cards,
    or the two named in ``scenarios``, and the Deep with its Gene Pool)."""
    return GAME.new_initial_state(seed, num_players=num_players, variant=variant, scenarios=scenarios)


# ------------------------------------------------------------------------------ positions from plain values

def position(rows: Any, *, reef: int = 25, ocean: Any = (25, 25, 25), reserve: int = RESERVE, active: int = 0,
             hands: Any = None, piles: Any = None, cambrian: bool = False, phase: str = "feed", seed: int = 0,
             variant: str = "reef", scenarios: Any = None) -> State:
    """A position from plain values: ``rows`` one list of species per seat (each species
    ``(traits, population)``; traits a trait name or a list of them), the Reef, the three Ocean
    zones, the RESERVE; ``hands`` (per seat, trait names or card names like ``"Speed 9"``; default
    none) and ``piles``; ``phase``
    ``"play"`` or ``"feed"`` (the active player's Phase 1 or Phase 2). Boards are numbered in
    the order the species are given (seat 0's first).

    ``variant="full"``: the full game, with ``scenarios`` (two names, on zones 1 and 2; default
    Red Tide and Warm Current); traits and hands may then name Deep cards (``"Giant Squid"``);
    the Deep cards not named form the Deep deck, its top two the Gene Pool."""
    from .checks import check_position, check_scenarios
    rows, hands, piles, zones = check_position(rows, hands, piles, ocean, reef, reserve, active, phase)
    if variant not in ("reef", "full"):
        raise GameError(f"position: variant must be 'reef' or 'full', not {shown(variant)}")
    full = variant == "full"
    if scenarios is not None and not full:
        raise GameError("position: scenarios are chosen in the full game only (variant='full')")
    n = len(rows)
    used = set()
    named_deep = any(t >= 100 for row in rows for ts, _ in row for t in ts) or \
        any(kind == "deep" for h in hands for kind, _ in h)
    if named_deep and not full:
        raise GameError("position: Deep cards are played in the full game only (variant='full')")

    def copy_of(trait_id: int) -> int:
        if trait_id >= 100:  # a Deep card: one copy
            x = DEEP0 + trait_id - 100
            if x in used:
                raise GameError(f"position: {CARD_NAMES[x]} is named twice (every Deep card is unique)")
            used.add(x)
            return x
        for k in range(10):
            x = trait_id * 10 + k
            if x not in used:
                used.add(x)
                return x
        raise GameError(f"position: more than 10 copies of {TRAITS[trait_id].name}")

    for h in hands:
        for kind, x in h:
            if kind == "deep":
                copy_of(100 + x)
            elif kind == "card":
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
    hand_cards = tuple(tuple(sorted(x if kind == "card" else DEEP0 + x if kind == "deep" else copy_of(x)
                                    for kind, x in h)) for h in hands)
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
    table = None
    if full:
        sc = check_scenarios(("Red Tide", "Warm Current") if scenarios is None else scenarios, "position")
        deep = [x for x in range(DEEP0, NUM_ALL) if x not in used]
        random.Random(seed + 1).shuffle(deep)
        pools = tuple((deep.pop(),) if deep else () for _ in range(GENE_POOL))
        table = FullGame(scenarios=sc, deck=tuple(deep), pools=pools)
    step = _PLAY if phase == "play" else _FEED
    s = State(num_players=n, seed=seed, tokens=Tokens(zip(_PLACES[n], counts)), rows=tuple(out_rows),
              traits=tuple(traits), hands=hand_cards, deck=tuple(deck), discard=(), active=active, step=step,
              plays=2 if cambrian else 1, played=0, optional=False, feeder=-1, feeds_left=0, cambrian=cambrian,
              final=False, over=False, scen_on=(zones[0] == 0, zones[1] == 0), pending=Pending(), bonus=BONUS[n],
              shuffles=0, turn=0, full=table)
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
    names = [[_key_name(t) for t in ts] for ts, _ in row]
    full = any(t >= 100 for ts, _ in row for t in ts)
    state = position([list(zip(names, [p for _, p in row])), []], reef=reef, ocean=ocean,
                     variant="full" if full else "reef", scenarios=("Red Tide", "Storm") if full else None)
    action = FORAGES[feeder] if target is None else ATTACKS[feeder * (BOARDS - 1) + (target if target < feeder
                                                                                        else target - 1)]
    pops = [p for _, p in row]
    taken, gains, over, steps = [], [], (), []
    before = tuple(pops)
    for time in range(times):
        if time and (state.phase != _AGAIN or state.feeder != feeder):
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


class DeepPlay(NamedTuple):
    """What playing one Deep card did (see :func:`play_deep`)."""

    card: Any          #: the :class:`~.cards.DeepCard`
    how: str           #: "evolve", "new" or "migrate"
    paid: int          #: tokens moved from the score pile (its migrate number to evolve; 0 to migrate)
    paid_to: str       #: where the cost went ("" when nothing was paid)
    pile: tuple        #: the score pile before and after
    moved: int         #: tokens migrated (0 to evolve)
    species: tuple     #: the player's species afterwards: (trait names, population) each
    gone: bool         #: whether the card left the game (migrating)
    state: Any         #: the engine's state afterwards


def play_deep(card: Any, how: str = "evolve", *, pile: int = 10, species: Any = None, board: int = 0,
              pay_to: int = 0, source: int = 1, to: int = 0, cambrian: bool = True) -> DeepPlay:
    """Play the Deep card ``card`` (a name, like ``"Giant Squid"``) in a full game, through the
    engine's own rules, from plain values: the player's ``species`` (each ``(traits, population)``;
    default one species of 3 with Speed) and score ``pile``, in the Cambrian Explosion unless ``cambrian`` is false.

    ``how="evolve"`` puts it on species ``board`` (``"new"``: as a new species at place ``board``),
    paying its migrate number from the score pile into ``pay_to`` (0: the Reef, 1-3: a zone);
    ``how="migrate"`` moves its migrate number from ``source`` to ``to`` for free, and the card
    leaves the game. A play the rules refuse raises :class:`~games_lib.core.IllegalActionError`
    naming the rule (a pile too small, before the Cambrian...).

    >>> d = play_deep("Giant Squid", pile=10, pay_to=0)
    >>> d.paid, d.paid_to, d.pile, d.species
    (6, 'the Reef', (10, 4), ((('Speed', 'Giant Squid'), 3),))
    >>> m = play_deep("Giant Squid", "migrate", pile=0, source=1, to=0)
    >>> m.paid, m.moved, m.gone, m.pile
    (0, 6, True, (0, 0))
    """
    from .checks import check_species
    d = DEEP.lookup(need_kind("card", card, str, "a Deep card's name, like 'Giant Squid'", where="play_deep"))
    if how not in ("evolve", "new", "migrate"):
        from ..core.checks import wrong
        raise wrong("how", "'evolve', 'new' or 'migrate'", how, where="play_deep")
    if species is None:  # one species of 3 with one Speed (forage 1)
        species = [(TRAITS[7].name, 3)]
    row = check_species(species, "play_deep")
    need_int("pile", pile, 0, 200 - RESERVE, where="play_deep")
    need_int("board", board, 0, len(row) if how == "new" else max(0, len(row) - 1), where="play_deep")
    need_int("pay_to", pay_to, 0, 3, where="play_deep")
    need_int("source", source, 0, 3, where="play_deep")
    need_int("to", to, 0, 3, where="play_deep")
    need_kind("cambrian", cambrian, bool, "True or False", where="play_deep")
    if how != "new" and not row:
        raise GameError("play_deep: a Deep card evolves one of the player's species: give at least one")
    names = [[_key_name(t) for t in ts] for ts, _ in row]
    state = position([list(zip(names, [p for _, p in row])), []], hands=[[d.name], []], piles=[pile, 0],
                     reef=10, cambrian=cambrian, phase="play", variant="full")
    x = d.card
    if how == "migrate":
        if source == to:
            raise IllegalActionError(rules.MIGRATE_PLACES, state, None, "the destination must differ from the source")
        action = DEEP_MIGRATES[(x - DEEP0) * 12 + _MIG_PAIRS.index((source, to))]
    elif how == "new":
        action = DEEP_NEWS[((x - DEEP0) * MAX_POS + board) * 4 + pay_to]
    else:
        action = DEEP_EVOLVES[((x - DEEP0) * BOARDS + board) * 4 + pay_to]
    if not cambrian:  # Phase 1 plays a Surface card before the Cambrian
        raise IllegalActionError(rules.DEEP_CAMBRIAN, state, action, "the Cambrian Explosion has not started")
    after = state.apply(action)
    paid = sum(e.n for e in after.events if e.what == "pay")
    moved = sum(e.n for e in after.events if e.what == "migrate")
    return DeepPlay(d, how, paid, PLACE_NAMES[pay_to] if paid else "", (state.pile(0), after.pile(0)), moved,
                    tuple((t, p) for _, t, p in after.species(0)), x in after.full.gone, after)


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
    cards = tuple(_key_card(t) for t in check_traits(traits, "values"))  # the first copy of each trait: icons only
    return Values(forage_value(cards), attack_value(cards), shells(cards), not any(_NEVER_F[c] for c in cards),
                  not any(_NEVER_A[c] for c in cards), max_traits(cards), extra_feeds(cards))


def _key_card(t: int) -> int:
    """A card number for a trait key of :mod:`.checks` (0-11: a Surface trait's first copy; 100 on: a Deep card)."""
    return DEEP0 + t - 100 if t >= 100 else t * 10


def _key_name(t: int) -> str:
    return CARD_NAMES[_key_card(t)] if t >= 100 else TRAITS[t].name
