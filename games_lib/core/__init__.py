"""The common core shared by every game: errors, provenance, randomness, outcomes, bots.

Nothing here knows a game's rules; each game package plugs its rules into this shape.
"""

from .errors import GameError, IllegalActionError, UnknownNameError
from .provenance import Provenance, Sourced
from .rng import make_rng
from .outcome import Outcome
from .rules import Rule
from .play import Bot, RandomBot, play_game

__all__ = [
    "GameError",
    "IllegalActionError",
    "UnknownNameError",
    "Provenance",
    "Sourced",
    "make_rng",
    "Outcome",
    "Rule",
    "Bot",
    "RandomBot",
    "play_game",
]
