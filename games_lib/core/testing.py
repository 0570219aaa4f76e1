"""One contract test for every game (as OpenSpiel's random simulation test and pgx's API test).

>>> from games_lib import load
>>> report = check_game(load("pacific_ocean"), games=20)
>>> report.games, report.failures
(20, [])
"""

from __future__ import annotations

import re

import copy
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from .errors import IllegalActionError


class ContractError(AssertionError):
    """A game broke the core contract; the message names the game, the seed and the step."""


@dataclass
class Report:
    """What :func:`check_game` looked at."""

    game: str
    games: int = 0
    decisions: int = 0
    longest: int = 0
    illegal_tried: int = 0
    views_checked: int = 0
    invariant_checks: int = 0
    secrets_checked: int = 0    # secret picks checked for secrecy (games with secret picks)
    pending_checked: int = 0    # states with pending decisions whose seat to act was checked
    players: dict = field(default_factory=dict)   # table size -> games
    winners: dict = field(default_factory=dict)   # seat -> games won (shared wins count for each)
    failures: list = field(default_factory=list)  # (seed, message) when collect=True

    def __str__(self) -> str:
        return (f"{self.game}: {self.games:,} games, {self.decisions:,} decisions (longest {self.longest}), "
                f"{self.illegal_tried:,} illegal actions refused, {self.views_checked:,} views resampled, "
                f"{self.invariant_checks:,} invariant checks, {self.secrets_checked:,} secret picks, "
                f"{self.pending_checked:,} pending decisions; failures: {len(self.failures)}")


def _fail(game, seed, step, state, what) -> None:
    raise ContractError(f"{game.info.name}, seed {seed}, decision {step}: {what}\n\nState:\n{state}")


def check_game(game: Any, *, games: int = 1000, seed: int = 0, illegal_per_state: int = 2,
               collect: bool = False) -> Report:
    """Play ``games`` seeded random games of ``game`` and check the core contract at every step:

    * the same seed gives the same game (setup, then move for move);
    * ``legal_actions()`` is sorted by ``action.id``, without duplicates, and not empty until
      the end (empty at the end);
    * actions drawn from ``game.action_space()`` that are not legal raise
      :class:`IllegalActionError` and leave the state equal to before (same ``==``, hash, text);
    * ``game.sample_state(view, rng).view(seat) == view`` for the seat to act and one other seat;
    * ``game.invariants(state)`` reports nothing;
    * while decisions are pending (a state's ``pending``, a :class:`~games_lib.core.decisions.Pending`),
      the seat to act is the one the decision on top waits for;
    * where ``game.info.simultaneous`` says the game has secret picks, at every pick made in
      secret (the state's ``secrets``: the :class:`~games_lib.core.SecretChoices` being filled, or
      ``None``) that stays hidden: the other seats' views
      are the same whatever is picked, and ``sample_state`` deals them the same worlds (it cannot
      read the pick through a view);
    * the game ends within ``game.info.max_decisions``, with an outcome whose places and winners
      agree, and nothing is legal after it.

    Table sizes cycle through ``game.info.players``. Raises :class:`ContractError` (or the
    engine's own exception) at the first failure, or with ``collect=True`` records
    ``(seed, message)`` in ``report.failures`` and goes on to the next game.
    """
    info = game.info
    space = tuple(game.action_space())
    sizes = list(info.players)
    report = Report(info.name)
    for g in range(games):
        game_seed = seed * 1_000_003 + g
        n = sizes[g % len(sizes)]
        try:
            final, steps = _one_game(game, game_seed, n, space, illegal_per_state, report)
            again, _ = _replay(game, game_seed, n)
            if again != final:
                _fail(game, game_seed, steps, final, "the same seed gave a different game")
        except Exception as e:  # noqa: BLE001 - a crash in the engine is a failure of this seed too
            if not collect:
                raise
            what = str(e) if isinstance(e, ContractError) else f"{type(e).__name__}: {e}"
            report.failures.append((game_seed, what))
            continue
        report.games += 1
        report.players[n] = report.players.get(n, 0) + 1
        for w in final.outcome().winners:
            report.winners[w] = report.winners.get(w, 0) + 1
    return report


def _choices(game_seed: int) -> random.Random:
    return random.Random(game_seed ^ 0x5EED)


def _replay(game, game_seed, n):
    state = game.new_initial_state(game_seed, num_players=n)
    rng = _choices(game_seed)
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        rng.random()  # the same draws as _one_game makes before choosing
        state = state.apply(legal[rng.randrange(len(legal))])
        steps += 1
    return state, steps


def _one_game(game, game_seed, n, space, illegal_per_state, report):
    info = game.info
    state = game.new_initial_state(game_seed, num_players=n)
    if state != game.new_initial_state(game_seed, num_players=n):
        _fail(game, game_seed, 0, state, "two states made from the same seed differ")
    if state.num_players != n:
        _fail(game, game_seed, 0, state, f"asked for {n} players, got {state.num_players}")
    rng = _choices(game_seed)
    probe = random.Random(game_seed)  # for everything that must not change the game's choices
    steps = 0
    while True:
        problems = list(game.invariants(state))
        report.invariant_checks += 1
        if problems:
            _fail(game, game_seed, steps, state, "invariant broken: " + "; ".join(problems))
        legal = state.legal_actions()
        if state.is_terminal():
            if legal:
                _fail(game, game_seed, steps, state, f"legal actions after the end: {legal}")
            break
        if not legal:
            _fail(game, game_seed, steps, state, "no legal action, yet the game is not over")
        ids = [a.id for a in legal]
        if ids != sorted(set(ids)):
            _fail(game, game_seed, steps, state, f"legal actions not sorted by id or not unique: {ids}")
        _check_views(game, game_seed, steps, state, probe, report)
        _check_pending(game, game_seed, steps, state, report)
        if info.simultaneous:
            _check_secrecy(game, game_seed, steps, state, legal, probe, report)
        _check_illegal(game, game_seed, steps, state, legal, space, probe, illegal_per_state, report)
        rng.random()
        state = state.apply(legal[rng.randrange(len(legal))])
        steps += 1
        if steps > info.max_decisions:
            _fail(game, game_seed, steps, state, f"no end after {info.max_decisions} decisions (GameInfo bound)")
    outcome = state.outcome()
    if len(outcome.scores) != n or len(outcome.places) != n:
        _fail(game, game_seed, steps, state, f"outcome for {n} players has {len(outcome.scores)} scores")
    if tuple(i for i, p in enumerate(outcome.places) if p == 1) != outcome.winners or not outcome.winners:
        _fail(game, game_seed, steps, state, f"winners {outcome.winners} disagree with places {outcome.places}")
    for action in space[: illegal_per_state]:
        _expect_refused(game, game_seed, steps, state, action, report)
    report.decisions += steps
    report.longest = max(report.longest, steps)
    return state, steps


def _check_views(game, game_seed, steps, state, probe, report):
    seats = {state.current_player, probe.randrange(state.num_players)}
    for seat in seats:
        view = state.view(seat)
        world = game.sample_state(view, probe)
        if world.view(seat) != view:
            _fail(game, game_seed, steps, state,
                  f"sample_state(view({seat})) gives another view:\n{world.view(seat)}\ninstead of\n{view}")
        report.views_checked += 1


def _check_pending(game, game_seed, steps, state, report):
    pending = getattr(state, "pending", None)
    if not pending or not hasattr(pending, "top"):
        return
    if state.current_player != pending.top.seat:
        _fail(game, game_seed, steps, state,
              f"seat {state.current_player} is to act, but the pending decision {pending.top.kind!r} "
              f"waits for seat {pending.top.seat}")
    report.pending_checked += 1


def _check_secrecy(game, game_seed, steps, state, legal, probe, report):
    if not hasattr(state, "secrets"):
        _fail(game, game_seed, steps, state,
              "GameInfo says the game has secret picks, but its states do not show them (secrets)")
    if state.secrets is None or len(legal) < 2:
        return
    seat = state.current_player
    afters = [state.apply(a) for a in legal[:3]]
    # only picks that stay hidden: the last pick of a round reveals them all
    afters = [a for a in afters if a.secrets is not None and a.secrets.chosen(seat) and not a.secrets.complete]
    if len(afters) < 2:
        return
    draw = probe.random()
    for other in range(state.num_players):
        if other == seat:
            continue
        views = [a.view(other) for a in afters]
        for v in views[1:]:
            if v != views[0]:
                _fail(game, game_seed, steps, state,
                      f"a secret pick by seat {seat} changes seat {other}'s view:\n{v}\ninstead of\n{views[0]}")
        worlds = [game.sample_state(v, random.Random(draw)) for v in views]
        for w in worlds[1:]:
            if w != worlds[0]:
                _fail(game, game_seed, steps, state,
                      f"sample_state reveals seat {seat}'s secret pick to seat {other}: "
                      "equal views gave different worlds")
    report.secrets_checked += 1


def _check_illegal(game, game_seed, steps, state, legal, space, probe, k, report):
    legal_set = set(legal)
    tried = 0
    for _ in range(k * 20):
        if tried == k:
            break
        action = space[probe.randrange(len(space))]
        if action in legal_set:
            continue
        _expect_refused(game, game_seed, steps, state, action, report)
        tried += 1


def _expect_refused(game, game_seed, steps, state, action, report):
    before = (copy.copy(state), hash(state), str(state), state.legal_actions())
    try:
        state.apply(action)
    except IllegalActionError as e:
        if e.state is not state:
            _fail(game, game_seed, steps, state, f"the error for {action} does not carry the state")
        if not str(getattr(e.rule, "section", "")):
            _fail(game, game_seed, steps, state, f"the error for {action} names no rulebook section")
    except Exception as e:  # noqa: BLE001 - any other exception is a contract failure
        _fail(game, game_seed, steps, state, f"{action} raised {type(e).__name__}: {e}, not IllegalActionError")
    else:
        _fail(game, game_seed, steps, state, f"illegal action {action} was accepted")
    if (state, hash(state), str(state), state.legal_actions()) != before:
        _fail(game, game_seed, steps, state, f"refusing {action} changed the state")
    report.illegal_tried += 1


# ------------------------------------------------------------------------------ pictures

def picture_words(node) -> str:
    """The words a reader sees in a parsed picture (SVG ``<title>`` tooltips left out)."""
    if node.nodeType == node.TEXT_NODE:
        return node.data
    if node.nodeType == node.ELEMENT_NODE and node.tagName == "title":
        return ""
    return " ".join(picture_words(c) for c in node.childNodes)


def check_picture(pic: Any, banned: tuple = ("seat", "player 0")) -> list:
    """What is wrong with a drawing (empty when all holds), for every game's pictures: valid
    XML; one wrapper ``div.game-picture`` with ``role=img`` and an ``aria-label`` in words (the
    picture's ``alt``, not a file name); inline SVGs hidden from screen readers (the label says
    it all); every ``<text>`` at least ``svg.MIN_TEXT`` px and every SVG at most
    ``svg.MAX_WIDTH`` px wide (readable on a 390 px phone); none of the ``banned`` engine words;
    no fixed text colour in the HTML (it takes the page's colour, light or dark).

    A picture holding a fixed layout (``draw.fixed_layout``: a reef row, a grid) is a
    ``role=figure`` instead, its words outside the frames ``aria-hidden``; each frame scrolls
    sideways (``overflow-x:auto``; ``contain:inline-size``, so that its width comes from the page,
    never from the row, even in a live app's flex box), is focusable, labelled in words, and never shrinks its text
    under ``draw.READABLE_PX`` px (its ``min-width`` keeps it); its one SVG may be wider."""
    import xml.dom.minidom

    from .draw import FIXED_CLASS, READABLE_PX
    from .svg import MAX_WIDTH, MIN_TEXT

    html = pic._repr_html_()
    try:
        root = xml.dom.minidom.parseString(f"<root>{html}</root>").documentElement
    except Exception as e:  # noqa: BLE001 - any parse error is the finding
        return [f"not valid XML: {e}"]
    problems = []
    elements = [n for n in root.childNodes if n.nodeType == n.ELEMENT_NODE]
    if len(elements) != 1:
        return [f"{len(elements)} top-level elements, not one wrapper"]
    (wrapper,) = elements
    frames = [d for d in wrapper.getElementsByTagName("div") if d.getAttribute("class") == FIXED_CLASS]
    role = "figure" if frames else "img"
    if wrapper.getAttribute("class") != "game-picture" or wrapper.getAttribute("role") != role:
        problems.append(f"the wrapper is not div.game-picture with role={role}")
    alt = wrapper.getAttribute("aria-label")
    if len(alt) <= 20 or alt != pic.alt or ".svg" in alt or ".png" in alt:
        problems.append(f"aria-label not a description in words: {alt!r}")
    framed = set()
    for f in frames:
        style = f.getAttribute("style").replace(" ", "")
        if ("overflow-x:auto" not in style or "contain:inline-size" not in style
                or f.getAttribute("tabindex") != "0" or f.getAttribute("role") != "img"):
            problems.append("a fixed layout that does not scroll in a focusable frame "
                            "(overflow-x:auto, contain:inline-size, tabindex=0)")
        if len(f.getAttribute("aria-label")) <= 20:
            problems.append("a fixed layout without a label in words")
        inner = f.getElementsByTagName("svg")
        if len(inner) != 1:
            problems.append(f"a fixed layout of {len(inner)} SVGs, not one")
            continue
        framed.add(inner[0])
        width = float(inner[0].getAttribute("width"))
        m = re.search(r"min-width:([0-9.]+)px", inner[0].getAttribute("style"))
        smallest = min((float(t.getAttribute("font-size")) for t in inner[0].getElementsByTagName("text")),
                       default=MIN_TEXT)
        if m is None or float(m.group(1)) * smallest / width < READABLE_PX - 1e-9:
            problems.append(f"a fixed layout that may shrink its text under {READABLE_PX} px")
    svgs = wrapper.getElementsByTagName("svg")
    if not svgs:
        problems.append("no SVG")
    for s in svgs:
        if s not in framed and float(s.getAttribute("width")) > MAX_WIDTH:
            problems.append(f"an SVG {s.getAttribute('width')} px wide (> {MAX_WIDTH})")
        if s.parentNode.tagName not in ("svg", "g") and (
                s.getAttribute("aria-hidden") != "true" or s.getAttribute("role")):
            problems.append("an inline SVG not hidden from screen readers")
    if frames:
        for el in wrapper.getElementsByTagName("*"):
            said = "".join(c.data for c in el.childNodes if c.nodeType == c.TEXT_NODE).strip()
            if said and el.tagName not in ("text", "tspan", "title") and not _hidden_from_readers(el, wrapper):
                problems.append(f"words read twice (not aria-hidden in a figure): {said[:40]!r}")
    for t in wrapper.getElementsByTagName("text"):
        if float(t.getAttribute("font-size")) < MIN_TEXT:
            problems.append(f"text under {MIN_TEXT} px: {t.toxml()}")
    said = (picture_words(wrapper) + " " + alt).lower()
    problems += [f"says {word!r}" for word in banned if word in said]
    if "color:#" in html.replace(" ", ""):
        problems.append("a fixed text colour in the HTML")
    return problems


def _hidden_from_readers(el, top) -> bool:
    while el is not None and el is not top:
        if el.getAttribute("aria-hidden") == "true":
            return True
        el = el.parentNode
    return False


def check_exercises(exercises) -> list:
    """What is wrong with a kit's exercises (empty when all holds), for every game's kit tests:
    each can be answered right ("Right! ..." with the working) and wrong ("Not quite: ..." what is
    wrong, then "try again"; the answer and the working only in ``solution``, on request),
    and a number answer is accepted with spaces or a real minus sign and refused as a word."""
    from .quiz import AGAIN

    problems = []
    for ex in exercises:
        ok, fb = ex.check(ex.answer)
        if not (ok and fb.startswith("Right!")):
            problems.append(f"{ex.id}: its own answer is not accepted: {fb!r}")
        ok, fb = ex.check(ex.wrong_answer())
        if ok or not fb.startswith("Not quite") or not fb.endswith(AGAIN):
            problems.append(f"{ex.id}: a wrong answer is not told to try again: {fb!r}")
        elif ex.explanation and ex.explanation in fb:
            problems.append(f"{ex.id}: a wrong answer is given the working before asking for it: {fb!r}")
        if not (ex.solution.startswith(f"The answer is {ex.answer_text}.") and ex.explanation in ex.solution):
            problems.append(f"{ex.id}: the answer shown on request lacks the answer or the working")
        if ex.kind == "number":
            if not ex.check(" " + str(ex.answer) + " ")[0]:
                problems.append(f"{ex.id}: the answer typed with spaces is refused")
            if not ex.check(str(ex.answer).replace("-", "\u2212"))[0]:
                problems.append(f"{ex.id}: the answer typed with a real minus sign is refused")
            if ex.check("twelve")[0]:
                problems.append(f"{ex.id}: a word is accepted as a number")
    return problems


def check_quiz_page(kit, exercises) -> list:
    """What is wrong with the page a kit makes of ``exercises`` (empty when all holds): its
    quiz, the quiz's data and the answer key name no other host and load nothing from outside
    (a class works offline); one form per exercise, each with a polite live region for its
    feedback; the page carries the same feedback, hint and answer that ``check`` gives."""
    from html import escape

    from .quiz import quiz_json

    problems = []
    html = kit.quiz(exercises)._repr_html_()
    for name, text in (("quiz", html), ("quiz data", repr(quiz_json(exercises))),
                       ("answer key", kit.answer_key(exercises)._repr_html_())):
        for host in ("http://", "https://", "//cdn"):
            if host in text:
                problems.append(f"the {name} names another host ({host})")
    for outside in ("<script src", "<link", "@import"):
        if outside in html:
            problems.append(f"the quiz loads something from outside ({outside})")
    for what, mark in (("forms", '<form class="kit-q"'), ("live regions", 'aria-live="polite"')):
        if html.count(mark) != len(exercises):
            problems.append(f"{html.count(mark)} {what} for {len(exercises)} exercises")
    for ex in exercises:
        for what, words in (("feedback", escape(ex.right_feedback, quote=True)), ("answer", escape(ex.solution)),
                            ("hint", escape(ex.hint, quote=True))):
            if words not in html:
                problems.append(f"{ex.id}: the page lacks the {what} that check gives")
    return problems


def check_exercise_set(make, seed: int = 2026) -> list:
    """What is wrong with a kit's exercise generator ``make(seed=..., n=...)`` (empty when all
    holds): the same seed gives the same exercises, another seed other ones; the default set
    has at least 12, in three levels of equal size, easiest first, with distinct ids; any ``n``
    is honoured, and three exercises already cover the three levels."""
    def key(exs):
        return [(e.id, e.question, e.answer, e.choices, e.explanation) for e in exs]

    problems = []
    a, b = make(seed=seed), make(seed=seed)
    if key(a) != key(b):
        problems.append(f"seed {seed} gave two different sets")
    if [e.question for e in make(seed=seed + 1)] == [e.question for e in a]:
        problems.append(f"seeds {seed} and {seed + 1} gave the same questions")
    if len(a) < 12:
        problems.append(f"{len(a)} exercises (at least 12)")
    levels = [e.level for e in a]
    counts = {lv: levels.count(lv) for lv in set(levels)}
    if set(counts) != {1, 2, 3} or len(set(counts.values())) != 1:
        problems.append(f"levels {counts} (three levels of equal size)")
    if levels != sorted(levels):
        problems.append(f"levels not easiest first: {levels}")
    if len({e.id for e in a}) != len(a):
        problems.append("two exercises share an id")
    if {e.level for e in make(seed=3, n=3)} != {1, 2, 3}:
        problems.append("three exercises do not cover the three levels")
    if len(make(seed=3, n=24)) != 24:
        problems.append("n=24 did not give 24 exercises")
    return problems


# ------------------------------------------------------------------------------ recorded games

def trace_game(state, seed: int, position: Callable, *, head: Optional[Callable] = None,
               choose: Optional[Callable] = None) -> dict:
    """One game from ``state`` to its end, as the "same games move for move" tests record it:
    the action ids chosen (a seeded uniform pick, ``random.Random(seed)``, unless
    ``choose(state, legal)`` picks), a digest of every decision (``head(state)``, by default the
    seat to act, then the legal action ids and ``position(state)``, the position as text) and of
    the end, and the outcome."""
    import hashlib

    rng = random.Random(seed)
    digest = hashlib.sha1()
    chosen = []
    s = state
    while not s.is_terminal():
        legal = s.legal_actions()
        first = s.current_player if head is None else head(s)
        digest.update(f"{first}|{[a.id for a in legal]}|{position(s)}\n".encode())
        a = legal[rng.randrange(len(legal))] if choose is None else choose(s, legal)
        chosen.append(a.id)
        s = s.apply(a)
    digest.update(position(s).encode())
    return {"actions": chosen, "digest": digest.hexdigest(), "outcome": repr(s.outcome())}


def _digest(view) -> str:
    import hashlib

    return hashlib.sha1(str(view).encode()).hexdigest()[:16]


def record(game: Any, *, seed: int = 0, num_players: "int | None" = None) -> dict:
    """A seeded random game of ``game`` as plain data (OpenSpiel's playthrough files): the
    actions chosen (a seeded uniform choice among the legal ones), what each seat saw before
    each one (a digest of ``str(state.view(seat))``) and the outcome. :func:`replay` plays it
    again and lists where today's engine differs."""
    n = num_players or game.info.min_players
    state = game.new_initial_state(seed, num_players=n)
    rng = random.Random(seed)
    steps = []
    while not state.is_terminal():
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        steps.append({"player": state.current_player, "action": action.id, "says": str(action),
                      "views": [_digest(state.view(p)) for p in range(n)]})
        state = state.apply(action)
    return {"game": game.info.name, "seed": seed, "num_players": n, "steps": steps,
            "final_views": [_digest(state.view(p)) for p in range(n)], "outcome": repr(state.outcome())}


def replay(game: Any, recorded: dict) -> list:
    """Where ``game`` today differs from a :func:`record`ed game (empty when it plays it again
    move for move, every seat seeing the same): the first step that differs, in words."""
    n = recorded["num_players"]
    state = game.new_initial_state(recorded["seed"], num_players=n)
    by_id = {a.id: a for a in game.action_space()}
    for k, step in enumerate(recorded["steps"]):
        if state.is_terminal():
            return [f"decision {k}: the game is already over, the record goes on with {step['says']}"]
        if state.current_player != step["player"]:
            return [f"decision {k}: Player {state.current_player + 1} is to act, the record says Player {step['player'] + 1}"]
        seen = [_digest(state.view(p)) for p in range(n)]
        for p in range(n):
            if seen[p] != step["views"][p]:
                return [f"decision {k}: Player {p + 1} sees something else than in the record:\n{state.view(p)}"]
        action = by_id.get(step["action"])
        if action is None or action not in state.legal_actions():
            return [f"decision {k}: the recorded action {step['says']} is not legal now"]
        if str(action) != step["says"]:
            return [f"decision {k}: action id {step['action']} is now {action}, the record says {step['says']}"]
        state = state.apply(action)
    if not state.is_terminal():
        return [f"the record ends after {len(recorded['steps'])} decisions, but the game goes on"]
    if [_digest(state.view(p)) for p in range(n)] != recorded["final_views"]:
        return ["the final position differs from the record"]
    if repr(state.outcome()) != recorded["outcome"]:
        return [f"the outcome is {state.outcome()!r}, the record says {recorded['outcome']}"]
    return []
