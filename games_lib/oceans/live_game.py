"""Oceans live: a full Reef-variant game against 1 to 3 bots, as an ipywidgets app (on
:class:`~games_lib.core.live.LiveGame`, which holds the game loop, the log and the settings).

Every rule comes from games_lib: the app only draws what the engine holds and forwards clicks;
every choice on screen is one of the engine's ``legal_actions()``. Pure Python, no files, no
threads: it runs the same in Jupyter and in the reader's browser (Pyodide).

* :func:`play_against` — you are Player 1, the bots Players 2 to 4. Each of your turns: play a
  card (pick it, then how: a new species, a trait on one of yours, or a migration; two cards in
  the Cambrian), remove traits if you like, feed one species (forage or attack; a Tentacled one
  may feed again), put an overpopulated species' excess away, then discard if you like and draw
  to six. Aging is done for you. Each move is told in words with only what you may know: the
  other players' hands and score piles stay hidden.
* :func:`narrate` — one move in words (the app's log, and the play page's "watch the bots").
* :func:`result_words` — who won and why, in words.
* :func:`play_preview` — the app's first screen as static HTML (no control), for the site.

>>> game = play_against(bots=2, bot="random", seed=7)
>>> game.state.num_players, game.state.current_player
(3, 0)
>>> print(game.question())
Play a card from your hand: choose the card, then how to play it (a new species, a trait on one of your species, or a migration).
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from ..core import seatwords
from ..core.live import ManyBots, WIDE, bots_choices, full_width, points_result_words
from ..core.widgets import as_html, panel, preview
from ..core.words import and_list, plural
from . import draw
from .actions import PLACE_NAMES, Discard, Done, Evolve, Forage, Migrate, New, Place, Remove
from .bots import make_bot
from .cards import AFTER_OVERPOPULATION, HAND, REEF_SCENARIOS, SCENARIOS, SURFACE
from .state import GAME, Phase, State, new_game

BOT_CHOICES = (("Greedy bots (play to win)", "greedy"),
               ("Random bots (any legal move)", "random"))
BOTS_CHOICES = bots_choices(GAME.info)
MAX_BUTTONS = 8  # more feedings than this: a drop-down and one "Feed" button
LOG_LINES = 20
RECENT_LINES = 12
YOU = 0

# ------------------------------------------------------------------------------ words


def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


def _owner(state: State, board: int) -> int:
    for s, row in enumerate(state.rows):
        if board in row:
            return s
    return -1


def species_words(state: State, board: int, you: Optional[int] = YOU, before: Optional[State] = None) -> str:
    """A species in words, with its owner: ``your species 3``, ``Player 2 (bot)'s species 5``
    (a species gone extinct in ``state`` is looked up in ``before``)."""
    p = _owner(state, board)
    if p < 0 and before is not None:
        p = _owner(before, board)
    return f"{seatwords.whose(p, you)} species {board + 1}" if p >= 0 else f"species {board + 1}"


def _card(x: int) -> str:
    c = SURFACE[x]
    return f"{c.name} ({c.trait.name})" if not c.name.startswith(c.trait.name) else c.name


def _where_new(row: tuple, pos: int, own: str = "their") -> str:
    if not row:
        return f"as {own} first species"
    if pos == 0:
        return "at the left end of the row"
    if pos == len(row):
        return "at the right end of the row"
    return f"between species {row[pos - 1] + 1} and species {row[pos] + 1}"


def _action_words(before: State, action, p: int, after: State, you: Optional[int]) -> Optional[str]:
    """The move itself, in words (``None`` when the events say it all)."""
    who = seatwords.who(p, you)
    k = type(action)
    if k is New:
        b = next((e.board for e in after.events if e.what == "new"), -1)
        return (f"{who} {'play' if p == you else 'plays'} {SURFACE[action.card].trait.name} as a new species "
                f"(species {b + 1}) {_where_new(before.rows[p], action.pos, 'your' if p == you else 'their')}.")
    if k is Evolve:
        return (f"{who} {'evolve your' if p == you else 'evolves their'} species {action.board + 1} with "
                f"{SURFACE[action.card].trait.name}.")
    if k is Migrate:
        n = next((e.n for e in after.events if e.what == "migrate"), 0)
        return (f"{who} {'play' if p == you else 'plays'} {SURFACE[action.card].name} to migrate {n} "
                f"(its migrate number is {SURFACE[action.card].migrate}) from {PLACE_NAMES[action.source]} to "
                f"{PLACE_NAMES[action.to]}.")
    if k is Remove:
        x = before.traits[action.board][action.slot]
        return (f"{who} {'remove' if p == you else 'removes'} {SURFACE[x].trait.name} from "
                f"{'your' if p == you else 'their'} species {action.board + 1}.")
    if k is Discard:
        return f"{who} {'discard' if p == you else 'discards'} {SURFACE[action.card].name}."
    if k is Done:
        if before.step == Phase.PLAY:
            return f"{who} {'play' if p == you else 'plays'} no second card."
        if before.step == Phase.AGAIN:
            return f"{who} {'do' if p == you else 'does'} not feed again."
        drawn = max(0, min(HAND, len(before.hands[p]) + len(before.deck) + len(before.discard)) - len(before.hands[p]))
        if p == you:
            new = [x for x in after.hands[p] if x not in before.hands[p]]
            got = f": {and_list(_card(x) for x in new)}" if new else ""
            return f"You draw {plural(len(new), 'card')}{got}." if new or drawn else "You keep your hand."
        return f"{who} draws {plural(drawn, 'card')}." if drawn else f"{who} keeps their hand."
    return None


def narrate(before: State, action, p: int, after: State, you: Optional[int] = YOU) -> list:
    """One move (``action`` by seat ``p``, from ``before`` to ``after``) in words, then what
    followed on its own, from the engine's events: what a feeding took, each gain, overpopulation,
    aging and extinction, the Cambrian Explosion, the RESERVE, the Scenarios switching, the end of
    the game. Only what seat ``you`` may know: another player's hand and score pile stay hidden
    (``you=None``: told for an onlooker)."""
    out = []
    said = _action_words(before, action, p, after, you)
    if said:
        out.append(said)
    aged: dict = {}
    for e in after.events:
        sp = species_words(after, e.board, you, before) if e.board >= 0 else ""
        if e.what == "forage":
            out.append(f"{_cap(sp)} forages and takes {e.n} from the Reef.")
        elif e.what == "attack":
            out.append(f"{_cap(sp)} attacks {species_words(after, e.other, you, before)} and takes {e.n}.")
        elif e.what == "gain":
            out.append(f"{_cap(sp)} gains {e.n} from the Ocean ({e.note}).")
        elif e.what == "leech":
            out.append(f"{_cap(sp)} takes {e.n} from {species_words(after, e.other, you, before)} ({e.note}).")
        elif e.what == "fertile":
            out.append(f"Fertile: the new species gains {e.n} from the Ocean.")
        elif e.what == "overpopulate":
            out.append(f"{_cap(sp)} has a token on the fishbones: it overpopulates, back to "
                       f"{AFTER_OVERPOPULATION} ({e.n} extra).")
        elif e.what == "place" and type(action) is not Place:
            out.append(f"The {e.n} extra tokens of {sp} go to {e.note}.")
        elif e.what == "place":
            out.append(f"{seatwords.who(p, you)} {'put' if p == you else 'puts'} the {e.n} extra tokens of {sp} in {e.note}.")
        elif e.what == "age":
            aged.setdefault(_owner(before, e.board), []).append(e.board)
        elif e.what == "extinct":
            out.append(f"{_cap(sp)} cannot age fully: it scores {e.n} and goes extinct (its traits are discarded).")
        elif e.what == "cambrian":
            out.append("Ocean zone 1 is empty: the Cambrian Explosion begins (2 cards a turn, and every species "
                       "ages 2).")
        elif e.what == "reserve":
            out.append(f"The Ocean is empty: the RESERVE's {e.n} tokens go into zone 3. This is the final round.")
    for q, boards in aged.items():
        n = 2 if after.cambrian else 1
        them = and_list(str(b + 1) for b in boards)
        verb = "ages" if len(boards) == 1 else "age"
        each = "" if len(boards) == 1 else " each"
        screen = "your screen" if q == you else "their screen"
        out.append(f"{_cap(seatwords.whose(q, you))} species {them} {verb}: {plural(n, 'token')}{each} "
                   f"{'goes' if n == 1 and not each else 'go'} behind {screen}.")
    for z, sc in enumerate(REEF_SCENARIOS):
        if after.scen_on[z] != before.scen_on[z]:
            name = SCENARIOS[sc].name
            now = (f"now active: zone {z + 1} is empty" if after.scen_on[z] else
                   f"no longer active: zone {z + 1} holds population again")
            out.append(f"Scenario {name} is {now}.")
    if after.over and not before.over:
        out.append("The final round is over: the game ends.")
    return out


def result_words(state: State, you: Optional[int] = YOU) -> str:
    """Who won and why, in words, from ``state.outcome()`` (the game must be over): the most
    points (score pile, population on surviving species, bonus token), then the most trait cards,
    then a shared win."""
    traits = [sum(len(state.traits[b]) for b in state.rows[p]) for p in range(state.num_players)]
    return points_result_words(state.outcome(), state.num_players, seatwords.called, you,
                               tie="the most trait cards on their species",
                               measure=lambda p: plural(traits[p], "trait card"),
                               shared="the same points and as many trait cards")


# ------------------------------------------------------------------------------ the app


class PlayAgainst(ManyBots):
    """A whole Reef-variant game against ``bots`` bots of kind ``bot``. You are Player 1 (seat 0).

    ``state`` changes only through the engine's ``apply`` (see :class:`LiveGame`); ``history``
    lists every action since ``new_game(seed, num_players=bots + 1)``. ``shown`` maps each button
    on screen that plays a move to its action. Every choice offered is read from
    ``state.legal_actions()``. The number and kind of bots apply at the next New game.
    """

    INFO = GAME.info
    BOTS_WORDS = "play Oceans against"


    BOT_CHOICES = BOT_CHOICES
    BOT_PICK_LABEL = "Bot kind:"
    NEW_GAME_TIP = "Start a new game with the bots chosen above"
    PREFIX = "oc"
    LOG_LINES = LOG_LINES
    RECENT_LINES = RECENT_LINES
    APP_LABEL = "Play Oceans against the bots: the start of a game"

    def __init__(self, bots: int = 1, bot: str = "greedy", seed: int = 0):
        super().__init__(bots, bot, seed, YOU)

    def build(self):
        self.extra_html = ""
        self.beside = ""
        self.extra = W.HTML()
        self.extra.add_class("oc-choice")
        self.card_pick = W.Dropdown(description="Card:", style=WIDE, layout=full_width())
        self.how_pick = W.Dropdown(description="Play it as:", style=WIDE, layout=full_width())
        self.play_button = W.Button(description="Play this card", button_style="success", layout=full_width())
        self.remove_pick = W.Dropdown(description="Trait to remove:", style=WIDE, layout=full_width())
        self.remove_button = W.Button(description="Remove this trait", button_style="warning", layout=full_width())
        self.feed_pick = W.Dropdown(description="Feeding:", style=WIDE, layout=full_width())
        self.feed_button = W.Button(description="Feed", button_style="success", layout=full_width())
        self.card_pick.observe(lambda _: self._card_changed(), names="value")
        self.how_pick.observe(lambda _: self._picked(self.play_button, self.how_pick), names="value")
        self.remove_pick.observe(lambda _: self._picked(self.remove_button, self.remove_pick), names="value")
        self.feed_pick.observe(lambda _: self._picked(self.feed_button, self.feed_pick), names="value")
        for b, pick in ((self.play_button, self.how_pick), (self.remove_button, self.remove_pick),
                        (self.feed_button, self.feed_pick)):
            b.on_click(lambda _, d=pick: self._clicked(d))

    def now_parts(self) -> list:
        return [self.recent, self.status, self.controls, self.message, self.extra]

    def areas(self) -> list:
        return [self.now, self.board, self.log, self.settings]

    # ------------------------------------------------------------------ names
    def name(self, p: int) -> str:
        return seatwords.name(p, self.you)

    def start_words(self) -> str:
        return "You are Player 1: you play first (your bonus token is the highest)."

    # ------------------------------------------------------------------ the game
    def new_state(self, seed: int) -> State:
        return new_game(seed, num_players=self.num_bots + 1)

    def new_bots(self, seed: int) -> dict:
        return {p: make_bot(self.bot_name, seed * 10 + p) for p in range(self.num_bots + 1) if p != self.you}

    def narrate(self, before: State, action, p: int, after: State) -> list:
        return narrate(before, action, p, after, self.you)

    def score_breakdown(self, state, seat: int):
        """Your own score (the others' score piles are behind their screens: ``None``)."""
        return state.score_breakdown(seat) if seat == self.you else None

    def result_words(self) -> str:
        return result_words(self.state, self.you)

    # ------------------------------------------------------------------ the decision now
    def question(self) -> str:
        """What you decide now, in words (only when it is your decision)."""
        s = self.state
        v = s.view(self.you)
        if v.pending:
            top = v.pending.top
            excess = s.population(top.data) - AFTER_OVERPOPULATION
            return (f"Your species {top.data + 1} overpopulated: it goes back to {AFTER_OVERPOPULATION}. Where do its "
                    f"{excess} extra tokens go: the Reef or one Ocean zone?")
        if v.step == Phase.PLAY:
            if v.played and v.optional:
                return ("The Cambrian Explosion began during your card phase: you may play a second card now, "
                        "or play no second card.")
            second = " (your second card: the Cambrian Explosion has begun)" if v.played else ""
            return (f"Play a card from your hand{second}: choose the card, then how to play it (a new species, a "
                    "trait on one of your species, or a migration).")
        if v.step == Phase.FEED:
            return "Feed one of your species: it forages from the Reef or attacks another species."
        if v.step == Phase.AGAIN:
            return f"Your species {v.feeder + 1} may feed once more, or stop."
        return (f"Discard any Surface cards you do not want, then draw up to {HAND}. Aging is done: your species "
                "scored into your score pile.")

    def _hand_label(self, x: int) -> str:
        c = SURFACE[x]
        return f"{c.name}: {draw.trait_words(c.trait).split(': ', 1)[1]}; migrate {c.migrate}"

    def _how_label(self, a) -> str:
        s = self.state
        row = s.rows[self.you]
        if type(a) is New:
            return f"A new species {_where_new(row, a.pos, 'your')}"
        if type(a) is Evolve:
            ts = [SURFACE[x].trait.name for x in s.traits[a.board]]
            return f"A trait of your species {a.board + 1} ({', '.join(ts) or 'no trait'})"
        return f"Migrate {SURFACE[a.card].migrate} from {PLACE_NAMES[a.source]} to {PLACE_NAMES[a.to]}"

    def _feed_label(self, a) -> str:
        if type(a) is Done:
            return "Stop: do not feed again"
        after = self.state.apply(a)
        took = next((e.n for e in after.events if e.what in ("forage", "attack")), 0)
        if type(a) is Forage:
            return f"Your species {a.board + 1} forages: takes {took} from the Reef"
        return f"Your species {a.board + 1} attacks {species_words(self.state, a.target, self.you)}: takes {took}"

    def decision_controls(self) -> list:
        s = self.state
        v = s.view(self.you)
        legal = self.legal()
        if v.pending:
            b = v.pending.top.data
            excess = s.population(b) - AFTER_OVERPOPULATION
            return [self.move_button(a, f"Put the {excess} extra tokens in {PLACE_NAMES[a.where]}")
                    for a in legal if type(a) is Place]
        if v.step == Phase.PLAY:
            return self._play_controls(v, legal)
        if v.step in (Phase.FEED, Phase.AGAIN):
            feeds = [a for a in legal if type(a) is not Done]
            self.extra_html = panel(as_html(draw.ocean_picture(v, said_once=False)), "game-paper")
            self.beside = "ocean"
            out = []
            if len(feeds) <= MAX_BUTTONS:
                out = [self.move_button(a, self._feed_label(a)) for a in feeds]
            else:
                keep = self.feed_pick.value if self.error and self.feed_pick.value in feeds else feeds[0]
                self.fill(self.feed_pick, [(self._feed_label(a), a) for a in feeds], keep)
                self.shown[self.feed_button] = self.feed_pick.value
                out = [self.feed_pick, self.feed_button]
            out += [self.move_button(a, self._feed_label(a), "warning") for a in legal if type(a) is Done]
            return out
        # Phase 4: discard, then draw
        hand = v.hands[self.you]
        self.extra_html = panel(as_html(draw.cards_picture([SURFACE[x] for x in hand], "Your hand",
                                                           said_once=False)), "game-paper")
        self.beside = "hand"
        out = [self.move_button(a, f"Draw up to {HAND} cards", "success") for a in legal if type(a) is Done]
        out += [self.move_button(a, f"Discard {SURFACE[a.card].name} ({SURFACE[a.card].trait.name})", "warning")
                for a in legal if type(a) is Discard]
        return out

    def _play_controls(self, v, legal) -> list:
        cards = []
        for a in legal:
            if type(a) in (New, Evolve, Migrate) and a.card not in cards:
                cards.append(a.card)
        out = []
        if cards:
            keep = self.card_pick.value if self.card_pick.value in cards else cards[0]
            self.fill(self.card_pick, [(self._hand_label(x), x) for x in cards], keep)
            self._fill_how()
            out += [self.card_pick, self.how_pick, self.play_button]
            self.extra_html = panel(as_html(draw.cards_picture([SURFACE[x] for x in cards], "Your hand",
                                                               said_once=False)), "game-paper")
            self.beside = "hand"
        removes = [a for a in legal if type(a) is Remove]
        if removes:
            keep = self.remove_pick.value if self.remove_pick.value in removes else removes[0]
            self.fill(self.remove_pick, [(f"{SURFACE[self.state.traits[a.board][a.slot]].trait.name} from your "
                                          f"species {a.board + 1}", a) for a in removes], keep)
            self.shown[self.remove_button] = self.remove_pick.value
            out += [self.remove_pick, self.remove_button]
        out += [self.move_button(a, "Play no second card", "warning") for a in legal if type(a) is Done]
        return out

    def _fill_how(self):
        card = self.card_pick.value
        hows = [a for a in self.legal() if type(a) in (New, Evolve, Migrate) and a.card == card]
        keep = self.how_pick.value if self.how_pick.value in hows else (hows[0] if hows else None)
        self.fill(self.how_pick, [(self._how_label(a), a) for a in hows], keep)
        self.shown[self.play_button] = self.how_pick.value

    def _card_changed(self):
        if not self.filling and self.your_decision() and self.state.step == Phase.PLAY and not self.state.pending:
            self._fill_how()

    def _picked(self, button, dropdown):
        if not self.filling and button in self.shown:
            self.shown[button] = dropdown.value

    def _clicked(self, dropdown):
        a = dropdown.value
        if a is not None:
            self.act(a)

    # ------------------------------------------------------------------ showing
    def turn_body(self) -> str:
        s = self.state
        extra = " The Cambrian Explosion has begun." if s.cambrian else ""
        extra += " This is the final round." if s.final else ""
        return (f"<p class='game-msg'><b>{escape(self.turn_words())}: your turn.</b>{escape(extra)} "
                f"{escape(self.question())}</p>")

    def final_body(self) -> str:
        parts = "".join(f"<div><b>{escape(seatwords.called(p, self.you))}</b>"
                        f"{self.state.score_breakdown(p)._repr_html_()}</div>" for p in range(self.state.num_players))
        return f"<div style='display:flex;gap:24px;flex-wrap:wrap'>{parts}</div>"

    def board_picture(self, view, names: list):
        # what the picture beside your choices shows (the Ocean, your hand) is drawn there only
        return draw.table_picture(view, names, ocean=self.beside != "ocean", hand=self.beside != "hand")

    def render(self):
        self.extra_html = ""  # decision_controls sets it when a picture goes with the choice,
        self.beside = ""  # and says what it shows
        super().render()
        self.extra.value = self.extra_html

    def preview(self) -> str:
        choices = [f"{d.description} {d.label}" for d in self.controls.children if isinstance(d, W.Dropdown)]
        choices += [b.description for b in self.controls.children if isinstance(b, W.Button)]
        beside, self.beside = self.beside, ""  # no picture beside the choices here: the board shows all
        board = self.board_body()
        self.beside = beside
        return preview(self.status_body(),
                       "<p class='game-note'>Your choices: " + escape("; ".join(choices)) + ".</p>" if choices else "",
                       board,
                       f"<p class='game-note'>Playing against {escape(self.opponents_words())}.</p>",
                       label=self.APP_LABEL, cls="oc-play")


def play_against(*, bots: int = 1, bot: str = "greedy", seed: int = 0) -> PlayAgainst:
    """A full Reef-variant game against ``bots`` bots (1 to 3) of kind ``bot`` (``"greedy"`` or
    ``"random"``); the reader can change both and start a new game in the app. The same
    signature as every game's."""
    return PlayAgainst(bots, bot, seed)


def play_preview() -> str:
    """The first screen of apps/oceans/play.ipynb as static HTML (no control)."""
    return play_against(bots=2, bot="greedy", seed=2026).preview()


__all__ = ["play_against", "play_preview", "narrate", "result_words", "species_words", "PlayAgainst",
           "BOT_CHOICES", "BOTS_CHOICES", "LOG_LINES"]
