"""Token places: identical tokens spread over named places, moved but never made or lost.

Oceans moves population tokens between the RESERVE, the Reef, three Ocean zones, species
boards and score piles; the total never changes. :class:`Tokens` is that ledger, immutable:
:meth:`Tokens.move` returns a new one and refuses any move that would create or lose a token.

>>> t = Tokens({"reserve": 60, "reef": 0, "box": 40})
>>> t = t.move("reserve", "reef", 5)
>>> t["reserve"], t["reef"], t.total
(55, 5, 100)
>>> t.move("reef", "reserve", 6)
Traceback (most recent call last):
...
games_lib.core.tokens.TokenError: cannot move 6 tokens from 'reef' to 'reserve': 'reef' holds 5
>>> t.conservation(100), t.conservation(99)
([], ['tokens not conserved: 100 in all places (reserve 55, reef 5, box 40), expected 99'])
"""

from __future__ import annotations

from typing import Iterable, Iterator, Mapping

from .errors import GameError


class TokenError(GameError):
    """A token move that would make, lose or misplace tokens; the ledger is unchanged."""


class Tokens(Mapping):
    """How many tokens each named place holds (places are fixed when the ledger is made)."""

    __slots__ = ("_places", "_counts", "_hash")

    def __init__(self, counts: "Mapping[str, int] | Iterable[tuple[str, int]]") -> None:
        items = list(counts.items() if isinstance(counts, Mapping) else counts)
        for name, n in items:
            if not isinstance(name, str) or not name:
                raise TokenError(f"a token place is named by a non-empty string, not {name!r}")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise TokenError(f"place {name!r} must hold a whole number of tokens, 0 or more, not {n!r}")
        names = tuple(name for name, _ in items)
        if len(set(names)) != len(names):
            raise TokenError(f"two token places share a name: {names}")
        self._places = names
        self._counts = tuple(n for _, n in items)
        self._hash = None

    @classmethod
    def _of(cls, places: tuple, counts: tuple) -> "Tokens":
        t = cls.__new__(cls)
        t._places, t._counts, t._hash = places, counts, None
        return t

    # Mapping
    def __getitem__(self, place: str) -> int:
        try:
            return self._counts[self._places.index(place)]
        except ValueError:
            raise TokenError(f"no token place {place!r}; places: {', '.join(self._places)}") from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._places)

    def __len__(self) -> int:
        return len(self._places)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Tokens):
            return self._places == other._places and self._counts == other._counts
        return NotImplemented

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash((self._places, self._counts))
        return self._hash

    @property
    def total(self) -> int:
        """Tokens in all places together."""
        return sum(self._counts)

    @property
    def places(self) -> tuple:
        """The places' names, in the order the ledger was made."""
        return self._places

    @property
    def counts(self) -> tuple:
        """How many tokens each place holds, in the order of :attr:`places` (a fast read for
        engines that keep places by number)."""
        return self._counts

    def recounted(self, counts) -> "Tokens":
        """The ledger after a batch of moves made on a copy of :attr:`counts` (an engine's working
        copy): the same places, ``counts`` one per place. Refused (:class:`TokenError`) when the
        batch made or lost a token or left a place below zero.

        >>> t = Tokens({"reef": 3, "zone": 2})
        >>> t.recounted([1, 4])["zone"]
        4
        >>> t.recounted([4, 2])
        Traceback (most recent call last):
        ...
        games_lib.core.tokens.TokenError: a batch of moves made or lost tokens: 6 in all places, expected 5
        """
        counts = tuple(counts)
        if len(counts) != len(self._counts) or min(counts, default=0) < 0:
            raise TokenError(f"a batch of moves needs one count of 0 or more per place ({len(self._places)}), "
                             f"not {counts!r}")
        total = sum(counts)
        if total != sum(self._counts):
            raise TokenError(f"a batch of moves made or lost tokens: {total} in all places, expected "
                             f"{sum(self._counts)}")
        return Tokens._of(self._places, counts)

    def _index(self, place: object, role: str) -> int:
        try:
            return self._places.index(place)
        except ValueError:
            raise TokenError(f"no token place {place!r} to move {role}; places: {', '.join(self._places)}") from None

    def move(self, source: str, destination: str, n: int) -> "Tokens":
        """The ledger after ``n`` tokens go from ``source`` to ``destination``.

        Refused (:class:`TokenError`) when a place does not exist, ``n`` is not a whole number
        of at least 0, the two places are the same, or ``source`` holds fewer than ``n``."""
        i, j = self._index(source, "from"), self._index(destination, "to")
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise TokenError(f"the number of tokens to move is a whole number, 0 or more, not {n!r}")
        if i == j:
            raise TokenError(f"cannot move tokens from {source!r} to itself")
        have = self._counts[i]
        if n > have:
            raise TokenError(f"cannot move {n} tokens from {source!r} to {destination!r}: {source!r} holds {have}")
        if n == 0:
            return self
        counts = list(self._counts)
        counts[i] -= n
        counts[j] += n
        return Tokens._of(self._places, tuple(counts))

    def conservation(self, expected_total: int) -> list[str]:
        """The invariant every game with token places checks: empty when the total is
        ``expected_total``, else one problem in words (for ``Game.invariants``)."""
        if self.total == expected_total:
            return []
        where = ", ".join(f"{p} {n}" for p, n in zip(self._places, self._counts))
        return [f"tokens not conserved: {self.total} in all places ({where}), expected {expected_total}"]

    def __repr__(self) -> str:
        return "Tokens({" + ", ".join(f"{p!r}: {n}" for p, n in zip(self._places, self._counts)) + "})"
