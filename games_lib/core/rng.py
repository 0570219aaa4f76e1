"""Seeded randomness: every random choice in the project goes through ``random.Random(seed)``."""

from __future__ import annotations

import random


def make_rng(seed: "int | random.Random | None") -> random.Random:
    """Return a ``random.Random``: a new one seeded with ``seed``, or ``seed`` itself if it is one.

    ``None`` is refused on purpose: results must be reproducible.

    >>> make_rng(7).random() == make_rng(7).random()
    True
    """
    if isinstance(seed, random.Random):
        return seed
    if seed is None:
        raise ValueError("a seed is required: pass an int so that results can be reproduced")
    return random.Random(seed)
