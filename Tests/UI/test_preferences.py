"""Preferences (Ctrl+,), the About dialog and the shortcuts window."""

import pyatspi

from harness import App, wait_for


def test_the_animation_choice_persists(display, tmp_path):
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path)}
    first = App(display, env=env)
    try:
        wait_for("Countries rows", lambda: first.rows("Countries"))
        first.key("ctrl+comma")
        for name in ["None", "Fade", "Rotate", "Fly In"]:
            first.find("check box", name)
        first.click(first.find("check box", "Rotate"))
        keyfile = tmp_path / "glib-2.0" / "settings" / "keyfile"
        wait_for("the choice written", lambda: keyfile.exists() and "animation-style='rotate'" in keyfile.read_text())
    finally:
        first.close()

    second = App(display, env=env)
    try:
        wait_for("Countries rows", lambda: second.rows("Countries"))
        second.key("ctrl+comma")
        rotate = second.find("check box", "Rotate")
        wait_for("Rotate still chosen", lambda: rotate.getState().contains(pyatspi.STATE_CHECKED))
    finally:
        second.close()


def test_about_and_shortcuts_open_from_the_main_menu(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.click(app.find("push button", "Main Menu"))
    # The menu is a popover with its own surface, whose coordinates AT-SPI does not give in
    # screen terms: activate the item the way a screen reader does, through its action.
    app.find("menu item", "About Almanac").queryAction().doAction(0)
    wait_for("the About dialog", lambda: any(
        frame is not None and frame.name == "About Almanac" for frame in app.accessible))
    app.key("Escape")
    wait_for("the About dialog closed", lambda: not any(
        frame is not None and frame.name == "About Almanac" for frame in app.accessible))
    app.key("ctrl+question")
    wait_for("the shortcuts window", lambda: any(
        frame is not None and frame.name == "Keyboard Shortcuts" for frame in app.accessible))


def close_preferences(app):
    """Escape, then wait until the window is gone, so that the next key reaches the main window."""
    def preferences_open():
        return any(frame is not None and frame.name == "Preferences" for frame in app.accessible)
    assert preferences_open()
    app.key("Escape")
    wait_for("Preferences closed", lambda: not preferences_open())


def test_a_live_address_set_in_preferences_is_used_and_checked(display, tmp_path, server):
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path)}
    app = App(display, env=env)
    try:
        wait_for("Countries rows", lambda: app.rows("Countries"))
        app.click(app.find("page tab", "Species"))
        app.key("ctrl+comma")
        for name in ["Loans address", "Countries address"]:
            app.find("text", name)
        app.find("password text", "REST Countries API key")
        entry = app.find("text", "Species address")
        app.click(entry)
        app.key("ctrl+a")
        app.xdotool("type", "--delay", "5", "http://swapi.example/api/species/")
        keyfile = tmp_path / "glib-2.0" / "settings" / "keyfile"
        wait_for("the address kept", lambda: keyfile.exists() and "http://swapi.example/" in keyfile.read_text())
        close_preferences(app)
        app.key("F5")
        wait_for("the refusal of plain HTTP", lambda: app.labels_containing("must start with https://"))
        # Pointed at this computer, plain HTTP is fine and the live rows come.
        app.key("ctrl+comma")
        app.click(app.find("text", "Species address"))
        app.key("ctrl+a")
        app.xdotool("type", "--delay", "5", f"{server.url}/swapi/species/")
        close_preferences(app)
        app.key("F5")
        wait_for("the live species", lambda: any(name == "Arkanian" for name, _ in app.rows("Species")))
    finally:
        app.close()
