"""check_picture (games_lib.core.testing) finds what makes a drawing unreadable: negative controls."""

from games_lib.core.draw import Picture
from games_lib.core.svg import svg, text
from games_lib.core.testing import check_picture

ALT = "a test card: one Size icon and its name"


def test_a_readable_picture_passes():
    """A labelled picture of one small SVG with 12 px text has nothing wrong."""
    assert check_picture(Picture(svg(200, 50, text(5, 20, "Dolphin")), ALT)) == []


def test_each_fault_is_found():
    """Small text, a wide SVG, a file name as label and an engine word are each reported."""
    assert any("text under" in p for p in check_picture(Picture(svg(200, 50, text(5, 20, "x", size=8)), ALT)))
    assert any("px wide" in p for p in check_picture(Picture(svg(700, 50, text(5, 20, "x")), ALT)))
    assert any("aria-label" in p for p in check_picture(Picture(svg(200, 50, text(5, 20, "x")), "card.svg")))
    assert check_picture(Picture(svg(200, 50, text(5, 20, "seat 0 offers")), ALT)) == ["says 'seat'"]
