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

The same game through the registry every game shares:

>>> import games_lib
>>> games_lib.load("pacific_ocean").info.players
range(2, 3)
"""

from ..core import (
    DecidedBy,
    GameError,
    IllegalActionError,
    MonteCarloBot,
    Outcome,
    Provenance,
    RandomBot,
    ScoreBreakdown,
    ScoreLine,
    UnknownNameError,
    play_game,
)
from ..core.lazy import on_demand
from . import rules
from .actions import (
    ALL_ACTIONS,
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
from .bots import GreedyBot, make_bot
from .cards import (
    ANIMALS,
    DANGER,
    GRACE,
    ICONS,
    SANCTUARY_CARDS,
    SANCTUARY_FACES,
    SIZE,
    AnimalCard,
    TITLE,
    Icon,
    SanctuaryFace,
    card,
    face,
)
from .scoring import Counts, Sanctuary, WhatIf, score, total, what_if, winner
from .state import GAME, Deal, PacificOcean, Phase, State, View, new_game, sample_state

__all__ = [
    "ANIMALS", "SANCTUARY_FACES", "SANCTUARY_CARDS", "ICONS", "SIZE", "DANGER", "GRACE", "Icon",
    "AnimalCard", "SanctuaryFace", "card", "face", "TITLE",
    "Sanctuary", "Counts", "score", "total", "winner", "what_if", "WhatIf", "ScoreBreakdown", "ScoreLine",
    "Action", "ChooseSide", "Offer", "Take", "Place", "offer", "choose_side", "action_id",
    "TAKE_FACE_UP", "TAKE_FACE_DOWN", "AS_ICONS", "AS_CONDITION", "ALL_ACTIONS",
    "GAME", "PacificOcean", "Deal", "Phase", "State", "View", "new_game", "sample_state",
    "RandomBot", "GreedyBot", "MonteCarloBot", "make_bot", "play_game",
    "GameError", "IllegalActionError", "UnknownNameError", "Outcome", "DecidedBy", "Provenance", "rules",
]

# drawings, widgets, the live game and the kit load on first use: importing the rules loads none of them
__getattr__ = on_demand(__name__, ("draw", "widgets", "kit", "examples", "live_game"))
