"""Seeded randomness: every random choice in the project goes through ``random.Random(seed)``."""

from __future__ import annotations

import random

from .checks import need_seed
from .errors import GameError


def make_rng(seed: "int | random.Random | None") -> random.Random:
    """Return a ``random.Random``: a new one seeded with ``seed``, or ``seed`` itself if it is one.

    ``None`` is refused on purpose: results must be reproducible.

    >>> make_rng(7).random() == make_rng(7).random()
    True
    >>> make_rng(2.5)
    Traceback (most recent call last):
    ...
    games_lib.core.errors.GameError: seed must be a whole number (or a random.Random), not 2.5
    """
    if isinstance(seed, random.Random):
        return seed
    if seed is None:
        raise GameError("a seed is required: pass an int so that results can be reproduced")
    return random.Random(need_seed("seed", seed))


def shuffle(rng: random.Random, items: list) -> None:
    """Shuffle ``items`` in place exactly as ``rng.shuffle(items)`` does, a little faster: the
    same swaps from the end, each index drawn with ``getrandbits`` (a draw too large is drawn
    again), without a Python call per item. A subclass of ``random.Random`` may draw its own
    way: it gets its own ``shuffle``.

    >>> a, b = list(range(10)), list(range(10))
    >>> random.Random(3).shuffle(a); shuffle(random.Random(3), b); a == b
    True
    """
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    steps = _STEPS.get(len(items))
    if steps is None:
        steps = _STEPS[len(items)] = tuple((i, (i + 1).bit_length()) for i in range(len(items) - 1, 0, -1))
    for i, k in steps:  # items[i] swapped with items[j], j drawn from 0 to i with k bits
        j = bits(k)
        while j > i:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


_STEPS: dict = {}
"""Per length of a list shuffled: its steps ``(i, bits to draw)`` in order, worked out once."""
