"""GTK 4.8 draws with OpenGL even when OpenGL is Mesa's software rasterizer, as under Xvfb
(no GPU), where cairo is faster and keeps far less memory. Almanac has GTK draw with cairo
there, as GTK 4.14 does by itself, unless GSK_RENDERER says what to draw with."""

import os

import pytest

from harness import App, wait_for_value


def renderer(app):
    """The renderer drawing the window, from the app's diagnostics (ALMANAC_DIAGNOSTICS=1)."""
    return app.diagnostic("renderer") or None


@pytest.mark.parametrize("chosen, drawn_with", [(None, "GskCairoRenderer"), ("gl", "GskGLRenderer"),
                                                ("cairo", "GskCairoRenderer")])
def test_software_opengl_is_left_for_cairo_unless_a_renderer_is_chosen(display, chosen, drawn_with):
    if chosen is None and "GSK_RENDERER" in os.environ:
        pytest.skip("GSK_RENDERER is set for the tests")
    app = App(display, env={"ALMANAC_DIAGNOSTICS": "1", **({"GSK_RENDERER": chosen} if chosen else {})})
    try:
        app.window()
        assert wait_for_value("the window's renderer", lambda: renderer(app)) == drawn_with
        assert app.shows_text(app.page_box(), "Afghanistan"), "the country list is not painted"
    finally:
        app.close()
