"""One test per rule the Oceans engine enforces (rules.ALL), each citing its rulebook section,
and the book's numbered facts (setup, phases, end of game)."""

from __future__ import annotations

import pytest

import games_lib
from games_lib.core import TERMINAL, IllegalActionError
from games_lib.oceans import BONUS, SUPPLY, Event, Phase, new_game, position, rules
from games_lib.oceans.actions import DRAW_DEEP, Discard, Keep, Migrate, New, Remove, TakeDeep
from games_lib.oceans.cards import BOARDS, CARD_MIGRATE, SPACES
from games_lib.oceans.state import PILE0, RESERVE_P, Z1

from .helpers import (DONE, attack, deep_card, deep_evolve, deep_new, evolve, forage, hand_card, migrate, new, place,
                      refused)

ROW = [("Tentacled", 2), ("Filter Feeder", 3)]


def play_pos(hand=("Tentacled", "Speed"), rows=None, **kw):
    return position(rows or [ROW, [("Inking", 4)]], hands=[list(hand), []], phase="play", **kw)


# ------------------------------------------------------------------------------ setup


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_supply_reserve_bonus_and_hands(n):
    """Setup steps 4, 6, 7, 8, 9, 11: six cards each, 60 in the RESERVE, the supply by player count
    split in quarters, step 9's migrate number moved into zone 3, bonus tokens by turn order."""
    s = new_game(5, num_players=n)
    c = s.tokens
    assert c["RESERVE"] == 60 and c["box"] == 200 - 60 - SUPPLY[n]
    m = CARD_MIGRATE[s.discard[0]]
    q = SUPPLY[n] // 4
    assert (s.reef, s.zones) == (q - m, (q - m, q, q + 2 * m))
    assert all(len(h) == 6 for h in s.hands) and s.bonus == BONUS[n]
    assert s.rows == ((),) * n and s.current_player == 0 and s.phase == Phase.PLAY
    assert c.total == 200


def test_game_size_refused():
    """Components: Oceans is for 2 to 4 players (the supply table)."""
    with pytest.raises(games_lib.core.GameError, match="2 to 4 players"):
        new_game(1, num_players=5)


# ------------------------------------------------------------------------------ Phase 1


def test_play_from_hand():
    """Phase 1: Playing Cards — the card comes from your hand."""
    s = play_pos()
    refused(s, new(119, 0), rules.PLAY_FROM_HAND)


def test_play_count_one_card_before_the_cambrian_two_after():
    """Phase 1: play 1 card; in the Cambrian Explosion 2 (Done is no way out)."""
    s = play_pos()
    refused(s, DONE, rules.PLAY_COUNT)
    after = s.apply(new(hand_card(s, 0, "Speed"), 0))
    assert after.phase == Phase.FEED
    c = play_pos(cambrian=True)
    c1 = c.apply(new(hand_card(c, 0, "Speed"), 0))
    assert c1.phase == Phase.PLAY and DONE not in c1.legal_actions()
    assert c1.apply(new(hand_card(c1, 0, "Tentacled"), 0)).phase == Phase.FEED


def test_new_species_left_right_or_between():
    """Phase 1: a new species goes left, right or between two of yours (places 0 to len(row))."""
    s = play_pos()
    card = hand_card(s, 0, "Speed")
    assert [a.pos for a in s.legal_actions() if isinstance(a, New) and a.card == card] == [0, 1, 2]
    refused(s, new(card, 3), rules.NEW_SPECIES_PLACE)
    between = s.apply(new(card, 1))
    assert [t for _, t, _ in between.species(0)] == [("Tentacled",), ("Speed",), ("Filter Feeder",)]


def test_free_board_needed():
    """Components: 24 species boards; a new species needs a free one."""
    names = ["Inking", "Schooling", "Transparent"]
    rows = [[(names[k % 3], 1) for k in range(12)], [(names[k % 3], 1) for k in range(12)]]
    s = position(rows, hands=[["Speed"], []], phase="play")
    refused(s, new(hand_card(s, 0, "Speed"), 0), rules.FREE_BOARD)
    assert len(s.ring()) == BOARDS


def test_own_species_only():
    """Phase 1: you evolve and remove traits on your own species only."""
    s = play_pos()
    refused(s, evolve(hand_card(s, 0, "Speed"), 2), rules.OWN_SPECIES)
    refused(s, Remove(-1, 2, 0), rules.OWN_SPECIES)


def test_max_three_traits_unless_a_card_allows_more():
    """Phase 1: at most 3 traits; Speed allows one more (a card explicitly allowing more)."""
    s = position([[(["Inking", "Inking", "Inking"], 2)], [("Inking", 1)]], hands=[["Tentacled", "Speed"], []],
                 phase="play")
    refused(s, evolve(hand_card(s, 0, "Tentacled"), 0), rules.MAX_TRAITS)
    fast = position([[(["Speed", "Inking", "Inking"], 2)], [("Inking", 1)]], hands=[["Tentacled"], []], phase="play")
    four = fast.apply(evolve(hand_card(fast, 0, "Tentacled"), 0))
    assert len(four.traits[0]) == 4
    # removing Speed would leave four traits on a species that may hold three: refused
    assert Remove(-1, 0, 0) not in fast.legal_actions()


def test_migrate_places():
    """Phase 1: Migrate — from the Reef or an Ocean zone to another of these places."""
    s = play_pos()
    refused(s, Migrate(-1, hand_card(s, 0, "Speed"), 1, 1), rules.MIGRATE_PLACES)


def test_remove_traits_goes_to_discard():
    """Phase 1: you may remove any number of your traits; Surface traits go to the discard pile."""
    s = play_pos()
    removes = [a for a in s.legal_actions() if isinstance(a, Remove)]
    assert {(a.board, a.slot) for a in removes} == {(0, 0), (1, 0)}
    after = s.apply(removes[0])
    assert after.traits[0] == () and after.discard[-1] == s.traits[0][0] and after.phase == Phase.PLAY


# ------------------------------------------------------------------------------ Phase 2


def test_feed_one_of_your_species():
    """Phase 2: Feeding — one of your species feeds."""
    s = position([ROW, [("Inking", 4)]])
    refused(s, forage(2), rules.FEED_ONE)
    refused(s, DONE, rules.FEED_ONE)


def test_may_never_forage():
    """Phase 2: a species with 'may never forage' never forages."""
    s = position([[("Apex Predator", 2)], [("Tentacled", 4)]])
    refused(s, forage(0), rules.NEVER_FORAGE)
    assert attack(0, 1) in s.legal_actions()


def test_may_never_attack():
    """Phase 2: a species with 'may never attack' never attacks."""
    s = position([[("Filter Feeder", 2)], [("Tentacled", 4)]])
    refused(s, attack(0, 1), rules.NEVER_ATTACK)


def test_take_at_least_one():
    """Phase 2: no feeding that takes nothing (an empty Reef, a target holding nothing)."""
    s = position([[("Tentacled", 2)], [("Inking", 0)]], reef=0)
    assert s.legal_actions() == () or s.phase != Phase.FEED  # nothing to take: the feeding is skipped
    s = position([[("Tentacled", 2), ("Speed", 1)], [("Schooling", 0)]], reef=0)
    refused(s, forage(0), rules.TAKE_AT_LEAST_ONE)
    refused(s, attack(0, 2), rules.TAKE_AT_LEAST_ONE)


def test_open_space():
    """Phase 2: a species without an open space does not feed."""
    s = position([[("Speed", 10), ("Speed", 1)], [("Inking", 3)]])
    refused(s, forage(0), rules.OPEN_SPACE)


def test_attack_another_species():
    """Phase 2: an attack targets another species in play (your own included)."""
    s = position([[("Tentacled", 2), ("Speed", 3)], [("Inking", 4)]])
    assert attack(0, 1) in s.legal_actions()  # your own
    refused(s, attack(0, 7), rules.ATTACK_OTHER)


def test_shells_reduce_what_is_taken():
    """Defensive Traits: each shell makes the attacker take that many fewer; below 1, no attack."""
    s = position([[("Tentacled", 2)], [("Inking", 4)]])
    refused(s, attack(0, 1), rules.SHELLS)
    apex = position([[("Apex Predator", 2)], [("Inking", 4)]])
    after = apex.apply(attack(0, 1))
    assert [e.n for e in after.events if e.what == "attack"] == [1]  # 3 - 2


def test_feed_again_only_the_same_species():
    """Overpopulation (feeding again): only the Tentacled species feeds again, and may stop."""
    s = position([[("Tentacled", 2), ("Speed", 1)], [("Speed", 4)]])
    s = s.apply(attack(0, 2))
    assert s.phase == Phase.AGAIN and DONE in s.legal_actions()
    refused(s, forage(1), rules.FEED_AGAIN)
    assert s.apply(DONE).phase == Phase.DISCARD


def test_overpopulation_back_to_five_owner_places_excess():
    """Overpopulation: a species on its fishbones goes back to 5; its owner puts the excess in
    the Reef or one Ocean zone."""
    s = position([[("Filter Feeder", 8)], [("Speed", 1)]], reef=10)
    s = s.apply(forage(0))
    assert s.phase == Phase.DECIDE and s.current_player == 0 and s.population(0) == SPACES
    assert s.legal_actions() == tuple(place(w) for w in range(4))
    refused(s, forage(0), rules.ANSWER_FIRST)
    assert s.pending.top.kind.startswith("put the excess") and rules.OVERPOPULATION.section == "Overpopulation"
    after = s.apply(place(2))
    assert after.zones[1] == 25 + 5 and after.population(0) == 5 - 1  # then it aged


def test_discard_surface_cards_then_draw_to_six():
    """Phase 4: discard any Surface cards, then draw to 6."""
    s = position([[("Speed", 3)], [("Inking", 1)]], hands=[["Tentacled", "Inking"], []], phase="play")
    s = s.apply(migrate(hand_card(s, 0, "Tentacled"), 0, 1))
    s = s.apply(forage(0))
    assert s.phase == Phase.DISCARD
    refused(s, Discard(-1, 119), rules.DISCARD)
    refused(s, forage(0), rules.IN_TURN)
    s = s.apply([a for a in s.legal_actions() if isinstance(a, Discard)][0])
    assert len(s.hands[0]) == 0
    s = s.apply(DONE)
    assert len(s.hands[0]) == 6 and s.active == 1


def test_in_turn_order_of_phases():
    """Playing the Game: cards, feeding, aging, drawing, in order."""
    s = play_pos()
    refused(s, forage(0), rules.IN_TURN)


# ------------------------------------------------------------------------------ Phase 3, the end


def test_aging_one_then_two_in_the_cambrian_and_extinction():
    """Phase 3: Aging — 1 from each species into the score pile (2 in the Cambrian); a species
    that cannot age fully goes extinct, its traits to the discard pile."""
    s = position([[("Filter Feeder", 3), ("Filter Feeder", 0)], [("Inking", 1)]], reef=0)
    assert s.phase == Phase.DISCARD  # nothing could feed
    assert s.pile(0) == 1 and s.rows[0] == (0,) and s.population(0) == 2
    assert s.traits[1] == () and s.discard[-1] == 51  # the second Filter Feeder card
    c = position([[("Filter Feeder", 3), ("Filter Feeder", 1)], [("Inking", 1)]], reef=0, cambrian=True,
                 hands=[["Speed"], []], phase="play")
    c = c.apply(migrate(hand_card(c, 0, "Speed"), 0, 1))
    assert c.pile(0) == 2 + 1 and c.rows[0] == (0,)


def test_score_piles_hidden_from_other_seats():
    """Player Screens keep the scores hidden: another seat's view has no score pile."""
    s = position([[("Speed", 3)], [("Inking", 1)]], piles=[7, 9])
    assert s.view(0).piles == (7, None) and s.view(1).piles == (None, 9) and s.view(None).piles == (7, 9)
    assert "pile 9" not in str(s.view(0)) and "pile 7" in str(s.view(0))


def test_game_over_refuses_everything():
    """End of Game: after the last player's turn in the final round, nothing is legal."""
    s = new_game(3)
    import random
    rng = random.Random(3)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    assert s.current_player == TERMINAL and s.legal_actions() == () and s.final
    assert s.active == s.num_players - 1
    with pytest.raises(IllegalActionError) as e:
        s.apply(DONE)
    assert e.value.rule is rules.GAME_OVER


def test_every_rule_has_a_section_and_a_test_here():
    """Every rule names a section; each is refused by some test of this file (by name)."""
    import pathlib
    text = pathlib.Path(__file__).read_text()
    for r in rules.ALL:
        assert r.section and r.key
        name = next(k for k, v in vars(rules).items() if v is r)
        assert f"rules.{name}" in text, name


def test_reserve_constant_place():
    """Setup step 6: the RESERVE is its own place (0 in the ledger)."""
    assert new_game(1).tokens._counts[RESERVE_P] == 60 and Z1 == 3 and PILE0 == 30


def test_many_speeds_many_traits_each_removable():
    """Phase 1 (trait effects are cumulative): each Speed allows one more trait, so a species may
    hold up to 13; every one of its traits can be removed, never another species' (a regression:
    slot 7 once named the next board)."""
    s = position([[(["Speed"] * 6 + ["Inking"], 3), ("Inking", 2)], [("Inking", 1)]], hands=[["Speed"], []],
                 phase="play")
    removes = [a for a in s.legal_actions() if isinstance(a, Remove)]
    assert {(a.board, a.slot) for a in removes} == {(0, k) for k in range(7)} | {(1, 0)}
    after = s.apply(removes[6])
    assert after.traits[0] == s.traits[0][:6] and after.traits[1] == s.traits[1]
    more = s.apply(evolve(hand_card(s, 0, "Speed"), 0))
    assert len(more.traits[0]) == 8


def test_overpopulated_on_its_own_feeding_cannot_feed_again():
    """Overpopulation: a species that overpopulates on its own feeding cannot feed again, even
    Tentacled; making another species overpopulate does not end the feeding."""
    s = position([[("Tentacled", 9), ("Speed", 4)], [("Speed", 4)]])
    s = s.apply(attack(0, 2)).apply(place(0))
    assert s.phase == Phase.DISCARD and s.feeder == -1
    other = position([[("Tentacled", 2), ("Symbiotic", 9)], []]).apply(forage(0))
    assert other.phase == Phase.DECIDE
    assert other.apply(place(0)).phase == Phase.AGAIN


def test_a_look_alike_action_is_refused():
    """Only this game's actions are moves: an equal plain tuple or another kind with the same
    values is refused (a rule named), the state unchanged."""
    from typing import NamedTuple

    class Other(NamedTuple):
        id: int

    s = position([[("Speed", 3)], []], hands=[["Speed"], []], phase="play")
    done = s.apply(migrate(hand_card(s, 0, "Speed"), 0, 1)).apply(forage(0))
    assert DONE in done.legal_actions()
    with pytest.raises(IllegalActionError):
        done.apply(Other(DONE.id))
    with pytest.raises(IllegalActionError):
        done.apply(tuple(DONE))


# ------------------------------------------------------------------------------ the full game: the Deep


def deep_pos(hand=("Giant Squid", "Speed"), pile=8, cambrian=True, **kw):
    return position([[("Speed", 3)], [("Inking", 4)]], hands=[list(hand), []], piles=[pile, 0], phase="play",
                    cambrian=cambrian, variant="full", **kw)


def test_deep_cards_only_in_the_cambrian():
    """Cambrian Explosion: once it has started you may play Deep cards as well as Surface cards
    (before it, Phase 1 plays a Surface card); not even to migrate before."""
    s = deep_pos(cambrian=False)
    squid = deep_card("Giant Squid")
    assert not any(getattr(a, "card", None) == squid for a in s.legal_actions())
    refused(s, deep_evolve(squid, 0, 0), rules.DEEP_CAMBRIAN)
    refused(s, migrate(squid, 1, 0), rules.DEEP_CAMBRIAN)
    assert deep_evolve(squid, 0, 0) in deep_pos().legal_actions()


def test_deep_cost_from_the_score_pile_never_the_bonus_token():
    """The Deep: to evolve, pay the card's migrate number (Giant Squid: 6) from your score pile into
    the Reef or one Ocean zone; the bonus token never pays (the first player's 4 do not help)."""
    squid = deep_card("Giant Squid")
    poor = deep_pos(pile=5)
    assert poor.bonus[0] == 4  # 5 + 4 would be enough: the bonus token does not count
    refused(poor, deep_evolve(squid, 0, 0), rules.DEEP_COST)
    refused(poor, deep_new(squid, 0, 2), rules.DEEP_COST)
    s = deep_pos(pile=6)
    after = s.apply(deep_evolve(squid, 0, 2))  # paid into zone 2
    assert after.pile(0) == 0 and after.zones[1] == s.zones[1] + 6 and after.bonus[0] == 4
    assert [e for e in after.events if e.what == "pay"] == [Event("pay", -1, 6, "Ocean zone 2", 0)]
    assert after.species(0)[0][1] == ("Speed", "Giant Squid") and squid not in after.hands[0]


def test_deep_card_to_migrate_costs_nothing_and_leaves_the_game():
    """The Deep: a Deep card played to migrate costs nothing; the card is removed from the game
    (never the Surface discard pile)."""
    squid = deep_card("Giant Squid")
    s = deep_pos(pile=0)
    after = s.apply(migrate(squid, 1, 0))
    assert after.pile(0) == 0 and after.reef == s.reef + 6 and after.zones[0] == s.zones[0] - 6
    assert squid in after.full.gone and squid not in after.discard


def test_deep_draw_gene_pool_or_three():
    """Phase 4 step 1: you may take the top card of a Gene Pool pile (an emptied pile is started
    again from the Deep deck) or draw three Deep cards, keep one and put the others face up, one
    on each pile; a Deep card is never discarded."""
    s = position([[("Speed", 3)], [("Inking", 4)]], hands=[["Tentacled"], []], phase="play", variant="full")
    s = s.apply(migrate(hand_card(s, 0, "Tentacled"), 0, 1))
    s = s.apply(forage(0))
    assert s.phase == Phase.DEEP
    refused(s, Discard(-1, 0), rules.IN_TURN)
    top = s.full.pools[0][-1]
    take = next(a for a in s.legal_actions() if isinstance(a, TakeDeep) and a.pile == 0)
    took = s.apply(take)
    assert top in took.hands[0] and took.full.pools[0] == (s.full.deck[-1],) and took.phase == Phase.DISCARD
    assert not any(isinstance(a, Discard) and a.card == top for a in took.legal_actions())
    refused(took, Discard(-1, top), rules.DISCARD)
    three = s.apply(DRAW_DEEP)
    assert three.phase == Phase.KEEP and len(three.full.drawn) == 3
    refused(three, Keep(-1, s.full.pools[0][-1]), rules.DEEP_DRAW)
    first, second, third = three.full.drawn
    kept = three.apply(next(a for a in three.legal_actions() if a.card == second))
    assert second in kept.hands[0] and kept.full.pools == (s.full.pools[0] + (first,), s.full.pools[1] + (third,))
    reef = new_game(1)
    refused(reef, DRAW_DEEP, rules.DEEP_DRAW)


# ------------------------------------------------------------------------------ takes, by the numbers


def test_attack_take_capped_by_open_spaces_and_never_for_a_never_attack_species():
    """Phase 2: Feeding — a species can't take more population than it has open spaces (an
    attacker on 8 takes 2 of an attack of 3, the second landing on the fishbones); a species with
    the 'may never attack' icon takes nothing whatever its icons."""
    from games_lib.oceans.state import attack_take
    apex = position([[("Apex Predator", 8), ("Inking", 0)], [("Speed", 5)]]).traits[0]
    filt = position([[("Filter Feeder", 8), ("Inking", 0)], [("Speed", 5)]]).traits[0]
    assert attack_take(apex, 8, (), 5) == 2 and attack_take(apex, 3, (), 5) == 3 and attack_take(apex, 3, (), 2) == 2
    assert attack_take(filt, 0, (), 5) == 0
    s = position([[("Apex Predator", 8)], [("Speed", 5)]]).apply(attack(0, 1))
    assert [e.n for e in s.events if e.what == "attack"] == [2] and s.phase == Phase.DECIDE


def test_the_rest_of_a_migration_from_the_lowest_numbered_zone():
    """Phase 1: Migrate — from the Ocean always the full amount: when the chosen zone runs out, the
    rest comes from the zone closest to the Reef that still has population (zone 2 before zone 3)."""
    s = position([[("Speed", 3)], [("Inking", 4)]], ocean=(1, 5, 5), hands=[["Speed 6"], []], phase="play")
    after = s.apply(migrate(hand_card(s, 0, "Speed"), 1, 0))  # Speed 6 migrates 3
    assert after.zones == (0, 3, 5) and after.reef == s.reef + 3
