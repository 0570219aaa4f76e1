"""Small helpers for the Oceans tests: find a legal action by kind and fields, refuse one."""

from __future__ import annotations

import pytest

from games_lib.core import IllegalActionError
from games_lib.oceans.actions import (ATTACK_AT, DEEP_EVOLVES, DEEP_NEWS, DONE, EVOLVES, FORAGES, MAX_POS, MIGRATE_AT,
                                      NEWS, PLACES)
from games_lib.oceans.cards import BOARDS, DEEP, DEEP0, SURFACE


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


def card_number(name, state=None):
    """The card number of a Surface card named in full (``"Speed 1"``), or of a Deep card."""
    for k, c in enumerate(SURFACE):
        if c.name == name:
            return k
    if state is not None:  # a trait name: its copy on a species or in a hand
        for t in list(state.traits) + list(state.hands) + [state.discard]:
            for x in t:
                if x < len(SURFACE) and SURFACE[x].trait.name == name:
                    return x
    return deep_card(name)


def deep_card(name):
    """The card number of the Deep card called ``name``."""
    return DEEP.lookup(name).card


def deep_new(card, pos, pay):
    return DEEP_NEWS[((card - DEEP0) * MAX_POS + pos) * 4 + pay]


def deep_evolve(card, board, pay):
    return DEEP_EVOLVES[((card - DEEP0) * BOARDS + board) * 4 + pay]


def refused(state, action, rule):
    """``action`` is refused in ``state`` naming ``rule``; the state is unchanged."""
    before = (str(state), hash(state))
    with pytest.raises(IllegalActionError) as e:
        state.apply(action)
    assert e.value.rule is rule, e.value.rule
    assert e.value.rule.section
    assert (str(state), hash(state)) == before
    return e.value


__all__ = ["hand_card", "new", "evolve", "migrate", "forage", "attack", "place", "refused", "DONE", "deep_card", "card_number",
           "deep_new", "deep_evolve"]
