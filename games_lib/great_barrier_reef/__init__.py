"""OCEAN: Great Barrier Reef (2 to 5 players): card data, payments, rules, reefs and scoring,
the game engine and bots.

Paying for a card and scoring a reef, from plain values:

>>> from games_lib.great_barrier_reef import ways_to_pay, reef_score, decide
>>> [str(w) for w in ways_to_pay({"red": 1, "black": 3}, {"red": 1, "black": 2}, {"black": 1})]
['1 red + 2 black']
>>> reef_score([(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]).total
6
>>> decide([(6, 8, 15), (0, 10, 22)]).winners
(0,)

Playing a game through the registry every game shares:

>>> import games_lib
>>> from games_lib.great_barrier_reef import GreedyBot, RandomBot, play_game
>>> game = games_lib.load("great_barrier_reef")
>>> game.info.players
range(2, 6)
>>> end = play_game(game.new_initial_state(seed=1, num_players=3), [GreedyBot(), RandomBot(1), RandomBot(2)])
>>> end.is_terminal(), end.turn % 3
(True, 0)
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
    Sourced,
    UnknownNameError,
    play_game,
)
from . import rules
from .actions import (
    FAUNA_DRAWS,
    PASS,
    TAKE_OCTOPUS,
    TWO_FROM_DECK,
    Action,
    DrawCoral,
    DrawFauna,
    Pass,
    Pay,
    PlayCoral,
    action_space,
    draw_coral,
    draw_fauna,
    pay,
    play,
)
from .bots import GreedyBot, make_bot
from .cards import (
    BLACK,
    BLUE,
    CLOWNFISH,
    COLOURS,
    CORAL,
    EXAMPLE_COSTS,
    FAUNA,
    FAUNA_COUNTS,
    GREEN,
    KINDS,
    OCTOPUS,
    RED,
    STARTING_CARDS,
    TITLE,
    WHITE,
    YELLOW,
    Colour,
    CoralCard,
    Cost,
    FaunaCard,
    StartingCard,
    colour,
    coral,
    example_card,
    fauna,
    starting_card,
)
from .payments import CannotPay, Payment, can_pay, ways_to_pay, why_not
from .scoring import PlayerResult, Reef, WinCondition, decide, reef_score, score, win_condition
from .state import GAME, GreatBarrierReef, Phase, State, View, longest_game, new_game, sample_state, with_fields

__all__ = [
    "TITLE", "Colour", "COLOURS", "KINDS", "RED", "WHITE", "YELLOW", "GREEN", "BLACK", "BLUE", "OCTOPUS",
    "FAUNA", "FAUNA_COUNTS", "CORAL", "STARTING_CARDS", "CLOWNFISH", "EXAMPLE_COSTS", "FaunaCard", "CoralCard",
    "StartingCard", "Cost", "colour", "coral", "fauna", "starting_card", "example_card",
    "ways_to_pay", "can_pay", "why_not", "CannotPay", "Payment",
    "Reef", "score", "reef_score", "WinCondition", "win_condition", "decide", "PlayerResult",
    "Action", "DrawFauna", "PlayCoral", "Pay", "DrawCoral", "Pass", "PASS", "TAKE_OCTOPUS", "TWO_FROM_DECK",
    "FAUNA_DRAWS", "draw_fauna", "play", "pay", "draw_coral", "action_space",
    "GAME", "GreatBarrierReef", "Phase", "State", "View", "new_game", "sample_state", "longest_game", "with_fields",
    "RandomBot", "GreedyBot", "MonteCarloBot", "make_bot", "play_game",
    "GameError", "IllegalActionError", "UnknownNameError", "Outcome", "DecidedBy", "Provenance", "Sourced",
    "ScoreBreakdown", "ScoreLine", "rules",
]
