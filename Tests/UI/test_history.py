"""History on the real app: items opened in every collection, listed newest first under
"Today", those of a day before under "Yesterday"; one opened again from there; Clear History
leaves nothing, no copy either, after a restart too — checked on the painted screen."""

import json
import tempfile
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pyatspi
import pytest

from checks import detail_title_painted, ready
from harness import descendants, expect, extents, role_of, wait_for, wait_for_value

pytestmark = pytest.mark.core

OPENED = [("Countries", "K", "Kenya"), ("Countries", "T", "Tanzania"), ("Species", "W", "Wookie"),
          ("Animals", "B", "Bear"), ("Animals", "L", "Lion")]


def history_file(data_home, items):
    """What a person opened a day before, as the app wrote it (`items`: address and title)."""
    folder = Path(data_home) / "io.almanac.Almanac"
    folder.mkdir(parents=True, exist_ok=True)
    yesterday = (datetime.now(timezone.utc) - timedelta(days=1)).strftime("%Y-%m-%dT%H:%M:%SZ")
    (folder / "history.json").write_text(json.dumps({"format": "almanac-history", "version": 1, "opened": [
        {"address": address, "title": title, "opened": yesterday} for address, title in items]}))
    return folder / "history.json"


def history_window(app):
    app.key("ctrl+h")
    return app.active_window("History")


def painted_in_order(app, window, texts):
    """A check: `texts` painted in `window`, top to bottom."""
    def check():
        painted = app.painted_text(extents(window))
        positions = [painted.find(text) for text in texts]
        return all(position >= 0 for position in positions) and positions == sorted(positions), \
            f"expected in order {texts}; painted: {painted!r}"
    return check


def test_five_items_opened_are_listed_today_after_yesterdays_and_open_again(launch):
    data_home = tempfile.mkdtemp(prefix="almanac-data-")
    saved = history_file(data_home, [("country/FR", "France"), ("species/1", "Human")])
    app = launch(env={"TZ": "UTC", "XDG_DATA_HOME": data_home})
    ready(app)
    for collection, letter, title in OPENED:
        app.show(collection)
        app.click(app.find("push button", letter))
        app.click_row(collection, title)
        expect(f"{title} opened", detail_title_painted(app, title))
    window = history_window(app)
    newest_first = [title for _, _, title in reversed(OPENED)]
    expect("today's items, then yesterday's", painted_in_order(app, window, ["Today", *newest_first, "Yesterday", "France", "Human"]))
    # The newest has the focus; Down four times reaches Kenya, which Enter opens.
    app.key("Down", "Down", "Down", "Down", "Return")
    wait_for("History closed", lambda: app.shown_window("History") is None)
    expect("Kenya opened from History", detail_title_painted(app, "Kenya"))
    wait_for("Kenya on top of the file", lambda: json.loads(saved.read_text())["opened"][0]["title"] == "Kenya")

    window = history_window(app)
    app.find("push button", "Clear History", within=window).queryAction().doAction(0)
    wait_for("History closed", lambda: app.shown_window("History") is None)
    expect("the clearing said", lambda: ("History cleared" in app.toast_text(), app.toast_text()))
    wait_for("the file emptied", lambda: json.loads(saved.read_text())["opened"] == [])
    assert not saved.with_name("history.json~").exists()
    app.close()

    again = launch(env={"TZ": "UTC", "XDG_DATA_HOME": data_home})
    ready(again)
    window = history_window(again)
    expect("nothing listed after a restart", painted_in_order(again, window, ["Nothing Opened Yet"]))
    again.key("Escape")
    wait_for("Escape closed History", lambda: again.shown_window("History") is None)


def actions(node):
    """The names of what AT-SPI can do with `node` (libadwaita 1.4's switch row is a switch
    that does nothing; its switch toggles)."""
    try:
        action = node.queryAction()
    except NotImplementedError:
        return []
    return [action.getName(index) for index in range(action.nActions)]


def test_keep_history_turned_off_in_preferences_lists_nothing_opened(launch):
    """Keep History switched off in Preferences: an item opened then is not listed, and History
    says where to turn it on."""
    app = launch()
    ready(app)
    app.key("ctrl+comma")
    window = app.active_window("Preferences")
    switch = wait_for_value("the Keep History switch", lambda: next(
        (node for node in descendants(window) if node.name == "Keep History" and role_of(node) in ("switch", "check box")
         and "toggle" in actions(node)), None))
    switch.queryAction().doAction(actions(switch).index("toggle"))
    # GTK's switch slides over, and is off once it has.
    wait_for("Keep History off", lambda: not switch.getState().contains(pyatspi.STATE_CHECKED))
    app.key("Escape")
    wait_for("Preferences closed", lambda: app.shown_window("Preferences") is None)
    app.focus_main_window()
    app.click(app.find("push button", "K"))
    app.click_row("Countries", "Kenya")
    expect("Kenya opened", detail_title_painted(app, "Kenya"))
    window = history_window(app)
    expect("nothing listed", painted_in_order(app, window, ["Nothing Opened Yet"]))
    app.find("label", "No history is kept: turn it on in Preferences.", within=window)
