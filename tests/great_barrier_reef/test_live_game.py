"""The full game against 1 to 4 bots shows only what the engine holds, after every click.

* The Turn: the controls offer exactly the legal actions of your view — every legal action is
  reachable from the buttons (Action 1: the four ways to draw Fauna; Action 2: a card, then
  left or right and turned or not, then a way to pay; Action 3: face-up cards and deck cards)
  and no button plays an action the engine would refuse.
* Setting Up the Game: the clownfish holder starts (bots first if a bot holds it).
* Hidden information: the board is ``draw.board(state.view(you), names)``; a bot's deck draws
  and hand never show.
* Winning the Game: at the end the status says ``state.outcome()``'s winners and why.
* Random clicks (100 seeded games) never raise and never disagree with the engine.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core import DecidedBy, GameError  # noqa: E402
from games_lib.core.widgets import accessible_name, controls  # noqa: E402
from games_lib.great_barrier_reef import CORAL, DrawCoral, DrawFauna, Pay, Phase, PlayCoral, WinCondition, draw, new_game  # noqa: E402
from games_lib.great_barrier_reef import live_game  # noqa: E402
from games_lib.great_barrier_reef.actions import PASS, pay  # noqa: E402
from games_lib.great_barrier_reef.payments import Payment  # noqa: E402


def text(html: str) -> str:
    """What a reader sees of an HTML value: no styles, no tags, entities decoded."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def buttons(g):
    return [w for w in controls(g.controls) if isinstance(w, W.Button) and not w.disabled]


def replayed(g):
    """The state reached from ``new_game(seed)`` by the recorded actions (each one legal);
    kept on the app between checks, so that each action is replayed once."""
    key, done, s = getattr(g, "_replay", (None, 0, None))
    if key != (g.seed, g.num_bots, id(g.history)) or done > len(g.history):
        done, s = 0, new_game(g.seed, num_players=g.num_bots + 1)
    for a in g.history[done:]:
        assert a in s.legal_actions()
        s = s.apply(a)
    g._replay = ((g.seed, g.num_bots, id(g.history)), len(g.history), s)
    return s


def check(g):
    """What the app shows equals what the engine holds."""
    s = g.state
    assert s.is_terminal() or s.current_player == g.you  # the bots never wait for a click
    view = s.view(g.you)
    if getattr(g, "_checked", None) is not s:  # the costly part, once per position
        g._checked = s
        assert s == replayed(g)
        assert g.board.value.endswith(draw.board(view, g.names)._repr_html_() + "</div>")
    shown = text(g.status.value)
    scores = text(g.scores.value)
    for p in range(s.num_players):
        assert f"{g.name(p)} {s.points()[p]} of 20 {s.reef(p).cards} of 10" in scores
    legal = set(g.legal())
    for b, a in g.shown.items():  # no button plays a refused move
        assert a in legal, (b.description, a)
        assert b in controls(g.controls)
    if s.is_terminal():
        o = s.outcome()
        assert "Game over" in shown and g.result_words() in shown
        assert f"The game lasted {s.turn} turns." in shown  # the count the play page uses
        assert not g.controls.children
        assert all(g.name(p) in shown for p in o.winners)
    else:
        assert controls(g.controls), "your turn offers no control"
        # one count of turns: the status says the turn the board's title says
        assert shown.startswith(f" Turn {s.turn + 1}, your turn.") and f"Turn {s.turn + 1} \u2014" in text(g.board.value)
        if view.phase is Phase.PAY:
            assert f"Pay for {CORAL[view.playing.card].name}" in shown
    assert "Everything is shown" not in g.board.value  # the board is your view, not everyone's


def reachable(g) -> set:
    """Every action a reader can play from the controls now, found by clicking through the
    choices (menu, card, place, face-up picks and deck counts) without playing a move."""
    found = set()
    if g.state.is_terminal():
        return found
    if g.state.phase is Phase.PAY:
        found.update(g.shown.values())
        if g.pay_pick in g.controls.children:
            found.update(v for _, v in g.pay_pick.options)
        return found
    if g.legal() == (PASS,) or g.state.phase is Phase.FACE_UP:
        return set(g.shown.values())
    g.choose("menu")
    menu = {b.description: b for b in buttons(g)}
    for label, b in menu.items():
        g.choose("menu")
        {x.description: x for x in buttons(g)}[label].click()
        if g.step == "fauna":
            found.update(g.shown.values())
        elif g.step == "play":
            cards = [x.description for x in buttons(g) if x is not g.back_button]
            for c in cards:
                g.choose("play")
                {x.description: x for x in buttons(g)}[c].click()
                assert g.step[0] == "place"
                found.update(g.shown.values())
        elif g.step == "coral":
            seen = set()

            def explore():
                key = g.picked
                if key in seen:
                    return
                seen.add(key)
                if g.take_button in g.controls.children:
                    for _, m in g.deck_pick.options:
                        g.deck_pick.value = m
                        a = g.shown[g.take_button]
                        assert (a.cards, a.deck) == (g.picked, m)
                        found.add(a)
                picks = [x.description for x in buttons(g) if x.description.startswith("Choose ")]
                for d in picks:
                    before = g.picked
                    {x.description: x for x in buttons(g)}[d].click()
                    explore()
                    g.picked = before
                    g.render()

            explore()
    g.choose("menu")
    return found


@pytest.mark.parametrize("bots", [1, 4])
def test_a_whole_game_through_the_buttons(bots):
    """A whole game played by clicking the app's own buttons, to the end, then a new game."""
    g = live_game.play_against(bots=bots, bot="greedy", seed=11)
    assert g.state.num_players == bots + 1
    rng = random.Random(bots)
    clicks = 0
    while not g.state.is_terminal():
        check(g)
        if g.pay_pick in g.controls.children:
            g.pay_pick.value = rng.choice([v for _, v in g.pay_pick.options])
        if g.deck_pick in g.controls.children:
            g.deck_pick.value = rng.choice([v for _, v in g.deck_pick.options])
        rng.choice(buttons(g)).click()
        clicks += 1
        assert clicks < 3000
    check(g)
    assert "Game over" in text(g.status.value) and "The game is over." in g.events
    g.bots_pick.value = 2
    g.bot_pick.value = "random"
    g.new_button.click()
    assert (g.seed, g.num_bots, g.bot_name, g.state.num_players) == (12, 2, "random", 3)
    assert "against 2 random bots" in g.events[0]
    check(g)


def test_random_clicks_never_raise_nor_disagree():
    """100 seeded games of random events: clicks, drop-downs, settings, new games."""
    finished = 0
    for seq in range(40):
        rng = random.Random(seq)
        g = live_game.play_against(bots=rng.randint(1, 4), bot=rng.choice(["greedy", "random"]),
                                   seed=rng.randrange(10_000))
        check(g)
        for _ in range(300 if seq % 10 == 0 else 25):  # a few sequences play whole games
            r = rng.random()
            if r < 0.02:
                g.bots_pick.value = rng.randint(1, 4)
                g.bot_pick.value = rng.choice(["greedy", "random"])
                g.new_button.click()
            else:
                for dd in (g.pay_pick, g.deck_pick):
                    if dd in g.controls.children and rng.random() < 0.5:
                        dd.value = rng.choice([v for _, v in dd.options])
                bs = [w for w in controls(g.widget) if isinstance(w, W.Button) and not w.disabled
                      and w is not g.new_button]
                if bs:
                    rng.choice(bs).click()
            check(g)
            if g.state.is_terminal():
                finished += 1
                g.new_button.click()
    assert finished > 0


def test_every_legal_action_is_reachable_from_the_controls():
    """The Turn, Actions 1-3 and the payment: the controls offer exactly the legal actions."""
    kinds = set()
    for seed in range(6):
        g = live_game.play_against(bots=1 + seed % 4, bot="random", seed=seed)
        rng = random.Random(seed)
        positions = 0
        while not g.state.is_terminal() and positions < 25:
            legal = set(g.legal())
            assert reachable(g) == legal
            kinds.update(type(a) for a in legal)
            g.act(rng.choice(sorted(legal, key=lambda a: a.id)))
            positions += 1
    assert {DrawFauna, PlayCoral, Pay, DrawCoral} <= kinds


def test_the_clownfish_holder_starts():
    """Setting Up the Game: the clownfish holder plays first, bots first when one holds it."""
    firsts = set()
    for seed in range(12):
        g = live_game.play_against(bots=3, seed=seed)
        first = g.state.first_player
        firsts.add(first == g.you)
        assert ("You hold the clownfish Starting Card" in g.events[0]) == (first == g.you)
        if first != g.you:
            assert g.history and g.events[1].startswith(f"Player {first + 1} (bot) ")
            movers = [e.split(" (bot)")[0] for e in g.events[1:] if e.startswith("Player ") and " (bot)" in e]
            assert movers[0] == f"Player {first + 1}"
        else:
            assert not g.history
        check(g)
    assert firsts == {True, False}


def test_bot_moves_are_told_without_what_is_hidden():
    g = live_game.play_against(bots=4, bot="greedy", seed=3)
    rng = random.Random(1)
    for _ in range(40):
        if g.state.is_terminal():
            break
        g.act(rng.choice(g.legal()))
    log = " ".join(g.events)
    assert re.search(r"Player \d \(bot\) ", log)
    for e in g.events:
        if re.match(r"Player \d \(bot\) ", e) and "from the deck" in e and "Fauna" in e:
            # a bot's deck draw never names the colours it got
            assert re.search(r"drew (two Fauna cards|one Fauna card) from the deck", e), e
            assert not re.search(r"drew two Fauna cards from the deck:", e)


def test_your_deck_draw_names_the_cards_you_got():
    g = live_game.play_against(bots=1, seed=2026)
    g.choose("fauna")
    two = next(b for b, a in g.shown.items() if isinstance(a, DrawFauna) and a.deck == 2)
    before = g.state.view(0).fauna_hand
    turn = len(g.history)
    two.click()
    after = new_game(g.seed, num_players=2)
    for a in g.history[:turn + 1]:
        after = after.apply(a)
    got = [c for c in range(7) for _ in range(after.view(0).fauna_hand[c] - before[c])]
    line = next(e for e in g.events if e.startswith("You drew two Fauna cards from the deck"))
    from games_lib.great_barrier_reef.cards import KINDS
    for c in got:
        assert f"{KINDS[c]} ({KINDS[c].letter})" in line
    assert len(got) == 2  # both cards are named, colour by colour


def test_playing_a_card_left_or_right_turned_then_paying():
    """Action 2 in three steps: card, place (its match from Reef.add), payment."""
    for seed in range(200):
        g = live_game.play_against(bots=1, bot="random", seed=seed)
        rng = random.Random(seed)
        while not g.state.is_terminal() and not any(isinstance(a, PlayCoral) for a in g.legal()):
            g.act(rng.choice([a for a in g.legal() if isinstance(a, DrawFauna)] or list(g.legal())))
        if not g.state.is_terminal():
            break
    g.choose("play")
    card_button = buttons(g)[0]
    card_button.click()
    assert g.step[0] == "place"
    card = g.step[1]
    plays = {a for a in g.legal() if isinstance(a, PlayCoral) and a.card == card}
    assert set(g.shown.values()) == plays
    assert "as printed, and turned" in text(g.extra.value)
    reef = g.state.reef(0)
    for b, a in g.shown.items():
        assert live_game.placement_effect(reef, a.card, a.side, a.turned) in b.description
    b, a = next(iter(g.shown.items()))
    b.click()
    assert g.state.phase is Phase.PAY and g.state.playing == a
    assert f"Pay for {CORAL[card].name}" in text(g.status.value)
    ways = set(g.legal())
    assert ways == reachable(g)
    if g.pay_pick in g.controls.children:
        g.pay_button.click()
    else:
        buttons(g)[0].click()
    assert any(e.startswith("You paid ") and CORAL[card].name in e for e in g.events)
    assert g.state.reef(0).cards == 1  # paid: the card is in your reef
    assert g.state.is_terminal() or g.state.current_player == 0  # and the bot has moved
    check(g)


def test_drawing_coral_cards_by_picks_and_deck_count():
    g = live_game.play_against(bots=1, bot="greedy", seed=5)
    rng = random.Random(0)
    while not any(isinstance(a, DrawCoral) for a in g.legal()):
        g.act(rng.choice(g.legal()))
    g.choose("coral")
    free = 3 - len(g.state.view(0).coral_hand)
    picks = [b for b in buttons(g) if b.description.startswith("Choose ")]
    assert len(picks) == len(g.state.view(0).coral_row)
    picks[0].click()
    assert "Chosen:" in " ".join(b.description for b in buttons(g))
    assert [v for _, v in g.deck_pick.options] == list(range(0, free))
    g.deck_pick.value = free - 1
    a = g.shown[g.take_button]
    assert isinstance(a, DrawCoral) and len(a.cards) == 1 and a.deck == free - 1
    hand = len(g.state.view(0).coral_hand)
    g.take_button.click()
    assert len(g.history) and a in g.history
    assert any(e.startswith("You took") and CORAL[a.cards[0]].name in e for e in g.events)
    assert hand <= 3
    check(g)


def test_a_refused_move_shows_the_rule_and_changes_nothing():
    g = live_game.play_against(bots=1, seed=2026)
    before = g.state
    assert not g.act(pay({"red": 1}))
    assert g.state is before
    assert "Not allowed:" in text(g.message.value) and "(Coral Reef Cards)" in g.events[-1]
    assert "a payment comes only after choosing a card to play" in g.error
    g.choose("fauna")
    buttons(g)[0].click()  # a legal move clears the message
    assert g.message.value == "" and g.state is not before
    check(g)


def test_settings_and_unknown_bots():
    with pytest.raises(GameError, match="greedy"):
        live_game.play_against(bot="montecarlo")
    with pytest.raises(GameError, match="1 to 4 bots"):
        live_game.play_against(bots=5)
    g = live_game.play_against(bots=2, bot="random", seed=1)
    assert (g.bots_pick.value, g.bot_pick.value) == (2, "random")
    assert [type(b).__name__ for b in g.bots.values()] == ["RandomBot", "RandomBot"]
    for w in controls(g.widget, visible_only=False):
        assert isinstance(w, (W.Button, W.Dropdown)), type(w).__name__
        assert accessible_name(w), f"unnamed {type(w).__name__}"


def test_the_end_says_who_won_and_why():
    seen = set()
    for seed in range(24):
        g = live_game.play_against(bots=1 + seed % 4, bot="random", seed=seed)
        rng = random.Random(seed)
        while not g.state.is_terminal():
            g.act(rng.choice(g.legal()))
        o = g.state.outcome()
        words = g.result_words()
        seen.add(o.decided_by)
        best = g.state.win_conditions()[o.winners[0]]
        if best is WinCondition.NONE:
            assert "nobody met a win condition" in words.lower(), words
        else:
            assert best.label in words, words
        if o.decided_by is DecidedBy.SHARED:
            assert "share the victory" in words and len(o.winners) > 1
        elif o.decided_by is DecidedBy.POINTS:
            assert "wins with the most points" in words and len(o.winners) == 1
            assert all(f"{g.name(p)} {o.scores[p]}" in words for p in range(len(o.scores))
                       if g.state.win_conditions()[p] is best)
        else:
            assert o.decided_by is DecidedBy.CONDITION and "the best win condition met" in words
        assert text(g.status.value).startswith(" Game over.")
    assert {DecidedBy.POINTS, DecidedBy.CONDITION} <= seen


def test_preview_is_static_html_with_the_board():
    html = live_game.play_preview()
    assert html == live_game.play_preview()  # deterministic
    for tag in ("<button", "<select", "<input", "<textarea"):
        assert tag not in html
    g = live_game.play_against(bots=1, bot="greedy", seed=2026)
    assert g.board_body() in html and 'class="game-picture"' in html
    shown = text(html)
    assert "Turn 1, your turn. Choose one action" in shown and "Action 1: draw Fauna cards" in shown
    assert "Playing against 1 greedy bot" in shown
    assert "<games_lib" not in html and "object at 0x" not in html and "PlayCoral(" not in html
    for c in g.state.view(None).coral_hand[1]:  # the bot's hand stays hidden
        assert f"{CORAL[c].name} (" not in shown.split("Player 2 (bot): reef")[1].split("Face-up")[0]


def test_pay_drop_down_when_many_ways():
    """More ways to pay than buttons: a drop-down of exactly the engine's payments."""
    for seed in range(300):
        g = live_game.play_against(bots=1, bot="random", seed=seed)
        rng = random.Random(seed)
        while not g.state.is_terminal():
            if g.state.phase is Phase.PAY and len(g.legal()) > live_game.MAX_PAY_BUTTONS:
                opts = [v for _, v in g.pay_pick.options]
                assert opts == list(g.legal())
                assert [l for l, _ in g.pay_pick.options] == [str(Payment(a.spent)) for a in opts]
                g.pay_pick.value = opts[-1]
                g.pay_button.click()
                assert opts[-1] in g.history
                check(g)
                return
            g.act(rng.choice(g.legal()))
    pytest.skip("no position with many ways to pay in these seeds")
