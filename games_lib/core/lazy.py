"""Rules first, pictures on demand: a game package's drawings, widgets and kit load on first use.

A game's ``__init__`` sets ``__getattr__ = on_demand(__name__, modules, names)``: importing
the game loads its rules only; ``game.draw`` (a module) or ``game.hand_picture`` (a name from
one) imports what is asked for, when it is asked for (python-chess imports its SVG code lazily
the same way).
"""

from __future__ import annotations

import importlib
from typing import Callable, Iterable, Mapping


def on_demand(package: str, modules: Iterable[str], names: Mapping[str, str] = {}) -> Callable[[str], object]:
    """A module ``__getattr__`` for ``package`` that imports ``modules`` (submodule names) and
    ``names`` (attribute name -> the submodule it lives in) only when first looked up."""
    modules, names = frozenset(modules), dict(names)

    def __getattr__(name: str) -> object:
        if name in names:
            return getattr(importlib.import_module(f".{names[name]}", package), name)
        if name in modules:
            return importlib.import_module(f".{name}", package)
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
