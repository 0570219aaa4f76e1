"""Oceans bots. Each decides from a :class:`~.state.View` only.

* :class:`~games_lib.core.RandomBot` — uniform among the legal actions;
* :class:`GreedyBot` — plays to win, one turn ahead: it deals what it cannot see at random
  (``sample_state``), then values each action by the position that follows (and, for a card,
  by the best feeding it then makes): its points against the best other player's, plus what its
  species promise (feeding values, triggers, shells, a species about to go extinct);
* :class:`~games_lib.core.MonteCarloBot` — from the core, through ``sample_state``.
"""

from __future__ import annotations

import random

from ..core import MonteCarloBot, RandomBot
from ..core.bots import bot_factory
from .actions import DONE, DRAW_DEEP, DeepEvolve, DeepNew, Discard, Evolve, Forage, Keep, Migrate, New, TakeDeep
from .cards import CARD_TRAIT, CARD_TRAITS, SPACES
from .state import BOARD0, PILE0, REEF_P, Phase, attack_take, attack_value, forage_take, forage_value, shells

_TRIGGERS = tuple(len(t.triggers) for t in CARD_TRAITS)
_CARD_VALUE = tuple(t.forage + 1.2 * t.attack + 0.8 * t.shell + 1.5 * t.extra_feeds
                    + 1.6 * len(t.triggers) * max((g.n for g in t.triggers), default=0)
                    for t in CARD_TRAITS)


def value(state, seat: int) -> float:
    """How good ``state`` is for ``seat``: its points against the best other player's, plus
    what its species promise."""
    c = state.tokens.counts
    rows = state.rows
    bonus = state.bonus
    pts = [c[PILE0 + s] + bonus[s] + sum([c[BOARD0 + b] for b in rows[s]]) for s in range(state.num_players)]
    mine = pts[seat]
    pts[seat] = -1 << 30
    v = mine - 0.7 * max(pts)
    age = 2 if state.cambrian else 1
    traits = state.traits
    for b in rows[seat]:
        t = traits[b]
        promise = _PROMISE.get(t)
        if promise is None:
            promise = _promise(t)
        v += promise[0]
        v += promise[1]
        pop = c[BOARD0 + b]
        if pop < age:
            v -= promise[2]  # it goes extinct at its owner's next aging unless it feeds
        if pop >= SPACES - 1:
            v -= 1.0
    v += 0.2 * min(len(rows[seat]), 4)
    return v


_PROMISE: dict = {}


def _promise(t: tuple) -> tuple:
    """What a species with the trait cards ``t`` promises, in :func:`value`'s terms (kept by
    trait cards: the same few species come back in every position a bot looks at)."""
    if len(_PROMISE) > 20_000:
        _PROMISE.clear()
    p = _PROMISE[t] = (0.35 * max(forage_value(t), attack_value(t)) + 0.25 * shells(t),
                       0.9 * sum(_TRIGGERS[x] for x in t), 1.5 + 0.8 * len(t))
    return p


_PLAY, _FEED, _DISCARD, _DEEP, _KEEP = Phase.PLAY, Phase.FEED, Phase.DISCARD, Phase.DEEP, Phase.KEEP  # plain names: fast
_AHEAD = (_FEED, _PLAY)
FEEDINGS = 6
"""How many feedings a :class:`GreedyBot` looks at after each card (those that take most)."""


class GreedyBot:
    """A one-turn greedy player (see the module docstring)."""

    name = "greedy"

    def __init__(self, seed: "int | random.Random" = 0, feedings: int = FEEDINGS) -> None:
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        self.k = feedings

    def choose(self, view, legal_actions):
        if len(legal_actions) == 1:
            return legal_actions[0]
        seat = view.seat
        if view.phase == _DEEP:  # the full game's Deep card: three to choose from, else a Gene Pool pile
            if DRAW_DEEP in legal_actions:
                return DRAW_DEEP
            takes = [a for a in legal_actions if type(a) is TakeDeep]
            return max(takes, key=lambda a: _CARD_VALUE[view.full.pools[a.pile][-1]]) if takes else DONE
        if view.phase == _KEEP:
            return max(legal_actions, key=lambda a: _CARD_VALUE[a.card] if type(a) is Keep else -1)
        if view.phase == _DISCARD:
            # keep the hand, but drop a card that cannot help: none in this simple player
            return DONE if DONE in legal_actions else legal_actions[0]
        state = view.game.sample_state(view, self.rng)
        if view.phase == _PLAY:
            candidates = _fewer(state, legal_actions)
        else:
            candidates = legal_actions
        best, best_v = candidates[0], None
        seen = set()
        for a in candidates:
            after = state.apply(a)
            key = (after, type(a) is Migrate)
            if key in seen:  # the same position as an earlier candidate's: worth the same
                continue
            seen.add(key)
            v = value(after, seat)
            if after.current_player == seat and after.phase in _AHEAD and not after.over:
                v = max((value(after.apply(b), seat) for b in _promising(after, self.k)), default=v)
            if type(a) is Migrate:
                v -= 0.3
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def __repr__(self) -> str:
        return "GreedyBot()"


def _promising(state, k: int = 6) -> list:
    """The next moves worth a look: in Phase 2 the ``k`` feedings that take most now (an attack
    on another player's species first); in Phase 1 (a second card) the first ``k`` card plays."""
    legal = state.legal_actions()
    if state.phase != _FEED:
        return list(_fewer(state, legal))[:k]
    c = state.tokens.counts
    traits = state.traits
    reef = c[REEF_P]
    mine = state.rows[state.active]

    def take(a):
        t = traits[a.board]
        pop = c[BOARD0 + a.board]
        if type(a) is Forage:
            return forage_take(t, pop, reef)
        gain = attack_take(t, pop, traits[a.target], c[BOARD0 + a.target])
        return gain + (0.5 if a.target not in mine else 0)

    return sorted(legal, key=take, reverse=True)[:k]


def _fewer(state, legal):
    """The card plays worth looking at: for a new species or a trait, one card of each trait
    (the lowest migrate number: keep high numbers for migrating); for a migration, the highest."""
    seen = {}
    out = []
    for a in legal:
        k = type(a)
        if k is New or k is Evolve:
            key = (k, CARD_TRAIT[a.card], a.pos if k is New else a.board)
            if key in seen:
                continue
            seen[key] = a
            out.append(a)
        elif k is DeepNew or k is DeepEvolve:  # one place to pay the cost: the first (the Reef)
            key = (k, a.card, a.pos if k is DeepNew else a.board)
            if key in seen:
                continue
            seen[key] = a
            out.append(a)
        elif k is Migrate:
            key = (k, a.source, a.to)
            if key in seen:
                continue
            seen[key] = a
            out.append(a)
        elif k is Discard:
            continue
        else:
            out.append(a)
    return out or list(legal)


BOTS = {"random": RandomBot, "greedy": GreedyBot, "montecarlo": MonteCarloBot}
make_bot = bot_factory(BOTS)
