"""Pacific Ocean card data: icons, scoring conditions, the 16 animals and the 4 sanctuary faces.

Everything here is *data*. A scoring condition is a sum of :class:`Term` objects, each a number
of points times a :class:`Measure` of a sanctuary (icons of one kind, complete sets of several
kinds, cards showing icons or a condition, a majority over the opponent). The Jellyfish's
condition is :class:`CopyOpponent`. :mod:`games_lib.pacific_ocean.scoring` interprets them; no
rule is written as ``if name == ...``.

Every card carries the provenance of its icons, of its condition and of its Latin name: five
cards are not fully printed in the rulebook (see the site's *About the data* page and
:data:`games_lib.pacific_ocean.rules.READINGS`).

>>> card("Stingray").condition.text
'2 per Size/Danger pair'
>>> card("Narwhal").provenance.value
'illustrative'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Union

from ..core import Catalog, Provenance, Sourced

TITLE = "Pacific Ocean"


class Icon(IntEnum):
    """The three icon kinds. Their value indexes a sanctuary's :class:`Counts`."""

    SIZE = 0
    DANGER = 1
    GRACE = 2

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @property
    def letter(self) -> str:
        return self.name[0]

    def __str__(self) -> str:
        return self.label


SIZE, DANGER, GRACE = Icon.SIZE, Icon.DANGER, Icon.GRACE
ICONS = (SIZE, DANGER, GRACE)

# Index of the two card counts in a Counts tuple (after the three icon counts).
ICON_CARDS = 3       # cards showing icons (the Sanctuary card included)
CONDITION_CARDS = 4  # cards showing a scoring condition


# --------------------------------------------------------------------------- measures
# A measure turns (my counts, the opponent's counts) into a number. Counts are 5-tuples:
# (size, danger, grace, cards showing icons, cards showing a condition).

@dataclass(frozen=True, slots=True)
class IconCount:
    """Number of icons of one kind in my sanctuary."""

    icon: Icon

    def value(self, mine, theirs) -> float:
        return mine[self.icon]

    def describe(self, n) -> str:
        return f"{_num(n)} {self.icon.label} icon{'s' if n != 1 else ''}"

    @property
    def text(self) -> str:
        return f"{self.icon.label} icon"


@dataclass(frozen=True, slots=True)
class IconSets:
    """Complete sets of several icon kinds: an icon pair (two kinds) or a combination (three).

    The number of sets is the smallest of the counts (RULES-NOTES reading).
    """

    icons: tuple[Icon, ...]

    def value(self, mine, theirs) -> float:
        return min(mine[i] for i in self.icons)

    @property
    def text(self) -> str:
        kinds = "/".join(i.label for i in self.icons)
        return f"{kinds} {'pair' if len(self.icons) == 2 else 'combination'}"

    def describe(self, n) -> str:
        return f"{_num(n)} {self.text}{'s' if n != 1 else ''}"


@dataclass(frozen=True, slots=True)
class CardsShowing:
    """Cards in my sanctuary showing icons (``ICON_CARDS``) or a condition (``CONDITION_CARDS``)."""

    what: int

    def value(self, mine, theirs) -> float:
        return mine[self.what]

    @property
    def text(self) -> str:
        return "card with visible icons" if self.what == ICON_CARDS else "card with a visible condition"

    def describe(self, n) -> str:
        noun = "card" if n == 1 else "cards"
        tail = "with visible icons" if self.what == ICON_CARDS else "with a visible condition"
        return f"{_num(n)} {noun} {tail}"


@dataclass(frozen=True, slots=True)
class Flat:
    """Always 1: a fixed number of points."""

    def value(self, mine, theirs) -> float:
        return 1

    @property
    def text(self) -> str:
        return "flat"

    def describe(self, n) -> str:
        return "base"


@dataclass(frozen=True, slots=True)
class MoreThanOpponent:
    """1 if I have strictly more icons of this kind than my opponent, else 0."""

    icon: Icon

    def value(self, mine, theirs) -> float:
        return 1 if mine[self.icon] > theirs[self.icon] else 0

    @property
    def text(self) -> str:
        return f"{self.icon.label} majority"

    def describe(self, n, mine=None, theirs=None) -> str:
        if mine is None:
            return "majority" if n else "no majority"
        rel = "more" if n else "not more"
        return f"{_num(mine[self.icon])} {self.icon.label} vs {_num(theirs[self.icon])}: {rel}"


Measure = Union[IconCount, IconSets, CardsShowing, Flat, MoreThanOpponent]


@dataclass(frozen=True, slots=True)
class Term:
    """``points`` for each unit of ``measure`` (points may be negative)."""

    points: int
    measure: Measure


@dataclass(frozen=True, slots=True)
class Condition:
    """A scoring condition: the sum of its terms."""

    terms: tuple[Term, ...]
    text: str

    def evaluate(self, mine, theirs) -> float:
        """Points this condition gives to the owner of ``mine`` (counts) against ``theirs``."""
        total = 0
        for t in self.terms:
            total += t.points * t.measure.value(mine, theirs)
        return total


@dataclass(frozen=True, slots=True)
class CopyOpponent:
    """The Jellyfish: score one condition shown in the opponent's sanctuary as if it were mine.

    Reading (RULES-NOTES): the copy that scores best for its owner is taken; copying a
    Jellyfish scores 0; with no condition to copy, it scores 0.
    """

    text: str = "copy an opponent's condition"


# --------------------------------------------------------------------------- cards

@dataclass(frozen=True, slots=True)
class AnimalCard:
    """One of the 16 Aquatic Animal cards.

    ``id`` is its index in :data:`ANIMALS` (0–15). ``icons`` are shown when the card is added
    with Option A, ``condition`` when added with Option B.
    """

    id: int
    name: str
    latin: str
    icons: tuple[Icon, ...]
    condition: Union[Condition, CopyOpponent]
    group: str
    icons_source: Sourced
    condition_source: Sourced
    fact: str = ""
    latin_source: Sourced = Sourced(Provenance.RULEBOOK, "Aquatic Animal Card Reference")

    @property
    def provenance(self) -> Provenance:
        """The least certain of the icons' and the condition's provenance (the rules data;
        the Latin name has its own ``latin_source``)."""
        return Provenance.weakest(self.icons_source.provenance, self.condition_source.provenance)

    @property
    def is_copy(self) -> bool:
        return isinstance(self.condition, CopyOpponent)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        icons = "+".join(i.letter for i in self.icons)
        return f"<AnimalCard {self.name!r} icons={icons} condition={self.condition.text!r} ({self.provenance.value})>"

    def _repr_svg_(self) -> str:
        from .draw import card_svg

        return card_svg(self)

    def _repr_html_(self) -> str:
        from .draw import card_picture

        return card_picture(self)._repr_html_()


@dataclass(frozen=True, slots=True)
class SanctuaryFace:
    """One side of a double-sided Sanctuary card. ``card`` (0 or 1) is the physical card."""

    id: int
    name: str
    latin: str
    icons: tuple[Icon, ...]
    card: int
    icons_source: Sourced
    pairing_source: Sourced
    fact: str = ""

    @property
    def provenance(self) -> Provenance:
        return Provenance.weakest(self.icons_source.provenance, self.pairing_source.provenance)

    def __str__(self) -> str:
        return self.name

    def __repr__(self) -> str:
        icons = "+".join(i.letter for i in self.icons)
        return f"<SanctuaryFace {self.name!r} icons={icons} card={self.card}>"

    def _repr_svg_(self) -> str:
        from .draw import face_svg

        return face_svg(self)

    def _repr_html_(self) -> str:
        from .draw import face_picture

        return face_picture(self)._repr_html_()


def _num(n) -> str:
    return str(int(n)) if float(n).is_integer() else f"{n:.1f}"


# --------------------------------------------------------------------------- the tables

_PRINTED = Sourced(Provenance.RULEBOOK, "Aquatic Animal Card Reference")
_PRINTED_GROUP = Sourced(Provenance.RULEBOOK, "Scoring Conditions (group rule) and Card Reference")
_WHALE_PATTERN = Sourced(
    Provenance.INFERRED,
    "not printed; the whale group scores 3 per pair and loses 2 per icon, and Humpback "
    "(Grace, Grace: Size/Danger pair, loses per Grace) and Blue Whale (Size, Size: Danger/Grace "
    "pair, loses per Size) leave Size/Grace pair, losing per Danger, on Danger, Danger",
)
_MAJORITY_GROUP = "Beluga Whale, Sperm Whale and Narwhal score 4 for a majority of one icon kind"


def _illustrative(why: str) -> Sourced:
    return Sourced(Provenance.ILLUSTRATIVE, why)


def per_icon(icon: Icon) -> Condition:
    """The condition "1 point per ``icon`` icon" (the sharks' kind)."""
    return Condition((Term(1, IconCount(icon)),), f"1 per {icon.label} icon")


def _per_pair(a: Icon, b: Icon) -> Condition:
    return Condition((Term(2, IconSets((a, b))),), f"2 per {a.label}/{b.label} pair")


def _whale(a: Icon, b: Icon, minus: Icon) -> Condition:
    return Condition(
        (Term(3, IconSets((a, b))), Term(-2, IconCount(minus))),
        f"3 per {a.label}/{b.label} pair, −2 per {minus.label} icon",
    )


def _majority(icon: Icon) -> Condition:
    return Condition((Term(4, MoreThanOpponent(icon)),), f"4 if more {icon.label} than the opponent")


# (name, latin, icons, condition, group, icons source, condition source, fact)
_ANIMAL_ROWS = (
    ("Mako Shark", "Isurus oxyrinchus", (DANGER, GRACE), per_icon(SIZE), "shark",
     _PRINTED, _PRINTED, "Swims in bursts of up to 75 km/h and can leap 6 m out of the water."),
    ("Hammerhead Shark", "Sphyrnidae", (SIZE, GRACE), per_icon(DANGER), "shark",
     _PRINTED, _PRINTED, "About 700 teeth, in up to 17 rows per jaw."),
    ("Tiger Shark", "Galeocerdo cuvier", (SIZE, DANGER), per_icon(GRACE), "shark",
     _PRINTED, _PRINTED, "Its teeth can cut through a sea turtle's shell."),
    ("Great White Shark", "Carcharodon carcharias", (DANGER, DANGER), _per_pair(SIZE, GRACE), "pair",
     _PRINTED, _PRINTED, "May grow some 50,000 teeth in its life."),
    ("Whale Shark", "Rhincodon typus", (SIZE, SIZE), _per_pair(DANGER, GRACE), "pair",
     _PRINTED, _PRINTED, "Adults reach up to 18 m long."),
    ("Stingray", "Manta", (GRACE, GRACE), _per_pair(SIZE, DANGER), "pair",
     _PRINTED, _PRINTED, "Adults span up to 7 m."),
    ("Humpback Whale", "Megaptera novaeangliae", (GRACE, GRACE), _whale(SIZE, DANGER, GRACE), "whale",
     _PRINTED, _PRINTED, "Eats about 2.5 tonnes of plankton a day."),
    ("Killer Whale", "Orcinus orca", (DANGER, DANGER), _whale(SIZE, GRACE, DANGER), "whale",
     _WHALE_PATTERN, _WHALE_PATTERN, ""),
    ("Blue Whale", "Balaenoptera musculus", (SIZE, SIZE), _whale(DANGER, GRACE, SIZE), "whale",
     _PRINTED, _PRINTED, ""),
    ("Beluga Whale", "Delphinapterus leucas", (SIZE, GRACE), _majority(DANGER), "majority",
     _illustrative("icons not printed; chosen to even out the deck's icon totals"),
     _illustrative(_MAJORITY_GROUP + " (printed); which kind is Beluga's is not: Narwhal's Size is "
                   "stated in the scoring example, and Danger and Grace were given to Beluga and Sperm "
                   "Whale in the order the rulebook lists them (an assumed order)"), ""),
    ("Sperm Whale", "Physeter macrocephalus", (SIZE, DANGER), _majority(GRACE), "majority",
     _illustrative("icons not printed; chosen to even out the deck's icon totals"),
     _illustrative(_MAJORITY_GROUP + " (printed); Grace given to the Sperm Whale by an assumed order"), ""),
    ("Narwhal", "Monodon monoceros", (DANGER, GRACE), _majority(SIZE), "majority",
     _illustrative("icons not printed; chosen to even out the deck's icon totals"),
     Sourced(Provenance.INFERRED, _MAJORITY_GROUP + "; Size stated in the scoring example"), ""),
    ("Sea Star", "Asteroidea", (DANGER, GRACE),
     Condition((Term(3, IconSets((SIZE, DANGER, GRACE))),), "3 per Size/Danger/Grace combination"),
     "combination", _PRINTED, _PRINTED, "Can regrow limbs, sometimes a whole body."),
    ("Sea Turtle", "Chelonioidea", (SIZE, GRACE),
     Condition((Term(1, Flat()), Term(1, CardsShowing(CONDITION_CARDS))),
               "1, plus 1 per card with a visible condition"),
     "cards", _PRINTED, _PRINTED, "Can weigh up to 500 kg."),
    ("Octopus", "Octopoda", (SIZE, DANGER),
     Condition((Term(1, CardsShowing(ICON_CARDS)),), "1 per card with visible icons"),
     "cards", _illustrative("icons not printed; chosen to even out the deck's icon totals"),
     _PRINTED, ""),
    ("Jellyfish", "Scyphozoa", (SIZE, DANGER), CopyOpponent(), "copy",
     _PRINTED, _PRINTED, "A sea wasp's venom can kill a person within minutes."),
)

_LATIN_NOT_PRINTED = Sourced(
    Provenance.SECONDARY,
    "the rulebook prints no Latin name for this animal (the Blue Whale's is left blank, and Killer "
    "Whale, Beluga Whale, Sperm Whale, Narwhal and Octopus are missing from its card reference); "
    "the standard scientific name is used (WoRMS, the World Register of Marine Species)",
)
_LATIN_PRINTED_BY_NAME = {"Mako Shark", "Hammerhead Shark", "Tiger Shark", "Great White Shark", "Whale Shark",
                          "Stingray", "Humpback Whale", "Sea Star", "Sea Turtle", "Jellyfish"}

ANIMALS: Catalog = Catalog("Aquatic Animal card", (
    AnimalCard(i, name, latin, icons, cond, group, isrc, csrc, fact,
               *(() if name in _LATIN_PRINTED_BY_NAME else (_LATIN_NOT_PRINTED,)))
    for i, (name, latin, icons, cond, group, isrc, csrc, fact) in enumerate(_ANIMAL_ROWS)
))
"""The 16 Aquatic Animal cards, in a fixed order (their ``id``)."""

_PAIRING = _illustrative("the rulebook does not say which two faces share a Sanctuary card")
_FACE_ROWS = (
    ("Dolphin", "Delphinus delphis", (SIZE, GRACE), 0, "Uses some 14,000 sound signals."),
    ("Seahorse", "Hippocampus", (GRACE, GRACE), 0, "Can give birth to 1,000 young at once."),
    ("Nautilus", "Nautilus pompilius", (SIZE, DANGER, GRACE), 1, "Its kind is almost 400 million years old."),
    ("Red Lionfish", "Pterois volitans", (DANGER, DANGER), 1, "Carries 18 venomous spines."),
)
SANCTUARY_FACES: Catalog = Catalog("Sanctuary face", (
    SanctuaryFace(i, name, latin, icons, c, Sourced(Provenance.RULEBOOK, "Sanctuary Card Reference"),
                  _PAIRING, fact)
    for i, (name, latin, icons, c, fact) in enumerate(_FACE_ROWS)
))
"""The four Sanctuary faces. Faces 0/1 share physical card 0, faces 2/3 card 1 (illustrative)."""

SANCTUARY_CARDS: tuple[tuple[int, int], ...] = ((0, 1), (2, 3))
"""The two double-sided Sanctuary cards, as pairs of face ids."""

card = ANIMALS.lookup
"""Look up an Aquatic Animal card by name (any case), id, or the card itself.

>>> card("mako shark").icons
(<Icon.DANGER: 1>, <Icon.GRACE: 2>)
>>> card("Kraken")
Traceback (most recent call last):
...
games_lib.core.errors.UnknownNameError: unknown Aquatic Animal card 'Kraken'; valid names: Mako Shark, ...
"""

face = SANCTUARY_FACES.lookup
"""Look up a Sanctuary face by name (any case), id, or the face itself."""
