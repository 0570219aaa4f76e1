"""Tests written to kill the mutants that survived ``benchmarks/mutation.py`` (mutmut over the
rule functions): each states the rule it pins and cites its rulebook section.

Scoring Conditions and §6 Determining the Winner: the fast total agrees with the itemised score,
a card's other reading is used for its points and its explanation, the Jellyfish's copied line
is explained with both sanctuaries; a refusal names the function and the argument (the house's
rule for plain values); §5 Game End: a move after the end names the rule and the state.
"""

import pytest

from games_lib.core import GameError, IllegalActionError
from games_lib.pacific_ocean import AS_ICONS, RandomBot, Sanctuary, new_game, play_game, rules, score, total, winner
from games_lib.pacific_ocean.cards import card
from games_lib.pacific_ocean.examples import MAKO_AS_PRINTED_IN_EXAMPLE, emma_and_liam
from games_lib.pacific_ocean.scoring import result

LIKE = "a Sanctuary, like Sanctuary('Dolphin', icons=['Stingray'])"


def test_total_adds_every_condition_card():
    """§6 Determining the Winner: Ranking Points are the sum of all condition cards (the Scoring
    Example: Emma 5 + 4 + 3 + 2 = 14, Liam 9 + 8 = 17); the fast total and the game's result
    add them as the itemised score does."""
    emma, liam = emma_and_liam()
    assert (total(emma, liam), total(liam, emma)) == (14, 17)
    assert result(emma, liam).scores == (14, 17)


def test_score_breakdown_says_how_it_ranks():
    """§6: the breakdown carries the tie-break (icons), its column headers and the words for an
    empty sanctuary."""
    emma, liam = emma_and_liam()
    s = score(emma, liam)
    assert s.tiebreaks == (("icons", emma.counts.icons),)
    assert s.headers == ("Condition card", "How it scores", "Points")
    assert score(Sanctuary("Dolphin"), liam).empty == "no condition card: 0 points"


def test_another_reading_scores_and_explains_the_card():
    """Scoring Conditions, the Scoring Example's Mako Shark read as "1 per Grace icon" (the
    RULES-NOTES erratum): Emma has no Grace icon, so 0 points, explained by that reading."""
    emma, liam = emma_and_liam()
    s = score(emma, liam, readings=MAKO_AS_PRINTED_IN_EXAMPLE)
    mako = s.lines[0]
    assert (mako.label, mako.points) == ("Mako Shark", 0)
    assert mako.detail == "1 per Grace icon — 0 Grace icons × 1 = 0"
    assert s.total == 14 - 5
    assert score(emma, liam).lines[0].points == 5  # the card reference: 5 Size icons


def test_jellyfish_copies_a_card_under_its_reading():
    """Jellyfish: it copies one of the opponent's conditions, as that card is read. Liam's
    Jellyfish copies Emma's Stingray; read as the Sea Star's condition it is worth 3 per
    Size/Danger/Grace combination (Liam has 3): 9, explained by the reading."""
    emma, liam = emma_and_liam()
    s = score(liam, emma, readings={"Stingray": card("Sea Star").condition})
    jelly = s.lines[1]
    assert (jelly.label, jelly.points, jelly.via.name) == ("Jellyfish", 9, "Stingray")
    assert jelly.detail == ("copies Stingray (3 per Size/Danger/Grace combination) — "
                            "3 Size/Danger/Grace combinations × 3 = 9")


def test_jellyfish_explains_a_comparison_with_both_sanctuaries():
    """Jellyfish copying a Narwhal (4 if more Size than the opponent): the owner's Size against
    the opponent's, as the copied card compares them."""
    a = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Jellyfish"])
    s = score(a, Sanctuary("Dolphin", conditions=["Narwhal"]))
    assert s.lines[0].points == 4
    assert s.lines[0].detail == "copies Narwhal (4 if more Size than the opponent) — 3 Size vs 1: more → 4"


def test_jellyfish_with_nothing_to_copy():
    """Jellyfish: no opponent condition gives 0, and a Jellyfish copied gives 0, said in words."""
    a = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Jellyfish"])
    alone = score(a, Sanctuary("Dolphin")).lines[0]
    assert (alone.points, alone.detail) == (0, "nothing to copy → 0")
    mirror = score(a, Sanctuary("Dolphin", conditions=["Jellyfish"])).lines[0]
    assert (mirror.points, mirror.detail) == (0, "copies Jellyfish → 0")


@pytest.mark.parametrize("fn, names", [(score, ("mine", "theirs")), (total, ("mine", "theirs")),
                                       (winner, ("a", "b"))])
def test_a_refusal_names_the_function_and_the_argument(fn, names):
    """A value of the wrong kind gets a GameError naming the function and the argument."""
    d = Sanctuary("Dolphin")
    for args, name in ((("x", d), names[0]), ((d, "x"), names[1])):
        with pytest.raises(GameError) as e:
            fn(*args)
        assert str(e.value) == f"{fn.__name__}: {name} must be {LIKE}, not 'x'"


def test_readings_of_the_wrong_kind_are_named():
    """score's ``readings`` takes card names and conditions: anything else is refused by name."""
    d = Sanctuary("Dolphin")
    with pytest.raises(GameError) as e:
        score(d, d, readings=["Mako Shark"])
    assert str(e.value) == "score: readings must be a dict of card names and conditions, not ['Mako Shark']"
    with pytest.raises(GameError) as e:
        score(d, d, readings={"Mako Shark": 3})
    assert str(e.value) == ("score: readings must be a dict of card names and conditions "
                            "(a card's .condition), not 3")


def test_a_move_after_the_end_names_the_rule_and_the_state():
    """§5 Game End: after the sixth turn no move is allowed; the refusal names the rule and
    carries the finished state."""
    end = play_game(new_game(seed=11), [RandomBot(1), RandomBot(2)])
    with pytest.raises(IllegalActionError) as e:
        end.apply(AS_ICONS)
    assert e.value.rule is rules.GAME_OVER
    assert e.value.state is end and e.value.action is AS_ICONS


def test_adding_a_card_twice_names_the_card_and_the_sanctuary():
    """§3 Card Descriptions: each animal card exists once; the refusal says which card, where."""
    s = Sanctuary("Dolphin", icons=["Stingray"])
    with pytest.raises(IllegalActionError) as e:
        s.add("Stingray", as_condition=True)
    assert e.value.rule is rules.ONE_COPY and e.value.state is s
    assert (e.value.action, e.value.detail) == ("add Stingray", "Stingray is already here")


def test_a_seventh_animal_is_refused_in_words():
    """§5 Game End: a sanctuary holds its Sanctuary card and six animals, no more."""
    names = ["Mako Shark", "Hammerhead Shark", "Tiger Shark", "Stingray", "Whale Shark", "Sea Star"]
    s = Sanctuary("Dolphin", icons=names)
    with pytest.raises(IllegalActionError) as e:
        s.add("Octopus", as_condition=True)
    assert e.value.rule is rules.SEVEN_CARDS and e.value.state is s
    assert (e.value.action, e.value.detail) == ("add Octopus", "this sanctuary already has 6 animals")


def test_add_takes_true_or_false():
    """Option A (icons) or Option B (condition) is a yes-or-no choice, refused by name otherwise."""
    with pytest.raises(GameError) as e:
        Sanctuary("Dolphin").add("Octopus", as_condition="yes")
    assert str(e.value) == "add: as_condition must be True or False, not 'yes'"


def test_the_shuffle_puts_every_card_everywhere():
    """§1 Setup: the animal deck is shuffled: over 400 seeds every card lands in every place of
    the deal about as often (25 times expected; a missing or a one-way step of the shuffle
    leaves some card stuck or never in some place)."""
    from collections import Counter

    from games_lib.pacific_ocean.state import Deal

    seen = Counter()
    sides = Counter()
    for seed in range(400):
        d = Deal.random(seed)
        seen.update(enumerate(d.order))
        sides[d.sanctuary_cards] += 1
    assert all(5 <= seen[(place, c)] <= 60 for place in range(16) for c in range(16))
    assert set(sides) == {(0, 1), (1, 0)} and min(sides.values()) > 150  # one Sanctuary card each, at random


def test_deal_first_player():
    """§1 Setup: the first player is seat 0 unless told; seat 1 may start; nothing else."""
    from games_lib.pacific_ocean.state import Deal

    assert Deal.random(3).first_player == 0
    assert Deal.random(3, first_player=1).first_player == 1
    with pytest.raises(GameError) as e:
        Deal.random(3, first_player=2)
    assert str(e.value) == "first_player must be 0 or 1, not 2"


def test_take_and_place_accept_their_actions_however_made():
    """§3 a turn: a Take or a Place made afresh is the same move as the library's constants; a
    move of the wrong kind is refused with the move named."""
    from games_lib.pacific_ocean import AS_CONDITION, TAKE_FACE_DOWN
    from games_lib.pacific_ocean.actions import Place, Take

    s = new_game(seed=4)
    while s.current_player is not None and type(s.legal_actions()[0]) is not Take:
        s = s.apply(s.legal_actions()[0])
    assert s.apply(Take(True)) == s.apply(TAKE_FACE_DOWN)
    with pytest.raises(IllegalActionError) as e:
        s.apply(AS_ICONS)
    assert e.value.action is AS_ICONS and e.value.state is s
    placing = s.apply(TAKE_FACE_DOWN)
    assert placing.apply(Place(True)) == placing.apply(AS_CONDITION)
    with pytest.raises(IllegalActionError) as e:
        placing.apply(TAKE_FACE_DOWN)
    assert e.value.action is TAKE_FACE_DOWN and e.value.state is placing


def test_a_move_out_of_turn_is_named_in_the_refusal():
    """§1 Setup (choose a side) and §3 a turn (offer two cards): a move of another step is
    refused, and the refusal names the move."""
    s = new_game(seed=4)
    with pytest.raises(IllegalActionError) as e:
        s.apply(AS_ICONS)
    assert e.value.action is AS_ICONS and e.value.state is s
    while s.current_player is not None and type(s.legal_actions()[0]).__name__ != "Offer":
        s = s.apply(s.legal_actions()[0])
    with pytest.raises(IllegalActionError) as e:
        s.apply(AS_ICONS)
    assert e.value.action is AS_ICONS and e.value.state is s and e.value.rule is rules.OFFER_FROM_HAND


def test_the_first_player_gets_the_first_hand():
    """§1 Setup: after the two unseen cards, the first player is dealt the next three cards and
    the other player the three after, whoever starts."""
    from games_lib.pacific_ocean.cards import ANIMALS
    from games_lib.pacific_ocean.state import Deal

    order = tuple(range(16))
    for first in (0, 1):
        s = new_game(deal=Deal(order, (0, 1), first), first_player=first)
        while s.hand(0) == () and s.current_player is not None:
            s = s.apply(s.legal_actions()[0])
        assert set(s.hand(first)) == {ANIMALS[i] for i in (2, 3, 4)}
        assert set(s.hand(1 - first)) == {ANIMALS[i] for i in (5, 6, 7)}
