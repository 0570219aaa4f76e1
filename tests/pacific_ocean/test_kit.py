"""The classroom kit: every exercise's answer recomputed through the public API (not through
the kit's own code), answerable right and wrong, three levels, deterministic by seed; the quiz
names no other host; the quick reference covers every card and rule (§1–§6); the card sheet
holds every card, nine to a page; the score checker refuses impossible sanctuaries."""

import math
import re
from html import unescape

import pytest

from games_lib import pacific_ocean as po
from games_lib.core import IllegalActionError, UnknownNameError
from games_lib.core.draw import TAG_WORDS
from games_lib.pacific_ocean import kit, rules

SEEDS = (0, 1, 2, 7, 42, 2024)


def _icons_by_hand(s, kind):
    """Icons of one kind counted card by card (not through Sanctuary.counts)."""
    cards = [s.face.icons] + [c.icons for c in s.icon_animals]
    return sum(1 for icons in cards for i in icons if i is kind)


def _recompute(ex):
    """The answer of ``ex`` from its ``given`` objects, through the public API only."""
    g = ex.given
    if ex.topic == "card-icons":
        return " + ".join(i.label for i in po.card(g["card"].name).icons)
    if ex.topic == "count-icons":
        return _icons_by_hand(g["sanctuary"], g["icon"])
    if ex.topic == "count-all-icons":
        return sum(_icons_by_hand(g["sanctuary"], k) for k in po.ICONS)
    if ex.topic == "condition-owner":
        owners = [c.name for c in po.ANIMALS if c.condition.text == g["text"] and c.name in ex.choices]
        assert len(owners) == 1, owners
        return owners[0]
    if ex.topic == "score":
        return po.score(g["mine"], g["theirs"]).total
    if ex.topic == "condition-points":
        return next(ln.points for ln in po.score(g["mine"], g["theirs"]).lines if ln.label == g["card"].name)
    if ex.topic == "legal-offers":
        state, offers = g["state"], g["offers"]
        legal = set(state.legal_actions())
        for text, action in offers.items():  # the illegal ones are refused by the state machine
            if action not in legal:
                with pytest.raises(IllegalActionError):
                    state.apply(action)
        return {t for t, a in offers.items() if a in legal}
    if ex.topic == "tie-break":
        w = po.winner(g["a"], g["b"])
        assert po.score(g["a"], g["b"]).total == po.score(g["b"], g["a"]).total
        return ex.choices[2] if w is None else ex.choices[w]
    if ex.topic in ("jellyfish-copy", "jellyfish-points"):
        mine, theirs = g["mine"], g["theirs"]
        vals = {c.name: c.condition.evaluate(mine.counts, theirs.counts)
                for c in theirs.conditions if not c.is_copy}
        best = max(vals, key=vals.get)
        if ex.topic == "jellyfish-copy":
            assert sorted(vals.values())[-1] > sorted(vals.values())[-2]  # one best choice
            return best
        return vals[best]
    if ex.topic == "best-placement":
        mine, theirs = g["mine"], g["theirs"]
        totals = {t: po.score(mine.add(c, as_condition=cond), theirs).total for t, (c, cond) in g["options"].items()}
        for t, (c, cond) in g["options"].items():  # what_if agrees
            w = po.what_if(mine, theirs, c)
            assert totals[t] == (w.as_condition if cond else w.as_icons)
        best = max(totals, key=totals.get)
        assert sorted(totals.values())[-1] > sorted(totals.values())[-2]
        return best
    raise AssertionError(f"no recomputation for topic {ex.topic!r}")


@pytest.mark.parametrize("seed", SEEDS)
def test_every_answer_is_recomputed_through_the_public_api(seed):
    for ex in kit.exercises(seed=seed):
        want = _recompute(ex)
        got = set(ex.answer) if ex.kind == "many" else ex.answer
        assert got == want, (ex.id, ex.topic, got, want)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_exercise_can_be_answered_right_and_wrong(seed):
    from games_lib.core.testing import check_exercises

    assert check_exercises(kit.exercises(seed=seed)) == []


def test_levels_count_and_determinism():
    from games_lib.core.testing import check_exercise_set

    assert check_exercise_set(kit.exercises, seed=5) == []



def test_score_exercises_explain_with_the_itemised_breakdown():
    for ex in kit.exercises(seed=11):
        if ex.topic == "score":
            br = po.score(ex.given["mine"], ex.given["theirs"])
            assert str(br) in ex.explanation
            assert str(br) in ex.solution and str(br) not in ex.check(ex.wrong_answer())[1]


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_quiz_names_no_host_and_holds_what_check_says(seed):
    """The quiz page works offline and shows the feedback the exercises' own check gives."""
    from games_lib.core.testing import check_quiz_page

    assert check_quiz_page(kit, kit.exercises(seed=seed)) == []


def test_answer_key_has_every_answer_and_working():
    exs = kit.exercises(seed=4)
    key = kit.answer_key(exs)
    assert len(key.rows) == len(exs)
    for row, ex in zip(key.rows, exs):
        assert row[3] == ex.answer_text and row[4] == ex.explanation
    assert "Answer" in repr(key)


def test_quick_reference_covers_every_card_and_rule():
    ref = kit.quick_reference()
    html, text = unescape(ref._repr_html_()), repr(ref)
    for c in po.ANIMALS:
        assert c.name in html and c.condition.text in html and c.name in text
        row = next(r for r in kit.card_table_compact().rows if r[0] == c.name)
        assert row[1] == " ".join(i.letter for i in c.icons)
        assert row[3] == ("" if c.provenance.value == "rulebook" else c.provenance.value)
    for f in po.SANCTUARY_FACES:
        assert f.name in html
    for r in rules.ALL:  # no rule code on a handout
        assert f"[{r.key}]" not in html and ("-" not in r.key or r.key not in text), r.key
    assert "§" not in html and "Rule" not in [h for _, t in kit.quick_reference_tables() for h in t.header]
    assert kit.QUICK_CARD in html and "A sanctuary, scored" in html  # a card and a sanctuary drawn
    g = po.GAME
    setup = repr(kit.setup_table())
    for n in (g.hand_size, g.removed_count, len(po.ANIMALS)):
        assert str(n) in setup
    assert f"{g.turns} turns" in repr(kit.turn_table())
    assert "kit-compact" in html and "http" not in html.replace("http://www.w3.org", "")
    titles = [t for t, _ in kit.quick_reference_tables()]
    assert len(titles) == 7 and all(titles)


def test_card_sheet_pages():
    """One pair's cards, each printed once, a group to a sheet (no sheet mixes animals and
    Sanctuary faces), then the animal card backs: enough for every animal card."""
    pages = kit.card_sheet()
    animal_sheets = math.ceil(len(po.ANIMALS) / 9)
    assert len(pages) == animal_sheets + math.ceil(len(po.SANCTUARY_FACES) / 9) + 1 == 4
    assert all(len(p.cards) <= 9 for p in pages)
    assert [c.name for p in pages for c in p.cards] == [c.name for c in po.ANIMALS] + \
        [f.name for f in po.SANCTUARY_FACES]
    assert all({type(c) for c in p.cards} in ({po.AnimalCard}, {po.SanctuaryFace}) for p in pages[:-1])
    back = pages[-1]
    assert back.back and not back.cards and back.copies * 9 >= len(po.ANIMALS)
    assert f"pages 1 and {animal_sheets}" in back.caption
    for k, p in enumerate(pages):
        assert p.caption.startswith(f"{po.TITLE} card sheet, page {k + 1} of {len(pages)}")
        assert "Print it once" in p.caption or p.back
        html = p._repr_html_()
        assert html.count("<svg") == (9 if p.back else len(p.cards))
        assert ('style="break-before:page' in html) == (k > 0)
        for c in p.cards:
            if isinstance(c, po.AnimalCard) and c.provenance.value != "rulebook":
                assert f"{c.name} ({c.provenance.value})" in html  # the caption names it
                assert f">{TAG_WORDS[c.provenance.value]}<" in html  # the drawing's tag, in a player's words
    assert len(kit.card_sheet(per_page=4)) == 4 + 1 + 1
    assert [r[2] for r in kit.print_list().rows] == ["once"] * 3 + ["twice"]


def test_score_report_names_the_winner_with_the_tie_break():
    pic = kit.score_report("Nautilus", ["Whale Shark"], ["Mako Shark"], "Dolphin", [], [])
    assert pic.winner == po.winner(po.Sanctuary("Nautilus", ["Whale Shark"], ["Mako Shark"]), po.Sanctuary("Dolphin"))
    assert pic.scores == (3, 0) and "Player A wins, 3 to 0" in pic.verdict
    assert "Mako Shark: 1 per Size icon" in pic._repr_html_()
    # equal points: the icons decide (Nautilus 3 icons, Dolphin 2)
    tie = kit.score_report("Nautilus", [], [], "Dolphin", [], [])
    assert tie.scores == (0, 0) and tie.winner == 0 and "icons decide" in tie.verdict
    # equal points and icons: a tie
    s = kit.score_report("Nautilus", [], [], "Seahorse", ["Tiger Shark"], [], names=("Ana", "Ben"))
    assert po.winner(po.Sanctuary("Nautilus"), po.Sanctuary("Seahorse", ["Tiger Shark"])) == 1
    assert s.winner == 1
    t = kit.score_report("Red Lionfish", ["Stingray"], [], "Dolphin", ["Tiger Shark"], [])
    assert t.winner is None and "tie" in t.verdict


def test_score_report_refuses_impossible_sanctuaries():
    with pytest.raises(IllegalActionError, match="already here"):
        kit.score_report("Nautilus", ["Stingray"], ["Stingray"], "Dolphin")
    with pytest.raises(IllegalActionError, match="both sanctuaries") as e:
        kit.score_report("Nautilus", ["Stingray"], [], "Dolphin", [], ["Stingray"])
    assert e.value.rule is rules.ONE_COPY
    seven = [c.name for c in po.ANIMALS[:7]]
    with pytest.raises(IllegalActionError, match="Player B's sanctuary") as e:
        kit.score_report("Nautilus", [], [], "Dolphin", seven[:4], seven[4:])
    assert e.value.rule is rules.SEVEN_CARDS
    with pytest.raises(IllegalActionError, match="Nautilus") as e:
        kit.score_report("Nautilus", [], [], "Nautilus")
    assert e.value.rule is kit.ONE_SANCTUARY_CARD_EACH
    with pytest.raises(IllegalActionError, match="two sides"):
        kit.score_report("Nautilus", [], [], "Red Lionfish")
    with pytest.raises(UnknownNameError):
        kit.score_report("Nautilus", ["Kraken"], [], "Dolphin")
    with pytest.raises(UnknownNameError):
        kit.score_report("Atlantis", [], [], "Dolphin")


def test_drawings_follow_the_picture_rules():
    """Kit drawings keep the library's limits: no SVG text under 12 px, no piece over 340 px."""
    htmls = [p._repr_html_() for p in kit.card_sheet()]
    htmls += [e.picture._repr_html_() for e in kit.exercises(seed=9) if e.picture is not None]
    for h in htmls:
        for size in re.findall(r'font-size="([0-9.]+)"', h):
            assert float(size) >= 12
        for w in re.findall(r'<svg[^>]*? width="([0-9.]+)"', h):
            assert float(w) <= 340
