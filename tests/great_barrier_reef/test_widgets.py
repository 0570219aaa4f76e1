"""The three Great Barrier Reef mini-games show only what the engine holds, after every event
of random sequences; refusals name the rulebook's rule and change nothing.

* Pay for this card (Action 2; Coral Reef Cards, Bonus Icons, Question Mark Icons, Octopus
  Icons): a payment is accepted exactly when it is one of ``ways_to_pay``; the four rulebook
  payment examples pay as the rulebook says.
* Build a harmonious reef (Action 2): the reef is the one ``Reef.add`` builds from the accepted
  placements; a sixth card on one side is refused with the five-a-side rule.
* Score checker (Action 2, Winning the Game): the score is ``reef_score`` of the row entered,
  the win condition ``win_condition`` of its results.
* Keyboard and screen readers: every control is a named Button, Dropdown or ToggleButtons.
"""

from __future__ import annotations

import json
import random
import re
from html import unescape
from pathlib import Path

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core.testing import check_picture  # noqa: E402
from games_lib.core.widgets import accessible_name, controls, points  # noqa: E402
from games_lib.core.words import plural  # noqa: E402
from games_lib.great_barrier_reef import (  # noqa: E402
    COLOURS,
    CORAL,
    EXAMPLE_COSTS,
    KINDS,
    CannotPay,
    Reef,
    WinCondition,
    can_pay,
    check_payment,
    colour,
    reef_score,
    rules,
    score,
    ways_to_pay,
    win_condition,
)
from games_lib.great_barrier_reef import widgets  # noqa: E402
from games_lib.great_barrier_reef.scoring import MAX_PER_SIDE  # noqa: E402

SEQUENCES = 60  # random sequences per check: enough to meet every control and refusal
EVENTS = 30
ROOT = Path(__file__).resolve().parents[2]


def text(html: str) -> str:
    """What a reader sees of an HTML value: no styles or SVG titles, no tags, entities decoded."""
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def squash(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def check_controls(app):
    """Keyboard reachability: only named Buttons, Dropdowns and ToggleButtons."""
    for w in controls(app.widget, visible_only=False):
        assert isinstance(w, (W.Button, W.Dropdown, W.ToggleButtons)), type(w).__name__
        assert accessible_name(w), f"unnamed {type(w).__name__}"
    names = [accessible_name(w) for w in controls(app.widget, visible_only=False)]
    assert len(names) == len(set(names)), names


def check_pictures(app):
    for pic in app.pictures():
        assert check_picture(pic) == [], check_picture(pic)


def no_repr(html: str):
    for bad in ("object at 0x", "Payment(", "<Reef ", "<CoralCard", "Colour.", "Cost(", "<picture:"):
        assert bad not in html, bad


# ============================================================================ pay for this card

def accepted(app, spent) -> bool:
    """The oracle: the payment rule accepts ``spent`` iff it is one of the library's ways."""
    try:
        return tuple(spent) in ways_to_pay(app.card.cost, app.hand, app.discounts)
    except CannotPay:
        return False


def check_pay(app):
    """What the pay app shows is what it holds: drop-downs, hand, card, discounts, ways."""
    assert [d.value for d in app.pickers] == list(app.chosen)
    for k, d in zip(KINDS, app.pickers):
        assert list(d.options) == list(range(app.hand[k] + 1))
        assert all(0 <= n <= h for n, h in zip(app.chosen, app.hand))
    shown = text(app.status.value)
    assert f"{app.card.name} ({points(app.card.points)}) asks for: {app.card.cost.describe()}" in shown
    assert f"Your hand: {widgets._cards(app.hand)} " in shown
    assert f"Discounts from your reef: {widgets._discount_words(app.discounts)}." in shown
    assert f"You are handing over: {widgets._cards(app.chosen)} " in text(app.handing.value)
    assert app.card.name in text(app.picture.value)
    if app.ways_shown:
        try:
            ways = ways_to_pay(app.card.cost, app.hand, app.discounts)
        except CannotPay as e:
            assert f"No way to pay: {app.card.name} {e.reason}" in text(app.ways.value)
        else:
            head = "one way" if len(ways) == 1 else f"{len(ways)} ways"
            assert f" in {head}:" in text(app.ways.value)
            listed = text(app.ways.value)
            for w in ways[:widgets.MAX_WAYS_SHOWN]:
                assert widgets._cards(w) in listed
    else:
        assert app.ways.value == ""
    assert app.puzzle_pick.value == app.puzzle


def pay_state(app):
    return (app.card, app.hand, app.discounts, app.chosen, app.seed, app.puzzle)


def test_pay_random_events_never_disagree_with_the_engine():
    """Action 2, Coral Reef Cards: after every event the app shows what it holds, and Pay is
    accepted exactly when the library has this payment among the ways to pay."""
    seen = {"paid": 0, "refused": 0, "ways": 0, "new": 0, "example": 0}
    for seq in range(SEQUENCES):
        rng = random.Random(seq)
        app = widgets.pay_for_card(seed=seq)
        check_pay(app)
        for _ in range(EVENTS):
            kind = rng.random()
            if kind < 0.55:  # a colour's drop-down, as the browser sets it (index) or as code does
                k = rng.randrange(7)
                n = rng.randint(0, app.hand[k])
                if rng.random() < 0.5:
                    app.pickers[k].set_state({"index": n})
                else:
                    app.pickers[k].value = n
                assert app.chosen[k] == n
            elif kind < 0.8:
                before = pay_state(app)
                expect = accepted(app, app.chosen)
                app.pay_button.click()
                assert pay_state(app) == before  # paying never changes the puzzle
                if expect:
                    seen["paid"] += 1
                    assert app.paid == app.chosen and app.error == ""
                    assert "Paid!" in text(app.message.value)
                else:
                    seen["refused"] += 1
                    assert app.paid is None and app.error.startswith(f"Not paid. {app.card.name}: ")
                    assert f"({rules.PAY.section}). The rule: {rules.PAY.text}" in app.error
                    assert squash(app.error) in text(app.message.value)
            elif kind < 0.88:
                seen["ways"] += 1
                before = pay_state(app)
                app.ways_button.click()
                assert pay_state(app) == before and app.ways_shown
            elif kind < 0.95:
                seen["new"] += 1
                seed = app.seed
                app.new_button.click()
                assert app.seed == seed + 1 and app.puzzle == widgets.RANDOM
                assert (app.card, app.hand, app.discounts) == widgets.make_puzzle(seed + 1)
                assert app.chosen == (0,) * 7 and not app.ways_shown
            else:
                seen["example"] += 1
                choice = rng.choice((widgets.RANDOM,) + EXAMPLE_COSTS)
                app.puzzle_pick.value = choice
                assert app.puzzle == choice
                want = (widgets.make_puzzle(app.seed) if choice == widgets.RANDOM
                        else widgets.example_puzzle(choice))
                assert (app.card, app.hand, app.discounts) == want
            check_pay(app)
        check_controls(app)
    assert min(seen.values()) > 0, seen


def paid_with(cost_text: str, spent: dict):
    app = widgets.pay_for_card()
    app.puzzle_pick.value = cost_text
    for k, n in spent.items():
        app.pickers[colour(k)].value = n
    ok = app.pay()
    return app, ok


def test_rulebook_payment_examples_pay_as_the_rulebook_says():
    """Coral Reef Cards, Bonus Icons, Question Mark Icons, Octopus Icons: each example's card,
    with the example's hand, takes exactly the payment the rulebook describes."""
    app, ok = paid_with("1B 3W", {"blue": 1, "white": 3})
    assert ok and "Paid!" in text(app.message.value) and app.card.cost.text == "3W 1B"
    app, ok = paid_with("1R 3K", {"red": 1, "black": 2})  # one black discount
    assert ok and app.discounts[colour("black")] == 1
    app, ok = paid_with("1R 3K", {"red": 1, "black": 3})
    assert not ok and "your discounts take 1 black off: 2 black" in app.error and "too many" in app.error
    app, ok = paid_with("4G 4K 2?", {"green": 4, "black": 3, "yellow": 1, "octopus": 2})  # Asta's payment
    assert ok
    app, ok = paid_with("4G 4K 2?", {"green": 4, "black": 3, "yellow": 1, "blue": 1, "octopus": 1})
    assert not ok and "question marks" in app.error  # the two question marks in one colour
    app, ok = paid_with("1O 2R 2W", {"octopus": 2, "red": 1, "white": 2})  # an octopus counts as red
    assert ok
    app, ok = paid_with("1O 2R 2W", {"red": 1, "white": 2, "blue": 1})
    assert not ok and "only octopus cards pay it" in app.error


def test_pay_refusal_names_the_rule_and_keeps_the_puzzle():
    """Coral Reef Cards: a wrong payment is refused in words with the payment rule; nothing
    changes, and the reason is the library's (``check_payment``)."""
    app = widgets.pay_for_card()
    app.show_example("1B 3W")
    app.choose("white", 3)
    before = pay_state(app)
    assert not app.pay()
    assert pay_state(app) == before
    why = check_payment(app.card.cost, app.hand, app.discounts, app.chosen).reason
    assert why and why in app.error and "(Coral Reef Cards)" in app.error and "role='alert'" in app.message.value
    app.choose("blue", 1)
    assert app.error == "" and app.pay() and app.solved == 1


def test_cannot_hand_over_cards_you_do_not_hold():
    app = widgets.pay_for_card()
    app.show_example("1B 3W")
    before = pay_state(app)
    assert not app.choose("blue", 2)
    assert pay_state(app) == before and "You hold 1 blue (B) card" in app.error


def test_puzzles_are_mostly_payable_sometimes_not():
    """Most seeded puzzles can be paid (the share the module says), some cannot; all reproducible."""
    payable = [can_pay(c.cost, h, d) for c, h, d in map(widgets.make_puzzle, range(400))]
    share = sum(payable) / len(payable)
    assert abs(share - widgets.PAYABLE_SHARE) < 0.1 and not all(payable)
    assert widgets.make_puzzle(7) == widgets.make_puzzle(7)


def test_show_ways_of_a_hand_that_cannot_pay():
    """Action 2: when no way exists, the app says why (the library's reason) and Pay says so too."""
    seed = next(s for s in range(100) if not can_pay(*(lambda c, h, d: (c.cost, h, d))(*widgets.make_puzzle(s))))
    app = widgets.pay_for_card(seed=seed)
    app.show_ways()
    assert "No way to pay" in text(app.ways.value)
    assert not app.pay() and "your hand cannot pay for it at all" in app.error


# ============================================================================ reef builder

def oracle_reef(placed) -> Reef:
    r = Reef()
    for cid, side, turned in placed:
        r = r.add(cid, side, turned)
    return r


def check_reef(app, placed):
    assert app.reef == oracle_reef(placed) and app.placed == placed
    assert app.reef.check() == []
    left = [c.name for c in app.left]
    assert [v for _, v in app.card_pick.options] == left
    used = {cid for cid, _, _ in placed}
    assert left == [CORAL[c].name for c in app.cards if c not in used]
    b = score(app.reef)
    shown = text(app.status.value)
    assert f"Your reef: {plural(app.reef.cards, 'Coral Reef card')}, {points(b.total)}." in shown
    assert f"Discounts: {widgets._discount_words(app.reef.discounts)}." in shown
    picture = text(app.picture.value)
    assert f"Total: {points(b.total)}" in picture
    for line in b.lines:
        assert squash(str(line)) in picture
    if left:
        card = app.card_pick.value
        assert card in left
        assert [v for _, v in app.turn_pick.options] == [False, True]
        hint = text(app.hint.value)
        try:
            new = app.reef.add(card, app.side_pick.value, app.turn_pick.value)
        except Exception:
            assert "A reef holds at most five Coral Reef cards" in hint
        else:
            assert f"your reef would score {points(new.points())}" in hint
    else:
        assert app.card_pick.value is None and app.place_button.disabled


def test_reef_random_events_never_disagree_with_the_engine():
    """Action 2: after every event the reef is what Reef.add builds from the accepted
    placements, and the pictures and words are its score; a full side refuses, naming the rule."""
    seen = {"placed": 0, "refused": 0, "again": 0, "new": 0}
    for seq in range(SEQUENCES):
        rng = random.Random(seq)
        app = widgets.reef_builder(seed=seq)
        placed: list = []
        check_reef(app, placed)
        for _ in range(EVENTS):
            kind = rng.random()
            if kind < 0.2 and app.left:
                names = [v for _, v in app.card_pick.options]
                i = rng.randrange(len(names))
                if rng.random() < 0.5:
                    app.card_pick.set_state({"index": i})
                else:
                    app.card_pick.value = names[i]
            elif kind < 0.35:
                app.side_pick.value = rng.choice(["left", "right", "left"])
            elif kind < 0.45 and app.left:
                app.turn_pick.value = rng.random() < 0.5
            elif kind < 0.9:
                card, side, turned = app.card_pick.value, app.side_pick.value, app.turn_pick.value
                before = (app.reef, list(app.placed))
                app.place_button.click()
                if card is None:
                    assert (app.reef, app.placed) == before
                elif before[0].room(widgets.SIDES.index(side)):
                    seen["placed"] += 1
                    placed.append((widgets.coral(card).id, side, bool(turned)))
                    assert app.error == ""
                else:
                    seen["refused"] += 1
                    assert (app.reef, app.placed) == before
                    assert app.error.startswith(f"Not placed. {card}: ")
                    assert f"({rules.FIVE_A_SIDE.section}). The rule: {rules.FIVE_A_SIDE.text}" in app.error
                    assert squash(app.error) in text(app.message.value)
            elif kind < 0.97:
                seen["again"] += 1
                app.again_button.click()
                placed = []
            else:
                seen["new"] += 1
                seed = app.seed
                app.new_button.click()
                assert app.seed == seed + 1 and app.cards == widgets.builder_cards(seed + 1)
                placed = []
            check_reef(app, placed)
        check_controls(app)
    assert min(seen.values()) > 0, seen


def test_sixth_card_on_a_side_is_refused():
    """Action 2: at most five Coral Reef cards on each side of the Starting Card."""
    app = widgets.reef_builder()
    for card in app.left[:5]:
        assert app.place(card, "left")
    before = app.reef
    sixth = app.left[0]
    assert not app.place(sixth, "left")
    assert app.reef is before and sixth in app.left
    assert "the left side already holds 5 Coral Reef cards" in app.error and "Action 2" in app.error
    assert app.place(sixth, "right") and app.error == ""


def test_turned_card_swaps_its_bonus_icons():
    """Action 2: a card may be turned when placed; its icons swap, and the match follows."""
    app = widgets.reef_builder()
    card = app.left[0]
    app.card_pick.value = card.name
    app.turn_pick.value = True
    app.side_pick.value = "right"
    app.place_button.click()
    assert app.reef.right == ((card.id, True),)
    assert app.reef.discounts[card.icons[1]] == 1  # the turned card's right end now faces the centre
    app.again_button.click()
    assert app.reef == Reef() and len(app.left) == widgets.CHOICE


def test_placing_a_card_not_dealt_is_refused():
    app = widgets.reef_builder()
    other = next(c for c in CORAL if c.id not in app.cards)
    assert not app.place(other, "left") and app.reef == Reef() and other.name in app.error


# ============================================================================ score checker

def oracle_row(sides):
    left, right = sides
    return [*reversed(left), "start", *right]


def check_checker(app, sides, game):
    assert [list(s) for s in app.sides] == [list(s) for s in sides] and app.game == game
    b = reef_score(oracle_row(sides), match_points=game[0] != 1)
    cards = len(sides[0]) + len(sides[1])
    shown = text(app.status.value)
    assert f"This reef: {plural(cards, 'Coral Reef card')}, {points(b.total)}." in shown
    colours = {line.label.split()[0] for line in b.lines if line.label.endswith(" match")}
    wc = win_condition(len(colours), cards, int(b.total), variant=game[0], target=game[1])
    assert app.result()[0] is wc
    if wc is WinCondition.NONE:
        assert "No win" in shown
    elif game[0] == 0:
        assert wc.label in shown
    else:
        assert "This reef wins" in shown
    assert f"Total: {points(b.total)}" in text(app.picture.value)
    table = text(app.table.value)
    for line in b.lines:
        assert squash(line.detail) in table
    assert app.game_pick.value == game
    assert app.undo_left.disabled == (not sides[0]) and app.undo_right.disabled == (not sides[1])


def test_checker_random_events_never_disagree_with_the_engine():
    """Action 2, Winning the Game: after every event the checker's score, discounts and win
    condition are reef_score / win_condition of the row entered; a full side refuses."""
    seen = {"added": 0, "refused": 0, "undo": 0, "clear": 0, "game": 0}
    icons = [str(c) for c in COLOURS]
    for seq in range(SEQUENCES):
        rng = random.Random(seq)
        app = widgets.score_checker()
        sides, game = ([], []), (0, None)
        for _ in range(EVENTS):
            kind = rng.random()
            if kind < 0.3:
                w = rng.choice([app.points_pick, app.left_pick, app.right_pick])
                i = rng.randrange(len(w.options))
                if rng.random() < 0.5:
                    w.set_state({"index": i})
                else:
                    w.value = w.options[i][1]
            elif kind < 0.8:
                side = rng.choice(["left", "right"])
                card = (app.points_pick.value, colour(app.left_pick.value), colour(app.right_pick.value))
                assert app.left_pick.value in icons
                (app.add_left if side == "left" else app.add_right).click()
                k = widgets.SIDES.index(side)
                if len(sides[k]) < MAX_PER_SIDE:
                    seen["added"] += 1
                    sides[k].append(card)
                    assert app.error == ""
                else:
                    seen["refused"] += 1
                    assert f"({rules.FIVE_A_SIDE.section}). The rule: {rules.FIVE_A_SIDE.text}" in app.error
                    assert squash(app.error) in text(app.message.value)
            elif kind < 0.9:
                seen["undo"] += 1
                side = rng.choice(["left", "right"])
                (app.undo_left if side == "left" else app.undo_right).click()
                if sides[widgets.SIDES.index(side)]:
                    sides[widgets.SIDES.index(side)].pop()
            elif kind < 0.95:
                seen["game"] += 1
                game = rng.choice([g for _, g in widgets.GAMES])
                app.game_pick.value = game
            else:
                seen["clear"] += 1
                app.clear_button.click()
                sides = ([], [])
            check_checker(app, sides, game)
        check_controls(app)
    assert min(seen.values()) > 0, seen


def test_checker_reef_scoring_example_is_6():
    """Action 2 example: cards worth 0, 2 and 3 left of the Starting Card; a green match (+1),
    a white discount next to the Starting Card: 6 points."""
    app = widgets.score_checker(left=[(3, "green", "white"), (2, "yellow", "green"), (0, "red", "blue")])
    assert app.breakdown().total == 6
    shown = text(app.status.value)
    assert "6 points" in shown and "Discounts: 1 white (W), 1 green (G)." in shown


def test_checker_win_conditions():
    """Winning the Game: six different single-colour matches beat ten cards beat 20 points;
    matches with the Starting Card never count for condition 1; Variant 1 plays to a target."""
    six = widgets.score_checker(
        left=[(0, "blue", "red"), (0, "black", "blue"), (0, "red", "black")],
        right=[(0, "red", "red"), (0, "red", "white"), (0, "white", "yellow"), (0, "yellow", "green"),
               (0, "green", "black")])
    assert six.result()[:2] == (WinCondition.SIX_COLOURS, 6)
    assert WinCondition.SIX_COLOURS.label in text(six.status.value)
    ten = widgets.score_checker(left=[(3, "red", "white")] * 5, right=[(3, "red", "white")] * 5)
    assert ten.result()[0] is WinCondition.TEN_CARDS
    twenty = widgets.score_checker(left=[(3, "red", "white")] * 4, right=[(3, "red", "white")] * 3)
    assert twenty.result() == (WinCondition.POINTS, 0, 7, 21)
    twenty.set_game((1, 12))
    assert twenty.result()[0] is WinCondition.POINTS and "12 you play to" in text(twenty.status.value)
    near = widgets.score_checker(left=[(0, "red", "red")])  # the Starting Card match: no colour
    assert near.result()[:2] == (WinCondition.NONE, 0)


def test_checker_refuses_bad_entries_and_keeps_the_reef():
    app = widgets.score_checker(right=[(1, "red", "blue")])
    before = [list(s) for s in app.sides]
    assert not app.add("right", 5, "red", "red") and "prints 0, 1, 2 or 3 points" in app.error
    assert not app.add("right", 1, "octopus", "red") and "never the octopus" in app.error
    assert [list(s) for s in app.sides] == before
    with pytest.raises(Exception):
        widgets.score_checker(left=[(1, "red", "red")] * 6)


# ============================================================================ previews, apps

def test_previews_are_static_first_screens():
    """The site's pictures before Python starts: the apps' first screens, without controls,
    with the library's card pictures and no Python repr."""
    for make, fresh in ((widgets.pay_preview, lambda: widgets.pay_for_card(seed=2026)),
                        (widgets.reef_preview, widgets.reef_builder),
                        (widgets.checker_preview, widgets.score_checker)):
        html = make()
        assert html == make()  # deterministic
        for tag in ("<button", "<select", "<input", "<textarea"):
            assert tag not in html
        no_repr(html)
        app = fresh()
        assert app._status_body() in html and app._picture_body() in html
        assert "game-picture" in html and "<svg" in html
        check_pictures(app)
    pay = text(widgets.pay_preview())
    app = widgets.pay_for_card(seed=2026)
    assert f"Can you pay for {app.card.name}?" in pay and app.card.cost.describe() in pay
    reef = widgets.reef_preview()
    for c in widgets.reef_builder().left:
        assert c.name in text(reef)
    assert "Starting Card" in text(widgets.checker_preview())


def test_pictures_follow_the_picture_contract_through_a_game():
    app = widgets.pay_for_card(seed=3)
    for cost in EXAMPLE_COSTS:
        app.show_example(cost)
        check_pictures(app)
    r = widgets.reef_builder(seed=5)
    for card in list(r.left):
        r.place(card, "left" if card.id % 2 else "right", card.id % 3 == 0)
        check_pictures(r)
    assert r.pictures()[1:] == [] and r.hand.value == ""


@pytest.mark.parametrize("name, call", [("pay", "pay_for_card"), ("reef", "reef_builder"),
                                        ("checker", "score_checker")])
def test_app_notebooks_are_stored_without_outputs_and_run(name, call):
    nb = json.loads((ROOT / "apps" / "great_barrier_reef" / f"{name}.ipynb").read_text())
    cells = nb["cells"]
    assert len(cells) == 1 and cells[0]["cell_type"] == "code"
    assert cells[0]["outputs"] == [] and cells[0]["execution_count"] is None
    source = "".join(cells[0]["source"])
    assert f"from games_lib.great_barrier_reef.widgets import {call}" in source
    scope: dict = {}
    exec(compile(source.rsplit("\n", 1)[0], f"{name}.ipynb", "exec"), scope)
    app = next(v for v in scope.values() if isinstance(v, widgets.App))
    assert app.preview() == getattr(widgets, f"{name}_preview")()
