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


def test_habitat_goal_scores_when_its_fish_borders_the_named_card():
    """Bonus Goals / Habitat Goals: a goal met adds its points, itemised (the goals are illustrative)."""
    from games_lib.open_ocean import GOALS, Provenance
    r = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (1, 1): "Clownfish"})
    b = score(r, ["Anemone Guests", "Nursery"])
    lines = {l.label: l.points for l in b}
    assert lines["Habitat Goal: Anemone Guests"] == 3 and "Habitat Goal: Nursery" not in lines
    diagonal = reef({(0, 0): "Blue Starter Coral", (1, 0): "Anemone", (2, 1): "Clownfish"})
    assert "Habitat Goal: Anemone Guests" not in {l.label for l in score(diagonal, "Anemone Guests")}
    assert outcome([r, r], [["Anemone Guests"], []]).scores == (b.total, b.total - 3)
    assert all(g.source.provenance is Provenance.ILLUSTRATIVE for g in GOALS)


def test_private_goals_are_hidden_public_goals_shared():
    """Habitat Goals: private goals are seen only by their owner until the end; public ones by all."""
    import random

    from games_lib.open_ocean import RandomBot, new_game, play_game, sample_state
    s = new_game(3, num_players=3, goals="private")
    v = s.view(1)
    assert v.goals[1] == s.goals[1] and v.goals[0] is None and v.goals[2] is None
    assert sample_state(v, random.Random(2)).view(1) == v
    end = play_game(s, [RandomBot(i) for i in range(3)])
    assert end.view(0).goals == end.goals
    p = new_game(3, num_players=3, goals="public")
    assert len(p.goals[0]) == 3 and p.goals[0] == p.goals[1] == p.goals[2] == p.view(2).goals[0]
