"""Errors. All are ``ValueError`` subclasses, as in python-chess: a bad move is a bad value."""

from __future__ import annotations

from typing import Any, Iterable


class GameError(ValueError):
    """Base class of every error raised by games_lib."""


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
        super().__init__(f"unknown {kind} {name!r}; valid names: {', '.join(self.valid)}")

    def __str__(self) -> str:  # KeyError would add quotes around the message
        return self.args[0]
