"""A finger on a touchscreen, wide and at a phone's 360 px: almanac as a Wayland client of a
real GNOME Shell (shell.py), touched through the Shell's virtual touchscreen with a finger's
timing, judged on the painted screen and on what GTK writes to stderr."""

import pytest

import painted
from almanac_data import collection
from checks import in_detail, narrow_detail
from harness import HEADER_HEIGHT, descendants, expect, extents, wait_for
from screen import ARTIFACTS
from shell import GnomeShell, WaylandApp
from touch import drag, highlighted_rows, tap, vertical_shift
from tree import centre, role_of

pytestmark = [pytest.mark.shell, pytest.mark.touch]

LAYOUTS = {"wide": None, "narrow": (360, 700)}


@pytest.fixture(scope="module")
def shell():
    running = GnomeShell()
    yield running
    running.close()


@pytest.fixture
def touched(shell, request):
    """Starts almanac in the Shell (`touched("narrow")`); closes it after the test, which then
    checks that GTK warned of nothing (a gesture GTK lost track of says so on stderr)."""
    started = []

    def start(layout="wide"):
        app = WaylandApp(shell, env={"ALMANAC_DIAGNOSTICS": "1"})
        started.append(app)
        if LAYOUTS[layout]:
            app.resize(*LAYOUTS[layout])
        wait_for("the rows faded in", lambda: app.diagnostic("appearancesPlayed") not in (None, "0"))
        wait_for_still(app)
        return app
    yield start
    report = getattr(request.node, "outcome", None)
    for app in started:
        if report is not None and report.failed:
            shell.screenshot(ARTIFACTS / f"{request.node.name}.png")
        app.close()
        warnings = [line for line in app.process.stderr.read().splitlines() if "Gtk-" in line or "Adwaita-" in line]
        assert not warnings, f"GTK warned: {warnings[:5]}"


def wait_for_still(app, what="the screen still"):
    """Waits until two captures a moment apart are the same: the list has stopped moving."""
    last = [None]

    def still():
        image = app.capture()
        same = last[0] is not None and image.tobytes() == last[0].tobytes()
        last[0] = image
        return same
    wait_for(what, still, timeout=20, interval=0.3)
    return last[0]


def list_box(app):
    """Where the Countries list scrolls, on the screen: below its pinned header, left of the
    index and the scroll bar."""
    x, y, width, height = extents(app.list_view("Countries"))
    left, top = app.screen_point(x, y)
    return left, top + HEADER_HEIGHT, width - 24, height - HEADER_HEIGHT


def on_screen(app, x, y):
    return app.screen_point(x, y)


def row_point(app, title):
    """The screen point of a row's title as painted (read off the screen, not asked of GTK)."""
    box = extents(app.list_view("Countries"))
    for text, y in app.painted_rows("Countries"):
        if painted.same_text(text, title):
            return on_screen(app, box[0] + 120, box[1] + y + 8)
    raise AssertionError(f"{title!r} is not painted; the list shows {app.painted_titles('Countries')[:8]}")


def painted_title_nearest(app, screen_y):
    """The country whose painted title is nearest a height of the screen."""
    titles = collection("Countries").titles()
    top = on_screen(app, 0, extents(app.list_view("Countries"))[1])[1]
    painted_titles = [(text, top + y) for text, y in app.painted_rows("Countries")
                      if any(painted.same_text(text, name) for name in titles)]
    assert painted_titles, f"no country painted; the list shows {app.painted_titles('Countries')[:8]}"
    text, _ = min(painted_titles, key=lambda entry: abs(entry[1] - screen_y))
    return next(name for name in titles if painted.same_text(text, name))


def nothing_opened(app):
    state = app.diagnostics()
    assert "'selected': ''" in state and "'detailShown': 'false'" in state, f"a row was opened: {state}"


def no_row_highlighted(app, image):
    bands = highlighted_rows(image, list_box(app))
    assert not bands, f"rows painted pressed or hovered after the finger left: bands {bands}"


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_drag_scrolls_by_the_distance_dragged_and_opens_nothing(touched, shell, layout):
    app = touched(layout)
    box = list_box(app)
    x = box[0] + box[2] // 2
    start = box[1] + box[3] - 60
    for distance in (300, -180):
        before = app.capture()
        # Moved steadily, held still a moment before lifting: no fling.
        shell.play(drag((x, start if distance > 0 else start - 300), (x, (start if distance > 0 else start - 300) - distance),
                        600, hold=150))
        after = wait_for_still(app)
        moved = vertical_shift(before, after, box)
        # Compared on the painted screen, the pinned header's hand-over from one section to the
        # next can move the best match by a few pixels, and on a busy machine the lift can reach
        # GTK with the last moves, which then coast a little (11 px seen with two UI runs side by
        # side); an overshoot was a row (44 px) or more.
        assert abs(moved - distance) <= 16, f"a {distance} px drag moved the painted list {moved} px"
        nothing_opened(app)
        no_row_highlighted(app, after)


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_fling_coasts_on_slowing_down_and_stops_where_it_slows(touched, shell, layout):
    app = touched(layout)
    # From the middle of the list, with rows above that GTK has not laid out (it guesses their
    # heights): M, tapped on the index.
    letter = next(extents(node) for node in descendants(app.index_strip("Countries"))
                  if role_of(node) == "push button" and node.name == "M")
    shell.play(tap(on_screen(app, letter[0] + letter[2] // 2, letter[1] + letter[3] // 2)))
    wait_for("M's section at the top", lambda: app.diagnostic("top") == "M")
    wait_for_still(app)
    box = list_box(app)
    x, y = box[0] + box[2] // 2, box[1] + box[3] - 60
    for direction in (1, -1):
        offsets = [float(app.diagnostic("offset"))]
        shell.play(drag((x, y if direction > 0 else y - 200), (x, (y if direction > 0 else y - 200) - 150 * direction), 60))

        def stopped():
            offsets.append(float(app.diagnostic("offset")))
            return len(offsets) > 8 and len(set(offsets[-6:])) == 1
        wait_for("the fling to stop", stopped, timeout=20, interval=0.05)
        steps = [(later - earlier) * direction for earlier, later in zip(offsets, offsets[1:])]
        # Never back against the fling (the list's alignment must not pull it back at the end);
        # GTK's kinetic scrolling rounds to whole pixels at the very end, a pixel either way.
        assert min(steps) >= -1, f"the list moved against the fling: offsets {offsets}"
        assert (offsets[-1] - offsets[0]) * direction > 150, f"it did not coast past the finger: {offsets}"
        nothing_opened(app)
        no_row_highlighted(app, wait_for_still(app))
    # Once the list is seen still, a tap opens the row it touches: GTK's kinetic scrolling ends
    # in a tail of sub-pixel steps, which are no movement a finger would stop. Tapped on a row's
    # painted title: where the fling stops varies, and a point chosen blind can be a header.
    title = painted_title_nearest(app, box[1] + box[3] // 2)
    shell.play(tap(row_point(app, title)))
    expect(f"{title}, tapped, opened", in_detail(app, title))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_a_tap_on_a_coasting_list_stops_it_and_opens_nothing(touched, shell, layout):
    app = touched(layout)
    box = list_box(app)
    x, y = box[0] + box[2] // 2, box[1] + box[3] - 60
    # A fast fling, which coasts for seconds: on a busy machine the tap still comes before the
    # coasting's slow tail, where a tap opens the row (see the fling test above).
    shell.play(drag((x, y), (x, y - 400), 60))
    offsets = [float(app.diagnostic("offset"))]
    wait_for("the list coasting", lambda: offsets.append(float(app.diagnostic("offset"))) or offsets[-1] > offsets[0] + 20)
    shell.play(tap((x, box[1] + box[3] // 2)))
    stopped = [float(app.diagnostic("offset"))]
    wait_for("the list still", lambda: stopped.append(float(app.diagnostic("offset"))) or
             (len(stopped) > 6 and len(set(stopped[-6:])) == 1), timeout=10)
    # A finger put down on a moving list stops it there (GTK), and that touch opens nothing.
    assert stopped[-1] - stopped[0] < 100, f"it coasted on after the tap: {stopped}"
    nothing_opened(app)
    no_row_highlighted(app, wait_for_still(app))


@pytest.mark.parametrize("layout", [pytest.param("wide", marks=pytest.mark.smoke), "narrow"])
def test_a_tap_opens_the_row_it_touches(touched, shell, layout):
    """A tap, a tap held past the double-click time and a finger wobbling a few pixels (within
    GTK's drag threshold) each open the row."""
    app = touched(layout)
    titles = collection("Countries").titles()
    taps = {titles[2]: lambda point: tap(point),
            titles[4]: lambda point: tap(point, milliseconds=700),
            titles[6]: lambda point: drag(point, (point[0] + 5, point[1] + 4), 120)}
    for title, gesture in taps.items():
        shell.play(gesture(row_point(app, title)))
        if layout == "wide":
            expect(f"{title} selected beside its detail", lambda: (
                painted.same_text(app.painted_selection("Countries") or "", title) and in_detail(app, title)()[0],
                f"selected {app.painted_selection('Countries')!r}; {in_detail(app, title)()[1]}"))
        else:
            expect(f"{title}'s detail in place of the list", narrow_detail(app, title, titles[titles.index(title) + 1]))
            shell.play(drag(on_screen(app, 4, 300), on_screen(app, 204, 310), 250))
            wait_for("the list again", lambda: app.diagnostic("detailShown") == "false")
            wait_for_still(app)


def test_a_swipe_goes_back_from_a_detail_to_the_list(touched, shell):
    app = touched("narrow")
    titles = collection("Countries").titles()
    title = titles[3]
    shell.play(tap(row_point(app, title)))
    expect(f"{title}'s detail", narrow_detail(app, title, titles[4]))
    # Up and down the detail: it scrolls, and stays.
    shell.play(drag(on_screen(app, 180, 500), on_screen(app, 180, 300), 400, hold=100))
    wait_for_still(app)
    assert app.diagnostic("detailShown") == "true", "a vertical drag went back"
    # A short sideways move is no swipe.
    shell.play(drag(on_screen(app, 100, 300), on_screen(app, 150, 305), 150))
    wait_for_still(app)
    assert app.diagnostic("detailShown") == "true", "a 50 px move went back"
    # From the left edge to the middle: back to the list, where it was.
    shell.play(drag(on_screen(app, 3, 350), on_screen(app, 200, 360), 250))
    expect("the list again", lambda: (
        any(painted.same_text(text, titles[4]) for text in app.painted_titles("Countries")),
        f"painted: {app.painted_titles('Countries')[:6]}"))
    assert app.diagnostic("detailShown") == "false"


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_pinned_header_takes_its_own_taps(touched, shell, layout):
    app = touched(layout)
    box = list_box(app)
    x = box[0] + box[2] // 2
    shell.play(drag((x, box[1] + 300), (x, box[1] + 100), 400, hold=100))
    wait_for_still(app)
    top = extents(app.list_view("Countries"))
    # The pinned "A", with a row half under it.
    shell.play(tap(on_screen(app, top[0] + 100, top[1] + 18)))
    wait_for("the pinned section's start at the top", lambda: app.diagnostic("offset") == "0.0")
    nothing_opened(app)
    no_row_highlighted(app, wait_for_still(app))


@pytest.mark.parametrize("layout", LAYOUTS)
def test_the_index_follows_a_finger(touched, shell, layout):
    app = touched(layout)
    strip = app.index_strip("Countries")
    buttons = {node.name: extents(node) for node in descendants(strip) if role_of(node) == "push button"}
    start, end = buttons["C"], buttons["M"]
    x = start[0] + start[2] // 2
    events = drag(on_screen(app, x, start[1] + start[3] // 2), on_screen(app, x, end[1] + end[3] // 2), 800, hold=300)
    shell.play(events)
    wait_for("M's section at the top", lambda: app.diagnostic("top") == "M")
    expect("M pinned at the top", lambda: (
        [letter.text for letter in app.painted_headers("Countries")][:1] == ["M"],
        f"headers painted: {[letter.text for letter in app.painted_headers('Countries')]}"))
    nothing_opened(app)
    # A tap on one letter picks it.
    button = buttons["S"]
    shell.play(tap(on_screen(app, button[0] + button[2] // 2, button[1] + button[3] // 2)))
    wait_for("S's section at the top", lambda: app.diagnostic("top") == "S")


def test_index_letters_are_wide_enough_for_a_finger(touched):
    app = touched("narrow")
    strip = extents(app.index_strip("Countries"))
    assert strip[2] >= 32, f"the index strip is {strip[2]} px wide at 360 px"


def read_in_frame(shell, frame):
    """The lines painted in a window's frame on the screen."""
    x, y, width, height = frame
    return [line.text for line in painted.lines(shell.screenshot().crop((x, y, x + width, y + height)))]


def test_two_countries_compared_and_paged_by_touch(shell, request):
    """Compare With… tapped on Kenya's detail, Tanzania tapped among the chooser's matches;
    in a phone-narrow Compare window a swipe towards the start shows the next item, one
    towards the end the one before."""
    app = WaylandApp(shell, "almanac:country/KE")
    try:
        expect("Kenya's detail", in_detail(app, "Kenya"))
        shell.play(tap(app.screen_point(*centre(extents(app.find("push button", "Compare With…"))))))
        chooser = app.active_window("Compare Kenya With")
        app.type_text("dodoma")
        row = app.find("label", "Tanzania", within=chooser)
        origin = (shell.frame("Compare Kenya With") or shell.frame("Almanac"))[:2]
        x, y = centre(extents(row))
        shell.play(tap((origin[0] + x, origin[1] + y)))
        app.window("Compare")
        shell.resize_window("Compare", 360, 700)

        def shows(text):
            def check():
                lines = read_in_frame(shell, shell.frame("Compare"))
                return any(painted.same_text(line, text) for line in lines), f"painted: {lines}"
            return check
        expect("Kenya alone", shows("Kenya, 1 of 2"))
        x, y, width, _ = shell.frame("Compare")
        shell.play(drag((x + width - 40, y + 400), (x + 60, y + 405), 250))
        expect("Tanzania after a swipe towards the start", shows("Tanzania, 2 of 2"))
        shell.play(drag((x + 40, y + 400), (x + width - 60, y + 405), 250))
        expect("Kenya again after a swipe towards the end", shows("Kenya, 1 of 2"))
    except BaseException:
        shell.screenshot(ARTIFACTS / f"{request.node.name}.png")
        raise
    finally:
        app.close()
    warnings = [line for line in app.process.stderr.read().splitlines() if "Gtk-" in line or "Adwaita-" in line]
    assert not warnings, f"GTK warned: {warnings[:5]}"
