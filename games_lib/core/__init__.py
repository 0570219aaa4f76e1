"""The common core shared by every game: the game contract, errors, provenance, randomness,
outcomes and ranking, name lookup, itemised scores, bots, drawing and widget helpers (and, with
ipywidgets, :mod:`.live`: the base of every game's whole game against bots), and the
pieces the later games stand on: seats (:mod:`.seats`), pending decisions (:mod:`.decisions`),
drafts of secret picks (:mod:`.draft`), token places (:mod:`.tokens`), action ids (:mod:`.actions`).

Nothing here knows a game's rules; each game package plugs its rules into this shape
(see :mod:`games_lib.core.game`). :mod:`games_lib.core.testing` checks a game against it.
"""

from .errors import GameError, IllegalActionError, UnknownNameError
from .provenance import Provenance, Sourced
from .rng import make_rng
from .outcome import DecidedBy, Outcome, rank
from .rules import Rule
from .catalog import Catalog
from .scoring import ScoreBreakdown, ScoreLine
from .secret import HIDDEN, SecretChoices
from .seats import LEFT, RIGHT, FirstPlayer, Table
from .decisions import Decision, Pending
from .draft import Draft, DraftView
from .tokens import TokenError, Tokens
from .actions import ActionIds
from .game import TERMINAL, Chance, Game, GameInfo, Information, State, View, available, load
from .bots import Bot, MonteCarloBot, RandomBot, margin, play_game

__all__ = [
    "GameError", "IllegalActionError", "UnknownNameError",
    "Provenance", "Sourced", "make_rng",
    "DecidedBy", "Outcome", "rank", "Rule", "Catalog", "ScoreBreakdown", "ScoreLine",
    "HIDDEN", "SecretChoices", "LEFT", "RIGHT", "FirstPlayer", "Table", "Decision", "Pending",
    "Draft", "DraftView", "TokenError", "Tokens", "ActionIds",
    "TERMINAL", "Chance", "Game", "GameInfo", "Information", "State", "View", "available", "load",
    "Bot", "MonteCarloBot", "RandomBot", "margin", "play_game",
]
