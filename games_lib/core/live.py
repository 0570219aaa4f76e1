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
  :meth:`~LiveGame.start_words` — the first line of the log;
* :meth:`~LiveGame.score_breakdown` (optional) — a seat's score now, so that the app can say
  why a score changed; ``TURNS`` — the number of turns of a game of fixed length.

What every game gets from the base, the same way:

* **the question on top**: the app's first part (``.game-now``) holds, top to bottom, what just
  happened since your last move (your move, the bots' answers, and whose score changed and
  why), the question you must answer now (the status), your controls, and a refused move's
  reason right under them. The status carries ``data-live-question``, a number that changes
  with each new question: the page around the live frame (``site/lite/static/lite_offline.js``)
  keeps that part in view after Python starts and after every move. The board, the log and
  the settings (bots, New game) follow below.
* **one count of turns**: a turn is one player's go; turns are numbered for the whole table
  from 1 (:meth:`~LiveGame.turn_words`: "Turn 3 of 6", "Turn 12"; at the end "The game
  lasted 38 turns"), as the boards and the play pages count them.
* **refusals in words** (:func:`~games_lib.core.refusals.refusal_words`, the words of the
  rules pages' refusal box): "Not allowed: ... The rule (Gameplay): ...", next to the
  controls; nothing else changes, the choices made stay.

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
>>> print(game.error)   # next to the controls, and in the log
Not allowed: Player 1 must now offer two cards from their hand.
The rule (Gameplay): both offered cards must be two different cards from the active player's hand.
"""

from __future__ import annotations

from html import escape
from typing import Callable, Optional

import ipywidgets as W

from . import seatwords
from .errors import GameError, UnknownNameError
from .outcome import DecidedBy
from .refusals import refusal_words
from .widgets import App, as_html, message, panel, points, status
from .words import and_list, plural

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
    RECENT_LINES = 8                 # "What just happened" shows at most this many lines
    TURNS: Optional[int] = None      # the number of turns, when a game always has as many

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
        self.asked = 0  # the number of the question on screen (data-live-question)
        self._asked_key = None
        self._since, self._since_state, self._bots_moved = 0, None, True
        self._refusals: set = set()  # indices in events of refused moves (log only)
        self.recent = W.HTML()
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
        self.now = W.VBox(self.now_parts(), layout=W.Layout(max_width="100%"))
        self.now.add_class("game-now")
        for name in ("recent", "status", "message", "controls", "board", "log", "settings", "now"):
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
        """A seat in the board's words (``Player 1`` or ``You``, ``Player 2 (bot)``: from
        :mod:`games_lib.core.seatwords`)."""
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

    def score_breakdown(self, state, seat: int):
        """``seat``'s score in ``state`` as you may see it (a
        :class:`~games_lib.core.ScoreBreakdown`), or ``None`` (the default: the app then says
        nothing of scores after a move)."""
        return None

    def reset_choice(self) -> None:
        """Forget the half-made choices of your turn (a new game, or a move played)."""

    def controls_box(self) -> W.Box:
        """The box of the decision controls: in a row that wraps, by default."""
        return W.Box(layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px"))

    def settings_box(self) -> W.Box:
        """The settings under the game: the bot drop-down and New game, in a row that wraps."""
        return W.Box([self.bot_pick, self.new_button],
                     layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px"))

    def now_parts(self) -> list:
        """The part kept in view, top to bottom: what just happened, the question, your
        controls, a refusal's reason."""
        return [self.recent, self.status, self.controls, self.message]

    def areas(self) -> list:
        """The app's parts, top to bottom: the question and your choices first."""
        return [self.now, self.board, self.log, self.settings]

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
        self._since, self._since_state, self._bots_moved = 0, None, True
        self._refusals = set()
        self.bot_moves()
        self.render()

    def is_over(self) -> bool:
        """Whether the game (or the part of it the app plays) is over: the engine's
        ``is_terminal()``, unless a game's app stops earlier (a mini-game of one round)."""
        return self.state.is_terminal()

    def your_decision(self) -> bool:
        """Whether the game waits for you."""
        return not self.is_over() and self.state.current_player == self.you

    def legal(self) -> tuple:
        """Your legal actions now (empty when it is not your decision)."""
        return self.state.view(self.you).legal_actions if self.your_decision() else ()

    def act(self, action) -> bool:
        """Play ``action`` for you, then let the bots move until it is your decision again (or
        the game ends). A move the engine refuses changes nothing: its rule is shown. Returns
        whether the engine accepted it."""
        if not self.your_decision():
            return False
        before, since = self.state, len(self.events)
        try:
            self._play(action, self.you)
        except GameError as e:
            self.refuse(e)
            return False
        if self._bots_moved:  # a new move of yours: "what just happened" starts from it
            self._since, self._since_state, self._bots_moved = since, before, False
        self.error = ""
        self.reset_choice()
        self.bot_moves()
        self.render()
        self.focus_first_control()
        return True

    def refuse(self, error: Exception, subject: Optional[str] = None):
        """Show a refusal of the library in a player's words, next to the controls (and in the
        log); the state stays as it was, and so do the choices on screen."""
        self.error = refusal_words(error) if subject is None else f"{subject}: {refusal_words(error)}"
        self._refusals.add(len(self.events))
        self.events.append(self.error)
        self.render()

    def _play(self, action, seat: int):
        before = self.state
        self.state = before.apply(action)  # the one engine call; raises if the move is refused
        self.history.append(action)
        self.events.extend(self.narrate(before, action, seat, self.state))

    def bot_moves(self):
        """The bots move, each move told in the log, until it is your decision or the end."""
        while not self.is_over() and not self.your_decision():
            p = self.state.current_player
            self._play(self.bots[p].choose(self.state.view(p), self.state.legal_actions()), p)
            self._bots_moved = True

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
    def turn_words(self) -> str:
        """How far the game is, counted the one way every page counts: a turn is one player's
        go, numbered for the whole table from 1 (``"Turn 3 of 6"`` when the game has ``TURNS``
        turns, ``"Turn 12"``); at the end, how many turns the game lasted. ``""`` for a game
        whose state has no ``turn``."""
        t = getattr(self.state, "turn", None)
        if t is None:
            return ""
        if self.is_over():
            return f"The game lasted {t} turn{'' if t == 1 else 's'}."
        n = t + 1 if self.TURNS is None else min(t + 1, self.TURNS)
        return f"Turn {n}" + (f" of {self.TURNS}" if self.TURNS else "")

    def status_body(self) -> str:
        """The status (HTML): :meth:`turn_body`, or at the end who won and :meth:`final_body`."""
        if not self.is_over():
            return self.turn_body()
        lasted = self.turn_words()
        return (f"<p class='game-msg'><b>{escape(self.GAME_OVER)} {escape(self.result_words())}</b> "
                f"{escape(lasted) + ' ' if lasted else ''}Press New game to play again.</p>{self.final_body()}")

    def score_change_words(self, before, after) -> list:
        """Whose score changed from ``before`` to ``after`` and why, in words: one line per
        seat whose total changed, you first, with the lines of :meth:`score_breakdown` that
        changed (``"You: 2 → 5 points (Mako Shark: +3)."``)."""
        if before is None:
            return []
        out = []
        seats = [self.you] + [p for p in range(after.num_players) if p != self.you]
        for p in seats:
            old, new = self.score_breakdown(before, p), self.score_breakdown(after, p)
            if old is None or new is None or old.total == new.total:
                continue
            was = {line.label: line.points for line in old.lines}
            now = {line.label: line.points for line in new.lines}
            why = [f"{label}: {'+' if now.get(label, 0) > was.get(label, 0) else '−'}"
                   f"{abs(now.get(label, 0) - was.get(label, 0)):g}"
                   for label in list(was) + [k for k in now if k not in was]
                   if now.get(label, 0) != was.get(label, 0)]
            out.append(f"{seatwords.who(p, self.you)}: {old.total:g} → {points(new.total)}"
                       + (f" ({'; '.join(why)})" if why else "") + ".")
        return out

    def recent_events(self) -> list:
        """The moves since your last one (yours included; refusals only go to the log)."""
        return [e for i, e in enumerate(self.events) if i >= self._since and i not in self._refusals]

    def recent_body(self) -> str:
        """What just happened, next to your choices (HTML): the moves since your last move, at
        most ``RECENT_LINES`` (the log below has them all), and whose score changed and why."""
        moves = self.recent_events()
        if not moves:
            return ""
        head = "What just happened" if self._since_state is not None else "The game so far"
        shown = moves[-self.RECENT_LINES:]
        more = len(moves) - len(shown)
        items = ([f"<li>… {more} earlier move{'s' if more > 1 else ''}: see What happened, below.</li>"]
                 if more else []) + [f"<li>{escape(e)}</li>" for e in shown]
        scores = self.score_change_words(self._since_state, self.state)
        score_html = ("<p class='game-note'><b>Scores:</b> " + escape(" ".join(scores)) + "</p>") if scores else ""
        return (f"<div class='game-news'><p class='game-note'><b>{head}</b></p><ul>{''.join(items)}</ul>"
                f"{score_html}</div>")

    def board_body(self) -> str:
        """The board as you see it (HTML)."""
        return as_html(self.board_picture(self.state.view(self.you), self.names))

    def log_body(self) -> str:
        """The last ``LOG_LINES`` events (HTML), numbered from the game's first event."""
        first = max(0, len(self.events) - self.LOG_LINES)
        return (f"<p class='game-note'><b>What happened</b> (latest last)</p><ol class='game-log' start='{first + 1}'>"
                + "".join(f"<li>{escape(e)}</li>" for e in self.events[first:]) + "</ol>")

    def render(self):
        """Show what the engine holds: the status, the message, your controls; after a move
        (or a new line in the log) what just happened, the board and the log too
        (:meth:`redraw`). A new question (another status) gets a new ``asked`` number."""
        body = self.status_body()
        key = (self.seed, len(self.history), body)
        if key != self._asked_key:
            self._asked_key = key
            self.asked += 1
        self.status.value = status(body, question=self.asked)
        self.message.value = message(self.error, error=True) if self.error else ""
        self.shown = {}
        self.controls.children = self.decision_controls() if self.your_decision() else []
        if self._drawn is not self.state or self._logged != len(self.events):
            self._drawn, self._logged = self.state, len(self.events)
            self.redraw()

    def redraw(self):
        """Draw what just happened, the board and the log again."""
        recent = self.recent_body()
        self.recent.value = panel(recent) if recent else ""
        self.board.value = panel(self.board_body(), "game-paper")
        self.log.value = panel(self.log_body())


def points_result_words(outcome, num_players: int, called: Callable, you: Optional[int], *,
                        tie: str, measure: Callable, shared: str) -> str:
    """Who won and why, in words, for a game won on points with one tie-break (Open Ocean: the
    larger reef; Oceans: the most trait cards): ``called(p, you)`` names a seat, ``tie`` says
    what wins a tie ("the larger reef"), ``measure(p)`` what seat ``p`` has of it ("9 cards"),
    ``shared`` what tied players share ("the same points and reefs of the same size"). With
    ``you`` (a seat), it starts with "You win!", "You share the win!" or "The bots win."."""
    pts, ws = outcome.scores, outcome.winners
    names = and_list(called(p, you) for p in ws)
    table = ", ".join(f"{called(p, you)} {plural(int(pts[p]), 'point')}"
                      for p in sorted(range(num_players), key=lambda p: -pts[p]))
    if outcome.decided_by is DecidedBy.SHARED:
        how = f"{names} share the win: {shared} ({table})."
    elif outcome.decided_by is DecidedBy.TIEBREAK:
        tied = [p for p in range(num_players) if pts[p] == pts[ws[0]]]
        said = ", ".join(f"{called(p, you)} {measure(p)}" for p in tied)
        how = f"{names} wins the tie with {tie} ({said}); points: {table}."
    else:
        how = f"{names} wins with the most points ({table})."
    if you is None:
        return how
    head = "You win!" if ws == (you,) else ("You share the win!" if you in ws else "The bots win.")
    return f"{head} {how}"


def need_bots(bots, info, words: str = "play against") -> int:
    """``bots`` checked against the table sizes of a game (its :class:`GameInfo` ``info``): one
    to ``info.max_players - 1`` bots play with you; anything else is refused in words."""
    if bots not in range(1, info.max_players):
        raise GameError(f"{words} 1 to {info.max_players - 1} bots, not {bots!r}")
    return bots


def bots_choices(info) -> tuple:
    """The settings' choices of how many bots play with you, for a game's :class:`GameInfo`
    ``info``: ``("2 bots (3 players)", 2)``, from 1 bot to ``info.max_players - 1``."""
    return tuple((f"{k} bot{'s' if k > 1 else ''} ({k + 1} players)", k) for k in range(1, info.max_players))


class ManyBots(LiveGame):
    """A :class:`LiveGame` against 1 or more bots, the reader choosing how many in the settings
    (they apply at New game): the games for three players or more. A game gives its
    :class:`GameInfo` as ``INFO``; the rest is :class:`LiveGame`'s."""

    INFO = None
    BOTS_WORDS = "play against"
    """How :func:`need_bots` says a wrong number of bots (``"play Oceans against"``)."""

    def __init__(self, bots: int = 1, bot: str = "greedy", seed: int = 0, you: int = 0):
        self.num_bots = need_bots(bots, self.INFO, self.BOTS_WORDS)
        self.bots_pick = W.Dropdown(options=bots_choices(self.INFO), value=self.num_bots, description="Bots:",
                                    style=WIDE, layout=full_width())
        self.settings_note = W.HTML(panel("<p class='game-note'>The number and kind of bots apply when you "
                                          "press New game.</p>"))
        super().__init__(bot, seed, you)

    def controls_box(self) -> W.Box:
        """The decision controls one under the other (long labels wrap on a phone)."""
        return W.VBox(layout=W.Layout(align_items="flex-start", grid_gap="4px", max_width="100%"))

    def settings_box(self) -> W.Box:
        """How many bots, which kind, New game, and the note that they apply at New game."""
        return W.VBox([self.bots_pick, self.bot_pick, self.new_button, self.settings_note],
                      layout=W.Layout(align_items="flex-start", grid_gap="4px", max_width="100%"))

    def opponents_words(self) -> str:
        return f"{self.num_bots} {self.bot_name} bot{'s' if self.num_bots > 1 else ''}"

    def restart(self, seed: int, bots: Optional[int] = None, bot: Optional[str] = None):
        """A new game (seed ``seed``) against the bots chosen in the settings (or given)."""
        self.num_bots = self.bots_pick.value if bots is None else bots
        super().restart(seed, bot)
