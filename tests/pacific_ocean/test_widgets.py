"""The three mini-games show only what the engine holds, after every event of random sequences.

* Builder: the drop-downs always show where each card really is (``app.sanctuaries``, built by
  ``Sanctuary.add``); a change the rules refuse (§5 Game End: 6 animals at most; §1 Setup: each
  player holds their own Sanctuary card) leaves the sanctuaries unchanged, puts the drop-down
  back and says the rule, naming the card; the scores shown are ``score()`` of the sanctuaries.
* Play: the state is reachable from ``new_game(seed)`` by the recorded legal actions; the
  buttons on screen are exactly the legal actions of the human's view; the status says the
  current scores; the placement buttons say what ``what_if`` computes; the hidden card never
  shows (§2 Gameplay).
* Trainer: the numbers of the feedback are ``GreedyBot().values(view)``.
* Keyboard and screen readers: every control is a Button, Dropdown or ToggleButtons with a name.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core.widgets import accessible_name, controls, points  # noqa: E402
from games_lib.pacific_ocean import (  # noqa: E402
    ANIMALS,
    SANCTUARY_FACES,
    TAKE_FACE_DOWN,
    TAKE_FACE_UP,
    GreedyBot,
    Phase,
    Sanctuary,
    face,
    new_game,
    offer,
    score,
    what_if,
)
from games_lib.pacific_ocean import draw, live_game, widgets  # noqa: E402

PLACES = ["not placed", "you: icons", "you: condition", "opponent: icons", "opponent: condition"]
SEQUENCES = 60  # random sequences per check: enough to meet every control and refusal (asserted below)
EVENTS = 30


def text(html: str) -> str:
    """What a reader sees of an HTML value: no styles, no tags, entities decoded."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def check_controls(app):
    """Keyboard reachability: only named Buttons, Dropdowns and ToggleButtons."""
    for w in controls(app.widget, visible_only=False):
        assert isinstance(w, (W.Button, W.Dropdown, W.ToggleButtons)), type(w).__name__
        assert accessible_name(w), f"unnamed {type(w).__name__}"


# ---------------------------------------------------------------------------- builder

def oracle(faces, placement):
    """The two sanctuaries the library builds from ``placement`` (raises if it refuses)."""
    if face(faces[0]).card == face(faces[1]).card:
        raise ValueError("same Sanctuary card")
    out = []
    for seat, who in enumerate(("you", "opponent")):
        out.append(Sanctuary(faces[seat],
                             icons=[n for n, p in placement.items() if p == f"{who}: icons"],
                             conditions=[n for n, p in placement.items() if p == f"{who}: condition"]))
    return tuple(out)


def check_builder(b, faces, placement):
    a, o = b.sanctuaries
    assert (a, o) == oracle(faces, placement)
    assert [d.value for d in b.faces] == list(faces)
    assert {n: d.value for n, d in b.pickers.items()} == b.placement() == placement
    shown = text(b.summary.value)
    assert f"{score(a, o).total:g} to {score(o, a).total:g} Ranking Points" in shown
    assert f"you {points(score(a, o).total)}, your opponent {points(score(o, a).total)}" in shown
    for seat, s in enumerate((a, o)):
        assert f"{s.face.name} side, {len(s.placed)} of 6 animals" in shown


def test_builder_random_events_never_disagree_with_the_engine():
    """§4, §5, §1: after every event the drop-downs, sanctuaries and scores match the library."""
    refused = {"cap": 0, "face": 0, "label": 0}
    names = [c.name for c in ANIMALS]
    face_names = [f.name for f in SANCTUARY_FACES]
    for seq in range(SEQUENCES):
        rng = random.Random(seq)
        b = widgets.sanctuary_builder("Nautilus", "Dolphin")
        faces, placement = ["Nautilus", "Dolphin"], {n: "not placed" for n in names}
        check_builder(b, faces, placement)
        for _ in range(EVENTS):
            kind = rng.random()
            if kind < 0.85:  # a card's drop-down, as the browser sets it (index) or as code does
                name = rng.choice(names)
                where = rng.choices(PLACES, weights=[1, 3, 3, 3, 3])[0]
                subject, proposal = name, dict(placement, **{name: where})
                new_faces = faces
                unchanged = b.pickers[name].value == where  # no change event: nothing happens
                if rng.random() < 0.5:
                    b.pickers[name].set_state({"index": PLACES.index(where)})
                else:
                    b.pickers[name].value = where
            elif kind < 0.97:  # a face
                seat, f = rng.randrange(2), rng.choice(face_names)
                subject, proposal = f, placement
                new_faces = list(faces)
                new_faces[seat] = f
                unchanged = b.faces[seat].value == f
                b.faces[seat].value = f
            else:  # code asks for a place that does not exist
                name = rng.choice(names)
                assert not b.place(name, "the moon")
                refused["label"] += 1
                assert "the moon" in b.error and b.error.startswith(f"{name}: ")
                check_builder(b, faces, placement)
                continue
            if unchanged:
                check_builder(b, faces, placement)
                continue
            try:
                oracle(new_faces, proposal)
            except ValueError as e:  # the library (or the setup rule) refuses
                refused["face" if "same Sanctuary card" in str(e) else "cap"] += 1
                assert b.error.startswith(f"{subject}: "), b.error
                assert ("§1 Setup" if "same Sanctuary card" in str(e) else "§5 Game End") in b.error
                assert escape_free(b.error) in text(b.message.value)
            else:
                faces, placement = list(new_faces), proposal
                assert b.error == "" and b.message.value == ""
            check_builder(b, faces, placement)
        check_controls(b)
    assert min(refused.values()) > 0, refused


def escape_free(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def test_builder_refusal_names_the_card_and_keeps_the_sanctuary():
    """§5 Game End: a 7th animal is refused, the drop-down goes back, the message names it."""
    six = ["Whale Shark", "Mako Shark", "Sea Star", "Octopus", "Sea Turtle", "Blue Whale"]
    b = widgets.sanctuary_builder("Nautilus", "Dolphin", placed={n: "you: icons" for n in six})
    before = b.sanctuaries
    b.pickers["Stingray"].value = "you: condition"
    assert b.sanctuaries is before and b.pickers["Stingray"].value == "not placed"
    assert "Stingray: this sanctuary already has 6 animals (§5 Game End)" in b.error
    assert "Stingray: this sanctuary already has 6 animals (§5 Game End)" in text(b.message.value)
    assert "role='alert'" in b.message.value
    b.pickers["Stingray"].value = "opponent: condition"  # the other sanctuary has room
    assert b.error == "" and b.sanctuaries[1] == Sanctuary("Dolphin", conditions=["Stingray"])
    b.faces[0].value = "Dolphin"  # §1 Setup: Dolphin is the opponent's card
    assert b.faces[0].value == "Nautilus" and b.sanctuaries[0].face.name == "Nautilus"
    assert b.error.startswith("Dolphin: ") and "§1 Setup" in b.error
    b.faces[1].value = "Seahorse"  # the other side of the opponent's own card: fine
    assert b.error == "" and b.sanctuaries[1].face.name == "Seahorse"
    assert b.sanctuaries[1].conditions[0].name == "Stingray"  # the cards stay


def test_builder_rescoring_follows_the_library():
    b = widgets.sanctuary_builder("Nautilus", "Dolphin")
    b.pickers["Whale Shark"].value = "you: icons"
    b.pickers["Mako Shark"].value = "you: condition"
    a, _ = b.sanctuaries
    assert a == Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])
    assert "3 to 0" in text(b.summary.value)
    with pytest.raises(Exception, match="same Sanctuary card"):
        widgets.sanctuary_builder("Nautilus", "Red Lionfish")


# ---------------------------------------------------------------------------- play

def replay(g):
    s = new_game(seed=g.seed, first_player=0)
    for a in g.history:
        assert a in s.legal_actions()
        s = s.apply(a)
    return s


def check_play(g):
    assert replay(g) == g.state
    visible = controls(g.widget)
    assert g.new_button in visible and g.bot_pick in visible
    assert g.bot_pick.value == g.bot_name
    kids = list(g.controls.children)
    status = text(g.status.value)
    if g.state.is_terminal():
        assert kids == [] and g.shown == {}
        o = g.state.outcome()
        assert "Game over" in status
        assert f"you {points(o.scores[g.you])}, the bot {points(o.scores[1 - g.you])}" in status
        return
    assert g.state.current_player == g.you  # the bot has answered
    view = g.state.view(g.you)
    if view.phase is Phase.OFFER:
        assert kids[:3] == [g.up_pick, g.down_pick, g.offer_button]
        hand = [c.name for c in view.hand]
        assert list(g.up_pick.options) == list(g.down_pick.options)
        assert [v for _, v in g.up_pick.options] == hand
        assert {offer(u, d) for u in hand for d in hand if u != d} == set(view.legal_actions)
    else:
        buttons = [k for k in kids if isinstance(k, W.Button)]
        assert buttons == list(g.shown) and len(buttons) == len(kids)
        assert [g.shown[b] for b in buttons] == list(view.legal_actions)
    mine, theirs = view.sanctuaries[g.you], view.sanctuaries[1 - g.you]
    if mine is not None:
        assert f"Score now: you {points(score(mine, theirs).total)}, the bot {points(score(theirs, mine).total)}" \
            in status
        dead = live_game.offers_left(g.state, g.you) == 0  # no offer of yours left: the hand is never played
        assert g.hand_is_dead() is dead
        for c in view.hand:  # every card you may still play says what its condition would score now
            hint = f"{c.name} (in your hand): its condition would score"
            if dead:
                assert hint not in status and "would score" not in board_hand(g.board.value)
                assert "never played" in status
            else:
                assert f"{hint} {points(what_if(mine, theirs, c).condition)} for you now" in status
    # one count of turns: the status says the turn the board's title says
    turn = re.search(r"Turn (\d) of 6", text(g.board.value))
    if turn:
        assert f"Turn {turn.group(1)} of 6, " in status
    if view.phase in (Phase.PLACE_TAKEN, Phase.PLACE_KEPT):
        w = what_if(mine, theirs, view.card_to_place)
        icons, cond = [b.description for b in g.shown]
        assert icons.startswith(f"{view.card_to_place.name}: icons (A)")
        assert f"you'd have {points(w.as_icons)}, the bot {points(w.as_icons - w.lead_as_icons)}" in icons
        assert cond.startswith(f"{view.card_to_place.name}: condition (B)")
        assert f"you'd have {points(w.as_condition)}" in cond
    if view.phase is Phase.TAKE:  # §2 Gameplay: the face-down card stays hidden
        hidden = g.state.offer[1].name
        shown = status + text(g.log.value) + " ".join(b.description for b in g.shown)
        assert hidden not in shown
        assert f"Take {view.offer_up.name} (face up)" in [b.description.split(":")[0] for b in g.shown]


def board_hand(board_html: str) -> str:
    """The text of the board from your hand on."""
    shown = text(board_html)
    return shown[shown.index("Your hand"):] if "Your hand" in shown else ""


def test_play_random_events_show_only_what_the_engine_holds():
    bots = ["greedy", "random", "montecarlo"]
    weights = [4, 4, 1]  # the Monte Carlo bot is the slow one: fewer of its games
    refused = finished = 0
    for seq in range(SEQUENCES):
        rng = random.Random(seq)
        g = live_game.play_against(bot=rng.choices(bots, weights)[0], seed=rng.randrange(1000), you=seq % 2)
        check_play(g)
        check_controls(g)
        for _ in range(EVENTS):
            r = rng.random()
            if r < 0.04:
                g.new_button.click()
            elif r < 0.08:
                g.bot_pick.value = rng.choices(bots, weights)[0]
            elif r < 0.14 and g.up_pick in g.controls.children:  # any two hand cards, the same one too
                names = [v for _, v in g.up_pick.options]
                g.up_pick.value, g.down_pick.value = rng.choice(names), rng.choice(names)
                before = g.state
                same = g.up_pick.value == g.down_pick.value
                g.offer_button.click()
                if same:
                    refused += 1
                    assert g.state is before and g.events[-1].startswith("Not allowed")
                    assert "The rule (Gameplay)" in g.events[-1] and "offer-from-hand" not in g.events[-1]
                    assert "Not allowed" in text(g.log.value) and " ".join(g.error.split()) in text(g.message.value)
            else:
                buttons = [w for w in controls(g.widget) if isinstance(w, W.Button) and w is not g.new_button]
                if buttons:
                    rng.choice(buttons).click()
            check_play(g)
            finished += g.state.is_terminal()
    assert refused > 0 and finished > 0


def test_play_a_whole_game_by_clicking_and_start_again():
    g = live_game.play_against(bot="greedy", seed=5)
    rng = random.Random(0)
    while not g.state.is_terminal():
        if g.offer_button in g.controls.children:
            g.offer_button.click()
        else:
            rng.choice(g.controls.children).click()
        check_play(g)
    assert "Game over" in text(g.status.value) and g.new_button in controls(g.widget)
    g.bot_pick.value = "random"
    assert g.bot_name == "random" and "random bot" in g.events[-1]
    g.new_button.click()
    assert g.seed == 6 and not g.state.is_terminal()
    assert "against the random bot" in g.events[0]
    check_play(g)


def test_play_event_log_in_words():
    g = live_game.play_against(bot="greedy", seed=2026)
    assert [b.description.split(" (")[0] for b in g.shown] == ["Choose the Nautilus side",
                                                                "Choose the Red Lionfish side"]
    g.controls.children[0].click()
    assert g.events[1] == "You chose the Nautilus side."
    assert "Turn 1 of 6, your turn: offer two cards — one face up, one face down" in text(g.status.value)
    g.offer_button.click()
    log = text(g.log.value)
    assert "You offered" in log and re.search(r"Player 2 \(bot\) took the (face-down card|face-up card \(.+\))\.", log)
    assert "Turn 1 of 6, your turn: add the card you kept" in text(g.status.value)


def test_play_refuses_an_illegal_offer_in_words():
    g = live_game.play_against(bot="random", seed=1)
    while g.state.phase is not Phase.OFFER:
        g.act(g.state.legal_actions()[0])
    before = g.state
    g.up_pick.value = g.down_pick.value = g.up_pick.options[0][1]
    assert "Choose two different cards" in text(g.offer_hint.value)
    g.offer_button.click()
    assert g.state is before and "Not allowed" in text(g.log.value)
    assert g.error.startswith("Not allowed: the same card cannot be both face up and face down.\nThe rule (Gameplay)")
    # said next to the control that made it, and the choice made stays on screen
    assert " ".join(g.error.split()) in text(g.message.value) and g.now.children.index(g.message) > g.now.children.index(g.controls)
    assert g.up_pick.value == g.down_pick.value == g.up_pick.options[0][1]
    assert g.error not in text(g.recent.value)


def test_play_says_what_the_bot_did_next_to_your_choices():
    g = live_game.play_against(bot="greedy", seed=2026)
    g.controls.children[0].click()  # a side
    g.offer_button.click()
    g.shown and list(g.shown)[0].click()  # add the kept card: the bot answers with its offer
    recent = text(g.recent.value)
    assert recent.strip().startswith("What just happened") and g.events[-1] in recent
    assert g.widget.children[0] is g.now and g.now.children[0] is g.recent
    # why the score changed: from the score lines before and after
    before = live_game.play_against(bot="greedy", seed=2026)
    assert "Scores:" not in text(before.recent.value)
    while "Scores:" not in text(g.recent.value) and not g.state.is_terminal():
        if g.offer_button in g.controls.children:
            g.offer_button.click()
        else:
            g.controls.children[-1].click()
    assert re.search(r"(You|Player 2 \(bot\)): -?\d+ → -?\d+ points? \(", text(g.recent.value))


def test_no_would_score_hint_for_a_hand_that_is_never_played():
    for seed in range(4):
        g = live_game.play_against(bot="random", seed=seed, you=seed % 2)
        seen = False
        while not g.state.is_terminal():
            if g.hand_is_dead() and g.state.hand(g.you):
                seen = True
                status = text(g.status.value)
                for c in g.state.hand(g.you):
                    assert f"{c.name} (in your hand)" not in status
                assert "would score" not in board_hand(g.board.value)
            if g.offer_button in g.controls.children:
                g.offer_button.click()
            else:
                g.controls.children[0].click()
        assert seen


def test_unknown_bot_is_refused():
    with pytest.raises(Exception, match="montecarlo"):
        live_game.play_against(bot="genius")


# ---------------------------------------------------------------------------- trainer

def test_trainer_random_events_feedback_is_the_greedy_estimate():
    judge = GreedyBot()
    answered = 0
    for seq in range(SEQUENCES // 4):
        rng = random.Random(seq)
        t = widgets.offer_trainer(seed=rng.randrange(50))
        check_controls(t)
        for _ in range(EVENTS // 3):
            view = t.state.view(t.you)
            assert view.phase is Phase.TAKE and view.current_player == t.you and view.offer_down is None
            hidden = t.state.offer[1].name
            if t.values is None:  # not answered yet: §2 Gameplay, the face-down card is hidden
                assert hidden not in text(t.question.value) and hidden not in t.board.value
            buttons = [w for w in controls(t.widget) if isinstance(w, W.Button) and not w.disabled]
            b = rng.choice(buttons)
            answered_before = t.values is not None
            b.click()
            if b is t.next_button:
                assert t.values is None and t.feedback.value == "" and not t.up_button.disabled
                continue
            answered += 1
            assert not answered_before
            values = judge.values(view)
            assert t.values == values
            fb = text(t.feedback.value)
            assert widgets.take_advice(values, len(view.unseen)) in fb
            assert f"{values[TAKE_FACE_UP]:+.1f} points if you take the face-up card" in fb
            assert f"{values[TAKE_FACE_DOWN]:+.1f} if you take the hidden one" in fb
            assert f"averaged over the {len(view.unseen)} cards the hidden one could be" in fb
            assert hidden in fb
            best = max(view.legal_actions, key=values.__getitem__)
            took = TAKE_FACE_UP if b is t.up_button else TAKE_FACE_DOWN
            assert ("the bot agrees" in fb) == (best is took)
            assert t.up_button.disabled and t.down_button.disabled
    assert answered > 0


def test_trainer_hides_then_reveals():
    t = widgets.offer_trainer(seed=2)
    hidden = t.state.offer[1].name
    assert hidden not in text(t.question.value) and hidden not in t.board.value
    assert f"Take {t.state.offer[0].name} (face up)" == t.up_button.description
    t.down_button.click()
    assert hidden in text(t.feedback.value) and t.up_button.disabled
    assert "You agreed with the bot" in text(t.score_label.value)
    t.next_button.click()
    assert t.seed == 3 and not t.up_button.disabled


def test_take_advice_words():
    up, down = TAKE_FACE_UP, TAKE_FACE_DOWN
    assert widgets.take_advice({up: 3.1, down: 1.0}, 11) == (
        "Taking the face-up card gives you about 2 more points than taking the hidden one "
        "(the greedy bot's estimate, averaged over the 11 cards the hidden one could be).")
    assert "hidden card gives you about 0.4 more points" in widgets.take_advice({up: 1.0, down: 1.4}, 9)
    assert "about 1 more point than" in widgets.take_advice({up: 2.0, down: 1.0}, 9)
    assert "about the same" in widgets.take_advice({up: 1.0, down: 1.01}, 9)


# ---------------------------------------------------------------------------- pictures

def test_previews_are_static_first_screens():
    """The site's static pictures: the apps' first screens (same seeds), no control at all."""
    for make, board in ((live_game.play_preview, lambda: live_game.play_against(bot="greedy", seed=2026).board_body()),
                        (widgets.trainer_preview, lambda: widgets.offer_trainer(seed=1)._board_body()),
                        (widgets.builder_preview, lambda: widgets.sanctuary_builder(
                            "Nautilus", "Dolphin", placed=widgets.BUILDER_PRESET)._board_body())):
        html = make()
        assert html == make()  # deterministic
        for tag in ("<button", "<select", "<input", "<textarea"):
            assert tag not in html
        assert board() in html
    play = text(live_game.play_preview())
    assert "Getting ready: choose the side of your Sanctuary card" in play and "greedy bot" in play
    t = widgets.offer_trainer(seed=1)
    trainer = text(widgets.trainer_preview())
    assert t.state.offer[0].name in trainer and t.state.offer[1].name not in widgets.trainer_preview()
    b = widgets.sanctuary_builder("Nautilus", "Dolphin", placed=widgets.BUILDER_PRESET)
    a, o = b.sanctuaries
    assert f"{score(a, o).total:g} to {score(o, a).total:g} Ranking Points" in text(widgets.builder_preview())


def test_apps_draw_through_the_board_and_sanctuary_pictures(monkeypatch):
    """The apps draw positions with draw.board(view, names) (one name per seat) and
    sanctuaries with draw.sanctuary_picture: what those return is what the app shows."""

    class Pic:
        def __init__(self, html):
            self.html = html

        def _repr_html_(self):
            return self.html

    calls = []

    def board(view, names):
        you_label, other_label = names[view.seat], names[1 - view.seat]
        calls.append((view.seat, you_label, other_label))
        return Pic(f"<div class='fake-board'>{you_label} vs {other_label}</div>")

    def sanctuary_picture(s, label, breakdown):
        return Pic(f"<div class='fake-sanctuary'>{label}: {breakdown.total:g}</div>")

    monkeypatch.setattr(draw, "board", board, raising=False)
    monkeypatch.setattr(draw, "sanctuary_picture", sanctuary_picture, raising=False)
    g = live_game.play_against(bot="greedy", seed=2026)
    assert "fake-board'>You vs Player 2 (bot)<" in g.board.value and calls[-1][0] == 0
    assert "fake-board" in widgets.trainer_preview()
    b = widgets.sanctuary_builder("Nautilus", "Dolphin", placed=widgets.BUILDER_PRESET)
    assert "fake-sanctuary'>You: " in b.board.value and "fake-sanctuary'>Opponent: " in b.board.value


def test_every_control_is_named_and_focusable():
    for app in (widgets.sanctuary_builder(), widgets.offer_trainer(seed=1), live_game.play_against(seed=1)):
        check_controls(app)
        names = [accessible_name(w) for w in controls(app.widget, visible_only=False)
                 if isinstance(w, W.Dropdown)]
        assert len(names) == len(set(names))  # each drop-down has its own label
