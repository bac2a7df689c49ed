"""A phone's 360 × 640 window: every collection, its rows, letter index, search and details
usable, judged on the painted screen."""

from collections import Counter

import pyatspi
import pytest

import painted
from almanac_data import COLLECTIONS, collection
from conftest import close_all
from harness import descendants, expect, extents, wait_for, wait_for_value
from shell import GnomeShell, WaylandApp
from checks import Steps, from_section, narrow_detail, queries, shows_from_top
from tree import is_fact_value

pytestmark = pytest.mark.core


@pytest.mark.parametrize("name", COLLECTIONS)
def test_a_phone_sized_window(app, name):
    data = collection(name)
    sections = data.sections()
    letters = list(sections)
    titles = data.titles()
    steps = Steps()
    app.resize(360, 640)  # waits until the window is that narrow: nothing asks for more
    app.show(name)  # from the switcher bar at the bottom
    steps.expect(f"{name} from the top", shows_from_top(app, name, data.flat()))
    x, _, width, _ = extents(app.window())
    strip = extents(app.index_strip(name))
    assert strip[0] + strip[2] <= x + width, f"the index inside the window: strip {strip}, window width {width}"

    letter = letters[len(letters) // 2]
    app.jump(letter)
    steps.expect(f"jump to {letter}", shows_from_top(app, name, from_section(data, letter)))

    # A row opens over the list; Back returns to the list where it was.
    row = sections[letter][0]
    following = titles[titles.index(row) + 1]
    app.click_row(name, row)
    steps.expect(f"{row}'s detail instead of the list", narrow_detail(app, row, following))
    # The header bar has room for the whole title (the list's Refresh and Search buttons left
    # "Alm…" of it). Read in the whole bar: libadwaita 1.7 keeps the list page's header, which
    # slid away, in the accessibility tree, and GTK 4.18 puts the title's box off its text.
    header = lambda: app.painted_text((0, 0, width, app.content_box()[1]))  # noqa: E731
    steps.expect("the whole title above the detail", lambda: ("Almanac" in header(), f"painted: {header()!r}"))
    if name == "Countries":
        # Inside the detail's margins (28 px each side), as on a wide screen: judged on the
        # painted band of the flag, above the title (GTK 4.18 gives a picture in a scrolled
        # pane the pane's own left edge in the accessibility tree).
        def flag_within_margins():
            band = app.crop((0, app.content_box()[1] + 2, width - 16, 180))
            # The pane's colour: of the rows above the flag.
            ink = painted.ink_columns(band, painted.common_colour(band.crop((0, 0, band.width, 4))))
            return ink is not None and ink[0] >= 20 and ink[1] <= width - 20 and ink[1] - ink[0] > 200, \
                f"flag painted across columns {ink}, window width {width}"
        steps.expect("the flag within the detail's margins", flag_within_margins)
    app.key("Escape")
    steps.expect(f"the list again at {letter}", shows_from_top(app, name, from_section(data, letter)))

    # Search.
    query = queries(data)["one"]
    app.key("ctrl+f")
    app.find("entry", "Search")
    app.xdotool("type", "--delay", "50", query)
    steps.expect(f"search for {query!r}", shows_from_top(app, name, data.search(query).flat()), settle=1.0)
    app.key("Escape")
    steps.finish()


def open_narrow(app, steps, data, letter):
    """At 360 px, the first row of a section of Loans opened: its detail in place of the list."""
    titles = data.titles()
    row = data.sections()[letter][0]
    app.resize(360, 640)
    app.show("Loans")
    app.jump(letter)
    app.click_row("Loans", row)
    steps.expect(f"{row}'s detail instead of the list", narrow_detail(app, row, titles[titles.index(row) + 1]))


# GTK 4.18 and later end a button's implicit grab under X11 only on a release whose state holds
# one of the masks of buttons 1 to 5, and X11 has none for button 8 (the mouse's Back): the
# widget under the pointer keeps the grab, and the next click goes to it.
BUTTON_8_GRAB = "GTK >= 4.18 under X11 keeps the mouse Back button's implicit grab after its release"


@pytest.mark.parametrize("back", ["Escape", "alt+Left",
                                  pytest.param("mouse", marks=pytest.mark.not_on("trixie", "forky", reason=BUTTON_8_GRAB))])
def test_back_from_a_detail_to_the_list(app, back):
    """Escape, Alt+Left and the mouse's Back button each go from a detail back to the list,
    where it was (libadwaita 1.7's split view took all three for its own Back, which Almanac
    turns off to go back through its own history, and nothing happened)."""
    data = collection("Loans")
    steps = Steps()
    open_narrow(app, steps, data, "K")
    if back == "mouse":
        app.xdotool("click", "8")  # where the pointer is: over the detail
    else:
        app.key(back)
    steps.expect("the list again at K", shows_from_top(app, "Loans", from_section(data, "K")))
    steps.finish()


@pytest.mark.not_on("trixie", "forky", reason=BUTTON_8_GRAB)
def test_after_the_mouse_back_button_the_next_click_opens_a_row(launch):
    """After the mouse's Back button, a click opens a row, and GTK warns of nothing. Not so on
    Debian 13 under X11: GTK 4.18 keeps the implicit grab of button 8 after its release (X11
    has no button mask for it), so the next click goes to the detail's widget that had been
    under the pointer, and GTK warns "Broken accounting of active state" (issue #28)."""
    data = collection("Loans")
    titles = data.titles()
    second = data.sections()["L"][0]
    app = launch()
    steps = Steps()
    open_narrow(app, steps, data, "K")
    app.xdotool("click", "8")
    steps.expect("the list again at K", shows_from_top(app, "Loans", from_section(data, "K")))
    app.click_row("Loans", second)
    steps.expect(f"{second}'s detail after one click", narrow_detail(app, second, titles[titles.index(second) + 1]))
    app.key("ctrl+q")
    wait_for("almanac to exit", lambda: app.process.poll() is not None)
    errors = app.process.stderr.read()
    steps.expect("no warning", lambda: ("WARNING" not in errors, errors))
    steps.finish()


def test_searching_from_a_detail_shows_the_list_searched(app):
    """Narrow, a detail covers the list: Ctrl+F goes back to the list, with the search on it
    (before, the search opened out of sight behind the detail)."""
    data = collection("Countries")
    steps = Steps()
    app.resize(360, 640)
    titles = data.titles()
    app.click_row("Countries", titles[0])
    steps.expect(f"{titles[0]}'s detail instead of the list", narrow_detail(app, titles[0], titles[1]))
    app.key("ctrl+f")
    app.find("entry", "Search")
    app.xdotool("type", "--delay", "50", "ken")
    steps.expect("the list searched for 'ken'", shows_from_top(app, "Countries", data.search("ken").flat()), settle=1.0)
    # With the search open, from a result's detail: Ctrl+F again goes back to the search.
    app.click_row("Countries", "Kenya")
    steps.expect("Kenya's detail instead of the results", narrow_detail(app, "Kenya", "Uzbekistan"))
    app.key("ctrl+f")
    app.key("ctrl+a")
    app.xdotool("type", "--delay", "50", "chi")
    steps.expect("the list searched for 'chi'", shows_from_top(app, "Countries", data.search("chi").flat()), settle=1.0)
    steps.finish()


@pytest.mark.shell
def test_a_screen_too_small_for_the_list_beside_the_detail():
    """On a 640 × 480 screen GNOME Shell gives the window less width than its default: it is
    first laid out with one pane at a time, and GTK warns of nothing (`close_all`). On
    libadwaita 1.2 the fold shows and hides buttons of the header bar while the content is laid
    out, and the header bar was painted without an allocation."""
    shell = GnomeShell(640, 480)
    try:
        app = WaylandApp(shell)
        try:
            app.assert_rows_painted("Countries")
            assert shell.window_frame("Almanac")[2] <= 640
            # Starred Only gives way in a narrow window (the main menu has it).
            wait_for("Starred Only hidden", lambda: not any(
                node.name == "Starred Only" for node in descendants(app.window(), showing_only=True)))
        finally:
            close_all([app])
    finally:
        shell.close()


def test_narrowing_the_window_while_typing_a_search_keeps_the_search(app):
    """A detail open beside the list, the search being typed: narrowed, the window keeps
    showing the list searched (before, the detail covered it and the keys went nowhere)."""
    data = collection("Countries")
    steps = Steps()
    app.resize(1000, 700)
    app.click_row("Countries", "Albania")
    app.key("ctrl+f")
    app.find("entry", "Search")
    app.xdotool("type", "--delay", "50", "ke")
    app.resize(360, 640)
    app.xdotool("type", "--delay", "50", "n")
    steps.expect("the list searched for 'ken'", shows_from_top(app, "Countries", data.search("ken").flat()), settle=1.0)
    steps.finish()


def test_narrowing_the_window_keeps_the_open_detail_and_back_returns_to_the_list(app):
    """A detail open beside the list, the list having the keyboard: narrowed, the window keeps
    the detail, as GNOME's Settings and Contacts keep their open pane (before, the list took
    its place), and the keyboard goes with it: Escape goes back to the list."""
    titles = collection("Countries").titles()
    steps = Steps()
    app.resize(1000, 700)
    app.click_row("Countries", "Albania")
    app.resize(360, 640)
    steps.expect("Albania's detail instead of the list",
                 narrow_detail(app, "Albania", titles[titles.index("Albania") + 1]))
    app.key("Escape")
    def albania_listed():
        # Read as the list's rows are: Albania, current, is light text on the accent colour.
        titles = app.painted_titles("Countries")
        return any(painted.same_text(title, "Albania") for title in titles), f"painted: {titles[:6]}"
    steps.expect("the list again", albania_listed)
    steps.finish()


def test_a_click_on_back_as_the_window_narrows_goes_back(app):
    """Back clicked at once after the window narrowed returns to the list, in the same
    collection: while libadwaita 1.2's header title faded from the switcher to the title, the
    switcher, laid out wider than the title's place, lay over Back and took the click (Countries
    was shown)."""
    data = collection("Loans")
    row = data.sections()["K"][0]
    steps = Steps()
    app.resize(1000, 700)
    app.show("Loans")
    app.jump("K")
    app.click_row("Loans", row)
    app.resize(600, 650)  # returns once the window is that narrow, the title fading in
    app.click(app.find("push button", "Back"))
    steps.expect("the list again at K", shows_from_top(app, "Loans", from_section(data, "K")))
    steps.finish()


def test_another_collection_from_a_detail_a_search_opened_takes_the_keyboard_to_its_list(app):
    """Narrow, a detail opened from a search, then at once Alt+2: Species' list, last laid out
    in the wide window with its current row far down, takes the keyboard. Before, it focused a
    row where that wide layout had put it; laid out narrow, the row left the view, GTK moved the
    focus out of the list (to the hidden detail, then the view switcher), and the list took that
    for the person's own move."""
    app.key("alt+2")
    app.wait_for_rows("Species")
    app.xdotool("key", "--delay", "40", "End", "Return")
    app.key("alt+1")
    app.resize(360, 640)
    titles = collection("Countries").titles()
    app.click_row("Countries", titles[0])
    steps = Steps()
    steps.expect(f"{titles[0]}'s detail instead of the list", narrow_detail(app, titles[0], titles[1]))
    app.search("nairo")
    app.key("Return")
    app.key("alt+2")

    def species_list_focused():
        focused = [node.name for node in descendants(app.list_view("Species"), showing_only=True)
                   if node.getState().contains(pyatspi.STATE_FOCUSED)]
        rings = app.focus_ring_rows("Species")
        return bool(focused) and bool(rings), f"focused in the list: {focused}; focus rings at {rings}"
    steps.expect("the keyboard in Species' list", species_list_focused, settle=1.0)
    steps.finish()


def test_a_short_window_shows_the_index_letters_that_fit(app):
    """A landscape phone: the index shows every second letter (or third…) down to the last
    instead of being cut off after M; taller again, every letter."""
    data = collection("Countries")
    with_sections = list(data.sections())
    app.resize(360, 400)
    painted_short = wait_for_value("the letters that fit painted", lambda: (
        letters if len(letters := app.index_letters_painted("Countries")) >= 8 and letters[-1] >= "W" else None))
    assert painted_short == sorted(painted_short) and painted_short[0] == "A", painted_short
    assert len(painted_short) < len(with_sections), painted_short
    app.resize(360, 640)
    wait_for("every letter painted", lambda: app.index_letters_painted("Countries") == with_sections)


def test_tab_to_the_last_fact_shows_its_whole_focus_ring(app):
    """At 360 px Tab scrolls the detail to each fact with room for its focus ring: the last
    fact's ring was cut off by the switcher bar below (GTK scrolls a focused widget only to its
    own edge)."""
    app.resize(360, 640)
    app.show("Loans")
    app.key("Down")
    app.key("Return")
    # The facts' values (GTK 4.18 names the stack page, not its scrolled pane, "Details": they
    # are looked for in the whole window).
    facts = lambda: [node for node in descendants(app.window(), showing_only=True)  # noqa: E731
                     if is_fact_value(node)]
    last = wait_for_value("the detail's facts", lambda: facts()[-1] if len(facts()) >= 6 else None)
    for _ in range(20):
        if last.getState().contains(pyatspi.STATE_FOCUSED):
            break
        app.key("Tab")
    wait_for(f"the focus on {last.name}", lambda: last.getState().contains(pyatspi.STATE_FOCUSED))

    def whole_ring():
        # The ring painted around the last fact: its bottom edge as long as its top one (cut
        # off by the switcher bar, only its sides were painted down to the bar).
        image = app.crop(app.content_box())
        ring = [(index % image.width, index // image.width) for index, pixel in enumerate(painted.pixels(image))
                if painted.is_focus_ring(pixel)]
        lengths = Counter(y for _, y in ring)
        edges = sorted(y for y, length in lengths.items() if length >= 40)  # its top and bottom edges
        return bool(edges) and edges[-1] - edges[0] >= 16, f"rows of the content with a ring's edge: {edges}"
    expect("the last fact's whole ring painted", whole_ring, settle=0.3)
