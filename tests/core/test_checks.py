"""The argument checks of :mod:`games_lib.core.checks`: each passes a right value through and
refuses a wrong one with a GameError that names the parameter, what it takes and what it got."""

from __future__ import annotations

import random

import pytest

from games_lib.core import GameError
from games_lib.core.checks import (
    is_whole, need_bool, need_callable, need_int, need_kind, need_mapping, need_number, need_seed, need_seq,
    need_str, shown, wrong,
)


def test_wrong_names_the_call_the_parameter_and_the_value():
    e = wrong("results", "a list of triples", (1, 2), where="decide")
    assert isinstance(e, GameError)
    assert str(e) == "decide: results must be a list of triples, not (1, 2)"
    assert str(wrong("n", "a whole number", None)) == "n must be a whole number, not None"


def test_shown_never_fails_and_stays_short():
    class Broken:
        def __repr__(self):
            raise RuntimeError("no")

    assert shown(Broken()) == "a Broken"
    assert shown(10 ** 5000).startswith("a whole number of about 5")
    assert len(shown("x" * 500)) == 60


def test_is_whole_refuses_bools_and_floats():
    assert is_whole(0) and is_whole(-10 ** 30)
    assert not is_whole(True) and not is_whole(1.0) and not is_whole("1")


@pytest.mark.parametrize("bad", [None, 2.0, "2", True, [2], 1, 6])
def test_need_int_refuses_wrong_kinds_and_values_out_of_range(bad):
    with pytest.raises(GameError, match=r"^new_game: num_players must be a whole number from 2 to 5, not "):
        need_int("num_players", bad, 2, 5, where="new_game")


def test_need_int_passes_a_whole_number_in_range_and_says_open_bounds():
    assert need_int("n", 5, 2, 5) == 5 and need_int("seed", -(10 ** 40)) == -(10 ** 40)
    with pytest.raises(GameError, match="of 0 or more, not -1"):
        need_int("n", -1, low=0)
    with pytest.raises(GameError, match="of 3 or less, not 4"):
        need_int("deck", 4, high=3)


def test_need_number_takes_floats_but_not_nan_or_bools():
    assert need_number("size", 1.5) == 1.5 and need_number("size", 2, low=0) == 2
    for bad in (float("nan"), float("inf"), True, "1", -1):
        with pytest.raises(GameError, match="size must be a number of 0 or more"):
            need_number("size", bad, low=0)


def test_need_bool_takes_true_false_one_zero_only():
    assert need_bool("turned", True) is True and need_bool("turned", 0) is False
    for bad in ("yes", 2, None, 1.0):
        with pytest.raises(GameError, match="turned must be True or False"):
            need_bool("turned", bad)


def test_need_str():
    assert need_str("name", "greedy") == "greedy"
    with pytest.raises(GameError, match=r"make_bot: name must be a bot's name, not \['greedy'\]"):
        need_str("name", ["greedy"], "a bot's name", where="make_bot")


def test_need_seq_refuses_a_text_unless_one_name_is_meant():
    assert need_seq("icons", ["Stingray", 4]) == ("Stingray", 4)
    assert need_seq("icons", (x for x in "ab")) == ("a", "b")
    assert need_seq("cards", "Coral 3", single=True) == ("Coral 3",)
    with pytest.raises(GameError, match=r"conditions must be a list of card names, like \['Mako Shark'\], not 'Mako Shark'"):
        need_seq("conditions", "Mako Shark", "card names")
    for bad in (None, 3, {"a": 1}, b"ab"):
        with pytest.raises(GameError, match="row must be a list of colours, not "):
            need_seq("row", bad, "colours")


def test_need_mapping_and_need_kind():
    assert need_mapping("readings", {}) == {}
    with pytest.raises(GameError, match="readings must be a dict of names and numbers, not"):
        need_mapping("readings", [("a", 1)])
    assert need_kind("n", 3, int, "a number") == 3
    with pytest.raises(GameError, match="score: mine must be a Sanctuary, not 'Dolphin'"):
        need_kind("mine", "Dolphin", dict, "a Sanctuary", where="score")


def test_need_seed_and_need_callable():
    rng = random.Random(1)
    assert need_seed("seed", rng) is rng and need_seed("seed", -3) == -3
    for bad in (None, 1.5, "1", True):
        with pytest.raises(GameError, match="seed must be a whole number"):
            need_seed("seed", bad)
    assert need_callable("on_step", None) is None
    with pytest.raises(GameError, match="on_step must be a function, not 'print'"):
        need_callable("on_step", "print")


@pytest.mark.parametrize("call, message", [
    (lambda: __import__("games_lib").load({"pacific_ocean": 1}), "load: name must be a game's name"),
    (lambda: __import__("games_lib.great_barrier_reef", fromlist=["x"]).decide([(1, 2)]),
     r"decide: results must be a list of \(colours, cards, points\) triples, one per player, not \(1, 2\)"),
    (lambda: __import__("games_lib.pacific_ocean", fromlist=["x"]).Sanctuary("Dolphin", conditions="Mako Shark"),
     r"Sanctuary: conditions must be a list of card names, like \['Mako Shark'\], not 'Mako Shark'"),
    (lambda: __import__("games_lib.great_barrier_reef", fromlist=["x"]).ways_to_pay("1B 3W", 5),
     "a hand is 7 counts"),
])
def test_the_probe_s_examples_now_get_clear_messages(call, message):
    with pytest.raises(GameError, match=message):
        call()


def test_slips_already_handled_keep_their_messages():
    from games_lib import great_barrier_reef as gbr
    from games_lib import pacific_ocean as po

    with pytest.raises(GameError, match=r"played by 2 to 5 players, not 6"):
        gbr.new_game(1, num_players=6)
    with pytest.raises(GameError, match=r"unknown Fauna colour 'gren'"):
        gbr.colour("gren")
    with pytest.raises(GameError, match="a hand counts cards with whole numbers ≥ 0, not red: -1"):
        gbr.can_pay("1R", {"red": -1})
    with pytest.raises(GameError, match="exactly 2 players, not 3"):
        po.new_game(1, num_players=3)
    with pytest.raises(GameError, match="a seed is required"):
        po.new_game(None)
