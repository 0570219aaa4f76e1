"""A refused move in a player's words, for every game: the rules pages' refusal box and the
live games use the same sentence.

The library's errors carry what the words need: an :class:`~games_lib.core.IllegalActionError`
its ``rule`` (a :class:`~games_lib.core.Rule`: section and text) and ``detail`` (what is wrong in
this position); other errors a ``rule`` when they enforce one, and their message. The words
never show a rule's key ("[offer-from-hand]"), a section number ("§2") nor the position's
printout: those stay in the error's message, for programmers.

>>> from games_lib.core import IllegalActionError, Rule
>>> rule = Rule("Pacific Ocean", "§2 Gameplay", "offer-from-hand",
...             "Both offered cards must be two different cards from your hand.")
>>> print(refusal_words(IllegalActionError(rule, None, "offer", "the same card cannot be both face up and face down")))
Not allowed: the same card cannot be both face up and face down.
The rule (Gameplay): both offered cards must be two different cards from your hand.
>>> print(refusal_words(IllegalActionError(rule, None, "offer")))
Not allowed: both offered cards must be two different cards from your hand (Gameplay).
>>> from games_lib.core import GameError
>>> print(refusal_words(GameError("Variant 1 is played to 10 or 12 points, not 15")))
Not allowed: Variant 1 is played to 10 or 12 points, not 15.
"""

from __future__ import annotations

import re
from typing import Any

from .errors import GameError, IllegalActionError, UnknownNameError

NOT_ALLOWED = "Not allowed"

_KEY = re.compile(r"\s*\[[a-z0-9][a-z0-9-]*\]")      # a rule's key: " [offer-from-hand]"
_NUMBER = re.compile(r"§\s*\d+\s*")                   # a section number: "§2 "


def section_words(rule: Any) -> str:
    """A rule's rulebook section as a reader names it: ``"§2 Gameplay"`` → ``"Gameplay"``,
    ``"Action 2: Play Coral Reef Card"`` stays as it is."""
    return _NUMBER.sub("", str(getattr(rule, "section", "") or "")).strip()


def _sentence(text: str) -> str:
    """``text`` without a rule key or section number, ending with one full stop."""
    text = _NUMBER.sub("", _KEY.sub("", text)).strip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _lower_first(text: str) -> str:
    return text if len(text) > 1 and text[1].isupper() else text[:1].lower() + text[1:]


def _why(error: BaseException, rule: Any) -> str:
    """What is wrong, in the error's own words, without its rule."""
    if isinstance(error, IllegalActionError):
        return error.detail or ""
    if isinstance(error, UnknownNameError):
        names = ", ".join(map(str, error.valid))
        return f"there is no {error.kind} called {error.name}; the {error.kind}s are: {names}"
    reason = getattr(error, "reason", None)               # CannotPay: what is missing
    if reason:
        return str(reason)
    text = str(error).splitlines()[0] if str(error) else type(error).__name__
    if rule is not None:
        for joint in (" — breaks ", ": breaks ", " breaks "):
            text = text.replace(f"{joint}{rule}", "")
        text = text.replace(f" ({rule})", "")
    return text


def refusal_words(error: BaseException) -> str:
    """A refusal of the library in a player's words: ``"Not allowed: <what is wrong>."``, then,
    when the error names a rule, ``"The rule (<section>): <rule>."`` on a second line.

    ``error`` is one of the library's errors (:class:`~games_lib.core.GameError`): a refused
    move, a payment that does not fit, an unknown card, a setting the rules do not have.
    """
    rule = getattr(error, "rule", None)
    why = _why(error, rule).strip()
    if rule is None:
        return f"{NOT_ALLOWED}: {_sentence(why)}"
    section = section_words(rule)
    text = _sentence(_lower_first(str(rule.text)))
    if not why:
        return f"{NOT_ALLOWED}: {text[:-1]} ({section})."
    return f"{NOT_ALLOWED}: {_sentence(why)}\nThe rule ({section}): {text}"


__all__ = ["refusal_words", "section_words", "NOT_ALLOWED", "GameError"]
