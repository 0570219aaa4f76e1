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
