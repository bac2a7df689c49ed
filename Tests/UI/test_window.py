"""The app shell as a person and a screen reader meet it."""

import pytest

import os
import subprocess

from harness import almanac_binary, descendants, extents, wait_for
from tree import role_of

pytestmark = pytest.mark.core


@pytest.mark.package
def test_window_appears_with_its_header_bar(app):
    window = app.window("Almanac")
    _, _, width, height = extents(window)
    assert width >= 600 and height >= 400, f"a sensible default size, got {width}×{height}"

    close = app.find("push button", "Close", within=window)
    switcher = app.find("page tab list", within=window)
    # The header bar is the panel across the top that holds the switcher and the window controls.
    header = close.parent
    while header is not None and switcher not in list(descendants(header)):
        header = header.parent
    assert header is not None and role_of(header) == "panel"
    assert extents(header)[1] < 20, "the header bar sits at the top of the window"


def test_second_launch_presents_the_existing_window(app, display):
    app.window("Almanac")
    second = subprocess.run([almanac_binary()], env=app.env, capture_output=True, text=True, timeout=30)
    assert second.returncode == 0, second.stderr
    assert app.process.poll() is None, "the first instance keeps running"
    frames = [frame for frame in app.accessible if frame is not None and role_of(frame) == "frame"]
    assert [frame.name for frame in frames] == ["Almanac"], "still exactly one window"


def test_closing_the_window_quits(app):
    app.click(app.find("push button", "Close", within=app.window()))
    wait_for("almanac to exit", lambda: app.process.poll() is not None)
    assert app.process.returncode == 0


@pytest.mark.package
def test_exit_after_first_frame(display):
    env = dict(os.environ, DISPLAY=display.name)
    result = subprocess.run([almanac_binary(), "--exit-after-first-frame"], env=env,
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 0, result.stderr
    assert "almanac:" not in result.stderr, f"a clean start, found its files: {result.stderr}"


def test_alt_number_shows_a_collection_and_f10_opens_the_main_menu(app):
    from harness import wait_for
    app.wait_for_rows("Countries")
    for keys, name in [("alt+2", "Species"), ("alt+4", "Animals"), ("alt+1", "Countries")]:
        app.key(keys)
        wait_for(f"{name} shown", lambda: app.current_collection() == name)
        app.assert_rows_painted(name)
    app.key("F10")
    app.find("menu item", "About Almanac")
