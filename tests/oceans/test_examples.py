"""The rules pages' worked examples (games_lib.oceans.examples), each a test citing its rulebook section."""

from __future__ import annotations

import pytest

from games_lib.core import GameError, IllegalActionError
from games_lib.oceans import Phase, rules
from games_lib.oceans.cards import CARD_MIGRATE, HAND, card
from games_lib.oceans.examples import (
    abundance_example,
    adjacency_example,
    aging_example,
    attack,
    cambrian_aging_example,
    discard,
    drawing_example,
    event_words,
    evolve,
    forage,
    gain_cap_example,
    gains_example,
    migrate,
    migrate_ocean_example,
    migrate_reef_example,
    new_species,
    order_example,
    place,
    play_example,
    remove,
    reserve_example,
    rows_picture,
    try_forage_example,
    try_shells_example,
    ring_words,
    shells_example,
    what_happened)


def test_new_species_left_right_between():
    """Phase 1: Playing Cards — a new species goes left, right or between two of yours."""
    s = play_example()
    rows = [s.apply(new_species("Speed 1", p)).species(0) for p in range(3)]
    assert [[t for _, t, _ in r] for r in rows] == [
        [("Speed",), ("Filter Feeder",), ("Tentacled", "Speed", "Transparent")],
        [("Filter Feeder",), ("Speed",), ("Tentacled", "Speed", "Transparent")],
        [("Filter Feeder",), ("Tentacled", "Speed", "Transparent"), ("Speed",)]]
    assert all(pop == 0 for r in rows for b, t, pop in r if t == ("Speed",))  # a new species starts empty
    with pytest.raises(IllegalActionError) as e:
        s.apply(new_species("Speed 1", 3))
    assert e.value.rule is rules.NEW_SPECIES_PLACE


def test_evolve_up_to_the_maximum_of_traits():
    """Phase 1: Playing Cards — at most 3 traits, one more with Speed; only your own species."""
    s = play_example()
    assert s.apply(evolve("Symbiotic 9", 1)).species(0)[0][1] == ("Filter Feeder", "Symbiotic")
    four = s.apply(evolve("Speed 7", 2))  # Tentacled + Speed + Transparent: Speed allows a fourth
    assert len(four.species(0)[1][1]) == 4
    five = play_example().apply(remove(2, 2))  # without its Speed, species 2 keeps 2 traits
    assert five.species(0)[1][1] == ("Tentacled", "Transparent")
    with pytest.raises(IllegalActionError) as e:
        s.apply(evolve("Symbiotic 9", 3))
    assert e.value.rule is rules.OWN_SPECIES


def test_migration_from_the_reef_and_from_the_ocean():
    """Phase 1: Playing Cards — from the Reef only what is there; from a zone the full amount."""
    k = CARD_MIGRATE[card("Whale Cleaner 9").id]
    s = migrate_reef_example()
    after = s.apply(migrate("Whale Cleaner 9", "Reef", 3))
    assert (after.reef, after.zones[2]) == (0, s.zones[2] + 2) and k > 2
    assert what_happened(after)[0] == "2 tokens migrate from the Reef to Ocean zone 3."
    s = migrate_ocean_example()
    after = s.apply(migrate("Whale Cleaner 9", 2, "Reef"))
    assert after.reef == s.reef + k and after.zones == (s.zones[0] - (k - 1), 0, s.zones[2])
    with pytest.raises(GameError):
        migrate("Whale Cleaner 9", "Reef", "Reef")


SURFACE_ID_SPEED = card("Speed 1").id  # the first copy of Speed: what position() gives species 3


def test_aging_and_extinction():
    """Phase 3: Aging — every species ages 1 (2 in the Cambrian); one that cannot goes extinct."""
    after = aging_example().apply(forage(1))
    assert after.phase == Phase.DISCARD and after.pile(0) == 1 + 1 + 0
    assert after.species(0) == ((0, ("Filter Feeder",), 2), (1, ("Apex Predator",), 0))  # at 0, still alive
    assert what_happened(after)[-1].startswith("Species 3 cannot age fully (it held 0)")
    assert after.traits[2] == () and SURFACE_ID_SPEED in after.discard
    late = cambrian_aging_example().apply(forage(1))  # ages 2: the Apex Predator scores its 1 and dies out
    assert late.pile(0) == 2 + 1 + 0 and late.species(0) == ((0, ("Filter Feeder",), 1),)


def test_drawing_back_to_six():
    """Phase 4: Drawing Cards — discard Surface cards if you like, then draw to six."""
    s = drawing_example().apply(forage(1))
    assert s.phase == Phase.DISCARD and len(s.hands[0]) == HAND - 1
    s = s.apply(discard("Apex Predator 1")).apply(discard("Apex Predator 2"))
    assert len(s.hands[0]) == HAND - 3
    from games_lib.oceans import DONE
    done = s.apply(DONE)
    assert len(done.hands[0]) == HAND and done.active == 1 and done.phase == Phase.PLAY


def test_shells():
    """Defensive Traits — each shell makes an attacker take that many fewer; none left, no attack."""
    s = shells_example()
    after = s.apply(attack(1, 3))  # Apex Predator (3) on Inking (2): takes 1
    assert what_happened(after)[0] == "Species 1 attacks species 3: it takes 1."
    after = s.apply(attack(1, 4))  # on Schooling + Transparent (2 shells): takes 1, Schooling gains 1
    assert what_happened(after)[:2] == ["Species 1 attacks species 4: it takes 1.",
                                        "Species 4 gains 1 from the Ocean (Schooling)."]
    with pytest.raises(IllegalActionError) as e:
        s.apply(attack(2, 3))  # Tentacled (1) on Inking (2)
    assert e.value.rule is rules.SHELLS


def test_adjacency_ring_across_players():
    """Adjacency Arrows — a player's left-most species borders the next player's right-most."""
    words = ring_words(adjacency_example())
    assert words[0] == ("Species 1", "Player 1", "species 3 (Player 2)", "species 2 (Player 1)")
    assert words[1][3] == "species 4 (Player 3)" and words[4][3] == "species 3 (Player 2)"


def test_gains_from_zone_1_then_zone_2_capped_by_open_spaces():
    """Gains — from zone 1, then the next zone; capped by open spaces, then overpopulation."""
    s = gains_example()
    after = s.apply(forage(2))
    assert what_happened(after) == [
        "Species 2 forages: it takes 2 from the Reef.",
        "Zone 1 is empty: the Cambrian Explosion starts.",
        "Species 1 gains 1 from the Ocean (Whale Cleaner).",
        "Species 3 gains 1 from the Ocean (Whale Cleaner).",
        "Species 3 gains 1 from the Ocean (Whale Cleaner).",
        "Species 3 is on its fishbones: it overpopulates, and 5 tokens must leave it."]
    assert after.zones[:2] == (0, s.zones[1] - 2) and after.population(2) == 10
    done = after.apply(place("Reef"))
    assert done.population(2) == 5 - 2 and done.reef == s.reef - 2 + 5  # the Cambrian began: aging takes 2


def test_trigger_order_and_abundance():
    """Gains — the feeding species first, then by seat from the active player, rows left to right;
    Abundance (zone 1 empty) adds 1 to every gain."""
    after = order_example().apply(attack(2, 5))
    assert what_happened(after)[:4] == [
        "Species 2 attacks species 5: it takes 2.",
        "Species 3 gains 1 from the Ocean (Shark Cleaner).",
        "Species 4 gains 2 from the Ocean (Bottom Feeder).",
        "Species 5 gains 1 from the Ocean (Schooling)."]
    assert what_happened(abundance_example().apply(forage(2)))[1] == "Species 1 gains 2 from the Ocean (Whale Cleaner)."


def test_gain_capped_by_open_spaces_and_the_reserve():
    """Gains — a gain never takes more than the free spaces; an empty Ocean pours out the RESERVE."""
    lines = what_happened(gain_cap_example().apply(attack(1, 3)))
    assert lines[1:] == ["Species 2 gains 1 from the Ocean (Bottom Feeder).",
                         "Species 2 is on its fishbones: it overpopulates, and 5 tokens must leave it."]
    s = reserve_example()
    after = s.apply(forage(2))
    assert what_happened(after)[1:3] == [
        "The Ocean is empty: the 60 RESERVE tokens go into zone 3. This is the final round.",
        "Species 1 gains 2 from the Ocean (Whale Cleaner)."]  # 1 + 1 with Abundance: zone 3's last, then the RESERVE
    assert after.final and after.reserve == 0 and after.zones == (0, 0, s.reserve + 1 - 2)


def test_event_words_name_every_kind_of_event():
    from games_lib.oceans import Event
    assert event_words(Event("reserve", n=60)).startswith("The Ocean is empty: the 60 RESERVE tokens")
    assert event_words(Event("migrate", n=1, note="the Reef to Ocean zone 1")) == \
        "1 token migrates from the Reef to Ocean zone 1."
    with pytest.raises(GameError):
        attack(1, 1)
    with pytest.raises(GameError):
        place("zone 4")


def test_rows_picture_says_every_row_its_ends_and_the_provenance_once():
    """Adjacency Arrows — the rows drawn with what each end borders; the provenance said once."""
    p = rows_picture(adjacency_example(), marks={1: "feeds"}, ocean=True)
    assert "Species 1: Filter Feeder; population 3 of 10 (feeds)" in p.alt
    assert "Its left end is beside Player 2's species 3, its right end beside Player 3's species 4." in p.alt
    assert p.alt.count("The rulebook prints no trait text") == 1 and p.alt.count("Abundance and Fertile") == 1
    assert p._repr_html_().count("species-row") == 3


def test_try_it_answers():
    """Phase 2: Feeding and Defensive Traits — the pages' "Try it" answers: a full forage of 3 lands
    on the fishbones (5 left, 4 after aging); an attack of 4 on 3 shells takes 1, Schooling gains it back."""
    after = try_forage_example().apply(forage(1))
    assert what_happened(after) == ["Species 1 forages: it takes 3 from the Reef.",
                                    "Species 1 is on its fishbones: it overpopulates, and 5 tokens must leave it."]
    assert after.apply(place("Reef")).population(0) == 5 - 1
    s = try_shells_example()
    after = s.apply(attack(1, 2))
    assert what_happened(after) == ["Species 1 attacks species 2: it takes 1.",
                                    "Species 2 gains 1 from the Ocean (Schooling)."]
    assert after.population(1) == s.population(1) and after.phase == Phase.AGAIN  # Tentacled: once more
