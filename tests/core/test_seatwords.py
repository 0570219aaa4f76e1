"""The words for a seat (games_lib.core.seatwords), the same in every live game.

* Live games: every game names a seat the same way: ``You`` and ``Player 2 (bot)`` in the log,
  ``your`` and ``Player 2 (bot)'s`` for what a seat owns, ``Player 1 (you)`` in a result; told
  to a spectator (``you=None``, a game between bots), a seat is just ``Player 2``.
* Each of the four live games tells a bot's move with these words: its narration starts with
  ``Player 2 (bot)``, never with "The bot".
"""

from __future__ import annotations

import importlib
import random

import pytest

pytest.importorskip("ipywidgets")

from games_lib.core import seatwords  # noqa: E402

GAMES = ("pacific_ocean", "great_barrier_reef", "open_ocean", "oceans")


def test_every_word_for_a_seat():
    """Live games: every game names a seat the same way (you in seat 0, bots in the others)."""
    table = {f: [getattr(seatwords, f)(p, 0) for p in range(3)] for f in ("who", "subject", "whose", "name", "called")}
    assert table == {
        "who": ["You", "Player 2 (bot)", "Player 3 (bot)"],
        "subject": ["you", "Player 2 (bot)", "Player 3 (bot)"],
        "whose": ["your", "Player 2 (bot)'s", "Player 3 (bot)'s"],
        "name": ["Player 1", "Player 2 (bot)", "Player 3 (bot)"],
        "called": ["Player 1 (you)", "Player 2 (bot)", "Player 3 (bot)"],
    }
    # you in another seat: seat 0 is then a bot
    assert seatwords.who(0, 2) == "Player 1 (bot)" and seatwords.called(2, 2) == "Player 3 (you)"


def test_a_spectator_sees_players_not_bots():
    """Live games: told to a spectator (a game between bots), a seat is just ``Player 2``."""
    for f in ("who", "subject", "name", "called"):
        assert getattr(seatwords, f)(1, None) == "Player 2", f
    assert seatwords.whose(1, None) == "Player 2's"


@pytest.mark.parametrize("game", GAMES)
def test_every_live_game_tells_a_bot_move_with_the_seat_words(game):
    """Live games: every game names a seat the same way: a bot's move starts with
    ``Player 2 (bot)``, and the board names the seats with the same words."""
    live_game = importlib.import_module(f"games_lib.{game}.live_game")
    g = live_game.play_against(bots=1, seed=3)
    rng = random.Random(3)
    while not any(e.startswith("Player 2 (bot) ") for e in g.events) and not g.state.is_terminal():
        g.act(rng.choice(g.legal()))
    assert any(e.startswith("Player 2 (bot) ") for e in g.events), g.events
    assert not any(e.startswith("The bot") for e in g.events), g.events
    assert g.name(1) == "Player 2 (bot)" and g.names[0] in ("You", "Player 1")


@pytest.mark.parametrize("game", ("great_barrier_reef", "open_ocean", "oceans"))
def test_a_game_between_bots_is_told_with_player_numbers(game):
    """Live games: a game between bots told to a spectator names seats ``Player 2``, no "(bot)"."""
    live_game = importlib.import_module(f"games_lib.{game}.live_game")
    bots = importlib.import_module(f"games_lib.{game}.bots")
    state = live_game.new_game(seed=5, num_players=3)
    players = [bots.make_bot("random", p) for p in range(3)]
    lines = []
    while not state.is_terminal() and not any(line.startswith("Player 2 ") for line in lines):
        p = state.current_player
        action = players[p].choose(state.view(p), state.legal_actions())
        after = state.apply(action)
        lines += live_game.narrate(state, action, p, after, you=None)
        state = after
    assert any(line.startswith("Player 2 ") for line in lines), lines
    assert not any("(bot)" in line or line.startswith(("You ", "The bot")) for line in lines), lines
