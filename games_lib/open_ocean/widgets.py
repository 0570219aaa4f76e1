"""ipywidgets mini-games for Open Ocean. Every rule comes from games_lib (where a card may go:
:func:`~.reef.legal_cells` and :func:`~.reef.why_not`; the score: :func:`~.scoring.score`);
these only draw and forward clicks. Pure Python, no files, no threads: they run the same in
Jupyter and in an in-browser Python (Pyodide). The same shape as
:mod:`games_lib.great_barrier_reef.widgets`.

* :func:`placement_trainer` — a small reef and a few cards: pick a card, click a space of the
  reef; the engine says yes (the card is placed, the reef grows) or why not, in a player's
  words; "Show where it can go" marks the engine's legal cells;
* :func:`reef_scorer` — build a reef space by space (only legal placements) and watch its score
  item by item: printed points, schools, the coral colour bonus. Teachers use it as a score
  checker: ``reef_scorer(cells={(0, 0): "Blue Starter Coral", ...})`` starts from a reef
  copied from a table.

The reef's spaces are buttons in a grid laid out like the picture (rows from top to bottom, the
Starter row at the bottom, and one row of sea floor under it, where nothing may go). Every
control is a named button or drop-down (keyboard and screen readers); every colour is said in
words with its letter. :func:`placement_preview` and :func:`scorer_preview` give each app's
first screen as static HTML (no control), for the site.
"""

from __future__ import annotations

import random
from html import escape
from typing import Any, Optional

import ipywidgets as W

from ..core import GameError, IllegalActionError
from ..core.checks import need_int
from ..core.draw import Picture
from ..core.refusals import NOT_ALLOWED, refusal_words
from ..core.widgets import App, panel, points, preview, status
from ..core.words import and_list, plural
from . import draw
from .cards import ANYWHERE, COLOUR_LETTERS, COLOURS, FISH, KINDS, SUN, Card, Kind
from .reef import Reef, as_cell, legal_cells, reef as _reef, refusal
from .scoring import COLOUR_BONUS, colours, score

_WIDE = {"description_width": "initial"}
GRID_CSS = """<style>
.oo-grid .widget-button {font-size: 13px; padding: 2px 4px; line-height: 1.25; margin: 0; min-width: 0;
  overflow-wrap: anywhere; text-overflow: clip;}
.oo-grid .oo-empty-cell {background: #f7fbff; color: #1a202c; border: 1px dashed #90a4b8;}
.oo-grid .oo-card-cell {background: #dbe8f5; color: #111; font-weight: bold;}
.oo-grid .oo-floor-cell {background: #f6e7c1; color: #3d2b0a;}
</style>"""
CHOICE = 6
"""How many cards the placement trainer offers."""
START_CARDS = 4
"""How many cards the placement trainer's seeded reef holds besides its Starter Coral."""

PLACEABLE = tuple(k for k in KINDS if k.placement in (SUN, FISH, ANYWHERE) and k.group != "starter")
"""The kinds of card that go into a reef (every kind but the Starter Corals and the Shark)."""
STARTERS = tuple(k for k in KINDS if k.group == "starter")


def _html(body: str, cls: str = "") -> str:
    return panel(body, cls)


def _error_html(words: str) -> str:
    return _html(f"<p class='game-err' role='alert'>{escape(words).replace(chr(10), '<br>')}</p>") if words else ""


def _option(k: Kind) -> str:
    """A card in a drop-down: name, kind, points, colour with its letter."""
    colour = f", {k.colour} ({COLOUR_LETTERS[k.colour]})" if k.colour else ""
    return f"{k.name}: {draw.GROUP_WORDS[k.group]}, {points(k.points)}{colour}"


def _kind(card: Any) -> Kind:
    return card.kind if isinstance(card, Card) else card if isinstance(card, Kind) else KINDS.lookup(card)


def refused_words(r: Reef, card: Any, cell) -> Optional[str]:
    """Why ``card`` may not go into ``cell`` of ``r``, as a refusal box says it (``None``: it may):
    the engine's reason (:func:`~.reef.refusal`) and its rule, in a player's words."""
    k = _kind(card)
    found = refusal(r, k, tuple(cell))
    if found is None:
        return None
    rule, words = found
    return refusal_words(IllegalActionError(rule, None, f"place {k.name} at {tuple(cell)}", words))


def seeded_reef(seed: int, cards: int = START_CARDS) -> Reef:
    """A small reef for ``seed``: a Starter Coral, then ``cards`` cards, each placed by the engine
    on one of its legal cells."""
    rng = random.Random(seed)
    r = Reef({(0, 0): Card(0, rng.choice(STARTERS).id)})
    pool = [k for k in PLACEABLE if k.placement != ANYWHERE]
    n = 0
    for _ in range(200):
        if n >= cards:
            break
        k = rng.choice(pool)
        cells = legal_cells(r, k)
        if cells:
            n += 1
            r = r.put(rng.choice(cells), Card(100 + n, k.id))
    return r


def trainer_cards(seed: int, n: int = CHOICE) -> tuple:
    """The ``n`` kinds of card the trainer offers for ``seed``: a coral, a Tiny, a Medium and a
    Big fish, a special card (Dolphin, Sea Turtle or Shark), then any; in the catalogue's order."""
    rng = random.Random(seed + 1)
    by = lambda *groups: [k for k in KINDS if k.group in groups]  # noqa: E731
    picks = [rng.choice(by("coral", "anemone")), rng.choice(by("tiny")), rng.choice(by("medium")),
             rng.choice(by("big")), rng.choice(by("dolphin", "turtle", "shark"))]
    rest = [k for k in PLACEABLE if k not in picks]
    picks += rng.sample(rest, max(0, n - len(picks)))
    return tuple(sorted(picks[:n], key=lambda k: k.id))


# ============================================================================ the shared grid

class _ReefApp(App):
    """What both apps share: a reef, a card picked, and the grid of space buttons."""

    css = "oo-app"

    def _setup(self):
        self.error = ""
        self.result = ""
        self.refused: Optional[tuple] = None
        self.last: Optional[tuple] = None
        self.status = W.HTML()
        self.picture = W.HTML()
        self.message = W.HTML()
        self.grid = W.GridBox([], layout=W.Layout(grid_gap="2px", width="100%"))
        self.grid.add_class("oo-grid")
        self._buttons: dict = {}
        for w, cls in ((self.status, "oo-status"), (self.picture, "oo-picture"), (self.message, "oo-message")):
            w.add_class(cls)

    # ------------------------------------------------------------------ the grid
    def extent(self) -> tuple:
        """(left x, right x, top y) of the grid shown: the picture's (:func:`~.draw.grid_extent`)."""
        return draw.grid_extent(self.reef)

    def cells(self) -> list:
        """The spaces the grid offers, row by row from the top, the sea-floor row (y = -1) last."""
        left, right, top = self.extent()
        return [(x, y) for y in range(top, -2, -1) for x in range(left, right + 1)]

    def cell_label(self, cell) -> str:
        """The name of a space's button: where it is, and the card in it."""
        card = self.reef.get(cell)
        where = draw.cell_words(cell)
        if card is not None:
            return card.name if cell == (0, 0) else f"{card.name} ({where})"
        if cell[1] < 0:
            x = cell[0]
            return "Sea floor, " + (f"{abs(x)} {'left' if x < 0 else 'right'}" if x else "under the Starter")
        return where[0].upper() + where[1:]

    def _build_grid(self):
        """The space buttons for the current reef. A button is made once per space and kept
        (only its name and look change), so that a click sends few messages to the browser."""
        left, right, _ = self.extent()
        cols = right - left + 1
        keep = self._buttons
        self._buttons = {}
        for cell in self.cells():
            b = keep.get(cell)
            if b is None:
                b = W.Button(layout=W.Layout(width="auto", min_height="44px"),
                             tooltip=f"Put the card here: {draw.cell_words(cell)}")
                b.on_click(lambda _, c=cell: self.click(c))
            look = "oo-card-cell" if cell in self.reef else "oo-floor-cell" if cell[1] < 0 else "oo-empty-cell"
            for other in ("oo-card-cell", "oo-floor-cell", "oo-empty-cell"):
                if other != look:
                    b.remove_class(other)      # no-op when absent (ipywidgets checks)
            b.add_class(look)                  # no-op when present
            label = self.cell_label(cell)
            if b.description != label:
                b.description = label
            self._buttons[cell] = b
        columns = f"repeat({cols}, minmax(0, 1fr))"
        if self.grid.layout.grid_template_columns != columns:
            self.grid.layout.grid_template_columns = columns
            self.grid.layout.max_width = f"{cols * draw.CELL_W}px"  # the columns of the picture above
        buttons = tuple(self._buttons.values())
        if tuple(self.grid.children) != buttons:
            self.grid.children = buttons
        self._style_grid()

    def _style_grid(self):
        shown = set(self.legal()) if getattr(self, "show_legal", False) else set()
        for cell, b in self._buttons.items():
            style = "success" if cell in shown else ("danger" if cell == self.refused else "")
            if b.button_style != style:
                b.button_style = style

    def legal(self) -> tuple:
        """Where the picked card may go: the engine's :func:`~.reef.legal_cells`."""
        return legal_cells(self.reef, self.card)

    # ------------------------------------------------------------------ changes
    def click(self, cell) -> bool:
        """Try to put the picked card into ``cell``. Returns whether the engine allowed it; if
        not, the refusal says why in a player's words and nothing changes."""
        cell = as_cell(cell, "click")
        k = _kind(self.card)
        why = refused_words(self.reef, k, cell)
        if why is not None:
            self.error = why.replace(NOT_ALLOWED, f"{NOT_ALLOWED} ({k.name}, {draw.cell_words(cell)})", 1)
            self.result = ""
            self.refused = cell
            self._render()
            return False
        self.reef = self.reef.put(cell, Card(self._next_id(), k.id))
        self.placed.append(cell)
        self.last, self.refused, self.error = cell, None, ""
        self.result = f"Yes! The {k.name} goes {draw.cell_words(cell)}. " + self._after_place()
        self._build_grid()
        self._render()
        return True

    def _after_place(self) -> str:
        return ""

    def _next_id(self) -> int:
        return 2000 + len(self.placed)

    def pick(self, card: Any):
        """Pick the card to place (a name, a :class:`~.cards.Kind` or a card)."""
        k = _kind(card)
        self._check_pick(k)
        self.card = k.name
        self.error = self.result = ""
        self.refused = None
        self._sync()

    def _check_pick(self, k: Kind):
        pass

    def _picked(self, change):
        if not self.syncing:
            self.pick(change["new"])

    def _sync(self):
        with self.setting_controls():
            self.card_pick.value = self.card
        self._style_grid()
        self._render()

    def _message_value(self) -> str:
        if self.error:
            return _error_html(self.error)
        if self.result:
            return status(f"<p class='game-msg'><b>{escape(self.result)}</b></p>")
        return ""

    def _root(self, *children, cls: str):
        self.widget = W.VBox(list(children))
        self.widget.add_class(cls)
        self.widget.add_class("game-root")


# ============================================================================ placement trainer

class PlacementTrainer(_ReefApp):
    """Where can this card go? (Reef Connection Rules, Sun Cards, Fish Cards, Special Cards.)

    What the app holds: ``reef`` (a :class:`~.reef.Reef`), ``choices`` (the kinds of card
    offered), ``card`` (the name picked), ``show_legal`` (whether the engine's legal cells are
    marked) and ``placed`` (the cells filled here, in order). :meth:`click` places the card only
    where :func:`~.reef.why_not` finds nothing wrong; otherwise it shows why and nothing
    changes. Attracting a fish is left out: here a card is only placed.
    """

    def __init__(self, seed: int = 2026):
        self._setup()
        self.seed = need_int("seed", seed, 0, where="placement_trainer")
        self.show_legal = False
        self.card_pick = W.Dropdown(options=[("-", "-")], description="Card to place:", style=_WIDE,
                                    layout=W.Layout(width="auto", max_width="100%"))
        self.card_pick.observe(self._picked, names="value")
        self.legal_button = W.ToggleButton(value=False, description="Show where it can go", button_style="info",
                                           tooltip="Mark every space where the engine lets this card go")
        self.legal_button.observe(self._legal_toggled, names="value")
        self.again_button = W.Button(description="Start again", tooltip="The same reef as at the start")
        self.new_button = W.Button(description="New reef", tooltip="Another reef and other cards")
        self.again_button.on_click(lambda _: self.restart())
        self.new_button.on_click(lambda _: self.new_reef())
        help_text = W.HTML(_html(
            "<p class='game-note'>Click a space to put the card there. The spaces are laid out like the picture: "
            "the top row first, then the Starter Coral's row, then the sea floor.</p>" + GRID_CSS))
        top = W.Box([self.card_pick, self.legal_button], layout=W.Layout(flex_flow="row wrap", grid_gap="4px",
                                                                         align_items="center"))
        buttons = W.Box([self.again_button, self.new_button], layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        self._root(self.status, top, self.picture, help_text, self.grid, self.message, buttons, cls="oo-placement")
        self._load(seed)

    def _load(self, seed: int):
        self.seed = seed
        self.start = seeded_reef(seed)
        self.choices = trainer_cards(seed)
        self.card = self.choices[0].name
        self.restart()

    def restart(self):
        """Back to the reef the trainer started with."""
        self.reef = self.start
        self.placed = []
        self.last = self.refused = None
        self.error = self.result = ""
        with self.setting_controls():
            self.card_pick.options = [(_option(k), k.name) for k in self.choices]
        self._build_grid()
        self._sync()

    def new_reef(self, seed: Optional[int] = None):
        """Another seeded reef and cards (``seed``, by default the next one)."""
        self._load(self.seed + 1 if seed is None else seed)

    def _check_pick(self, k: Kind):
        if k not in self.choices:
            raise GameError(f"the trainer offers {and_list(c.name for c in self.choices)}, not the {k.name}")

    def show_legal_cells(self, on: bool = True):
        """Mark (or stop marking) every space where the engine lets the picked card go."""
        self.show_legal = bool(on)
        with self.setting_controls():
            self.legal_button.value = self.show_legal
            self.legal_button.description = "Hide the marks" if self.show_legal else "Show where it can go"
        self._style_grid()
        self._render()

    def _legal_toggled(self, change):
        if not self.syncing:
            self.show_legal_cells(change["new"])

    # ------------------------------------------------------------------ showing
    def _legal_words(self) -> str:
        k = _kind(self.card)
        cells = self.legal()
        if not cells:
            why = refused_words(self.reef, k, (0, 1) if (0, 1) not in self.reef else self.cells()[0]) or ""
            return (f"The {k.name} can go nowhere in this reef. " + why.split("\n")[0]).strip()
        return f"The {k.name} can go: " + "; ".join(draw.cell_words(c) for c in cells) + "."

    def _status_body(self) -> str:
        k = _kind(self.card)
        r = self.reef
        extra = (f"<p class='game-note'>{escape(self._legal_words())}</p>" if self.show_legal else "")
        return (f"<p class='game-msg'><b>Where can the {escape(k.name)} go?</b> Your reef has "
                f"{plural(len(r), 'card')}.</p>"
                f"<p class='game-note'>The {escape(k.name)}: {escape(draw.GROUP_WORDS[k.group])}; "
                f"{escape(draw.placement_words(k))}.</p>{extra}")

    def pictures(self) -> list[Picture]:
        """What the app draws: the reef (legal spaces marked when asked, the refused one, the last
        card placed), and the cards offered."""
        legal = self.legal() if self.show_legal else ()
        refused = [self.refused] if self.refused is not None and self.refused[1] >= 0 and \
            self.refused not in self.reef else ()
        return [draw.reef_picture(self.reef, label="Your reef", legal=legal, refused=refused, highlight=self.last,
                                  card=self.card, said_once=False),
                draw.cards_picture([k.name for k in self.choices], "Cards you can pick")]

    def _picture_body(self) -> str:
        return "".join(p._repr_html_() for p in self.pictures())

    def _render(self):
        self.status.value = status(self._status_body())
        self.picture.value = _html(self._picture_body())
        self.message.value = self._message_value()

    def preview(self) -> str:
        return preview(self._status_body(), self._picture_body(),
                       "<p class='game-note'>Pick a card, then click a space of the reef: the game says yes, or "
                       "why not. Show where it can go marks every space the card may take.</p>",
                       label="Where can this card go? A reef and the cards you can pick", cls="oo-placement")


def placement_trainer(seed: int = 2026) -> PlacementTrainer:
    """The "Where can this card go?" mini-game, with the reef and cards dealt for ``seed``."""
    return PlacementTrainer(seed)


# ============================================================================ reef scorer

class ReefScorer(_ReefApp):
    """Build a reef and watch its score (Scoring, Coral Color Bonus, Fish May School by Type).

    What the app holds: ``start`` (the reef it began with: a Starter Coral, or a reef copied from
    a table), ``reef`` (``start`` plus the cards placed here, each on a cell the engine allowed),
    ``placed`` (those cells, in order) and ``card`` (the name picked). The score shown is
    :func:`~.scoring.score` of ``reef``.
    """

    def __init__(self, seed: int = 2026, cells: Any = None):
        self._setup()
        self.seed = need_int("seed", seed, 0, where="reef_scorer")
        if cells is None:
            start = Reef({(0, 0): Card(0, random.Random(seed).choice(STARTERS).id)})
        else:
            start = _reef(cells)
            if not len(start):
                raise GameError("reef_scorer: a reef holds at least its Starter Coral, like {(0, 0): 'Blue Starter Coral'}")
        self.start = start
        self.card = PLACEABLE[0].name
        self.table = W.HTML()
        self.table.add_class("oo-table")
        self.card_pick = W.Dropdown(options=[(_option(k), k.name) for k in PLACEABLE], value=self.card,
                                    description="Card to place:", style=_WIDE,
                                    layout=W.Layout(width="auto", max_width="100%"))
        self.card_pick.observe(self._picked, names="value")
        self.undo_button = W.Button(description="Take back the last card", tooltip="Remove the card placed last")
        self.clear_button = W.Button(description="Clear", button_style="warning",
                                     tooltip="Back to the reef you started from")
        self.undo_button.on_click(lambda _: self.undo())
        self.clear_button.on_click(lambda _: self.clear())
        help_text = W.HTML(_html(
            "<p class='game-note'>Click a space to put the card there (only where the rules allow). The spaces "
            "are laid out like the picture: the top row first, then the Starter Coral's row, then the sea "
            "floor.</p>" + GRID_CSS))
        buttons = W.Box([self.undo_button, self.clear_button], layout=W.Layout(flex_flow="row wrap", grid_gap="4px"))
        self._root(self.status, self.card_pick, self.picture, help_text, self.grid, self.message, buttons, self.table,
                   cls="oo-scorer")
        self.clear()

    def breakdown(self):
        """The engine's itemised score of the reef (:func:`~.scoring.score`)."""
        return score(self.reef)

    def undo(self) -> bool:
        """Take back the card placed last; returns whether there was one (the starting reef stays)."""
        self.error = self.result = ""
        if not self.placed:
            self._render()
            return False
        cell = self.placed.pop()
        self.reef = self.reef.without(cell)
        self.last = self.placed[-1] if self.placed else None
        self._build_grid()
        self._render()
        return True

    def clear(self):
        """Back to the reef the scorer started from."""
        self.reef = self.start
        self.placed = []
        self.last = self.refused = None
        self.error = self.result = ""
        self._build_grid()
        self._sync()

    def _after_place(self) -> str:
        return f"Your reef now scores {points(self.breakdown().total)}."

    # ------------------------------------------------------------------ showing
    def _status_body(self) -> str:
        r = self.reef
        b = self.breakdown()
        cols = colours(r)
        cw = and_list((f"{c} ({COLOUR_LETTERS[c]})" for c in cols), empty="none")
        nxt = COLOUR_BONUS[min(len(cols) + 1, len(COLOURS))]
        more = (f" One more colour would make the bonus {points(nxt)}." if len(cols) < len(COLOURS) else "")
        return (f"<p class='game-msg'><b>Your reef: {plural(len(r), 'card')}, {points(b.total)}.</b></p>"
                f"<p class='game-note'>Coral colours: {escape(cw)} ({plural(len(cols), 'colour')}: a bonus of "
                f"{points(COLOUR_BONUS[len(cols)])}).{escape(more)}</p>")

    def pictures(self) -> list[Picture]:
        """What the app draws: the reef with the engine's score, the last card outlined."""
        return [draw.reef_picture(self.reef, self.breakdown(), label="Your reef", details=False, highlight=self.last)]

    def _picture_body(self) -> str:
        return self.pictures()[0]._repr_html_()

    def _table_body(self) -> str:
        return f"<p class='game-note'><b>The score, item by item</b></p>{self.breakdown()._repr_html_()}"

    def _render(self):
        self.status.value = status(self._status_body())
        self.picture.value = _html(self._picture_body())
        self.table.value = _html(self._table_body())
        self.message.value = self._message_value()
        self.undo_button.disabled = not self.placed

    def preview(self) -> str:
        return preview(self._status_body(),
                       "<p class='game-note'>Pick a card, then click a space of the reef to put it there. The "
                       "score follows, item by item: printed points, fish in schools, the coral colour bonus.</p>",
                       self._picture_body(), self._table_body(),
                       label="Reef scorer: a reef and its score, item by item", cls="oo-scorer")


def reef_scorer(seed: int = 2026, *, cells: Any = None) -> ReefScorer:
    """The reef scorer, starting from a Starter Coral chosen by ``seed``, or from ``cells`` (a
    reef copied from a table: ``{(x, y): card name}``, the Starter Coral at ``(0, 0)``).

    >>> s = reef_scorer(cells={(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (0, 1): "Clownfish",
    ...                        (1, 1): "Clownfish", (0, 2): "Angelfish"})
    >>> int(s.breakdown().total)
    7
    """
    return ReefScorer(seed, cells)


# ============================================================================ static pictures
# The site shows these before Python starts: the same first screen as the app notebooks in
# apps/open_ocean/ (same arguments), without any control.

def placement_preview() -> str:
    """The first screen of apps/open_ocean/placement.ipynb as static HTML (no control)."""
    return placement_trainer().preview()


def scorer_preview() -> str:
    """The first screen of apps/open_ocean/scorer.ipynb as static HTML (no control)."""
    return reef_scorer().preview()
