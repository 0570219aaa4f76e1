"""ipywidgets mini-games for Pacific Ocean. Every rule comes from games_lib; these only draw
and forward clicks. Pure Python, no files, no threads: they run the same in Jupyter and in an
in-browser Python (Pyodide).

* :func:`sanctuary_builder` — put cards in two sanctuaries (as icons or as a condition) and
  watch both score breakdowns change;
* :func:`offer_trainer` — the bot offers you two cards, one hidden: which do you take? Then
  see what was hidden and how the greedy bot weighs both options;
* :func:`play_against` — a whole game against a chosen bot.

Each function returns an app object; display its ``.widget`` (or the app itself).
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from ..core import DecidedBy, GameError, make_rng
from ..core.widgets import App, panel
from .actions import AS_CONDITION, AS_ICONS, TAKE_FACE_DOWN, TAKE_FACE_UP, ChooseSide, Offer, offer
from .bots import GreedyBot, make_bot
from .cards import ANIMALS, SANCTUARY_FACES, face
from .draw import sanctuary_svg
from .scoring import Sanctuary, score, winner
from .state import Phase, State, new_game

def _html(body: str, cls: str = "") -> str:
    return panel(body, cls)


# ---------------------------------------------------------------------------- builder

_PLACES = (("—", None), ("you: icons", (0, False)), ("you: condition", (0, True)),
           ("opponent: icons", (1, False)), ("opponent: condition", (1, True)))


class SanctuaryBuilder(App):
    """Two sanctuaries built card by card; every change rescoring both with :func:`score`."""

    def __init__(self, you: str = "Nautilus", opponent: str = "Dolphin", placed: Optional[dict] = None):
        self.faces = [W.Dropdown(options=[f.name for f in SANCTUARY_FACES], value=you, description="You:"),
                      W.Dropdown(options=[f.name for f in SANCTUARY_FACES], value=opponent, description="Opponent:")]
        self.pickers = {}
        cells = []
        for c in ANIMALS:
            dd = W.Dropdown(options=[label for label, _ in _PLACES], value="—",
                            layout=W.Layout(width="150px"), description_allow_html=False)
            self.pickers[c.name] = dd
            cells.append(W.HBox([W.HTML(f"<b>{escape(c.name)}</b>", layout=W.Layout(width="130px")), dd]))
        for name, label in (placed or {}).items():
            self.pickers[name].value = label
        self.board = W.HTML()
        self.message = W.HTML()
        for w in [*self.faces, *self.pickers.values()]:
            w.observe(self._changed, names="value")
        grid = W.GridBox(cells, layout=W.Layout(grid_template_columns="repeat(auto-fill, 290px)"))
        self.board.add_class("po-board")
        self.widget = W.VBox([W.HBox(self.faces, layout=W.Layout(flex_flow="row wrap")), grid, self.message, self.board])
        self.widget.add_class("po-builder")
        self._changed()

    def sanctuaries(self) -> tuple[Sanctuary, Sanctuary]:
        """Build both sanctuaries from the pickers (raises the library's error if a rule breaks)."""
        s = [Sanctuary(self.faces[0].value), Sanctuary(self.faces[1].value)]
        for name, dd in self.pickers.items():
            where = dict(_PLACES)[dd.value]
            if where is not None:
                p, cond = where
                s[p] = s[p].add(name, as_condition=cond)
        return s[0], s[1]

    def _changed(self, change=None):
        if face(self.faces[0].value).card == face(self.faces[1].value).card:
            self.message.value = _html("Both faces are on the same Sanctuary card: each player has "
                                       "their own card (§1 Setup). Pick a face of the other card.", "game-err")
        else:
            self.message.value = ""
        try:
            a, b = self.sanctuaries()
        except GameError as e:
            self.message.value = _html(escape(str(e).split("\n")[0]), "game-err")
            return
        sa, sb = score(a, b), score(b, a)
        w = winner(a, b)
        verdict = {0: "You win", 1: "Your opponent wins", None: "Tie"}[w]
        if sa.total == sb.total and w is not None:
            verdict += f" on the tie-break (icons {a.icons:g} vs {b.icons:g})"
        self.board.value = _html(
            "<div style='display:flex;gap:24px;flex-wrap:wrap'>"
            f"<div>{sanctuary_svg(a, 'You')}{sa._repr_html_()}</div>"
            f"<div>{sanctuary_svg(b, 'Opponent')}{sb._repr_html_()}</div></div>"
            f"<p class='game-msg'><b>{verdict}</b>: {sa.total:g} to {sb.total:g} Ranking Points.</p>")


def sanctuary_builder(you: str = "Nautilus", opponent: str = "Dolphin", placed: Optional[dict] = None) -> SanctuaryBuilder:
    """A two-sanctuary builder. ``placed`` presets cards, e.g. ``{"Mako Shark": "you: condition"}``."""
    return SanctuaryBuilder(you, opponent, placed)


# ---------------------------------------------------------------------------- trainer

def _advance_to_offer(seed: int, turns: int, you: int = 0, bot: str = "greedy") -> State:
    """A position where the bot (the other seat) has just made an offer to ``you``; both seats
    play the bot's moves up to there."""
    rng = make_rng(seed)
    bots = [make_bot(bot, seed), make_bot(bot, seed + 1)]
    state = new_game(seed=rng.randrange(1 << 30), first_player=1 - you)
    while True:
        if state.phase is Phase.TAKE and state.current_player == you and state.turn >= turns:
            return state
        p = state.current_player
        state = state.apply(bots[p].choose(state.view(p), state.legal_actions()))


class OfferTrainer(App):
    """The bot offers; you take the face-up or the face-down card; the trainer explains."""

    def __init__(self, seed: int = 0, bot: str = "greedy"):
        self.seed = seed
        self.bot_name = bot
        self.you = 0
        self.judge = GreedyBot()
        self.board = W.HTML()
        self.feedback = W.HTML()
        self.up_button = W.Button(description="Take the face-up card", button_style="primary",
                                  layout=W.Layout(width="220px"))
        self.down_button = W.Button(description="Take the face-down card", button_style="info",
                                    layout=W.Layout(width="220px"))
        self.next_button = W.Button(description="Next position", layout=W.Layout(width="160px"))
        self.up_button.on_click(lambda _: self.take(TAKE_FACE_UP))
        self.down_button.on_click(lambda _: self.take(TAKE_FACE_DOWN))
        self.next_button.on_click(lambda _: self.new_position(self.seed + 1))
        self.score_label = W.HTML()
        self.agreed = 0
        self.answered = 0
        self.feedback.add_class("po-feedback")
        self.board.add_class("po-board")
        self.widget = W.VBox([self.board, W.HBox([self.up_button, self.down_button, self.next_button]),
                              self.feedback, self.score_label])
        self.widget.add_class("po-trainer")
        self.new_position(seed)

    def new_position(self, seed: int):
        self.seed = seed
        turns = make_rng(seed).choice([0, 2, 4])  # an early, middle or late offer
        self.state = _advance_to_offer(seed, turns, self.you, self.bot_name)
        view = self.state.view(self.you)
        self.board.value = _html(
            f"<p class='game-msg'>Position #{seed}: your opponent offers <b>{escape(view.offer_up.name)}</b> "
            "face up and a hidden card face down. Which do you take?</p>" + view._repr_svg_())
        self.feedback.value = ""
        self.up_button.disabled = self.down_button.disabled = False

    def take(self, action):
        view = self.state.view(self.you)
        values = self.judge.values(view)
        after = self.state.apply(action)
        up, down = self.state.offer
        got = down if action is TAKE_FACE_DOWN else up
        best = max(view.legal_actions, key=values.__getitem__)
        self.answered += 1
        self.agreed += best is action
        self.up_button.disabled = self.down_button.disabled = True
        self.feedback.value = _html(
            f"<p>The hidden card was <b>{escape(down.name)}</b>. You took <b>{escape(got.name)}</b>; "
            f"your opponent keeps the other one.</p>"
            "<p>The greedy bot, which sees only what you saw, estimates the final score margin of each "
            f"choice: face up <b>{values[TAKE_FACE_UP]:+.1f}</b>, face down <b>{values[TAKE_FACE_DOWN]:+.1f}</b> "
            f"(averaged over the {len(view.unseen)} cards the hidden one could be). "
            f"It would {'also ' if best is action else ''}<b>{best}</b>.</p>", "game-msg")
        self.score_label.value = f"You agreed with the bot {self.agreed} time(s) out of {self.answered}."
        self.after = after


def offer_trainer(seed: int = 0, bot: str = "greedy") -> OfferTrainer:
    return OfferTrainer(seed, bot)


# ---------------------------------------------------------------------------- full game

class PlayAgainst(App):
    """A whole game against a bot. You are seat ``you``; the bot plays the other seat."""

    def __init__(self, bot: str = "greedy", seed: int = 0, you: int = 0):
        self.you = you
        self.seed = seed
        self.bot_name = bot
        self.board = W.HTML()
        self.status = W.HTML()
        self.log = W.HTML()
        self.controls = W.HBox()
        self.up_pick = W.Dropdown(description="Face up:", layout=W.Layout(width="260px"))
        self.down_pick = W.Dropdown(description="Face down:", layout=W.Layout(width="260px"))
        self.offer_button = W.Button(description="Offer these two", button_style="primary")
        self.offer_button.on_click(lambda _: self._offer_clicked())
        self.new_button = W.Button(description="New game")
        self.new_button.on_click(lambda _: self.restart(self.seed + 1))
        for w, cls in ((self.status, "po-status"), (self.controls, "po-controls"), (self.board, "po-board"),
                       (self.log, "po-log")):
            w.add_class(cls)
        self.widget = W.VBox([self.status, self.controls, self.board, self.log, self.new_button])
        self.widget.add_class("po-play")
        self.restart(seed)

    def restart(self, seed: int):
        self.seed = seed
        self.bot = make_bot(self.bot_name, seed)
        self.state = new_game(seed=seed, first_player=0)
        self.events = [f"New game (seed {seed}) against the {self.bot_name} bot. You are player {self.you}."]
        self._bot_moves()
        self._render()

    # the only place that changes the state: through games_lib's apply
    def act(self, action):
        """Play ``action`` for you, then let the bot answer until it is your decision again."""
        before = self.state
        try:
            self.state = self.state.apply(action)
        except GameError as e:
            self.events.append(f"Refused: {str(e).splitlines()[0]}")
            self._render()
            return
        self.events.append(self._narrate(before, action, self.you))
        self._bot_moves()
        self._render()

    def _bot_moves(self):
        while not self.state.is_terminal() and self.state.current_player != self.you:
            p = self.state.current_player
            action = self.bot.choose(self.state.view(p), self.state.legal_actions())
            before = self.state
            self.state = self.state.apply(action)
            self.events.append(self._narrate(before, action, p))

    def _narrate(self, before: State, action, p: int) -> str:
        who = "You" if p == self.you else "The bot"
        if isinstance(action, Offer):
            if p == self.you:
                return f"{who} offered {ANIMALS[action.up].name} face up and {ANIMALS[action.down].name} face down."
            return f"{who} offered {ANIMALS[action.up].name} face up and a hidden card."
        if action is TAKE_FACE_UP or action is TAKE_FACE_DOWN:
            up, down = before.offer
            took = down if action is TAKE_FACE_DOWN else up
            if p == self.you or action is TAKE_FACE_UP:
                return f"{who} took the {'face-down' if action is TAKE_FACE_DOWN else 'face-up'} card ({took.name})."
            return f"{who} took the face-down card."
        if isinstance(action, ChooseSide):
            return f"{who} chose a side ({SANCTUARY_FACES[action.face].name})." if p == self.you else \
                f"{who} chose a side."
        placed = before.card_to_place
        how = "its condition (Option B)" if action is AS_CONDITION else "its icons (Option A)"
        return f"{who} added {placed.name}, showing {how}."

    def _offer_clicked(self):
        try:
            a = offer(self.up_pick.value, self.down_pick.value)
        except GameError as e:
            self.events.append(f"Refused: {e}")
            self._render()
            return
        self.act(a)

    def _buttons(self):
        view = self.state.view(self.you)
        if self.state.is_terminal():
            return []
        if view.phase is Phase.OFFER:
            names = [c.name for c in view.hand]
            self.up_pick.options = names
            self.down_pick.options = names
            self.up_pick.value = names[0]
            self.down_pick.value = names[1]
            return [self.up_pick, self.down_pick, self.offer_button]
        buttons = []
        for action in view.legal_actions:
            label = str(action)
            if isinstance(action, ChooseSide):
                label = f"{SANCTUARY_FACES[action.face].name} side"
            elif action is TAKE_FACE_UP:
                label = f"Take {view.offer_up.name} (face up)"
            elif action is TAKE_FACE_DOWN:
                label = "Take the face-down card"
            elif action is AS_ICONS:
                label = f"{view.card_to_place.name}: icons (A)"
            elif action is AS_CONDITION:
                label = f"{view.card_to_place.name}: condition (B)"
            b = W.Button(description=label, layout=W.Layout(width="auto"),
                         button_style="primary" if action is not AS_CONDITION else "warning")
            b.on_click(lambda _, a=action: self.act(a))
            buttons.append(b)
        return buttons

    def _render(self):
        view = self.state.view(self.you)
        if self.state.is_terminal():
            o = self.state.outcome()
            mine, theirs = self.state.scores() if self.you == 0 else self.state.scores()[::-1]
            res = {None: "It is a tie.", self.you: "You win!"}.get(o.winner, "The bot wins.")
            how = f" (decided on {o.tiebreak})" if o.decided_by is DecidedBy.TIEBREAK else ""
            self.status.value = _html(
                f"<p class='game-msg'><b>Game over — {res}</b>{how} You {mine.total:g}, bot {theirs.total:g}.</p>"
                f"<div style='display:flex;gap:24px;flex-wrap:wrap'><div><b>Your score</b>{mine._repr_html_()}</div>"
                f"<div><b>Bot's score</b>{theirs._repr_html_()}</div></div>")
        else:
            what = {Phase.SIDE: "Choose the side of your Sanctuary card (the cards are dealt after).",
                    Phase.OFFER: "Your turn: offer one card face up and one face down.",
                    Phase.TAKE: "The bot made an offer: take one card.",
                    Phase.PLACE_TAKEN: "Add the card you took to your sanctuary.",
                    Phase.PLACE_KEPT: "Add the card you kept to your sanctuary."}[view.phase]
            self.status.value = _html(f"<p class='game-msg'>{what}</p>")
        self.controls.children = self._buttons()
        self.board.value = _html(view._repr_svg_())
        self.log.value = _html("<details open><summary>What happened</summary><ol>" +
                               "".join(f"<li>{escape(e)}</li>" for e in self.events[-12:]) + "</ol></details>")


def play_against(bot: str = "greedy", seed: int = 0, you: int = 0) -> PlayAgainst:
    """A full game against ``bot`` (``"random"``, ``"greedy"`` or ``"montecarlo"``)."""
    return PlayAgainst(bot, seed, you)
