"""One test per reading of RULES-NOTES (rules.READINGS names each), on positions built from plain values."""

from __future__ import annotations

import importlib
import pathlib

import pytest

from games_lib.core import GameError
from games_lib.oceans import Phase, SCENARIOS, neighbours, new_game, position, ring, rules, values
from games_lib.oceans.state import attack_value, forage_value
from games_lib.oceans.actions import Done, Migrate
from games_lib.oceans.cards import CARD_MIGRATE, REEF_SCENARIOS, SUPPLY, card

from .helpers import DONE, attack, forage, hand_card, migrate, new, place, refused

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_every_reading_names_a_test_that_exists():
    for r in rules.READINGS:
        path, _, name = r.test.partition("::")
        assert (ROOT / path).exists(), r.test
        module = importlib.import_module(path[:-3].replace("/", "."))
        assert callable(getattr(module, name, None)), r.test


def _traits(*names):
    return position([[(list(names), 5)], []]).traits[0]


def test_feeding_values_and_caps():
    """Values: at least 1, icons add up; taken = min(value - shells, what the source holds, open
    spaces); gains capped by open spaces, the rest stays in the Ocean."""
    assert forage_value(_traits("Inking")) == 1 and attack_value(_traits("Inking")) == 1
    assert forage_value(_traits("Filter Feeder", "Filter Feeder")) == 4
    assert attack_value(_traits("Apex Predator", "Apex Predator", "Tentacled")) == 7  # 3 + 3 + 1
    assert values(["Apex Predator", "Apex Predator", "Tentacled"]).attack == 7 and values([]).forage == 1
    assert values("Speed").max_traits == 4 and not values("Filter Feeder").may_attack
    # capped by the Reef
    s = position([[("Filter Feeder", 2)], [("Inking", 1)]], reef=1).apply(forage(0))
    assert [e.n for e in s.events if e.what == "forage"] == [1]
    # capped by the open spaces: the last token lands on the fishbones only as the last open space
    s = position([[("Filter Feeder", 9)], [("Inking", 1)]], reef=5).apply(forage(0))
    assert [e.n for e in s.events if e.what == "forage"] == [1] and s.phase == Phase.DECIDE
    # a gain capped by the open spaces: Bottom Feeder at 9 gains 1 of its 2; the Ocean keeps the other
    s = position([[("Apex Predator", 2), ("Bottom Feeder", 9), ("Speed", 4)], [("Inking", 1)]])
    after = s.apply(attack(0, 2))
    assert [e.n for e in after.events if e.what == "gain"] == [1]
    assert sum(after.zones) == sum(s.zones) - 1


def test_compulsory_card_and_feeding():
    """Playing a card and feeding are compulsory when possible; an attack may target your own
    species, never one holding nothing."""
    s = position([[("Tentacled", 2), ("Speed", 0)], [("Inking", 1)]], hands=[["Speed"], []], phase="play")
    assert Done(-1) not in s.legal_actions() and DONE not in s.legal_actions()
    s = s.apply(migrate(hand_card(s, 0, "Speed"), 0, 1))
    assert s.phase == Phase.FEED and DONE not in s.legal_actions()
    assert attack(0, 1) not in s.legal_actions()  # own species, but it holds nothing
    own = position([[("Tentacled", 2), ("Speed", 3)], [("Inking", 1)]])
    assert attack(0, 1) in own.legal_actions()


def test_trigger_order():
    """Triggered effects resolve in a fixed order: the feeding species first, then by seat from
    the active player, each row left to right."""
    # ring: Player 2's row [S1, F], then Player 1's [S0, T]: S1 | F | S0 | T. F attacks T.
    s = position([[("Shark Cleaner", 0), ("Speed", 5)], [("Shark Cleaner", 0), ("Apex Predator", 2)]], active=1)
    assert s.ring() == (2, 3, 0, 1) and s.neighbours(3) == (2, 0)
    after = s.apply(attack(3, 1))
    assert [(e.what, e.board) for e in after.events if e.what == "gain"] == [("gain", 2), ("gain", 0)]
    s0 = position([[("Shark Cleaner", 0), ("Apex Predator", 2)], [("Shark Cleaner", 0), ("Speed", 5)]], active=0)
    after = s0.apply(attack(1, 3))
    assert [e.board for e in after.events if e.what == "gain"] == [0, 2]


def test_overpopulation_owner_places_excess():
    """Several species overpopulate at once: owners choose in seat order from the active player;
    each puts all of its excess in one place."""
    # ring: B1 | T | F | S0: F attacks T; B1 (Bottom Feeder) gains 2, S0 (Symbiotic) gains 1
    s = position([[("Speed", 5), ("Tentacled", 2), ("Symbiotic", 9)], [("Bottom Feeder", 8)]])
    s = s.apply(attack(1, 0))
    assert s.phase == Phase.DECIDE and s.current_player == 0 and s.pending.top.data == 2
    s = s.apply(place(1))
    assert s.current_player == 1 and s.pending.top.data == 3
    s = s.apply(place(0))
    assert (s.population(2), s.population(3)) == (5, 5)
    assert s.zones[0] == 25 - 3 + 5 and s.reef == 25 + 5  # the gains came from zone 1
    assert s.phase == Phase.AGAIN  # Tentacled did not overpopulate: it may feed again


def test_migration():
    """From the Reef only what is there; from the Ocean the full amount, the rest from the
    lowest-numbered zone with tokens, then the RESERVE."""
    big = card("Speed 10").id
    assert CARD_MIGRATE[big] == 4
    s = position([[("Speed", 3)], [("Inking", 1)]], reef=2, hands=[["Speed 10"], []], phase="play")
    after = s.apply(migrate(big, 0, 3))
    assert after.reef == 0 and after.zones[2] == 25 + 2
    s = position([[("Speed", 3)], [("Inking", 1)]], reef=0, ocean=(5, 1, 5), hands=[["Speed 10"], []], phase="play")
    after = s.apply(migrate(big, 2, 0))
    assert after.zones == (2, 0, 5) and after.reef in (4, 3)  # 4 came; the species may forage 1 of them
    s = position([[("Filter Feeder", 3)], [("Inking", 1)]], reef=0, ocean=(0, 0, 2), hands=[["Speed 10"], []],
                 phase="play")
    after = s.apply(migrate(big, 3, 0))
    assert after.final and after.reserve == 0 and after.zones == (0, 0, 58)
    refused(s, Migrate(-1, big, 0, 0), rules.MIGRATE_PLACES)


def test_reserve_and_final_round():
    """The RESERVE goes into zone 3 the moment the Ocean is empty; the round finishes with the
    last player in turn order; with the RESERVE gone too, the Ocean gives only what it has."""
    example = [("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0), ("Filter Feeder", 4)]
    s = position([example, [("Inking", 3)]], ocean=(0, 0, 1))
    box = s.tokens["box"]
    s = s.apply(attack(0, 2))
    # zone 1 is empty: Abundance adds 1 to every gain (2 + 3 + 3); 1 token from zone 3, then the RESERVE
    assert s.final and s.reserve == 0 and s.zones == (0, 0, 60 + 1 - 8)
    assert [e.n for e in s.events if e.what == "gain"] == [2, 3, 3]
    s = s.apply(DONE)  # no second feeding
    s = s.apply(DONE)  # draw
    assert s.active == 1 and not s.over
    while not s.is_terminal():
        s = s.apply(s.legal_actions()[0])
    assert s.active == 1 and s.tokens["box"] == box
    dry = position([example, [("Inking", 3)]], ocean=(0, 0, 1), reserve=0).apply(attack(0, 2))
    assert [e.n for e in dry.events if e.what == "gain"] == [1, 0, 0] and not dry.final


def test_cambrian():
    """The Cambrian starts the moment zone 1 is empty: during Phase 1 a second card is optional;
    started later, this turn's aging already takes 2."""
    s = position([[("Filter Feeder", 3)], [("Inking", 1)]], ocean=(1, 25, 25), hands=[["Speed 10", "Speed"], []],
                 phase="play")
    s = s.apply(migrate(card("Speed 10").id, 1, 3))
    assert s.cambrian and s.phase == Phase.PLAY and DONE in s.legal_actions() and s.zones[0] == 0
    assert s.apply(DONE).phase == Phase.FEED
    later = position([[("Symbiotic", 3), ("Filter Feeder", 3)], []], ocean=(1, 25, 25))
    assert not later.cambrian
    later = later.apply(forage(1))
    # Symbiotic: the species on its left is Filter Feeder (the ring wraps: 2 species of Player 1)
    assert later.cambrian and later.pile(0) == 4  # each of the two species aged 2


def test_new_species_and_extinction():
    """A new species starts with no token (Fertile aside); a species stripped of its traits stays;
    on extinction the neighbours become adjacent."""
    s = position([[("Speed", 3)], [("Inking", 1)]], hands=[["Tentacled", "Inking"], []], phase="play")
    b = s.apply(new(hand_card(s, 0, "Tentacled"), 1))
    assert b.events[0].what == "new" and not any(e.what == "fertile" for e in b.events)
    assert b.population(b.rows[0][1]) == 0 and b.phase == Phase.FEED
    fertile = position([[("Speed", 3)], [("Inking", 1)]], ocean=(25, 0, 25), hands=[["Tentacled"], []],
                       phase="play")
    assert fertile.scen_on == (False, True)
    f = fertile.apply(new(hand_card(fertile, 0, "Tentacled"), 1))
    assert [e.n for e in f.events if e.what == "fertile"] == [2]
    # stripped of its trait, a species stays
    bare = s.apply([a for a in s.legal_actions() if type(a).__name__ == "Remove"][0])
    assert bare.rows[0] == (0,) and bare.traits[0] == ()
    # extinction: the middle species goes, its neighbours become adjacent
    three = position([[("Filter Feeder", 3), ("Filter Feeder", 0), ("Filter Feeder", 3)], [("Inking", 1)]], reef=0)
    assert three.rows[0] == (0, 2) and three.neighbours(0) == (3, 2)


def test_adjacency_ring():
    """One ring: a left-most species borders the right-most species of the next player
    clockwise; with two species in all, the other is both neighbours; alone, none."""
    rows = ((0, 1), (2,), (3, 4))
    r = ring(rows)
    assert r == (3, 4, 2, 0, 1)
    assert neighbours(r, 0) == (2, 1)  # Player 1's left-most borders Player 2's right-most
    assert neighbours(r, 2) == (4, 0)  # Player 2's left-most borders Player 3's right-most
    assert neighbours(r, 3) == (1, 4)  # Player 3's left-most borders Player 1's right-most (the ring closes)
    assert neighbours(ring(((0,), (1,))), 0) == (1, 1)
    assert neighbours(ring(((0,), ())), 0) == (None, None)


@pytest.mark.parametrize("n,quarter", [(2, 25), (3, 30), (4, 35)])
def test_setup_reef_variant(n, quarter):
    """The supply split in equal quarters; Abundance on zone 1 and Fertile on zone 2; score piles
    hidden; a variant is 'reef' or 'full'."""
    s = new_game(7, num_players=n)
    assert SUPPLY[n] // 4 == quarter
    assert sum(s.zones) + s.reef == 4 * quarter
    assert [SCENARIOS[i].name for i in REEF_SCENARIOS] == ["Abundance", "Fertile"]
    assert all(p is None for i, p in enumerate(s.view(0).piles) if i != 0)
    with pytest.raises(GameError, match="variant must be 'reef'"):
        new_game(1, variant="deep")
    assert s.variant == "reef" and [sc.name for sc in s.scenarios] == ["Abundance", "Fertile"] and s.full is None


def test_abundance_adds_one_to_every_gain():
    """Abundance (zone 1 empty): every trait that gains gains 1 more — the example then gives 2 + 3 + 3."""
    example = [("Tentacled", 2), (["Symbiotic", "Bottom Feeder", "Bottom Feeder"], 0), ("Filter Feeder", 4)]
    s = position([example, []], ocean=(0, 25, 25)).apply(attack(0, 2))
    assert [e.n for e in s.events if e.what == "gain"] == [2, 3, 3]
