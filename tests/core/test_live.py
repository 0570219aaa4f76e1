"""The live-game base (games_lib.core.live.LiveGame) on a toy game: Pebbles (tests/core/toy.py),
played against bots with the app's own buttons.

* A whole game by clicks: the state is always ``new_game(seed)`` plus the recorded legal
  actions, the buttons are exactly your legal actions, every move (yours and the bots') is told
  once in the log by the seat that made it, and the end says who won.
* A refusal of the engine leaves the state as it was and says why in a player's words, in a
  message box right under the controls (no rule key).
* The question comes first: what just happened since your last move (with whose score changed,
  and why), the question (its number changes with each new question: the page keeps it in
  view), your controls, a refusal; then the board, the log (numbered from the game's first
  line) and the settings.
* The same seed gives the same game (restart, two apps); New game takes the next seed and the
  bots chosen in the settings.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core import RandomBot, ScoreBreakdown, ScoreLine, UnknownNameError  # noqa: E402
from games_lib.core.live import LiveGame  # noqa: E402
from games_lib.core.widgets import accessible_name, controls, points  # noqa: E402

from .toy import GAME, PICK_FIRST, PICKS, TAKES, Pick  # noqa: E402


def text(html: str) -> str:
    """What a reader sees of an HTML value: no styles, no tags, entities decoded."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html))).strip()


class FirstBot:
    """Always plays the first legal action."""

    def choose(self, view, legal_actions):
        return legal_actions[0]


class LivePebbles(LiveGame):
    """Pebbles against bots, in the fewest words a game needs."""

    BOT_CHOICES = (("Random bots (any move the rules allow)", "random"), ("First-move bots", "first"))
    PREFIX = "pebbles"

    def __init__(self, bot: str = "random", seed: int = 0, you: int = 0, players: int = 2):
        self.players = players
        self.told: list = []  # every narrate call: (before, action, seat, after)
        self.redraws = 0
        super().__init__(bot, seed, you)

    def new_state(self, seed):
        return GAME.new_initial_state(seed, num_players=self.players)

    def new_bots(self, seed):
        return {p: RandomBot(seed * 10 + p) if self.bot_name == "random" else FirstBot()
                for p in range(self.players) if p != self.you}

    def name(self, seat):
        return "You" if seat == self.you else f"Bot {seat + 1}"

    def board_picture(self, view, names):
        return "<p class='pool'>" + "; ".join(f"{n}: {len(t)} pebbles" for n, t in zip(names, view.taken)) + \
            f". {view.pool_size} left.</p>"

    def decision_controls(self):
        return [self.move_button(a, f"Pick {a.colour}" if isinstance(a, Pick) else f"Take {a.n}")
                for a in self.legal()]

    def turn_body(self):
        return "<p class='game-msg'><b>Your turn.</b></p>"

    def narrate(self, before, action, seat, after):
        self.told.append((before, action, seat, after))
        who = self.name(seat)
        if isinstance(action, Pick):
            return [f"{who} picked {action.colour}." if seat == self.you else f"{who} picked a colour in secret."]
        return [f"{who} took {action.n}."]

    def result_words(self):
        return "You win!" if self.you in self.state.outcome().winners else "The bots win."

    def opponents_words(self):
        return f"{self.players - 1} {self.bot_name} bots"

    def start_words(self):
        return "You start." if self.state.current_player == self.you else "The bots start."

    def redraw(self):
        self.redraws += 1
        super().redraw()

    def preview(self):
        return self.status_body()


def replayed(g):
    s = GAME.new_initial_state(g.seed, num_players=g.players)
    for a in g.history:
        assert a in s.legal_actions()
        s = s.apply(a)
    return s


def check(g):
    """What the app shows is what the engine holds."""
    assert g.state == replayed(g)
    assert g.state.is_terminal() or g.state.current_player == g.you  # the bots never wait
    assert set(g.shown.values()) == set(g.legal())
    assert list(g.shown) == list(g.controls.children)
    for b in controls(g.widget, visible_only=False):
        assert accessible_name(b)
    assert len(g.events) == 1 + len(g.history) + sum(e.startswith("Not allowed") for e in g.events)
    assert [unescape(x) for x in re.findall(r"<li>(.*?)</li>", g.log.value, re.S)] == g.events[-g.LOG_LINES:]
    assert g.board.value.endswith(g.board_body() + "</div>") and "You: " in g.board.value
    assert f"data-live-question='{g.asked}'" in g.status.value


@pytest.mark.parametrize("players,you", [(2, 0), (3, 1), (4, 3)])
def test_a_whole_game_by_clicks(players, you):
    g = LivePebbles(seed=5, you=you, players=players)
    rng = random.Random(players)
    check(g)
    clicks = 0
    while not g.state.is_terminal():
        assert "Your turn." in text(g.status.value)
        rng.choice(g.controls.children).click()
        clicks += 1
        check(g)
    assert clicks == sum(seat == you for _, _, seat, _ in g.told) > 1
    status = text(g.status.value)
    assert status == f"Game over. {g.result_words()} Press New game to play again."
    assert g.controls.children == () and g.shown == {}
    for before, action, seat, after in g.told:  # each move told once, by the seat that made it
        assert before.current_player == seat and before.apply(action) == after
    assert [t[1] for t in g.told] == g.history


def test_the_bots_move_first_when_you_do_not_start():
    g = LivePebbles(seed=1, you=1, players=3)
    assert g.events[0] == "New game (number 1) against 2 random bots. The bots start."
    assert g.events[1] == "Bot 1 picked a colour in secret." and len(g.history) == 1
    assert g.state.current_player == 1 and [b.description for b in g.controls.children] == ["Pick red", "Pick blue"]


def test_a_refusal_leaves_the_state_and_says_the_rule():
    g = LivePebbles(seed=2)
    before, history, drawn = g.state, list(g.history), g.board.value
    assert g.act(TAKES[0]) is False  # a pebble before the lucky colour: §1
    assert g.state is before and g.history == history
    assert g.error.startswith("Not allowed: seat 0 must pick a lucky colour.")  # no rule key, no position
    assert PICK_FIRST.key not in g.message.value and "State" not in g.message.value
    assert "role='alert'" in g.message.value and " ".join(g.error.split()) in text(g.message.value)
    assert g.now.children.index(g.message) == g.now.children.index(g.controls) + 1  # said next to the controls
    assert g.error not in text(g.recent.value)  # what just happened lists moves only
    assert g.events[-1] == g.error and " ".join(g.error.split()) in text(g.log.value)
    assert g.board.value == drawn
    check(g)
    g.controls.children[0].click()  # a legal move clears the message
    assert g.message.value == "" and g.error == "" and g.history[0] == PICKS[0]
    check(g)


def test_no_move_when_it_is_not_your_decision():
    g = LivePebbles(bot="first", seed=4)
    while not g.state.is_terminal():
        g.act(g.legal()[0])
    end, events = g.state, list(g.events)
    assert g.legal() == () and g.act(TAKES[0]) is False
    assert g.state is end and g.events == events and g.error == ""


def test_the_same_seed_gives_the_same_game():
    a, b = LivePebbles(seed=9, you=1, players=3), LivePebbles(seed=9, you=1, players=3)
    for _ in range(2):
        a.act(a.legal()[-1])
        b.act(b.legal()[-1])
    assert len(a.history) > 3 and a.events == b.events and a.history == b.history and a.state == b.state
    a.restart(9)
    fresh = LivePebbles(seed=9, you=1, players=3)
    assert a.state == fresh.state and a.history == fresh.history and a.events == fresh.events
    assert a.error == "" and len(a.history) == 1


def test_new_game_takes_the_next_seed_and_the_chosen_bots():
    g = LivePebbles(seed=3)
    g.act(g.legal()[0])
    assert g.bot_pick.value == "random" and type(g.bots[1]) is RandomBot
    g.bot_pick.value = "first"
    assert g.bot_name == "random"  # a setting waits for New game
    g.new_button.click()
    assert (g.seed, g.bot_name, type(g.bots[1])) == (4, "first", FirstBot)
    assert g.events == ["New game (number 4) against 1 first bots. You start."]
    assert g.state == GAME.new_initial_state(4, num_players=2) and g.history == []
    g.restart(5, bot="random")
    assert (g.seed, g.bot_name) == (5, "random")


def test_an_unknown_bot_is_refused_with_the_names():
    with pytest.raises(UnknownNameError, match="random, first"):
        LivePebbles(bot="genius")


def test_buttons_are_made_once_and_play_their_action():
    g = LivePebbles(bot="first", seed=6)
    pick_red = g.controls.children[0]
    g.render()
    assert g.controls.children[0] is pick_red and g.shown[pick_red] == PICKS[0]
    clicked = []
    b = g.button("help", "Help", lambda: clicked.append(1))
    assert g.button("help", "Help again", lambda: clicked.append(2)) is b and b.description == "Help again"
    b.click()
    assert clicked == [2]
    pick_red.click()
    assert g.history[0] == PICKS[0]


def test_the_board_and_log_are_drawn_again_only_after_a_change():
    g = LivePebbles(seed=7)
    n = g.redraws
    g.render()
    g.render()
    assert g.redraws == n
    g.act(g.legal()[0])
    assert g.redraws == n + 1
    assert g.act(PICKS[0]) is False  # refused (the colours are picked): a new line in the log
    assert g.redraws == n + 2


def _game_with_a_short_log():
    """A game whose log shows 3 lines, played until it holds 6."""
    class Short(LivePebbles):
        LOG_LINES = 3

    g = Short(bot="first", seed=8, players=4)
    while len(g.events) < 6:
        g.act(g.legal()[0])
    return g


def test_the_log_shows_the_last_lines_only():
    g = _game_with_a_short_log()
    assert re.findall(r"<li>(.*?)</li>", g.log.value) == g.events[-3:]


def test_fill_sets_a_drop_down_without_waking_its_observers():
    g = LivePebbles(seed=1)
    dd = W.Dropdown(options=[("a", 1)], description="Pick:")
    woken = []
    dd.observe(lambda change: woken.append((g.filling, change["new"])), names="value")
    g.fill(dd, [("b", 2), ("c", 3)], 3)
    assert dd.value == 3 and all(filling for filling, _ in woken) and not g.filling
    dd.value = 2
    assert woken[-1] == (False, 2)


def test_the_focus_goes_to_the_first_new_control(monkeypatch):
    focused = []
    monkeypatch.setattr(W.Button, "focus", lambda self: focused.append(self.description), raising=False)
    g = LivePebbles(bot="first", seed=2)
    g.act(g.legal()[0])
    assert focused == [g.controls.children[0].description]


def test_the_widget_tree_and_its_classes():
    g = LivePebbles(seed=1)
    assert list(g.widget.children) == [g.now, g.board, g.log, g.settings]
    assert list(g.now.children) == [g.recent, g.status, g.controls, g.message]
    assert "game-now" in g.now._dom_classes and "pebbles-recent" in g.recent._dom_classes
    assert "game-paper" in g.board.value  # the pictures keep their light ground in the dark theme
    assert "pebbles-play" in g.widget._dom_classes and "game-root" in g.widget._dom_classes
    assert "pebbles-log" in g.log._dom_classes and "pebbles-status" in g.status._dom_classes
    assert list(g.settings.children) == [g.bot_pick, g.new_button]
    assert g.bot_pick.description == "Bots:" and g.new_button.description == "New game"
    assert "aria-live='polite'" in g.status.value


class ScoredPebbles(LivePebbles):
    """Pebbles where each pebble taken is worth a point, one score line per colour."""

    def score_breakdown(self, state, seat):
        taken = state.taken[seat]
        return ScoreBreakdown(tuple(ScoreLine(c, taken.count(c)) for c in sorted(set(taken))))


def test_what_just_happened_is_shown_next_to_your_choices():
    g = ScoredPebbles(bot="first", seed=3, players=3)
    assert text(g.recent.value).startswith("The game so far") and g.events[0] in text(g.recent.value)
    g.act(g.legal()[0])  # the colours
    g.act(g.legal()[0])  # the first pebbles
    mine = len(g.events)
    shown = text(g.recent.value)
    assert shown.startswith("What just happened")
    start = max(i for i, (_, _, seat, _) in enumerate(g.told) if seat == g.you)
    # your move and the bots' answers since, nothing older
    since = g.events[len(g.events) - (len(g.told) - start):]
    assert all(e in shown for e in since) and g.events[1] not in shown
    assert len(since) == mine - g._since and since[0].startswith("You took")
    # whose score changed, and why: from the score lines of before and after
    old = g.score_breakdown(g._since_state, g.you).total
    new = g.score_breakdown(g.state, g.you).total
    assert new > old and f"You: {old:g} → {points(new)}" in shown
    assert re.search(r"You: [^.]*\((\w+: \+\d+(; )?)+\)", shown), shown


def test_what_just_happened_keeps_the_last_lines_only():
    class Short(LivePebbles):
        RECENT_LINES = 2

    g = Short(bot="first", seed=3, players=4)
    g.act(g.legal()[0])
    g.act(g.legal()[0])
    items = re.findall(r"<li>(.*?)</li>", g.recent.value)
    assert len(items) == 3 and "earlier move" in items[0] and [unescape(x) for x in items[1:]] == g.events[-2:]


def test_each_new_question_gets_a_new_number():
    g = LivePebbles(bot="first", seed=2)
    first = g.asked
    g.render()
    assert g.asked == first  # the same question drawn again: the same number
    assert g.act(TAKES[0]) is False and g.asked == first  # a refusal: the question stays
    g.act(g.legal()[0])
    assert g.asked == first + 1 and f"data-live-question='{g.asked}'" in g.status.value
    g.restart(2)
    assert g.asked == first + 2  # a new game asks again, even the same first question


def test_the_log_is_numbered_from_the_first_line():
    g = _game_with_a_short_log()
    assert f"<ol class='game-log' start='{len(g.events) - 2}'>" in g.log.value
