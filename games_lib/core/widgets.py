"""The base of every game's ipywidgets app (needs ``ipywidgets`` only when an app is built).

An app holds one root widget in ``.widget``, displays itself in a notebook, and changes what it
shows only from what the engine holds (its ``state``), never from a copy of the rules.
"""

from __future__ import annotations

from html import escape

APP_CSS = """<style>
.game-app table.score-breakdown {border-collapse: collapse; font-size: 0.9em; margin: 4px 0;}
.game-app table.score-breakdown td, .game-app table.score-breakdown th {border: 1px solid #ccc; padding: 2px 6px;}
.game-app .game-msg {padding: 4px 8px; border-left: 4px solid #2b6cb0; background: #f0f6fc; margin: 4px 0;}
.game-app .game-err {padding: 4px 8px; border-left: 4px solid #c53030; background: #fff5f5; margin: 4px 0;}
</style>"""


class App:
    """Common parts of a mini-game: a root widget, displayable directly in a notebook."""

    widget = None

    def _ipython_display_(self):  # pragma: no cover - needs IPython
        from IPython.display import display

        display(self.widget)


def panel(body: str, cls: str = "") -> str:
    """HTML for an app's output area: the shared styles, then ``body``."""
    return f"<div class='game-app {cls}'>{APP_CSS}{body}</div>"


def message(text: str, error: bool = False) -> str:
    """A one-line message (escaped); errors get the error style."""
    return panel(f"<p class='{'game-err' if error else 'game-msg'}'>{escape(text)}</p>")
