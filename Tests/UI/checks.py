"""Painted checks shared by the UI tests: what a list, a search or the detail pane shows on
the screen, with expectations from the bundled data (almanac_data); walks of steps that go on
after a failed one (`Steps`)."""

import time

import painted
from almanac_data import collection, fold
from harness import ROW_HEIGHT, expect, extents, fitting, wait_for


# Search results count once they stay painted this long: the frame right after typing can
# still show the unfiltered list, which for a query such as "a" looks like the results.
SETTLE = 1.0


def ready(app, name="Countries"):
    """Waits until a collection's list is painted from its first section (the app has loaded
    and drawn it)."""
    first = collection(name).flat()[0]
    wait_for(f"{name} painted", lambda: app.painted_at_top(name, first), timeout=15)


def expect_at_top(app, name, text):
    """Waits until `text` is painted at the top of a collection's list; fails saying what is."""
    expect(f"{text} at the top of {name}", lambda: (
        app.painted_at_top(name, text), f"painted from the top: {app.painted_titles(name)[:4]}"))


def results_from_top(app, name, query):
    """A check: the results of `query` in a collection are painted from the top of the list,
    as many as fit, in order (the first header at the top edge)."""
    flat = collection(name).search(query).flat()
    expected = fitting(flat, extents(app.list_view(name))[3] - ROW_HEIGHT)
    return lambda: app.shows_from_top(name, expected)


def detail_title_painted(app, title):
    """A check: `title` is painted in the detail pane."""
    def check():
        lines = app.detail_lines()
        return any(painted.same_text(line.text, title) for line in lines), \
            f"{title!r} not in the detail pane, which shows {legible(lines)}"
    return check


def legible(lines, count=4):
    """The first lines OCR is sure of (for reports: pictures read as text are left out)."""
    return [line.text for line in lines if line.confidence > 80][:count]


def shows_from_top(app, name, flat):
    """A check: the flat entries (letters and titles) painted from the top of the list, in
    order, as many as fit."""
    expected = fitting(flat, extents(app.list_view(name))[3] - ROW_HEIGHT)
    return lambda: app.shows_from_top(name, expected)


def from_section(data, letter):
    """The flat entries from the section a jump to `letter` shows, to the end."""
    flat = data.flat()
    return flat[flat.index(data.section_shown_for(letter)):]


def in_detail(app, title, present=True):
    """A check: `title` is (or is not) painted in the detail pane. Read whole, then, if not
    found, where AT-SPI puts a label of that name (a short title under a large picture, "Lion",
    is lost among the picture's outlines when the pane is read whole)."""
    def check():
        lines = app.detail_lines()
        found = (any(painted.same_text(line.text, title) for line in lines)
                 or detail_label_painted(app, title))
        return found == present, f"the detail pane shows {[line.text for line in lines if line.confidence > 80][:4]}"
    return check


def detail_label_painted(app, title):
    """Whether the detail pane's label `title` is painted, read alone where AT-SPI puts it."""
    return app.label_painted(title, within=app.detail_box())


def selected(app, name, title):
    """A check: the row painted selected is `title`, and the detail pane shows it."""
    def check():
        row = app.painted_selection(name)
        shown, report = in_detail(app, title)()
        return row is not None and painted.same_text(row, title) and shown, f"selected row {row!r}; {report}"
    return check


def narrow_detail(app, title, neighbour):
    """A check: the detail of `title` fills the content area: no list beside it (the row
    after it in the list is not painted). The title is read with the pane, or alone where
    AT-SPI puts it (as `in_detail` does: a large title under a picture can be lost)."""
    def check():
        lines = app.painted_lines(app.content_box(), modes=(4, 11))
        shown = (any(painted.same_text(line.text, title) for line in lines)
                 or detail_label_painted(app, title))
        listed = any(painted.same_text(line.text, neighbour) for line in lines)
        return shown and not listed, f"painted: {[line.text for line in lines if line.confidence > 80][:6]}"
    return check


# How long a step waits for the screen to show what it expects. Shorter than the other
# tests' PAINT_TIMEOUT: a walk has some thirty steps, and on today's code a few of them fail.
STEP_TIMEOUT = 3.0


class Steps:
    """Checks that do not stop the walk: each failure is kept, and `finish` fails the test
    with all of them."""

    def __init__(self):
        self.failures = []
        self.started = time.monotonic()

    def expect(self, what, check, settle=0.0):
        started = time.monotonic()
        try:
            expect(what, check, STEP_TIMEOUT, settle)
            return True
        except AssertionError as failure:
            self.failures.append(str(failure))
            return False
        finally:
            print(f"{time.monotonic() - started:5.1f} s  {what}")  # shown for a failed test

    def finish(self):
        print(f"{time.monotonic() - self.started:5.1f} s  in all")
        assert not self.failures, f"{len(self.failures)} steps failed:\n" + "\n".join(self.failures)


def queries(data):
    """Search texts with one result (the start of a name no other entry contains), many
    results (more than a screen) and none."""
    one = next(prefix for entry in reversed(data.entries) for size in range(4, 9)
               if len(prefix := fold(entry.title)[:size]) == size and prefix.isalpha()
               and len(data.search(prefix).entries) == 1)
    many = max("a", "e", "i", "o", key=lambda text: len(data.search(text).entries))
    return {"one": one, "many": many, "none": "zqxj"}
