"""A refused move in a player's words (games_lib.core.refusals) and the refusal box of the rules
pages (games_lib.core.notebook.setup_page): the words have no rule key, section number nor
position printout; a page's refused cell still fails, and nbval still checks that it does."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from games_lib import great_barrier_reef as gbr
from games_lib import pacific_ocean as po
from games_lib.core import GameError, IllegalActionError
from games_lib.core.refusals import refusal_words, section_words

ROOT = Path(__file__).resolve().parents[2]
CODES = re.compile(r"\[[a-z0-9-]+\]|§|State:|Traceback|Error\b|turn \d+/")


def _refusal(make) -> GameError:
    with pytest.raises(GameError) as info:
        make()
    return info.value


def _po_other_side():
    state = po.new_game(seed=3)
    mine = {str(a) for a in state.legal_actions()}
    other = next(f.name for f in po.SANCTUARY_FACES if str(po.choose_side(f.name)) not in mine)
    return state.apply(po.choose_side(other))


def _gbr_full_hand():
    start = gbr.new_game(5)
    return start.apply(gbr.draw_coral(deck=1))


# One refusal of each kind the rules pages show, both games.
REFUSALS = {
    "po: a side of the other card": lambda: _po_other_side(),
    "po: the same card twice": lambda: po.new_game(seed=3).apply(po.choose_side("Dolphin")).apply(
        po.choose_side("Nautilus")).apply(po.offer("Octopus", "Octopus")),
    "po: no such card": lambda: po.card("Clownfish"),
    "po: not over yet": lambda: po.new_game(seed=1).outcome(),
    "gbr: six players": lambda: gbr.GAME.new_initial_state(seed=1, num_players=6),
    "gbr: full hand": _gbr_full_hand,
    "gbr: octopus with another face-up card": lambda: gbr.draw_fauna(row=["octopus", "red"]),
    "gbr: cannot pay": lambda: gbr.ways_to_pay(gbr.example_card("1O 2R 2W").cost, {"red": 2, "white": 2, "blue": 5}),
    "gbr: target": lambda: gbr.GAME.new_initial_state(1, num_players=2, variant=1, target=15),
}


@pytest.mark.parametrize("name", REFUSALS)
def test_refusal_words_are_a_players_words(name):
    error = _refusal(REFUSALS[name])
    words = refusal_words(error)
    assert words.startswith("Not allowed: ")
    assert not CODES.search(words), f"{name}: {words!r}"
    assert len(words.splitlines()) <= 2
    rule = getattr(error, "rule", None)
    if rule is not None:  # the rule is said, in its own words, with its section's name
        assert rule.text[1:40] in words and section_words(rule) in words


def test_refusal_words_name_the_section_without_its_number():
    rule = po.rules.OFFER_FROM_HAND
    assert section_words(rule) == "Gameplay"
    error = IllegalActionError(rule, None, "offer", "the same card cannot be both face up and face down")
    assert refusal_words(error).splitlines() == [
        "Not allowed: the same card cannot be both face up and face down.",
        "The rule (Gameplay): both offered cards must be two different cards from the active player's hand.",
    ]


def test_errors_that_enforce_a_rule_carry_it():
    assert _refusal(REFUSALS["gbr: six players"]).rule is gbr.rules.PLAYERS
    assert _refusal(REFUSALS["po: not over yet"]).rule is po.rules.GAME_OVER
    assert GameError("plain").rule is None


# The rules pages: a game's chapter (the programmers' page, 09-python, shows the library's own
# error on purpose; the classroom kit's pages come after the rules).
RULES_PAGES = re.compile(r"pacific_ocean/0[1-8]-|great_barrier_reef/(0\d|1[01])-")


def _rules_pages():
    for path in sorted((ROOT / "notebooks").glob("*/*.ipynb")):
        if RULES_PAGES.search(path.as_posix()):
            yield path


def test_every_refusal_on_a_page_is_a_box_in_words():
    """Every stored refusal of the rules pages: the words only (no traceback, no rule key,
    no position), while the error's name and message stay for nbval to compare."""
    found = 0
    for path in _rules_pages():
        nb = json.loads(path.read_text(encoding="utf-8"))
        for i, cell in enumerate(nb["cells"]):
            for out in cell.get("outputs", []):
                if out["output_type"] != "error":
                    continue
                found += 1
                text = "\n".join(out["traceback"])
                where = f"{path.relative_to(ROOT)} cell {i}"
                assert "raises-exception" in cell["metadata"].get("tags", []), where
                assert text.startswith("Not allowed: "), f"{where}: {text[:120]!r}"
                assert not CODES.search(text), f"{where}: {text!r}"
                assert out["ename"] and out["evalue"], where
    assert found >= 12


def _notebook(tmp_path: Path, body: str) -> Path:
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("from games_lib.core.notebook import setup_page\nsetup_page()",
                                  metadata={"tags": ["remove-cell"]}),
        nbformat.v4.new_code_cell(body, metadata={"tags": ["raises-exception"]}),
    ]
    path = tmp_path / "page.ipynb"
    nbformat.write(nb, path)
    return path


def test_a_refused_cell_still_fails_and_nbval_checks_it(tmp_path):
    """In a kernel, setup_page() turns the refusal's traceback into the words (the cell stays an
    error); nbval passes on the stored page, and fails once the cell no longer raises."""
    import nbformat
    from nbclient import NotebookClient

    path = _notebook(tmp_path, "from games_lib import pacific_ocean as po\npo.card('Clownfish')")
    nb = nbformat.read(path, as_version=4)
    NotebookClient(nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(ROOT)}}).execute()
    assert nb.cells[0].outputs == []
    (out,) = nb.cells[1].outputs
    assert out.output_type == "error" and out.ename == "UnknownNameError"
    assert out.traceback == [refusal_words(_refusal(lambda: po.card("Clownfish")))]
    nbformat.write(nb, path)

    def nbval(p: Path) -> int:
        return subprocess.run([sys.executable, "-m", "pytest", "--nbval", str(p), "-p", "no:cacheprovider", "-q",
                               "-o", "addopts=", "--rootdir", str(tmp_path)], cwd=tmp_path, capture_output=True,
                              env={**__import__("os").environ, "PYTHONPATH": str(ROOT)}).returncode

    assert nbval(path) == 0
    text = path.read_text(encoding="utf-8").replace("po.card('Clownfish')", "x = po.card('Octopus')")
    path.write_text(text, encoding="utf-8")
    assert nbval(path) != 0, "a refusal that no longer happens must fail nbval"
