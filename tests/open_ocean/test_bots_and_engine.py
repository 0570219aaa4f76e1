"""Bots (random, greedy, Monte Carlo through sample_state) and properties of the engine over
seeded random games: card actions read from the data, every game ends, picks stay secret."""

import inspect
import random

import games_lib
from games_lib.core import TERMINAL
from games_lib.open_ocean import (KINDS, GreedyBot, MonteCarloBot, RandomBot, make_bot, new_game, play_game,
                                  sample_state)
from games_lib.open_ocean import state as engine


def test_random_games_end_at_every_table_size():
    """Ending the Game: three rounds (or the deck running out) end every game, at 2 to 5 players."""
    for n in (2, 3, 4, 5):
        end = play_game(new_game(n, num_players=n), [RandomBot(i) for i in range(n)])
        assert end.is_terminal() and end.current_player == TERMINAL and end.legal_actions() == ()
        o = end.outcome()
        assert len(o.scores) == n and o.winners
        assert list(engine.GAME.invariants(end)) == []


def test_greedy_beats_random_at_every_table_size():
    """The greedy bot wins a large majority against random bots (4 games per table size here;
    the benchmark runs more)."""
    wins = games = 0
    for n in (2, 3, 4, 5):
        for seed in range(4):
            bots = [RandomBot(seed * 10 + i) for i in range(n)]
            seat = seed % n
            bots[seat] = GreedyBot(seed)
            wins += seat in play_game(new_game(seed, num_players=n), bots).outcome().winners
            games += 1
    assert wins >= 0.75 * games


def test_montecarlo_bot_decides_through_sample_state():
    """MonteCarloBot plays an Open Ocean decision from a view only, through sample_state."""
    s = new_game(2, num_players=3)
    bot = MonteCarloBot(samples=2, seed=1)
    a = bot.choose(s.view(s.current_player), s.legal_actions())
    assert a in s.legal_actions()
    assert make_bot("greedy").__class__ is GreedyBot


def test_sample_state_keeps_the_view():
    """sample_state deals only unseen cards: the sampled state shows the seat the same view."""
    s = new_game(5, num_players=4)
    rng = random.Random(0)
    bots = [RandomBot(i) for i in range(4)]
    for _ in range(60):
        seat = s.current_player
        v = s.view(seat)
        assert sample_state(v, rng).view(seat) == v
        s = s.apply(bots[seat].choose(v, s.legal_actions()))


def test_picks_are_secret_until_all_have_picked():
    """Playing a Turn: a pick is hidden from the others until every player has picked."""
    s = new_game(1, num_players=3)
    while s.secrets is None:
        s = s.apply(s.legal_actions()[0])
    first = s.current_player
    a, b = s.apply(s.legal_actions()[0]), s.apply(s.legal_actions()[-1])
    for other in range(3):
        if other != first:
            assert a.view(other) == b.view(other)


def test_engine_never_tests_a_card_name():
    """Special cards are data: no card name appears in the engine's code."""
    source = inspect.getsource(engine)
    for k in KINDS:
        assert f'"{k.name}"' not in source and f"'{k.name}'" not in source, k.name


def test_registered():
    """The game is in the registry, for 1 (solo) to 5 players."""
    assert games_lib.load("open_ocean").info.players == range(1, 6)


def test_contract_holds_with_private_goals():
    """check_game on a few games with private Habitat Goals (hidden until the end, resampled)."""
    from games_lib.core.testing import check_game

    class WithGoals(type(engine.GAME)):
        def new_initial_state(self, seed=0, *, num_players=None):
            return super().new_initial_state(seed, num_players=num_players,
                                             goals=None if num_players == 1 else "private")

    game = WithGoals.__new__(WithGoals)
    report = check_game(game, games=5, seed=1)
    assert report.failures == [] and report.games == 5


def test_illegal_actions_over_random_games_name_their_rule_and_change_nothing():
    """Over seeded random games (solo to 5 players), actions that are not legal are refused with an
    IllegalActionError naming a rule of rules.ALL (with its section), the state unchanged; between
    them the refusals name every rule a move can break (three rules are met elsewhere: the
    Starter row and a Shark's place through why_not, the fourth Turtle as an unplayable pick, and, rarely, a Turtle's take)."""
    from games_lib.core import IllegalActionError
    from games_lib.open_ocean import rules
    from games_lib.open_ocean.actions import CHOOSES, PICKS, PLACES, SKIP, STARTERS, place

    seen = set()
    for seed in range(12):
        n = 1 + seed % 5
        s = new_game(seed, num_players=n)
        rng = random.Random(seed)
        while not s.is_terminal():
            legal = set(s.legal_actions())
            before = (hash(s), str(s))
            for pool in (CHOOSES, PLACES, STARTERS, PICKS):
                for a in rng.sample(pool, 3):
                    if a not in legal:
                        try:
                            s.apply(a)
                        except IllegalActionError as e:
                            assert e.rule in rules.ALL and e.rule.section and e.state is s
                            seen.add(e.rule)
                        else:
                            raise AssertionError(f"{a} accepted")
            assert (hash(s), str(s)) == before
            s = s.apply(rng.choice(s.legal_actions()))
        for a in (SKIP, place((0, 1))):
            try:
                s.apply(a)
            except IllegalActionError as e:
                seen.add(e.rule)
    assert set(rules.ALL) - seen - {rules.TURTLE_LIMIT} == {rules.SHARK_TO_OCEAN, rules.NOT_BELOW_STARTER}
