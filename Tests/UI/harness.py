"""Drive the real almanac like a person: under Xvfb, through AT-SPI (what a screen reader
sees) and real input (xdotool). Runs inside a private D-Bus session (see ./run)."""

import io
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from pathlib import Path

import pyatspi
from gi.repository import GLib

import painted
from painted import Text, same_text

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
# How long a test waits for the screen to show something. Painted checks take about half a
# second each (a capture and one or two OCR runs), so waiting polls a few times a second.
PAINT_TIMEOUT = 5.0
# Heights of a section header and a row as GTK lays them out with the default theme (a
# header's band is what the sticky header covers at the top of a scrolled list).
HEADER_HEIGHT = 38
ROW_HEIGHT = 56


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


def expect(what, check, timeout=PAINT_TIMEOUT, settle=0.0):
    """Waits until `check()` returns (True, report); fails the test with `what` and the last
    report if it does not within `timeout` seconds. With `settle`, a pass counts once a check
    at least that many seconds later passes too: a frame painted before the app has caught up
    (the list before a search is applied, say) can look right for a moment."""
    report, first_pass = "", None

    def passed():
        nonlocal report, first_pass
        ok, report = check()
        now = time.monotonic()
        if not ok:
            first_pass = None
            return False
        if first_pass is None:
            first_pass = now
        return now - first_pass >= settle
    try:
        wait_for(what, passed, timeout + settle)
    except TimeoutError:
        raise AssertionError(f"{what}: {report}") from None


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


def app_environment(display, env=None):
    """The environment almanac runs in under test: this display, settings kept in memory (each
    test starts from the defaults unless it asks otherwise), the cache in a fresh folder unless
    the test gives one."""
    environment = {**os.environ, "DISPLAY": display.name, "GSETTINGS_BACKEND": "memory",
                   "XDG_CACHE_HOME": tempfile.mkdtemp(prefix="almanac-cache-"), **(env or {})}
    environment.pop("WAYLAND_DISPLAY", None)
    return environment


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


class App:
    """One running almanac, seen through AT-SPI."""

    def __init__(self, display, *arguments, env=None, process=None):
        """Starts almanac with `arguments`; or, given `process`, follows one already started
        (by D-Bus activation, say)."""
        self.display = display
        self.env = app_environment(display, env)
        self.process = process or subprocess.Popen([almanac_binary(), *arguments], env=self.env,
                                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            self.accessible = wait_for("almanac on the accessibility bus", self._find_application)
        except BaseException:
            self.close()  # a process left running would answer the next test's launch
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

    def find_lasting(self, role, name):
        """Like `find`, for a widget that lives as long as the window (a collection's list,
        the switcher): found once, then reused while it is shown. Looking through the tree
        again each time is slow: hidden pages' lists keep hundreds of recycled rows in it."""
        cache = self.__dict__.setdefault("_lasting", {})
        node = cache.get((role, name))
        if node is None or not is_showing(node):
            node = cache[(role, name)] = self.find(role, name)
        return node

    def list_view(self, collection):
        """The shown list of a collection (its accessible name is the collection's)."""
        return self.find_lasting("list", collection)

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

    def _x_window(self):
        """The X window id of the main window."""
        return subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Almanac$"], env=self.env,
                              capture_output=True, text=True, check=True).stdout.split()[0]

    def resize(self, width, height):
        """Resizes the window as a user would (there is no window manager to ask)."""
        self.xdotool("windowsize", self._x_window(), str(width), str(height))
        wait_for(f"a {width} px wide window", lambda: extents(self.window())[2] <= width)

    def show(self, collection):
        """Switches to a collection with its switcher button: the one painted, in the header
        bar or, in a narrow window, the bar at the bottom (AT-SPI still lists the other one
        where it was last shown)."""
        def switched():
            if self.current_collection() == collection:
                return True
            # Clicked again if a click missed (the bottom bar may still have been sliding in).
            image = self.capture()
            button = next((node for node in descendants(self.window(), showing_only=True)
                           if node.getRoleName() == "page tab" and node.name == collection
                           and self.shows_text(extents(node), collection, image)), None)
            if button is not None:
                self.click(button)
            return False
        wait_for(f"{collection} shown from its painted switcher button", switched, interval=0.5)

    def jump(self, letter, collection=None):
        """Clicks a letter of a collection's index strip (the shown collection's by default)."""
        self.click(self.index_button(collection or self.current_collection(), letter))

    def search(self, text):
        """Opens the search bar with Ctrl+F and types `text` into it."""
        self.key("ctrl+f")
        self.find("entry", "Search")
        self.xdotool("type", "--delay", "50", text)

    def wheel(self, accessible, clicks=1, down=True, delay=12):
        """Turns the mouse wheel over the centre of `accessible`, `clicks` notches `delay` ms
        apart (one notch scrolls a list by about page height^(2/3) in GTK 4; a flick of a fast
        wheel sends notches 2–10 ms apart)."""
        x, y = self.screen_point(*centre(extents(accessible)))
        self.xdotool("mousemove", "--sync", str(x), str(y),
                     "click", "--repeat", str(clicks), "--delay", str(delay), "5" if down else "4")

    def labels_right_of(self, x):
        """Names of the labels shown right of `x` (the detail pane when the window is wide).
        A label destroyed while it is read (a detail being replaced) is left out."""
        def shown_right(node):
            try:
                return node.getRoleName() == "label" and extents(node)[0] > x
            except GLib.GError:
                return False
        return [node.name for node in descendants(self.window(), showing_only=True) if shown_right(node)]

    def labels_containing(self, text):
        """Names of the shown labels of the main window that contain `text` (a label destroyed
        while it is read, a list row recycled, is left out)."""
        def matches(node):
            try:
                return node.getRoleName() == "label" and text in (node.name or "")
            except GLib.GError:
                return False
        return [node.name for node in descendants(self.window(), showing_only=True) if matches(node)]

    def click(self, accessible):
        """A real left click at the centre of `accessible`."""
        x, y = self.screen_point(*centre(extents(accessible)))
        self.xdotool("mousemove", "--sync", str(x), str(y), "click", "1")

    @property
    def origin(self):
        """Where window coordinates (AT-SPI's) start on the screen. There is no window manager:
        the X window sits at 0,0, but GTK draws its client-side frame in a margin around the
        window's content, as wide on each side."""
        if getattr(self, "_origin", None) is None:
            geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", self._x_window()], env=self.env,
                                      capture_output=True, text=True, check=True).stdout
            values = dict(line.split("=", 1) for line in geometry.split())
            _, _, width, height = extents(self.window())
            self._origin = ((int(values["WIDTH"]) - width) // 2, (int(values["HEIGHT"]) - height) // 2)
        return self._origin

    def screen_point(self, x, y):
        """A point in window coordinates, on the screen."""
        return x + self.origin[0], y + self.origin[1]

    # The painted screen. AT-SPI lists recycled list rows that are not displayed and widgets
    # that are blank, so these look at the screen itself: a capture read with OCR (painted.py).
    # Boxes are (x, y, width, height) in window coordinates, like `extents`.

    def capture(self):
        """The screen as it is painted now (an RGB image)."""
        return painted.capture(self.display.name)

    def crop(self, box, image=None):
        """The part of a capture (a new one unless `image` is given) inside `box`."""
        image = self.capture() if image is None else image
        x, y = self.screen_point(box[0], box[1])
        return image.crop((x, y, x + box[2], y + box[3]))

    def painted_lines(self, box, image=None, modes=(11,)):
        """Lines of text painted inside `box`, top to bottom, in window coordinates (read with
        tesseract's page segmentation `modes`, see `painted.lines`)."""
        return [line.moved(box[0], box[1]) for line in painted.lines(self.crop(box, image), modes)]

    def toast_text(self, image=None):
        """The text of the toast painted at the bottom of the window ('' when none): its dark
        grey pill is found by the rows where that grey runs at least 120 px (text alone never
        does), and read alone — light text on dark, beside list rows, is misread in a wider crop."""
        x, y, width, height = self.content_box()
        band = self.crop((x, y + height - 120, width, 120), image)

        def pill_run(row):
            run, best, start, best_start = 0, 0, 0, 0
            for px in range(band.width):
                r, g, b = band.getpixel((px, row))[:3]
                if max(r, g, b) < 110 and max(r, g, b) - min(r, g, b) < 12:
                    if run == 0:
                        start = px
                    run += 1
                    if run > best:
                        best, best_start = run, start
                else:
                    run = 0
            return best_start, best
        rows = [(row, *pill_run(row)) for row in range(band.height)]
        rows = [(row, start, length) for row, start, length in rows if length >= 120]
        if not rows:
            return ""
        left = min(start for _, start, _ in rows)
        right = max(start + length for _, start, length in rows)
        pill = band.crop((left, rows[0][0], right, rows[-1][0] + 1))
        return " ".join(word.text for line in painted.tesseract(pill, psm=7) for word in line)

    def detail_lines(self, image=None):
        """Lines of text painted in the detail pane (read twice: a large picture can hide the
        title from one way of reading)."""
        return self.painted_lines(self.detail_box(), image, modes=(4, 11))

    def painted_words(self, box, image=None):
        """(text, x, y) of each word painted inside `box`, in window coordinates."""
        return [(word.text, word.x + box[0], word.y + box[1]) for word in painted.words(self.crop(box, image))]

    def painted_text(self, box, image=None):
        """Everything painted inside `box` as one string, line after line."""
        return "\n".join(line.text for line in self.painted_lines(box, image))

    def shows_text(self, box, text, image=None):
        """Whether `text` is painted inside `box` (fuzzy, see `same_text`), on one line."""
        return any(same_text(line.text, text) for line in self.painted_lines(box, image))

    def painted_headers(self, collection, image=None):
        """The section header letters painted in a collection's list (sticky header included),
        top to bottom, in window coordinates."""
        box = extents(self.list_view(collection))
        return [letter.moved(box[0], box[1]) for letter in painted.header_letters(self.crop(box, image))]

    def painted_rows(self, collection, image=None):
        """(text, y) of what is painted in a collection's list, top to bottom: header letters,
        and the lines of the rows (titles, subtitles, figures); y is the top of the painted
        text from the list's top edge. The painted counterpart of `rows`."""
        image = self.capture() if image is None else image
        box = extents(self.list_view(collection))
        area = self.crop(box, image)
        header_rows = painted.bands(area, 8, painted.is_header_band, min_height=12)
        # Header letters are read by their own pass: what the general one reads on a header
        # band is dropped.
        found = [(letter.text, letter.y) for letter in painted.header_letters(area)]
        found += [(line.text, line.y) for line in painted.list_lines(area)
                  if not any(top <= line.centre_y < bottom for top, bottom in header_rows)]
        return sorted(found, key=lambda entry: entry[1])

    def painted_titles(self, collection, image=None):
        """The texts of `painted_rows`, without positions."""
        return [text for text, _ in self.painted_rows(collection, image)]

    def list_claims(self, collection, below=HEADER_HEIGHT):
        """What AT-SPI says is shown in a collection's list: one (title, label box, item box)
        per list item whose box reaches into the list below its top `below` px (by default
        the band a sticky header may cover). The title is the item's first label (a header's letter, a row's title), None
        for an item without text (the blank end space). GTK 4.8 keeps recycled rows that are
        no longer displayed in the tree with the position they last had, so some claims are
        stale: `rows_painted` sorts them out."""
        view = self.list_view(collection)
        x, top, width, height = extents(view)
        claims = []
        for item in list(view):  # every child of a list is a list item
            try:
                if item is None:
                    continue
                box = extents(item)  # most recycled items have an empty box: skipped cheaply
                if box[3] == 0 or box[1] + box[3] <= top + below or box[1] >= top + height:
                    continue
                label = next((node for node in descendants(item, showing_only=True)
                              if node.getRoleName() == "label" and node.name), None)
                claims.append((label.name if label else None, extents(label) if label else None, box))
            except Exception:  # recycled while we looked
                continue
        return claims

    def rows_painted(self, collection, minimum=0.8, tolerance=12, image=None):
        """(passed, report): whether the rows AT-SPI says are visible in a list are painted.

        Each titled claim of `list_claims` whose label lies wholly within the list is looked
        for on the screen at its label's height (within `tolerance` px): header letters as
        letters, row titles fuzzily. A claim not painted is excused as stale when another
        claim covering that spot is confirmed: a titled one painted at its own height, or an
        untitled one (the end space) painted blank. At least `minimum` of the titled claims
        must pass; with none to check, the check fails."""
        claims = self.list_claims(collection)
        image = self.capture() if image is None else image
        box = extents(self.list_view(collection))
        area = self.crop(box, image)
        letters = [letter.moved(box[0], box[1]) for letter in painted.header_letters(area)]
        lines = [line.moved(box[0], box[1]) for line in painted.list_lines(area)]

        def painted_as_claimed(claim):
            title, label, item = claim
            if title is None:
                return not any(item[1] <= found.centre_y < item[1] + item[3] for found in letters + lines)
            centre_y = label[1] + label[3] / 2
            candidates = letters if len(title) == 1 else lines
            return any(abs(found.centre_y - centre_y) <= tolerance and same_text(found.text, title)
                       for found in candidates)

        confirmed = [claim for claim in claims if painted_as_claimed(claim)]
        checked = [claim for claim in claims if claim[0] is not None
                   and box[1] + HEADER_HEIGHT <= claim[1][1] and claim[1][1] + claim[1][3] <= box[1] + box[3]]
        missing = []
        for claim in checked:
            if claim in confirmed:
                continue
            centre_y = claim[1][1] + claim[1][3] / 2
            if any(other is not claim and other[2][1] <= centre_y < other[2][1] + other[2][3] for other in confirmed):
                continue  # stale: a confirmed row is painted where this one claims to be
            missing.append(claim[0])
        painted_texts = [found.text for found in sorted(letters + lines, key=lambda found: found.y)]
        passed = bool(checked) and len(checked) - len(missing) >= minimum * len(checked)
        report = (f"{len(checked) - len(missing)} of {len(checked)} rows AT-SPI lists as visible in "
                  f"{collection} are painted; not painted: {missing}; painted: {painted_texts}")
        return passed, report

    def assert_rows_painted(self, collection, minimum=0.8, timeout=PAINT_TIMEOUT):
        """Waits until the rows AT-SPI says are visible in a list are really painted (see
        `rows_painted`); fails with what was and was not painted."""
        expect(f"the visible rows of {collection} painted", lambda: self.rows_painted(collection, minimum), timeout)

    def painted_in_order(self, collection, expected, minimum=0.8, image=None, rows=None):
        """(passed, report): whether the texts `expected` (header letters and row titles, top
        to bottom) are painted in a collection's list in that order; at least `minimum` of
        them, and the first two without fail (what sits at the top). `rows` are the list's
        `painted_rows` if already read."""
        rows = [text for text, _ in (rows if rows is not None else self.painted_rows(collection, image))]
        position, missing = 0, []
        for want in expected:
            found = next((index for index in range(position, len(rows)) if same_text(rows[index], want)), None)
            if found is None:
                missing.append(want)
            else:
                position = found + 1
        passed = (bool(expected) and not set(expected[:2]) & set(missing)
                  and len(expected) - len(missing) >= minimum * len(expected))
        return passed, f"expected in {collection}, in order: {expected}; not painted: {missing}; painted: {rows}"

    def shows_from_top(self, collection, expected, rows=None):
        """(passed, report): whether a collection's list is painted with the texts `expected`
        from its top edge (the first one at the top), in order (see `painted_in_order`)."""
        rows = self.painted_rows(collection) if rows is None else rows
        at_top = bool(rows) and rows[0][1] <= 20 and same_text(rows[0][0], expected[0])
        passed, report = self.painted_in_order(collection, expected, rows=rows)
        return passed and at_top, ("" if at_top else f"{expected[0]!r} is not at the top; ") + report

    def painted_at_top(self, collection, text, image=None, within=20):
        """Whether the first thing painted in a collection's list is `text` (a header letter
        or a row title), with its top within `within` px of the list's top edge."""
        rows = self.painted_rows(collection, image)
        return bool(rows) and rows[0][1] <= within and same_text(rows[0][0], text)

    def painted_selection(self, collection, image=None):
        """The first line of text painted on the selected row (the accent-coloured band) of a
        collection's list, or None when no row is painted selected."""
        box = extents(self.list_view(collection))
        area = self.crop(box, image)
        selected = painted.bands(area, 8, painted.is_selection, min_height=20)
        if not selected:
            return None
        # The whole list is read: tesseract reads a band cut out on its own less well.
        for line in painted.list_lines(area):
            if any(top <= line.centre_y < bottom for top, bottom in selected):
                return line.text
        return None

    def background(self, box, image=None):
        """The colour most of `box` is painted in (a button's background, say)."""
        return painted.common_colour(self.crop(box, image))

    def painted_strip_x(self, button, image=None, reach=40):
        """Where an index letter's ink starts (window x): the first full-strength accent pixel
        in the button's row, looking from `reach` px left of where AT-SPI puts it."""
        x, y, width, height = extents(button)
        area = self.crop((x - reach, y, width + 2 * reach, height), image)
        for column in range(area.width):
            if any(painted.is_accent_ink(area.getpixel((column, row))) for row in range(area.height)):
                return x - reach + column
        return None

    def index_strip(self, collection):
        """A collection's index strip (the panel of its letter buttons), found beside its list
        (other pages' strips may still be listed by AT-SPI where they were last shown). Only
        the list's ancestors' children are looked at: the list's own items are many."""
        node = self.list_view(collection)
        for _ in range(4):
            node = node.parent
            for child in node:
                # The strip, or the frame that gives it the height there is (not the list's
                # items: they are many, and some may be gone while they are read).
                inner = child if child is not None and child.getRoleName() == "panel" else []
                for panel in [child, *inner]:
                    if panel is not None and panel.getRoleName() == "panel" \
                            and any(button is not None and button.name == "#" for button in panel):
                        return panel
        raise LookupError(f"no index strip beside the {collection} list")

    def index_button(self, collection, letter):
        """The button of `letter` in a collection's index strip."""
        return self.find("push button", letter, within=self.index_strip(collection))

    def index_letters_painted(self, collection, image=None):
        """The index strip's letters painted at full strength (not dimmed: they have a
        section), in strip order."""
        image = self.capture() if image is None else image
        letters = []
        for button in sorted((node for node in self.index_strip(collection) if node is not None),
                             key=lambda node: extents(node)[1]):
            area = self.crop(extents(button), image)
            if max(painted.accent_strength(pixel) for _, pixel in area.getcolors(area.width * area.height)) > 120:
                letters.append(button.name)
        return letters

    def focus_ring_rows(self, collection, image=None):
        """Tops (window y) of the runs of a list's left edge painted in the focus ring's
        colour: a row showing keyboard focus."""
        box = extents(self.list_view(collection))
        area = self.crop((box[0], box[1], 2, box[3]), image)
        return [box[1] + top for top, _ in painted.bands(area, 0, painted.is_focus_ring, min_height=10)]

    def is_blank(self, box, tolerance=12, fraction=0.995, image=None):
        """Whether `box` is painted in (nearly) one colour: nothing drawn there."""
        return painted.uniform_fraction(self.crop(box, image), tolerance) >= fraction

    def content_box(self):
        """The window below its header bar."""
        x, y, width, height = extents(self.window())
        top = extents(self.find_lasting("page tab list", None))
        header_bottom = top[1] + top[3]
        return (0, header_bottom, width, height - header_bottom)

    def current_collection(self):
        """The name of the collection whose switcher button is selected."""
        tabs = self.find_lasting("page tab list", None)
        return next(node.name for node in tabs if node is not None and node.getState().contains(pyatspi.STATE_SELECTED))

    def _pane_separator(self):
        """The x where the collection's page ends and the detail pane begins (the right edge of
        the shown letter index), or None when one of them fills the content area."""
        width = extents(self.window())[2]
        edges = [extents(node)[0] + extents(node)[2]
                 for node in descendants(self.window(), max_depth=14, showing_only=True)
                 if node.name == "Index" and node.getRoleName() != "label"]
        inner = [edge for edge in edges if edge < width - 16]
        return inner[0] if inner else None

    def detail_box(self):
        """Where the detail pane is painted: right of the separator beside the collection's
        page, or the whole content area in a narrow window."""
        content, separator = self.content_box(), self._pane_separator()
        if separator is None:
            return content
        return (separator + 1, content[1], content[2] - separator - 1, content[3])

    def page_box(self):
        """Where the shown collection's page is painted: left of the separator, or the whole
        content area in a narrow window."""
        content, separator = self.content_box(), self._pane_separator()
        return content if separator is None else (0, content[1], separator, content[3])

    def save_screenshot(self, name):
        """Saves the screen under Tests/UI/artifacts/ (to look at what a test saw)."""
        self.display.screenshot(ARTIFACTS / f"{name}.png")

    def row_label(self, collection, title):
        """The box of the label `title` in a collection's list, where AT-SPI puts it (quicker
        than `find`, which looks into every recycled row)."""
        def search():
            return next((label for text, label, _ in self.list_claims(collection, below=0)
                         if text == title and label is not None), None)
        return wait_for(f"a row {title!r} in {collection}", search)

    def click_row(self, collection, title):
        """Clicks the row titled `title` in a collection's list."""
        x, y = self.screen_point(*centre(self.row_label(collection, title)))
        self.xdotool("mousemove", "--sync", str(x), str(y), "click", "1")

    def diagnostic(self, key):
        """One value of the app's diagnostics state (started with ALMANAC_DIAGNOSTICS=1), as
        text; None when it does not answer or has no such value."""
        answer = subprocess.run(["gdbus", "call", "--session", "--dest", "io.almanac.Almanac",
                                 "--object-path", "/io/almanac/Almanac/Diagnostics",
                                 "--method", "io.almanac.Almanac.Diagnostics.State"],
                                env=self.env, capture_output=True, text=True, timeout=30)
        found = re.search(rf"'{re.escape(key)}': '([^']*)'", answer.stdout)
        return found.group(1) if found else None

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


def centre(box):
    """The centre point of an (x, y, width, height) box."""
    return box[0] + box[2] // 2, box[1] + box[3] // 2


def require_tools():
    missing = [tool for tool in ("Xvfb", "xdotool", "import", "tesseract") if shutil.which(tool) is None]
    if missing:
        raise RuntimeError(f"missing test tools: {', '.join(missing)} (see README: test setup)")
    if "DBUS_SESSION_BUS_ADDRESS" not in os.environ:
        raise RuntimeError("no D-Bus session: run the UI tests with Tests/UI/run")
