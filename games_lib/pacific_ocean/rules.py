"""Every Pacific Ocean rule the engine enforces, with the rulebook section that states it.

Errors name these rules; tests cite their sections.
"""

from ..core import Rule
from .cards import GAME


def _r(section: str, key: str, text: str) -> Rule:
    return Rule(GAME, section, key, text)


SETUP_SIDE = _r("§1 Setup", "choose-side",
                "At setup each player picks which side of the Sanctuary card they were dealt faces up.")
NOT_YOUR_TURN = _r("§2 Gameplay", "turn-order",
                   "Only the player whose decision it is may act; turns alternate, starting with the first player.")
PHASE = _r("§2 Gameplay", "turn-steps",
           "A turn goes: offer two cards (one face up, one face down), the opponent takes one, "
           "the taker places it, the offerer places the other, the offerer draws.")
OFFER_FROM_HAND = _r("§2 Gameplay", "offer-from-hand",
                     "Both offered cards must be two different cards from the active player's hand.")
TAKE_ONE = _r("§2 Gameplay", "take-one",
              "The opponent takes either the face-up or the face-down card, without seeing the face-down one.")
PLACE = _r("§4 Adding Cards", "place-a-or-b",
           "A card added to a sanctuary shows either its icons (Option A) or its condition (Option B), for good.")
GAME_OVER = _r("§5 Game End", "game-end",
               "After the 6th turn the game is over: no more actions.")
ONE_COPY = _r("§3 Card Descriptions", "one-copy",
              "Each card exists once: a sanctuary cannot hold the same card twice.")
SEVEN_CARDS = _r("§5 Game End", "seven-cards",
                 "A sanctuary holds at most 7 cards: its Sanctuary card and 6 animals.")

ALL = (SETUP_SIDE, NOT_YOUR_TURN, PHASE, OFFER_FROM_HAND, TAKE_ONE, PLACE, GAME_OVER, ONE_COPY, SEVEN_CARDS)
