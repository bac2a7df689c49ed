"""The app in German: its own words from po/de.po, country names from iso-codes."""

import pytest

import json
import re
import subprocess
from pathlib import Path

from harness import App, descendants, expect, extents, shown_text, wait_for
from tree import role_of

pytestmark = pytest.mark.ocr


def test_the_app_speaks_german_and_sorts_deutschland_under_d(display):
    if "de_DE.utf8" not in subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout:
        raise RuntimeError("the de_DE.UTF-8 locale is missing (tools/dev test generates it)")
    app = App(display, env={"LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        for tab in ["Länder", "Spezies", "Kredite", "Tiere"]:
            app.find("page tab", tab)
        app.find("push button", "Hauptmenü")
        # The list's accessible name is the collection's name, in German too.
        app.wait_for_rows("Länder")
        app.click(app.find("push button", "D"))
        wait_for("the D header at the top", lambda: app.at_top("Länder", "D"))
        wait_for("Deutschland under D", lambda: "Deutschland" in [text for text, _ in app.rows("Länder")])
        app.click(app.find("label", "Deutschland", within=app.list_view("Länder")))
        def labels():
            return {shown_text(node) for node in descendants(app.window(), showing_only=True) if role_of(node) == "label"}
        wait_for("German facts", lambda: {"Hauptstadt", "Berlin", "Einwohner"} <= labels())
        assert any(re.fullmatch(r"\d{1,3}(\.\d{3})+ \(\d{4}\)", text) for text in labels()), "a population grouped with dots, and its year"
        assert not any(text == "Germany" for text, _ in app.rows("Länder"))
        # The animals are Almanac's own words: in German, and sorted as German names.
        app.show("Tiere")
        wait_for("Bär first", lambda: [text for text, _ in app.rows("Tiere")][:3] == ["B", "Bär", "Beutelteufel"])
    finally:
        app.close()


DATA = Path(__file__).resolve().parents[2] / "data"
DICTIONARIES = Path("/usr/share/dict")


def dictionary(name):
    """The lower-case words of a word list (wamerican, wngerman)."""
    path = DICTIONARIES / name
    if not path.exists():
        raise RuntimeError(f"{path} is missing (tools/dev test installs wamerican and wngerman)")
    return {line.strip().lower() for line in path.read_text(encoding="utf-8", errors="replace").splitlines()}


def strings(value):
    """Every string inside a JSON value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for member in value.values():
            yield from strings(member)
    elif isinstance(value, list):
        for member in value:
            yield from strings(member)


def words(text):
    return re.findall(r"[A-Za-zÄÖÜäöüß]+", text)


def english_only(texts, data_values, english, german, read_from_screen=False):
    """Words of `texts` that are English and not German (by the word lists), and not a word
    of the item's own data: what a German user should not have to read. Read from the screen,
    OCR may join words ("A New Hope" read as "ANew Hope"): a word inside a data value written
    without spaces counts as data too."""
    data = {word.lower() for value in data_values for word in words(value)}
    joined = " ".join(value.replace(" ", "").lower() for value in data_values)
    def is_data(word):
        return word.lower() in data or (read_from_screen and word.lower() in joined)
    return sorted({word for text in texts for word in words(text)
                   if len(word) >= 3 and word.lower() in english and word.lower() not in german and not is_data(word)})


def spliced(texts, data_values, title):
    """Texts that are sentences (four words or more) mixing the data's words with others: data
    spliced into a German sentence ("Achte auf black oder brown Haare"). A quoted or listed
    value holds the data's words only; the item's own name may stand in a sentence."""
    data = {word.lower() for value in data_values for word in words(value)} - {word.lower() for word in words(title)}
    def mixes(text):
        found = [word.lower() for word in words(text) if len(word) >= 3]
        return len(words(text)) >= 4 and any(word in data for word in found) and any(word not in data for word in found)
    return [text for text in texts if mixes(text)]


def test_details_in_german_hold_no_english_outside_data_values(display):
    english, german = dictionary("american-english"), dictionary("ngerman")
    species = json.loads((DATA / "species.json").read_text())["results"]
    wookie = next(record for record in species if record["name"] == "Wookie")
    references = [record for name in ("planets.json", "films.json")
                  for record in json.loads((DATA / name).read_text())["results"]]
    amina = next(record for record in json.loads((DATA / "loans.json").read_text())["loans"] if record["name"] == "Amina")
    # (tab, what to search for, the detail's title, the item's data values)
    items = [("Länder", "Deutschland", "Deutschland", ["Berlin"]),
             ("Spezies", "Wookie", "Wookie", list(strings(wookie)) + list(strings(references))),
             ("Kredite", "Amina", "Amina", list(strings(amina))),
             ("Tiere", "Trauerschwan", "Trauerschwan", ["Black Swan"])]
    # The check itself tells English from German: it finds what the old details said.
    assert {"Asks", "buy", "Look", "hair", "Europe"} <= set(english_only(
        ["Asks to buy", "Look for black hair", "Europe · Western Europe"], ["black"], english, german))
    assert spliced(["Achte auf black oder brown Haare.", "„To buy a cow.“", "black, brown", "Wookies leben lange hier"],
                   ["black", "brown", "To buy a cow.", "Wookie"], "Wookies") == ["Achte auf black oder brown Haare."]
    app = App(display, env={"LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        for tab, query, title, data_values in items:
            app.show(tab)
            app.wait_for_rows(tab)
            app.key("ctrl+f")
            app.xdotool("type", "--delay", "50", query)
            # The one match: its header letter, its title, maybe a subtitle and a figure.
            wait_for(f"one row for {query}", lambda: [text for text, _ in app.rows(tab)][:2] == [title[0], title]
                     and len(app.rows(tab)) <= 4)
            app.key("Return")
            box = app.detail_box()
            wait_for(f"{title}'s detail painted", lambda: app.shows_text(box, title))
            labels = app.labels_right_of(box[0])
            painted = [line.text for line in app.detail_lines()]
            assert english_only(labels, data_values, english, german) == [], (tab, labels)
            assert spliced(labels, data_values, title) == [], (tab, labels)
            assert english_only(painted, data_values, english, german, read_from_screen=True) == [], (tab, painted)
            display.screenshot(Path(f"/tmp/almanac-german-{query.replace(' ', '-').lower()}.png"))
            app.key("Escape")
    finally:
        app.close()


def test_a_phone_sized_detail_in_german_breaks_no_word(display):
    """German fact labels are long ("Durchschnittliche Lebensdauer"): in a 360 px window they
    wrap, and the values beside them keep their words whole (each short value on one line)."""
    app = App(display, env={"LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        app.resize(360, 640)
        app.show("Spezies")
        app.wait_for_rows("Spezies")
        app.click_row("Spezies", "Aleena")
        wait_for("Aleena's detail shown", lambda: "Durchschnittliche Lebensdauer" in app.labels_right_of(0))
        values = {"sentient", "79 Jahre", "The Phantom Menace", "Aleen Minor"}
        heights = {}

        def laid_out():
            heights.clear()
            for node in descendants(app.window(), showing_only=True):
                if role_of(node) == "label" and shown_text(node) in values | {"Sprache"}:
                    heights[shown_text(node)] = extents(node)[3]
            return set(heights) == values | {"Sprache"}
        wait_for("the facts laid out", laid_out)
        line = heights.pop("Sprache")
        assert all(height <= line * 1.5 for height in heights.values()), f"one line is {line} px: {heights}"
        def painted():
            text = " ".join(app.painted_text(app.detail_box()).split())
            return "The Phantom Menace" in text and "79 Jahre" in text, text
        expect("the values painted whole", painted)
    finally:
        app.close()


def test_a_fact_label_of_one_long_word_is_not_broken(display):
    """A fact label that is one long word ("Verwendungszweck", a loan's purpose) keeps it whole,
    wide and in a 360 px window: the label column is at least as wide as its longest word."""
    app = App(display, env={"LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        app.show("Kredite")
        app.wait_for_rows("Kredite")
        app.click_row("Kredite", "Abebe")
        for size in (None, (360, 640)):
            if size:
                app.resize(*size)  # the open detail stays, in the list's place

            def one_line():
                heights = {shown_text(node): extents(node)[3] for node in descendants(app.window(), showing_only=True)
                           if role_of(node) == "label" and shown_text(node) in ("Verwendungszweck", "Betrag")}
                return len(heights) == 2 and heights["Verwendungszweck"] <= heights["Betrag"] * 1.5, f"heights {heights}"
            expect(f"'Verwendungszweck' on one line ({size or 'wide'})", one_line)
            expect(f"'Verwendungszweck' painted whole ({size or 'wide'})", lambda: (
                app.label_painted("Verwendungszweck"), "not read whole where AT-SPI puts it"))
    finally:
        app.close()

