"""Open Ocean's cards, as data.

The rulebook prints no card list (its contents grid did not survive extraction), so this deck is
**illustrative**: invented so that the game can be played, sized so that three rounds at five
players rarely run it out. What the book does give is kept and marked: the kinds of card (Sun
cards: corals and anemones; Tiny, Medium and Big fish; Dolphins, Sharks, Sea Turtles), six
double-sided Starter Corals, six coral colours (the colour table goes up to six), two names from
its examples (the Banggai cardinalfish, the loggerhead sea turtle), and fish points 1 / 2 / 3
(``inferred`` from "Sun-1-2-3").

A card *kind* (:data:`KINDS`) says everything the engine needs: how the card is placed, what it
connects to, what it does when played. The engine reads these fields; it never tests a name.

>>> kind("Banggai Cardinalfish").size, kind("Banggai Cardinalfish").points
(1, 1)
>>> kind("Shark").action, kind("Shark").enters
('swap-ocean', 'action')
>>> len(DECK), len(STARTER_CARDS)
(189, 6)
"""

from __future__ import annotations

from typing import NamedTuple, Optional

from ..core import Catalog, Provenance, Sourced

TITLE = "Open Ocean"

# placement (how a card joins a reef)
SUN, FISH, ANYWHERE, OCEAN = "sun", "fish", "anywhere", "ocean"
# actions (what a card does when it is played from a hand, or brought in by a special card)
ATTRACT, SWAP_REEF, SWAP_OCEAN, REFRESH_TAKE = "attract", "swap-reef", "swap-ocean", "refresh-take"

COLOURS = ("blue", "purple", "red", "yellow", "green", "orange")
"""The six coral colours (illustrative names: the book says six, not which)."""

COLOUR_LETTERS = {"blue": "B", "purple": "P", "red": "R", "yellow": "Y", "green": "G", "orange": "O"}

_ILL = Sourced(Provenance.ILLUSTRATIVE, "the rulebook prints no card list; invented so the game can be played")
_FISH = Sourced(Provenance.INFERRED, "fish points follow 'Sun-1-2-3': tiny 1, medium 2, big 3; species and counts illustrative")
_BOOK_FISH = Sourced(Provenance.INFERRED, "named in the rulebook's anemone example; points from 'Sun-1-2-3'; count illustrative")
_BOOK_TURTLE = Sourced(Provenance.ILLUSTRATIVE, "named in the rulebook's example reef; points and count illustrative")
_STARTER = Sourced(Provenance.RULEBOOK, "six double-sided Starter Corals are in the contents; their colours are illustrative")


class Kind(NamedTuple):
    """One kind of card. ``copies`` is how many the deck holds."""

    id: int
    name: str
    group: str                 # "coral", "anemone", "starter", "tiny", "medium", "big", "dolphin", "shark", "turtle"
    placement: str             # SUN, FISH, ANYWHERE or OCEAN
    points: int                # printed value
    size: int = 0              # 0 for a Sun card, 1 / 2 / 3 for a fish, -1 for a special card
    colour: Optional[str] = None   # a coral's colour (Starter Corals included); None otherwise
    action: Optional[str] = None   # ATTRACT, SWAP_REEF, SWAP_OCEAN, REFRESH_TAKE or None
    attracts: int = 0          # the fish size an ATTRACT brings
    enters: str = "reef"       # "reef": placed, then acts; "action": its action says where it goes
    accepts: bool = True       # other cards may connect to it (not Dolphins nor Sea Turtles)
    protects: bool = False     # protects the fish in its eight surrounding cells (the anemone)
    frenzy: bool = False       # counts toward a Feeding Frenzy in the Ocean (the shark)
    per_game: int = 0          # at most this many played per player per game (0: no limit)
    copies: int = 0
    source: Sourced = _ILL

    @property
    def is_sun(self) -> bool:
        return self.placement == SUN

    @property
    def is_fish(self) -> bool:
        return self.placement == FISH


def _kinds():
    k = []

    def add(**fields):
        k.append(Kind(len(k), **fields))

    for c in COLOURS:
        add(name=f"{c.capitalize()} Coral", group="coral", placement=SUN, points=0, colour=c, action=ATTRACT,
            attracts=1, copies=10)
    add(name="Anemone", group="anemone", placement=SUN, points=0, action=ATTRACT, attracts=1, protects=True, copies=8,
        source=Sourced(Provenance.ILLUSTRATIVE, "anemones are Sun cards that protect (rulebook); points and count invented"))
    for c in COLOURS:
        add(name=f"{c.capitalize()} Starter Coral", group="starter", placement=SUN, points=0, colour=c, action=ATTRACT,
            attracts=1, copies=0, source=_STARTER)
    tiny = ("Banggai Cardinalfish", "Clownfish", "Blue Chromis")
    medium = ("Butterflyfish", "Angelfish", "Parrotfish")
    big = ("Grouper", "Humphead Wrasse", "Manta Ray")
    for size, names, copies, group in ((1, tiny, 14, "tiny"), (2, medium, 11, "medium"), (3, big, 8, "big")):
        for n in names:
            add(name=n, group=group, placement=FISH, points=size, size=size, action=ATTRACT if size < 3 else None,
                attracts=size + 1 if size < 3 else 0, copies=copies,
                source=_BOOK_FISH if n == "Banggai Cardinalfish" else _FISH)
    add(name="Dolphin", group="dolphin", placement=ANYWHERE, points=2, size=-1, action=SWAP_REEF, enters="action",
        accepts=False, copies=6)
    add(name="Shark", group="shark", placement=OCEAN, points=0, size=-1, action=SWAP_OCEAN, enters="action",
        frenzy=True, copies=8)
    add(name="Loggerhead Sea Turtle", group="turtle", placement=ANYWHERE, points=2, size=-1, action=REFRESH_TAKE,
        enters="action", accepts=False, per_game=3, copies=8, source=_BOOK_TURTLE)
    return k


KINDS = Catalog("card", _kinds())
"""Every kind of card, looked up by name (any case) or id."""


def kind(name) -> Kind:
    """The kind of card called ``name`` (or numbered ``name``)."""
    return KINDS.lookup(name)


class Card(NamedTuple):
    """One physical card: its number (unique in the game) and its kind's id."""

    id: int
    kind_id: int

    @property
    def kind(self) -> Kind:
        return KINDS[self.kind_id]

    @property
    def name(self) -> str:
        return KINDS[self.kind_id].name

    def __str__(self) -> str:
        return f"{self.name} #{self.id}"

    def _repr_svg_(self) -> str:  # drawings load on first use (see games_lib.core.lazy)
        from .draw import card_svg

        return card_svg(self)

    def _repr_html_(self) -> str:
        from .draw import card_picture

        return card_picture(self)._repr_html_()


STARTER_CARDS = tuple((COLOURS[i], COLOURS[(i + 3) % 6]) for i in range(6))
"""The six double-sided Starter Corals: card ``i`` shows one colour on each side (illustrative)."""

STARTER_IDS = tuple(range(len(STARTER_CARDS)))
"""Starter Corals are cards 0 to 5; the deck's cards follow."""


def starter_face(card: int, side: int = 0) -> Card:
    """Starter Coral ``card`` (0 to 5) turned to ``side`` (0 or 1), as the card that lies in a reef."""
    from ..core.checks import need_int
    need_int("card", card, 0, len(STARTER_CARDS) - 1, where="starter_face")
    need_int("side", side, 0, 1, where="starter_face")
    return Card(card, kind(f"{STARTER_CARDS[card][side].capitalize()} Starter Coral").id)


def _deck():
    out, n = [], len(STARTER_CARDS)
    for k in KINDS:
        for _ in range(k.copies):
            out.append(Card(n + len(out), k.id))
    return tuple(out)


DECK = _deck()
"""Every card of the deck (not the Starter Corals), in id order."""

NUM_CARDS = len(STARTER_CARDS) + len(DECK)


# ------------------------------------------------------------------------------ Habitat Goals

class Goal(NamedTuple):
    """A Habitat Goal: a fish (by name or group) that shares an edge with a card of another
    kind (names or groups; ``"sun"`` is any Sun card). The rulebook describes the idea; every
    goal here is illustrative."""

    id: int
    name: str
    fish: str
    next_to: tuple
    points: int
    source: Sourced = Sourced(Provenance.ILLUSTRATIVE, "the rulebook describes Habitat Goals but prints none")

    def matches(self, k: "Kind", what: str) -> bool:
        return what == k.name or what == k.group or (what == "sun" and k.placement == SUN)

    def __str__(self) -> str:
        return f"{self.name}: a {self.fish} next to a {' or '.join(self.next_to)} ({self.points} points)"


def _goals():
    rows = [("Anemone Guests", "Clownfish", ("anemone",), 3),
            ("Cardinal School", "Banggai Cardinalfish", ("Banggai Cardinalfish",), 2),
            ("Chromis Cloud", "Blue Chromis", ("anemone",), 3),
            ("Angelfish Pair", "Angelfish", ("Angelfish",), 2),
            ("Parrotfish Grazing", "Parrotfish", ("coral",), 3),
            ("Butterfly Garden", "Butterflyfish", ("coral", "starter"), 3),
            ("Cleaning Station", "Manta Ray", ("tiny",), 3),
            ("Grouper's Cave", "Grouper", ("sun",), 4),
            ("Wrasse Patrol", "Humphead Wrasse", ("medium",), 2),
            ("Turtle Shelter", "medium", ("turtle",), 3),
            ("Big Neighbours", "big", ("big",), 4),
            ("Nursery", "tiny", ("turtle",), 2)]
    return [Goal(i, *row) for i, row in enumerate(rows)]


GOALS = Catalog("Habitat Goal", _goals())
"""The illustrative Habitat Goals."""
