"""The full game (variant="full"): setup with random Scenarios and the Gene Pool, the Deep in
Phases 1 and 4, blue and purple Scenario cards, a trait overriding a Scenario for its own species,
the readings of the full game, and the safety stop. Each test cites its rulebook section."""

from __future__ import annotations

import random

import pytest

from games_lib.core import GameError, IllegalActionError, Provenance
from games_lib.oceans import (DEEP, GAME, MAX_ROUNDS, SCENARIOS, SUPPLY, Phase, new_game, play_deep, position, rules,
                              scenario_effects)
from games_lib.oceans.actions import DRAW_DEEP, Discard
from games_lib.oceans.cards import BLUE, DEEP0, PURPLE, REEF_SCENARIOS
from games_lib.oceans.state import _Work

from .helpers import DONE, card_number, deep_card, forage, hand_card, migrate


@pytest.mark.parametrize("n", [2, 3, 4])
def test_full_setup_scenarios_and_gene_pool(n):
    """Setup steps 3 and 5 of the full game: two random Scenario cards on zones 1 and 2, the Deep
    deck shuffled with two cards face up as the Gene Pool; the rest as in the Reef variant (the
    Surface deal, the supply, step 9, the bonus tokens)."""
    s = new_game(11, num_players=n, variant="full")
    reef = new_game(11, num_players=n)
    assert s.variant == "full" and len(set(s.full.scenarios)) == 2
    assert [len(p) for p in s.full.pools] == [1, 1] and len(s.full.deck) == len(DEEP) - 2
    assert sorted(s.full.deck + s.full.pools[0] + s.full.pools[1]) == list(range(DEEP0, DEEP0 + len(DEEP)))
    assert (s.hands, s.deck, s.discard, s.tokens.counts) == (reef.hands, reef.deck, reef.discard, reef.tokens.counts)
    assert s.reef + sum(s.zones) == SUPPLY[n]
    seen = {sc for k in range(40) for sc in new_game(k, variant="full").full.scenarios}
    assert len(seen) > 2 and {SCENARIOS[x].kind for x in seen} == {BLUE, PURPLE}
    chosen = new_game(3, variant="full", scenarios=("Storm", "Cold Snap"))
    assert [sc.name for sc in chosen.scenarios] == ["Storm", "Cold Snap"]
    with pytest.raises(GameError, match="Reef variant always plays Abundance and Fertile"):
        new_game(3, scenarios=("Storm", "Cold Snap"))
    with pytest.raises(GameError, match="must differ"):
        new_game(3, variant="full", scenarios=("Storm", "Storm"))
    assert "Gene Pool" in str(s.view(0)) and "Gene Pool" not in str(reef.view(0))


def test_deep_cards_are_data_with_provenance():
    """The Deep: every card unique, with a migrate number (its cost) and a trait the engine reads;
    the selection is illustrative (the rulebook prints none of the 89)."""
    assert len({d.name for d in DEEP}) == len(DEEP) >= 12
    assert all(d.source.provenance is Provenance.ILLUSTRATIVE and d.migrate >= 1 and d.text for d in DEEP)
    assert all(d.card == DEEP0 + d.id for d in DEEP)


def test_play_deep_evolve_and_migrate_in_one_call():
    """The Deep: to evolve pay the migrate number from the score pile into the Reef or one zone;
    to migrate pay nothing and remove the card from the game; refused before the Cambrian and with
    too small a pile (the bonus token never pays)."""
    d = play_deep("Comb Jelly", pile=5, pay_to=3)
    assert (d.paid, d.paid_to, d.pile, d.gone) == (3, "Ocean zone 3", (5, 2), False)
    assert d.state.zones[2] == 25 + 3 and d.species == ((("Speed", "Comb Jelly"), 3),)
    n = play_deep("Comb Jelly", "new", pile=3, board=1)
    assert n.species == ((("Speed",), 3), (("Comb Jelly",), 0)) and n.pile == (3, 0)
    m = play_deep("Comb Jelly", "migrate", pile=0, source=2, to=0)
    assert (m.paid, m.moved, m.gone, m.state.reef) == (0, 3, True, 10 + 3)
    with pytest.raises(IllegalActionError) as e:
        play_deep("Giant Squid", pile=5)
    assert e.value.rule is rules.DEEP_COST
    with pytest.raises(IllegalActionError) as e:
        play_deep("Giant Squid", pile=9, cambrian=False)
    assert e.value.rule is rules.DEEP_CAMBRIAN
    for bad in [dict(card=3), dict(card="Nemo"), dict(card="Comb Jelly", how="eat"),
                dict(card="Comb Jelly", pile=-1), dict(card="Comb Jelly", pay_to=4)]:
        with pytest.raises(GameError):
            play_deep(**bad)


def test_deep_traits_leave_the_game():
    """The Deep / Phase 1: a Deep trait removed from a species, or on a species that goes extinct,
    leaves the game (Surface traits go to the discard pile)."""
    s = position([[(["Giant Squid", "Speed"], 3)], [("Inking", 4)]], hands=[["Tentacled"], []], phase="play",
                 variant="full")
    squid = deep_card("Giant Squid")
    removed = s.apply(next(a for a in s.legal_actions() if getattr(a, "slot", None) == 0))
    assert squid in removed.full.gone and squid not in removed.discard
    dying = position([[(["Giant Squid", "Speed"], 0)], [(["Inking", "Comb Jelly"], 4)]], reef=0, variant="full")
    assert squid in dying.full.gone and dying.rows[0] == () and dying.discard[-1] == card_number("Speed", dying)


def test_blue_scenario_active_while_its_zone_is_empty():
    """Scenario Cards: a blue card is active whenever its zone holds no population (Warm Current:
    forage values 1 higher), and stops when the zone is refilled."""
    row = [[("Speed", 3)], [("Inking", 4)]]
    on = position(row, ocean=(25, 0, 25), variant="full", scenarios=("Red Tide", "Warm Current"))
    off = position(row, ocean=(25, 1, 25), variant="full", scenarios=("Red Tide", "Warm Current"))
    assert on.effects.forage == 1 and off.effects.forage == 0
    assert on.apply(forage(0)).pile(0) == 1 and on.apply(forage(0)).population(0) == 3 + 2 - 1
    assert off.apply(forage(0)).population(0) == 3 + 1 - 1
    assert scenario_effects(REEF_SCENARIOS, (True, True)).gain == 1
    # a blue card is active only while its own zone is empty; a purple one changes no rule
    assert scenario_effects(("Red Tide", "Warm Current"), (True, False)).forage == 0
    assert scenario_effects(("Warm Current", "Feeding Frenzy"), (False, True)) == (0, 0, 0, 1, 0)


def test_scenario_overrides_core_and_a_trait_overrides_both():
    """Overview: a Scenario overrides the core rules for every species (Cold Snap: aging takes 1
    more); a trait overrides both for its own species (Frilled Shark: Scenario cards do not apply,
    it ages the core 1; Vent Worm forages 2 under Warm Current, not 3)."""
    s = position([[("Speed", 3), ("Frilled Shark", 3)], [(["Inking", "Inking"], 4)]], ocean=(25, 0, 25), reef=5,
                 variant="full", scenarios=("Red Tide", "Cold Snap")).apply(forage(0))
    assert s.phase == Phase.DEEP
    assert [s.population(b) for b in s.rows[0]] == [3 + 1 - 2, 3 - 1] and s.pile(0) == 3
    w = position([[("Vent Worm", 3), ("Speed", 3)], [("Inking", 4)]], ocean=(25, 0, 25), variant="full",
                 scenarios=("Red Tide", "Warm Current"))
    assert w.apply(forage(0)).population(0) == 3 + 2 - 1
    assert w.apply(forage(1)).population(1) == 3 + 2 - 1


def test_purple_fires_each_time_the_zone_empties():
    """Scenario Cards: a purple card fires each time its zone is emptied at the end of an event
    (Red Tide: every species loses 1 to the Reef), again after population comes back onto it;
    everything triggered resolves first. Zone 1 emptying also starts the Cambrian."""
    s = position([[("Sea Pig", 3)], [("Inking", 4)]], ocean=(1, 25, 25), reef=5, hands=[["Speed 1", "Speed 2"], []],
                 phase="play", variant="full", scenarios=("Red Tide", "Warm Current"))
    s1 = s.apply(migrate(card_number("Speed 1", s), 1, 0))  # zone 1 empties: the Cambrian, then Red Tide
    assert s1.cambrian and [e.what for e in s1.events].count("scenario") == 1
    assert (s1.population(0), s1.population(1), s1.reef) == (2, 3, 5 + 1 + 2)
    s2 = s1.apply(migrate(card_number("Speed 2", s1), 0, 1))  # back onto zone 1: nothing fires
    assert s2.zones[0] == 1 and "scenario" not in [e.what for e in s2.events]
    s3 = s2.apply(forage(0))  # Sea Pig forages 1 and gains 1 from zone 1: empty again, fires again
    assert [e.what for e in s3.events].count("scenario") == 1
    assert s3.population(1) == 2 and s3.pile(0) == 2 and s3.population(0) == 2 + 1 + 1 - 1 - 2


def test_deep_hand_readings():
    """Readings of the Deep: Deep cards count toward the hand of six and are never discarded; a
    Deep card is taken only while the hand holds fewer than six cards and fewer than five Deep
    ones; before the Cambrian a hand without a Surface card skips Phase 1; three drawn from a
    deck of two give two."""
    deepest = position([[("Speed", 3)], [("Inking", 4)]], variant="full", phase="play",
                       hands=[["Giant Squid", "Comb Jelly", "Sea Pig", "Barreleye", "Dumbo Octopus"], []])
    assert deepest.phase == Phase.FEED  # no Surface card before the Cambrian: Phase 1 is skipped
    after = deepest.apply(forage(0))
    assert after.phase == Phase.DISCARD and DRAW_DEEP not in after.legal_actions()  # five Deep cards: no sixth
    assert all(not isinstance(a, Discard) for a in after.legal_actions())  # Deep cards are never discarded
    done = after.apply(DONE)
    assert len(done.hands[0]) == 6 and sum(x < DEEP0 for x in done.hands[0]) == 1
    four = position([[("Speed", 3)], [("Inking", 4)]], variant="full", phase="play",
                    hands=[["Tentacled", "Giant Squid", "Comb Jelly", "Sea Pig", "Barreleye"], []])
    four = four.apply(migrate(hand_card(four, 0, "Tentacled"), 0, 1)).apply(forage(0))
    assert four.phase == Phase.DEEP and DRAW_DEEP in four.legal_actions()  # four Deep cards: a fifth may come
    s = position([[("Speed", 3)], [("Inking", 4)]], hands=[["Tentacled"], []], phase="play", variant="full")
    w = _Work(s)
    w.full = w.full._replace(deck=w.full.deck[:2], gone=w.full.deck[2:])
    s = w.freeze().apply(migrate(hand_card(s, 0, "Tentacled"), 0, 1)).apply(forage(0))
    three = s.apply(DRAW_DEEP)
    assert len(three.full.drawn) == 2 and three.full.deck == ()
    kept = three.apply(three.legal_actions()[0])
    assert [len(p) for p in kept.full.pools] == [2, 1] and GAME.invariants(kept) == []


def test_the_safety_stop_ends_a_stuck_game():
    """End of Game (a project decision): if the RESERVE has not come out, round MAX_ROUNDS is the
    final round; the game then ends after the last player in turn order."""
    s = new_game(2)
    w = _Work(s)
    w.turn = (MAX_ROUNDS - 1) * 2 - 1  # the last turn of round MAX_ROUNDS - 1
    w.active = 1
    s = w.freeze()
    rng = random.Random(2)
    while s.active == 1 and not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    assert s.final and s.reserve == 60 and any(e.what == "last round" for e in s.events)
    while not s.is_terminal():
        s = s.apply(rng.choice(s.legal_actions()))
    assert s.turn == MAX_ROUNDS * 2 - 1 and s.outcome().scores


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_and_bot_full_games_end(n):
    """End of Game: random and greedy full games end (the RESERVE, else the safety stop) with every
    invariant kept at the end."""
    from games_lib.oceans import GreedyBot, RandomBot, play_game
    for seed in range(2):
        bots = [RandomBot(seed * 10 + k) for k in range(n)]
        bots[seed % n] = GreedyBot(seed)
        end = play_game(new_game(seed, num_players=n, variant="full"), bots)
        assert end.is_terminal() and GAME.invariants(end) == []


def test_an_attack_scenario_and_the_trait_that_overrides_it():
    """Scenario Cards / Overview: a blue Scenario raising attack values (Feeding Frenzy, +1) applies
    to every species while its zone is empty; Frilled Shark's 'Scenario cards do not apply' keeps
    its own value (4), and a trait's 'may never attack' still wins."""
    from games_lib.oceans.state import attack_take, attack_value
    s = position([[("Apex Predator", 2), ("Frilled Shark", 2), ("Filter Feeder", 0)], [("Speed", 9)]],
                 ocean=(25, 0, 25), variant="full", scenarios=("Red Tide", "Feeding Frenzy"))
    apex, shark, filt = (s.traits[b] for b in s.rows[0])
    assert s.effects.attack == 1
    assert (attack_value(apex, 1), attack_value(shark, 1), attack_value(apex), attack_value(shark)) == (4, 4, 3, 4)
    assert attack_take(apex, 2, (), 9, 1) == 4 and attack_take(shark, 2, (), 9, 1) == 4 and attack_take(filt, 0, (), 9, 1) == 0
    after = s.apply(next(a for a in s.legal_actions() if getattr(a, "board", None) == s.rows[0][0]
                         and getattr(a, "target", None) == s.rows[1][0]))
    assert [e.n for e in after.events if e.what == "attack"] == [4]


def test_gains_and_new_species_scenarios_skip_a_species_that_overrides_them():
    """Scenario Cards / Overview: under Abundance every trait that gains gains 1 more, and under
    Fertile a new species gains 2 from the Ocean — but not a species whose trait says Scenario
    cards do not apply to it (Vent Worm): the core rule holds for it."""
    row = [("Tentacled", 2), (["Symbiotic"], 0), ("Filter Feeder", 4)]
    worm = [("Tentacled", 2), (["Symbiotic", "Vent Worm"], 0), ("Filter Feeder", 4)]
    for species, gain in ((row, 1 + 1), (worm, 1)):
        s = position([species, []], ocean=(0, 25, 25), variant="full", scenarios=("Abundance", "Fertile"))
        after = s.apply(next(a for a in s.legal_actions() if getattr(a, "target", None) == 2))
        assert [e.n for e in after.events if e.what == "gain"] == [gain]
    s = position([[("Speed", 3)], [("Inking", 4)]], ocean=(25, 0, 25), hands=[["Tentacled", "Vent Worm"], []],
                 piles=[5, 0], cambrian=True, phase="play", variant="full", scenarios=("Red Tide", "Fertile"))
    fertile = s.apply(next(a for a in s.legal_actions() if type(a).__name__ == "New" and a.pos == 1))
    assert fertile.population(fertile.rows[0][1]) == 2
    worm_new = fertile.apply(next(a for a in fertile.legal_actions() if type(a).__name__ == "DeepNew" and a.pos == 2))
    assert worm_new.population(worm_new.rows[0][2]) == 0 and worm_new.pile(0) == 5 - 3


def test_a_forage_scenario_the_trait_that_overrides_it_and_feedings_that_take_nothing():
    """Scenario Cards / Overview and Phase 2: Feeding: a Scenario's forage bonus is added to a
    species' forage value (Filter Feeder 2 + 1), never to one whose trait overrides the Scenarios
    (Vent Worm keeps 2), and what a forage takes follows; a 'may never forage' species takes
    nothing, bonus or not; an attack into more shells than its value takes nothing (not 1)."""
    from games_lib.oceans.cards import CARD_NAMES
    from games_lib.oceans.state import attack_take, forage_take, forage_value, shells

    def cards(*names):
        return [CARD_NAMES.index(n) for n in names]

    filt, worm, apex, inking = cards("Filter Feeder 1"), cards("Vent Worm"), cards("Apex Predator 1"), \
        cards("Inking 1", "Inking 2")
    assert (forage_value(filt), forage_value(filt, 1), forage_value(worm), forage_value(worm, 1)) == (2, 3, 2, 2)
    assert (forage_take(filt, 0, 10, 1), forage_take(worm, 0, 10, 1), forage_take(filt, 8, 10, 1)) == (3, 2, 2)
    assert forage_take(apex, 0, 10) == 0 and forage_take(apex, 0, 10, 1) == 0
    assert shells(inking) == 4 and attack_take([], 0, inking, 4) == 0 and attack_take([], 0, inking, 4, 4) == 1
