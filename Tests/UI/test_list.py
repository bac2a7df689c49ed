"""The collections' lists: the switcher, rows in every collection, each keeping its place,
broken data files explained, Home/End and arrows, the end of a list, rows laid out, scale."""

import shutil

import pytest

import painted
from almanac_data import collection
from checks import expect_at_top, ready
from harness import (HEADER_HEIGHT, PAINT_TIMEOUT, ROOT, ROW_HEIGHT, App, expect, extents, fitting, wait_for,
    wait_for_value)
from tree import role_of

pytestmark = pytest.mark.core


COLLECTIONS = ["Countries", "Species", "Loans", "Animals"]


def test_switcher_has_the_four_collections_and_starts_on_countries(app):
    window = app.window()
    for name in COLLECTIONS:
        app.find("page tab", name, within=window)
    wait_for("the A header at the top of Countries", lambda: app.at_top("Countries", "A"))


def test_every_collection_shows_rows(app):
    expected = {"Countries": "Afghanistan", "Species": "Aleena", "Loans": "Abebe", "Animals": "Bear"}
    for name, first in expected.items():
        app.click(app.find("page tab", name))
        wait_for(f"{first} in {name}", lambda: first in [text for text, _ in app.rows(name)])


def test_collections_keep_their_own_scroll_position(app):
    app.wait_for_rows("Countries")
    app.click(app.find("push button", "K"))
    wait_for("the K header at the top", lambda: app.at_top("Countries", "K"))
    app.click(app.find("page tab", "Animals"))
    app.wait_for_rows("Animals")
    app.click(app.find("page tab", "Countries"))
    wait_for("Countries still at K", lambda: app.at_top("Countries", "K"))


def data_with(tmp_path, name, text):
    """A copy of the bundled data (for ALMANAC_DATA_DIR) with the file `name` holding `text`."""
    data = tmp_path / "data"
    shutil.copytree(ROOT / "data", data)
    (data / name).write_text(text)
    return data


def test_a_broken_file_shows_an_error_with_retry_and_the_others_keep_working(display, tmp_path):
    data = data_with(tmp_path, "species.json", '{"count": 37, "results": [{"name": "Wook')
    app = App(display, env={"ALMANAC_DATA_DIR": str(data)})
    try:
        app.click(app.find("page tab", "Species"))
        message = wait_for_value("the error message",
                            lambda: next((node for node in app_labels(app) if "species.json" in node), None))
        # Where, in the user's numbers; none of the parser's own words ("Unexpected end of file").
        assert message == "species.json: not valid JSON (it breaks off at byte 40)", message
        # Painted too (a frame after the label is in the accessibility tree).
        expect("the message painted", lambda: (
            app.shows_text(app.page_box(), "not valid JSON (it breaks off at byte 40)"), app.painted_text(app.page_box())))
        app.find("push button", "Retry")
        app.click(app.find("page tab", "Animals"))
        app.wait_for_rows("Animals")
        shutil.copy(ROOT / "data" / "species.json", data / "species.json")
        app.click(app.find("page tab", "Species"))
        app.click(app.find("push button", "Retry"))
        expect("species painted after Retry", lambda: (app.shows_text(extents(app.list_view("Species")), "Aleena"),
                                                       f"painted: {app.painted_titles('Species')[:4]}"))
    finally:
        app.close()


def test_a_broken_file_is_explained_in_the_users_language(display, tmp_path):
    data = data_with(tmp_path, "species.json", '{"count": 37, "results": [{"name": "Wook')
    app = App(display, env={"ALMANAC_DATA_DIR": str(data), "LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        app.click(app.find("page tab", "Spezies"))
        message = wait_for_value("the error message",
                            lambda: next((node for node in app_labels(app) if "species.json" in node), None))
        assert message == "species.json: kein gültiges JSON (bricht bei Byte 40 ab)", message
        painted = app.painted_text(app.page_box())
        assert "bricht bei Byte 40" in painted, painted
    finally:
        app.close()


def test_a_file_of_another_shape_says_what_was_expected(display, tmp_path):
    # REST Countries v2's shape (names as text, alpha2Code) where v3.1's is expected.
    data = data_with(tmp_path, "countries.json", '[{"name": "Kenya", "alpha2Code": "KE"}, {"name": "Peru", "alpha2Code": "PE"}]')
    app = App(display, env={"ALMANAC_DATA_DIR": str(data)})
    try:
        message = wait_for_value("the error message",
                            lambda: next((node for node in app_labels(app) if "countries.json" in node), None))
        assert "none of the 2 records is a REST Countries v3.1 country" in message, message
        assert "alpha2Code" in message
        assert app.shows_text(app.page_box(), "Countries v3.1 country (the first: missing its name")
    finally:
        app.close()


def app_labels(app):
    from harness import descendants, shown_text
    return [shown_text(node) for node in descendants(app.window(), showing_only=True) if role_of(node) == "label"]


def test_keyboard_home_end_arrows_and_enter(app):
    app.wait_for_rows("Countries")
    app.click(app.find("label", "Åland Islands"))
    app.key("End")
    wait_for("the last row at the bottom", lambda: last_row_at_bottom(app, "Countries", "Zimbabwe"))
    app.key("ctrl+Home")
    wait_for("the first section at the top", lambda: app.at_top("Countries", "A"))
    app.key("Down")
    app.key("Return")
    wait_for("Åland Islands selected", lambda: selected_row(app, "Countries") == "Åland Islands")
    # Keys faster than frames: each goes on from where the one before went.
    app.key("End", "ctrl+Home", "Down", "Down", "Return")
    wait_for("Albania selected", lambda: selected_row(app, "Countries") == "Albania")
    # In another collection, a letter, then Down at once: the row after the section's first is
    # current and is the only row painted with a focus ring.
    from almanac_data import collection
    app.key("alt+4")
    app.assert_rows_painted("Animals")
    second = collection("Animals").sections()["M"][1]
    app.key("m", "Down")
    wait_for(f"{second} selected", lambda: selected_row(app, "Animals") == second)
    expect("one focus ring", lambda: (len(app.focus_ring_rows("Animals")) == 1,
                                      f"focus rings at {app.focus_ring_rows('Animals')}"), settle=1.0)


def last_row_at_bottom(app, collection, title):
    """Whether the row `title` (the collection's last) sits in the bottom row slot of the list."""
    height = extents(app.list_view(collection))[3]
    return any(name == title and height - 70 < y < height for name, y in app.rows(collection))


def selected_row(app, collection):
    """The title of the selected row of a collection's list, if one is selected."""
    import pyatspi
    from harness import descendants
    for item in app.list_view(collection):
        try:
            if item is not None and item.getState().contains(pyatspi.STATE_SELECTED):
                return next(node.name for node in descendants(item) if role_of(node) == "label")
        except Exception:
            continue
    return None


def test_synthetic_collection_at_scale(display):
    app = App(display, "--synthetic", "100000")
    try:
        app.click(app.find("page tab", "Synthetic"))
        app.wait_for_rows("Synthetic", timeout=60)
        app.click(app.find("push button", "Z"))
        wait_for("the Z header at the top", lambda: app.at_top("Synthetic", "Z"))
        app.click(app.find("push button", "#"))
        wait_for("the # section (digits) at the top", lambda: app.at_top("Synthetic", "#"))
    finally:
        app.close()


def test_end_shows_the_last_rows_filling_the_view(app):
    ready(app)
    countries = collection("Countries")
    app.click_row("Countries", countries.titles()[0])
    view = extents(app.list_view("Countries"))
    expected = fitting(countries.flat(), view[3] - HEADER_HEIGHT, from_end=True)

    def check():
        rows = app.painted_rows("Countries")
        last = [y for text, y in rows if painted.same_text(text, expected[-1])]
        at_bottom = bool(last) and last[-1] >= view[3] - ROW_HEIGHT
        passed, report = app.painted_in_order("Countries", expected)
        return passed and at_bottom, f"{expected[-1]!r} at y {last} of {view[3]}; " + report
    failures = []
    for key in ("End", "ctrl+End"):
        try:
            app.key(key)
            expect(f"{key}: the last row at the bottom, the view full of rows", check)
        except AssertionError as failure:
            failures.append(str(failure))
        app.key("ctrl+Home")
        expect_at_top(app, "Countries", countries.flat()[0])
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("name, letter", [("Countries", "A"), ("Animals", "B")])
def test_a_title_without_subtitle_is_centred_in_its_row(app, name, letter):
    ready(app)
    entries = collection(name).entries
    title = next(entry.title for entry in entries if not entry.subtitle)  # Antarctica; every animal
    app.show(name)
    app.jump(letter)
    wait_for(f"{title} painted", lambda: any(painted.same_text(text, title) for text in app.painted_titles(name)),
             PAINT_TIMEOUT)

    def check():
        image = app.capture()
        lines = app.painted_lines(extents(app.list_view(name)), image)
        for text, label, row in app.list_claims(name):
            if text != title:
                continue
            line = next((line for line in lines if painted.same_text(line.text, title)
                         and abs(line.centre_y - (label[1] + label[3] / 2)) <= 12), None)
            if line is not None:
                offset = line.centre_y - (row[1] + row[3] / 2)
                return abs(offset) <= 4, f"{title}'s text is {offset:+.0f} px from the middle of its row {row}"
        return False, f"{title} not found painted where AT-SPI puts it"
    expect(f"{title} vertically centred", check)
