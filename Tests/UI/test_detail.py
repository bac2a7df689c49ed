"""Details: tapping through rows, flags, species text, cross-links and Back — on the real app."""

import pytest

import pyatspi

import painted
from almanac_data import collection
from checks import detail_title_painted, legible, ready
from harness import descendants, expect, extents, wait_for, wait_for_value
from painted import same_text
from tree import is_fact_value, role_of, shown_text

pytestmark = pytest.mark.core


def list_painted(app):
    """Whether the Countries list is painted, judged by its index strip's letters: AT-SPI
    still lists (with its last place) the list a narrow window has slid away on libadwaita
    1.2; libadwaita 1.7 takes it out, strip and all."""
    try:
        return bool(app.index_letters_painted("Countries"))
    except LookupError:
        return False


def open_row(app, collection, letter, title):
    """Jumps to `letter` in a collection and clicks the row titled `title`."""
    app.click(app.find("page tab", collection))
    app.click(app.find("push button", letter))
    app.click(app.find("label", title, within=app.list_view(collection)))


def detail_x(app, collection):
    """Where the detail pane starts: right of the list and its letter index."""
    view = extents(app.list_view(collection))
    return view[0] + view[2] + 30


def test_kenya_shows_nairobi_and_its_flag(app):
    app.wait_for_rows("Countries")
    open_row(app, "Countries", "K", "Kenya")
    x = detail_x(app, "Countries")
    wait_for("Kenya's capital in the detail", lambda: {"Capital", "Nairobi", "Republic of Kenya"} <= set(app.labels_right_of(x)))
    flags = wait_for_value("the flag in the detail", lambda: [
        node for node in descendants(app.window(), showing_only=True)
        if role_of(node) == "image" and node.name == "Flag of Kenya" and extents(node)[0] > x] or None)
    assert extents(flags[0])[2] >= 300, f"a large flag: {extents(flags[0])}"


def flag_box(app, country, x):
    """The extents of the shown flag of `country` in the detail pane (right of `x`)."""
    flags = wait_for_value(f"the flag of {country}", lambda: [
        node for node in descendants(app.window(), showing_only=True)
        if role_of(node) == "image" and node.name == f"Flag of {country}" and extents(node)[0] > x] or None)
    return extents(flags[0])


def test_flags_keep_one_size_whatever_the_facts_and_the_window(app):
    app.wait_for_rows("Countries")
    x = detail_x(app, "Countries")
    sizes = {}
    for letter, country in [("K", "Kenya"), ("A", "Antarctica"), ("U", "United States"), ("G", "Greenland")]:
        open_row(app, "Countries", letter, country)
        sizes[country] = flag_box(app, country, x)[2:]
    app.resize(1200, 800)
    open_row(app, "Countries", "K", "Kenya")
    sizes["Kenya, wider window"] = flag_box(app, "Kenya", detail_x(app, "Countries"))[2:]
    assert len(set(sizes.values())) == 1, f"one flag size: {sizes}"
    width, height = sizes["Kenya"]
    assert 300 <= width <= 320 and abs(width / height - 4 / 3) < 0.02, sizes


def test_the_wookie_detail_names_shyriiwook(app):
    app.wait_for_rows("Countries")
    open_row(app, "Species", "W", "Wookie")
    x = detail_x(app, "Species")
    paragraph = wait_for_value("the description", lambda: next(
        (text for text in app.labels_right_of(x) if text.startswith("A typical Wookie is")), None))
    assert "210 cm" in paragraph and "400 years" in paragraph
    assert {"Language", "Shyriiwook", "Homeworld", "Kashyyyk"} <= set(app.labels_right_of(x))


def test_a_loans_country_opens_the_country_and_back_returns(app):
    app.wait_for_rows("Countries")
    open_row(app, "Loans", "A", "Amina")
    x = detail_x(app, "Loans")
    wait_for("Amina's detail", lambda: "$525" in " ".join(app.labels_right_of(x)) or "US$525" in app.labels_right_of(x))
    app.click(app.find("push button", "Kenya"))
    wait_for("Kenya's detail", lambda: {"Nairobi", "Republic of Kenya"} <= set(app.labels_right_of(x)))
    app.click(app.find("push button", "Back"))
    wait_for("back at the loan", lambda: "Republic of Kenya" not in app.labels_right_of(x)
             and any("dairy cow" in text for text in app.labels_right_of(x)))


def test_back_in_a_narrow_window(app):
    app.wait_for_rows("Countries")
    app.resize(600, 650)
    open_row(app, "Countries", "K", "Kenya")
    wait_for("the detail replacing the list", lambda: not list_painted(app))
    wait_for("Kenya's capital in the detail", lambda: "Nairobi" in app.labels_containing("Nairobi"))
    app.click(app.find("push button", "Back"))
    wait_for("the list again", lambda: list_painted(app))
    # The list kept its place: Kenya is still there, painted selected.
    expect("Kenya painted selected", lambda: (same_text(app.painted_selection("Countries") or "", "Kenya"),
                                              f"painted selected: {app.painted_selection('Countries')!r}"))
    # Keyboard: Escape and Alt+Left go back too.
    app.click(app.find("label", "Kenya", within=app.list_view("Countries")))
    wait_for("the detail again", lambda: not list_painted(app))
    app.key("Escape")
    wait_for("the list after Escape", lambda: list_painted(app))
    app.click(app.find("label", "Kenya", within=app.list_view("Countries")))
    wait_for("the detail once more", lambda: not list_painted(app))
    app.key("alt+Left")
    wait_for("the list after Alt+Left", lambda: list_painted(app))


def test_each_collection_keeps_its_own_detail(app):
    ready(app)
    species = collection("Species")
    app.show("Species")
    wookie = next(title for title in species.titles() if title.startswith("Wook"))
    app.jump("W")
    app.click_row("Species", wookie)
    expect("the Wookie's detail", detail_title_painted(app, wookie))
    app.show("Loans")
    app.assert_rows_painted("Loans")
    # Loans has no open item: its detail pane must not show the Wookie.

    def check():
        lines = app.detail_lines()
        return not any(painted.same_text(line.text, wookie) for line in lines), f"the detail pane shows {legible(lines)}"
    expect("no Wookie beside the loans", check)
    app.show("Species")
    expect("the Wookie again in Species", detail_title_painted(app, wookie))


def test_narrow_window_switching_collection_shows_its_list(app):
    ready(app)
    app.resize(600, 650)
    app.show("Loans")
    first = collection("Loans").titles()[0]
    app.click_row("Loans", first)
    expect("the loan's detail replacing the list", detail_title_painted(app, first))
    app.show("Countries")
    # Countries has no open item: its list is shown, painted (whatever AT-SPI says).
    first = collection("Countries").titles()[:3]

    def check():
        texts = app.painted_titles("Countries")
        found = [title for title in first if any(painted.same_text(text, title) for text in texts)]
        return found == first, f"painted: {texts[:8]}; of {first} found {found}"
    expect("the Countries list", check)


def test_the_detail_follows_the_current_row(app):
    ready(app)
    titles = collection("Countries").titles()
    app.click_row("Countries", titles[0])
    expect("the first country open", detail_title_painted(app, titles[0]))
    for _ in range(3):
        app.key("Down")
    current = titles[3]

    def check():
        selected = app.painted_selection("Countries")
        detail = app.detail_lines()
        shown = any(painted.same_text(line.text, current) for line in detail)
        return (selected is not None and painted.same_text(selected, current) and shown,
                f"highlighted row: {selected!r}; detail pane: {legible(detail)}")
    expect(f"{current} highlighted and in the detail pane", check)


def test_opening_a_detail_does_not_move_the_index_strip(app):
    ready(app)
    letter_a = app.find("push button", "A")
    before = app.painted_strip_x(letter_a)
    width_before = extents(app.list_view("Countries"))[2]
    first = collection("Countries").titles()[0]
    app.click_row("Countries", first)
    expect("the detail", detail_title_painted(app, first))
    after = app.painted_strip_x(letter_a)
    width_after = extents(app.list_view("Countries"))[2]
    assert (after, width_after) == (before, width_before), \
        f"the index letters moved from x {before} to {after}, the list width from {width_before} to {width_after}"


def test_tab_through_the_detail_selects_no_text(app):
    """Tab reads the detail's title, the line under it and the facts (as a screen reader does)
    with a caret, not a selection: no text is painted selected, with the focus on it or after it
    has moved on."""
    app.wait_for_rows("Countries")
    open_row(app, "Countries", "K", "Kenya")
    detail = app.detail_pane()
    title = app.find("label", "Kenya", within=detail)
    official = app.find("label", "Republic of Kenya", within=detail)
    capital = wait_for_value("Nairobi, the capital", lambda: next(
        (node for node in descendants(detail, showing_only=True)
         if is_fact_value(node, "Capital") and shown_text(node) == "Nairobi"), None))
    index = app.index_strip("Countries")
    # The item's buttons beside the title, Copy then the star (GTK 4.8 calls a toggle a push button).
    copy = app.find("push button", "Copy", within=detail)
    star = app.find(("toggle button", "push button"), "Star", within=detail)

    def unselected():
        image = app.capture()
        background = app.background(extents(detail), image)
        # Where the text starts: selected, its background would be the selection's colour.
        tinted = [node.name for node in (title, official, capital)
                  if painted.colour_distance(app.background(text_start(node), image), background) > 16]
        return not tinted, f"painted selected: {tinted}"

    for key, focused in (("Tab", index), ("Tab", title), ("Tab", copy), ("Tab", star), ("Tab", official), ("Tab", capital),
                         ("shift+Tab", official), ("shift+Tab", star), ("shift+Tab", copy), ("shift+Tab", title),
                         ("shift+Tab", index)):
        app.key(key)
        wait_for(f"the focus on {focused.name} after {key}", lambda: focused.getState().contains(pyatspi.STATE_FOCUSED))
        expect(f"no text painted selected after {key} to {focused.name}", unselected)


def text_start(label):
    """The first 40 px of a label's box, where its text is."""
    x, y, _, height = extents(label)
    return (x, y, 40, height)
