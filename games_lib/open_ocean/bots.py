"""Open Ocean bots. Each decides from a :class:`~.state.View` only.

* :class:`~games_lib.core.RandomBot` — uniform among legal actions;
* :class:`GreedyBot` — one step ahead: for each legal action it looks at the position that
  follows (from what its seat sees) and keeps the one that raises its reef's score most, with
  small preferences that favour future points (cells that leave room, fish over nothing);
* :class:`~games_lib.core.MonteCarloBot` — from the core, through ``sample_state``.
"""

from __future__ import annotations

import random

from ..core import MonteCarloBot, RandomBot
from ..core.bots import bot_factory
from ..core.checks import need_seed
from .actions import Pick, Skip
from .cards import FISH, SUN
from .scoring import points


def _pick_value(view, card) -> float:
    """What picking ``card`` is worth to the view's seat: its points, what its attraction could
    bring from the Ocean, a colour it adds, whether it can be played at all."""
    k = card.kind
    me = view.reefs[view.seat]
    from .reef import cells_for
    value = float(k.points)
    if k.enters == "reef":
        if not cells_for(me, k):
            return -1.0
        if k.colour and k.colour not in {c.kind.colour for c in me.cards()}:
            value += 2.5
        if k.attracts:
            value += max((c.kind.points for c in view.ocean if c.kind.placement == FISH and c.kind.size == k.attracts),
                         default=0)
        if k.placement == FISH and any(c.kind_id == card.kind_id for c in me.cards()):
            value += 2  # a school: +1 for each of the two fish
        if k.placement == SUN:
            value += 0.5  # room for fish
    else:
        value += 1.5
    return value


class GreedyBot:
    """Picks the card worth most now (see :func:`_pick_value`); answers every other decision by
    the score of the position that follows, from the full state when it is its own decision."""

    def __init__(self, seed: "int | random.Random" = 0) -> None:
        need_seed("seed", seed, where="GreedyBot")
        self.rng = seed if isinstance(seed, random.Random) else random.Random(seed)

    def choose(self, view, legal_actions):
        if isinstance(legal_actions[0], Pick):
            hand = {c.id: c for c in view.draft.hands[view.seat]}
            return max(legal_actions, key=lambda a: (_pick_value(view, hand[a.card]), -a.id))
        state = view.game.sample_state(view, self.rng)
        seat = view.seat
        best, best_v = legal_actions[0], None
        for a in legal_actions:
            after = state.apply(a)
            v = points(after.reefs[seat]) - 0.1 * max((points(r) for i, r in enumerate(after.reefs) if i != seat),
                                                      default=0)
            v += 10 * len(after.done)  # solo: a goal completed is the score
            v += 0.01 * len(after.reefs[seat])
            if isinstance(a, Skip):
                v -= 0.001
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    def __repr__(self) -> str:
        return "GreedyBot()"


BOTS = {"random": RandomBot, "greedy": GreedyBot, "montecarlo": MonteCarloBot}
make_bot = bot_factory(BOTS)
