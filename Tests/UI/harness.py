"""Drive the real almanac like a person: under Xvfb, through AT-SPI (what a screen reader
sees) and real input (xdotool), judged on the painted screen. Runs inside a private D-Bus
session (see ./run). The app's parts: tree.py (the accessibility tree), inputs.py (keys and
the mouse), screen.py (the painted screen), waiting.py (waiting for conditions)."""

import io
import os
import re
import shutil
import signal
import subprocess
import tempfile
from functools import cache
from pathlib import Path

import pyatspi
from gi.repository import GLib

import painted
from inputs import Inputs
from screen import ARTIFACTS, PaintedScreen  # noqa: F401
from tree import HEADER_HEIGHT, ROW_HEIGHT, AccessibleTree, centre, descendants, extents, is_showing, role_of, shown_text  # noqa: F401
from waiting import PAINT_TIMEOUT, expect, wait_for, wait_for_value  # noqa: F401

ROOT = Path(__file__).resolve().parents[2]


def almanac_binary():
    """The binary under test: $ALMANAC_BIN, else the debug build of this checkout."""
    return os.environ.get("ALMANAC_BIN") or str(ROOT / ".build" / "debug" / "almanac")


class VirtualDisplay:
    """An Xvfb server on a free display number."""

    def __init__(self, size="1280x900x24"):
        read_end, write_end = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write_end), "-screen", "0", size, "-nolisten", "tcp"],
            pass_fds=(write_end,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.name = f":{number}"

    def screenshot(self, path):
        """Saves the whole screen as a PNG."""
        path.parent.mkdir(parents=True, exist_ok=True)
        painted.capture(self.name).save(path)

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def stop(process, timeout=10):
    """Ends a process this test run started: asked to, then killed if it does not within
    `timeout` seconds."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@cache
def debian_release():
    """The codename of the Debian release the tests run on (bookworm, trixie, forky)."""
    for line in Path("/etc/os-release").read_text().splitlines():
        if line.startswith("VERSION_CODENAME="):
            return line.split("=", 1)[1].strip('"')
    return ""


@cache
def package_version(package):
    """(major, minor) of a Debian package installed here; (0, 0) if unknown."""
    version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True).stdout
    found = re.match(r"(\d+)\.(\d+)", version)
    return (int(found[1]), int(found[2])) if found else (0, 0)


def gtk_version():
    """(major, minor) of the GTK 4 installed here."""
    return package_version("libgtk-4-1")


def adwaita_version():
    """(major, minor) of the libadwaita installed here."""
    return package_version("libadwaita-1-0")


def hinted_text(config_home):
    """GTK 4.16 and later draw text unhinted unless told otherwise (gtk-font-rendering): there
    an 11 px bold "B" is blurred at its edges and the tests' letter reader takes it for an "O".
    Asks GTK to draw text hinted, as GTK 4.8 does, in the GTK settings under `config_home`,
    keeping what a test wrote there. Nothing on an older GTK, which lacks the setting."""
    if gtk_version() < (4, 16):
        return
    settings = Path(config_home, "gtk-4.0", "settings.ini")
    text = settings.read_text() if settings.exists() else "[Settings]\n"
    if "gtk-font-rendering" not in text:
        settings.parent.mkdir(parents=True, exist_ok=True)
        settings.write_text(text.rstrip("\n") + "\ngtk-font-rendering=manual\ngtk-hint-font-metrics=true\n")


def live_sources(server):
    """The environment that points every collection's live source at a test's `LiveServer`:
    30 species in pages of 10, 45 loans, 20 countries."""
    return {"ALMANAC_SPECIES_URL": f"{server.url}/swapi/species/?total=30&size=10",
            "ALMANAC_LOANS_URL": f"{server.url}/kiva/graphql?total=45",
            "ALMANAC_COUNTRIES_URL": f"{server.url}/countries/v5?count=20",
            "ALMANAC_COUNTRIES_KEY": server.api_key}


def app_environment(display, env=None):
    """The environment almanac runs in under test: this display, settings kept in memory (each
    test starts from the defaults unless it asks otherwise), the cache and the configuration
    (GTK's settings: text drawn hinted, see `hinted_text`) in fresh folders unless the test
    gives them; the stars and history (`XDG_DATA_HOME`) too."""
    environment = {**os.environ, "DISPLAY": display.name, "GSETTINGS_BACKEND": "memory",
                   "XDG_CACHE_HOME": tempfile.mkdtemp(prefix="almanac-cache-"),
                   "XDG_DATA_HOME": tempfile.mkdtemp(prefix="almanac-data-"),
                   "XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="almanac-config-"), **(env or {})}
    environment.pop("WAYLAND_DISPLAY", None)
    hinted_text(environment["XDG_CONFIG_HOME"])
    return environment


# A warning or a critical logged by GTK, GDK, GSK, GLib, GObject, GIO, libadwaita or Pango
# ("(almanac:123): Gtk-WARNING **: 12:00:00.000: …").
TOOLKIT_WARNING = re.compile(r"\b(Gtk|Gdk|Gsk|GLib|GLib-GObject|GLib-GIO|Adwaita|Pango)-(WARNING|CRITICAL) \*\*")


# Warnings of GTK's own bookkeeping, from the GTK named on: the app only reads the frame clock.
# GTK 4.24's GDK under X11 now and then records a frame's submission twice as the main menu's
# popover opens or closes (once in the forky root's gate selection, at F10).
GTK_OWN_WARNINGS = [((4, 24), re.compile(r"gdk_frame_timings_submitted\(\) called on submitted frame"))]


def toolkit_warnings(app):
    """The lines of an ended app's stderr that are toolkit warnings or criticals, but for
    GTK's own (`GTK_OWN_WARNINGS`)."""
    app.process.stderr.read()
    return [line for line in app.process.stderr.kept.splitlines() if TOOLKIT_WARNING.search(line)
            and not any(gtk_version() >= since and own.search(line) for since, own in GTK_OWN_WARNINGS)]


class KeptOutput:
    """An app's stderr that keeps what has been read from it (`kept`): a test reads it, and the
    check for toolkit warnings after the test reads all of it again."""

    def __init__(self, stream):
        self.stream = stream
        self.kept = ""

    def read(self):
        text = self.stream.read()
        self.kept += text
        return text


class StartedElsewhere:
    """A process this test did not start (the bus did), with the part of Popen's interface
    `App` uses."""

    def __init__(self, pid):
        self.pid = pid
        self.returncode = None
        self.stderr = io.StringIO("(started by D-Bus; its output went to the bus)")

    def poll(self):
        if self.returncode is None and not Path(f"/proc/{self.pid}").exists():
            self.returncode = 0
        return self.returncode

    def terminate(self):
        if self.poll() is None:
            os.kill(self.pid, signal.SIGTERM)

    def kill(self):
        if self.poll() is None:
            os.kill(self.pid, signal.SIGKILL)

    def wait(self, timeout=None):
        try:
            wait_for(f"process {self.pid} to end", lambda: self.poll() is not None, timeout=timeout or 3600)
        except TimeoutError:
            raise subprocess.TimeoutExpired(f"process {self.pid}", timeout) from None
        return self.returncode


class App(AccessibleTree, Inputs, PaintedScreen):
    """One running almanac, seen through AT-SPI and on the painted screen."""

    def __init__(self, display, *arguments, env=None, process=None):
        """Starts almanac with `arguments`; or, given `process`, follows one already started
        (by D-Bus activation, say)."""
        self.display = display
        self.env = self.environment(display, env)
        self.process = process or subprocess.Popen([almanac_binary(), *arguments], env=self.env,
                                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.process.stderr = KeptOutput(self.process.stderr)
        try:
            self.accessible = wait_for_value("almanac on the accessibility bus", self._find_application)
        except BaseException:
            self.close()  # a process left running would answer the next test's launch
            raise

    def environment(self, display, env):
        """The environment the app is started in (see `app_environment`)."""
        return app_environment(display, env)

    def _find_application(self):
        if self.process.poll() is not None:
            raise RuntimeError(f"almanac exited with {self.process.returncode}: {self.process.stderr.read()}")
        for application in pyatspi.Registry.getDesktop(0):
            try:
                if application is not None and application.name == "almanac" \
                        and application.get_process_id() == self.process.pid:
                    return application
            except GLib.GError:  # an app that has just quit, still listed ("no longer exists")
                continue
        return None

    def show(self, collection):
        """Switches to a collection with one click on its switcher button: the one painted, in
        the header bar or, in a narrow window, the bar at the bottom (AT-SPI still lists the
        other one where it was last shown), once it stays where it is (the bottom bar slides
        in). A click the app ignores fails the test."""
        if self.current_collection() == collection:
            return
        last = None

        def painted_and_still():
            nonlocal last
            image = self.capture()
            try:
                button = next((node for node in descendants(self.window(), showing_only=True)
                               if role_of(node) == "page tab" and node.name == collection
                               and self.shows_text(extents(node), collection, image)), None)
            except GLib.GError:  # a row went away while the tree was read (rows recycle)
                button = None
            box = extents(button) if button is not None else None
            still, last = box is not None and box == last, box
            return still
        wait_for(f"{collection}'s switcher button painted, not moving", painted_and_still)
        self.click_box(last)
        wait_for(f"{collection} shown after a click on its switcher button",
                 lambda: self.current_collection() == collection)

    def jump(self, letter, collection=None):
        """Clicks a letter of a collection's index strip (the shown collection's by default)."""
        self.click(self.index_button(collection or self.current_collection(), letter))

    def search(self, text):
        """Opens the search bar with Ctrl+F and types `text` into it."""
        self.key("ctrl+f")
        self.find("entry", "Search")
        self.type_text(text)

    def click_row(self, collection, title):
        """Clicks the row titled `title` in a collection's list."""
        self.click_at(*self.screen_point(*centre(self.row_label(collection, title))))

    def diagnostics(self):
        """The app's diagnostics state (started with ALMANAC_DIAGNOSTICS=1) as D-Bus prints it;
        empty when it does not answer."""
        return subprocess.run(["gdbus", "call", "--session", "--dest", "io.almanac.Almanac",
                               "--object-path", "/io/almanac/Almanac/Diagnostics",
                               "--method", "io.almanac.Almanac.Diagnostics.State"],
                              env=self.env, capture_output=True, text=True, timeout=30).stdout

    def diagnostic(self, key):
        """One value of the app's diagnostics state, as text; None when it does not answer or
        has no such value."""
        found = re.search(rf"'{re.escape(key)}': '([^']*)'", self.diagnostics())
        return found.group(1) if found else None

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


def fitting(entries, height, from_end=False):
    """The leading (or trailing) `entries` of a flat list (one-character header letters and
    row titles) that fit wholly in `height` px, laid out with HEADER_HEIGHT and ROW_HEIGHT."""
    ordered = list(reversed(entries)) if from_end else list(entries)
    kept, used = [], 0
    for entry in ordered:
        used += HEADER_HEIGHT if len(entry) == 1 else ROW_HEIGHT
        if used > height:
            break
        kept.append(entry)
    return list(reversed(kept)) if from_end else kept


def require_tools():
    missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
    if missing:
        raise RuntimeError(f"missing test tools: {', '.join(missing)} (see docs/testing.md)")
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ:
        raise RuntimeError("no D-Bus session: run the UI tests with Tests/UI/run")
