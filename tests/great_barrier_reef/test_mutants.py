"""Tests written to kill the mutants that survived ``benchmarks/mutation.py`` (mutmut over the
rule functions): each states the rule it pins and cites its rulebook section.

Action 2 (the reef), Matching Colours and Bonus Icons: a reef's score line by line, word for
word (what the pages and the score checker show), and a reef written as plain values refused
by name when it breaks a rule or is not a reef.
"""

import pytest

from games_lib.core import GameError, IllegalActionError
from games_lib.great_barrier_reef import CORAL, reef_score, rules

EXAMPLE = [(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start", (1, "red", "blue")]


def lines(s):
    return [(l.label, l.points, l.detail) for l in s.lines]


def test_reef_score_word_for_word():
    """Action 2 and Matching Colours: each Coral Reef card scores its points; two neighbouring
    Coral Reef cards matching in a single colour give +1 point and a discount; a card next to
    the Starting Card gives a discount, no point."""
    s = reef_score(EXAMPLE)
    assert lines(s) == [
        ("Coral card 1", 0, "0 points"),
        ("Coral card 2", 2, "2 points"),
        ("Coral card 3", 3, "3 points"),
        ("Coral card 4", 1, "1 point"),
        ("green match", 1, "Coral card 2 | Coral card 3: a single-colour green match, +1 point and a green discount"),
        ("white discount", 0, "Coral card 3 next to the Starting Card: a white discount, no point"),
        ("red discount", 0, "Coral card 4 next to the Starting Card: a red discount, no point"),
    ]
    assert s.total == 7
    assert s.headers == ("In the reef", "How", "Points")
    assert s.empty == "an empty reef: 0 points"
    assert reef_score(["start"]).lines == ()


def test_variant_1_match_word_for_word():
    """Game Variants, Variant 1: a match gives its discount but no point, and says so."""
    s = reef_score(EXAMPLE, match_points=False)
    assert lines(s)[4] == ("green match", 0, "Coral card 2 | Coral card 3: a single-colour green match, "
                                             "a green discount (no point in Variant 1)")
    assert s.total == 6


def test_reef_score_of_real_cards():
    """Bonus Icons: a Coral Reef card is written as the card or (card, turned); turning it swaps
    its ends. Each line points at the card it comes from."""
    coral7, coral1 = CORAL[6], CORAL[0]
    s = reef_score(["start", coral7, (coral1, True)])
    assert lines(s) == [("Coral 7", 1, "1 point"), ("Coral 1", 0, "0 points"),
                        ("red discount", 0, "Coral 7 next to the Starting Card: a red discount, no point")]
    assert [l.source for l in s.lines] == [coral7, coral1, coral7]
    assert reef_score([(coral7, True), "start"]).lines[-1].label == "red discount"  # turned: red faces the centre


@pytest.mark.parametrize("side, row", [("left", [(1, "red", "red")] * 6 + ["start"]),
                                       ("right", ["start"] + [(1, "red", "red")] * 6)])
def test_five_a_side_named_in_words(side, row):
    """Action 2: at most five Coral Reef cards on each side of the Starting Card."""
    with pytest.raises(IllegalActionError) as e:
        reef_score(row)
    assert e.value.rule is rules.FIVE_A_SIDE
    assert e.value.action == f"score a reef with 6 Coral Reef cards on the {side}"
    assert e.value.detail == f"the {side} side would hold 6 Coral Reef cards, and a side holds at most 5"
    assert reef_score(row[1:] if side == "left" else row[:-1]).total == 5 + 4  # five fit: 4 matches


@pytest.mark.parametrize("row, message", [
    (["start", "start"], "a reef has exactly one Starting Card ('start') in its row"),
    ([(1, "red", "blue")], "a reef has exactly one Starting Card ('start') in its row"),
    (["x"], "a reef row holds Coral Reef cards and one 'start', not 'x'"),
    ([(1, "red", "octopus"), "start"], "bonus icons are single colours, never the octopus"),
    ([(1, 2)], "reef_score: row must be a list of Coral Reef cards, like (2, 'yellow', 'green') or "
               "coral('Coral 3'), and one 'start', not (1, 2)"),
    ([(-1, "red", "blue"), "start"], "reef_score: points must be a whole number of 0 or more, not -1"),
    ([(CORAL[0], "yes"), "start"], "reef_score: turned must be True or False, not 'yes'"),
    (5, "reef_score: row must be a list of Coral Reef cards and one 'start', not 5"),
])
def test_a_row_that_is_not_a_reef_is_refused_by_name(row, message):
    """A reef written as plain values: one Starting Card, Coral Reef cards as (points, icon,
    icon), a card or (card, turned); bonus icons are single colours (Bonus Icons)."""
    with pytest.raises(GameError) as e:
        reef_score(row)
    assert str(e.value) == message
    assert not isinstance(e.value, IllegalActionError)


def test_start_is_written_in_any_case():
    """The Starting Card may be written 'start' in any case."""
    assert lines(reef_score(["Start", (1, "R", "B")])) == [
        ("Coral card 1", 1, "1 point"),
        ("red discount", 0, "Coral card 1 next to the Starting Card: a red discount, no point")]
