"""The Open Ocean live games show only what the engine holds, after every click.

* Playing a Turn: you pick a card of your hand in secret; once everyone has picked, the picks
  are shown and played from the First Player clockwise; the hands pass to the left with the
  First Player card. The controls offer exactly the legal actions of your view (every legal
  action is reachable: cards of one kind in one place are one choice), and no button plays an
  action the engine would refuse.
* Setup (3-5 players): you choose your Starter Coral first (you hold the First Player card).
* Hidden information: the board is ``draw.board(state.view(you), names)``; what the app shows
  depends on your view only (the bots' hands and their picks before the reveal never show).
* Scoring / Ending the Game: at the end the status says ``state.outcome()``'s winners and why,
  with each player's itemised score.
* How to Play Solo: the solo app plays ``new_game(seed, num_players=1)``; its score is the
  number of goals completed.
* Random clicks (seeded games) never raise and never disagree with the engine.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core import DecidedBy, GameError, seatwords  # noqa: E402
from games_lib.core.widgets import accessible_name, controls  # noqa: E402
from games_lib.open_ocean import Choose, Pick, Place, Skip, Starter, draw, new_game, place  # noqa: E402
from games_lib.open_ocean import live_game  # noqa: E402
from games_lib.open_ocean.cards import SWAP_REEF  # noqa: E402
from games_lib.open_ocean.state import HAND_K, PLACE_K, Phase, sample_state, turns_per_round  # noqa: E402


def text(html: str) -> str:
    """What a reader sees of an HTML value: no styles, no tags, entities decoded."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def buttons(g):
    return [w for w in controls(g.controls) if isinstance(w, W.Button) and not w.disabled]


def players(g) -> int:
    return g.num_bots + 1


def replayed(g):
    """The state reached from ``new_game(seed)`` by the recorded actions (each one legal)."""
    key, done, s = getattr(g, "_replay", (None, 0, None))
    if key != (g.seed, players(g), id(g.history)) or done > len(g.history):
        done, s = 0, new_game(g.seed, num_players=players(g))
    for a in g.history[done:]:
        assert a in s.legal_actions()
        s = s.apply(a)
    g._replay = ((g.seed, players(g), id(g.history)), len(g.history), s)
    return s


def check(g):
    """What the app shows equals what the engine holds."""
    s = g.state
    assert g.is_over() or s.current_player == g.you  # the bots never wait for a click
    view = s.view(g.you)
    if getattr(g, "_checked", None) is not s:  # the costly part, once per position
        g._checked = s
        assert s == replayed(g)
        assert g.board.value.endswith(draw.board(view, g.names)._repr_html_() + "</div>")
    shown = text(g.status.value)
    legal = set(g.legal())
    for b, a in g.shown.items():  # no button plays a refused move
        assert a in legal, (b.description, a)
        assert b in controls(g.controls)
    if g.is_over():
        assert g.GAME_OVER in shown and g.result_words() in shown
        assert not g.controls.children
    else:
        assert controls(g.controls), "your turn offers no control"
        if s.phase is Phase.STARTER:
            assert shown.startswith(" Getting ready")
        else:
            assert shown.startswith(f" Turn {s.turn + 1} of {g.TURNS}, round {s.round + 1} of 3")
    assert "Everything is shown" not in g.board.value  # the board is your view, not everyone's


def key(view, a):
    """What makes two legal actions different for a player (two Clownfish in your hand are one
    choice)."""
    if isinstance(a, Pick):
        return ("pick", next(c for c in view.draft.hands[view.seat] if c.id == a.card).kind_id)
    if isinstance(a, Choose):
        return live_game._choice_key(view, a.card)
    return a


def reachable(g) -> set:
    """Every action a reader can play from the controls now: the buttons, and the choices of
    the drop-down of spaces."""
    found = set(a for b, a in g.shown.items() if b is not g.cell_button)
    if g.cell_pick in g.controls.children:
        found.update(v for _, v in g.cell_pick.options)
    return found


def click_through(g, rng, limit=3000):
    clicks = 0
    while not g.is_over():
        check(g)
        if g.cell_pick in g.controls.children:
            g.cell_pick.value = rng.choice([v for _, v in g.cell_pick.options])
        before = len(g.history)
        rng.choice(buttons(g)).click()
        assert len(g.history) > before, g.error  # every button plays a move the engine takes
        clicks += 1
        assert clicks < limit
    check(g)


@pytest.mark.parametrize("bots", [1, 4])
def test_a_whole_game_through_the_buttons(bots):
    """A whole game played by clicking the app's own buttons, to the end, then a new game."""
    g = live_game.play_against(bots=bots, bot="greedy", seed=11)
    assert g.state.num_players == bots + 1
    click_through(g, random.Random(bots))
    assert "Game over" in text(g.status.value) and "The game is over." in g.events
    for p in range(g.state.num_players):  # the itemised score of every player
        assert live_game.score(g.state.reef(p))._repr_html_() in g.status.value
    g.bots_pick.value = 2
    g.bot_pick.value = "random"
    g.new_button.click()
    assert (g.seed, g.num_bots, g.bot_name, g.state.num_players) == (12, 2, "random", 3)
    assert "against 2 random bots" in g.events[0]
    check(g)


def test_random_clicks_never_raise_nor_disagree():
    """Seeded sequences of random events: clicks, the drop-down of spaces, settings, new games."""
    finished = 0
    for seq in range(12):
        rng = random.Random(seq)
        g = live_game.play_against(bots=rng.randint(1, 4), bot=rng.choice(["greedy", "random"]),
                                   seed=rng.randrange(10_000))
        check(g)
        for _ in range(200 if seq % 6 == 0 else 25):  # a few sequences play whole games
            r = rng.random()
            if r < 0.02:
                g.bots_pick.value = rng.randint(1, 4)
                g.bot_pick.value = rng.choice(["greedy", "random"])
                g.new_button.click()
            else:
                if g.cell_pick in g.controls.children and rng.random() < 0.5:
                    g.cell_pick.value = rng.choice([v for _, v in g.cell_pick.options])
                bs = [w for w in controls(g.widget) if isinstance(w, W.Button) and not w.disabled
                      and w is not g.new_button]
                if bs:
                    rng.choice(bs).click()
            check(g)
            if g.is_over():
                finished += 1
                g.new_button.click()
    assert finished > 0


def test_every_legal_action_is_reachable_from_the_controls():
    """Playing a Turn and the card actions: the controls offer exactly the legal actions (one
    per kind of card in one place)."""
    kinds = set()
    for seed in range(6):
        g = live_game.play_against(bots=1 + seed % 4, bot="random", seed=seed)
        rng = random.Random(seed)
        while not g.is_over():
            view = g.state.view(g.you)
            legal = g.legal()
            got = reachable(g)
            assert got <= set(legal)
            assert {key(view, a) for a in got} == {key(view, a) for a in legal}
            kinds.add(view.pending.top.kind if view.pending.top else "pick")
            g.act(rng.choice(legal))
    assert {"pick", PLACE_K, "choose a Starter Coral", "attract a fish"} <= kinds


def test_you_choose_your_starter_coral_first():
    """Setup (3-5 players): Starter Corals are chosen in turn from the First Player: you."""
    g = live_game.play_against(bots=3, seed=4)
    assert not g.history and g.state.phase is Phase.STARTER
    assert {a for a in g.shown.values()} == set(g.legal())
    assert all(isinstance(a, Starter) for a in g.legal()) and len(g.legal()) == 12
    a = g.legal()[3]
    g.act(a)
    assert g.events[1] == f"You chose Starter Coral {a.card + 1} with its {live_game.STARTER_CARDS[a.card][a.side]} side up."
    assert [e.split(" chose")[0] for e in g.events[2:5]] == ["Player 2 (bot)", "Player 3 (bot)", "Player 4 (bot)"]
    assert g.state.phase is Phase.PICK
    check(g)


def test_what_you_see_depends_on_your_view_only():
    """Hidden information: the bots' hands and picks (before the reveal) and the deck may be
    anything your view allows: the status, the choices, the board and the scores stay the same."""
    for seed in range(4):
        g = live_game.play_against(bots=3, bot="random", seed=seed)
        rng = random.Random(seed)
        tried = 0
        while not g.is_over() and tried < 12:
            if g.state.phase is Phase.PICK and any(p is not None for p in g.state.draft.picks):
                shown = (g.status.value, g.board.value, g.scores.value, g.extra.value,
                         [b.description for b in buttons(g)])
                real = g.state
                g.state = sample_state(real.view(g.you), random.Random(tried))
                assert g.state.view(g.you).draft == real.view(g.you).draft
                differs = g.state.draft.picks != real.draft.picks or g.state.draft.hands != real.draft.hands
                g._drawn = None
                g.render()
                assert (g.status.value, g.board.value, g.scores.value, g.extra.value,
                        [b.description for b in buttons(g)]) == shown
                g.state = real
                g._drawn = None
                g.render()
                tried += differs
            g.act(rng.choice(g.legal()))
        assert tried


def test_bot_picks_are_told_only_once_everyone_has_picked():
    g = live_game.play_against(bots=2, bot="greedy", seed=3)
    rng = random.Random(3)
    for _ in range(60):
        if g.is_over():
            break
        g.act(rng.choice(g.legal()))
    bot_picks = [e for e in g.events if e.startswith("Player") and "picked" in e]
    assert bot_picks and set(bot_picks) == {"Player 2 (bot) picked a card, face down.",
                                           "Player 3 (bot) picked a card, face down."}
    reveals = [e for e in g.events if e.startswith("Everyone has picked.")]
    assert len(reveals) == len(g.picks) > 3
    # the engine as oracle: the cards shown are the picks every seat locked, in play order
    s = new_game(g.seed, num_players=3)
    shown = []
    for a in g.history:
        after = s.apply(a)
        if isinstance(a, Pick) and s.draft.waiting_for() == (s.current_player,):
            shown.append({p: c for p, c in enumerate(after.draft.revealed) if c is not None} or None)
        s = after
    for (turn, rnd, picked), line, engine in zip(g.picks, reveals, shown):
        if engine is not None:  # (the first card played may already be placed: compare the rest)
            assert all(picked[p] == c for p, c in engine.items())
        for p, c in picked.items():
            assert f"{seatwords.subject(p, live_game.YOU)} the {c.name}" in line


def test_the_pass_tells_the_hand_you_receive():
    """Playing a Turn, step 3: the hands pass to the left with the First Player card."""
    g = live_game.play_against(bots=2, bot="greedy", seed=8)
    rng = random.Random(8)
    while g.state.turn < 2:
        g.act(rng.choice(g.legal()))
    line = next(e for e in g.events if e.startswith("You now hold the hand"))
    giver = g.state.num_players - 1  # the player on your right passes to you
    took = g.picks[0][2][giver]
    assert line.startswith(f"You now hold the hand Player {giver + 1} (bot) picked from (they took the {took.name})")
    assert "Player 2 (bot) now has the First Player card." in g.events


def test_placing_a_card_names_every_legal_space():
    """Placing Cards: one choice per legal space, named by the cards around it (all different)
    and by its place from the Starter Coral, with the points it adds; the reef picture marks
    the same spaces."""
    seen_dropdown = False
    for seed in range(40):
        g = live_game.play_against(bots=1, bot="random", seed=seed)
        rng = random.Random(seed)
        while not g.is_over():
            top = g.state.view(0).pending.top
            if top is not None and top.kind == PLACE_K:
                legal = g.legal()
                labels = ([b.description for b, a in g.shown.items() if b is not g.cell_button]
                          if g.cell_pick not in g.controls.children else [lab for lab, _ in g.cell_pick.options])
                assert len(labels) == len(set(labels)) == len(legal)
                for a in legal:
                    assert any(f"({draw.cell_words(a.cell)}): " in lab for lab in labels)
                pic = draw.reef_picture(g.state.reef(0), label=f"Your reef: where the {top.data[0].name} may go",
                                        legal=tuple(a.cell for a in legal), card=top.data[0], said_once=False,
                                        margin=0)
                assert pic.inner_html() in g.extra.value or pic._repr_html_() in g.extra.value
                if g.cell_pick in g.controls.children:
                    seen_dropdown = True
                    g.cell_pick.value = legal[-1]
                    assert g.shown[g.cell_button] == legal[-1]
                    g.cell_button.click()
                    assert g.history[-1] == legal[-1] or legal[-1] in g.history
                    continue
            g.act(rng.choice(g.legal()))
        if seen_dropdown:
            return
    pytest.skip("no position with more spaces than buttons in these seeds")


def test_a_refused_move_shows_the_rule_and_changes_nothing():
    g = live_game.play_against(bots=1, seed=2026)
    g.act(g.legal()[0])  # your Starter Coral
    before = g.state
    assert not g.act(place((0, -1)))
    assert g.state is before
    assert "Not allowed:" in text(g.message.value) and "(Playing a Turn)" in g.events[-1]
    while g.state.view(0).pending.top is None or g.state.view(0).pending.top.kind != PLACE_K:
        g.act(g.legal()[0])
    before = g.state
    assert not g.act(place((0, -1)))  # below the Starter Coral's row
    assert g.state is before and "(Building Your Reef)" in g.error
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


@pytest.mark.parametrize("make", [lambda: live_game.play_against(bots=2, seed=5),
                                  lambda: live_game.drafting_round(seed=5), lambda: live_game.solo_game(seed=5)],
                         ids=["play", "draft", "solo"])
def test_every_control_is_named_and_reachable_by_keyboard(make, monkeypatch):
    """Keyboard players: every control is a button or a drop-down (reached with Tab) with a
    name; after a move the focus goes to the first new choice, not back to the page's top."""
    focused = []
    monkeypatch.setattr(W.Button, "focus", lambda self: focused.append(self))
    monkeypatch.setattr(W.Dropdown, "focus", lambda self: focused.append(self))
    g = make()
    rng = random.Random(0)
    for _ in range(30):
        if g.is_over():
            break
        for w in controls(g.widget, visible_only=False):
            assert isinstance(w, (W.Button, W.Dropdown)), type(w).__name__
            assert accessible_name(w), f"unnamed {type(w).__name__}"
        focused.clear()
        rng.choice(buttons(g)).click()
        if not g.is_over():
            assert focused and focused[-1] is controls(g.controls)[0]


def test_the_end_says_who_won_and_why():
    """Scoring: the most points wins; a tie goes to the larger reef, then the win is shared."""
    seen = set()
    for seed in range(6):
        g = live_game.play_against(bots=1 + seed % 4, bot="random", seed=seed)
        rng = random.Random(seed)
        while not g.is_over():
            g.act(rng.choice(g.legal()))
        o = g.state.outcome()
        words = g.result_words()
        seen.add(o.decided_by)
        assert all(seatwords.called(p, live_game.YOU) in words for p in o.winners)
        for p in range(g.state.num_players):
            assert f"{seatwords.called(p, live_game.YOU)} {o.scores[p]} point" in words
        if o.decided_by is DecidedBy.POINTS:
            assert "wins with the most points" in words
        elif o.decided_by is DecidedBy.TIEBREAK:
            assert "wins the tie with the larger reef" in words
        else:
            assert "share the win" in words
        assert words.startswith("You win!" if o.winners == (0,) else
                                "You share the win!" if 0 in o.winners else "The bots win.")
        assert text(g.status.value).startswith(" Game over.")
    assert DecidedBy.POINTS in seen


def test_drafting_round_stops_after_the_first_round():
    """Ending a Round: one round of picks, then the end, with what everyone took turn by turn."""
    g = live_game.drafting_round(bots=2, seed=6)
    assert g.state.phase is Phase.PICK and isinstance(g.history[0], Starter)
    assert g.events[1].startswith("Your Starter Coral was chosen for you: Starter Coral")
    click_through(g, random.Random(6))
    s = g.state
    assert s.round == 1 and not s.is_terminal() and g.is_over()
    assert s.turn == turns_per_round(3) == len(g.picks)
    assert text(g.status.value).startswith(" Round over.") and "The round lasted 5 turns." in text(g.status.value)
    assert g.events[-1] == "The round is over: the last card of each hand is discarded."
    assert not any("First Player card" in e for e in g.events[-3:])
    table = g.picks_table()
    assert [row[0] for row in table.rows] == ["1", "2", "3", "4", "5"]
    for row, (_, _, picked) in zip(table.rows, g.picks):
        assert list(row[1:]) == [picked[p].name for p in range(3)]
    assert table._repr_html_() in g.status.value
    g.new_button.click()
    assert g.seed == 7 and g.state.round == 0 and g.picks == [] and not g.is_over()


def test_solo_game_plays_the_engine_solo_mode():
    """How to Play Solo: no Dolphins, hands of nine, a card of the hand and one of the Ocean
    discarded after each play; the score is the number of goals completed."""
    g = live_game.solo_game(seed=3)
    assert g.state.num_players == 1 and not g.bots
    assert all(c.kind.action != SWAP_REEF for c in g.state.deck)
    rng = random.Random(3)
    asked = set()
    while not g.is_over():
        check(g)
        top = g.state.view(0).pending.top
        asked.add(top.kind if top else "pick")
        if top is not None and top.kind == HAND_K:
            assert all(b.description.startswith("Discard ") for b in buttons(g))
        if g.cell_pick in g.controls.children:
            g.cell_pick.value = rng.choice([v for _, v in g.cell_pick.options])
        rng.choice(buttons(g)).click()
    check(g)
    assert HAND_K in asked and "discard a card from the Ocean" in asked
    done = len(g.state.done)
    assert g.state.outcome().scores == (done,)
    assert g.result_words() == f"You completed {done} Habitat Goal{'' if done == 1 else 's'} of 12."
    assert "Habitat Goals" in g.scores.value


@pytest.mark.parametrize("name", ["play", "draft", "solo"])
def test_previews_are_static_html_with_the_board(name):
    fn = getattr(live_game, f"{name}_preview")
    html = fn()
    assert html == fn()  # deterministic
    for tag in ("<button", "<select", "<input", "<textarea"):
        assert tag not in html
    shown = text(html)
    assert "your turn" in shown.lower() or "Turn 1 of 15" in shown
    assert "Your choices:" in shown
    assert "<games_lib" not in html and "object at 0x" not in html and "Pick(" not in html
    assert 'class="game-picture"' in html or "game-picture" in html


def test_bot_decisions_never_show_as_your_choices():
    """Between your moves the bots move on their own: after any click, the question on screen
    is yours (a Dolphin that takes your fish asks you where it goes)."""
    for seed in range(30):
        g = live_game.play_against(bots=4, bot="greedy", seed=seed)
        rng = random.Random(seed)
        while not g.is_over():
            top = g.state.view(0).pending.top
            if top is not None and top.kind == PLACE_K and top.data[0].kind.action == SWAP_REEF:
                assert "A Dolphin took one of your fish" in text(g.status.value)
                assert all(isinstance(a, Place) for a in g.legal())
                return
            g.act(rng.choice(g.legal()))
    pytest.skip("no Dolphin took a fish of yours in these seeds")


def test_skip_is_offered_with_every_attraction():
    g = live_game.play_against(bots=1, bot="random", seed=2)
    rng = random.Random(2)
    while not g.is_over():
        top = g.state.view(0).pending.top
        if top is not None and top.kind == "attract a fish":
            skip = [b for b, a in g.shown.items() if isinstance(a, Skip)]
            assert len(skip) == 1 and skip[0].description.startswith("Take no ")
            return
        g.act(rng.choice(g.legal()))
    pytest.skip("no attraction in this game")


def test_what_the_engine_did_on_its_own_is_told():
    """Shark (Feeding Frenzy) and Playing a Turn (an unplayable pick goes into the Ocean): the
    engine as oracle. Each move's lines are checked against where the cards went in that move:
    the fish a Frenzy took are the fish that left a reef for the discard pile; a card told as
    "could not be played" is in the Ocean (or, refreshed, in the discard pile)."""
    told = {"frenzy": 0, "ocean": 0}
    for seed in range(30):
        g = live_game.play_against(bots=4, bot="random", seed=seed)
        steps = []
        play = g._play

        def recorded(action, seat, g=g, steps=steps, play=play):
            before, n = g.state, len(g.events)
            play(action, seat)
            steps.append((before, action, g.state, g.events[n:]))

        g._play = recorded
        rng = random.Random(seed)
        while not g.is_over():
            g.act(rng.choice(g.legal()))
        for before, action, after, lines in steps:
            for line in lines:
                if line.startswith("Feeding Frenzy"):
                    told["frenzy"] += 1
                    gone = sorted((p, c.name) for p, r in enumerate(before.reefs) for cell, c in r
                                  if c in after.discard and c not in before.discard)
                    said = sorted((p, name) for p in range(before.num_players)
                                  for name in re.findall(f"{re.escape(seatwords.subject(p, live_game.YOU))} "
                                                         r"loses? the ([A-Z][\w ]+?)(?=;|\.)", line))
                    assert said == gone, (line, gone)
                m = re.match(r"(.+?) (\w[\w ]+) could not be played", line)
                if m:
                    told["ocean"] += 1
                    name = m.group(2)
                    assert any(c.name == name for c in after.ocean + after.discard), line
        if told["frenzy"] >= 2 and told["ocean"] >= 5:
            return
    assert told["frenzy"] and told["ocean"], told
