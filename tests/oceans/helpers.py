"""Small helpers for the Oceans tests: find a legal action by kind and fields, refuse one."""

from __future__ import annotations

import pytest

from games_lib.core import IllegalActionError
from games_lib.oceans.actions import ATTACK_AT, DONE, EVOLVES, FORAGES, MAX_POS, MIGRATE_AT, NEWS, PLACES
from games_lib.oceans.cards import BOARDS, SURFACE


def hand_card(state, seat, trait_name):
    """The first card of ``trait_name`` in ``seat``'s hand."""
    for x in state.hands[seat]:
        if SURFACE[x].trait.name == trait_name:
            return x
    raise AssertionError(f"no {trait_name} in {[SURFACE[x].name for x in state.hands[seat]]}")


def new(card, pos):
    return NEWS[card * MAX_POS + pos]


def evolve(card, board):
    return EVOLVES[card * BOARDS + board]


def migrate(card, source, to):
    return MIGRATE_AT[(card, source, to)]


def forage(board):
    return FORAGES[board]


def attack(board, target):
    return ATTACK_AT[(board, target)]


def place(where):
    return PLACES[where]


def refused(state, action, rule):
    """``action`` is refused in ``state`` naming ``rule``; the state is unchanged."""
    before = (str(state), hash(state))
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    assert e.value.rule is rule, e.value.rule
    assert e.value.rule.section
    assert (str(state), hash(state)) == before
    return e.value


__all__ = ["hand_card", "new", "evolve", "migrate", "forage", "attack", "place", "refused", "DONE"]
