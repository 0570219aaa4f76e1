"""Every registered game has a recorded game (tests/playthroughs/<game>.json, made by
scripts/record_playthroughs.py) that today's engine replays move for move, every seat seeing
the same (as OpenSpiel's playthrough files); and replay() notices a change."""

from __future__ import annotations

import copy
import json
import pathlib

import pytest

import games_lib
from games_lib.core.testing import record, replay

HERE = pathlib.Path(__file__).resolve().parent.parent / "playthroughs"


@pytest.mark.parametrize("name", games_lib.available())
def test_the_recorded_game_replays(name):
    path = HERE / f"{name}.json"
    assert path.exists(), f"no recorded game for {name}: run scripts/record_playthroughs.py"
    recorded = json.loads(path.read_text())
    assert recorded["game"] == name and len(recorded["steps"]) > 10
    assert replay(games_lib.load(name), recorded) == []


def test_replay_notices_a_changed_game():
    """A record with one view, one action or the outcome altered does not replay."""
    game = games_lib.load("pacific_ocean")
    good = record(game, seed=4)
    assert replay(game, good) == []
    bad = copy.deepcopy(good)
    bad["steps"][5]["views"][1] = "0" * 16
    assert replay(game, bad)[0].startswith("decision 5: Player 2 sees something else")
    bad = copy.deepcopy(good)
    bad["steps"][7]["says"] = "something else"
    assert "the record says something else" in replay(game, bad)[0]
    bad = copy.deepcopy(good)
    bad["outcome"] = "Outcome()"
    assert replay(game, bad)[0].startswith("the outcome is")
    bad = copy.deepcopy(good)
    bad["steps"] = bad["steps"][:-1]
    assert "goes on" in replay(game, bad)[0]
