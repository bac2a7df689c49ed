"""Copy and links on the real app: Ctrl+C puts the item shown on the clipboard as text (its
facts, its source, its link) and as its link, as another program reads them; the link given to
Almanac opens the item in the running window; a link to nothing is said."""

import os
import subprocess
import sys

import pytest

from checks import detail_title_painted, ready
from harness import almanac_binary, expect

pytestmark = pytest.mark.core

# Another program on the display: a GDK 4 client that reads the clipboard as one type.
READER = """
import sys
import gi
gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk
Gtk.init()
clipboard = Gtk.Window().get_display().get_clipboard()
loop, found = GLib.MainLoop(), []
# Read without blocking: the main loop brings the selection's data in.
def chunk(stream, result):
    data = stream.read_bytes_finish(result).get_data()
    if not data:
        return loop.quit()
    found.append(data)
    stream.read_bytes_async(65536, GLib.PRIORITY_DEFAULT, None, chunk)
def opened(source, result):
    stream, _ = source.read_finish(result)
    stream.read_bytes_async(65536, GLib.PRIORITY_DEFAULT, None, chunk)
clipboard.read_async([sys.argv[1]], GLib.PRIORITY_DEFAULT, None, opened)
GLib.timeout_add_seconds(10, loop.quit)
loop.run()
sys.stdout.write(b"".join(found).decode())
"""


def clipboard(app, mime_type):
    """What another program pastes from the clipboard of the app's display, as `mime_type`."""
    env = {**os.environ, "DISPLAY": app.env["DISPLAY"]}
    env.pop("WAYLAND_DISPLAY", None)
    return subprocess.run([sys.executable, "-c", READER, mime_type], env=env, capture_output=True, text=True,
                          timeout=30, check=True).stdout


def open_country(app, letter, title):
    app.click(app.find("push button", letter))
    app.click(app.find("label", title, within=app.list_view("Countries")))
    expect(f"{title}'s detail", detail_title_painted(app, title))


def test_a_copied_country_pastes_as_text_and_its_link_opens_it_again(launch):
    app = launch()
    ready(app)
    open_country(app, "K", "Kenya")
    app.key("ctrl+c")
    # (OCR reads the C of "Copied" on the dark pill as a c, at times with a quote before it.)
    expect("the copy said", lambda: ("Kenya with its link" in app.toast_text(), app.toast_text()))
    text = clipboard(app, "text/plain;charset=utf-8")
    lines = text.splitlines()
    assert lines[:2] == ["Kenya", "Republic of Kenya"] and "Capital: Nairobi" in lines, text
    assert any(line.startswith("Source: Almanac's bundled data") for line in lines), text
    link = lines[-1]
    assert link == "almanac:country/KE", text
    assert clipboard(app, "text/uri-list").strip() == link

    # The link pasted into a terminal: the running window opens Kenya.
    open_country(app, "T", "Tanzania")
    second = subprocess.run([almanac_binary(), link], env=app.env, capture_output=True, text=True, timeout=30)
    assert second.returncode == 0, second.stderr
    expect("Kenya opened by its link", detail_title_painted(app, "Kenya"))

    # A link to nothing is said in the window.
    subprocess.run([almanac_binary(), "almanac:planet/Tatooine"], env=app.env, capture_output=True, timeout=30)
    expect("the bad link said", lambda: ("not a link" in app.toast_text(), app.toast_text()))


def test_a_link_starting_the_app_opens_its_item(launch):
    """The first launch by a link (a terminal, or the desktop with no Almanac running): the
    window opens on the item once its collection is read, rather than the app quitting before."""
    app = launch("almanac:species/3")
    expect("the Wookie opened by its link", detail_title_painted(app, "Wookie"))
