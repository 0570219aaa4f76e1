"""A full game of OCEAN: Great Barrier Reef against 1 to 4 bots, as an ipywidgets app (on
:class:`~games_lib.core.live.LiveGame`, which holds the game loop, the log and the settings).

Every rule comes from games_lib: the app only draws what the engine holds and forwards clicks.
Pure Python, no files, no threads: it runs the same in Jupyter and in the reader's browser
(Pyodide).

* :func:`play_against` — you are Player 1, the bots are Players 2 to 5. The player holding the
  clownfish Starting Card begins (if it is a bot, the bots move first). On your turn you choose
  one of the three actions, then its details, from buttons made only from the engine's legal
  actions: the ways to draw Fauna cards; a Coral Reef card you can pay for, then where it
  goes (left or right, turned or not), then how to pay; or the Coral Reef cards to draw. Each
  bot's move is told in words in the log, with only what you are allowed to know.
* :func:`play_preview` — the app's first screen as static HTML (no control), for the site.

>>> game = play_against(bots=2, bot="random", seed=7)
>>> game.state.num_players, game.state.current_player
(3, 0)
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from ..core import DecidedBy, IllegalActionError, seatwords
from ..core.draw import Table
from ..core.live import ManyBots, WIDE, bots_choices, full_width
from ..core.widgets import as_html, panel, preview
from ..core.words import and_list, plural
from . import draw
from .actions import PASS, DrawCoral, DrawFauna, Pass, Pay, PlayCoral, draw_coral
from .bots import make_bot
from .cards import COLOURS, CORAL, KINDS, OCTOPUS
from .payments import Payment
from .scoring import CARDS_TO_WIN, POINTS_TO_WIN, SIDES, WinCondition, score
from .state import GAME, CORAL_HAND, Phase, State, new_game

# short labels: a drop-down shows its choice on one line, which must fit a phone (390 px)
BOT_CHOICES = (("Greedy bots (best card they can pay)", "greedy"),
               ("Random bots (any legal move)", "random"))
BOTS_CHOICES = bots_choices(GAME.info)
MAX_PAY_BUTTONS = 6  # more ways to pay than this: a drop-down and one Pay button
LOG_LINES = 16
YOU = 0


def _kind(c) -> str:
    """A Fauna kind in words with its letter: ``green (G)``, ``octopus (O)``."""
    k = KINDS[c]
    return f"{k} ({k.letter})"


def _num(n: int) -> str:
    return ("no", "one", "two", "three")[n] if 0 <= n <= 3 else str(n)


def _coral_words(cid: int) -> str:
    """``Coral 22 (2 points, costs 3 white + 1 blue)``."""
    c = CORAL[cid]
    return f"{c.name} ({plural(c.points, 'point')}, costs {c.cost.describe()})"


def _place_words(side: int, turned: bool) -> str:
    return f"{SIDES[side]} side{', turned' if turned else ''}"


def placement_effect(reef, card: int, side: int, turned: bool, match_points: bool = True) -> str:
    """What placing ``card`` on ``side`` (turned or not) adds to ``reef``, in words, from
    :meth:`Reef.add`: the match it makes (+1 point), the discount it gives, or no match."""
    p = reef.placement(card, side, turned, match_points)
    c = p.discount
    if c is None:
        return "no match"
    colour = f"{c} ({c.letter})"
    if p.match_point > 0:
        return f"a {colour} match: +{plural(p.match_point, 'point')} and a {c} discount"
    if p.next_to_start:
        return f"next to the Starting Card: a {c} discount"
    return f"a {colour} match: a {c} discount"


def narrate(before: State, action, p: int, after: State, you: Optional[int] = YOU) -> list:
    """One move (``action`` by seat ``p``, from ``before`` to ``after``) in words, with only what
    seat ``you`` may know: its own deck draws are named, a bot's stay unseen (``you=None``: a
    game between bots, told as a spectator at the table sees it)."""
    who = seatwords.who(p, you)
    mine = p == you
    its = "your" if mine else "its"
    out = []
    t = type(action)
    if t is DrawFauna:
        got = []
        if mine and action.deck:  # you see what you drew; a bot's deck cards stay unseen
            old, new = before.view(p).fauna_hand, after.view(p).fauna_hand
            got = [c for c in range(7) for _ in range(new[c] - old[c] - action.row.count(c))]
        if action.row == (OCTOPUS,):
            text = f"{who} took the face-up octopus (O)"
        elif action.deck == 1:  # the first step of "one from the deck, then one face-up"
            drawn = (f"{'an' if got[0] == OCTOPUS else 'a'} {_kind(got[0])} Fauna card" if got
                     else "one Fauna card")
            text = f"{who} drew {drawn} from the deck, and now {'choose' if mine else 'chooses'} a face-up one"
        elif not action.row:
            text = f"{who} drew {_num(action.deck)} Fauna cards from the deck" + (f": {and_list(_kind(c) for c in got)}" if got else "")
        elif len(action.row) == 1:
            text = f"{who} then took a face-up {_kind(action.row[0])}"
        else:
            x, y = action.row
            text = (f"{who} took two face-up {_kind(x)} Fauna cards" if x == y else
                    f"{who} took a face-up {_kind(x)} and a face-up {_kind(y)} Fauna card")
        out.append(text + ".")
    elif t is PlayCoral:
        where = "from the face-up row" if action.card in before.view(None).coral_row else f"from {its} hand"
        out.append(f"{who} chose {_coral_words(action.card)} {where}, to go on the {SIDES[action.side]} "
                   f"side of {its} reef{', turned' if action.turned else ''}.")
    elif t is Pay:
        pc = before.playing
        effect = placement_effect(before.reef(p), pc.card, pc.side, pc.turned, before.variant != 1)
        saved = CORAL[pc.card].cost.icons - Payment(action.spent).size
        disc = f" ({its} discounts saved {plural(saved, 'card')})" if saved > 0 else ""
        out.append(f"{who} paid {Payment(action.spent)} for {CORAL[pc.card].name}{disc}; it is now in {its} reef "
                   f"({effect}). {'Your' if mine else 'Its'} reef is worth "
                   f"{plural(after.points()[p], 'point')}.")
    elif t is DrawCoral:
        parts = [CORAL[c].name + " (face up)" for c in action.cards]
        if action.deck:
            text = plural(action.deck, "card") + " from the Coral Reef deck"
            if mine:
                new = [c for c in after.view(p).coral_hand if c not in before.view(p).coral_hand
                       and c not in action.cards]
                text += f" ({and_list(CORAL[c].name for c in new)})"
            parts.append(text)
        out.append(f"{who} took {and_list(parts)} into {its} hand.")
    elif t is Pass:
        out.append(f"{who} could take no action and passed.")
    if after.fauna_deck_size > before.fauna_deck_size:
        out.append("The Fauna deck ran out: the discard pile was shuffled into a new deck.")
    if after.view(None).flags[0] and not before.view(None).flags[0]:
        met = after.reef(p).win_condition(variant=after.variant, target=after.target)
        out.append(f"{seatwords.name(p, you)} met {met.label}! The round is played through, so that everyone has "
                   "had the same number of turns.")
    if after.is_terminal():
        out.append("The game is over.")
    return out


def result_words(state: State, you: Optional[int] = YOU) -> str:
    """Who won and why, in words, from ``state.outcome()`` (the game must be over): the win
    condition that decided, the points when the same condition was met, a shared victory."""
    o = state.outcome()
    conds = state.win_conditions()
    pts = state.points()
    ws = o.winners
    names = and_list(seatwords.name(p, you) for p in ws)
    you_won = you in ws
    best = conds[ws[0]]
    if o.decided_by is DecidedBy.SHARED:
        how = (f"{names} share the victory: the same win condition ({best.label}) and the same points "
               f"({plural(pts[ws[0]], 'point')})." if best is not WinCondition.NONE else
               f"{names} share the victory: nobody met a win condition and they have the same points "
               f"({plural(pts[ws[0]], 'point')}).")
    elif o.decided_by is DecidedBy.POINTS:  # the same best condition (or none): the points decided
        tied = [p for p in range(len(conds)) if conds[p] is best]
        both = "both" if len(tied) == 2 else "all"
        met = (f"{and_list(seatwords.name(p, you) for p in tied)} {both} met {best.label}"
               if best is not WinCondition.NONE else "Nobody met a win condition")
        how = (f"{met}; {names} wins with the most points ("
               + ", ".join(f"{seatwords.name(p, you)} {pts[p]}" for p in sorted(tied, key=lambda p: -pts[p])) + ").")
    else:  # DecidedBy.CONDITION
        how = (f"{names} wins with {best.label}, the best win condition met"
               + (" (win condition 1 beats 2, and 2 beats 3)." if sum(c is not WinCondition.NONE for c in conds) > 1
                  else "."))
    if you is None:
        return how
    head = "You win!" if you_won and len(ws) == 1 else ("You share the victory!" if you_won else "The bots win.")
    return f"{head} {how}"


class PlayAgainst(ManyBots):
    """A whole game against ``bots`` bots of kind ``bot``. You are Player 1 (seat 0).

    ``state`` changes only through the engine's ``apply`` (see :class:`LiveGame`); ``history``
    lists every action since ``new_game(seed, num_players=bots + 1)``. ``shown`` maps each
    button on screen that plays a move to its action; ``step`` is the part of your turn being
    chosen (``"menu"``, ``"fauna"``, ``"play"``, ``("place", card)``, ``"coral"``) and
    ``picked`` the face-up Coral Reef cards chosen so far for Action 3. Nothing of these is a
    rule: every choice offered is read from ``state.legal_actions()``. The number and kind of
    bots apply at the next New game.
    """

    INFO = GAME.info


    BOT_CHOICES = BOT_CHOICES
    BOT_PICK_LABEL = "Bot kind:"
    NEW_GAME_TIP = "Start a new game with the bots chosen above"
    PREFIX = "gbr"
    LOG_LINES = LOG_LINES

    def __init__(self, bots: int = 1, bot: str = "greedy", seed: int = 2026):
        super().__init__(bots, bot, seed, YOU)

    def build(self):
        self.extra_html = ""
        self._headings: dict = {}
        self.extra = W.HTML()
        self.scores = W.HTML()
        self.extra.add_class("gbr-choice")
        self.scores.add_class("gbr-scores")
        self.pay_pick = W.Dropdown(description="Pay with:", style=WIDE, layout=full_width())
        self.pay_button = W.Button(description="Pay", button_style="success", layout=full_width())
        self.pay_button.on_click(lambda _: self.act(self.pay_pick.value))
        self.deck_pick = W.Dropdown(description="From the Coral Reef deck:", style=WIDE, layout=full_width())
        self.deck_pick.observe(lambda _: self._deck_changed(), names="value")
        self.take_button = W.Button(button_style="success", layout=full_width())
        self.take_button.on_click(lambda _: self._take_clicked())
        self.back_button = W.Button(description="Back: choose another action", layout=full_width())
        self.back_button.on_click(lambda _: self.choose("menu"))

    def now_parts(self) -> list:
        # the card being placed is drawn between the question and the choices of where it goes
        return [self.recent, self.status, self.extra, self.controls, self.message]

    def areas(self) -> list:
        return [self.now, self.scores, self.board, self.log, self.settings]

    # ------------------------------------------------------------------ names
    def name(self, p: int) -> str:
        """A seat in the board's words: ``Player 1`` (you), ``Player 2 (bot)``."""
        return seatwords.name(p, self.you)

    def who(self, p: int) -> str:
        """A seat in the log's words: ``You``, ``Player 3 (bot)``."""
        return seatwords.who(p, self.you)

    def start_words(self) -> str:
        first = self.state.first_player
        start = ("You hold the clownfish Starting Card: you start." if first == self.you else
                 f"{self.who(first)} holds the clownfish Starting Card and starts.")
        return f"You are Player 1. {start}"

    # ------------------------------------------------------------------ the game
    def new_state(self, seed: int) -> State:
        return new_game(seed, num_players=self.num_bots + 1)

    def new_bots(self, seed: int) -> dict:
        return {p: make_bot(self.bot_name, seed * 10 + p) for p in range(self.num_bots + 1) if p != self.you}

    def reset_choice(self):
        self.step = "menu"
        self.picked: tuple = ()

    # ------------------------------------------------------------------ choosing (no engine call)
    def choose(self, step, card: Optional[int] = None):
        """Show the choices of one part of your turn: ``"menu"``, ``"fauna"``, ``"play"``,
        ``"place"`` (with ``card``) or ``"coral"``."""
        if not self.your_decision():
            return
        self.step = ("place", card) if step == "place" else step
        self.picked = ()
        self.error = ""
        self.render()
        self.focus_first_control()

    def toggle(self, card: int):
        """Choose or put back a face-up Coral Reef card for Action 3."""
        picked = set(self.picked)
        picked.symmetric_difference_update({card})
        self.picked = tuple(sorted(picked))
        self.render()

    def _deck_changed(self):
        if not self.filling:
            self._update_take()

    def _take_clicked(self):
        action = self._coral_draw_chosen()
        if action is not None:
            self.act(action)

    # ------------------------------------------------------------------ legal actions by kind
    def _of(self, kind) -> list:
        return [a for a in self.legal() if type(a) is kind]

    def _coral_draw_options(self) -> list:
        """The legal Action 3 draws that take exactly the chosen face-up cards."""
        return [a for a in self._of(DrawCoral) if a.cards == self.picked]

    def _coral_draw_chosen(self) -> Optional[DrawCoral]:
        for a in self._coral_draw_options():
            if a.deck == self.deck_pick.value:
                return a
        return None

    # ------------------------------------------------------------------ words
    def _fauna_label(self, a: DrawFauna) -> str:
        if a.row == (OCTOPUS,):
            return "Take the face-up octopus (O): it is your whole draw"
        if a.deck == 1:  # the first step of "one from the deck, then one face up"
            return "Draw one Fauna card from the deck: you see it, then you take a face-up one"
        if not a.row:
            return f"Draw {_num(a.deck)} Fauna cards from the deck (unseen)"
        if len(a.row) == 1:
            return f"Take the face-up {_kind(a.row[0])}"
        x, y = a.row
        return f"Take two face-up {_kind(x)} cards" if x == y else f"Take a face-up {_kind(x)} and a {_kind(y)}"

    def narrate(self, before: State, action, p: int, after: State) -> list:
        return narrate(before, action, p, after, self.you)

    def score_breakdown(self, state, seat: int):
        """``seat``'s reef score in ``state`` (every reef is seen by everyone)."""
        return score(state.reef(seat), match_points=state.variant != 1)

    def result_words(self) -> str:
        """Who won and why, from ``state.outcome()`` (the game must be over)."""
        return result_words(self.state, self.you)

    # ------------------------------------------------------------------ controls
    def _heading(self, words: str) -> W.HTML:
        b = self._headings.get(words)
        if b is None:
            b = self._headings[words] = W.HTML(panel(f"<p class='game-note'><b>{escape(words)}</b></p>"))
        return b

    def decision_controls(self) -> list:
        legal = self.legal()
        view = self.state.view(self.you)
        if view.phase is Phase.PAY:
            pays = [a for a in legal if type(a) is Pay]
            if len(pays) <= MAX_PAY_BUTTONS:
                return [self.move_button(a, f"Pay {Payment(a.spent)}", "success") for a in pays]
            self.fill(self.pay_pick, [(str(Payment(a.spent)), a) for a in pays], pays[0])
            return [self.pay_pick, self.pay_button]
        if view.phase is Phase.FACE_UP:
            return [self.move_button(a, self._fauna_label(a)) for a in legal]
        if legal == (PASS,):
            return [self.move_button(PASS, "Pass: no action is possible for you")]
        step = self.step
        out = []
        if step == "fauna" and self._of(DrawFauna):
            groups = (("Octopus", lambda a: a.row == (OCTOPUS,)), ("From the deck", lambda a: a.deck == 2),
                      ("One from the deck, then one face up", lambda a: a.deck == 1),
                      ("Two face-up cards", lambda a: a.deck == 0 and a.row != (OCTOPUS,)))
            for head, test in groups:
                acts = [a for a in self._of(DrawFauna) if test(a)]
                if acts:
                    out.append(self._heading(head))
                    out.extend(self.move_button(a, self._fauna_label(a)) for a in acts)
            return out + [self.back_button]
        if step == "play" and self._of(PlayCoral):
            hand = set(view.coral_hand)
            cards = sorted({a.card for a in self._of(PlayCoral)}, key=lambda c: (c not in hand, c))
            for c in cards:
                where = "in your hand" if c in hand else "face up"
                out.append(self.button(("card", c), f"{_coral_words(c)}, {where}",
                                       lambda c=c: self.choose("place", c), "info"))
            return out + [self.back_button]
        if isinstance(step, tuple) and step[0] == "place":
            card = step[1]
            plays = [a for a in self._of(PlayCoral) if a.card == card]
            if plays:
                reef = view.reefs[self.you]
                mp = view.variant != 1
                for a in plays:
                    label = (f"{_place_words(a.side, a.turned).capitalize()}: "
                             f"{placement_effect(reef, a.card, a.side, a.turned, mp)}")
                    out.append(self.move_button(a, label))
                pics = "".join(as_html(draw.coral_picture(CORAL[card], turned)) for turned in (False, True))
                self.extra_html = panel(
                    f"<p class='game-note'>{escape(CORAL[card].name)} as printed, and turned. After choosing "
                    f"where it goes you choose how to pay.</p>"
                    f"<div style='display:flex;flex-wrap:wrap;gap:8px'>{pics}</div>", "game-paper")
                return out + [self.button("back-play", "Back: choose another card", lambda: self.choose("play"))]
        if step == "coral" and self._of(DrawCoral):
            draws = self._of(DrawCoral)
            row = sorted({c for a in draws for c in a.cards})
            out.append(self._heading("Face-up Coral Reef cards (choose any you want)"))
            chosen = set(self.picked)
            for c in row:
                if c in chosen:
                    out.append(self.button(("pick", c), f"Chosen: {_coral_words(c)}. Press to put it back",
                                           lambda c=c: self.toggle(c), "warning"))
                elif any(chosen | {c} <= set(a.cards) for a in draws):
                    out.append(self.button(("pick", c), f"Choose {_coral_words(c)}",
                                           lambda c=c: self.toggle(c), "info"))
            options = self._coral_draw_options()
            if options:
                keep = any(a.deck == self.deck_pick.value for a in options)
                self.fill(self.deck_pick, [(plural(a.deck, "card"), a.deck) for a in options],
                          self.deck_pick.value if keep else options[0].deck)
                out += [self.deck_pick, self.take_button]
                self._update_take()
            return out + [self.back_button]
        # the menu: one button per action that has at least one legal move
        self.step = "menu"
        if self._of(DrawFauna):
            out.append(self.button("menu-fauna", "Action 1: draw Fauna cards", lambda: self.choose("fauna")))
        if self._of(PlayCoral):
            out.append(self.button("menu-play", "Action 2: play a Coral Reef card", lambda: self.choose("play"),
                                   "success"))
        if self._of(DrawCoral):
            out.append(self.button("menu-coral", "Action 3: draw Coral Reef cards", lambda: self.choose("coral"),
                                   "info"))
        return out

    def _update_take(self):
        a = self._coral_draw_chosen()
        if a is None:
            return
        parts = [CORAL[c].name for c in a.cards] + ([plural(a.deck, "card") + " from the deck"] if a.deck else [])
        self.take_button.description = f"Take {and_list(parts)} into your hand"
        self.shown = {k: v for k, v in self.shown.items() if k is not self.take_button}
        self.shown[self.take_button] = a

    def _menu_notes(self) -> list:
        """Why an action is missing from the menu, in a player's words."""
        if self.state.phase is not Phase.TURN or self.step != "menu":
            return []
        notes = []
        if not self._of(PlayCoral):
            reef = self.state.reef(self.you)
            notes.append("You cannot play a Coral Reef card: both sides of your reef are full." if not
                         (reef.room(0) or reef.room(1)) else
                         "You cannot play a Coral Reef card yet: your Fauna cards pay for none of the cards "
                         "face up or in your hand.")
        if not self._of(DrawCoral):
            try:  # the engine says why (a hand already full, an empty deck, a variant without Action 3)
                self.state.apply(draw_coral(deck=1))
            except IllegalActionError as e:
                notes.append(f"You cannot draw Coral Reef cards now: {e.detail} ({e.rule.section}).")
        return notes

    # ------------------------------------------------------------------ showing
    def turn_body(self) -> str:
        s = self.state
        view = s.view(self.you)
        if view.phase is Phase.FACE_UP:
            head = ("Action 1, second step: your card from the deck is in your hand (the log says which). "
                    "Now take one single-colour face-up Fauna card.")
            notes = []
        elif view.phase is Phase.PAY:
            pc = view.playing
            disc = [f"{n} {COLOURS[i]}" for i, n in enumerate(view.reefs[self.you].discounts) if n]
            head = (f"Pay for {_coral_words(pc.card)}, going on the {_place_words(pc.side, pc.turned)} of your "
                    f"reef. Choose which Fauna cards you give.")
            notes = ["Your discounts: " + (", ".join(disc) if disc else "none yet") + "."]
        elif self.legal() == (PASS,):
            head, notes = "No action is possible for you, so you pass.", []
        else:
            head = {"fauna": "Action 1: which Fauna cards do you draw?",
                    "play": "Action 2: which Coral Reef card do you play? Only the cards you can pay for are shown.",
                    "coral": "Action 3: which Coral Reef cards do you take into your hand? Choose face-up cards "
                             f"and how many from the deck (at most {CORAL_HAND} in your hand)."}.get(self.step)
            if isinstance(self.step, tuple):
                head = f"Action 2: where does {CORAL[self.step[1]].name} go in your reef?"
            head = head or "Choose one action."
            notes = self._menu_notes()
        # one count of turns, the board's: the table's turns, from 1
        body = f"<p class='game-msg'><b>{escape(self.turn_words())}, your turn.</b> {escape(head)}</p>"
        if notes:
            body += "".join(f"<p class='game-note'>{escape(n)}</p>" for n in notes)
        return body

    def score_table(self) -> Table:
        """Each player's points and progress toward each win condition."""
        s = self.state
        mp = s.variant != 1
        conds = s.win_conditions()
        rows = []
        for p in range(s.num_players):
            r = s.reef(p).result(mp)
            rows.append((self.name(p), f"{r.points} of {POINTS_TO_WIN}", f"{r.cards} of {CARDS_TO_WIN}",
                         f"{r.colours} of {len(COLOURS)}",
                         conds[p].label if conds[p] is not WinCondition.NONE else "not yet"))
        return Table(("Player", "Points", "Reef cards", "Match colours", "Win condition met"), rows,
                     css_class="score-breakdown")

    def scores_body(self) -> str:
        return (f"<p class='game-note'><b>Scores and the ways to win</b>: single-colour matches of all "
                f"{len(COLOURS)} colours, {CARDS_TO_WIN} Coral Reef cards in your reef, or {POINTS_TO_WIN} "
                f"points.</p>" + self.score_table()._repr_html_())

    def board_picture(self, view, names: list):
        return draw.board(view, names)

    def render(self):
        self.extra_html = ""  # decision_controls sets it when a card's pictures go with the choice
        super().render()
        self.extra.value = self.extra_html

    def redraw(self):
        super().redraw()
        self.scores.value = panel(self.scores_body())

    def preview(self) -> str:
        choices = [b.description for b in self.controls.children if isinstance(b, W.Button)]
        return preview(self.status_body(),
                       "<p class='game-note'>Your choices: " + escape("; ".join(choices)) + ".</p>" if choices else "",
                       self.scores_body(), self.board_body(),
                       f"<p class='game-note'>Playing against {escape(self.opponents_words())}.</p>",
                       label="Play against the bots: the start of a game", cls="gbr-play")


def play_against(*, bots: int = 1, bot: str = "greedy", seed: int = 0) -> PlayAgainst:
    """A full game against ``bots`` bots (1 to 4) of kind ``bot`` (``"greedy"`` or ``"random"``);
    the reader can change both and start a new game in the app. The same signature as every
    game's."""
    return PlayAgainst(bots, bot, seed)


def play_preview() -> str:
    """The first screen of apps/great_barrier_reef/play.ipynb as static HTML (no control)."""
    return play_against(bots=1, bot="greedy", seed=2026).preview()
