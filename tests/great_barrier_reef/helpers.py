"""Positions set up by hand for the tests, through the library's public :func:`position`."""

from games_lib.great_barrier_reef import position as _position
from games_lib.great_barrier_reef.cards import colour


def counts(d):
    """7 counts (red … blue, octopus) from {colour: count}."""
    out = [0] * 7
    for k, n in (d or {}).items():
        out[colour(k)] += n
    return tuple(out)


def position(*, n=2, **kw):
    """:func:`games_lib.great_barrier_reef.position` with ``n`` for the number of players."""
    return _position(num_players=n, **kw)
