"""The soak: one almanac driven for a long while (see rounds.py), its resident memory and its
live GtkKit wrappers by GObject type read after a warm-up round and at the end. Run it with
./run, which makes the private D-Bus session it needs."""

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "Tests" / "UI"), str(ROOT / "Tests" / "LiveServer")]

from driver import AppDied, Driver, StepFailed  # noqa: E402
from harness import VirtualDisplay  # noqa: E402
from live_server import LiveServer  # noqa: E402
from rounds import LOANS_TOTAL, SPECIES_TOTAL, Round  # noqa: E402

GROWTH_LIMIT_MIB = 5.0
# Before memory is read the app is left alone this long: toasts time out, finished requests'
# tasks and buffers go. (Nothing signals "nothing more will happen"; this is the one sleep.)
QUIET_SECONDS = 3.0
NARROW = (600, 900)
SCREENSHOT = ROOT / ".build" / "soak-failure.png"
APP_LOG = ROOT / ".build" / "soak-app.log"


def binary():
    """$ALMANAC_BIN, else the debug build of this checkout (built now)."""
    if os.environ.get("ALMANAC_BIN"):
        return os.environ["ALMANAC_BIN"]
    built = subprocess.run(["swift", "build", "--product", "almanac"], cwd=ROOT, capture_output=True, text=True)
    if built.returncode != 0:
        sys.exit(f"swift build failed:\n{built.stdout}{built.stderr}")
    return str(ROOT / ".build" / "debug" / "almanac")


def compile_schema():
    """The settings schema, where a development build looks for it (as tools/dev does)."""
    target = ROOT / ".build" / "schemas"
    target.mkdir(parents=True, exist_ok=True)
    subprocess.run(["glib-compile-schemas", "--strict", f"--targetdir={target}", str(ROOT / "data" / "desktop")], check=True)


def environment(server):
    """Settings in memory, a scratch cache, every live source on the local server."""
    return {**os.environ, "GSETTINGS_BACKEND": "memory", "XDG_CACHE_HOME": tempfile.mkdtemp(prefix="almanac-soak-"),
            "ALMANAC_SPECIES_URL": f"{server.url}/swapi/species/?total={SPECIES_TOTAL}&size={SPECIES_TOTAL}",
            "ALMANAC_LOANS_URL": f"{server.url}/kiva/graphql?total={LOANS_TOTAL}",
            "ALMANAC_COUNTRIES_URL": f"{server.url}/countries/v5?count=250", "ALMANAC_COUNTRIES_KEY": "test-key"}


def quiet_memory(app):
    """VmRSS and the C heap in use, in MiB, and resident KiB by kind of mapping, once the app
    is idle and has been left alone for QUIET_SECONDS."""
    app.wait("the app idle", lambda s: s["activity"] == "idle")
    time.sleep(QUIET_SECONDS)
    return app.rss_kib() / 1024, heap_mib(app), app.resident_by_kind()


def heap_mib(app):
    return int(app.wait("the app's state", lambda s: "heap" in s)["heap"]) / 1048576


def census(app):
    """GtkKit's own GObject types' instances, and its wrappers by the type they hold."""
    return dict(app.call("Instances")), dict(app.call("Objects"))


def print_table(title, before, after, unchanged_shown=12):
    """Each type's count after the warm-up and at the end: every type that changed (most grown
    first), then the most numerous of the rest."""
    rows = [(name, before.get(name, 0), after.get(name, 0)) for name in set(before) | set(after)]
    rows.sort(key=lambda row: (-abs(row[2] - row[1]), -row[2], row[0]))
    changed = [row for row in rows if row[1] != row[2]]
    shown = changed + [row for row in rows if row[1] == row[2]][:unchanged_shown]
    width = max([len(name) for name, _, _ in shown] + [len(title)])
    print(f"  {title:{width}}  warm-up      end   change")
    for name, first, last in shown:
        print(f"  {name:{width}}  {first:7}  {last:7}  {last - first:+7}")
    print(f"  {'all ' + str(len(rows)) + ' types':{width}}  {sum(before.values()):7}  {sum(after.values()):7}  "
          f"{sum(after.values()) - sum(before.values()):+7}   ({len(changed)} changed)")


def soak(rounds):
    almanac = binary()
    compile_schema()
    display = VirtualDisplay("1280x900x24")
    server = LiveServer().start()
    app = Driver(almanac, display.name, environment(server))
    work = Round(app, server)
    started = time.monotonic()
    try:
        app.wait("the window with its rows", lambda s: s.get("rows", "0") != "0")
        app.resize(*NARROW)
        app.wait("a phone-narrow window", lambda s: s["narrow"] == "true")
        print(f"binary: {almanac}")
        print(f"window {NARROW[0]}×{NARROW[1]} (narrow: details open over the list); 1 warm-up round, then {rounds}")
        work.run()
        (warm_rss, warm_heap, warm_kinds), warm_objects = quiet_memory(app), census(app)
        print(f"warm-up round done in {time.monotonic() - started:.0f} s; RSS {warm_rss:.1f} MiB, heap {warm_heap:.1f} MiB")
        work.done.clear()
        for number in range(1, rounds + 1):
            work.run()
            print(f"round {number:2}: {time.monotonic() - started:5.0f} s, RSS {app.rss_kib() / 1024:.1f} MiB, "
                  f"heap {heap_mib(app):.1f} MiB", flush=True)
        (end_rss, end_heap, end_kinds), end_objects = quiet_memory(app), census(app)
    except (AppDied, StepFailed) as failure:
        display.screenshot(SCREENSHOT)
        log = app.close()
        print(f"FAILED: {failure}")
        print("this round had done: " + ", ".join(f"{count} {name}" for name, count in work.done.items()))
        print(f"the screen then: {SCREENSHOT}; the app's stderr: {APP_LOG}")
        print("its last words:\n" + "\n".join(log.splitlines()[-15:]))
        print("the server's last requests:\n" + "\n".join(f"{method} {path}" for method, path, _ in server.requests[-8:]))
        return 2 if isinstance(failure, AppDied) else 3
    finally:
        log = app.close()
        APP_LOG.write_text(log)
        server.stop()
        display.close()

    print(f"after the warm-up, {rounds} rounds did: " + ", ".join(f"{count} {name}" for name, count in work.done.items()))
    print(f"time: {time.monotonic() - started:.0f} s")
    print(f"stderr lines: {len(log.splitlines())} (in {APP_LOG})")
    print(f"RSS after warm-up: {warm_rss:.1f} MiB   (C heap in use {warm_heap:.1f} MiB)")
    print(f"RSS at end:        {end_rss:.1f} MiB   (C heap in use {end_heap:.1f} MiB, {end_heap - warm_heap:+.1f})")
    print("Resident memory by kind of mapping (/proc/PID/smaps), KiB:")
    print_table("mapped from", warm_kinds, end_kinds)
    print("GObjects alive, after the warm-up and at the end: GtkKit's own types' instances")
    print_table("GObject type", warm_objects[0], end_objects[0])
    print("GtkKit's wrappers (references held from Swift), by the type they hold:")
    print_table("wrapped type", warm_objects[1], end_objects[1], unchanged_shown=5)
    growth = end_rss - warm_rss
    if growth >= GROWTH_LIMIT_MIB:
        print(f"FAILED: resident memory grew by {GROWTH_LIMIT_MIB:.0f} MiB or more")
    print(f"growth {growth:.1f} MiB")
    return 1 if growth >= GROWTH_LIMIT_MIB else 0


if __name__ == "__main__":
    sys.exit(soak(int(sys.argv[1]) if len(sys.argv) > 1 else 10))
