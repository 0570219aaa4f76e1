"""The pieces of the core that Open Ocean and Oceans stand on (seats, pending decisions, drafts,
token places, action ids), the Rockpool toy that uses them all under check_game, and one broken
Rockpool per new check_game property (a negative control that fails for its own reason)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field, replace

import pytest

from games_lib.core import (
    HIDDEN, LEFT, RIGHT, ActionIds, Decision, Draft, FirstPlayer, GameError, IllegalActionError, Pending,
    SecretChoices, Table, TokenError, Tokens,
)
from games_lib.core.testing import ContractError, check_game

from .draft_toy import (
    GAME as ROCKPOOL, PICKS, SEA, TAKES, TOLLS, Rockpool, RockpoolState, RockpoolView, pool,
)


# ------------------------------------------------------------------------------ seats

def test_turn_order_goes_clockwise_from_the_first_player():
    """Seats play clockwise from the first player; the left neighbour plays next."""
    t = Table(5)
    assert t.order(3) == (3, 4, 0, 1, 2)
    assert [t.left(s) for s in range(5)] == [1, 2, 3, 4, 0]
    assert [t.right(s) for s in range(5)] == [4, 0, 1, 2, 3]
    assert all(t.right(t.left(s)) == s for s in range(5))


def test_passing_left_and_right():
    """A hand passed left reaches the next seat; passed right, the previous one."""
    t = Table(3)
    assert t.passed(("a", "b", "c"), LEFT) == ("c", "a", "b")
    assert t.passed(("a", "b", "c"), RIGHT) == ("b", "c", "a")
    assert t.passed(t.passed(("a", "b", "c"), LEFT), RIGHT) == ("a", "b", "c")
    assert t.pass_to(2, LEFT) == 0 and t.pass_to(0, RIGHT) == 2


def test_first_player_marker_moves_round_the_table():
    """The first-player marker moves one seat per pass and comes back after a full round."""
    t, m = Table(4), FirstPlayer(2)
    seats = []
    for _ in range(4):
        m = m.moved(t, LEFT)
        seats.append(m.seat)
    assert seats == [3, 0, 1, 2]
    assert FirstPlayer(0).moved(t, RIGHT).seat == 3


@pytest.mark.parametrize("bad", [-1, 4, "1", 1.0, True, None])
def test_a_seat_that_is_not_at_the_table_is_refused(bad):
    """A seat number outside the table, or not a whole number, is a GameError naming the seats."""
    with pytest.raises(GameError, match=r"seat number from 0 to 3"):
        Table(4).left(bad)


def test_a_bad_passing_direction_is_refused():
    with pytest.raises(GameError, match="LEFT \\(1\\) or RIGHT \\(-1\\)"):
        Table(3).pass_to(0, 2)
    with pytest.raises(GameError, match="one entry per seat"):
        Table(3).passed(("a", "b"))


# ------------------------------------------------------------------------------ token places

def test_tokens_move_between_places_and_the_total_never_changes():
    """move() takes from one place and adds to another; the ledger is a value (the old one stays)."""
    t = Tokens({"reserve": 60, "reef": 0, "zone 1": 5})
    u = t.move("reserve", "reef", 7).move("zone 1", "reef", 5)
    assert (u["reserve"], u["reef"], u["zone 1"]) == (53, 12, 0)
    assert t["reserve"] == 60 and u.total == t.total == 65
    assert u.conservation(65) == [] and u.conservation(66)
    assert t.move("reef", "zone 1", 0) is t


@pytest.mark.parametrize("source, destination, n, message", [
    ("reef", "reserve", 1, r"'reef' holds 0"),
    ("reserve", "reserve", 1, r"to itself"),
    ("reserve", "sea", 1, r"no token place 'sea' to move to"),
    ("sea", "reef", 1, r"no token place 'sea' to move from"),
    ("reserve", "reef", -1, r"whole number, 0 or more"),
    ("reserve", "reef", 1.5, r"whole number, 0 or more"),
])
def test_a_move_that_would_make_or_lose_tokens_is_refused(source, destination, n, message):
    """A move from an empty or unknown place, to itself, or of a negative or broken number is a
    TokenError, and the ledger is unchanged."""
    t = Tokens({"reserve": 3, "reef": 0})
    with pytest.raises(TokenError, match=message):
        t.move(source, destination, n)
    assert t == Tokens({"reserve": 3, "reef": 0})


def test_token_places_are_checked_when_made():
    for bad in ({"a": -1}, {"a": 1.0}, {"": 1}, [("a", 1), ("a", 2)]):
        with pytest.raises(TokenError):
            Tokens(bad)
    assert hash(Tokens({"a": 1})) == hash(Tokens([("a", 1)]))
    assert list(Tokens({"a": 1, "b": 2})) == ["a", "b"] and dict(Tokens({"a": 1})) == {"a": 1}


# ------------------------------------------------------------------------------ pending decisions

def test_pending_decisions_are_answered_last_pushed_first():
    """A decision pushed while another waits is answered first (depth first); several pushed
    together are answered in the order given; the seat on top is the seat to act."""
    p = Pending().push(Decision(1, "place the dolphin"))
    p = p.push(Decision(0, "attract"), Decision(2, "feeding frenzy"))
    order = []
    while p:
        d, p = p.pop()
        order.append((d.seat, d.kind))
    assert order == [(0, "attract"), (2, "feeding frenzy"), (1, "place the dolphin")]
    assert Pending().top is None and Pending().current_player(default=3) == 3
    with pytest.raises(GameError, match="no pending decision"):
        Pending().pop()
    with pytest.raises(GameError, match="only a Decision"):
        Pending().push((0, "x"))


# ------------------------------------------------------------------------------ action ids

def test_action_ids_come_in_one_block_per_kind():
    """Ids are consecutive, one block per kind in the order the kinds are added, never shared."""
    ids = ActionIds()
    from typing import NamedTuple

    class Go(NamedTuple):
        id: int
        where: str
    a = ids.add(lambda i, x: Go(i, x), [("p",), ("q",)], kind="pick")
    b = ids.add(Go, [("n",), ("s",), ("e",)])
    assert [g.id for g in b] == [2, 3, 4] and ids.kinds() == {"pick": range(0, 2), "Go": range(2, 5)}
    assert ids.space()[2:] == b and len(a) == 2
    with pytest.raises(GameError, match="own name"):
        ids.add(Go, [("w",)])
    with pytest.raises(GameError, match="carry the id"):
        ids.add(lambda i: Go(i + 1, "x"), [()], kind="off by one")


def test_rockpool_ids_are_allocated_per_kind():
    assert [a.id for a in PICKS + TAKES + TOLLS] == list(range(len(PICKS) + 4))


# ------------------------------------------------------------------------------ the draft

def test_a_draft_reveals_the_picks_together_and_plays_them_in_turn_order():
    """Picks are locked in secret (others see that a seat chose, not what); the last lock
    reveals them all; they are played in the order given; then the hands are passed."""
    d = Draft.deal((("a", "b", "c"), ("d", "e", "f"), ("g", "h", "i")))
    d = d.lock(1, "e").lock(2, "i")
    assert d.seen_by(0).picks == (None, HIDDEN, HIDDEN) and d.seen_by(1).picks == (None, "e", HIDDEN)
    assert d.waiting_for() == (0,) and d.picking
    d = d.lock(0, "a")
    assert d.revealed == ("a", "e", "i") and not d.picking and d.picks == (None, None, None)
    order = Table(3).order(2)
    played = []
    while (s := d.next_to_play(order)) is not None:
        played.append(d.revealed[s])
        d = d.played(s)
    assert played == ["i", "a", "e"]
    d = d.passed(Table(3), LEFT)
    assert d.hands == (("g", "h"), ("b", "c"), ("d", "f")) and d.packets == (2, 0, 1)


def test_a_draft_waits_only_for_the_seats_that_hold_cards():
    """Open Ocean, Playing a Turn: every player with a card picks; a seat whose hand is empty is
    not waited for, and the last pick of a seat with cards reveals them all."""
    d = Draft.deal((("a", "b"), (), ("c",)))
    d = d.lock(0, "a")
    assert d.stage == "pick" and d.revealed == (None, None, None)
    d = d.lock(2, "c")
    assert d.stage == "play" and d.revealed == ("a", None, "c") and d.hands == (("b",), (), ())
    assert Draft.deal((("a",), ())).lock(0, "a").revealed == ("a", None)


def test_the_fast_shuffle_is_python_s_shuffle():
    """Open Ocean, Setup (the deck is shuffled, then dealt): core.rng.shuffle puts the cards in
    the order random.Random.shuffle does for the same seed, at every length; a subclass of
    Random shuffles its own way."""
    from games_lib.core.rng import shuffle

    for seed in range(40):
        for n in (0, 1, 2, 3, 7, 12, 64, 183, 189, 300):
            a, b = list(range(n)), list(range(n))
            random.Random(seed).shuffle(a)
            r = random.Random(seed)
            shuffle(r, b)
            assert a == b and r.random() == (lambda q: (q.shuffle(list(range(n))), q.random())[1])(
                random.Random(seed))

    class Fixed(random.Random):
        def shuffle(self, x):
            x.reverse()

    c = [1, 2, 3]
    shuffle(Fixed(0), c)
    assert c == [3, 2, 1]


def test_a_one_seat_draft_keeps_its_hand_when_the_turn_ends():
    """Open Ocean, How to Play Solo (play a card, discard, then the next turn from the same hand: no
    one to pass to): a one-seat draft's pass leaves its hand, picks and the hands it has seen as
    they were, and starts the next picks; a hand-made one that has not seen its hand yet sees it."""
    d = Draft.deal((("a", "b", "c"),)).lock(0, "a").played(0)
    assert d.stage == "pass"
    for direction in (LEFT, RIGHT):
        after = d.passed(Table(1), direction)
        assert after == d._replace(stage="pick") and after.hands == (("b", "c"),) and after.seen == (frozenset({0}),)
    unseen = d._replace(seen=(frozenset(),))
    assert unseen.passed(Table(1)).seen == (frozenset({0}),)
    with pytest.raises(GameError, match="passing direction"):
        d.passed(Table(1), 2)


def test_a_draft_refuses_what_the_rules_do_not_allow():
    d = Draft.deal((("a", "b"), ("c", "d")))
    with pytest.raises(GameError, match="not in that hand"):
        d.lock(0, "c")
    with pytest.raises(GameError, match="already picked"):
        d.lock(0, "a").lock(0, "b")
    with pytest.raises(GameError, match="only after every pick has been played"):
        d.lock(0, "a").lock(1, "c").passed(Table(2))
    with pytest.raises(GameError, match="no picks now"):
        d.lock(0, "a").lock(1, "c").lock(0, "b")
    with pytest.raises(GameError, match="seat number"):
        d.lock(2, "a")


def test_a_seat_remembers_the_hands_it_held_without_learning_a_hidden_pick():
    """After a pass, a seat knows in full the hand it passed on (every pick from it is revealed);
    while its new holder's pick is hidden, that hand is shown as before the pick, and a hand it
    never held only as a size (the hidden pick counted)."""
    t = Table(3)
    d = Draft.deal((("a", "b", "c"), ("d", "e", "f"), ("g", "h", "i")))
    d = d.lock(0, "a").lock(1, "d").lock(2, "g").played(0).played(1).played(2).passed(t)
    # seat 1 now holds what seat 0 passed on (b, c): seat 0 knows it
    assert d.seen_by(0).hands == (("h", "i"), ("b", "c"), 2)
    before = d.seen_by(0)
    for pick in ("b", "c"):
        assert d.lock(1, pick).seen_by(0) == before._replace(picks=(None, HIDDEN, None))
    assert d.lock(2, "e").seen_by(0).hands == (("h", "i"), ("b", "c"), 2)


def test_sampling_a_draft_keeps_what_the_seat_knows():
    """Draft.sample deals the unseen cards to the hands the seat does not know, draws hidden
    picks from the hands they came from, and gives back a draft with the same view."""
    t = Table(3)
    d = Draft.deal((("a", "b", "c"), ("d", "e", "f"), ("g", "h", "i")))
    d = d.lock(0, "a").lock(1, "d").lock(2, "g").played(0).played(1).played(2).passed(t)
    d = d.lock(1, "c").lock(2, "f")
    view = d.seen_by(0)
    rng = random.Random(4)
    picks_of_1 = set()
    for _ in range(40):
        world, rest = Draft.sample(view, ["e", "f", "x"], rng)
        assert world.seen_by(0) == view
        assert world.hands[0] == ("h", "i") and len(rest) == 1
        picks_of_1.add(world.picks[1])
    assert picks_of_1 == {"b", "c"}  # the hidden pick is not given away by the sample


# ------------------------------------------------------------------------------ the toy under check_game

def test_rockpool_passes_the_contract_on_2_3_and_4_seats():
    """Rockpool passes check_game, and the new checks ran: secret picks and pending decisions."""
    report = check_game(ROCKPOOL, games=150)
    assert report.failures == [] and report.players == {2: 50, 3: 50, 4: 50}
    assert report.secrets_checked > 0 and report.pending_checked > 0 and report.views_checked > 0
    assert set(report.winners) == {0, 1, 2, 3}


def _play(state, choose):
    while not state.is_terminal():
        state = state.apply(choose(state))
    return state


def test_rockpool_crab_toll_is_decided_by_the_right_neighbour():
    """Rockpool §3: a Crab makes the seat on its player's right decide; that seat is to act."""
    rng = random.Random(1)
    found = 0
    for seed in range(60):
        s = ROCKPOOL.new_initial_state(seed, num_players=3)
        while not s.is_terminal():
            top = s.pending.top
            if top is not None and top.kind == "crab toll":
                assert top.seat == Table(3).right(top.data) and s.current_player == top.seat
                assert s.legal_actions() == TOLLS
                before = s.tokens[pool(top.data)]
                after = s.apply(TOLLS[0])
                assert after.tokens[pool(top.data)] == before - 1
                found += 1
            s = s.apply(rng.choice(s.legal_actions()))
    assert found > 20


def test_rockpool_hands_go_left_with_the_first_player_marker():
    """Rockpool §2: after every turn the hands are passed left and the marker moves left."""
    s = ROCKPOOL.new_initial_state(3, num_players=4)
    hands = s.draft.hands
    while not (s.draft.picking and not s.pending and len(s.draft.hands[0]) == 2 and not any(s.draft.picks)):
        s = s.apply(s.legal_actions()[0])
    assert s.first.seat == 1
    assert [len(h) for h in s.draft.hands] == [2, 2, 2, 2]
    assert set(s.draft.hands[1]) < set(hands[0])  # seat 1 holds what seat 0 held


def test_rockpool_refusals_name_their_rule():
    s = ROCKPOOL.new_initial_state(0, num_players=2)
    with pytest.raises(IllegalActionError, match=r"\[pick\]"):
        s.apply(TAKES[0])
    s = _play(s, lambda st: st.legal_actions()[0])
    with pytest.raises(IllegalActionError, match=r"\[game-over\]"):
        s.apply(PICKS[0])


# ------------------------------------------------------------------------------ broken variants

def _game(state_cls=RockpoolState, **overrides):
    return type("Broken", (Rockpool,), {"state_cls": state_cls, **overrides})()


class IgnoresTheStackPlainly(RockpoolState):
    @property
    def current_player(self):
        if self.is_terminal():
            return -1
        return self._turn_seat() if self._turn_seat() is not None else self.pending.top.seat


class ShowsPicks(RockpoolState):
    def view(self, seat):
        v = super().view(seat)
        return replace(v, draft=v.draft._replace(picks=tuple(self.draft.picks)))


class KnownHandLeaksPick(RockpoolState):
    def view(self, seat):
        v = super().view(seat)
        hands = tuple(h if isinstance(v.draft.hands[i], int) else self.draft.hands[i] if i != seat else h
                      for i, h in enumerate(v.draft.hands))
        return replace(v, draft=v.draft._replace(hands=hands))


@dataclass(frozen=True)
class PeekingView(RockpoolView):
    true_picks: tuple = field(default=(), compare=False)  # not compared: equal views hide it


class CarriesPicks(RockpoolState):
    def view(self, seat):
        v = super().view(seat)
        return PeekingView(**{f: getattr(v, f) for f in v.__dataclass_fields__}, true_picks=tuple(self.draft.picks))


def _peeking_sampler(self, view, rng):
    world = Rockpool.sample_state(self, view, rng)
    if getattr(view, "true_picks", ()):
        return replace(world, draft=world.draft._replace(picks=SecretChoices(view.true_picks)))
    return world


class MakesShells(RockpoolState):
    def apply(self, action):
        after = super().apply(action)
        if action in TOLLS:  # a shell thrown back doubles
            t = after.tokens
            return replace(after, tokens=Tokens({p: t[p] + (p == SEA) for p in t}))
        return after


def _forgetful_sampler(self, view, rng):
    """Deals every other hand at random, forgetting the hands this seat held."""
    d = view.draft
    sizes = tuple(h if isinstance(h, int) or i == view.seat else len(h) for i, h in enumerate(d.hands))
    return Rockpool.sample_state(self, replace(view, draft=d._replace(hands=sizes)), rng)


class NoSecrets(RockpoolState):
    @property
    def secrets(self):  # the state does not say when a pick is secret
        raise AttributeError("secrets")


CONTROLS = {
    "current player ignores the pending decision": (
        _game(IgnoresTheStackPlainly), r"seat \d is to act, but the pending decision '[a-z ]+' waits for seat \d"),
    "a view shows the secret picks": (_game(ShowsPicks), r"a secret pick by seat \d changes seat \d's view"),
    "a known hand gives the pick away": (_game(KnownHandLeaksPick), r"a secret pick by seat \d changes seat \d's view"),
    "sample_state reads the pick through the view": (
        _game(CarriesPicks, sample_state=_peeking_sampler), r"sample_state reveals seat \d's secret pick to seat \d"),
    "tokens made from nothing": (_game(MakesShells), r"invariant broken: tokens not conserved"),
    "sample_state forgets the hands a seat held": (
        _game(sample_state=_forgetful_sampler), r"sample_state\(view\(\d\)\) gives another view"),
    "no secrets on a game with secret picks": (_game(NoSecrets), r"do not show them \(secrets\)"),
}


@pytest.mark.parametrize("name", list(CONTROLS))
def test_broken_rockpool_fails_check_game_for_its_own_reason(name):
    """Each broken Rockpool makes check_game raise a ContractError with its own reason."""
    game, pattern = CONTROLS[name]
    with pytest.raises(ContractError) as caught:
        check_game(game, games=40)
    first = str(caught.value).splitlines()[0]
    assert re.match(r"rockpool, seed \d+, decision \d+: ", first), first
    assert re.search(pattern, str(caught.value)), first
