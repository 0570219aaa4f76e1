"""The classroom kit's builders (games_lib.core.kit), on toy content: every game's kit stands on them."""

from __future__ import annotations

import random

import pytest

from games_lib.core import Rule
from games_lib.core.kit import (
    SEED_STRIDE,
    ExercisePlan,
    CardBack,
    PrintedPages,
    SheetGroup,
    card_back_svg,
    card_pages,
    card_sheets,
    cite,
    page_list,
    print_plan,
    interleave,
    reference_handout,
    reference_tables,
    sheet_page_html,
)
from games_lib.core.quiz import KitTable


def maker(topic: str):
    """A maker whose question shows the first number its generator draws."""
    def make(rng):
        x = rng.randrange(10 ** 9)
        return dict(topic=topic, kind="number", answer=x, question=f"{topic}: {x}?", explanation="Read it.")
    return make


A1, A2, B1, C1 = maker("a1"), maker("a2"), maker("b1"), maker("c1")
PLAN = ExercisePlan("Toy Game", "toy", {3: (C1,), 1: (A1, A2), 2: (B1,)})


def test_cite_gives_the_section_in_words_and_no_rule_code():
    assert cite(Rule("Toy", "§4 End", "last-turn", "The game ends.")) == "rulebook: End"
    assert cite(Rule("Toy", "Winning the Game", "win", "Win.")) == "rulebook: Winning the Game"


def test_interleave_takes_one_maker_of_each_level_in_turn():
    assert interleave({3: (C1,), 1: (A1, A2), 2: (B1,)}) == [(1, A1), (2, B1), (3, C1), (1, A2)]


def test_an_empty_plan_is_refused():
    with pytest.raises(ValueError):
        ExercisePlan("Toy", "toy", {1: ()})


def test_exercises_are_seeded_one_stream_each_and_sorted_by_level():
    exs = PLAN.exercises(seed=5, n=6)
    # made in the order a1 b1 c1 a2 a1 b1 (the plan wraps round), then sorted by level
    assert [(e.level, e.topic) for e in exs] == [(1, "a1"), (1, "a2"), (1, "a1"), (2, "b1"), (2, "b1"), (3, "c1")]
    made_at = [0, 3, 4, 1, 5, 2]  # the position each was made at
    assert [e.answer for e in exs] == [random.Random(5 * SEED_STRIDE + i).randrange(10 ** 9) for i in made_at]
    assert [e.id for e in exs] == [f"toy-5-0{k}" for k in range(1, 7)]


def test_the_same_seed_gives_the_same_exercises_another_seed_others():
    assert PLAN.exercises(seed=2) == PLAN.exercises(seed=2)
    assert [e.answer for e in PLAN.exercises(seed=2)] != [e.answer for e in PLAN.exercises(seed=3)]
    assert len(PLAN.exercises()) == 12 and len(PLAN.exercises(n=1)) == 1


def test_quiz_and_answer_key_default_to_the_plan_s_exercises():
    default = PLAN.exercises()
    q = PLAN.quiz()
    assert q.exercises == default and q.prefix == "toy-quiz"
    mine = PLAN.exercises(seed=9, n=2)
    assert PLAN.quiz(mine, prefix="p").exercises == mine and PLAN.quiz(mine, prefix="p").prefix == "p"
    html = PLAN.quiz(mine, prefix="p")._repr_html_()
    assert 'id="p-toy-9-01"' in html and f'data-answer="{mine[0].answer}"' in html
    key = PLAN.answer_key(mine)
    assert key.caption == "Toy Game: answer key"
    assert [r[3] for r in key.rows] == [str(e.answer) for e in mine]
    assert len(PLAN.answer_key().rows) == len(default)


def test_reference_tables_are_titled_by_their_captions_and_printed_once():
    tables = [KitTable(("Step",), [("deal",)], caption="Setup"), KitTable(("When",), [("now",)], caption="End")]
    pairs = reference_tables(tables)
    assert pairs == [("Setup", tables[0]), ("End", tables[1])]
    h = reference_handout(pairs, heading_level=2)
    assert h.css_class == "kit-handout kit-reference" and h.heading_level == 2
    html = h._repr_html_()
    assert html.count("Setup") == 1 and html.index("Setup") < html.index("End") and "<h2" not in html


def test_card_pages_split_the_items_and_caption_each_page():
    items = list(range(7))
    pages = card_pages(items, lambda x: f'<svg width="10">{x * 11}</svg>', lambda x: f"card {x}",
                       lambda chunk: f"{len(chunk)} here.", per_page=3)
    assert [p.cards for p in pages] == [(0, 1, 2), (3, 4, 5), (6,)]
    assert "<svg" in pages[0].html and ">22<" in pages[0].html and ">33<" not in pages[0].html
    assert pages[2].caption == "Cards card sheet, page 3 of 3: Cards. Print it once for each group of players. 1 here."
    assert pages[2].alt == "1 cards to cut out: card 6. " + pages[2].caption
    assert pages[0].caption in pages[0].html
    new_page = 'style="break-before:page'  # the page's own style, not the kit's print CSS
    assert new_page not in pages[0].html and new_page in pages[1].html and new_page in pages[2].html
    assert 'class="kit-sheet-page kit-sheet-next"' in pages[2].html
    assert 'class="kit-sheet-page"' in pages[0].html
    assert len(card_pages(items, str, str, str)) == 1  # 9 to a page by default
    with pytest.raises(ValueError):
        card_pages(items, str, str, str, per_page=0)


def test_a_sheet_page_carries_the_kit_style_and_escapes_its_caption():
    html = sheet_page_html(["<div>fig</div>"], "Cards <& more>", first=True)
    assert html.startswith("<style>") and "<div>fig</div>" in html and "Cards &lt;&amp; more&gt;" in html


def test_card_sheets_keep_groups_apart_and_count_the_backs():
    """A group starts a new sheet (a sheet printed 13 times holds nothing else); each caption
    says how many times to print it; the back page counts the cards that need a back."""
    groups = [SheetGroup("Fish", tuple("abcd"), copies=13, back="Blue back"),
              SheetGroup("Rocks", tuple("xyz"), advice="Glue them.", back="Blue back"),
              SheetGroup("Boards", ("B",))]
    pages = card_sheets("Toy", groups, lambda x: f"<svg>{x}</svg>", str, lambda c: "",
                        [CardBack("Blue back", card_back_svg("Toy", "card"))], per_page=3)
    assert [(p.group, p.cards, p.copies, p.back) for p in pages] == [
        ("Fish", ("a", "b", "c"), 13, False), ("Fish", ("d",), 13, False), ("Rocks", ("x", "y", "z"), 1, False),
        ("Boards", ("B",), 1, False), ("Blue back", (), 19, True)]  # 4 × 13 + 3 = 55 backs: 19 sheets of 3
    assert "Print it 13 times for each group of players." in pages[0].caption
    assert "Glue them." in pages[2].caption
    assert "for the 55 cards of pages 1\u20133" in pages[4].caption
    assert pages[4].html.count("<svg") == 3
    assert [r[2] for r in print_plan(pages).rows] == ["13 times", "13 times", "once", "once", "19 times"]
    assert page_list([1, 2, 3, 5]) == "1\u20133 and 5"


def test_printed_pages_give_each_part_its_pages_in_the_pdf():
    pp = PrintedPages(quick_reference=2, card_sheet=11, exercises=4, answer_key=2)
    assert pp.total == 19
    assert pp.ranges() == {"quick_reference": (1, 2), "card_sheet": (3, 13), "exercises": (14, 17),
                           "answer_key": (18, 19)}
    assert pp.pages_words("quick_reference") == "pages 1\u20132"
    assert PrintedPages(1, 1, 1, 1).pages_words("answer_key") == "page 4"
