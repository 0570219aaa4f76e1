"""Hidden simultaneous choices: every seat picks in secret, then all picks are revealed together.

Pacific Ocean's side choice uses it; Open Ocean's simultaneous card picks are the same shape.
The value is immutable: :meth:`SecretChoices.choose` returns a new one.

>>> s = SecretChoices.empty(2).choose(0, "Dolphin")
>>> s.seen_by(1), s.seen_by(0), s.complete
((HIDDEN, None), ('Dolphin', None), False)
>>> s.choose(1, "Nautilus").seen_by(1)
('Dolphin', 'Nautilus')
"""

from __future__ import annotations

from typing import Any, Sequence


class _Hidden:
    """Stands for a choice that was made but that this seat may not see yet."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "HIDDEN"

    def __reduce__(self):
        return "HIDDEN"


HIDDEN = _Hidden()


class SecretChoices(tuple):
    """One entry per seat: ``None`` (not chosen yet) or the choice."""

    __slots__ = ()

    @classmethod
    def empty(cls, num_players: int) -> "SecretChoices":
        return tuple.__new__(cls, (None,) * num_players)

    def choose(self, seat: int, choice: Any) -> "SecretChoices":
        if not (isinstance(seat, int) and 0 <= seat < len(self)):
            raise ValueError(f"no seat {seat!r}: seats are 0 to {len(self) - 1}")
        if self[seat] is not None:
            raise ValueError(f"seat {seat} has already chosen")
        return tuple.__new__(SecretChoices, (*self[:seat], choice, *self[seat + 1:]))

    def chosen(self, seat: int) -> bool:
        return self[seat] is not None

    @property
    def complete(self) -> bool:
        """Everyone has chosen: the choices are revealed."""
        return None not in self

    def seen_by(self, seat: "int | None") -> tuple:
        """What ``seat`` sees: its own choice, and ``HIDDEN`` for every other seat that has
        chosen, until all have chosen (then everything). ``seat=None`` sees everything."""
        if seat is None or self.complete:
            return tuple(self)
        return tuple(c if (i == seat or c is None) else HIDDEN for i, c in enumerate(self))

    @staticmethod
    def fill(seen: Sequence, options: Sequence[Sequence], rng) -> "SecretChoices":
        """A full set of choices consistent with ``seen`` (a :meth:`seen_by` result): each
        ``HIDDEN`` entry replaced by a random pick among ``options[seat]`` (for sampling states)."""
        return tuple.__new__(SecretChoices, tuple(
            rng.choice(list(options[i])) if c is HIDDEN else c for i, c in enumerate(seen)))

    def __repr__(self) -> str:
        return f"SecretChoices({tuple(self)!r})"
