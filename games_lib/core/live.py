"""The base of every game's live game against bots, as an ipywidgets app (needs ``ipywidgets``).

:class:`LiveGame` holds what a whole game against bots is in every game: a new game from a
seed and the bots chosen in the settings, the *New game* button, :meth:`LiveGame.act` (your
move through the engine's ``apply``; a refusal changes nothing and is shown in a player's words
with its rule), the bots' moves until it is your decision again, each move told in the log,
buttons made from your legal actions, and the end-of-game words. A game's subclass gives only
its own controls and words:

* ``BOT_CHOICES`` — the bot drop-down's ``(label, name)`` pairs; ``BOT_PICK_LABEL`` its name;
  ``PREFIX`` — the start of the CSS classes (``po`` gives ``po-play``, ``po-status``, ...);
* :meth:`~LiveGame.new_state` and :meth:`~LiveGame.new_bots` — the game and the bots for a seed;
* :meth:`~LiveGame.name` — a seat in the board's words; :meth:`~LiveGame.board_picture` — the
  game's ``draw.board(view, names)``;
* :meth:`~LiveGame.decision_controls` — the controls of your decision now (made with
  :meth:`~LiveGame.move_button` and :meth:`~LiveGame.button`);
* :meth:`~LiveGame.turn_body` — the status line while the game goes on;
* :meth:`~LiveGame.narrate` — one move in words, with only what you may know;
* :meth:`~LiveGame.result_words` — who won and why; :meth:`~LiveGame.opponents_words` and
  :meth:`~LiveGame.start_words` — the first line of the log.

Pacific Ocean's game (:mod:`games_lib.pacific_ocean.live_game`) for example:

>>> from games_lib.pacific_ocean.live_game import play_against
>>> game = play_against(bot="random", seed=1)
>>> game.events
['New game (number 1) against the random bot. You start.']
>>> game.act(game.legal()[0]), game.events[1]
(True, 'You chose the Nautilus side.')
>>> from games_lib.pacific_ocean import choose_side
>>> before = game.state
>>> game.act(choose_side("Dolphin")), game.state is before   # sides are chosen: refused
(False, True)
>>> game.error.split(". The rule")[0]   # in the message box and the log
'Refused: Player 1 must now offer two cards from their hand (§2 Gameplay)'
"""

from __future__ import annotations

from html import escape
from typing import Callable, Optional

import ipywidgets as W

from .errors import GameError, UnknownNameError
from .widgets import App, as_html, message, panel, rule_message, status

WIDE = {"description_width": "initial"}  # a drop-down's label on its own width


def full_width(**kw) -> W.Layout:
    """A control's layout: as wide as its content, never wider than the app.

    >>> full_width(grid_gap="4px").max_width
    '100%'
    """
    return W.Layout(**{"width": "auto", "max_width": "100%", **kw})


class LiveGame(App):
    """A whole game against bots; you play seat ``you``, the bots every other seat.

    ``state`` changes only in :meth:`act` (your moves) and :meth:`bot_moves`, through the
    engine's ``apply``; ``history`` lists every action since :meth:`new_state` (yours and the
    bots'); ``events`` is the log in words; ``shown`` maps each button on screen that plays a
    move to its action; ``error`` is the last refusal in words (``""`` after a move).
    """

    BOT_CHOICES: tuple = ()          # ((label, name), ...) of the bot drop-down
    BOT_PICK_LABEL = "Bots:"
    NEW_GAME_TIP = "Start a new game against the chosen bots"
    PREFIX = "game"                  # CSS classes: <PREFIX>-play, <PREFIX>-status, ...
    GAME_OVER = "Game over."         # the start of the status when the game is over
    LOG_LINES = 12                   # the log shows the last moves only

    def __init__(self, bot: str = "greedy", seed: int = 0, you: int = 0):
        names = [name for _, name in self.BOT_CHOICES]
        if bot not in names:
            raise UnknownNameError("bot", bot, names)
        self.you = you
        self.seed = seed
        self.bot_name = bot
        self.shown: dict = {}
        self.error = ""
        self.filling = False  # True while a drop-down is filled: its observers wait
        self._buttons: dict = {}
        self._clicks: dict = {}
        self._drawn, self._logged = None, 0
        self.status = W.HTML()
        self.message = W.HTML()
        self.board = W.HTML()
        self.log = W.HTML()
        self.controls = self.controls_box()
        self.bot_pick = W.Dropdown(options=self.BOT_CHOICES, value=bot, description=self.BOT_PICK_LABEL,
                                   style=WIDE, layout=full_width())
        self.new_button = W.Button(description="New game", tooltip=self.NEW_GAME_TIP, layout=full_width())
        self.new_button.on_click(lambda _: self.restart(self.seed + 1))
        self.build()
        self.settings = self.settings_box()
        for name in ("status", "message", "controls", "board", "log", "settings"):
            getattr(self, name).add_class(f"{self.PREFIX}-{name}")
        self.widget = W.VBox(self.areas(), layout=W.Layout(max_width="100%"))
        self.widget.add_class(f"{self.PREFIX}-play")
        self.widget.add_class("game-root")
        self.restart(seed)

    # ------------------------------------------------------------------ the game's hooks
    def build(self) -> None:
        """Make the game's own widgets (drop-downs, extra areas); called once, before the first
        game."""

    def new_state(self, seed: int):
        """The engine's first state of a game with seed ``seed``."""
        raise NotImplementedError

    def new_bots(self, seed: int) -> dict:
        """The bots of a game with seed ``seed``, by seat, of kind ``bot_name``."""
        raise NotImplementedError

    def name(self, seat: int) -> str:
        """A seat in the board's words (``You``, ``Player 2 (bot)``)."""
        raise NotImplementedError

    def board_picture(self, view, names: list):
        """The game's picture of ``view``, one name per seat: its ``draw.board(view, names)``."""
        raise NotImplementedError

    def decision_controls(self) -> list:
        """The controls of your decision now (called only when it is yours)."""
        raise NotImplementedError

    def turn_body(self) -> str:
        """The status (HTML) while the game goes on: what you decide now."""
        raise NotImplementedError

    def narrate(self, before, action, seat: int, after) -> list:
        """One move (``action`` by ``seat``, from ``before`` to ``after``) in words, with only
        what you may know."""
        raise NotImplementedError

    def result_words(self) -> str:
        """Who won and why, in words (the game is over)."""
        raise NotImplementedError

    def opponents_words(self) -> str:
        """Whom you play against: ``the greedy bot``, ``2 random bots``."""
        raise NotImplementedError

    def start_words(self) -> str:
        """Who starts, in words (the end of the log's first line)."""
        raise NotImplementedError

    def final_body(self) -> str:
        """HTML under the end-of-game words (a final score table); nothing by default."""
        return ""

    def reset_choice(self) -> None:
        """Forget the half-made choices of your turn (a new game, or a move played)."""

    def controls_box(self) -> W.Box:
        """The box of the decision controls: in a row that wraps, by default."""
        return W.Box(layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px"))

    def settings_box(self) -> W.Box:
        """The settings under the game: the bot drop-down and New game, in a row that wraps."""
        return W.Box([self.bot_pick, self.new_button],
                     layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px"))

    def areas(self) -> list:
        """The app's parts, top to bottom."""
        return [self.status, self.message, self.controls, self.board, self.log, self.settings]

    # ------------------------------------------------------------------ the game
    @property
    def names(self) -> list:
        """Every seat in the board's words."""
        return [self.name(p) for p in range(self.state.num_players)]

    def restart(self, seed: int, bot: Optional[str] = None):
        """A new game (seed ``seed``) against the bots chosen in the settings (or ``bot``)."""
        self.seed = seed
        self.bot_name = self.bot_pick.value if bot is None else bot
        self.bots = self.new_bots(seed)
        self.state = self.new_state(seed)
        self.history: list = []
        self.error = ""
        self.reset_choice()
        self.events = [f"New game (number {seed}) against {self.opponents_words()}. {self.start_words()}"]
        self.bot_moves()
        self.render()

    def your_decision(self) -> bool:
        """Whether the game waits for you."""
        return not self.state.is_terminal() and self.state.current_player == self.you

    def legal(self) -> tuple:
        """Your legal actions now (empty when it is not your decision)."""
        return self.state.view(self.you).legal_actions if self.your_decision() else ()

    def act(self, action) -> bool:
        """Play ``action`` for you, then let the bots move until it is your decision again (or
        the game ends). A move the engine refuses changes nothing: its rule is shown. Returns
        whether the engine accepted it."""
        if not self.your_decision():
            return False
        try:
            self._play(action, self.you)
        except GameError as e:
            self.refuse(e)
            return False
        self.error = ""
        self.reset_choice()
        self.bot_moves()
        self.render()
        self.focus_first_control()
        return True

    def refuse(self, error: Exception, subject: Optional[str] = None):
        """Show a refusal of the library in a player's words (a message box and the log); the
        state stays as it was."""
        self.error = "Refused: " + rule_message(error, subject)
        self.events.append(self.error)
        self.render()

    def _play(self, action, seat: int):
        before = self.state
        self.state = before.apply(action)  # the one engine call; raises if the move is refused
        self.history.append(action)
        self.events.extend(self.narrate(before, action, seat, self.state))

    def bot_moves(self):
        """The bots move, each move told in the log, until it is your decision or the end."""
        while not self.state.is_terminal() and self.state.current_player != self.you:
            p = self.state.current_player
            self._play(self.bots[p].choose(self.state.view(p), self.state.legal_actions()), p)

    # ------------------------------------------------------------------ controls
    def button(self, key, label: str, on_click: Callable[[], object], style: str = "primary") -> W.Button:
        """The button ``key`` (made once, then reused): ``label``, ``style``, ``on_click``."""
        b = self._buttons.get(key)
        if b is None:
            b = W.Button(layout=full_width())
            b.on_click(lambda _, k=key: self._clicks[k]())
            self._buttons[key] = b
        self._clicks[key] = on_click
        b.description = label
        b.button_style = style
        b.disabled = False
        return b

    def move_button(self, action, label: str, style: str = "primary") -> W.Button:
        """A button that plays ``action`` (one of :meth:`legal`), recorded in ``shown``."""
        b = self.button(("move", action), label, lambda: self.act(action), style)
        self.shown[b] = action
        return b

    def fill(self, dropdown: W.Dropdown, options: list, value) -> None:
        """Set a drop-down's options and value without waking its observers (``filling``)."""
        self.filling = True
        try:
            dropdown.options = options
            dropdown.value = value
        finally:
            self.filling = False

    def focus_first_control(self):
        """Keyboard players: the control just pressed is often replaced, so the focus goes to
        the first new choice (not back to the top of the page)."""
        for w in self.controls.children:
            if isinstance(w, (W.Button, W.Dropdown)) and not w.disabled:
                w.focus()
                return

    # ------------------------------------------------------------------ showing
    def status_body(self) -> str:
        """The status (HTML): :meth:`turn_body`, or at the end who won and :meth:`final_body`."""
        if not self.state.is_terminal():
            return self.turn_body()
        return (f"<p class='game-msg'><b>{escape(self.GAME_OVER)} {escape(self.result_words())}</b> "
                f"Press New game to play again.</p>{self.final_body()}")

    def board_body(self) -> str:
        """The board as you see it (HTML)."""
        return as_html(self.board_picture(self.state.view(self.you), self.names))

    def log_body(self) -> str:
        """The last ``LOG_LINES`` events (HTML)."""
        return ("<p class='game-note'><b>What happened</b> (latest last)</p><ol>"
                + "".join(f"<li>{escape(e)}</li>" for e in self.events[-self.LOG_LINES:]) + "</ol>")

    def render(self):
        """Show what the engine holds: the status, the message, your controls; after a move
        (or a new line in the log) the board and the log too (:meth:`redraw`)."""
        self.status.value = status(self.status_body())
        self.message.value = message(self.error, error=True) if self.error else ""
        self.shown = {}
        self.controls.children = self.decision_controls() if self.your_decision() else []
        if self._drawn is not self.state or self._logged != len(self.events):
            self._drawn, self._logged = self.state, len(self.events)
            self.redraw()

    def redraw(self):
        """Draw the board and the log again."""
        self.board.value = panel(self.board_body())
        self.log.value = panel(self.log_body())
