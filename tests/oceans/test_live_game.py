"""The Oceans live game shows only what the engine holds, after every click.

* Playing the Game: your turn is Phase 1 (a card: a new species, a trait, or a migration; two in
  the Cambrian; traits removed if you like), Phase 2 (feed one species; a Tentacled one may feed
  again), overpopulation (you put the excess away), Phase 4 (discard, draw to six). The controls
  offer exactly the legal actions of your view, and no control plays an action the engine
  would refuse.
* Hidden information (Player Screens): the board is ``draw.table_picture(state.view(you),
  names)``; the bots' hands and score piles never show, nor in the log.
* End of Game: at the end the status says ``state.outcome()``'s winners and why, with each
  player's itemised score.
* Random clicks (seeded games) never raise and never disagree with the engine.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest

W = pytest.importorskip("ipywidgets")

from games_lib.core import GameError  # noqa: E402
from games_lib.core.widgets import accessible_name, controls  # noqa: E402
from games_lib.oceans import SURFACE, draw, new_game  # noqa: E402
from games_lib.oceans import live_game  # noqa: E402
from games_lib.oceans.actions import Discard, Done, Evolve, Migrate, New, Place, Remove  # noqa: E402
from games_lib.oceans.state import Phase  # noqa: E402


def text(html: str) -> str:
    html = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    html = re.sub(r"<title>.*?</title>", " ", html, flags=re.S)
    return re.sub(r"\s+", " ", unescape(re.sub(r"<[^>]+>", " ", html)))


def buttons(g):
    return [w for w in controls(g.controls) if isinstance(w, W.Button) and not w.disabled]


def replayed(g):
    s = new_game(g.seed, num_players=g.num_bots + 1)
    for a in g.history:
        assert a in s.legal_actions()
        s = s.apply(a)
    return s


def reachable(g) -> set:
    """Every action a reader can play from the controls now: the buttons, and the choices of
    each drop-down (every card, and every way to play it)."""
    found = {a for b, a in g.shown.items() if b not in (g.play_button, g.remove_button, g.feed_button)}
    kids = g.controls.children
    if g.card_pick in kids:
        keep = g.card_pick.value
        for _, card in g.card_pick.options:
            g.card_pick.value = card
            found.update(v for _, v in g.how_pick.options)
        g.card_pick.value = keep
    for pick in (g.remove_pick, g.feed_pick):
        if pick in kids:
            found.update(v for _, v in pick.options)
    return found


def drawn_once(g, view):
    """The Ocean and your hand are each drawn once: beside your choices when they go with them
    (feeding: the Ocean; playing or discarding: your hand), else on the board."""
    ocean = ">The Reef and the Ocean</p>"  # the Ocean picture's heading
    assert ocean in draw.ocean_picture(view).inner_html()
    assert (g.board.value + g.extra.value).count(ocean) == 1
    hand = view.hands[g.you]
    if not g.is_over() and hand:
        assert ("Your hand" in g.extra.value) != ("Your hand" in g.board.value)


def check(g, full=False):
    """What the app shows equals what the engine holds."""
    s = g.state
    assert g.is_over() or s.current_player == g.you
    view = s.view(g.you)
    if full:
        assert s == replayed(g)
        board = draw.table_picture(view, g.names, ocean=g.beside != "ocean", hand=g.beside != "hand")
        assert g.board.value.endswith(board._repr_html_() + "</div>")
        drawn_once(g, view)
    legal = set(g.legal())
    for b, a in g.shown.items():
        assert a in legal, (b.description, a)
        assert b in controls(g.controls)
    shown = text(g.status.value)
    if g.is_over():
        assert g.GAME_OVER in shown and g.result_words() in shown
        assert not g.controls.children
    else:
        assert controls(g.controls), "your turn offers no control"
        assert shown.startswith(f" Turn {s.turn + 1}: your turn.")
    assert "Everything is shown" not in g.board.value


def test_a_whole_game_through_the_controls():
    """A whole game played by clicking the app's own controls, to the end, then a new game."""
    g = live_game.play_against(bots=2, bot="greedy", seed=11)
    rng = random.Random(2)
    clicks = 0
    while not g.is_over():
        check(g, full=clicks % 25 == 0)
        for pick in (g.card_pick, g.how_pick, g.feed_pick):
            if pick in g.controls.children and rng.random() < 0.5:
                pick.value = rng.choice([v for _, v in pick.options])
        before = len(g.history)
        rng.choice(buttons(g)).click()
        assert len(g.history) > before, g.error
        clicks += 1
        assert clicks < 3000
    check(g, full=True)
    assert "The final round is over: the game ends." in g.events
    for p in range(g.state.num_players):
        assert g.state.score_breakdown(p)._repr_html_() in g.status.value
    g.bots_pick.value = 1
    g.bot_pick.value = "random"
    g.new_button.click()
    assert (g.seed, g.num_bots, g.bot_name, g.state.num_players) == (12, 1, "random", 2)
    assert "against 1 random bot" in g.events[0]
    check(g, full=True)


def test_the_ocean_and_your_hand_are_drawn_once():
    """Beside the feeding choices the app draws the Ocean, beside the card choices your hand; the
    board below then leaves that part out, so a phone's reader scrolls past each only once
    (a refused click and the bots' turns keep it so)."""
    g = live_game.play_against(bots=1, bot="random", seed=4)
    seen = set()
    rng = random.Random(4)
    while not g.is_over() and len(seen) < 2:
        drawn_once(g, g.state.view(g.you))
        if g.beside:
            seen.add(g.beside)
        rng.choice(buttons(g)).click()
    assert seen == {"ocean", "hand"}
    assert "The Reef and the Ocean" in draw.table_picture(g.state.view(g.you), g.names).alt


def test_every_legal_action_is_reachable_from_the_controls():
    kinds = set()
    for seed in range(3):
        g = live_game.play_against(bots=1 + seed % 3, bot="random", seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if g.is_over():
                break
            legal = g.legal()
            got = reachable(g)
            assert got == set(legal)
            kinds.update(type(a).__name__ for a in legal)
            g.act(rng.choice(legal))
    assert {"New", "Evolve", "Migrate", "Forage", "Discard", "Done"} <= kinds


def test_random_clicks_never_raise_nor_disagree():
    finished = played = 0
    for seq in range(6):
        rng = random.Random(seq)
        g = live_game.play_against(bots=rng.randint(1, 3), bot=rng.choice(["greedy", "random"]),
                                   seed=rng.randrange(10_000))
        for i in range(60):
            if rng.random() < 0.03:
                g.bots_pick.value = rng.randint(1, 3)
                g.bot_pick.value = rng.choice(["greedy", "random"])
                g.new_button.click()
            else:
                for pick in (g.card_pick, g.how_pick, g.remove_pick, g.feed_pick):
                    if pick in g.controls.children and rng.random() < 0.4:
                        pick.value = rng.choice([v for _, v in pick.options])
                bs = buttons(g)
                if bs:
                    rng.choice(bs).click()
            check(g, full=i % 20 == 0)
            if g.is_over():
                finished += 1
                g.new_button.click()
        played += len(g.history)
    assert played > 0


def test_what_you_see_never_holds_a_bots_hand_or_pile():
    """Player Screens keep the scores hidden; hands are secret: the board and the log say only
    what seat 0 may know."""
    g = live_game.play_against(bots=2, bot="greedy", seed=3)
    rng = random.Random(3)
    for _ in range(60):
        if g.is_over():
            break
        g.act(rng.choice(g.legal()))
    s = g.state
    board = text(g.board.value)
    assert board.count("score pile hidden behind the screen") == 2
    assert "Player 2 (bot)'s hand" not in board
    for p in (1, 2):
        unplayed = [SURFACE[x].name for x in s.hands[p]]
        log = " ".join(g.events)
        # a bot's card is named only once played or discarded (face up)
        for name in unplayed:
            if name in log:
                assert any(name in e and ("discard" in e or "plays" in e) for e in g.events)


def test_you_draw_your_own_cards_by_name_a_bot_only_by_count():
    g = live_game.play_against(bots=1, bot="random", seed=8)
    while not g.is_over():
        legal = g.legal()
        done = [a for a in legal if type(a) is Done and g.state.step == Phase.DISCARD]
        if done:
            g.act(done[0])
            break
        g.act(legal[0])
    assert any(e.startswith("You draw ") and ":" in e for e in g.events)
    assert any(re.match(r"Player 2 \(bot\) draws \d+ cards?\.", e) for e in g.events)


def test_a_refused_move_shows_the_rule_and_changes_nothing():
    g = live_game.play_against(bots=1, bot="random", seed=4)
    before, n = g.state, len(g.history)
    not_mine = next(x for x in range(len(SURFACE)) if x not in g.state.hands[0])
    from games_lib.oceans.actions import EVOLVES, NEWS, MAX_POS
    assert g.your_decision()
    assert not g.act(NEWS[not_mine * MAX_POS])
    assert g.state is before and len(g.history) == n
    assert g.error.startswith("Not allowed") and "Phase 1: Playing Cards" in g.error
    assert "Not allowed" in text(g.message.value)
    assert not g.act(EVOLVES[0])
    assert g.state is before


class _FromPosition(live_game.PlayAgainst):
    """The live game started from a position in plain values (your species one short of the
    fishbones, your Phase 2)."""

    def new_state(self, seed):
        from games_lib.oceans import position
        return position([[("Speed", 9)], [("Inking", 3)]], reef=5, phase="feed", seed=seed)


def test_overpopulation_asks_you_where_the_excess_goes():
    """Overpopulation: a token on the fishbones; the owner puts the excess in the Reef or one
    Ocean zone, back to 5."""
    g = _FromPosition(1, "random", 0)
    (forage,) = g.legal()
    assert [b.description for b in buttons(g)] == ["Your species 1 forages: takes 1 from the Reef"]
    g.act(forage)
    assert "overpopulated" in text(g.status.value) and "5 extra tokens" in text(g.status.value)
    labels = [b.description for b in buttons(g)]
    assert labels == [f"Put the 5 extra tokens in {w}" for w in ("the Reef", "Ocean zone 1", "Ocean zone 2",
                                                                "Ocean zone 3")]
    assert all(type(a) is Place for a in g.shown.values())
    reef = g.state.reef
    buttons(g)[0].click()
    assert g.events[-1] != "" and any("put the 5 extra tokens of your species 1 in the Reef" in e for e in g.events)
    assert g.state.population(0) <= 5 and g.state.reef >= reef


def test_the_end_says_who_won_and_why():
    g = live_game.play_against(bots=1, bot="greedy", seed=21)
    while not g.is_over():
        g.act(g.legal()[0])
    o = g.state.outcome()
    words = g.result_words()
    assert words == live_game.result_words(g.state, 0)
    for p, total in enumerate(o.scores):
        assert f"Player {p + 1}" in words and f"{int(total)} point" in words
    assert words.startswith(("You win!", "You share the win!", "The bots win."))


def test_narrate_tells_cards_played_feeding_and_aging():
    s = new_game(5, num_players=2)
    a = next(x for x in s.legal_actions() if type(x) is New)
    after = s.apply(a)
    words = live_game.narrate(s, a, 0, after)
    assert words[0] == f"You play {SURFACE[a.card].trait.name} as a new species (species 1) as your first species."
    onlooker = live_game.narrate(s, a, 0, after, you=None)
    assert onlooker[0].startswith("Player 1 plays ")
    m = next(x for x in s.legal_actions() if type(x) is Migrate)
    told = live_game.narrate(s, m, 0, s.apply(m))
    assert told[0].startswith(f"You play {SURFACE[m.card].name} to migrate ")


def test_controls_are_named_and_reachable_by_keyboard():
    g = live_game.play_against(bots=2, seed=1)
    found = controls(g.widget)
    for w in found:
        assert isinstance(w, (W.Button, W.Dropdown)), type(w).__name__
        assert accessible_name(w)
    assert [type(w).__name__ for w in g.controls.children] == ["Dropdown", "Dropdown", "Button"]
    assert g.shown[g.play_button] == g.how_pick.value
    assert isinstance(g.how_pick.value, (New, Evolve, Migrate))
    rm = [a for a in g.legal() if type(a) in (Remove, Discard)]
    assert not rm  # the first turn: no species yet, nothing to discard yet


def test_settings_and_unknown_bots():
    with pytest.raises(GameError):
        live_game.play_against(bots=4)
    with pytest.raises(GameError):
        live_game.play_against(bots="x")
    with pytest.raises(GameError):
        live_game.play_against(bot="Kraken")


def test_preview_is_static_html_with_the_board():
    html = live_game.play_preview()
    assert html == live_game.play_preview()
    for tag in ("<button", "<select", "<input"):
        assert tag not in html
    assert "Oceans table" in html and "Play this card" in html


def test_app_notebook_is_stored_without_outputs_and_runs():
    import json
    from pathlib import Path
    nb = json.loads((Path(__file__).resolve().parents[2] / "apps" / "oceans" / "play.ipynb").read_text())
    (cell,) = nb["cells"]
    assert cell["outputs"] == [] and cell["execution_count"] is None
    source = "".join(cell["source"])
    assert "from games_lib.oceans.live_game import play_against" in source
    scope: dict = {}
    exec(compile(source.rsplit("\n", 1)[0], "play.ipynb", "exec"), scope)
    assert scope["game"].preview() == live_game.play_preview()
