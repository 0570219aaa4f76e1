"""Helpers for the site's notebooks: numbers glued into the prose (myst-nb's ``glue``).

Every number a page states comes from the library: a notebook cell computes it and glues it
under a name; the prose shows it with ``{glue}`name``` (numbers) or ``{glue:md}`name```
(words). Outside the site's build (a reader's own Jupyter without myst-nb) ``glue`` does
nothing but return the value, so a downloaded notebook still runs.
"""

from __future__ import annotations

from typing import Any


def glue(name: str, value: Any, display: bool = False) -> Any:
    """Store ``value`` under ``name`` for the page's prose; strings are glued as Markdown."""
    try:
        from myst_nb import glue as _glue
    except ImportError:  # pragma: no cover - a reader's Jupyter without myst-nb
        return value
    shown = value
    if isinstance(value, str):
        from IPython.display import Markdown

        shown = Markdown(value)
    elif isinstance(value, float) and value.is_integer():
        shown = int(value)
    _glue(name, shown, display=display)
    return value
