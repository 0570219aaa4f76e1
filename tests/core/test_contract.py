"""check_game (games_lib.core.testing) on the real game, on the toy at 2-4 seats, and negative
controls: one deliberately broken toy per property check_game claims to check."""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import replace

import pytest

import games_lib
from games_lib.core import IllegalActionError, Rule, TERMINAL
from games_lib.core.testing import ContractError, Report, check_game

from .toy import GAME as PEBBLES, TAKES, Pebbles, PebblesState, PebblesView


# ------------------------------------------------------------------------------ passing games

def test_pacific_ocean_passes_1000_seeded_games():
    """The real game passes the whole contract on 1,000 seeded games, and every check ran."""
    report = check_game(games_lib.load("pacific_ocean"), games=1000)
    assert report.games == 1000
    assert report.players == {2: 1000}
    assert report.decisions > 0 and report.longest > 0
    assert report.illegal_tried > 0
    assert report.views_checked > 0
    assert report.invariant_checks >= report.decisions
    assert report.failures == []
    assert sum(report.winners.values()) >= 1000  # every game has at least one winner


def test_great_barrier_reef_passes_400_seeded_games():
    """OCEAN: Great Barrier Reef passes the whole contract on 400 seeded games, cycling 2-5 players
    (benchmarks/stress.py plays thousands)."""
    report = check_game(games_lib.load("great_barrier_reef"), games=400)
    assert report.games == 400
    assert report.players == {2: 100, 3: 100, 4: 100, 5: 100}
    assert report.decisions > 0 and report.illegal_tried > 0 and report.views_checked > 0
    assert report.invariant_checks >= report.decisions
    assert report.failures == []
    assert report.longest <= games_lib.load("great_barrier_reef").info.max_decisions
    assert set(report.winners) == {0, 1, 2, 3, 4}


def test_open_ocean_passes_25_seeded_games():
    """Open Ocean passes the whole contract on 25 seeded games, cycling 1-5 players (a few
    hundred run in benchmarks; kept small here: every step resamples hidden hands)."""
    report = check_game(games_lib.load("open_ocean"), games=25)
    assert report.games == 25
    assert report.players == {1: 5, 2: 5, 3: 5, 4: 5, 5: 5}
    assert report.decisions > 0 and report.illegal_tried > 0 and report.views_checked > 0
    assert report.secrets_checked > 0
    assert report.invariant_checks >= report.decisions
    assert report.failures == []
    assert report.longest <= games_lib.load("open_ocean").info.max_decisions


def test_oceans_passes_9_seeded_games():
    """Oceans (the Reef variant) passes the whole contract on 9 seeded games, cycling 2-4 players
    (random games are long: about 1,000 to 4,000 decisions; benchmarks/stress.py runs many more)."""
    report = check_game(games_lib.load("oceans"), games=9)
    assert report.games == 9 and report.players == {2: 3, 3: 3, 4: 3}
    assert report.decisions > 0 and report.illegal_tried > 0 and report.views_checked > 0
    assert report.invariant_checks >= report.decisions
    assert report.failures == []
    assert report.longest <= games_lib.load("oceans").info.max_decisions


def test_toy_passes_300_games_on_2_3_and_4_seats():
    """The toy passes the contract; table sizes cycle through GameInfo.players (2, 3 and 4)."""
    report = check_game(PEBBLES, games=300)
    assert report.failures == []
    assert report.games == 300
    assert report.players == {2: 100, 3: 100, 4: 100}
    assert report.illegal_tried > 0 and report.views_checked > 0 and report.decisions > 0
    assert set(report.winners) == {0, 1, 2, 3}  # seat 3 only exists at 4 players, and it won some
    assert report.longest <= PEBBLES.info.max_decisions


def test_check_game_is_deterministic():
    """Two runs with the same seed give the same report; another seed plays other games."""
    a, b = check_game(PEBBLES, games=30, seed=3), check_game(PEBBLES, games=30, seed=3)
    assert str(a) == str(b) and a.winners == b.winners
    c = check_game(PEBBLES, games=30, seed=4)
    assert (c.decisions, c.winners) != (a.decisions, a.winners)


def test_report_str_summarises():
    """str(Report) names the game, the counts and the number of failures."""
    text = str(check_game(PEBBLES, games=6))
    assert text.startswith("pebbles: 6 games") and text.endswith("failures: 0")


# ------------------------------------------------------------------------------ broken variants

def _game(state_cls=PebblesState, **overrides):
    """A Pebbles game whose states are ``state_cls`` and with some methods/attributes replaced."""
    return type("Broken", (Pebbles,), {"state_cls": state_cls, **overrides})()


class Unsorted(PebblesState):
    def legal_actions(self):
        return tuple(reversed(super().legal_actions()))


class Duplicated(PebblesState):
    def legal_actions(self):
        legal = super().legal_actions()
        return legal[:1] + legal


class AcceptsIllegal(PebblesState):
    def apply(self, action):
        if action not in self.legal_actions():
            return self  # silently ignores it
        return super().apply(action)


class PlainValueError(PebblesState):
    def apply(self, action):
        if action not in self.legal_actions():
            raise ValueError("cannot do that")
        return super().apply(action)


class MutatesWhenRefusing(PebblesState):
    def apply(self, action):
        if action not in self.legal_actions():
            object.__setattr__(self, "turns", tuple(t + 1 for t in self.turns))  # counts the failed try
        return super().apply(action)


class LeakyView(PebblesState):
    def view(self, seat):
        return replace(super().view(seat), pool=self.pool)  # every seat sees the hidden pool order


def _sample_ignoring_view(self, view, rng):
    return self.new_initial_state(rng, num_players=view.num_players)  # a fresh game: loses the history


class LosesPebbles(PebblesState):
    def apply(self, action):
        after = super().apply(action)
        if action in TAKES and len(after.pool) > 1:
            return replace(after, pool=after.pool[1:])  # a pebble falls off the table
        return after


class NeverEnds(PebblesState):
    """Once the pool is empty, players pass forever (the declared bound is never met)."""

    PASS = TAKES[0]

    def is_terminal(self):
        return False

    @property
    def current_player(self):
        return self.to_act

    def legal_actions(self):
        if self.lucky.complete and not self.pool:
            return (self.PASS,)
        return super().legal_actions()

    def apply(self, action):
        if self.lucky.complete and not self.pool and action == self.PASS:
            return replace(self, to_act=(self.to_act + 1) % self.num_players)
        return super().apply(action)


_OUTSIDE = itertools.count()  # a generator outside the seed: differs between two plays


class UnseededMidGame(PebblesState):
    def apply(self, action):
        after = super().apply(action)
        if action in TAKES and sum(after.turns) == 1:  # reshuffle the rest after the first take
            pool = list(after.pool)
            random.Random(next(_OUTSIDE)).shuffle(pool)
            return replace(after, pool=tuple(pool))
        return after


def _unseeded_setup(self, seed, *, num_players=None):
    return Pebbles.new_initial_state(self, random.Random(next(_OUTSIDE)), num_players=num_players)


class WinnersDisagree(PebblesState):
    def outcome(self):
        o = super().outcome()
        return o._replace(winners=tuple(range(self.num_players)))  # everyone "wins"


class NoSection(PebblesState):
    def _refuse(self, action):
        raise IllegalActionError(Rule("Pebbles", "", "nowhere", "A rule without a section."), self, action)


class ErrorWithoutState(PebblesState):
    def _refuse(self, action):
        raise IllegalActionError(Rule("Pebbles", "§1", "x", "A rule."), None, action)


class LegalAfterEnd(PebblesState):
    def legal_actions(self):
        return super().legal_actions() or TAKES[:1]


def _ignores_num_players(self, seed, *, num_players=None):
    return Pebbles.new_initial_state(self, seed, num_players=2)


def _short_outcome(state_cls):
    class ShortOutcome(state_cls):
        def outcome(self):
            o = super().outcome()
            return o._replace(scores=o.scores[:-1])
    return ShortOutcome


CONTROLS = {
    # id: (game, regex the ContractError message must match)
    "unsorted legal actions": (_game(Unsorted), r"legal actions not sorted by id or not unique: \[1, 0\]"),
    "duplicate legal actions": (_game(Duplicated), r"legal actions not sorted by id or not unique: \[0, 0, 1\]"),
    "illegal action accepted": (_game(AcceptsIllegal), r"illegal action \S+\(id=\d.*\) was accepted"),
    "plain ValueError": (_game(PlainValueError), r"raised ValueError: cannot do that, not IllegalActionError"),
    "refusal mutates the state": (_game(MutatesWhenRefusing), r"refusing \S+\(id=\d.*\) changed the state"),
    "view leaks the hidden pool": (_game(LeakyView), r"sample_state\(view\(\d\)\) gives another view"),
    "sample_state ignores the view": (_game(sample_state=_sample_ignoring_view),
                                      r"sample_state\(view\(\d\)\) gives another view"),
    "invariant broken": (_game(LosesPebbles), r"invariant broken: pebbles not conserved"),
    "no end within max_decisions": (_game(NeverEnds), r"no end after 20 decisions \(GameInfo bound\)"),
    "understated max_decisions": (_game(info=replace(Pebbles.info, max_decisions=3)),
                                  r"decision 4: no end after 3 decisions"),
    "seed does not reproduce the game": (_game(UnseededMidGame), r"the same seed gave a different game"),
    "seed does not reproduce the setup": (_game(new_initial_state=_unseeded_setup),
                                          r"decision 0: two states made from the same seed differ"),
    "winners disagree with places": (_game(WinnersDisagree), r"winners \(0, 1(, \d)*\) disagree with places \("),
    "rule names no section": (_game(NoSection), r"the error for \w+\(id=\d, \w+=\w+\) names no rulebook section"),
    "error does not carry the state": (_game(ErrorWithoutState), r"the error for \w+\(id=\d, \w+=\w+\) does not carry the state"),
    "legal actions after the end": (_game(LegalAfterEnd), r"legal actions after the end: \(Take\(id=2, n=1\),\)"),
    "wrong table size": (_game(new_initial_state=_ignores_num_players), r"asked for 3 players, got 2"),
    "outcome too short": (_game(_short_outcome(PebblesState)), r"outcome for 2 players has 1 scores"),
}


@pytest.mark.parametrize("name", list(CONTROLS))
def test_negative_control_fails_for_its_own_reason(name):
    """Each deliberately broken toy makes check_game raise ContractError naming the game, a seed,
    a decision, and that toy's own problem (and no other control's message)."""
    game, pattern = CONTROLS[name]
    with pytest.raises(ContractError) as caught:
        check_game(game, games=40)
    message = str(caught.value)
    assert re.match(r"pebbles, seed \d+, decision \d+: ", message), message[:200]
    assert re.search(pattern, message), message[:400]
    first_line = message.splitlines()[0]
    others = {p for _, p in CONTROLS.values() if p != pattern}  # equal patterns: same reason on purpose
    hits = [p for p in others if re.search(p, first_line)]
    assert not hits, f"{name} also matches {hits}"


def test_the_controls_break_only_what_they_claim():
    """The broken toys are otherwise the toy: at the start, apart from the broken method, a
    broken state's legal actions, view and invariants match the honest one (a sanity check of
    the controls themselves)."""
    honest = PEBBLES.new_initial_state(5, num_players=3)
    for cls in (AcceptsIllegal, PlainValueError, MutatesWhenRefusing, LosesPebbles, UnseededMidGame, NoSection):
        s = _game(cls).new_initial_state(5, num_players=3)
        assert s.legal_actions() == honest.legal_actions()
        assert s.view(1) == honest.view(1)
        assert list(PEBBLES.invariants(s)) == []


def test_collect_records_failures_instead_of_raising():
    """With collect=True check_game goes on after a failure: every failing game is recorded as
    (seed, message) and only the passing games are counted."""
    report = check_game(_game(WinnersDisagree), games=12, collect=True)
    assert isinstance(report, Report)
    assert report.failures, "WinnersDisagree should fail some games"
    assert report.games + len(report.failures) == 12
    for seed, message in report.failures:
        assert isinstance(seed, int) and f"seed {seed}," in message
        assert "disagree with places" in message
    assert sum(report.players.values()) == report.games
    assert report.decisions > 0  # the passing games (a shared first place for all) still counted


def test_collect_with_every_game_failing():
    """collect=True with a game that fails every time: no game counted, one failure per game."""
    report = check_game(_game(Unsorted), games=5, collect=True)
    assert report.games == 0 and report.players == {}
    assert [seed for seed, _ in report.failures] == [0, 1, 2, 3, 4]


def test_collect_false_raises_at_the_first_failure():
    """Without collect, the first failing seed is the one in the error."""
    with pytest.raises(ContractError, match=r"seed 0, decision 0"):
        check_game(_game(Unsorted), games=5)


def test_contract_error_is_an_assertion_error():
    """ContractError is an AssertionError, so pytest shows it as a failed check."""
    assert issubclass(ContractError, AssertionError)


def test_toy_satisfies_the_runtime_protocols():
    """The toy's game, state and view satisfy the core's runtime-checkable protocols."""
    from games_lib.core import Game, State, View

    state = PEBBLES.new_initial_state(0, num_players=4)
    assert isinstance(PEBBLES, Game) and isinstance(state, State) and isinstance(state.view(0), View)
    assert state.current_player == 0 and state.num_players == 4


def test_toy_refuses_with_a_rule_citing_section_1():
    """An illegal toy action raises IllegalActionError carrying the rule (§1), the state and the
    action, and the message names the rule."""
    state = PEBBLES.new_initial_state(1, num_players=2)
    with pytest.raises(IllegalActionError) as caught:
        state.apply(TAKES[0])
    assert caught.value.rule.section == "§1" and caught.value.state is state
    assert caught.value.action == TAKES[0]
    assert "Pebbles §1 [lucky-first]" in str(caught.value)


def test_toy_hides_others_lucky_colours_until_all_picked():
    """The toy's view shows one's own lucky colour, HIDDEN for the others, all once complete;
    it shows the pool size but never its order."""
    from games_lib.core import HIDDEN

    s = PEBBLES.new_initial_state(2, num_players=3)
    s = s.apply(s.legal_actions()[0])  # seat 0 picks red
    assert s.view(0).lucky == ("red", None, None)
    assert s.view(1).lucky == (HIDDEN, None, None)
    assert s.view(1).pool is None and s.view(1).pool_size == 12
    s = s.apply(s.legal_actions()[1]).apply(s.legal_actions()[1])
    assert s.view(2).lucky == ("red", "blue", "blue")
    assert s.current_player == 0 and s.legal_actions() == TAKES


def test_toy_scores_and_tiebreak():
    """Toy score = pebbles taken + 1 per pebble of one's lucky colour; equal scores go to the
    seat with fewer turns (the Outcome names the "fewer turns" tie-break), checked on random games."""
    decided = set()
    for seed in range(200):
        n = 2 + seed % 3
        rng = random.Random(seed)
        s = PEBBLES.new_initial_state(seed, num_players=n)
        while not s.is_terminal():
            s = s.apply(rng.choice(s.legal_actions()))
        assert s.current_player == TERMINAL and s.legal_actions() == ()
        expected = tuple(len(t) + t.count(c) for t, c in zip(s.taken, s.lucky))
        o = s.outcome()
        assert o.scores == expected and sum(map(len, s.taken)) == 4 * n
        best = max(zip(expected, (-t for t in s.turns)))
        assert o.winners == tuple(i for i in range(n) if (expected[i], -s.turns[i]) == best)
        if o.decided_by.value == "tiebreak":
            assert o.tiebreak == "fewer turns"
        decided.add(o.decided_by.value)
    assert decided == {"points", "tiebreak", "shared"}
    assert isinstance(s.view(0), PebblesView)


def test_limitation_check_game_checks_view_consistency_not_secrecy():
    """Documents a limit of check_game: it checks the secrecy of secret picks (state.secrets),
    not of every hidden thing. A view that leaks the hidden pool order passes when the game's
    sampler copies what the view shows (sample_state is only checked to reproduce the view), so
    such secrecy needs its own test (test_toy_hides_others_lucky_colours_until_all_picked)."""
    def copying_sampler(self, view, rng):
        world = Pebbles.sample_state(self, view, rng)
        return replace(world, pool=view.pool)
    report = check_game(_game(LeakyView, sample_state=copying_sampler), games=30)
    assert report.failures == [] and report.games == 30
