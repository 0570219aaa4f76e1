"""Pacific Ocean (2 players): rules, card data, scoring, bots and drawings.

Scoring a pair of sanctuaries, as a reader types it in a cell:

>>> from games_lib.pacific_ocean import Sanctuary, score, winner
>>> mine = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])
>>> theirs = Sanctuary("Dolphin", icons=["Stingray"], conditions=["Blue Whale"])
>>> score(mine, theirs).total, score(theirs, mine).total   # the Blue Whale loses 2 per Size
(3, -2)
>>> winner(mine, theirs)
0

Playing a game:

>>> from games_lib.pacific_ocean import new_game, GreedyBot, RandomBot, play_game
>>> end = play_game(new_game(seed=1), [GreedyBot(), RandomBot(seed=2)])
>>> end.is_terminal(), len(end.sanctuary(0)), len(end.hand(0)), len(end.deck)
(True, 7, 1, 0)
"""

from ..core import GameError, IllegalActionError, Outcome, Provenance, RandomBot, UnknownNameError, play_game
from . import rules
from .actions import (
    AS_CONDITION,
    AS_ICONS,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    Action,
    ChooseSide,
    Offer,
    Place,
    Take,
    action_id,
    choose_side,
    offer,
)
from .bots import GreedyBot, MonteCarloBot, make_bot
from .cards import (
    ANIMALS,
    DANGER,
    GRACE,
    ICONS,
    SANCTUARY_CARDS,
    SANCTUARY_FACES,
    SIZE,
    AnimalCard,
    Icon,
    SanctuaryFace,
    card,
    cards,
    face,
)
from .scoring import Counts, Sanctuary, ScoreBreakdown, ScoreLine, score, total, winner
from .state import GAME, TERMINAL, Deal, PacificOcean, State, View, new_game, sample_state

__all__ = [
    "ANIMALS", "SANCTUARY_FACES", "SANCTUARY_CARDS", "ICONS", "SIZE", "DANGER", "GRACE", "Icon",
    "AnimalCard", "SanctuaryFace", "card", "cards", "face",
    "Sanctuary", "Counts", "score", "total", "winner", "ScoreBreakdown", "ScoreLine",
    "Action", "ChooseSide", "Offer", "Take", "Place", "offer", "choose_side", "action_id",
    "TAKE_FACE_UP", "TAKE_FACE_DOWN", "AS_ICONS", "AS_CONDITION",
    "GAME", "PacificOcean", "Deal", "State", "View", "new_game", "sample_state", "TERMINAL",
    "RandomBot", "GreedyBot", "MonteCarloBot", "make_bot", "play_game",
    "GameError", "IllegalActionError", "UnknownNameError", "Outcome", "Provenance", "rules",
]
