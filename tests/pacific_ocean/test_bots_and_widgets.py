"""Bots and drawings: they play legal games and only use games_lib's rules (the widgets: test_widgets.py)."""

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


def _parse(markup):
    """An SVG, or a picture's HTML with its inline SVGs, parsed as XML."""
    return xml.dom.minidom.parseString(f"<root>{markup}</root>")


def test_drawings_are_valid_svg_with_text_labels():
    """Cards, sanctuaries and positions draw themselves; icons carry letters, not colour alone."""
    for c in ANIMALS:
        doc = _parse(c._repr_svg_())
        texts = " ".join(t.firstChild.data for t in doc.getElementsByTagName("text") if t.firstChild)
        assert c.name in texts
        for i in c.icons:
            assert i.letter in texts.split()
        if c.provenance.value != "rulebook":  # said in its title, in a player's words (no tag by default)
            assert "The rulebook does not print all of this card" in c._repr_svg_()
    _parse(Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Mako Shark"])._repr_svg_())
    s = new_game(seed=1)
    for _ in range(9):
        s = s.apply(s.legal_actions()[0])
        _parse(s._repr_html_())
        _parse(s.view(0)._repr_html_())
        _parse(s.view(1)._repr_html_())
    _parse(gallery()._repr_html_())
    _parse(faces_gallery()._repr_html_())


def test_view_drawing_hides_the_hidden_card():
    s = new_game(seed=1)
    while s.phase != Phase.TAKE:
        s = s.apply(s.legal_actions()[0])
    hidden = s.offer[1].name
    assert hidden not in s.view(s.current_player)._repr_html_()
    assert hidden in s.view(1 - s.current_player)._repr_html_()
