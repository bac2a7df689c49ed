"""What almanac announces to screen readers with GTK ≥ 4.14's `gtk_accessible_announce`: heard
as a screen reader hears it, as AT-SPI "object:announcement" events on the accessibility bus."""

import time

import pyatspi
from gi.repository import GLib

EVENT = "object:announcement"


class Announcements:
    """Listens for the announcements of one process, from now until `close`."""

    def __init__(self, pid):
        self.pid = pid
        self.heard = []
        pyatspi.Registry.registerEventListener(self._on_event, EVENT)

    def _on_event(self, event):
        try:
            pid = event.host_application.get_process_id()
        except GLib.GError:  # the app went away
            return
        if pid == self.pid:
            self.heard.append(str(event.any_data))

    def wait_for(self, words, timeout=15.0):
        """Dispatches events until an announcement containing `words` is heard; returns all
        heard so far. Fails the test with what was heard if none comes within `timeout` seconds."""
        context = GLib.MainContext.default()
        deadline = time.monotonic() + timeout
        while not any(words in heard for heard in self.heard):
            if time.monotonic() > deadline:
                raise AssertionError(f"{words!r} was not announced; heard {self.heard}")
            if not context.iteration(False):
                time.sleep(0.02)
        return self.heard

    def close(self):
        pyatspi.Registry.deregisterEventListener(self._on_event, EVENT)
