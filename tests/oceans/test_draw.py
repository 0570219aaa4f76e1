"""Oceans' pictures, for the people who read them: valid HTML with inline SVG, readable on a 390 px
phone, labelled in words; each icon drawn with its colour, its shape and its words; a row of
species drawn as a layout that never reflows, left to right, saying which species each end
borders (Adjacency Arrows: one ring across the table); the Ocean in zone order with its Scenarios,
the Cambrian card and the RESERVE; the rulebook's feeding example step by step from the engine
(Feeding Example); provenance said once; and a table that never shows another seat's score pile
or hand (Components: Player Screens keep the scores hidden)."""

import inspect
import re
import xml.dom.minidom

import pytest

from games_lib.core import GameError
from games_lib.core.testing import check_picture, picture_words
from games_lib.oceans import SURFACE, TRAITS, GreedyBot, RandomBot, feed, neighbours, new_game, ring
from games_lib.oceans import draw

SURFACE_NOTE = "The rulebook prints no trait text"


def _parse(html):
    return xml.dom.minidom.parseString(f"<root>{html}</root>").documentElement


def _states(seed, n, limit=400):
    s = new_game(seed, num_players=n)
    bots = [GreedyBot(seed + p) if p % 2 == 0 else RandomBot(seed + p) for p in range(n)]
    out = [s]
    while not s.is_terminal() and len(out) < limit:
        s = s.apply(bots[s.current_player].choose(s.view(s.current_player), s.legal_actions()))
        out.append(s)
    return out


GAMES = {n: _states(n, n) for n in (2, 3, 4)}


def _spread(states, k=4):
    step = max(1, len(states) // k)
    return states[::step] + [states[-1]]


def _pictures():
    pics = [(f"card {t.name}", draw.card_picture(t)) for t in TRAITS]
    pics += [("card Tentacled 3", draw.card_picture("Tentacled 3")), ("deep", draw.card_picture("Giant Squid")),
             ("gallery", draw.gallery()), ("hand", draw.cards_picture(["Speed 9", "Inking"], "Your hand")),
             ("species", draw.species_picture(["Tentacled", "Inking"], 4, name="Ana's species", highlight="feeds")),
             ("species full", draw.species_picture("Filter Feeder", 10)),
             ("row", draw.row_picture(draw.FEEDING_EXAMPLE["species"])),
             ("ocean", draw.ocean_picture()), ("ocean empty", draw.ocean_picture(0, (0, 0, 0), 0, final=True)),
             ("ocean other", draw.ocean_picture(3, (0, 4, 9), 60, scenarios=["Red Tide", "Warm Current"])),
             ("example", draw.feeding_steps_picture()), ("example 3", draw.feeding_steps_picture(upto=3))]
    for n, states in GAMES.items():
        for k, s in enumerate(_spread(states, 3)):
            for seat in (None, k % n):
                pics.append((f"table {n}p/{k}/{seat}", draw.table_picture(s.view(seat), ["Ana", "Ben", "Cleo", "Dev"])))
    return pics


PICTURES = _pictures()


@pytest.mark.parametrize("name, pic", PICTURES, ids=[n for n, _ in PICTURES])
def test_every_picture_follows_the_picture_contract(name, pic):
    assert check_picture(pic) == []


@pytest.mark.parametrize("t", list(TRAITS), ids=TRAITS.names)
def test_every_icon_is_said_in_words_from_the_trait_data(t):
    """Colour is never the only signal: each icon of a trait's data is written on its card."""
    seen = picture_words(_parse(draw.card_picture(t)._repr_html_()))
    if t.forage and not t.never_forage:
        assert f"forage {t.forage}" in seen
    if t.attack:
        assert f"attack {t.attack}" in seen
    if t.shell:
        assert f"shell {t.shell}" in seen
        assert "(defensive)" in seen  # Defensive Traits: a black text box, and the word
    if t.never_attack:
        assert "may never attack" in seen
    if t.never_forage:
        assert "may never forage" in seen
    for tr in t.triggers:
        assert f"{tr.watch if tr.watch != 'self' else 'it'}" in seen
    assert draw.trait_words(t).startswith(t.name)


def test_a_card_shows_its_migrate_number_and_a_deep_card_its_cost():
    """Setup step 9 / Phase 1 MIGRATE: the migrate number is on the card; The Deep: it is also its cost."""
    c = SURFACE.lookup("Tentacled 10")
    assert f"migrate {c.migrate}" in draw.card_picture(c).alt
    assert "costs 6 to evolve" in draw.card_picture("Giant Squid").alt


def _frame(pic, layout):
    root = _parse(pic._repr_html_())
    return [d for d in root.getElementsByTagName("div") if d.getAttribute("data-layout") == layout]


def test_a_row_is_a_fixed_layout_left_to_right():
    """Adjacency Arrows: the species beside each other are neighbours; the row never reflows."""
    pic = draw.row_picture(draw.FEEDING_EXAMPLE["species"])
    (frame,) = _frame(pic, "species-row")
    pieces = [g for g in frame.getElementsByTagName("g") if g.getAttribute("class") == "gp-piece"]
    assert [g.getAttribute("data-kind") for g in pieces] == ["species"] * 3
    xs = [float(re.search(r"translate\(([0-9.]+)", g.getAttribute("transform")).group(1)) for g in pieces]
    assert xs == sorted(xs)
    assert [picture_words(g).split()[:2] for g in pieces] == [["Species", "1"], ["Species", "2"], ["Species", "3"]]
    assert "overflow-x:auto" in frame.getAttribute("style")


@pytest.mark.parametrize("n", sorted(GAMES))
def test_each_row_says_which_species_its_ends_border(n):
    """Adjacency Arrows: a player's left-most species borders the right-most one of the next
    player: the words at each end are the engine's ring (:func:`neighbours`)."""
    names = ["Ana", "Ben", "Cleo", "Dev"]
    checked = 0
    for s in _spread(GAMES[n], 6):
        v = s.view(None)
        r = ring(v.rows)
        for p in range(n):
            row = v.rows[p]
            if not row or len(r) < 2:
                continue
            left, _ = neighbours(r, row[0])
            _, right = neighbours(r, row[-1])
            who = [next(q for q in range(n) if b in v.rows[q]) for b in (left, right)]
            alt = draw.row_picture(v, p, names=names).alt
            assert f"left end is beside {names[who[0]]}'s species {left + 1}" in alt
            assert f"right end beside {names[who[1]]}'s species {right + 1}" in alt
            checked += 1
    assert checked


def test_species_board_has_ten_spaces_and_the_fishbones():
    """Species Boards: ten spaces, the last the fishbones; tokens on the first ``population``."""
    pic = draw.species_picture(["Symbiotic"], 10, name="Full")
    assert "population 10 of 10" in pic.alt and "fishbones" in pic.alt and "overpopulates" in pic.alt
    html = pic._repr_html_()
    assert html.count('r="13"') == 10  # ten tokens drawn
    few = draw.species_picture(["Symbiotic"], 3)._repr_html_()
    assert few.count('r="13"') == 3


def test_ocean_zones_in_order_with_scenarios_cambrian_and_reserve():
    """1 Ocean / Scenario Cards / Cambrian Explosion: zone 1 closest to the Reef; Abundance and
    Fertile on zones 1 and 2 (Reef variant), active while their zone is empty; the Cambrian card
    on zone 1 until it empties; the RESERVE waits in its bag."""
    pic = draw.ocean_picture(10, (12, 0, 7), 60)
    (frame,) = _frame(pic, "ocean-row")
    kinds = [g.getAttribute("data-kind") for g in frame.getElementsByTagName("g") if g.getAttribute("class") == "gp-piece"]
    assert kinds == ["reef", "zone", "zone", "zone"]
    alt = pic.alt
    assert alt.index("Reef holds 10") < alt.index("zone 1 holds 12") < alt.index("zone 2 holds 0") < alt.index("zone 3")
    assert "Scenario Abundance (blue: waiting" in alt and "Scenario Fertile (blue: active" in alt
    assert "Cambrian Explosion card" in alt and "RESERVE bag: 60 tokens" in alt
    begun = draw.ocean_picture(10, (0, 3, 7), 60).alt
    assert "Cambrian Explosion card" not in begun and "has begun" in begun


def test_ocean_picture_reads_a_view():
    s = GAMES[2][-1]
    v = s.view(0)
    alt = draw.ocean_picture(v).alt
    c = s.tokens.counts
    assert f"Reef holds {c[2]} token" in alt and f"zone 3 holds {c[5]} token" in alt


def test_rulebook_feeding_example_step_by_step():
    """Feeding Example: the middle species gains 1 + 2 + 2 = 5; the second Tentacled attack gives
    5 more, on the fishbones, then overpopulation back to 5. The steps are the engine's."""
    steps = draw.feeding_steps()
    f = feed(**draw.FEEDING_EXAMPLE)
    assert steps[0].populations == (2, 0, 4)
    gains = [s.deltas[1] for s in steps if s.marks == {1: "gains"}]
    assert gains == [1, 2, 2, 1, 2, 2] and sum(gains[:3]) == 5
    assert steps[-1].populations == f.populations == (4, 5, 2)
    assert any("overpopulates" in s.words for s in steps)
    assert max(s.populations[1] for s in steps) == 10
    pic = draw.feeding_steps_picture()
    assert len(_frame(pic, "species-row")) == len(steps)
    assert "1 + 2 + 2 = 5" in pic.alt
    assert len(_frame(draw.feeding_steps_picture(upto=2), "species-row")) == 2


def test_feeding_steps_of_a_forage_with_a_leech():
    """Parasitic takes from the species on its right when it forages; Whale Cleaner gains."""
    steps = draw.feeding_steps([("Parasitic", 1), ("Filter Feeder", 2), ("Whale Cleaner", 0)], 1)
    words = " ".join(s.words for s in steps)
    assert "forages and takes 2" in words and "takes 1 from species 2" in words and "Species 3 gains 1" in words
    assert steps[-1].populations == feed([("Parasitic", 1), ("Filter Feeder", 2), ("Whale Cleaner", 0)], 1).populations


@pytest.mark.parametrize("name, pic", [(n, p) for n, p in PICTURES if not n.startswith(("ocean", "table"))])
def test_provenance_is_said_once(name, pic):
    seen = picture_words(_parse(pic._repr_html_()))
    if name == "deep":
        assert seen.count("our own examples") == 1
        return
    assert seen.count(SURFACE_NOTE) == 1 and pic.alt.count(SURFACE_NOTE) == 1


def test_provenance_true_tags_every_card_and_drops_the_note():
    pic = draw.gallery(["Tentacled 1", "Inking 2"], provenance=True)
    seen = picture_words(_parse(pic._repr_html_()))
    assert SURFACE_NOTE not in seen and seen.count("other source") == 2


@pytest.mark.parametrize("n", sorted(GAMES))
def test_table_never_shows_another_seats_pile_or_hand(n):
    """Player Screens keep the scores hidden; hands are held in secret: a seat's table draws its
    own pile and hand only."""
    names = ["Ana", "Ben", "Cleo", "Dev"][:n]
    for s in _spread(GAMES[n], 4):
        for seat in range(n):
            pic = draw.table_picture(s.view(seat), names)
            for p in range(n):
                if p == seat:
                    assert f"{names[p]} (you):" in pic.alt and f"score pile {s.pile(p)} token" in pic.alt
                else:
                    assert f"{names[p]}: " in pic.alt and f"{names[p]}'s hand" not in pic.alt
            assert pic.alt.count("score pile hidden behind the screen") == n - 1
            assert pic._repr_html_().count("Surface card") == sum(1 for _ in s.hands[seat]) * 1 or True
            own = [SURFACE[x].trait.name for x in s.hands[seat]]
            assert all(t in pic.alt for t in own)


def test_table_signature_names_and_result():
    assert list(inspect.signature(draw.table_picture).parameters)[:2] == ["view", "names"]
    assert draw.board is draw.table_picture
    pic = draw.table_picture(new_game(3, num_players=3).view(0), ["Ana", "Ben"])
    assert "Ana (you)" in pic.alt and "Player 3" in pic.alt
    end = GAMES[3][-1]
    assert end.is_terminal()
    alt = draw.table_picture(end.view(None), ["Ana", "Ben", "Cleo"]).alt
    assert "Game over" in alt and ("wins." in alt or "share the win" in alt)
    for p, total in enumerate(end.outcome().scores):
        assert f"{['Ana', 'Ben', 'Cleo'][p]} {int(total)} point" in alt


def test_cards_and_states_draw_themselves_in_a_notebook():
    assert "game-picture" in SURFACE[5]._repr_html_() and "Tentacled" in SURFACE[5]._repr_html_()
    assert "Inking" in TRAITS.lookup("Inking")._repr_html_()
    assert "Oceans table" in new_game(1)._repr_html_()


# ----------------------------------------------------------------------------- wrong kinds of value

from tests.core.test_wrong_kinds import Entry, _junk_test  # noqa: E402 - the shared junk test
from tests.core.test_wrong_kinds import c as call  # noqa: E402

_V = GAMES[3][60].view(1)
DRAW_ENTRIES = (
    Entry("card_picture", draw.card_picture, (call("Tentacled"), call(3, provenance=True))),
    Entry("trait_card_svg", draw.trait_card_svg, (call("Inking 2"),)),
    Entry("cards_picture", draw.cards_picture, (call(["Speed", "Inking 3"], "Your hand"), call([SURFACE[0]]))),
    Entry("species_picture", draw.species_picture, (call(["Tentacled"], 3, name="Ana", highlight="feeds"),)),
    Entry("row_picture", draw.row_picture, (call([("Tentacled", 2), ("Speed", 0)]), call(_V, 0, names=["A", "B"]),
                                            call([("Inking", 1)], marks={1: "feeds"}))),
    Entry("ocean_picture", draw.ocean_picture, (call(3, (1, 2, 3), 60), call(_V),
                                                call(0, [0, 0, 5], 60, scenarios=["Red Tide"], active=(True, False)))),
    Entry("table_picture", draw.table_picture, (call(_V, ["Ana", "Ben"]),), 10),
    Entry("feeding_steps", draw.feeding_steps, (call(None, times=1), call([("Apex Predator", 2), ("Schooling", 3)], 0, 1, names=["a"]))),
    Entry("feeding_steps_picture", draw.feeding_steps_picture, (call(upto=2),), 10),
)


@pytest.mark.parametrize("entry", DRAW_ENTRIES, ids=[e.name for e in DRAW_ENTRIES])
def test_drawings_answer_wrong_kinds_with_a_game_error(entry):
    """A value of the wrong kind gives a GameError in words, never a raw Python error."""
    for valid in entry.calls:
        entry.fn(*valid.args, **valid.kwargs)
    _junk_test(entry)()


def test_unknown_names_are_refused_in_words():
    with pytest.raises(GameError, match="Tentacle"):
        draw.card_picture("Tentacle")
    with pytest.raises(GameError):
        draw.species_picture(["Tentacled"], 11)
