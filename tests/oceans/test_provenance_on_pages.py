"""Where an Oceans page says where its trait data come from: once, never missing, never twice.

The rulebook prints no trait text (About the data), so a rules page that shows traits must say
so, and the guide asks for it once per picture, not on every card (two pictures shown as a pair,
before and after, share one caption). A page may instead say it once at its top (a note titled
"The traits on this page" or "The cards on this page"); then its pictures stay quiet, so that
the reader does not meet the same sentence three times.
"""

from __future__ import annotations

import json
import pathlib
import re

import pytest

from games_lib.oceans.cards import TRAITS
from games_lib.oceans.draw import provenance_note

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGES = [p for p in sorted((ROOT / "notebooks" / "oceans").glob("[01]*.ipynb")) + [ROOT / "book" / "oceans.ipynb"]
         if p.exists() and (p.parent.name == "book" or int(p.stem[:2]) <= 17)]
"""The rules pages (the kit's printed sheets say it in their prose); none in a copy of the
library without the pages (benchmarks/mutation.py's)."""
TRAIT_NOTE = provenance_note(["Tentacled"])
PAGE_NOTE = re.compile(r"```\{admonition\} The (traits|cards) on this page")
NAMES = re.compile("|".join(re.escape(t.name) for t in TRAITS))


def _page(path: pathlib.Path) -> tuple[str, list[str]]:
    """(the page's prose, the HTML of each picture it shows)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    prose = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
    pictures = []
    for c in nb["cells"]:
        for out in c.get("outputs", []):
            html = "".join(out.get("data", {}).get("text/html", ""))
            if 'class="game-picture"' in html:
                pictures.append(html)
    return prose, pictures


def test_the_sentence_is_short():
    """A caption under every trait picture: one short sentence, not a paragraph."""
    assert TRAIT_NOTE.startswith("The rulebook prints no trait text")
    assert len(TRAIT_NOTE) <= 130, TRAIT_NOTE


@pytest.mark.parametrize("path", PAGES, ids=lambda p: p.stem)
def test_trait_provenance_is_said_once(path):
    prose, pictures = _page(path)
    with_traits = [p for p in pictures if NAMES.search(p)]
    if not with_traits:
        pytest.skip("no trait picture on this page")
    said_at_top = bool(PAGE_NOTE.search(prose))
    captioned = [p for p in with_traits if TRAIT_NOTE in p]
    if said_at_top:
        assert not captioned, f"{path.name}: the page's note says it, and {len(captioned)} picture(s) repeat it"
    else:
        assert captioned, f"{path.name}: {len(with_traits)} trait picture(s), and none says where the traits come from"
