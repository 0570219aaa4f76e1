"""ipywidgets mini-games for Pacific Ocean. Every rule comes from games_lib; these only draw
and forward clicks. Pure Python, no files, no threads: they run the same in Jupyter and in an
in-browser Python (Pyodide).

* :func:`sanctuary_builder` — put cards in two sanctuaries (as icons or as a condition) and
  watch both score breakdowns change; a change the rules refuse is explained and undone;
* :func:`offer_trainer` — the bot offers you two cards, one hidden: which do you take? Then
  see what was hidden and how the greedy bot weighs both options;
* :func:`play_against` — a whole game against a bot chosen in the game.

Each function returns an app object; display its ``.widget`` (or the app itself). Every control
is a real button or drop-down with a name (keyboard and screen readers), and every text says in
words what the engine holds. :func:`builder_preview`, :func:`trainer_preview` and
:func:`play_preview` give the HTML of each app's first screen as a static picture (no control),
for the site.
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from ..core import DecidedBy, GameError, IllegalActionError, MonteCarloBot, make_rng
from ..core.words import and_list
from ..core.widgets import App, panel, points, preview, rule_message, status
from . import draw, rules
from .actions import AS_CONDITION, AS_ICONS, TAKE_FACE_DOWN, TAKE_FACE_UP, ChooseSide, Offer, offer
from .bots import GreedyBot, make_bot
from .cards import ANIMALS, SANCTUARY_CARDS, SANCTUARY_FACES, card, face
from .scoring import Sanctuary, score, what_if, winner
from .state import TURNS, Deal, Phase, State, new_game

_WIDE = {"description_width": "initial"}


def _html(body: str, cls: str = "") -> str:
    return panel(body, cls)


# ---------------------------------------------------------------------------- drawings
# draw.py is being rewritten (responsive HTML pictures): use whichever API it has.

def _as_html(picture) -> str:
    """A drawing as an HTML string: a string as is, else its ``_repr_html_`` or ``_repr_svg_``."""
    if isinstance(picture, str):
        return picture
    for attr in ("_repr_html_", "_repr_svg_"):
        method = getattr(picture, attr, None)
        if method is not None:
            out = method()
            if out:
                return out
    return escape(str(picture))


def _board_html(view, other: str = "The bot") -> str:
    """The position as ``view.seat`` sees it, that seat named ``You`` and the other ``other``."""
    names = ["You", "You"]
    names[1 - view.seat] = other
    return _as_html(draw.board(view, names))


def _sanctuary_html(s: Sanctuary, label: str, breakdown) -> str:
    """One sanctuary with its score breakdown."""
    return _as_html(draw.sanctuary_picture(s, label, breakdown))


def _names(cards) -> str:
    """The cards' names as a list in words: ``A``, ``A and B``, ``A, B and C``."""
    return and_list(c if isinstance(c, str) else c.name for c in cards)


def _icons(icons) -> str:
    return ", ".join(i.label for i in icons)


def _what_if(mine: Optional[Sanctuary], theirs: Optional[Sanctuary], c):
    """:func:`what_if`, or ``None`` when it cannot be said (no sanctuary yet, or a full one)."""
    if mine is None or theirs is None:
        return None
    try:
        return what_if(mine, theirs, c)
    except GameError:
        return None


def _condition_words(w) -> str:
    """``its condition would score 3 points for you now``."""
    return f"its condition would score {points(w.condition)} for you now"


# ---------------------------------------------------------------------------- builder

_PLACES = (("not placed", None), ("you: icons", (0, False)), ("you: condition", (0, True)),
           ("opponent: icons", (1, False)), ("opponent: condition", (1, True)))
_WHERE = dict(_PLACES)
_LABEL = {where: label for label, where in _PLACES}
_ALIASES = {"—": "not placed", "-": "not placed", "": "not placed", None: "not placed"}
_SEAT_WORDS = ("Your sanctuary", "Your opponent's sanctuary")


def _check_faces(you: str, opponent: str, changed: Optional[int] = None) -> None:
    """The engine's setup check: each player holds their own Sanctuary card (§1 Setup).

    A :class:`Deal` with both faces' cards is what the engine would refuse; its refusal is
    given as the setup rule, naming the faces (``changed``: the seat whose face just changed).
    """
    a, b = face(you), face(opponent)
    try:
        Deal(tuple(range(len(ANIMALS))), sanctuary_cards=(a.card, b.card))
    except GameError:
        sides = _names([SANCTUARY_FACES[i].name for i in SANCTUARY_CARDS[a.card]])
        other = " or ".join(SANCTUARY_FACES[i].name for c in SANCTUARY_CARDS if a.id not in c for i in c)
        if changed is None:
            why = f"{a.name} and {b.name} are sides of the same Sanctuary card ({sides})"
        else:
            f, whose = (a, "your opponent's") if changed == 0 else (b, "your")
            why = f"{f.name} is a side of {whose} Sanctuary card ({sides})"
        raise IllegalActionError(
            rules.ONE_SANCTUARY_CARD_EACH, None, f"choose {a.name} and {b.name}",
            f"{why}, and each player has their own card: choose {other}") from None


def _rebuild(s: Sanctuary, new_face=None, drop: Optional[str] = None) -> Sanctuary:
    """``s`` again through :meth:`Sanctuary.add` (another face, or without card ``drop``)."""
    out = Sanctuary(s.face if new_face is None else new_face)
    for c, as_condition in s.placed:
        if c.name != drop:
            out = out.add(c, as_condition=as_condition)
    return out


class SanctuaryBuilder(App):
    """Two sanctuaries built card by card; every change rescoring both with :func:`score`.

    ``sanctuaries`` holds the two accepted sanctuaries, built only by :meth:`Sanctuary.add`;
    every drop-down shows what they hold. A change goes through :meth:`place` or
    :meth:`set_face`: the library builds the new sanctuaries, or refuses, and then the
    message says the rule and the drop-down goes back to what the sanctuary really holds.
    """

    def __init__(self, you: str = "Nautilus", opponent: str = "Dolphin", placed: Optional[dict] = None):
        _check_faces(you, opponent)
        s = [Sanctuary(you), Sanctuary(opponent)]
        for name, label in (placed or {}).items():
            where = _WHERE[_ALIASES.get(label, label)]
            if where is not None:
                s[where[0]] = s[where[0]].add(name, as_condition=where[1])
        self.sanctuaries: tuple[Sanctuary, Sanctuary] = (s[0], s[1])
        self.error = ""
        self._syncing = False

        face_options = [(f"{f.name} (icons: {_icons(f.icons)})", f.name) for f in SANCTUARY_FACES]
        self.faces = [W.Dropdown(options=face_options, value=s[0].face.name, description="Your Sanctuary side:",
                                 style=_WIDE, layout=W.Layout(width="auto", max_width="100%")),
                      W.Dropdown(options=face_options, value=s[1].face.name,
                                 description="Opponent's Sanctuary side:", style=_WIDE,
                                 layout=W.Layout(width="auto", max_width="100%"))]
        for seat, dd in enumerate(self.faces):
            dd.observe(lambda change, seat=seat: self._face_picked(seat, change), names="value")
        self.pickers: dict[str, W.Dropdown] = {}
        for c in ANIMALS:
            dd = W.Dropdown(options=[label for label, _ in _PLACES], value="not placed", description=c.name,
                            description_allow_html=False, style={"description_width": "118px"},
                            layout=W.Layout(width="280px", max_width="100%"),
                            tooltip=f"{c.name}: icons {_icons(c.icons)}; condition: {c.condition.text}")
            dd.observe(lambda change, name=c.name: self._card_picked(name, change), names="value")
            self.pickers[c.name] = dd
        self.message = W.HTML()
        self.summary = W.HTML()
        self.board = W.HTML()
        self.message.add_class("po-message")
        self.summary.add_class("po-summary")
        self.board.add_class("po-board")
        help_text = W.HTML(_html(
            "<p class='game-note'>For each animal card, choose where it goes: in your sanctuary or your "
            "opponent's, showing its icons (Option A) or its condition (Option B). A sanctuary holds at "
            "most 6 animals.</p>"))
        grid = W.Box(list(self.pickers.values()), layout=W.Layout(flex_flow="row wrap", grid_gap="4px 12px"))
        self.widget = W.VBox([W.Box(self.faces, layout=W.Layout(flex_flow="row wrap")), help_text, grid,
                              self.message, self.summary, self.board])
        self.widget.add_class("po-builder")
        self.widget.add_class("game-root")
        self._sync()

    # ------------------------------------------------------------------ reading
    def placement(self) -> dict[str, str]:
        """Where each card is, as the drop-downs say it, read from :attr:`sanctuaries`."""
        out = {c.name: "not placed" for c in ANIMALS}
        for seat, s in enumerate(self.sanctuaries):
            for c, as_condition in s.placed:
                out[c.name] = _LABEL[(seat, as_condition)]
        return out

    # ------------------------------------------------------------------ changes
    def place(self, name: str, where: str) -> bool:
        """Put card ``name`` at ``where`` (a drop-down label such as ``"you: condition"``).
        Returns whether the rules accepted it."""
        name = card(name).name

        def build():
            label = _ALIASES.get(where, where)
            if label not in _WHERE:
                raise GameError(f"unknown place {where!r}; choose one of: {', '.join(_WHERE)}")
            target = _WHERE[label]
            s = [_rebuild(x, drop=name) for x in self.sanctuaries]
            if target is not None:
                seat, as_condition = target
                s[seat] = s[seat].add(name, as_condition=as_condition)
            return s

        return self._try(name, build)

    def set_face(self, seat: int, name: str) -> bool:
        """Show face ``name`` for ``seat`` (0: you, 1: your opponent). Returns whether the
        rules accepted it."""

        def build():
            new = face(name)
            faces = [s.face.name for s in self.sanctuaries]
            faces[seat] = new.name
            _check_faces(*faces, changed=seat)
            s = list(self.sanctuaries)
            s[seat] = _rebuild(s[seat], new_face=new)
            return s

        return self._try(str(name), build)

    def _try(self, subject: str, build) -> bool:
        """The one way anything changes: ``build`` makes the new sanctuaries with the library;
        on :class:`GameError` nothing changes and the refusal is shown. Either way every
        drop-down is then set from the sanctuaries."""
        try:
            new = build()
        except GameError as e:
            where = self.placement().get(subject)
            stays = f" {subject} stays where it was: {where}." if where is not None else ""
            self.error = rule_message(e, subject) + stays
            self._sync()
            return False
        self.sanctuaries = (new[0], new[1])
        self.error = ""
        self._sync()
        return True

    def _card_picked(self, name: str, change):
        if not self._syncing:
            self.place(name, change["new"])

    def _face_picked(self, seat: int, change):
        if not self._syncing:
            self.set_face(seat, change["new"])

    def _sync(self):
        """Every drop-down from :attr:`sanctuaries`, then the texts and pictures."""
        self._syncing = True
        try:
            for seat, dd in enumerate(self.faces):
                dd.value = self.sanctuaries[seat].face.name
            for name, label in self.placement().items():
                self.pickers[name].value = label
        finally:
            self._syncing = False
        self._render()

    # ------------------------------------------------------------------ showing
    def _summary_body(self) -> str:
        a, b = self.sanctuaries
        sa, sb = score(a, b), score(b, a)
        w = winner(a, b)
        verdict = {0: "You win", 1: "Your opponent wins", None: "It is a tie"}[w]
        if sa.total == sb.total and w is not None:
            verdict += f" on the tie-break (more icons: {a.icons:g} against {b.icons:g})"
        items = []
        for seat, s in enumerate(self.sanctuaries):
            shown = [f"{c.name} ({'condition' if cond else 'icons'})" for c, cond in s.placed]
            cards = _names(shown) if shown else "no animal card yet"
            items.append(f"<li>{_SEAT_WORDS[seat]} ({escape(s.face.name)} side, {len(s.placed)} of 6 animals): "
                         f"{escape(cards)}.</li>")
        return (f"<p class='game-msg'><b>{verdict}</b>: {sa.total:g} to {sb.total:g} Ranking Points "
                f"(you {points(sa.total)}, your opponent {points(sb.total)}).</p><ul>{''.join(items)}</ul>")

    def _board_body(self) -> str:
        a, b = self.sanctuaries
        return ("<div style='display:flex;gap:24px;flex-wrap:wrap'>"
                f"<div>{_sanctuary_html(a, 'You', score(a, b))}</div>"
                f"<div>{_sanctuary_html(b, 'Opponent', score(b, a))}</div></div>")

    def _render(self):
        self.message.value = (_html(f"<p class='game-err' role='alert'>{escape(self.error)}</p>")
                              if self.error else "")
        self.summary.value = status(self._summary_body())
        self.board.value = _html(self._board_body())

    def preview(self) -> str:
        return preview(self._summary_body(), self._board_body(),
                       label="Sanctuary builder: two sanctuaries and their scores", cls="po-builder")


def sanctuary_builder(you: str = "Nautilus", opponent: str = "Dolphin", placed: Optional[dict] = None) -> SanctuaryBuilder:
    """A two-sanctuary builder. ``placed`` presets cards, e.g. ``{"Mako Shark": "you: condition"}``
    (places: ``"not placed"``, ``"you: icons"``, ``"you: condition"``, ``"opponent: icons"``,
    ``"opponent: condition"``); a preset the rules refuse raises the library's error."""
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


def _more_points(x: float) -> str:
    """``about 2 more points``, ``about 0.4 more points``."""
    n = round(x) if x >= 0.95 else round(x, 1)
    return f"about {n:g} more point{'' if n == 1 else 's'}"


def take_advice(values: dict, unseen: int) -> str:
    """The greedy bot's comparison of the two takes, in words (``values``: its estimate for
    each take; ``unseen``: how many cards the hidden one could be)."""
    up, down = values[TAKE_FACE_UP], values[TAKE_FACE_DOWN]
    why = (f"(the greedy bot's estimate, averaged over the {unseen} cards the hidden one could be)")
    if abs(up - down) < 0.05:
        return f"Taking the face-up card or the hidden one gives you about the same {why}."
    if up > down:
        return f"Taking the face-up card gives you {_more_points(up - down)} than taking the hidden one {why}."
    return f"Taking the hidden card gives you {_more_points(down - up)} than taking the face-up one {why}."


class OfferTrainer(App):
    """The bot offers; you take the face-up or the face-down card; the trainer explains."""

    def __init__(self, seed: int = 0, bot: str = "greedy"):
        self.seed = seed
        self.bot_name = bot
        self.you = 0
        self.judge = GreedyBot()
        self.values: Optional[dict] = None  # the judge's values of the last answered position
        self.question = W.HTML()
        self.board = W.HTML()
        self.feedback = W.HTML()
        self.up_button = W.Button(description="Take the face-up card", button_style="primary",
                                  layout=W.Layout(width="auto"))
        self.down_button = W.Button(description="Take the face-down card", button_style="info",
                                    layout=W.Layout(width="auto"))
        self.next_button = W.Button(description="Next position", layout=W.Layout(width="auto"))
        self.up_button.on_click(lambda _: self.take(TAKE_FACE_UP))
        self.down_button.on_click(lambda _: self.take(TAKE_FACE_DOWN))
        self.next_button.on_click(lambda _: self.new_position(self.seed + 1))
        self.score_label = W.HTML()
        self.agreed = 0
        self.answered = 0
        self.question.add_class("po-status")
        self.feedback.add_class("po-feedback")
        self.board.add_class("po-board")
        buttons = W.Box([self.up_button, self.down_button, self.next_button],
                        layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        self.widget = W.VBox([self.question, buttons, self.feedback, self.board, self.score_label])
        self.widget.add_class("po-trainer")
        self.widget.add_class("game-root")
        self.new_position(seed)

    def new_position(self, seed: int):
        self.seed = seed
        turns = make_rng(seed).choice([0, 2, 4])  # an early, middle or late offer
        self.state = _advance_to_offer(seed, turns, self.you, self.bot_name)
        self.after = None
        self.values = None
        view = self.state.view(self.you)
        self.up_button.description = f"Take {view.offer_up.name} (face up)"
        self.question.value = status(self._question_body())
        self.board.value = _html(self._board_body())
        self.feedback.value = ""
        self.up_button.disabled = self.down_button.disabled = False

    def _question_body(self) -> str:
        view = self.state.view(self.you)
        mine, theirs = view.sanctuaries[self.you], view.sanctuaries[1 - self.you]
        up = view.offer_up
        w = _what_if(mine, theirs, up)
        cond = f" If you take it, {_condition_words(w)}." if w is not None else ""
        return (f"<p class='game-msg'>Position #{self.seed}, turn {view.turn + 1} of {TURNS}: the bot offers "
                f"you <b>{escape(up.name)}</b> face up and a hidden card face down. Which do you take? "
                f"The bot keeps the other one.</p>"
                f"<p class='game-note'>{escape(up.name)}: icons {escape(_icons(up.icons))}; condition: "
                f"{escape(up.condition.text)}.{cond} The hidden card could be any of the "
                f"{len(view.unseen)} cards you have not seen.</p>"
                f"<p class='game-note'>Score now: you {points(score(mine, theirs).total)}, "
                f"the bot {points(score(theirs, mine).total)}.</p>")

    def _board_body(self) -> str:
        return _board_html(self.state.view(self.you), "The bot")

    def take(self, action):
        if self.values is not None:  # already answered: wait for the next position
            return
        view = self.state.view(self.you)
        values = self.judge.values(view)
        self.after = self.state.apply(action)
        up, down = self.state.offer
        got = down if action is TAKE_FACE_DOWN else up
        best = max(view.legal_actions, key=values.__getitem__)
        self.values = values
        self.answered += 1
        self.agreed += best is action
        self.up_button.disabled = self.down_button.disabled = True
        yours = "the face-down card" if action is TAKE_FACE_DOWN else "the face-up card"
        bots = "the face-down card" if best is TAKE_FACE_DOWN else "the face-up card"
        agree = (f"You took {yours}: the bot agrees." if best is action
                 else f"You took {yours}; the bot would have taken {bots}.")
        self.feedback.value = status(
            f"<p><b>{escape(agree)}</b> The hidden card was <b>{escape(down.name)}</b>, so you got "
            f"<b>{escape(got.name)}</b> and the bot keeps the other one.</p>"
            f"<p>{escape(take_advice(values, len(view.unseen)))}</p>"
            f"<p class='game-note'>The bot's estimate of your final lead: {values[TAKE_FACE_UP]:+.1f} points "
            f"if you take the face-up card, {values[TAKE_FACE_DOWN]:+.1f} if you take the hidden one. "
            f"Press Next position for another offer.</p>", "game-msg")
        self.score_label.value = _html(
            f"<p class='game-note'>You agreed with the bot {self.agreed} time{'s' if self.agreed != 1 else ''} "
            f"out of {self.answered}.</p>")

    def preview(self) -> str:
        return preview(self._question_body(), self._board_body(),
                       label="Offer trainer: the bot's offer, before you choose", cls="po-trainer")


def offer_trainer(seed: int = 0, bot: str = "greedy") -> OfferTrainer:
    return OfferTrainer(seed, bot)


# ---------------------------------------------------------------------------- full game

BOT_CHOICES = (("Greedy bot (thinks one move ahead)", "greedy"),
               ("Random bot (plays any legal move)", "random"),
               ("Monte Carlo bot (plays out many random futures)", "montecarlo"))
BOT_NAMES = {"greedy": "greedy bot", "random": "random bot", "montecarlo": "Monte Carlo bot"}
MONTECARLO_SAMPLES = 24  # a click must answer fast, also in the browser's Python


def _opponent(name: str, seed: int):
    if name == "montecarlo":
        return MonteCarloBot(samples=MONTECARLO_SAMPLES, seed=seed)
    return make_bot(name, seed)


class PlayAgainst(App):
    """A whole game against a bot. You are seat ``you``; the bot plays the other seat.

    ``state`` changes only in :meth:`act`, through games_lib's ``apply``; ``history`` lists
    every action since ``new_game(seed, first_player=0)`` (yours and the bot's); ``shown`` maps
    each decision button on screen to its action.
    """

    def __init__(self, bot: str = "greedy", seed: int = 0, you: int = 0):
        _opponent(bot, seed)  # an unknown bot name raises here
        self.you = you
        self.seed = seed
        self.bot_name = bot
        self.shown: dict = {}
        self._buttons: dict = {}
        self.status = W.HTML()
        self.board = W.HTML()
        self.log = W.HTML()
        self.controls = W.Box(layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px"))
        self.up_pick = W.Dropdown(description="Face up:", style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
        self.down_pick = W.Dropdown(description="Face down:", style=_WIDE,
                                    layout=W.Layout(width="auto", max_width="100%"))
        self.offer_hint = W.HTML()
        self.offer_button = W.Button(description="Offer these two", button_style="primary")
        self.offer_button.on_click(lambda _: self._offer_clicked())
        for dd in (self.up_pick, self.down_pick):
            dd.observe(lambda _: self._update_hint(), names="value")
        self.opponent_pick = W.Dropdown(options=BOT_CHOICES, value=bot, description="Opponent:", style=_WIDE,
                                        layout=W.Layout(width="auto", max_width="100%"))
        self.opponent_pick.observe(self._opponent_changed, names="value")
        self.new_button = W.Button(description="New game", tooltip="Start a new game against the chosen opponent")
        self.new_button.on_click(lambda _: self.restart(self.seed + 1))
        settings = W.Box([self.opponent_pick, self.new_button],
                         layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px"))
        for w, cls in ((self.status, "po-status"), (self.controls, "po-controls"), (self.board, "po-board"),
                       (self.log, "po-log"), (settings, "po-settings")):
            w.add_class(cls)
        self.widget = W.VBox([self.status, self.controls, self.board, self.log, settings])
        self.widget.add_class("po-play")
        self.widget.add_class("game-root")
        self._filling = False
        self.restart(seed)

    @property
    def bot_label(self) -> str:
        return BOT_NAMES.get(self.bot_name, f"{self.bot_name} bot")

    def restart(self, seed: int):
        """A new game (seed ``seed``) against the opponent chosen now."""
        self.seed = seed
        self.bot = _opponent(self.bot_name, seed)
        self.state = new_game(seed=seed, first_player=0)
        self.history: list = []
        self.events = [f"New game (number {seed}) against the {self.bot_label}. "
                       + ("You start." if self.state.first_player == self.you else "The bot starts.")]
        self._bot_moves()
        self._render()

    def _opponent_changed(self, change):
        name = change["new"]
        if name == self.bot_name:
            return
        self.bot_name = name
        self.bot = _opponent(name, self.seed + len(self.history))
        self.events.append(f"From now on you play against the {self.bot_label}.")
        self._bot_moves()
        self._render()

    # the only place that changes the state: through games_lib's apply
    def act(self, action):
        """Play ``action`` for you, then let the bot answer until it is your decision again."""
        if self.state.is_terminal() or self.state.current_player != self.you:
            return
        try:
            self._apply(action, self.you)
        except GameError as e:
            self.events.append("Refused: " + rule_message(e))
            self._render()
            return
        self._bot_moves()
        self._render()

    def _apply(self, action, p: int):
        before = self.state
        self.state = before.apply(action)
        self.history.append(action)
        self.events.extend(self._narrate(before, action, p, self.state))

    def _bot_moves(self):
        while not self.state.is_terminal() and self.state.current_player != self.you:
            p = self.state.current_player
            self._apply(self.bot.choose(self.state.view(p), self.state.legal_actions()), p)

    def _narrate(self, before: State, action, p: int, after: State) -> list:
        """The events of one move in words (only what ``you`` may know)."""
        mine = p == self.you
        who = "You" if mine else "The bot"
        out = []
        if isinstance(action, ChooseSide):
            out.append(f"You chose the {SANCTUARY_FACES[action.face].name} side." if mine
                       else "The bot chose a side (secret until you both have).")
            if after.phase is Phase.OFFER:
                me, bot = after.sanctuary(self.you).face.name, after.sanctuary(1 - self.you).face.name
                out.append(f"Both sides are shown: you have {me}, the bot has {bot}. "
                           f"You get {_names(after.hand(self.you))}; the bot gets 3 cards you cannot see.")
        elif isinstance(action, Offer):
            up, down = ANIMALS[action.up].name, ANIMALS[action.down].name
            out.append(f"You offered {up} face up and {down} face down." if mine
                       else f"The bot offers you {up} face up and a hidden card face down.")
        elif action is TAKE_FACE_UP or action is TAKE_FACE_DOWN:
            up, down = before.offer
            if action is TAKE_FACE_UP:
                out.append(f"{who} took the face-up card ({up.name}).")
            elif mine:
                out.append(f"You took the face-down card: it is {down.name}.")
            else:
                out.append("The bot took the face-down card.")
        else:
            placed = before.card_to_place
            how = "its condition (B)" if action is AS_CONDITION else "its icons (A)"
            out.append(f"{who} added {placed.name}, showing {how}.")
            if before.phase is Phase.PLACE_KEPT:
                drawn = [c for c in after.hand(p) if c not in before.hand(p)]
                if drawn:
                    out.append(f"You drew {_names(drawn)}." if mine else f"The bot drew {len(drawn)} cards.")
                if after.is_terminal():
                    out.append(f"That was turn {TURNS} of {TURNS}: the game is over.")
        return out

    def _offer_clicked(self):
        if self.state.is_terminal() or self.state.phase is not Phase.OFFER:
            return
        try:
            a = offer(self.up_pick.value, self.down_pick.value)
        except GameError as e:
            self.events.append("Refused: " + rule_message(e))
            self._render()
            return
        self.act(a)

    # ------------------------------------------------------------------ showing
    def _mine_theirs(self, view=None):
        view = view or self.state.view(self.you)
        s = view.sanctuaries
        return s[self.you], s[1 - self.you]

    def _score_words(self) -> str:
        mine, theirs = self._mine_theirs()
        if mine is None:
            return ""
        return f"you {points(score(mine, theirs).total)}, the bot {points(score(theirs, mine).total)}"

    def _update_hint(self):
        if self._filling or self.state.phase is not Phase.OFFER:
            return
        up, down = self.up_pick.value, self.down_pick.value
        if up == down:
            text = "Choose two different cards: the same card cannot be both face up and face down."
        else:
            keep = [c.name for c in self.state.hand(self.you) if c.name not in (up, down)]
            text = (f"You offer {up} face up and {down} face down. The bot takes one and you keep the other"
                    + (f"; {_names(keep)} stays in your hand." if keep else "."))
        self.offer_hint.value = _html(f"<p class='game-note'>{escape(text)}</p>")

    def _button(self, action, label: str, style: str = "primary") -> W.Button:
        b = self._buttons.get(action)
        if b is None:
            b = W.Button(layout=W.Layout(width="auto", max_width="100%"))
            b.on_click(lambda _, a=action: self.act(a))
            self._buttons[action] = b
        b.description = label
        b.button_style = style
        return b

    def _decision_controls(self) -> list:
        self.shown = {}
        if self.state.is_terminal() or self.state.current_player != self.you:
            return []
        view = self.state.view(self.you)
        mine, theirs = self._mine_theirs(view)
        if view.phase is Phase.OFFER:
            options = []
            for c in view.hand:
                w = _what_if(mine, theirs, c)
                options.append((f"{c.name} ({_condition_words(w)})" if w is not None else c.name, c.name))
            self._filling = True
            try:
                self.up_pick.options = options
                self.down_pick.options = options
                self.up_pick.value = view.hand[0].name
                self.down_pick.value = view.hand[1].name
            finally:
                self._filling = False
            self._update_hint()
            return [self.up_pick, self.down_pick, self.offer_button, self.offer_hint]
        buttons = []
        for action in view.legal_actions:
            style = "primary"
            if isinstance(action, ChooseSide):
                f = SANCTUARY_FACES[action.face]
                label = f"Choose the {f.name} side (icons: {_icons(f.icons)})"
            elif action is TAKE_FACE_UP:
                w = _what_if(mine, theirs, view.offer_up)
                label = f"Take {view.offer_up.name} (face up)"
                if w is not None:
                    label += f": {_condition_words(w)}"
            elif action is TAKE_FACE_DOWN:
                label = f"Take the face-down card (one of {len(view.unseen)} cards you have not seen)"
                style = "info"
            else:
                c = view.card_to_place
                w = what_if(mine, theirs, c)
                if action is AS_ICONS:
                    label = (f"{c.name}: icons (A) — show its icons ({_icons(c.icons)}): you'd have "
                             f"{points(w.as_icons)}, the bot {points(w.as_icons - w.lead_as_icons)}")
                else:
                    label = (f"{c.name}: condition (B) — show its condition: you'd have "
                             f"{points(w.as_condition)}, the bot {points(w.as_condition - w.lead_as_condition)}")
                    style = "warning"
            b = self._button(action, label, style)
            self.shown[b] = action
            buttons.append(b)
        return buttons

    def _status_body(self) -> str:
        state = self.state
        view = state.view(self.you)
        mine, theirs = self._mine_theirs(view)
        if state.is_terminal():
            o = state.outcome()
            res = {None: "It is a tie.", self.you: "You win!"}.get(o.winner, "The bot wins.")
            how = f" (decided by the tie-break: more {o.tiebreak})" if o.decided_by is DecidedBy.TIEBREAK else ""
            sm, st = score(mine, theirs), score(theirs, mine)
            return (f"<p class='game-msg'><b>Game over — {res}</b>{how} Final score: {self._score_words()}. "
                    f"Press New game to play again.</p>"
                    f"<div style='display:flex;gap:24px;flex-wrap:wrap'><div><b>Your score</b>{sm._repr_html_()}</div>"
                    f"<div><b>The bot's score</b>{st._repr_html_()}</div></div>")
        lines = []
        if view.phase is Phase.SIDE:
            lines.append("Choose the side of your Sanctuary card. Your cards are dealt after both of you "
                         "have chosen.")
        elif view.phase is Phase.OFFER:
            lines.append("Your turn: offer two cards — one face up, one face down. The bot takes one; "
                         "you keep the other.")
        elif view.phase is Phase.TAKE:
            lines.append(f"The bot offers you {view.offer_up.name} face up and a hidden card face down. "
                         "Take one: the bot keeps the other.")
        else:
            which = "took" if view.phase is Phase.PLACE_TAKEN else "kept"
            lines.append(f"Add the card you {which} ({view.card_to_place.name}): show its icons or its condition?")
        head = f"<p class='game-msg'><b>{escape(lines[0])}</b>"
        if mine is not None:
            head += f" Turn {state.turn + 1} of {TURNS}. Score now: {escape(self._score_words())}."
        head += "</p>"
        notes = []
        if view.phase in (Phase.OFFER, Phase.TAKE, Phase.PLACE_TAKEN, Phase.PLACE_KEPT) and mine is not None:
            cards = list(view.hand)
            if view.phase is Phase.TAKE:
                cards = [view.offer_up] + cards
            elif view.card_to_place is not None:
                cards = [view.card_to_place] + cards
            for c in cards:
                w = _what_if(mine, theirs, c)
                if w is None:
                    continue
                where = ("to add now" if c is view.card_to_place else
                         "offered face up" if c is view.offer_up else "in your hand")
                notes.append(f"<li>{escape(c.name)} ({where}): {escape(_condition_words(w))} — "
                             f"{escape(c.condition.text)}</li>")
        body = head
        if notes:
            body += "<p class='game-note'>What each card's condition would score for you now:</p><ul>" \
                    + "".join(notes) + "</ul>"
        return body

    def _board_body(self) -> str:
        return _board_html(self.state.view(self.you), f"The {self.bot_label}")

    def _log_body(self) -> str:
        return ("<p class='game-note'><b>What happened</b></p><ol>" +
                "".join(f"<li>{escape(e)}</li>" for e in self.events[-12:]) + "</ol>")

    def _render(self):
        self.status.value = status(self._status_body())
        self.controls.children = self._decision_controls()
        self.board.value = _html(self._board_body())
        self.log.value = _html(self._log_body())
        if self.opponent_pick.value != self.bot_name:
            self.opponent_pick.value = self.bot_name

    def preview(self) -> str:
        return preview(self._status_body(), self._board_body(),
                       f"<p class='game-note'>Opponent: the {escape(self.bot_label)}.</p>",
                       label="Play against the bot: the start of a game", cls="po-play")


def play_against(*, bots: int = 1, bot: str = "greedy", seed: int = 0, you: int = 0) -> PlayAgainst:
    """A full game against ``bots`` bot (Pacific Ocean is for two: one bot) of kind ``bot``
    (``"random"``, ``"greedy"`` or ``"montecarlo"``), you in seat ``you``; the reader can change
    the opponent and start a new game in the app. The same signature as every game's."""
    if bots != 1:
        raise GameError(f"Pacific Ocean is a game for two: you play against 1 bot, not {bots!r}")
    return PlayAgainst(bot, seed, you)


# ---------------------------------------------------------------------------- static pictures
# The site shows these before Python starts: the same first screen as the app notebooks in
# apps/pacific_ocean/ (same arguments), without any control.

BUILDER_PRESET = {"Whale Shark": "you: icons", "Mako Shark": "you: condition", "Sea Star": "you: condition",
                  "Stingray": "opponent: icons", "Jellyfish": "opponent: condition"}


def builder_preview() -> str:
    """The first screen of apps/pacific_ocean/builder.ipynb as static HTML (no control)."""
    return sanctuary_builder("Nautilus", "Dolphin", placed=BUILDER_PRESET).preview()


def trainer_preview() -> str:
    """The first screen of apps/pacific_ocean/trainer.ipynb as static HTML (no control)."""
    return offer_trainer(seed=1).preview()


def play_preview() -> str:
    """The first screen of apps/pacific_ocean/play.ipynb as static HTML (no control)."""
    return play_against(bot="greedy", seed=2026).preview()


def checker_preview() -> str:
    """The first screen of apps/pacific_ocean/checker.ipynb (an empty score checker) as static HTML."""
    return sanctuary_builder("Nautilus", "Dolphin").preview()
