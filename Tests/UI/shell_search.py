"""Talk to almanac as GNOME Shell's search does: `gdbus call` on the session bus, to the
provider its search-provider.ini names, and D-Bus activation from its service file."""

import subprocess
import time
from pathlib import Path

from gi.repository import GLib

import harness

BUS_NAME = "io.almanac.Almanac"
OBJECT_PATH = "/io/almanac/Almanac/SearchProvider"
INTERFACE = "org.gnome.Shell.SearchProvider2"


def call(method, *arguments, timeout=30):
    """Calls a provider method with GVariant-text arguments; returns the unpacked answer and
    the seconds it took (gdbus's start-up included)."""
    start = time.monotonic()
    result = subprocess.run(
        ["gdbus", "call", "--session", "--dest", BUS_NAME, "--object-path", OBJECT_PATH,
         "--method", f"{INTERFACE}.{method}", "--timeout", str(timeout), *arguments],
        capture_output=True, text=True, timeout=timeout + 10)
    elapsed = time.monotonic() - start
    if result.returncode != 0:
        raise RuntimeError(f"{method} failed: {result.stderr.strip()}")
    return GLib.Variant.parse(None, result.stdout.strip(), None, None).unpack(), elapsed


def strings(values):
    """A GVariant text array of strings: ['kenya', 'côte']."""
    return GLib.Variant("as", list(values)).print_(False)


def results(*terms):
    (found,), _ = call("GetInitialResultSet", strings(terms))
    return found


def subsearch(previous, *terms):
    (found,), _ = call("GetSubsearchResultSet", strings(previous), strings(terms))
    return found


def metas(*ids):
    (found,), _ = call("GetResultMetas", strings(ids))
    return found


def bus(method, *arguments):
    """Calls the bus itself (org.freedesktop.DBus); returns the unpacked answer."""
    result = subprocess.run(
        ["gdbus", "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
         "--method", f"org.freedesktop.DBus.{method}", *arguments], capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        raise RuntimeError(f"{method} failed: {result.stderr.strip()}")
    return GLib.Variant.parse(None, result.stdout.strip(), None, None).unpack()


def owner_pid():
    """The process that owns the app's name on the bus, or None."""
    if not bus("NameHasOwner", f"'{BUS_NAME}'")[0]:
        return None
    return bus("GetConnectionUnixProcessID", f"'{BUS_NAME}'")[0]


def installed_file(relative):
    """A file of the installed app (`share/…` beside the binary under test) when it is an
    installed one; None for a build that was not installed."""
    path = Path(harness.almanac_binary()).resolve().parent.parent / "share" / relative
    return path if path.exists() else None


def read_desktop_file(path):
    """The keys of a .desktop-style file's one group: {'Name': …, 'Exec': …}."""
    entries = {}
    for line in Path(path).read_text().splitlines():
        if "=" in line and not line.startswith(("#", "[")):
            key, value = line.split("=", 1)
            entries[key.strip()] = value.strip()
    return entries
