"""Waiting in UI tests: for a condition (True or False, never merely "truthy"), for a value,
and for a painted check that reports what it saw."""

import time

# How long a test waits for the screen to show something. Painted checks take about half a
# second each (a capture and one or two OCR runs), so waiting polls a few times a second.
PAINT_TIMEOUT = 5.0


def wait_for(what, condition, timeout=15.0, interval=0.05):
    """Polls `condition` until it returns True; raises with `what` on timeout. The condition
    must say True or False: anything else (a list, a (passed, report) tuple) is refused, so a
    check that is always "truthy" cannot pass unseen."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if not isinstance(value, bool):
            raise TypeError(f"waiting for {what}: the condition gave {type(value).__name__}, not True or False")
        if value:
            return
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout:.0f} s waiting for {what}")
        time.sleep(interval)


def wait_for_value(what, find, timeout=15.0, interval=0.05):
    """Polls `find` until it returns something other than None, and returns that."""
    found = None

    def ready():
        nonlocal found
        found = find()
        return found is not None
    wait_for(what, ready, timeout, interval)
    return found


def expect(what, check, timeout=PAINT_TIMEOUT, settle=0.0, interval=0.05):
    """Waits until `check()` returns (True, report); fails the test with `what` and the last
    report if it does not within `timeout` seconds. With `settle`, a pass counts once a check
    at least that many seconds later passes too: a frame painted before the app has caught up
    (the list before a search is applied, say) can look right for a moment. Times are taken
    when a check starts (its capture): on a busy machine a check can take seconds, and a pass
    that started in time is confirmed even when the confirming check ends after `timeout`."""
    deadline = time.monotonic() + timeout
    first_pass = None
    while True:
        started = time.monotonic()
        ok, report = check()
        if ok:
            first_pass = started if first_pass is None else first_pass
            if started - first_pass >= settle:
                return
        else:
            first_pass = None
            if started > deadline:
                raise AssertionError(f"{what}: {report}")
        time.sleep(interval)
