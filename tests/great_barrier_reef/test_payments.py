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


# ------------------------------------------------------------------ check_payment

def test_check_payment_agrees_with_ways_to_pay():
    """Coral Reef Cards, Bonus Icons, Question Mark Icons, Octopus Icons: check_payment accepts a
    payment exactly when it is one of ways_to_pay, and otherwise always gives a reason."""
    import random

    from games_lib.great_barrier_reef import CORAL, check_payment

    rng = random.Random(5)
    for _ in range(3000):
        card = rng.choice(CORAL)
        hand = tuple(rng.randint(0, 4) for _ in range(7))
        disc = tuple(rng.choice((0, 0, 0, 1, 2)) for _ in range(6))
        spent = tuple(rng.randint(0, h) for h in hand)
        if rng.random() < 0.5 and can_pay(card.cost, hand, disc):
            w = list(rng.choice(ways_to_pay(card.cost, hand, disc)))
            k = rng.randrange(7)
            w[k] = max(0, w[k] + rng.choice((-1, 0, 1)))
            spent = tuple(min(a, b) for a, b in zip(w, hand))
        v = check_payment(card.cost, hand, disc, spent)
        ok = can_pay(card.cost, hand, disc) and spent in ways_to_pay(card.cost, hand, disc)
        assert v.ok is ok and bool(v) is ok and (v.reason == "") is ok and v.payment == spent


def test_check_payment_reasons_in_words():
    """Each refusal says what is wrong: a card not held, no way at all, the octopus icon, question
    marks in two colours, a colour short, a colour not asked for, too many cards."""
    from games_lib.great_barrier_reef import check_payment

    assert "you hold only 0" in check_payment("1B 3W", {"white": 3}, None, {"blue": 1, "white": 3}).reason
    assert "cannot pay for it at all" in check_payment("1B 3W", {"white": 3}, None, {"white": 3}).reason
    assert "only octopus cards pay it" in check_payment(
        "1O 2R 2W", {"red": 3, "white": 2, "octopus": 1}, None, {"red": 3, "white": 2}).reason
    assert "all paid in one colour" in check_payment(
        "4G 4K 2?", {"green": 4, "black": 4, "yellow": 2, "blue": 1}, None,
        {"green": 4, "black": 4, "yellow": 1, "blue": 1}).reason
    assert "1 card short" in check_payment("1B 3W", {"blue": 1, "white": 3}, None, {"blue": 1, "white": 2}).reason
    assert "asks for no red" in check_payment("1B 3W", {"blue": 1, "white": 3, "red": 1}, None,
                                              {"blue": 1, "white": 3, "red": 1}).reason
    assert "too many" in check_payment("1R 3K", {"red": 1, "black": 3}, {"black": 1}, {"red": 1, "black": 3}).reason
    assert "takes exactly 3 cards" in check_payment("1R 3K", {"red": 1, "black": 2, "octopus": 1}, {"black": 1},
                                                    {"red": 1, "black": 2, "octopus": 1}).reason
    assert check_payment("1O 2R 2W", {"octopus": 2, "red": 1, "white": 2}, {},
                         {"octopus": 2, "red": 1, "white": 2}).ok


def test_question_marks_are_never_split_between_colours():
    """Question Mark Icons: all of a card's question marks are paid in one colour (any colour,
    the card's own included); octopus jokers may stand in for some of them."""
    assert not can_pay("2W 2?", {"white": 2, "yellow": 1, "green": 1})  # one yellow + one green: two colours
    with pytest.raises(CannotPay):
        ways_to_pay("2W 2?", {"white": 2, "yellow": 1, "green": 1})
    assert why_not("2W 2?", {"white": 2, "yellow": 1, "green": 1})
    assert can_pay("2W 2?", {"white": 2, "yellow": 2})
    assert can_pay("2W 2?", {"white": 2, "yellow": 1, "octopus": 1})
    assert can_pay("2W 2?", {"white": 4})  # the card's own colour may pay its question marks


HELD = st.tuples(*[st.integers(0, 13)] * 6, st.integers(0, 10))  # a hand the game's cards allow


@settings(max_examples=300, deadline=None)
@given(st.tuples(*[COUNT] * 6), st.integers(0, 2), st.integers(0, 1), HELD, HELD)
def test_the_engine_memo_reads_only_what_the_rule_reads(need, anyq, octo, hand, other):
    """Coral Reef Cards, Question Mark Icons, Octopus Icons: the engine remembers the payment
    rule's answers by a hand's key masked by :func:`reads`, which keeps each count cut at what the
    cost can use (:func:`limits`). A hand that differs only beyond those cuts has the same masked
    key, pays exactly the same and has the same ways to pay."""
    from games_lib.great_barrier_reef.payments import affordable, cost_row, hand_key, key_hand, limits, reads

    row = cost_row(need, anyq, octo)
    mask, cut = reads(row), limits(need, anyq, octo)
    same = tuple(h if h < c else max(c, o) for h, c, o in zip(hand, cut, other))
    assert key_hand(hand_key(hand) & mask) == tuple(map(min, hand, cut))
    assert hand_key(same) & mask == hand_key(hand) & mask
    assert affordable(row, same) == affordable(row, hand)
    assert payments(need, anyq, octo, same) == payments(need, anyq, octo, hand)


def test_the_engine_pays_as_the_plain_helpers_say():
    """Action 2: the engine offers a card to play exactly when ``can_pay`` says the player's
    hand pays it with the reef's discounts, and the payments it offers are ``ways_to_pay``'s."""
    import random

    from games_lib.great_barrier_reef import CORAL, GAME, Pay, PlayCoral
    rng = random.Random(3)
    checked = 0
    for g in range(40):
        s = GAME.new_initial_state(g, num_players=2 + g % 4)
        while not s.is_terminal():
            legal = s.legal_actions()
            p = s.current_player
            hand, disc = s.fauna_hand(p), s.reef(p).discounts
            if s.phase == 0:
                played = {a.card for a in legal if isinstance(a, PlayCoral)}
                rooms = s.reef(p).room(0) or s.reef(p).room(1)
                for card in s.coral_row + s.coral_hand(p):
                    assert (card.id in played) == (rooms and can_pay(card.cost, hand, disc))
                    checked += 1
            elif s.phase == 1:
                ways = {a.spent for a in legal if isinstance(a, Pay)}
                assert ways == set(ways_to_pay(CORAL[s.playing.card].cost, hand, disc))
            s = s.apply(legal[int(rng.random() * len(legal))])
    assert checked > 1000
