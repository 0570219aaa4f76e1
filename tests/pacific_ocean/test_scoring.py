"""Scoring (§6 Determining the Winner, Scoring Conditions) and the worked example."""

import pytest

from games_lib.core import IllegalActionError
from games_lib.pacific_ocean import Sanctuary, rules, score, winner
from games_lib.pacific_ocean.examples import (
    EMMA_FIGURES,
    LIAM_FIGURES,
    MAKO_AS_PRINTED_IN_EXAMPLE,
    emma_and_liam,
    search,
)

EMPTY = Sanctuary.from_counts(icon_cards=0)


def pts(mine, theirs=EMPTY):
    return score(mine, theirs).total


def test_surface_from_the_issue():
    """The exact calls a reader types in a cell."""
    mine = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])
    s = score(mine, Sanctuary("Dolphin"))
    assert s.total == 3  # Nautilus 1 Size + Whale Shark 2 Size
    assert [l.label for l in s.lines] == ["Mako Shark"]
    assert winner(mine, Sanctuary("Dolphin")) == 0


def test_per_icon_sharks():
    """Scoring Conditions: Mako/Hammerhead/Tiger gain 1 per specified icon."""
    s = Sanctuary("Red Lionfish", icons=["Tiger Shark", "Whale Shark"],
                  conditions=["Mako Shark", "Hammerhead Shark"])
    # Size: Tiger 1 + Whale Shark 2 = 3 ; Danger: Lionfish 2 + Tiger 1 = 3
    lines = {l.label: l.points for l in score(s, EMPTY).lines}
    assert lines == {"Mako Shark": 3, "Hammerhead Shark": 3}


def test_pairs_are_the_smaller_count():
    """Scoring Conditions: 2 per icon pair; a pair needs one icon of each kind (RULES-NOTES reading)."""
    s = Sanctuary("Red Lionfish", icons=["Whale Shark", "Tiger Shark"], conditions=["Stingray"])
    # Size 3, Danger 3 -> 3 pairs
    assert pts(s) == 6
    s2 = Sanctuary("Red Lionfish", conditions=["Stingray"])  # Size 0 -> no pair
    assert pts(s2) == 0


def test_whales_can_go_negative():
    """Scoring Conditions: whales gain 3 per pair and lose 2 per icon; totals can be negative."""
    s = Sanctuary("Seahorse", icons=["Stingray"], conditions=["Humpback Whale"])
    # Grace 4, no Size/Danger pair: 0 - 8
    assert pts(s) == -8
    s2 = Sanctuary("Nautilus", conditions=["Blue Whale"])  # 1 D/G pair, 1 Size: 3 - 2
    assert pts(s2) == 1


def test_killer_whale_inferred_condition():
    """RULES-NOTES: Killer Whale scores 3 per Size/Grace pair and loses 2 per Danger."""
    s = Sanctuary("Dolphin", icons=["Hammerhead Shark"], conditions=["Killer Whale"])
    assert pts(s) == 3 * 2 - 0


def test_majority_is_strictly_more():
    """Scoring Conditions: Beluga/Sperm/Narwhal gain 4 with more icons than the opponent; a tie gives 0."""
    me = Sanctuary("Nautilus", conditions=["Narwhal"])
    assert pts(me, Sanctuary("Red Lionfish")) == 4  # 1 Size vs 0
    assert pts(me, Sanctuary("Dolphin")) == 0  # 1 vs 1: not more


def test_sea_star_combination():
    """Scoring Conditions: Sea Star gains 3 per Size/Danger/Grace combination."""
    s = Sanctuary("Nautilus", icons=["Tiger Shark", "Mako Shark"], conditions=["Sea Star"])
    # Size 2, Danger 3, Grace 2 -> 2 combinations
    assert pts(s) == 6


def test_sea_turtle_counts_itself():
    """Scoring Conditions: 1 plus 1 per card with a visible condition (itself included, RULES-NOTES)."""
    assert pts(Sanctuary("Dolphin", conditions=["Sea Turtle"])) == 2
    assert score(Sanctuary("Dolphin", conditions=["Sea Turtle", "Narwhal"]), Sanctuary("Nautilus")).lines[0].points == 3


def test_octopus_counts_the_sanctuary_card():
    """Scoring Conditions: 1 per card with visible icons; the Sanctuary card shows icons (RULES-NOTES)."""
    assert pts(Sanctuary("Dolphin", icons=["Stingray", "Whale Shark"], conditions=["Octopus"])) == 3


def test_jellyfish_copies_the_best_opponent_condition():
    """Scoring Conditions (Jellyfish) + RULES-NOTES reading: best copy for its owner, scored on
    its owner's sanctuary; the breakdown says which card was copied."""
    mine = Sanctuary("Red Lionfish", icons=["Whale Shark"], conditions=["Jellyfish"])  # S2 D2 G0
    theirs = Sanctuary("Dolphin", conditions=["Mako Shark", "Stingray", "Sea Star"])
    line = score(mine, theirs).lines[0]
    assert line.via.name == "Stingray" and line.points == 4
    assert "copies Stingray" in line.detail


def test_jellyfish_copying_a_jellyfish_or_nothing_scores_zero():
    """RULES-NOTES: copying a Jellyfish scores 0; with nothing to copy, 0."""
    a = Sanctuary("Dolphin", conditions=["Jellyfish"])
    b = Sanctuary("Nautilus")
    assert pts(a, b) == 0
    a2 = Sanctuary.from_counts(["Jellyfish"], size=3)
    b2 = Sanctuary.from_counts(["Jellyfish"])
    assert score(a2, b2).lines[0].points == 0


def test_same_icons_count_for_every_condition():
    """§6: the same card can be counted for each of your scoring conditions."""
    s = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark", "Narwhal", "Great White Shark"])
    lines = {l.label: l.points for l in score(s, Sanctuary("Red Lionfish")).lines}
    assert lines == {"Mako Shark": 3, "Narwhal": 4, "Great White Shark": 2}


def test_tie_break_on_icons_then_tie():
    """§6: equal points -> more icons wins; still equal -> tie."""
    a = Sanctuary("Nautilus")  # 3 icons, 0 points
    b = Sanctuary("Dolphin")   # 2 icons, 0 points
    assert winner(a, b) == 0 and winner(b, a) == 1
    assert winner(Sanctuary("Dolphin"), Sanctuary("Red Lionfish")) is None


def test_sanctuary_rules_errors():
    """§3/§5: a card exists once; at most 6 animals in a sanctuary."""
    with pytest.raises(IllegalActionError) as e:
        Sanctuary("Dolphin", icons=["Stingray"], conditions=["Stingray"])
    assert e.value.rule is rules.ONE_COPY
    names = ["Mako Shark", "Hammerhead Shark", "Tiger Shark", "Stingray", "Whale Shark", "Sea Star"]
    s = Sanctuary("Dolphin", icons=names)
    with pytest.raises(IllegalActionError) as e:
        s.add("Octopus", as_condition=True)
    assert e.value.rule is rules.SEVEN_CARDS
    assert len(s) == 7


def test_emma_and_liam_worked_example():
    """Scoring Example: Emma 5 + 4 + 3 + 2 = 14, Liam 9 + 8 = 17, Liam wins."""
    emma, liam = emma_and_liam()
    e, l = score(emma, liam), score(liam, emma)
    assert {x.label: x.points for x in e.lines} == EMMA_FIGURES
    assert {x.label: x.points for x in l.lines} == LIAM_FIGURES
    assert (e.total, l.total) == (14, 17)
    assert l.lines[1].via.name == "Stingray"
    assert winner(emma, liam) == 1


def test_no_printed_card_reconstruction_of_the_example():
    """RULES-NOTES erratum: no choice of printed cards gives the example's figures, under either
    reading of the Mako Shark."""
    assert search(EMMA_FIGURES, LIAM_FIGURES).matches == []
    assert search(EMMA_FIGURES, LIAM_FIGURES, readings=MAKO_AS_PRINTED_IN_EXAMPLE).matches == []


def test_search_finds_a_real_pair():
    """The search is not blind: figures taken from a real pair of sanctuaries are found again."""
    a = Sanctuary("Dolphin", icons=["Tiger Shark", "Whale Shark"],
                  conditions=["Hammerhead Shark", "Great White Shark", "Sea Turtle", "Octopus"])
    b = Sanctuary("Nautilus", icons=["Mako Shark", "Stingray"],
                  conditions=["Sea Star", "Jellyfish", "Narwhal", "Humpback Whale"])
    fa = {l.label: l.points for l in score(a, b).lines}
    fb = {l.label: l.points for l in score(b, a).lines}
    result = search(fa, fb)
    assert any(x.counts == a.counts and y.counts == b.counts for x, y in result.matches)


def test_the_game_end_ranks_by_the_one_rule():
    """§6 Determining the Winner, decided once (scoring.result) and used by the game's end: equal
    points are split by the most icons, in the right direction, and the Outcome says so."""
    from games_lib.core import DecidedBy
    from games_lib.pacific_ocean.scoring import result

    a, b = Sanctuary("Nautilus"), Sanctuary("Dolphin")  # 0 points each; 3 icons against 2
    o = result(a, b)
    assert o.scores == (0, 0) and o.winners == (0,) and o.decided_by is DecidedBy.TIEBREAK
    assert o.tiebreak == "icons"
    assert result(b, a).winners == (1,)
    assert result(Sanctuary("Dolphin"), Sanctuary("Red Lionfish")).decided_by is DecidedBy.SHARED
