"""OCEAN: Great Barrier Reef bots. Each decides from a :class:`~.state.View` only.

* :class:`~games_lib.core.RandomBot` — uniform among the legal actions (from the core);
* :class:`GreedyBot` — plays to win: plays the most valuable Coral Reef card it can pay
  (points, the match it makes, a new colour toward win condition 1), pays with as few octopus
  jokers as it can, and otherwise draws the Fauna cards that bring it closest to the best card
  within reach (taking a face-up octopus when nothing better helps);
* :class:`~games_lib.core.MonteCarloBot` — from the core, through ``GAME.sample_state``.

>>> from games_lib.great_barrier_reef import new_game, play_game, GreedyBot, RandomBot
>>> end = play_game(new_game(seed=4), [GreedyBot(), RandomBot(seed=4)])
>>> end.outcome().winner
0
"""

from __future__ import annotations

from typing import Sequence

from ..core import MonteCarloBot, RandomBot
from ..core.bots import bot_factory
from .actions import DECK_FIRST, DrawCoral, DrawFauna, Pass, Pay, PlayCoral
from .cards import CORAL, OCTOPUS
from .scoring import inner_outer
from .state import Phase, View

_O = 6
_DECK_CARD = 0.35  # what an unseen deck card is worth toward a target, on average


def shortfall(card_id: int, hand: tuple, discounts: tuple) -> int:
    """How many more Fauna cards ``hand`` needs to pay for the card (0: it can pay)."""
    cost = CORAL[card_id].cost
    need = [max(0, n - d) for n, d in zip(cost.colours, discounts)]
    spare = hand[_O] - cost.octopus
    octo_short = -spare if spare < 0 else 0
    spare = max(0, spare)
    short = sum(max(0, n - hand[i]) for i, n in enumerate(need))
    if cost.any:
        short += min(max(0, need[i] + cost.any - hand[i]) - max(0, need[i] - hand[i]) for i in range(6))
    return octo_short + max(0, short - spare)


def _reach(view: View, hand: tuple, cards) -> float:
    """How good a hand is: the best (value − cards still missing) over the cards in view."""
    disc = view.reefs[view.seat].discounts
    best = -99.0
    for cid in cards:
        v = CORAL[cid].points + 1.0 - 1.1 * shortfall(cid, hand, disc)
        if v > best:
            best = v
    return best


class GreedyBot:
    """A one-ply greedy player. Deterministic; :meth:`values` shows its estimate of each action."""

    name = "greedy"

    def choose(self, view: View, legal_actions: Sequence):
        if len(legal_actions) == 1:
            return legal_actions[0]
        vals = self.values(view, legal_actions)
        return max(legal_actions, key=vals.__getitem__)  # first in legal order on a tie

    def values(self, view: View, legal_actions: Sequence = None) -> dict:
        legal = view.legal_actions if legal_actions is None else legal_actions
        if view.phase is Phase.PAY:
            # keep octopus jokers, then spend as few cards as possible
            return {a: -(3 * a.spent[_O] + sum(a.spent)) for a in legal}
        me = view.seat
        reef = view.reefs[me]
        hand = view.fauna_hand
        match_points = view.variant != 1
        targets = (*view.coral_row, *view.coral_hand)
        base = _reach(view, hand, targets) if targets else 0.0
        out = {}
        for a in legal:
            t = type(a)
            if t is PlayCoral:
                out[a] = 100 + self._play_value(reef, a, match_points)
            elif t is DrawFauna:
                if a is DECK_FIRST:  # the deck card, then the best face-up single card
                    out[a] = _DECK_CARD + max(self._gain(view, hand, targets, base, (c,))
                                              for c in set(view.fauna_row) if c != OCTOPUS) + 0.01
                    continue
                bonus = 0.6 if a.row == (OCTOPUS,) else 0.0
                gain = self._gain(view, hand, targets, base, a.row)
                out[a] = gain + bonus + _DECK_CARD * a.deck + 0.01 * len(a.row)
            elif t is DrawCoral:
                # only worth a turn when the hand has room and a face-up card is close to paid
                best = max((CORAL[c].points + 1.0 - 1.1 * shortfall(c, hand, reef.discounts)
                            for c in a.cards), default=-1.0)
                out[a] = -0.5 + 0.1 * best + 0.05 * (len(a.cards) + a.deck)
            elif t is Pass or t is Pay:
                out[a] = -100.0
        return out

    @staticmethod
    def _gain(view: View, hand: tuple, targets: tuple, base: float, colours: tuple) -> float:
        """How much closer to paying for a card in view the face-up ``colours`` bring the hand."""
        if not targets:
            return 0.0
        new = list(hand)
        for c in colours:
            new[c] += 1
        return _reach(view, tuple(new), targets) - base

    @staticmethod
    def _play_value(reef, a: PlayCoral, match_points: bool) -> float:
        card = CORAL[a.card]
        value = float(card.points)
        row = reef.right if a.side else reef.left
        inner, outer = inner_outer(a.card, a.side, a.turned)
        if row:
            prev = inner_outer(row[-1][0], a.side, row[-1][1])[1]
            if prev == inner:
                value += (1.0 if match_points else 0.0) + 0.5
                if not reef.mask >> inner & 1:
                    value += 0.7  # a new colour toward win condition 1
        else:
            value += 0.4  # a discount from the Starting Card
        value += 0.2 * (5 - len(row)) / 5  # keep both sides growing
        return value

    def __repr__(self) -> str:
        return "GreedyBot()"


BOTS = {"random": RandomBot, "greedy": GreedyBot, "montecarlo": MonteCarloBot}


make_bot = bot_factory(BOTS)
"""A bot by name: ``"random"``, ``"greedy"`` or ``"montecarlo"``."""
