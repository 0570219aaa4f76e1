"""One test per rule (the section it comes from in each docstring), and the readings in rules.READINGS."""

import pytest

from games_lib.core import GameError, IllegalActionError
from games_lib.great_barrier_reef import (
    CORAL, DECK_FIRST, GAME, PASS, STARTING_CARDS, TAKE_OCTOPUS, TWO_FROM_DECK, DrawCoral, DrawFauna, PlayCoral,
    Phase, Reef, can_pay, draw_coral, draw_fauna, new_game, pay, play, rules, ways_to_pay, with_fields,
)

from .helpers import counts, position


def refused(state, action, rule):
    """The action raises IllegalActionError naming ``rule``, showing the position; nothing changes."""
    before = (str(state), hash(state), state.legal_actions())
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    assert e.value.rule is rule and e.value.state is state
    assert rule.section in str(e.value) and "State:" in str(e.value)
    assert (str(state), hash(state), state.legal_actions()) == before
    return e.value


# ------------------------------------------------------------------------------ Setting Up the Game

@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup(n):
    """Setting Up the Game: 5 face-up Fauna, 3 in each hand; 8 face-up Coral Reef cards, 3 in each
    hand; one Starting Card each, the clownfish among them; its holder plays first."""
    s = new_game(7, num_players=n)
    assert len(s.fauna_row) == 5 and all(sum(s.fauna_hand(p).values()) == 3 for p in range(n))
    assert s.fauna_deck_size == 88 - 5 - 3 * n
    assert len(s.coral_row) == 8 and all(len(s.coral_hand(p)) == 3 for p in range(n))
    assert s.coral_deck_size == 51 - 8 - 3 * n
    starts = s.starting_cards
    assert len(set(starts)) == n and STARTING_CARDS[0] in starts
    assert s.current_player == s.first_player == starts.index(STARTING_CARDS[0])
    assert GAME.invariants(s) == []


def test_players_2_to_5():
    """Setting Up the Game / Contents: 2 to 5 players."""
    assert GAME.info.players == range(2, 6)
    for n in (1, 6):
        with pytest.raises(GameError) as e:
            new_game(0, num_players=n)
        assert str(rules.PLAYERS) in str(e.value)


# ------------------------------------------------------------------------------ Action 1

def test_four_ways_to_draw_fauna():
    """Action 1: two face-up single-colour cards, two from the deck, one from the deck then one
    face-up, or one face-up octopus."""
    s = position(fauna={}, frow=["green", "green", "red", "octopus", "blue"])
    draws = {a for a in s.legal_actions() if isinstance(a, DrawFauna)}
    assert draws == {TAKE_OCTOPUS, TWO_FROM_DECK, DECK_FIRST, draw_fauna(["green", "green"]),
                     draw_fauna(["green", "red"]), draw_fauna(["green", "blue"]), draw_fauna(["red", "blue"])}
    t = s.apply(draw_fauna(["green", "blue"]))
    assert t.fauna_hand(0) == {"green": 1, "blue": 1} and len(t.fauna_row) == 5
    assert t.current_player == 1  # one action: the turn is over


def test_deck_card_is_seen_before_the_face_up_choice():
    """Action 1, "one from the deck, then one face-up" (reading): two decisions by the same
    player. The deck card is drawn into the hand and seen first; only then are the single-colour
    face-up cards offered, and taking one ends the turn."""
    s = position(fauna={}, frow=["green", "green", "red", "octopus", "blue"], fdeck=["white", "black"])
    t = s.apply(draw_fauna(deck=1))
    assert t.phase is Phase.FACE_UP and t.current_player == 0 and t.turn == 0
    assert t.view(0).fauna_hand == counts({"white": 1})  # seen before choosing
    assert t.view(1).fauna_hand == counts({}) and t.view(1).fauna_hand_sizes == (1, 0)
    assert [d.kind for d in t.pending] == ["take a single-colour face-up Fauna card"]
    assert t.pending.top.seat == 0
    assert t.legal_actions() == (draw_fauna(["red"]), draw_fauna(["green"]), draw_fauna(["blue"]))
    refused(t, TAKE_OCTOPUS, rules.DECK_FIRST)  # the octopus is no single-colour card
    refused(t, draw_fauna(["green", "red"]), rules.DECK_FIRST)
    u = t.apply(draw_fauna(["red"]))
    assert u.fauna_hand(0) == {"white": 1, "red": 1} and u.current_player == 1 and u.turn == 1
    assert not u.pending and u.phase is Phase.TURN
    assert sorted(str(c) for c in u.fauna_row) == ["black", "blue", "green", "green", "octopus"]  # refilled
    # the single face-up card is only the second step, and the old one-step form is refused
    refused(s, draw_fauna(["red"]), rules.DECK_FIRST)
    with pytest.raises(IllegalActionError) as e:
        draw_fauna(["red"], deck=1)
    assert e.value.rule is rules.DECK_FIRST and "draw_fauna(deck=1)" in str(e.value)
    # a row of octopus cards only: nothing single-colour to take after the deck card
    o = position(fauna={}, frow=["octopus"] * 5)
    assert DECK_FIRST not in o.legal_actions()
    refused(o, DECK_FIRST, rules.DRAW_FAUNA)


def test_octopus_alone():
    """Action 1: a face-up octopus is taken on its own; it is no single-colour card."""
    s = position(fauna={}, frow=["octopus", "octopus", "red", "red", "red"], fdeck=["white"])
    t = s.apply(TAKE_OCTOPUS)
    assert t.fauna_hand(0) == {"octopus": 1}
    for row, deck in ((["octopus", "red"], 0), (["octopus"], 1), (["octopus", "octopus"], 0)):
        with pytest.raises(IllegalActionError) as e:
            draw_fauna(row, deck)
        assert e.value.rule is rules.OCTOPUS_ALONE and "octopus" in str(e.value)
    with pytest.raises(IllegalActionError) as e:
        draw_fauna(["red", "red", "blue"])
    assert e.value.rule is rules.DRAW_FAUNA
    assert not any(isinstance(a, DrawFauna) and 6 in a.row and len(a.row) > 1 for a in s.legal_actions())


def test_two_face_up_cards_from_the_same_row():
    """Action 1 reading: both face-up cards come from the row as it is (refilled at the end of the turn)."""
    s = position(fauna={}, frow=["green", "red", "red", "blue", "white"], fdeck=["green", "green"])
    refused(s, draw_fauna(["green", "green"]), rules.FAUNA_AVAILABLE)  # only one green face up
    t = s.apply(draw_fauna(["red", "red"]))
    assert t.fauna_hand(0) == {"red": 2}
    assert sorted(str(c) for c in t.fauna_row) == ["blue", "green", "green", "green", "white"]


def test_discard_is_reshuffled_when_the_deck_runs_out():
    """Action 1: when the deck runs out, the discard pile is shuffled into a new deck (reading: in
    the middle of a draw if need be); nothing outside the seed decides the order."""
    full = position(fauna={})
    pile = {}
    for c in full.fauna_deck[1:]:  # all but one deck card go to the discard pile
        pile[str(c)] = pile.get(str(c), 0) + 1
    s = position(fauna={}, fdeck=[str(full.fauna_deck[0])], discard=pile)
    assert GAME.invariants(s) == [] and s.fauna_deck_size == 1
    t = s.apply(TWO_FROM_DECK)
    assert sum(t.fauna_hand(0).values()) == 2 and sum(t.discard.values()) == 0
    assert t.fauna_deck_size == sum(s.discard.values()) - 1 and GAME.invariants(t) == []
    assert t == s.apply(TWO_FROM_DECK)  # the reshuffle comes from the state's seed


def test_no_draw_beyond_the_cards_that_exist():
    """Action 1: with deck and discard empty, only face-up cards can be drawn."""
    s = position(fauna={"red": 13, "white": 13, "yellow": 13, "green": 13, "black": 13, "blue": 8, "octopus": 10},
                 frow=["blue"] * 5, crow=[], other_fauna={})
    assert s.fauna_deck_size == 0
    refused(s, TWO_FROM_DECK, rules.FAUNA_AVAILABLE)
    assert draw_fauna(["blue", "blue"]) in s.legal_actions()


def test_no_hand_limit():
    """Action 1: there is no limit to the Fauna cards a hand may hold."""
    s = position(fauna={"red": 13, "white": 13, "yellow": 10}, frow=["blue"] * 5, crow=[])
    assert TWO_FROM_DECK in s.legal_actions()
    assert sum(s.apply(TWO_FROM_DECK).fauna_hand(0).values()) == 38


# ------------------------------------------------------------------------------ Action 2

def test_play_from_hand_or_face_up():
    """Action 2: a Coral Reef card is played from one's hand or claimed face up, nowhere else."""
    s = position(fauna={"red": 5}, crow=["Coral 1"], chand=["Coral 7"])  # 2R face up, 3R in hand
    plays = {a.card for a in s.legal_actions() if isinstance(a, PlayCoral)}
    assert plays == {0, 6}
    refused(s, play("Coral 13", "left"), rules.PLAY_CORAL)


def test_payment_must_agree():
    """Coral Reef Cards: the Fauna paid must agree in number and colour; refusals say what is missing."""
    s = position(fauna={"red": 1, "white": 2}, crow=["Coral 22"])  # 3W 1B
    e = refused(s, play("Coral 22", "left"), rules.PAY)
    assert "3 white" in str(e)
    s = position(fauna={"white": 3, "blue": 1, "octopus": 1}, crow=["Coral 22"])
    t = s.apply(play("Coral 22", "left"))
    assert t.phase is Phase.PAY and set(t.legal_actions()) == {
        pay({"white": 3, "blue": 1}), pay({"white": 2, "blue": 1, "octopus": 1}), pay({"white": 3, "octopus": 1})}
    refused(t, pay({"white": 1}), rules.PAY)
    refused(t, TWO_FROM_DECK, rules.PAY)
    refused(s, pay({"white": 3, "blue": 1}), rules.PAY)  # no payment before a card is chosen


def test_five_a_side():
    """Action 2: at most five Coral Reef cards on either side of the Starting Card."""
    reef = Reef()
    for cid in range(10, 15):
        reef = reef.add(cid, "right")
    s = position(fauna={"red": 2}, crow=["Coral 1"], reef=reef)
    refused(s, play("Coral 1", "right"), rules.FIVE_A_SIDE)
    assert play("Coral 1", "left") in s.legal_actions()
    with pytest.raises(GameError):
        reef.add(20, "right")
    # and the same on the left side, both ways up
    left = Reef()
    for cid in range(10, 15):
        left = left.add(cid, "left")
    s = position(fauna={"red": 2}, crow=["Coral 1"], reef=left)
    refused(s, play("Coral 1", "left"), rules.FIVE_A_SIDE)
    refused(s, play("Coral 1", "left", turned=True), rules.FIVE_A_SIDE)
    assert {a for a in s.legal_actions() if isinstance(a, PlayCoral)} == {
        play("Coral 1", "right"), play("Coral 1", "right", turned=True)}
    with pytest.raises(GameError):
        left.add(20, "left")


def test_starting_card_match_gives_a_discount_only():
    """Action 2 reading: next to the Starting Card any card matches, for a discount of the colour of
    the icon facing it; no point, no colour for win condition 1."""
    card = CORAL[0]  # 2R, icons red | white
    r = Reef().add(card, "right")  # left end (red) faces the Starting Card
    assert r.discount("red") == 1 and r.points() == 0 and r.match_colours == ()
    r = Reef().add(card, "left")  # right end (white) faces it
    assert r.discount("white") == 1 and r.discount("red") == 0


def test_turning_a_card_at_placement():
    """Action 2: a card may be turned when placed (its bonus icons swap ends), never later."""
    s = position(fauna={"red": 2, "white": 3}, crow=["Coral 1", "Coral 2"])
    assert play("Coral 1", "right", turned=True) in s.legal_actions()
    t = s.apply(play("Coral 1", "right", turned=True)).apply(pay({"red": 2}))
    assert t.reef(0).right == ((0, True),) and t.reef(0).discount("white") == 1


def test_claimed_coral_card_is_replaced():
    """Action 2 reading: a claimed face-up card is replaced at the end of the turn from the deck."""
    s = position(fauna={"red": 2}, crow=[0, 1, 2, 3, 4, 5, 6, 7], cdeck=["Coral 40"])
    t = s.apply(play("Coral 1", "left")).apply(pay({"red": 2}))
    assert len(t.coral_row) == 8 and CORAL("Coral 40") in t.coral_row and CORAL[0] not in t.coral_row


# ------------------------------------------------------------------------------ Action 3

def test_draw_coral_up_to_three_in_hand():
    """Action 3: at most three Coral Reef cards in hand: with two, one more; with three, none."""
    s = position(fauna={}, chand=["Coral 40", "Coral 41"])
    draws = [a for a in s.legal_actions() if isinstance(a, DrawCoral)]
    assert draws and all(len(a.cards) + a.deck == 1 for a in draws)
    e = refused(s, draw_coral(["Coral 1"], deck=1), rules.DRAW_CORAL)
    assert "may take at most 1" in str(e)
    s = position(fauna={}, chand=["Coral 40", "Coral 41", "Coral 42"])
    assert not any(isinstance(a, DrawCoral) for a in s.legal_actions())
    refused(s, draw_coral(deck=1), rules.DRAW_CORAL)
    refused(position(fauna={}), draw_coral(["Coral 30"]), rules.DRAW_CORAL)  # not face up


@pytest.mark.parametrize("held, deck", [(0, 3), (1, 3), (2, 3), (1, 1), (1, 0), (2, 0), (0, 2)])
def test_every_way_to_take_coral_cards_is_offered_once(held, deck):
    """Action 3: with ``3 - held`` free places, every mix of face-up cards and deck cards from one
    to that many (no more deck cards than the deck holds) is offered, each once, in id order
    (listed here by brute force from the rule)."""
    from itertools import combinations

    rng = __import__("random").Random(held * 10 + deck)
    for _ in range(5):
        ids = rng.sample(range(len(CORAL)), 8 + held + deck)
        crow, chand, cdeck = sorted(ids[:8]), ids[8:8 + held], ids[8 + held:]
        s = position(fauna={}, crow=crow, chand=chand, cdeck=cdeck)
        s = with_fields(s, cdeck=tuple(cdeck))  # exactly these in the deck
        free = 3 - held
        want = sorted(((cards, m) for k in range(free + 1) for cards in combinations(crow, k)
                       for m in range(min(free - k, deck) + 1) if 0 < k + m), key=lambda d: DrawCoral(*d).id)
        got = [(a.cards, a.deck) for a in s.legal_actions() if isinstance(a, DrawCoral)]
        assert got == want


# ------------------------------------------------------------------------------ The Turn, Winning the Game

def test_one_action_per_turn():
    """The Turn: one action, then the next player clockwise."""
    s = new_game(5, num_players=4)
    p = s.current_player
    t = s.apply(TWO_FROM_DECK)
    assert t.current_player == (p + 1) % 4 and t.turn == 1


def test_round_is_played_through():
    """Winning the Game: a player who meets a condition at the end of their turn does not end the
    game at once: the round is played through, so every player has the same number of turns."""
    reef = Reef()
    for cid in range(20, 25):
        reef = reef.add(cid, "left")
    for cid in range(25, 29):
        reef = reef.add(cid, "right")
    s = position(n=3, fauna={"red": 2}, crow=["Coral 1"], reef=reef)
    s = s.apply(play("Coral 1", "right"))
    s = s.apply(s.legal_actions()[0])  # the only payment (a red discount makes it 1 red)
    assert s.reef(0).cards == 10 and not s.is_terminal() and s.current_player == 1
    s = s.apply(s.legal_actions()[0])
    assert not s.is_terminal() and s.current_player == 2
    s = s.apply(s.legal_actions()[0])
    if s.phase is Phase.PAY:
        s = s.apply(s.legal_actions()[0])
    assert s.is_terminal() and s.turn == 3 and s.legal_actions() == ()
    o = s.outcome()
    assert o.winners == (0,) and o.conditions[0] == 2  # win condition 2
    assert o.decided_by.value == "condition" and o.condition.startswith("win condition 2")
    assert o.scores == s.points()  # the score pad shows points
    refused(s, TWO_FROM_DECK, rules.GAME_OVER)


def test_stalemate_ends_the_game():
    """The Turn reading: with no possible action a player passes; when every player has passed in a
    row the game ends at the end of the round, ranked as usual (here a shared victory on 0 points)."""
    s = position(n=2, variant=2, frow=[], crow=[], fauna={"red": 13, "white": 13, "yellow": 13, "octopus": 5},
                 other_fauna={"green": 13, "black": 13, "blue": 13, "octopus": 5},
                 chand=["Coral 37"], other_chand=["Coral 46"])  # 4G 4K 2? and 2R 4W: neither payable
    assert s.legal_actions() == (PASS,)
    refused(position(fauna={}), PASS, rules.PASS)
    s = s.apply(PASS)
    assert not s.is_terminal() and s.legal_actions() == (PASS,)
    s = s.apply(PASS)
    assert s.is_terminal() and s.outcome().winners == (0, 1)


def test_variant_1():
    """Game Variants, Variant 1: no personal Coral Reef cards, no 3-point cards, no Action 3, a
    points target of 10 or 12, matches without points."""
    s = new_game(2, variant=1, target=12)
    assert all(len(s.coral_hand(p)) == 0 for p in range(2)) and s.target == 12
    assert all(c.points < 3 for c in s.coral_row) and len(s.removed) == 15 and all(c.points == 3 for c in s.removed)
    assert not any(isinstance(a, DrawCoral) for a in s.legal_actions())
    refused(s, draw_coral(deck=1), rules.NO_ACTION3)
    assert s.view(0).removed == tuple(c.id for c in s.removed)  # known to all
    with pytest.raises(GameError):
        new_game(2, variant=1, target=15)
    with pytest.raises(GameError):
        new_game(2, target=12)


def test_variant_2():
    """Game Variants, Variant 2: 7 face-up cards per player, never replaced, the rest set aside
    unseen; 3 personal cards each; no Action 3."""
    s = new_game(2, num_players=3, variant=2)
    assert len(s.coral_row) == 21 and s.coral_deck_size == 0 and len(s.removed) == 51 - 21 - 9
    assert s.view(0).removed is None
    refused(s, draw_coral(deck=1), rules.NO_ACTION3)
    s = position(variant=2, fauna={"red": 2}, crow=["Coral 1", "Coral 2"])
    t = s.apply(play("Coral 1", "left")).apply(pay({"red": 2}))
    assert [c.name for c in t.coral_row] == ["Coral 2"]


def test_views_hide_hands_and_decks():
    """A view shows one's own hand only, hand sizes of the others, never a deck's order."""
    s = new_game(3, num_players=3)
    v = s.view(1)
    assert v.fauna_hand == counts(s.fauna_hand(1)) and v.coral_hand == tuple(c.id for c in s.coral_hand(1))
    assert not hasattr(v, "fdeck") and v.fauna_deck_size == s.fauna_deck_size
    assert v.legal_actions == (() if s.current_player != 1 else s.legal_actions())


def test_engine_payments_are_the_payment_rule():
    """Coral Reef Cards, Bonus Icons, Question Mark Icons: the engine offers exactly the payments
    that ways_to_pay allows (one rule), and a discount never takes a question mark off the cost."""
    q = next(c for c in CORAL if c.cost.any and any(c.cost.colours))
    first = next(c for c in CORAL if c is not q)
    reef = Reef().add(first, "left")  # a discount from the Starting Card
    assert sum(reef.discounts) == 1
    hand = {"red": 4, "white": 4, "yellow": 4, "green": 4, "black": 4, "blue": 4, "octopus": 2}
    s = position(fauna=hand, crow=[q.name], reef=reef)
    assert play(q.name, "right") in s.legal_actions()
    t = s.apply(play(q.name, "right"))
    offered = {a.spent for a in t.legal_actions()}
    allowed = {tuple(w) for w in ways_to_pay(q.cost, hand, reef.discounts + (0,))}
    assert offered == allowed and offered
    need = sum(max(0, n - d) for n, d in zip(q.cost.colours, reef.discounts))
    assert {sum(w) for w in offered} == {need + q.cost.any + q.cost.octopus}


def test_cards_offered_are_the_cards_the_hand_can_pay():
    """Action 2: a card is offered to play exactly when can_pay says the hand pays it, with the
    player's discounts (one rule for the engine and the plain-value helpers)."""
    import random

    rng = random.Random(2026)
    checked = 0
    for seed in range(40):
        s = new_game(seed, num_players=2)
        while not s.is_terminal() and checked < 400:
            if s.phase is Phase.TURN:
                p = s.current_player
                reef = s.reef(p)
                offered = {a.card for a in s.legal_actions() if isinstance(a, PlayCoral)}
                for c in (*s.coral_row, *s.coral_hand(p)):
                    if reef.room(0) or reef.room(1):
                        assert (c.id in offered) == can_pay(c.cost, s.fauna_hand(p), reef.discounts + (0,)), c
                        checked += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert checked >= 400
