"""The letter index and type-to-jump: letters as buttons, clicks, dimmed letters, scrubbing
with its highlight, typing a letter (also right at start)."""

import pytest

import painted
from almanac_data import collection
from checks import expect_at_top, ready
from harness import centre, expect, extents, wait_for
from tree import role_of

pytestmark = pytest.mark.core


def test_index_letters_are_buttons_named_by_their_letter(app):
    app.window()
    app.wait_for_rows("Countries")
    for letter in ["A", "M", "Z", "#"]:
        app.find("push button", letter)


def test_the_index_is_a_slider_named_index(app):
    """Named, a screen reader says what the strip is when it gets the focus (GTK 4.18 gave it,
    a plain box, no name); a slider, as the arrow keys pick its letters (Orca 48 says a focused
    group by its description alone)."""
    app.wait_for_rows("Countries")
    strip = app.index_strip("Countries")
    assert (role_of(strip), strip.name) == ("slider", "Index")


@pytest.mark.parametrize("scheme", ["prefer-light", "prefer-dark"])
def test_letters_without_a_section_are_legible_in_high_contrast(launch, scheme):
    """In libadwaita's high-contrast style a letter without a section (X: no country) is drawn
    to be read, at WCAG's 4.5:1 against the strip, in light and dark; elsewhere it is dimmed."""
    app = launch(env={"ADW_DEBUG_HIGH_CONTRAST": "1", "ADW_DEBUG_COLOR_SCHEME": scheme})
    app.wait_for_rows("Countries")
    letter = extents(app.index_button("Countries", "X"))
    expect("X legible", lambda: (painted.ink_contrast(app.crop(letter)) >= 4.5,
                                 f"contrast {painted.ink_contrast(app.crop(letter)):.2f}:1"))


def test_clicking_z_puts_the_z_header_at_the_top(app):
    app.wait_for_rows("Countries")
    app.click(app.find("push button", "Z"))
    wait_for("the Z header at the top", lambda: app.at_top("Countries", "Z"))
    assert "Zambia" in [text for text, _ in app.rows("Countries")]


def test_a_letter_without_a_section_jumps_to_the_next_one(app):
    app.wait_for_rows("Countries")
    app.click(app.find("push button", "X"))  # no country starts with X: Y follows
    wait_for("the Y header at the top", lambda: app.at_top("Countries", "Y"))


def test_a_letter_clicked_right_after_the_wheel_met_an_end_jumps(app):
    """A wheel turned at either end makes GTK bounce the view back to that end for up to a
    second, setting its position on every frame: a jump clicked meanwhile was undone."""
    app.wait_for_rows("Countries")
    for end, down in (("A", False), ("Z", True)):
        app.jump(end)
        expect_at_top(app, "Countries", end)
        app.wheel(app.list_view("Countries"), down=down)
        app.jump("M")
        expect(f"M at the top after the wheel at {end}'s end", lambda: (
            app.painted_at_top("Countries", "M"), f"painted from the top: {app.painted_titles('Countries')[:4]}"),
            settle=1.5)


def test_typing_q_in_countries_brings_qatar_into_view(app):
    app.wait_for_rows("Countries")
    app.click(app.find("label", "Afghanistan"))  # focus the list
    app.key("q")
    wait_for("Qatar in view", lambda: "Qatar" in [text for text, _ in app.rows("Countries")])
    wait_for("the Q header at the top", lambda: app.at_top("Countries", "Q"))


def test_scrubbing_the_index_changes_sections(app):
    app.wait_for_rows("Countries")
    c, m = app.find("push button", "C"), app.find("push button", "M")
    x, y_from = app.screen_point(*centre(extents(c)))
    _, y_to = app.screen_point(*centre(extents(m)))
    app.xdotool("mousemove", "--sync", str(x), str(y_from), "mousedown", "1")
    wait_for("the C header at the top", lambda: app.at_top("Countries", "C"))
    for y in range(y_from + 6, y_to + 1, 6):  # not y_from: `mousemove --sync` would wait 15 s there
        app.xdotool("mousemove", "--sync", str(x), str(y))
    wait_for("the M header at the top", lambda: app.at_top("Countries", "M"))
    app.xdotool("mouseup", "1")


def test_typing_at_start_jumps(app):
    ready(app)
    app.key("m")
    expect_at_top(app, "Countries", collection("Countries").section_shown_for("M"))


def test_scrubbing_highlights_the_current_letter(app):
    ready(app)
    start, end, far = (app.find("push button", letter) for letter in ("C", "M", "W"))
    x, y_from = app.screen_point(*centre(extents(start)))
    _, y_to = app.screen_point(*centre(extents(end)))
    app.xdotool("mousemove", "--sync", str(x), str(y_from), "mousedown", "1")
    try:
        # A drag, about a letter at a time. (Not to the press point itself: `mousemove --sync`
        # waits for the pointer to move, and would wait 15 s.)
        for y in [*range(y_from + 12, y_to, 12), y_to]:
            app.xdotool("mousemove", "--sync", str(x), str(y))
        expect_at_top(app, "Countries", "M")

        def check():
            image = app.capture()
            shade = {letter: app.background(extents(button), image)
                     for letter, button in (("C", start), ("M", end), ("W", far))}
            plain = shade["W"]
            highlighted = [letter for letter in ("C", "M") if painted.colour_distance(shade[letter], plain) > 12]
            return highlighted == ["M"], f"letters painted highlighted while on M: {highlighted} (backgrounds {shade})"
        expect("only M highlighted while scrubbing over it", check)
    finally:
        app.xdotool("mouseup", "1")
