"""Rows appear with their animation the first time they come on screen — scrolled to, jumped
to, or as search results — once; nothing moves when the desktop turns animations off. Judged
on frames caught on the painted screen during the appearance and after it."""

import time

import pytest

from almanac_data import collection
from frames import SETTLED, caught_during_and_after, keyfile_env, most_misplaced_ink
from harness import App, expect, gtk_version

def results_letters(query):
    """The first two section letters of a search's results in Countries."""
    return list(collection("Countries").search(query).sections())[:2]


@pytest.mark.parametrize("style", ["fade", "rotate", "fly-in"])
def test_rows_jumped_to_appear_once(display, tmp_path, style):
    app = App(display, env=keyfile_env(tmp_path, style))
    try:
        app.assert_rows_painted("Countries")
        time.sleep(SETTLED)  # the first screen's appearances are over
        moved = caught_during_and_after(app, "Countries", lambda: app.jump("C"))
        assert moved > 0.05, f"rows jumped to were painted still from the first frame ({moved:.1%} changed)"
        app.jump("A")
        expect("A at the top", lambda: (app.painted_at_top("Countries", "A"), "not at the top"))
        time.sleep(SETTLED)
        again = caught_during_and_after(app, "Countries", lambda: app.jump("C"))
        assert again < 0.01, f"rows seen before appeared again ({again:.1%} changed)"
    finally:
        app.close()


def test_rows_scrolled_to_and_search_results_appear(display, tmp_path):
    app = App(display, env=keyfile_env(tmp_path, "fade"))
    try:
        app.assert_rows_painted("Countries")
        time.sleep(SETTLED)
        view = app.list_view("Countries")
        scrolled = caught_during_and_after(app, "Countries", lambda: app.wheel(view, clicks=12, delay=20))
        assert scrolled > 0.02, f"rows scrolled to were painted still ({scrolled:.1%} changed)"
        searched = caught_during_and_after(app, "Countries", lambda: app.search("z"), results_letters("z"))
        assert searched > 0.02, f"search results were painted still ({searched:.1%} changed)"
    finally:
        app.close()


@pytest.mark.skipif(gtk_version() < (4, 22), reason="GTK 4.22 brought the desktop's reduced motion to CSS")
@pytest.mark.parametrize("reduced", [False, True])
def test_with_reduced_motion_rows_fade_in_where_they_end(display, tmp_path, reduced):
    """Rows flying in are painted elsewhere than they end; when the desktop asks for reduced
    motion they fade in where they end instead."""
    app = App(display, env=keyfile_env(tmp_path, "fly-in", reduced_motion=reduced))
    try:
        app.assert_rows_painted("Countries")
        time.sleep(SETTLED)
        misplaced = most_misplaced_ink(app, "Countries", lambda: app.jump("C"))
        if reduced:
            assert misplaced < 0.05, f"rows moved with reduced motion ({misplaced:.1%} of the ink misplaced)"
        else:
            assert misplaced > 0.15, f"rows flying in were painted where they end ({misplaced:.1%} misplaced)"
    finally:
        app.close()


def test_nothing_moves_when_the_desktop_turns_animations_off(display, tmp_path):
    app = App(display, env=keyfile_env(tmp_path, "fly-in", animations=False))
    try:
        app.assert_rows_painted("Countries")
        time.sleep(SETTLED)  # the flags are rendered
        moved = caught_during_and_after(app, "Countries", lambda: app.jump("C"))
        assert moved < 0.01, f"rows moved with animations off ({moved:.1%} changed)"
        searched = caught_during_and_after(app, "Countries", lambda: app.search("z"), results_letters("z"))
        assert searched < 0.01, f"search results moved with animations off ({searched:.1%} changed)"
    finally:
        app.close()
