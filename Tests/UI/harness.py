"""Drive the real almanac like a person: under Xvfb, through AT-SPI (what a screen reader
sees) and real input (xdotool). Runs inside a private D-Bus session (see ./run)."""

import os
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import pyatspi

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


def almanac_binary():
    """The binary under test: $ALMANAC_BIN, else the debug build of this checkout."""
    return os.environ.get("ALMANAC_BIN") or str(ROOT / ".build" / "debug" / "almanac")


def wait_for(what, condition, timeout=15.0, interval=0.05):
    """Polls `condition` until it returns something truthy; raises with `what` on timeout."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)


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
        """Saves the whole screen as a PNG (imagemagick's import)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["import", "-display", self.name, "-window", "root", str(path)],
                       check=False, timeout=30)

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)


def descendants(accessible, depth=0, max_depth=40, showing_only=False):
    """Every accessible below `accessible`, depth first (AT-SPI may hand out None children).
    With `showing_only`, hidden subtrees (other stack pages, unused states) are skipped."""
    if depth > max_depth:
        return
    try:
        children = list(accessible)
    except Exception:  # GLib.GError: the widget went away while we looked (rows recycle)
        return
    for child in children:
        if child is None or (showing_only and not is_showing(child)):
            continue
        yield child
        yield from descendants(child, depth + 1, max_depth, showing_only)


def is_showing(accessible):
    """Whether it takes up space on screen. (GTK 4.8 marks every widget VISIBLE and none
    SHOWING, so states cannot tell; hidden widgets have an empty box. Objects without a box,
    such as stack pages, count as shown: their children decide.)"""
    try:
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except NotImplementedError:
        return True
    except Exception:  # the widget went away while we looked
        return False
    return box.width > 0 and box.height > 0


class App:
    """One running almanac, seen through AT-SPI."""

    def __init__(self, display, *arguments, env=None):
        self.display = display
        # Settings are kept in memory, so that each test starts from the defaults, unless the
        # test asks otherwise.
        # The cache goes to a fresh folder unless the test gives one.
        self.env = {**os.environ, "DISPLAY": display.name, "GSETTINGS_BACKEND": "memory",
                    "XDG_CACHE_HOME": tempfile.mkdtemp(prefix="almanac-cache-"), **(env or {})}
        self.env.pop("WAYLAND_DISPLAY", None)
        self.process = subprocess.Popen([almanac_binary(), *arguments], env=self.env,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            self.accessible = wait_for("almanac on the accessibility bus", self._find_application, timeout=30)
        except Exception:
            # A running app stays the primary instance of the bus: the next tests' apps would
            # hand over to it and exit.
            self.close()
            raise

    def _find_application(self):
        if self.process.poll() is not None:
            raise RuntimeError(f"almanac exited with {self.process.returncode}: {self.process.stderr.read()}")
        for application in pyatspi.Registry.getDesktop(0):
            if application is not None and application.name == "almanac" \
                    and application.get_process_id() == self.process.pid:
                return application
        return None

    def window(self, title="Almanac"):
        """The top-level frame with this title, once it is shown."""
        return wait_for(f"the window '{title}'", lambda: next(
            (frame for frame in self.accessible if frame is not None
             and frame.getRoleName() == "frame" and frame.name == title), None))

    def find(self, role, name=None, within=None, timeout=15.0, showing=True):
        """The first accessible with this role (and name) that is shown, waiting for it."""
        def search():
            for node in descendants(within or self.accessible, showing_only=showing):
                try:
                    if node.getRoleName() == role and (name is None or node.name == name):
                        return node
                except Exception:  # went away while we looked
                    continue
            return None
        return wait_for(f"a {role} named {name!r}", search, timeout)

    def list_view(self, collection):
        """The shown list of a collection (its accessible name is the collection's)."""
        return self.find("list", collection)

    def rows(self, collection):
        """(text, y) of every label in a collection's list within its box, top to bottom.

        GTK 4.8 keeps recycled row widgets that are no longer displayed in the accessibility
        tree with the position they last had, so a label found here may be a stale one: use
        this to see that something is shown, and `at_top` for what is at the top."""
        view = self.list_view(collection)
        top, bottom = extents(view)[1], extents(view)[1] + extents(view)[3]
        labels = []
        for node in descendants(view, showing_only=True):
            try:
                if node.getRoleName() == "label" and node.name:
                    y = extents(node)[1]
                    if top - 2 <= y < bottom:
                        labels.append((node.name, y - top))
            except Exception:  # recycled while we looked
                continue
        return sorted(labels, key=lambda label: label[1])

    def at_top(self, collection, text):
        """Whether a label `text` sits at the top edge of a collection's list (a section header
        there has its text within 10 px of the edge)."""
        return any(name == text and -2 <= y <= 10 for name, y in self.rows(collection))

    def resize(self, width, height):
        """Resizes the window as a user would (there is no window manager to ask)."""
        window = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Almanac$"], env=self.env,
                                capture_output=True, text=True, check=True).stdout.split()[0]
        self.xdotool("windowsize", window, str(width), str(height))
        wait_for(f"a {width} px wide window", lambda: extents(self.window())[2] <= width)

    def labels_right_of(self, x):
        """Names of the labels shown right of `x` (the detail pane when the window is wide)."""
        return [node.name for node in descendants(self.window(), showing_only=True)
                if node.getRoleName() == "label" and extents(node)[0] > x]

    def labels_containing(self, text):
        """Names of the shown labels of the main window that contain `text`."""
        return [node.name for node in descendants(self.window(), showing_only=True)
                if node.getRoleName() == "label" and text in (node.name or "")]

    def click(self, accessible):
        """A real left click at the centre of `accessible` (no window manager: the window
        sits at 0,0, so window coordinates are screen coordinates)."""
        box = extents(accessible)
        self.xdotool("mousemove", "--sync", str(box[0] + box[2] // 2), str(box[1] + box[3] // 2),
                     "click", "1")

    def key(self, *keys):
        self.xdotool("key", "--clearmodifiers", *keys)

    def xdotool(self, *arguments):
        subprocess.run(["xdotool", *arguments], env=self.env, check=True, timeout=30)

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        return self.process.returncode


def extents(accessible):
    """(x, y, width, height) in window coordinates."""
    box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (box.x, box.y, box.width, box.height)


def require_tools():
    missing = [tool for tool in ("Xvfb", "xdotool", "import") if shutil.which(tool) is None]
    if missing:
        raise RuntimeError(f"missing test tools: {', '.join(missing)} (see README: test setup)")
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ:
        raise RuntimeError("no D-Bus session: run the UI tests with Tests/UI/run")
