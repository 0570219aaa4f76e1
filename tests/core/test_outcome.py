"""The shared pieces of the core: rank/Outcome, Catalog, ScoreBreakdown, SecretChoices, bots and
the registry, on any number of seats (the toy Pebbles game gives 3-seat states)."""

from __future__ import annotations

import itertools
import pickle
import random
from collections import namedtuple

import pytest

import games_lib
from games_lib.core import (
    HIDDEN, Catalog, DecidedBy, GameError, MonteCarloBot, Outcome, RandomBot, ScoreBreakdown, ScoreLine,
    SecretChoices, UnknownNameError, margin, play_game, rank,
)

from .toy import GAME as PEBBLES, PebblesState


# ------------------------------------------------------------------------------ rank

def _reference_rank(scores, *tiebreaks):
    """Places by brute force: 1 + the number of seats strictly better on (score, tiebreaks...)."""
    keys = list(zip(scores, *tiebreaks))
    return tuple(1 + sum(o > k for o in keys) for k in keys)


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_rank_places_match_brute_force_for_2_to_5_players(n):
    """rank() gives 1 + (number of seats strictly ahead) on every small table, with and without
    a tie-break, including the 2-player fast path."""
    values = range(3)
    for scores in itertools.product(values, repeat=n):
        assert rank(scores)[0] == _reference_rank(scores)
    rng = random.Random(n)
    for _ in range(300):
        scores = tuple(rng.randrange(3) for _ in range(n))
        tb1 = tuple(rng.randrange(2) for _ in range(n))
        tb2 = tuple(rng.randrange(2) for _ in range(n))
        places, level = rank(scores, tb1, tb2)
        assert places == _reference_rank(scores, tb1, tb2)
        keys = list(zip(scores, tb1, tb2))
        top = max(keys)
        if keys.count(top) > 1:
            assert level == 3  # nothing separated the first place
        else:  # the fewest keys that leave the winner alone at the top
            assert level == min(k for k in range(3) if [key[: k + 1] for key in keys].count(top[: k + 1]) == 1)


def test_rank_shared_places_skip_the_next():
    """Equal scores share a place and the next place is skipped: (9, 9, 3) -> (1, 1, 3)."""
    assert rank((9, 9, 3)) == ((1, 1, 3), 1)
    assert rank((3, 9, 9, 1)) == ((3, 1, 1, 4), 1)
    assert rank((2, 5, 5, 5, 0))[0] == (4, 1, 1, 1, 5)


def test_rank_tiebreak_decides_at_level_1_and_2():
    """The level is the number of tie-breaks needed to separate the first place."""
    assert rank((3, 9, 9), (0, 4, 2)) == ((3, 1, 2), 1)
    assert rank((3, 9, 9), (0, 4, 4), (0, 1, 0)) == ((3, 1, 2), 2)
    assert rank((5, 5), (2, 2), (1, 0)) == ((1, 2), 2)  # 2-player fast path
    assert rank((5, 5), (2, 3)) == ((2, 1), 1)
    assert rank((9, 3, 3), (0, 5, 4)) == ((1, 2, 3), 0)  # the tie-break only orders the rest


def test_rank_fully_shared_first_place():
    """All seats equal on every key: everyone is first, level = number of tie-breaks + 1."""
    assert rank((4, 4, 4), (1, 1, 1)) == ((1, 1, 1), 2)
    assert rank((4, 4)) == ((1, 1), 1)
    assert rank((7, 7, 7, 7, 7)) == ((1,) * 5, 1)


@pytest.mark.parametrize("scores, tiebreak", [((1, 2), (1,)), ((1, 2, 3), (1, 2)), ((1, 2, 3, 4), (1, 2, 3, 4, 5))])
def test_rank_refuses_a_tiebreak_of_the_wrong_length(scores, tiebreak):
    """A tie-break without exactly one value per seat raises ValueError saying so."""
    with pytest.raises(ValueError, match="one value per seat"):
        rank(scores, tiebreak)


# ------------------------------------------------------------------------------ Outcome

def test_outcome_decided_by_points():
    """A clear top score: one winner, decided by points, no tie-break name."""
    o = Outcome.ranked((4, 10, 7))
    assert (o.places, o.winners, o.winner, o.decided_by, o.tiebreak) == ((3, 1, 2), (1,), 1, DecidedBy.POINTS, "")
    assert o.num_players == 3 and str(o.decided_by) == "points"


def test_outcome_decided_by_a_named_tiebreak():
    """Equal top scores split by a tie-break: decided_by TIEBREAK and the deciding one's name."""
    o = Outcome.ranked((5, 5, 3), (7, 6, 9), tiebreak_names=("icons",))
    assert (o.winners, o.decided_by, o.tiebreak) == ((0,), DecidedBy.TIEBREAK, "icons")
    o = Outcome.ranked((5, 5, 3), (7, 7, 9), (0, 1, 0), tiebreak_names=("icons", "cards"))
    assert (o.places, o.winners, o.tiebreak) == ((2, 1, 3), (1,), "cards")
    o = Outcome.ranked((5, 5), (7, 7), (0, 1), tiebreak_names=("icons",))  # unnamed second tie-break
    assert o.tiebreak == "tie-break 2" and o.winner == 1


def test_outcome_with_a_condition_ranked_before_the_points():
    """A condition ranked before the points (GBR's win conditions): the scores stay points, the
    condition decides first and is named; equal conditions leave it to the points, then the
    tie-breaks; the ranking key per seat is (condition, points, tie-breaks)."""
    labels = {0: "none", 1: "low", 2: "high"}
    o = Outcome.ranked((10, 30, 20), conditions=(2, 1, 0), condition_labels=labels)
    assert (o.scores, o.winners, o.decided_by, o.condition) == ((10, 30, 20), (0,), DecidedBy.CONDITION, "high")
    assert o.places == (1, 2, 3) and o.ranking == ((2, 10), (1, 30), (0, 20))
    assert "condition='high'" in repr(o)
    o = Outcome.ranked((10, 30, 20), conditions=(1, 1, 0), condition_labels=labels)
    assert (o.winners, o.decided_by, o.condition) == ((1,), DecidedBy.POINTS, "low")
    o = Outcome.ranked((30, 30), (1, 2), conditions=(1, 1), tiebreak_names=("icons",))
    assert (o.winners, o.decided_by, o.tiebreak, o.condition) == ((1,), DecidedBy.TIEBREAK, "icons", "1")
    o = Outcome.ranked((30, 30), conditions=(1, 1))
    assert o.decided_by is DecidedBy.SHARED and o.winners == (0, 1)
    assert Outcome.ranked((4, 1)).conditions == () and Outcome.ranked((4, 1)).ranking == ((4,), (1,))


class _OneMove:
    """A one-decision game for the bot: action 0 finishes first with a poor margin (it met a
    condition), action 1 finishes second with a large margin."""

    class State:
        num_players, current_player = 2, 0

        def __init__(self, end=None):
            self.end = end

        def is_terminal(self):
            return self.end is not None

        def legal_actions(self):
            return () if self.end is not None else (0, 1)

        def apply(self, a):
            return _OneMove.State(a)

        def outcome(self):
            if self.end == 0:
                return Outcome.ranked((5, 15), conditions=(1, 0))
            return Outcome.ranked((40, 41), conditions=(0, 1))

    class View:
        seat = 0

    def sample_state(self, view, rng):
        return self.State()


def test_montecarlo_bot_values_the_place_before_the_margin():
    """MonteCarloBot ranks actions by the average final place first, then the points margin."""
    bot = MonteCarloBot(samples=4, game=_OneMove())
    values = bot.values(_OneMove.View(), (0, 1))
    assert values == {0: (-1.0, -10.0), 1: (-2.0, -1.0)}
    assert bot.choose(_OneMove.View(), (0, 1)) == 0


def test_outcome_shared_win():
    """A shared first place: several winners, .winner is None, decided_by SHARED, no name."""
    o = Outcome.ranked((6, 6, 2), (1, 1, 0), tiebreak_names=("icons",))
    assert (o.places, o.winners, o.winner, o.decided_by, o.tiebreak) == ((1, 1, 3), (0, 1), None, DecidedBy.SHARED, "")
    assert Outcome.ranked((3, 3)).winners == (0, 1)


@pytest.mark.parametrize("scores, expected", [
    ((1, 2), (-1.0, 1.0)),
    ((2, 2), (0.0, 0.0)),
    ((6, 6, 2), (1.0, 1.0, -1.0)),
    ((1, 9, 3, 9, 0), (-1.0, 1.0, -1.0, 1.0, -1.0)),
    ((4, 4, 4, 4), (0.0, 0.0, 0.0, 0.0)),
])
def test_outcome_returns(scores, expected):
    """returns(): +1 per winner, -1 for the others, all 0 when everyone shares the first place."""
    assert Outcome.ranked(scores).returns() == expected


def test_outcome_is_an_immutable_tuple_with_tuple_scores():
    """Outcome.ranked stores scores as a tuple (even from a list) and the value is immutable."""
    o = Outcome.ranked([3, 1, 2])
    assert o.scores == (3, 1, 2) and isinstance(o.scores, tuple)
    with pytest.raises(AttributeError):
        o.winners = (1,)
    assert "winners=(0,)" in repr(o) and "decided_by='points'" in repr(o)


def test_margin():
    """margin(): a seat's score minus the best other score."""
    o = Outcome.ranked((4, 10, 7))
    assert (margin(o, 1), margin(o, 0), margin(o, 2)) == (3, -6, -3)


# ------------------------------------------------------------------------------ Catalog

Fish = namedtuple("Fish", "id name")
FISH = Catalog("fish", [Fish(0, "Clownfish"), Fish(1, "Blue Tang"), Fish(2, "Moray Eel")])


def test_catalog_lookup_by_name_id_or_item():
    """Catalog.lookup finds an item by name in any case, by id, or passes the item through."""
    assert FISH.lookup("blue tang") is FISH[1]
    assert FISH.lookup("MORAY EEL") is FISH[2] and FISH("Clownfish") is FISH[0]
    assert FISH.lookup(2) is FISH[2]
    assert FISH.lookup(FISH[1]) is FISH[1]
    assert FISH.many(["clownfish", 2]) == (FISH[0], FISH[2])
    assert FISH.names == ("Clownfish", "Blue Tang", "Moray Eel") and isinstance(FISH, tuple)


@pytest.mark.parametrize("key", ["Nemo", 3, -1, True, 2.0])
def test_catalog_unknown_key_lists_the_valid_names(key):
    """An unknown name, an id out of range, a bool or a float raise UnknownNameError (a KeyError
    and a ValueError) whose message lists every valid name."""
    with pytest.raises(UnknownNameError) as caught:
        FISH.lookup(key)
    assert isinstance(caught.value, KeyError) and isinstance(caught.value, ValueError)
    assert str(caught.value) == f"unknown fish {key!r}; valid names: Clownfish, Blue Tang, Moray Eel"
    assert caught.value.valid == FISH.names


def test_catalog_refuses_duplicate_names_and_misplaced_ids():
    """Two items named alike (any case) or an id that is not the index are refused."""
    with pytest.raises(ValueError, match="two fishs are named 'clownfish'"):
        Catalog("fish", [Fish(0, "Clownfish"), Fish(1, "clownfish")])
    with pytest.raises(ValueError, match="has id 5, but sits at index 1"):
        Catalog("fish", [Fish(0, "Clownfish"), Fish(5, "Blue Tang")])


def test_catalog_pickles():
    """A Catalog survives pickling with its lookup."""
    again = pickle.loads(pickle.dumps(FISH))
    assert again == FISH and again.lookup("moray eel").id == 2 and repr(again) == "<Catalog of 3 fishs>"


def test_empty_catalog_lookup_raises_unknown_name():
    """Looking anything up in an empty Catalog raises UnknownNameError (no valid names)."""
    with pytest.raises(UnknownNameError):
        Catalog("fish", []).lookup("Nemo")


# ------------------------------------------------------------------------------ ScoreBreakdown

def test_score_breakdown_total_and_tiebreaks():
    """total is the sum of the lines, negative ones included; tiebreak(name) finds a named
    value; an unknown name raises KeyError listing the known ones."""
    b = ScoreBreakdown((ScoreLine("Sea Star", 6), ScoreLine("Blue Whale", -4), ScoreLine("Shark", 2.5)),
                       (("icons", 9), ("cards", 3)))
    assert b.total == 4.5 and len(b) == 3 and [line.points for line in b] == [6, -4, 2.5]
    assert b.tiebreak("icons") == 9 and b.tiebreak("cards") == 3
    with pytest.raises(KeyError, match="no tie-break named 'size'.*'icons', 'cards'"):
        b.tiebreak("size")
    assert str(b).splitlines()[-1] == "Total: 4.5"
    assert ScoreBreakdown(()).total == 0
    assert ScoreBreakdown((ScoreLine("Penalty", -3),)).total == -3
    with pytest.raises(AttributeError):
        b.total = 1


# ------------------------------------------------------------------------------ SecretChoices

def test_secret_choices_hidden_until_complete():
    """seen_by(seat): own choice, HIDDEN for others who chose, None for who did not, all once
    complete; seen_by(None) sees everything."""
    s = SecretChoices.empty(3)
    assert s.seen_by(0) == (None, None, None) and not s.complete and not s.chosen(1)
    s = s.choose(1, "red")
    assert s.chosen(1) and s.seen_by(1) == (None, "red", None)
    assert s.seen_by(0) == (None, HIDDEN, None) and s.seen_by(2) == (None, HIDDEN, None)
    assert s.seen_by(None) == (None, "red", None)
    s = s.choose(0, "blue")
    assert s.seen_by(2) == (HIDDEN, HIDDEN, None) and not s.complete
    s = s.choose(2, "blue")
    assert s.complete and all(s.seen_by(i) == ("blue", "red", "blue") for i in (0, 1, 2, None))
    assert isinstance(s, SecretChoices) and len(s) == 3


def test_secret_choices_choosing_twice_raises_and_values_are_immutable():
    """A seat cannot choose twice; choose() returns a new value and leaves the old one alone."""
    s = SecretChoices.empty(2)
    t = s.choose(0, "red")
    assert s == (None, None) and t == ("red", None)
    with pytest.raises(ValueError, match="seat 0 has already chosen"):
        t.choose(0, "blue")


def test_secret_choices_fill():
    """fill() replaces each HIDDEN entry by a choice among that seat's options, keeps the seen
    ones and the unchosen ones (None), and the filled value looks the same to that seat."""
    s = SecretChoices.empty(4).choose(0, "red").choose(2, "blue").choose(3, "red")
    seen = s.seen_by(2)
    assert seen == (HIDDEN, None, "blue", HIDDEN)
    options = [("red", "blue"), ("red", "blue"), ("green",), ("blue",)]
    filled = SecretChoices.fill(seen, options, random.Random(1))
    assert isinstance(filled, SecretChoices)
    assert filled[1] is None and filled[2] == "blue" and filled[3] == "blue" and filled[0] in ("red", "blue")
    assert filled.seen_by(2) == seen
    assert {SecretChoices.fill(seen, options, random.Random(i))[0] for i in range(20)} == {"red", "blue"}


def test_hidden_pickles_to_the_same_object():
    """HIDDEN is a singleton, also after pickling (so views still compare equal)."""
    assert pickle.loads(pickle.dumps(HIDDEN)) is HIDDEN and repr(HIDDEN) == "HIDDEN"


def test_secret_choices_choose_keeps_one_entry_per_seat():
    """choose() on any seat index either refuses it or keeps exactly one entry per seat."""
    try:
        s = SecretChoices.empty(2).choose(-1, "x")
    except (IndexError, ValueError):
        return
    assert len(s) == 2


# ------------------------------------------------------------------------------ bots, loop, registry

def _three_seat_states():
    state = PEBBLES.new_initial_state(11, num_players=3)
    rng = random.Random(0)
    out = []
    while not state.is_terminal():
        out.append(state)
        state = state.apply(rng.choice(state.legal_actions()))
    return out


def test_montecarlo_bot_on_the_toy_at_3_players():
    """MonteCarloBot, deciding from a 3-seat view (lucky colours hidden, pool order unseen),
    returns a legal action at every step, and the same seed gives the same choice and values."""
    for state in _three_seat_states():
        seat = state.current_player
        view, legal = state.view(seat), state.legal_actions()
        a = MonteCarloBot(samples=8, seed=5).choose(view, legal)
        assert a in legal
        assert MonteCarloBot(samples=8, seed=5).choose(view, legal) == a
        assert MonteCarloBot(samples=8, seed=5, game=PEBBLES).values(view, legal) == \
            MonteCarloBot(samples=8, seed=5).values(view, legal)


def test_montecarlo_bot_plays_whole_games_deterministically():
    """play_game with MonteCarloBots at 3 seats ends, and replaying with the same seeds gives
    the same final state; the bots never see the full state (their views hide the pool)."""
    def run():
        seen = []
        end = play_game(PEBBLES.new_initial_state(3, num_players=3),
                        [MonteCarloBot(samples=6, seed=i) for i in range(3)],
                        on_step=lambda s, a: seen.append((s.current_player, a)))
        return end, seen
    (end1, log1), (end2, log2) = run(), run()
    assert end1.is_terminal() and end1 == end2 and log1 == log2
    assert all(a in s for (_, a), s in zip(log1, [st.legal_actions() for st in _replay(log1)]))


def _replay(log):
    state = PEBBLES.new_initial_state(3, num_players=3)
    out = []
    for _, action in log:
        out.append(state)
        state = state.apply(action)
    return out


@pytest.mark.parametrize("bots", [1, 2, 4])
def test_play_game_refuses_a_wrong_number_of_bots(bots):
    """play_game needs exactly one bot per seat (here 3) and says so."""
    with pytest.raises(ValueError, match=f"3 players need 3 bots, not {bots}"):
        play_game(PEBBLES.new_initial_state(0, num_players=3), [RandomBot(i) for i in range(bots)])


def test_load_unknown_game_lists_available_names():
    """games_lib.load of an unknown name raises UnknownNameError listing the available games."""
    with pytest.raises(UnknownNameError) as caught:
        games_lib.load("atlantic_ocean")
    assert "unknown game 'atlantic_ocean'" in str(caught.value)
    assert "pacific_ocean" in str(caught.value) and caught.value.valid == games_lib.available()
    assert games_lib.load("pacific_ocean").info.name == "pacific_ocean"


def test_toy_refuses_a_table_size_outside_its_info():
    """new_initial_state refuses a table size outside GameInfo.players (toy: 2-4)."""
    assert list(PEBBLES.info.players) == [2, 3, 4]
    for n in (1, 5):
        with pytest.raises(GameError):
            PEBBLES.new_initial_state(0, num_players=n)
    assert isinstance(PEBBLES.new_initial_state(0), PebblesState)

