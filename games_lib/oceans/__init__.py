"""Oceans (2 to 4 players), the Reef variant and the full game: components as data, the rules,
feeding and its triggers, overpopulation, the Ocean and the RESERVE, Scenario cards, the Cambrian
Explosion, the Deep, scoring, bots.

The Surface traits are ``secondary`` (named by public rule summaries; their numbers are our
reading), the migrate numbers, Deep cards and other Scenarios ``illustrative`` (see :mod:`.cards`).

The rulebook's feeding example, in one call:

>>> from games_lib.oceans import feed
>>> f = feed([("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0), ("Filter Feeder", 4)],
...          0, 2, times=2)
>>> f.gained(1, 0), sum(f.gained(1, 1)), f.overpopulated
((1, 2, 2), 5, (1,))

A Deep card, played to evolve (its migrate number from the score pile) or to migrate (free; the
card then leaves the game):

>>> from games_lib.oceans import play_deep
>>> play_deep("Comb Jelly", pile=5, pay_to=2).pile
(5, 2)

Playing a game:

>>> from games_lib.oceans import new_game, GreedyBot, RandomBot, play_game
>>> end = play_game(new_game(seed=1, num_players=3), [RandomBot(seed=1), RandomBot(seed=2), RandomBot(seed=3)])
>>> end.is_terminal(), end.outcome().scores
(True, (35, 10, 54))
"""

from ..core import (DecidedBy, GameError, IllegalActionError, MonteCarloBot, Outcome, Provenance, RandomBot,
                    ScoreBreakdown, ScoreLine, UnknownNameError, play_game)
from ..core.lazy import on_demand
from . import rules
from .actions import (ALL_ACTIONS, DONE, DRAW_DEEP, Attack, DeepEvolve, DeepNew, Discard, Done, DrawDeep, Evolve,
                      Forage, Keep, Migrate, New, Place, Remove, TakeDeep)
from .bots import GreedyBot, make_bot
from .cards import (BONUS, DEEP, DEEP0, MAX_ROUNDS, SCENARIOS, SPACES, SUPPLY, SURFACE, TITLE, TRAITS, Card, DeepCard,
                    Scenario, Trait, Trigger, card, deep, is_deep, trait)
from .scoring import outcome, score
from .state import (FULL_GAME, GAME, DeepPlay, Effects, Event, Feeding, FullGame, Oceans, Phase, State, Values, View, feed,
                    neighbours, new_game, play_deep, position, ring, sample_state, scenario_effects, values)

__all__ = [
    "TITLE", "TRAITS", "SURFACE", "SCENARIOS", "DEEP", "SUPPLY", "BONUS", "SPACES", "Trait", "Trigger", "Card",
    "Scenario", "DeepCard", "trait", "card", "deep", "is_deep", "DEEP0", "MAX_ROUNDS",
    "ALL_ACTIONS", "DONE", "New", "Evolve", "Migrate", "Remove", "Forage", "Attack", "Place", "Discard", "Done",
    "DeepNew", "DeepEvolve", "TakeDeep", "DrawDeep", "Keep", "DRAW_DEEP",
    "score", "outcome", "ScoreBreakdown", "ScoreLine",
    "GAME", "FULL_GAME", "Oceans", "Phase", "State", "View", "Event", "Feeding", "new_game", "sample_state", "position", "feed",
    "ring", "neighbours", "values", "Values", "play_deep", "DeepPlay", "FullGame", "Effects", "scenario_effects",
    "RandomBot", "GreedyBot", "MonteCarloBot", "make_bot", "play_game",
    "GameError", "IllegalActionError", "UnknownNameError", "Outcome", "DecidedBy", "Provenance", "rules",
]

# drawings, widgets, the live game and the kit load on first use (none is written yet)
__getattr__ = on_demand(__name__, ("draw", "widgets", "kit", "live_game"))
