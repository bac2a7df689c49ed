"""What a blind user hears: the Orca screen reader (orca.py) running beside almanac, driven by
the keyboard alone, judged on what Orca speaks."""

import os

import pytest

from almanac_data import collection
from harness import App
from orca import Orca, orca_available, spoken

pytestmark = pytest.mark.skipif(not orca_available() and os.environ.get("CI") != "true",
                                reason="Orca, metacity or speech-dispatcher is not installed")

NOUNS = {"Countries": ("country", "countries"), "Species": ("species", "species"), "Loans": ("loan", "loans"),
         "Animals": ("animal", "animals")}


@pytest.fixture(scope="module")
def orca():
    reader = Orca()
    yield reader
    reader.close()


@pytest.fixture
def app(orca):
    """Almanac on Orca's display, once Orca has said what it says as the window comes."""
    started = App(orca.display)
    started.window()
    orca.listen()
    yield started
    started.close()
    orca.listen()


def section(name, letter):
    """What the index says of a letter of a collection: "C, 9 countries"."""
    count = len(collection(name).sections().get(letter, []))
    return f"{letter}, {count} {NOUNS[name][0] if count == 1 else NOUNS[name][1]}"


def test_the_index_says_the_current_letter_and_each_letter_picked(orca, app):
    titles = collection("Countries").sections()
    orca.press("Down")
    said = spoken(orca.press("Tab"))
    assert "Index" in said and section("Countries", "A") in said, said
    said = spoken(orca.press("Down"))
    assert section("Countries", "B") in said, said
    said = spoken(orca.press("Down"))
    assert section("Countries", "C") in said, said
    # Enter goes to the letter's first row, which Orca reads.
    said = spoken(orca.press("Return"))
    assert titles["C"][0] in said, said


@pytest.mark.parametrize("name, switch", [("Countries", None), ("Species", "alt+2")])
def test_a_row_says_its_texts_and_where_it_is_in_the_collection(orca, app, name, switch):
    if switch:
        orca.press(switch)
    entries = collection(name).entries
    for number, entry in enumerate(entries[:2], start=1):
        said = spoken(orca.press("Down"))
        texts = ", ".join(part for part in (entry.title, entry.subtitle and entry.subtitle.replace(" · ", ", ")) if part)
        assert texts in said and f"{number} of {len(entries)}" in said, said
        assert "middle dot" not in said, said
