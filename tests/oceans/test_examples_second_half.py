"""The worked examples of the Oceans pages 11-17 (games_lib.oceans.examples, second half), each a
test citing its rulebook section."""

from __future__ import annotations

import pytest

from games_lib.core import IllegalActionError
from games_lib.oceans import DEEP, SCENARIOS, feed, outcome, rules, score
from games_lib.oceans.actions import DONE
from games_lib.oceans.cards import AFTER_OVERPOPULATION, RESERVE, SPACES
from games_lib.oceans.examples import (CAMBRIAN_FEEDING, FEEDING_EXAMPLE, abundance_refill_example, attack,
                                       both_overpopulate_example, cambrian_in_play_example, fertile_example,
                                       fishbones_example, forage, last_tokens_example, migrate, new_species,
                                       own_overpopulation_example, place, playing, what_happened)


def test_feeding_example_as_plain_values():
    """Core Concepts, Feeding Example: 1 + 2 + 2 = 5, twice, then overpopulation back to 5."""
    f = feed(FEEDING_EXAMPLE, 0, 2, times=2)
    assert f.gained(1, 0) == (1, 2, 2) and f.gained(1, 1) == (1, 2, 2)
    assert f.before_overpopulation[1] == SPACES and f.overpopulated == (1,)
    assert f.populations[1] == AFTER_OVERPOPULATION


def test_feeding_example_with_three_tokens_is_capped_by_open_spaces():
    """Phase 2: Feeding — a gain is capped by the open spaces (page 11's Try it)."""
    f = feed([FEEDING_EXAMPLE[0], (FEEDING_EXAMPLE[1][0], 3), FEEDING_EXAMPLE[2]], 0, 2, times=2)
    assert f.gained(1, 0) == (1, 2, 2) and f.gained(1, 1) == (1, 1, 0) and f.before_overpopulation[1] == SPACES


def test_fishbones_example_takes_the_whole_value():
    """Overpopulation / Phase 2: the whole forage value is taken; the tenth token is on the fishbones."""
    s = fishbones_example()
    assert s.legal_actions() == (forage(1),)
    after = s.apply(forage(1))
    assert [(e.what, e.n) for e in after.events] == [("forage", 2), ("overpopulate", SPACES - AFTER_OVERPOPULATION)]
    with pytest.raises(IllegalActionError) as e:
        after.apply(forage(1))
    assert e.value.rule is rules.ANSWER_FIRST
    assert len(after.legal_actions()) == 4  # the Reef or one of three Ocean zones


def test_own_overpopulation_ends_the_feeding():
    """Overpopulation: a species that overpopulates on its own feeding cannot feed again (Tentacled)."""
    s = own_overpopulation_example().apply(attack(1, 2))
    assert [e.board for e in s.events if e.what == "overpopulate"] == [0]
    after = s.apply(place("Reef"))
    assert "age" in [e.what for e in after.events]  # straight on to aging: no second feeding


def test_a_neighbours_overpopulation_does_not_end_the_feeding():
    """Overpopulation: triggering another species to overpopulate does not end your feeding."""
    row = [FEEDING_EXAMPLE[0], (FEEDING_EXAMPLE[1][0], 5), FEEDING_EXAMPLE[2]]
    assert feed(row, 0, 2).overpopulated == (1,)
    assert feed(row, 0, 2, times=2).taken == (1, 1)


def test_several_overpopulate_owners_choose_from_the_active_player():
    """Overpopulation (reading): several species at once; owners choose in seat order from the active player."""
    s = both_overpopulate_example().apply(attack(1, 3))
    assert [e.board for e in s.events if e.what == "overpopulate"] == [0, 1]
    assert s.decision.seat == 0
    assert s.apply(place("Reef")).decision.seat == 1


def test_abundance_and_fertile():
    """Scenario Cards: Abundance (zone 1 empty) adds 1 to every gain; Fertile (zone 2 empty) starts a new
    species with 2; a migration into zone 1 switches Abundance off."""
    assert feed(FEEDING_EXAMPLE, 0, 2, ocean=(0, 25, 25)).gained(1) == (2, 3, 3)
    born = fertile_example().apply(new_species("Speed 1", 1))
    assert what_happened(born)[-1] == "Species 3 gains 2 from the Ocean (Fertile)."
    s = abundance_refill_example()
    assert s.scen_on[0] and not s.apply(migrate("Speed 1", "Reef", 1)).scen_on[0]
    assert SCENARIOS.lookup("Abundance").source.provenance.value == "secondary"


def test_cambrian_started_in_phase_one_allows_a_second_card():
    """Cambrian Explosion: begun during the playing cards phase, a second card may be played (or not)."""
    s = cambrian_in_play_example().apply(migrate("Speed 1", 1, "Reef"))
    assert s.cambrian and DONE in s.legal_actions() and len(s.legal_actions()) > 1
    calm = playing([[("Filter Feeder", 3)], [("Inking", 4)]], ["Speed 1", "Inking 1"])
    with pytest.raises(IllegalActionError) as e:
        calm.apply(new_species("Speed 1", 1)).apply(new_species("Inking 1", 0))
    assert e.value.rule is rules.IN_TURN


def test_cambrian_started_in_phase_two_ages_two_and_kills():
    """Cambrian Explosion (reading): begun later in the turn, that turn's aging already takes 2."""
    f = feed(CAMBRIAN_FEEDING, 0, 2, ocean=(3, 25, 25))
    assert f.state.cambrian and sum(f.gained(1)) == 5
    ages = [(e.what, e.board, e.n) for e in f.state.events if e.what in ("age", "extinct")]
    assert ages == [("age", 0, 2), ("age", 1, 2), ("extinct", 2, 1)]


def test_last_tokens_pour_out_the_reserve():
    """End of Game: the moment the Ocean is empty the RESERVE goes into zone 3: the final round."""
    s = last_tokens_example()
    after = s.apply(attack(1, 3))
    assert after.final and after.reserve == 0 and after.zones == (0, 0, 1 + 2 + RESERVE - 5)  # 3 tokens left, 60 more, 5 gained
    assert [e.what for e in after.events].index("reserve") < [e.what for e in after.events].index("gain", 3)


def test_deep_cards_are_illustrative_and_cost_their_migrate_number():
    """The Deep: every Deep card here is illustrative; its cost is its migrate number."""
    assert all(d.source.provenance.value == "illustrative" and d.migrate >= 1 for d in DEEP)


def test_scoring_and_ties():
    """End of Game: score pile + surviving species + bonus token; ties by trait cards, then shared."""
    assert score(23, [4, 0, 7], 4).total == 38
    assert len(outcome([(20, [3], 4, 5), (27, [0], 0, 5)]).winners) == 2
    assert outcome([(20, [3], 4, 6), (27, [0], 0, 5)]).winners == (0,)


def test_red_tide_fires_once_when_its_zone_empties():
    """Scenario Cards: a purple Scenario fires each time its zone is emptied (full game, Red Tide on zone 1);
    the Cambrian Explosion, started by the same emptying, comes first."""
    from games_lib.oceans.examples import full_what_happened, red_tide_example

    s = red_tide_example()
    after = s.apply(migrate("Speed 1", 1, "Reef"))
    kinds = [e.what for e in after.events]
    assert kinds.index("cambrian") < kinds.index("scenario")
    assert [(e.board, e.n) for e in after.events if e.what == "lose"] == [(0, 1), (1, 1), (2, 1)]
    words = full_what_happened(after)
    assert "Its zone is empty: the Scenario Red Tide fires." in words
    assert "Species 1 loses 1 token to the Reef (Red Tide)." in words


def test_deep_card_paid_from_the_score_pile_or_refused():
    """The Deep: to evolve, its migrate number from the score pile (never the bonus token); migrating is free."""
    from games_lib.oceans import DEEP, play_deep
    from games_lib.oceans.examples import full_what_happened

    squid = DEEP.lookup("Giant Squid")
    d = play_deep(squid.name, pile=10, pay_to=0)
    assert d.pile == (10, 10 - squid.migrate) and d.paid_to == "the Reef"
    assert full_what_happened(d.state)[0] == f"Player 1 pays {squid.migrate} tokens from the score pile into the Reef."
    with pytest.raises(IllegalActionError) as e:
        play_deep(squid.name, pile=squid.migrate - 1, pay_to=0)
    assert e.value.rule is rules.DEEP_COST
    m = play_deep(squid.name, "migrate", pile=0, source=1, to=0)
    assert m.paid == 0 and m.moved == squid.migrate and m.gone
