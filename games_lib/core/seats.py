"""Seats around a table: turn order from a first player, neighbours, passing, a moving marker.

Every game seats its players the same way: seat numbers go clockwise, so the player on your
*left* plays after you, and a hand passed to the left goes to the next seat. Open Ocean passes
hands (and its First Player card) to the left; Oceans reads every species as one ring across
the players; Great Barrier Reef and Pacific Ocean play in seat order from a first player.

>>> t = Table(4)
>>> t.order(first=2)
(2, 3, 0, 1)
>>> t.left(3), t.right(0)
(0, 3)
>>> t.pass_to(1, LEFT), t.pass_to(1, RIGHT)
(2, 0)
>>> m = FirstPlayer(0).moved(t, LEFT)
>>> m.seat, t.order(m.seat)
(1, (1, 2, 3, 0))
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import GameError

LEFT = 1
"""Passing direction: to the next seat clockwise (the player on your left)."""
RIGHT = -1
"""Passing direction: to the previous seat (the player on your right)."""


class Table(NamedTuple):
    """``num_players`` seats, numbered 0 to ``num_players - 1`` clockwise."""

    num_players: int

    def check(self, seat: object, what: str = "seat") -> int:
        """``seat`` itself when it is a seat at this table, else a :class:`GameError`."""
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.num_players:
            raise GameError(f"{what} must be a seat number from 0 to {self.num_players - 1}, not {seat!r}")
        return seat

    def order(self, first: int = 0) -> tuple[int, ...]:
        """Every seat once, clockwise from ``first``: the order in which a turn is played."""
        n = self.num_players
        self.check(first, "the first player")
        return tuple((first + k) % n for k in range(n))

    def left(self, seat: int) -> int:
        """The neighbour on ``seat``'s left: the next seat clockwise (plays after it)."""
        return (self.check(seat) + 1) % self.num_players

    def right(self, seat: int) -> int:
        """The neighbour on ``seat``'s right: the previous seat (plays before it)."""
        return (self.check(seat) - 1) % self.num_players

    def pass_to(self, seat: int, direction: int = LEFT) -> int:
        """Who receives what ``seat`` passes in ``direction`` (:data:`LEFT` or :data:`RIGHT`)."""
        if direction not in (LEFT, RIGHT):
            raise GameError(f"a passing direction is LEFT (1) or RIGHT (-1), not {direction!r}")
        return (self.check(seat) + direction) % self.num_players

    def passed(self, held: tuple, direction: int = LEFT) -> tuple:
        """What each seat holds after everyone passes what they hold in ``direction``
        (one entry per seat).

        >>> Table(3).passed(("a", "b", "c"))
        ('c', 'a', 'b')
        """
        n = self.num_players
        if len(held) != n:
            raise GameError(f"passing needs one entry per seat: {n} seats, {len(held)} entries")
        if direction not in (LEFT, RIGHT):
            raise GameError(f"a passing direction is LEFT (1) or RIGHT (-1), not {direction!r}")
        held = tuple(held)
        return held[-direction:] + held[:-direction]  # seat i gets what seat i - direction held


class FirstPlayer(NamedTuple):
    """A first-player marker held by one seat; it moves with a pass (Open Ocean's First Player card)."""

    seat: int = 0

    def moved(self, table: Table, direction: int = LEFT) -> "FirstPlayer":
        """The marker after it is passed once in ``direction``."""
        return tuple.__new__(FirstPlayer, (table.pass_to(self.seat, direction),))  # (the constructor is a Python call)
