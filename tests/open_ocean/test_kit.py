"""The classroom kit (Reef Connection Rules, Attracting Cards, Coral Color Bonus, Anemone, Shark,
Dolphin, Scoring): every exercise's answer recomputed through the public API and, where a play
decides it, by the engine itself on a position built from the exercise (the cells it offers to
place a card, the fish it lets a card attract, a Shark or a Dolphin take, the fish a Feeding
Frenzy removes); answerable right and wrong, three levels, deterministic by seed; the quiz names
no other host; the quick reference states the library's numbers and no rule code; the card
sheet prints exactly one group's cards, one kind a page; the score report names the winner
outcome() names."""

import math
import re
from collections import Counter
from html import unescape

import pytest

from games_lib import open_ocean as oo
from games_lib.core import Draft, FirstPlayer, Pending
from games_lib.open_ocean import kit, rules
from games_lib.open_ocean.actions import Choose, Pick, Place, place
from games_lib.open_ocean.cards import COLOURS, DECK, STARTER_CARDS, kind, starter_face
from games_lib.open_ocean.reef import Reef
from games_lib.open_ocean.scoring import colours, school_fish
from games_lib.open_ocean.state import ATTRACT_K, DOLPHIN_K, PLACE_K, SHARK_K, State, _Work

from .helpers import Cards

SEEDS = (0, 1, 2, 7, 42, 2026)


# ---------------------------------------------------------------- positions built from an exercise

def _starter(name: str, used: set):
    colour = name.split()[0].lower()
    for i, sides in enumerate(STARTER_CARDS):
        for side, c in enumerate(sides):
            if (c == colour or name == "any") and i not in used:
                used.add(i)
                return starter_face(i, side)
    raise AssertionError(name)


def _position(reefs, hands, ocean):
    """A turn's start: each seat's reef (``{cell: name}``, its Starter Coral at (0, 0)), hands and
    the Ocean named; First Player seat 0."""
    cards, used = Cards(), set()
    built = []
    for cells in reefs:
        r = {cell: (_starter(n, used) if cell == (0, 0) else cards(n)) for cell, n in cells.items()}
        built.append(Reef(r))
    hands = [tuple(sorted(cards(n) for n in h)) for h in hands]
    ocean = tuple(cards(n) for n in ocean)
    deck = tuple(c for c in DECK if c.id not in cards.used and c.kind.name == "Blue Coral")
    s = State(num_players=len(reefs), reefs=tuple(built), ocean=ocean, deck=deck, discard=(),
              draft=Draft.deal(hands), first=FirstPlayer(0), pending=Pending(), turtles=(0,) * len(reefs),
              round=0, starters_left=(), over=False, turn=0)
    w = _Work(s)
    w.settle()
    return w.freeze()


def _play_first(reefs, card, ocean):
    """Seat 0 picks and plays ``card``; the others pick a coral. The state at seat 0's first decision."""
    s = _position(reefs, [[card]] + [["Red Coral"]] * (len(reefs) - 1), ocean)
    while s.secrets is not None:
        seat = s.current_player
        s = s.apply(next(a for a in s.legal_actions() if isinstance(a, Pick)))
        assert seat is not None
    return s


def _chosen_names(s):
    where = {c.id: c.name for c in s.ocean}
    for r in s.reefs:
        where.update({c.id: c.name for _, c in r})
    return {where[a.card] for a in s.legal_actions() if isinstance(a, Choose)}


def _chosen_cells(s, seat):
    ids = {a.card for a in s.legal_actions() if isinstance(a, Choose)}
    return {cell for cell, c in s.reefs[seat] if c.id in ids}


def _other_reef():
    return {(0, 0): "any"}  # any Starter Coral nobody else has


# ---------------------------------------------------------------- recomputing each answer

def _letters(ex, cells):
    return {ex.given["cells"][c] for c in cells}


def _recompute(ex):
    """The answer of ``ex`` from its ``given`` objects, through the public API only."""
    g = ex.given
    if ex.topic == "where-may":
        legal = set(oo.legal_cells(g["reef"], g["card"]))
        return _letters(ex, [c for c in g["cells"] if c in legal])
    if ex.topic == "attract":
        at, played = g["cell"], g["card"]
        size = kind(played).attracts
        edge = {(at[0] + dx, at[1] + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))}
        return {n for n in g["ocean"] if kind(n).is_fish and kind(n).size == size
                and edge & set(oo.legal_cells(g["reef"], n))}
    if ex.topic == "school":
        lines = {ln.label: ln.points for ln in oo.score(g["reef"]).lines}
        return lines.get("Schools", 0)
    if ex.topic == "colour-bonus":
        return oo.colour_bonus(len({kind(n).colour for n in g["reef"].values() if kind(n).colour}))
    if ex.topic == "reef-score":
        return oo.score(g["reef"]).total
    if ex.topic == "protected":
        return _letters(ex, [c for c in g["cells"] if oo.is_protected(g["reef"], c)])
    if ex.topic == "why-not":
        assert (oo.why_not(g["reef"], g["card"], g["cell"]) is None) == (_rule_of(g) is None)
        return kit.WHY[_rule_of(g)]
    if ex.topic == "shark":
        return {n for n in g["ocean"] if kind(n).is_fish and oo.legal_cells(g["reef"], n)}
    if ex.topic == "frenzy":
        fish = [c for c in g["cells"] if not oo.is_protected(g["reef"], c)]
        top = max(kind(g["reef"][c]).points for c in fish)
        biggest = [c for c in fish if kind(g["reef"][c]).points == top]
        assert len(biggest) == 1  # no tie: the owner would choose
        return g["cells"][biggest[0]]
    if ex.topic == "dolphin":
        return _letters(ex, [c for c in g["cells"] if not oo.is_protected(g["theirs"], c)
                             and oo.legal_cells(g["mine"], g["theirs"][c])])
    if ex.topic == "who-wins":
        o = oo.outcome(g["reefs"])
        return ex.choices[-1] if len(o.winners) > 1 else ex.choices[o.winners[0]]
    if ex.topic == "best-cell":
        totals = {c: oo.score({**g["reef"], c: g["card"]}).total for c in g["cells"]}
        best = max(totals.values())
        top = [c for c, t in totals.items() if t == best]
        assert len(top) == 1 and all(c in oo.legal_cells(g["reef"], g["card"]) for c in g["cells"])
        return g["cells"][top[0]]
    raise AssertionError(f"no recomputation for topic {ex.topic!r}")


def _rule_of(g):
    from games_lib.open_ocean.reef import refusal

    found = refusal(oo.reef(g["reef"]), kind(g["card"]), g["cell"])
    return None if found is None else found[0].key


def _engine(ex):
    """The answer as the engine plays it, on a position built from the exercise (None: no play decides it)."""
    g = ex.given
    if ex.topic == "where-may":
        s = _play_first([g["reef"], _other_reef(), _other_reef()], g["card"], ["Shark"])
        assert s.decision.kind == PLACE_K and s.current_player == 0
        offered = {a.cell for a in s.legal_actions() if isinstance(a, Place)}
        return _letters(ex, [c for c in g["cells"] if c in offered])
    if ex.topic == "why-not":
        before = {c: n for c, n in g["reef"].items()}
        s = _play_first([before, _other_reef(), _other_reef()], g["card"], ["Shark"])
        mine = s.decision.kind == PLACE_K and s.current_player == 0  # else no space at all: into the Ocean
        offered = {a.cell for a in s.legal_actions() if isinstance(a, Place)} if mine else set()
        assert (g["cell"] in offered) == (ex.answer == kit.WHY[None])
        return None
    if ex.topic == "attract":
        before = {c: n for c, n in g["reef"].items() if c != g["cell"]}
        s = _play_first([before, _other_reef(), _other_reef()], g["card"], g["ocean"])
        s = s.apply(place(g["cell"]))
        if s.decision is None or s.decision.kind != ATTRACT_K or s.current_player != 0:
            return set()
        return _chosen_names(s)
    if ex.topic == "shark":
        s = _play_first([g["reef"], _other_reef(), _other_reef()], "Shark", g["ocean"])
        assert s.decision.kind == SHARK_K
        return _chosen_names(s)
    if ex.topic == "dolphin":
        s = _play_first([g["mine"], g["theirs"], _other_reef()], "Dolphin", ["Shark"])
        assert s.decision.kind == DOLPHIN_K
        return _letters(ex, _chosen_cells(s, 1))
    if ex.topic == "frenzy":
        s = _position([g["reef"], _other_reef(), _other_reef()], [["Red Coral"]] * 3,
                      ["Shark", "Shark", "Shark", "Clownfish"])
        lost = set(g["reef"]) - {cell for cell, _ in s.reefs[0]}
        assert len(lost) <= 1
        return g["cells"][lost.pop()] if lost else kit.NO_FISH
    return None


@pytest.mark.parametrize("seed", SEEDS)
def test_every_answer_is_recomputed_through_the_public_api(seed):
    for ex in kit.exercises(seed=seed):
        want = _recompute(ex)
        got = set(ex.answer) if ex.kind == "many" else ex.answer
        assert got == want, (ex.id, ex.topic, got, want)


@pytest.mark.parametrize("seed", SEEDS)
def test_every_answer_is_what_the_engine_plays(seed):
    """Where a play decides the answer, the engine on a position built from the exercise agrees:
    the cells it offers, the fish it lets a card attract or a Shark or a Dolphin take, the fish
    the Frenzy removes."""
    checked = Counter()
    for ex in kit.exercises(seed=seed):
        got = _engine(ex)
        if got is None:
            continue
        want = set(ex.answer) if ex.kind == "many" else ex.answer
        assert got == want, (ex.id, ex.topic, got, want)
        checked[ex.topic] += 1
    assert set(checked) == {"where-may", "attract", "shark", "dolphin", "frenzy"}


def test_two_sharks_start_no_frenzy_three_do():
    """Shark: a Feeding Frenzy starts with FRENZY_SHARKS Sharks in the Ocean, not one fewer."""
    reef = {(0, 0): "Blue Starter Coral", (1, 0): "Clownfish"}
    n = kit.FRENZY_SHARKS
    for sharks, lost in ((n - 1, False), (n, True)):
        s = _position([reef, _other_reef(), _other_reef()], [["Red Coral"]] * 3, ["Shark"] * sharks + ["Clownfish"])
        assert ((1, 0) not in s.reefs[0]) == lost


@pytest.mark.parametrize("seed", SEEDS)
def test_every_exercise_can_be_answered_right_and_wrong(seed):
    from games_lib.core.testing import check_exercises

    assert check_exercises(kit.exercises(seed=seed)) == []


def test_levels_count_and_determinism():
    from games_lib.core.testing import check_exercise_set

    assert check_exercise_set(kit.exercises, seed=2026) == []
    a = kit.exercises(seed=2026)
    assert len({e.topic for e in a}) == 12
    assert [e.level for e in a] == [1] * 4 + [2] * 4 + [3] * 4


def test_every_reef_in_an_exercise_is_a_legal_reef():
    """Exercise reefs are grown card by card on legal cells: each card could have been placed last."""
    for seed in SEEDS:
        for ex in kit.exercises(seed=seed):
            for key in ("reef", "mine", "theirs"):
                cells = ex.given.get(key)
                if cells is None:
                    continue
                assert cells[(0, 0)].endswith("Starter Coral") and all(y >= 0 for _, y in cells)
                assert all(c[1] >= 0 for c in cells)
            for r in ex.given.get("reefs", ()):
                assert r[(0, 0)].endswith("Starter Coral")


def test_score_exercises_explain_with_the_itemised_score():
    for seed in SEEDS:
        for ex in kit.exercises(seed=seed):
            if ex.topic == "reef-score":
                br = oo.score(ex.given["reef"])
                assert f"Total: {br.total}." in ex.explanation
                for ln in br.lines:
                    assert f"= {ln.points}" in ex.explanation
                assert "Total" not in ex.picture.alt


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_quiz_names_no_host_and_holds_what_check_says(seed):
    """The quiz page works offline and shows the feedback the exercises' own check gives."""
    from games_lib.core.testing import check_quiz_page

    assert check_quiz_page(kit, kit.exercises(seed=seed)) == []


def test_answer_key_has_every_answer_and_working():
    exs = kit.exercises(seed=2026)
    key = kit.answer_key(exs)
    assert len(key.rows) == len(exs) and key.caption == "Open Ocean: answer key"
    for row, ex in zip(key.rows, exs):
        assert row[3] == ex.answer_text and row[4] == ex.explanation


def test_quick_reference_numbers_are_the_rulebook_s():
    """The numbers the quick reference prints, against the rulebook's (Setup, Playing a Turn, The
    Ocean, Sea Turtle, Shark, Scoring, Coral Color Bonus, How to Play 2 Player, Solo Mode Setup)
    and against what the engine does with them."""
    n = kit.numbers()
    assert (n["min_players"], n["max_players"]) == (1, 5)
    assert (n["hand"], n["hand_2p"], n["hand_solo"], n["turns"], n["turns_2p"]) == (6, 7, 9, 5, 7)
    assert (n["rounds"], n["ocean"], n["starters"], n["colours"]) == (3, 8, 6, 6)
    assert n["turtles_per_game"] == 3 and n["frenzy_sharks"] == 3 and n["school_bonus"] == 1
    assert n["colour_bonus"] == {0: 0, 1: 0, 2: 1, 3: 3, 4: 6, 5: 10, 6: 15}
    assert (n["points"]["tiny"], n["points"]["medium"], n["points"]["big"]) == (1, 2, 3)  # Sun-1-2-3
    assert n["deck"] == len(oo.DECK) == sum(n["copies"].values())
    # a real game is set up with them
    s = oo.new_game(seed=3, num_players=4)
    while s.decision is not None:  # the Starter Corals
        s = s.apply(s.legal_actions()[0])
    assert len(s.ocean) == n["ocean"] and all(len(s.hand(p)) == n["hand"] for p in range(4))
    s2 = oo.new_game(seed=3, num_players=2)
    assert all(len(s2.hand(p)) == n["hand_2p"] for p in range(2))
    # the example reef is a reef the rules allow, scored as the table says
    ex = kit.REEF_EXAMPLE
    assert n["example_total"] == oo.score(ex).total
    assert school_fish(oo.reef(ex)) and len(colours(oo.reef(ex))) == 2


def test_quick_reference_states_them_and_no_rule_code():
    ref = kit.quick_reference()
    html, text = unescape(ref._repr_html_()), repr(ref)
    n = kit.numbers()
    setup, turn = repr(kit.setup_table()), repr(kit.turn_table())
    for key in ("starters", "deck", "hand", "ocean"):
        assert str(n[key]) in setup, key
    assert f"{n['turns']} turns" in turn and f"{n['rounds']} rounds" in turn
    bonus = kit.colour_bonus_table()
    assert list(zip(map(int, bonus.header[1:]), map(int, bonus.rows[0][1:]))) == [
        (c, b) for c, b in n["colour_bonus"].items() if c]
    assert f"{n['frenzy_sharks']} Sharks" in repr(kit.specials_table())
    assert f"At most {n['turtles_per_game']} Sea Turtles" in repr(kit.specials_table())
    assert f"scores {n['example_total']})" in repr(kit.scoring_table())
    cards = repr(kit.cards_table())
    for k in oo.KINDS:
        if k.copies:
            assert (k.colour or k.name.replace("Loggerhead ", "")) in cards, k.name
    for r in rules.ALL:  # no rule code on a handout
        assert f"[{r.key}]" not in html and r.key not in text, r.key
    assert kit.QUICK_CARD in html and "A small reef, scored" in html  # a card and a reef drawn
    assert "kit-compact" in html and "http" not in html
    titles = [t for t, _ in kit.quick_reference_tables()]
    assert len(titles) == 9 and all(titles) and titles == [t for t in text.split("\n") if t in titles]


def test_card_sheet_prints_one_group_s_cards_one_kind_a_page():
    pages = kit.card_sheet()
    fronts = [p for p in pages if not p.back]
    assert all(len(p.cards) <= 9 for p in pages)
    printed = Counter()
    for p in fronts:
        for c in p.cards:
            printed[getattr(c, "name", c)] += p.copies
    for k in oo.KINDS:
        if k.copies:
            assert printed[k.name] == k.copies, k.name
    for i, (a, b) in enumerate(STARTER_CARDS):  # both sides of each Starter Coral, once
        assert printed[starter_face(i, 0).name] >= 1 and printed[starter_face(i, 1).name] >= 1
    assert sum(printed[f"{c.capitalize()} Starter Coral"] for c in COLOURS) == 2 * len(STARTER_CARDS)
    assert printed["First Player"] == printed["Second Player"] == 1
    for g in oo.GOALS:  # every Habitat Goal once, for the goal modes and the solo game
        assert printed[g.name] == 1, g.name

    def kind_of(c):
        return ("first player" if isinstance(c, str) else "goal" if isinstance(c, oo.Goal)
                else getattr(c, "kind", c).group)

    for p in fronts:  # one kind of card a page
        assert len({kind_of(c) for c in p.cards}) == 1, p.group
    (back,) = [p for p in pages if p.back]
    deck_cards = sum(len(p.cards) * p.copies for p in fronts if p.group not in (
        "Starter Corals, first side", "Starter Corals, other side", "First Player card")
        and not p.group.startswith("Habitat Goals"))
    assert deck_cards == len(oo.DECK) and back.copies == math.ceil(len(oo.DECK) / 9)
    assert f"for the {len(oo.DECK)} cards of pages" in back.caption
    for k, p in enumerate(pages):
        html = p._repr_html_()
        assert html.count("<svg") >= (9 if p.back else len(p.cards))
        assert ('style="break-before:page' in html) == (k > 0)
    assert kit.printed_pages().card_sheet == len(pages)
    assert kit.cards_to_cut() == len(oo.DECK) + 2 * len(STARTER_CARDS) + 2 + len(oo.GOALS)
    with pytest.raises(ValueError):
        kit.card_sheet(per_page=0)


def test_score_report_names_the_winner_outcome_names():
    reefs = kit.example_reefs()
    rep = kit.score_report(reefs, ["Ana", "Ben", "Cleo"])
    o = oo.outcome(reefs)
    assert rep.outcome == o
    assert ["Ana", "Ben", "Cleo"][o.winners[0]] in rep.verdict
    a = {(0, 0): "Blue Starter Coral", (1, 0): "Clownfish"}
    b = {(0, 0): "Red Starter Coral", (0, 1): "Clownfish"}
    same = kit.score_report([a, b], ["Ana", "Ben"])
    assert same.outcome.winners == (0, 1) and same.verdict == "Ana and Ben share the win."
    bigger = kit.score_report([a, {**b, (1, 0): "Anemone"}], ["Ana", "Ben"])  # no colour, no point
    assert bigger.verdict == "Ben wins: equal points, but the larger reef."
    with pytest.raises(oo.GameError):
        kit.score_report([a], ["Ana", "Ben"])


def test_drawings_follow_the_picture_rules():
    """Kit drawings keep the library's limits: no SVG text under 12 px, no piece over 340 px."""
    htmls = [p._repr_html_() for p in kit.card_sheet()]
    htmls += [e.picture._repr_html_() for s in SEEDS[:3] for e in kit.exercises(seed=s) if e.picture is not None]
    htmls.append(kit.score_report(kit.example_reefs())._repr_html_())
    htmls.append(kit.quick_reference()._repr_html_())
    for h in htmls:
        for size in re.findall(r'font-size="([0-9.]+)"', h):
            assert float(size) >= 12
        for w in re.findall(r'<svg(?![^>]*min-width)[^>]*? width="([0-9.]+)"', h):
            assert float(w) <= 340
        assert "seat" not in h.lower()
