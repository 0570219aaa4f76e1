"""Helpers for the site's notebooks: numbers glued into the prose (myst-nb's ``glue``), and
refused moves shown in a player's words.

Every number a page states comes from the library: a notebook cell computes it and glues it
under a name; the prose shows it with ``{glue}`name``` (numbers) or ``{glue:md}`name```
(words). Outside the site's build (a reader's own Jupyter without myst-nb) ``glue`` does
nothing but return the value, so a downloaded notebook still runs.

A rules page starts with ``setup_page()`` (in its first, removed, cell). From then on a cell
that the rules refuse (it raises one of the library's errors, and carries the
``raises-exception`` tag) still fails, as nbval checks, but what it shows is a short box in a
player's words (:func:`games_lib.core.refusals.refusal_words`) instead of a traceback: IPython
hands the error to :func:`show_refusal`, which gives the words as the error's whole
"traceback". The error's name and message (with the rule's key and the position) stay in the
stored output for nbval to compare; the site and Jupyter show the words only.
"""

from __future__ import annotations

from typing import Any

from .errors import GameError
from .refusals import refusal_words


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


def show_refusal(shell: Any, etype: type, value: BaseException, tb: Any, tb_offset: Any = None) -> list:
    """IPython's custom exception handler for the library's errors: it shows the refusal in
    words as the error's whole "traceback" (in a kernel: the cell's error output, with the
    error's name and message kept for nbval) and returns it. IPython has already marked the
    cell as failed."""
    stb = refusal_words(value).splitlines()
    shell._showtraceback(etype, value, stb)
    return stb


def setup_page(shell: Any = None) -> None:
    """Make this notebook show every refusal of the library as a short box in words (see the
    module docstring). Call it once, at the top of a page; outside IPython it does nothing.
    Returns nothing, so that the cell shows nothing."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:  # pragma: no cover - plain Python
            return
        shell = get_ipython()
    if shell is not None:
        shell.set_custom_exc((GameError,), show_refusal)
