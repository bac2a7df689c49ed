"""The indexed list: switcher, letter index, type-to-jump, search and states — on the real app."""

import os
import shutil
from pathlib import Path

from harness import App, ROOT, expect, extents, wait_for

COLLECTIONS = ["Countries", "Species", "Loans", "Animals"]


def test_switcher_has_the_four_collections_and_starts_on_countries(app):
    window = app.window()
    for name in COLLECTIONS:
        app.find("page tab", name, within=window)
    wait_for("the A header at the top of Countries", lambda: app.at_top("Countries", "A"))


def test_every_collection_shows_rows(app):
    expected = {"Countries": "Afghanistan", "Species": "Aleena", "Loans": "Abebe", "Animals": "Bear"}
    for collection, first in expected.items():
        app.click(app.find("page tab", collection))
        wait_for(f"{first} in {collection}", lambda: first in [text for text, _ in app.rows(collection)])


def test_index_letters_are_buttons_named_by_their_letter(app):
    app.window()
    wait_for("Countries rows", lambda: app.rows("Countries"))
    for letter in ["A", "M", "Z", "#"]:
        app.find("push button", letter)


def test_clicking_z_puts_the_z_header_at_the_top(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.click(app.find("push button", "Z"))
    wait_for("the Z header at the top", lambda: app.at_top("Countries", "Z"))
    assert "Zambia" in [text for text, _ in app.rows("Countries")]


def test_a_letter_without_a_section_jumps_to_the_next_one(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.click(app.find("push button", "X"))  # no country starts with X: Y follows
    wait_for("the Y header at the top", lambda: app.at_top("Countries", "Y"))


def test_typing_q_in_countries_brings_qatar_into_view(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.click(app.find("label", "Afghanistan"))  # focus the list
    app.key("q")
    wait_for("Qatar in view", lambda: "Qatar" in [text for text, _ in app.rows("Countries")])
    wait_for("the Q header at the top", lambda: app.at_top("Countries", "Q"))


def test_search_cote_finds_cote_divoire_and_not_costa_rica(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    list_top = extents(app.list_view("Countries"))[1]
    app.key("ctrl+f")
    app.find("entry", "Search")
    wait_for("the search bar open", lambda: extents(app.list_view("Countries"))[1] > list_top)
    app.xdotool("type", "--delay", "50", "cote")
    # Headers follow the filtered rows: one C section with one country.
    wait_for("only Côte d'Ivoire", lambda: [text for text, _ in app.rows("Countries")] == ["C", "Côte d'Ivoire", "Yamoussoukro"])
    # Escape clears and closes the search, and every country is back.
    app.key("Escape")
    wait_for("the search bar closed", lambda: extents(app.list_view("Countries"))[1] == list_top)
    wait_for("all countries again", lambda: "Afghanistan" in [text for text, _ in app.rows("Countries")])


def test_a_search_from_far_down_the_list_starts_at_the_top_without_a_warning(display):
    """Found by the soak: a new search while the list was scrolled down made GTK 4.8 warn
    "GtkListView failed to scroll to given position" on stderr, the list being moved to the
    top before its new rows were laid out."""
    app = App(display)
    try:
        wait_for("Countries rows", lambda: app.rows("Countries"))
        app.key("z")
        wait_for("Z at the top", lambda: app.painted_at_top("Countries", "Z"), timeout=20)
        app.search("kenya")
        wait_for("only Kenya", lambda: [text for text, _ in app.rows("Countries")] == ["K", "Kenya", "Nairobi"])
        wait_for("Kenya painted at the top", lambda: app.painted_at_top("Countries", "K"), timeout=20)
    finally:
        app.close()
    assert "failed to scroll" not in app.process.stderr.read()


def test_search_with_no_match_says_so(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.key("ctrl+f")
    app.find("entry", "Search")
    app.xdotool("type", "--delay", "50", "qqqq")
    app.find("label", "No Results")
    app.find("label", "Nothing in Countries matches “qqqq”.")


def test_scrubbing_the_index_changes_sections(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    c, m = app.find("push button", "C"), app.find("push button", "M")
    x = extents(c)[0] + extents(c)[2] // 2
    y_from = extents(c)[1] + extents(c)[3] // 2
    y_to = extents(m)[1] + extents(m)[3] // 2
    app.xdotool("mousemove", "--sync", str(x), str(y_from), "mousedown", "1")
    wait_for("the C header at the top", lambda: app.at_top("Countries", "C"))
    for y in range(y_from + 6, y_to + 1, 6):  # not y_from: `mousemove --sync` would wait 15 s there
        app.xdotool("mousemove", "--sync", str(x), str(y))
    wait_for("the M header at the top", lambda: app.at_top("Countries", "M"))
    app.xdotool("mouseup", "1")


def test_collections_keep_their_own_scroll_position(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.click(app.find("push button", "K"))
    wait_for("the K header at the top", lambda: app.at_top("Countries", "K"))
    app.click(app.find("page tab", "Animals"))
    wait_for("Animals rows", lambda: app.rows("Animals"))
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
        message = wait_for("the error message",
                            lambda: next((node for node in app_labels(app) if "species.json" in node), None))
        # Where, in the user's numbers; none of the parser's own words ("Unexpected end of file").
        assert message == "species.json: not valid JSON (it breaks off at byte 40)", message
        assert app.shows_text(app.page_box(), "not valid JSON (it breaks off at byte 40)")
        app.find("push button", "Retry")
        app.click(app.find("page tab", "Animals"))
        wait_for("Animals rows", lambda: app.rows("Animals"))
        shutil.copy(ROOT / "data" / "species.json", data / "species.json")
        app.click(app.find("page tab", "Species"))
        app.click(app.find("push button", "Retry"))
        wait_for("species after Retry", lambda: "Aleena" in [text for text, _ in app.rows("Species")])
    finally:
        app.close()


def test_a_broken_file_is_explained_in_the_users_language(display, tmp_path):
    data = data_with(tmp_path, "species.json", '{"count": 37, "results": [{"name": "Wook')
    app = App(display, env={"ALMANAC_DATA_DIR": str(data), "LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        app.click(app.find("page tab", "Spezies"))
        message = wait_for("the error message",
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
        message = wait_for("the error message",
                            lambda: next((node for node in app_labels(app) if "countries.json" in node), None))
        assert "none of the 2 records is a REST Countries v3.1 country" in message, message
        assert "alpha2Code" in message
        assert app.shows_text(app.page_box(), "Countries v3.1 country (the first: missing its name")
    finally:
        app.close()


def app_labels(app):
    from harness import descendants
    return [node.name for node in descendants(app.window(), showing_only=True) if node.getRoleName() == "label"]


def test_keyboard_home_end_arrows_and_enter(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
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
    wait_for("Animals rows painted", lambda: app.rows_painted("Animals"))
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
                return next(node.name for node in descendants(item) if node.getRoleName() == "label")
        except Exception:
            continue
    return None


def test_synthetic_collection_at_scale(display):
    app = App(display, "--synthetic", "100000")
    try:
        app.click(app.find("page tab", "Synthetic"))
        wait_for("synthetic rows", lambda: app.rows("Synthetic"), timeout=60)
        app.click(app.find("push button", "Z"))
        wait_for("the Z header at the top", lambda: app.at_top("Synthetic", "Z"))
        app.click(app.find("push button", "#"))
        wait_for("the # section (digits) at the top", lambda: app.at_top("Synthetic", "#"))
    finally:
        app.close()


def test_down_from_the_search_makes_the_first_result_current_and_escape_there_ends_the_search(app):
    from almanac_data import collection
    from test_matrix import selected, shows_from_top
    data = collection("Countries")
    wait_for("Countries rows", lambda: app.rows("Countries"))
    list_top = extents(app.list_view("Countries"))[1]
    app.search("ger")
    results = data.search("ger")
    expect("the results from the top", shows_from_top(app, "Countries", results.flat()))
    app.key("Down")
    expect("the first result current", selected(app, "Countries", results.titles()[0]))
    app.key("Escape")
    wait_for("the search bar closed", lambda: extents(app.list_view("Countries"))[1] == list_top)
    expect("the result still current", selected(app, "Countries", results.titles()[0]))
