"""Mutation testing of every game's rules with mutmut: does a unit test fail when a rule breaks?

mutmut (https://pypi.org/project/mutmut/, pinned in ``benchmarks/requirements-mutation.txt``)
makes every small change it knows to a function (a comparison turned, a number moved by one,
``and`` for ``or``, a value replaced by ``None``, ...), then runs the unit tests that call that
function against each change. A change that makes a test fail is *killed*; one that passes
every test *survived*: a rule that can break without any test noticing, or an equivalent
change (the same behaviour written differently).

Not part of the normal test run: it takes a while (``--max-children`` workers). It works on a
copy of ``games_lib`` and the unit tests in a temporary folder, so the checkout is left alone.

    .venv/bin/pip install -r benchmarks/requirements-mutation.txt
    .venv/bin/python benchmarks/mutation.py                      # every game
    .venv/bin/python benchmarks/mutation.py --only pacific_ocean --max-children 2
    .venv/bin/python benchmarks/mutation.py --list               # the rule functions, no run

Only the functions that *decide a rule* are mutated (``RULES`` below, each with its rulebook
section): legality, payments, scoring, the end and the winner. Words, drawings, widgets and
argument checks are tested elsewhere (wording tests, the wrong-kind property test) and would
drown the rules in mutants of message text. Survivors are listed with their change; the
score per game is printed last and written to ``benchmarks/results/mutation.json``.

Each mutant runs in a process that imports the library and the tests itself, after the
mutant is chosen (``process_isolation = "forkserver"``, ``forkserver_warmup = "none"``): the
engines memoise legal moves, payment options and scores in module dictionaries and build
tables when a module is imported, and a worker forked from a process that had already
imported or run the tests would use answers computed by the unmutated code, so that mutants
the tests do kill would be counted as survivors (measured: with mutmut's default warm-up,
Pacific Ocean showed 142 survivors, among them ``t = None`` in ``total``).
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results" / "mutation.json"


class RuleFunctions(NamedTuple):
    game: str
    module: str        # under games_lib/, dotted
    functions: tuple   # function names as mutmut mangles them: plain, or "Class.method"
    section: str       # the rulebook sections they decide


GBR, PO, OO, OC = "great_barrier_reef", "pacific_ocean", "open_ocean", "oceans"
RULES = (
    RuleFunctions(GBR, "great_barrier_reef.payments",
                  ("effective_needs", "ways_to_pay", "can_pay", "cost_row", "affordable", "payable",
                   "payments", "_spend", "hand_key", "key_hand", "limits", "reads", "take", "count_key",
                   "key_counts"),
                  "Coral Reef Cards, Question Mark Icons, Octopus Icons, Bonus Icons (paying)"),
    RuleFunctions(GBR, "great_barrier_reef.scoring",
                  ("Reef.room", "Reef.add", "Reef.points", "Reef.placement", "Reef.discount",
                   "inner_outer", "_row_items", "pair_colours", "_links", "_breakdown", "reef_summary",
                   "Reef.win_condition", "_OneMore.__missing__", "win_condition", "best_condition", "decide"),
                  "Action 2 (the reef), Matching Colours, Bonus Icons, Winning the Game"),
    RuleFunctions(GBR, "great_barrier_reef.state",
                  ("_draw_fauna", "_add", "_gain", "_fauna_part", "_coral_part", "_PairsWith.__missing__",
                   "_coral_draws", "_coral_shape", "_cost_after",
                   "_Affordable.__missing__", "_payable_table", "_payable_entry", "_legal_turn",
                   "_is_legal", "_pay_options", "_legal_pay", "_legal_face_up", "_legal_end", "_turn",
                   "_pay", "_face_up", "_end_turn", "_outcome", "new_state"),
                  "Setup, Actions 1-3, the end of the round, Winning the Game"),
    RuleFunctions(PO, "pacific_ocean.cards",
                  ("IconCount.value", "IconSets.value", "CardsShowing.value", "Flat.value",
                   "MoreThanOpponent.value", "Condition.evaluate"),
                  "§4 Animal cards: conditions and their points"),
    RuleFunctions(PO, "pacific_ocean.scoring",
                  ("Counts.icons", "Sanctuary.add", "Sanctuary.adding", "face_counts",
                   "_icon_counts", "_evaluate", "score", "total", "result", "winner"),
                  "§4 Adding cards, Jellyfish, §6 Determining the Winner"),
    RuleFunctions(PO, "pacific_ocean.state",
                  ("_offers", "Deal.random", "State.legal_actions", "_choose_side", "_offer", "_take",
                   "_place_option", "_place_taken", "_place_kept", "_game_over"),
                  "§1 Setup, §3 a turn (offer, take, place), §5 Game End"),
    RuleFunctions(OO, "open_ocean.reef",
                  ("_accepts_sun", "_fish_fits", "_borders_open_card", "fits", "frontier", "cells_for",
                   "refusal", "protected_cells",
                   # the engine's legal places: what each card offers the spaces around it, read for a space
                   "open_space", "_offers", "_needs", "_spaces_offered", "_offered", "_offer", "_supports", "_edge_spaces",
                   "edge_supports", "edge_cells", "edge_offers", "open_edges", "cell_set", "cell_ids", "takes"),
                  "Reef Connection Rules, Placing Cards, Building Your Reef, Special Cards, Anemones"),
    RuleFunctions(OO, "open_ocean.scoring",
                  ("colour_bonus", "school_fish", "colours", "achieved", "points", "_points", "outcome", "ranked"),
                  "Ending the Game: printed points, schools, coral colours, Habitat Goals, the winner"),
    RuleFunctions(OO, "open_ocean.state",
                  ("hand_size", "turns_per_round", "place_cells", "_unprotected_fish", "_find_unprotected_fish", "_largest",
                   "_Work.dolphin_targets", "_Work.shark_targets", "_Work.turtle_targets", "_Work.attract_targets",
                   "_Work._attract_targets", "_Work.playable", "_Work.frenzy", "_Work.end_of_turn"),
                  "Setup, Playing a Turn, Attracting Cards, Dolphin, Shark (Feeding Frenzy), Sea Turtle, "
                  "Ending the Game"),
    RuleFunctions(OC, "oceans.state",
                  ("_species", "_with_scenarios", "ignores_scenarios", "forage_value", "attack_value", "shells", "max_traits",
                   "extra_feeds", "forage_take", "attack_take", "_scenario_effects", "_ring", "_neighbours", "_source",
                   "_feed_options", "_play_actions", "State._outcome",
                   "_Work.check_ocean", "_Work.from_ocean", "_Work.update_scenarios", "_Work.fire",
                   "_Work.gain_bonus", "_Work.fertile", "_Work.pay", "_Work.can_play", "_Work.triggered",
                   "_Work.resolve", "_Work.check_overpopulation", "_Work.can_feed", "_Work.age",
                   "_Work.draw_and_end"),
                  "Phase 1 (cards, the Deep's cost), Phase 2: Feeding (values, takes, shells), Gains, Adjacency "
                  "Arrows (the ring), Overpopulation, Phase 3: Aging, Phase 4, Scenario Cards, Cambrian Explosion, "
                  "End of Game"),
    # score() and outcome() are argument checks and words around ranked() (their mutants change
    # messages): the wrong-kind property test and the doctests check them
    RuleFunctions(OC, "oceans.scoring", ("ranked",),
                  "End of Game: the most points, then the most trait cards, then a shared win"),
)
TESTS = {
    GBR: ("tests/great_barrier_reef", "tests/core/test_outcome.py"),
    PO: ("tests/pacific_ocean", "tests/core/test_outcome.py"),
    OO: ("tests/open_ocean", "tests/core/test_outcome.py"),
    OC: ("tests/oceans", "tests/core/test_outcome.py"),
}
# Test files left out of the run: they test pictures, widgets and words, import ipywidgets,
# or replay whole games through the bots (slow, and covered by the rule tests' own games).
SKIP_TESTS = ("test_draw.py", "test_widgets.py", "test_live_game.py", "test_kit.py",
              "test_bots_and_widgets.py")
# Tests left out because they are slow (seconds each, run again for every surviving mutant)
# and check bots or the whole-game contract rather than one rule: bot win rates, the Monte Carlo
# bot, Open Ocean's contract and random-illegal-action sweeps (the contract is checked over
# 10,000 games by benchmarks/stress.py).
SLOW_TESTS = (
    "tests/great_barrier_reef/test_bots.py::test_greedy_beats_random",
    "tests/open_ocean/test_bots_and_engine.py::test_greedy_beats_random_at_every_table_size",
    "tests/open_ocean/test_bots_and_engine.py::test_contract_holds_with_private_goals",
    "tests/open_ocean/test_bots_and_engine.py::test_montecarlo_bot_decides_through_sample_state",
    "tests/open_ocean/test_bots_and_engine.py::test_illegal_actions_over_random_games_name_their_rule_and_change_nothing",
    "tests/oceans/test_bots_and_engine.py::test_greedy_beats_random",
    "tests/oceans/test_bots_and_engine.py::test_whole_random_games_keep_the_invariants_and_end",
    "tests/oceans/test_full.py::test_random_and_bot_full_games_end",
)
# pytest plugins the unit tests do not use; nbval alone costs 2.4 s of imports a mutant.
PLUGINS_OFF = ("-p", "no:nbval", "-p", "no:anyio", "-p", "no:xdist", "-p", "no:xdist.looponfail")
PRELOAD = Path("mutmut-preload.txt")
# Added to the copy of tests/conftest.py (never to the checkout's):
# * hypothesis the same for every mutant: a fixed seed, no example database carried from one
#   mutant to the next, no shrinking (a failure is enough: the mutant is killed);
# * the engines' memo tables emptied before each test, so that mutmut's record of which test
#   calls which function (its "stats", from which it picks the tests run against a mutant)
#   sees every test that uses a rule, not only the first one to fill the table;
# * a function the library runs while it is imported (e.g. a table of icon counts built once)
#   is credited to every test: mutmut would otherwise credit it to the first test only.
CONFTEST = '''

# ---- added by benchmarks/mutation.py for the mutation run only ----
import sys as _sys

import pytest as _pytest
from hypothesis import Phase as _Phase, settings as _settings

_settings.register_profile("mutation", database=None, derandomize=True, print_blob=False,
                           phases=[_Phase.explicit, _Phase.reuse, _Phase.generate])
_settings.load_profile("mutation")

_MEMO = {MEMO!r}
_IMPORT_HITS = set()


def pytest_collection_finish(session):
    from mutmut.state import state
    _IMPORT_HITS.update(state()._stats)


@_pytest.fixture(autouse=True)
def _mutation_run_fresh_tables():
    for module, names in _MEMO.items():
        m = _sys.modules.get(module)
        for name in names if m is not None else ():
            table = getattr(m, name)
            if hasattr(table, "cache_clear"):
                table.cache_clear()
            elif isinstance(table, dict):
                table.clear()
            elif isinstance(table, tuple):  # a table of lists (per kind, per cell): every entry unset
                for row in table:
                    row[:] = [None] * len(row)
    if _IMPORT_HITS:
        from mutmut.state import state
        state()._stats.update(_IMPORT_HITS)
    yield
'''
# Survivors that no test can kill because they behave as the original does (equivalent
# mutants), with the reason; counted apart in the score. Keyed by module and mutmut's name
# (the number follows the order of mutmut's changes in the function: re-check after an edit).
_SYMMETRIC = ("the neighbours' offsets negated: EDGE and AROUND hold each direction and its opposite, "
              "so the same cells are looked at")
_CACHED = ("the reef's memo of its answer not read or not kept (``found = None``, another key): the answer "
           "is computed again each time, the same")
_VIA_EDGE_CELLS = ("the four spaces along a cell's edges asked of edge_cells instead of read from EDGE_CELLS by the "
                   "cell's id: edge_cells reads that same table for a space of the table (and works out the same four "
                   "beyond it)")
EQUIVALENT = {
    "pacific_ocean.scoring.x__evaluate__mutmut_22":
        "`>` to `>=` in the Jellyfish's choice: of two conditions worth the same it names the other; same points",
    "pacific_ocean.scoring.x_face_counts__mutmut_18": "the last 0 left out: Counts' last field defaults to 0",
    "pacific_ocean.state.xǁDealǁrandom__mutmut_33":
        "`rnd() < 0.5` to `<= 0.5`: differs only when random() returns exactly 0.5 (chance 2**-53)",
    "pacific_ocean.state.x__place_taken__mutmut_27":
        "the taken card's slot after it is placed (-1) is never read again: card_to_place reads it only before",
    "pacific_ocean.state.x__place_taken__mutmut_28":
        "the taken card's slot after it is placed (-1) is never read again: card_to_place reads it only before",
    "pacific_ocean.state.x__take__mutmut_2": "`down_taken = None` for `False`: both are false where it is read",
    **{f"pacific_ocean.state.{m}": "the offers' memo table bypassed: the same offers are computed again"
       for m in ("x__offers__mutmut_1", "x__offers__mutmut_2", "x__offers__mutmut_7", "xǁStateǁlegal_actions__mutmut_7",
                 "xǁStateǁlegal_actions__mutmut_8", "xǁStateǁlegal_actions__mutmut_9")},
    **{f"pacific_ocean.state.x__offer__mutmut_{n}": "a fresh offer's taken/kept slots (-1) are set by the take "
       "before anything reads them" for n in (39, 40, 41, 42)},
    "great_barrier_reef.payments.x_affordable__mutmut_10": "`n > 0` to `n >= 0`: it then takes 0 from the spare jokers",
    "great_barrier_reef.payments.x_can_pay__mutmut_11":
        "discounts cut to 7 counts, not 6: effective_needs zips them with the 6 colours, the 7th is never read",
    "great_barrier_reef.payments.x_ways_to_pay__mutmut_13":
        "discounts cut to 7 counts, not 6: effective_needs zips them with the 6 colours and why_not cuts them to 6",
    **{f"great_barrier_reef.scoring.xǁReefǁadd__mutmut_{i}":
       "the shortcut for a card id not taken (or not for card 0): coral(id) finds the same card" for i in (3, 6, 8, 9)},
    "great_barrier_reef.scoring.xǁReefǁadd__mutmut_13": "the side always read by side_number: 0 and 1 pass through",
    "great_barrier_reef.scoring.xǁReefǁadd__mutmut_15":
        "`side << 1` for `side >> 1`: 0 stays 0 and every other whole number goes to side_number, which passes 1 "
        "through and refuses the rest, as before",
    "great_barrier_reef.scoring.xǁReefǁplacement__mutmut_10": "the side always read by side_number: 0 and 1 pass through",
    **{f"great_barrier_reef.scoring.xǁReefǁplacement__mutmut_{i}":
       "the shortcut for a card id not taken: coral(id) finds the same card" for i in (21, 23)},
    **{f"great_barrier_reef.state.x__coral_draws__mutmut_{i}": _CACHED for i in (5, 6)},
    **{f"great_barrier_reef.state.x__coral_draws__mutmut_{i}":
       "the deck size in the memo's key not cut to the free places: a hand takes no more than it has room for, "
       "so the same draws (kept under more keys)" for i in (3, 4)},
    "great_barrier_reef.state.x__coral_draws__mutmut_27": "the memo emptied at one entry more: its size only",
    **{f"great_barrier_reef.state.x__coral_shape__mutmut_{i}": _CACHED for i in (2, 3)},
    **{f"great_barrier_reef.state.x__coral_shape__mutmut_{i}":
       "the padding after the picks made longer: a pick is always below the padding, so the same order"
       for i in (32, 33)},
    "great_barrier_reef.state.x__coral_shape__mutmut_49":
        "no draw kept as None, not (): both add no action (None is worked out again each time)",
    "great_barrier_reef.state.x__legal_pay__mutmut_8": "the table's entry made again: the same shared memos",
    **{f"great_barrier_reef.state.x__legal_face_up__mutmut_{i}": _CACHED for i in (1, 2)},
    **{f"great_barrier_reef.state.x__{f}__mutmut_{i}": "the phase set to None: the end of the turn sets it again"
       for f, i in (("pay", 47), ("face_up", 31))},
    **{f"great_barrier_reef.state.x__{f}__mutmut_{i}": "None for False (no pass): both false where it is read"
       for f, i in (("pay", 50), ("face_up", 34))},
    **{f"great_barrier_reef.payments.x_payments__mutmut_{i}": _CACHED for i in (16, 17)},
    "great_barrier_reef.payments.x_payments__mutmut_25":
        "six colours tried for a cost without question marks: each adds 0 to the same colour, the same payments",
    "great_barrier_reef.payments.x_payments__mutmut_49":
        "the spent counts start at 1, not 0: _spend sets every count before a payment is kept",
    "great_barrier_reef.payments.x_payments__mutmut_51": "the memo emptied at one entry more: its size only",
    **{f"great_barrier_reef.state.x__pay__mutmut_{i}":
       "the memo of payments.take on the Pay action not read: the hand is worked out again, the same" for i in (18, 19)},
    **{f"great_barrier_reef.payments.x__spend__mutmut_{i}":
       "a colour's count reset to None or 1, not 0, after its ways are tried: every path sets it again before a "
       "payment is kept" for i in (66, 67)},
    "great_barrier_reef.state.x__end_turn__mutmut_1":
        "the win conditions checked after every turn, not only after a play: only a play changes a reef",
    **{f"great_barrier_reef.state.x__end_turn__mutmut_{i}":
       "a refill asked for 0 cards, or taken through _draw_fauna when the deck holds just enough: the same cards "
       "drawn" for i in (5, 8)},
    "great_barrier_reef.state.x__end_turn__mutmut_39":
        "the Coral Reef row refilled in Variant 2 too: there is no Coral Reef deck in Variant 2, nothing comes",
    **{f"great_barrier_reef.state.x__end_turn__mutmut_{i}":
       "the Coral Reef row refilled when it is full or the deck is empty: no card is taken, the same row"
       for i in (41, 42)},
    "great_barrier_reef.state.x__end_turn__mutmut_63":
        "the win conditions checked after a play while the passes are 0, not while none is met yet: after a play "
        "the passes are always 0, and once a condition is met a second check can only set the same flag again",
    "great_barrier_reef.state.x__coral_shape__mutmut_12":
        "one more number of face-up cards tried: beyond the free places or the row's size it adds no draw",
    **{f"great_barrier_reef.scoring.x__row_items__mutmut_{i}":
       "the octopus check made on the Starting Card's entry too: it is the text 'start', whose letters are "
       "never the octopus colour" for i in (122, 123)},
    "great_barrier_reef.scoring.x_decide__mutmut_47":
        "a missing colours count read as 1, not 0: no win condition changes (six colours are needed)",
    "great_barrier_reef.scoring.x_decide__mutmut_54":
        "a missing cards count read as 1, not 0: no win condition changes (ten cards are needed)",
    **{f"great_barrier_reef.state.x__{f}__mutmut_{i}": _CACHED
       for f, i in (("legal_turn", 24), ("is_legal", 1))},
    "great_barrier_reef.state.x__legal_turn__mutmut_8":
        "the discard pile always counted: the memo's key caps the cards in reach at 2, reached by the deck already",
    "great_barrier_reef.state.x__legal_turn__mutmut_43":
        "`left + 2 * right` to `left - 2 * right` as an index of the 4 room cases: -2 and -1 are the same "
        "entries as 2 and 3 (Python counts a negative index from the end)",
    "great_barrier_reef.state.x__legal_turn__mutmut_57":
        "`free > 0` to `>= 0`: with no room in the hand, drawing no card offers nothing (no action is added)",
    **{f"great_barrier_reef.state.x__turn__mutmut_{i}":
       "the interned pending decision not used: pushing on the empty stack makes an equal one" for i in (37, 95)},
    **{f"great_barrier_reef.state.x__turn__mutmut_{i}":
       "the branch for a decision already waiting changed: at every Turn nothing is waiting (a follow-up step is "
       "taken before the Turn comes back), so that branch never runs" for i in (38, 39, 40, 41, 42, 43, 44, 96,
                                                                            101, 102, 103, 104, 105, 106, 107, 108)},
    **{f"great_barrier_reef.state.x__{f}__mutmut_{i}": _CACHED
       for f, i in (("fauna_part", 7), ("fauna_part", 8), ("payable_entry", 6), ("payable_entry", 7),
                    ("payable_table", 1), ("payable_table", 2), ("legal_turn", 25), ("legal_pay", 20),
                    ("legal_pay", 21))},
    **{f"great_barrier_reef.state.x__fauna_part__mutmut_{i}":
       "the cards in reach kept in the memo's key beyond 1 (or as 3): a row offers the same draws from 2 cards "
       "in reach on, so the same draws (kept under more keys)" for i in (3, 4, 5, 6)},
    **{f"great_barrier_reef.state.x__{f}__mutmut_{i}": _CACHED
       for f, i in (("legal_turn", 31), ("payable_entry", 11))},
    "great_barrier_reef.state.x__legal_turn__mutmut_10":
        "the discard pile also counted when the deck holds exactly 2: the memo's key caps the cards in reach at 2",
    "great_barrier_reef.state.x__legal_turn__mutmut_11":
        "the discard pile also counted when the deck holds exactly 2: the memo's key caps the cards in reach at 2",
    **{f"great_barrier_reef.state.x__{f}__mutmut_{i}": "the memo emptied at one entry more: its size only"
       for f, i in (("legal_pay", 36),)},
    "great_barrier_reef.state.xǁ_Affordableǁ__missing____mutmut_1": "the memo emptied at one entry more: its size only",
    **{f"great_barrier_reef.state.x__turn__mutmut_{i}": "None for False (no pass): both false where it is read"
       for i in (74, 129)},
    "open_ocean.reef.x__accepts_sun__mutmut_5": _SYMMETRIC,
    "open_ocean.reef.x__accepts_sun__mutmut_6": _SYMMETRIC,
    "open_ocean.reef.x__fish_fits__mutmut_5": _SYMMETRIC,
    "open_ocean.reef.x__fish_fits__mutmut_6": _SYMMETRIC,
    **{f"open_ocean.scoring.x_school_fish__mutmut_{i}": _VIA_EDGE_CELLS for i in (4, 5, 7)},
    **{f"open_ocean.scoring.x_achieved__mutmut_{i}": _VIA_EDGE_CELLS for i in (23, 24, 25, 41, 42, 43)},
    **{f"open_ocean.reef.x_open_edges__mutmut_{i}":
       "a space of the table's four neighbours worked out by _edge_spaces instead of read from _EDGE_IDS: the same "
       "(space, id) pairs, the same open spaces" for i in (1, 2, 6)},
    **{f"open_ocean.reef.x_edge_offers__mutmut_{i}":
       "a space of the table's four neighbours worked out by _edge_spaces instead of read from _EDGE_IDS: the same "
       "(space, id) pairs, the same offers read" for i in (1, 2, 4)},
    **{f"open_ocean.reef.x_edge_cells__mutmut_{i}":
       "a space of the table's four neighbours worked out from its x and y instead of read from EDGE_CELLS: equal "
       "pairs (other objects), the same spaces" for i in (1, 2)},
    **{f"open_ocean.scoring.x_achieved__mutmut_{i}": "the goal's kinds kept by its number not read here: "
       "_goal_kinds reads them (or works them out again), the same kinds" for i in (1, 2, 4, 9)},
    "open_ocean.scoring.x_colour_bonus__mutmut_21": "max(1, ...): the bonus for 0 and for 1 colour is the same (0)",
    "open_ocean.scoring.x_colour_bonus__mutmut_26": "min(7, ...): colours is at most 6 once checked above",
    **{f"open_ocean.reef.x_frontier__mutmut_{i}": _CACHED for i in (1, 2, 3, 4, 17, 18, 19)},
    "open_ocean.reef.x_frontier__mutmut_9": _SYMMETRIC,
    "open_ocean.reef.x_frontier__mutmut_10": _SYMMETRIC,
    **{f"open_ocean.state.x_place_cells__mutmut_{i}": _SYMMETRIC for i in (43, 44)},
    **{f"open_ocean.{m}": "the reef's memo of the answer kept under another name, which nothing else uses: the "
       "answer is the same" for m in ("scoring.x_points__mutmut_6", "scoring.x_points__mutmut_7",
                                      "state.x__unprotected_fish__mutmut_5", "state.x__unprotected_fish__mutmut_6")},
    "open_ocean.reef.x_takes__mutmut_1": _CACHED,
    "open_ocean.state.x__find_unprotected_fish__mutmut_4":
        "anemones' protected cells looked up even when the reef has no anemone: the empty set, the same fish",
    "open_ocean.scoring.x_points__mutmut_9":
        "the Habitat Goals' sum also worked out when there are none (goals is always a tuple): it adds 0",
    "open_ocean.state.xǁ_Workǁturtle_targets__mutmut_3":
        "`and` to `or`: in the card data only the Sea Turtles have a per-game limit, and they are the cards "
        "that refresh and take",
    **{f"open_ocean.state.xǁ_Workǁattract_targets__mutmut_{i}": _CACHED for i in (3, 7, 9, 19)},
    **{f"open_ocean.state.xǁ_Workǁattract_targets__mutmut_{i}":
       "the memo of the last attraction read for another question of the same reef object (key dropped, "
       "`!=`, or another reef): no engine path asks one, since a reef is a new object after every card "
       "placed, and an attraction is asked only right after a card is placed (the action, then its choices)"
       for i in (2, 8, 10)},
    "open_ocean.state.xǁ_Workǁplayable__mutmut_15": "the card not passed on: no playability check of an action reads it",
    "open_ocean.state.xǁ_Workǁend_of_turn__mutmut_6": "LEFT left out: passing goes to the left by default",
    "open_ocean.state.xǁ_Workǁend_of_turn__mutmut_11": "LEFT left out: the First Player card moves left by default",
    "open_ocean.reef.x__borders_open_card__mutmut_4": _SYMMETRIC,
    "open_ocean.reef.x__borders_open_card__mutmut_5": _SYMMETRIC,
    "open_ocean.reef.x_refusal__mutmut_27": _SYMMETRIC,
    "open_ocean.reef.x_refusal__mutmut_28": _SYMMETRIC,
    "open_ocean.reef.x__offers__mutmut_4": "`and` to `or`: every Sun and Fish card accepts neighbours (the card data)",
    "open_ocean.reef.x__offers__mutmut_10": "a Sun card's level shifted by its size: a Sun card's size is 0 (the card data)",
    "open_ocean.reef.x__offers__mutmut_18":
        "nothing (None) offered by an accepting card that is neither Sun nor Fish: that is the Shark alone, and a "
        "Shark never goes into a reef (Placement: into the Ocean; reef() refuses one written by hand), so its offer "
        "is never read",
    "open_ocean.reef.x__offered__mutmut_8": _CACHED,
    **{f"open_ocean.reef.x__spaces_offered__mutmut_{i}": _SYMMETRIC for i in (5, 6)},
    **{f"open_ocean.reef.x__edge_spaces__mutmut_{i}":
       "a space outside the table numbered None or -2 instead of -1: no space of the table has that number, so "
       "no support is kept under it, the same 0" for i in (6, 8, 12)},
    **{f"open_ocean.reef.x__supports__mutmut_{i}": _CACHED for i in (1, 26, 47, 74)},
    **{f"open_ocean.reef.x__supports__mutmut_{i}":
       "the supports grown card by card along the chain of reefs (3, 5: the shortcut for a parent whose supports "
       "are known not taken), or built in full from the cards (29, 49: no parent's read), instead of grown from "
       "the parent's: the same supports" for i in (3, 5, 29, 49)},
    **{f"open_ocean.reef.x_edge_supports__mutmut_{i}":
       "the four spaces of a cell of the table worked out from the cell instead of read from the table kept by "
       "cell id: the same spaces" for i in (1, 2, 4)},
    **{f"open_ocean.reef.x_edge_supports__mutmut_{i}":
       "the four spaces read from the reef's own supports, worked out in full, instead of the parent's and what "
       "the card added: the same supports" for i in (8, 10, 11, 12)},
    **{f"open_ocean.reef.x_edge_supports__mutmut_{i}":
       "bit 1 (next to a Sun card) added to a space: edge_supports is read only for a fish (an attraction and its "
       "places), whose needs never hold that bit" for i in (29, 36, 41, 44, 51, 56, 59, 66, 71, 74, 81, 86)},
    "open_ocean.reef.x_cell_set__mutmut_3": _CACHED,
    "open_ocean.reef.x_cell_ids__mutmut_1": _CACHED,
    "open_ocean.reef.x_cell_ids__mutmut_6":
        "the cells worked out for a kind that needs nothing too: none has a support & 0, the same empty tuple",
    "open_ocean.reef.x_protected_cells__mutmut_5": _SYMMETRIC,
    "open_ocean.reef.x_protected_cells__mutmut_6": _SYMMETRIC,
    **{f"oceans.state.x__scenario_effects__mutmut_{n}": "the Scenario effects' memo table bypassed: the same effects "
       "are computed again" for n in (2, 3, 28)},
    "oceans.state.x__source__mutmut_8": "-2 for -1 when no zone holds tokens: every caller tests `< 0`",
    **{f"oceans.state.x__species__mutmut_{n}": "a species' memo read as a miss: its values are worked out again, "
       "the same" for n in (1, 2)},
    **{f"oceans.state.x__species__mutmut_{n}": "the species memo's size cap moved by one: it only bounds memory"
       for n in (4, 5)},
    "oceans.state.x__feed_options__mutmut_37":
        "`tb < board` to `<=` in an attack's index: a species never attacks itself (tb == board is skipped above)",
    **{f"oceans.state.xǁ_Workǁfrom_ocean__mutmut_{n}": "`zone < 0` to `<= 0` or `< 1`: _source returns a zone "
       "(3 to 5) or -1, so the tests are the same" for n in (15, 16, 22, 23)},
    "oceans.state.xǁ_Workǁfrom_ocean__mutmut_27": "`m > c[zone]` to `>=`: when they are equal, m is set to the same number",
    **{f"oceans.state.xǁ_Workǁfrom_ocean__mutmut_{n}": "the Ocean checked inside the loop more or less often: zone 1 "
       "emptying is always checked, and a later emptying is found at the next take (empty zone: _source, then "
       "check_ocean) or at the check after the loop, so the Cambrian starts and the RESERVE comes out the same"
       for n in (37, 38, 39, 40, 41)},
    **{f"oceans.state.xǁ_Workǁupdate_scenarios__mutmut_{n}": "the Scenario loop's bound (5 rounds, or scen_on None "
       "after the last): a firing only empties zones, so each zone fires at most once and the loop returns by its "
       "third round" for n in (14, 39)},
    **{f"oceans.state.xǁ_Workǁupdate_scenarios__mutmut_{n}": "`fired` None or True at the start of a round, or `and` "
       "for `or` in the test that ends the loop: a round where nothing fires moves no token, so the zones read the "
       "same again and the loop ends with the same scen_on" for n in (16, 17, 35)},
    "oceans.state.xǁ_Workǁtriggered__mutmut_4":
        "every species with a trait looked at, not only those with a triggered trait: the others trigger nothing",
    "oceans.state.xǁ_Workǁtriggered__mutmut_32":
        "`break` for `continue` when a watched neighbour is missing: a species has both neighbours or none, and no "
        "trait watches both itself and a neighbour, so the card's later triggers are skipped anyway",
    "oceans.state.xǁ_Workǁresolve__mutmut_10":
        "a gain with no open space asks the Ocean for 0 tokens: none move, and the Ocean check after it finds "
        "nothing new (every take already checked it)",
    "oceans.state.x__play_actions__mutmut_2": "`deep = None` for `()`: both false where it is read (the Reef variant)",
    **{f"oceans.state.x__play_actions__mutmut_{n}":
       "the shortcut that offers every removal taken for fewer species: a species of at most 4 traits keeps at most "
       "3, never more than it may hold, so the full check offers the same removals" for n in (52, 53)},
}
# The engines' memo tables (module, names): emptied before each test of the mutation run.
MEMO = {
    "games_lib.pacific_ocean.state": ("_OFFER_CACHE",),
    "games_lib.great_barrier_reef.state": ("_FAUNA_PART", "_CORAL_PART", "_CORAL_SHAPES", "_PAYABLE", "_PAYABLE_MEMOS",
                                           "_FACE_UP_PART"),
    "games_lib.great_barrier_reef.scoring": ("_TEXT", "_CHECKED"),
    "games_lib.great_barrier_reef.payments": ("_WAYS",),
    "games_lib.oceans.state": ("_EFFECTS", "_SPECIES"),
    "games_lib.open_ocean.reef": ("_OFFERED",),
}
CONFTEST = CONFTEST.replace("{MEMO!r}", repr(MEMO))


def mangled(rule: RuleFunctions, fn: str) -> str:
    """mutmut's name for the mutants of ``fn``: ``x_name`` for a function and
    ``xǁClassǁmethod`` for a method, after the module's dotted path."""
    if "." in fn:
        cls, meth = fn.split(".")
        return f"games_lib.{rule.module}.xǁ{cls}ǁ{meth}__mutmut_*"
    return f"games_lib.{rule.module}.x_{fn}__mutmut_*"


def _config(rules: list, tests: list, timeout_multiplier: float = 60.0) -> str:
    files = sorted({f"games_lib/{r.module.replace('.', '/')}.py" for r in rules})
    q = lambda xs: "[" + ", ".join(json.dumps(x) for x in xs) + "]"  # noqa: E731
    return "\n".join([
        "[tool.mutmut]",
        'source_paths = ["games_lib"]',
        f"only_mutate = {q(files)}",
        f"pytest_add_cli_args = {q(['-o', 'addopts=', '-p', 'no:cacheprovider', '-q', '--ignore-glob=*/browser/*', *PLUGINS_OFF])}",
        f"pytest_add_cli_args_test_selection = {q(tests + [a for t in SLOW_TESTS for a in ('--deselect', t)])}",
        'process_isolation = "forkserver"',
        'forkserver_warmup = "import"',
        f'preload_modules_file = "{PRELOAD.name}"',
        "use_git_change_detection = false",
        # mutmut stops a mutant after (its tests' time + 1 s) x 15 of wall time: on a shared, busy
        # machine that counted slow mutants as killed (timeouts); 60 leaves room for a load of 10+.
        # A mutant that loops for ever costs that much time too (13 minutes for Oceans' engine,
        # whose tests take 12 s): --timeout-multiplier lowers it for such a run.
        f"timeout_multiplier = {float(timeout_multiplier)}",
        "",
    ])


def _preload() -> str:
    """What the fork server imports once for every mutant: pytest, its built-in plugins and
    hypothesis, never the library or the tests (see the module's docstring)."""
    from _pytest.config import default_plugins
    return "\n".join(["pytest", "hypothesis", "hypothesis.strategies", "_hypothesis_pytestplugin",
                      *(f"_pytest.{p}" for p in default_plugins)]) + "\n"


def _copy(work: Path, tests: list, library: bool = True) -> None:
    if library:
        shutil.copytree(ROOT / "games_lib", work / "games_lib", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.rmtree(work / "tests", ignore_errors=True)
    ignore = shutil.ignore_patterns("__pycache__", "browser", *SKIP_TESTS)
    shutil.copytree(ROOT / "tests", work / "tests", ignore=ignore)
    with open(work / "tests" / "conftest.py", "a", encoding="utf-8") as f:
        f.write(CONFTEST)
    (work / PRELOAD.name).write_text(_preload(), encoding="utf-8")


def _mutmut(work: Path, *args: str, check: bool = True) -> str:
    # Bytecode is written in the work folder (a temporary copy): without it every mutant's
    # process would compile the mutated modules (all their mutants) again, about a second each.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    done = subprocess.run([sys.executable, "-m", "mutmut", *args], cwd=work, capture_output=True, text=True, env=env)
    if check and done.returncode != 0:
        raise SystemExit(f"mutmut {' '.join(args)} failed ({done.returncode}):\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return done.stdout


_SOURCES: dict = {}
_DEF = re.compile(r"^(\s*)def ((?:x_|xǁ)\S*?__mutmut_(?:\d+|orig))\(")


def _diff(work: Path, name: str) -> str:
    """A mutant's change as ``- old / + new`` lines, read from mutmut's mutated module (the
    mutant and the original are functions side by side there; ``mutmut show`` would start
    mutmut once a mutant)."""
    module, short = name.rsplit(".", 1)
    if module not in _SOURCES:
        path = work / "mutants" / (module.replace(".", "/") + ".py")
        funcs, name, indent = {}, None, 0
        for line in path.read_text(encoding="utf-8").splitlines():
            m = _DEF.match(line)
            if m:
                name, indent = m.group(2), len(m.group(1))
                funcs[name] = [line.replace(name, "f", 1)]
            elif name and (not line.strip() or len(line) - len(line.lstrip()) > indent):
                funcs[name].append(line)
            else:
                name = None
        _SOURCES[module] = funcs
    funcs = _SOURCES[module]
    orig = funcs.get(short.rsplit("__mutmut_", 1)[0] + "__mutmut_orig")
    if orig is None or short not in funcs:
        return ""
    lines = [ln for ln in difflib.ndiff(orig, funcs[short]) if ln[:1] in "+-"]
    return " / ".join(ln[0] + " " + ln[1:].strip() for ln in lines)[:300]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", help="one game's registry name")
    ap.add_argument("--max-children", type=int, default=2, help="mutants run at once (default 2)")
    ap.add_argument("--function", action="append", default=[],
                    help="only this rule function (as in --list, e.g. winner or Reef.points); repeatable")
    ap.add_argument("--list", action="store_true", help="list the rule functions and stop")
    ap.add_argument("--keep", help="work in this folder and keep it (default: a temporary one)")
    ap.add_argument("--again", action="store_true",
                    help="with --keep: run again, against the checkout's tests as they are now, only the "
                         "mutants of the run kept in that folder that survived or timed out (to confirm "
                         "that new tests kill them)")
    ap.add_argument("--resume", action="store_true",
                    help="with --again: also the mutants not run yet (to finish a run that was stopped)")
    ap.add_argument("--report", action="store_true",
                    help="with --keep: run nothing, write the results of the run kept in that folder")
    ap.add_argument("--timeout-multiplier", type=float, default=60.0,
                    help="a mutant is stopped (and counted killed) after its tests' time + 1 s, times this, of "
                         "wall time (default 60, for a busy shared machine; 10 stops endless loops sooner)")
    ap.add_argument("--show", action="store_true", help="print each survivor's change (one mutmut call each: slow)")
    args = ap.parse_args(argv)
    rules = [r for r in RULES if args.only in (None, r.game)]
    if args.function:
        rules = [r._replace(functions=tuple(f for f in r.functions if f in args.function)) for r in rules]
        rules = [r for r in rules if r.functions]
    if not rules:
        raise SystemExit(f"no game named {args.only!r}; games: {sorted({r.game for r in RULES})}")
    if args.list:
        for r in rules:
            print(f"{r.game:20} {r.module:30} {r.section}\n{'':20} {', '.join(r.functions)}")
        return 0
    try:
        import mutmut  # noqa: F401
    except ImportError:
        raise SystemExit("mutmut is not installed: .venv/bin/pip install -r benchmarks/requirements-mutation.txt")

    games = sorted({r.game for r in rules})
    tests = sorted({t for g in games for t in TESTS[g]})
    tmp = None
    if (args.again or args.report) and not (args.keep and (Path(args.keep) / "mutants").is_dir()):
        raise SystemExit("--again and --report need --keep with the folder of an earlier run")
    args.again = args.again or args.report
    if args.keep:
        work = Path(args.keep).resolve()
        if not args.again:
            shutil.rmtree(work, ignore_errors=True)
            work.mkdir(parents=True)
    else:
        tmp = tempfile.TemporaryDirectory(prefix="mutation-")
        work = Path(tmp.name)
    try:
        _copy(work, tests, library=not args.again)
        (work / "pyproject.toml").write_text(_config(rules, tests, args.timeout_multiplier), encoding="utf-8")
        patterns = [mangled(r, fn) for r in rules for fn in r.functions]
        if args.again:  # the survivors of the kept run, by name: mutmut runs named mutants again
            again = "survived|no tests|timeout" + ("|not checked" if args.resume else "")
            left = re.findall(rf"^\s*(\S+__mutmut_\d+): (?:{again})$", _mutmut(work, "results"), re.M)
            pats = [re.compile(fnmatch.translate(p)) for p in patterns]
            patterns = [n for n in left if any(p.match(n) for p in pats)]
            print(f"{len(patterns)} mutant(s) to run again", flush=True)
        t0 = time.perf_counter()
        if patterns and not args.report:
            _mutmut(work, "run", "--max-children", str(args.max_children), *patterns)
        secs = time.perf_counter() - t0
        listed = _mutmut(work, "results", "--all", "true")
        status = dict(re.findall(r"^\s*(\S+__mutmut_\d+): (.+)$", listed, re.M))
        functions = {}
        for r in rules:
            for fn in r.functions:
                pat = re.compile(re.escape(mangled(r, fn)).replace(r"\*", r"\d+") + "$")
                found = {n: st for n, st in status.items() if pat.match(n)}
                if not found:
                    print(f"warning: no mutant of {r.module}.{fn} (renamed? no code to change?)")
                left = []
                for n, st in sorted(found.items(), key=lambda x: int(x[0].rsplit("_", 1)[1])):
                    if st in ("survived", "no tests"):
                        left.append({"mutant": n.rsplit(".", 1)[1], "status": st,
                                     "change": _diff(work, n) if args.show else "",
                                     "equivalent": EQUIVALENT.get(f"{r.module}.{n.rsplit('.', 1)[1]}", "")})
                killed = sum(st in ("killed", "timeout") for st in found.values())
                functions[f"{r.module}.{fn}"] = {"game": r.game, "section": r.section, "mutants": len(found),
                                                 "killed": killed,
                                                 "not_run": sum(st == "not checked" for st in found.values()),
                                                 "other": sum(st not in ("killed", "timeout", "survived", "no tests",
                                                                         "not checked") for st in found.values()),
                                                 "survivors": left}
        report = json.loads(RESULTS.read_text(encoding="utf-8")) if RESULTS.exists() else {}
        if set(report) != {"runs", "functions", "games"}:
            report = {"runs": [], "functions": {}, "games": {}}
        # A run (or a kept folder) that holds only some functions' mutants replaces only those:
        # the others keep the figures of the run that tried them.
        ran = {k: v for k, v in functions.items() if v["mutants"] > v.get("not_run", 0) or k not in report["functions"]}
        report["functions"] = {k: v for k, v in report["functions"].items() if k not in ran} | ran
        report["functions"] = dict(sorted(report["functions"].items()))
        if not args.report:
            report["runs"].append({"games": sorted({r.game for r in rules}), "functions": len(functions),
                                   "mutants": sum(f["mutants"] for f in functions.values()), "run": len(patterns),
                                   "again": args.again, "seconds": round(secs), "workers": args.max_children})
        report["games"] = {}
        for game in sorted({f["game"] for f in report["functions"].values()}):
            fs = [f for f in report["functions"].values() if f["game"] == game]
            n = sum(f["mutants"] for f in fs)
            killed = sum(f["killed"] for f in fs)
            equivalent = sum(bool(x["equivalent"]) for f in fs for x in f["survivors"])
            survived = sum(not x["equivalent"] for f in fs for x in f["survivors"])
            not_run = sum(f.get("not_run", 0) for f in fs)
            tried = n - not_run - equivalent  # the score counts the mutants run, equivalent ones apart
            report["games"][game] = {"mutants": n, "killed": killed, "survived": survived, "equivalent": equivalent,
                                     "not_run": not_run, "score": round(100 * killed / tried, 1) if tried else None,
                                     "functions": len(fs)}
        for name, f in functions.items():
            for x in f["survivors"]:
                print(f"  {'equivalent' if x['equivalent'] else x['status']:10} {name}: {x['mutant']}"
                      + (f"\n             {x['change']}" if x["change"] else "")
                      + (f"\n             ({x['equivalent']})" if x["equivalent"] else ""))
        print()
        for game, g in report["games"].items():
            print(f"{game}: mutation score {g['score']}% ({g['killed']} killed of {g['mutants']} mutants, "
                  f"{g['survived']} survived, {g['equivalent']} equivalent, {g['not_run']} not run)")
        print(f"mutmut ran in {secs:.0f} s with {args.max_children} worker(s)")
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"written: {RESULTS.relative_to(ROOT)}")
    finally:
        if tmp is not None:
            tmp.cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
