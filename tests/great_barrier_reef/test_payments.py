"""Payments (Coral Reef Cards, Bonus Icons, Question Mark Icons, Octopus Icons)."""

import pytest
from hypothesis import given, settings, strategies as st

from games_lib.great_barrier_reef import CannotPay, can_pay, ways_to_pay, why_not
from games_lib.great_barrier_reef.payments import payable, payments


def _dicts(ways):
    return [w.as_dict() for w in ways]


def test_octopus_cards_are_jokers():
    """Fauna Cards: an octopus card counts as a Fauna card of any colour."""
    assert _dicts(ways_to_pay({"red": 2}, {"red": 1, "octopus": 1})) == [{"red": 1, "octopus": 1}]
    assert len(ways_to_pay({"red": 2}, {"red": 2, "octopus": 2})) == 3  # 2 red, 1+1, 2 octopus


def test_discounts_not_on_question_marks_nor_octopus_icons():
    """Bonus Icons reading: a discount takes one icon of its colour off, never below zero, and never
    off a question mark or an octopus icon."""
    assert _dicts(ways_to_pay({"red": 1}, {}, {"red": 3})) == [{}]  # free, not negative
    with pytest.raises(CannotPay):
        ways_to_pay({"any": 2}, {"yellow": 1}, {"yellow": 1})
    with pytest.raises(CannotPay, match="octopus icon"):
        ways_to_pay({"octopus": 1}, {"red": 3}, {"red": 1, "white": 2})
    assert _dicts(ways_to_pay({"black": 3}, {"black": 1}, {"black": 2})) == [{"black": 1}]


def test_question_marks_in_a_colour_the_card_also_asks_for():
    """Question Mark Icons reading: the question marks may be paid in a colour the card asks for."""
    assert {"green": 5} in _dicts(ways_to_pay({"green": 3, "any": 2}, {"green": 5}))


def test_every_payment_is_distinct_and_exact():
    """Every payment returned spends exactly the icons (after discounts), none twice."""
    ways = ways_to_pay({"green": 4, "black": 4, "any": 2}, {"green": 5, "black": 4, "yellow": 2, "octopus": 3})
    assert len(set(ways)) == len(ways)
    assert all(w.size == 10 for w in ways)


def test_reason_names_what_is_missing():
    """A refusal explains itself: which colours, what the hand has, how many cards short."""
    assert why_not({"blue": 1, "white": 3}, {"blue": 1, "white": 3}) == ""
    assert "1 card short" in why_not({"blue": 1, "white": 3}, {"blue": 1, "white": 2}) or \
        "needs 3 white and 1 blue" in why_not({"blue": 1, "white": 3}, {"blue": 1, "white": 2})
    assert "2 question marks counted as" in why_not("4G 4K 2?", {"green": 4, "black": 4, "yellow": 1, "red": 1})


COUNT = st.integers(0, 4)


@settings(max_examples=300, deadline=None)
@given(st.tuples(*[COUNT] * 6), st.integers(0, 2), st.integers(0, 1), st.tuples(*[COUNT] * 7),
       st.tuples(*[st.integers(0, 2)] * 6))
def test_payable_agrees_with_the_enumeration(need, anyq, octo, hand, disc):
    """The fast check and the list of payments agree; each payment fits in the hand."""
    need = tuple(max(0, n - d) for n, d in zip(need, disc))
    ways = payments(need, anyq, octo, hand)
    assert payable(need, anyq, octo, hand) == bool(ways)
    for w in ways:
        assert all(a <= b for a, b in zip(w, hand))
        assert sum(w) == sum(need) + anyq + octo and w[6] >= octo
