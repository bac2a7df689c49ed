"""A phone's 360 × 640 window: every collection, its rows, letter index, search and details
usable, judged on the painted screen."""

import pyatspi
import pytest

import painted
from almanac_data import COLLECTIONS, collection
from harness import descendants, expect, extents, wait_for, wait_for_value
from test_matrix import Steps, from_section, narrow_detail, queries, shows_from_top
from tree import role_of


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
    # "Alm…" of it).
    title = extents(app.find("label", "Almanac"))
    steps.expect("the whole title above the detail", lambda: (
        "Almanac" in app.painted_text(title), f"painted: {app.painted_text(title)!r}"))
    if name == "Countries":
        # The detail's flag, not the row's thumbnail of the same name: GTK 4.8 keeps the list
        # that slid away in the accessibility tree, showing, where it was last.
        app.find("image", f"Flag of {row}")
        flag = max(named_images(app, f"Flag of {row}"), key=lambda image: extents(image)[2])
        # Inside the detail's margins (28 px each side), as on a wide screen.
        steps.expect("the flag within the detail's margins", lambda: (
            extents(flag)[0] >= x + 20 and extents(flag)[0] + extents(flag)[2] <= x + width - 20,
            f"flag {extents(flag)}, window width {width}"))
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


def named_images(app, name):
    """Every shown image with this accessible name."""
    return [node for node in descendants(app.accessible, showing_only=True)
            if role_of(node) == "image" and node.name == name]


def test_tab_to_the_last_fact_shows_its_whole_focus_ring(app):
    """At 360 px Tab scrolls the detail to each fact with room for its focus ring: the last
    fact's ring was cut off by the switcher bar below (GTK scrolls a focused widget only to its
    own edge)."""
    app.resize(360, 640)
    app.show("Loans")
    app.key("Down")
    app.key("Return")
    detail = app.find("scroll pane", "Details")
    wait_for("the detail's facts", lambda: any(", " in node.name for node in descendants(detail, showing_only=True)
                                                 if role_of(node) == "label"))
    last = [node for node in descendants(detail, showing_only=True) if role_of(node) == "label" and ", " in node.name][-1]
    for _ in range(20):
        if last.getState().contains(pyatspi.STATE_FOCUSED):
            break
        app.key("Tab")
    wait_for(f"the focus on {last.name}", lambda: last.getState().contains(pyatspi.STATE_FOCUSED))

    def whole_ring():
        x, y, width, height = extents(last)
        image = app.capture()
        # The ring's bottom edge, 2–4 px below the label, along its middle half.
        below = app.crop((x + width // 4, y + height + 1, width // 2, 5), image)
        ring = sum(count for count, pixel in below.getcolors(below.width * below.height) if painted.is_focus_ring(pixel))
        return ring >= below.width, f"{ring} ring pixels below {last.name!r} (its box {extents(last)})"
    expect("the last fact's whole ring painted", whole_ring, settle=0.3)
