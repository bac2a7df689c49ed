"""One running almanac driven as a person would — real key presses and clicks (xdotool) on a
virtual display — and watched through its diagnostics object on the session bus
(ALMANAC_DIAGNOSTICS=1, see Sources/Almanac/DiagnosticsService.swift): each action waits until
the app's state shows it was handled, never for a fixed time."""

import subprocess
import tempfile
import time

import pyatspi
from gi.repository import Gio, GLib

NAME, PATH, INTERFACE = "io.almanac.Almanac", "/io/almanac/Almanac/Diagnostics", "io.almanac.Almanac.Diagnostics"
# How long one action may take before the soak gives up on it: a debug build on a busy
# 2-core machine can take seconds for a refresh; a step that never completes is a failure.
STEP_TIMEOUT = 60.0
# Between two polls of the app's state, and after each key press: xdotool itself takes
# about 10 ms to start, so input comes at roughly typing speed.
POLL_INTERVAL = 0.01
KEY_PACING = 0.02


class AppDied(Exception):
    """The app exited (or was killed) during the soak."""


class StepFailed(Exception):
    """The app did not reach the state an action should lead to."""


class Driver:
    def __init__(self, binary, display, env):
        self.env = {**env, "DISPLAY": display, "ALMANAC_DIAGNOSTICS": "1"}
        self.env.pop("WAYLAND_DISPLAY", None)
        # Its stderr goes to a file: a pipe nobody reads while it runs would fill up and block it.
        self.log = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen([binary], env=self.env, stdout=subprocess.DEVNULL, stderr=self.log)
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        self.state = {}
        self._origin = None

    # MARK: Watching

    def call(self, method):
        """A diagnostics method's answer (a dict)."""
        answer = self.bus.call_sync(NAME, PATH, INTERFACE, method, None, None, Gio.DBusCallFlags.NONE, 30_000, None)
        return answer.unpack()[0]

    def check_alive(self):
        if self.process.poll() is not None:
            status = self.process.returncode
            how = f"killed by signal {-status}" if status < 0 else f"exited with status {status}"
            raise AppDied(f"the app died ({how})")

    def wait(self, what, condition, timeout=STEP_TIMEOUT):
        """Polls the app's state until `condition(state)` holds; the state is kept in `self.state`."""
        deadline = time.monotonic() + timeout
        while True:
            self.check_alive()
            try:
                self.state = self.call("State")
            except GLib.Error:  # not on the bus yet, or busy starting
                self.state = {}
            if self.state and condition(self.state):
                return self.state
            if time.monotonic() > deadline:
                raise StepFailed(f"{what}: not reached within {timeout:.0f} s; the app shows {self.state}")
            time.sleep(POLL_INTERVAL)

    def rss_kib(self):
        """Resident memory (VmRSS) in KiB."""
        self.check_alive()
        with open(f"/proc/{self.process.pid}/status") as status:
            line = next(line for line in status if line.startswith("VmRSS:"))
        return int(line.split()[1])

    def resident_by_kind(self):
        """Resident memory in KiB by what it is mapped from (/proc/PID/smaps): the main heap
        (brk), anonymous maps (malloc's other arenas and large blocks, thread stacks, the GL
        driver's buffers), shared memory, files (libraries, fonts, caches)."""
        self.check_alive()
        kinds = {}
        kind = None
        with open(f"/proc/{self.process.pid}/smaps") as smaps:
            for line in smaps:
                fields = line.split()
                if "-" in fields[0] and not fields[0].endswith(":"):  # a mapping's first line
                    name = " ".join(fields[5:])
                    kind = ("main heap" if name == "[heap]" else "main stack" if name == "[stack]"
                            else "anonymous" if name == "" else "shared memory" if name.startswith(("/dev/shm", "/memfd:", "/SYSV"))
                            else "files" if name.startswith("/") else "other")
                elif fields[0] == "Rss:":
                    kinds[kind] = kinds.get(kind, 0) + int(fields[1])
        return kinds

    # MARK: Acting

    def key(self, *keys):
        subprocess.run(["xdotool", "key", "--clearmodifiers", *keys], env=self.env, check=True, timeout=30)
        time.sleep(KEY_PACING)

    def type(self, text):
        subprocess.run(["xdotool", "type", "--delay", "40", text], env=self.env, check=True, timeout=30)

    def press(self, key, what, condition):
        """Presses `key` and waits until the state satisfies `condition`."""
        self.key(key)
        return self.wait(what, condition)

    def show(self, number, collection):
        """Alt+`number`, and waits until `collection`'s list is shown with the keyboard focus."""
        return self.press(f"alt+{number}", f"Alt+{number} shows {collection}'s list",
                          lambda s: s["collection"] == collection and s["listFocus"] == "true")

    def resize(self, width, height):
        """Resizes the window as a user would (there is no window manager to ask)."""
        subprocess.run(["xdotool", "windowsize", self._x_window(), str(width), str(height)], env=self.env, check=True)

    def click_button(self, name):
        """Clicks the shown push button `name` (its place read through AT-SPI; lists, with their
        hundreds of rows, are not looked into)."""
        button = self._find_button(name)
        if button is None:
            raise StepFailed(f"no button {name!r} is shown")
        box = button.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        left, top = self._content_origin()
        x, y = left + box.x + box.width // 2, top + box.y + box.height // 2
        # Then out of the window, so that nothing stays hovered.
        subprocess.run(["xdotool", "mousemove", "--sync", str(x), str(y), "click", "1",
                        "mousemove", "--sync", "0", "0"], env=self.env, check=True, timeout=30)

    def click_at(self, x, y):
        """A left click at a point in window coordinates (AT-SPI's). The moves here go without
        `--sync`, which waits 15 s when the pointer is already there; the X server takes a move
        before the click all the same."""
        left, top = self._content_origin()
        subprocess.run(["xdotool", "mousemove", str(left + x), str(top + y), "click", "1"],
                       env=self.env, check=True, timeout=30)

    def wheel(self, x, y, clicks, down=True):
        """`clicks` notches of the mouse wheel 4 ms apart (a fast wheel's flick) at a point in
        window coordinates (the move as in `click_at`)."""
        left, top = self._content_origin()
        subprocess.run(["xdotool", "mousemove", str(left + x), str(top + y),
                        "click", "--repeat", str(clicks), "--delay", "4", "5" if down else "4"],
                       env=self.env, check=True, timeout=30)

    def _x_window(self):
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Almanac$"], env=self.env,
                              capture_output=True, text=True, check=True).stdout.split()[0]

    def _content_origin(self):
        """Where AT-SPI's window coordinates start on the screen. Without a window manager the
        X window sits at (0, 0), but GTK draws its shadow in an equal margin on each side, the
        same whatever the window's size: read once."""
        if self._origin is None:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", self._x_window()], env=self.env,
                                      capture_output=True, text=True, check=True).stdout
            values = dict(line.split("=", 1) for line in geometry.split())
            frame = next((node for node in self._application() if node is not None and node.getRoleName() == "frame"), None)
            if frame is None:
                raise StepFailed("the app's window is not on the accessibility bus")
            box = frame.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            self._origin = (int(values["WIDTH"]) - box.width) // 2, (int(values["HEIGHT"]) - box.height) // 2
        return self._origin

    def _application(self):
        """The app on the accessibility bus (it may take a moment to appear there)."""
        deadline = time.monotonic() + STEP_TIMEOUT
        while time.monotonic() < deadline:
            # By process, or by name when ALMANAC_BIN is a wrapper (a debugger) around it.
            apps = [app for app in pyatspi.Registry.getDesktop(0) if app is not None]
            found = next((app for app in apps if app.get_process_id() == self.process.pid),
                         next((app for app in apps if app.name == "almanac"), None))
            if found is not None:
                return found
            time.sleep(0.2)
        raise StepFailed("the app is not on the accessibility bus")

    def _find_button(self, name):
        pending = list(self._application())
        while pending:
            node = pending.pop()
            try:
                role = node.getRoleName()
                if role in ("list", "list item"):
                    continue
                box = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
                if box.width == 0 or box.height == 0:
                    continue  # hidden, with everything in it
                if role == "push button" and node.name == name:
                    return node
                pending.extend(child for child in node if child is not None)
            except NotImplementedError:  # no box (a stack page): look inside
                pending.extend(child for child in node if child is not None)
            except GLib.Error:  # went away while we looked
                continue
        return None

    def open_address(self, address):
        """`almanac --open ADDRESS`, a second launch that hands the address to this one."""
        subprocess.run([self.process.args[0], "--open", address], env=self.env, check=True, timeout=120,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def close(self):
        """Ends the app (SIGTERM, as a session does); returns what it wrote on stderr."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.seek(0)
        return self.log.read()
