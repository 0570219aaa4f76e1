"""Every Open Ocean rule the engine enforces, with the rulebook section that states it, and the
readings taken where the rulebook leaves a point open (from RULES-NOTES.md).

Errors name these rules; tests cite their sections.
"""

from dataclasses import dataclass

from ..core import Rule
from .cards import TITLE


def _r(section: str, key: str, text: str) -> Rule:
    return Rule(TITLE, section, key, text)


SUNS_TO_SUNS = _r("Reef Connection Rules", "suns-to-suns",
                  "A Sun card goes next to another Sun card, in any of the eight directions.")
FISH_IN_ORDER = _r("Reef Connection Rules", "fish-in-order",
                   "A fish shares an edge with the card it follows: Sun, then Tiny, then Medium, then Big, "
                   "or with a fish of the same name and size (a school).")
SPECIAL_ANYWHERE = _r("Reef Connection Rules", "special-anywhere",
                      "A Dolphin or Sea Turtle shares an edge with any card that accepts connections.")
NOTHING_ON_SPECIALS = _r("Special Cards", "no-connection",
                         "Nothing connects to a Dolphin or a Sea Turtle.")
NOT_BELOW_STARTER = _r("Building Your Reef", "not-below-starter",
                       "No card goes below the row of the Starter Coral.")
CELL_TAKEN = _r("Placing Cards", "one-card-a-cell", "A card goes into an empty space of the reef.")
SHARK_TO_OCEAN = _r("Shark", "shark-to-ocean", "A Shark never goes into a reef: it goes into the Ocean.")
PICK_FROM_HAND = _r("Playing a Turn", "pick-from-hand", "Each player picks one card of their own hand, in secret.")
STARTER_CHOICE = _r("Setup (3-5 players)", "choose-starter",
                    "Each player chooses one Starter Coral that nobody has taken, and which side is up.")
ATTRACT_NEXT = _r("Attracting Cards", "attract-next-to",
                  "An attracted card comes from the Ocean, is of the size the action names, and goes next to the "
                  "card just played (or the player declines).")
DOLPHIN_TAKE = _r("Dolphin", "dolphin-take",
                  "A Dolphin takes an unprotected fish from another player's reef, one that fits into yours.")
SHARK_TAKE = _r("Shark", "shark-take", "A Shark takes a fish from the Ocean, one that fits into your reef.")
TURTLE_TAKE = _r("Sea Turtle", "turtle-take",
                 "After the refresh, the Sea Turtle takes one of the Ocean's cards that can go into your reef.")
TURTLE_LIMIT = _r("Sea Turtle", "three-turtles", "A player plays at most three Sea Turtles in a game.")
FRENZY_LARGEST = _r("Shark", "frenzy-largest",
                    "In a Feeding Frenzy each player discards their largest unprotected fish (printed value).")
OCEAN_DISCARD = _r("How to Play 2 Player", "ocean-discard",
                   "In the 2-player game the second player discards one card of the Ocean after playing.")
SOLO_DISCARD = _r("How to Play Solo", "solo-discard",
                  "Solo: after each play but the last of a round, discard a card of your hand, then one of the Ocean.")
PLACE_WHERE = _r("Placing Cards", "place-legal", "A card goes only into a space its connection rules allow.")
ANSWER_FIRST = _r("Playing a Turn", "answer-first", "A pending choice is answered before play goes on.")
GAME_OVER = _r("Ending the Game", "game-end", "After three rounds the game is over: no more moves.")

ALL = (SUNS_TO_SUNS, FISH_IN_ORDER, SPECIAL_ANYWHERE, NOTHING_ON_SPECIALS, NOT_BELOW_STARTER, CELL_TAKEN,
       SHARK_TO_OCEAN, PICK_FROM_HAND, STARTER_CHOICE, ATTRACT_NEXT, DOLPHIN_TAKE, SHARK_TAKE, TURTLE_TAKE,
       TURTLE_LIMIT, FRENZY_LARGEST, OCEAN_DISCARD, SOLO_DISCARD, PLACE_WHERE, ANSWER_FIRST, GAME_OVER)


@dataclass(frozen=True, slots=True)
class Reading:
    """How the library reads a point the rulebook leaves open; ``test`` names the test that pins it."""

    section: str
    text: str
    test: str


_T = "tests/open_ocean/test_readings.py::"

READINGS = (
    Reading("Reef Connection Rules", "Suns may touch a Sun diagonally; every other card must share an edge "
            "(the Sun rule is the more specific one).", _T + "test_sun_diagonal_fish_edge_only"),
    Reading("Playing a Turn", "Only a card played from a hand acts, and the card a Dolphin, Shark or Sea Turtle "
            "brings in; an attracted card does not act. Actions finish depth first.",
            _T + "test_attracted_card_does_not_act"),
    Reading("Attracting Cards", "Attracting is optional; the attracted card goes next to the card just played; "
            "the Ocean is topped up to eight at once.", _T + "test_attract_is_optional_and_tops_up"),
    Reading("Playing a Turn", "Picks are locked before any reveal; plays go from the First Player clockwise; a "
            "pick that cannot be played (no space, a Dolphin with nothing to take, a fourth Sea Turtle) goes into "
            "the Ocean at every table size.", _T + "test_unplayable_pick_goes_to_the_ocean"),
    Reading("The Ocean", "The Ocean is checked for fish once every player has played, before the pass; a "
            "refresh that again shows no fish is repeated while the deck lasts.", _T + "test_end_of_turn_refresh"),
    Reading("Ending a Round", "3-5 players: hands of six, five turns, the last card discarded; 2 players: hands "
            "of seven, seven turns. The First Player card moves with every pass.", _T + "test_rounds_and_first_player"),
    Reading("The Ocean", "The deck is never reshuffled; if a round's hands cannot be dealt in full, the game "
            "ends and is scored.", _T + "test_deck_runs_out"),
    Reading("Shark", "Any three Sharks in the Ocean start a Feeding Frenzy, however they got there; a Shark's "
            "fish lands first and the Frenzy resolves before that fish acts. Every player discards their largest "
            "unprotected fish (never a Dolphin or Turtle); the owner chooses between ties; then the Ocean is "
            "refreshed.", _T + "test_feeding_frenzy"),
    Reading("Anemone", "An anemone protects the fish in its eight surrounding spaces from a Dolphin and from the "
            "Frenzy.", _T + "test_anemone_protects"),
    Reading("Dolphin", "The fish taken is unprotected, from another player's reef, and must fit into yours; the "
            "victim first places the Dolphin (sharing an edge with one of their cards), then you place the fish, "
            "which acts.", _T + "test_dolphin_swap"),
    Reading("Sea Turtle", "The Turtle takes a card that goes into a reef (a Sun card, a fish, another Turtle) and "
            "shares an edge with it; with nothing to take it goes anywhere; every Turtle counts toward the three. "
            "The card taken is placed, then the Turtle beside it, then that card acts; a Turtle taken by a Turtle "
            "acts at once (its own refresh and take) and the first Turtle is placed beside it at the end of that "
            "chain.",
            _T + "test_sea_turtle"),
    Reading("Scoring", "The Starter Coral's colour counts for the colour bonus; anemones have no colour. A fish "
            "is in a school when an edge neighbour has its name and size. Ties go to the larger reef (every card in "
            "it), then the win is shared.", "tests/open_ocean/test_scoring.py"),
    Reading("Habitat Goals", "The book prints no goal: the illustrative goals each ask for a fish (by name or size) "
            "sharing an edge with a named card. Private: one goal each, hidden until the end; public: three goals "
            "that every player may meet.",
            "tests/open_ocean/test_scoring.py::test_habitat_goal_scores_when_its_fish_borders_the_named_card"),
    Reading("How to Play Solo", "Solo: a round is five plays and four hand discards; the Ocean discard is "
            "skipped on the fifth turn; goals are checked after every step of play; the score is the number of "
            "goals completed.", _T + "test_solo_mode"),
    Reading("Setup (3-5 players)", "Starter Corals are chosen in turn from the First Player.",
            _T + "test_starters_chosen_in_turn"),
)
"""The readings, each pinned by a test (the About-the-data page lists them)."""
