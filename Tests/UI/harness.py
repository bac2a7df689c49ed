"""Drive the real almanac like a person: under Xvfb, through AT-SPI (what a screen reader
sees) and real input (xdotool). Runs inside a private D-Bus session (see ./run)."""

import os
import shutil
import subprocess
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


def descendants(accessible, depth=0, max_depth=40):
    """Every accessible below `accessible`, depth first (AT-SPI may hand out None children)."""
    if depth > max_depth:
        return
    for child in accessible:
        if child is None:
            continue
        yield child
        yield from descendants(child, depth + 1, max_depth)


class App:
    """One running almanac, seen through AT-SPI."""

    def __init__(self, display, *arguments, env=None):
        self.display = display
        self.env = dict(os.environ, DISPLAY=display.name, GSETTINGS_BACKEND="memory", **(env or {}))
        self.env.pop("WAYLAND_DISPLAY", None)
        self.process = subprocess.Popen([almanac_binary(), *arguments], env=self.env,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.accessible = wait_for("almanac on the accessibility bus", self._find_application)

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

    def find(self, role, name=None, within=None, timeout=15.0):
        """The first accessible with this role (and name), waiting for it to appear."""
        def search():
            for node in descendants(within or self.accessible):
                if node.getRoleName() == role and (name is None or node.name == name):
                    return node
            return None
        return wait_for(f"a {role} named {name!r}", search, timeout)

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
