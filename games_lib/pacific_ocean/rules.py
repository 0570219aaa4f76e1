"""Every Pacific Ocean rule the engine enforces, with the rulebook section that states it, and
the readings taken where the rulebook is silent or unclear.

Errors name these rules; tests cite their sections.
"""

from dataclasses import dataclass

from ..core import Rule
from .cards import TITLE


def _r(section: str, key: str, text: str) -> Rule:
    return Rule(TITLE, section, key, text)


SETUP_SIDE = _r("§1 Setup", "choose-side",
                "At setup each player picks which side of their own Sanctuary card faces up, before any card is dealt.")
OFFER_FROM_HAND = _r("§2 Gameplay", "offer-from-hand",
                     "Both offered cards must be two different cards from the active player's hand.")
TAKE_ONE = _r("§2 Gameplay", "take-one",
              "The other player takes either the face-up or the face-down card, without seeing the face-down one.")
PLACE = _r("§4 Adding Cards", "place-a-or-b",
           "A card added to a sanctuary shows either its icons (Option A) or its condition (Option B), for good.")
GAME_OVER = _r("§5 Game End", "game-end",
               "After the 6th turn the game is over: no more actions.")
ONE_COPY = _r("§3 Card Descriptions", "one-copy",
              "Each card exists once: a sanctuary cannot hold the same card twice.")
SEVEN_CARDS = _r("§5 Game End", "seven-cards",
                 "A sanctuary holds at most 7 cards: its Sanctuary card and 6 animals.")

ONE_SANCTUARY_CARD_EACH = _r("§1 Setup", "one-sanctuary-card-each",
                             "Each player has their own Sanctuary card: two sanctuaries cannot show the same "
                             "face, nor the two faces of one card.")
"""Checked where two sanctuaries are entered by hand (score checker, builder); the game itself
deals one card to each seat."""

ALL = (SETUP_SIDE, OFFER_FROM_HAND, TAKE_ONE, PLACE, GAME_OVER, ONE_COPY, SEVEN_CARDS, ONE_SANCTUARY_CARD_EACH)


@dataclass(frozen=True, slots=True)
class Reading:
    """How the library reads a point the rulebook leaves open; ``test`` names the test that pins it."""

    section: str
    text: str
    test: str


READINGS = (
    Reading("§1 Setup", "Players take their Sanctuary card and choose its side before the deck is shuffled "
            "and hands are dealt: nobody sees a hand while choosing a side.",
            "tests/pacific_ocean/test_fidelity.py::test_no_hand_during_the_side_choice"),
    Reading("§1 Setup", "Each player's side choice stays hidden until both have chosen.",
            "tests/pacific_ocean/test_fidelity.py::test_side_choices_hidden_until_both_made"),
    Reading("§2 Gameplay", "The taker adds their card first, then the offerer adds the other one.",
            "tests/pacific_ocean/test_fidelity.py::test_greedy_take_assumes_the_taker_places_first"),
    Reading("§4 Adding Cards", "A card in a sanctuary is public, its name included, whichever part it shows; "
            "only hands, the deck, the two removed cards and a face-down offer are hidden.",
            "tests/pacific_ocean/test_fidelity.py::test_placed_cards_are_public"),
    Reading("§3 Card Descriptions", "Every animal card has exactly two icons (printed for 11 cards, assumed for "
            "the other 5).", "tests/pacific_ocean/test_fidelity.py::test_every_animal_has_two_icons"),
    Reading("Scoring Conditions", "A whale's −2 per icon counts even when the sanctuary has no pair for it: one "
            "whale alone can bring a sanctuary to −8.",
            "tests/pacific_ocean/test_fidelity.py::test_whale_penalty_without_pairs"),
    Reading("Scoring Conditions", "A Jellyfish copies the condition that scores best for its owner, even when every "
            "choice is negative; copying a Jellyfish scores 0; nothing to copy scores 0.",
            "tests/pacific_ocean/test_fidelity.py::test_jellyfish_copies_the_best_even_if_negative"),
    Reading("Scoring Conditions", "An icon pair counts min(A, B) pairs; a Size/Danger/Grace combination counts "
            "min of the three; a majority means strictly more than the opponent; the Sanctuary card is a card "
            "with visible icons; the Sea Turtle counts itself.",
            "tests/pacific_ocean/test_scoring.py"),
)
"""The readings, each pinned by a test (the About-the-data page lists them)."""
