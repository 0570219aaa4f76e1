"""Open Ocean's pictures, for the people who read them: valid HTML with inline SVG, readable on a
390 px phone, labelled in words; every coral colour drawn with its letter and pattern; a reef
drawn as a grid whose geometry carries the rule (rows top to bottom, the Starter row at the
bottom over the sea floor, nothing below it; Building Your Reef, Reef Connection Rules); legal
and refused spaces marked as the engine says; the deck's provenance said once per picture; and a
board that never shows another player's hand or secret pick (Playing a Turn: PICK in secret)."""

import inspect
import re
import xml.dom.minidom

import pytest

from games_lib.core import GameError
from games_lib.core.testing import check_picture, picture_words
from games_lib.open_ocean import (COLOURS, GOALS, KINDS, GreedyBot, RandomBot, legal_cells, new_game, protected_cells,
                                  reef, score, why_not)
from games_lib.open_ocean import draw
from games_lib.open_ocean.cards import COLOUR_LETTERS, DECK

EXAMPLE = {(0, 0): "Blue Starter Coral", (1, 0): "Red Coral", (-1, 1): "Anemone", (0, 1): "Clownfish",
           (1, 1): "Clownfish", (0, 2): "Angelfish", (1, 2): "Loggerhead Sea Turtle", (2, 1): "Yellow Coral"}
NOTE = "Our own example deck"


def _parse(html):
    return xml.dom.minidom.parseString(f"<root>{html}</root>").documentElement


def _states(seed, n, limit=300):
    s = new_game(seed, num_players=n)
    bots = [GreedyBot() if p % 2 == 0 else RandomBot(seed + p) for p in range(n)]
    out = [s]
    while not s.is_terminal() and len(out) < limit:
        s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        out.append(s)
    return out


GAMES = {n: _states(n, n) for n in (2, 3, 5)}


def _spread(states, k=5):
    step = max(1, len(states) // k)
    return states[::step] + [states[-1]]


def _pictures():
    pics = [(f"card {k.name}", draw.card_picture(k.name)) for k in KINDS]
    pics += [("gallery", draw.gallery()), ("legend", draw.colour_legend()), ("goals", draw.goals_picture()),
             ("goal", draw.goal_picture(GOALS[0])), ("hand", draw.cards_picture(["Clownfish", "Shark"], "Your hand")),
("ocean", draw.ocean_picture(DECK[:8])),
             ("empty reef", draw.reef_picture({})), ("coral example", draw.coral_example_picture()),
             ("anemone example", draw.anemone_example_picture()), ("example", draw.reef_picture(EXAMPLE, score(EXAMPLE), label="Ana")),
             ("marked", draw.reef_picture(EXAMPLE, legal=legal_cells(EXAMPLE, "Clownfish"), refused=[(0, 3)],
                                          protected=True, highlight=(0, 2)))]
    for n, states in GAMES.items():
        for k, s in enumerate(_spread(states, 3)):
            for seat in (None, k % n):
                pics.append((f"board {n}p/{k}/{seat}", draw.board(s.view(seat), ["Ana", "Ben", "Cleo", "Dev", "Eli"])))
    return pics


PICTURES = _pictures()


@pytest.mark.parametrize("name, pic", PICTURES, ids=[n for n, _ in PICTURES])
def test_every_picture_follows_the_picture_contract(name, pic):
    assert check_picture(pic) == []


def _pieces(pic):
    """The grid's cells: (index, kind, the words in it), and the number of columns."""
    root = _parse(pic._repr_html_())
    frame = next(d for d in root.getElementsByTagName("div") if d.getAttribute("class") == "gp-fixed")
    assert frame.getAttribute("data-layout") == "reef-grid"
    svg_el = frame.getElementsByTagName("svg")[0]
    width = float(svg_el.getAttribute("width"))
    cols = round((width + 0) / draw.CELL_W)
    pieces = [(int(g.getAttribute("data-index")), g.getAttribute("data-kind"), picture_words(g))
              for g in frame.getElementsByTagName("g") if g.getAttribute("class") == "gp-piece"]
    return pieces, cols


def test_reef_grid_geometry_starter_row_at_the_bottom():
    """Building Your Reef: the Starter Coral is the sea floor. Each card is drawn in its own cell
    (rows top to bottom, columns left to right), the Starter row last, over "nothing below"."""
    r = reef(EXAMPLE)
    pic = draw.reef_picture(r)
    pieces, cols = _pieces(pic)
    left, right, top = draw.grid_extent(r)
    assert cols == right - left + 1 and len(pieces) == cols * (top + 1)
    for cell, card in r:
        index = (top - cell[1]) * cols + (cell[0] - left)
        i, kind, words = pieces[index]
        assert i == index and kind == "card"
        short = "Starter" if card.kind.group == "starter" else "Coral" if card.kind.group == "coral" else card.name.split()[0]
        assert short in words
    bottom = pieces[-cols:]
    assert all("nothing below" in w for _, _, w in bottom)
    assert not any("nothing below" in w for _, _, w in pieces[:-cols])
    assert sum(1 for _, k, _ in pieces if k == "card") == len(r)
    assert "nothing goes below this row" in pic.alt or "nothing goes below it" in pic.alt


def test_reef_alt_lists_the_cards_row_by_row_top_first():
    pic = draw.reef_picture(EXAMPLE, label="Ana's reef")
    alt = pic.alt
    assert alt.startswith("Ana's reef: a reef of 8 cards, drawn as a grid")
    rows = [alt.index("Row 2 up:"), alt.index("Row 1 up:"), alt.index("The Starter row (bottom; nothing goes below it)")]
    assert rows == sorted(rows)
    for cell, card in reef(EXAMPLE):
        assert f"{card.name} (" in alt
        assert draw.cell_words(cell) in alt


@pytest.mark.parametrize("card", ["Purple Coral", "Clownfish", "Angelfish", "Grouper", "Dolphin", "Shark"])
def test_legal_and_refused_marks_are_the_engines(card):
    """Reef Connection Rules: the cells marked "can go here" are legal_cells, no more; a refused
    cell is marked apart, and the words say both."""
    legal = legal_cells(EXAMPLE, card)
    refused = [c for c in [(0, 3), (-2, 0), (3, 0)] if why_not(EXAMPLE, card, c)]
    pic = draw.reef_picture(EXAMPLE, legal=legal, refused=refused, card=card)
    pieces, cols = _pieces(pic)
    assert sum(1 for _, k, _ in pieces if k == "legal") == len(legal)
    assert sum(1 for _, k, _ in pieces if k == "refused") == len(refused)
    assert all("can go here" in w for _, k, w in pieces if k == "legal")
    assert all("not here" in w for _, k, w in pieces if k == "refused")
    if legal:
        said = pic.alt.split(f"Can go here for the {card}: ")[1].split(".")[0]
        assert said.count(";") == len(legal) - 1
        for c in legal:
            assert draw.cell_words(c) in said
    if refused:
        assert f"Not here for the {card}: " in pic.alt


def test_protected_cells_are_the_anemones():
    """Anemone: the fish in the eight spaces around an anemone are protected."""
    pic = draw.reef_picture(EXAMPLE, protected=True)
    guarded = protected_cells(EXAMPLE)
    fish = [c for c, cd in reef(EXAMPLE) if c in guarded and cd.kind.placement == "fish"]
    assert fish and all(f"the {reef(EXAMPLE)[c].name} at {draw.cell_words(c)}" in pic.alt for c in fish)
    pieces, _ = _pieces(pic)
    assert sum(1 for _, k, w in pieces if k == "card" and "protected" in w) == len(fish)


def test_bad_marks_are_refused_in_words():
    with pytest.raises(GameError, match="cell"):
        draw.reef_picture(EXAMPLE, legal=[("a", 1)])
    with pytest.raises(GameError):
        draw.card_picture("Kraken")


def test_every_coral_colour_has_its_letter_and_pattern():
    """Colour is never the only signal: the letter and the pattern are drawn and said."""
    letters = set()
    for c in COLOURS:
        k = KINDS.lookup(f"{c.capitalize()} Coral")
        svg_text = draw.card_svg(k)
        words = picture_words(_parse(svg_text))
        assert COLOUR_LETTERS[c] in words.split()
        assert draw.PATTERNS[c] in svg_text
        assert f"{c} ({COLOUR_LETTERS[c]}, {draw.PATTERNS[c]})" in draw.card_picture(k).alt
        letters.add(COLOUR_LETTERS[c])
    assert len(letters) == len(COLOURS) and len(set(draw.PATTERNS.values())) == len(COLOURS)
    legend = draw.colour_legend().alt
    assert all(f"{c}: letter {COLOUR_LETTERS[c]}, {draw.PATTERNS[c]}" in legend for c in COLOURS)


def test_every_kind_says_placement_and_action_in_words():
    """The Cards: placement icon (surrounding / bordering) and action icon, in words too."""
    for k in KINDS:
        alt = draw.card_picture(k).alt
        assert k.name in alt and draw.action_words(k) in alt
        if k.placement == "sun":
            assert "surrounding" in alt
        elif k.placement in ("fish", "anywhere"):
            assert "bordering" in alt
        else:
            assert "Ocean" in alt
    assert len(draw.gallery().alt.split("; placement")) == len(KINDS) + 1


NO_DECK_NOTE = ("legend", "goal", "coral example", "anemone example")  # no card of the deck, or the rulebook's own


@pytest.mark.parametrize("name, pic", [(n, p) for n, p in PICTURES if not n.startswith(NO_DECK_NOTE)][:40] +
                         [(n, p) for n, p in PICTURES if n.startswith("board")][::7])
def test_provenance_is_said_once(name, pic):
    seen = picture_words(_parse(pic._repr_html_()))  # the words on screen (the label aside)
    if name.startswith(("empty", "board")) and NOTE not in seen:
        return
    assert seen.count(NOTE) == 1
    assert pic.alt.count(NOTE) == 1


def test_provenance_true_tags_every_card_and_drops_the_note():
    pic = draw.gallery(["Clownfish", "Red Coral", "Shark"], provenance=True)
    seen = picture_words(_parse(pic._repr_html_()))
    assert NOTE not in seen and NOTE not in pic.alt
    assert seen.count("our example") == 2 and seen.count("worked out") == 1  # fish points: Sun-1-2-3


@pytest.mark.parametrize("n", sorted(GAMES))
def test_board_never_draws_hidden_hands_or_picks(n):
    """Playing a Turn: hands are held face down, picks are made in secret. A seat's board draws
    the reefs, the Ocean and its own hand only: the other hands as how many cards they hold."""
    names = ["Ana", "Ben", "Cleo", "Dev", "Eli"][:n]
    for s in _spread(GAMES[n], 5):
        for seat in range(n):
            v = s.view(seat)
            pic = draw.board(v, names)
            html = pic._repr_html_()
            own = v.draft.hands[seat]
            goals = len({g for gs in v.goals if gs for g in gs}) if v.goal_mode == "public" else 0
            assert html.count('class="gp-fig"') == len(v.ocean) + len(own) + goals  # small cards drawn
            assert html.count('data-kind="card"') == sum(len(r) for r in v.reefs)
            for p in range(n):
                if p != seat:
                    assert f"{names[p]}'s hand" not in pic.alt and f"{names[p]}: reef" in pic.alt
                    held = v.draft.hands[p] if isinstance(v.draft.hands[p], int) else len(v.draft.hands[p])
                    assert f"Hand: {held} card" in pic.alt
                    if v.draft.picks[p] is not None and v.draft.revealed[p] is None:
                        assert f"{names[p]} has picked a card (hidden)" in pic.alt
            if v.draft.picks[seat] is not None and v.draft.revealed[seat] is None:
                assert f"{names[seat]} picked: {v.draft.picks[seat].name}" in pic.alt


def test_board_signature_and_names():
    assert list(inspect.signature(draw.board).parameters)[:2] == ["view", "names"]
    view = new_game(3).view(0)
    pic = draw.board(view, ["Ana", "Ben"])
    assert "Ana" in pic.alt and "Ben" in pic.alt and "Player 3" in pic.alt
    assert "First Player: Ana" in pic.alt


def test_board_at_the_end_says_the_result():
    end = GAMES[3][-1]
    assert end.is_terminal()
    alt = draw.board(end.view(None), ["Ana", "Ben", "Cleo"]).alt
    assert "Game over" in alt and ("wins." in alt or "share the win" in alt)
    for p, r in enumerate(end.reefs):
        assert f"reef of {len(r)} card" in alt


def test_cards_and_reefs_draw_themselves_in_a_notebook():
    card = DECK[40]
    assert card.name in card._repr_html_() and card._repr_svg_().startswith("<svg")
    r = reef(EXAMPLE)
    assert "game-picture" in r._repr_html_()


def _built_legally(cells: dict) -> bool:
    """Whether a reef can be built card by card from its Starter Coral, each card on a legal cell."""
    left = {c: n for c, n in cells.items() if c != (0, 0)}
    r = {(0, 0): cells[(0, 0)]}
    while left:
        cell = next((c for c in sorted(left) if why_not(r, left[c], c) is None), None)
        if cell is None:
            return False
        r[cell] = left.pop(cell)
    return True


def test_rulebook_coral_example():
    """Sun Cards, Coral: the purple coral may go into any space surrounding the blue coral, but
    not below the Starter Coral."""
    pic = draw.coral_example_picture()
    assert legal_cells(draw.CORAL_EXAMPLE, "Purple Coral") == ((-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1))
    pieces, _ = _pieces(pic)
    assert sum(1 for _, k, _ in pieces if k == "legal") == 5
    assert "any of the 5 spaces" in pic.alt and "not below the Starter Coral's row" in pic.alt
    assert why_not(draw.CORAL_EXAMPLE, "Purple Coral", (0, -1)) == "Nothing goes below the row of the Starter Coral."


def test_rulebook_anemone_example():
    """Anemone: all the fish around the anemone are protected; the second Banggai cardinalfish is
    not, as it is not in a surrounding space."""
    assert _built_legally(draw.ANEMONE_EXAMPLE)
    guarded = protected_cells(draw.ANEMONE_EXAMPLE)
    fish = [c for c, n in draw.ANEMONE_EXAMPLE.items() if n in ("Banggai Cardinalfish", "Clownfish")]
    assert [c for c in fish if c not in guarded] == [(-1, 1)]
    alt = draw.anemone_example_picture().alt
    assert "the Banggai Cardinalfish at 1 up" in alt and "at 1 left, 1 up" not in alt.split("Protected by")[1].split(".")[0]
    assert "The second Banggai cardinalfish is not" in alt


@pytest.mark.parametrize("n", [1, 2, 3])
def test_board_heading_counts_rounds_and_turns(n):
    """Playing a Turn / How to Play 2 Player / Solo: three rounds of five turns (seven at two
    players); the heading counts the turn within its round."""
    per = 7 if n == 2 else 5
    s, bot, seen = new_game(n, num_players=n), GreedyBot(), []
    while not s.is_terminal():
        head = draw.board(s.view(0), ["Ana", "Ben", "Cleo"]).alt.split(" \u2014 ")[0] if not seen or s.phase.name == "PICK" \
            else seen[-1]
        if not seen or seen[-1] != head:
            seen.append(head)
        s = s.apply(bot.choose(s.view(s.current_player), s.legal_actions()))
    want = [f"Open Ocean table. Round {r} of 3, turn {t} of {per}" for r in (1, 2, 3) for t in range(1, per + 1)]
    assert seen == want
    assert draw.board(s.view(0), ["Ana", "Ben", "Cleo"]).alt.startswith("Open Ocean table. Game over")


def test_margin_zero_fits_the_rulebook_examples_on_a_phone():
    """A page may draw the smallest grid (``margin=0``): the rulebook's examples then fit a 390 px
    phone (their frame's smallest width, text at 11 px, under 370 px) without scrolling."""
    for pic in (draw.coral_example_picture(), draw.anemone_example_picture()):
        width = float(re.search(r'data-min-width="([0-9.]+)"', pic._repr_html_()).group(1))
        assert width <= 370, width
    r = reef(EXAMPLE)
    left, right, top = draw.grid_extent(r, margin=0)
    pieces, cols = _pieces(draw.reef_picture(r, margin=0))
    assert (left, right, top) == (-1, 2, 2) and cols == 4 and len(pieces) == 12
    with pytest.raises(GameError):
        draw.reef_picture(r, margin=-1)


# ----------------------------------------------------------------------------- wrong kinds of value

from tests.core.test_wrong_kinds import Entry, _junk_test  # noqa: E402 - the shared junk test
from tests.core.test_wrong_kinds import c as call  # noqa: E402

_R = {(0, 0): "Blue Starter Coral", (1, 0): "Clownfish", (1, 1): "Anemone"}
DRAW_ENTRIES = (
    Entry("card_picture", draw.card_picture, (call("Clownfish"), call(3, provenance=True))),
    Entry("card_svg", draw.card_svg, (call("Shark"),)),
    Entry("cards_picture", draw.cards_picture, (call(["Clownfish", "Red Coral"], "Your hand"), call([DECK[0]]))),
    Entry("ocean_picture", draw.ocean_picture, (call(["Clownfish"]), call(DECK[:3], "Ocean"))),
    Entry("reef_picture", draw.reef_picture,
          (call(_R, label="Ana", legal=[(0, 1)], refused=[(2, 0)], protected=True, highlight=(1, 0)),
           call(_R, score(_R), details=False, margin=0, card="Clownfish")), 20),
    Entry("goal_picture", draw.goal_picture, (call("Nursery"), call(GOALS[1]))),
    Entry("goals_picture", draw.goals_picture, (call(["Nursery"]), call(None, "Goals"))),
    Entry("gallery", draw.gallery, (call(["Clownfish"]), call(provenance=True)), 15),
    Entry("board", draw.board, (call(new_game(1).view(0), ["Ana", "Ben"]), call(new_game(2).view(None))), 10),
    Entry("cell_words", draw.cell_words, (call((1, 2)),)),
)


@pytest.mark.parametrize("entry", DRAW_ENTRIES, ids=[e.name for e in DRAW_ENTRIES])
def test_drawings_answer_wrong_kinds_with_a_game_error(entry):
    """A value of the wrong kind (None, a float, a text for a list, junk) gives a GameError in
    words, never a raw Python error."""
    for valid in entry.calls:
        entry.fn(*valid.args, **valid.kwargs)
    _junk_test(entry)()
