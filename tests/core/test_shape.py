"""One shape for every registered game (pgx's one API test for every game): rules load without
their pictures, and the same idea has the same signature in every game package."""

from __future__ import annotations

import importlib
import inspect
import subprocess
import sys

import pytest

import games_lib

GAMES = games_lib.available()
ON_DEMAND = ("draw", "widgets", "kit", "live_game", "quiz", "notebook", "svg")


def _needs_drawings(name: str, module: str = "draw") -> None:
    """Skip a game whose drawings (or live game: ``module="live_game"``) are not written yet
    (Open Ocean's rules came first)."""
    if importlib.util.find_spec(f"games_lib.{name}.{module}") is None:
        pytest.skip(f"{name} has no {module} yet")


@pytest.mark.parametrize("name", GAMES)
def test_importing_a_game_loads_no_drawing_widget_or_kit_code(name):
    """Importing a game (and playing it) loads its rules only; a picture loads its drawing code
    on first use (as python-chess's _repr_svg_)."""
    _needs_drawings(name)
    code = f"""
import sys, games_lib
g = games_lib.load({name!r})
s = g.new_initial_state(0)
s.apply(s.legal_actions()[0])
loaded = sorted(m for m in sys.modules if m.startswith("games_lib") and m.rsplit(".", 1)[-1] in {ON_DEMAND!r})
print(loaded, "ipywidgets" in sys.modules)
pkg = sys.modules[{('games_lib.' + name)!r}]
pkg.draw
print("games_lib.{name}.draw" in sys.modules)
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[0] == "[] False", out
    assert out[1] == "True"


@pytest.mark.parametrize("name", GAMES)
def test_new_game_takes_a_default_seed_and_keywords(name):
    """Every game: new_game(seed=0, *, num_players=..., **options); no seed means seed 0."""
    pkg = importlib.import_module(f"games_lib.{name}")
    sig = inspect.signature(pkg.new_game)
    assert list(sig.parameters)[0] == "seed" and sig.parameters["seed"].default == 0
    assert sig.parameters["num_players"].kind is inspect.Parameter.KEYWORD_ONLY
    assert pkg.new_game() == pkg.new_game(0) == pkg.new_game(seed=0)
    n = pkg.GAME.info.max_players
    assert pkg.new_game(1, num_players=n).num_players == n


@pytest.mark.parametrize("name", GAMES)
def test_unknown_attribute_of_a_game_is_an_attribute_error(name):
    pkg = importlib.import_module(f"games_lib.{name}")
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        pkg.nothing_here


LIVE = {name: f"games_lib.{name}.live_game" for name in GAMES}


@pytest.mark.parametrize("name", GAMES)
def test_play_against_has_one_signature(name):
    """Every game's full game against bots: play_against(*, bots=1, bot="greedy", seed=0, ...),
    keyword-only; and its board picture takes one name per seat: draw.board(view, names)."""
    pytest.importorskip("ipywidgets")
    _needs_drawings(name, "live_game")
    live = importlib.import_module(LIVE[name])
    params = inspect.signature(live.play_against).parameters
    assert list(params)[:3] == ["bots", "bot", "seed"]
    assert all(p.kind is inspect.Parameter.KEYWORD_ONLY for p in params.values())
    assert (params["bots"].default, params["bot"].default, params["seed"].default) == (1, "greedy", 0)
    draw = importlib.import_module(f"games_lib.{name}.draw")
    assert list(inspect.signature(draw.board).parameters)[:2] == ["view", "names"]
    view = importlib.import_module(f"games_lib.{name}").new_game(3).view(0)
    pic = draw.board(view, ["Ana", "Ben"])
    assert "Ana" in pic.alt or "Ben" in pic.alt
