"""Every Oceans rule the engine enforces, with the rulebook section that states it, and the
readings taken where the rulebook leaves a point open (from RULES-NOTES.md).

Errors name these rules; tests cite their sections.
"""

from dataclasses import dataclass

from ..core import Rule
from .cards import TITLE


def _r(section: str, key: str, text: str) -> Rule:
    return Rule(TITLE, section, key, text)


PLAY_FROM_HAND = _r("Phase 1: Playing Cards", "play-from-hand", "A card played comes from your own hand.")
PLAY_COUNT = _r("Phase 1: Playing Cards", "one-or-two-cards",
                "Play 1 card before the Cambrian Explosion, 2 once it has started.")
NEW_SPECIES_PLACE = _r("Phase 1: Playing Cards", "new-species-place",
                       "A new species goes to the left, to the right, or between two of your species.")
FREE_BOARD = _r("Phase 1: Playing Cards", "free-board", "A new species needs a free species board from the supply.")
OWN_SPECIES = _r("Phase 1: Playing Cards", "own-species", "You evolve, or remove traits from, your own species only.")
MAX_TRAITS = _r("Phase 1: Playing Cards", "max-traits",
                "A species holds at most 3 traits unless a card explicitly allows more.")
MIGRATE_PLACES = _r("Phase 1: Playing Cards", "migrate-places",
                    "Migrate from the Reef or an Ocean zone to another of these places.")
FEED_ONE = _r("Phase 2: Feeding", "feed-one-species", "Feed one of your own species: it forages or attacks.")
NEVER_FORAGE = _r("Phase 2: Feeding", "may-never-forage", "A species with a 'may never forage' icon never forages.")
NEVER_ATTACK = _r("Phase 2: Feeding", "may-never-attack", "A species with a 'may never attack' icon never attacks.")
TAKE_AT_LEAST_ONE = _r("Phase 2: Feeding", "take-at-least-one",
                       "A species forages or attacks only if it would take at least 1 population.")
OPEN_SPACE = _r("Phase 2: Feeding", "open-space", "A species feeds only if it has an open space on its board.")
ATTACK_OTHER = _r("Phase 2: Feeding", "attack-another", "A species attacks another species (yours included).")
SHELLS = _r("Defensive Traits", "shells", "Each shell icon makes an attacker take that many fewer population.")
FEED_AGAIN = _r("Overpopulation", "feed-again",
                "Only a species whose trait allows it feeds again, and never after it overpopulated on its own "
                "feeding.")
OVERPOPULATION = _r("Overpopulation", "overpopulation",
                    "A species on its fishbones goes back to 5; its owner puts the excess in the Reef or one Ocean "
                    "zone.")
DISCARD = _r("Phase 4: Drawing Cards", "discard-surface", "You may discard Surface cards from your hand, then draw to 6.")
ANSWER_FIRST = _r("Overpopulation", "answer-first", "A pending choice is answered before play goes on.")
IN_TURN = _r("Playing the Game", "in-turn", "Each phase of a turn comes in order: cards, feeding, aging, drawing.")
GAME_OVER = _r("End of Game", "game-end",
               "The game ends after the last player in turn order finishes the round in which the RESERVE came out.")

DEEP_CAMBRIAN = _r("Cambrian Explosion", "deep-in-the-cambrian",
                   "Deep cards may be played only once the Cambrian Explosion has started.")
DEEP_COST = _r("The Deep", "deep-cost",
               "To evolve with a Deep card, pay its migrate number from your score pile (never the bonus token).")
DEEP_DRAW = _r("Phase 4: Drawing Cards", "deep-draw",
               "You may take one Deep card: the top of a Gene Pool pile, or three from the Deep deck keeping one.")

ALL = (PLAY_FROM_HAND, PLAY_COUNT, NEW_SPECIES_PLACE, FREE_BOARD, OWN_SPECIES, MAX_TRAITS, MIGRATE_PLACES,
       FEED_ONE, NEVER_FORAGE, NEVER_ATTACK, TAKE_AT_LEAST_ONE, OPEN_SPACE, ATTACK_OTHER, SHELLS, FEED_AGAIN,
       OVERPOPULATION, DISCARD, ANSWER_FIRST, IN_TURN, GAME_OVER, DEEP_CAMBRIAN, DEEP_COST, DEEP_DRAW)


@dataclass(frozen=True, slots=True)
class Reading:
    """How the library reads a point the rulebook leaves open; ``test`` names the test that pins it."""

    section: str
    text: str
    test: str


_T = "tests/oceans/test_readings.py::"

READINGS = (
    Reading("Phase 2: Feeding", "Forage value = the larger of 1 and the green icons; attack value = the larger of 1 "
            "and the red icons. Tokens taken = the value (less the target's shells), capped by what the source holds "
            "and by the open spaces; below 1 the feeding is not allowed. A gain is capped by open spaces; what does "
            "not fit stays in the Ocean.", _T + "test_feeding_values_and_caps"),
    Reading("Phase 1: Playing Cards", "Playing a card (one, two in the Cambrian) and feeding are compulsory when "
            "possible; a feeding may target any other species, yours included, never one holding nothing.",
            _T + "test_compulsory_card_and_feeding"),
    Reading("Core Concepts", "Triggered effects resolve in a fixed order on the decision stack: the feeding species' "
            "own effects, then by seat from the active player, each row left to right. Overpopulation is checked "
            "once all have resolved; Scenarios at the end of the event.", _T + "test_trigger_order"),
    Reading("Overpopulation", "A species on its fishbones drops to 5; its owner puts all the excess in the Reef or "
            "one Ocean zone; several owners choose in seat order from the active player.",
            _T + "test_overpopulation_owner_places_excess"),
    Reading("Phase 1: Playing Cards", "Migration goes to another place; from the Reef only what is there; from the "
            "Ocean the full amount, the rest from the lowest-numbered zone with tokens, then the RESERVE.",
            _T + "test_migration"),
    Reading("End of Game", "The RESERVE goes into zone 3 the moment the Ocean holds no token; the round then "
            "finishes with the last player in turn order. Tokens in the box never enter play.",
            _T + "test_reserve_and_final_round"),
    Reading("Cambrian Explosion", "The Cambrian starts the moment zone 1 is empty; started during your card phase a "
            "second card is optional; started later, that turn's aging already takes 2.", _T + "test_cambrian"),
    Reading("Phase 1: Playing Cards", "A new species starts with no token (Fertile aside); a species stripped of its "
            "traits stays; on extinction its traits go to the discard pile and its neighbours become adjacent. A "
            "trait is removed only while the species keeps no more traits than it may hold.",
            _T + "test_new_species_and_extinction"),
    Reading("Adjacency Arrows", "Adjacency is one ring of every species: a player's left-most species borders the "
            "right-most species of the next player clockwise; with two species in all, the other is both "
            "neighbours; a species alone has none.", _T + "test_adjacency_ring"),
    Reading("Setup", "The supply is split in equal quarters (25 / 30 / 35); Reef variant: Abundance on zone 1, "
            "Fertile on zone 2. Score piles are hidden from the other players.", _T + "test_setup_reef_variant"),
    Reading("End of Game", "Ties go to the most trait cards on surviving species, then the win is shared.",
            "tests/oceans/test_scoring.py::test_tie_break_by_trait_cards_then_shared"),
    Reading("The Deep", "Deep cards count toward the hand of six and are never discarded; a Deep card is taken in "
            "Phase 4 only while the hand holds fewer than six cards. A player who cannot play a card (before the "
            "Cambrian, a hand of Deep cards only) skips the rest of Phase 1. Drawing three takes what the Deep deck "
            "still has; the cards not kept go face up, the first on Gene Pool pile 1, the next on pile 2; an emptied "
            "pile is started again from the Deep deck while it has cards.", "tests/oceans/test_full.py::test_deep_hand_readings"),
    Reading("Scenario Cards", "A purple Scenario fires when its zone is found empty at the end of an event, having "
            "held tokens at the end of the one before; what it moves may empty the other zone, whose Scenario is "
            "then checked too. A trait that overrides Scenarios keeps the core rule for its species only.",
            "tests/oceans/test_full.py::test_purple_fires_each_time_the_zone_empties"),
    Reading("End of Game", "A safety stop the rulebook does not have: if the RESERVE has not come out by then, round "
            "400 is the final round (the game then ends as after the RESERVE). Random games end on their own long "
            "before.", "tests/oceans/test_full.py::test_the_safety_stop_ends_a_stuck_game"),
    Reading("Feeding Example", "Directions taken from the feeding example (a decision that reproduces 1 + 2 + 2, "
            "not a deduction): Symbiotic watches the species on its left, Bottom Feeder the one on its right.",
            "tests/oceans/test_feeding_example.py::test_feeding_example_exactly"),
)
"""The readings, each pinned by a test (the About-the-data page lists them)."""
