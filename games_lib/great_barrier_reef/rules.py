"""Every OCEAN: Great Barrier Reef rule the engine enforces, with the rulebook section that
states it, and the readings taken where the rulebook is silent or unclear.

The texts are our own words; sections are the rulebook's headings. Errors name these rules;
tests cite their sections.
"""

from dataclasses import dataclass

from ..core import Rule
from .cards import TITLE


def _r(section: str, key: str, text: str) -> Rule:
    return Rule(TITLE, section, key, text)


SETUP = "Setting Up the Game"
TURN = "The Turn"
ACTION1 = "Action 1: Draw Fauna Cards"
ACTION2 = "Action 2: Play Coral Reef Card"
ACTION3 = "Action 3: Draw Coral Reef Cards"
WINNING = "Winning the Game"
FAUNA_CARDS = "Fauna Cards"
CORAL_CARDS = "Coral Reef Cards"
BONUS = "Bonus Icons"
QUESTION = "Question Mark Icons"
OCTOPUS_ICONS = "Octopus Icons"
VARIANTS = "Game Variants"

SETUP_DEAL = _r(SETUP, "setup",
                "Five Fauna cards lie face up and each player holds three; eight Coral Reef cards lie face up and "
                "each player holds three in secret; each player has a Starting Card, and the one with the "
                "clownfish plays first.")
PLAYERS = _r(SETUP, "players", "The game is for 2 to 5 players.")
ONE_ACTION = _r(TURN, "one-action",
                "In turn, clockwise, each player takes exactly one action: draw Fauna cards, play a Coral Reef "
                "card, or draw Coral Reef cards.")
DRAW_FAUNA = _r(ACTION1, "draw-fauna",
                "Draw two single-colour face-up Fauna cards, or two from the deck, or one from the deck and then "
                "one single-colour face-up card, or one face-up octopus alone.")
DECK_FIRST = _r(ACTION1, "deck-first",
                "In 'one from the deck, then one face-up', the deck card is drawn and looked at first; only then "
                "does the player choose the single-colour face-up card.")
OCTOPUS_ALONE = _r(ACTION1, "octopus-alone",
                   "A face-up octopus card can only be taken on its own: it is the whole action.")
FAUNA_AVAILABLE = _r(ACTION1, "fauna-available",
                     "Only cards that are there can be drawn: face-up cards from the row, deck cards while the deck "
                     "(reshuffled from the discard pile when it runs out) has them.")
PLAY_CORAL = _r(ACTION2, "play-coral",
                "Play a Coral Reef card from your own hand or claim one of the face-up Coral Reef cards.")
PAY = _r(CORAL_CARDS, "pay",
         "Pay Fauna cards that agree in number and colour with the card's icons: octopus cards are jokers, "
         "question marks are all paid in one colour, octopus icons only with octopus cards, and each discount "
         "takes one icon of its colour off the cost.")
FIVE_A_SIDE = _r(ACTION2, "five-a-side",
                 "A reef holds at most five Coral Reef cards on each side of the Starting Card.")
PLACE = _r(ACTION2, "place",
           "The card goes at the outer end of the left or right row of your reef, either way up, for good.")
DRAW_CORAL = _r(ACTION3, "draw-coral",
                "Take at least one and up to three Coral Reef cards into your hand, face-up and/or from the "
                "deck, never holding more than three.")
NO_ACTION3 = _r(VARIANTS, "no-action-3", "Variants 1 and 2 are played without Action 3.")
PASS = _r(TURN, "pass", "A player passes only when none of the three actions is possible (our reading).")
GAME_OVER = _r(WINNING, "game-over", "The game is over: no more actions.")

ALL = (SETUP_DEAL, PLAYERS, ONE_ACTION, DRAW_FAUNA, DECK_FIRST, OCTOPUS_ALONE, FAUNA_AVAILABLE, PLAY_CORAL, PAY,
       FIVE_A_SIDE, PLACE, DRAW_CORAL, NO_ACTION3, PASS, GAME_OVER)


@dataclass(frozen=True, slots=True)
class Reading:
    """How the library reads a point the rulebook leaves open; ``test`` names the test that pins it."""

    section: str
    text: str
    test: str


_T = "tests/great_barrier_reef/"

READINGS = (
    Reading(ACTION2, "Reef scoring example: the reef is three Coral Reef cards worth 0, 2 and 3 left of the "
            "Starting Card; the left pair does not match, the middle pair is a green single-colour match "
            "(+1 point, green discount) and the right pair involves the Starting Card (white discount, no "
            "point): 0 + 2 + 3 + 1 = 6.",
            _T + "test_examples.py::test_reef_scoring_example_is_6"),
    Reading(ACTION2, "A card next to the Starting Card always matches it: a discount of the colour of the "
            "card's icon that faces the Starting Card, never a point, never a colour for win condition 1.",
            _T + "test_rules.py::test_starting_card_match_gives_a_discount_only"),
    Reading(BONUS, "One matching pair of bonus icons gives a discount of one card of its colour, cumulative "
            "for the rest of the game; a discount never makes a cost negative and applies neither to octopus "
            "icons nor to question-mark icons.",
            _T + "test_payments.py::test_discounts_not_on_question_marks_nor_octopus_icons"),
    Reading(QUESTION, "Question-mark icons may be paid in any one colour, also a colour the card asks for "
            "elsewhere; octopus cards may stand in for some of them.",
            _T + "test_payments.py::test_question_marks_in_a_colour_the_card_also_asks_for"),
    Reading(ACTION1, "Two face-up cards are taken from the same row of five: the row is refilled only at the "
            "end of the turn.",
            _T + "test_rules.py::test_two_face_up_cards_from_the_same_row"),
    Reading(ACTION1, "'One from the deck, then one face-up' is two decisions: the player draws the deck card, "
            "looks at it, and only then chooses the single-colour face-up card (the book orders the draw "
            "first). The face-up row cannot change in between, so a single-colour card is always there.",
            _T + "test_rules.py::test_deck_card_is_seen_before_the_face_up_choice"),
    Reading(ACTION1, "When the deck runs out in the middle of a draw or a refill, the discard pile is "
            "shuffled into a new deck there and then; a draw that needs more cards than deck and discard "
            "hold together is not possible.",
            _T + "test_rules.py::test_discard_is_reshuffled_when_the_deck_runs_out"),
    Reading(ACTION2, "A claimed face-up Coral Reef card is replaced at the end of the turn, as for Action 3 "
            "(not in Variant 2); when the Coral Reef deck is empty the row is not refilled.",
            _T + "test_rules.py::test_claimed_coral_card_is_replaced"),
    Reading(ACTION3, "Cards taken from the deck are drawn before the emptied face-up places are refilled "
            "(Ann's example).", _T + "test_examples.py::test_ann_draws_two_face_up_and_one_from_the_deck"),
    Reading(WINNING, "Only the active player's reef changes in a turn, so the conditions are checked for the "
            "active player at the end of each turn; once one is met, the round is played through (up to the "
            "player before the first player) and then every player is ranked by the best condition met "
            "(1 > 2 > 3, none last), then by points; still equal: a shared victory.",
            _T + "test_rules.py::test_round_is_played_through"),
    Reading(WINNING, "Win condition 1 counts six matches of six different colours between Coral Reef cards; "
            "matches with the Starting Card never count.", _T + "test_scoring.py::test_win_condition_1_needs_six_colours"),
    Reading(TURN, "A player with no possible action passes; when every player has passed in a row the "
            "position can no longer change, and the game ends at the end of that round, ranked as above "
            "(usually on points alone).", _T + "test_rules.py::test_stalemate_ends_the_game"),
    Reading(VARIANTS, "Variant 1: the win is reaching the agreed target (10 or 12 points, option `target`); "
            "the other two conditions are ignored; matches give discounts but no points.",
            _T + "test_rules.py::test_variant_1"),
    Reading(VARIANTS, "Variant 2: 7 face-up Coral Reef cards per player, never replaced; the rest are set "
            "aside unseen; no Action 3.", _T + "test_rules.py::test_variant_2"),
)
"""The readings, each pinned by a test (the About-the-data page lists them)."""
