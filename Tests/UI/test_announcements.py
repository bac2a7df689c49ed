"""Announcements to screen readers with GTK ≥ 4.14 (`gtk_accessible_announce`), heard as AT-SPI
events as a screen reader hears them: a search's count once typing pauses, a toast. (With
GTK 4.8 the message becomes the focused widget's description instead; test_orca hears that
through Orca itself.)"""

import pytest

from almanac_data import collection
from announcements import Announcements
from harness import gtk_version
import shell_search

pytestmark = pytest.mark.skipif(gtk_version() < (4, 14), reason="GTK 4.8 has no announcements (see test_orca)")


@pytest.fixture
def announcements(app):
    app.window()
    listener = Announcements(app.process.pid)
    yield listener
    listener.close()


def test_a_search_announces_how_many_results(app, announcements):
    query = "ger"
    count = len(collection("Countries").search(query).entries)
    assert count > 1
    app.search(query)
    announcements.wait_for(f"{count} results")
    app.key("ctrl+a")
    app.xdotool("type", "--delay", "50", "zzz")
    heard = announcements.wait_for("No results")
    assert heard == [f"{count} results", "No results"], heard


def test_a_toast_is_announced_once(app, announcements):
    message = "That country is not in Countries"
    # The desktop's search opens an item that is no longer there: a toast says so.
    shell_search.call("ActivateResult", "'country/XX'", "@as []", "0")
    announcements.wait_for(message)
    app.search("zzz")  # announced after the toast: by then a second announcement of it would be heard
    heard = announcements.wait_for("No results")
    assert sum(message in said for said in heard) == 1, heard
