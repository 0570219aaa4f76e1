"""The classroom kit (Phase 2: Feeding, Defensive Traits, Adjacency Arrows, Gains, Overpopulation,
Phase 1: Playing Cards (migrate), Phase 3: Aging, Cambrian Explosion, End of Game): every
exercise's answer recomputed from the rulebook's rules and the traits' data, by hand here, and
where a play decides it by the engine itself on a position built from the exercise; answerable
right and wrong, three levels, deterministic by seed; the quiz names no other host; the quick
reference states the library's numbers and no rule code; the card sheet prints exactly one
group's cards, one kind a page; the score report names the winner outcome() names."""

import math
import re
from collections import Counter
from html import unescape

import pytest

from games_lib import oceans as oc
from games_lib.oceans import kit, rules
from games_lib.oceans.actions import Attack, Forage
from games_lib.oceans.cards import (AFTER_OVERPOPULATION, ATTACKED, ATTACKS, BONUS, FEEDS, FORAGES, LEFT, RESERVE,
                                    RIGHT, SELF, SPACES, SURFACE, TRAITS, trait)

SEEDS = (0, 1, 2, 7, 42, 2026)


# ---------------------------------------------------------------- the rules, by hand

def _forage_value(ts):
    """Phase 2: Feeding: the green icons, never less than 1."""
    return max(1, sum(trait(n).forage for n in ts))


def _attack_value(ts):
    return max(1, sum(trait(n).attack for n in ts))


def _shells(ts):
    """Defensive Traits: each shell icon makes an attacker take that many fewer."""
    return sum(trait(n).shell for n in ts)


def _takes(a_ts, a_pop, t_ts, t_pop):
    """Important Feeding Rules: the full value (less shells), capped by the target and the open spaces."""
    return min(_attack_value(a_ts) - _shells(t_ts), t_pop, SPACES - a_pop)


def _neighbours(k, i):
    """Adjacency Arrows: one ring (one player's row, nobody else has a species)."""
    if k < 2:
        return None, None
    return (i - 1) % k, (i + 1) % k


def _gains_by_hand(row, feeder, target):
    """What each species gains from one feeding (Gains; no cap reached: the tests pick rows
    where it is not), from the traits' triggers: who watches whom, for which event."""
    events = [(FEEDS, feeder), (FORAGES if target is None else ATTACKS, feeder)]
    if target is not None:
        events.append((ATTACKED, target))
    out = Counter()
    for i, (ts, _) in enumerate(row):
        left, right = _neighbours(len(row), i)
        for n in ts:
            for trig in trait(n).triggers:
                watched = {SELF: i, LEFT: left, RIGHT: right}[trig.watch]
                out[i] += sum(trig.n for ev, who in events if ev == trig.event and who == watched)
    return out


def _letters(ex, wanted):
    return {c for c in ex.choices if c.split()[-1] in wanted}


def _recompute(ex):
    """The answer of ``ex`` from its ``given`` values and the rules written out above."""
    g = ex.given
    if ex.topic == "forage-value":
        return _forage_value(g["species"][0])
    if ex.topic == "attack-value":
        return _attack_value(g["traits"])
    if ex.topic == "score":
        assert g["bonus"] == BONUS[g["players"]][g["seat"]]
        return g["pile"] + sum(g["species"]) + g["bonus"]
    if ex.topic == "aging":
        age = 2 if g["cambrian"] else 1  # Phase 3: Aging
        return {f"Species {i + 1}" for i, (_, p) in enumerate(g["row"]) if p < age}
    if ex.topic == "gain":
        row = g["row"]
        got = _gains_by_hand(row, g["feeder"], g["target"])[1]
        room = SPACES - row[1][1]
        return min(got, room)
    if ex.topic == "attack-take":
        (a_ts, a_pop), (t_ts, t_pop) = g["attacker"], g["target"]
        return _takes(a_ts, a_pop, t_ts, t_pop)
    if ex.topic == "may-attack":
        rows = g["rows"]
        a_ts = rows[0][0][0]
        flat = [sp for row in rows for sp in row]
        return {f"Species {k + 1}" for k, (ts, pop) in enumerate(flat)
                if k and pop and _attack_value(a_ts) - _shells(ts) >= 1}
    if ex.topic == "migrate":
        places = [g["reef"], *g["zones"]]
        m = SURFACE.lookup(g["card"]).migrate
        if g["source"] == 0:  # Phase 1: from the Reef only what is there
            k = min(m, places[0])
            places[0] -= k
            places[g["to"]] += k
        else:  # from the Ocean the full amount, then the lowest-numbered zone with tokens
            left, z = m, g["source"]
            while left:
                if places[z] == 0:
                    z = next(x for x in (1, 2, 3) if places[x] and x != g["to"])
                k = min(left, places[z])
                places[z] -= k
                places[g["to"]] += k
                left -= k
        return places[g["ask"]]
    if ex.topic == "who-wins":
        totals = [p + sum(s) + b for p, s, b, _ in g["results"]]
        best = [i for i, t in enumerate(totals) if t == max(totals)]
        if len(best) > 1:
            most = max(g["results"][i][3] for i in best)
            best = [i for i in best if g["results"][i][3] == most]
        return ex.choices[-1] if len(best) > 1 else ex.choices[best[0]]
    if ex.topic == "ocean":
        zones = list(g["zones"])
        m = SURFACE.lookup(g["card"]).migrate
        left, z = m, g["source"] - 1
        while left and sum(zones):
            if zones[z] == 0:
                z = next(x for x in range(3) if zones[x])
            k = min(left, zones[z])
            zones[z] -= k
            left -= k
        cambrian = not g["cambrian"] and zones[0] == 0  # Cambrian Explosion: zone 1 empties
        reserve = sum(zones) == 0  # End of Game: no population in the Ocean
        return kit.OCEAN_CHOICES[cambrian + 2 * reserve]
    return None  # decided by a play: see _engine


def _engine(ex):
    """The answer as the engine plays it, on a position built from the exercise."""
    g = ex.given
    if ex.topic in ("chain", "overpopulation"):
        row = [list(sp) for sp in g["row"]]
        s = oc.position([row, []], reef=g.get("reef", 25), phase="feed")
        act = next(a for a in s.legal_actions() if (type(a) is Forage and g["target"] is None and a.board == g["feeder"])
                   or (type(a) is Attack and a.board == g["feeder"] and a.target == g["target"]))
        events = []
        for k in range(g.get("times", 1)):
            s = s.apply(act)
            events += s.events
        if ex.topic == "chain":
            return sum(e.n for e in events if e.what in ("gain", "leech") and e.board == g["who"])
        return {f"Species {e.board + 1}" for e in events if e.what == "overpopulate"}
    if ex.topic == "aging":
        row = [list(sp) for sp in g["row"]]
        s = kit._aged(row, g["cambrian"])
        return {f"Species {e.board + 1}" for e in s.events if e.what == "extinct"}
    if ex.topic == "may-attack":
        s = oc.position([list(r) for r in g["rows"]], phase="feed")
        return {f"Species {a.target + 1}" for a in s.legal_actions() if type(a) is Attack and a.board == 0}
    if ex.topic == "attack-take":
        return oc.feed([g["attacker"], g["target"]], 0, 1).taken[0]
    if ex.topic == "forage-value":
        return oc.feed([g["species"]], 0).taken[0]
    return None


def _as_set(ex, value):
    return set(value) if ex.kind == "many" else value


@pytest.mark.parametrize("seed", SEEDS)
def test_every_answer_is_recomputed_from_the_rules(seed):
    checked = Counter()
    for ex in kit.exercises(seed=seed):
        want = _recompute(ex)
        if want is None:
            continue
        assert _as_set(ex, ex.answer) == want, (ex.id, ex.topic, ex.answer, want)
        checked[ex.topic] += 1
    assert len(checked) == 10, checked


@pytest.mark.parametrize("seed", SEEDS)
def test_every_answer_is_what_the_engine_plays(seed):
    """Where a play decides the answer, the engine on a position built from the exercise agrees:
    the targets it offers, what a feeding takes and triggers, who overpopulates, who goes extinct."""
    checked = Counter()
    for ex in kit.exercises(seed=seed):
        got = _engine(ex)
        if got is None:
            continue
        assert got == _as_set(ex, ex.answer), (ex.id, ex.topic, got, ex.answer)
        checked[ex.topic] += 1
    assert set(checked) == {"chain", "overpopulation", "aging", "may-attack", "attack-take", "forage-value"}


def test_the_rulebook_s_feeding_example_by_hand():
    """Feeding Example: the hand-written trigger rule above gives 1 + 2 + 2 = 5 for the middle species."""
    row = [(("Tentacled",), 2), (("Symbiotic", "Bottom Feeder", "Bottom Feeder"), 0), (("Filter Feeder",), 4)]
    assert _gains_by_hand(row, 0, 2)[1] == 5 == sum(oc.feed(row, 0, 2).gained(1))


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


def test_exercises_vary_their_answers():
    """Over many seeds each question has more than one answer (no question always says the same)."""
    seen = {}
    for seed in range(25):
        for ex in kit.exercises(seed=seed):
            seen.setdefault(ex.topic, set()).add(str(ex.answer))
    assert all(len(v) > 1 for v in seen.values()), seen
    assert {str(c) for c in kit.OCEAN_CHOICES} <= seen["ocean"]


def test_questions_name_the_traits_they_use():
    """A question explains every trait it names (the student needs no other sheet)."""
    names = [t.name for t in TRAITS]
    for seed in SEEDS:
        for ex in kit.exercises(seed=seed):
            for n in names:
                if f"{n}" in ex.question.split("Traits:")[0] and ex.topic not in ("migrate", "ocean"):
                    assert f"{n}: {trait(n).text}" in ex.question, (ex.id, n)


@pytest.mark.parametrize("seed", SEEDS[:3])
def test_quiz_names_no_host_and_holds_what_check_says(seed):
    """The quiz page works offline and shows the feedback the exercises' own check gives."""
    from games_lib.core.testing import check_quiz_page

    assert check_quiz_page(kit, kit.exercises(seed=seed)) == []


def test_answer_key_has_every_answer_and_working():
    exs = kit.exercises(seed=2026)
    key = kit.answer_key(exs)
    assert len(key.rows) == len(exs) and key.caption == "Oceans: answer key"
    for row, ex in zip(key.rows, exs):
        assert row[3] == ex.answer_text and row[4] == ex.explanation


def test_quick_reference_numbers_are_the_rulebook_s():
    """Setup (supply, RESERVE, bonus tokens, hand), Species Boards (10 spaces), Overpopulation (5),
    Phase 1 (1 card, 2 in the Cambrian; 3 traits), Phase 3 (age 1, 2 in the Cambrian), Reef Variant."""
    n = kit.numbers()
    assert (n["min_players"], n["max_players"], n["tokens"], n["reserve"]) == (2, 4, 200, 60)
    assert n["supply"] == {2: 100, 3: 120, 4: 140} and n["quarter"] == {2: 25, 3: 30, 4: 35}
    assert n["bonus"] == {2: (4, 0), 3: (6, 4, 0), 4: (7, 6, 4, 0)}
    assert (n["spaces"], n["after"], n["hand"], n["max_traits"], n["zones"], n["boards"]) == (10, 5, 6, 3, 3, 24)
    assert (n["aging"], n["aging_cambrian"], n["plays"], n["plays_cambrian"]) == (1, 2, 1, 2)
    assert (n["traits"], n["surface"], n["copies"]) == (12, 120, 10)
    assert n["scenarios"] == ("Abundance", "Fertile")
    s = oc.new_game(seed=3, num_players=4)  # a real game is set up with them
    assert all(len(s.hands[p]) == n["hand"] for p in range(4)) and s.bonus == n["bonus"][4]
    assert s.reserve == n["reserve"]


def test_quick_reference_states_them_and_no_rule_code():
    ref = kit.quick_reference()
    html, text = unescape(ref._repr_html_()), repr(ref)
    n = kit.numbers()
    setup = repr(kit.setup_table())
    for p in (2, 3, 4):
        assert str(n["supply"][p]) in setup and " / ".join(map(str, n["bonus"][p])) in setup
    assert str(n["reserve"]) in setup and f"deal {n['hand']}" in setup
    turn = repr(kit.turn_table())
    assert f"at most {n['max_traits']} traits" in turn and f"up to {n['hand']}" in turn
    assert f"goes back to {n['after']}" in repr(kit.feeding_table())
    traits = kit.traits_table()
    assert sorted(c for r in traits.rows for c in r[::2] if c) == sorted(t.name for t in TRAITS)
    assert all(t.text in repr(traits) for t in TRAITS)
    for r in rules.ALL:  # no rule code on a handout (a key that is one plain word, like "overpopulation", is a word)
        assert f"[{r.key}]" not in html and ("-" not in r.key or r.key not in text), r.key
    assert "kit-compact" in html and "http" not in html
    titles = [t for t, _ in kit.quick_reference_tables()]
    assert len(titles) == 8 and all(titles) and titles == [t for t in text.split("\n") if t in titles]
    assert kit.SURFACE.lookup(kit.QUICK_CARD).trait.name in html  # a trait card and a species board drawn


def test_card_sheet_prints_one_group_s_cards_one_kind_a_page():
    pages = kit.card_sheet()
    fronts = [p for p in pages if not p.back]
    assert all(len(p.cards) <= 9 for p in pages)
    printed = Counter()
    for p in fronts:
        for c in p.cards:
            key = (c.trait.name, c.migrate) if isinstance(c, oc.Card) else getattr(c, "name", c)
            printed[key] += p.copies
    deck = Counter((c.trait.name, c.migrate) for c in SURFACE)  # Surface cards: each face as often as the deck
    assert {k: v for k, v in printed.items() if isinstance(k, tuple)} == deck
    assert printed["Abundance"] == printed["Fertile"] == printed[kit.CAMBRIAN] == 1
    assert sorted(int(k.split()[1]) for k in printed if isinstance(k, str) and k.startswith("bonus")) == [0, 4, 6, 7]

    def kind_of(c):
        return "surface" if isinstance(c, oc.Card) else "token" if str(c).startswith("bonus") else "reef variant"

    for p in fronts:  # one kind of card a page
        assert len({kind_of(c) for c in p.cards}) == 1, p.group
    backs = {p.group: p for p in pages if p.back}
    assert set(backs) == {kit.SURFACE_BACK}  # the Reef variant's cards lie face up: no back
    assert backs[kit.SURFACE_BACK].copies == math.ceil(len(SURFACE) / 9)
    assert f"for the {len(SURFACE)} cards of pages" in backs[kit.SURFACE_BACK].caption
    for k, p in enumerate(pages):
        html = p._repr_html_()
        assert html.count("<svg") >= (9 if p.back else len(p.cards))
        assert ('style="break-before:page' in html) == (k > 0)
    assert kit.printed_pages().card_sheet == len(pages)
    assert kit.cards_to_cut() == len(SURFACE) + 3 + len(kit.BONUS_TOKENS)
    with pytest.raises(ValueError):
        kit.card_sheet(per_page=0)


def test_score_report_names_the_winner_outcome_names():
    results = kit.example_results()
    rep = kit.score_report(results, ["Ana", "Ben", "Cleo"])
    o = oc.outcome(results)
    assert rep.outcome == o
    assert ["Ana", "Ben", "Cleo"][o.winners[0]] in rep.verdict
    same = kit.score_report([(20, (3,), 4, 2), (27, (), 0, 2)], ["Ana", "Ben"])
    assert same.outcome.winners == (0, 1) and same.verdict == "Ana and Ben share the win."
    traits = kit.score_report([(20, (3,), 4, 2), (24, (3,), 0, 1)], ["Ana", "Ben"])  # End of Game: trait cards
    assert traits.verdict == "Ana wins: equal points, but the most trait cards."
    with pytest.raises(oc.GameError):
        kit.score_report([(20, (3,), 4, 2)], ["Ana", "Ben"])


def test_example_results_are_a_real_game_s_end():
    results = kit.example_results()
    assert len(results) == 3 and [r[2] for r in results] == list(BONUS[3])
    end_total = sum(r[0] + sum(r[1]) for r in results)
    assert 0 < end_total <= 200 and results == kit.example_results()


def test_drawings_follow_the_picture_rules():
    """Kit drawings keep the library's limits: no SVG text under 12 px, no piece over 340 px."""
    htmls = [p._repr_html_() for p in kit.card_sheet()]
    htmls += [e.picture._repr_html_() for s in SEEDS[:3] for e in kit.exercises(seed=s) if e.picture is not None]
    htmls.append(kit.score_report(kit.example_results())._repr_html_())
    htmls.append(kit.quick_reference()._repr_html_())
    for h in htmls:
        for size in re.findall(r'font-size="([0-9.]+)"', h):
            assert float(size) >= 12
        for w in re.findall(r'<svg(?![^>]*min-width)[^>]*? width="([0-9.]+)"', h):
            assert float(w) <= 340
        assert "seat" not in h.lower()


def test_overpopulation_rule_in_the_explanations():
    """Overpopulation: a species on its fishbones goes back to 5; the explanation says so."""
    for seed in SEEDS:
        for ex in kit.exercises(seed=seed):
            if ex.topic == "overpopulation":
                assert ex.answer and f"back to {AFTER_OVERPOPULATION}" in ex.explanation
            if ex.topic == "ocean" and "RESERVE" in ex.answer:
                assert f"the {RESERVE} RESERVE tokens" in ex.explanation


def test_score_checker_counts_what_the_table_counted():
    """End of Game, in the score checker: the bonus token of each place in turn order, the
    library's scores and verdict; what cannot be read is refused in words and counts nothing."""
    from games_lib.oceans.score_checker import checker_preview, score_checker

    results = kit.example_results()
    c = score_checker(results=results)
    assert c.results() == list(results) and c.report.verdict == kit.score_report(results, c.names()).verdict
    c.count.value = 4
    assert [r[2] for r in c.results()] == list(BONUS[4])
    assert [b.layout.display for b in c.boxes] == [None] * 4
    c.count.value = 2
    assert [b.layout.display for b in c.boxes][2:] == ["none", "none"] and len(c.results()) == 2
    before = c.report
    c.species[0].value = "3, 12"
    assert c.error.startswith("Player 1:") and "12" in c.error and c.report is before
    c.species[0].value = "3 5"
    assert c.error == "" and c.results()[0][1] == (3, 5)
    empty = score_checker(players=2)
    assert empty.report is None and "<button" not in checker_preview() and "<input" not in checker_preview()
    with pytest.raises(oc.GameError):
        score_checker(players=5)
