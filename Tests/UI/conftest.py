"""Fixtures for UI tests: one virtual display per session, a fresh app per test, and a
screenshot in Tests/UI/artifacts/ for every failed test; a stack's known limits (the marker
`not_on`, pytest.ini) skipped there with their reason."""

import sys
from pathlib import Path

import pytest

from harness import App, ARTIFACTS, VirtualDisplay, debian_release, require_tools, toolkit_warnings
from shell import GnomeShell, WaylandApp

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "LiveServer"))
from live_server import LiveServer  # noqa: E402


def pytest_collection_modifyitems(items):
    """A test marked `not_on("trixie", reason=…)` is skipped on Debian 13, saying why."""
    release = debian_release()
    for item in items:
        for mark in item.iter_markers("not_on"):
            if release in mark.args:
                item.add_marker(pytest.mark.skip(reason=f"not on {release}: {mark.kwargs['reason']}"))


@pytest.fixture(scope="session")
def display():
    require_tools()
    server = VirtualDisplay()
    yield server
    server.close()


@pytest.fixture
def launch(display, request):
    """Starts almanac with arguments and environment (`launch("--synthetic", "1000", env={…})`);
    every app started is closed after the test, and a failed test leaves a screenshot. A
    toolkit warning or critical on an app's stderr fails the test."""
    started = []

    def start(*arguments, env=None):
        started.append(App(display, *arguments, env=env))
        return started[-1]
    yield start
    report = getattr(request.node, "outcome", None)
    if started and report is not None and report.failed:
        display.screenshot(ARTIFACTS / f"{request.node.name}.png")
    close_all(started)


@pytest.fixture(params=["x11", pytest.param("wayland", marks=pytest.mark.shell)])
def launch_on_each_backend(request, launch):
    """`launch`, in a test run twice: on X11 (Xvfb), then as a Wayland client of a real GNOME
    Shell (shell.py); there too a toolkit warning or critical on stderr fails the test."""
    if request.param == "x11":
        yield launch
        return
    shell = GnomeShell()
    started = []

    def start(*arguments, env=None):
        started.append(WaylandApp(shell, *arguments, env=env))
        return started[-1]
    try:
        yield start
        report = getattr(request.node, "outcome", None)
        if report is not None and report.failed:
            shell.screenshot(ARTIFACTS / f"{request.node.name}.png")
    finally:
        try:
            close_all(started)
        finally:
            shell.close()


def close_all(apps):
    """Closes the apps a test started; fails the test if any wrote a toolkit warning."""
    warnings = []
    for running in apps:
        running.close()
        warnings += toolkit_warnings(running)
    assert not warnings, "the app logged:\n" + "\n".join(warnings)


@pytest.fixture
def app(launch):
    return launch()


@pytest.fixture
def server():
    """The stand-in for the live web APIs, on 127.0.0.1."""
    with LiveServer() as running:
        yield running


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.outcome = report
