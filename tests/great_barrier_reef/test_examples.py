"""Every example of the OCEAN: Great Barrier Reef rulebook, as a test."""

import pytest

from games_lib.core import Provenance
from games_lib.great_barrier_reef import (
    CORAL, GAME, CannotPay, DrawCoral, Reef, draw_coral, example_card, pay, play, reef_score,
    ways_to_pay, why_not,
)

from .helpers import position


def _dicts(ways):
    return [w.as_dict() for w in ways]


# ------------------------------------------------------------------------------ payment examples

def test_payment_example_1_blue_and_3_white():
    """Coral Reef Cards example: the card costs one blue and three white; that is exactly what pays it."""
    assert _dicts(ways_to_pay({"blue": 1, "white": 3}, {"blue": 1, "white": 3})) == [{"white": 3, "blue": 1}]
    with pytest.raises(CannotPay) as e:
        ways_to_pay({"blue": 1, "white": 3}, {"blue": 1, "white": 2, "red": 4})
    assert "needs 3 white and 1 blue" in e.value.reason and "2 white" in e.value.reason
    assert why_not({"blue": 1, "white": 3}, {"white": 1, "octopus": 1}) == \
        "needs 3 white and 1 blue, you have 1 white, 0 blue and 1 octopus (2 cards short)"


def test_payment_example_2_discount_from_two_matched_black_icons():
    """Bonus Icons example: one red + three black, and a matched pair of black bonus icons in the
    reef: one red and two black are enough."""
    cost = {"red": 1, "black": 3}
    assert _dicts(ways_to_pay(cost, {"red": 1, "black": 2}, {"black": 1})) == [{"red": 1, "black": 2}]
    assert "needs 1 red and 3 black" in why_not(cost, {"red": 1, "black": 2})


def test_payment_example_3_question_marks_in_one_colour():
    """Question Mark Icons example: four green, four black and two question marks; Ann pays the
    question marks with two yellow; Asta uses two octopus cards as one black and one yellow."""
    cost = {"green": 4, "black": 4, "any": 2}
    assert {"green": 4, "yellow": 2, "black": 4} in _dicts(
        ways_to_pay(cost, {"green": 4, "black": 4, "yellow": 2}))
    asta = _dicts(ways_to_pay(cost, {"green": 4, "black": 3, "yellow": 1, "octopus": 2}))
    assert {"yellow": 1, "green": 4, "black": 3, "octopus": 2} in asta
    with pytest.raises(CannotPay):  # the two question marks must be one colour
        ways_to_pay(cost, {"green": 4, "black": 4, "yellow": 1, "red": 1})


def test_payment_example_4_octopus_icon():
    """Octopus Icons example: one octopus + two red + two white; Ann also lets a second octopus
    count as a red. Without an octopus card the octopus icon cannot be paid."""
    cost = {"octopus": 1, "red": 2, "white": 2}
    assert _dicts(ways_to_pay(cost, {"octopus": 1, "red": 2, "white": 2})) == [{"red": 2, "white": 2, "octopus": 1}]
    assert {"red": 1, "white": 2, "octopus": 2} in _dicts(ways_to_pay(cost, {"octopus": 2, "red": 2, "white": 2}))
    with pytest.raises(CannotPay, match="octopus icon"):
        ways_to_pay(cost, {"red": 5, "white": 5})


def test_the_four_example_cards_are_in_the_deck():
    """RULES-NOTES: the illustrative deck contains the four cards of the payment examples, their
    cost marked inferred from the example, points and icons illustrative."""
    for text in ("1B 3W", "1R 3K", "4G 4K 2?", "1O 2R 2W"):
        card = example_card(text)
        assert card.cost_source.provenance is Provenance.INFERRED and "example" in card.cost_source.note
        assert card.source.provenance is Provenance.ILLUSTRATIVE and card.source.note


def test_payment_example_in_a_game():
    """Bonus Icons example inside a game: with a black discount in the reef, the one red + three
    black card is claimed with one red and two black; the cards go to the discard pile."""
    card = example_card("1R 3K")
    black = next(c for c in CORAL if c.icons[0].name == "BLACK" and c.id != card.id)
    reef = Reef().add(black, "right")  # its left (black) icon faces the Starting Card
    assert reef.discount("black") == 1
    s = position(fauna={"red": 1, "black": 2}, crow=[card] + [c for c in CORAL[:8] if c != black][:7], reef=reef)
    s = s.apply(play(card, "left"))
    assert s.legal_actions() == (pay({"red": 1, "black": 2}),)
    s = s.apply(pay({"red": 1, "black": 2}))
    assert s.discard == {"red": 1, "black": 2} and s.fauna_hand(0) == {}
    assert GAME.invariants(s) == []
    assert s.reef(0).cards == 2


# ------------------------------------------------------------------------------ reef scoring example

def test_reef_scoring_example_is_6():
    """Action 2 example (RULES-NOTES reading): cards worth 0, 2 and 3 left of the Starting Card; the
    left pair does not match, the middle pair is a green match (+1, green discount), the right pair
    touches the Starting Card (white discount, no point): 0 + 2 + 3 + 1 = 6."""
    s = reef_score([(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"])
    assert s.total == 6
    assert [line.points for line in s.lines] == [0, 2, 3, 1, 0]
    labels = [line.label for line in s.lines]
    assert labels[3:] == ["green match", "white discount"]
    assert "no point" in s.lines[4].detail


# ------------------------------------------------------------------------------ Ann's Action 3

def test_ann_draws_two_face_up_and_one_from_the_deck():
    """Action 3 example: Ann holds no Coral Reef card; she takes two face-up cards and the top card
    of the deck (three in all), then the two face-up places are refilled from the deck."""
    s = position(n=3, player=1, fauna={}, cdeck=["Coral 40", "Coral 41", "Coral 42"])
    ann = s.current_player
    assert s.coral_hand(ann) == ()
    a, b = s.coral_row[2], s.coral_row[5]
    deck = s.coral_deck
    action = draw_coral([a, b], deck=1)
    assert action in s.legal_actions()
    t = s.apply(action)
    assert t.coral_hand(ann) == tuple(sorted((a, b, deck[0]), key=lambda c: c.id))
    assert set(t.coral_row) == (set(s.coral_row) - {a, b}) | {deck[1], deck[2]}
    assert t.coral_deck == deck[3:] and GAME.invariants(t) == []
    # with three cards in hand, Action 3 is no longer possible
    assert not any(isinstance(x, DrawCoral) for x in t.apply(t.legal_actions()[0]).legal_actions()
                   if t.current_player == ann)
