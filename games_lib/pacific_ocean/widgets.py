"""ipywidgets mini-games for Pacific Ocean. Every rule comes from games_lib; these only draw
and forward clicks. Pure Python, no files, no threads: they run the same in Jupyter and in an
in-browser Python (Pyodide).

* :func:`sanctuary_builder` — put cards in two sanctuaries (as icons or as a condition) and
  watch both score breakdowns change; a change the rules refuse is explained and undone;
* :func:`offer_trainer` — the bot offers you two cards, one hidden: which do you take? Then
  see what was hidden and how the greedy bot weighs both options.

The whole game against a bot is in :mod:`games_lib.pacific_ocean.live_game` (:func:`play_against`);
it words the cards with the helpers here (:func:`card_names`, :func:`icon_words`,
:func:`what_if_or_none`, :func:`condition_words`).

Each function returns an app object; display its ``.widget`` (or the app itself). Every control
is a real button or drop-down with a name (keyboard and screen readers), and every text says in
words what the engine holds. :func:`builder_preview`, :func:`trainer_preview` and
:func:`checker_preview` give the HTML of each app's first screen as a static picture (no
control), for the site.
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from ..core import GameError, IllegalActionError, make_rng
from ..core.words import and_list
from ..core.widgets import App, as_html, panel, points, preview, rule_message, status
from . import draw, rules
from .actions import TAKE_FACE_DOWN, TAKE_FACE_UP
from .bots import GreedyBot, make_bot
from .cards import ANIMALS, SANCTUARY_CARDS, SANCTUARY_FACES, card, face
from .scoring import Sanctuary, score, what_if, winner
from .state import TURNS, Deal, Phase, State, new_game

_WIDE = {"description_width": "initial"}


def _html(body: str, cls: str = "") -> str:
    return panel(body, cls)


# ---------------------------------------------------------------------------- drawings

def _board_html(view, other: str = "The bot") -> str:
    """The position as ``view.seat`` sees it, that seat named ``You`` and the other ``other``."""
    names = ["You", "You"]
    names[1 - view.seat] = other
    return as_html(draw.board(view, names))


def _sanctuary_html(s: Sanctuary, label: str, breakdown) -> str:
    """One sanctuary with its score breakdown."""
    return as_html(draw.sanctuary_picture(s, label, breakdown))


def card_names(cards) -> str:
    """The cards' names as a list in words: ``A``, ``A and B``, ``A, B and C``.

    >>> card_names(["Sea Star", card("Stingray"), "Dolphin"])
    'Sea Star, Stingray and Dolphin'
    """
    return and_list(c if isinstance(c, str) else c.name for c in cards)


def icon_words(icons) -> str:
    """A card's icons in words, e.g. ``Size, Grace``."""
    return ", ".join(i.label for i in icons)


def what_if_or_none(mine: Optional[Sanctuary], theirs: Optional[Sanctuary], c):
    """:func:`what_if`, or ``None`` when it cannot be said (no sanctuary yet, or a full one).

    >>> what_if_or_none(None, Sanctuary("Dolphin"), card("Stingray")) is None
    True
    """
    if mine is None or theirs is None:
        return None
    try:
        return what_if(mine, theirs, c)
    except GameError:
        return None


def condition_words(w) -> str:
    """``its condition would score 3 points for you now`` (``w``: a :func:`what_if`)."""
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
        sides = card_names([SANCTUARY_FACES[i].name for i in SANCTUARY_CARDS[a.card]])
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

        face_options = [(f"{f.name} (icons: {icon_words(f.icons)})", f.name) for f in SANCTUARY_FACES]
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
                            tooltip=f"{c.name}: icons {icon_words(c.icons)}; condition: {c.condition.text}")
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
        if not self.syncing:
            self.place(name, change["new"])

    def _face_picked(self, seat: int, change):
        if not self.syncing:
            self.set_face(seat, change["new"])

    def _sync(self):
        """Every drop-down from :attr:`sanctuaries`, then the texts and pictures."""
        with self.setting_controls():
            for seat, dd in enumerate(self.faces):
                dd.value = self.sanctuaries[seat].face.name
            for name, label in self.placement().items():
                self.pickers[name].value = label
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
            cards = card_names(shown) if shown else "no animal card yet"
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
        w = what_if_or_none(mine, theirs, up)
        cond = f" If you take it, {condition_words(w)}." if w is not None else ""
        return (f"<p class='game-msg'>Position #{self.seed}, turn {view.turn + 1} of {TURNS}: the bot offers "
                f"you <b>{escape(up.name)}</b> face up and a hidden card face down. Which do you take? "
                f"The bot keeps the other one.</p>"
                f"<p class='game-note'>{escape(up.name)}: icons {escape(icon_words(up.icons))}; condition: "
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


def checker_preview() -> str:
    """The first screen of apps/pacific_ocean/checker.ipynb (an empty score checker) as static HTML."""
    return sanctuary_builder("Nautilus", "Dolphin").preview()
