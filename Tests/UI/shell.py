"""A real GNOME Shell for the tests that need a Wayland compositor: a headless GNOME Shell (43 on
Debian 12, 48 in the Debian 13 root; mutter) with one virtual monitor, driven over D-Bus —
`Eval` for its JavaScript, `Screenshot` for the painted screen, and a virtual touchscreen
(shell-extension/) for a finger. Almanac runs in it as a Wayland client (`WaylandApp`), seen
through AT-SPI like under Xvfb.

The Shell gets a fresh home (its settings in a GLib keyfile: the test extension enabled), a
private runtime folder and a private, empty system bus (it refuses to start without one); it
shares the tests' session bus, where the app and the accessibility bus are."""

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from PIL import Image

from harness import App, stop
from waiting import wait_for, wait_for_value

# xdotool's modifier names (the tests' spelling) as X keysym names.
MODIFIERS = {"ctrl": "Control_L", "alt": "Alt_L", "shift": "Shift_L", "super": "Super_L"}

EXTENSION = Path(__file__).resolve().parent / "shell-extension"
EXTENSION_ID = "test-hooks@almanac.io"

SYSTEM_BUS_CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path={socket}</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""

# No hot corner: the virtual mouse starts at 0,0, and Shell 50 shows the overview at its first
# move away from there.
SETTINGS = f"""[org/gnome/shell]
enabled-extensions=['{EXTENSION_ID}']
welcome-dialog-last-shown-version='999'

[org/gnome/desktop/interface]
enable-hot-corners=false
"""


def shell_available():
    return shutil.which("gnome-shell") is not None


def install_extension(folder):
    """The test hooks as an extension in `folder`: their entry for this Shell's version (imports
    up to 44, modules from 45 on) as extension.js."""
    printed = subprocess.run(["gnome-shell", "--version"], capture_output=True, text=True, check=True).stdout
    major = int(printed.split()[-1].split(".")[0])
    folder.mkdir()
    for name in ("metadata.json", "hooks.js"):
        shutil.copy(EXTENSION / name, folder / name)
    shutil.copy(EXTENSION / ("extension-45.js" if major >= 45 else "extension-43.js"), folder / "extension.js")


def window_actor(title):
    """The Shell's JavaScript for the actor of the window titled `title` (undefined if none)."""
    return f"global.get_window_actors().find(a => a.meta_window.get_title() === {json.dumps(title)})"


class GnomeShell:
    """A headless GNOME Shell on a Wayland display of its own; `name` is that display; `env`:
    variables added to its environment."""

    def __init__(self, width=1280, height=800, env=None):
        self.size = (width, height)
        self.folder = Path(tempfile.mkdtemp(prefix="almanac-shell-"))
        self.runtime = self.folder / "runtime"
        home = self.folder / "home"
        extensions = home / ".local/share/gnome-shell/extensions"
        (home / ".config/glib-2.0/settings").mkdir(parents=True)
        extensions.mkdir(parents=True)
        (home / ".local/share/applications").mkdir()
        # Without GDM the Shell has no lock screen and, once per home, says so in a notification
        # that comes seconds after its start, over the top of the screen (the overview's first
        # search result); this file says it was said.
        (home / ".local/share/gnome-shell/lock-warning-shown").touch()
        self.runtime.mkdir(mode=0o700)
        (home / ".config/glib-2.0/settings/keyfile").write_text(SETTINGS)
        install_extension(extensions / EXTENSION_ID)
        socket = self.folder / "system_bus"
        (self.folder / "system.conf").write_text(SYSTEM_BUS_CONFIG.format(socket=socket))
        self.system_bus = subprocess.Popen(["dbus-daemon", "--nofork", f"--config-file={self.folder / 'system.conf'}"],
                                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for("the Shell's system bus", socket.exists)
        self.name = f"almanac-test-{os.getpid()}"
        self.log = open(self.folder / "shell.log", "w")
        environment = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                       "XDG_DATA_HOME": str(home / ".local/share"), "XDG_CACHE_HOME": str(home / ".cache"),
                       "XDG_RUNTIME_DIR": str(self.runtime), "GSETTINGS_BACKEND": "keyfile",
                       "DBUS_SYSTEM_BUS_ADDRESS": f"unix:path={socket}", **(env or {})}
        for variable in ("DISPLAY", "WAYLAND_DISPLAY"):
            environment.pop(variable, None)
        self.process = subprocess.Popen(
            ["gnome-shell", "--headless", "--wayland", "--no-x11", "--wayland-display", self.name,
             "--virtual-monitor", f"{width}x{height}"], env=environment, stdout=self.log, stderr=subprocess.STDOUT)
        try:
            wait_for("GNOME Shell started, its test extension on", self._started, timeout=60)
            # The overview shows at start, and a notification says the session is root's.
            self.eval("Main.overview.hide(); Main.messageTray.getSources().forEach(s => s.destroy())")
            wait_for("the overview hidden", lambda: self.eval("Main.overview.visible") is False)
            self.eval("global.almanacTests.makeTouchscreen()")
        except BaseException:
            self.close()
            raise

    def _started(self):
        if self.process.poll() is not None:
            raise RuntimeError(f"gnome-shell exited with {self.process.returncode}; see {self.log.name}")
        try:
            return self.eval("!!global.almanacTests && !Main.layoutManager._startingUp") is True
        except RuntimeError:
            return False

    def wait_for_apps_listed(self):
        """Returns once the Shell has listed the installed apps (a few seconds after its start),
        which reloads its search providers."""
        wait_for("the Shell's list of apps", lambda: self.eval("global.almanacTests.appsListed()") is True,
                 timeout=30)

    @property
    def wayland_socket(self):
        """Where Wayland clients connect: the display's socket in the Shell's runtime folder."""
        return str(self.runtime / self.name)

    def eval(self, script):
        """Runs JavaScript in the Shell; its value, decoded from JSON (None for undefined)."""
        answer = subprocess.run(["gdbus", "call", "--session", "--dest", "org.gnome.Shell", "--object-path",
                                 "/org/gnome/Shell", "--method", "org.gnome.Shell.Eval", script],
                                capture_output=True, text=True, timeout=30)
        if answer.returncode != 0:
            raise RuntimeError(f"Eval failed: {answer.stderr.strip()}")
        ok, value = _eval_answer(answer.stdout)
        if not ok:
            raise RuntimeError(f"Eval of {script!r} failed: {value}")
        return json.loads(value) if value else None

    def screenshot(self, path=None):
        """The whole screen as painted now: an RGB image (saved to `path` too when given). A
        notification's banner over the screen fails the test, naming the notification: what the
        test reads under it is not the app's."""
        banner = self.eval("(() => { const b = Main.messageTray._banner; return b ? b.notification.title : null; })()")
        assert banner is None, f"a notification over the screen: {banner!r}"
        target = Path(path) if path else self.folder / "screen.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(["gdbus", "call", "--session", "--dest", "org.gnome.Shell.Screenshot", "--object-path",
                        "/org/gnome/Shell/Screenshot", "--method", "org.gnome.Shell.Screenshot.Screenshot",
                        "false", "false", str(target)], capture_output=True, check=True, timeout=30)
        with Image.open(target) as image:
            return image.convert("RGB")

    def frame(self, title):
        """(x, y, width, height) of the window titled `title` on the screen (its frame: no
        shadow); None when there is none (a libadwaita 1.5 dialog is inside its parent's window)."""
        return self.eval(f"(() => {{ const a = {window_actor(title)}; if (!a) return null;"
                         " const r = a.meta_window.get_frame_rect(); return [r.x, r.y, r.width, r.height]; })()")

    def window_frame(self, title):
        """`frame`, once the window titled `title` is there."""
        return wait_for_value(f"a window titled {title!r}", lambda: self.frame(title))

    def resize_window(self, title, width, height):
        """Resizes the window titled `title` as a user dragging its edge would: once the Shell
        shows it (a resize asked before the window's first frame gave way to the size the app
        chose for it), then waits for the new size."""
        find = window_actor(title)
        wait_for(f"the window {title!r} shown", lambda: self.eval(f"(() => {{ const a = {find}; return !!a && a.mapped; }})()") is True)
        self.eval(f"(() => {{ const w = {find}.meta_window; const r = w.get_frame_rect();"
                  f" w.move_resize_frame(true, r.x, r.y, {width}, {height}); return true; }})()")
        wait_for(f"a {width}×{height} window {title!r}", lambda: self.window_frame(title)[2:] == [width, height])

    def play(self, events):
        """Plays a touch gesture — [(milliseconds, 'down' | 'move' | 'up', x, y), …] in screen
        coordinates — with its real timing, and returns once the finger is lifted."""
        number = self.eval(f"global.almanacTests.play({json.dumps([list(event) for event in events])})")
        duration = events[-1][0] / 1000
        wait_for("the gesture played", lambda: self.eval(f"global.almanacTests.finished({number})") is True,
                 timeout=duration + 15)

    def close(self):
        for process in (self.process, self.system_bus):
            stop(process)
        self.log.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def _eval_answer(printed):
    """(ok, value) from gdbus's printing of Eval's answer, e.g. `(true, '"Almanac"')`."""
    ok, _, value = printed.strip()[1:-1].partition(", ")
    return ok == "true", _unquote(value)


def _unquote(text):
    """A GVariant string as gdbus prints it ('…' or "…", backslash escapes) as Python text."""
    body = text[1:-1]
    return body.encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1").decode("utf-8") \
        if "\\" in body else body


class WaylandApp(App):
    """Almanac as a Wayland client of a `GnomeShell`: found through AT-SPI as under Xvfb,
    painted on the Shell's screen, touched through its virtual touchscreen."""

    def __init__(self, shell, *arguments, env=None, process=None):
        self.shell = shell
        super().__init__(shell, *arguments, env=env, process=process)

    def environment(self, shell, env):
        environment = {**super().environment(shell, env), "WAYLAND_DISPLAY": shell.wayland_socket,
                       "GDK_BACKEND": "wayland"}
        environment.pop("DISPLAY", None)
        return environment

    def capture(self):
        return self.shell.screenshot()

    def focus_main_window(self):
        """Waits until the Shell has given the main window the keyboard back, as it does by
        itself when a window over it closes."""
        self.active_window("Almanac")

    def wait_for_keyboard(self, title):
        """Waits until the Shell gives the keyboard to the window titled `title`. GTK 4.8 keeps a
        hidden window's active state: shown again, a window is said active before the Shell has
        focused it, and a key sent then goes to the window before."""
        wait_for(f"the Shell's keyboard on {title!r}", lambda: self.shell.eval(
            "(() => { const w = global.display.focus_window; return w ? w.get_title() : null; })()") == title)

    def key(self, *keys):
        """Presses key combinations ("ctrl+f", "Return") on the Shell's virtual keyboard."""
        for combination in keys:
            names = [MODIFIERS.get(part, part) for part in combination.split("+")]
            if not self.shell.eval(f"global.almanacTests.keys({json.dumps(names)})"):
                raise ValueError(f"no such key: {combination!r}")

    def type_text(self, text):
        """Types `text` on the virtual keyboard, a key per call into the Shell."""
        for character in text:
            self.shell.eval(f"global.almanacTests.type({json.dumps(character)})")

    def click_at(self, x, y):
        """A left click of the Shell's virtual mouse at a point of the screen."""
        self.shell.eval(f"global.almanacTests.click({x}, {y})")

    @property
    def origin(self):
        """Window coordinates (AT-SPI's) start at the window's frame, where the Shell put it."""
        x, y, _, _ = self.shell.window_frame("Almanac")
        return x, y

    @property
    def painted_limit(self):
        """The right and bottom edges of the window's frame on the screen."""
        x, y, width, height = self.shell.window_frame("Almanac")
        return x + width, y + height

    def resize(self, width, height):
        """Resizes the main window through the Shell, as a user dragging its edge would."""
        self.shell.resize_window("Almanac", width, height)
