"""The base of every game's ipywidgets app (needs ``ipywidgets`` only when an app is built).

An app holds one root widget in ``.widget``, displays itself in a notebook, and changes what it
shows only from what the engine holds (its ``state``), never from a copy of the rules.

Shared helpers, for every game:

* :func:`panel`, :func:`message`, :func:`status` — HTML for an app's output areas (the shared
  styles; a status line that screen readers announce);
* :func:`refusal_words` — a refused move in a player's words (no rule key, no position), from
  :mod:`games_lib.core.refusals` (the rules pages' refusal box says the same);
* :func:`rule_message` — a refusal of the library (:class:`~games_lib.core.IllegalActionError`)
  in words: the card, what is wrong, the rulebook section, the rule;
* :func:`points` — ``"1 point"``, ``"-2 points"``;
* :func:`as_html` — a drawing (a string, or an object with ``_repr_html_``/``_repr_svg_``) as HTML;
* :func:`walk`, :func:`controls`, :func:`accessible_name` — the widget tree, its interactive
  controls and their names (for keyboard and screen-reader checks);
* :func:`preview` — a static HTML picture of an app's first screen (no control at all).

>>> points(1), points(-2), points(2.5)
('1 point', '-2 points', '2.5 points')
>>> from games_lib.core import IllegalActionError, Rule
>>> rule = Rule("Game", "§5 Game End", "seven-cards", "A sanctuary holds at most 7 cards.")
>>> rule_message(IllegalActionError(rule, None, "add Stingray", "this sanctuary already has 6 animals"), "Stingray")
'Stingray: this sanctuary already has 6 animals (§5 Game End). The rule: A sanctuary holds at most 7 cards.'
"""

from __future__ import annotations

from contextlib import contextmanager
from html import escape
from typing import Iterator, Optional

from .refusals import refusal_words, section_words  # noqa: F401 - the live games' refusals

APP_CSS = """<style>
.game-app table.score-breakdown {border-collapse: collapse; font-size: 0.9em; margin: 4px 0;}
.game-app table.score-breakdown td, .game-app table.score-breakdown th {border: 1px solid #ccc; padding: 2px 6px;}
.game-app .game-msg {padding: 4px 8px; border-left: 4px solid #2b6cb0; background: #f0f6fc; margin: 4px 0;}
.game-app .game-err {padding: 4px 8px; border-left: 4px solid #c53030; background: #fff5f5; margin: 4px 0;}
.game-app .game-news {padding: 4px 8px; border-left: 4px solid #8a6d00; background: #fffbea; margin: 4px 0;}
.game-app .game-news ul {margin: 2px 0;}
.game-app .game-note {font-size: 0.92em; color: #333; margin: 2px 0;}
.game-app {line-height: 1.45;}
.game-app ul, .game-app ol {margin: 2px 0 4px 0; padding-left: 1.4em;}
.game-app ol.game-log {padding-left: 3.2em;}
.game-app svg {max-width: 100%; height: auto;}
.game-root .widget-button {white-space: normal; height: auto; min-height: 32px; max-width: 100%; text-align: left;}
.game-root .widget-button:focus-visible, .game-root select:focus-visible {outline: 3px solid #2b6cb0; outline-offset: 2px;}
.game-root .widget-dropdown {flex-wrap: wrap; height: auto; row-gap: 2px;
  max-width: calc(100% - 2 * var(--jp-widgets-margin, 2px)) !important;}
.game-root .widget-dropdown > select {flex: 1 1 22em; min-width: min(22em, 100%); max-width: 100%; height: auto; min-height: 32px;}
.game-root .jupyter-button.mod-primary {background-color: #1a5a9e; color: #fff;}
.game-root .jupyter-button.mod-info {background-color: #006978; color: #fff;}
.game-root .jupyter-button.mod-success {background-color: #2e6b30; color: #fff;}
.game-root .jupyter-button.mod-warning {background-color: #8a4b00; color: #fff;}
.game-root .jupyter-button.mod-danger {background-color: #b3261e; color: #fff;}
[data-live-theme=dark] .game-app .game-msg {background: #14293d; border-left-color: #6cb6ff;}
[data-live-theme=dark] .game-app .game-err {background: #3d1719; border-left-color: #ff8a80;}
[data-live-theme=dark] .game-app .game-news {background: #332a00; border-left-color: #e0b400;}
[data-live-theme=dark] .game-app .game-note {color: #e2e2e2;}
[data-live-theme=dark] .game-app table.score-breakdown td, [data-live-theme=dark] .game-app table.score-breakdown th {border-color: #666;}
[data-live-theme=dark] .game-app.game-paper {background: #fbfbf7; color: #1a1a1a; border-radius: 6px; padding: 4px 6px;}
[data-live-theme=dark] .game-app.game-paper .game-note {color: #333;}
[data-live-theme=dark] .game-app.game-paper table.score-breakdown td,
  [data-live-theme=dark] .game-app.game-paper table.score-breakdown th {border-color: #ccc;}
</style>"""


class App:
    """Common parts of a mini-game: a root widget, displayable directly in a notebook."""

    widget = None
    syncing = False
    """True while the app sets its own controls from what it holds (:meth:`setting_controls`):
    the controls' observers then do nothing, so that no reader's change is made up."""

    @contextmanager
    def setting_controls(self):
        """Set the app's own drop-downs inside ``with self.setting_controls():``: their
        observers see :attr:`syncing` and leave the app alone until the block ends."""
        self.syncing = True
        try:
            yield
        finally:
            self.syncing = False

    def _ipython_display_(self):  # pragma: no cover - needs IPython
        from IPython.display import display

        display(self.widget)

    def preview(self) -> str:
        """The static HTML picture of what the app shows now (no control): see :func:`preview`."""
        raise NotImplementedError


def panel(body: str, cls: str = "") -> str:
    """HTML for an app's output area: the shared styles, then ``body``."""
    return f"<div class='game-app {cls}'>{APP_CSS}{body}</div>"


def message(text: str, error: bool = False) -> str:
    """A short message (escaped; a new line in ``text`` starts a new line); errors get the
    error style and are announced at once."""
    role = "role='alert'" if error else ""
    body = escape(text).replace("\n", "<br>")
    return panel(f"<p class='{'game-err' if error else 'game-msg'}' {role}>{body}</p>")


def status(body: str, cls: str = "", question: Optional[int] = None) -> str:
    """An app's status area (``body`` is HTML): a polite live region, so that a screen reader
    reads what changed after each move. ``question``: the number of the question it asks
    (``data-live-question``); the page around a live app keeps the app's current question in
    view when that number changes."""
    mark = "" if question is None else f" data-live-question='{int(question)}'"
    return panel(f"<div role='status' aria-live='polite'{mark}>{body}</div>", cls)


def preview(*bodies: str, label: str = "", cls: str = "") -> str:
    """A static picture of an app's screen: the given HTML bodies in one panel, without any
    control (the page that shows it adds its own "Play" button). ``label`` names it for
    screen readers.

    >>> html = preview("<p>Your turn</p>", label="The game, before the first move")
    >>> "<button" in html, "aria-label='The game, before the first move'" in html
    (False, True)
    """
    aria = f" aria-label='{escape(label, quote=True)}'" if label else ""
    return (f"<div class='game-app game-preview {cls}' role='group'{aria}>{APP_CSS}"
            + "".join(bodies) + "</div>")


def points(x: float) -> str:
    """A number of points in words: ``1 point``, ``0 points``, ``-2 points``."""
    return f"{x:g} point" + ("" if x == 1 else "s")


def as_html(picture) -> str:
    """A drawing as an HTML string: a string as is, else its ``_repr_html_`` (or
    ``_repr_svg_``), else its text, escaped.

    >>> class Pic:
    ...     def _repr_html_(self):
    ...         return "<svg></svg>"
    >>> as_html(Pic()), as_html("<b>x</b>"), as_html(3 < 4)
    ('<svg></svg>', '<b>x</b>', 'True')
    """
    if isinstance(picture, str):
        return picture
    for attr in ("_repr_html_", "_repr_svg_"):
        method = getattr(picture, attr, None)
        if method is not None:
            out = method()
            if out:
                return out
    return escape(str(picture))


def rule_message(error: Exception, subject: Optional[str] = None) -> str:
    """A refusal in words: ``"<subject>: <what is wrong> (<section>). The rule: <rule>."``

    ``error`` is one of the library's errors; an :class:`IllegalActionError` names its rule
    (with the rulebook section), other errors give their first line.
    """
    head = f"{subject}: " if subject else ""
    rule = getattr(error, "rule", None)
    if rule is None:
        return head + str(error).splitlines()[0]
    detail = getattr(error, "detail", "") or ""
    if not detail:
        return f"{head}{rule.text} ({rule.section})"
    return f"{head}{detail} ({rule.section}). The rule: {rule.text}"


# ------------------------------------------------------------------ the widget tree

def walk(widget) -> Iterator:
    """``widget`` and every widget inside it (through ``children``), depth first, in the order
    a keyboard reaches them."""
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from walk(child)


def shown(widget) -> bool:
    """Whether ``widget`` itself is displayed (its layout does not hide it)."""
    layout = getattr(widget, "layout", None)
    return layout is None or (layout.display != "none" and layout.visibility != "hidden")


def visible_widgets(widget) -> Iterator:
    """Like :func:`walk`, skipping what is hidden (and everything inside it)."""
    if not shown(widget):
        return
    yield widget
    for child in getattr(widget, "children", ()) or ():
        yield from visible_widgets(child)


_PASSIVE = ("Box", "HBox", "VBox", "GridBox", "HTML", "HTMLMath", "Label", "Output")


def controls(widget, visible_only: bool = True) -> list:
    """The interactive widgets inside ``widget`` (anything but boxes, HTML and labels), in
    keyboard order."""
    ws = visible_widgets(widget) if visible_only else walk(widget)
    return [w for w in ws if type(w).__name__ not in _PASSIVE]


def accessible_name(widget) -> str:
    """The name a screen reader gives a control: its ``description`` (ipywidgets 8 renders it
    as a ``<label>`` for inputs and as the text of a button)."""
    return (getattr(widget, "description", "") or "").strip()
