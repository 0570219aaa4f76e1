"""Positions set up by hand for the tests: every card still accounted for (GAME.invariants)."""

from games_lib.great_barrier_reef import CORAL, FAUNA_COUNTS, GAME, Reef, new_game, with_fields
from games_lib.great_barrier_reef.cards import colour


def counts(d):
    out = [0] * 7
    for k, n in (d or {}).items():
        out[colour(k)] += n
    return tuple(out)


def position(*, n=2, seed=0, player=0, fauna=None, frow=None, crow=None, chand=(), reef=None,
             variant=0, fdeck=None, cdeck=None, discard=None, other_fauna=None, other_chand=(), **extra):
    """A game of ``n`` players where ``player`` is to act, holding ``fauna`` (colour → count) and
    the Coral Reef cards ``chand``, with the given face-up rows and reef. Other hands hold
    ``other_fauna`` (default nothing) and no Coral Reef card; everything else is in the decks
    (ascending order unless ``fdeck``/``cdeck`` gives the top)."""
    s = new_game(seed, num_players=n, variant=variant)
    hands = [counts(other_fauna)] * n
    hands[player] = counts(fauna)
    frow = tuple(sorted(colour(c) for c in (frow if frow is not None else ["red", "white", "yellow", "green", "black"])))
    disc = counts(discard)
    used = [sum(h[i] for h in hands) + frow.count(i) + disc[i] for i in range(7)]
    top = [colour(c) for c in (fdeck or ())]
    for c in top:
        used[c] += 1
    rest = [c for c in range(7) for _ in range(FAUNA_COUNTS[c] - used[c])]
    reef = reef or Reef()
    crow = tuple(sorted(CORAL(c).id for c in (crow if crow is not None else range(8))))
    chand = tuple(sorted(CORAL(c).id for c in chand))
    other_chand = tuple(sorted(CORAL(c).id for c in other_chand))
    in_reef = {c for c, _ in reef.left + reef.right}
    removed = s._fixed[5] if variant == 1 else ()
    ctop = tuple(CORAL(c).id for c in (cdeck or ()))
    taken = set(crow) | set(chand) | set(other_chand) | in_reef | set(removed) | set(ctop)
    crest = tuple(c for c in range(len(CORAL)) if c not in taken)
    if variant == 2:
        removed, crest = tuple(sorted(set(removed) | set(crest))), ()
    chands = [()] * n
    chands[player] = chand
    chands[(player + 1) % n] = other_chand
    reefs = [Reef()] * n
    reefs[player] = reef
    fixed = (n, player, s._fixed[2], variant, s._fixed[4], removed)
    s = with_fields(s, player=player, fhands=tuple(hands), frow=frow, fdeck=tuple(top + rest),
                    fdiscard=disc, crow=crow, chands=tuple(chands), cdeck=ctop + crest,
                    reefs=tuple(reefs), fixed=fixed, **extra)
    problems = GAME.invariants(s)
    assert problems == [], problems
    return s
