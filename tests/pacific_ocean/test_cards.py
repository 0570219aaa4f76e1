"""Card data: every card of the rulebook, each with a provenance (RULES-NOTES: Provenance)."""

import pytest

from games_lib.core import Provenance, UnknownNameError
from games_lib.pacific_ocean import ANIMALS, DANGER, GRACE, SANCTUARY_CARDS, SANCTUARY_FACES, SIZE, card, face

# Aquatic Animal Card Reference: the eleven fully printed cards (icons, condition text).
PRINTED = {
    "Mako Shark": ((DANGER, GRACE), "1 per Size icon"),
    "Hammerhead Shark": ((SIZE, GRACE), "1 per Danger icon"),
    "Tiger Shark": ((SIZE, DANGER), "1 per Grace icon"),
    "Stingray": ((GRACE, GRACE), "2 per Size/Danger pair"),
    "Whale Shark": ((SIZE, SIZE), "2 per Danger/Grace pair"),
    "Great White Shark": ((DANGER, DANGER), "2 per Size/Grace pair"),
    "Sea Star": ((DANGER, GRACE), "3 per Size/Danger/Grace combination"),
    "Sea Turtle": ((SIZE, GRACE), "1, plus 1 per card with a visible condition"),
    "Jellyfish": ((SIZE, DANGER), "copy an opponent's condition"),
    "Humpback Whale": ((GRACE, GRACE), "3 per Size/Danger pair, −2 per Grace icon"),
    "Blue Whale": ((SIZE, SIZE), "3 per Danger/Grace pair, −2 per Size icon"),
}


def test_game_contents_sixteen_animals_four_faces():
    """Game Contents: 16 Aquatic Animal cards, 2 double-sided Sanctuary cards."""
    assert len(ANIMALS) == 16
    assert len({c.name for c in ANIMALS}) == 16
    assert len(SANCTUARY_FACES) == 4
    assert sorted(f for pair in SANCTUARY_CARDS for f in pair) == [0, 1, 2, 3]
    assert [c.id for c in ANIMALS] == list(range(16))


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_printed_cards_match_card_reference(name):
    """Aquatic Animal Card Reference: icons and condition as printed."""
    icons, text = PRINTED[name]
    c = card(name)
    assert c.icons == icons
    assert c.condition.text == text
    assert c.icons_source.provenance is Provenance.RULEBOOK
    assert c.condition_source.provenance is Provenance.RULEBOOK


def test_sanctuary_faces_match_reference():
    """Sanctuary Card Reference: Dolphin S+G, Seahorse G+G, Nautilus S+D+G, Red Lionfish D+D."""
    assert face("Dolphin").icons == (SIZE, GRACE)
    assert face("Seahorse").icons == (GRACE, GRACE)
    assert face("Nautilus").icons == (SIZE, DANGER, GRACE)
    assert face("Red Lionfish").icons == (DANGER, DANGER)
    # which faces share a card is not printed: that pairing must say so
    assert all(f.pairing_source.provenance is Provenance.ILLUSTRATIVE for f in SANCTUARY_FACES)


def test_every_card_has_a_provenance():
    """RULES-NOTES, Provenance of data: no card without a provenance and a reason when not printed."""
    for c in [*ANIMALS, *SANCTUARY_FACES]:
        assert isinstance(c.provenance, Provenance)
    for c in ANIMALS:
        for src in (c.icons_source, c.condition_source, c.latin_source):
            assert isinstance(src.provenance, Provenance)
            if src.provenance is not Provenance.RULEBOOK:
                assert src.note, f"{c.name}: a non-rulebook entry must say why"


def test_unprinted_cards_are_marked():
    """RULES-NOTES (Pacific Ocean): Killer Whale inferred; Beluga, Sperm Whale, Narwhal icons and
    Octopus icons illustrative; Narwhal's majority (Size, stated in the scoring example) inferred;
    Beluga's and Sperm Whale's kinds come from an assumed order: illustrative (issue 7)."""
    assert card("Killer Whale").icons == (DANGER, DANGER)
    assert card("Killer Whale").provenance is Provenance.INFERRED
    for name in ("Beluga Whale", "Sperm Whale", "Narwhal"):
        assert card(name).icons_source.provenance is Provenance.ILLUSTRATIVE
    assert card("Narwhal").condition_source.provenance is Provenance.INFERRED
    for name in ("Beluga Whale", "Sperm Whale"):
        assert card(name).condition_source.provenance is Provenance.ILLUSTRATIVE
        assert "assumed order" in card(name).condition_source.note
    assert card("Octopus").icons_source.provenance is Provenance.ILLUSTRATIVE
    assert card("Octopus").condition_source.provenance is Provenance.RULEBOOK
    assert card("Narwhal").condition.text == "4 if more Size than the opponent"
    assert card("Beluga Whale").condition.text == "4 if more Danger than the opponent"
    assert card("Sperm Whale").condition.text == "4 if more Grace than the opponent"
    assert card("Killer Whale").condition.text == "3 per Size/Grace pair, −2 per Danger icon"
    assert all(len(c.icons) == 2 for c in ANIMALS)


def test_unknown_card_name_lists_valid_names():
    with pytest.raises(ValueError) as e:
        card("Kraken")
    assert isinstance(e.value, UnknownNameError)
    msg = str(e.value)
    assert "Kraken" in msg and all(c.name in msg for c in ANIMALS)
    with pytest.raises(ValueError, match="Red Lionfish"):
        face("Clownfish")


def test_lookup_is_case_insensitive_and_accepts_ids():
    assert card("mako shark") is card(0) is card(card("Mako Shark"))
    assert face("NAUTILUS") is face(2)


def test_latin_names_not_printed_carry_their_provenance():
    """Card Reference: the rulebook prints no Latin name for Blue Whale (blank), Killer Whale,
    Beluga Whale, Sperm Whale, Narwhal, Octopus; theirs are marked, the printed ones are not."""
    unprinted = {c.name for c in ANIMALS if c.latin_source.provenance is not Provenance.RULEBOOK}
    assert unprinted == {"Blue Whale", "Killer Whale", "Beluga Whale", "Sperm Whale", "Narwhal", "Octopus"}
    for c in SANCTUARY_FACES:
        assert c.pairing_source.provenance is Provenance.ILLUSTRATIVE
