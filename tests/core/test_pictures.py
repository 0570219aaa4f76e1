"""check_picture (games_lib.core.testing) finds what makes a drawing unreadable: negative controls."""

import re

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


# ----------------------------------------------------------------------------- fixed layouts

def _pieces(n=4, w=112):
    return [svg(w, 150, text(5, 20, f"Card {k}") + text(5, 40, "12 px words")) for k in range(n)]


def test_a_fixed_layout_is_one_svg_in_a_focusable_frame_that_scrolls():
    """A layout that carries a rule never reflows: one SVG (no flex-wrap), scaled down to the
    size at which its smallest text is READABLE_PX px, then scrolled in a focusable, labelled frame."""
    from games_lib.core.draw import READABLE_PX, fixed_layout

    html = fixed_layout(_pieces(), "four cards in a row, left to right", kinds=["card"] * 4)
    assert html.count("<svg") == 1 and "flex-wrap" not in html
    assert 'tabindex="0"' in html and 'role="img"' in html and "overflow-x:auto" in html
    assert 'aria-label="four cards in a row, left to right"' in html
    # 4 x 112 px, smallest text 12 px: never narrower than 448 * 11 / 12 px
    assert 'data-min-width="411"' in html and "min-width:411px" in html and "max-width:448px" in html
    assert 411 * 12 / 448 >= READABLE_PX
    xs = [int(x) for x in re.findall(r'translate\((\d+),0\)', html)]
    assert xs == [0, 112, 224, 336]
    grid = fixed_layout(_pieces(5, 100), "a grid", columns=2)
    assert re.findall(r'translate\(([\d.]+),([\d.]+)\)', grid) == [
        ("0", "0"), ("100", "0"), ("0", "150"), ("100", "150"), ("0", "300")]
    assert 'data-layout="grid"' in grid and 'width="200" height="450"' in grid


def test_a_picture_with_a_fixed_layout_is_a_figure_that_says_its_words_once():
    """A focusable frame may not sit inside role=img: the picture becomes a figure whose label
    says everything, its other words aria-hidden; check_picture accepts it and finds its faults."""
    from games_lib.core.draw import column, fixed_layout, para

    frame = fixed_layout(_pieces(), "four cards in a row, left to right")
    pic = Picture(alt=ALT, html=column(para("Ana's reef", bold=True), frame, para("Total: 3 points")))
    html = pic._repr_html_()
    assert 'role="figure"' in html and html.count('aria-hidden="true" class="gp-') == 2
    assert check_picture(pic) == []
    # a frame that does not scroll, or may shrink its text too far, is found
    stiff = Picture(alt=ALT, html=frame.replace("overflow-x:auto", "overflow-x:hidden"))
    assert any("focusable frame" in p for p in check_picture(stiff))
    # a frame whose width follows its row would push a live app's flex box wider than the screen
    wide = Picture(alt=ALT, html=frame.replace("contain:inline-size;", ""))
    assert any("focusable frame" in p for p in check_picture(wide))
    tiny = Picture(alt=ALT, html=re.sub(r"min-width:\d+px", "min-width:100px", frame))
    assert any("shrink its text" in p for p in check_picture(tiny))
    # words outside the frame read twice are found
    loud = Picture(alt=ALT, html=column(frame, '<p class="gp-other">Total: 3</p>'))
    assert any("read twice" in p for p in check_picture(loud))


def test_odd_ones_marks_only_what_differs():
    from games_lib.core.draw import odd_ones

    assert odd_ones(["ours"] * 3) == ("ours", frozenset())
    assert odd_ones(["printed", "ours", "printed"]) == ("printed", frozenset({1}))
