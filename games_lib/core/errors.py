"""Errors. All are ``ValueError`` subclasses, as in python-chess: a bad move is a bad value."""

from __future__ import annotations

import math
from typing import Any, Iterable


class GameError(ValueError):
    """Base class of every error raised by games_lib.

    ``rule`` is the :class:`~games_lib.core.Rule` the error enforces, when there is one (given
    with ``rule=``; :class:`IllegalActionError` always has one): a refusal is then told in a
    player's words with its rule (:func:`games_lib.core.refusals.refusal_words`).
    """

    rule = None

    def __init__(self, *args: Any, rule: Any = None) -> None:
        super().__init__(*args)
        if rule is not None:
            self.rule = rule


def shown(value: Any, limit: int = 60) -> str:
    """``value`` as an error message shows it: its ``repr``, cut short when long, and never an
    error itself (a whole number of thousands of digits has no ``repr``).

    >>> shown("Mako Shark"), shown([1, 2])
    ("'Mako Shark'", '[1, 2]')
    >>> shown(10 ** 5000)
    'a whole number of about 5001 digits'
    >>> shown(list(range(100)))
    '[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, …'
    """
    if isinstance(value, int) and value.bit_length() > 200:
        return f"a whole number of about {int(math.log10(abs(value))) + 1} digits"
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - any object may fail to describe itself
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 1] + "…"


class IllegalActionError(GameError):
    """An action that the rules forbid in this state.

    ``rule`` is the :class:`~games_lib.core.Rule` that was broken, ``state`` the state the
    action was tried on (it is unchanged: states are immutable) and ``action`` the action.
    The message names the rule and shows the position.
    """

    def __init__(self, rule: Any, state: Any, action: Any, detail: str = "") -> None:
        self.rule = rule
        self.state = state
        self.action = action
        self.detail = detail
        msg = f"illegal action {action!s}: {detail + ' — ' if detail else ''}breaks {rule}"
        if state is not None:
            msg += f"\n\nState:\n{state}"
        super().__init__(msg)


class UnknownNameError(GameError, KeyError):
    """A card (or other named thing) that does not exist; the message lists the valid names."""

    def __init__(self, kind: str, name: object, valid: Iterable[str]) -> None:
        self.kind = kind
        self.name = name
        self.valid = tuple(valid)
        super().__init__(f"unknown {kind} {shown(name)}; valid names: {', '.join(self.valid)}")

    def __str__(self) -> str:  # KeyError would add quotes around the message
        return self.args[0]
