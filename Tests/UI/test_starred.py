"""Starred items on the real app: starred by the detail's star, Ctrl+D and a row's menu, shown
alone by the Starred filter, kept after a restart, exported through the file chooser and
imported on another account — each step checked on the painted screen."""

import json
import tempfile
from pathlib import Path

import pytest

import pyatspi

import painted
from checks import expect_at_top, ready, results_from_top
from harness import expect, extents, gtk_version, wait_for, wait_for_value
from tree import accessible_name, descendants, role_of

pytestmark = pytest.mark.core

# GTK 4.8 gives a toggle button the role of a push button.
BUTTON = ("toggle button", "push button")
MENU = ["History", "Starred Only", "Export Starred Items…", "Import Starred Items…", "Preferences", "Keyboard Shortcuts", "About Almanac"]
STARRED = ["K", "Kenya", "T", "Tanzania", "Z", "Zambia"]


def environment(data_home):
    """A person's own data folder; the file chooser without the desktop's portal (GTK 4.10 and
    later would use one installed here), so that a test never waits on another program."""
    env = {"XDG_DATA_HOME": str(data_home)}
    if gtk_version() >= (4, 10):
        env["GDK_DEBUG"] = "no-portals"
    return env


def open_country(app, letter, title):
    app.click(app.find("push button", letter))
    app.click(app.find("label", title, within=app.list_view("Countries")))
    app.find("label", title, within=app.detail_pane())


def star_button(app):
    return app.find(BUTTON, "Star", within=app.detail_pane())


def pressed(node):
    states = node.getState()
    return states.contains(pyatspi.STATE_PRESSED) or states.contains(pyatspi.STATE_CHECKED)


def star_painted_filled(app):
    """Whether the detail's star is painted in the accent colour (starred), not as an outline."""
    area = app.crop(extents(star_button(app)))
    return sum(painted.is_accent_ink(pixel) for pixel in painted.pixels(area)) >= 20


def right_click(app, node):
    x, y, width, height = extents(node)
    app.xdotool("mousemove", *map(str, app.screen_point(x + width // 2, y + height // 2)), "click", "3")


def file_chooser(app, title):
    """The file chooser window titled `title`, once the keyboard focus is inside it (without a
    window manager, no window is ever active)."""
    return wait_for_value(f"the file chooser '{title}'", lambda: next(
        (window for window in app.accessible if window is not None and window.name == title
         and any(node.getState().contains(pyatspi.STATE_FOCUSED) for node in descendants(window, showing_only=True))),
        None))


def choose_file(app, menu_item, title, path):
    """Runs a main-menu item whose file chooser asks for a file, and gives it `path`. The menu
    is used from the keyboard (see test_preferences: GTK 4.8 without a window manager can leave
    the window deaf to the pointer after a menu's dialog). The path is set as the location's
    whole text at once: typed a key at a time, GTK 4.24's location entry appends a completion of
    what was typed so far once it arrives ("/tmp/…/stars.jsonp/")."""
    app.key("F10")
    app.find("menu item", menu_item)
    # Up from the first item goes round to the last: counted from the end.
    app.key(*["Up"] * (len(MENU) - MENU.index(menu_item)), "Return")
    chooser = file_chooser(app, title)
    app.key("ctrl+l")
    location = wait_for_value("the file chooser's location", lambda: next(
        (node for node in descendants(chooser, showing_only=True)
         if role_of(node) in ("entry", "text") and node.getState().contains(pyatspi.STATE_FOCUSED)), None))
    # GTK 4.24 sets an entry's text through AT-SPI; GTK 4.8 and 4.18 do not, and there the
    # completion comes in time for typing.
    if not location.queryEditableText().setTextContents(str(path)):
        app.key("ctrl+a")
        app.type_text(str(path))
    app.key("Return")
    wait_for(f"the file chooser '{title}' closed", lambda: not any(
        window is not None and window.name == title for window in app.accessible))
    app.focus_main_window()


def menu_shown(app):
    """Whether a row's menu is shown."""
    return any(role_of(node) == "menu item" and accessible_name(node) in ("Star", "Unstar")
               for node in descendants(app.window(), showing_only=True))


def show_only_starred(app):
    button = app.find(BUTTON, "Starred Only")
    app.click(button)
    wait_for("the Starred filter on", lambda: pressed(button))


def test_three_countries_starred_found_again_exported_and_imported_elsewhere(launch):
    mine = Path(tempfile.mkdtemp(prefix="almanac-mine-"))
    app = launch(env=environment(mine))
    ready(app)
    # Kenya by the star beside its title.
    open_country(app, "K", "Kenya")
    star = star_button(app)
    assert not pressed(star)
    app.click(star)
    wait_for("Kenya's star pressed", lambda: pressed(star_button(app)))
    expect("Kenya's star painted filled", lambda: (star_painted_filled(app), "the star is an outline"))
    # Tanzania by Ctrl+D, with the focus in the list.
    open_country(app, "T", "Tanzania")
    app.key("ctrl+d")
    wait_for("Tanzania's star pressed", lambda: pressed(star_button(app)))
    # Zambia by its row's menu, not opened: a right click shows it. (Its item is run by its
    # AT-SPI action: GTK 4.8 gives a popover's items boxes of the popover, not of the window,
    # and without a window manager keys go to the window, not to a menu a click opened.)
    app.click(app.find("push button", "Z"))
    right_click(app, app.find("label", "Zambia", within=app.list_view("Countries")))
    app.find("menu item", "Star").queryAction().doAction(0)
    wait_for("the row's menu closed", lambda: not menu_shown(app))
    # Kazakhstan starred and unstarred from the keyboard: the Menu key on its row (opened by a
    # click, which gives it the focus), Return on the menu's first item.
    open_country(app, "K", "Kazakhstan")
    for item in ("Star", "Unstar"):
        app.key("Menu")
        app.find("menu item", item)
        app.key("Return")
        wait_for(f"the menu closed after {item}", lambda: not menu_shown(app))
    saved = mine / "io.almanac.Almanac" / "starred.json"
    wait_for("three stars saved", lambda: saved.exists() and len(json.loads(saved.read_text())["starred"]) == 3)

    show_only_starred(app)
    expect("only the starred countries painted", lambda: app.shows_from_top("Countries", STARRED))

    exported = Path(tempfile.mkdtemp(prefix="almanac-export-")) / "stars.json"
    choose_file(app, "Export Starred Items…", "Export Starred Items", exported)
    wait_for("the file exported", exported.exists)
    addresses = sorted(star["address"] for star in json.loads(exported.read_text())["starred"])
    assert addresses == ["country/KE", "country/TZ", "country/ZM"]
    app.close()

    # After a restart, the stars are there.
    again = launch(env=environment(mine))
    ready(again)
    show_only_starred(again)
    expect("the starred countries after a restart", lambda: again.shows_from_top("Countries", STARRED))
    again.close()

    # Another account: one star of its own, then the import adds the three.
    theirs = Path(tempfile.mkdtemp(prefix="almanac-theirs-"))
    other = launch(env=environment(theirs))
    ready(other)
    open_country(other, "A", "Angola")
    other.key("ctrl+d")
    wait_for("Angola's star pressed", lambda: pressed(star_button(other)))
    choose_file(other, "Import Starred Items…", "Import Starred Items", exported)
    show_only_starred(other)
    expect("the imported countries beside Angola", lambda: other.shows_from_top("Countries", ["A", "Angola"] + STARRED))


def test_nothing_starred_says_how_to_star(launch):
    app = launch(env=environment(tempfile.mkdtemp(prefix="almanac-none-")))
    ready(app)
    app.key("ctrl+shift+d")
    app.find("label", "Nothing Starred")
    expect("the empty state painted", lambda: (
        app.shows_text(app.page_box(), "Nothing Starred"), f"painted: {app.painted_text(app.page_box())!r}"))
    app.key("ctrl+shift+d")
    ready(app)


def test_starred_only_on_and_off_while_a_search_was_left_leaves_no_warning(launch):
    """A collection left mid-search goes back to where its list was, out of sight; Starred Only
    empties every list and fills it again: the list's move back must give way, not be carried
    past the end of the rows (GTK ≥ 4.12 said so: gtk_list_view_scroll_to's critical)."""
    app = launch(env=environment(tempfile.mkdtemp(prefix="almanac-none-")))
    ready(app)
    app.jump("M")
    expect_at_top(app, "Countries", "M")
    app.search("an")
    expect("the results of an", results_from_top(app, "Countries", "an"))
    app.key("alt+2")
    expect_at_top(app, "Species", "A")
    app.key("ctrl+shift+d")
    app.find("label", "Nothing Starred")
    app.key("ctrl+shift+d")
    expect_at_top(app, "Species", "A")
    app.key("alt+1")
    expect_at_top(app, "Countries", "A")
