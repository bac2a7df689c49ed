"""One test per known defect of the list and detail, judged on the painted screen. Each of
these failed on the code of their time (see the commit that added them); they pass once the
defect is fixed. Expected names come from the bundled data (almanac_data)."""

import pyatspi
import pytest

from almanac_data import collection
from harness import (HEADER_HEIGHT, PAINT_TIMEOUT, ROW_HEIGHT, centre, descendants, expect, extents, fitting,
                     wait_for)
import painted


# Search results count once they stay painted this long: the frame right after typing can
# still show the unfiltered list, which for a query such as "a" looks like the results.
SETTLE = 1.0


def ready(app, name="Countries"):
    """Waits until a collection's list is painted from its first section (the app has loaded
    and drawn it)."""
    first = collection(name).flat()[0]
    wait_for(f"{name} painted", lambda: app.painted_at_top(name, first), timeout=15)


def expect_at_top(app, name, text):
    """Waits until `text` is painted at the top of a collection's list; fails saying what is."""
    expect(f"{text} at the top of {name}", lambda: (
        app.painted_at_top(name, text), f"painted from the top: {app.painted_titles(name)[:4]}"))


def results_from_top(app, name, query):
    """A check: the results of `query` in a collection are painted from the top of the list,
    as many as fit, in order (the first header at the top edge)."""
    flat = collection(name).search(query).flat()
    expected = fitting(flat, extents(app.list_view(name))[3] - ROW_HEIGHT)
    return lambda: app.shows_from_top(name, expected)


def detail_title_painted(app, title):
    """A check: `title` is painted in the detail pane."""
    def check():
        lines = app.detail_lines()
        return any(painted.same_text(line.text, title) for line in lines), \
            f"{title!r} not in the detail pane, which shows {legible(lines)}"
    return check


def legible(lines, count=4):
    """The first lines OCR is sure of (for reports: pictures read as text are left out)."""
    return [line.text for line in lines if line.confidence > 80][:count]


# 1. Search paints nothing in Species and Loans.

@pytest.mark.parametrize("name, query", [("Species", "wook"), ("Loans", "a")])
def test_defect_1_search_paints_its_results(app, name, query):
    ready(app)
    app.show(name)
    app.assert_rows_painted(name)
    app.search(query)
    expect(f"the results for {query!r} in {name}", results_from_top(app, name, query), settle=SETTLE)


# 2. Search after scrolling: the results start where the list was, or are not painted.

@pytest.mark.parametrize("name, letter, query", [("Countries", "M", "land"), ("Countries", "S", "ia"),
                                                 ("Animals", "T", "bear")])
def test_defect_2_search_after_scrolling_shows_the_results_from_the_top(app, name, letter, query):
    ready(app)
    app.show(name)
    app.jump(letter)
    expect_at_top(app, name, collection(name).section_shown_for(letter))
    app.search(query)
    expect(f"the results for {query!r} in {name}, from the top", results_from_top(app, name, query), settle=SETTLE)


def test_defect_2_search_after_scrolling_a_synthetic_collection(launch):
    # The synthetic names are generated: the index strip (its letters not dimmed) tells which
    # sections the results have.
    app = launch("--synthetic", "1000")
    ready(app)
    app.show("Synthetic")
    app.assert_rows_painted("Synthetic")
    app.jump("T")
    expect_at_top(app, "Synthetic", "T")
    app.search("ka")

    def check():
        image = app.capture()
        letters = app.index_letters_painted("Synthetic", image)
        at_top = bool(letters) and app.painted_at_top("Synthetic", letters[0], image)
        rows, report = app.rows_painted("Synthetic", image=image)
        return at_top and rows, (f"sections {letters}; painted from the top: "
                                 f"{app.painted_titles('Synthetic', image)[:4]}; {report}")
    expect("the results from the top, painted", check, settle=SETTLE)


# 3. The detail pane shows another collection's item.

def test_defect_3_each_collection_keeps_its_own_detail(app):
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


def test_defect_3_narrow_window_switching_collection_shows_its_list(app):
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
        lines = app.painted_lines(app.content_box())
        found = [title for title in first if any(painted.same_text(line.text, title) for line in lines)]
        return found == first, f"painted: {legible(lines, 6)}; of {first} found {found}"
    expect("the Countries list", check)


# 4. Selection and detail disagree.

def test_defect_4_the_detail_follows_the_current_row(app):
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


# 5. The keyboard does nothing until the list is clicked.

def test_defect_5_typing_at_start_jumps(app):
    ready(app)
    app.key("m")
    expect_at_top(app, "Countries", collection("Countries").section_shown_for("M"))


# 7. The sticky header is not pushed up by the next header.

def test_defect_7_the_next_header_pushes_the_sticky_header_up(app):
    ready(app)
    sections = list(collection("Countries").sections().items())
    # A section with a single row (not O: OCR confuses it with 0 and D): one wheel click
    # brings the next header into the band the sticky header covers.
    index = next(i for i, (letter, titles) in enumerate(sections[1:-1], start=1)
                 if len(titles) == 1 and letter not in "OI")
    letter, following = sections[index][0], sections[index + 1][0]
    view = app.list_view("Countries")
    app.jump(letter)
    expect_at_top(app, "Countries", letter)
    app.wheel(view)
    top = extents(view)[1]

    def next_header_offset():
        offsets = [box[1] - top for title, _, box in app.list_claims("Countries") if title == following]
        return offsets[0] if offsets and offsets[0] < HEADER_HEIGHT else None
    offset = wait_for(f"the {following} header to move into the top band", next_header_offset, PAINT_TIMEOUT)
    assert offset > 0, f"set-up: the {following} header should be inside the top band, is at {offset}"

    def check():
        headers = app.painted_headers("Countries")
        own = any(h.text == following and abs(h.centre_y - (top + offset + HEADER_HEIGHT / 2)) <= 8 for h in headers)
        # Pushed up, the sticky header's letter is cut off at the top edge (or gone): no whole
        # letter is painted in the band above the next header.
        above = [h.text for h in headers if h.y - top >= 4 and h.centre_y - top < offset]
        return own and not above, (f"{following} header {offset} px from the top; letters painted (text, y): "
                                   f"{[(h.text, h.y - top) for h in headers]}")
    expect(f"the {following} header painted whole, the sticky {letter} pushed up", check)


# 8. Scrubbing highlights the letter where the press started.

def test_defect_8_scrubbing_highlights_the_current_letter(app):
    ready(app)
    start, end, far = (app.find("push button", letter) for letter in ("C", "M", "W"))
    x, y_from = app.screen_point(*centre(extents(start)))
    _, y_to = app.screen_point(*centre(extents(end)))
    app.xdotool("mousemove", "--sync", str(x), str(y_from), "mousedown", "1")
    try:
        # A drag, about a letter at a time. (Not to the press point itself: `mousemove --sync`
        # waits for the pointer to move, and would wait 15 s.)
        for y in [*range(y_from + 12, y_to, 12), y_to]:
            app.xdotool("mousemove", "--sync", str(x), str(y))
        expect_at_top(app, "Countries", "M")

        def check():
            image = app.capture()
            shade = {letter: app.background(extents(button), image)
                     for letter, button in (("C", start), ("M", end), ("W", far))}
            plain = shade["W"]
            highlighted = [letter for letter in ("C", "M") if painted.colour_distance(shade[letter], plain) > 12]
            return highlighted == ["M"], f"letters painted highlighted while on M: {highlighted} (backgrounds {shade})"
        expect("only M highlighted while scrubbing over it", check)
    finally:
        app.xdotool("mouseup", "1")


# 9. End puts the last section at the top instead of the last row at the bottom.

def test_defect_9_end_shows_the_last_rows_filling_the_view(app):
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


# 10. Layout: the detail pane squeezes the list, titles without subtitle sit high.

def test_defect_10_opening_a_detail_does_not_move_the_index_strip(app):
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


@pytest.mark.parametrize("name, letter", [("Countries", "A"), ("Animals", "B")])
def test_defect_10_a_title_without_subtitle_is_centred_in_its_row(app, name, letter):
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


# 11. The search bar: Enter does not open the single match; the button is not a toggle.

def test_defect_11_enter_opens_the_single_search_result(app):
    ready(app)
    countries = collection("Countries")
    query = "cote"
    (only,) = countries.search(query).titles()
    app.search(query)
    expect("the single result", results_from_top(app, "Countries", query), settle=SETTLE)
    app.key("Return")
    expect(f"{only} opened by Enter", detail_title_painted(app, only))


def header_search_button(app):
    """The header bar's search button, whatever its role."""
    return wait_for("the search button", lambda: next(
        (node for node in descendants(app.window(), showing_only=True)
         if node.getRoleName() in ("push button", "toggle button") and "search" in (node.name or "").lower()),
        None))


def test_defect_11_the_search_button_is_a_toggle(app):
    ready(app)
    button = header_search_button(app)
    closed = app.background(extents(button))
    app.key("ctrl+f")
    app.find("entry", "Search")

    def check():
        # GTK 4.8 has no toggle-button role: a toggle is a button with a pressed state.
        states = button.getState()
        pressed = states.contains(pyatspi.STATE_PRESSED) or states.contains(pyatspi.STATE_CHECKED)
        shade = app.background(extents(button))
        return (pressed and painted.colour_distance(shade, closed) > 12,
                f"role {button.getRoleName()!r}, pressed {pressed}, background {closed} closed → {shade} open")
    expect("a pressed toggle button while the search bar is open", check)


# 12. Tab walks the rows instead of leaving the list.

def test_defect_12_tab_moves_to_the_next_region(app):
    ready(app)
    view = app.list_view("Countries")
    app.click_row("Countries", collection("Countries").titles()[0])
    wait_for("the clicked row focused", lambda: any(
        item is not None and item.getState().contains(pyatspi.STATE_FOCUSED) for item in view), PAINT_TIMEOUT)
    app.key("Tab")

    def check():
        focused = [node for node in descendants(app.window(), showing_only=True)
                   if node.getState().contains(pyatspi.STATE_FOCUSED)]
        in_list = [node for node in focused if node.getRoleName() == "list item"]
        ring = app.focus_ring_rows("Countries")
        return not in_list and not ring, (f"focused: {[(node.getRoleName(), node.name) for node in focused]}; "
                                          f"focus ring painted on list rows at y {ring}")
    expect("the focus out of the list after Tab", check)


# 6. A page of live rows arriving moves the view the user just jumped to.

def test_defect_6_a_page_arriving_leaves_the_jump_in_place(launch, server):
    from live_server import loan_names
    # Pages of 50: after Refresh, Z is near the end and its jump asks for the next page,
    # which the server holds back for 2 s so that it arrives once the jump has settled.
    app = launch(env={"ALMANAC_LOANS_URL": f"{server.url}/kiva/graphql?total=120&fault=slow:2&fault_page=2"})
    ready(app)
    app.show("Loans")
    app.key("F5")
    first = loan_names(1)[0]
    expect("the live loans", lambda: (app.painted_at_top("Loans", "A") and first in " ".join(app.painted_titles("Loans")),
                                      f"painted: {app.painted_titles('Loans')[:4]}"))
    app.jump("Z")
    expect_at_top(app, "Loans", "Z")
    wait_for("the next page asked for", lambda: len([path for _, path, _ in server.requests if path.startswith("/kiva/")]) >= 2)
    # Once the page is in, the Z section holds more rows; it must still be at the top.
    names = loan_names(100)
    section = ["Z", *sorted(name for name in names if name.startswith("Z"))]
    expect("Z at the top once the next page is in", lambda: app.shows_from_top("Loans", section), timeout=10, settle=1.0)
