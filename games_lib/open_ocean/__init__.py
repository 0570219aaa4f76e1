"""Open Ocean (2 to 5 players): rules, card data, the reef and its connection rules, scoring, bots.

The deck is illustrative: the rulebook prints no card list (see :mod:`.cards`).

Where a card may go, and why not elsewhere (the rulebook's coral example):

>>> from games_lib.open_ocean import reef, legal_cells, why_not, score
>>> r = reef({(0, 0): "Blue Starter Coral"})
>>> legal_cells(r, "Purple Coral")
((-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1))
>>> why_not(r, "Clownfish", (1, 1)).startswith("A Clownfish must share an edge with a Sun card")
True

Playing a game:

>>> from games_lib.open_ocean import new_game, GreedyBot, RandomBot, play_game
>>> end = play_game(new_game(seed=1, num_players=3), [GreedyBot(), RandomBot(seed=2), RandomBot(seed=3)])
>>> end.is_terminal()
True
"""

from ..core import (DecidedBy, GameError, IllegalActionError, MonteCarloBot, Outcome, Provenance, RandomBot,
                    ScoreBreakdown, ScoreLine, UnknownNameError, play_game)
from ..core.lazy import on_demand
from . import rules
from .actions import ALL_ACTIONS, SKIP, Choose, Pick, Place, Skip, Starter, place
from .bots import GreedyBot, make_bot
from .cards import COLOURS, DECK, GOALS, KINDS, Goal, STARTER_CARDS, TITLE, Card, Kind, kind, starter_face
from .reef import Reef, is_protected, legal_cells, protected_cells, reef, why_not
from .scoring import COLOUR_BONUS, colour_bonus, outcome, score
from .state import GAME, OpenOcean, Phase, State, View, new_game, sample_state

__all__ = [
    "COLOURS", "DECK", "GOALS", "Goal", "KINDS", "STARTER_CARDS", "TITLE", "Card", "Kind", "kind", "starter_face",
    "Reef", "reef", "legal_cells", "why_not", "protected_cells", "is_protected",
    "COLOUR_BONUS", "colour_bonus", "score", "outcome", "ScoreBreakdown", "ScoreLine",
    "ALL_ACTIONS", "SKIP", "Choose", "Pick", "Place", "Skip", "Starter", "place",
    "GAME", "OpenOcean", "Phase", "State", "View", "new_game", "sample_state",
    "RandomBot", "GreedyBot", "MonteCarloBot", "make_bot", "play_game",
    "GameError", "IllegalActionError", "UnknownNameError", "Outcome", "DecidedBy", "Provenance", "rules",
]

# drawings, widgets, the live game and the kit load on first use
__getattr__ = on_demand(__name__, ("draw", "widgets", "kit", "live_game"))
