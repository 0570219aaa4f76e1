"""The words for a seat, the same in every live game: ``You``, ``Player 2 (bot)``, ``your``.

A live game has one human seat, ``you``; every other seat is a bot. Seats are numbered from 0
and told from 1 ("Player 1" is seat 0). With ``you=None`` the game is told to a spectator (a
game between bots, as a notebook shows one): no seat is "you", and a seat is just "Player 2".

>>> who(0, you=0), who(1, you=0), who(1, you=None)
('You', 'Player 2 (bot)', 'Player 2')
>>> subject(0, you=0), subject(2, you=0)
('you', 'Player 3 (bot)')
>>> whose(0, you=0), whose(2, you=0), whose(2, you=None)
('your', "Player 3 (bot)'s", "Player 3's")
>>> name(0, you=0), name(1, you=0), name(1, you=None)
('Player 1', 'Player 2 (bot)', 'Player 2')
>>> called(0, you=0), called(1, you=0), called(0, you=None)
('Player 1 (you)', 'Player 2 (bot)', 'Player 1')
"""

from __future__ import annotations

from typing import Optional


def name(seat: int, you: Optional[int]) -> str:
    """A seat as the board and the score table head it: ``Player 1`` (yours: the board shows
    it is you by other means), ``Player 2 (bot)``; ``Player 2`` with ``you=None``.

    >>> name(2, you=1)
    'Player 3 (bot)'
    """
    return f"Player {seat + 1}" if seat == you or you is None else f"Player {seat + 1} (bot)"


def who(seat: int, you: Optional[int]) -> str:
    """A seat at the start of a sentence of the log: ``You``, ``Player 2 (bot)``.

    >>> f"{who(1, you=0)} drew two Fauna cards."
    'Player 2 (bot) drew two Fauna cards.'
    """
    return "You" if seat == you else name(seat, you)


def subject(seat: int, you: Optional[int]) -> str:
    """A seat inside a sentence: ``you``, ``Player 2 (bot)``.

    >>> f"The Dolphin goes to {subject(0, you=0)}."
    'The Dolphin goes to you.'
    """
    return "you" if seat == you else name(seat, you)


def whose(seat: int, you: Optional[int]) -> str:
    """What a seat owns: ``your``, ``Player 2 (bot)'s``.

    >>> f"{whose(1, you=0)} species 3"
    "Player 2 (bot)'s species 3"
    """
    return "your" if seat == you else f"{name(seat, you)}'s"


def called(seat: int, you: Optional[int]) -> str:
    """A seat in a result or a table that lists every seat: ``Player 1 (you)``, ``Player 2 (bot)``.

    >>> [called(p, you=1) for p in range(3)]
    ['Player 1 (bot)', 'Player 2 (you)', 'Player 3 (bot)']
    """
    return f"Player {seat + 1} (you)" if seat == you else name(seat, you)
