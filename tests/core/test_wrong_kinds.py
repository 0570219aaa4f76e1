"""Every public entry point that takes plain values answers a value of the wrong kind with a
GameError (a message in words), never a raw Python error.

``ENTRIES`` lists each callable with a few valid calls (``Call``: positional and keyword
arguments). For each entry, hypothesis takes one valid call, puts a value of the wrong kind
(None, floats, a text where a list is expected and a list where a text is, dicts, nested junk,
huge and negative numbers, bare objects) in one of its argument positions and calls it: the
call must either succeed (the value happened to be acceptable) or raise a GameError.
"""

from __future__ import annotations

import inspect
import random
from typing import Callable, NamedTuple

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import games_lib
from games_lib import core
from games_lib import great_barrier_reef as gbr
from games_lib import oceans as oc
from games_lib import open_ocean as oo
from games_lib import pacific_ocean as po
from games_lib.core import GameError
from games_lib.great_barrier_reef import kit as gkit
from games_lib.great_barrier_reef import payments as gpay
from games_lib.pacific_ocean import kit as pkit


class Call(NamedTuple):
    args: tuple = ()
    kwargs: dict = {}


class Entry(NamedTuple):
    name: str
    fn: Callable
    calls: tuple          # valid calls; the first is the one the sanity test makes
    examples: int = 30


def c(*args, **kwargs) -> Call:
    return Call(args, kwargs)


# ------------------------------------------------------------------------------ valid values

G_STATE = gbr.new_game(seed=1)
G_VIEW = G_STATE.view(0)
P_STATE = po.new_game(seed=1)
P_VIEW = P_STATE.view(0)
REEF = gbr.Reef().add("Coral 1", "right").add("Coral 2", "left")
ROW = [(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]
MINE = po.Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])
THEIRS = po.Sanctuary("Dolphin", icons=["Stingray"], conditions=["Blue Whale"])
P_EXS = pkit.exercises(0, 3)
G_EXS = gkit.exercises(0, 3)
OUTCOME = gbr.decide([(6, 8, 15), (0, 10, 22)])


O_STATE = oo.new_game(seed=1)
O_VIEW = O_STATE.view(0)
O_REEF = {(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (1, 1): "Anemone"}


OC_STATE = oc.new_game(seed=1)
OC_VIEW = OC_STATE.view(1)
OC_ROW = [("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0), ("Filter Feeder", 4)]
OC_FULL = oc.new_game(seed=1, variant="full")


class Stub:
    """A bare object of no kind the library knows."""

    def __repr__(self) -> str:
        return "<Stub>"


# ------------------------------------------------------------------------------ the table

ENTRIES = (
    # Open Ocean
    Entry("oo.kind", oo.kind, (c("Clownfish"), c(3))),
    Entry("oo.starter_face", oo.starter_face, (c(0, 1), c(card=5))),
    Entry("oo.reef", oo.reef, (c(O_REEF), c({}))),
    Entry("oo.legal_cells", oo.legal_cells, (c(O_REEF, "Red Coral"), c({(0, 0): "Red Starter Coral"}, "Dolphin"))),
    Entry("oo.why_not", oo.why_not, (c(O_REEF, "Grouper", (2, 0)), c(O_REEF, "Red Coral", [0, -1]))),
    Entry("oo.protected_cells", oo.protected_cells, (c(O_REEF),)),
    Entry("oo.is_protected", oo.is_protected, (c(O_REEF, (1, 0)),)),
    Entry("oo.colour_bonus", oo.colour_bonus, (c(3), c(6))),
    Entry("oo.score", oo.score, (c(O_REEF), c(oo.reef(O_REEF)))),
    Entry("oo.outcome", oo.outcome, (c([O_REEF, O_REEF]), c([O_REEF, {(0, 0): "Red Starter Coral"}], [["Nursery"], []]))),
    Entry("oo.score with goals", oo.score, (c(O_REEF, ["Anemone Guests"]), c(O_REEF, "Nursery"))),
    Entry("oo.place", oo.place, (c((0, 1)), c([2, 3]))),
    Entry("oo.GreedyBot", oo.GreedyBot, (c(3), c(seed=random.Random(1)))),
    Entry("oo.GAME.new_initial_state", oo.GAME.new_initial_state, (c(2), c(3, num_players=4, goals="public")), 15),
    Entry("oo.State.hand", O_STATE.hand, (c(0), c(2))),
    Entry("oo.State.reef", O_STATE.reef, (c(1),)),
    Entry("oo.State.view", O_STATE.view, (c(0), c(None))),
    Entry("oo.State.apply", O_STATE.apply, (c(O_STATE.legal_actions()[0]),)),
    Entry("oo.new_game", oo.new_game, (c(2), c(seed=1, num_players=5, goals="private")), 15),
    Entry("oo.sample_state", oo.sample_state, (c(O_VIEW, random.Random(1)),), 25),
    Entry("oo.make_bot", oo.make_bot, (c("greedy"), c("random", 3))),
    # Oceans
    Entry("oc.trait", oc.trait, (c("Tentacled"), c(3))),
    Entry("oc.card", oc.card, (c("Speed 9"), c(0))),
    Entry("oc.values", oc.values, (c(["Apex Predator", "Tentacled"]), c("Inking"), c([]))),
    Entry("oc.score", oc.score, (c(23, [4, 0, 7], 4, traits=5), c(pile=0))),
    Entry("oc.outcome", oc.outcome, (c([(23, [4, 7], 4, 3), (34, [0], 0, 2)]),)),
    Entry("oc.position", oc.position,
          (c([OC_ROW, [("Inking", 3)]]), c([[("Speed", 2)], []], hands=[["Speed 9", "Inking"], []], phase="play",
                                            ocean=[1, 2, 3], reef=4, piles=[1, 2], active=1)), 25),
    Entry("oc.feed", oc.feed, (c(OC_ROW, 0, 2, times=2), c([("Filter Feeder", 3)], 0, excess_to=1, reef=2)), 25),
    Entry("oc.new_game", oc.new_game, (c(2), c(seed=1, num_players=4, variant="reef")), 15),
    Entry("oc.sample_state", oc.sample_state, (c(OC_VIEW, random.Random(1)),), 25),
    Entry("oc.make_bot", oc.make_bot, (c("greedy"), c("random", 3))),
    Entry("oc.deep", oc.deep, (c("Giant Squid"), c(3))),
    Entry("oc.is_deep", oc.is_deep, (c(0), c(125))),
    Entry("oc.ring", oc.ring, (c([(0, 1), (2,), (3, 4)]), c([[], [5]]))),
    Entry("oc.neighbours", oc.neighbours, (c((3, 4, 2, 0, 1), 3), c([5], 5))),
    Entry("oc.scenario_effects", oc.scenario_effects, (c(("Abundance", "Fertile"), (True, False)),
                                                       c(["Warm Current", 6], [False, True]))),
    Entry("oc.play_deep", oc.play_deep,
          (c("Giant Squid", pile=8, pay_to=2), c("Comb Jelly", "new", board=1, pile=3),
           c("Sea Pig", "migrate", pile=0, source=2, to=0), c("Dumbo Octopus", species=[("Inking", 2)], cambrian=True)),
          25),
    Entry("oc.new_game full", oc.new_game, (c(3, variant="full"), c(seed=2, num_players=3, variant="full",
                                                                  scenarios=("Storm", "Cold Snap"))), 15),
    Entry("oc.position full", oc.position,
          (c([[(["Giant Squid", "Speed"], 2)], []], hands=[["Sea Pig", "Inking"], []], phase="play", cambrian=True,
             piles=[6, 0], variant="full", scenarios=["Red Tide", "Cold Snap"]),), 25),
    Entry("oc.State.apply full", OC_FULL.apply, (c(OC_FULL.legal_actions()[0]),)),
    Entry("oc.State.view full", OC_FULL.view, (c(0), c(None))),
    Entry("oc.sample_state full", oc.sample_state, (c(OC_FULL.view(1), random.Random(1)),), 25),
    # core
    Entry("load", games_lib.load, (c("pacific_ocean"), c("great_barrier_reef"))),
    Entry("make_rng", core.make_rng, (c(3), c(random.Random(2)))),
    Entry("rank", core.rank, (c([3, 1, 2]), c([1, 1], [2, 1]))),
    Entry("margin", core.margin, (c(OUTCOME, 0), c(OUTCOME, 1))),
    Entry("RandomBot", core.RandomBot, (c(1), c(seed=random.Random(3)))),
    Entry("MonteCarloBot", core.MonteCarloBot, (c(4, 1), c(samples=2, seed=0, game=gbr.GAME))),
    Entry("play_game", core.play_game,
          (c(po.new_game(seed=3), [po.RandomBot(1), po.RandomBot(2)]),
           c(po.new_game(seed=4), [po.GreedyBot(), po.RandomBot(2)], on_step=lambda s, a: None)), 12),
    # Great Barrier Reef: cards
    Entry("gbr.colour", gbr.colour, (c("green"), c("K"), c(4))),
    Entry("gbr.coral", gbr.coral, (c("Coral 22"), c(3))),
    Entry("gbr.fauna", gbr.fauna, (c("Red 1"), c(0))),
    Entry("gbr.starting_card", gbr.starting_card, (c(0), c("Starting Card 2"))),
    Entry("gbr.example_card", gbr.example_card, (c("1O 2R 2W"), c("1B 3W"))),
    # payments
    Entry("gbr.ways_to_pay", gbr.ways_to_pay,
          (c({"red": 1, "black": 3}, {"red": 1, "black": 2}, {"black": 1}), c("1B 3W", (0, 3, 0, 0, 0, 1, 0)))),
    Entry("gbr.can_pay", gbr.can_pay,
          (c({"red": 1, "black": 3}, {"red": 1, "black": 2}, {"black": 1}), c("4G 4K 2?", {"green": 9}))),
    Entry("gbr.why_not", gbr.why_not,
          (c("1O 2R 2W", {"red": 2, "white": 2, "blue": 5}), c({"any": 2}, {"red": 1}, (0,) * 6))),
    Entry("gbr.check_payment", gbr.check_payment,
          (c("1B 3W", {"blue": 1, "white": 3}, None, {"blue": 1, "white": 3}),
           c("1R 3K", {"red": 1, "black": 3}, {"black": 1}, (1, 0, 0, 0, 3, 0, 0)))),
    Entry("gbr.as_counts", gpay.as_counts, (c({"red": 2}), c((1, 0, 0, 0, 0, 0, 2), "payment"))),
    Entry("gbr.as_cost", gpay.as_cost, (c("1B 3W"), c({"blue": 1, "any": 2}))),
    # scoring
    Entry("gbr.score", gbr.score, (c(REEF), c(REEF, match_points=False))),
    Entry("gbr.reef_score", gbr.reef_score, (c(ROW), c(["start", gbr.coral(3), (gbr.coral(5), True)]))),
    Entry("gbr.reef_summary", gbr.reef_summary, (c(ROW), c(REEF, variant=1, target=12))),
    Entry("gbr.win_condition", gbr.win_condition,
          (c(6, 4, 9), c(["red", "blue"], 10, 3), c(0, 3, 11, variant=1, target=10))),
    Entry("gbr.decide", gbr.decide,
          (c([(6, 8, 15), (0, 10, 22)]), c([{"points": 3}, gbr.PlayerResult(1, 2, 3)], variant=1, target=12))),
    Entry("gbr.Reef", gbr.Reef, (c([(0, False)], [(1, True)]), c(right=[(5, False)]))),
    # actions
    Entry("gbr.draw_fauna", gbr.draw_fauna, (c(row=("green", "blue")), c(deck=2), c(["octopus"]))),
    Entry("gbr.play", gbr.play, (c("Coral 22", "left", turned=True), c(3, 1))),
    Entry("gbr.pay", gbr.pay, (c({"red": 1, "black": 2}), c((0, 0, 0, 0, 0, 0, 1)))),
    Entry("gbr.draw_coral", gbr.draw_coral, (c(["Coral 3"], deck=2), c(deck=1))),
    # the game
    Entry("gbr.new_game", gbr.new_game,
          (c(1), c(2, num_players=3, variant=2), c(seed=random.Random(1), variant=1, target=12)), 25),
    Entry("gbr.sample_state", gbr.sample_state, (c(G_VIEW, random.Random(1)),), 25),
    Entry("gbr.longest_game", gbr.longest_game, (c(2), c(5))),
    Entry("gbr.position", gbr.position,
          (c(fauna={"red": 2, "octopus": 1}, frow=["green"] * 5, fdeck=["blue"]),
           c(num_players=3, player=1, chand=["Coral 4"], crow=[4, 5, 6, 7], reef=REEF, discard={"red": 1}),
           c(seed=3, other_fauna={"blue": 1}, other_chand=[20], cdeck=["Coral 31"], variant=0)), 25),
    Entry("gbr.with_fields", gbr.with_fields, (c(G_STATE), c(G_STATE, turn=0))),
    Entry("gbr.make_bot", gbr.make_bot, (c("greedy"), c("random", 3), c("montecarlo", seed=1))),
    # drawings and the kit
    Entry("gbr.hand_picture", gbr.hand_picture, (c({"red": 2, "octopus": 1}), c((1,) * 6, "Discounts", empty="none"))),
    Entry("gbr.coral_cards_picture", gbr.coral_cards_picture, (c(["Coral 1"], "Cards"), c([3, 4], show_cost=True))),
    Entry("gbr.kit.exercises", gkit.exercises, (c(0, 3), c(seed=5, n=2)), 15),
    Entry("gbr.kit.quiz", gkit.quiz, (c(G_EXS), c(G_EXS, prefix="q"))),
    Entry("gbr.kit.answer_key", gkit.answer_key, (c(G_EXS),)),
    Entry("gbr.kit.quiz_html", gkit.quiz_html, (c(G_EXS), c(G_EXS, "q"))),
    Entry("gbr.kit.quiz_json", gkit.quiz_json, (c(G_EXS),)),
    Entry("gbr.kit.score_report", gkit.score_report,
          (c([REEF, REEF], ["Ann", "Bo"]), c([[("Coral 1", "right"), ("Coral 2", "left", True)], REEF], variant=1)), 20),
    Entry("gbr.kit.card_sheet", gkit.card_sheet, (c(60),), 10),
    Entry("gbr.kit.quick_reference", gkit.quick_reference, (c(3),), 10),
    # Pacific Ocean
    Entry("po.card", po.card, (c("Mako Shark"), c(3))),
    Entry("po.face", po.face, (c("Dolphin"), c(0))),
    Entry("po.Sanctuary", po.Sanctuary,
          (c("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"]), c(2, ["Stingray", 4]))),
    Entry("po.Sanctuary.from_counts", po.Sanctuary.from_counts,
          (c(["Stingray"], size=1, danger=4, icon_cards=3), c(grace=1.5, condition_cards=2))),
    Entry("po.score", po.score, (c(MINE, THEIRS), c(THEIRS, MINE, readings={}))),
    Entry("po.total", po.total, (c(MINE, THEIRS),)),
    Entry("po.winner", po.winner, (c(MINE, THEIRS),)),
    Entry("po.what_if", po.what_if, (c(po.Sanctuary("Nautilus"), po.Sanctuary("Dolphin"), "Mako Shark"),)),
    Entry("po.offer", po.offer, (c("Mako Shark", "Stingray"), c(0, 5))),
    Entry("po.choose_side", po.choose_side, (c("Dolphin"), c(1))),
    Entry("po.action_id", po.action_id, (c(po.TAKE_FACE_UP), c(po.offer(0, 1)))),
    Entry("po.new_game", po.new_game, (c(1), c(seed=2, first_player=1), c(3, deal=po.Deal(tuple(range(16)))))),
    Entry("po.sample_state", po.sample_state, (c(P_VIEW, random.Random(1)),)),
    Entry("po.Deal", po.Deal, (c(tuple(range(16))), c(list(range(16))[::-1], (1, 0), 1))),
    Entry("po.make_bot", po.make_bot, (c("greedy"), c("random", 3))),
    Entry("po.kit.exercises", pkit.exercises, (c(0, 3), c(seed=5, n=2)), 15),
    Entry("po.kit.quiz", pkit.quiz, (c(P_EXS), c(P_EXS, prefix="q"))),
    Entry("po.kit.answer_key", pkit.answer_key, (c(P_EXS),)),
    Entry("po.kit.score_report", pkit.score_report,
          (c("Nautilus", ["Whale Shark"], ["Mako Shark"], "Dolphin", ["Stingray"], ["Blue Whale"]),
           c("Seahorse", (), ("Sea Star",), face_b="Red Lionfish", names=("Ann", "Bo"))), 20),
    Entry("po.kit.card_sheet", pkit.card_sheet, (c(60),), 10),
    Entry("po.kit.quick_reference", pkit.quick_reference, (c(3),), 10),
)


# ------------------------------------------------------------------------------ wrong kinds

SCALAR_JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-5, 5),
    st.sampled_from([10 ** 100, -(10 ** 30), 2 ** 64, 10 ** 4000, -1]),
    st.text(max_size=6),
    st.sampled_from(["", "red", "Mako Shark", "start", "1B 3W", "left", "greedy", "Coral 3"]),
    st.builds(Stub),
    st.builds(object),
)
JUNK = st.recursive(
    SCALAR_JUNK,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.tuples(inner, inner),
        st.tuples(inner, inner, inner),
        st.dictionaries(st.one_of(st.text(max_size=5), st.sampled_from(["red", "points", "any"])), inner, max_size=3),
        st.frozensets(st.integers(-3, 3), max_size=3),
    ),
    max_leaves=6,
)


def _slots(call: Call) -> list:
    return [*range(len(call.args)), *call.kwargs]


def _replace(call: Call, slot, value) -> Call:
    if isinstance(slot, int):
        args = list(call.args)
        args[slot] = value
        return Call(tuple(args), call.kwargs)
    return Call(call.args, {**call.kwargs, slot: value})


def _check(entry: Entry, call: Call) -> None:
    try:
        entry.fn(*call.args, **call.kwargs)
    except GameError:
        pass
    except Exception as e:  # noqa: BLE001 - any other exception is what this test finds
        pytest.fail(f"{entry.name}(*{call.args!r:.200}, **{call.kwargs!r:.200}) raised "
                    f"{type(e).__name__}: {e}"[:1200])


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_valid_calls_succeed(entry):
    """The table's valid calls are valid: the junk test starts from calls that work."""
    for call in entry.calls:
        entry.fn(*call.args, **call.kwargs)


def _junk_test(entry: Entry):
    @settings(max_examples=entry.examples, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(data=st.data())
    def run(data):
        call = data.draw(st.sampled_from(entry.calls), label="valid call")
        slots = _slots(call)
        extra = st.sampled_from(["deck", "seed", "variant", "target", "label"])  # keyword slots not in the call
        slot = data.draw(st.sampled_from(slots) if slots else extra, label="slot")
        _check(entry, _replace(call, slot, data.draw(JUNK, label="wrong value")))

    return run


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.name for e in ENTRIES])
def test_wrong_kinds_raise_game_error(entry):
    _junk_test(entry)()


def test_every_public_function_is_in_the_table():
    """Every callable of both games' ``__all__`` that takes plain values is in ``ENTRIES`` (or
    named here as taking none, or being a class of values rather than an entry point)."""
    listed = {e.fn for e in ENTRIES}
    no_plain_values = {gbr.action_space, gbr.GreedyBot, po.GreedyBot}
    for pkg in (gbr, po, oo, oc):
        for name in pkg.__all__:
            obj = getattr(pkg, name)
            if inspect.isroutine(obj) and obj not in no_plain_values:
                assert obj in listed, f"{pkg.__name__}.{name} is not in the table"


def test_a_raw_error_fails_the_check():
    """A negative control: an entry point that lets a raw error out is caught by ``_check``."""
    def broken(x):
        return x + 1

    with pytest.raises(pytest.fail.Exception, match="TypeError"):
        _check(Entry("broken", broken, (c(1),)), c("one"))
