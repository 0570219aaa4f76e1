"""Bots: the greedy bot plays to win; every bot decides from a view."""

from games_lib.great_barrier_reef import GAME, GreedyBot, MonteCarloBot, RandomBot, make_bot, new_game, play_game


def test_greedy_beats_random():
    """GreedyBot against RandomBot, 2 players, 200 seeded games, seats alternating: a large majority."""
    wins = 0
    for g in range(200):
        seat = g % 2
        bots = [RandomBot(g), RandomBot(g + 1)]
        bots[seat] = GreedyBot()
        wins += play_game(new_game(g), bots).outcome().winners == (seat,)
    assert wins >= 180


def test_greedy_keeps_octopus_jokers():
    """The greedy bot pays with as few octopus cards as it can."""
    from .helpers import position
    from games_lib.great_barrier_reef import play
    s = position(fauna={"red": 2, "octopus": 2}, crow=["Coral 1"]).apply(play("Coral 1", "left"))
    assert GreedyBot().choose(s.view(0), s.legal_actions()).spent == (2, 0, 0, 0, 0, 0, 0)


def test_montecarlo_and_make_bot_run():
    """The core's MonteCarloBot plays this game through sample_state; make_bot names the bots."""
    s = new_game(1)
    bot = MonteCarloBot(samples=2, seed=1)
    assert bot.choose(s.view(s.current_player), s.legal_actions()) in s.legal_actions()
    assert isinstance(make_bot("greedy"), GreedyBot) and isinstance(make_bot("random", 3), RandomBot)
    assert GAME.info.max_decisions >= 20_000
