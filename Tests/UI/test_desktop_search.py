"""The desktop's search in a real GNOME Shell 43 (headless, Wayland): Almanac installed for the
Shell (desktop file, search provider, icon, D-Bus service) and not running. Typing in the
overview starts it through D-Bus; its results are judged on the Shell's screenshot; a tap on a
result opens the item in Almanac's window."""

import os
import shutil
import tempfile
from pathlib import Path

import pytest

import painted
import shell_search
from harness import ROOT, StartedElsewhere, almanac_binary, expect, wait_for, wait_for_value
from screen import ARTIFACTS
from shell import GnomeShell, WaylandApp
from touch import tap

pytestmark = [pytest.mark.shell, pytest.mark.smoke]

APP_ID = "io.almanac.Almanac.desktop"
INSTALLED = {
    "applications/io.almanac.Almanac.desktop": "data/desktop/io.almanac.Almanac.desktop.in",
    "gnome-shell/search-providers/io.almanac.Almanac.search-provider.ini":
        "data/desktop/io.almanac.Almanac.search-provider.ini",
    "icons/hicolor/scalable/apps/io.almanac.Almanac.svg": "data/desktop/icons/io.almanac.Almanac.svg",
}


def installation(folder):
    """(bin, share) folders where the Shell finds the app: the installed ones when the binary
    under test was installed, else the source tree's files laid out as an installation into a
    prefix whose bin is not on PATH (meson's ~/.local before the next login) would be."""
    binary = Path(almanac_binary()).resolve()
    if all(shell_search.installed_file(relative) for relative in INSTALLED):
        return binary.parent, binary.parent.parent / "share"
    for relative, source in INSTALLED.items():
        (folder / "share" / relative).parent.mkdir(parents=True, exist_ok=True)
        text = (ROOT / source).read_text().replace("@bindir@", str(folder / "bin"))
        (folder / "share" / relative).write_text(text)
    (folder / "bin").mkdir()
    (folder / "bin/almanac").symlink_to(binary)
    return folder / "bin", folder / "share"


@pytest.fixture(scope="module")
def desktop():
    """A GNOME Shell that knows Almanac as installed; its bus starts Almanac for the search,
    in the environment a desktop session gives it (the Shell's Wayland display)."""
    folder = Path(tempfile.mkdtemp(prefix="almanac-desktop-"))
    binaries, share = installation(folder)
    data_dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    shell = GnomeShell(env={"XDG_DATA_DIRS": f"{share}:{data_dirs}"})
    service = Path(os.environ["ALMANAC_TEST_SERVICES"], "io.almanac.Almanac.service")
    session = (f"WAYLAND_DISPLAY={shell.wayland_socket} XDG_RUNTIME_DIR={shell.runtime} GSETTINGS_BACKEND=memory"
               f" XDG_CACHE_HOME={folder / 'cache'} XDG_DATA_HOME={folder / 'data'}")
    service.write_text("[D-BUS Service]\nName=io.almanac.Almanac\n"
                       f"Exec=/usr/bin/env -u DISPLAY {session} {binaries / 'almanac'} --gapplication-service\n")
    shell_search.bus("ReloadConfig")
    try:
        shell.wait_for_apps_listed()
        yield shell
    finally:
        service.unlink()
        shell_search.bus("ReloadConfig")
        shell.close()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def overview(desktop):
    """The Shell's overview, shown with an empty search and Almanac not running; Almanac is
    stopped again after the test."""
    assert shell_search.owner_pid() is None, "Almanac is already running"
    desktop.eval("Main.overview.show()")
    wait_for("the overview shown", lambda: desktop.eval("Main.overview.visible && !Main.overview.animationInProgress"))
    yield desktop
    desktop.eval("Main.overview.searchEntry.set_text(''); Main.overview.hide()")
    pid = shell_search.owner_pid()
    if pid:
        process = StartedElsewhere(pid)
        process.terminate()
        process.wait(timeout=15)


def shown_results(shell):
    """Almanac's results the overview shows, laid out (names and screen boxes); [] when none."""
    return shell.eval(f"global.almanacTests.shownResults('{APP_ID}')") or []


def search(shell, text):
    """Types `text` into the overview; returns Almanac's results once laid out, with the times
    the Shell saw."""
    assert shell.eval(f"global.almanacTests.search('{APP_ID}', {text!r})") is True, "the Shell lists no Almanac search provider"
    shown = wait_for_value(f"Almanac's results for {text!r} in the overview", lambda: shown_results(shell) or None, timeout=20)
    return shown, shell.eval("global.almanacTests.searchTimes()")


def painted_names(screen, result):
    """The text OCR reads in a result's box of the Shell's screenshot."""
    x, y, width, height = result["box"]
    return " ".join(line.text for line in painted.lines(screen.crop((x, y, x + width, y + height)), modes=(7, 11)))


def painted_result(shell, name, *texts):
    """Almanac's result `name` once a screenshot shows each of `texts` in its box, the box the
    same before and after the shot, and that screenshot: laid out is not yet painted (the
    Shell fades results in). The last screenshot read is kept when it fails."""
    seen = {}

    def check():
        before = shown_results(shell)
        seen["screen"] = shell.screenshot()
        after = shown_results(shell)
        seen["result"] = next((result for result in after if result["name"] == name), None)
        read = painted_names(seen["screen"], seen["result"]) if seen["result"] and before == after else ""
        return bool(read) and all(text in read for text in texts), f"{read!r} read in {seen['result']}"
    try:
        expect(f"{name}'s result painted", check, timeout=10)
    except AssertionError:
        ARTIFACTS.mkdir(exist_ok=True)
        if "screen" in seen:
            seen["screen"].save(ARTIFACTS / f"desktop-search-{name}-last-read.png")
        raise
    return seen["result"], seen["screen"]


def test_typing_starts_almanac_and_its_results_are_painted_with_their_pictures(overview):
    results, times = search(overview, "kenya")
    assert [result["name"] for result in results][:2] == ["Kenya", "Amina"], results
    kenya, screen = painted_result(overview, "Kenya", "Kenya", "Nairobi")
    ARTIFACTS.mkdir(exist_ok=True)
    screen.save(ARTIFACTS / "desktop-search-kenya.png")
    # Kenya's flag: black, red and green bands, painted where the Shell put the icon.
    assert kenya["icon"], "the Shell shows no icon for Kenya"
    x, y, width, height = kenya["icon"]
    colours = screen.crop((x, y, x + width, y + height)).getcolors(width * height)
    def share(predicate):
        return sum(count for count, colour in colours if predicate(*colour)) / (width * height)
    black, red = share(lambda r, g, b: r + g + b < 60), share(lambda r, g, b: r > 150 and min(r - g, r - b) > 90)
    green = share(lambda r, g, b: g > 100 and min(g - r, g - b) > 60)
    assert min(black, red, green) > 0.1, (black, red, green)
    # The Shell asked once its typing delay passed, and the app the bus started answered.
    assert times["resultsAsked"] <= times["resultsAnswered"] <= times["metasAsked"] <= times["metasAnswered"], times
    print(f"the Shell's times for 'kenya', ms from typing: {times}")


def test_a_tap_on_a_result_opens_its_item_in_the_window(overview):
    search(overview, "wookiee")
    wookie, _ = painted_result(overview, "Wookie", "Wookie")
    x, y, width, height = wookie["box"]
    overview.play(tap((x + width // 4, y + height // 2)))
    wait_for("the overview hidden", lambda: overview.eval("Main.overview.visible") is False)
    app = WaylandApp(overview, process=StartedElsewhere(shell_search.owner_pid()))
    try:
        app.window()

        def painted_detail():
            lines = [line.text for line in app.detail_lines()]
            return any("Wookie" in line for line in lines) and any("Kashyyyk" in line for line in lines), lines
        expect("the Wookie's detail painted", painted_detail, timeout=15)
    finally:
        app.close()
