"""Smoke: one short tour of the whole app — start, jump with the index and by typing, search,
open a detail in each collection, refresh each live collection from the local server, quit
with Ctrl+Q — on X11 (Xvfb) and as a Wayland client of a real GNOME Shell. It runs with the
other UI tests, and `tools/dev sanitize` runs it alone (`-k smoke`) on the AddressSanitizer and
ThreadSanitizer builds, so it checks through AT-SPI only (no screen captures) and waits on what
the app shows, never for a fixed time."""

import pytest

from harness import descendants, extents, is_showing, live_sources, wait_for

pytestmark = pytest.mark.smoke


def row_titles(app, collection):
    return [text for text, _ in app.rows(collection)]


def show(app, collection):
    app.click(app.find("page tab", collection))
    wait_for(f"{collection} shown", lambda: app.current_collection() == collection)
    app.wait_for_rows(collection)


def detail_labels(app, collection):
    """The labels shown right of a collection's list: its detail pane."""
    view = extents(app.list_view(collection))
    return app.labels_right_of(view[0] + view[2])


def open_detail(app, collection, letter, title, fact):
    """Jumps to `letter` with the index, clicks the row `title` and waits for its detail: the
    title, and a label that contains `fact`."""
    show(app, collection)
    app.jump(letter)
    wait_for(f"{title} in view", lambda: title in row_titles(app, collection))
    app.click_row(collection, title)
    wait_for(f"{title}'s detail with {fact!r}", lambda: title in detail_labels(app, collection)
             and any(fact in label for label in detail_labels(app, collection)))


def refreshing(app):
    """Whether the header bar's spinner ("Refreshing") is shown."""
    return any(node.name == "Refreshing" and is_showing(node)
               for node in descendants(app.window(), max_depth=12, showing_only=True))


def test_smoke_tour(launch_on_each_backend, server):
    tour(launch_on_each_backend(env=live_sources(server)), server)


def tour(app, server):
    # Start: the first collection's rows.
    app.wait_for_rows("Countries")
    # Jump: a letter of the index, then a letter typed into the list.
    app.jump("Z")
    wait_for("the Z header at the top", lambda: app.at_top("Countries", "Z"))
    app.click_row("Countries", "Zambia")
    app.key("q")
    wait_for("the Q header at the top", lambda: app.at_top("Countries", "Q"))
    # Search: one result; Enter opens it; Escape ends the search.
    list_top = extents(app.list_view("Countries"))[1]
    app.search("kenya")
    wait_for("only Kenya", lambda: row_titles(app, "Countries") == ["K", "Kenya", "Nairobi"])
    app.key("Return")
    wait_for("Kenya's detail", lambda: "Republic of Kenya" in detail_labels(app, "Countries"))
    app.key("Escape")
    wait_for("the search bar closed", lambda: extents(app.list_view("Countries"))[1] == list_top)
    # A detail in each collection.
    open_detail(app, "Countries", "J", "Japan", "Tokyo")
    open_detail(app, "Species", "W", "Wookie", "Shyriiwook")
    open_detail(app, "Loans", "A", "Amina", "dairy cow")
    open_detail(app, "Animals", "B", "Bear", "Bear")
    # Refresh each live collection from the local server.
    show(app, "Species")
    app.click(app.find("push button", "Refresh"))
    wait_for("the live species", lambda: "Arkanian" in row_titles(app, "Species"))
    show(app, "Loans")
    app.key("F5")
    wait_for("the live loans", lambda: "Adaeze" in row_titles(app, "Loans"))
    show(app, "Countries")
    app.key("F5")
    wait_for("the live countries", lambda: any(path.startswith("/countries/v5") for _, path, _ in server.requests)
             and not refreshing(app))
    # The server has 20 countries: one of them is United (bundled: seven).
    app.search("united")
    wait_for("only the live United Arab Emirates",
             lambda: row_titles(app, "Countries") == ["U", "United Arab Emirates", "Abu Dhabi"])
    app.key("Escape")
    # Quit: Ctrl+Q ends the process with status 0.
    app.key("ctrl+q")
    wait_for("almanac to exit", lambda: app.process.poll() is not None)
    assert app.process.returncode == 0
