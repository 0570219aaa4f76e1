"""The classroom kit (Setting Up the Game, The Turn, Action 1-3, Coral Reef Cards, Bonus Icons,
Question Mark Icons, Octopus Icons, Winning the Game, Game Variants): every exercise's answer
recomputed through the public API (not through the kit's own code), answerable right and
wrong, three levels, deterministic by seed; the quiz names no other host; the quick reference
states the library's numbers; the card sheet holds every kind of card, nine to a page, with
its provenance; the score report names the winner decide() names."""

import math
import re
from collections import Counter
from html import unescape

import pytest

from games_lib import great_barrier_reef as gbr
from games_lib.great_barrier_reef import kit, rules
from games_lib.great_barrier_reef.actions import DrawCoral

SEEDS = (0, 1, 2, 7, 42, 2026)


def _recompute(ex):
    """The answer of ``ex`` from its ``given`` objects, through the public API only."""
    g = ex.given
    if ex.topic == "can-pay":
        return "Yes" if gbr.can_pay(g["card"].cost, g["hand"]) else "No"
    if ex.topic == "pay-size":
        sizes = {w.size for w in gbr.ways_to_pay(g["card"].cost, g["hand"])}
        assert len(sizes) == 1 and sizes == {g["card"].cost.icons}
        return sizes.pop()
    if ex.topic == "fauna-draw":
        state, options = g["state"], g["options"]
        legal = set(state.legal_actions())
        for t, a in options.items():  # the others are refused by the state machine, naming a rule
            if a not in legal:
                with pytest.raises(gbr.IllegalActionError) as e:
                    state.apply(a)
                assert e.value.rule is rules.FAUNA_AVAILABLE
        return {t for t, a in options.items() if a in legal}
    if ex.topic == "reef-score":
        return gbr.score(g["reef"]).total
    if ex.topic == "discounts":
        return {c.label for c in gbr.COLOURS if g["reef"].discount(c) > 0}
    if ex.topic == "pay-discount":
        return gbr.ways_to_pay(g["card"].cost, g["hand"], g["discounts"])[0].size
    if ex.topic == "legal-payments":
        ways = set(gbr.ways_to_pay(g["card"].cost, g["hand"]))
        return {t for t, p in g["payments"].items() if tuple(p) in ways}
    if ex.topic == "who-wins":
        o = gbr.decide(g["results"])
        assert o.winners
        return ex.choices[-1] if len(o.winners) > 1 else f"Player {o.winners[0] + 1} wins"
    if ex.topic == "coral-draw":
        s = g["state"]
        draws = [a for a in s.legal_actions() if isinstance(a, DrawCoral)]
        return max((len(a.cards) + a.deck for a in draws), default=0)
    if ex.topic == "best-pay":
        ways = gbr.ways_to_pay(g["card"].cost, g["hand"])
        offered = {t: p for t, p in g["payments"].items()}
        assert all(tuple(p) in set(ways) for p in offered.values())  # every choice really pays
        least = min(p.octopus for p in offered.values())
        assert least == min(w.octopus for w in ways)
        best = [t for t, p in offered.items() if p.octopus == least]
        assert len(best) == 1
        return best[0]
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

    assert check_exercise_set(kit.exercises, seed=2026) == []
    a = kit.exercises(seed=2026)
    assert len({e.topic for e in a}) >= 9



def test_reef_score_exercises_explain_with_the_itemised_breakdown():
    for seed in SEEDS:
        for ex in kit.exercises(seed=seed):
            if ex.topic == "reef-score":
                br = gbr.score(ex.given["reef"])
                assert str(br) in ex.explanation
                assert "Total" not in ex.picture.alt and "point" in ex.picture.alt  # no answer given away


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_quiz_names_no_host_and_holds_what_check_says(seed):
    """The quiz page works offline and shows the feedback the exercises' own check gives."""
    from games_lib.core.testing import check_quiz_page

    assert check_quiz_page(kit, kit.exercises(seed=seed)) == []


def test_answer_key_has_every_answer_and_working():
    exs = kit.exercises(seed=2026)
    key = kit.answer_key(exs)
    assert len(key.rows) == len(exs)
    for row, ex in zip(key.rows, exs):
        assert row[3] == ex.answer_text and row[4] == ex.explanation


def test_quick_reference_numbers_are_the_rulebook_s():
    """The numbers the quick reference prints, against the rulebook's own (Components, Setting Up
    the Game, Action 2, Winning the Game, Game Variants, the reef scoring example) and against
    what the library does with them."""
    n = kit.numbers()
    assert (n["fauna"], n["per_colour"], n["octopus"]) == (88, 13, 10)
    assert n["coral"] == 51 and n["starting"] == 5
    assert n["coral_by_points"] == {0: 6, 1: 15, 2: 15, 3: 15}
    assert (n["fauna_row"], n["fauna_hand"], n["coral_row"], n["coral_hand"]) == (5, 3, 8, 3)
    assert (n["per_side"], n["cards_to_win"], n["points_to_win"], n["six_colours"]) == (5, 10, 20, 6)
    assert n["variant2_per_player"] == 7 and n["example_total"] == 6
    # and the library plays by them
    assert n["fauna"] == len(gbr.FAUNA) and n["coral_by_points"] == dict(sorted(Counter(c.points for c in gbr.CORAL).items()))
    assert n["example_total"] == gbr.reef_score(list(kit.REEF_EXAMPLE)).total
    full = gbr.Reef()
    for c in gbr.CORAL[:n["per_side"]]:
        full = full.add(c, "left")
    assert not full.room(0) and full.room(1)  # the sixth card on a side is refused
    # a real setup has the numbers the table states
    s = gbr.new_game(seed=5, num_players=3)
    assert len(s.fauna_row) == n["fauna_row"] and len(s.coral_row) == n["coral_row"]
    assert all(sum(s.fauna_hand(p).values()) == n["fauna_hand"] for p in range(3))
    assert all(len(s.coral_hand(p)) == n["coral_hand"] for p in range(3))
    assert s.starting_cards[s.current_player].clownfish
    # the win conditions in the order the table gives them
    assert gbr.decide([(6, 4, 9), (0, 10, 30), (0, 4, 25)]).winners == (0,)
    assert gbr.decide([(0, n["cards_to_win"], 12), (0, 6, n["points_to_win"] + 5)]).winners == (0,)


def test_quick_reference_states_them():
    ref = kit.quick_reference()
    html, text = unescape(ref._repr_html_()), repr(ref)
    n = kit.numbers()
    setup = repr(kit.setup_table())
    for key in ("fauna", "per_colour", "octopus", "coral", "starting", "fauna_row", "fauna_hand", "coral_row"):
        assert str(n[key]) in setup, key
    for p, k in n["coral_by_points"].items():
        assert f"{k} × {p} pt" in setup
    win = repr(kit.winning_table())
    for key in ("cards_to_win", "points_to_win", "six_colours"):
        assert str(n[key]) in win
    assert f"scores {n['example_total']}" in repr(kit.reef_table())
    for c in gbr.KINDS:
        assert c.label in html and c.letter in html and c.animal in html
    for r in rules.ALL:  # no rule code on a handout
        assert f"[{r.key}]" not in html and ("-" not in r.key or r.key not in text), r.key
    assert "Rule" not in [h for _, t in kit.quick_reference_tables() for h in t.header]
    assert "A reef" in html and kit.example_card(kit.QUICK_CARD).name in html  # a card and a reef drawn
    # the setup: only as many Starting Cards as players, the clownfish among them
    assert "as many Starting Cards as there are players, the one with the clownfish among them" in setup
    # Action 1: the deck card is seen before the face-up one is chosen
    assert "one from the deck (look at it first), then one face-up" in repr(kit.turn_table())
    # every rule a variant changes says so where it is stated
    assert "(not in Variant 1)" in setup and "Not in Variants 1 and 2" in repr(kit.turn_table())
    assert "+1 point (not in Variant 1)" in repr(kit.reef_table()) and "Variant 1:" in win
    assert "kit-compact" in html and "http" not in html
    titles = [t for t, _ in kit.quick_reference_tables()]
    assert len(titles) == 8 and all(titles) and titles == [t for t in text.split("\n") if t in titles]


def test_card_sheet_covers_every_kind_with_provenance():
    pages = kit.card_sheet()
    fronts = [p for p in pages if not p.back]
    assert len(pages) == 1 + 1 + 1 + math.ceil(len(gbr.CORAL) / 9) + 2
    assert all(len(p.cards) <= 9 for p in pages)
    # printing each sheet as many times as it says gives one group exactly the game's cards
    printed = Counter()
    for p in fronts:
        for c in p.cards:
            printed[c] += p.copies
    assert all(printed[k] == gbr.FAUNA_COUNTS[k] for k in gbr.KINDS)
    assert all(printed[c] == 1 for c in [*gbr.STARTING_CARDS, *gbr.CORAL])
    assert len(printed) == len(gbr.KINDS) + len(gbr.STARTING_CARDS) + len(gbr.CORAL)
    assert all(len({type(c) for c in p.cards}) == 1 for p in fronts)  # no sheet mixes kinds of cards
    # enough backs for every card of each deck
    fauna_back, coral_back = pages[-2:]
    assert fauna_back.copies * 9 >= sum(gbr.FAUNA_COUNTS) and "pages 1 and 2" in fauna_back.caption
    assert coral_back.copies * 9 >= len(gbr.CORAL) + len(gbr.STARTING_CARDS)
    assert [r[2] for r in kit.print_list().rows][:2] == [f"{gbr.FAUNA_COUNTS[0]} times", "twice"]
    for k, p in enumerate(pages):
        html = p._repr_html_()
        assert html.count("<svg") == (9 if p.back else len(p.cards))
        assert ('style="break-before:page' in html) == (k > 0)
        cap = unescape(html)
        if any(isinstance(c, gbr.Colour) for c in p.cards):
            assert "Fauna cards: printed in the rulebook" in cap
        for c in p.cards:
            if isinstance(c, gbr.CoralCard):
                assert c.provenance.value != "rulebook"
                tag = "rulebook cost" if c.cost_source.provenance.value == "inferred" else "our example"
                assert f">{tag}<" in html  # the drawing's tag, in a player's words
                assert "Coral Reef cards: " in cap and c.provenance.value in cap
                if c.cost.text in gbr.EXAMPLE_COSTS:
                    assert c.name in cap  # named as coming from a rulebook example
            if isinstance(c, gbr.StartingCard):
                assert "Starting Cards" in cap and c.icons_source.provenance.value in cap
    assert len(kit.card_sheet(per_page=4)) == 2 + 1 + 2 + math.ceil(len(gbr.CORAL) / 4) + 2
    with pytest.raises(ValueError):
        kit.card_sheet(per_page=0)


def test_score_report_names_the_winner_decide_names():
    reefs = kit.example_reefs()
    rep = kit.score_report(reefs, ["Ana", "Ben"])
    o = gbr.decide([r.result() for r in reefs])
    assert rep.outcome == o
    w = o.winners
    assert ("share the victory" in rep.verdict) == (len(w) > 1)
    assert ["Ana", "Ben"][w[0]] in rep.verdict
    for r in reefs:
        assert f"Total: {gbr.score(r).total} point" in unescape(rep._repr_html_())
    # reefs given as the cards played, in order
    played = [("Coral 3", "left"), ("Coral 22", "left", True), ("Coral 1", "right")]
    reef = gbr.Reef().add("Coral 3", "left").add("Coral 22", "left", True).add("Coral 1", "right")
    assert kit.score_report([played, gbr.Reef()]).results[0] == reef.result()
    # a shared victory: equal reefs
    same = kit.score_report([reef, reef], ["Ana", "Ben"])
    assert same.outcome.winners == (0, 1) and "Ana and Ben share the victory" in same.verdict
    with pytest.raises(gbr.GameError):  # six cards on one side is no reef
        kit.score_report([[(f"Coral {k}", "left") for k in range(1, 7)]])


def test_drawings_follow_the_picture_rules():
    """Kit drawings keep the library's limits: no SVG text under 12 px, no piece over 340 px."""
    htmls = [p._repr_html_() for p in kit.card_sheet()]
    htmls += [e.picture._repr_html_() for s in SEEDS[:3] for e in kit.exercises(seed=s) if e.picture is not None]
    htmls.append(kit.score_report(kit.example_reefs())._repr_html_())
    for h in htmls:
        for size in re.findall(r'font-size="([0-9.]+)"', h):
            assert float(size) >= 12
        # (a reef is one row that never reflows: core.draw.fixed_layout, checked by check_picture)
        for w in re.findall(r'<svg(?![^>]*min-width)[^>]*? width="([0-9.]+)"', h):
            assert float(w) <= 340
        assert "seat" not in h.lower()
