"""Bots, views and hidden information, and property tests over random legal games and illegal actions."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games_lib
from games_lib.core import IllegalActionError, MonteCarloBot
from games_lib.oceans import GAME, GreedyBot, RandomBot, make_bot, new_game, play_game, position, sample_state
from games_lib.oceans.actions import ALL_ACTIONS


def test_load_and_info():
    g = games_lib.load("oceans")
    assert g is GAME and g.info.players == range(2, 5) and not g.info.simultaneous


@settings(max_examples=25, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(seed=st.integers(0, 10 ** 6), n=st.integers(2, 4), steps=st.integers(1, 400),
       variant=st.sampled_from(["reef", "full"]))
def test_random_legal_play_keeps_every_invariant(seed, n, steps, variant):
    """Random legal games of both variants: every invariant holds at every step (tokens 200, no
    species over ten, every card in one place, no score pile in another seat's view), legal
    actions sorted and unique, and an illegal action is refused naming a rule with a section, the
    state unchanged."""
    s = new_game(seed, num_players=n, variant=variant)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        assert GAME.invariants(s) == []
        legal = s.legal_actions()
        ids = [a.id for a in legal]
        assert ids == sorted(set(ids)) and ids
        bad = ALL_ACTIONS[rng.randrange(len(ALL_ACTIONS))]
        if bad not in legal:
            before = (str(s), hash(s))
            with pytest.raises(IllegalActionError) as e:
                s.apply(bad)
            assert e.value.rule.section and e.value.state is s
            assert (str(s), hash(s)) == before
        s = s.apply(rng.choice(legal))
    assert GAME.invariants(s) == []


@pytest.mark.parametrize("variant", ["reef", "full"])
def test_whole_random_games_keep_the_invariants_and_end(variant):
    """Whole random games of both variants (through the core's check_game: the same seed gives the
    same game, illegal actions refused with the state unchanged, views resampled, every invariant
    at every step) end well within max_decisions; the full ones reach the Cambrian and play Deep
    cards."""
    from games_lib.core.testing import check_game
    from games_lib.oceans import FULL_GAME
    game = GAME if variant == "reef" else FULL_GAME
    report = check_game(game, games=3, seed=7, illegal_per_state=1)
    assert report.games == 3 and not report.failures and report.invariant_checks > 1000
    s = game.new_initial_state(8, num_players=2)
    rng = random.Random(8)
    kinds = set()
    while not s.is_terminal():
        a = rng.choice(s.legal_actions())
        kinds.add(type(a).__name__)
        s = s.apply(a)
        assert all(p is None for k, p in enumerate(s.view(s.active).piles) if k != s.active)
    assert s.turn < 400 * 2
    if variant == "full":
        assert {"DeepNew", "DrawDeep", "Keep", "TakeDeep"} <= kinds


def test_views_hide_hands_piles_and_the_deck():
    """A seat sees its own hand and score pile; of the others only how many cards they hold."""
    s = new_game(4, num_players=3)
    v = s.view(1)
    assert v.hands[1] == s.hands[1] and v.hands[0] == 6 and v.piles == (None, 0, None)
    assert not hasattr(v, "deck") and v.deck_size == len(s.deck)
    world = sample_state(v, random.Random(2))
    assert world.view(1) == v and world.tokens.total == 200


def test_sample_state_splits_hidden_piles():
    s = new_game(6, num_players=4)
    rng = random.Random(6)
    while s.turn < 12:
        s = s.apply(rng.choice(s.legal_actions()))
    v = s.view(2)
    w = sample_state(v, random.Random(1))
    assert w.view(2) == v and w.pile(2) == s.pile(2)
    assert sum(w.pile(p) for p in range(4)) == sum(s.pile(p) for p in range(4))


def test_make_bot():
    assert isinstance(make_bot("greedy"), GreedyBot) and isinstance(make_bot("random", 3), RandomBot)
    assert isinstance(make_bot("montecarlo"), MonteCarloBot)


def test_greedy_beats_random():
    """The greedy bot wins against random players (a few seeded games; benchmarks/bench_bots.py has more)."""
    wins = 0
    for g in range(2):
        bots = [RandomBot(g), RandomBot(g + 10)]
        bots[g % 2] = GreedyBot(g)
        o = play_game(new_game(g), bots).outcome()
        wins += o.winners == (g % 2,)
    assert wins == 2


def test_montecarlo_bot_decides_through_sample_state():
    """MonteCarloBot plays Oceans through sample_state (near the end, so rollouts are short)."""
    s = new_game(2)
    rng = random.Random(2)
    while not s.final:
        s = s.apply(rng.choice(s.legal_actions()))
    bot = MonteCarloBot(samples=2, seed=1)
    p = s.current_player
    a = bot.choose(s.view(p), s.legal_actions())
    assert a in s.legal_actions()


def _with(state, **changes):
    from games_lib.oceans.state import State
    names = ("num_players", "seed", "tokens", "rows", "traits", "hands", "deck", "discard", "active", "step", "plays",
             "played", "optional", "feeder", "feeds_left", "cambrian", "final", "over", "scen_on", "pending", "bonus",
             "shuffles")
    fields = {k: getattr(state, k) for k in names}
    fields.update(changes)
    return State(**fields, turn=state.turn)


def test_invariants_catch_broken_states():
    """Negative controls: a token lost, a species over ten, a card in two places, a board in two rows."""
    from games_lib.core import Tokens
    s = new_game(8)
    assert GAME.invariants(s) == []
    lost = Tokens(zip(s.tokens.places, (59,) + s.tokens.counts[1:]))
    assert any("not conserved" in p for p in GAME.invariants(_with(s, tokens=lost)))
    counts = list(s.tokens.counts)
    counts[6] = 11
    counts[2] -= 11
    over = _with(s, tokens=Tokens(zip(s.tokens.places, counts)), rows=((0,), ()), traits=((0,),) + ((),) * 23,
                 deck=tuple(x for x in s.deck if x != 0))
    assert any("more than 10" in p for p in GAME.invariants(over))
    twice = _with(s, discard=s.discard + s.hands[0][:1])
    assert any("one place" in p for p in GAME.invariants(twice))
    both = _with(s, rows=((0,), (0,)), traits=((0,),) + ((),) * 23, deck=tuple(x for x in s.deck if x != 0))
    assert any("two places" in p for p in GAME.invariants(both))


def test_events_tell_what_happened():
    """Each state keeps what its move did (for logs): a migration names how many tokens moved."""
    s = new_game(1)
    a = next(a for a in s.legal_actions() if type(a).__name__ == "Migrate" and a.source == 1)
    after = s.apply(a)
    assert after.events[0].what == "migrate" and after.events[0].n >= 1


TRAIT_NAMES = ["Tentacled", "Shark Cleaner", "Bottom Feeder", "Symbiotic", "Parasitic", "Filter Feeder",
               "Apex Predator", "Speed", "Inking", "Schooling", "Transparent", "Whale Cleaner"]
SPECIES = st.tuples(st.lists(st.sampled_from(TRAIT_NAMES), min_size=1, max_size=3), st.integers(0, 9))


@settings(max_examples=60, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck))
@given(rows=st.lists(st.lists(SPECIES, max_size=4), min_size=2, max_size=4),
       reef=st.integers(0, 12), zones=st.tuples(st.integers(0, 6), st.integers(0, 6), st.integers(0, 6)),
       choice=st.integers(0, 10 ** 6))
def test_any_feeding_keeps_the_rules(rows, reef, zones, choice):
    """Any position, any legal feeding (and every decision after it, to the end of the turn): tokens
    conserved, nothing over ten once overpopulation is put away, the feeder took exactly
    min(value - shells, what the source held, its open spaces), at least 1."""
    from games_lib.oceans.actions import Attack, Forage
    from games_lib.oceans.state import attack_take, forage_take

    counts = {}
    for row in rows:
        for ts, _ in row:
            for t in ts:
                counts[t] = counts.get(t, 0) + 1
    if any(v > 10 for v in counts.values()):
        return
    s = position(rows, reef=reef, ocean=list(zones))
    rng = random.Random(choice)
    if s.phase.label != "feed":
        return
    a = rng.choice(s.legal_actions())
    f = a.board
    if isinstance(a, Forage):
        expected = forage_take(s.traits[f], s.population(f), s.reef)
    else:
        assert isinstance(a, Attack)
        expected = attack_take(s.traits[f], s.population(f), s.traits[a.target], s.population(a.target))
    assert expected >= 1
    after = s.apply(a)
    assert [e.n for e in after.events if e.what in ("forage", "attack")] == [expected]
    while not after.is_terminal() and after.active == s.active and after.phase.label != "discard":
        assert GAME.invariants(after) == []
        after = after.apply(rng.choice(after.legal_actions()))
    assert GAME.invariants(after) == [] and after.tokens.total == 200
    assert all(after.population(b) < 10 for row in after.rows for b in row)


def test_invariants_catch_a_leaking_view():
    """Negative control: a view that shows another seat's score pile breaks an invariant."""
    from games_lib.oceans.state import View

    s = new_game(9)

    class Leaky(View):
        __slots__ = ()

        def __init__(self, state, seat):
            super().__init__(state, None)
            object.__setattr__(self, "seat", seat)

    real = type(s)._VIEW
    try:
        type(s)._VIEW = Leaky
        assert any("another seat's score pile" in p for p in GAME.invariants(s))
    finally:
        type(s)._VIEW = real
    assert GAME.invariants(s) == []
