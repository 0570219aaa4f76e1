"""The game's flow: §1 Setup, §2 Gameplay, §4 Adding Cards, §5 Game End, hidden information."""

import pytest

from games_lib.core import GameError, IllegalActionError
from games_lib.pacific_ocean import (
    Phase,
    AS_CONDITION,
    AS_ICONS,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    Deal,
    GreedyBot,
    MonteCarloBot,
    RandomBot,
    card,
    choose_side,
    new_game,
    offer,
    play_game,
    rules,
)

DEAL = Deal(order=tuple(range(16)), sanctuary_cards=(1, 0), first_player=0)


def after_setup(deal=DEAL):
    s = new_game(deal=deal)
    s = s.apply(s.legal_actions()[0])
    return s.apply(s.legal_actions()[0])


def test_setup_removes_two_and_deals_three_each():
    """§1 Setup: 2 cards back in the box unseen, 3 cards each, the rest is the deck (dealt
    once both sides are chosen, the rulebook's order)."""
    s = new_game(deal=DEAL)
    assert s.phase == Phase.SIDE and s.current_player == 0
    assert s.removed == () and s.hand(0) == s.hand(1) == () and len(s.undealt) == 16
    s = after_setup()
    assert [c.id for c in s.removed] == [0, 1]
    assert [c.id for c in s.hand(0)] == [2, 3, 4]
    assert [c.id for c in s.hand(1)] == [5, 6, 7]
    assert len(s.deck) == 8 and s.undealt == ()
    assert s.phase == Phase.OFFER and s.current_player == 0


def test_setup_sanctuary_sides():
    """§1 Setup: each player has one Sanctuary card and picks which side faces up."""
    s = new_game(deal=DEAL)
    assert [a.face for a in s.legal_actions()] == [2, 3]  # card 1: Nautilus / Red Lionfish
    with pytest.raises(IllegalActionError) as e:
        s.apply(choose_side("Dolphin"))
    assert e.value.rule is rules.SETUP_SIDE
    s = s.apply(choose_side("Red Lionfish"))
    # the other player does not see the side picked until both have picked
    assert s.view(1).sanctuaries == (None, None)
    assert "Red Lionfish" not in str(s.view(1))
    s = s.apply(choose_side("Seahorse"))
    assert s.sanctuary(0).face.name == "Red Lionfish" and s.sanctuary(1).face.name == "Seahorse"
    assert s.phase == Phase.OFFER and s.current_player == 0


def test_first_player_starts():
    """§1 Setup / §2: the game starts with the first player."""
    s = new_game(deal=Deal(tuple(range(16)), (0, 1), first_player=1))
    assert s.current_player == 1
    s = s.apply(s.legal_actions()[0]).apply(s.legal_actions()[0].__class__(0))
    assert s.phase == Phase.OFFER and s.current_player == 1


def test_a_turn_offer_take_place_place_draw():
    """§2 Gameplay: offer one card up and one down; the opponent takes one; both place; the
    active player draws 2."""
    s = after_setup()
    hand = [c.name for c in s.hand(0)]
    assert len(s.legal_actions()) == 6  # 3 cards: 3 x 2 ordered pairs
    s = s.apply(offer(hand[0], hand[1]))
    assert s.phase == Phase.TAKE and s.current_player == 1
    assert [c.name for c in s.hand(0)] == [hand[2]]
    assert s.view(1).offer_down is None and s.view(0).offer_down.name == hand[1]
    s = s.apply(TAKE_FACE_DOWN)
    assert s.phase == Phase.PLACE_TAKEN and s.current_player == 1 and s.card_to_place.name == hand[1]
    s = s.apply(AS_CONDITION)
    assert card(hand[1]) in s.sanctuary(1).conditions
    assert s.phase == Phase.PLACE_KEPT and s.current_player == 0 and s.card_to_place.name == hand[0]
    s = s.apply(AS_ICONS)
    assert card(hand[0]) in s.sanctuary(0).icon_animals
    assert len(s.hand(0)) == 3 and len(s.deck) == 6
    assert s.phase == Phase.OFFER and s.current_player == 1 and s.turn == 1


def test_offer_must_come_from_hand():
    """§2 Gameplay: both offered cards from your hand, and two different cards."""
    s = after_setup()
    not_mine = s.hand(1)[0].name
    mine = s.hand(0)[0].name
    with pytest.raises(IllegalActionError) as e:
        s.apply(offer(mine, not_mine))
    assert e.value.rule is rules.OFFER_FROM_HAND
    assert "§2 Gameplay" in str(e.value) and "State:" in str(e.value)
    with pytest.raises(IllegalActionError, match="both face up and face down"):
        s.apply(offer(mine, mine))


def test_wrong_step_names_the_rule():
    """§2 Gameplay / §4: the steps of a turn come in order; an action of the wrong kind names
    the rule of the step that is due (offer, take one, place as A or B)."""
    s = after_setup()
    with pytest.raises(IllegalActionError) as e:
        s.apply(TAKE_FACE_UP)
    assert e.value.rule is rules.OFFER_FROM_HAND
    assert "Player 1 must now offer two cards from their hand" in str(e.value)
    s = s.apply(s.legal_actions()[0])
    with pytest.raises(IllegalActionError) as e:
        s.apply(AS_ICONS)
    assert e.value.rule is rules.TAKE_ONE and "take the face-up or the face-down card" in str(e.value)
    s = s.apply(TAKE_FACE_UP)
    with pytest.raises(IllegalActionError) as e:
        s.apply(TAKE_FACE_DOWN)
    assert e.value.rule is rules.PLACE and "add the card they took" in str(e.value)


def test_every_rule_is_enforced():
    """Every rule the library declares is raised by some illegal action (none is dead text)."""
    raised = set()
    s = new_game(deal=DEAL)
    for bad in (choose_side("Dolphin"),):
        with pytest.raises(IllegalActionError) as e:
            s.apply(bad)
        raised.add(e.value.rule)
    s = after_setup()
    with pytest.raises(IllegalActionError) as e:
        s.apply(offer(s.hand(0)[0].name, s.hand(1)[0].name))
    raised.add(e.value.rule)
    s = s.apply(s.legal_actions()[0])
    with pytest.raises(IllegalActionError) as e:
        s.apply(AS_ICONS)
    raised.add(e.value.rule)
    s = s.apply(TAKE_FACE_UP)
    with pytest.raises(IllegalActionError) as e:
        s.apply(TAKE_FACE_UP)
    raised.add(e.value.rule)
    end = play_game(new_game(seed=3), [RandomBot(1), RandomBot(2)])
    with pytest.raises(IllegalActionError) as e:
        end.apply(AS_ICONS)
    raised.add(e.value.rule)
    from games_lib.pacific_ocean import Sanctuary
    with pytest.raises(IllegalActionError) as e:
        Sanctuary("Dolphin", icons=["Stingray"], conditions=["Stingray"])
    raised.add(e.value.rule)
    with pytest.raises(IllegalActionError) as e:
        Sanctuary("Dolphin", icons=[c.name for c in __import__("games_lib").pacific_ocean.ANIMALS[:7]])
    raised.add(e.value.rule)
    from games_lib.pacific_ocean import kit
    with pytest.raises(IllegalActionError) as e:
        kit.score_report("Dolphin", [], [], "Seahorse", [], [])
    raised.add(e.value.rule)
    assert raised == set(rules.ALL)


def test_game_end_after_six_turns():
    """§5 Game End: after turn 6 each sanctuary has 7 cards, 1 card in each hand, the deck empty."""
    end = play_game(new_game(seed=11), [RandomBot(1), RandomBot(2)])
    assert end.is_terminal() and end.turn == 6
    assert [len(end.sanctuary(p)) for p in (0, 1)] == [7, 7]
    assert [len(end.hand(p)) for p in (0, 1)] == [1, 1]
    assert end.deck == () and end.legal_actions() == ()
    with pytest.raises(IllegalActionError) as e:
        end.apply(AS_ICONS)
    assert e.value.rule is rules.GAME_OVER


def test_outcome_only_at_the_end():
    """§6: the winner is decided when the game ends."""
    with pytest.raises(GameError):
        new_game(seed=1).outcome()
    end = play_game(new_game(seed=4), [RandomBot(1), RandomBot(2)])
    o = end.outcome()
    a, b = end.scores()
    assert o.scores == (a.total, b.total)


def test_draw_only_if_possible():
    """§2 Gameplay: draw 2 cards if possible; the last two turns draw nothing."""
    # watch the deck after each turn: 8 -> 6 -> 4 -> 2 -> 0 -> 0 -> 0
    s = new_game(seed=2)
    bots = [RandomBot(1), RandomBot(2)]
    sizes = []
    while not s.is_terminal():
        before = s.turn
        s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        if s.turn != before:
            sizes.append(len(s.deck))
    assert sizes == [6, 4, 2, 0, 0, 0]


def test_views_hide_hidden_information():
    """§1/§2: removed cards, the deck order, the opponent's hand and the face-down card are hidden."""
    s = after_setup()
    v = s.view(1)
    assert not set(c.id for c in v.hand) & set(c.id for c in s.hand(0))
    unseen = {c.id for c in v.unseen}
    for c in [*s.removed, *s.deck, *s.hand(0)]:
        assert c.id in unseen
    assert not hasattr(v, "deck") and not hasattr(v, "removed")


def _swap_hidden(state):
    """The same position for seat 1, with the cards seat 1 cannot see dealt differently."""
    from games_lib.pacific_ocean import sample_state
    import random

    return sample_state(state.view(1), random.Random(99))


@pytest.mark.parametrize("bot", [GreedyBot(), MonteCarloBot(samples=8, seed=3)], ids=repr)
def test_bots_decide_from_what_their_seat_sees(bot):
    """Hidden information: two states that differ only in what seat 1 cannot see get the same
    decision (the bot only receives the view)."""
    s = after_setup()
    s = s.apply(s.legal_actions()[2])  # player 0 offers; player 1 must take
    other = _swap_hidden(s)
    assert other != s  # hidden cards really differ
    assert str(other.view(1)) == str(s.view(1))
    bot_a = type(bot)() if isinstance(bot, GreedyBot) else MonteCarloBot(samples=8, seed=3)
    bot_b = type(bot)() if isinstance(bot, GreedyBot) else MonteCarloBot(samples=8, seed=3)
    assert bot_a.choose(s.view(1), s.legal_actions()) == bot_b.choose(other.view(1), other.legal_actions())
