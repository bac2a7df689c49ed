"""Frames caught on the painted screen while rows appear (their animation) and after, and the
settings that choose the animation: shared by the tests of row appearances in every script."""

import time

import painted
from harness import HEADER_HEIGHT, extents

# A frame is caught ~0.1 s after the input (an X capture); the appearances last 0.4–0.45 s.
SETTLED = 1.0
# How long frames are caught after an input: the view gets there and its rows appear.
CATCHING = 1.5


def keyfile_env(tmp_path, style, animations=True, reduced_motion=False):
    """Settings with the row animation `style`; the desktop's animations on or off, and its
    reduced motion asked for or not (GTK 4.22's gtk-interface-reduced-motion)."""
    settings = tmp_path / "glib-2.0" / "settings"
    settings.mkdir(parents=True)
    (settings / "keyfile").write_text(f"[io/almanac/Almanac]\nanimation-style='{style}'\n")
    gtk = tmp_path / "gtk-4.0"
    gtk.mkdir()
    (gtk / "settings.ini").write_text(f"[Settings]\ngtk-enable-animations={1 if animations else 0}\n"
                                      + ("gtk-interface-reduced-motion=reduce\n" if reduced_motion else ""))
    return {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path)}


def rows_area(app, name):
    """The list below its top header band, where rows are painted."""
    x, y, width, height = extents(app.list_view(name))
    return (x, y + HEADER_HEIGHT, width - 20, height - HEADER_HEIGHT)


def changed_fraction(early, late):
    """The fraction of pixels painted differently (by more than 40 in a channel) in two
    captures of the same area."""
    pixels = list(zip(painted.pixels(early), painted.pixels(late)))
    changed = sum(1 for one, other in pixels if max(abs(a - b) for a, b in zip(one, other)) > 40)
    return changed / len(pixels)


def misplaced_ink(frame, late):
    """The share of what is painted in a `frame` (over 40 from the background in a channel)
    where the `late` one has background: rows painted elsewhere than they end, as moving ones
    are; rows fading in where they end leave next to none."""
    background = painted.common_colour(late)
    inked = [(one, other) for one, other in zip(painted.pixels(frame), painted.pixels(late))
             if painted.colour_distance(one, background) > 40]
    return sum(1 for _, other in inked if painted.colour_distance(other, background) < 20) / max(len(inked), 1)


def most_misplaced_ink(app, name, act):
    """`misplaced_ink` of the frame that misplaces the most, of those `caught_arriving` catches
    from where the view got to on: a frame early in an appearance may paint nothing yet."""
    frames, late = caught_arriving(app, name, act)
    return max(misplaced_ink(frame, late) for frame in frames)


def caught_during_and_after(app, name, act, letters=None):
    """How much of the rows' area differs between the frames `caught_frames` catches."""
    return changed_fraction(*caught_frames(app, name, act, letters))


def caught_frames(app, name, act, letters=None):
    """The rows' area in the first frame `caught_arriving` catches and once any appearance is
    over."""
    frames, late = caught_arriving(app, name, act, letters)
    return frames[0], late


def caught_arriving(app, name, act, letters=None):
    """Does `act`, catches frames for `CATCHING` seconds, and keeps those from the first where
    the view has got where the input took it (its section headers, which do not animate,
    painted where the next frame has them and not where they were before; or, given `letters`
    (search results, which start at the top without moving), the first frame whose first
    headers are those); and another once any appearance is over: the rows' area in each. The
    frames are read after they are all caught: reading each as it came (OCR) took longer than
    an appearance on a busy machine, and the frame found came after it."""
    def headers(image):
        return [(found.text, found.y) for found in app.painted_headers(name, image)]
    before = headers(app.capture())
    act()
    frames, started = [], time.monotonic()
    while time.monotonic() - started < CATCHING:
        frames.append(app.capture())
    arrived = len(frames) - 1
    for index, (frame, following) in enumerate(zip(frames, frames[1:])):
        now = headers(frame)
        if now != before and (now == headers(following) if letters is None
                              else [text for text, _ in now[:len(letters)]] == letters):
            arrived = index
            break
    time.sleep(SETTLED)
    area = rows_area(app, name)
    return [app.crop(area, frame) for frame in frames[arrived:]], app.crop(area)
