"""Tests written to kill the mutants that survived ``benchmarks/mutation.py`` (mutmut over the
rule functions): each states the rule it pins and cites its rulebook section.

Action 2 (the reef), Matching Colours and Bonus Icons: a reef's score line by line, word for
word (what the pages and the score checker show), and a reef written as plain values refused
by name when it breaks a rule or is not a reef. Winning the Game: each win condition at its
edge, their order, and the ranking of players.
"""

import pytest

from games_lib.core import DecidedBy, GameError, IllegalActionError
from games_lib.great_barrier_reef import CORAL, PlayerResult, WinCondition, decide, reef_score, rules, win_condition

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


# ------------------------------------------------------------------------------ Winning the Game

@pytest.mark.parametrize("colours, cards, points, variant, target, expected", [
    (6, 0, 0, 0, None, WinCondition.SIX_COLOURS),   # condition 1: all six colours matched
    (5, 9, 19, 0, None, WinCondition.NONE),         # one short of each
    (5, 10, 0, 0, None, WinCondition.TEN_CARDS),    # condition 2: ten Coral Reef cards
    (0, 0, 20, 0, None, WinCondition.POINTS),       # condition 3: 20 points
    (6, 10, 20, 0, None, WinCondition.SIX_COLOURS),  # condition 1 beats 2 and 3
    (0, 10, 20, 0, None, WinCondition.TEN_CARDS),   # condition 2 beats 3
    (0, 0, 19, 0, 19, WinCondition.POINTS),         # another target
    (6, 10, 9, 1, None, WinCondition.NONE),         # Variant 1: points only, 10 by default
    (0, 0, 10, 1, None, WinCondition.POINTS),
    (0, 0, 11, 1, 12, WinCondition.NONE),           # Variant 1 with 12 as the target
    (0, 0, 12, 1, 12, WinCondition.POINTS),
    (6, 0, 0, 2, None, WinCondition.SIX_COLOURS),   # Variant 2 keeps the three conditions
])
def test_win_conditions_at_their_edges(colours, cards, points, variant, target, expected):
    """Winning the Game: condition 1 (six colours) > 2 (ten cards) > 3 (20 points), each met
    exactly at its number; Game Variants: Variant 1 knows only a points target (10 or 12)."""
    assert win_condition(colours, cards, points, variant=variant, target=target) is expected


def test_colours_named_count_once():
    """Winning the Game, condition 1 counts distinct colours: a colour matched twice counts once."""
    assert win_condition(["red", "red", "blue", "white", "green", "black"], 0, 0) is WinCondition.NONE
    assert win_condition(["red", "yellow", "blue", "white", "green", "black"], 0, 0) is WinCondition.SIX_COLOURS


def test_decide_ranks_by_condition_then_points():
    """Winning the Game: the best condition met wins before points; equal on both is shared."""
    o = decide([(6, 0, 0), (0, 10, 30)])
    assert (o.scores, o.winners, o.conditions) == ((0, 30), (0,), (3, 2))
    o = decide([{"colours": 0, "cards": 10, "points": 3}, {"points": 25}, PlayerResult(0, 0, 26)])
    assert (o.conditions, o.winners) == ((2, 1, 1), (0,))
    o = decide([{"colours": 6}])  # a count left out is 0
    assert (o.scores, o.conditions) == ((0,), (3,))
    assert decide([(0, 0, 25), (0, 0, 26)]).winners == (1,)
    o = decide([(0, 0, 5), (0, 0, 5)])
    assert (o.winners, o.decided_by) == ((0, 1), DecidedBy.SHARED)
    assert decide([(0, 0, 10), (0, 0, 9)], variant=1).conditions == (1, 0)
    assert decide([(0, 0, 11), (0, 0, 12)], variant=1, target=12).conditions == (0, 1)


@pytest.mark.parametrize("results, message", [
    ([], "decide: results must be a list of (colours, cards, points) triples, one per player, not ()"),
    ([(1, 2)], "decide: results must be a list of (colours, cards, points) triples, one per player, not (1, 2)"),
    (5, "decide: results must be a list of (colours, cards, points) triples, not 5"),
])
def test_decide_refuses_what_is_not_results(results, message):
    """decide takes one (colours, cards, points) triple per player, and says so by name."""
    with pytest.raises(GameError) as e:
        decide(results)
    assert str(e.value) == message


@pytest.mark.parametrize("args, kw, message", [
    ((-1, 0, 0), {}, "win_condition: colours must be a whole number of 0 or more, not -1"),
    ((0, -1, 0), {}, "win_condition: cards must be a whole number of 0 or more, not -1"),
    ((0, 0, 1.5), {}, "win_condition: points must be a whole number, not 1.5"),
    ((0, 0, 0), {"variant": 3}, "win_condition: variant must be 0 (the standard game), 1 (simpler) or 2 "
                                "(more strategic), not 3"),
    ((0, 0, 0), {"variant": 1, "target": "x"}, "win_condition: target must be a whole number of 1 or more, not 'x'"),
])
def test_win_condition_refuses_by_name(args, kw, message):
    """win_condition's arguments are checked and named."""
    with pytest.raises(GameError) as e:
        win_condition(*args, **kw)
    assert str(e.value) == message


def test_question_marks_cost_the_fewest_extra_cards():
    """Question Mark Icons and Octopus Icons: the question marks are paid in one colour, the one
    where they cost the fewest octopus jokers: with no card of any colour, one red, white, yellow,
    green, black and blue icon and one question mark take 7 jokers, not 8."""
    from games_lib.great_barrier_reef.payments import affordable, cost_row

    row = cost_row((1, 1, 1, 1, 1, 1), 1, 0)
    assert affordable(row, (0, 0, 0, 0, 0, 0, 7))
    assert not affordable(row, (0, 0, 0, 0, 0, 0, 6))


@pytest.mark.parametrize("variant, target", [(1, 10), (1, 12), (2, None)])
def test_the_engine_ranks_with_its_variant_and_target(variant, target):
    """Variants / Winning the Game: a game played in Variant 1 (to 10 or 12 points) or Variant 2 is
    ranked by that variant's win conditions and its point target, the same as ``decide`` with them;
    ranked as the standard game (or with the other target) some of these games end otherwise."""
    import random

    from games_lib.great_barrier_reef import new_game
    from games_lib.great_barrier_reef.scoring import decide

    other = 0
    for seed in range(16):
        s = new_game(seed, num_players=2, variant=variant, target=target)
        rng = random.Random(seed)
        while not s.is_terminal():
            s = s.apply(rng.choice(s.legal_actions()))
        results = [s.reef(p).result(variant != 1) for p in range(2)]
        got = s.outcome()
        want = decide(results, variant=variant, target=target)
        assert (got.winners, got.conditions) == (want.winners, want.conditions), seed
        # ranked without the variant (to 10), or without the target (to 12): some games end otherwise
        plain = decide(results) if target == 10 else decide(results, variant=variant)
        other += (plain.winners, plain.conditions) != (want.winners, want.conditions)
    assert other > 0 or variant == 2  # (in these games Variant 2 ranks as the standard game does)


def test_an_action_made_afresh_is_the_same_move():
    """The Turn: a move is judged by what it is, not by which object holds it: an action equal to a
    legal one (made afresh, not the library's own object) is played, at each step of a game."""
    import copy

    from games_lib.great_barrier_reef import new_game

    s = new_game(3, num_players=3)
    played = 0
    for _ in range(60):
        if s.is_terminal():
            break
        a = s.legal_actions()[-1]
        fresh = copy.copy(a)
        assert fresh is not a and fresh == a
        s = s.apply(fresh)
        played += 1
    assert played == 60 and s.turns_taken(0) > 0


def test_placement_says_what_a_card_would_add():
    """Action 2 (placing the card, turned or not), Matching Colours and Bonus Icons: placing a
    Coral Reef card reports the reef it makes, the points it gains (its own and +1 for a match
    between two Coral Reef cards, none in Variant 1), the colour of the discount it brings and
    whether it goes next to the Starting Card; the reef it is asked of is unchanged."""
    from games_lib.great_barrier_reef import Reef
    from games_lib.great_barrier_reef.cards import Colour

    c1, c3 = CORAL[0], CORAL[2]  # icons R|W and Y|G (Coral 2, id 1, between them: W|Y); 0 points each
    empty = Reef()
    first = empty.placement(c1.name, "right")
    assert first.reef == empty.add(0, 1) and empty.cards == 0
    assert (first.points, first.match_point, first.discount, first.next_to_start) == (0, 0, c1.icons[0], True)
    second = first.reef.placement(1, 1)  # W meets the W facing out: a match
    assert (second.points, second.match_point, second.discount, second.next_to_start) == (1, 1, Colour.WHITE, False)
    assert second.reef.points() == 1 and second.reef.discounts[Colour.WHITE] == 1
    plain = first.reef.placement(1, "right", match_points=False)  # Variant 1: the discount, no point
    assert (plain.points, plain.match_point, plain.discount) == (0, 0, Colour.WHITE)
    turned = second.reef.placement(c3.name, "right", turned=True)  # G faces the Y of Coral 2: no match
    assert (turned.points, turned.match_point, turned.discount, turned.next_to_start) == (0, 0, None, False)
    assert turned.reef.right[-1] == (2, True)
    left = second.reef.placement(c3, "left", turned=True)  # the left side is still empty
    assert left.next_to_start and left.discount == c3.icons[0] and left.reef.left == ((2, True),)
    worth = CORAL[[c.points for c in CORAL].index(3)]
    assert empty.placement(worth, 0).points == 3 and empty.placement(worth, 0).match_point == 0


def test_a_card_id_out_of_the_deck_and_a_sixth_card_are_refused_by_name():
    """Action 2: a reef takes the game's Coral Reef cards (ids 0 to 50) and at most five on a
    side; the refusal names the placement, turned or not."""
    from games_lib.great_barrier_reef import Reef

    with pytest.raises(GameError, match="unknown Coral Reef card 51"):
        Reef().add(len(CORAL))
    full = Reef()
    for cid in range(5):
        full = full.add(cid, "left")
    with pytest.raises(IllegalActionError, match="place Coral 8 on the left, turned: the left side already"):
        full.add(7, "left", True)
    with pytest.raises(IllegalActionError, match="place Coral 8 on the left: the left side already"):
        full.add(7, 0)


def test_reef_lines_point_at_their_cards_and_say_turned():
    """Bonus Icons and Matching Colours: a match line comes from the two neighbouring cards
    (both named as its source); a card written turned is listed turned, a card written as points
    and colours never; the octopus is never a bonus icon, on either end."""
    from games_lib.great_barrier_reef.scoring import reef_items

    c1, c2 = CORAL[0], CORAL[1]
    s = reef_score(["start", c1, c2])
    assert s.lines[-1].label == "white match" and s.lines[-1].source == (c1, c2)
    items = reef_items([(c1, True), "start", (1, "red", "blue")])
    assert items[0][5] is True and items[2][5] is False
    for row in ([(1, "octopus", "red"), "start"], ["start", (1, "red", "octopus")]):
        with pytest.raises(GameError, match="never the octopus"):
            reef_score(row)


def test_reef_summary_names_itself_when_refusing():
    """Game Variants: a variant is 0, 1 or 2 and a points target a whole number; the summary
    says it is the one refusing."""
    from games_lib.great_barrier_reef import reef_summary

    with pytest.raises(GameError, match="^reef_summary: target must be a whole number"):
        reef_summary(["start"], variant=1, target=0)
    with pytest.raises(GameError, match="^reef_summary: variant must be 0"):
        reef_summary(["start"], variant=3)


def test_a_refused_payment_counts_the_discounts():
    """Coral Reef Cards and Bonus Icons: the reason a hand cannot pay counts the payer's
    discounts (1 red + 3 black with a black discount asks 2 black)."""
    from games_lib.great_barrier_reef import CannotPay, ways_to_pay

    with pytest.raises(CannotPay) as e:
        ways_to_pay("1R 3K", {"red": 1, "black": 1}, {"black": 1})
    assert e.value.reason == "needs 1 red and 2 black, you have 1 red, 1 black and 0 octopus"


def test_a_refused_payment_or_face_up_card_names_the_move_refused():
    """Coral Reef Cards (the payment must agree) and Action 1 (the face-up card after the deck
    card): a refused move is named in the refusal, with the ways to pay or the cards to take."""
    from games_lib.great_barrier_reef import DECK_FIRST, draw_fauna, pay, play, position

    s = position(fauna={"white": 3, "blue": 1, "octopus": 1}, crow=["Coral 22"])
    t = s.apply(play("Coral 22", "left"))
    wrong = pay({"white": 1})
    with pytest.raises(IllegalActionError) as e:
        t.apply(wrong)
    assert str(wrong) in str(e.value) and "spending 1 white does not pay Coral 22" in str(e.value)
    u = position(frow=["green", "blue", "red", "red", "octopus"], fdeck=["white"]).apply(DECK_FIRST)
    taken = draw_fauna(row=["yellow"])
    with pytest.raises(IllegalActionError) as e:
        u.apply(taken)
    assert str(taken) in str(e.value) and "must now take one single-colour face-up" in str(e.value)


def test_the_ways_to_pay_do_not_depend_on_what_was_remembered():
    """Coral Reef Cards: the ways to pay for the card being played are the payment rule's, also
    when the engine's tables of payable cards start empty (a position made by hand, a sampled
    state, a new process)."""
    from games_lib.great_barrier_reef import pay, play, position, with_fields
    from games_lib.great_barrier_reef import state as engine

    s = position(fauna={"white": 3, "blue": 1, "octopus": 1}, crow=["Coral 22"])
    t = s.apply(play("Coral 22", "left"))
    ways = t.legal_actions()
    assert set(ways) == {pay({"white": 3, "blue": 1}), pay({"white": 2, "blue": 1, "octopus": 1}),
                         pay({"white": 3, "octopus": 1})}
    engine._PAYABLE.clear()
    engine._PAYABLE_MEMOS.clear()
    assert with_fields(t).legal_actions() == ways


def test_the_face_up_row_is_refilled_from_the_deck_and_then_the_discard_pile():
    """Action 1 and the end of the turn: the face-up Fauna row is refilled to five, from the deck
    and, when the deck runs out in the middle, from the discard pile shuffled into a new deck."""
    from games_lib.great_barrier_reef import draw_fauna, position

    s = position(frow=["green", "blue", "black", "yellow", "white"], discard={"red": 1}, fdeck=["white"],
                 fauna={"red": 12, "white": 11, "yellow": 12, "octopus": 10},
                 other_fauna={"green": 12, "black": 12, "blue": 12})
    assert s.fauna_deck_size == 1 and sum(s.discard.values()) == 1
    t = s.apply(draw_fauna(row=["green", "blue"]))
    assert sorted(map(str, t.fauna_row)) == ["black", "red", "white", "white", "yellow"]
    assert t.fauna_deck_size == 0 and sum(t.discard.values()) == 0


def test_only_passes_in_a_row_by_every_player_end_the_game():
    """The Turn (our reading: a player with no possible action passes) and the end of the game:
    the game ends at the end of a round in which every player passed in a row; a round where one
    player acted and the two others passed goes on."""
    from games_lib.great_barrier_reef import PASS, TAKE_OCTOPUS, position

    s = position(num_players=3, variant=2, frow=["octopus"], crow=[],  # the last Fauna card in reach
                 fauna={"red": 13, "white": 13, "yellow": 13, "green": 1, "black": 1, "blue": 1, "octopus": 3},
                 other_fauna={"green": 6, "black": 6, "blue": 6, "octopus": 3})
    assert s.legal_actions() == (TAKE_OCTOPUS,)
    s = s.apply(TAKE_OCTOPUS)
    assert s.current_player == 1 and s.legal_actions() == (PASS,)
    s = s.apply(PASS)
    assert s.legal_actions() == (PASS,)
    s = s.apply(PASS)
    assert not s.is_terminal() and s.current_player == 0 and s.legal_actions() == (PASS,)
    for _ in range(3):
        s = s.apply(PASS)
    assert s.is_terminal()


def test_one_fauna_card_in_reach_allows_the_deck_card_but_not_two():
    """Action 1: drawing two from the deck needs two cards in the deck and discard pile; the
    deck card then a face-up card needs one. The same face-up row with more cards in reach
    offers both (asked first, so that a remembered answer could leak)."""
    from games_lib.great_barrier_reef import DECK_FIRST, TWO_FROM_DECK, position

    row = ["green", "blue", "black", "yellow", "white"]
    plenty = position(frow=row).legal_actions()
    assert TWO_FROM_DECK in plenty and DECK_FIRST in plenty
    one = position(frow=row, fdeck=["white"], fauna={"red": 13, "white": 11, "yellow": 12, "octopus": 10},
                   other_fauna={"green": 12, "black": 12, "blue": 12})
    assert one.fauna_deck_size == 1 and sum(one.discard.values()) == 0
    assert DECK_FIRST in one.legal_actions() and TWO_FROM_DECK not in one.legal_actions()


def test_setup_refuses_by_name_and_defaults_to_the_standard_two_player_game():
    """Setting Up the Game and Game Variants: 2 to 5 players (the refusal names the rule), variant
    0, 1 or 2, Variant 1 played to 10 points unless 12 is agreed, a target only in Variant 1;
    with nothing said, the standard game for two."""
    from games_lib.great_barrier_reef import new_game
    from games_lib.great_barrier_reef.state import new_state

    with pytest.raises(GameError, match="played by 2 to 5 players, not 6: breaks") as e:
        new_game(0, num_players=6)
    assert e.value.rule == rules.PLAYERS
    for bad, message in (({"variant": 3}, "variant is 0 (the standard game), 1 (simpler) or 2 (more strategic), not 3"),
                         ({"variant": 1, "target": 11}, "Variant 1 is played to 10 or 12 points, not 11"),
                         ({"target": 10}, "a points target is agreed only in Variant 1")):
        with pytest.raises(GameError) as e:
            new_game(0, **bad)
        assert str(e.value) == message
    assert new_game(0, variant=1).target == 10 and new_game(0, variant=1, target=12).target == 12
    s = new_state(0)
    assert (s.num_players, s.variant, s.target) == (2, 0, None)


def test_something_that_is_not_an_action_is_refused_and_changes_nothing():
    """The Turn: a player takes one of the game's actions; anything else is refused by name and
    the position stays as it was."""
    from games_lib.great_barrier_reef import new_game

    s = new_game(3)
    before = str(s)
    for thing in (object(), "pass", 99):
        with pytest.raises(IllegalActionError, match="not an action of this game"):
            s.apply(thing)
        assert str(s) == before


def test_a_pass_then_an_action_starts_the_count_of_passes_again():
    """The Turn (our reading: a player with no possible action passes) and the end of the game:
    only passes in a row by every player end the game, so an action after a pass starts the count
    again. Here Player 2 can never act; Player 1 plays two cards that the reef's discounts pay in
    full (so no Fauna card comes into reach), one a round: the game goes on until both pass."""
    from games_lib.great_barrier_reef import PASS, Pay, PlayCoral, Reef, position

    reef = Reef(left=[("Coral 32", True), ("Coral 38", True)], right=[("Coral 31", False), ("Coral 7", False)])
    assert reef.discounts[:2] == (2, 2)  # two red, two white
    everything = {"red": 13, "white": 13, "yellow": 13, "green": 13, "black": 13, "blue": 13, "octopus": 10}
    s = position(variant=2, frow=[], crow=[], fauna=everything, other_fauna={}, chand=["Coral 1", "Coral 2"],
                 reef=reef)  # Coral 1 costs 2 red, Coral 2 two white
    free = Pay((0,) * 7)
    for card in ("Coral 1", "Coral 2"):
        play = next(a for a in s.legal_actions() if isinstance(a, PlayCoral) and CORAL[a.card].name == card)
        s = s.apply(play)
        assert s.legal_actions() == (free,)
        s = s.apply(free)
        assert s.current_player == 1 and s.legal_actions() == (PASS,)
        s = s.apply(PASS)  # the end of a round: one pass only since Player 1's play
        assert not s.is_terminal() and s.current_player == 0
    assert s.legal_actions() == (PASS,)
    s = s.apply(PASS)
    assert not s.is_terminal()
    s = s.apply(PASS)
    assert s.is_terminal()


def test_a_reef_side_is_0_or_1_or_its_name():
    """Action 2 (the reef): a card goes on the left (0) or right (1) of the Starting Card; any
    other side is refused by name."""
    from games_lib.great_barrier_reef import Reef

    for side in (2, 3, -1, "up"):
        with pytest.raises(GameError, match="side must be 'left' or 'right'"):
            Reef().add("Coral 1", side)
    assert Reef().add("Coral 1", 1).right and Reef().add("Coral 1", "LEFT").left


def test_a_reefs_win_condition_is_the_standard_games_unless_told():
    """Winning the Game and Game Variants: a reef's win condition, asked without a variant, is the
    standard game's (the colours of its matches and its match points count), not Variant 1's."""
    import random

    from games_lib.great_barrier_reef import GAME

    rng, differ = random.Random(4), 0
    for g in range(30):
        s = GAME.new_initial_state(g)
        while not s.is_terminal():
            legal = s.legal_actions()
            s = s.apply(legal[int(rng.random() * len(legal))])
        for p in range(2):
            r = s.reef(p)
            assert r.win_condition() is r.win_condition(variant=0)
            differ += r.win_condition() is not r.win_condition(variant=1)
    assert differ


def test_a_hand_key_refuses_more_cards_than_the_game_has():
    """Coral Reef Cards: a hand holds at most the game's cards of a kind (13 of each colour, 10
    octopus); a hand key of more is refused with the count in words."""
    from games_lib.great_barrier_reef.payments import hand_key

    with pytest.raises(ValueError, match="a hand holds at most 13 red cards, not 14"):
        hand_key((14, 0, 0, 0, 0, 0, 0))
    with pytest.raises(ValueError, match="at most 10 octopus cards, not 11"):
        hand_key((0, 0, 0, 0, 0, 0, 11))
    assert hand_key((13, 13, 13, 13, 13, 13, 10)) == (1 << 88) - 1
