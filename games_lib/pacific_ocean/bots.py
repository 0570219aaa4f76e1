"""Pacific Ocean bots. Each decides from a :class:`~.state.View` only (what its seat may see).

* :class:`~games_lib.core.RandomBot` — uniform among legal actions (from the core);
* :class:`GreedyBot` — one ply: tries every legal action, lets the opponent reply as well as it
  can, and values the result by the projected end-of-game score margin; hidden cards are
  averaged over the cards it has not seen;
* :class:`~games_lib.core.MonteCarloBot` — from the core: deals the unseen cards at random many
  times (determinization), plays each legal action out to the end with random play, and keeps
  the best average margin.

>>> from games_lib.pacific_ocean import new_game, play_game, GreedyBot, RandomBot
>>> end = play_game(new_game(seed=5), [GreedyBot(), RandomBot(seed=5)])
>>> end.outcome().winner
0
"""

from __future__ import annotations

from typing import Sequence

from ..core import MonteCarloBot, RandomBot
from ..core.bots import bot_factory
from .actions import AS_CONDITION, AS_ICONS, TAKE_FACE_DOWN, TAKE_FACE_UP
from .cards import ANIMALS, SANCTUARY_CARDS, SANCTUARY_FACES
from .scoring import MAX_ANIMALS, Counts, Sanctuary, total
from .state import HAND_SIZE, Phase, View

# Each card still to come is worth, on average, this many icons of each kind (half the cards
# are added as icons, two icons each over three kinds), half a card with visible icons and half
# a card with a visible condition.
_FUTURE_ICON = 1 / 3
_FUTURE_CARD = 0.5


def _project(s: Sanctuary) -> Sanctuary:
    """``s`` with the expected contribution of its remaining cards added to its counts."""
    left = MAX_ANIMALS - len(s.placed_ids)
    if left <= 0:
        return s
    c = s.counts
    fi, fc = left * _FUTURE_ICON, left * _FUTURE_CARD
    return Sanctuary._make(s.face, s.placed_ids, Counts(c[0] + fi, c[1] + fi, c[2] + fi, c[3] + fc, c[4] + fc),
                           s.condition_ids)


def margin(me: Sanctuary, opp: Sanctuary) -> float:
    """Projected final Ranking Points of ``me`` minus ``opp`` (icons break near-ties)."""
    pm, po = _project(me), _project(opp)
    return total(pm, po) - total(po, pm) + 0.01 * (pm.counts.icons - po.counts.icons)


def _best_place(me: Sanctuary, opp: Sanctuary, cid: int) -> tuple[float, Sanctuary]:
    """Best placement of ``cid`` for the owner of ``me``: (margin, new sanctuary)."""
    a = me.adding(cid, False)
    b = me.adding(cid, True)
    ma, mb = margin(a, opp), margin(b, opp)
    return (ma, a) if ma >= mb else (mb, b)


def _opp_best(me: Sanctuary, opp: Sanctuary, cid: int) -> Sanctuary:
    """The opponent adds ``cid`` the way that is worst for me."""
    a = opp.adding(cid, False)
    b = opp.adding(cid, True)
    return a if margin(me, a) <= margin(me, b) else b


class GreedyBot:
    """One-ply search with an expected-value treatment of hidden cards. Deterministic.

    :meth:`values` gives its estimate (projected final score margin) of every legal action, so
    a notebook can show *why* it plays what it plays; :meth:`choose` takes the best (the first
    in legal order on a tie). It follows the library's order of a turn: the taker adds their
    card first, then the offerer adds the other one.
    """

    name = "greedy"

    def choose(self, view: View, legal_actions: Sequence):
        vals = self.values(view)
        return max(legal_actions, key=vals.__getitem__)

    def values(self, view: View) -> dict:
        """{legal action: projected margin for this seat} in the view's position."""
        me, opp = view.seat, 1 - view.seat
        phase = view.phase
        legal = view.legal_actions
        if phase is Phase.SIDE:
            return self._side(view, legal)
        mine, theirs = view.sanctuaries[me], view.sanctuaries[opp]
        if phase is Phase.PLACE_TAKEN or phase is Phase.PLACE_KEPT:
            cid = view.card_to_place.id
            return {AS_ICONS: margin(mine.adding(cid, False), theirs),
                    AS_CONDITION: margin(mine.adding(cid, True), theirs)}
        pool = sorted(c.id for c in view.unseen)
        if phase is Phase.TAKE:
            up = view.offer_up.id
            if view.offer_down is not None:  # cannot happen in play, but a view may know it
                pool = [view.offer_down.id]
            take_up = sum(self._taker_first(mine, theirs, up, d) for d in pool) / len(pool)
            take_down = sum(self._taker_first(mine, theirs, d, up) for d in pool) / len(pool)
            return {TAKE_FACE_UP: take_up, TAKE_FACE_DOWN: take_down}
        # offer: the other player sees the face-up card and guesses the hidden one among the
        # cards it has not seen (from here: my unseen cards and my own hand); it places first
        hand = [c.id for c in view.hand]
        out = {}
        for action in legal:
            u, d = action.up, action.down
            guess = [c for c in pool + hand if c != u]
            opp_up = _best_place(theirs, mine, u)[0]
            opp_down = sum(_best_place(theirs, mine, c)[0] for c in guess) / len(guess)
            taken, kept = (d, u) if opp_down > opp_up else (u, d)
            out[action] = self._offerer_second(mine, theirs, kept, taken)
        return out

    @staticmethod
    def _offerer_second(mine: Sanctuary, theirs: Sanctuary, my_card: int, their_card: int) -> float:
        """I offered: they add ``their_card`` first (their best way), then I add ``my_card``."""
        new_theirs = _opp_best(mine, theirs, their_card)
        return _best_place(mine, new_theirs, my_card)[0]

    @staticmethod
    def _taker_first(mine: Sanctuary, theirs: Sanctuary, my_card: int, their_card: int) -> float:
        """I take: I add ``my_card`` first, then they add ``their_card`` the way worst for me;
        I pick the way of adding mine that is best against their answer."""
        best = None
        for as_condition in (False, True):
            me = mine.adding(my_card, as_condition)
            value = margin(me, _opp_best(me, theirs, their_card))
            if best is None or value > best:
                best = value
        return best

    @staticmethod
    def _side(view: View, legal_actions) -> dict:
        """No hand exists yet (§1 Setup order): value each side against each side the other
        player may show, plus the best placement of an average card, for the hand to come."""
        opp_faces = [SANCTUARY_FACES[f] for f in SANCTUARY_CARDS[view.opponent_sanctuary_card]]
        out = {}
        for action in legal_actions:
            me = Sanctuary(action.face)
            value = 0.0
            for f in opp_faces:
                opp = Sanctuary(f)
                average_card = sum(_best_place(me, opp, c.id)[0] for c in ANIMALS) / len(ANIMALS)
                value += margin(me, opp) + HAND_SIZE * average_card
            out[action] = value / len(opp_faces)
        return out

    def __repr__(self) -> str:
        return "GreedyBot()"


BOTS = {"random": RandomBot, "greedy": GreedyBot, "montecarlo": MonteCarloBot}


make_bot = bot_factory(BOTS)
"""A bot by name: ``"random"``, ``"greedy"`` or ``"montecarlo"``."""
