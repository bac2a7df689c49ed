"""A finger on the touchscreen: gestures as timed touch events (played by a `GnomeShell`), and
how far a drag moved what is painted — measured on two captures, not asked of the app."""

import numpy
from PIL import ImageOps

import painted

# A touchscreen reports about every 8 ms.
REPORT_MS = 8


def drag(start, end, milliseconds, hold=0):
    """A finger put down at `start`, moved steadily to `end` in `milliseconds`, held there
    `hold` ms (a finger that stops before lifting: no fling) and lifted."""
    steps = max(2, round(milliseconds / REPORT_MS))
    events = [(0, "down", *start)]
    for step in range(1, steps + 1):
        fraction = step / steps
        events.append((milliseconds * fraction, "move", start[0] + (end[0] - start[0]) * fraction,
                       start[1] + (end[1] - start[1]) * fraction))
    if hold:
        events += [(milliseconds + held, "move", *end) for held in range(REPORT_MS, hold + 1, REPORT_MS)]
    events.append((milliseconds + hold + REPORT_MS, "up", *end))
    return events


def tap(point, milliseconds=60):
    """A finger put down and lifted at `point` without moving."""
    return [(0, "down", *point), (milliseconds, "up", *point)]


def vertical_shift(before, after, box, limit=None):
    """How many px the content painted in `box` (x, y, width, height of two same-size captures)
    moved up from `before` to `after` (negative: down): the offset at which the two agree best,
    compared on the rows they share. `limit` bounds the offsets tried (default: 3/4 of the box,
    so that at least a quarter of it is compared)."""
    x, y, width, height = box
    first = _grey(before.crop((x, y, x + width, y + height)))
    second = _grey(after.crop((x, y, x + width, y + height)))
    limit = limit or height * 3 // 4
    best, best_difference = 0, None
    for shift in range(-limit, limit + 1):
        if shift >= 0:
            difference = numpy.abs(first[shift:] - second[:height - shift]).mean()
        else:
            difference = numpy.abs(first[:height + shift] - second[-shift:]).mean()
        if best_difference is None or difference < best_difference:
            best, best_difference = shift, difference
    return best


def _grey(image):
    return numpy.asarray(ImageOps.grayscale(image), dtype=numpy.float32)


def highlighted_rows(image, box, column_from_right=40, min_height=20):
    """(top, bottom) of each band in `box` (screen coordinates) painted as a hovered or pressed
    row: a run at least `min_height` px tall of neutral light grey (darker than the list's
    white, not the section headers' tint or the selection's accent) down a column near the
    box's right edge, where row texts seldom reach."""
    x, y, width, height = box
    area = image.crop((x, y, x + width, y + height))
    return [(top + y, bottom + y) for top, bottom in painted.bands(area, width - column_from_right, _is_row_grey, min_height)]


def _is_row_grey(pixel):
    r, g, b = pixel[:3]
    return max(r, g, b) - min(r, g, b) <= 3 and 200 <= r <= 250
