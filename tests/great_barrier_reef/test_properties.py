"""Property tests over random legal games and random illegal actions (hypothesis)."""

import random

from hypothesis import given, settings, strategies as st

from games_lib.core import IllegalActionError
from games_lib.great_barrier_reef import GAME, action_space, new_game

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.integers(min_value=2, max_value=5)
VARIANT = st.sampled_from([0, 0, 1, 2])


def playout(seed, bot_seed, n, variant):
    s = new_game(seed, num_players=n, variant=variant)
    rng = random.Random(bot_seed)
    states = [s]
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    return states


@settings(max_examples=60, deadline=None)
@given(SEEDS, SEEDS, PLAYERS, VARIANT)
def test_random_games(seed, bot_seed, n, variant):
    """Any legal game: 88 Fauna and 51 Coral Reef cards accounted for at every step, no side over
    five, the game ends within the bound, every player had the same number of turns (Winning the
    Game: the round is played through), and the winners have the best (condition, points)."""
    states = playout(seed, bot_seed, n, variant)
    assert len(states) - 1 <= GAME.info.max_decisions
    for s in states:
        assert GAME.invariants(s) == []
        assert all(len(s.reef(q).left) <= 5 and len(s.reef(q).right) <= 5 for q in range(s.num_players))
    end = states[-1]
    assert end.turn % n == 0 and len({end.turns_taken(p) for p in range(n)}) == 1
    o = end.outcome()
    keys = list(zip(end.win_conditions(), end.points()))
    assert o.winners == tuple(p for p in range(n) if keys[p] == max(keys))


@settings(max_examples=40, deadline=None)
@given(SEEDS, SEEDS, st.integers(0, 60), st.lists(st.integers(0, 10**6), min_size=1, max_size=5))
def test_illegal_actions_raise_and_change_nothing(seed, bot_seed, steps, picks):
    """Any action outside legal_actions() raises IllegalActionError naming a rule with its section,
    and the state is unchanged."""
    s = new_game(seed, num_players=2 + seed % 4)
    rng = random.Random(bot_seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        s = s.apply(rng.choice(s.legal_actions()))
    space = action_space()
    legal = set(s.legal_actions())
    for k in picks:
        a = space[k % len(space)]
        if a in legal:
            continue
        before = (str(s), hash(s), s.legal_actions(), s.view(0))
        try:
            s.apply(a)
        except IllegalActionError as e:
            assert e.rule.section and e.state is s
        else:
            raise AssertionError(f"{a} accepted")
        assert (str(s), hash(s), s.legal_actions(), s.view(0)) == before


@settings(max_examples=30, deadline=None)
@given(SEEDS, SEEDS)
def test_same_seed_same_game(seed, bot_seed):
    """Every shuffle (reshuffles of the discard pile included) comes from the seed."""
    assert playout(seed, bot_seed, 3, 0) == playout(seed, bot_seed, 3, 0)
