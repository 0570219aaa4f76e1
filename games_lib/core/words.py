"""The small word helpers every game's pictures, apps and kit use, written once.

>>> plural(1, "card"), plural(3, "card"), plural(2, "octopus", "octopuses"), plural(2.0, "point")
('1 card', '3 cards', '2 octopuses', '2 points')
>>> and_list(["red"]), and_list(["red", "blue", "green"]), and_list([], empty="nothing")
('red', 'red, blue and green', 'nothing')
"""

from __future__ import annotations

from typing import Iterable, Optional

from .scoring import fmt


def plural(n: float, word: str, words: Optional[str] = None) -> str:
    """``n`` and ``word``, in the plural (``words``, else ``word + "s"``) unless ``n`` is 1."""
    return f"{fmt(n)} {word if n == 1 else (words or word + 's')}"


def and_list(parts: Iterable[str], empty: str = "") -> str:
    """``a``, ``a and b``, ``a, b and c``; ``empty`` when there is nothing."""
    parts = [str(p) for p in parts]
    if not parts:
        return empty
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def a_or_an(word: str) -> str:
    """``word`` with its indefinite article, capitalised: ``An Angelfish``, ``A Clownfish``.

    >>> a_or_an("Anemone"), a_or_an("Blue Coral")
    ('An Anemone', 'A Blue Coral')
    """
    return f"{'An' if word[:1].lower() in 'aeiou' else 'A'} {word}"
