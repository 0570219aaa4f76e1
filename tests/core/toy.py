"""Pebbles: a tiny 2-4 player game written only against the core contract (games_lib.core.game),
so that the core (check_game, Outcome, SecretChoices, MonteCarloBot...) is tested on N seats.

Setup: a pool of 4N pebbles, 2N of each colour, shuffled by ``random.Random(seed)`` (hidden).
First every seat secretly picks a lucky colour (SecretChoices: revealed once all have picked).
Then in turn each seat takes 1, 2 or 3 pebbles from the top of the pool; the game ends when the
pool is empty. Score: pebbles taken + 1 per taken pebble of one's lucky colour; tie-break:
fewer turns taken.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Optional

from games_lib.core import (
    HIDDEN, TERMINAL, Chance, GameError, GameInfo, IllegalActionError, Information, Outcome, Rule,
    SecretChoices, make_rng,
)

COLOURS = ("red", "blue")


@dataclass(frozen=True)
class Pick:
    id: int
    colour: str


@dataclass(frozen=True)
class Take:
    id: int
    n: int


PICKS = tuple(Pick(i, c) for i, c in enumerate(COLOURS))            # ids 0, 1
TAKES = tuple(Take(len(PICKS) + k - 1, k) for k in (1, 2, 3))        # ids 2, 3, 4
ACTIONS = PICKS + TAKES

PICK_FIRST = Rule("Pebbles", "§1", "lucky-first", "Every player secretly picks a lucky colour before the first turn.")
TAKE_1_TO_3 = Rule("Pebbles", "§1", "take-1-to-3", "On your turn take 1, 2 or 3 pebbles from the top of the pool.")
GAME_OVER = Rule("Pebbles", "§1", "game-over", "The game ends when the pool is empty.")


@dataclass(frozen=True)
class PebblesView:
    seat: Optional[int]
    num_players: int
    current_player: int
    legal_actions: tuple
    pool_size: int
    pool: Optional[tuple]     # the order, for the god's-eye view (seat None) only
    taken: tuple
    lucky: tuple              # SecretChoices.seen_by(seat)
    turns: tuple

    game = None               # class attribute (not a field), set below: MonteCarloBot's default


@dataclass(frozen=True)
class PebblesState:
    num_players: int
    pool: tuple               # top first
    taken: tuple              # per seat, the colours taken, in order
    lucky: SecretChoices
    turns: tuple              # per seat, turns taken
    to_act: int = 0

    @property
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.to_act

    def is_terminal(self) -> bool:
        return self.lucky.complete and not self.pool

    @property
    def secrets(self):
        """The lucky colours while they are picked in secret, else ``None``."""
        return None if self.lucky.complete else self.lucky

    def legal_actions(self) -> tuple:
        if self.is_terminal():
            return ()
        if not self.lucky.complete:
            return PICKS
        return tuple(t for t in TAKES if t.n <= len(self.pool))

    def _refuse(self, action) -> None:
        if self.is_terminal():
            raise IllegalActionError(GAME_OVER, self, action)
        if not self.lucky.complete:
            raise IllegalActionError(PICK_FIRST, self, action, f"seat {self.to_act} must pick a lucky colour")
        raise IllegalActionError(TAKE_1_TO_3, self, action, f"{len(self.pool)} pebbles left")

    def apply(self, action) -> "PebblesState":
        if action not in self.legal_actions():
            self._refuse(action)
        p, n = self.to_act, self.num_players
        if isinstance(action, Pick):
            return replace(self, lucky=self.lucky.choose(p, action.colour), to_act=(p + 1) % n)
        taken = list(self.taken)
        taken[p] = taken[p] + self.pool[: action.n]
        turns = tuple(t + (i == p) for i, t in enumerate(self.turns))
        return replace(self, pool=self.pool[action.n:], taken=tuple(taken), turns=turns, to_act=(p + 1) % n)

    def scores(self) -> tuple:
        return tuple(len(t) + t.count(c) for t, c in zip(self.taken, self.lucky))

    def outcome(self) -> Outcome:
        if not self.is_terminal():
            raise GameError("the game is not over")
        return Outcome.ranked(self.scores(), tuple(-t for t in self.turns), tiebreak_names=("fewer turns",))

    def view(self, seat: Optional[int]) -> PebblesView:
        return PebblesView(seat, self.num_players, self.current_player, self.legal_actions(), len(self.pool),
                           self.pool if seat is None else None, self.taken, self.lucky.seen_by(seat), self.turns)

    def __str__(self) -> str:
        return (f"Pebbles, {self.num_players} players, seat {self.current_player} to act; pool {''.join(c[0] for c in self.pool)}; "
                f"taken {[''.join(c[0] for c in t) for t in self.taken]}; lucky {tuple(self.lucky)}; turns {self.turns}")


class Pebbles:
    info = GameInfo("pebbles", "Pebbles", 2, 4, Chance.SEEDED_SETUP, Information.IMPERFECT, True,
                    max_decisions=4 + 4 * 4, rulebook="made up for the core tests")
    state_cls = PebblesState

    def new_initial_state(self, seed: "int | random.Random", *, num_players: Optional[int] = None) -> PebblesState:
        n = self.info.min_players if num_players is None else num_players
        if n not in self.info.players:
            raise GameError(f"Pebbles is for 2 to 4 players, not {n}")
        pool = [c for c in COLOURS for _ in range(2 * n)]
        make_rng(seed).shuffle(pool)
        return self.state_cls(n, tuple(pool), ((),) * n, SecretChoices.empty(n), (0,) * n)

    def sample_state(self, view: PebblesView, rng: random.Random) -> PebblesState:
        """A state with this view: the unseen pool order and hidden lucky colours drawn at random."""
        n = view.num_players
        if view.seat is None:  # the god's-eye view shows the order; a seat's view never does
            pool = list(view.pool)
        else:
            pool = [c for c in COLOURS for _ in range(2 * n - sum(t.count(c) for t in view.taken))]
            rng.shuffle(pool)
        lucky = SecretChoices.fill(view.lucky, [COLOURS] * n, rng)
        to_act = view.current_player if view.current_player != TERMINAL else 0
        return self.state_cls(n, tuple(pool), view.taken, lucky, view.turns, to_act)

    def action_space(self) -> tuple:
        return ACTIONS

    def invariants(self, state: PebblesState) -> list:
        problems = []
        n = state.num_players
        for c in COLOURS:
            have = state.pool.count(c) + sum(t.count(c) for t in state.taken)
            if have != 2 * n:
                problems.append(f"pebbles not conserved: {have} {c} instead of {2 * n}")
        if len(state.pool) + sum(map(len, state.taken)) != 4 * n:
            problems.append("pebbles not conserved: pool + taken != 4N")
        if (sum(state.turns) > 0 or any(state.taken)) and not state.lucky.complete:
            problems.append("a pebble was taken before every lucky colour was picked")
        if HIDDEN in tuple(state.lucky):
            problems.append("a state holds HIDDEN")
        return problems

    def __repr__(self) -> str:
        return "<Game pebbles>"


GAME = Pebbles()
PebblesView.game = GAME
