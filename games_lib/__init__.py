"""games_lib: pure-Python rules for four ocean board games.

Every game follows one shape (see :mod:`games_lib.core`):

* card data as declarative tables, each entry carrying its :class:`~games_lib.core.Provenance`;
* ``games_lib.load(name)`` returns the game (its ``info``: players, chance, longest game);
* an immutable ``State`` with ``legal_actions()`` (sorted, deterministic), ``apply(action)``
  returning a new state, ``is_terminal()``, ``outcome()`` and ``view(player)`` (what one seat
  may see: bots decide from a view, never from the full state);
* an itemised score breakdown, bots, and drawings (``_repr_svg_`` / ``_repr_html_``).

>>> from games_lib import pacific_ocean as po
>>> state = po.new_game(seed=1)
>>> state.is_terminal()
False
"""

from .core.game import available, load

__version__ = "0.2.0"

__all__ = ["__version__", "available", "load"]
