"""Pictures for the people who read them: valid HTML with inline SVG, readable on a 390 px
phone (no text under 12 px, no SVG wider than 340 px), labelled for screen readers, in words a
child knows, hiding what a seat may not see, and with every number taken from the library."""

import re
import xml.dom.minidom

import pytest

from games_lib.core.testing import check_picture, picture_words

from games_lib.pacific_ocean import (
    ANIMALS,
    SANCTUARY_FACES,
    GreedyBot,
    Phase,
    RandomBot,
    Sanctuary,
    new_game,
    score,
    what_if,
)
from games_lib.pacific_ocean import draw
from games_lib.pacific_ocean.examples import emma_and_liam


# ----------------------------------------------------------------------------- helpers

def _parse(html):
    return xml.dom.minidom.parseString(f"<root>{html}</root>").documentElement


_words = picture_words


def _states(seed, bots):
    s = new_game(seed=seed)
    out = [s]
    while not s.is_terminal():
        s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        out.append(s)
    return out


GAMES = [_states(1, [GreedyBot(), GreedyBot()]), _states(5, [RandomBot(seed=1), GreedyBot()])]


def _jelly_pair():
    mine = Sanctuary("Dolphin", icons=["Tiger Shark"], conditions=["Jellyfish"])
    theirs = Sanctuary("Nautilus", icons=["Whale Shark"], conditions=["Stingray", "Mako Shark"])
    return mine, theirs


def _pictures():
    emma, liam = emma_and_liam()
    mine, theirs = _jelly_pair()
    pics = [("card " + c.name, draw.card_picture(c)) for c in ANIMALS]
    pics += [("face " + f.name, draw.face_picture(f)) for f in SANCTUARY_FACES]
    pics += [("gallery", draw.gallery()), ("gallery of 3", draw.gallery(["Sea Star", "Octopus", "Narwhal"])),
             ("faces", draw.faces_gallery()), ("legend", draw.icon_legend()),
             ("sanctuary", draw.sanctuary_picture(theirs, "Player 2")),
             ("sanctuary scored", draw.sanctuary_picture(mine, "You", score(mine, theirs))),
             ("counts only", draw.sanctuary_picture(emma, "Emma", score(emma, liam))),
             ("tuck", draw.tuck_picture()), ("sets", draw.sets_picture()),
             ("jellyfish", draw.jellyfish_picture(mine, theirs)),
             ("no jellyfish", draw.jellyfish_picture(theirs, mine)),
             ("emma and liam", draw.emma_and_liam_picture())]
    for g, states in enumerate(GAMES):
        for k, s in enumerate(states):
            for seat in (None, 0, 1):
                pics.append((f"board {g}/{k}/{seat}", draw.board(s.view(seat))))
    return pics


PICTURES = _pictures()
IDS = [name for name, _ in PICTURES]


# ----------------------------------------------------------------------------- every picture

@pytest.mark.parametrize("name,pic", PICTURES, ids=IDS)
def test_picture_is_labelled_html_readable_on_a_phone(name, pic):
    """Valid XML; one labelled wrapper; inline SVGs hidden from screen readers (the label says
    it all); every text >= 12 px; every SVG <= 340 px wide; words a child knows."""
    assert check_picture(pic, banned=("seat", "player 0", "step:", "place-kept", "place-taken")) == [], name


@pytest.mark.parametrize("name,pic", PICTURES, ids=IDS)
def test_text_contrast_is_aa_on_the_light_shapes(name, pic):
    """Dark text on every light shape the SVGs draw, white letters on every dark icon or card
    back: contrast >= 4.5:1 (WCAG AA), whatever the page theme."""
    root = _parse(pic._repr_html_())
    fills = {n.getAttribute("fill") for tag in ("rect", "circle", "polygon")
             for n in root.getElementsByTagName(tag)} - {"none", ""}
    light = {f for f in fills if _lum(f) > 0.5}
    dark_icons = {n.getAttribute("fill") for tag in ("circle", "polygon") for n in root.getElementsByTagName(tag)}
    dark_icons |= {"#2c5282"}  # card backs
    for t in root.getElementsByTagName("text"):
        fill = t.getAttribute("fill")
        if fill == "#fff":
            for bg in dark_icons:
                assert _contrast(fill, bg) >= 4.5, (name, bg)
        else:
            for bg in light:
                assert _contrast(fill, bg) >= 4.5, (name, fill, bg)


def _lum(h):
    h = h.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    rgb = [int(h[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def _contrast(a, b):
    hi, lo = sorted((_lum(a), _lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


# ----------------------------------------------------------------------------- single pieces

def test_cards_are_one_svg_with_letters_and_provenance():
    """A card is one SVG (useful to Jupyter) and HTML (what the site shows); icons carry letters."""
    for c in ANIMALS:
        pic = draw.card_picture(c)
        assert pic._repr_svg_() == draw.card_svg(c) == c._repr_svg_()
        assert 'role="img"' in pic.svg and "<title>" in pic.svg
        assert c._repr_html_() == pic._repr_html_()
        texts = _words(_parse(pic._repr_html_()))
        assert c.name.split()[0] in texts
        for i in c.icons:
            assert i.letter in texts.split()
        if c.provenance.value != "rulebook":  # said once, under the card, in a child's words
            assert "The rulebook does not print all of this card" in texts
            assert "The rulebook does not print all of this card" in pic.alt
        else:
            assert "rulebook does not print" not in pic.alt
        assert "illustrative" not in pic._repr_html_() and "inferred" not in pic._repr_html_()
        assert c.name in pic.alt and c.condition.text in pic.alt


def _tags(pic):
    return re.findall(r'rx="9" fill="#fff"[^>]*/><text [^>]*>([^<]+)</text>', pic._repr_html_())


def test_only_the_cards_that_differ_are_tagged_and_the_note_says_why():
    """The 16 cards: 11 printed in full, so the 5 others are tagged ("our example", "worked
    out"), once each, and one note says what the tags mean; provenance=True tags them for a card
    sheet with no note."""
    pic = draw.gallery()
    odd = [c for c in ANIMALS if c.provenance.value != "rulebook"]
    assert sorted(_tags(pic)) == sorted({"illustrative": "our example", "inferred": "worked out"}[c.provenance.value]
                                        for c in odd)
    words = _words(_parse(pic._repr_html_()))
    assert words.count('marked "our example"') == 1 and words.count('marked "worked out"') == 1
    assert "illustrative" not in pic._repr_html_()
    sheet = draw.gallery(provenance=True)
    assert sorted(_tags(sheet)) == sorted(_tags(pic)) and "does not print" not in sheet.alt
    assert "our example" in draw.card_svg("Octopus", provenance=True)
    assert "our example" not in draw.card_svg("Octopus")
    # the odd ones are the printed cards among ours, too
    few = draw.gallery(["Octopus", "Beluga Whale", "Sea Star"])
    assert _tags(few) == [] and "The rulebook does not print all of Octopus and Beluga Whale" in few.alt


def test_faces_say_their_pairing_is_our_own_example_once():
    pic = draw.faces_gallery()
    words = _words(_parse(pic._repr_html_()))
    assert "our own example" in pic.alt and words.count("our own example") == 1
    assert "illustrative" not in pic._repr_html_() and _tags(pic) == []
    assert len(_tags(draw.faces_gallery(provenance=True))) == 4
    for f in SANCTUARY_FACES:
        assert f.name in pic.alt
        assert "our own example" in draw.face_picture(f).alt
    assert pic._repr_svg_() is None  # a composition: notebooks store only its HTML


def test_legend_has_the_seven_symbols_of_the_rulebook():
    alt = draw.icon_legend().alt
    for name in ("Size", "Danger", "Grace", "Ranking Point", "Opponent", "Card with a visible condition",
                 "Card with visible icons"):
        assert name in alt


def test_sanctuary_label_names_face_counts_and_points():
    mine, theirs = _jelly_pair()
    b = score(theirs, mine)
    pic = draw.sanctuary_picture(theirs, breakdown=b)
    assert pic.alt.startswith("Nautilus sanctuary: 3 Size, 1 Danger, 1 Grace")
    assert "Mako Shark (scores 3)" in pic.alt and f"total {b.total:g} Ranking Points" in pic.alt
    texts = _words(_parse(pic._repr_html_()))
    assert f"Total: {b.total:g} Ranking Points" in texts
    assert Sanctuary("Nautilus")._repr_html_() == draw.sanctuary_picture(Sanctuary("Nautilus"))._repr_html_()


def test_sanctuary_known_only_by_counts_shows_badges_not_cards():
    """The rulebook's example gives counts, not cards: the picture shows the counts as badges
    and the condition cards, and no icon card."""
    emma, liam = emma_and_liam()
    pic = draw.sanctuary_picture(emma, "Emma", score(emma, liam))
    assert "5 Size, 1 Danger, 0 Grace, 3 cards showing icons" in pic.alt
    texts = _words(_parse(pic._repr_html_()))
    for s in ("5 Size", "1 Danger", "0 Grace", "3 cards showing icons", "Total: 14 Ranking Points"):
        assert s in texts
    assert "Sanctuary card" not in texts  # no face drawn: it is not known


def test_emma_and_liam_numbers_come_from_the_library():
    emma, liam = emma_and_liam()
    pic = draw.emma_and_liam_picture()
    assert "Liam wins, 17 to 14." in pic.alt
    texts = _words(_parse(pic._repr_html_()))
    for line in score(emma, liam).lines + score(liam, emma).lines:
        assert line.label in texts and f"{line.points:g} points" in texts
    assert "copies Stingray" in texts


def test_jellyfish_points_at_the_card_it_copies():
    mine, theirs = _jelly_pair()
    line = next(ln for ln in score(mine, theirs).lines if ln.source.name == "Jellyfish")
    pic = draw.jellyfish_picture(mine, theirs)
    assert line.via.name == "Stingray"
    assert f"copies {line.via.name}" in pic.alt and f"{line.points:g} point" in pic.alt
    texts = _words(_parse(pic._repr_html_()))
    assert "copied by the Jellyfish" in texts and f"copies {line.via.name}" in texts


def test_explanations_say_what_they_show():
    tuck = draw.tuck_picture()
    assert "Option A" in tuck.alt and "top" in tuck.alt and "Option B" in tuck.alt and "bottom" in tuck.alt
    sets = draw.sets_picture()
    assert "3 Size and 2 Danger make 2 Size/Danger pairs" in sets.alt
    assert tuck._repr_svg_() is None and sets._repr_svg_() is None  # HTML only: no duplicate


# ----------------------------------------------------------------------------- the board

def _take_states():
    return [s for states in GAMES for s in states if s.phase is Phase.TAKE]


def test_board_hides_the_face_down_card_from_the_taker():
    """§2: the face-down card is seen only by the player who offered it."""
    for s in _take_states():
        hidden = s.offer[1].name
        taker = s.current_player
        assert hidden not in draw.board(s.view(taker))._repr_html_()
        assert hidden not in s.view(taker)._repr_html_()
        assert hidden in draw.board(s.view(1 - taker))._repr_html_()
        assert "Face down (hidden)" in _words(_parse(draw.board(s.view(taker))._repr_html_()))


def test_board_what_ifs_are_the_library_s():
    """Every card in hand and in the offer shows what_if(mine, theirs, card) for the viewer."""
    checked = 0
    for states in GAMES:
        for s in states:
            for seat in (0, 1):
                v = s.view(seat)
                root = _parse(draw.board(v)._repr_html_())
                for div in root.getElementsByTagName("div"):
                    if div.getAttribute("class") != "gp-whatif":
                        continue
                    c = div.getAttribute("data-card")
                    w = what_if(v.sanctuaries[seat], v.sanctuaries[1 - seat], c)
                    assert float(div.getAttribute("data-as-icons")) == w.as_icons
                    assert float(div.getAttribute("data-as-condition")) == w.as_condition
                    assert float(div.getAttribute("data-condition")) == w.condition
                    assert f"as icons {w.as_icons:g}".replace("-", "\u2212") in draw.board(v).alt
                    checked += 1
                if v.phase in (Phase.OFFER, Phase.TAKE):
                    shown = {d.getAttribute("data-card") for d in root.getElementsByTagName("div")
                             if d.getAttribute("class") == "gp-whatif"}
                    assert {c.name for c in v.hand} <= shown
                    if v.phase is Phase.TAKE:
                        assert v.offer_up.name in shown
    assert checked > 50


def test_board_words():
    states = GAMES[0]
    offer = next(s for s in states if s.phase is Phase.OFFER and s.turn == 1)
    p = offer.current_player
    assert draw.board(offer.view(None)).alt.startswith(
        f"Pacific Ocean position. Turn 2 of 6 \u2014 Player {p + 1} offers two cards.")
    assert "Turn 2 of 6 \u2014 You offer two cards" in draw.board(offer.view(p)).alt
    names = ["You", "You"]
    names[p] = "The bot"
    assert "Turn 2 of 6 \u2014 The bot offers two cards" in draw.board(offer.view(1 - p), names).alt
    assert f"Turn 2 of 6 \u2014 Player {p + 1} offers two cards" in draw.board(offer.view(1 - p)).alt
    names = ["The bot", "The bot"]
    names[p] = "You"
    mine = draw.board(offer.view(p), names)
    assert "Your hand" in mine.alt and "The bot's hand: " in mine.alt
    side = states[0]
    text = _words(_parse(draw.board(side.view(0))._repr_html_()))
    assert "dealt once both sides are chosen" in text
    for f in SANCTUARY_FACES:
        if f.card == side.sanctuary_cards[0]:
            assert f.name in text
    end = states[-1]
    o = end.outcome()
    w = o.winner
    hi, lo = max(o.scores), min(o.scores)
    expect = f"Player {w + 1} wins {hi:g} to {lo:g}" if hi != lo else "Player"
    assert expect in draw.board(end.view(None)).alt
    a, b = end.sanctuaries
    assert f"Total: {score(a, b).total:g} Ranking Points" in _words(_parse(end._repr_html_()))


def test_positions_are_html_pictures_named_per_seat():
    """Positions and galleries are HTML only (no SVG copy); a view draws with ``You`` for its
    seat and ``Player N`` for the other, as draw.board(view, names) with one name per seat."""
    s = GAMES[0][8]
    v = s.view(0)
    assert not hasattr(s, "_repr_svg_") and not hasattr(v, "_repr_svg_")
    assert draw.gallery()._repr_svg_() is None
    assert draw.board(v)._repr_svg_() is None
    assert v._repr_html_() == draw.board(v, ["You", "Player 2"])._repr_html_()
    assert "The bot" in draw.board(v, ["You", "The bot"]).alt
    assert re.search(r"Turn \d of 6", s._repr_html_())
    assert draw.card_table().rows and len(draw.gallery().alt) > 100
