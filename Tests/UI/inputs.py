"""Input as a person gives it: keys, clicks, the wheel and window sizes through xdotool, on the
X display the app runs on."""

import subprocess

from keymap import bind_keys_for, is_function_key, press_function_key
from tree import centre, extents
from waiting import wait_for


class Inputs:
    """What an `App` does with the keyboard and the mouse (its `env` names the display)."""

    def _x_window(self):
        """The X window id of the main window."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Almanac$"], env=self.env,
                              capture_output=True, text=True, check=True).stdout.split()[0]

    def focus_main_window(self):
        """Gives the main window the keyboard, as a window manager does when a window over it
        closes (there is none here: the keyboard went nowhere)."""
        self.xdotool("windowfocus", "--sync", self._x_window())

    def resize(self, width, height):
        """Resizes the window as a user would (there is no window manager to ask)."""
        self.xdotool("windowsize", self._x_window(), str(width), str(height))
        wait_for(f"a {width} px wide window", lambda: extents(self.window())[2] <= width)

    def wheel(self, accessible, clicks=1, down=True, delay=12):
        """Turns the mouse wheel over the centre of `accessible`, `clicks` notches `delay` ms
        apart (one notch scrolls a list by about page height^(2/3) in GTK 4; a flick of a fast
        wheel sends notches 2–10 ms apart). Moves without `--sync`, which waits 15 s when the
        pointer is already there; the X server takes the move before the clicks all the same."""
        x, y = self.screen_point(*centre(extents(accessible)))
        self.xdotool("mousemove", str(x), str(y),
                     "click", "--repeat", str(clicks), "--delay", str(delay), "5" if down else "4")

    def click(self, accessible):
        """A real left click at the centre of `accessible`."""
        self.click_box(extents(accessible))

    def click_box(self, box):
        """A real left click at the centre of a box in window coordinates."""
        self.click_at(*self.screen_point(*centre(box)))

    def click_at(self, x, y):
        """A real left click at a point of the screen (the move without `--sync`, as in `wheel`)."""
        self.xdotool("mousemove", str(x), str(y), "click", "1")

    def type_text(self, text):
        """Types `text` as a person would, a key every 50 ms."""
        self.xdotool("type", "--delay", "50", text)

    @property
    def origin(self):
        """Where window coordinates (AT-SPI's) start on the screen. There is no window manager:
        the X window sits at 0,0, but GTK draws its client-side frame in a margin around the
        window's content, as wide on each side. GTK 4.8 gives the window the content's box, so
        the margin is half of what the X window has more; GTK 4.18 gives it the X window's
        whole box at minus the margin, and its widgets' boxes from a point as far again inside."""
        if getattr(self, "_origin", None) is None:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", self._x_window()], env=self.env,
                                      capture_output=True, text=True, check=True).stdout
            values = dict(line.split("=", 1) for line in geometry.split())
            x, y, width, height = extents(self.window())
            self._origin = ((int(values["WIDTH"]) - width) // 2 - 2 * x, (int(values["HEIGHT"]) - height) // 2 - 2 * y)
        return self._origin

    @property
    def painted_limit(self):
        """The right and bottom edges of the X window on the screen (from `origin`'s relation
        between the X window and the window's extents): past them is the root window's black,
        which a box reaching to the end of GTK 4.18's extents (the frame's margin included)
        crosses, and black there keeps tesseract from reading the rest."""
        x, y, width, height = extents(self.window())
        return width + 2 * (self.origin[0] + 2 * x), height + 2 * (self.origin[1] + 2 * y)

    def screen_point(self, x, y):
        """A point in window coordinates, on the screen."""
        return x + self.origin[0], y + self.origin[1]

    def key(self, *keys):
        """Presses key combinations in turn ("ctrl+f", "Return"); F1 to F12 alone without
        xdotool (keymap.press_function_key)."""
        pending = []
        for key in keys + (None,):
            if key is not None and not is_function_key(key):
                pending.append(key)
                continue
            if pending:
                self.xdotool("key", "--clearmodifiers", *pending)
                pending = []
            if key is not None:
                press_function_key(key, self.env["DISPLAY"])

    def xdotool(self, *arguments):
        """Runs xdotool on the app's display; the characters it is to type are bound to keys first
        (keymap.py)."""
        if arguments[0] == "type":
            bind_keys_for(arguments[-1], self.env["DISPLAY"])
        subprocess.run(["xdotool", *arguments], env=self.env, check=True, timeout=30)
