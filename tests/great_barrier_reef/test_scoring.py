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
    assert o.winners == (0,) and o.scores == (3, 2, 1)
    o = decide([(0, 10, 18), (0, 10, 21)])
    assert o.winners == (1,) and o.decided_by is DecidedBy.TIEBREAK and o.tiebreak == "points"
    o = decide([PlayerResult(0, 10, 21), {"colours": 1, "cards": 10, "points": 21}])
    assert o.winners == (0, 1) and o.decided_by is DecidedBy.SHARED
    assert WinCondition.SIX_COLOURS.number == 1 and WinCondition.POINTS.number == 3


def test_variant_1_target():
    """Game Variants, Variant 1: only the points target (10 or 12) wins."""
    assert win_condition(6, 10, 9, variant=1) is WinCondition.NONE
    assert win_condition(0, 3, 10, variant=1) is WinCondition.POINTS
    assert win_condition(0, 3, 11, variant=1, target=12) is WinCondition.NONE
