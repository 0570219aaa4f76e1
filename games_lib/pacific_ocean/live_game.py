"""A full game of Pacific Ocean against a bot, as an ipywidgets app (on :class:`~games_lib.core.live.LiveGame`).

Every rule comes from games_lib: the app only draws what the engine holds and forwards clicks.
Pure Python, no files, no threads: it runs the same in Jupyter and in the reader's browser
(Pyodide).

* :func:`play_against` — a whole game against a bot chosen in the game (the greedy, random or
  Monte Carlo bot; a change applies at once). You choose your Sanctuary side, offer two cards
  (one face up, one face down), take one of the bot's offered cards and add each card showing
  its icons or its condition, from buttons made only from the engine's legal actions; each bot
  move is told in the log, with only what you may know.
* :func:`play_preview` — the app's first screen as static HTML (no control), for the site.

>>> game = play_against(bot="random", seed=3, you=1)
>>> game.events[0]
'New game (number 3) against the random bot. The bot starts.'
>>> game.events[1]
'Player 1 (bot) chose a side (secret until you both have).'
"""

from __future__ import annotations

from html import escape

import ipywidgets as W

from ..core import DecidedBy, GameError, MonteCarloBot, seatwords
from ..core.live import WIDE, LiveGame, full_width
from ..core.widgets import panel, points, preview
from . import draw
from .actions import AS_CONDITION, AS_ICONS, TAKE_FACE_DOWN, TAKE_FACE_UP, ChooseSide, Offer, offer
from .bots import make_bot
from .cards import ANIMALS, SANCTUARY_FACES
from .scoring import score, what_if
from .state import TURNS, Phase, State, new_game
from .widgets import card_names, condition_words, icon_words, what_if_or_none

# short labels: a drop-down shows its choice on one line, which must fit a phone (390 px)
BOT_CHOICES = (("Greedy bot (one move ahead)", "greedy"),
               ("Random bot (any legal move)", "random"),
               ("Monte Carlo bot (random futures)", "montecarlo"))
BOT_NAMES = {"greedy": "greedy bot", "random": "random bot", "montecarlo": "Monte Carlo bot"}
MONTECARLO_SAMPLES = 24  # a click must answer fast, also in the browser's Python


def offers_left(state: State, seat: int) -> int:
    """How many more times ``seat`` offers cards from its hand in this game: once on each of its
    own turns still to come (this one too while its offer is still to make). A card left in the
    hand when there are none can never be played again.

    >>> s = new_game(seed=1, first_player=0)
    >>> offers_left(s, 0), offers_left(s, 1)
    (3, 3)
    """
    first = state.turn if state.phase in (Phase.SIDE, Phase.OFFER) else state.turn + 1
    return sum((state.active_player - state.turn + k) % 2 == seat for k in range(first, TURNS))


def opponent(name: str, seed: int):
    """The bot called ``name`` (``"greedy"``, ``"random"``, ``"montecarlo"``), seeded.

    >>> type(opponent("montecarlo", 1)).__name__, opponent("montecarlo", 1).samples
    ('MonteCarloBot', 24)
    """
    if name == "montecarlo":
        return MonteCarloBot(samples=MONTECARLO_SAMPLES, seed=seed)
    return make_bot(name, seed)


class PlayAgainst(LiveGame):
    """A whole game against a bot. You are seat ``you``; the bot plays the other seat.

    ``state`` changes only through games_lib's ``apply`` (see :class:`LiveGame`); ``history``
    lists every action since ``new_game(seed, first_player=0)`` (yours and the bot's); ``shown``
    maps each decision button on screen to its action. The Opponent drop-down changes the bot
    at once.
    """

    BOT_CHOICES = BOT_CHOICES
    BOT_PICK_LABEL = "Opponent:"
    NEW_GAME_TIP = "Start a new game against the chosen opponent"
    PREFIX = "po"
    GAME_OVER = "Game over —"
    TURNS = TURNS

    def build(self):
        self.bot_pick.observe(self._opponent_changed, names="value")
        self.up_pick = W.Dropdown(description="Face up:", style=WIDE, layout=full_width())
        self.down_pick = W.Dropdown(description="Face down:", style=WIDE, layout=full_width())
        self.offer_hint = W.HTML()
        self.offer_button = W.Button(description="Offer these two", button_style="primary", layout=full_width())
        self.offer_button.on_click(lambda _: self._offer_clicked())
        for dd in (self.up_pick, self.down_pick):
            dd.observe(lambda _: self._update_hint(), names="value")

    @property
    def bot_label(self) -> str:
        return BOT_NAMES.get(self.bot_name, f"{self.bot_name} bot")

    # ------------------------------------------------------------------ the game
    def new_state(self, seed: int) -> State:
        return new_game(seed=seed, first_player=0)

    def new_bots(self, seed: int) -> dict:
        return {1 - self.you: opponent(self.bot_name, seed)}

    def _opponent_changed(self, change):
        name = change["new"]
        if name == self.bot_name:
            return
        self.bot_name = name
        self.bots = self.new_bots(self.seed + len(self.history))
        self.events.append(f"From now on you play against the {self.bot_label}.")
        self.bot_moves()
        self.render()

    def _offer_clicked(self):
        if self.state.is_terminal() or self.state.phase is not Phase.OFFER:
            return
        try:
            a = offer(self.up_pick.value, self.down_pick.value)
        except GameError as e:
            self.refuse(e)
            return
        self.act(a)

    # ------------------------------------------------------------------ words
    def name(self, seat: int) -> str:
        """A seat in the board's words: ``You``, ``Player 2 (bot)`` (the board's sentences are
        written to ``You``)."""
        return seatwords.who(seat, self.you)

    def opponents_words(self) -> str:
        return f"the {self.bot_label}"

    def start_words(self) -> str:
        return "You start." if self.state.first_player == self.you else "The bot starts."

    def narrate(self, before: State, action, p: int, after: State) -> list:
        """The events of one move in words (only what ``you`` may know)."""
        mine = p == self.you
        who = seatwords.who(p, self.you)
        out = []
        if isinstance(action, ChooseSide):
            out.append(f"You chose the {SANCTUARY_FACES[action.face].name} side." if mine
                       else f"{who} chose a side (secret until you both have).")
            if after.phase is Phase.OFFER:
                me, bot = after.sanctuary(self.you).face.name, after.sanctuary(1 - self.you).face.name
                out.append(f"Both sides are shown: you have {me}, the bot has {bot}. "
                           f"You get {card_names(after.hand(self.you))}; the bot gets 3 cards you cannot see.")
        elif isinstance(action, Offer):
            up, down = ANIMALS[action.up].name, ANIMALS[action.down].name
            out.append(f"You offered {up} face up and {down} face down." if mine
                       else f"{who} offers you {up} face up and a hidden card face down.")
        elif action is TAKE_FACE_UP or action is TAKE_FACE_DOWN:
            up, down = before.offer
            if action is TAKE_FACE_UP:
                out.append(f"{who} took the face-up card ({up.name}).")
            elif mine:
                out.append(f"You took the face-down card: it is {down.name}.")
            else:
                out.append(f"{who} took the face-down card.")
        else:
            placed = before.card_to_place
            how = "its condition (B)" if action is AS_CONDITION else "its icons (A)"
            out.append(f"{who} added {placed.name}, showing {how}.")
            if before.phase is Phase.PLACE_KEPT:
                drawn = [c for c in after.hand(p) if c not in before.hand(p)]
                if drawn:
                    out.append(f"You drew {card_names(drawn)}." if mine else f"{who} drew {len(drawn)} cards.")
                if after.is_terminal():
                    out.append(f"That was turn {TURNS} of {TURNS}: the game is over.")
        return out

    def _mine_theirs(self, view=None):
        view = view or self.state.view(self.you)
        s = view.sanctuaries
        return s[self.you], s[1 - self.you]

    def score_breakdown(self, state, seat: int):
        """``seat``'s score in ``state`` (both sanctuaries are seen by everyone once revealed)."""
        s = state.sanctuaries
        if s[seat] is None or s[1 - seat] is None:
            return None
        return score(s[seat], s[1 - seat])

    def hand_is_dead(self, view=None) -> bool:
        """Whether the cards in your hand can never be played again (no offer of yours is left)."""
        return self.state.phase is not Phase.SIDE and offers_left(self.state, self.you) == 0

    def _score_words(self) -> str:
        mine, theirs = self._mine_theirs()
        if mine is None:
            return ""
        return f"you {points(score(mine, theirs).total)}, the bot {points(score(theirs, mine).total)}"

    def result_words(self) -> str:
        """Who won (and the tie-break, if it decided), and the final score."""
        o = self.state.outcome()
        res = {None: "It is a tie.", self.you: "You win!"}.get(o.winner, "The bot wins.")
        how = f" (decided by the tie-break: more {o.tiebreak})" if o.decided_by is DecidedBy.TIEBREAK else ""
        return f"{res}{how} Final score: {self._score_words()}."

    def final_body(self) -> str:
        mine, theirs = self._mine_theirs()
        sm, st = score(mine, theirs), score(theirs, mine)
        return (f"<div style='display:flex;gap:24px;flex-wrap:wrap'><div><b>Your score</b>{sm._repr_html_()}</div>"
                f"<div><b>The bot's score</b>{st._repr_html_()}</div></div>")

    # ------------------------------------------------------------------ controls
    def _update_hint(self):
        if self.filling or self.state.phase is not Phase.OFFER:
            return
        up, down = self.up_pick.value, self.down_pick.value
        if up == down:
            text = "Choose two different cards: the same card cannot be both face up and face down."
        else:
            keep = [c.name for c in self.state.hand(self.you) if c.name not in (up, down)]
            text = (f"You offer {up} face up and {down} face down. The bot takes one and you keep the other"
                    + (f"; {card_names(keep)} stays in your hand." if keep else "."))
        self.offer_hint.value = panel(f"<p class='game-note'>{escape(text)}</p>")

    def decision_controls(self) -> list:
        view = self.state.view(self.you)
        mine, theirs = self._mine_theirs(view)
        if view.phase is Phase.OFFER:
            # The card names only (what each would score is listed above): a name is never cut.
            names = [c.name for c in view.hand]
            up, down = names[0], names[1]
            if self.error and self.up_pick.value in names and self.down_pick.value in names:
                up, down = self.up_pick.value, self.down_pick.value  # refused: the choice stays
            self.fill(self.up_pick, [(n, n) for n in names], up)
            self.fill(self.down_pick, [(n, n) for n in names], down)
            self._update_hint()
            return [self.up_pick, self.down_pick, self.offer_button, self.offer_hint]
        return [self.move_button(action, *self._label(view, action)) for action in view.legal_actions]

    def _label(self, view, action) -> tuple:
        """The words and style of the button that plays ``action``."""
        mine, theirs = self._mine_theirs(view)
        if isinstance(action, ChooseSide):
            f = SANCTUARY_FACES[action.face]
            return f"Choose the {f.name} side (icons: {icon_words(f.icons)})", "primary"
        if action is TAKE_FACE_UP:
            w = what_if_or_none(mine, theirs, view.offer_up)
            label = f"Take {view.offer_up.name} (face up)"
            return label + (f": {condition_words(w)}" if w is not None else ""), "primary"
        if action is TAKE_FACE_DOWN:
            return f"Take the face-down card (one of {len(view.unseen)} cards you have not seen)", "info"
        c = view.card_to_place
        w = what_if(mine, theirs, c)
        if action is AS_ICONS:
            return (f"{c.name}: icons (A) — show its icons ({icon_words(c.icons)}): you'd have "
                    f"{points(w.as_icons)}, the bot {points(w.as_icons - w.lead_as_icons)}"), "primary"
        return (f"{c.name}: condition (B) — show its condition: you'd have "
                f"{points(w.as_condition)}, the bot {points(w.as_condition - w.lead_as_condition)}"), "warning"

    # ------------------------------------------------------------------ showing
    def turn_body(self) -> str:
        state = self.state
        view = state.view(self.you)
        mine, theirs = self._mine_theirs(view)
        whose = "your turn" if state.active_player == self.you else "the bot's turn"
        if view.phase is Phase.SIDE:
            line = ("Getting ready: choose the side of your Sanctuary card. Your cards are dealt after "
                    "both of you have chosen.")
        elif view.phase is Phase.OFFER:
            line = (f"{self.turn_words()}, your turn: offer two cards — one face up, one face down. "
                    "The bot takes one; you keep the other.")
        elif view.phase is Phase.TAKE:
            line = (f"{self.turn_words()}, the bot's turn: it offers you {view.offer_up.name} face up and a "
                    "hidden card face down. Take one: the bot keeps the other.")
        else:
            which = "took" if view.phase is Phase.PLACE_TAKEN else "kept"
            line = (f"{self.turn_words()}, {whose}: add the card you {which} ({view.card_to_place.name}) to "
                    "your sanctuary. Show its icons or its condition?")
        head = f"<p class='game-msg'><b>{escape(line)}</b>"
        if mine is not None:
            head += f" Score now: {escape(self._score_words())}."
        head += "</p>"
        notes = []
        if view.phase in (Phase.OFFER, Phase.TAKE, Phase.PLACE_TAKEN, Phase.PLACE_KEPT) and mine is not None:
            # the cards you may still add: a hand with no offer of yours left is never played
            cards = [] if self.hand_is_dead() else list(view.hand)
            if view.phase is Phase.TAKE:
                cards = [view.offer_up] + cards
            elif view.card_to_place is not None:
                cards = [view.card_to_place] + cards
            for c in cards:
                w = what_if_or_none(mine, theirs, c)
                if w is None:
                    continue
                where = ("to add now" if c is view.card_to_place else
                         "offered face up" if c is view.offer_up else "in your hand")
                notes.append(f"<li>{escape(c.name)} ({where}): {escape(condition_words(w))} — "
                             f"{escape(c.condition.text)}</li>")
        body = head
        if notes:
            body += "<p class='game-note'>What each card's condition would score for you now:</p><ul>" \
                    + "".join(notes) + "</ul>"
        if self.hand_is_dead() and view.hand:
            one = len(view.hand) == 1
            body += (f"<p class='game-note'>{escape(card_names(view.hand))} {'stays' if one else 'stay'} in your "
                     f"hand: you have no offer left, so {'it is' if one else 'they are'} never played.</p>")
        return body

    def board_picture(self, view, names: list):
        # no "would score" under cards that can never be played again (the controls above
        # still say it for the card you may take or add)
        if view.seat == self.you and self.hand_is_dead():
            return draw.board(view, names, what_ifs=False)
        return draw.board(view, names)

    def preview(self) -> str:
        return preview(self.status_body(), self.board_body(),
                       f"<p class='game-note'>Opponent: the {escape(self.bot_label)}.</p>",
                       label="Play against the bot: the start of a game", cls="po-play")


def play_against(*, bots: int = 1, bot: str = "greedy", seed: int = 0, you: int = 0) -> PlayAgainst:
    """A full game against ``bots`` bot (Pacific Ocean is for two: one bot) of kind ``bot``
    (``"random"``, ``"greedy"`` or ``"montecarlo"``), you in seat ``you``; the reader can change
    the opponent and start a new game in the app. The same signature as every game's."""
    if bots != 1:
        raise GameError(f"Pacific Ocean is a game for two: you play against 1 bot, not {bots!r}")
    return PlayAgainst(bot, seed, you)


def play_preview() -> str:
    """The first screen of apps/pacific_ocean/play.ipynb as static HTML (no control)."""
    return play_against(bot="greedy", seed=2026).preview()
