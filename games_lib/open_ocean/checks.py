"""What must hold in every Open Ocean position, and across every move: the game's invariants,
which :func:`games_lib.core.testing.check_game` (through ``GAME.invariants``), the property tests
and ``benchmarks/stress.py`` check.

:func:`invariants` (one position):

* every card in exactly one place (deck, Ocean, discard, a hand, a pick, a reef, a card being
  placed or acting, the box: Starter Corals not chosen, solo Dolphins);
* each Starter Coral only at ``(0, 0)``, and every reef whose player has chosen has one there;
  nothing below the Starter row nor past the table's edge; no Shark in a reef;
* every Sun card but the Starter touches another Sun card (Suns never leave a reef, so this
  held when it was placed and still holds); fish and specials are checked when they are placed
  (:func:`move_problems`), since a card cut off later stays where it is;
* no player has played more than three Sea Turtles, and a reef holds no more Turtles than its
  player has played;
* a secret pick is never visible in another seat's view (its pick hidden, its hand shown as it
  was before the pick, or only its size);
* no internal step is left waiting, and the seat to act is the one the decision on top names.

:func:`move_problems` (one move, from the position before to the one after): at most one card
joins a reef, the one the action placed, in a space its connection rules allowed given its
neighbours then (a Sun next to a Sun, a fish along an edge after the card it follows or beside
its school, a Dolphin or Turtle along an edge of a card that takes connections; an attracted
card next to the card that attracted it; a Turtle beside the card it took); only fish leave a
reef, and never one an anemone protected.
"""

from __future__ import annotations

from ..core import HIDDEN
from .cards import ANYWHERE, FISH, KINDS, NUM_CARDS, OCEAN, STARTER_IDS, SUN
from .reef import AROUND, EDGE, LIMIT, fits

# the decision kinds (and placement modes) of state.py, by value (state.py imports this module)
_PLACE, _ACT, _STARTER = "place a card", "act", "choose a Starter Coral"
_HOLDS_CARD = ("take a fish with the Dolphin", "take a fish with the Shark", "take a card with the Sea Turtle")
_NEXT_TO, _BESIDE = "next to", "beside"


def _card_places(state) -> list:
    """Every card id where the position keeps it (one entry per place it is found)."""
    ids = [c.id for r in state.reefs for _, c in r]
    ids += [c.id for c in state.ocean] + [c.id for c in state.deck] + [c.id for c in state.discard]
    d = state.draft
    ids += [c.id for h in d.hands for c in h] + [c.id for c in d.picks if c is not None]
    ids += [c.id for c in d.revealed if c is not None]
    for dec in state.pending:
        data = dec.data
        if dec.kind in _HOLDS_CARD or (dec.kind == _ACT and data.kind.enters != "reef"):
            ids.append(data.id)
        elif dec.kind == _PLACE:
            ids.append(data[0].id)
    return ids + list(state.starters_left) + [c.id for c in state.removed]


def one_place_each(state) -> list:
    ids = _card_places(state)
    if sorted(ids) == list(range(NUM_CARDS)):
        return []
    seen, twice = set(), set()
    for i in ids:
        (twice if i in seen else seen).add(i)
    lost = sorted(set(range(NUM_CARDS)) - seen)
    return [f"cards not each in one place: {len(ids)} places for {NUM_CARDS} cards; "
            f"twice: {sorted(twice)[:6]}, nowhere: {lost[:6]}"]


def reefs_legal(state) -> list:
    problems = []
    choosing = {d.seat for d in state.pending if d.kind == _STARTER}
    for seat, r in enumerate(state.reefs):
        at_origin = r.get((0, 0))
        if seat not in choosing and (at_origin is None or at_origin.id not in STARTER_IDS):
            problems.append(f"seat {seat}'s reef has no Starter Coral at (0, 0)")
        for (x, y), c in r:
            k = KINDS[c.kind_id]
            if y < 0:
                problems.append(f"the {k.name} at {(x, y)} lies below the Starter Coral's row")
            if abs(x) > LIMIT or y > LIMIT:
                problems.append(f"the {k.name} at {(x, y)} lies past the edge of the table")
            if c.id in STARTER_IDS and (x, y) != (0, 0):
                problems.append(f"a Starter Coral lies at {(x, y)}, not at (0, 0)")
            if k.placement == OCEAN:
                problems.append(f"a {k.name} lies in a reef at {(x, y)}: it belongs in the Ocean")
            if k.placement == SUN and c.id not in STARTER_IDS and not any(
                    (o := r.get((x + dx, y + dy))) is not None and KINDS[o.kind_id].placement == SUN
                    for dx, dy in AROUND):
                problems.append(f"the {k.name} at {(x, y)} touches no Sun card")
    return problems


def turtles_within_limit(state) -> list:
    problems = []
    for seat, r in enumerate(state.reefs):
        played = state.turtles[seat]
        for k in KINDS:
            if k.per_game:
                here = sum(1 for _, c in r if c.kind_id == k.id)
                if played > k.per_game:
                    problems.append(f"seat {seat} played {played} {k.name}s (at most {k.per_game})")
                if here > played:
                    problems.append(f"seat {seat}'s reef holds {here} {k.name}s, but it played {played}")
    return problems


def picks_secret(state) -> list:
    secrets = state.secrets
    if secrets is None:
        return []
    problems = []
    n = state.num_players
    views = [state.view(v) for v in range(n)]
    for p in range(n):
        card = secrets[p]
        if card is None:
            continue
        hand = state.draft.hands[p]
        for v in range(n):
            if v == p:
                continue
            seen = views[v].draft
            shown_hand = seen.hands[p]
            if seen.picks[p] is not HIDDEN:
                problems.append(f"seat {v} sees seat {p}'s secret pick: {seen.picks[p]!r}")
            if isinstance(shown_hand, int):
                if shown_hand != len(hand) + 1:
                    problems.append(f"seat {v} sees seat {p}'s hand size {shown_hand}, after the pick")
            elif sorted(c.id for c in shown_hand) != sorted([card.id] + [c.id for c in hand]):
                problems.append(f"seat {v} sees seat {p}'s hand without its secret pick")
    return problems


def decisions_agree(state) -> list:
    top = state.pending.top
    if top is None:
        return []
    problems = []
    if top.kind == _ACT:
        problems.append("an internal step (a card about to act) is left waiting for a player")
    if not state.over and state.current_player != top.seat:
        problems.append(f"seat {state.current_player} is to act, but the decision waits for seat {top.seat}")
    return problems


CHECKS = (one_place_each, reefs_legal, turtles_within_limit, picks_secret, decisions_agree)
"""Every check of one position, each returning what is wrong (an empty list when it holds)."""


def invariants(state) -> list:
    """What is wrong with ``state`` (empty when every invariant holds)."""
    out = []
    for check in CHECKS:
        out += check(state)
    return out


# ------------------------------------------------------------------------------ across a move

def _where(r, card_id):
    for cell, c in r:
        if c.id == card_id:
            return cell
    return None


def placed_legally(before_reef, card, cell, mode, near) -> bool:
    """Whether ``card`` could go into ``cell`` of ``before_reef`` by the connection rules, in the
    way it came in: any legal space, ``next to`` the card that attracted it, or ``beside`` the
    card a Sea Turtle took (a Turtle borders it, or, with nowhere beside it, any card)."""
    k = KINDS[card.kind_id]
    x, y = cell
    if y < 0 or cell in before_reef or abs(x) > LIMIT or y > LIMIT or k.placement == OCEAN:
        return False
    if mode == _BESIDE:
        return k.placement == ANYWHERE and any((x + dx, y + dy) in before_reef for dx, dy in EDGE)
    if not fits(before_reef, cell, k):
        return False
    if mode == _NEXT_TO:
        at = _where(before_reef, near)
        dirs = AROUND if k.placement == SUN else EDGE
        return at is not None and any((at[0] + dx, at[1] + dy) == cell for dx, dy in dirs)
    return True


def move_problems(before, action, after) -> list:
    """What is wrong with the move from ``before`` by ``action`` to ``after`` (empty when the
    placement rules and the removal rules held)."""
    problems = []
    added = []
    for seat, (r0, r1) in enumerate(zip(before.reefs, after.reefs)):
        for cell, c in r1:
            if r0.get(cell) != c:
                added.append((seat, cell, c))
        guarded = {(x + dx, y + dy) for (x, y), c in r0 if KINDS[c.kind_id].protects for dx, dy in AROUND}
        for cell, c in r0:
            if r1.get(cell) != c:
                k = KINDS[c.kind_id]
                if k.placement != FISH:
                    problems.append(f"the {k.name} left seat {seat}'s reef: only fish ever leave a reef")
                elif cell in guarded:
                    problems.append(f"the {k.name} at {cell} left seat {seat}'s reef, though an anemone protects it")
    if len(added) > 1:
        problems.append(f"{len(added)} cards joined reefs in one move: {added}")
    if not added:
        return problems
    seat, cell, card = added[0]
    top = before.pending.top
    if top is None or top.seat != seat:
        return problems + [f"the {card.name} joined seat {seat}'s reef, which had nothing to place"]
    if top.kind == _STARTER:
        if cell != (0, 0) or card.id not in STARTER_IDS:
            problems.append(f"the Starter Coral went to {cell} as {card!r}")
        return problems
    if top.kind != _PLACE or top.data[0] != card or getattr(action, "cell", None) != cell:
        return problems + [f"the {card.name} joined seat {seat}'s reef at {cell}, not the card and space placed"]
    _, mode, near, _ = top.data
    if not placed_legally(before.reefs[seat], card, cell, mode, near):
        problems.append(f"the {card.name} went to {cell} of seat {seat}'s reef, where its connection rules "
                        f"({mode}) do not allow it")
    return problems


def check_moves(game, *, games: int = 100, seed: int = 0) -> tuple:
    """Play the seeded random games that :func:`~games_lib.core.testing.check_game` plays (same
    seeds, table sizes cycling through ``game.info.players``, same choices) and check every move
    with :func:`move_problems` (check_game sees one position at a time). Returns ``(games,
    moves, failures)``, each failure ``(seed, decision, what)``."""
    import random

    sizes = list(game.info.players)
    moves, failures = 0, []
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        state = game.new_initial_state(game_seed, num_players=sizes[g % len(sizes)])
        rng = random.Random(game_seed ^ 0x5EED)  # check_game's choices
        step = 0
        while not state.is_terminal():
            legal = state.legal_actions()
            rng.random()
            action = legal[rng.randrange(len(legal))]
            after = state.apply(action)
            problems = move_problems(state, action, after)
            if problems:
                failures.append((game_seed, step, "; ".join(problems)))
                break
            state, step, moves = after, step + 1, moves + 1
    return games, moves, failures
