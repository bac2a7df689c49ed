"""Settings (GSettings) kept between runs: window size and the collection last shown."""

from harness import App, extents


def test_window_size_and_last_collection_are_restored(display, tmp_path):
    env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": str(tmp_path)}
    first = App(display, env=env)
    try:
        first.click(first.find("page tab", "Species"))
        first.wait_for_rows("Species")
        first.resize(800, 600)
        first.click(first.find("push button", "Close"))
        assert first.process.wait(timeout=30) == 0
    finally:
        first.close()
    assert (tmp_path / "glib-2.0" / "settings" / "keyfile").exists(), "the settings were written"

    second = App(display, env=env)
    try:
        second.wait_for_rows("Species")
        width = extents(second.window())[2]
        assert 780 <= width <= 800, f"the window came back 800 px wide, not {width}"
    finally:
        second.close()
