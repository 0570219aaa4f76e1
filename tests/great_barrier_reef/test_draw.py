"""Pictures for the people who read them: valid HTML with inline SVG, readable on a 390 px
phone (no text under 12 px, no SVG wider than 340 px), labelled in words, every colour drawn as
a shape with its letter, provenance said once per picture (a tag only on a card that differs,
every card tagged on request for the card sheet), costs said in words or icons (never "1O 2K"),
reefs drawn as one row that never reflows, and a board that never shows a player's hand to another."""

import re
import xml.dom.minidom

import pytest

from games_lib.core.testing import check_picture, picture_words

from games_lib.great_barrier_reef import (
    CORAL,
    FAUNA,
    KINDS,
    STARTING_CARDS,
    GreedyBot,
    RandomBot,
    Reef,
    new_game,
    reef_score,
    score,
)
from games_lib.great_barrier_reef import draw


# ----------------------------------------------------------------------------- helpers

def _parse(html):
    return xml.dom.minidom.parseString(f"<root>{html}</root>").documentElement


_words = picture_words


def _texts(pic):
    return _words(_parse(pic._repr_html_()))


def _states(seed, n, max_states=400):
    s = new_game(seed, num_players=n)
    bots = [GreedyBot() if p % 2 == 0 else RandomBot(seed + p) for p in range(n)]
    out = [s]
    while not s.is_terminal() and len(out) < max_states:
        s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        out.append(s)
    return out


GAMES = {n: _states(n, n) for n in range(2, 6)}
EXAMPLE_ROW = [(0, "red", "blue"), (2, "yellow", "green"), (3, "green", "white"), "start"]
SAMPLE_REEF = Reef().add("Coral 1", "right").add("Coral 2", "left").add("Coral 9", "left", turned=True)


def _sample_states(states, k=6):
    """A few states spread over the game, the last one included."""
    step = max(1, len(states) // k)
    return states[::step] + [states[-1]]


def _pictures():
    pics = [(f"fauna {c.name}", draw.fauna_picture(c)) for c in (FAUNA[i * 13] for i in range(7))]
    pics += [(f"coral {c.name}", draw.coral_picture(c)) for c in CORAL]
    pics += [(f"start {c.name}", draw.starting_picture(c)) for c in STARTING_CARDS]
    pics += [("gallery", draw.gallery()), ("gallery mixed", draw.gallery(["Coral 22", "Octopus 1", STARTING_CARDS[0]])),
             ("legend", draw.colour_legend()), ("example", draw.reef_example_picture()),
             ("empty reef", draw.reef_picture(Reef())), ("reef", draw.reef_picture(SAMPLE_REEF)),
             ("plain reef", draw.reef_picture(EXAMPLE_ROW))]
    for n, states in GAMES.items():
        for k, s in enumerate(_sample_states(states)):
            for seat in (None, *range(n)):
                pics.append((f"board {n}p/{k}/{seat}", draw.board(s.view(seat))))
    return pics


PICTURES = _pictures()
IDS = [name for name, _ in PICTURES]


# ----------------------------------------------------------------------------- every picture

@pytest.mark.parametrize("name,pic", PICTURES, ids=IDS)
def test_picture_is_labelled_html_readable_on_a_phone(name, pic):
    """Valid, labelled, readable on a phone, in a reader's words (core.testing.check_picture)."""
    assert check_picture(pic, banned=("seat", "player 0", "none)", "phase.")) == [], name


# ----------------------------------------------------------------------------- cards

def test_cards_name_what_they_show_and_have_a_standalone_svg():
    c = CORAL.lookup("Coral 37")  # 4G 4K 2?
    pic = draw.coral_picture(c)
    assert 'role="img"' in pic.svg and "<title>" in pic.svg
    assert c._repr_html_() == pic._repr_html_()
    assert "Coral 37" in pic.alt and "3 points" in pic.alt and "4 green + 4 black + 2 question marks" in pic.alt
    words = _texts(pic).split()
    assert words.count("G") >= 4 and words.count("K") >= 4 and words.count("?") == 2
    a, b = c.icons
    assert f"{a} {a.letter} on the left" in pic.alt and f"{b} {b.letter} on the right" in pic.alt
    octo = draw.coral_picture("Coral 38")  # 1O 2R 2W
    assert _texts(octo).split().count("O") == 1 and "1 octopus" in octo.alt
    for f in (FAUNA[0], FAUNA[87]):
        assert f._repr_html_() == draw.fauna_picture(f)._repr_html_()
        assert f.colour.letter in _texts(draw.fauna_picture(f)).split()


def test_every_colour_appears_with_its_letter():
    legend = draw.colour_legend()
    words = _texts(legend)
    for c in KINDS:
        assert c.label in words and c.letter in words.split()
        assert f"{c.label}: letter {c.letter}" in legend.alt
    assert "?" in words.split() and "M" in words.split()
    # every coloured cost icon and bonus icon of every card is drawn with its letter
    for c in CORAL:
        letters = _texts(draw.coral_picture(c)).split()
        for col, k in zip(KINDS, c.cost.colours):
            if k:
                assert letters.count(col.letter) >= k, (c.name, col)
        for icon in c.icons:
            assert icon.letter in letters


def _tags(pic):
    """The words of the tags drawn on cards (a rounded label over a white pill)."""
    return re.findall(r'rx="9" fill="#fff"[^>]*/><text [^>]*>([^<]+)</text>', pic._repr_html_())


def test_unprinted_cards_say_so_once_in_a_child_s_words():
    """Provenance said once: a note under the picture, no tag on every card, no "illustrative"."""
    for c in CORAL:
        assert c.provenance.value != "rulebook"
        pic = draw.coral_picture(c)
        assert "our own example" in _texts(pic).lower() and "our own example" in pic.alt.lower()
        assert _tags(pic) == [] and "illustrative" not in pic._repr_html_()
    assert "costs what the rulebook's own example says" in draw.coral_picture("Coral 22").alt
    # where the page says it already (two pictures of one card side by side): no note
    quiet = draw.coral_picture("Coral 3", said_once=False)
    assert "our own example" not in _texts(quiet).lower() and "our own example" not in quiet.alt.lower()
    assert "our own example" not in draw.reef_picture(SAMPLE_REEF, said_once=False)._repr_html_().lower()
    for quiet in (draw.coral_cards_picture(["Coral 1", "Coral 22"], said_once=False), draw.gallery(said_once=False)):
        assert "our own example" not in quiet._repr_html_().lower() and "our own example" not in quiet.alt.lower()
        assert _tags(quiet)  # the card that differs keeps its tag
    for s in STARTING_CARDS:
        pic = draw.starting_picture(s)
        assert "We drew the Starting Card ourselves" in _texts(pic) and _tags(pic) == []
        assert s._repr_html_() == pic._repr_html_()
    for f in FAUNA:  # printed: nothing to say
        assert f.provenance.value == "rulebook"
        assert "example" not in draw.fauna_picture(f).alt and _tags(draw.fauna_picture(f)) == []
    reef = draw.reef_picture(SAMPLE_REEF)
    assert _texts(reef).count("Our own example cards") == 1 and _tags(reef) == []
    deck = draw.gallery()
    assert _texts(deck).count("Our own example cards") == 1
    assert "illustrative" not in deck._repr_html_() and "illustrative" not in deck.alt


def test_only_the_card_that_differs_is_tagged():
    """Among our own example cards, the four whose cost the rulebook's payment examples give are
    tagged, and the note says what the tag means; alone, such a card needs no tag."""
    deck = draw.gallery()
    inferred = [c.name for c in CORAL if c.cost_source.provenance.value == "inferred"]
    assert _tags(deck) == ["rulebook cost"] * len(inferred) == ["rulebook cost"] * 4
    assert 'The cards marked "rulebook cost" cost what' in _texts(deck)
    for name in inferred:
        assert f"{name} Coral Reef card" in deck.alt and "cost from the rulebook's example" in deck.alt
    mixed = draw.coral_cards_picture(["Coral 1", "Coral 22", "Coral 2"])
    assert _tags(mixed) == ["rulebook cost"] and 'The card marked "rulebook cost"' in mixed.alt
    assert _tags(draw.coral_picture("Coral 22")) == []


def test_every_card_can_carry_its_own_tag_for_the_card_sheet():
    """provenance=True: every unprinted card tagged (cards cut apart carry their own), no note."""
    deck = draw.gallery(provenance=True)
    assert len(_tags(deck)) == 51 and "Our own example" not in _texts(deck)
    assert set(_tags(deck)) == {"our example", "rulebook cost"}
    assert "our example" in draw.starting_svg(STARTING_CARDS[1], provenance=True)
    assert "rulebook cost" in draw.coral_svg("Coral 22", provenance=True)
    assert "our example" not in draw.coral_svg("Coral 1")
    # a standalone card says where its data comes from in its title
    assert "Our own example card" in draw.coral_svg("Coral 1")
    board = draw.board(GAMES[3][-1].view(None), provenance=True)
    assert _tags(board) and "Our own example" not in _texts(board)
    assert _tags(draw.reef_picture(SAMPLE_REEF, provenance=True)) == ["our example"] * 3  # 3 Coral Reef cards


def test_a_board_says_provenance_once():
    """A whole position: one note at the end, whatever the number of reefs and rows."""
    for n, states in GAMES.items():
        pic = draw.board(states[-1].view(None))
        words = _texts(pic)
        assert words.count("Our own example cards") == 1 and words.count("We drew the Starting Cards") == 1
        assert "illustrative" not in pic._repr_html_()


def test_costs_are_said_in_words_or_drawn_as_icons():
    """ "1O 2K" reads as "10 2K": a cost is never written in its letters, in a picture or its words."""
    octopus = next(c for c in CORAL if c.cost.octopus)
    assert draw.cost_words(octopus.cost).startswith("1 octopus + ")
    letters = re.compile(r"\b\d+[RWYGKBO?](\s|$|\))")
    for pic in (draw.coral_picture(octopus), draw.coral_cards_picture([octopus, "Coral 50"], show_cost=True),
                draw.board(GAMES[2][3].view(None)), draw.gallery([octopus])):
        assert not letters.search(pic.alt), pic.alt
        assert not letters.search(_texts(pic)), _texts(pic)
        assert octopus.cost.text not in pic._repr_html_() or pic is None
    assert draw.cost_words(octopus.cost) in draw.coral_picture(octopus).alt
    # the small card with its cost: one icon per cost icon, under the word "cost"
    small = draw._mini_coral_svg(octopus, show_cost=True)
    assert small.count("<title>Octopus") == octopus.cost.octopus and small.count("<title>") == octopus.cost.icons + 2
    assert ">cost<" in small


def test_the_clownfish_starting_card_is_marked():
    clown = draw.starting_picture(0)
    assert "clownfish" in clown.alt and "first turn" in clown.alt
    assert "Clownfish" in _texts(clown)
    for s in list(STARTING_CARDS)[1:]:
        pic = draw.starting_picture(s)
        assert "first turn" not in pic.alt and "Clownfish" not in _texts(pic)


def test_gallery_defaults_to_the_coral_deck_and_takes_any_card():
    g = draw.gallery()
    assert g.alt.startswith("51 cards:") and g._repr_svg_() is None
    mixed = draw.gallery(["Coral 22", "Octopus 1", STARTING_CARDS[0]])
    assert "Coral 22" in mixed.alt and "Octopus (joker) Fauna card" in mixed.alt and "Clownfish" in mixed.alt


# ----------------------------------------------------------------------------- reefs

def test_reef_example_is_the_library_s_score():
    b = reef_score(EXAMPLE_ROW)
    assert b.total == 6
    pic = draw.reef_example_picture()
    words = _texts(pic)
    assert "Total: 6 points" in words and "Total: 6 points" in pic.alt
    assert "rulebook" in pic.alt.lower()
    assert "a green match: +1 point and a green discount" in pic.alt
    assert "a white discount" in pic.alt and "no match" in pic.alt
    for line in b.lines:
        assert str(line) in words
    assert "+1 point" in words
    # provenance said once for the whole picture, in a child's words: the non-matching icons are ours
    assert words.count("our own example") == 1 and pic.alt.count("our own example") == 1
    assert "The red, blue and yellow icons are our own example colours" in pic.alt
    assert "illustrative" not in pic._repr_html_()


def _frames(pic):
    root = _parse(pic._repr_html_())
    return [d for d in root.getElementsByTagName("div") if d.getAttribute("class") == "gp-fixed"]


def test_a_reef_is_one_row_that_never_reflows():
    """The cards that touch are the cards that score: a reef is one SVG in a frame that scrolls
    sideways (focusable, labelled), never a wrapping flex row; cards and links alternate left to
    right, all on one line (same y), in the reef's order."""
    for pic in (draw.reef_picture(SAMPLE_REEF), draw.reef_picture(SAMPLE_REEF, scores=False),
                draw.reef_example_picture()):
        (frame,) = _frames(pic)
        assert frame.getAttribute("data-layout") == "reef" and frame.getAttribute("tabindex") == "0"
        assert "overflow-x:auto" in frame.getAttribute("style")
        assert "flex-wrap" not in frame.toxml()
        pieces = [g for g in frame.getElementsByTagName("g") if g.getAttribute("class") == "gp-piece"]
        xs_ys = [tuple(map(float, re.match(r"translate\(([-0-9.]+),([-0-9.]+)\)", g.getAttribute("transform")).groups()))
                 for g in pieces]
        assert len({y for _, y in xs_ys}) == 1
        assert [x for x, _ in xs_ys] == sorted(x for x, _ in xs_ys) and len({x for x, _ in xs_ys}) == len(xs_ys)
    pieces = [g.getAttribute("data-kind") for g in _frames(draw.reef_picture(SAMPLE_REEF))[0].getElementsByTagName("g")
              if g.getAttribute("class") == "gp-piece"]
    assert pieces == ["card", "link"] * (len(pieces) // 2) + ["card"]
    # the board's reefs are rows too, one per player
    n = 4
    assert len(_frames(draw.board(GAMES[n][-1].view(None)))) == n


def test_reef_picture_draws_each_pair_between_neighbours():
    b = score(SAMPLE_REEF)
    pic = draw.reef_picture(SAMPLE_REEF)
    assert SAMPLE_REEF._repr_html_() == pic._repr_html_()
    assert f"Total: {draw._pts(b.total)}" in pic.alt
    items = SAMPLE_REEF.row()
    # one link between each two neighbours, cards in the reef's order
    assert pic.alt.count("; ") >= 2 * len(items) - 2
    names = [it[0].name for it in items if it != "start"]
    pos = [pic.alt.index(n + " (") for n in names]
    assert pos == sorted(pos)
    assert "turned" in pic.alt
    empty = draw.reef_picture(Reef())
    assert "Total: 0 points" in empty.alt and "Discounts: none" in empty.alt


def test_variant_1_matches_give_no_point():
    row = [(1, "red", "green"), (1, "green", "blue"), "start"]
    pic = draw.reef_picture(row, reef_score(row, match_points=False))
    assert "Total: 2 points" in pic.alt and "no point" in _texts(pic)


# ----------------------------------------------------------------------------- the board

def _coral_names(ids):
    return [CORAL[c].name for c in ids]


def _has_name(html, name):
    return re.search(re.escape(name) + r"(?!\d)", html) is not None


@pytest.mark.parametrize("n", sorted(GAMES))
def test_board_never_shows_another_player_s_hand(n):
    checked = 0
    states = GAMES[n]
    for s in states[::5] + [states[-1]]:
        for seat in range(n):
            v = s.view(seat)
            pic = draw.board(v)
            html = pic._repr_html_()
            root = _parse(html)
            hands = [d for d in root.getElementsByTagName("div") if d.getAttribute("class") == "gbr-hand"]
            assert [d.getAttribute("data-seat") for d in hands] == [str(seat)]
            for q in range(n):
                if q == seat:
                    continue
                for name in [c.name for c in s.coral_hand(q)]:
                    assert not _has_name(html, name), (n, seat, q, name)
                    checked += 1
                assert f"Player {q + 1}'s hand" not in pic.alt
            for name in [c.name for c in s.coral_hand(seat)]:
                assert _has_name(html, name)
    assert checked > 0


@pytest.mark.parametrize("n", sorted(GAMES))
def test_board_words(n):
    states = GAMES[n]
    s = states[0]
    p = s.current_player
    pic = draw.board(s.view(None))
    assert pic.alt.startswith(f"Great Barrier Reef position. Turn 1 \u2014 Player {p + 1} draws or plays a card.")
    assert s._repr_html_() == pic._repr_html_()
    v = s.view(0)
    assert v._repr_html_() == draw.board(v)._repr_html_()
    assert "You are Player 1" in draw.board(v).alt
    words = _texts(pic)
    assert f"Fauna deck: {s.fauna_deck_size} cards" in words
    assert f"Coral Reef deck: {s.coral_deck_size} cards" in words
    for q in range(n):
        assert f"Player {q + 1}" in words
        assert f"{len(s.coral_hand(q))} Coral Reef card" in pic.alt
    for c in s.coral_row:
        assert c.name in pic.alt
    named = draw.board(s.view(None), names=[f"Ann{k}" for k in range(n)])
    assert f"Ann{p} draws or plays a card" in named.alt
    pay = next((x for x in states if x.phase.name == "PAY"), None)
    if pay is not None:
        assert f"pays for {CORAL[pay.playing.card].name}" in draw.board(pay.view(None)).alt
    end = states[-1]
    if end.is_terminal():
        o = end.outcome()
        alt = draw.board(end.view(None)).alt
        assert "Game over" in alt
        assert " and ".join(f"Player {w + 1}" for w in o.winners) in alt
        for q in range(n):
            assert f"{end.scores()[q].total:g} point" in alt


def test_board_reefs_show_points_and_discounts_from_the_library():
    s = next(x for x in reversed(GAMES[3]) if any(x.reef(q).cards for q in range(x.num_players)))
    pic = draw.board(s.view(1))
    for q in range(3):
        r = s.reef(q)
        assert f"Player {q + 1}{' (you)' if q == 1 else ''}: reef of {r.cards} Coral Reef card" in pic.alt
        assert f"{r.points()} point" in pic.alt
        assert f"Total: {draw._pts(score(r).total)}" in pic.alt


# ------------------------------------------------------------------ public hand and reef drawings

def test_hand_picture_and_coral_cards_picture_keep_the_picture_contract():
    """Fauna Cards, Coral Reef Cards: a hand drawn as small cards with counts, Coral Reef cards
    drawn small; labelled in words, readable on a phone."""
    from games_lib.great_barrier_reef import hand_picture, coral_cards_picture

    for pic in (hand_picture({"red": 2, "octopus": 1}),
                hand_picture((0, 0, 0, 0, 1, 0), "Your discounts"),
                coral_cards_picture(["Coral 1", "Coral 2"], "Cards to place"),
                coral_cards_picture(["Coral 3"], show_cost=True)):
        assert check_picture(pic) == []
    assert hand_picture({"red": 2, "octopus": 1}).alt == "Your hand: 2 red (R) + 1 octopus (O)"
    assert "× 2" in hand_picture({"red": 2}).html
    assert hand_picture((0,) * 7, "Ben's hand").alt == "Ben's hand: no cards"
    assert hand_picture((0, 0, 0, 0, 1, 0), "Your discounts").alt == "Your discounts: 1 black (K)"


def test_reef_picture_without_scores_gives_no_answer_away():
    """Action 2: a reef drawn with its cards only (scores=False): no match, point total or discount."""
    from games_lib.great_barrier_reef import Reef

    r = Reef().add("Coral 1", "right").add("Coral 2", "left", True)
    for reef in (r, EXAMPLE_ROW):
        pic = draw.reef_picture(reef, label="Ana's reef", scores=False)
        assert check_picture(pic) == []
        assert "Total" not in pic.alt and "Discount" not in pic.alt and "match" not in pic.alt
        assert pic.alt.startswith("Ana's reef, from left to right: ") and "Starting Card" in pic.alt
    assert "turned" in draw.reef_picture(r, scores=False).alt
