"""Name lookup for a game's fixed tables (cards, faces, tiles): one ``Catalog`` for all of them."""

from __future__ import annotations

from typing import Iterable, TypeVar

from .errors import UnknownNameError

T = TypeVar("T")


class Catalog(tuple):
    """A tuple of named items (each with ``id`` equal to its index and a unique ``name``) that
    also looks items up by name (case-insensitive), by id, or passes an item through.

    It is a real tuple, so ``CATALOG[3]`` stays a plain, fast index.

    >>> from collections import namedtuple
    >>> Fish = namedtuple("Fish", "id name")
    >>> FISH = Catalog("fish", [Fish(0, "Clownfish"), Fish(1, "Blue Tang")])
    >>> FISH.lookup("blue tang").id, FISH.lookup(0).name, len(FISH)
    (1, 'Clownfish', 2)
    >>> FISH.lookup("Nemo")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.UnknownNameError: unknown fish 'Nemo'; valid names: Clownfish, Blue Tang
    """

    def __new__(cls, kind: str, items: Iterable[T]) -> "Catalog":
        self = super().__new__(cls, items)
        by_name = {}
        for i, item in enumerate(self):
            if item.id != i:
                raise ValueError(f"{kind} {item.name!r} has id {item.id}, but sits at index {i}")
            key = item.name.lower()
            if key in by_name:
                raise ValueError(f"two {kind}s are named {item.name!r}")
            by_name[key] = item
        self.kind = kind
        self._by_name = by_name
        self._type = type(self[0]) if self else None
        return self

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(item.name for item in self)

    def lookup(self, key):
        """The item named ``key`` (any case), numbered ``key``, or ``key`` itself if it is an item."""
        if self._type is not None and isinstance(key, self._type):
            if isinstance(key.id, int) and 0 <= key.id < len(self) and self[key.id] == key:
                return self[key.id]  # the catalog's own copy, even for an equal one (unpickled)
        if isinstance(key, int) and not isinstance(key, bool) and 0 <= key < len(self):
            return self[key]
        found = self._by_name.get(key.lower()) if isinstance(key, str) else None
        if found is None:
            raise UnknownNameError(self.kind, key, self.names)
        return found

    __call__ = lookup

    def many(self, keys: Iterable) -> tuple:
        """Several items at once."""
        return tuple(self.lookup(k) for k in keys)

    def __repr__(self) -> str:
        return f"<Catalog of {len(self)} {self.kind}s>"

    def __reduce__(self):
        return (Catalog, (self.kind, tuple(self)))
