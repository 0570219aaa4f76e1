"""The two Oceans mini-games show only what the engine holds, after every event of random
sequences; a refusal says why in a player's words, names the rulebook's section and changes
nothing.

* Feeding simulator (Phase 2: Feeding; Gains; Feeding Example; Overpopulation): it opens on the
  rulebook's example; the feedings offered are exactly the engine's legal feedings of the row;
  each step shown is a step of ``feed``; the last step's populations are ``feed``'s.
* Ocean sandbox (Phase 1: MIGRATE; 1 Ocean; Scenario Cards; Cambrian Explosion; End of Game):
  every migration is the engine's ``apply`` of a Migrate action; the Cambrian begins when zone 1
  empties, the Scenarios are active while their zone is empty, the RESERVE goes into zone 3 the
  moment the Ocean is empty; the token total never changes.
* Keyboard and screen readers: every control is a named Button or Dropdown.
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
from games_lib.core.widgets import accessible_name, controls  # noqa: E402
from games_lib.oceans import TRAITS, feed, position  # noqa: E402
from games_lib.oceans import draw, widgets  # noqa: E402
from games_lib.oceans.actions import Attack, Forage  # noqa: E402
from games_lib.oceans.state import TOKENS, Phase  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def text(html: str) -> str:
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def check_controls(app):
    """Keyboard reachability: only named Buttons and Dropdowns, each name once."""
    found = controls(app.widget, visible_only=False)
    for w in found:
        assert isinstance(w, (W.Button, W.Dropdown)), type(w).__name__
        assert accessible_name(w), f"unnamed {type(w).__name__}"
    names = [accessible_name(w) for w in found]
    assert len(names) == len(set(names)), names


def engine_feedings(row) -> set:
    """The engine's legal feedings of a one-player row (Phase 2)."""
    names = [[TRAITS.lookup(t).name for t in ([ts] if isinstance(ts, str) else ts)] for ts, _ in row]
    s = position([list(zip(names, [p for _, p in row])), []], phase="feed")
    if s.phase != Phase.FEED:
        return set()
    return {(a.board, None) if type(a) is Forage else (a.board, a.target) for a in s.legal_actions()
            if type(a) in (Forage, Attack)}


def check_sim(sim):
    """What the simulator shows equals what the engine holds."""
    assert {(f, t) for _, f, t in sim.options()} == engine_feedings(sim.row())
    assert {v for _, v in sim.feeding_pick.options} - {None} == engine_feedings(sim.row())
    if sim.steps is not None:
        names = list(draw.FEEDING_NAMES) if sim.is_example() else None
        want = draw.feeding_steps(sim.row(), sim.feeder, sim.target, times=sim.times, excess_to=sim.excess_to,
                                  names=names)
        assert sim.steps == want
        assert sim.steps[-1].populations == feed(sim.row(), sim.feeder, sim.target, times=sim.times,
                                                 excess_to=sim.excess_to).populations
        assert sim.steps[sim.at].words in text(sim.status.value)
    for p in sim.pictures():
        assert check_picture(p) == []
    check_controls(sim)


# ============================================================================ feeding simulator

def test_simulator_opens_on_the_rulebook_example_and_steps_through_it():
    """Feeding Example: the middle species gains 1 + 2 + 2 = 5, twice; then it overpopulates."""
    sim = widgets.feeding_simulator()
    assert sim.is_example() and sim.at == 0 and "The rulebook's feeding example: step 0" in text(sim.status.value)
    check_sim(sim)
    sim.next_button.click()
    assert sim.at == 1 and "attacks the Filter Feeder and takes 1" in text(sim.status.value)
    seen = []
    while not sim.next_button.disabled:
        sim.next_button.click()
        seen.append(sim.current())
    gains = [s.deltas[1] for s in seen if s.marks == {1: "gains"}]
    assert gains == [1, 2, 2, 1, 2, 2]
    assert sim.current().populations == (4, 5, 2) and "go to the Reef" in sim.current().words
    assert not sim._guarded(sim.next_step) and "last step" in sim.error
    check_sim(sim)
    sim.excess_pick.value = 2  # Overpopulation: the owner puts the excess in the Reef or one zone
    assert "go to Ocean zone 2" in sim.current().words and sim.at == len(sim.steps) - 1
    check_sim(sim)


def test_simulator_random_events_never_disagree_with_the_engine():
    for seed in range(5):
        rng = random.Random(seed)
        sim = widgets.feeding_simulator()
        for _ in range(30):
            r = rng.random()
            if r < 0.15:
                sim.species_pick.value = rng.randrange(len(sim.species))
            elif r < 0.3:
                sim.trait_pick.value = rng.choice(TRAITS.names)
                sim.add_trait_button.click()
            elif r < 0.4:
                rng.choice([sim.more_button, sim.less_button, sim.remove_trait_button]).click()
            elif r < 0.45:
                rng.choice([sim.new_button, sim.drop_button]).click()
            elif r < 0.6 and sim.options():
                sim.feeding_pick.value = rng.choice([v for _, v in sim.feeding_pick.options])
                sim.times_pick.value = rng.choice([1, 2])
            elif r < 0.65:
                sim.feed_button.click()
            elif r < 0.7:
                sim.excess_pick.value = rng.randrange(4)
            elif r < 0.9:
                rng.choice([sim.next_button, sim.back_button, sim.all_button, sim.keep_button]).click()
            else:
                sim.example_button.click()
            check_sim(sim)


def test_simulator_refusals_change_nothing_and_say_the_rule():
    """Playing a trait on an existing species: at most 3 traits unless a card allows more; a
    species board has ten spaces; feeding again needs a trait that allows it."""
    sim = widgets.feeding_simulator()
    sim.select(1)  # the middle species holds three traits
    before = [list(map(list, x)) if isinstance(x, tuple) else x for x in sim.species]
    assert not sim._guarded(lambda: sim.add_trait("Inking"))
    assert sim.error.startswith("Not allowed: species 2 already holds 3 traits") and "Phase 1: Playing Cards" in sim.error
    assert sim.species == before
    sim.select(2)
    for _ in range(7):
        sim.more_button.click()
    assert sim.species[2][1] == 10 and "10 spaces" in sim.error
    sim.example()
    sim.choose(2, None, 2)  # the Filter Feeder forages twice: it has no trait that allows it
    assert not sim._guarded(sim.feed) and "Not allowed" in sim.error and "feed" in sim.error
    assert sim.steps is None
    assert not sim._guarded(lambda: sim.choose(2, 0)) and "may never attack" in sim.error


def test_a_row_of_my_own_feeds_through_the_engine():
    """Gains: Whale Cleaner gains when a species beside it forages; Parasitic takes from it."""
    sim = widgets.feeding_simulator([("Parasitic", 1), ("Filter Feeder", 2), ("Whale Cleaner", 0)], 1)
    assert sim.steps is not None and not sim.is_example()
    sim.all_button.click()
    assert sim.current().populations == feed([("Parasitic", 1), ("Filter Feeder", 2), ("Whale Cleaner", 0)],
                                             1).populations
    sim.keep_button.click()
    assert [p for _, p in sim.species] == list(sim.row()[i][1] for i in range(3)) and sim.steps is None
    check_sim(sim)


# ============================================================================ Ocean sandbox

def check_box(box):
    s = box.state
    c = s.tokens.counts
    assert sum(c) == TOKENS
    assert box.counts == (s.reef, *s.zones, s.reserve)
    assert s.scen_on == (s.zones[0] == 0, s.zones[1] == 0)
    pic = box.pictures()[0]
    assert check_picture(pic) == []
    assert f"the Reef holds {s.reef} token" in pic.alt
    check_controls(box)


def test_sandbox_zones_empty_in_order_then_cambrian_scenarios_and_reserve():
    """1 Ocean / Gains / Cambrian Explosion / End of Game, one migration at a time."""
    box = widgets.ocean_sandbox()
    check_box(box)
    box.number_pick.value, box.from_pick.value, box.to_pick.value = 4, 1, 0
    box.migrate_button.click()
    assert box.counts == (12, 2, 8, 5, 60) and not box.state.cambrian
    box.migrate_button.click()  # zone 1 holds 2: the rest comes from zone 2, the next zone with tokens
    assert box.counts == (16, 0, 6, 5, 60) and box.state.cambrian
    assert any("Cambrian Explosion begins" in e for e in box.events)
    assert any("Abundance is now active" in e for e in box.events)
    while sum(box.counts[1:4]):
        assert box.migrate(4, 2, 0) or box.migrate(4, 3, 0)
        check_box(box)
    # the moment the Ocean was empty the RESERVE went into zone 3: the final round
    assert box.final and any("RESERVE's 60 tokens go into zone 3" in e for e in box.events)
    assert box.counts[4] == 0


def test_sandbox_from_the_reef_moves_only_what_is_there():
    box = widgets.ocean_sandbox(reef=2, ocean=(10, 10, 10))
    assert box.migrate(4, 0, 3) and box.counts[:4] == (0, 10, 10, 12)
    assert "only 2 there" in box.events[-1]


def test_sandbox_refuses_same_place_in_words():
    box = widgets.ocean_sandbox()
    before = box.state
    assert not box.migrate(2, 1, 1)
    assert box.state is before and box.error.startswith("Not allowed") and "Phase 1: Playing Cards" in box.error
    assert "Not allowed" in text(box.message.value)


def test_sandbox_random_events_never_disagree_with_the_engine():
    for seed in range(6):
        rng = random.Random(seed)
        box = widgets.ocean_sandbox(reef=rng.randint(0, 10), ocean=tuple(rng.randint(0, 9) for _ in range(3)))
        for _ in range(30):
            if rng.random() < 0.05:
                box.reset_button.click()
            else:
                box.number_pick.value = rng.choice([1, 2, 3, 4])
                box.from_pick.value = rng.randrange(4)
                box.to_pick.value = rng.randrange(4)
                box.migrate_button.click()
            check_box(box)


# ============================================================================ previews, apps

@pytest.mark.parametrize("make, fresh", [(widgets.feeding_preview, widgets.feeding_simulator),
                                         (widgets.ocean_preview, widgets.ocean_sandbox)])
def test_previews_are_static_first_screens(make, fresh):
    html = make()
    assert html == make()
    for tag in ("<button", "<select", "<input", "<textarea"):
        assert tag not in html
    app = fresh()
    assert app._status_body() in html and "game-picture" in html and "<svg" in html


@pytest.mark.parametrize("name, call, preview", [("feeding", "feeding_simulator", "feeding_preview"),
                                                 ("ocean", "ocean_sandbox", "ocean_preview")])
def test_app_notebooks_are_stored_without_outputs_and_run(name, call, preview):
    nb = json.loads((ROOT / "apps" / "oceans" / f"{name}.ipynb").read_text())
    cells = nb["cells"]
    assert len(cells) == 1 and cells[0]["cell_type"] == "code"
    assert cells[0]["outputs"] == [] and cells[0]["execution_count"] is None
    source = "".join(cells[0]["source"])
    assert f"from games_lib.oceans.widgets import {call}" in source
    scope: dict = {}
    exec(compile(source.rsplit("\n", 1)[0], f"{name}.ipynb", "exec"), scope)
    app = next(v for v in scope.values() if isinstance(v, widgets.App))
    assert app.preview() == getattr(widgets, preview)()


def test_wrong_kinds_of_value_are_refused_in_words():
    for bad in ("x", 1.5, [("Tentacled", 11)], [("Kraken", 1)], []):  # None: the rulebook's example
        with pytest.raises(GameError):
            widgets.feeding_simulator(bad)
    for kw in ({"feeder": "x"}, {"feeder": 5}, {"target": 1.5}, {"times": 3}):
        with pytest.raises(GameError):
            widgets.feeding_simulator([("Tentacled", 1), ("Inking", 3)], **kw)
    for kw in ({"reef": "x"}, {"ocean": (1, 2)}, {"ocean": None}, {"reserve": 99}):
        with pytest.raises(GameError):
            widgets.ocean_sandbox(**kw)
    box = widgets.ocean_sandbox()
    for bad in ((9, 1, 0), ("x", 1, 0), (2, None, 0), (2, 1, 7)):
        assert not box.migrate(*bad) and box.error.startswith("Not allowed")
    with pytest.raises(GameError):
        widgets.feeding_options("Tentacled")
