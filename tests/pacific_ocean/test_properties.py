"""Property tests over random legal games and random illegal actions (hypothesis)."""

import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from games_lib import pacific_ocean as po
from games_lib.core import IllegalActionError
from games_lib.pacific_ocean import (
    ANIMALS,
    AS_CONDITION,
    AS_ICONS,
    offer,
    SANCTUARY_FACES,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    RandomBot,
    choose_side,
    new_game,
    play_game,
)

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
ALL_ACTIONS = ([choose_side(f.name) for f in SANCTUARY_FACES] + [TAKE_FACE_UP, TAKE_FACE_DOWN, AS_ICONS, AS_CONDITION]
               + [offer(a.name, b.name) for a in ANIMALS for b in ANIMALS])


def cards_everywhere(s):
    """Every animal card's location: not dealt yet, removed, deck, a hand, a sanctuary, or the offer."""
    where = Counter()
    for c in s.undealt + s.removed + s.deck + s.hand(0) + s.hand(1):
        where[c.id] += 1
    for p in (0, 1):
        sanct = s.sanctuary(p)
        if sanct is not None:
            for c in sanct.animals:
                where[c.id] += 1
    if s.offer is not None:
        up, down = s.offer
        taken_or_kept = {c.id for p in (0, 1) if s.sanctuary(p) for c in s.sanctuary(p).animals}
        for c in (up, down):
            if c.id not in taken_or_kept:
                where[c.id] += 1
    return where


def random_playout(seed, bot_seed):
    s = new_game(seed=seed)
    rng = random.Random(bot_seed)
    states = [s]
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
        states.append(s)
    return states


@settings(max_examples=150, deadline=None)
@given(SEEDS, SEEDS)
def test_random_games_end_as_the_rulebook_says(seed, bot_seed):
    """§5 Game End after any legal game: 6 turns, 7 cards per sanctuary, 1 in hand, no deck;
    and every state on the way conserves the 16 cards (each exactly once)."""
    states = random_playout(seed, bot_seed)
    end = states[-1]
    assert end.turn == 6
    assert [len(end.sanctuary(p)) for p in (0, 1)] == [7, 7]
    assert [len(end.hand(p)) for p in (0, 1)] == [1, 1]
    assert len(end.deck) == 0 and len(end.removed) == 2
    for s in states:
        where = cards_everywhere(s)
        assert sorted(where) == list(range(16)) and set(where.values()) == {1}, str(s)
    # 2 side choices + 6 turns x (offer, take, place, place)
    assert len(states) - 1 == 2 + 6 * 4
    # §6 Determining the Winner: the most points, then the most icons, else shared
    o = end.outcome()
    a, b = end.sanctuary(0), end.sanctuary(1)
    key = [(o.scores[0], a.counts.icons), (o.scores[1], b.counts.icons)]
    assert o.scores == (po.total(a, b), po.total(b, a))
    assert o.winners == tuple(p for p in (0, 1) if key[p] == max(key))


@settings(max_examples=50, deadline=None)
@given(SEEDS, SEEDS)
def test_determinism_by_seed(seed, bot_seed):
    """Seeded randomness: the same seeds give the same game, move for move."""
    a = play_game(new_game(seed=seed), [RandomBot(bot_seed), RandomBot(bot_seed + 1)])
    b = play_game(new_game(seed=seed), [RandomBot(bot_seed), RandomBot(bot_seed + 1)])
    assert a == b and a.outcome() == b.outcome()


@settings(max_examples=200, deadline=None)
@given(SEEDS, SEEDS, st.integers(min_value=0, max_value=25), st.sampled_from(ALL_ACTIONS))
def test_illegal_actions_raise_and_change_nothing(seed, bot_seed, steps, action):
    """Any action not in legal_actions() raises IllegalActionError naming a rule with its
    section, and the state is unchanged (equal, same hash, same legal actions)."""
    states = random_playout(seed, bot_seed)
    s = states[min(steps, len(states) - 1)]
    before = (str(s), hash(s), s.legal_actions())
    if action in s.legal_actions():
        s.apply(action)  # legal: must not raise
        return
    try:
        s.apply(action)
    except IllegalActionError as e:
        assert e.rule.section.startswith("§")
        assert e.state is s
    else:
        raise AssertionError(f"{action} was accepted in\n{s}")
    assert (str(s), hash(s), s.legal_actions()) == before


@settings(max_examples=100, deadline=None)
@given(SEEDS, SEEDS)
def test_legal_actions_sorted_and_unique(seed, bot_seed):
    """legal_actions() is deterministic: sorted by action id, no duplicates."""
    for s in random_playout(seed, bot_seed):
        ids = [a.id for a in s.legal_actions()]
        assert ids == sorted(set(ids))
