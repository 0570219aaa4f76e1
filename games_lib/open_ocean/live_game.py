"""Open Ocean live: a full game against 1 to 4 bots, one round of the draft, and the solo game,
as ipywidgets apps (on :class:`~games_lib.core.live.LiveGame`, which holds the game loop, the
log and the settings).

Every rule comes from games_lib: the apps only draw what the engine holds and forward clicks;
every choice on screen is one of the engine's ``legal_actions()``. Pure Python, no files, no
threads: they run the same in Jupyter and in the reader's browser (Pyodide).

* :func:`play_against` — you are Player 1, the bots Players 2 to 5. Each turn everyone picks a
  card in secret; the picks are shown together and played one by one from the First Player,
  clockwise. You place your card in a space of your reef (the spaces the rules allow, named by
  the cards around them), then answer what it asks (a fish to attract or none; what a Dolphin,
  Shark or Sea Turtle takes; which fish a Feeding Frenzy takes when two are as big). The hands
  then pass to the left with the First Player card. Each move is told with only what you may
  know: a bot's pick stays face down until everyone has picked.
* :func:`drafting_round` — the same game stopped after its first round: pick, pass, and see
  what the others took from the hands you held.
* :func:`solo_game` — the solo game: no Dolphins, hands of nine, three piles of Habitat Goals;
  your score is the number of goals you complete.
* :func:`play_preview`, :func:`draft_preview`, :func:`solo_preview` — each app's first screen
  as static HTML (no control), for the site.

>>> game = play_against(bots=2, bot="random", seed=7)
>>> game.state.num_players, game.state.current_player
(3, 0)
>>> print(game.question())
Choose your Starter Coral and the side that faces up: its colour counts toward your coral colour bonus.
"""

from __future__ import annotations

from html import escape
from typing import Optional

import ipywidgets as W

from ..core import seatwords
from ..core.draw import Table
from ..core.live import LiveGame, ManyBots, WIDE, bots_choices, full_width, points_result_words
from ..core.seats import Table as Seats
from ..core.widgets import as_html, panel, preview
from ..core.words import and_list, plural
from . import draw
from .actions import Choose, Pick, Place, Skip, Starter
from .bots import make_bot
from .cards import DECK, FISH, GOALS, STARTER_CARDS, SUN, SWAP_OCEAN, SWAP_REEF, Card
from .scoring import colour_bonus, colours, points as reef_points, school_fish, score
from .state import (GAME, ATTRACT_K, BESIDE, DISCARD_K, DOLPHIN_K, FRENZY_K, HAND_K, NEXT_TO, PLACE_K, ROUNDS, SHARK_K,
                    TURTLE_K, Phase, State, frenzy_due, hand_size, new_game, turns_per_round)

# short labels: a drop-down shows its choice on one line, which must fit a phone (390 px)
BOT_CHOICES = (("Greedy bots (best card for them now)", "greedy"),
               ("Random bots (any legal move)", "random"))
BOTS_CHOICES = bots_choices(GAME.info)
MAX_CELL_BUTTONS = 8  # more legal spaces than this: a drop-down and one "Put it here" button
SLOTS_AHEAD, SLOTS_MADE = 3, 48  # choice buttons made ahead at each redraw, and at most


def _nothing() -> None:
    """What a button made ahead does until it is given its choice (it is not shown before)."""
LOG_LINES = 20
RECENT_LINES = 10
YOU = 0
SIZES = {1: "Tiny", 2: "Medium", 3: "Big"}

# ------------------------------------------------------------------------------ words


def _cap(words: str) -> str:
    """``words`` with a capital first letter (the rest as it is: card names keep theirs)."""
    return words[:1].upper() + words[1:]


def _the(card) -> str:
    """``the Clownfish``."""
    return f"the {card.name}"


def card_words(card) -> str:
    """A card and what it does, in the drawings' words: ``Clownfish (Tiny fish, 1 point): Attract
    a Medium fish from the Ocean, next to this card``."""
    return f"{draw.short_words(card)}: {draw.action_words(card.kind)}"


_SIDE = {(1, 0): "right of", (-1, 0): "left of", (0, 1): "above", (0, -1): "below"}
_CORNER = {(1, 1): "above and right of", (-1, 1): "above and left of", (1, -1): "below and right of",
           (-1, -1): "below and left of"}


def _joins(k, other, edge: bool) -> bool:
    """Whether a card of kind ``k`` would join ``other`` (the card the connection rules need)."""
    if k.placement == SUN:
        return other.placement == SUN
    if not edge or not other.accepts:
        return False
    if k.placement == FISH:
        return (other.name == k.name or (k.size == 1 and other.placement == SUN)
                or (other.placement == FISH and other.size == k.size - 1))
    return True


def _cell_parts(r, cell, k=None) -> list:
    """The cards around ``cell`` of reef ``r``, nearest first, in words: the card that ``k``
    would join first, then the others sharing an edge, then the corners."""
    x, y = cell
    found = []
    for d, words in (*_SIDE.items(), *_CORNER.items()):
        c = r.get((x - d[0], y - d[1]))
        if c is None:
            continue
        edge = d in _SIDE
        rank = (0 if k is not None and _joins(k, c.kind, edge) else 1) + (0 if edge else 2)
        found.append((rank, f"{words} {_the(c)}"))
    found.sort(key=lambda t: t[0])
    return [w for _, w in found] or ["in an empty space"]


def place_words(r, cell, k=None) -> str:
    """Where ``cell`` is in reef ``r``, from the card next to it: ``above the Blue Starter Coral``."""
    return _cell_parts(r, cell, k)[0]


def place_names(r, cells, k=None) -> dict:
    """A name in words for each of ``cells`` of reef ``r``, all different: the card next to it,
    then a second card when two spaces sit by cards of the same name, then left to right."""
    parts = {c: _cell_parts(r, c, k) for c in cells}
    names = {c: p[0] for c, p in parts.items()}
    for depth in (2, 3):
        same = {}
        for c, n in names.items():
            same.setdefault(n, []).append(c)
        for group in same.values():
            if len(group) > 1:
                for c in group:
                    names[c] = ", ".join(parts[c][:depth])
    same = {}
    for c, n in names.items():
        same.setdefault(n, []).append(c)
    for group in same.values():
        if len(group) > 1:
            for i, c in enumerate(sorted(group)):
                names[c] += f" (space {i + 1} of {len(group)}, from the left)"
    return names


def _gain(before_reef, after_reef) -> str:
    g = reef_points(after_reef) - reef_points(before_reef)
    return f"{'+' if g >= 0 else '−'}{plural(abs(g), 'point')}"


# ------------------------------------------------------------------------------ where every card is


def _places(s: State) -> dict:
    """Where each card is in ``s`` (the whole state: the narrator tells only what becomes
    public): ``("reef", seat, cell)``, ``("ocean",)``, ``("discard",)``, ``("hand", seat)``,
    ``("pick", seat)``, ``("revealed", seat)``, ``("pending", seat)``; the deck is left out.
    Starter Corals (cards 0 to 5) never move and are left out too."""
    out = {}
    for seat, r in enumerate(s.reefs):
        for cell, c in r:
            if c.id in _DECK_CARDS:
                out[c.id] = ("reef", seat, cell)
    for c in s.ocean:
        out[c.id] = ("ocean",)
    for c in s.discard:
        out[c.id] = ("discard",)
    d = s.draft
    for seat, h in enumerate(d.hands):
        for c in h:
            out[c.id] = ("hand", seat)
    for seat, c in enumerate(d.picks):
        if c is not None:
            out[c.id] = ("pick", seat)
    for seat, c in enumerate(d.revealed):
        if c is not None:
            out[c.id] = ("revealed", seat)
    for dec in s.pending:
        data = dec.data
        card = data if isinstance(data, Card) else (data[0] if isinstance(data, tuple) and data
                                                     and isinstance(data[0], Card) else None)
        if card is not None and card.id not in out:
            out[card.id] = ("pending", dec.seat)
    return out


_DECK_CARDS = {c.id: c for c in DECK}


def _card(card_id: int) -> Card:
    """The deck's card numbered ``card_id`` (a pick, a choice: never a Starter Coral)."""
    return _DECK_CARDS[card_id]


def revealed_picks(before: State, action, p: int) -> Optional[dict]:
    """The picks shown when ``action`` (seat ``p``'s pick) was the last one made, by seat; else
    ``None``."""
    if not isinstance(action, Pick) or before.draft.waiting_for() != (p,):
        return None
    out = {s: c for s, c in enumerate(before.draft.picks) if c is not None}
    out[p] = _card(action.card)
    return out


def narrate(before: State, action, p: int, after: State, you: Optional[int] = YOU,
            picked: Optional[dict] = None) -> list:
    """One move (``action`` by seat ``p``, from ``before`` to ``after``) in words, then what
    followed on its own (the picks shown, cards that could not be played, a Feeding Frenzy, a
    refreshed Ocean, goals completed, the pass, a new round, the end), with only what seat
    ``you`` may know: a bot's pick is told only once everyone has picked. ``picked``: the cards
    shown this turn, by seat (to say what was taken from the hand you receive)."""
    who = seatwords.who(p, you)
    mine = p == you
    top = before.decision
    out = []
    n = before.num_players
    if isinstance(action, Starter):
        face = STARTER_CARDS[action.card][action.side]
        out.append(f"{who} chose Starter Coral {action.card + 1} with its {face} side up.")
    elif isinstance(action, Pick):
        card = _card(action.card)
        if n == 1:
            out.append(f"You play {_the(card)}.")
        elif mine:
            out.append(f"You picked {_the(card)}: it stays face down until everyone has picked.")
        else:
            out.append(f"{who} picked a card, face down.")
    elif isinstance(action, Place):
        card = top.data[0]
        r = before.reef(top.seat)
        out.append(f"{who} put {_the(card)} {place_words(r, action.cell, card.kind)} "
                   f"({_gain(r, after.reef(top.seat))}).")
    elif isinstance(action, Skip):
        size = SIZES.get(top.data[0], "")
        out.append(f"{who} attracted no {size} fish.")
    elif isinstance(action, Choose):
        card = _card(action.card)
        k = top.kind
        if k == ATTRACT_K:
            out.append(f"{who} attracted {_the(card)} from the Ocean.")
        elif k == DOLPHIN_K:
            victim = next(v for v, r in enumerate(before.reefs) if r.where(card.id) is not None)
            out.append(f"{who} swapped the Dolphin for {seatwords.whose(victim, you)} {card.name}: "
                       f"{seatwords.subject(victim, you)} {'get' if victim == you else 'gets'} the Dolphin.")
        elif k == SHARK_K:
            out.append(f"{who} swapped the Shark for {_the(card)} from the Ocean; the Shark swims in the Ocean now.")
        elif k == TURTLE_K:
            out.append(f"{who} took {_the(card)} from the refreshed Ocean with the Sea Turtle.")
        elif k == FRENZY_K:
            out.append(f"{who} lost {_the(card)} to the Feeding Frenzy.")
        elif k == DISCARD_K:
            out.append(f"{who} discarded {_the(card)} from the Ocean; the deck replaces it.")
        elif k == HAND_K:
            out.append(f"{who} discarded {_the(card)} from {'your' if mine else 'their'} hand.")
    out.extend(_what_followed(before, action, p, after, you, picked))
    return out


def _what_followed(before: State, action, p: int, after: State, you: Optional[int],
                   picked: Optional[dict] = None) -> list:
    """What the engine did on its own after ``action``, told from where the cards moved."""
    out = []
    n = before.num_players
    shown = revealed_picks(before, action, p)
    picked = shown or picked or {}
    if shown and n > 1:
        order = [s for s in Seats(n).order(before.first.seat) if s in shown]
        out.append("Everyone has picked. The cards are shown and played in turn from the First Player: "
                   + "; ".join(f"{seatwords.subject(s, you)} {_the(shown[s])}" for s in order) + ".")
    was, now = _places(before), _places(after)
    chosen = action.card if isinstance(action, Choose) else None
    swapped = chosen is not None and before.decision.kind == SHARK_K and before.decision.data.id
    into_ocean, frenzy, refreshed = [], [], 0
    for cid, b in was.items():
        a = now.get(cid, ("deck",))
        if a == b or cid == chosen or cid == swapped:
            continue
        if b[0] in ("hand", "pick", "revealed", "pending") and a[0] in ("ocean", "discard") and not (
                b[0] == "hand" and after.round > before.round):
            into_ocean.append((b[1], _card(cid)))
            refreshed += a[0] == "discard"
        elif b[0] == "reef" and a[0] == "discard":
            frenzy.append((b[1], _card(cid)))
        elif b[0] == "ocean" and a[0] == "discard":
            refreshed += 1
    for seat, card in into_ocean:
        k = card.kind
        why = ("nothing it could take" if k.action in (SWAP_REEF, SWAP_OCEAN) else
               "three Sea Turtles already played" if k.per_game and before.turtles[seat] >= k.per_game else
               "no space for it")
        out.append(f"{_cap(seatwords.whose(seat, you))} {card.name} could not be played ({why}): "
                   "it went into the Ocean.")
    sharks = sum(1 for cid, b in was.items() if _card(cid).kind.frenzy and now.get(cid) == ("discard",)
                 and b != ("discard",))
    ties = [d.seat for d in after.pending if d.kind == FRENZY_K and d not in before.pending]
    if frenzy or ties or frenzy_due(sharks):
        seats = Seats(n).order(before.first.seat)
        frenzy.sort(key=lambda sc: seats.index(sc[0]))
        lost = [f"{seatwords.subject(s, you)} {'lose' if s == you else 'loses'} "
                f"{_the(c)}" for s, c in frenzy]
        tied = [f"{seatwords.subject(s, you)} {'choose' if s == you else 'chooses'} "
                "between fish of the same size" for s in ties]
        out.append("Feeding Frenzy: three Sharks in the Ocean! Everyone discards their largest unprotected fish"
                   + (": " + "; ".join(lost + tied) if lost or tied else " (nobody had one)") + ".")
    if refreshed:
        reason = ("" if frenzy or ties or frenzy_due(sharks) else
                  " by the Sea Turtle" if any(d.kind == TURTLE_K for d in after.pending) else
                  " (it held no fish at the end of the turn)" if after.turn > before.turn else "")
        out.append(f"The Ocean was refreshed{reason}: its cards were discarded and new ones dealt from the deck.")
    for g in after.done[len(before.done):]:
        out.append(f"Goal completed: {g.name} ({g.fish} next to {' or '.join(g.next_to)})!")
    if after.turn > before.turn:
        out.extend(_turn_end(before, after, you, picked))
    return out


def _turn_end(before: State, after: State, you: Optional[int], picked: dict) -> list:
    out = []
    n = before.num_players
    if after.round > before.round:
        parts = (["the last card of each hand is discarded"] if n >= 3 else []) + (
            [f"new hands of {hand_size(n)} cards are dealt"] if not after.is_terminal() else [])
        out.append(f"Round {before.round + 1} of {ROUNDS} is over" + (f": {' and '.join(parts)}." if parts else "."))
    elif n > 1:
        out.append("Everyone has played: the hands pass to the left, with the First Player card.")
        if you is not None:
            giver = (you - 1) % n
            took = picked.get(giver)
            hand = after.draft.hands[you]
            out.append(f"You now hold the hand {seatwords.who(giver, you)} picked from"
                       + (f" (they took {_the(took)})" if took is not None else "")
                       + f": {and_list(c.name for c in hand)}.")
    if after.is_terminal():
        short = after.round < ROUNDS
        out.append("The deck cannot deal full hands: the game is over." if short else "The game is over.")
    elif n > 1 and after.first.seat != before.first.seat:
        f = after.first.seat
        out.append(f"{seatwords.who(f, you)} now {'have' if f == you else 'has'} the First Player card.")
    return out


def result_words(state: State, you: Optional[int] = YOU) -> str:
    """Who won and why, in words, from ``state.outcome()`` (the game must be over): the most
    points, then the larger reef, then a shared win."""
    o = state.outcome()
    n = state.num_players
    if n == 1:
        done = len(state.done)
        return f"You completed {plural(done, 'Habitat Goal')} of {len(GOALS)}."
    return points_result_words(o, n, seatwords.called, you, tie="the larger reef",
                               measure=lambda p: plural(len(state.reef(p)), "card"),
                               shared="the same points and reefs of the same size")


# ------------------------------------------------------------------------------ the app


class PlayAgainst(ManyBots):
    """A whole game against ``bots`` bots of kind ``bot``. You are Player 1 (seat 0).

    ``state`` changes only through the engine's ``apply`` (see :class:`LiveGame`); ``history``
    lists every action since ``new_game(seed, num_players=bots + 1)``. ``shown`` maps each
    button on screen that plays a move to its action; ``picks`` lists, turn by turn, the cards
    shown when everyone had picked. Every choice offered is read from ``state.legal_actions()``;
    cards of the same kind in the same place (two Clownfish in your hand) are one choice. The
    number and kind of bots apply at the next New game.
    """

    INFO = GAME.info


    BOT_CHOICES = BOT_CHOICES
    BOT_PICK_LABEL = "Bot kind:"
    NEW_GAME_TIP = "Start a new game with the bots chosen above"
    PREFIX = "oo"
    LOG_LINES = LOG_LINES
    RECENT_LINES = RECENT_LINES
    APP_LABEL = "Play against the bots: the start of a game"

    def __init__(self, bots: int = 1, bot: str = "greedy", seed: int = 0):
        super().__init__(bots, bot, seed, YOU)

    def build(self):
        self.extra_html = ""
        self.slots_made = 0
        self.extra = W.HTML()
        self.scores = W.HTML()
        self.extra.add_class("oo-choice")
        self.scores.add_class("oo-scores")
        self.cell_pick = W.Dropdown(description="Space:", style=WIDE, layout=full_width())
        self.cell_button = W.Button(description="Put it here", button_style="success", layout=full_width())
        self.cell_button.on_click(lambda _: self._cell_clicked())
        self.cell_pick.observe(lambda _: self._cell_changed(), names="value")


    def now_parts(self) -> list:
        # the choices right under the question; then a refusal's reason; then the pictures that go
        # with the choice (your hand, the card being placed and your reef's legal spaces, the Ocean)
        return [self.recent, self.status, self.controls, self.message, self.extra]

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
        return ("You are Player 1 and hold the First Player card: you choose your Starter Coral first, and "
                "you play first in the first turn.")

    # ------------------------------------------------------------------ the game
    def restart(self, seed: int, bots: Optional[int] = None, bot: Optional[str] = None):
        """A new game (seed ``seed``) against the bots chosen in the settings (or given)."""
        self.picks: list = []
        super().restart(seed, bots, bot)

    @property
    def TURNS(self) -> int:  # noqa: N802 - the base's name for the number of turns
        return turns_per_round(self.state.num_players) * ROUNDS

    def new_state(self, seed: int) -> State:
        return new_game(seed, num_players=self.num_bots + 1)

    def new_bots(self, seed: int) -> dict:
        return {p: make_bot(self.bot_name, seed * 10 + p) for p in range(self.num_bots + 1) if p != self.you}

    def narrate(self, before: State, action, p: int, after: State) -> list:
        shown = revealed_picks(before, action, p)
        if shown is not None:
            self.picks.append((before.turn, before.round, shown))
        picked = self.picks[-1][2] if self.picks and self.picks[-1][0] == before.turn else None
        return narrate(before, action, p, after, self.you, picked)

    def score_breakdown(self, state, seat: int):
        """``seat``'s reef score in ``state`` (every reef is seen by everyone)."""
        return score(state.reef(seat))

    def result_words(self) -> str:
        """Who won and why, from ``state.outcome()`` (the game must be over)."""
        return result_words(self.state, self.you)

    # ------------------------------------------------------------------ the decision now
    def decision(self):
        """The decision waiting for you (``None`` while you pick a card)."""
        return self.state.view(self.you).pending.top

    def question(self) -> str:
        """What you decide now, in words (only when it is your decision)."""
        view = self.state.view(self.you)
        top = view.pending.top
        if view.phase is Phase.STARTER:
            return ("Choose your Starter Coral and the side that faces up: its colour counts toward your coral "
                    "colour bonus.")
        if view.phase is Phase.PICK:
            if view.num_players == 1:
                return "Choose a card of your hand to play into your reef."
            done = [s for s in range(view.num_players) if view.draft.picks[s] is not None and s != self.you]
            first = view.first.seat
            order = ("you play first" if first == self.you else f"{self.who(first)} has the First Player card and "
                     "plays first")
            return ("Pick a card of your hand, in secret. Once everyone has picked, the cards are shown and played "
                    f"one by one, clockwise: {order}."
                    + (f" {and_list(self.who(s) for s in done)} {'has' if len(done) == 1 else 'have'} already "
                       "picked." if done else ""))
        data = top.data
        if top.kind == PLACE_K:
            card, mode, near, _ = data
            r = view.reefs[self.you]
            if card.kind.action == SWAP_REEF and mode not in (NEXT_TO, BESIDE) and not data[3]:
                return (f"A Dolphin took one of your fish: the Dolphin is yours now ({plural(card.kind.points, 'point')}). "
                        "Where does it go in your reef? It shares an edge with one of your cards.")
            where = (f" It must go next to {_the(_at(r, near))}, which attracted it." if mode == NEXT_TO else
                     " The Sea Turtle goes beside the card it took." if mode == BESIDE else "")
            return f"Where does {_the(card)} go in your reef?{where} The spaces the rules allow are listed."
        if top.kind == ATTRACT_K:
            size, near = data
            return (f"{_cap(_the(_at(view.reefs[self.you], near)))} attracts a {SIZES[size]} fish: take one "
                    "from the Ocean (it goes next to it), or take none.")
        return {DOLPHIN_K: "Your Dolphin swaps itself for a fish in another player's reef (one no anemone protects "
                           "and that fits into your reef). Which fish do you take?",
                SHARK_K: "Your Shark swaps itself for a fish in the Ocean that fits into your reef. Which one?",
                TURTLE_K: "Your Sea Turtle refreshed the Ocean. Which of the new cards does it bring into your reef?",
                FRENZY_K: "Feeding Frenzy! You lose your largest unprotected fish, and you have more than one of "
                          "that size. Which one goes?",
                DISCARD_K: ("Discard one card of the Ocean: the deck replaces it." if view.num_players == 1 else
                            "You played last this turn: discard one card of the Ocean (the deck replaces it)."),
                HAND_K: "Discard one card of your hand."}.get(top.kind, "Choose.")

    # ------------------------------------------------------------------ controls
    def decision_controls(self) -> list:
        view = self.state.view(self.you)
        legal = self.legal()
        if view.phase is Phase.STARTER:
            return [self.slot_button(a, self._starter_label(a)) for a in legal]
        if view.phase is Phase.PICK:
            hand = {c.id: c for c in view.draft.hands[self.you]}
            self.extra_html = panel(as_html(draw.cards_picture(list(hand.values()), "Your hand", said_once=False)), "game-paper")
            return [self.slot_button(a, label) for label, a in self._grouped(legal, lambda a: hand[a.card],
                                                                            self._pick_label)]
        top = view.pending.top
        if top.kind == PLACE_K:
            return self._place_controls(view, top, legal)
        out = []
        if top.kind == ATTRACT_K:
            out = [self.slot_button(a, self._choice_label(view, top, a), "primary")
                   for a in self._distinct_choices(view, [a for a in legal if isinstance(a, Choose)])]
            out.append(self.slot_button(next(a for a in legal if isinstance(a, Skip)),
                                        f"Take no {SIZES[top.data[0]]} fish", "warning"))
            self.extra_html = panel(as_html(draw.ocean_picture(view.ocean, said_once=False)), "game-paper")
            return out
        if top.kind in (SHARK_K, TURTLE_K, DISCARD_K):
            self.extra_html = panel(as_html(draw.ocean_picture(view.ocean, said_once=False)), "game-paper")
        return [self.slot_button(a, self._choice_label(view, top, a)) for a in self._distinct_choices(view, legal)]

    def slot_button(self, action, label: str, style: str = "primary") -> W.Button:
        """A button that plays ``action`` (one of :meth:`legal`), recorded in ``shown``: the
        buttons are kept by their place in the list (a hand's cards change every turn, the
        buttons stay), so that a click answers fast."""
        i = sum(1 for b in self.shown if b is not self.cell_button)
        b = self.button(("slot", i), label, lambda: self.act(action), style)
        self.shown[b] = action
        return b

    @staticmethod
    def _grouped(actions, card_of, label) -> list:
        """One ``(label, action)`` per kind of card: the first action of each kind."""
        seen, out = {}, []
        for a in actions:
            c = card_of(a)
            if c.kind_id not in seen:
                seen[c.kind_id] = [a, 0]
                out.append(c.kind_id)
            seen[c.kind_id][1] += 1
        return [(label(card_of(seen[k][0]), seen[k][1]), seen[k][0]) for k in out]

    def _distinct_choices(self, view, actions) -> list:
        """The choices that differ for a player: one per kind of card in the Ocean or your hand;
        every card of a reef (its place matters)."""
        keys, out = set(), []
        for a in actions:
            key = _choice_key(view, a.card)
            if key not in keys:
                keys.add(key)
                out.append(a)
        return out

    def _starter_label(self, a: Starter) -> str:
        face, back = STARTER_CARDS[a.card][a.side], STARTER_CARDS[a.card][1 - a.side]
        return f"{face.capitalize()} side up (Starter Coral {a.card + 1}, {back} on the back)"

    def _pick_label(self, card, count: int) -> str:
        k = card.kind
        note = ""
        if k.enters == "reef" and not _cells(self.state.reef(self.you), k):
            note = " — no space for it in your reef now: it would go into the Ocean"
        twice = f" (you have {count})" if count > 1 else ""
        return f"Pick {card_words(card)}{twice}{note}"

    def _choice_label(self, view, top, a) -> str:
        card = _card(a.card)
        where = _location(view, card.id)
        pts = plural(card.kind.points, "point")
        if where[0] == "reef":
            seat, cell = where[1], where[2]
            spot = place_words(view.reefs[seat], cell)
            if top.kind == FRENZY_K:
                return f"Lose {_the(card)} {spot}"
            return f"Take {seatwords.whose(seat, self.you)} {card.name} ({pts}), {spot}"
        if where[0] == "hand":
            return f"Discard {card_words(card)}"
        verb = {ATTRACT_K: "Attract", SHARK_K: "Swap the Shark for", TURTLE_K: "Take", DISCARD_K: "Discard"}.get(
            top.kind, "Choose")
        return f"{verb} {draw.short_words(card)}"

    def _place_controls(self, view, top, legal) -> list:
        card = top.data[0]
        r = view.reefs[self.you]
        cells = [a.cell for a in legal]
        names = place_names(r, cells, card.kind)
        labels = [(f"{_cap(names[a.cell])} ({draw.cell_words(a.cell)}): {self._place_effect(a)}", a)
                  for a in legal]
        pic = draw.reef_picture(r, label=f"Your reef: where the {card.name} may go", legal=tuple(cells), card=card,
                                said_once=False, margin=0)
        self.extra_html = panel(
            f"<div style='display:flex;flex-direction:column;gap:8px;align-items:flex-start;max-width:100%'>"
            f"<div>{as_html(draw.card_picture(card, said_once=False))}</div>"
            f"<div style='min-width:0;max-width:100%;align-self:stretch'>{as_html(pic)}</div></div>", "game-paper")
        if len(labels) <= MAX_CELL_BUTTONS:
            return [self.slot_button(a, label) for label, a in labels]
        keep = self.cell_pick.value if self.error and self.cell_pick.value in legal else labels[0][1]
        self.fill(self.cell_pick, labels, keep)
        self.shown[self.cell_button] = self.cell_pick.value
        return [self.cell_pick, self.cell_button]

    def _cell_changed(self):
        if not self.filling and self.cell_button in self.shown:
            self.shown[self.cell_button] = self.cell_pick.value

    def _cell_clicked(self):
        a = self.cell_pick.value
        if a is not None:
            self.act(a)

    def _place_effect(self, a: Place) -> str:
        """What placing there gives: the points it adds now, and a fish it may then attract."""
        s = self.state
        after = s.apply(a)
        words = _gain(s.reef(self.you), after.reef(self.you))
        top = after.decision
        if top is not None and top.seat == self.you and top.kind == ATTRACT_K:
            words += f", then you may attract a {SIZES[top.data[0]]} fish"
        return words

    # ------------------------------------------------------------------ showing
    def turn_body(self) -> str:
        s = self.state
        if s.phase is Phase.STARTER:
            head = "Getting ready, your turn."
        else:
            head = f"{self.turn_words()}, round {min(s.round, ROUNDS - 1) + 1} of {ROUNDS}: your turn."
        return f"<p class='game-msg'><b>{escape(head)}</b> {escape(self.question())}</p>"

    def score_table(self) -> Table:
        """Each player's score now, itemised: printed points, schools, coral colours."""
        s = self.state
        rows = []
        for p in range(s.num_players):
            r = s.reef(p)
            n = len(colours(r))
            rows.append((seatwords.called(p, self.you), reef_points(r), sum(c.kind.points for c in r.cards()),
                         len(school_fish(r)), f"+{colour_bonus(n)} ({n})", len(r)))
        return Table(("Player", "Total", "Printed", "School fish", "Colours", "Cards"), rows,
                     css_class="score-breakdown")

    def scores_body(self) -> str:
        return ("<p class='game-note'><b>Scores now</b>: the points printed on the cards of each reef, +1 for each "
                "fish in a school, and the coral colour bonus (the number of colours in brackets). A tie goes to the "
                "reef with more cards.</p>" + self.score_table()._repr_html_())

    def final_body(self) -> str:
        parts = "".join(f"<div><b>{escape(seatwords.called(p, self.you))}</b>{score(self.state.reef(p))._repr_html_()}</div>"
                        for p in range(self.state.num_players))
        return f"<div style='display:flex;gap:24px;flex-wrap:wrap'>{parts}</div>"

    def board_picture(self, view, names: list):
        return draw.board(view, names)

    def render(self):
        self.extra_html = ""  # decision_controls sets it when a picture goes with the choice
        super().render()
        self.extra.value = self.extra_html
        self.make_slots_ahead()

    def make_slots_ahead(self):
        """Buttons for choices made ahead of need, a few at each redraw (up to :data:`SLOTS_MADE`):
        a widget takes a millisecond or more to make, and a choice among many cards (what a
        Dolphin may take at five players) would otherwise make dozens in one click."""
        used = sum(1 for b in self.shown if b is not self.cell_button)
        start = max(self.slots_made, used)  # the buttons in use now keep their labels and clicks
        for i in range(start, min(SLOTS_MADE, start + SLOTS_AHEAD)):
            self.button(("slot", i), "", _nothing)
        self.slots_made = max(self.slots_made, used, min(SLOTS_MADE, start + SLOTS_AHEAD))

    def redraw(self):
        super().redraw()
        self.scores.value = panel(self.scores_body())

    def preview(self) -> str:
        choices = [b.description for b in self.controls.children if isinstance(b, W.Button)]
        return preview(self.status_body(),
                       "<p class='game-note'>Your choices: " + escape("; ".join(choices)) + ".</p>" if choices else "",
                       self.scores_body(), self.board_body(),
                       f"<p class='game-note'>Playing against {escape(self.opponents_words())}.</p>",
                       label=self.APP_LABEL, cls="oo-play")


def _at(r, card_id) -> Card:
    cell = r.where(card_id)
    return r[cell] if cell is not None else _card(card_id)


def _cells(r, k) -> tuple:
    from .reef import cells_for
    return cells_for(r, k)


def _location(view, card_id: int) -> tuple:
    """Where a card a choice names is, as the view shows it: a reef (seat and cell), the Ocean,
    or your hand."""
    for seat, r in enumerate(view.reefs):
        cell = r.where(card_id)
        if cell is not None:
            return ("reef", seat, cell)
    if any(c.id == card_id for c in view.ocean):
        return ("ocean",)
    return ("hand",)


def _choice_key(view, card_id: int) -> tuple:
    """Two choices with the same key are the same for a player: a kind of card in the Ocean or
    in your hand; a reef's card by its place."""
    where = _location(view, card_id)
    return where if where[0] == "reef" else (where[0], _card(card_id).kind_id)


class DraftingRound(PlayAgainst):
    """The first round of a game against bots, then the end: pick, pass, and see what the
    others took. Your Starter Coral is chosen for you (by the greedy bot's rule), so that the
    round starts with your first pick."""

    APP_LABEL = "One round of the draft: the first pick"
    GAME_OVER = "Round over."

    def is_over(self) -> bool:
        return self.state.is_terminal() or self.state.round >= 1

    def your_decision(self) -> bool:
        return super().your_decision() and self.state.phase is not Phase.STARTER

    @property
    def TURNS(self) -> int:  # noqa: N802
        return turns_per_round(self.state.num_players)

    def new_bots(self, seed: int) -> dict:
        bots = super().new_bots(seed)
        bots[self.you] = make_bot("greedy", seed * 10 + self.you)  # your Starter Coral only
        return bots

    def start_words(self) -> str:
        return ("One round: pick a card, play it, pass the rest of your hand to the left, "
                f"{turns_per_round(self.num_bots + 1)} times.")

    def narrate(self, before: State, action, p: int, after: State) -> list:
        out = super().narrate(before, action, p, after)
        if isinstance(action, Starter) and p == self.you:
            out[0] = out[0].replace("You chose", "Your Starter Coral was chosen for you:", 1)
        if after.round > before.round:  # the end of this app: no next round, no next First Player
            out = [line for line in out if not line.startswith(("Round 1 of", "The game is over", "The deck"))
                   and "First Player card" not in line]
            out.append("The round is over: the last card of each hand is discarded.")
        return out

    def turn_words(self) -> str:
        if self.is_over():
            return f"The round lasted {plural(self.state.turn, 'turn')}."
        return super().turn_words()

    def picks_table(self) -> Table:
        """Turn by turn, the card each player took (shown once everyone had picked)."""
        n = self.state.num_players
        rows = [(str(turn + 1),) + tuple(shown[p].name if p in shown else "" for p in range(n))
                for turn, rnd, shown in self.picks if rnd == 0]
        return Table(("Turn",) + tuple(seatwords.called(p, self.you) for p in range(n)), rows, css_class="score-breakdown")

    def result_words(self) -> str:
        s = self.state
        pts = [reef_points(r) for r in s.reefs]
        best = max(pts)
        lead = [p for p in range(s.num_players) if pts[p] == best]
        table = ", ".join(f"{seatwords.called(p, self.you)} {plural(pts[p], 'point')}"
                          for p in sorted(range(s.num_players), key=lambda p: -pts[p]))
        head = ("You lead after one round!" if lead == [self.you] else
                "You share the lead after one round!" if self.you in lead else
                f"{and_list(seatwords.called(p, self.you) for p in lead)} {'leads' if len(lead) == 1 else 'lead'} after one round.")
        return f"{head} ({table}.)"

    def final_body(self) -> str:
        return ("<p class='game-note'><b>What everyone took, turn by turn</b> (each hand went round the table: "
                "the cards you passed on were picked from by the next player)</p>"
                + self.picks_table()._repr_html_() + super().final_body())

    def status_body(self) -> str:
        body = super().status_body()
        return body.replace("Press New game to play again.", "Press New game for another round.")


class SoloGame(PlayAgainst):
    """The solo game: no Dolphins, hands of nine, three piles of Habitat Goals; after each card
    you play, you discard one card of your hand, then one of the Ocean. Your score is the
    number of goals completed."""

    APP_LABEL = "The solo game: the first card"
    NEW_GAME_TIP = "Start a new solo game"

    def __init__(self, seed: int = 0):
        self.num_bots = 0
        LiveGame.__init__(self, "greedy", seed, YOU)

    def settings_box(self) -> W.Box:
        return W.VBox([self.new_button], layout=W.Layout(align_items="flex-start", max_width="100%"))

    def restart(self, seed: int, bots: Optional[int] = None, bot: Optional[str] = None):
        self.picks = []
        LiveGame.restart(self, seed, "greedy")

    def new_state(self, seed: int) -> State:
        return new_game(seed, num_players=1)

    def new_bots(self, seed: int) -> dict:
        return {}

    def name(self, p: int) -> str:
        return "You"

    def opponents_words(self) -> str:
        return "the three piles of Habitat Goals"

    def start_words(self) -> str:
        return "Solo: no Dolphins, hands of nine cards; complete the goals on top of the three piles."

    def turn_body(self) -> str:
        s = self.state
        if s.phase is Phase.STARTER:
            return super().turn_body()
        head = f"{self.turn_words()}, round {min(s.round, ROUNDS - 1) + 1} of {ROUNDS}."
        return f"<p class='game-msg'><b>{escape(head)}</b> {escape(self.question())}</p>"

    def goals_body(self) -> str:
        view = self.state.view(self.you)
        rows = [(f"Pile {i + 1}", f"{top.name}: a {top.fish} next to a {' or '.join(top.next_to)}" if top else
                 "empty", str(size)) for i, (top, size) in enumerate(view.goal_piles)]
        done = view.done
        return ("<p class='game-note'><b>Habitat Goals</b>: the goal on top of each pile; complete it and the "
                f"next one shows. Completed: {len(done)}"
                + (f" ({escape(and_list(g.name for g in done))})" if done else "") + ".</p>"
                + Table(("Pile", "Goal on top", "Goals in the pile"), rows, css_class="score-breakdown")._repr_html_()
                + f"<p class='game-note'>{escape(draw.goals_note())}</p>")

    def scores_body(self) -> str:
        return self.goals_body()

    def _pick_label(self, card, count: int) -> str:
        return "Play" + super()._pick_label(card, count)[len("Pick"):]

    def final_body(self) -> str:
        return ""

    def preview(self) -> str:
        choices = [b.description for b in self.controls.children if isinstance(b, W.Button)]
        return preview(self.status_body(),
                       "<p class='game-note'>Your choices: " + escape("; ".join(choices)) + ".</p>" if choices else "",
                       self.scores_body(), self.board_body(), label=self.APP_LABEL, cls="oo-play")


def play_against(*, bots: int = 1, bot: str = "greedy", seed: int = 0) -> PlayAgainst:
    """A full game against ``bots`` bots (1 to 4) of kind ``bot`` (``"greedy"`` or ``"random"``);
    the reader can change both and start a new game in the app. The same signature as every
    game's."""
    return PlayAgainst(bots, bot, seed)


def drafting_round(*, bots: int = 2, bot: str = "greedy", seed: int = 0) -> DraftingRound:
    """One round of picks against ``bots`` bots (1 to 4): pick, pass, and see at the end what
    everyone took, turn by turn."""
    return DraftingRound(bots, bot, seed)


def solo_game(*, seed: int = 0) -> SoloGame:
    """The solo game (the engine's ``new_game(seed, num_players=1)``)."""
    return SoloGame(seed)


def play_preview() -> str:
    """The first screen of apps/open_ocean/play.ipynb as static HTML (no control)."""
    return play_against(bots=2, bot="greedy", seed=2026).preview()


def draft_preview() -> str:
    """The first screen of apps/open_ocean/draft.ipynb as static HTML (no control)."""
    return drafting_round(bots=2, bot="greedy", seed=2026).preview()


def solo_preview() -> str:
    """The first screen of apps/open_ocean/solo.ipynb as static HTML (no control)."""
    return solo_game(seed=2026).preview()
