"""The hand-written pages agree with the data in games_lib (no browser needed).

book/about-the-data.md restates, in a table, the icons and provenance of the cards the
rulebook does not fully print, and the illustrative pairing of the Sanctuary faces. If the
library changes one of them, this test points at the page to update.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

po = pytest.importorskip("games_lib.pacific_ocean")

BOOK = Path(__file__).resolve().parents[2] / "book"
ROW = re.compile(r"^\| (?P<name>[A-Z][A-Za-z ]+?) \| (?P<icons>[A-Za-z, ]+?) — `(?P<icons_src>\w+)` \| (?P<cond>.+?) — `(?P<cond_src>\w+)` \|")


def _rows():
    text = (BOOK / "about-the-data.md").read_text(encoding="utf-8")
    rows = [m.groupdict() for line in text.splitlines() if (m := ROW.match(line))]
    assert len(rows) >= 5, "the card table of about-the-data.md was not found"
    return rows


@pytest.mark.parametrize("row", _rows(), ids=lambda r: r["name"])
def test_about_the_data_card_table_matches_library(row):
    card = po.card(row["name"])
    assert row["icons"].split(", ") == [i.label for i in card.icons]
    assert row["icons_src"] == card.icons_source.provenance.value
    assert row["cond_src"] == card.condition_source.provenance.value


def test_about_the_data_lists_every_card_that_is_not_fully_printed():
    listed = {r["name"] for r in _rows()}
    not_printed = {c.name for c in po.ANIMALS if c.provenance.value != "rulebook"}
    assert not_printed <= listed


def test_about_the_data_sanctuary_pairing_matches_library():
    text = (BOOK / "about-the-data.md").read_text(encoding="utf-8")
    for a, b in po.SANCTUARY_CARDS:
        pair = f"**{po.SANCTUARY_FACES[a].name} with {po.SANCTUARY_FACES[b].name}**"
        assert pair in text, f"about-the-data.md should say {pair}"


def test_about_the_data_oceans_matches_library():
    """The Oceans part of about-the-data.md restates numbers and names of games_lib.oceans: the 12
    Surface traits (in order), the migrate numbers, the supply, the RESERVE, the bonus tokens, the
    setup split and the provenance of the Reef-variant Scenarios."""
    oc = pytest.importorskip("games_lib.oceans")
    from games_lib.oceans import cards

    text = (BOOK / "about-the-data.md").read_text(encoding="utf-8")
    part = text[text.index("## Oceans: what the rulebook leaves out"):]
    names = [t.name for t in oc.TRAITS]
    assert ", ".join(names[:-1]) + " and " + names[-1] in " ".join(part.split())
    assert ", ".join(map(str, cards.MIGRATE_NUMBERS[:-1])) + " and " + str(cards.MIGRATE_NUMBERS[-1]) in \
        " ".join(part.split())
    assert "a supply of " + ", ".join(str(cards.SUPPLY[n]) for n in (2, 3)) + f" or {cards.SUPPLY[4]}" in \
        " ".join(part.split())
    assert f"{cards.RESERVE} of them in the RESERVE" in part
    for n in (2, 3, 4):
        assert "/".join(map(str, cards.BONUS[n])) in part
    assert "(" + ", ".join(str(cards.SUPPLY[n] // 4) for n in (2, 3)) + f" or {cards.SUPPLY[4] // 4} tokens)" in part
    for name in ("Abundance", "Fertile"):
        assert oc.SCENARIOS.lookup(name).source.provenance.value == "secondary"
    assert all(d.source.provenance.value == "illustrative" for d in oc.DEEP)
    words = {6: "six", 14: "fourteen"}
    assert f"**Deep cards** (`illustrative`): {words[len(oc.DEEP)]} of our own" in part
    ours = [s for s in oc.SCENARIOS if not s.reef_variant]
    assert f"**Other Scenarios** (`illustrative`): {words[len(ours)]} of our own" in part
    assert f"by round {cards.MAX_ROUNDS}" in part
