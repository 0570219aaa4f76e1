"""A card draft on :class:`~games_lib.core.secret.SecretChoices`: pick in secret, reveal, play in
turn order, pass the hands, and remember which hands each seat has seen.

Open Ocean's turn is this shape: every player picks a card from their hand in secret; once all
picks are locked they are revealed together and played one seat at a time from the First
Player; then every hand is passed (with the First Player card). :class:`Draft` holds the hands,
the locked picks, the revealed picks still to play and, for each seat, the hands it has held.

A hand travels: the hand you pass on is the one your neighbour picks from next. Since every
pick is revealed, a seat that once held a hand knows exactly what is left in it, wherever it is
now; :meth:`Draft.seen_by` shows that seat those hands in full (and only the size of the
others), and :meth:`Draft.sample` deals the unseen cards consistently with it, for search bots.

>>> d = Draft.deal((("a", "b"), ("c", "d")))
>>> d = d.lock(0, "a")
>>> d.seen_by(1).picks, d.seen_by(1).hands        # seat 1 sees that seat 0 chose, not what
((HIDDEN, None), (2, ('c', 'd')))
>>> d = d.lock(1, "d")                            # both locked: revealed together
>>> d.revealed, d.next_to_play(order=(1, 0))
(('a', 'd'), 1)
>>> d = d.played(1).played(0).passed(Table(2))
>>> d.hands, d.seen_by(0).hands                   # seat 0 holds the hand it saw seat 1 pick from
((('c',), ('b',)), (('c',), ('b',)))
"""

from __future__ import annotations

import random
from typing import Any, NamedTuple, Optional, Sequence

from .errors import GameError
from .secret import HIDDEN, SecretChoices
from .seats import LEFT, RIGHT, Table


PICK, PLAY, PASS = "pick", "play", "pass"
"""The stages of a draft turn: picks being made in secret; revealed picks being played; every
pick played, the hands waiting to be passed (what a game does at the end of a turn goes here)."""
_new = tuple.__new__  # a draft made from its fields, without the named tuple's constructor


class DraftView(NamedTuple):
    """What one seat knows of a draft: its own hand and every hand it has held (in full), the
    size of the other hands, the picks as :meth:`SecretChoices.seen_by` shows them, and the
    revealed picks still to play (public)."""

    seat: Optional[int]
    hands: tuple        # per seat: a tuple of cards when known, else how many cards it holds
                        # (another seat's hand counts its hidden pick, until the reveal)
    picks: tuple        # SecretChoices.seen_by(seat)
    revealed: tuple     # per seat: the revealed pick still to play, or None
    packets: tuple      # per seat: which of the dealt hands it holds now (public: hands move in step)
    seen: frozenset     # the dealt hands this seat has held this round
    stage: str          # PICK, PLAY or PASS (public)


class Draft(NamedTuple):
    """Hands being drafted. Immutable: every method returns a new draft.

    ``packets[s]`` says which of the dealt hands seat ``s`` holds now (hand ``k`` was dealt to
    seat ``k``), and ``seen[s]`` the dealt hands seat ``s`` has held since the deal; ``stage``
    is :data:`PICK`, :data:`PLAY` or :data:`PASS`."""

    hands: tuple
    picks: SecretChoices
    revealed: tuple
    packets: tuple
    seen: tuple
    stage: str = PICK

    @classmethod
    def deal(cls, hands: Sequence[Sequence]) -> "Draft":
        """A draft of freshly dealt ``hands`` (one per seat), nothing picked yet."""
        n = len(hands)
        if n < 1:
            raise GameError("a draft needs at least one hand")
        return cls(tuple(tuple(h) for h in hands), SecretChoices.empty(n), (None,) * n,
                   tuple(range(n)), tuple(frozenset((k,)) for k in range(n)))

    @property
    def num_players(self) -> int:
        return len(self.hands)

    @property
    def picking(self) -> bool:
        """Picks are being made (and some seat still holds cards to pick from)."""
        return self.stage == PICK and any(self.hands)

    def waiting_for(self) -> tuple[int, ...]:
        """The seats that have still to pick, in seat order."""
        return tuple(s for s in range(len(self.hands)) if self.picks[s] is None and self.hands[s])

    def lock(self, seat: int, card: Any) -> "Draft":
        """``seat`` picks ``card`` from its hand in secret. When the last seat that holds cards
        has picked, every pick is revealed (moved to :attr:`revealed`) at once."""
        hands, picks, revealed, packets, seen, stage = self  # (one unpacking: fewer reads by name)
        if not (seat.__class__ is int and 0 <= seat < len(hands)):
            Table(len(hands)).check(seat)
        if stage != PICK or not any(hands):
            raise GameError(f"no picks now: the draft is at its {stage!r} stage, or every hand is empty")
        if picks[seat] is not None:
            raise GameError(f"seat {seat} has already picked this turn")
        hand = hands[seat]
        try:
            i = hand.index(card)
        except ValueError:
            raise GameError(f"seat {seat} cannot pick {card!r}: it is not in that hand {hand!r}") from None
        chosen = list(picks)  # a list changed in place, then a tuple: the fastest copy with one change
        chosen[seat] = card
        chosen = tuple(chosen)
        new_hands = list(hands)
        new_hands[seat] = hand[:i] + hand[i + 1:]
        new_hands = tuple(new_hands)
        # plain tuple.__new__, not the constructor or _replace: a draft changes at every pick.
        # A seat with cards has still to pick? (found in C: most often the first seat still to pick has cards)
        if None in chosen and (hands[chosen.index(None)]
                               or any([hands[s] for s, p in enumerate(chosen) if p is None])):
            return _new(Draft, (new_hands, _new(SecretChoices, chosen), revealed, packets, seen, stage))
        return _new(Draft, (new_hands, SecretChoices.empty(len(hands)), chosen, packets, seen, PLAY))

    def next_to_play(self, order: Sequence[int]) -> Optional[int]:
        """The first seat in ``order`` whose revealed pick is still to play, or ``None``."""
        revealed = self.revealed
        for s in order:
            if revealed[s] is not None:
                return s
        return None

    def played(self, seat: int) -> "Draft":
        """``seat``'s revealed pick has been played (the game put it where it goes)."""
        hands, picks, revealed, packets, seen, stage = self
        if stage != PLAY or revealed[seat] is None:
            raise GameError(f"seat {seat} has no revealed pick to play")
        revealed = list(revealed)
        revealed[seat] = None
        revealed = tuple(revealed)
        return _new(Draft, (hands, picks, revealed, packets, seen, PASS if revealed.count(None) == len(revealed) else PLAY))

    def passed(self, table: Table, direction: int = LEFT) -> "Draft":
        """Every hand passed once in ``direction``, after every revealed pick was played."""
        if self.stage != PASS:
            raise GameError("the hands are passed only after every pick has been played")
        packets = self.packets
        if len(packets) == 1 and table.num_players == 1 and direction in (LEFT, RIGHT) and packets[0] in self.seen[0]:
            # one seat (a solo game): it keeps its hand, and has seen it; only the stage moves on
            return _new(Draft, (self.hands, self.picks, self.revealed, packets, self.seen, PICK))
        packets = table.passed(packets, direction)
        return _new(Draft, (table.passed(self.hands, direction), self.picks, self.revealed, packets,
                            tuple([s | {packets[i]} for i, s in enumerate(self.seen)]), PICK))

    def with_hands(self, hands: Sequence[Sequence]) -> "Draft":
        """The same draft with the cards in hand replaced seat by seat (a discard at the end
        of a round); who holds which dealt hand is kept."""
        if len(hands) != len(self.hands):
            raise GameError(f"one hand per seat: {len(self.hands)} seats, {len(hands)} hands")
        return _new(Draft, (tuple([tuple(h) for h in hands]), self.picks, self.revealed, self.packets, self.seen,
                            self.stage))

    # ------------------------------------------------------------------ what a seat knows

    def known_by(self, viewer: Optional[int], seat: int) -> bool:
        """Whether ``viewer`` knows exactly what ``seat`` holds (``viewer`` None knows all)."""
        return viewer is None or viewer == seat or self.packets[seat] in self.seen[viewer]

    def seen_by(self, viewer: Optional[int]) -> DraftView:
        """What ``viewer`` knows (``None``: everything). Another seat's hand is shown as it was
        before this turn's hidden pick (in full if ``viewer`` once held it, else its size), so
        that the pick cannot be told from the difference; a known hand with a hidden pick is
        listed in a fixed order (sorted by ``repr``), so the pick's place gives nothing away."""
        hands = []
        for s, hand in enumerate(self.hands):
            if viewer is None or s == viewer:
                hands.append(hand)
            elif self.known_by(viewer, s):
                pick = self.picks[s]
                hands.append(hand if pick is None else tuple(sorted(hand + (pick,), key=repr)))
            else:
                hands.append(len(hand) + (self.picks[s] is not None))
        seen = frozenset(range(len(self.hands))) if viewer is None else self.seen[viewer]
        return DraftView(viewer, tuple(hands), self.picks.seen_by(viewer), self.revealed, self.packets, seen,
                         self.stage)

    @staticmethod
    def sample(view: DraftView, unseen: Sequence, rng: random.Random) -> tuple["Draft", list]:
        """A full draft that ``view``'s seat could be in, and the cards of ``unseen`` left over.

        ``unseen`` holds every card whose place the seat does not know (the hidden hands and
        hidden picks among them, and whatever else the game hides, such as the deck). Each hidden
        hand is dealt from it at random; a hidden pick is drawn from the hand it was taken from."""
        pool = list(unseen)
        rng.shuffle(pool)
        n = len(view.hands)
        hands, picks = [], list(view.picks)
        for s, hand in enumerate(view.hands):
            hidden_pick = view.picks[s] is HIDDEN
            if isinstance(hand, int):
                take = hand  # the size shown counts a hidden pick too
                if take > len(pool):
                    raise GameError(f"not enough unseen cards to deal seat {s} a hand of {take}")
                full, pool = pool[:take], pool[take:]
            else:
                full = list(hand)
            if hidden_pick:
                picks[s] = full.pop(rng.randrange(len(full)))
            hands.append(tuple(full) if isinstance(hand, int) else _without(hand, picks[s], hidden_pick))
        seen = [frozenset() for _ in range(n)]
        if view.seat is None:
            seen = [view.seen] * n
        else:
            seen[view.seat] = view.seen
            for s in range(n):  # the other seats' memories do not change what this seat sees
                if s != view.seat:
                    seen[s] = frozenset((view.packets[s],))
        chosen = tuple.__new__(SecretChoices, tuple(picks))
        return Draft(tuple(hands), chosen, view.revealed, view.packets, tuple(seen), view.stage), pool


def _without(hand: tuple, pick: Any, hidden_pick: bool) -> tuple:
    if not hidden_pick:
        return tuple(hand)
    i = hand.index(pick)
    return tuple(hand[:i] + hand[i + 1:])
