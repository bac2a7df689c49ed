"""Scrolling the list with a mouse wheel, as fast as a free-spinning wheel sends its notches:
every notch moves the list its way, and a long flick reaches the top or the end — judged on
the painted screen, in every collection."""

import pytest

from almanac_data import collection
from harness import expect
from screen import AT_TOP

COLLECTIONS = ["Countries", "Species", "Loans", "Animals"]
# A wheel spun hard sends notches this many milliseconds apart: several reach the app between
# two frames.
FLICK_DELAY = 3


def painted_top_section(app, name, sections=None):
    """(letter, report): the section of the rows painted at the top of a list: the letter of
    the header painted at its top edge (the sticky one), else the section before the first
    header painted lower down; None when no header is painted. `sections`: the list's section
    letters (by default the bundled collection's)."""
    rows = app.painted_rows(name)
    sections = sections or list(collection(name).sections())
    headers = [(text, y) for text, y in rows if text in sections]
    if not headers:
        return None, f"painted: {rows}"
    letter, y = headers[0]
    if y > AT_TOP and sections.index(letter) > 0:
        letter = sections[sections.index(letter) - 1]
    return letter, f"painted: {rows}"


def settles_at(app, name, wanted, sections=None):
    """A check for `expect`: the list is painted with the section `wanted` at its top."""
    def check():
        letter, report = painted_top_section(app, name, sections)
        return letter == wanted, f"the top section is {letter!r}, not {wanted!r}; {report}"
    return check


def flick(app, name, notches, up):
    app.wheel(app.list_view(name), clicks=notches, down=not up, delay=FLICK_DELAY)


@pytest.mark.parametrize("name", COLLECTIONS)
def test_a_fast_flick_reaches_the_top_and_then_the_end(app, name):
    sections = list(collection(name).sections())
    app.show(name)
    app.assert_rows_painted(name)
    app.jump(sections[-1])
    expect(f"{sections[-1]} at the top of {name}", settles_at(app, name, sections[-1]), settle=0.3)
    flick(app, name, 300, up=True)
    expect(f"the top of {name} after flicking up", settles_at(app, name, sections[0]), settle=0.5)
    flick(app, name, 300, up=False)
    expect(f"the end of {name} after flicking down", settles_at(app, name, sections[-1]), settle=0.5)


def test_a_short_flick_up_moves_up_while_the_flags_are_still_arriving(app):
    """Right after the start (a fresh picture cache: the flags are being rendered), a short
    flick up from the middle of Countries goes up, never down."""
    sections = list(collection("Countries").sections())
    app.assert_rows_painted("Countries")
    start = sections.index("G")
    app.jump("G")
    expect("G at the top", settles_at(app, "Countries", "G"), settle=0.3)
    for _ in range(3):
        before = painted_top_section(app, "Countries")[0]
        flick(app, "Countries", 20, up=True)

        def went_up():
            letter, report = painted_top_section(app, "Countries")
            return (letter in sections and sections.index(letter) <= sections.index(before),
                    f"from {before}, the flick ended at {letter}; {report}")
        expect("the list moved up", went_up, settle=0.5)
    assert sections.index(painted_top_section(app, "Countries")[0]) < start


def test_flicks_reach_the_end_and_the_top_while_live_pages_arrive(launch, server):
    """Loans from the test server, 50 at a time, the second page held back 2 s: a flick down
    asks for it near the end; flicks keep going their way while it arrives."""
    from live_server import loan_names
    app = launch(env={"ALMANAC_LOANS_URL": f"{server.url}/kiva/graphql?total=120&fault=slow:2&fault_page=2"})
    sections = sorted({name[0] for name in loan_names(120)})
    app.show("Loans")
    app.key("F5")
    expect("the live loans", settles_at(app, "Loans", "A", sections), settle=0.3)
    # Up further than down: the rows of the page that arrived meanwhile are above the view.
    for _ in range(3):
        flick(app, "Loans", 100, up=False)
        flick(app, "Loans", 200, up=True)
    expect("the top of Loans after flicking up", settles_at(app, "Loans", "A", sections), settle=0.5)
    flick(app, "Loans", 400, up=False)
    expect("the end of Loans once every page is in", settles_at(app, "Loans", sections[-1], sections), settle=1.0)
