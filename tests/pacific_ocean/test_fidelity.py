"""Pacific Ocean read closely against its rulebook (issue 7): the setup order, the order in
which offered cards are added, and the readings the library takes where the book is silent.
Each test is named in ``games_lib.pacific_ocean.rules.READINGS``."""

import pytest

from games_lib.core import HIDDEN
from games_lib.pacific_ocean import (
    ANIMALS,
    AS_CONDITION,
    AS_ICONS,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    Deal,
    GreedyBot,
    Phase,
    Provenance,
    RandomBot,
    Sanctuary,
    choose_side,
    face,
    new_game,
    rules,
    score,
)
from games_lib.pacific_ocean.bots import margin


def test_no_hand_during_the_side_choice():
    """§1 Setup: each player takes a Sanctuary card and chooses its side, *then* the deck is
    shuffled and hands dealt. At the side choice no seat's view holds a card, and the greedy
    bot's choice cannot depend on the deal."""
    for seed in range(50):
        s = new_game(seed=seed)
        for _ in range(2):
            assert s.phase is Phase.SIDE
            for seat in (0, 1):
                v = s.view(seat)
                assert v.hand == () and v.deck_size == 0 and len(v.unseen) == 16
                assert s.hand(seat) == ()
            s = s.apply(s.legal_actions()[0])
        assert s.phase is Phase.OFFER and len(s.hand(0)) == len(s.hand(1)) == 3
    # two deals that differ only in the shuffle: the same side is chosen
    a = new_game(deal=Deal(tuple(range(16)), (1, 0), 0))
    b = new_game(deal=Deal(tuple(reversed(range(16))), (1, 0), 0))
    assert a.view(0) == b.view(0)
    assert GreedyBot().choose(a.view(0), a.legal_actions()) == GreedyBot().choose(b.view(0), b.legal_actions())


def test_side_choices_hidden_until_both_made():
    """§1 Setup (reading): the first choice stays secret until the second player has chosen."""
    s = new_game(deal=Deal(tuple(range(16)), (1, 0), 0)).apply(choose_side("Red Lionfish"))
    other = s.view(1)
    assert other.sides == (HIDDEN, None) and other.sanctuaries == (None, None)
    assert "Red Lionfish" not in str(other)
    lionfish, dolphin = face("Red Lionfish").id, face("Dolphin").id
    assert s.view(0).sides == (lionfish, None)  # the chooser sees their own choice
    s = s.apply(choose_side("Dolphin"))
    assert s.view(1).sides == (lionfish, dolphin) and s.view(1).sanctuaries[0].face.name == "Red Lionfish"


def _positions(n):
    """``n`` take decisions from seeded games of random play."""
    out = []
    for seed in range(n * 3):
        s = new_game(seed=seed)
        bots = [RandomBot(seed), RandomBot(seed + 1)]
        target = seed % 6
        while not s.is_terminal():
            if s.phase is Phase.TAKE and s.turn == target:
                out.append(s)
                break
            s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        if len(out) == n:
            return out
    return out


def _engine_value(state, take):
    """My margin after ``take``, playing the placements in the engine's order: I (the taker)
    choose my placement first, then the offerer answers the way worst for me."""
    me = state.current_player
    after_take = state.apply(take)
    best = None
    for mine in after_take.legal_actions():          # the taker places first...
        placed = after_take.apply(mine)
        assert placed.current_player == 1 - me       # ...then the offerer
        worst = min(margin(placed.apply(theirs).sanctuary(me), placed.apply(theirs).sanctuary(1 - me))
                    for theirs in placed.legal_actions())
        best = worst if best is None else max(best, worst)
    return best


def test_greedy_take_assumes_the_taker_places_first():
    """§2 Gameplay: the taker adds their card, then the offerer adds the remaining one. The
    greedy bot's estimate of a take, for the real hidden card, equals the engine's own order
    played out; the old assumption (offerer first) differs in some positions."""
    differs = 0
    for s in _positions(40):
        me = s.current_player
        up, down = s.offer
        mine, theirs = s.sanctuary(me), s.sanctuary(1 - me)
        for take, got, left in ((TAKE_FACE_UP, up, down), (TAKE_FACE_DOWN, down, up)):
            bot = GreedyBot._taker_first(mine, theirs, got.id, left.id)
            assert bot == pytest.approx(_engine_value(s, take))
            differs += GreedyBot._offerer_second(mine, theirs, got.id, left.id) != pytest.approx(bot)
    assert differs > 0  # the order matters: the test would catch the old assumption


def test_placed_cards_are_public():
    """§4 Adding Cards (reading): a card in a sanctuary is seen by both players, its name
    included, whether it shows its icons or its condition."""
    s = new_game(seed=7)
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])              # both sides chosen, cards dealt
    hand = s.hand(0)
    s = s.apply(s.legal_actions()[0])             # player 0 offers
    up, down = s.offer
    s = s.apply(TAKE_FACE_DOWN).apply(AS_ICONS)    # player 1 adds the face-down card as icons
    s = s.apply(AS_CONDITION)                      # player 0 adds the face-up card as a condition
    for seat in (0, 1):
        v = s.view(seat)
        assert down in v.sanctuaries[1].icon_animals and up in v.sanctuaries[0].conditions
        assert down.name in str(v) and up.name in str(v)
    assert {up, down} <= set(hand)


def test_every_animal_has_two_icons():
    """§3 Card Descriptions (reading): every animal card shows exactly two icons; where they are
    not printed, the card says so."""
    assert len(ANIMALS) == 16
    for c in ANIMALS:
        assert len(c.icons) == 2, c.name
    assert sum(c.icons_source.provenance is Provenance.RULEBOOK for c in ANIMALS) == 11


def test_whale_penalty_without_pairs():
    """Scoring Conditions (reading): a whale loses 2 per icon even with no pair to score: the
    Humpback Whale with 4 Grace icons and no Size/Danger pair scores −8."""
    s = Sanctuary("Seahorse", icons=["Stingray"], conditions=["Humpback Whale"])
    b = score(s, Sanctuary("Dolphin"))
    assert b.total == -8
    assert "0 Size/Danger pairs" in b.lines[0].detail and "4 Grace icons" in b.lines[0].detail


def test_jellyfish_copies_the_best_even_if_negative():
    """Scoring Conditions (reading): the Jellyfish must copy a condition of the opponent's; it
    takes the one best for its owner even when all are negative, and may score below zero."""
    me = Sanctuary("Red Lionfish", icons=["Whale Shark"], conditions=["Jellyfish"])  # 2 Size, 2 Danger
    them = Sanctuary("Seahorse", conditions=["Humpback Whale", "Blue Whale"])
    line = score(me, them).lines[0]
    # Humpback for me: 3 x 2 Size/Danger pairs - 2 x 0 Grace = +6; Blue Whale: 0 pairs - 2 x 2 Size = -4
    assert line.via.name == "Humpback Whale" and line.points == 6
    poor = Sanctuary("Dolphin", icons=["Whale Shark"], conditions=["Jellyfish"])  # 3 Size, 1 Grace
    line = score(poor, them).lines[0]
    # Humpback: 0 pairs - 2 x 1 Grace = -2; Blue Whale: 3 x 0 - 2 x 3 Size = -6 -> copies the Humpback, -2
    assert line.via.name == "Humpback Whale" and line.points == -2
    assert score(poor, them).total == -2


def test_readings_are_pinned_by_tests():
    """Every reading recorded in the library names a test file that exists."""
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[2]
    for r in rules.READINGS:
        path = r.test.split("::")[0]
        assert (root / path).exists(), r
        if "::" in r.test:
            assert r.test.split("::")[1] in (root / path).read_text(), r
