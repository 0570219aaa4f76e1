"""Reefs, scores and win conditions (Action 2, Winning the Game)."""

from games_lib.great_barrier_reef import (
    CORAL, PlayerResult, Reef, WinCondition, decide, reef_score, score, win_condition,
)
from games_lib.core import DecidedBy


def test_single_colour_match_scores_one_and_gives_a_discount():
    """Action 2: matching single-colour bonus icons of adjacent Coral Reef cards: +1 point and a discount."""
    s = reef_score(["start", (1, "red", "blue"), (2, "blue", "green")])
    assert s.total == 4 and [l.label for l in s.lines][-1] == "blue match"


def test_variant_1_match_gives_no_point():
    """Game Variants, Variant 1: matching icons give a discount but no extra point."""
    assert reef_score(["start", (1, "red", "blue"), (2, "blue", "green")], match_points=False).total == 3


def test_reef_object_and_plain_values_agree():
    """score(Reef) and reef_score(row) give the same total; turning a card swaps its ends."""
    r = Reef()
    for cid, side, turned in ((0, 1, False), (6, 1, True), (12, 0, False), (18, 0, True)):
        r = r.add(cid, side, turned)
    row = []
    for item in r.row():
        row.append(item if item == "start" else (item[0].points, *item[0].ends(item[1])))
    assert score(r).total == reef_score(row).total == r.points()
    assert sum(r.discounts) == r.coral_matches + 2


def test_win_condition_1_needs_six_colours():
    """Winning the Game (RULES-NOTES): condition 1 = six matches of six different colours between
    Coral Reef cards; matches with the Starting Card never count."""
    assert win_condition(6, 6, 10) is WinCondition.SIX_COLOURS
    assert win_condition(["red", "red", "white", "yellow", "green", "black"], 6, 10) is WinCondition.NONE
    assert Reef().add(0, "right").match_colours == ()  # a Starting Card match is no colour for condition 1


def test_precedence_of_the_win_conditions():
    """Winning the Game: 1 beats 2 beats 3; then points; still equal: a shared victory."""
    o = decide([(6, 8, 15), (2, 10, 24), (0, 6, 21)])
    assert o.winners == (0,) and o.conditions == (3, 2, 1) and o.scores == (15, 24, 21)  # scores are points
    assert o.decided_by is DecidedBy.CONDITION and o.condition == WinCondition.SIX_COLOURS.label
    o = decide([(0, 10, 12), (0, 5, 24)])  # won on win condition 2 with fewer points
    assert o.winners == (0,) and o.decided_by is DecidedBy.CONDITION
    assert o.condition == WinCondition.TEN_CARDS.label and o.ranking == ((2, 12), (1, 24))
    o = decide([(0, 10, 18), (0, 10, 21)])
    assert o.winners == (1,) and o.decided_by is DecidedBy.POINTS and o.tiebreak == ""
    assert o.condition == WinCondition.TEN_CARDS.label  # both met it; the points decided
    o = decide([PlayerResult(0, 10, 21), {"colours": 1, "cards": 10, "points": 21}])
    assert o.winners == (0, 1) and o.decided_by is DecidedBy.SHARED
    assert WinCondition.SIX_COLOURS.number == 1 and WinCondition.POINTS.number == 3
    # the thresholds are reached, not passed: exactly ten cards, exactly 20 points
    assert win_condition(0, 10, 0) is WinCondition.TEN_CARDS and win_condition(0, 9, 19) is WinCondition.NONE
    assert win_condition(0, 4, 20) is WinCondition.POINTS
    # a reef meeting several conditions counts the strongest one: 1 over 2 over 3
    assert win_condition(6, 10, 25) is WinCondition.SIX_COLOURS
    assert win_condition(5, 10, 25) is WinCondition.TEN_CARDS
    assert win_condition(6, 4, 25) is WinCondition.SIX_COLOURS
    o = decide([(0, 10, 30), (6, 10, 20)])  # both have ten cards; only the second has six colours
    assert o.winners == (1,) and o.decided_by is DecidedBy.CONDITION


def test_variant_1_target():
    """Game Variants, Variant 1: only the points target (10 or 12) wins."""
    assert win_condition(6, 10, 9, variant=1) is WinCondition.NONE
    assert win_condition(0, 3, 10, variant=1) is WinCondition.POINTS
    assert win_condition(0, 3, 11, variant=1, target=12) is WinCondition.NONE


# ------------------------------------------------------------------ public helpers

def test_sixth_card_on_a_side_names_the_five_a_side_rule():
    """Action 2: at most five Coral Reef cards on either side; Reef.add and reef_score refuse a
    sixth with IllegalActionError (a GameError) naming rules.FIVE_A_SIDE."""
    import pytest

    from games_lib.great_barrier_reef import GameError, IllegalActionError, rules

    r = Reef()
    for cid in range(5):
        r = r.add(cid, "left")
    with pytest.raises(IllegalActionError) as e:
        r.add(5, "left", True)
    assert e.value.rule is rules.FIVE_A_SIDE and e.value.state is None and isinstance(e.value, GameError)
    assert "left side already holds 5" in e.value.detail and "turned" in str(e.value.action)
    assert r.add(5, "right").cards == 6
    with pytest.raises(IllegalActionError) as e:
        reef_score([(1, "red", "red")] * 6 + ["start"])
    assert e.value.rule is rules.FIVE_A_SIDE and "6 Coral Reef cards" in e.value.detail


def test_discount_dict_lists_only_the_colours_held():
    """Bonus Icons: a reef's discounts by colour name, none with a zero count, as ways_to_pay takes them."""
    from games_lib.great_barrier_reef import ways_to_pay

    r = Reef().add("Coral 1", "right").add("Coral 2", "left")
    d = r.discount_dict()
    assert d == {str(c): n for c, n in zip(__import__("games_lib.great_barrier_reef", fromlist=["COLOURS"]).COLOURS,
                                           r.discounts) if n}
    assert all(n > 0 for n in d.values()) and Reef().discount_dict() == {}
    ways_to_pay("1R", {"red": 1}, d)  # accepted as discounts


def test_reef_summary_of_the_rulebook_example():
    """Action 2 (example): total 6; green match (+1, green discount); white discount next to the
    Starting Card; no win condition."""
    from games_lib.great_barrier_reef import COLOURS, reef_summary

    row = [(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]
    s = reef_summary(row)
    assert s.breakdown.total == reef_score(row).total == 6
    assert s.discounts == {"white": 1, "green": 1}
    assert s.match_colours == (COLOURS[3],) and str(s.match_colours[0]) == "green"
    assert s.result == PlayerResult(1, 3, 6) and s.win_condition is WinCondition.NONE
    assert [str(l.label) for l in s.pair_lines] == ["green match", "white discount"]


def test_reef_summary_agrees_with_reef_for_random_reefs():
    """Action 2, Bonus Icons, Winning the Game: for a Reef, reef_summary agrees with Reef's own
    discounts, match colours, result and win condition, in the standard game and Variant 1."""
    import random

    from games_lib.great_barrier_reef import reef_summary

    rng = random.Random(3)
    for _ in range(300):
        r = Reef()
        for cid in rng.sample(range(len(CORAL)), rng.randint(0, 10)):
            sides = [s for s in (0, 1) if r.room(s)]
            r = r.add(cid, rng.choice(sides), rng.random() < 0.5)
        for variant, target in ((0, None), (1, 10), (1, 12)):
            s = reef_summary(r, variant=variant, target=target)
            assert s.discounts == r.discount_dict() and s.match_colours == r.match_colours
            assert s.result == r.result(variant != 1)
            assert s.win_condition is r.win_condition(variant=variant, target=target)
            plain = reef_summary([(c.points, *c.ends(t)) if x != "start" else x
                                  for x in r.row() for c, t in ([x] if x != "start" else [(None, None)])],
                                 variant=variant, target=target)
            assert plain.result == s.result and plain.discounts == s.discounts
