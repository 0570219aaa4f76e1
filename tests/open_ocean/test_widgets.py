"""The two Open Ocean mini-games show only what the engine holds, after every event of random
sequences; a refused placement says why in a player's words, names the rulebook's section and
changes nothing.

* Where can this card go? (Reef Connection Rules; Building Your Reef: nothing below the Starter
  Coral's row): a click places the card exactly when ``why_not`` finds nothing wrong; "Show where
  it can go" marks exactly ``legal_cells``.
* Reef scorer (Scoring; Coral Color Bonus; Fish May School by Type): the reef is the starting
  reef plus legal placements only; the score shown is ``score`` of it.
* Keyboard and screen readers: every control is a named Button, ToggleButton or Dropdown.
"""

from __future__ import annotations

import json
import random
import re
from html import unescape
from pathlib import Path

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core import GameError  # noqa: E402
from games_lib.core.testing import check_picture  # noqa: E402
from games_lib.core.widgets import accessible_name, controls, points  # noqa: E402
from games_lib.open_ocean import legal_cells, reef, score, why_not  # noqa: E402
from games_lib.open_ocean import draw, widgets  # noqa: E402

SEQUENCES = 12
EVENTS = 20
ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = {(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (0, 1): "Clownfish", (1, 1): "Clownfish",
           (0, 2): "Angelfish"}


def text(html: str) -> str:
    """What a reader sees of an HTML value: no styles or SVG titles, no tags, entities decoded."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def layout(r) -> dict:
    """A reef as {cell: card name} (card numbers aside)."""
    return {cell: c.name for cell, c in reef(r)}


def check_controls(app):
    """Keyboard reachability: only named Buttons, ToggleButtons and Dropdowns, each name once."""
    found = controls(app.widget, visible_only=False)
    for w in found:
        assert isinstance(w, (W.Button, W.ToggleButton, W.Dropdown)), type(w).__name__
        assert accessible_name(w), f"unnamed {type(w).__name__}"
    names = [accessible_name(w) for w in found]
    assert len(names) == len(set(names)), names


def check_grid(app):
    """The space buttons are the picture's grid (same columns, rows top to bottom) plus the
    sea-floor row, each named by its place and card; the marks are the engine's."""
    left, right, top = draw.grid_extent(app.reef)
    cells = app.cells()
    assert len(app.grid.children) == len(cells) == (right - left + 1) * (top + 2)
    assert app.grid.layout.grid_template_columns == f"repeat({right - left + 1}, minmax(0, 1fr))"
    assert cells[-(right - left + 1):] == [(x, -1) for x in range(left, right + 1)]
    legal = set(legal_cells(app.reef, app.card)) if getattr(app, "show_legal", False) else set()
    for cell, b in zip(cells, app.grid.children):
        card = app.reef.get(cell)
        assert b.description == app.cell_label(cell)
        assert draw.cell_words(cell).lower() in b.description.lower() or cell == (0, 0) or cell[1] < 0
        if card is not None:
            assert b.description.startswith(card.name)
        assert (b.button_style == "success") == (cell in legal)


def check_pictures(app):
    for pic in app.pictures():
        assert check_picture(pic) == [], check_picture(pic)


def no_repr(html: str):
    for bad in ("object at 0x", "Card(", "reef({", "Kind(", "<picture:", "[not-below", "[suns-to"):
        assert bad not in html, bad


# ============================================================================ placement trainer

def check_trainer(app):
    shown = text(app.status.value)
    k = app.card
    assert f"Where can the {k} go?" in shown and f"Your reef has {len(app.reef)} card" in shown
    assert app.card_pick.value == k and [v for _, v in app.card_pick.options] == [c.name for c in app.choices]
    assert app.legal_button.value == app.show_legal
    pic = app.pictures()[0]
    legal = legal_cells(app.reef, k)
    if app.show_legal and legal:
        assert f"Can go here for the {k}: " in pic.alt
        assert all(draw.cell_words(c) in text(app.status.value) for c in legal)
    else:
        assert "Can go here" not in pic.alt
    check_grid(app)
    no_repr(app.status.value + app.picture.value + app.message.value)


@pytest.mark.parametrize("seed", range(SEQUENCES))
def test_trainer_random_events_never_disagree_with_the_engine(seed):
    rng = random.Random(seed)
    app = widgets.placement_trainer(seed=seed)
    check_controls(app)
    check_trainer(app)
    for _ in range(EVENTS):
        roll = rng.random()
        before = app.reef
        if roll < 0.55:
            cell = rng.choice(app.cells() if rng.random() < 0.6 or not app.legal() else app.legal())
            ok = app.click(cell)
            why = why_not(before, app.card, cell)
            assert ok == (why is None)
            if ok:
                assert layout(app.reef) == {**layout(before), cell: app.card}
                assert app.error == "" and app.result.startswith(f"Yes! The {app.card} goes")
                assert app.last == cell
            else:
                assert app.reef is before
                assert why in app.error and app.error.startswith("Not allowed")
                assert " ".join(app.error.split()) in text(app.message.value)
                assert "The rule (" in app.error
        elif roll < 0.75:
            card = rng.choice(app.choices).name
            app.pick(card)
            assert app.card == card and app.reef is before
        elif roll < 0.9:
            app.show_legal_cells(not app.show_legal)
        elif roll < 0.95:
            app.restart()
            assert app.reef == app.start and app.placed == []
        else:
            app.new_reef()
            assert app.reef == widgets.seeded_reef(app.seed)
        check_trainer(app)
    check_pictures(app)


def test_trainer_clicks_through_the_widgets_themselves():
    """The same through the controls: the drop-down, the toggle and a space button."""
    app = widgets.placement_trainer()
    app.card_pick.value = app.choices[1].name
    assert app.card == app.choices[1].name
    app.legal_button.value = True
    assert app.show_legal
    target = app.legal()[0]
    button = app.grid.children[app.cells().index(target)]
    assert button.button_style == "success"
    button.click()
    assert app.reef.get(target) is not None and app.reef[target].name == app.choices[1].name
    check_trainer(app)


def test_nothing_goes_below_the_starter_row_in_words():
    """Building Your Reef: you may never expand below the Starter Coral."""
    app = widgets.placement_trainer()
    before = app.reef
    assert not app.click((0, -1))
    assert app.reef is before
    assert "Nothing goes below the row of the Starter Coral." in app.error
    assert "Building Your Reef" in app.error and "not-below" not in app.error
    assert app.refused == (0, -1)
    assert check_picture(app.pictures()[0]) == []


def test_a_taken_space_and_a_shark_are_refused_in_words():
    app = widgets.placement_trainer(seed=3)
    assert not app.click((0, 0))
    assert "already holds the" in app.error and "Starter Coral" in app.error
    shark = next((k for k in app.choices if k.name == "Shark"), None)
    if shark is None:
        app.choices = app.choices + (widgets._kind("Shark"),)
    app.pick("Shark")
    assert app.legal() == ()
    assert not app.click(app.cells()[0])
    assert "A Shark never goes into a reef" in app.error
    app.show_legal_cells(True)
    assert "The Shark can go nowhere in this reef." in text(app.status.value)


def test_trainer_refuses_a_card_it_does_not_offer():
    app = widgets.placement_trainer()
    offered = {k.name for k in app.choices}
    other = next(k.name for k in widgets.PLACEABLE if k.name not in offered)
    with pytest.raises(GameError, match="the trainer offers"):
        app.pick(other)


def test_trainer_is_seeded():
    a, b = widgets.placement_trainer(seed=7), widgets.placement_trainer(seed=7)
    assert a.reef == b.reef and a.choices == b.choices
    assert widgets.placement_trainer(seed=8).reef != a.reef or widgets.placement_trainer(seed=8).choices != a.choices


# ============================================================================ reef scorer

def check_scorer(app):
    b = score(app.reef)
    assert app.breakdown() == b
    shown = text(app.status.value)
    assert f"Your reef: {len(app.reef)} card" in shown and f"{points(b.total)}." in shown
    table = text(app.table.value)
    for line in b.lines:
        assert line.label in table
    assert f"Score: {points(b.total)}" in app.pictures()[0].alt
    assert app.undo_button.disabled == (not app.placed)
    check_grid(app)
    no_repr(app.status.value + app.picture.value + app.table.value + app.message.value)


@pytest.mark.parametrize("seed", range(SEQUENCES))
def test_scorer_random_events_never_disagree_with_the_engine(seed):
    rng = random.Random(seed)
    app = widgets.reef_scorer(seed=seed)
    check_controls(app)
    check_scorer(app)
    history = [app.reef]
    for _ in range(EVENTS):
        roll = rng.random()
        before = app.reef
        if roll < 0.6:
            legal = app.legal()
            cell = rng.choice(legal if legal and rng.random() < 0.7 else app.cells())
            ok = app.click(cell)
            assert ok == (why_not(before, app.card, cell) is None)
            if ok:
                assert layout(app.reef) == {**layout(before), cell: app.card}
                assert app.result.endswith(f"Your reef now scores {points(score(app.reef).total)}.")
                history.append(app.reef)
            else:
                assert app.reef is before
        elif roll < 0.85:
            app.pick(rng.choice(widgets.PLACEABLE).name)
        elif roll < 0.95:
            had = bool(app.placed)
            assert app.undo() == had
            if had:
                history.pop()
            assert app.reef == history[-1]
        else:
            app.clear()
            history = [app.start]
            assert app.reef == app.start
        check_scorer(app)
    check_pictures(app)


def test_scorer_starts_from_a_reef_copied_from_a_table():
    """Scoring: printed points 1 + 2 + 1, two Clownfish in a school (+2), two colours (+1): 7."""
    app = widgets.reef_scorer(cells=EXAMPLE)
    assert layout(app.reef) == EXAMPLE
    assert app.breakdown() == score(EXAMPLE) and app.breakdown().total == 7
    assert not app.undo() and app.reef == app.start
    assert app.click((-1, 0)) and layout(app.reef)[(-1, 0)] == app.card
    assert app.undo() and layout(app.reef) == EXAMPLE
    check_scorer(app)
    with pytest.raises(GameError):
        widgets.reef_scorer(cells={(0, "x"): "Blue Starter Coral"})
    with pytest.raises(GameError):
        widgets.reef_scorer(cells={})


# ============================================================================ previews, apps

def test_previews_are_static_first_screens():
    for make, fresh in ((widgets.placement_preview, widgets.placement_trainer),
                        (widgets.scorer_preview, widgets.reef_scorer)):
        html = make()
        assert html == make()
        for tag in ("<button", "<select", "<input", "<textarea"):
            assert tag not in html
        no_repr(html)
        app = fresh()
        assert app._status_body() in html and app._picture_body() in html
        assert "game-picture" in html and "<svg" in html
        check_pictures(app)


@pytest.mark.parametrize("name, call", [("placement", "placement_trainer"), ("scorer", "reef_scorer")])
def test_app_notebooks_are_stored_without_outputs_and_run(name, call):
    nb = json.loads((ROOT / "apps" / "open_ocean" / f"{name}.ipynb").read_text())
    cells = nb["cells"]
    assert len(cells) == 1 and cells[0]["cell_type"] == "code"
    assert cells[0]["outputs"] == [] and cells[0]["execution_count"] is None
    source = "".join(cells[0]["source"])
    assert f"from games_lib.open_ocean.widgets import {call}" in source
    scope: dict = {}
    exec(compile(source.rsplit("\n", 1)[0], f"{name}.ipynb", "exec"), scope)
    app = next(v for v in scope.values() if isinstance(v, widgets.App))
    assert app.preview() == getattr(widgets, f"{name}_preview")()


def test_wrong_kinds_of_value_are_refused_in_words():
    for bad in ("x", None, 1.5, -3):
        with pytest.raises(GameError):
            widgets.placement_trainer(seed=bad)
        with pytest.raises(GameError):
            widgets.reef_scorer(seed=bad)
    app = widgets.reef_scorer()
    for bad in ("x", None, (1,), ("a", 1), 3):
        with pytest.raises(GameError):
            app.click(bad)
    with pytest.raises(GameError):
        app.pick("Kraken")
    with pytest.raises(GameError):
        widgets.reef_scorer(cells=["Blue Starter Coral"])
    assert app.reef == app.start
