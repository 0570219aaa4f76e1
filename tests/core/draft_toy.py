"""Rockpool: a tiny 2-4 player draft written only against the core contract, so that what Open
Ocean and Oceans need from the core is exercised by a game that ``check_game`` runs: seats and a
moving first-player marker (``Table``, ``FirstPlayer``), secret picks revealed together and
played in turn order with hands passed left (``Draft``), follow-up decisions for this seat or
another one (``Pending``), shared token places that never make or lose a token (``Tokens``) and
action ids handed out per kind (``ActionIds``).

Setup: 4N cards (kinds Minnow 1, Wrasse 2, Grouper and Crab, N of each), shuffled; 3 dealt to
each seat, the other N set aside unseen. 5N shells in the sea, every pool empty.
A turn: every seat picks a card in secret; once all have picked, the picks are revealed and
played one at a time from the first player clockwise:
* a Minnow or Wrasse takes 1 or 2 shells from the sea (as many as there are);
* a Grouper lets its player take a shell twice, each time from the sea or from the pool on
  their left (two follow-up decisions, answered one after the other);
* a Crab makes the player on its player's right decide: keep one of the Crab's player's shells
  or throw it back into the sea (a decision by another seat).
Then the hands are passed left and the first-player marker moves left. After three turns the
hands are empty: most shells in one's pool wins; equal counts share the win.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import NamedTuple, Optional

from games_lib.core import (
    HIDDEN, TERMINAL, Chance, GameError, GameInfo, IllegalActionError, Information, Outcome, Rule, make_rng,
)
from games_lib.core.actions import ActionIds
from games_lib.core.decisions import Decision, Pending
from games_lib.core.draft import PASS, PLAY, Draft, DraftView
from games_lib.core.seats import LEFT, FirstPlayer, Table
from games_lib.core.tokens import Tokens

KINDS = ("Minnow", "Wrasse", "Grouper", "Crab")
HAND = 3
SEA = "sea"


class Card(NamedTuple):
    id: int
    kind: str


def cards(n: int) -> tuple:
    return tuple(Card(i, KINDS[i % len(KINDS)]) for i in range(len(KINDS) * n))


class Pick(NamedTuple):
    id: int
    card: int


class Take(NamedTuple):
    id: int
    source: str        # "sea" or "left"


class Toll(NamedTuple):
    id: int
    choice: str        # "keep" or "throw"


_IDS = ActionIds()
PICKS = _IDS.add(Pick, [(c,) for c in range(len(KINDS) * 4)])
TAKES = _IDS.add(Take, [("sea",), ("left",)])
TOLLS = _IDS.add(Toll, [("keep",), ("throw",)])
ACTIONS = _IDS.space()

PICK_SECRETLY = Rule("Rockpool", "§2", "pick", "Every player picks one card of their own hand in secret.")
ANSWER_FIRST = Rule("Rockpool", "§3", "answer-first", "A pending decision is answered before play goes on.")
TAKE_A_SHELL = Rule("Rockpool", "§3", "grouper", "A Grouper's shell comes from the sea or the pool on your left, where there is one.")
GAME_OVER = Rule("Rockpool", "§4", "game-over", "The game ends when the hands are empty.")


def pool(seat: int) -> str:
    return f"pool {seat}"


@dataclass(frozen=True)
class RockpoolView:
    seat: Optional[int]
    num_players: int
    current_player: int
    legal_actions: tuple
    draft: DraftView
    tokens: Tokens
    pending: Pending
    first: FirstPlayer
    played: tuple          # per seat, the cards played (public)
    set_aside: int         # how many cards are set aside (never their faces)

    game = None            # class attribute, set below


@dataclass(frozen=True)
class RockpoolState:
    num_players: int
    draft: Draft
    tokens: Tokens
    first: FirstPlayer
    played: tuple
    set_aside: tuple
    pending: Pending = Pending()

    # ------------------------------------------------------------------ whose move

    @property
    def table(self) -> Table:
        return Table(self.num_players)

    def is_terminal(self) -> bool:
        return not self.pending and not any(self.draft.hands) and self.draft.stage == PASS

    @property
    def secrets(self):
        """The picks being made in secret now (the seat to act adds its own), else ``None``."""
        return self.draft.picks if not self.pending and self.draft.picking else None

    def _turn_seat(self) -> int:
        order = self.table.order(self.first.seat)
        if self.draft.stage == PLAY:
            return self.draft.next_to_play(order)
        waiting = self.draft.waiting_for()
        return next((s for s in order if s in waiting), None)

    @property
    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        if self.pending:
            return self.pending.top.seat
        return self._turn_seat()

    # ------------------------------------------------------------------ moves

    def legal_actions(self) -> tuple:
        if self.is_terminal():
            return ()
        top = self.pending.top
        if top is None:
            return tuple(sorted((PICKS[c.id] for c in self.draft.hands[self._turn_seat()]), key=lambda a: a.id))
        if top.kind == "take a shell":
            left = self.table.left(top.seat)
            return tuple(t for t in TAKES if self.tokens[SEA if t.source == "sea" else pool(left)] > 0)
        return TOLLS

    def apply(self, action) -> "RockpoolState":
        if action not in self.legal_actions():
            if self.is_terminal():
                raise IllegalActionError(GAME_OVER, self, action)
            if self.pending:
                rule = TAKE_A_SHELL if self.pending.top.kind == "take a shell" else ANSWER_FIRST
                raise IllegalActionError(rule, self, action, f"{self.pending.top.kind} is pending")
            raise IllegalActionError(PICK_SECRETLY, self, action, "not a card of this hand")
        if isinstance(action, Pick):
            seat = self._turn_seat()
            state = replace(self, draft=self.draft.lock(seat, next(c for c in self.draft.hands[seat] if c.id == action.card)))
        else:
            decision, rest = self.pending.pop()
            state = replace(self, pending=rest)
            if isinstance(action, Take):
                source = SEA if action.source == "sea" else pool(self.table.left(decision.seat))
                state = replace(state, tokens=state.tokens.move(source, pool(decision.seat), 1))
                if rest.top is not None and rest.top.kind == "take a shell" and not state.legal_actions():
                    state = replace(state, pending=rest.pop()[1])  # nothing left to take
            else:
                crab_player = decision.data
                to = pool(decision.seat) if action.choice == "keep" else SEA
                state = replace(state, tokens=state.tokens.move(pool(crab_player), to, 1))
        return state._advance()

    def _advance(self) -> "RockpoolState":
        """Play revealed picks in turn order until a decision is needed; pass when all are played."""
        s = self
        order = s.table.order(s.first.seat)
        while not s.pending and s.draft.stage in (PLAY, PASS):
            if s.draft.stage == PASS:
                if not any(s.draft.hands):
                    return s  # game over
                return replace(s, draft=s.draft.passed(s.table, LEFT), first=s.first.moved(s.table, LEFT))
            seat = s.draft.next_to_play(order)
            card = s.draft.revealed[seat]
            played = tuple(p + (card,) if i == seat else p for i, p in enumerate(s.played))
            s = replace(s, draft=s.draft.played(seat), played=played)
            if card.kind in ("Minnow", "Wrasse"):
                n = min(1 if card.kind == "Minnow" else 2, s.tokens[SEA])
                s = replace(s, tokens=s.tokens.move(SEA, pool(seat), n))
            elif card.kind == "Grouper":
                left = s.table.left(seat)
                if s.tokens[SEA] + s.tokens[pool(left)] > 0:
                    take = Decision(seat, "take a shell")
                    s = replace(s, pending=s.pending.push(take, take))
            elif s.tokens[pool(seat)] > 0:  # Crab
                s = replace(s, pending=s.pending.push(Decision(s.table.right(seat), "crab toll", seat)))
        return s

    # ------------------------------------------------------------------ end, view

    def outcome(self) -> Outcome:
        if not self.is_terminal():
            raise GameError("the game is not over")
        return Outcome.ranked(tuple(self.tokens[pool(s)] for s in range(self.num_players)))

    def view(self, seat: Optional[int]) -> RockpoolView:
        mine = seat is None or seat == self.current_player  # another seat's choices stay its own
        return RockpoolView(seat, self.num_players, self.current_player, self.legal_actions() if mine else (),
                            self.draft.seen_by(seat), self.tokens, self.pending, self.first, self.played,
                            len(self.set_aside))

    def __str__(self) -> str:
        return (f"Rockpool, {self.num_players} players, seat {self.current_player} to act, first {self.first.seat}; "
                f"hands {self.draft.hands}; picks {tuple(self.draft.picks)}; revealed {self.draft.revealed}; "
                f"{self.tokens!r}; pending {tuple(self.pending)}")


class Rockpool:
    info = GameInfo("rockpool", "Rockpool", 2, 4, Chance.SEEDED_SETUP, Information.IMPERFECT, True,
                    max_decisions=HAND * (4 + 4 * 2), rulebook="made up for the core tests")
    state_cls = RockpoolState

    def new_initial_state(self, seed: "int | random.Random" = 0, *, num_players: Optional[int] = None) -> RockpoolState:
        n = self.info.min_players if num_players is None else num_players
        if n not in self.info.players:
            raise GameError(f"Rockpool is for 2 to 4 players, not {n}")
        deck = list(cards(n))
        make_rng(seed).shuffle(deck)
        hands = [tuple(sorted(deck[HAND * s: HAND * (s + 1)])) for s in range(n)]
        tokens = Tokens([(SEA, 5 * n)] + [(pool(s), 0) for s in range(n)])
        return self.state_cls(n, Draft.deal(hands), tokens, FirstPlayer(0), ((),) * n, tuple(deck[HAND * n:]))

    def sample_state(self, view: RockpoolView, rng: random.Random) -> RockpoolState:
        """The unseen cards (hidden hands, hidden picks, the set-aside cards) dealt at random,
        consistently with the hands this seat has held."""
        d = view.draft
        seen = [c for h in d.hands if not isinstance(h, int) for c in h]
        seen += [c for c in d.picks if c is not None and c is not HIDDEN]
        seen += [c for c in d.revealed if c is not None] + [c for p in view.played for c in p]
        unseen = sorted(set(cards(view.num_players)) - set(seen))
        draft, rest = Draft.sample(d, unseen, rng)
        hands = tuple(tuple(sorted(h)) if isinstance(v, int) else h for h, v in zip(draft.hands, d.hands))
        return self.state_cls(view.num_players, draft._replace(hands=hands), view.tokens, view.first,
                              view.played, tuple(rest), view.pending)

    def action_space(self) -> tuple:
        return ACTIONS

    def invariants(self, state: RockpoolState) -> list:
        n = state.num_players
        problems = state.tokens.conservation(5 * n)
        d = state.draft
        held = [c for h in d.hands for c in h] + [c for c in d.picks if c is not None]
        held += [c for c in d.revealed if c is not None] + [c for p in state.played for c in p] + list(state.set_aside)
        if sorted(held) != list(cards(n)):
            problems.append(f"cards not conserved: {len(held)} placed, {len(cards(n))} in the game")
        return problems

    def __repr__(self) -> str:
        return "<Game rockpool>"


GAME = Rockpool()
RockpoolView.game = GAME
