"""Scoring (rulebook: Scoring, Coral Color Bonus, Fish Cards, Ending the Game)."""

from games_lib.open_ocean import COLOUR_BONUS, colour_bonus, outcome, reef, score


def test_colour_bonus_table():
    """Coral Color Bonus: 1:0, 2:1, 3:3, 4:6, 5:10, 6:15 (Rainbow Reef is the 15, never on top)."""
    assert [colour_bonus(n) for n in range(1, 7)] == [0, 1, 3, 3 + 3, 10, 15]
    assert COLOUR_BONUS[6] == 15


def test_full_reef_example_itemised():
    """Scoring: printed points, +1 per fish in a school, the colour bonus, on a full reef."""
    r = reef({
        (0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (-1, 0): "Yellow Coral", (2, 1): "Green Coral",
        (0, 1): "Clownfish", (0, 2): "Angelfish", (1, 2): "Angelfish", (0, 3): "Grouper",
        (-1, 1): "Clownfish", (3, 1): "Anemone", (2, 2): "Dolphin", (-2, 0): "Loggerhead Sea Turtle",
    })
    b = score(r)
    labels = {line.label: line.points for line in b}
    assert labels["Printed points"] == 1 + 2 + 2 + 3 + 1 + 2 + 2   # fish, Dolphin, Turtle
    assert labels["Schools"] == 4                                  # two Clownfish, two Angelfish
    assert labels["Coral colours"] == 6                            # blue, red, yellow, green
    assert b.total == 13 + 4 + 6
    assert b.tiebreak("reef size") == 12


def test_schools_count_fish_not_pairs_and_need_an_edge():
    """Fish May School By Type: three in a row are three fish in a school; a diagonal is not a school."""
    line = reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (2, 0): "Clownfish", (3, 0): "Clownfish"})
    assert {l.label: l.points for l in score(line)}["Schools"] == 3
    diag = reef({(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (0, 1): "Clownfish", (1, 1): "Blue Chromis"})
    assert "Schools" not in {l.label for l in score(diag)}


def test_anemone_is_not_a_colour_and_starter_is():
    """Reading: the Starter Coral's colour counts; anemones have no colour."""
    r = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (0, 1): "Red Coral"})
    assert {l.label: l.detail for l in score(r)}["Coral colours"] == "2 colours"


def test_ties_go_to_the_larger_reef_then_shared():
    """Scoring: a tie goes to the larger reef; still equal, the win is shared."""
    a = reef({(0, 0): "Blue Starter Coral", (0, 1): "Clownfish"})
    b = reef({(0, 0): "Red Starter Coral", (1, 0): "Red Coral", (0, 1): "Clownfish"})
    o = outcome([a, b])
    assert o.scores == (1, 1) and o.winners == (1,) and o.decided_by.value == "tiebreak"
    o = outcome([a, a])
    assert o.winners == (0, 1) and o.decided_by.value == "shared"
