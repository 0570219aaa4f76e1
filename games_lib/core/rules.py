"""Rule references: every rule the engine enforces names the rulebook section it comes from."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule of one game, with the rulebook section that states it.

    >>> r = Rule("Pacific Ocean", "§2 Gameplay", "offer-from-hand",
    ...          "Both offered cards must come from the active player's hand.")
    >>> print(r)
    Pacific Ocean §2 Gameplay [offer-from-hand]: Both offered cards must come from the active player's hand.
    """

    game: str
    section: str
    key: str
    text: str

    def __str__(self) -> str:
        return f"{self.game} {self.section} [{self.key}]: {self.text}"
