"""The desktop's text size changed while the app runs: every row's text is drawn at the new
size, rows made for a search and handed back to the list included."""

import painted
from checks import expect_at_top
from harness import App, VirtualDisplay, expect, extents, toolkit_warnings
from xsettings import DesktopTextSize


def painted_widths(app, collection):
    """Text painted in a list's rows (titles and subtitles) and how wide each is."""
    area = app.crop(extents(app.list_view(collection)))
    return {line.text: line.width for line in painted.list_lines(area)}


def painted_as_before(app, collection, before, tolerance=0.1):
    """A check: the rows painted at the start are painted again at the size they had then."""
    def check():
        now = painted_widths(app, collection)
        again = [text for text, width in before.items() if abs(now.get(text, 0) - width) <= tolerance * width]
        return len(again) >= 0.8 * len(before), f"painted as at the start: {again} of {sorted(before)}; now: {now}"
    return check


def drawn_larger(app, collection, before, factor):
    """A check: at least two of the rows' texts painted at the start are now `factor` as wide."""
    def check():
        now = painted_widths(app, collection)
        larger = [text for text, width in now.items() if text in before and width > factor * before[text]]
        return len(larger) >= 2, f"{factor}× as wide: {larger}; now: {now}"
    return check


def test_rows_follow_the_desktops_text_size_after_a_search(tmp_path):
    # A display of its own: its text size is changed.
    display = VirtualDisplay()
    text_size = DesktopTextSize(display, tmp_path)
    app = App(display)
    try:
        app.assert_rows_painted("Countries")
        before = painted_widths(app, "Countries")
        assert len(before) >= 6, f"too little text read at the start: {before}"

        text_size.set(2.0)
        expect("the rows' text drawn twice as large", drawn_larger(app, "Countries", before, 1.6))
        # A search replaces the rows; Escape gives the whole list back.
        app.search("s")
        app.assert_rows_painted("Countries")
        app.key("Escape")
        expect_at_top(app, "Countries", "A")
        expect("the current row's focus ring", lambda: (bool(app.focus_ring_rows("Countries")), "no ring"))

        text_size.set(1.0)
        expect("the rows painted as at the start", painted_as_before(app, "Countries", before), settle=1.0)
        assert app.focus_ring_rows("Countries"), "the current row lost its focus ring"
    finally:
        app.close()
        text_size.close()
        display.close()
    assert not toolkit_warnings(app), toolkit_warnings(app)
