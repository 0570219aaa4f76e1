"""OCEAN: Great Barrier Reef card data: the seven Fauna kinds, 88 Fauna cards, 51 Coral Reef
cards and 5 Starting Cards.

The rulebook prints the component counts, the species of each colour and the point
distribution of the Coral Reef deck (6 × 0, 15 × 1, 15 × 2, 15 × 3 points), but not the icon
cost nor the two bonus icons of any Coral Reef card (the pictures did not survive). The Coral
Reef deck below is therefore ``illustrative`` (RULES-NOTES): costs grow with points, and four
cards carry the costs that the rulebook's payment examples describe. Every card says where it
comes from (:class:`~games_lib.core.Sourced`).

>>> coral("Coral 22").cost
Cost('3W 1B')
>>> str(Colour.BLACK), Colour.BLACK.letter, Colour.BLACK.label
('black', 'K', 'Black')
>>> len(FAUNA), len(CORAL), len(STARTING_CARDS)
(88, 51, 5)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from ..core.catalog import Catalog
from ..core.checks import need_str, shown
from ..core.errors import GameError, UnknownNameError
from ..core.provenance import Provenance, Sourced

TITLE = "OCEAN: Great Barrier Reef"


class Colour(IntEnum):
    """The six Fauna colours and the octopus (the joker). The value indexes count tuples:
    a hand is 7 numbers, one per kind, in this order."""

    RED = 0
    WHITE = 1
    YELLOW = 2
    GREEN = 3
    BLACK = 4
    BLUE = 5
    OCTOPUS = 6

    @property
    def label(self) -> str:
        return _INFO[self][0]

    @property
    def letter(self) -> str:
        """One letter, for colour-blind readers and print (black is K: B is blue)."""
        return _INFO[self][1]

    @property
    def symbol(self) -> str:
        """A shape that tells the colours apart without colour (for drawings and print)."""
        return _INFO[self][2]

    @property
    def shape(self) -> str:
        """The symbol's shape in words (for alt text and screen readers)."""
        return _SHAPES[self]

    @property
    def animal(self) -> str:
        return _INFO[self][3]

    @property
    def latin(self) -> str:
        return _INFO[self][4]

    @property
    def hex(self) -> str:
        return _INFO[self][5]

    @property
    def is_joker(self) -> bool:
        return self is Colour.OCTOPUS

    def __str__(self) -> str:
        return self.name.lower()

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


RED, WHITE, YELLOW, GREEN, BLACK, BLUE, OCTOPUS = Colour
COLOURS = (RED, WHITE, YELLOW, GREEN, BLACK, BLUE)
"""The six single colours (no octopus)."""
KINDS = COLOURS + (OCTOPUS,)
"""The seven Fauna kinds, in count-tuple order."""

_INFO = {
    RED: ("Red", "R", "★", "starfish", "Fromia indica", "#c8102e"),
    WHITE: ("White", "W", "◇", "copperband butterflyfish", "Chelmon rostratus", "#f4f1ea"),
    YELLOW: ("Yellow", "Y", "●", "clownfish", "Amphiprion ocellaris", "#f2b705"),
    GREEN: ("Green", "G", "▲", "green turtle", "Chelonia mydas", "#2e8540"),
    BLACK: ("Black", "K", "■", "blacktip reef shark", "Carcharhinus melanopterus", "#222222"),
    BLUE: ("Blue", "B", "◆", "blue tang", "Paracanthurus hepatus", "#1f5fbf"),
    OCTOPUS: ("Octopus (joker)", "O", "⬣", "mimic octopus", "Thaumoctopus mimicus", "#8e44ad"),
}

_SHAPES = {RED: "star", WHITE: "outlined diamond", YELLOW: "circle", GREEN: "triangle", BLACK: "square",
           BLUE: "diamond", OCTOPUS: "hexagon"}

FAUNA_PER_COLOUR = 13
OCTOPUS_CARDS = 10
FAUNA_COUNTS = (FAUNA_PER_COLOUR,) * 6 + (OCTOPUS_CARDS,)
"""How many Fauna cards of each kind (printed: 13 of each colour, 10 octopus = 88)."""

_BY_LETTER = {c.letter: c for c in KINDS}
_BY_LETTER["?"] = None


def colour(key) -> Colour:
    """A Fauna kind by name (``"green"``, any case), letter (``"G"``), number or itself.

    >>> colour("g"), colour("Octopus"), colour(4)
    (<Colour.GREEN: 3>, <Colour.OCTOPUS: 6>, <Colour.BLACK: 4>)
    """
    if isinstance(key, Colour):
        return key
    if isinstance(key, int) and not isinstance(key, bool) and 0 <= key < 7:
        return Colour(key)
    if isinstance(key, str):
        k = key.strip()
        if k.upper() in _BY_LETTER and _BY_LETTER[k.upper()] is not None:
            return _BY_LETTER[k.upper()]
        for c in KINDS:
            if k.lower() in (c.name.lower(), c.animal):
                return c
    from ..core import UnknownNameError

    raise UnknownNameError("Fauna colour", key, [str(c) for c in KINDS])


# ------------------------------------------------------------------------------ Fauna cards

@dataclass(frozen=True, slots=True)
class FaunaCard:
    """One Fauna card. Cards of one kind are interchangeable: the game counts them by kind."""

    id: int
    name: str
    colour: Colour
    source: Sourced

    @property
    def provenance(self) -> Provenance:
        return self.source.provenance

    def __str__(self) -> str:
        return self.name

    def _repr_html_(self) -> str:
        from .draw import fauna_picture

        return fauna_picture(self)._repr_html_()


_FAUNA_SOURCE = Sourced(Provenance.RULEBOOK, "Contents: 13 of each of six species, 10 octopus cards")


def _fauna_rows():
    i = 0
    for c in KINDS:
        for k in range(FAUNA_COUNTS[c]):
            yield FaunaCard(i, f"{c.label.split()[0]} {k + 1}", c, _FAUNA_SOURCE)
            i += 1


FAUNA: Catalog = Catalog("Fauna card", _fauna_rows())
"""The 88 Fauna cards (ids 0–87: 13 red, 13 white, ... 13 blue, then 10 octopus)."""


# ------------------------------------------------------------------------------ costs

@dataclass(frozen=True, slots=True)
class Cost:
    """The icons printed on a Coral Reef card: ``colours`` (six counts, in :data:`COLOURS`
    order), ``any`` question-mark icons (paid in one colour of the payer's choice) and
    ``octopus`` icons (paid with octopus cards only).

    >>> Cost.parse("4G 4K 2?")
    Cost('4G 4K 2?')
    >>> Cost.parse("1O 2R 2W").as_dict()
    {'red': 2, 'white': 2, 'octopus': 1}
    """

    colours: tuple[int, int, int, int, int, int]
    any: int = 0
    octopus: int = 0

    @classmethod
    def parse(cls, text: str) -> "Cost":
        """``"1B 3W"``: a count then a letter (R W Y G K B, ``?`` question mark, O octopus).

        >>> Cost.parse("3 white")
        Traceback (most recent call last):
        ...
        games_lib.core.errors.GameError: a cost is written as numbers and letters (R W Y G K B, ? for a question mark, O for octopus), like '1B 3W', not '3 white'
        """
        need_str("cost", text, "a text like '1B 3W'", where="Cost.parse")
        counts = [0] * 6
        anyq = octo = 0
        for part in text.split():
            digits, letter = part[:-1], part[-1].upper()
            if not (digits.isascii() and digits.isdigit()) or letter not in "RWYGKBO?":
                raise GameError("a cost is written as numbers and letters (R W Y G K B, ? for a question mark, "
                                f"O for octopus), like '1B 3W', not {shown(text)}")
            n = int(digits)
            if letter == "?":
                anyq += n
            elif letter == "O":
                octo += n
            else:
                counts[_BY_LETTER[letter]] += n
        return cls(tuple(counts), anyq, octo)

    @property
    def icons(self) -> int:
        """All icons on the card (what is paid with no discount)."""
        return sum(self.colours) + self.any + self.octopus

    def as_dict(self) -> dict:
        """Plain values, as :func:`~games_lib.great_barrier_reef.payments.ways_to_pay` takes them."""
        out = {str(c): n for c, n in zip(COLOURS, self.colours) if n}
        if self.any:
            out["any"] = self.any
        if self.octopus:
            out["octopus"] = self.octopus
        return out

    @property
    def text(self) -> str:
        parts = [f"{n}{c.letter}" for c, n in zip(COLOURS, self.colours) if n]
        if self.any:
            parts.append(f"{self.any}?")
        if self.octopus:
            parts.insert(0, f"{self.octopus}O")
        return " ".join(parts) or "free"

    def describe(self) -> str:
        """In words: ``"1 blue + 3 white"``."""
        parts = [f"{n} {c}" for c, n in zip(COLOURS, self.colours) if n]
        if self.octopus:
            parts.insert(0, f"{self.octopus} octopus")
        if self.any:
            parts.append(f"{self.any} question mark{'s' if self.any > 1 else ''}")
        return " + ".join(parts) or "nothing"

    def __repr__(self) -> str:
        return f"Cost({self.text!r})"

    __str__ = describe


# ------------------------------------------------------------------------------ Coral Reef cards

@dataclass(frozen=True, slots=True)
class CoralCard:
    """One Coral Reef card: its points, its icon ``cost`` and its two bonus ``icons``.

    ``icons`` are (left end, right end) as the card lies unturned; a card may be turned when
    placed (Action 2), which swaps them. ``source`` covers the points and the bonus icons,
    ``cost_source`` the cost.
    """

    id: int
    name: str
    points: int
    cost: Cost
    icons: tuple[Colour, Colour]
    source: Sourced
    cost_source: Sourced

    @property
    def provenance(self) -> Provenance:
        return Provenance.weakest(self.source.provenance, self.cost_source.provenance)

    def ends(self, turned: bool) -> tuple[Colour, Colour]:
        """(left icon, right icon) as placed: ``turned`` swaps the two ends."""
        a, b = self.icons
        return (b, a) if turned else (a, b)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        a, b = self.icons
        return (f"<CoralCard {self.name!r} {self.points} pt, cost {self.cost.text}, "
                f"icons {a.letter}|{b.letter} ({self.provenance.value})>")

    def _repr_html_(self) -> str:
        from .draw import coral_picture

        return coral_picture(self)._repr_html_()


_POINTS_DISTRIBUTION = Sourced(Provenance.RULEBOOK, "Contents: 6 × 0, 15 × 1, 15 × 2, 15 × 3 points")
_DECK = Sourced(
    Provenance.ILLUSTRATIVE,
    "the rulebook prints the point distribution only; this card's point value is one of the "
    "printed 51, and its bonus icons are invented (they are balanced over the six colours)",
)
_COST = Sourced(
    Provenance.ILLUSTRATIVE,
    "the rulebook does not print the costs: invented so that costs grow with points "
    "(0 pt: 2 icons, 1 pt: 3, 2 pt: 3-5 with an octopus icon counting for more, 3 pt: 5-10)",
)
_EXAMPLE_NOTE = {
    "1B 3W": "Coral Reef Cards example: Ann puts one blue and three white Fauna Cards on the discard pile",
    "1R 3K": "Bonus Icons example: one red and three black, reduced to one red and two black by a black discount",
    "4G 4K 2?": "Question Mark Icons example: four green, four black and two question marks (Ann pays yellow)",
    "1O 2R 2W": "Octopus Icons example: one octopus, two red and two white",
}
EXAMPLE_COSTS = tuple(_EXAMPLE_NOTE)
"""The four costs the rulebook's payment examples describe (one card each in :data:`CORAL`)."""

# (points, cost) in deck order; the icons are assigned by a balanced pattern below.
_CORAL_ROWS = (
    # 0 points: 6 cards of 2 icons of one colour
    (0, "2R"), (0, "2W"), (0, "2Y"), (0, "2G"), (0, "2K"), (0, "2B"),
    # 1 point: 15 cards of 3 icons
    (1, "3R"), (1, "3W"), (1, "3Y"), (1, "3G"), (1, "3K"), (1, "3B"),
    (1, "2R 1W"), (1, "2W 1Y"), (1, "2Y 1G"), (1, "2G 1K"), (1, "2K 1B"), (1, "1R 2B"),
    (1, "2R 1?"), (1, "2G 1?"), (1, "2B 1?"),
    # 2 points: 15 cards of 4-5 icons (two from the rulebook's examples)
    (2, "1B 3W"), (2, "1R 3K"), (2, "4Y"), (2, "4G"),
    (2, "2R 2Y"), (2, "2W 2G"), (2, "2K 2B"),
    (2, "3R 1G"), (2, "3Y 1B"), (2, "1W 3G"),
    (2, "2W 2B 1?"), (2, "1O 2Y"), (2, "1O 2K"),
    (2, "2R 1W 1B"), (2, "1Y 2G 1K"),
    # 3 points: 15 cards of 5-10 icons (two from the rulebook's examples)
    (3, "4G 4K 2?"), (3, "1O 2R 2W"),
    (3, "5R"), (3, "5W"), (3, "5B"),
    (3, "3Y 3B"), (3, "3W 3K"), (3, "3R 3G"),
    (3, "2Y 4B"), (3, "2R 4W"),
    (3, "2R 2G 2B"), (3, "2W 2Y 2K"),
    (3, "3G 2?"), (3, "3K 2?"), (3, "1O 2G 2B"),
)


def _coral_rows():
    for i, (points, text) in enumerate(_CORAL_ROWS):
        a = COLOURS[i % 6]
        b = COLOURS[(i + 1 + i // 6) % 6]
        if text in _EXAMPLE_NOTE:
            cost_source = Sourced(Provenance.INFERRED, "cost from the rulebook's " + _EXAMPLE_NOTE[text])
            source = Sourced(Provenance.ILLUSTRATIVE,
                             f"the example gives the cost only; the {points}-point value (costs grow "
                             "with points) and the bonus icons are invented")
        else:
            cost_source, source = _COST, _DECK
        yield CoralCard(i, f"Coral {i + 1}", points, Cost.parse(text), (a, b), source, cost_source)


CORAL: Catalog = Catalog("Coral Reef card", _coral_rows())
"""The 51 Coral Reef cards (``illustrative`` deck with the printed point distribution)."""


# ------------------------------------------------------------------------------ Starting Cards

@dataclass(frozen=True, slots=True)
class StartingCard:
    """The centre of a reef. Both its bonus icons are multicoloured: they match every icon for
    a discount (of the colour of the adjoining icon), never for a point nor for win condition 1."""

    id: int
    name: str
    clownfish: bool
    source: Sourced
    icons_source: Sourced

    @property
    def provenance(self) -> Provenance:
        return Provenance.weakest(self.source.provenance, self.icons_source.provenance)

    def __str__(self) -> str:
        return self.name

    def _repr_html_(self) -> str:
        from .draw import starting_picture

        return starting_picture(self)._repr_html_()


_START_SOURCE = Sourced(Provenance.RULEBOOK, "Contents: 5 Starting Cards, one with a clownfish icon")
_START_ICONS = Sourced(
    Provenance.ILLUSTRATIVE,
    "the picture is not printed; drawn as one multicoloured bonus icon at each end, which is how "
    "Action 2 says they behave (they match every icon, for discounts only)",
)
STARTING_CARDS: Catalog = Catalog("Starting Card", (
    StartingCard(0, "Clownfish Starting Card", True, _START_SOURCE, _START_ICONS),
    *(StartingCard(i, f"Starting Card {i + 1}", False, _START_SOURCE, _START_ICONS) for i in range(1, 5)),
))
"""The five Starting Cards; id 0 carries the clownfish (its holder takes the first turn)."""
CLOWNFISH = 0

fauna = FAUNA.lookup
coral = CORAL.lookup
"""Look up a Coral Reef card by name (``"Coral 20"``, any case), id, or the card itself."""
starting_card = STARTING_CARDS.lookup


def example_card(cost_text: str) -> CoralCard:
    """The deck's card with one of the rulebook's example costs (see :data:`EXAMPLE_COSTS`).

    >>> example_card("1O 2R 2W").name
    'Coral 38'
    >>> example_card("9R")
    Traceback (most recent call last):
    ...
    games_lib.core.errors.UnknownNameError: unknown example cost '9R'; valid names: 1B 3W, 1R 3K, 4G 4K 2?, 1O 2R 2W
    """
    need_str("cost_text", cost_text, "one of the rulebook's example costs, like '1B 3W'", where="example_card")
    want = Cost.parse(cost_text)
    for c in CORAL:
        if c.cost == want:
            return c
    raise UnknownNameError("example cost", cost_text, EXAMPLE_COSTS)  # no card of the deck costs that
