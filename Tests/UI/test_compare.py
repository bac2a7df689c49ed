"""Compare on the real app: Kenya compared with Tanzania from Kenya's detail (the chooser finds
Tanzania by the list's search), their facts side by side on the painted screen with each cell
named by its row and column, a third item added and removed; in a phone-sized window one item
at a time, paged with Ctrl+Page Down."""

import subprocess

import pytest

import pyatspi
from gi.repository import GLib

from checks import detail_title_painted, ready
from harness import App, expect, extents, toolkit_warnings, wait_for, wait_for_value
from tree import accessible_name, descendants, role_of, shown_text

pytestmark = pytest.mark.core


def focused_name(window):
    """The name of what has the keyboard focus in `window`; None when nothing has it, or while
    the cells are made again under the look (GTK takes the old ones away)."""
    try:
        return next((accessible_name(node) for node in descendants(window, showing_only=True)
                     if node.getState().contains(pyatspi.STATE_FOCUSED)), None)
    except GLib.GError:
        return None


def names_cell(window, fact, item):
    """A check: the focus is on the cell of `fact` and `item`, whose name says both (as
    "Capital, Kenya: Nairobi" on GTK 4.8; from 4.14 by the labels it is labelled by, "Capital Kenya")."""
    def check():
        name = focused_name(window) or ""
        return name.startswith(fact) and item in name, f"the focus is on {name!r}"
    return check


def label_showing(window, text):
    """The label of `window` whose text is `text` (its name may say more: a cell's row and column)."""
    def search():
        try:
            return next((node for node in descendants(window, showing_only=True)
                         if role_of(node) == "label" and shown_text(node) == text), None)
        except GLib.GError:  # cells made again under the look
            return None
    return wait_for_value(f"a label showing {text!r}", search)


def buttons_named(window):
    """The names of `window`'s buttons; None while they change under the look."""
    try:
        return [accessible_name(node) for node in descendants(window, showing_only=True) if role_of(node) == "push button"]
    except GLib.GError:
        return None


def all_painted(app, window, texts):
    """A check: each of `texts` painted in `window`."""
    def check():
        painted = app.painted_text(extents(window))
        return all(text in painted for text in texts), f"expected {texts}; painted: {painted!r}"
    return check


def side_by_side(first, second):
    """Whether `second` is on the line of `first`, after it."""
    a, b = extents(first), extents(second)
    return abs(a[1] - b[1]) <= 4 and b[0] >= a[0] + a[2]


def rows_in(dialog):
    """How many rows the chooser lists; None while they change under the look."""
    try:
        return len([node for node in descendants(dialog, showing_only=True) if role_of(node) == "list item"])
    except GLib.GError:
        return None


def choose(app, title, query):
    """Picks an item in the chooser titled `title` by typing `query` and Enter."""
    dialog = app.active_window(title)
    app.type_text(query)
    wait_for(f"one match for {query!r}", lambda: rows_in(dialog) == 1)
    app.key("Return")


def resize_compare(app, width, height):
    """Resizes Compare's window and gives it the keyboard (with no window manager here, the
    keyboard went nowhere when the chooser over it closed)."""
    window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Compare$"], env=app.env,
                            capture_output=True, text=True, check=True).stdout.split()[0]
    app.xdotool("windowsize", window, str(width), str(height))
    app.xdotool("windowfocus", "--sync", window)


def test_kenya_and_tanzania_side_by_side_then_one_at_a_time(launch):
    app = launch()
    ready(app)
    app.click(app.find("push button", "K"))
    app.click_row("Countries", "Kenya")
    expect("Kenya opened", detail_title_painted(app, "Kenya"))
    app.click(app.find("push button", "Compare With…", within=app.detail_pane()))
    choose(app, "Compare Kenya With", "dodoma")  # Tanzania, found by its capital as the list finds it
    window = wait_for_value("the Compare window", lambda: app.shown_window("Compare"))
    expect("both items' facts painted", all_painted(app, window, ["Kenya", "Tanzania", "Capital", "Nairobi", "Dodoma"]))
    assert side_by_side(label_showing(window, "Kenya"), label_showing(window, "Tanzania"))
    assert side_by_side(label_showing(window, "Nairobi"), label_showing(window, "Dodoma"))
    expect("the first fact has the focus, named by its row and column", names_cell(window, "Capital", "Kenya"))
    app.key("Right")
    expect("Right goes to Tanzania's capital", names_cell(window, "Capital", "Tanzania"))
    app.key("Down")
    expect("Down goes to Tanzania's population", names_cell(window, "Population", "Tanzania"))

    app.find("push button", "Add Item", within=window).queryAction().doAction(0)
    choose(app, "Add to Comparison", "uganda")
    # "ampala": the caret of the focused cell stands before its "K".
    expect("a third item painted", all_painted(app, window, ["Kenya", "Tanzania", "Uganda", "ampala"]))
    app.find("push button", "Remove Uganda", within=window).queryAction().doAction(0)
    wait_for("Uganda removed, with the remove buttons", lambda: not any(
        name.startswith("Remove") for name in buttons_named(window) or ["Remove (changing)"]))
    expect("two items again", lambda: ("Uganda" not in app.painted_text(extents(window)), app.painted_text(extents(window))))

    resize_compare(app, 360, 640)
    expect("one item at a time", all_painted(app, window, ["Kenya, 1 of 2", "Nairobi"]))
    assert "Dodoma" not in app.painted_text(extents(window))
    app.key("ctrl+Next")
    # "odoma": the caret of the focused cell stands before its "D".
    expect("the next item", all_painted(app, window, ["Tanzania, 2 of 2", "odoma", "69,"]))
    expect("the focus on the same fact of the next item", names_cell(window, "Capital", "Tanzania"))
    app.save_screenshot("compare-narrow")
    app.key("Escape")
    wait_for("Escape closed Compare", lambda: app.shown_window("Compare") is None)


def test_an_item_without_facts_offers_no_comparison(launch):
    """An animal is its picture alone: its detail has no Compare With…, its row's menu no
    such item."""
    app = launch("almanac:animal/bear")
    app.find("push button", "Copy")
    assert not any(accessible_name(node) == "Compare With…" for node in descendants(app.window(), showing_only=True))


@pytest.mark.not_on("forky", reason="GTK 4.24 on Xvfb paints a right-to-left window black, "
                    "a bare GtkApplicationWindow too (test_languages.test_gtk_paints_a_right_to_left_window)")
def test_in_arabic_the_first_item_is_on_the_right_and_left_goes_on_to_the_next(display):
    """Right to left: Kenya's column at the right, Tanzania's to its left, and Left (the way
    reading goes on) moves the focus from Kenya's fact to Tanzania's."""
    if "ar_EG.utf8" not in subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout:
        raise RuntimeError("the ar_EG.UTF-8 locale is missing (tools/dev test generates it)")
    app = App(display, "almanac:country/KE", env={"LANG": "ar_EG.UTF-8", "LANGUAGE": "ar", "LC_ALL": "", "LC_MESSAGES": ""})
    try:
        app.click(app.find("push button", "قارن مع…"))
        choose(app, "قارن كينيا مع", "dodoma")
        window = wait_for_value("the Compare window", lambda: app.shown_window("مقارنة"))
        kenya, tanzania = label_showing(window, "كينيا"), label_showing(window, "تنزانيا")
        assert extents(tanzania)[0] + extents(tanzania)[2] <= extents(kenya)[0], (extents(kenya), extents(tanzania))
        expect("the columns painted", lambda: (not app.is_blank(extents(window)), "a blank window"))
        expect("Kenya's first fact has the focus", lambda: ("كينيا" in (focused_name(window) or ""), focused_name(window)))
        app.key("Left")
        expect("Left goes on to Tanzania's", lambda: ("تنزانيا" in (focused_name(window) or ""), focused_name(window)))
    finally:
        app.close()


def test_a_second_comparison_after_the_first_closed_then_quitting_is_clean(launch):
    """Compare's window closed, a second comparison made, then the app quit by its main
    window's Close: each step without a crash or a toolkit warning (a window gone left a
    layout handler on a frame clock that went on running)."""
    app = launch("almanac:country/AF", env={"G_DEBUG": "fatal-criticals"})
    compare_button = app.find("push button", "Compare With…")
    app.click(compare_button)
    choose(app, "Compare Afghanistan With", "nairobi")
    window = wait_for_value("the Compare window", lambda: app.shown_window("Compare"))
    app.find("push button", "Close", within=window).queryAction().doAction(0)
    wait_for("Compare closed", lambda: app.shown_window("Compare") is None)
    app.focus_main_window()
    app.click(compare_button)
    choose(app, "Compare Afghanistan With", "paris")
    window = wait_for_value("the second Compare window", lambda: app.shown_window("Compare"))
    expect("France compared", all_painted(app, window, ["Afghanistan", "France"]))
    app.resize(700, 600)  # the main window laid out again, Compare's first window long gone
    # (Compare's window, at the same corner with no window manager, covers the main one's Close.)
    app.find("push button", "Close", within=app.window()).queryAction().doAction(0)
    wait_for("almanac to exit", lambda: app.process.poll() is not None)
    assert app.process.returncode == 0 and not toolkit_warnings(app), app.process.stderr.kept
