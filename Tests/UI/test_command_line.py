"""The command line: help, version, bad options and a missing display."""

import os
import subprocess

from harness import almanac_binary, expect


def run(*arguments, **env_changes):
    env = dict(os.environ, **env_changes)
    for name, value in env_changes.items():
        if value is None:
            env.pop(name)
    return subprocess.run([almanac_binary(), *arguments], env=env, capture_output=True,
                          text=True, timeout=30)


def test_help_documents_the_options():
    result = run("--help")
    assert result.returncode == 0
    assert result.stdout.startswith("Usage: almanac")
    assert "--exit-after-first-frame" in result.stdout


def test_version():
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout.startswith("almanac ")


def test_a_start_loads_no_web_svg_or_keyring_library():
    """libsoup, librsvg and libsecret, with all they need, are opened when first used (a web
    request, an SVG drawn, the keyring read): a start does not load them (Sources/CDeferred/deferred.h)."""
    result = run("--version", LD_DEBUG="files")
    assert result.returncode == 0
    loaded = [line.split("file=")[1].split()[0] for line in result.stderr.splitlines() if "file=" in line]
    assert "libgtk-4.so.1" in loaded, result.stderr[-2000:]
    assert not [name for name in loaded if name.startswith(("libsoup", "librsvg", "libsecret"))], loaded


def test_unknown_option_exits_2_with_a_clear_message():
    result = run("--no-such-option")
    assert result.returncode == 2
    assert "unknown option '--no-such-option'" in result.stderr
    assert "--help" in result.stderr


def test_no_display_is_one_clear_line_and_non_zero():
    result = run(DISPLAY=None, WAYLAND_DISPLAY=None)
    assert result.returncode == 1
    lines = result.stderr.strip().splitlines()
    assert lines == ["almanac: cannot open display (neither DISPLAY nor WAYLAND_DISPLAY is set)"]


def test_unreachable_display_is_named():
    result = run(DISPLAY=":4242", WAYLAND_DISPLAY=None)
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1] == "almanac: cannot open display ':4242'"


def test_a_second_launch_names_the_options_it_cannot_apply(app):
    """Single instance: a second launch shows the running window; what it cannot apply
    (--synthetic needs a fresh start) is said on its stderr, in the user's language."""
    app.window()
    result = subprocess.run([almanac_binary(), "--synthetic", "500"], env=app.env,
                            capture_output=True, text=True, timeout=30)
    assert result.returncode == 1
    assert "Almanac is already running" in result.stderr and "--synthetic 500" in result.stderr
    german = subprocess.run([almanac_binary(), "--synthetic=500"], capture_output=True, text=True, timeout=30,
                            env={**app.env, "LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    assert german.returncode == 1
    assert "Almanac läuft bereits" in german.stderr and "--synthetic 500" in german.stderr
    plain = subprocess.run([almanac_binary()], env=app.env, capture_output=True, text=True, timeout=30)
    assert plain.returncode == 0 and plain.stderr == ""


def test_a_second_launch_opens_the_item_wherever_the_list_was(app):
    """`almanac --open country/KE` while the running window shows Countries scrolled to I (and
    was on another collection in between): Kenya becomes current — painted selected — and its
    detail is shown; the rows on screen when the window came forward do not take over (found
    by the soak: Iceland ended up current)."""
    from checks import selected
    app.assert_rows_painted("Countries")
    app.jump("I")
    app.show("Species")
    app.show("Countries")
    result = subprocess.run([almanac_binary(), "--open", "country/KE"], env=app.env, capture_output=True, text=True,
                            timeout=30)
    assert result.returncode == 0, result.stderr
    expect("Kenya current and shown", selected(app, "Countries", "Kenya"), settle=0.5)
