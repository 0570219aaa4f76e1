"""Oceans' components, as data.

The rulebook prints the components and the numbers of the set-up (the supply by player count,
the RESERVE of 60, ten spaces on a species board, bonus tokens 4/0, 6/4/0, 7/6/4/0, six cards
in a hand, at most three traits on a species) but not the cards: the texts of the 12 Surface
traits, 89 Deep cards and 25 Scenario cards are in a Reference Guide we do not have.

* The 12 Surface traits are named by public secondary sources (rule summaries, an unofficial
  online implementation, a review in *Science*, 6 March 2020): they are ``secondary``, and their
  numbers (icon values, how much a gain gives) are our reading, chosen so that the rulebook's
  feeding example comes out exactly (Tentacled, Symbiotic, Bottom Feeder, Filter Feeder).
* The two Reef-variant Scenarios, Abundance and Fertile, are ``secondary`` (named there); what
  they do in numbers is our reading.
* The migrate numbers of the Surface cards, the Deep cards and the other Scenarios are
  ``illustrative``: invented so that the game can be played.

A trait is data: its icons (forage, attack, shell, "may never" forage or attack), what it allows
(extra traits, extra feedings) and its triggers (an event seen on a species beside it or on
itself, and what it then does). One interpreter (:mod:`.state`) runs them all; it never tests a
trait's name.

>>> trait("Filter Feeder").forage, trait("Filter Feeder").never_attack
(2, True)
>>> [str(t) for t in trait("Bottom Feeder").triggers]
['when the species on its right is attacked: gains 2']
>>> len(SURFACE), len(TRAITS), SUPPLY[3], BONUS[4]
(120, 12, 120, (7, 6, 4, 0))
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import Catalog, Provenance, Sourced

TITLE = "Oceans"

# ------------------------------------------------------------------------------ numbers of the book

TOKENS = 200
"""Population tokens in the box (Components: 200 Population Tokens)."""
RESERVE = 60
"""Tokens in the RESERVE bag (Setup step 6)."""
SUPPLY = {2: 100, 3: 120, 4: 140}
"""The supply by player count (Setup step 7); the rest of the 200 minus the RESERVE stays in the box."""
BONUS = {2: (4, 0), 3: (6, 4, 0), 4: (7, 6, 4, 0)}
"""Bonus tokens by player count, in turn order from the start player (Setup step 11)."""
SPACES = 10
"""Spaces on a species board; the last one is the fishbones (Species Boards)."""
AFTER_OVERPOPULATION = 5
"""What an overpopulated species keeps (Overpopulation)."""
BOARDS = 24
"""Species boards (Components: 24 Species Boards)."""
HAND = 6
"""Cards in a hand after drawing (Phase 4)."""
MAX_TRAITS = 3
"""Traits on a species unless a card says otherwise (Playing a trait on an existing species)."""
ZONES = 3
"""Ocean zones (1 Ocean)."""
MAX_ROUNDS = 400
"""A safety stop the rulebook does not have (a project decision, RULES-NOTES leaves it open): a
game whose Ocean never empties (nobody evolves, or every hand is stuck) ends with round 400,
which is then played as the final round. Random games end on their own after about 90 to 140
rounds (benchmarks/stress.py)."""

SCENARIO_CARDS = 25
"""Scenario cards in the box (rulebook, Components); the library holds a few of them (:data:`SCENARIOS`)."""
DEEP_CARDS = 89
"""Deep cards in the box (rulebook, Components); the library holds an illustrative few (:data:`DEEP`)."""
GENE_POOL = 2
"""Face-up Deep piles of the Gene Pool (rulebook, Setup step 5)."""
DEEP_DRAW = 3
"""Deep cards drawn when you do not take from the Gene Pool; you keep one, the others go on the
Gene Pool piles (rulebook, Phase 4)."""
CAMBRIAN_START = 500
"""Million years ago the Cambrian Explosion began, a little more than this (rulebook, Cambrian Explosion)."""
CAMBRIAN_SPAN = 25
"""Million years it lasted, about (rulebook, Cambrian Explosion)."""

# ------------------------------------------------------------------------------ provenance

_SURFACE = Sourced(Provenance.SECONDARY,
                   "the 12 Surface traits are named by public rule summaries and an unofficial online implementation "
                   "(and a review in Science, 6 March 2020); their numbers are this project's reading, chosen so that "
                   "the rulebook's feeding example comes out exactly")
_EXAMPLE = Sourced(Provenance.SECONDARY,
                   "named in the rulebook's feeding example and in public rule summaries; its numbers follow the "
                   "example (the middle species gains 1 + 2 + 2 = 5)")
_MIGRATE = Sourced(Provenance.ILLUSTRATIVE, "the rulebook prints no card: migrate numbers invented (1 to 4)")
_REEF_SCENARIO = Sourced(Provenance.SECONDARY,
                         "named by the rulebook's Reef Variant and described in public rule summaries; "
                         "the number is this project's reading")
_ILL = Sourced(Provenance.ILLUSTRATIVE, "the rulebook prints no Deep card nor Scenario text: invented for this site")

# ------------------------------------------------------------------------------ traits

# events a trigger watches; who it watches; what it does
FEEDS, FORAGES, ATTACKS, ATTACKED = "feeds", "forages", "attacks", "is attacked"
SELF, LEFT, RIGHT = "self", "left", "right"
GAIN, LEECH = "gain", "leech"
EVENTS = (FEEDS, FORAGES, ATTACKS, ATTACKED)


class Trigger(NamedTuple):
    """When ``watch`` (this species, or the species on its left or right) ``event``\\ s, this
    species ``effect``\\ s ``n``: ``gain`` takes ``n`` from the Ocean, ``leech`` takes ``n``
    from the species that triggered it."""

    event: str
    watch: str
    effect: str
    n: int

    def __str__(self) -> str:
        who = "this species" if self.watch == SELF else f"the species on its {self.watch}"
        what = f"gains {self.n}" if self.effect == GAIN else f"takes {self.n} from it"
        return f"when {who} {self.event}: {what}"


class Trait(NamedTuple):
    """One Surface (or Deep) trait: its icons and what it does, as the engine reads them."""

    id: int
    name: str
    forage: int = 0            # green forage icons
    attack: int = 0            # red attack icons
    shell: int = 0             # shell icons: an attacker takes this many fewer
    never_forage: bool = False
    never_attack: bool = False
    extra_traits: int = 0      # the species may hold this many traits more than three
    extra_feeds: int = 0       # the species may feed this many more times in a turn
    triggers: tuple = ()       # Trigger values
    text: str = ""
    source: Sourced = _SURFACE
    ignores_scenarios: bool = False  # Scenario cards do not apply to this species (a trait overrides them)

    @property
    def defensive(self) -> bool:
        """A black-box trait: it protects the species from attacks (shells)."""
        return self.shell > 0

    def __str__(self) -> str:
        return self.name

    def _repr_html_(self) -> str:  # drawings load on first use (see games_lib.core.lazy)
        from .draw import card_picture

        return card_picture(self)._repr_html_()


def _t(i, name, text, source=_SURFACE, **icons):
    return Trait(i, name, text=text, source=source, **icons)


TRAITS = Catalog("trait", (
    _t(0, "Tentacled", "Attack 1. After this species feeds, it may feed one more time.", _EXAMPLE,
       attack=1, extra_feeds=1),
    _t(1, "Shark Cleaner", "Gains 1 whenever a species beside it attacks.",
       triggers=(Trigger(ATTACKS, LEFT, GAIN, 1), Trigger(ATTACKS, RIGHT, GAIN, 1))),
    _t(2, "Bottom Feeder", "Gains 2 whenever the species on its right is attacked.", _EXAMPLE,
       triggers=(Trigger(ATTACKED, RIGHT, GAIN, 2),)),
    _t(3, "Symbiotic", "Gains 1 whenever the species on its left feeds.", _EXAMPLE,
       triggers=(Trigger(FEEDS, LEFT, GAIN, 1),)),
    _t(4, "Parasitic", "Whenever the species on its right forages, takes 1 from it.",
       triggers=(Trigger(FORAGES, RIGHT, LEECH, 1),)),
    _t(5, "Filter Feeder", "Forage 2. May never attack.", _EXAMPLE, forage=2, never_attack=True),
    _t(6, "Apex Predator", "Attack 3. May never forage.", attack=3, never_forage=True),
    _t(7, "Speed", "Forage 1. This species may hold one more trait.", forage=1, extra_traits=1),
    _t(8, "Inking", "Shell 2: an attacker takes 2 fewer.", shell=2),
    _t(9, "Schooling", "Shell 1. Gains 1 whenever this species is attacked.", shell=1,
       triggers=(Trigger(ATTACKED, SELF, GAIN, 1),)),
    _t(10, "Transparent", "Shell 1. Forage 1.", shell=1, forage=1),
    _t(11, "Whale Cleaner", "Gains 1 whenever a species beside it forages.",
       triggers=(Trigger(FORAGES, LEFT, GAIN, 1), Trigger(FORAGES, RIGHT, GAIN, 1))),
))
"""The 12 Surface traits (``secondary``; the numbers are our reading)."""


def trait(name) -> Trait:
    """The trait called ``name`` (any case) or numbered ``name``."""
    return TRAITS.lookup(name)


# ------------------------------------------------------------------------------ Surface cards

COPIES = 10
MIGRATE_NUMBERS = (1, 1, 2, 2, 2, 3, 3, 3, 4, 4)
"""The migrate number of each of a trait's ten copies (illustrative)."""


class Card(NamedTuple):
    """One Surface card: its number (0 to 119), its trait and its migrate number."""

    id: int
    name: str
    trait_id: int
    migrate: int
    source: Sourced = _MIGRATE

    @property
    def trait(self) -> Trait:
        return TRAITS[self.trait_id]

    def __str__(self) -> str:
        return self.name

    def _repr_html_(self) -> str:  # drawings load on first use (see games_lib.core.lazy)
        from .draw import card_picture

        return card_picture(self)._repr_html_()


SURFACE = Catalog("Surface card", tuple(
    Card(t.id * COPIES + k, f"{t.name} {k + 1}", t.id, MIGRATE_NUMBERS[k])
    for t in TRAITS for k in range(COPIES)))
"""The Surface deck: 12 traits × 10 copies; card ``i`` is copy ``i % 10 + 1`` of trait ``i // 10``."""

CARD_TRAIT = tuple(c.trait_id for c in SURFACE)
CARD_MIGRATE = tuple(c.migrate for c in SURFACE)


def card(name) -> Card:
    """The Surface card called ``name`` (``"Tentacled 3"``) or numbered ``name``."""
    return SURFACE.lookup(name)


# ------------------------------------------------------------------------------ Scenarios, Deep, Cambrian

BLUE, PURPLE = "blue", "purple"
TEETH, DIAMOND, LIGHTNING = "teeth", "diamond", "lightning"
"""Scenario icons (Scenario Card Icons): more aggressive, extra complexities, an event."""


class Scenario(NamedTuple):
    """A Scenario card, as data the engine reads.

    ``blue`` is active while its Ocean zone is empty at the end of an event; it changes a core
    rule for every species (unless a trait of the species overrides Scenarios):
    ``gain_bonus`` every gain of a trait gives this many more; ``new_species`` a new species
    gains this many from the Ocean; ``forage_bonus`` / ``attack_bonus`` forage / attack values
    are this much higher; ``age_extra`` every species ages this many more.

    ``purple`` fires each time its zone is found empty at the end of an event (after being
    holding tokens): ``lose`` every species in play loses this many to the Reef; ``to_reef``
    this many tokens come from the Ocean into the Reef.
    """

    id: int
    name: str
    kind: str
    text: str
    gain_bonus: int = 0
    new_species: int = 0
    reef_variant: bool = False
    source: Sourced = _ILL
    forage_bonus: int = 0
    attack_bonus: int = 0
    age_extra: int = 0
    lose: int = 0
    to_reef: int = 0
    icons: tuple = ()


SCENARIOS = Catalog("Scenario", (
    Scenario(0, "Abundance", BLUE, "While active, every trait that gains gains 1 more.", gain_bonus=1,
             reef_variant=True, source=_REEF_SCENARIO),
    Scenario(1, "Fertile", BLUE, "While active, a new species gains 2 from the Ocean.", new_species=2,
             reef_variant=True, source=_REEF_SCENARIO),
    Scenario(2, "Red Tide", PURPLE, "Each time it fires, every species loses 1 to the Reef (illustrative).", lose=1,
             icons=(LIGHTNING,)),
    Scenario(3, "Upwelling", PURPLE, "Each time it fires, 5 population come from the Ocean into the Reef "
             "(illustrative).", to_reef=5, icons=(LIGHTNING,)),
    Scenario(4, "Warm Current", BLUE, "While active, forage values are 1 higher (illustrative).", forage_bonus=1),
    Scenario(5, "Feeding Frenzy", BLUE, "While active, attack values are 1 higher (illustrative).", attack_bonus=1,
             icons=(TEETH,)),
    Scenario(6, "Cold Snap", BLUE, "While active, every species ages 1 more (illustrative).", age_extra=1,
             icons=(DIAMOND,)),
    Scenario(7, "Storm", PURPLE, "Each time it fires, every species loses 2 to the Reef (illustrative).", lose=2,
             icons=(LIGHTNING, TEETH)),
))
"""Scenario cards: the two of the Reef variant (``secondary``) and a few illustrative ones."""

REEF_SCENARIOS = (SCENARIOS.lookup("Abundance").id, SCENARIOS.lookup("Fertile").id)
"""The Reef variant's Scenarios, on Ocean zones 1 and 2."""


class DeepCard(NamedTuple):
    """A Deep card: a trait with a migrate number that is also its cost (all illustrative).

    In a hand, on a species or anywhere else in the engine it is the card number
    :attr:`card` (``DEEP0 + id``, after the 120 Surface cards)."""

    id: int
    name: str
    migrate: int
    trait: Trait
    source: Sourced = _ILL

    def _repr_html_(self) -> str:  # drawings load on first use (see games_lib.core.lazy)
        from .draw import card_picture

        return card_picture(self)._repr_html_()

    @property
    def card(self) -> int:
        return DEEP0 + self.id

    @property
    def text(self) -> str:
        return self.trait.text

    def __str__(self) -> str:
        return self.name


DEEP0 = len(SURFACE)
"""The card number of the first Deep card (Surface cards are 0 to 119)."""


def _deep(i, name, migrate, text, **icons):
    return DeepCard(i, name, migrate, Trait(100 + i, name, text=text, source=_ILL, **icons))


_BESIDE_FORAGES = (Trigger(FORAGES, LEFT, GAIN, 1), Trigger(FORAGES, RIGHT, GAIN, 1))

DEEP = Catalog("Deep card", (
    _deep(0, "Giant Squid", 6, "Attack 5.", attack=5),
    _deep(1, "Anglerfish", 4, "Attack 2. Gains 1 whenever a species beside it forages.", attack=2,
          triggers=_BESIDE_FORAGES),
    _deep(2, "Comb Jelly", 3, "Shell 3.", shell=3),
    _deep(3, "Vampire Squid", 5, "Forage 2. Attack 2.", forage=2, attack=2),
    _deep(4, "Deep-Sea Gardener", 4, "Forage 4. May never attack.", forage=4, never_attack=True),
    _deep(5, "Siphonophore", 5, "This species may hold two more traits.", extra_traits=2),
    _deep(6, "Vent Worm", 3, "Forage 2. Scenario cards do not apply to this species.", forage=2,
          ignores_scenarios=True),
    _deep(7, "Gulper Eel", 5, "Attack 3. After this species feeds, it may feed one more time.", attack=3,
          extra_feeds=1),
    _deep(8, "Sea Pig", 2, "Forage 1. Gains 1 whenever this species forages.", forage=1,
          triggers=(Trigger(FORAGES, SELF, GAIN, 1),)),
    _deep(9, "Barreleye", 3, "Shell 1. Gains 2 whenever the species on its left attacks.", shell=1,
          triggers=(Trigger(ATTACKS, LEFT, GAIN, 2),)),
    _deep(10, "Bone-Eating Worm", 4, "Whenever the species on its right is attacked, takes 1 from it.",
          triggers=(Trigger(ATTACKED, RIGHT, LEECH, 1),)),
    _deep(11, "Dumbo Octopus", 2, "Forage 1. Shell 1.", forage=1, shell=1),
    _deep(12, "Giant Isopod", 3, "Shell 2. May never attack. Gains 1 whenever this species is attacked.", shell=2,
          never_attack=True, triggers=(Trigger(ATTACKED, SELF, GAIN, 1),)),
    _deep(13, "Frilled Shark", 6, "Attack 4. Scenario cards do not apply to this species.", attack=4,
          ignores_scenarios=True),
))
"""An illustrative selection of 14 Deep cards (the rulebook has 89 and prints none): the full game
only. Each is a trait (icons, triggers) with its migrate number, which is also its cost to evolve."""

CARD_TRAITS = tuple(c.trait for c in SURFACE) + tuple(d.trait for d in DEEP)
"""The trait of every card number: the 120 Surface cards, then the Deep cards."""
CARD_MIGRATES = CARD_MIGRATE + tuple(d.migrate for d in DEEP)
"""The migrate number of every card number (a Deep card's is also its cost to evolve)."""
CARD_NAMES = tuple(c.name for c in SURFACE) + tuple(d.name for d in DEEP)
"""The name of every card number."""
NUM_ALL = len(CARD_NAMES)


def is_deep(card_number: int) -> bool:
    """Whether card number ``card_number`` (0 to 133) is a Deep card (the engine reads ``>= DEEP0``)."""
    from ..core.checks import need_int
    return need_int("card_number", card_number, 0, NUM_ALL - 1, where="is_deep") >= DEEP0


def deep(name) -> DeepCard:
    """The Deep card called ``name`` (any case) or numbered ``name`` (0 to 13, not its card number)."""
    return DEEP.lookup(name)


CAMBRIAN = Sourced(Provenance.RULEBOOK, "one Cambrian Explosion card, 'Reef Variant' on one side; it lies in zone 1")
