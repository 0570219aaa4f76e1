"""Tests written to kill the mutants that survived ``benchmarks/mutation.py`` (mutmut over the
rule functions): each states the rule it pins and cites its rulebook section.

Phase 1 (removing traits): a trait is offered for removal only when the species then holds no
more traits than it may (a Siphonophore's two extra places go with it; one of two Speeds may go).
Phase 2: Feeding: a species with no open space does not feed (the turn moves on); an active
Scenario's attack bonus counts when the engine decides whether a species can attack through
shells. Gains (a trait that takes from another species): it takes no more than that species
holds, nor more than its own open spaces. Overpopulation: with three players, the owners choose
in seat order from the active player (seat 1 before seat 2). Phase 4: a Deep card is offered
only while the hand holds fewer than six cards; with the Surface deck and the discard pile both
empty the hand stays short and the turn passes. End of Game (the safety stop): round MAX_ROUNDS
is the last, not the one before, and the event says so.
"""

from __future__ import annotations

import random

from games_lib.oceans import MAX_ROUNDS, Event, Phase, feed, position
from games_lib.oceans.actions import DRAW_DEEP, Remove
from games_lib.oceans.state import _Work

from .helpers import DONE, attack, forage


def removes(s):
    return sorted((a.board, a.slot) for a in s.legal_actions() if type(a) is Remove)


def test_a_trait_is_removed_only_if_the_species_may_hold_what_is_left():
    """Phase 1: Playing Cards (you may remove traits; the maximum trait count is checked again)
    and Playing a trait on an existing species (at most 3 traits unless a card allows more): a
    Siphonophore species holding five traits may lose any trait but the Siphonophore (without it,
    four traits would be more than three); a species holding five traits with two Speeds may
    lose either Speed (four traits with one Speed is allowed)."""
    s = position([[(["Siphonophore", "Inking", "Schooling", "Transparent", "Tentacled"], 3),
                   (["Speed", "Speed", "Inking", "Schooling", "Transparent"], 3)], [("Inking", 4)]],
                 hands=[["Tentacled"], []], phase="play", variant="full")
    assert [len(s.traits[b]) for b in s.rows[0]] == [5, 5]
    assert removes(s) == [(0, 1), (0, 2), (0, 3), (0, 4), (1, 0), (1, 1), (1, 2), (1, 3), (1, 4)]


def test_a_species_with_no_open_space_does_not_feed():
    """Phase 2: Feeding, Important Feeding Rules: a species can't forage or attack unless it has
    an open space on its species board. The only species of the active player holds ten tokens:
    there is no feeding, and the turn goes on to Aging (it scores 1) and Phase 4."""
    s = position([[("Filter Feeder", 10)], [("Inking", 4)]], reef=25)
    assert s.phase == Phase.DISCARD and s.population(s.rows[0][0]) == 9 and s.pile(0) == 1
    fed = position([[("Filter Feeder", 9)], [("Inking", 4)]], reef=25)
    assert fed.phase == Phase.FEED and fed.legal_actions()


def test_an_attack_bonus_scenario_lets_an_attack_through_shells():
    """Phase 2: Feeding (a species can't attack unless it would take at least 1; shells reduce what
    it takes) and Scenario Cards (a blue Scenario is active while its zone is empty): with the Reef
    empty, a species with no attack icon (value 1) cannot attack a Schooling species (shell 1), so
    the turn moves on; with Feeding Frenzy active (+1 attack) it can, and must, attack."""
    rows = [[("Shark Cleaner", 3)], [("Schooling", 4)]]
    calm = position(rows, reef=0, variant="full", scenarios=("Red Tide", "Feeding Frenzy"))
    assert calm.effects.attack == 0 and calm.phase != Phase.FEED
    frenzy = position(rows, reef=0, ocean=(25, 0, 25), variant="full", scenarios=("Red Tide", "Feeding Frenzy"))
    assert frenzy.effects.attack == 1
    assert frenzy.phase == Phase.FEED and frenzy.legal_actions() == (attack(0, 1),)


def test_a_trait_that_takes_from_a_species_takes_no_more_than_it_holds_or_has_room_for():
    """Core Concepts, Gains (a trait triggered by another species' feeding; Parasitic, our reading
    of the secondary sources: whenever the species on its right forages, it takes 1 from it) and
    Phase 2's feeding rules (never more than the open spaces): of two Parasitic traits, the second
    takes nothing from a forager left with no token, and nothing when its own species is full."""
    empty = feed([(["Parasitic", "Parasitic"], 0), ("Speed", 0)], 1, reef=1)
    assert empty.taken == (1,) and empty.gains == (((0, "Parasitic", 1), (0, "Parasitic", 0)),)
    assert empty.populations == (1, 0)
    full = feed([(["Parasitic", "Parasitic"], 9), ("Filter Feeder", 0)], 1, reef=5)
    assert full.taken == (2,) and full.gains == (((0, "Parasitic", 1), (0, "Parasitic", 0)),)
    assert full.before_overpopulation == (10, 1) and full.overpopulated == (0,) and full.populations == (5, 1)


def test_owners_of_overpopulated_species_choose_in_seat_order_from_the_active_player():
    """Overpopulation (our reading: when several species overpopulate at once, their owners choose
    in seat order from the active player): at a table of three, seat 0 forages and the Whale
    Cleaners of seats 1 and 2 each gain 1 to ten; seat 1 chooses first, then seat 2."""
    s = position([[("Speed", 2)], [("Whale Cleaner", 9)], [("Whale Cleaner", 9)]], reef=5)
    s = s.apply(forage(0))
    assert [(e.what, e.board) for e in s.events if e.what == "overpopulate"] == [("overpopulate", 1),
                                                                                 ("overpopulate", 2)]
    assert s.phase == Phase.DECIDE and s.current_player == 1 and s.pending.top.data == 1
    s = s.apply(s.legal_actions()[0])
    assert s.current_player == 2 and s.pending.top.data == 2


def test_no_deep_card_is_offered_to_a_hand_of_six():
    """Phase 4: Drawing Cards (step 1, you may draw 1 Deep card) and our reading of the Deep (Deep
    cards count toward the hand of six; a Deep card is taken only while the hand holds fewer than
    six cards): a player who comes to Phase 4 holding six cards goes straight to discarding."""
    s = position([[("Speed", 3)], [("Inking", 4)]], variant="full",
                 hands=[["Tentacled", "Symbiotic", "Inking", "Schooling", "Transparent", "Giant Squid"], []])
    after = s.apply(forage(0))
    assert len(after.hands[0]) == 6 and after.phase == Phase.DISCARD and DRAW_DEEP not in after.legal_actions()


def test_with_no_card_left_to_draw_the_hand_stays_short_and_the_turn_passes():
    """Phase 4: Drawing Cards (step 3: draw until you hold six; if the Surface deck runs out, shuffle
    the discard pile into a new deck), our reading when both are empty: the hand stays as it is and
    the turn passes to the next player. (The empty deck and discard pile are set by hand.)"""
    w = _Work(position([[("Speed", 3)], [("Inking", 4)]], hands=[["Tentacled", "Symbiotic"], []]))
    w.deck, w.discard = (), ()
    s = w.freeze().apply(forage(0))
    assert s.phase == Phase.DISCARD and s.current_player == 0
    s = s.apply(DONE)
    assert s.current_player == 1 and len(s.hands[0]) == 2 and s.deck == () and s.discard == ()


def test_the_safety_stop_comes_at_round_max_rounds_not_before():
    """End of Game (a project decision): if the RESERVE has not come out, round MAX_ROUNDS is the
    final round; the round before it is not, and the event that starts it names no species and
    the round."""
    def turn_from(turn):
        # the full game, seat 0 with no card: the end of the turn is worked out in full (no shortcut)
        w = _Work(position([[("Speed", 3)], [("Inking", 4)]], hands=[[], ["Tentacled"]], active=1, phase="play",
                           variant="full"))
        w.turn = turn
        s = w.freeze()
        rng = random.Random(0)
        while s.active == 1 and not s.is_terminal():
            s = s.apply(rng.choice(s.legal_actions()))
        return s

    early = turn_from((MAX_ROUNDS - 2) * 2 - 1)  # the last turn of round MAX_ROUNDS - 2
    assert not early.final and not any(e.what == "last round" for e in early.events)
    last = turn_from((MAX_ROUNDS - 1) * 2 - 1)  # the last turn of round MAX_ROUNDS - 1
    assert last.final and [e for e in last.events if e.what == "last round"] == [Event("last round", -1, MAX_ROUNDS)]
