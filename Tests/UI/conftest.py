"""Fixtures for UI tests: one virtual display per session, a fresh app per test, and a
screenshot in Tests/UI/artifacts/ for every failed test."""

import sys
from pathlib import Path

import pytest

from harness import App, ARTIFACTS, VirtualDisplay, require_tools

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "LiveServer"))
from live_server import LiveServer  # noqa: E402


@pytest.fixture(scope="session")
def display():
    require_tools()
    server = VirtualDisplay()
    yield server
    server.close()


@pytest.fixture
def launch(display, request):
    """Starts almanac with arguments and environment (`launch("--synthetic", "1000", env={…})`);
    every app started is closed after the test, and a failed test leaves a screenshot."""
    started = []

    def start(*arguments, env=None):
        started.append(App(display, *arguments, env=env))
        return started[-1]
    yield start
    report = getattr(request.node, "outcome", None)
    if started and report is not None and report.failed:
        display.screenshot(ARTIFACTS / f"{request.node.name}.png")
    for running in started:
        running.close()


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
