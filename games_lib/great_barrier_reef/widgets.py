"""ipywidgets mini-games for OCEAN: Great Barrier Reef. Every rule comes from games_lib (the
payments and the reef scoring); these only draw and forward clicks. Pure Python, no files, no
threads: they run the same in Jupyter and in an in-browser Python (Pyodide).

* :func:`pay_for_card` — one Coral Reef card, a hand of Fauna cards and some discounts: choose
  the cards to hand over and press Pay; :func:`~.payments.ways_to_pay` accepts or the refusal
  says which rule the choice breaks; "Show me the ways" lists every way (or why there is none);
* :func:`reef_builder` — a Starting Card and a few Coral Reef cards: place them left or right,
  turned or not, and watch the matches, points and discounts (:class:`~.scoring.Reef`,
  :func:`~.scoring.score`); a sixth card on one side is refused;
* :func:`score_checker` — enter a reef built on a real table (points and two bonus-icon colours
  per card) and see its itemised score, discounts and win condition
  (:func:`~.scoring.reef_summary`).

Each function returns an app object; display its ``.widget`` (or the app itself). Every control
is a named button or drop-down (keyboard and screen readers), every colour is said in words
with its letter, and every text says what the engine holds. :func:`pay_preview`,
:func:`reef_preview` and :func:`checker_preview` give each app's first screen as static HTML
(no control), for the site.
"""

from __future__ import annotations

import random
from html import escape
from typing import Optional, Sequence

import ipywidgets as W

from ..core import GameError, IllegalActionError
from ..core.draw import Picture, row
from ..core.widgets import App, panel, points, preview, rule_message, status
from ..core.words import plural
from . import draw, rules
from .cards import (
    CLOWNFISH,
    COLOURS,
    CORAL,
    EXAMPLE_COSTS,
    FAUNA,
    FAUNA_COUNTS,
    KINDS,
    OCTOPUS,
    STARTING_CARDS,
    Colour,
    CoralCard,
    colour,
    coral,
    example_card,
)
from .payments import CannotPay, Payment, as_counts, can_pay, check_payment, ways_to_pay
from .scoring import (
    CARDS_TO_WIN,
    POINTS_TO_WIN,
    SIDES,
    VARIANT1_TARGETS,
    Reef,
    WinCondition,
    reef_summary,
    score,
)

_WIDE = {"description_width": "initial"}


def _html(body: str, cls: str = "") -> str:
    return panel(body, cls)


def _error_html(text: str) -> str:
    return _html(f"<p class='game-err' role='alert'>{escape(text)}</p>") if text else ""




def _kind(c: Colour) -> str:
    """A Fauna kind in words with its letter: ``red (R)``, ``octopus (O)``."""
    return f"{c} ({c.letter})"


def _cards(counts) -> str:
    """Seven counts in words with letters: ``1 red (R) + 2 octopus (O)``, or ``nothing``."""
    return " + ".join(f"{n} {_kind(KINDS[i])}" for i, n in enumerate(counts) if n) or "nothing"


def _discount_words(discounts) -> str:
    """Six discount counts in words: ``1 black (K)``, or ``none``."""
    return ", ".join(f"{n} {_kind(COLOURS[i])}" for i, n in enumerate(discounts[:6]) if n) or "none"


def _ends(c: Colour, d: Colour) -> str:
    return f"{c} {c.letter} | {d} {d.letter}"


# ============================================================================ pay for a card

PAYABLE_SHARE = 0.75
"""About this share of the random puzzles can be paid; the others cannot (the reader finds out)."""
_EXAMPLE_PUZZLES = {
    # cost text -> (hand, discounts, where it comes from); hands and discounts follow the rulebook's
    # payment examples, with a spare card or two so that the choice is the reader's.
    "1B 3W": ({"blue": 1, "white": 3, "red": 1, "green": 1}, {},
              "the Coral Reef Cards example: Ann pays for a card asking for one blue and three white"),
    "1R 3K": ({"red": 1, "black": 3, "yellow": 1}, {"black": 1},
              "the Bonus Icons example: Ann's reef has a black match, so she has one black discount"),
    "4G 4K 2?": ({"green": 4, "black": 3, "yellow": 1, "blue": 1, "octopus": 2}, {},
                 "the Question Mark Icons example: two question marks, paid in one colour of your choice"),
    "1O 2R 2W": ({"octopus": 2, "red": 1, "white": 2, "blue": 1}, {},
                 "the Octopus Icons example: an octopus icon, paid only with an octopus card"),
}
RANDOM = "random"


def make_puzzle(seed: int) -> tuple[CoralCard, tuple, tuple]:
    """A seeded puzzle: (a Coral Reef card of the deck, a hand of seven counts, six discounts).

    Most hands can pay (about :data:`PAYABLE_SHARE`), the others cannot; which is which is
    decided by :func:`~.payments.can_pay`. The hand holds cards close to the cost (each icon
    usually has its card, sometimes an octopus instead) plus one to three random Fauna cards.

    >>> card, hand, discounts = make_puzzle(2026)
    >>> make_puzzle(2026) == (card, hand, discounts), len(hand), len(discounts)
    (True, 7, 6)
    """
    rng = random.Random(seed)
    want = rng.random() < PAYABLE_SHARE
    found = None
    for _ in range(200):
        card = rng.choice(CORAL)
        cost = card.cost
        disc = [0] * 6
        if rng.random() < 0.45:
            asked = [c for c in COLOURS if cost.colours[c]] or list(COLOURS)
            for _ in range(rng.choice((1, 1, 2))):
                disc[rng.choice(asked) if rng.random() < 0.8 else rng.choice(COLOURS)] += 1
        hand = [0] * 7
        for c in COLOURS:
            for _ in range(cost.colours[c]):
                r = rng.random()
                hand[c if r < 0.78 else OCTOPUS if r < 0.88 else rng.choice(COLOURS)] += 1
        q = rng.choice(COLOURS)
        for _ in range(cost.any):
            hand[q if rng.random() < 0.8 else OCTOPUS] += 1
        for _ in range(cost.octopus):
            hand[OCTOPUS if rng.random() < 0.85 else rng.choice(COLOURS)] += 1
        for _ in range(rng.randint(1, 3)):
            hand[rng.choice(FAUNA).colour] += 1
        hand = tuple(min(n, FAUNA_COUNTS[i]) for i, n in enumerate(hand))
        found = (card, hand, tuple(disc))
        if can_pay(cost, hand, disc) == want:
            break
    return found


def example_puzzle(cost_text: str) -> tuple[CoralCard, tuple, tuple]:
    """The puzzle made from one of the rulebook's payment examples (:data:`~.cards.EXAMPLE_COSTS`):
    the deck's card with that cost, a hand and discounts as the example tells them."""
    hand, disc, _ = _EXAMPLE_PUZZLES[cost_text]
    return example_card(cost_text), as_counts(hand), as_counts(disc, "discounts")[:6]


class PayForCard(App):
    """Pay for one Coral Reef card with Fauna cards (Action 2; Coral Reef Cards, Bonus Icons,
    Question Mark Icons, Octopus Icons).

    What the app holds: ``card``, ``hand`` (seven counts: red, white, yellow, green, black, blue,
    octopus), ``discounts`` (six counts) and ``chosen`` (the seven counts the reader hands over).
    :meth:`pay` accepts ``chosen`` only if it is one of :func:`ways_to_pay`; otherwise it shows
    the rule (``rules.PAY``) with the reason :func:`~.payments.check_payment` gives, and nothing
    changes.
    """

    def __init__(self, seed: int = 2026):
        self.seed = seed
        self.puzzle = RANDOM
        self.error = ""
        self.result = ""
        self.paid: Optional[Payment] = None
        self.ways_shown = False
        self.solved = 0
        self.chosen = (0,) * 7
        self.status = W.HTML()
        self.picture = W.HTML()
        self.message = W.HTML()
        self.ways = W.HTML()
        self.pickers = []
        for k in KINDS:
            name = "Octopus" if k is OCTOPUS else k.label
            dd = W.Dropdown(options=[0], value=0, description=f"{name} ({k.letter}):",
                            style={"description_width": "88px"}, layout=W.Layout(width="160px"))
            dd.observe(lambda change, k=k: self._picked(k, change), names="value")
            self.pickers.append(dd)
        self.handing = W.HTML()
        self.pay_button = W.Button(description="Pay", button_style="primary",
                                   tooltip="Hand over the cards you picked")
        self.ways_button = W.Button(description="Show me the ways", button_style="info",
                                    tooltip="List every way this hand can pay for the card")
        self.new_button = W.Button(description="New card", tooltip="A new card, hand and discounts")
        self.pay_button.on_click(lambda _: self.pay())
        self.ways_button.on_click(lambda _: self.show_ways())
        self.new_button.on_click(lambda _: self.new_card())
        options = [("A new card each time", RANDOM)] + [
            (f"Rulebook example: {example_card(c).cost.describe()}", c) for c in EXAMPLE_COSTS]
        self.puzzle_pick = W.Dropdown(options=options, value=RANDOM, description="Puzzle:", style=_WIDE,
                                      layout=W.Layout(width="auto", max_width="100%"))
        self.puzzle_pick.observe(self._puzzle_picked, names="value")
        help_text = W.HTML(_html("<p class='game-note'>Pick how many cards of each colour you hand over, "
                                 "then press <b>Pay</b>.</p>"))
        grid = W.Box(self.pickers, layout=W.Layout(flex_flow="row wrap", grid_gap="4px 12px"))
        buttons = W.Box([self.pay_button, self.ways_button, self.new_button],
                        layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        for w, cls in ((self.status, "gbr-status"), (self.picture, "gbr-picture"), (self.message, "gbr-message"),
                       (self.ways, "gbr-ways"), (self.handing, "gbr-handing")):
            w.add_class(cls)
        self.widget = W.VBox([self.status, self.picture, help_text, grid, self.handing, buttons, self.message,
                              self.ways, self.puzzle_pick])
        self.widget.add_class("gbr-pay")
        self.widget.add_class("game-root")
        self._load(*make_puzzle(seed))

    # ------------------------------------------------------------------ changes
    def _load(self, card: CoralCard, hand: tuple, discounts: tuple):
        self.card, self.hand, self.discounts = card, tuple(hand), tuple(discounts)
        self.chosen = (0,) * 7
        self.error = self.result = ""
        self.paid = None
        self.ways_shown = False
        self._sync()

    def new_card(self, seed: Optional[int] = None):
        """A new random puzzle (seed ``seed``, by default the next one)."""
        self.seed = self.seed + 1 if seed is None else seed
        self.puzzle = RANDOM
        self._load(*make_puzzle(self.seed))

    def show_example(self, cost_text: str):
        """The puzzle of one of the rulebook's payment examples (``"1B 3W"``, ``"1R 3K"``,
        ``"4G 4K 2?"``, ``"1O 2R 2W"``), or ``"random"`` for the current random puzzle."""
        if cost_text == RANDOM:
            self.puzzle = RANDOM
            self._load(*make_puzzle(self.seed))
            return
        puzzle = example_puzzle(cost_text)
        self.puzzle = cost_text
        self._load(*puzzle)

    def choose(self, kind, n: int) -> bool:
        """Hand over ``n`` cards of ``kind`` (a colour, its name or letter). Returns whether it
        was possible: you cannot hand over cards you do not hold."""
        k = colour(kind)
        if not isinstance(n, int) or n < 0 or n > self.hand[k]:
            self.error = (f"You hold {plural(self.hand[k], f'{k} ({k.letter}) card')}: "
                          f"you cannot hand over {n}.")
            self._sync()
            return False
        c = list(self.chosen)
        c[k] = n
        self.chosen = tuple(c)
        self.error = self.result = ""
        self.paid = None
        self._sync()
        return True

    def check(self, spent) -> Payment:
        """``spent`` (seven counts) if it pays for the card with this hand and these discounts;
        otherwise raises :class:`IllegalActionError` naming the payment rule, with the reason
        the library gives (:func:`~.payments.check_payment`)."""
        spent = as_counts(spent, "payment")
        verdict = check_payment(self.card.cost, self.hand, self.discounts, spent)
        if verdict.ok:
            return verdict.payment
        raise IllegalActionError(rules.PAY, None, f"pay {verdict.payment} for {self.card.name}", verdict.reason)

    def pay(self) -> bool:
        """Hand over :attr:`chosen`. Returns whether the payment rule accepted it."""
        try:
            paid = self.check(self.chosen)
        except GameError as e:
            self.error = "Not paid. " + rule_message(e, self.card.name)
            self.result = ""
            self.paid = None
            self._render()
            return False
        self.paid = paid
        self.error = ""
        self.solved += 1
        keep = tuple(h - s for h, s in zip(self.hand, paid))
        how = (f"you hand over {_cards(paid)}" if paid.size
               else "your discounts pay for all of it: you hand over nothing")
        self.result = (f"Paid! For {self.card.name} {how}. {self.card.name} goes into your reef, "
                       f"and you keep {_cards(keep)}.")
        self._render()
        return True

    def show_ways(self):
        """List every way this hand pays for the card (or why there is none)."""
        self.ways_shown = True
        self._render()

    def _picked(self, k: Colour, change):
        if not self.syncing:
            self.choose(k, change["new"])

    def _puzzle_picked(self, change):
        if not self.syncing:
            self.show_example(change["new"])

    def _sync(self):
        """Every drop-down from what the app holds, then the texts and pictures."""
        with self.setting_controls():
            for k, dd in zip(KINDS, self.pickers):
                opts = list(range(self.hand[k] + 1))
                if list(dd.options) != opts:
                    dd.options = opts
                dd.value = self.chosen[k]
                dd.disabled = self.hand[k] == 0
            self.puzzle_pick.value = self.puzzle
        self._render()

    # ------------------------------------------------------------------ showing
    def _title(self) -> str:
        if self.puzzle == RANDOM:
            return f"Puzzle number {self.seed}"
        return f"From {_EXAMPLE_PUZZLES[self.puzzle][2]}"

    def _status_body(self) -> str:
        c = self.card
        return (f"<p class='game-msg'><b>Can you pay for {escape(c.name)}?</b> {escape(self._title())}.</p>"
                f"<ul><li>{escape(c.name)} ({points(c.points)}) asks for: {escape(c.cost.describe())} "
                f"({escape(c.cost.text)}).</li>"
                f"<li>Your hand: {escape(_cards(self.hand))} ({plural(sum(self.hand), 'card')}).</li>"
                f"<li>Discounts from your reef: {escape(_discount_words(self.discounts))}.</li></ul>")

    def pictures(self) -> list[Picture]:
        """What the app draws: the card, the hand, and the discounts if there are any."""
        out = [draw.coral_picture(self.card), draw.hand_picture(self.hand, "Your hand")]
        if any(self.discounts):
            out.append(draw.hand_picture(self.discounts, "Your discounts"))
        return out

    def _picture_body(self) -> str:
        return row(*(p._repr_html_() for p in self.pictures()), gap=16)

    def _handing_body(self) -> str:
        return (f"<p class='game-note'>You are handing over: {escape(_cards(self.chosen))} "
                f"({plural(sum(self.chosen), 'card')}).</p>")

    def _ways_body(self) -> str:
        if not self.ways_shown:
            return ""
        c = self.card
        try:
            ways = ways_to_pay(c.cost, self.hand, self.discounts)
        except CannotPay as e:
            return (f"<p class='game-note'><b>No way to pay:</b> {escape(c.name)} {escape(e.reason)}. "
                    f"Press New card for another puzzle.</p>")
        shown = ways[:MAX_WAYS_SHOWN]
        more = len(ways) - len(shown)
        items = "".join(f"<li>{escape(_cards(w))}</li>" for w in shown)
        tail = f"<p class='game-note'>… and {more} more.</p>" if more else ""
        disc = (f" with your discounts ({escape(_discount_words(self.discounts))})" if any(self.discounts) else "")
        head = ("one way" if len(ways) == 1 else f"{len(ways)} ways")
        return (f"<p class='game-note'><b>Your hand can pay for {escape(c.name)}{disc} in {head}:</b></p>"
                f"<ol>{items}</ol>{tail}")

    def _render(self):
        self.status.value = status(self._status_body())
        self.picture.value = _html(self._picture_body())
        self.handing.value = _html(self._handing_body())
        if self.error:
            self.message.value = _error_html(self.error)
        elif self.result:
            self.message.value = status(f"<p class='game-msg'><b>{escape(self.result)}</b></p>")
        else:
            self.message.value = ""
        self.ways.value = _html(self._ways_body()) if self.ways_shown else ""

    def preview(self) -> str:
        return preview(self._status_body(), self._picture_body(),
                       "<p class='game-note'>Pick how many cards of each colour you hand over, then press "
                       "Pay. Stuck? Show me the ways lists every way to pay.</p>",
                       label="Pay for this card: a Coral Reef card, your hand and your discounts",
                       cls="gbr-pay")


MAX_WAYS_SHOWN = 12


def pay_for_card(seed: int = 2026) -> PayForCard:
    """The "Pay for this card" mini-game, starting with puzzle number ``seed``."""
    return PayForCard(seed)


# ============================================================================ reef builder

CHOICE = 8
"""How many Coral Reef cards the reef builder deals (as many as lie face up on the table)."""


def builder_cards(seed: int, n: int = CHOICE) -> tuple[int, ...]:
    """The ``n`` Coral Reef cards (ids, in deck order) the reef builder deals for ``seed``."""
    return tuple(sorted(random.Random(seed).sample(range(len(CORAL)), n)))


def _card_option(card: CoralCard) -> str:
    a, b = card.icons
    return f"{card.name}: {points(card.points)}, icons {_ends(a, b)}"


def _win_words(wc: WinCondition, colours: int, cards: int, pts: int, variant: int = 0,
               target: Optional[int] = None) -> str:
    """Which win condition a reef meets, and how far it is from each (the library's thresholds)."""
    if variant == 1:
        goal = target or VARIANT1_TARGETS[0]
        if wc is WinCondition.NONE:
            return f"No win yet: {pts} of the {goal} points you play to (Variant 1)."
        return f"This reef wins: it has {pts} points, at least the {goal} you play to (Variant 1)."
    far = (f"{colours} of the {len(COLOURS)} colours matched, {cards} of {CARDS_TO_WIN} Coral Reef cards, "
           f"{pts} of {POINTS_TO_WIN} points")
    if wc is WinCondition.NONE:
        return f"No win condition met yet: {far}."
    return f"This reef meets {wc.label} ({far})."


class ReefBuilder(App):
    """Build a harmonious reef (Action 2): a Starting Card and :data:`CHOICE` Coral Reef cards.

    ``reef`` is the :class:`Reef` built only by :meth:`Reef.add`, ``placed`` lists the accepted
    placements in order (card id, side, turned); the cards still to place are the dealt ones
    not in the reef. A placement the library refuses (a sixth card on one side) is shown with
    the rule and changes nothing.
    """

    def __init__(self, seed: int = 2026, start: int = CLOWNFISH):
        self.seed = seed
        self.start = STARTING_CARDS[start]
        self.error = ""
        self.status = W.HTML()
        self.message = W.HTML()
        self.hint = W.HTML()
        self.picture = W.HTML()
        self.hand = W.HTML()
        self.card_pick = W.Dropdown(description="Card:", style=_WIDE,  # long names: the box shrinks, not the page
                                    layout=W.Layout(width="calc(100% - 6px)", max_width="420px"))
        self.side_pick = W.ToggleButtons(options=[("Left", "left"), ("Right", "right")], value="right",
                                         description="Side:", style={"button_width": "72px"},
                                         tooltips=["Next to the leftmost card", "Next to the rightmost card"])
        self.turn_pick = W.Dropdown(description="Way up:", style=_WIDE,
                                    layout=W.Layout(width="auto", max_width="100%"))
        self.place_button = W.Button(description="Place it", button_style="primary",
                                     tooltip="Put the card at the end of the chosen side")
        self.again_button = W.Button(description="Start again", tooltip="Take every card back")
        self.new_button = W.Button(description="New cards", tooltip="Start again with other Coral Reef cards")
        self.place_button.on_click(lambda _: self._place_clicked())
        self.again_button.on_click(lambda _: self.start_again())
        self.new_button.on_click(lambda _: self.new_cards())
        for w in (self.card_pick, self.side_pick, self.turn_pick):
            w.observe(self._choice_changed, names="value")
        for w, cls in ((self.status, "gbr-status"), (self.message, "gbr-message"), (self.hint, "gbr-hint"),
                       (self.picture, "gbr-picture"), (self.hand, "gbr-hand")):
            w.add_class(cls)
        picks = W.Box([self.card_pick, self.turn_pick, self.side_pick],
                      layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 12px"))
        buttons = W.Box([self.place_button, self.again_button, self.new_button],
                        layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        self.widget = W.VBox([self.status, self.picture, picks, self.hint, buttons, self.message, self.hand])
        self.widget.add_class("gbr-reef")
        self.widget.add_class("game-root")
        self._deal(seed)

    # ------------------------------------------------------------------ reading
    @property
    def left(self) -> list[CoralCard]:
        """The dealt cards not yet in the reef, in deck order."""
        used = {c for c, _ in self.reef.left + self.reef.right}
        return [CORAL[c] for c in self.cards if c not in used]

    # ------------------------------------------------------------------ changes
    def _deal(self, seed: int):
        self.seed = seed
        self.cards = builder_cards(seed)
        self.start_again()

    def new_cards(self, seed: Optional[int] = None):
        """Other Coral Reef cards (seed ``seed``, by default the next one), an empty reef."""
        self._deal(self.seed + 1 if seed is None else seed)

    def start_again(self):
        """Every card back: the reef holds the Starting Card only."""
        self.reef = Reef()
        self.placed: list = []
        self.error = ""
        self._sync(select=None)

    def _try_add(self, card: CoralCard, side: str, turned: bool) -> Reef:
        """The reef with ``card`` added, as :meth:`Reef.add` builds it (or its refusal: a full
        side raises the library's :class:`IllegalActionError` naming the five-a-side rule)."""
        return self.reef.add(card.id, side, turned)

    def place(self, card, side: str = "right", turned: bool = False) -> bool:
        """Put ``card`` (one of the dealt cards still to place) at the outer end of ``side``
        (``"left"`` or ``"right"``), ``turned`` or not. Returns whether the rules accepted it."""
        name = str(card)
        try:
            c = coral(card)
            name = c.name
            if c not in self.left:
                raise GameError(f"{c.name} is not one of your cards to place")
            if side not in SIDES:
                raise GameError(f"a card goes on the left or the right, not {side!r}")
            new = self._try_add(c, side, bool(turned))
        except GameError as e:
            self.error = f"Not placed. {rule_message(e, name)}"
            self._sync(select=self.card_pick.value)
            return False
        self.reef = new
        self.placed.append((c.id, side, bool(turned)))
        self.error = ""
        self._sync(select=None)
        return True

    def _place_clicked(self):
        if self.card_pick.value is None:
            return
        self.place(self.card_pick.value, self.side_pick.value, self.turn_pick.value)

    def _choice_changed(self, change):
        """A new card, side or way up: only the "what would happen" line changes."""
        if self.syncing:
            return
        if change["owner"] is self.card_pick:
            with self.setting_controls():
                self._sync_turn(keep=True)
        self._show_hint()

    def _sync_turn(self, keep: bool):
        """The way-up drop-down for the selected card (its two ends, as printed and turned)."""
        card = coral(self.card_pick.value) if self.card_pick.value else None
        if card is not None:
            a, b = card.icons
            turn_opts = [(f"as printed ({_ends(a, b)})", False), (f"turned ({_ends(b, a)})", True)]
            value = bool(self.turn_pick.value) if keep else False
            if list(self.turn_pick.options) != turn_opts:
                self.turn_pick.options = turn_opts
            self.turn_pick.value = value
        else:
            self.turn_pick.options = [("no card left", False)]
            self.turn_pick.value = False
        for w in (self.card_pick, self.turn_pick, self.place_button):
            w.disabled = card is None

    def _sync(self, select=None):
        """The drop-downs from the cards still to place (keeping ``select`` if it is one), then
        the texts and pictures."""
        with self.setting_controls():
            left = self.left
            opts = [(_card_option(c), c.name) for c in left]
            if list(self.card_pick.options) != opts:
                self.card_pick.options = opts
            names = [c.name for c in left]
            if names:
                self.card_pick.value = select if select in names else names[0]
            self._sync_turn(keep=select is not None)
        self._render()

    # ------------------------------------------------------------------ showing
    def _status_body(self) -> str:
        r = self.reef
        b = score(r)
        wc = r.win_condition()
        colours, cards, pts = r.result()
        n = len(self.left)
        todo = (f"You have {plural(n, 'card')} to place: pick one, a side and which way up, then press "
                f"Place it." if n else "You have placed every card. Press Start again or New cards.")
        return (f"<p class='game-msg'><b>Your reef: {plural(r.cards, 'Coral Reef card')}, "
                f"{points(b.total)}.</b> Discounts: {escape(_discount_words(r.discounts))}.</p>"
                f"<p class='game-note'>{escape(_win_words(wc, colours, cards, pts))}</p>"
                f"<p class='game-note'>{escape(todo)}</p>")

    def pictures(self) -> list[Picture]:
        """What the app draws: the reef, and the cards still to place."""
        out = [draw.reef_picture(self.reef, start=self.start, label="Your reef")]
        left = self.left
        if left:
            out.append(draw.coral_cards_picture(left, "Cards to place"))
        return out

    def _picture_body(self) -> str:
        return self.pictures()[0]._repr_html_()

    def _hint_body(self) -> str:
        name = self.card_pick.value
        if not name:
            return ""
        card, side, turned = coral(name), self.side_pick.value, bool(self.turn_pick.value)
        way = "turned" if turned else "as printed"
        try:
            p = self.reef.placement(card, side, turned)
        except GameError as e:
            return f"<p class='game-note'>{escape(card.name)} on the {side}: {escape(rule_message(e))}.</p>"
        c = p.discount
        disc = f" and a {c} ({c.letter}) discount" if c is not None else " and no discount"
        return (f"<p class='game-note'>{escape(card.name)} on the {side}, {way}: your reef would score "
                f"{points(p.reef.points())} (+{p.points}){escape(disc)}.</p>")

    def _hand_body(self) -> str:
        pics = self.pictures()
        return pics[1]._repr_html_() if len(pics) > 1 else ""

    def _show_hint(self):
        hint = self._hint_body()
        self.hint.value = _html(hint) if hint else ""

    def _render(self):
        pics = self.pictures()
        self.status.value = status(self._status_body())
        self.picture.value = _html(pics[0]._repr_html_())
        self._show_hint()
        self.message.value = _error_html(self.error)
        self.hand.value = _html(pics[1]._repr_html_()) if len(pics) > 1 else ""

    def preview(self) -> str:
        return preview(self._status_body(), self._picture_body(), self._hand_body(),
                       label="Build a harmonious reef: your Starting Card and the cards to place",
                       cls="gbr-reef")


def reef_builder(seed: int = 2026) -> ReefBuilder:
    """The "Build a harmonious reef" mini-game, with the Coral Reef cards dealt for ``seed``."""
    return ReefBuilder(seed)


# ============================================================================ score checker

POINT_VALUES = tuple(sorted({c.points for c in CORAL}))
"""The points a Coral Reef card can print (0 to 3)."""
GAMES = (("The standard game", (0, None)),
         *((f"Variant 1 (simpler), played to {t} points", (1, t)) for t in VARIANT1_TARGETS))


class ScoreChecker(App):
    """Score a reef built on a real table (Action 2, Winning the Game): the cards are entered by
    their printed points and their two bonus icons, as they lie.

    ``sides`` holds the two rows, each from the Starting Card outwards, as (points, left icon,
    right icon); every change is checked by :func:`reef_summary` first (it refuses a sixth card on
    one side, or an octopus as a bonus icon) and refused changes leave ``sides`` as they were.
    The score, the discounts and the win condition shown are the library's.
    """

    def __init__(self, left: Sequence = (), right: Sequence = (), game: tuple = (0, None)):
        self.sides: tuple[list, list] = ([], [])
        self.game = tuple(game)
        self.error = ""
        self.status = W.HTML()
        self.picture = W.HTML()
        self.table = W.HTML()
        self.message = W.HTML()
        self.points_pick = W.Dropdown(options=[(points(p), p) for p in POINT_VALUES], value=POINT_VALUES[0],
                                      description="Printed points:", style=_WIDE,
                                      layout=W.Layout(width="auto", max_width="100%"))
        icon_opts = [(f"{c.label} ({c.letter})", str(c)) for c in COLOURS]
        self.left_pick = W.Dropdown(options=icon_opts, value=str(COLOURS[0]), description="Left bonus icon:",
                                    style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
        self.right_pick = W.Dropdown(options=icon_opts, value=str(COLOURS[0]), description="Right bonus icon:",
                                     style=_WIDE, layout=W.Layout(width="auto", max_width="100%"))
        self.game_pick = W.Dropdown(options=list(GAMES), value=self.game, description="Game:", style=_WIDE,
                                    layout=W.Layout(width="auto", max_width="100%"))
        self.game_pick.observe(self._game_picked, names="value")
        self.add_left = W.Button(description="Add on the left", button_style="primary",
                                 tooltip="Put this card at the far left of the reef")
        self.add_right = W.Button(description="Add on the right", button_style="primary",
                                  tooltip="Put this card at the far right of the reef")
        self.undo_left = W.Button(description="Take back the leftmost card")
        self.undo_right = W.Button(description="Take back the rightmost card")
        self.clear_button = W.Button(description="Clear", button_style="warning", tooltip="Take back every card")
        self.add_left.on_click(lambda _: self._add_clicked("left"))
        self.add_right.on_click(lambda _: self._add_clicked("right"))
        self.undo_left.on_click(lambda _: self.remove("left"))
        self.undo_right.on_click(lambda _: self.remove("right"))
        self.clear_button.on_click(lambda _: self.clear())
        help_text = W.HTML(_html(
            "<p class='game-note'>Copy your reef from the table, one card at a time, starting next to the "
            "Starting Card and going outwards: choose the card's printed points and its two bonus icons as "
            "they lie (left icon, right icon), then add it on the left or on the right.</p>"))
        for w, cls in ((self.status, "gbr-status"), (self.picture, "gbr-picture"), (self.table, "gbr-table"),
                       (self.message, "gbr-message")):
            w.add_class(cls)
        picks = W.Box([self.points_pick, self.left_pick, self.right_pick],
                      layout=W.Layout(flex_flow="row wrap", align_items="center", grid_gap="4px 12px"))
        adds = W.Box([self.add_left, self.add_right], layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        undos = W.Box([self.undo_left, self.undo_right, self.clear_button],
                      layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        self.widget = W.VBox([self.status, help_text, picks, adds, self.message, self.picture, self.table,
                              undos, self.game_pick])
        self.widget.add_class("gbr-checker")
        self.widget.add_class("game-root")
        for side, cards in (("left", left), ("right", right)):
            for card in cards:
                if not self.add(side, *card):
                    raise GameError(self.error)
        self._sync()

    # ------------------------------------------------------------------ reading
    @property
    def match_points(self) -> bool:
        return self.game[0] != 1

    def row(self, sides=None) -> list:
        """The reef from left to right, as :func:`reef_score` takes it."""
        left, right = sides or self.sides
        return [*reversed(left), "start", *right]

    def summary(self, sides=None):
        """The library's :func:`~.scoring.reef_summary` of the reef entered, for the game played."""
        return reef_summary(self.row(sides), variant=self.game[0], target=self.game[1])

    def breakdown(self):
        return self.summary().breakdown

    def result(self) -> tuple[WinCondition, int, int, int]:
        """(the win condition met, distinct match colours, Coral Reef cards, points)."""
        s = self.summary()
        return (s.win_condition, *s.result)

    # ------------------------------------------------------------------ changes
    def add(self, side: str, pts: int, left_icon, right_icon) -> bool:
        """Put a card (``pts`` printed points, bonus icons ``left_icon`` | ``right_icon`` as it
        lies) at the outer end of ``side``. Returns whether the library accepted it."""
        try:
            if side not in SIDES:
                raise GameError(f"a card goes on the left or the right, not {side!r}")
            if pts not in POINT_VALUES:
                raise GameError(f"a Coral Reef card prints {', '.join(map(str, POINT_VALUES[:-1]))} or "
                                f"{POINT_VALUES[-1]} points, not {pts!r}")
            card = (pts, colour(left_icon), colour(right_icon))
            k = SIDES.index(side)
            new = (list(self.sides[0]), list(self.sides[1]))
            new[k].append(card)
            self.summary(new)  # the library refuses a sixth card on a side (Action 2)
        except GameError as e:
            self.error = "Not added. " + rule_message(e, "This card")
            self._render()
            return False
        self.sides = new
        self.error = ""
        self._render()
        return True

    def remove(self, side: str) -> bool:
        """Take back the outermost card of ``side``; returns whether there was one."""
        k = SIDES.index(side)
        self.error = ""
        if not self.sides[k]:
            self._render()
            return False
        new = (list(self.sides[0]), list(self.sides[1]))
        new[k].pop()
        self.sides = new
        self._render()
        return True

    def clear(self):
        """Take back every card."""
        self.sides = ([], [])
        self.error = ""
        self._render()

    def set_game(self, game: tuple):
        """The standard game ``(0, None)`` or Variant 1 played to a target: ``(1, 10)``, ``(1, 12)``."""
        self.game = tuple(game)
        self._sync()

    def _add_clicked(self, side: str):
        self.add(side, self.points_pick.value, self.left_pick.value, self.right_pick.value)

    def _game_picked(self, change):
        if not self.syncing:
            self.set_game(change["new"])

    def _sync(self):
        with self.setting_controls():
            self.game_pick.value = self.game
        self._render()

    # ------------------------------------------------------------------ showing
    def _status_body(self) -> str:
        s = self.summary()
        wc, (colours, cards, pts) = s.win_condition, s.result
        game = dict((v, k) for k, v in GAMES)[self.game]
        disc = tuple(s.discounts.get(str(c), 0) for c in COLOURS)
        return (f"<p class='game-msg'><b>This reef: {plural(cards, 'Coral Reef card')}, {points(s.breakdown.total)}.</b> "
                f"Discounts: {escape(_discount_words(disc))}.</p>"
                f"<p class='game-note'>{escape(_win_words(wc, colours, cards, pts, *self.game))} "
                f"Game: {escape(game)}.</p>")

    def pictures(self) -> list[Picture]:
        """What the app draws: the reef as entered, with the library's breakdown."""
        return [draw.reef_picture(self.row(), self.breakdown(), label="Your reef", details=False,
                                  match_points=self.match_points)]

    def _picture_body(self) -> str:
        return self.pictures()[0]._repr_html_()

    def _table_body(self) -> str:
        return f"<p class='game-note'><b>The score, item by item</b></p>{self.breakdown()._repr_html_()}"

    def _render(self):
        self.status.value = status(self._status_body())
        self.picture.value = _html(self._picture_body())
        self.table.value = _html(self._table_body())
        self.message.value = _error_html(self.error)
        self.undo_left.disabled = not self.sides[0]
        self.undo_right.disabled = not self.sides[1]

    def preview(self) -> str:
        return preview(self._status_body(),
                       "<p class='game-note'>Copy your reef from the table, one card at a time: its printed "
                       "points and its two bonus icons. The score, the discounts and the win condition "
                       "follow.</p>",
                       self._picture_body(), self._table_body(),
                       label="Score checker: a reef copied from the table, and its score", cls="gbr-checker")


def score_checker(left: Sequence = (), right: Sequence = (), game: tuple = (0, None)) -> ScoreChecker:
    """The score checker. ``left`` and ``right`` preset cards, each ``(points, left icon, right
    icon)``, listed from the Starting Card outwards; ``game``: ``(0, None)`` for the standard game,
    ``(1, 10)`` or ``(1, 12)`` for Variant 1. A preset the library refuses raises its error.

    >>> c = score_checker(left=[(3, "green", "white"), (2, "yellow", "green"), (0, "red", "blue")])
    >>> int(c.breakdown().total), c.result()[0].label
    (6, 'no win condition')
    """
    return ScoreChecker(left, right, game)


# ============================================================================ static pictures
# The site shows these before Python starts: the same first screen as the app notebooks in
# apps/great_barrier_reef/ (same arguments), without any control.

def pay_preview() -> str:
    """The first screen of apps/great_barrier_reef/pay.ipynb as static HTML (no control)."""
    return pay_for_card(seed=2026).preview()


def reef_preview() -> str:
    """The first screen of apps/great_barrier_reef/reef.ipynb as static HTML (no control)."""
    return reef_builder().preview()


def checker_preview() -> str:
    """The first screen of apps/great_barrier_reef/checker.ipynb (an empty reef) as static HTML."""
    return score_checker().preview()
