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

A reef in one structured result, and whether a given payment pays:

>>> from games_lib.great_barrier_reef import reef_summary, check_payment
>>> reef_summary([(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]).discounts
{'white': 1, 'green': 1}
>>> check_payment("1R 3K", {"red": 1, "black": 3}, {"black": 1}, {"red": 1, "black": 2}).ok
True

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
from ..core.lazy import on_demand
from . import rules
from .actions import (
    DECK_FIRST,
    FAUNA_DRAWS,
    PASS,
    TAKE_OCTOPUS,
    THEN_FACE_UP,
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
from .payments import CannotPay, Payment, PaymentCheck, can_pay, check_payment, ways_to_pay, why_not
from .scoring import (
    CARDS_TO_WIN,
    MAX_PER_SIDE,
    POINTS_TO_WIN,
    PlayerResult,
    Reef,
    ReefSummary,
    WinCondition,
    decide,
    reef_score,
    reef_summary,
    score,
    win_condition,
)
from .state import CORAL_HAND, CORAL_ROW, FAUNA_HAND, FAUNA_ROW, VARIANT2_PER_PLAYER
from .state import GAME, GreatBarrierReef, Phase, State, View, longest_game, new_game, position, sample_state, with_fields

__all__ = [
    "TITLE", "Colour", "COLOURS", "KINDS", "RED", "WHITE", "YELLOW", "GREEN", "BLACK", "BLUE", "OCTOPUS",
    "FAUNA", "FAUNA_COUNTS", "CORAL", "STARTING_CARDS", "CLOWNFISH", "EXAMPLE_COSTS", "FaunaCard", "CoralCard",
    "StartingCard", "Cost", "colour", "coral", "fauna", "starting_card", "example_card",
    "ways_to_pay", "can_pay", "why_not", "check_payment", "PaymentCheck", "CannotPay", "Payment",
    "Reef", "score", "reef_score", "reef_summary", "ReefSummary", "WinCondition", "win_condition", "decide",
    "PlayerResult", "MAX_PER_SIDE", "POINTS_TO_WIN", "CARDS_TO_WIN",
    "CORAL_HAND", "CORAL_ROW", "FAUNA_HAND", "FAUNA_ROW", "VARIANT2_PER_PLAYER",
    "hand_picture", "coral_cards_picture",
    "Action", "DrawFauna", "PlayCoral", "Pay", "DrawCoral", "Pass", "PASS", "TAKE_OCTOPUS", "TWO_FROM_DECK", "DECK_FIRST", "THEN_FACE_UP",
    "FAUNA_DRAWS", "draw_fauna", "play", "pay", "draw_coral", "action_space",
    "GAME", "GreatBarrierReef", "Phase", "State", "View", "new_game", "sample_state", "longest_game", "position", "with_fields",
    "RandomBot", "GreedyBot", "MonteCarloBot", "make_bot", "play_game",
    "GameError", "IllegalActionError", "UnknownNameError", "Outcome", "DecidedBy", "Provenance", "Sourced",
    "ScoreBreakdown", "ScoreLine", "rules",
]


# drawings, widgets and the kit load on first use: importing the rules loads none of them
__getattr__ = on_demand(__name__, ("draw", "widgets", "kit", "live_game"),
                        {"coral_cards_picture": "draw", "hand_picture": "draw"})
