"""Property tests over random legal games and random illegal actions (hypothesis)."""

import random

from hypothesis import given, settings, strategies as st

from games_lib.core import IllegalActionError
from games_lib.open_ocean import ALL_ACTIONS, GAME, new_game, rules
from games_lib.open_ocean.checks import invariants, move_problems
from games_lib.open_ocean.scoring import points

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.integers(min_value=1, max_value=5)
GOALS = st.sampled_from([None, None, "private", "public"])


def playout(seed, bot_seed, n, goals):
    s = new_game(seed, num_players=n, goals=goals if n > 1 else None)
    rng = random.Random(bot_seed)
    states, actions = [s], []
    while not s.is_terminal():
        a = rng.choice(s.legal_actions())
        s = s.apply(a)
        states.append(s)
        actions.append(a)
    return states, actions


@settings(max_examples=6, deadline=None, derandomize=True, database=None)
@given(SEEDS, SEEDS, PLAYERS, GOALS)
def test_random_games(seed, bot_seed, n, goals):
    """Ending the Game: any legal game ends within the bound after three rounds (or when the deck
    cannot deal a round); every position keeps the invariants and every move the placement rules
    (checks.py); the winners have the most points, then the larger reef (Scoring)."""
    states, actions = playout(seed, bot_seed, n, goals)
    assert len(actions) <= GAME.info.max_decisions
    for before, a, after in zip(states, actions, states[1:]):
        assert invariants(after) == [] and move_problems(before, a, after) == []
    end = states[-1]
    assert end.round == 3 or len(end.deck) < {1: 9, 2: 14}.get(n, 6 * n)
    o = end.outcome()
    if n > 1:
        keys = [(points(end.reefs[p], end.goals[p]), len(end.reefs[p])) for p in range(n)]
        assert o.winners == tuple(p for p in range(n) if keys[p] == max(keys))
    else:
        assert o.scores == (len(end.done),)


@settings(max_examples=25, deadline=None, derandomize=True, database=None)
@given(SEEDS, SEEDS, PLAYERS, st.integers(0, 200), st.lists(st.integers(0, 10**6), min_size=1, max_size=6))
def test_illegal_actions_raise_and_change_nothing(seed, bot_seed, n, steps, picks):
    """Any action outside legal_actions() raises IllegalActionError naming a rule of rules.ALL
    with its section, carrying the state, and the state is unchanged."""
    s = new_game(seed, num_players=n)
    rng = random.Random(bot_seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s = s.apply(rng.choice(s.legal_actions()))
    legal = set(s.legal_actions())
    for k in picks:
        a = ALL_ACTIONS[k % len(ALL_ACTIONS)]
        if a in legal:
            continue
        before = (str(s), hash(s), s.legal_actions(), s.view(0), s.view(None))
        try:
            s.apply(a)
        except IllegalActionError as e:
            assert e.rule in rules.ALL and e.rule.section and e.state is s
            assert e.rule.section in str(e)
        else:
            raise AssertionError(f"{a} accepted")
        assert (str(s), hash(s), s.legal_actions(), s.view(0), s.view(None)) == before


@settings(max_examples=8, deadline=None, derandomize=True, database=None)
@given(SEEDS, SEEDS, PLAYERS)
def test_same_seed_same_game(seed, bot_seed, n):
    """Setup: every shuffle (the deck, the goals, every refresh) comes from the seed."""
    assert playout(seed, bot_seed, n, None)[0] == playout(seed, bot_seed, n, None)[0]
