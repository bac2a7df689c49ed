"""The list under a person's hands — clicks, the pinned header, keys after each kind of jump,
the focus — in every collection, judged on the painted screen. One model holds after every
input: the current row is the selected one, the detail shows it and the focus ring is on it;
keys and clicks on rows move it, the wheel and the index only move the view, and the next key
goes on from the current row if it is on screen, else from the first row shown."""

import pyatspi
import pytest

import painted
from almanac_data import COLLECTIONS, collection
from checks import expect_at_top, in_detail, ready, selected
from harness import HEADER_HEIGHT, PAINT_TIMEOUT, ROW_HEIGHT, descendants, expect, extents, wait_for, wait_for_value
from tree import role_of

pytestmark = pytest.mark.core


def show_painted(app, name):
    app.show(name)
    app.assert_rows_painted(name)


def long_section(name):
    """A section of at least three rows, in the middle of the collection if it can be."""
    sections = collection(name).sections()
    letters = [letter for letter, rows in sections.items() if len(rows) >= 3]
    return letters[len(letters) // 2]


def selection_band(app, name):
    """(top, bottom) of the row painted selected, from the list's top edge, or None."""
    box = extents(app.list_view(name))
    bands = painted.bands(app.crop(box), 8, painted.is_selection, min_height=20)
    return bands[0] if bands else None


def first_shown_current(app, name):
    """A check: the selected row is the first one shown below the pinned header (between it
    and the first row shown whole: at most part of a row and one section header)."""
    def check():
        band = selection_band(app, name)
        return (band is not None and HEADER_HEIGHT - 2 <= band[0] < 2 * HEADER_HEIGHT + ROW_HEIGHT,
                f"selected band {band}: not the first row shown below the header")
    return check


def no_row_open(app, name):
    """A check: no row of the list is painted selected and the detail pane shows its placeholder."""
    def check():
        band = selection_band(app, name)
        placeholder, report = in_detail(app, "Select an item to see its details")()
        return band is None and placeholder, f"selected band {band}; {report}"
    return check


def pin_a_section(app, name):
    """Jumps to a long section and scrolls two slow notches on, so that its header is pinned
    over its first row; returns the section's letter and first row."""
    show_painted(app, name)
    letter = long_section(name)
    app.jump(letter)
    expect(f"{letter} at the top", lambda: (app.painted_at_top(name, letter), "not at the top"))
    app.wheel(app.list_view(name), clicks=2, delay=80)
    first = collection(name).sections()[letter][0]
    expect(f"{first} under the pinned header", lambda: (
        not any(painted.same_text(text, first) for text, y in app.painted_rows(name) if y >= HEADER_HEIGHT - 10),
        f"painted: {app.painted_rows(name)[:4]}"), settle=0.3)
    return letter, first


def click_pinned_header(app, name):
    x, y, width, _ = extents(app.list_view(name))
    app.xdotool("mousemove", "--sync", *map(str, app.screen_point(x + width // 2, y + HEADER_HEIGHT // 2)), "click", "1")


@pytest.mark.parametrize("name", COLLECTIONS)
def test_clicking_the_pinned_header_opens_no_row_under_it(app, name):
    letter, first = pin_a_section(app, name)
    click_pinned_header(app, name)
    # Nothing under the header opens; the section comes back to its start.
    expect("no row opened", no_row_open(app, name), settle=0.5)
    expect(f"{letter}'s start at the top", lambda: (app.shows_from_top(name, [letter, first])[0],
                                                   app.shows_from_top(name, [letter, first])[1]))


def test_in_a_phone_window_the_pinned_header_opens_no_row_either(app):
    name = "Countries"
    app.resize(360, 720)
    letter, _ = pin_a_section(app, name)
    click_pinned_header(app, name)
    # Narrow, an opened row would slide its detail over the list: the list stays, nothing selected.
    expect("the list still shown, no row selected", lambda: (
        app.painted_at_top(name, letter) and selection_band(app, name) is None,
        f"painted: {app.painted_rows(name)[:3]}; selected band {selection_band(app, name)}"), settle=0.5)


def test_a_row_clicked_where_the_pinned_header_half_hides_it_is_shown_whole(app):
    name = "Countries"
    show_painted(app, name)
    letter = long_section(name)
    app.jump(letter)
    expect(f"{letter} at the top", lambda: (app.painted_at_top(name, letter), "not at the top"))
    app.wheel(app.list_view(name), clicks=1, delay=80)  # ~70 px: the second row slides under the header
    rows = collection(name).sections()[letter]
    expect(f"{rows[0]} scrolled out of sight", lambda: (
        not any(painted.same_text(text, rows[0]) for text, y in app.painted_rows(name) if y >= HEADER_HEIGHT - 10),
        f"painted: {app.painted_rows(name)[:4]}"), settle=0.3)
    x, y, width, height = extents(app.list_view(name))
    # The second row's visible part, just below the pinned header.
    app.xdotool("mousemove", "--sync", *map(str, app.screen_point(x + width // 2, y + HEADER_HEIGHT + 12)), "click", "1")

    def shown_whole():
        # Under the pinned header the selected row's band is covered: whole, it is a row high.
        band = selection_band(app, name)
        return (band is not None and band[0] >= HEADER_HEIGHT - 2 and band[1] - band[0] >= ROW_HEIGHT - 4,
                f"selected band {band} (the header ends at {HEADER_HEIGHT}; a row is {ROW_HEIGHT} high)")
    expect("the clicked row shown whole below the header", shown_whole, settle=0.5)
    expect("the row clicked is the one open", selected(app, name, rows[1]))


@pytest.mark.parametrize("name", COLLECTIONS)
def test_keys_go_on_from_where_the_view_is_after_a_jump(app, name):
    data = collection(name)
    sections = data.sections()
    letters = list(sections)
    show_painted(app, name)
    # A row current at the top, then an index jump far down: Down makes the first row shown
    # current, not the one after the old current row.
    app.click_row(name, data.titles()[0])
    expect("the first row current", selected(app, name, data.titles()[0]))
    target = letters[-2] if len(sections[letters[-2]]) >= 2 else letters[len(letters) // 2]
    app.jump(target)
    expect(f"{target} at the top", lambda: (app.painted_at_top(name, target), "not at the top"))
    app.key("Down")
    expect(f"Down after the jump: {sections[target][0]} current", selected(app, name, sections[target][0]))
    # A typed letter makes its section's first row current, the detail showing it.
    back = letters[len(letters) // 2]
    app.key(back.lower())
    expect(f"typing {back.lower()}: {sections[back][0]} current", selected(app, name, sections[back][0]))
    # The wheel moves the view only; Up then makes the row above the first one shown current.
    app.wheel(app.list_view(name), clicks=3, delay=80)
    expect("the current row scrolled away", lambda: (selection_band(app, name) is None or selection_band(app, name)[1] < HEADER_HEIGHT,
                                                     f"selected band {selection_band(app, name)}"), settle=0.3)
    app.key("Down")
    expect("Down after the wheel: the first row shown is current", first_shown_current(app, name), settle=0.3)


def test_page_down_after_an_index_jump_goes_on_from_the_section_jumped_to(app):
    name = "Countries"
    data = collection(name)
    show_painted(app, name)
    app.click_row(name, data.titles()[1])
    app.jump("S")
    expect("S at the top", lambda: (app.painted_at_top(name, "S"), "not at the top"))
    app.key("Page_Down")

    def in_s_or_after():
        row = app.painted_selection(name)
        titles = [title for title in data.titles() if data.titles().index(title) >= data.titles().index(data.sections()["S"][0])]
        return row is not None and any(painted.same_text(row, title) for title in titles), f"selected: {row!r}"
    expect("Page Down lands below S's first rows, not back at the top", in_s_or_after)


def test_tab_to_the_index_lights_the_current_rows_section(app):
    """The pinned header shows the section at the top (U); the current row is further down, in
    V: the index, focused, lights V."""
    name = "Countries"
    sections = collection(name).sections()
    show_painted(app, name)
    app.jump("U")
    expect("U at the top", lambda: (app.painted_at_top(name, "U"), "not at the top"))
    app.wheel(app.list_view(name), clicks=1, delay=80)
    app.click_row(name, sections["V"][0])
    expect(f"{sections['V'][0]} current", selected(app, name, sections["V"][0]))
    app.key("Tab")

    def lit():
        letters = lit_letters(app, name)
        return letters == ["V"], f"lit letters: {letters}"
    expect("V lit in the focused index", lit, settle=0.3)


def test_down_in_the_focused_index_goes_one_letter_at_a_time(app):
    """Each Down in the focused index puts the next letter's section at the top and lights that
    letter (on GTK 4.18 the list first stopped short, the old letter stayed lit, and each
    letter took two presses)."""
    name = "Countries"
    sections = collection(name).sections()
    show_painted(app, name)
    app.click_row(name, sections["A"][0])
    app.key("Tab")
    for letter in "ABCD":
        if letter != "A":
            app.key("Down")

        def there(letter=letter):
            letters = lit_letters(app, name)
            return app.painted_at_top(name, letter) and letters == [letter], f"lit letters: {letters}"
        expect(f"{letter} at the top and lit", there, settle=0.3)


def lit_letters(app, name):
    """The index letters painted on a background of their own (the current letter of a focused
    or scrubbed index on the accent colour; any other tint, such as a hover's, counts too)."""
    image = app.capture()
    strip = painted.common_colour(app.crop(extents(app.index_strip(name)), image))
    found = []
    for button in app.index_strip(name):
        if button is None:
            continue
        area = app.crop(extents(button), image).convert("RGB")
        if painted.colour_distance(painted.common_colour(area), strip) > 4:
            found.append(button.name)
    return found


def test_a_scrub_leaves_one_letter_lit(app):
    """A fast scrub of the focused index ending on a letter without a section (X: Y comes to
    the top): one letter is lit, not also the one left under the pointer."""
    name = "Countries"
    show_painted(app, name)
    app.key("Tab")  # the index has the focus: its current letter is lit
    start, end = extents(app.index_button(name, "B")), extents(app.index_button(name, "X"))
    x = start[0] + start[2] // 2
    app.xdotool("mousemove", "--sync", *map(str, app.screen_point(x, start[1] + 5)), "mousedown", "1")
    for y in range(start[1] + 5, end[1] + end[3] // 2, 7):
        app.xdotool("mousemove", *map(str, app.screen_point(x, y)))
    app.xdotool("mousemove", *map(str, app.screen_point(x, end[1] + end[3] // 2)), "mouseup", "1")

    def one_lit():
        letters = lit_letters(app, name)
        return len(letters) == 1, f"lit after the scrub: {letters}"
    expect("one letter lit", one_lit, settle=0.5)


def test_every_stop_of_the_tab_chain_shows_the_focus(app):
    """Shift+Tab from the list goes through the header bar, the detail and the index: at each
    stop a focus ring is painted where there was none before."""
    name = "Countries"
    show_painted(app, name)
    app.key("Down")  # a row current, its detail shown: the detail is a stop too
    expect("a row current", lambda: (selection_band(app, name) is not None, "no row selected"))
    box = extents(app.window())
    before = ring_mask(app.crop(box))
    for step in range(8):
        app.key("shift+Tab")

        def new_ring():
            now = ring_mask(app.crop(box))
            new = sum(1 for old, current in zip(before, now) if current and not old)
            return new > 40, f"{new} new focus-ring pixels after Shift+Tab {step + 1}"
        expect(f"a focus ring after Shift+Tab {step + 1}", new_ring, settle=0.2)
        before = ring_mask(app.crop(box))


def ring_mask(image):
    """For each pixel of `image`, whether it has the colour of GTK's focus ring."""
    return [painted.is_focus_ring(pixel) for pixel in painted.pixels(image.convert("RGB"))]


def test_the_next_header_pushes_the_sticky_header_up(app):
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
    offset = wait_for_value(f"the {following} header to move into the top band", next_header_offset, PAINT_TIMEOUT)
    assert offset > 0, f"set-up: the {following} header should be inside the top band, is at {offset}"

    def check():
        headers = app.painted_headers("Countries")
        own = any(h.text == following and abs(h.centre_y - (top + offset + HEADER_HEIGHT / 2)) <= 8 for h in headers)
        # Pushed up, the sticky header's letter went up with its band (cut off at the top edge,
        # or gone): none is painted where the band's letter is when not pushed.
        above = [h.text for h in headers if h.centre_y - top < offset and abs(h.centre_y - top - HEADER_HEIGHT / 2) <= 4]
        return own and not above, (f"{following} header {offset} px from the top; letters painted (text, y): "
                                   f"{[(h.text, h.y - top) for h in headers]}")
    expect(f"the {following} header painted whole, the sticky {letter} pushed up", check)


def test_tab_moves_to_the_next_region(app):
    ready(app)
    view = app.list_view("Countries")
    app.click_row("Countries", collection("Countries").titles()[0])
    wait_for("the clicked row focused", lambda: any(
        item is not None and item.getState().contains(pyatspi.STATE_FOCUSED) for item in view), PAINT_TIMEOUT)
    app.key("Tab")

    def check():
        focused = [node for node in descendants(app.window(), showing_only=True)
                   if node.getState().contains(pyatspi.STATE_FOCUSED)]
        in_list = [node for node in focused if role_of(node) == "list item"]
        ring = app.focus_ring_rows("Countries")
        return not in_list and not ring, (f"focused: {[(role_of(node), node.name) for node in focused]}; "
                                          f"focus ring painted on list rows at y {ring}")
    expect("the focus out of the list after Tab", check)


def test_the_focus_coming_back_to_the_list_keeps_the_view_and_the_current_row(app):
    """A row current, the index focused, the list wheeled on: Shift+Tab back into the list
    leaves the view where it is (GTK 4.8 scrolled back towards the row that had the focus) and
    the current row as it was; Down then goes on from the first row shown."""
    name = "Countries"
    show_painted(app, name)
    app.key("l")
    first = collection(name).sections()["L"][0]
    expect(f"{first} current", selected(app, name, first))
    app.key("Tab")
    app.wheel(app.list_view(name), clicks=5, delay=60)
    expect(f"{first} scrolled away", lambda: (selection_band(app, name) is None, "still painted selected"), settle=0.3)
    before = app.painted_rows(name)
    app.key("shift+Tab")

    def view_kept():
        now = app.painted_rows(name)
        return [text for text, _ in now[:4]] == [text for text, _ in before[:4]], f"before: {before[:4]}; now: {now[:4]}"
    expect("the view where it was", view_kept, settle=0.5)
    expect(f"{first} still open", lambda: in_detail(app, first)())
    app.key("Down")
    expect("Down: the first row shown current", first_shown_current(app, name), settle=0.3)


def test_space_opens_the_row_and_keeps_it_selected(app):
    name = "Countries"
    show_painted(app, name)
    last = collection(name).titles()[-1]
    app.key("End")
    expect(f"{last} current", selected(app, name, last))
    app.key("space")
    expect(f"{last} still current after Space", selected(app, name, last), settle=0.5)


@pytest.mark.parametrize("key", ["Down", "Page_Down", "End"])
def test_a_row_reached_by_a_key_shows_the_focus_ring(app, key):
    """A click hides focus rings; a key that moves the current row shows the ring on it (GTK
    shows them only when the focus moved before the key was released)."""
    name = "Animals"
    show_painted(app, name)
    app.click_row(name, collection(name).titles()[0])
    expect("the clicked row current", selected(app, name, collection(name).titles()[0]))
    app.key(key)

    def ring_on_current():
        top = extents(app.list_view(name))[1]
        band = selection_band(app, name)
        rings = [y - top for y in app.focus_ring_rows(name)]
        on_band = band is not None and any(abs(ring - band[0]) <= 3 for ring in rings)
        return on_band, f"after {key}: selected band {band}, focus rings at {rings} (from the list's top)"
    expect(f"the focus ring on the row {key} went to", ring_on_current)


@pytest.mark.parametrize("scheme", ["prefer-light", "prefer-dark"])
def test_a_letter_and_down_typed_fast_leave_the_section_at_the_top(launch, scheme):
    """A quick typist's letter then Down (12 ms apart): the letter's section at the top, its
    second row current — right below the first, under the pinned letter — and painted (Down
    does not stop the jump where the view was, and the rows it shows are not left blank)."""
    app = launch(env={"ADW_DEBUG_COLOR_SCHEME": scheme})
    name = "Countries"
    show_painted(app, name)
    sections = collection(name).sections()
    for letter in ["T", "K", "H", "P", "Z"]:
        second = sections[letter][1]

        def second_row_current_and_painted():
            band = selection_band(app, name)
            selection = app.painted_selection(name) or ""
            in_place = band is not None and abs(band[0] - (HEADER_HEIGHT + ROW_HEIGHT)) <= 4
            return in_place and painted.same_text(selection, second), \
                f"selected band {band} (from the list's top), painted on it: {selection!r}"
        app.xdotool("key", "--delay", "12", letter.lower(), "Down")
        expect(f"{second} current, second in {letter}'s section at the top, painted", second_row_current_and_painted,
               settle=0.5)


def test_at_start_the_keyboard_works_from_the_row_with_the_focus(app):
    """The focus starts on a row, not on the list itself (where no key works): Enter opens it."""
    first = collection("Countries").entries[0].title
    show_painted(app, "Countries")
    app.key("Return")
    expect(f"{first} opened by Enter at start", in_detail(app, first))


def test_up_and_down_in_the_index_pass_over_letters_without_a_section(app):
    """From the keyboard the index passes over a dimmed letter both ways: Up onto it would
    jump to the next section, back where Up started (the focus stayed on Y for good)."""
    name = "Countries"
    show_painted(app, name)
    sections = collection(name).sections()
    titles = [chr(code) for code in range(ord("A"), ord("Z") + 1)]
    # A letter without a section between two with one (X, between W and Y).
    empty = next(letter for letter in titles[1:-1] if letter not in sections
                 and titles[titles.index(letter) - 1] in sections and titles[titles.index(letter) + 1] in sections)
    before, after = titles[titles.index(empty) - 1], titles[titles.index(empty) + 1]
    app.key("Tab")  # the index
    app.key(after.lower())
    expect_at_top(app, name, after)
    for key, letter in (("Up", before), ("Down", after), ("Up", before)):
        app.key(key)
        expect(f"{letter} lit after {key}", lambda: (lit_letters(app, name) == [letter], f"lit: {lit_letters(app, name)}"))
        expect_at_top(app, name, letter)  # its header


def test_the_pointer_tints_an_item_and_never_a_section_header(app):
    """Under the mouse pointer an item's row is tinted (a click opens it); a section header's
    is not (a click there does nothing)."""
    name = "Loans"  # short sections: the second one's header is on screen
    show_painted(app, name)
    list_view = app.list_view(name)
    list_x, _, list_width, _ = extents(list_view)
    x = list_x + list_width - 120  # right of the texts, left of the amounts

    def point(box):
        return x, box[1] + box[3] // 2

    letter, titles = list(collection(name).sections().items())[1]
    header_label = next(node for node in descendants(list_view, showing_only=True)
                        if role_of(node) == "label" and node.name == letter)
    header, item = point(extents(header_label)), point(app.row_label(name, titles[0]))
    detail = app.detail_box()
    app.xdotool("mousemove", "--sync", *map(str, app.screen_point(detail[0] + 50, detail[1] + 50)))

    def colour(spot, image=None):
        return (image or app.capture()).getpixel(app.screen_point(*spot))[:3]
    image = app.capture()
    untinted = {spot: colour(spot, image) for spot in (header, item)}

    def hover(spot):
        app.xdotool("mousemove", "--sync", *map(str, app.screen_point(spot[0] - 1, spot[1])))
        app.xdotool("mousemove", "--sync", *map(str, app.screen_point(*spot)))

    def item_tinted(tinted):
        def check():
            now = colour(item)
            return (painted.colour_distance(now, untinted[item]) > 2) == tinted, f"{now} against {untinted[item]}"
        return check
    hover(item)
    expect("the item under the pointer tinted", item_tinted(True))
    hover(header)
    expect("the item no longer tinted once the pointer is on the header", item_tinted(False))
    assert painted.colour_distance(colour(header), untinted[header]) <= 2, \
        f"the header is tinted: {colour(header)} against {untinted[header]}"
