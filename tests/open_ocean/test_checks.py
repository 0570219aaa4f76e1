"""The invariants of :mod:`games_lib.open_ocean.checks`: they hold over random games, and each
one catches a position (or a move) broken on purpose in its own way."""

from __future__ import annotations

import random

import pytest

from games_lib.core import IllegalActionError
from games_lib.core.testing import ContractError, check_game
from games_lib.open_ocean import GAME, new_game, place
from games_lib.open_ocean import checks, state as engine
from games_lib.open_ocean.actions import Choose
from games_lib.open_ocean.cards import DECK, kind, starter_face
from games_lib.open_ocean.reef import Reef

from .helpers import Cards, pick, position


def fields(s) -> dict:
    return {k: getattr(s, k) for k in ("num_players", "reefs", "ocean", "deck", "discard", "draft", "first",
                                       "pending", "turtles", "round", "starters_left", "over", "goals",
                                       "goal_mode", "piles", "done", "removed")} | {"turn": s.turn}


def changed(s, **new):
    return engine.State(**(fields(s) | new))


def with_reef(s, seat, cells):
    reefs = list(s.reefs)
    reefs[seat] = Reef(cells)
    return changed(s, reefs=tuple(reefs))


def playing(seed=3, n=3, steps=40):
    s = new_game(seed, num_players=n)
    rng = random.Random(seed)
    for _ in range(steps):
        s = s.apply(rng.choice(s.legal_actions()))
    return s


def from_deck(s, name):
    """A card of kind ``name`` taken out of the deck, and the state without it in the deck."""
    k = kind(name).id
    card = next(c for c in s.deck if c.kind_id == k)
    return card, changed(s, deck=tuple(c for c in s.deck if c != card))


def test_wired_into_the_game_and_the_engine_names_agree():
    """GAME.invariants is checks.invariants; the decision kinds checks.py reads are the engine's."""
    s = playing()
    assert GAME.invariants(s) == checks.invariants(s) == []
    assert (checks._PLACE, checks._ACT, checks._STARTER) == (engine.PLACE_K, engine.ACT_K, engine.STARTER_K)
    assert checks._HOLDS_CARD == (engine.DOLPHIN_K, engine.SHARK_K, engine.TURTLE_K)
    assert (checks._NEXT_TO, checks._BESIDE) == (engine.NEXT_TO, engine.BESIDE)


def test_invariants_and_moves_hold_over_random_games():
    """Over seeded random games (solo to 5 players, with goals), every position and every move is clean."""
    for seed in range(5):
        n = 1 + seed
        s = new_game(seed, num_players=n, goals="public" if n > 2 else None)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert checks.invariants(s) == []
            a = rng.choice(s.legal_actions())
            after = s.apply(a)
            assert checks.move_problems(s, a, after) == []
            s = after


# ------------------------------------------------------------------------------ one place each

def test_a_card_in_two_places_is_caught():
    s = playing()
    bad = changed(s, discard=s.discard + (s.deck[0],))
    assert any("not each in one place" in p and f"twice: [{s.deck[0].id}]" in p
               for p in checks.one_place_each(bad))


def test_a_lost_card_is_caught():
    s = playing()
    bad = changed(s, deck=s.deck[1:])
    assert any(f"nowhere: [{s.deck[0].id}]" in p for p in checks.invariants(bad))


# ------------------------------------------------------------------------------ the reefs

def test_a_card_below_the_starter_row_is_caught():
    """Building Your Reef: nothing below the Starter Coral's row."""
    s = playing()
    card, s = from_deck(s, "Red Coral")
    cells = dict(s.reefs[0].items()) | {(0, -1): card}
    assert any("below the Starter Coral's row" in p for p in checks.reefs_legal(with_reef(s, 0, cells)))


def test_a_sun_touching_no_sun_is_caught():
    """Reef Connection Rules 1: Suns connect to Suns (they never leave a reef, so it still holds)."""
    s = playing()
    card, s = from_deck(s, "Red Coral")
    cells = dict(s.reefs[1].items()) | {(5, 7): card}
    assert any("touches no Sun card" in p for p in checks.reefs_legal(with_reef(s, 1, cells)))


def test_a_shark_in_a_reef_and_a_moved_starter_are_caught():
    """Shark: it goes into the Ocean, never a reef; the Starter Coral lies at (0, 0) for good."""
    s = playing()
    shark, s = from_deck(s, "Shark")
    starter = s.reefs[0][(0, 0)]
    cells = {c: x for c, x in s.reefs[0].items() if c != (0, 0)} | {(0, 1): shark, (3, 0): starter}
    found = checks.reefs_legal(with_reef(s, 0, cells))
    assert any("belongs in the Ocean" in p for p in found)
    assert any("Starter Coral lies at (3, 0)" in p for p in found)
    assert any("no Starter Coral at (0, 0)" in p for p in found)


def test_reefs_are_checked_only_once_their_starter_is_chosen():
    """During setup a reef whose player has not chosen yet is empty, and that is fine."""
    s = new_game(4, num_players=4)
    assert s.decision.kind == engine.STARTER_K and checks.reefs_legal(s) == []


# ------------------------------------------------------------------------------ Sea Turtles

def test_a_fourth_turtle_is_caught():
    """Sea Turtle: at most three a player in a game."""
    s = playing()
    assert any("played 4" in p for p in checks.turtles_within_limit(changed(s, turtles=(4, 0, 0))))


def test_a_turtle_nobody_played_is_caught():
    s = playing()
    turtle, s = from_deck(s, "Loggerhead Sea Turtle")
    bad = changed(with_reef(s, 2, {(0, 0): s.reefs[2][(0, 0)], (1, 0): turtle}), turtles=(0, 0, 0))
    assert any("holds 1" in p and "played 0" in p for p in checks.turtles_within_limit(bad))


# ------------------------------------------------------------------------------ secret picks

class LeakyView(engine.View):
    __slots__ = ()

    def __init__(self, state, seat):
        super().__init__(state, seat)
        d = self.draft
        object.__setattr__(self, "draft", d._replace(picks=tuple(state.draft.picks)))  # shows every pick


class LeakyState(engine.State):
    __slots__ = ()
    _VIEW = LeakyView


def test_a_visible_secret_pick_is_caught():
    """Playing a Turn: the picks are secret until all are made; a view that shows them is caught."""
    s = new_game(2, num_players=3)
    while s.secrets is None:
        s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    assert s.secrets is not None and checks.picks_secret(s) == []
    leaky = LeakyState(**fields(s))
    assert any("sees seat" in p and "secret pick" in p for p in checks.picks_secret(leaky))


# ------------------------------------------------------------------------------ decisions

def test_an_internal_step_left_waiting_is_caught():
    s = playing()
    card = s.deck[0]
    bad = changed(s, deck=s.deck[1:], pending=s.pending.push(engine.Decision(0, engine.ACT_K, card)))
    assert any("internal step" in p for p in checks.decisions_agree(bad))


def test_check_game_reports_a_broken_invariant():
    """Wired into the core: check_game fails a game whose engine loses a card."""
    class Lossy(engine.State):
        __slots__ = ()

        def apply(self, action):
            after = fields(super().apply(action))
            if len(after["discard"]) > 3:
                after["discard"] = after["discard"][:-1]
            return Lossy(**after)

    class Broken(type(GAME)):
        def new_initial_state(self, seed=0, *, num_players=None):
            return Lossy(**fields(GAME.new_initial_state(seed, num_players=num_players)))

    game = Broken.__new__(Broken)
    with pytest.raises(ContractError, match="invariant broken: cards not each in one place"):
        check_game(game, games=2)


# ------------------------------------------------------------------------------ across a move

def test_a_fish_placed_against_the_connection_rules_is_caught():
    """Reef Connection Rules 2: a move that puts a Grouper beside the Starter Coral is caught."""
    s = position([["Red Coral"] * 6, ["Blue Coral"] * 6, ["Green Coral"] * 6],
                 ["Grouper"] + ["Shark"] * 2 + ["Clownfish"] * 5)
    s = pick(s, "Red Coral", "Blue Coral", "Green Coral")
    seat = s.current_player
    cell = s.legal_actions()[0].cell
    after = s.apply(s.legal_actions()[0])
    assert checks.move_problems(s, s.legal_actions()[0], after) == []
    grouper = Cards()("Grouper")
    bad = with_reef(after, seat, dict(s.reefs[seat].items()) | {cell: grouper})
    assert any("not the card and space placed" in p for p in checks.move_problems(s, place(cell), bad))
    assert not checks.placed_legally(s.reefs[seat], grouper, (1, 0), engine.ANY_LEGAL, None)
    assert checks.placed_legally(s.reefs[seat], DECK[0], (1, 1), engine.ANY_LEGAL, None)  # a coral: diagonal is fine


def test_an_attracted_fish_away_from_its_card_is_caught():
    """Attracting Cards: the attracted card connects to the card just played."""
    r = Reef({(0, 0): starter_face(0), (1, 0): Cards()("Red Coral")})
    fish = Cards()("Clownfish")
    assert checks.placed_legally(r, fish, (2, 0), engine.NEXT_TO, r[(1, 0)].id)
    assert not checks.placed_legally(r, fish, (-1, 0), engine.NEXT_TO, r[(1, 0)].id)


def test_a_protected_fish_leaving_and_a_coral_leaving_are_caught():
    """Anemone: a protected fish never leaves; Sun cards never leave a reef."""
    s = playing()
    c = Cards()
    anemone, fish = c("Anemone"), c("Clownfish")
    base = {cell: x for cell, x in s.reefs[0].items() if x.id not in (anemone.id, fish.id)}
    free = [(x, y) for x in range(-8, 9) for y in (20, 21)]
    before = with_reef(s, 0, base | {free[0]: anemone, free[1]: fish})
    after = with_reef(s, 0, base | {free[1]: fish})
    assert any("only fish ever leave" in p for p in checks.move_problems(before, Choose(-1, 0), after))
    after = with_reef(s, 0, base | {free[0]: anemone})
    assert any("an anemone protects it" in p for p in checks.move_problems(before, Choose(-1, 0), after))


def test_two_cards_in_one_move_are_caught():
    s = playing()
    c = Cards()
    extra = {(9, 9): c("Red Coral"), (10, 9): c("Blue Coral")}
    after = with_reef(s, 0, dict(s.reefs[0].items()) | extra)
    assert any("2 cards joined reefs in one move" in p for p in checks.move_problems(s, place((9, 9)), after))


def test_refusals_leave_the_invariants_clean():
    """An illegal move changes nothing, so the position stays clean."""
    s = playing()
    with pytest.raises(IllegalActionError):
        s.apply(place((0, -1)))
    assert checks.invariants(s) == []


def test_check_moves_plays_check_game_s_games():
    """checks.check_moves plays check_game's seeded games (the same number of decisions) and finds
    every move clean; stress.py runs it beside check_game."""
    played, moves, failures = checks.check_moves(GAME, games=2, seed=2)
    report = check_game(GAME, games=2, seed=2, illegal_per_state=0)
    assert (played, failures) == (2, []) and moves == report.decisions
