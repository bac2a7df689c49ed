"""The soak: one almanac driven for a long while — in rounds that repeat (rounds.py), or in
mixed use (mixed.py) — its resident memory and its live GtkKit wrappers by GObject type read
after the warm-up (a round; in mixed use, until its caches have settled) and at the end. Run it
with ./run, which makes the private D-Bus session it needs."""

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "Tests" / "UI"), str(ROOT / "Tests" / "LiveServer")]

from driver import AppDied, Driver, StepFailed  # noqa: E402
from harness import VirtualDisplay  # noqa: E402
from live_server import LiveServer  # noqa: E402
from mixed import MixedUse, settled  # noqa: E402
from rounds import LOANS_TOTAL, SPECIES_TOTAL, Round  # noqa: E402

GROWTH_LIMIT_MIB = 5.0
# Before memory is read the app is left alone this long: toasts time out, finished requests'
# tasks and buffers go. (Nothing signals "nothing more will happen"; this is the one sleep.)
QUIET_SECONDS = 3.0
SCREEN, NARROW = (1280, 900), (600, 900)
# Mixed use: room for windows up to 1400 px wide; its caches count as settled once none has
# grown for this many minutes (or each is at its budget).
MIXED_SCREEN, SETTLED_MINUTES = (1600, 1000), 3
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


def driven(screen, body):
    """Runs `body(app, server, done, recent)` — which returns an exit status, counting what it
    does in `done` (a Counter) and its last actions in `recent` — on the app, on a display of
    `screen` (width, height), against the local server; reports a failure (the app died: 2;
    it stopped doing what it was asked: 3) with the screen and its stderr."""
    almanac = binary()
    compile_schema()
    display = VirtualDisplay(f"{screen[0]}x{screen[1]}x24")
    server = LiveServer().start()
    app = Driver(almanac, display.name, environment(server))
    done, recent = Counter(), deque(maxlen=30)
    try:
        app.wait("the window with its rows", lambda s: s.get("rows", "0") != "0")
        print(f"binary: {almanac}")
        return body(app, server, done, recent)
    except (AppDied, StepFailed) as failure:
        display.screenshot(SCREENSHOT)
        log = app.close()
        print(f"FAILED: {failure}")
        print("it had done: " + ", ".join(f"{count} {name}" for name, count in done.items()))
        if recent:
            print("its last actions:\n" + "\n".join(f"  {action}" for action in recent))
        print(f"the screen then: {SCREENSHOT}; the app's stderr: {APP_LOG}")
        print("its last words:\n" + "\n".join(log.splitlines()[-15:]))
        print("the server's last requests:\n" + "\n".join(f"{method} {path}" for method, path, _ in server.requests[-8:]))
        return 2 if isinstance(failure, AppDied) else 3
    finally:
        log = app.close()
        APP_LOG.write_text(log)
        print(f"stderr lines: {len(log.splitlines())} (in {APP_LOG})")
        server.stop()
        display.close()


def soak(rounds):
    def body(app, server, done, recent):
        work = Round(app, server)
        work.done = done
        started = time.monotonic()
        app.resize(*NARROW)
        app.wait("a phone-narrow window", lambda s: s["narrow"] == "true")
        print(f"window {NARROW[0]}×{NARROW[1]} (narrow: details open over the list); 1 warm-up round, then {rounds}")
        work.run()
        warm, warm_objects = quiet_memory(app), census(app)
        print(f"warm-up round done in {time.monotonic() - started:.0f} s; RSS {warm[0]:.1f} MiB, heap {warm[1]:.1f} MiB")
        done.clear()
        for number in range(1, rounds + 1):
            work.run()
            print(f"round {number:2}: {time.monotonic() - started:5.0f} s, RSS {app.rss_kib() / 1024:.1f} MiB, "
                  f"heap {heap_mib(app):.1f} MiB", flush=True)
        end, end_objects = quiet_memory(app), census(app)
        print(f"after the warm-up, {rounds} rounds did: " + ", ".join(f"{count} {name}" for name, count in done.items()))
        print(f"time: {time.monotonic() - started:.0f} s")
        return judge(warm, end, warm_objects, end_objects)
    return driven(SCREEN, body)


def mixed(minutes, seed):
    """`minutes` of mixed use (mixed.py): first until the app's caches have settled, then the
    rest — at least half the run — judged."""
    def body(app, server, done, recent):
        use = MixedUse(app, server, random.Random(seed), screen=MIXED_SCREEN)
        use.done, use.recent = done, recent
        started = time.monotonic()
        elapsed = lambda: (time.monotonic() - started) / 60  # noqa: E731
        print(f"{minutes} minutes of mixed use (seed {seed}) on a {MIXED_SCREEN[0]}×{MIXED_SCREEN[1]} screen")
        use.visit_everything()
        history = [app.call("Caches")]
        print(f"{elapsed():5.1f} min: every row visited; RSS {app.rss_kib() / 1024:.1f} MiB, caches {caches_text(history[-1])}", flush=True)
        while not settled(history, SETTLED_MINUTES):
            if elapsed() > minutes / 2:
                print(f"FAILED: the caches still fill after {elapsed():.0f} minutes: {history[-1]}")
                return 4
            for_a_minute(use)
            history.append(app.call("Caches"))
            print(f"{elapsed():5.1f} min: RSS {app.rss_kib() / 1024:.1f} MiB, caches {caches_text(history[-1])}", flush=True)
        warm, warm_objects, warm_caches = quiet_memory(app), census(app), app.call("Caches")
        print(f"caches settled after {elapsed():.1f} minutes; RSS {warm[0]:.1f} MiB, heap {warm[1]:.1f} MiB")
        done.clear()
        while elapsed() < minutes:
            for_a_minute(use)
            print(f"{elapsed():5.1f} min: RSS {app.rss_kib() / 1024:.1f} MiB, caches {caches_text(app.call('Caches'))}", flush=True)
        end, end_objects, end_caches = quiet_memory(app), census(app), app.call("Caches")
        print("after the caches settled: " + ", ".join(f"{count} {name}" for name, count in done.items()))
        print(f"time: {elapsed():.1f} minutes")
        print("The app's caches (Caches), when they settled and at the end:")
        print_table("cache", warm_caches, end_caches)
        return judge(warm, end, warm_objects, end_objects)
    return driven(MIXED_SCREEN, body)


def for_a_minute(use):
    until = time.monotonic() + 60
    while time.monotonic() < until:
        use.act()


def caches_text(caches):
    return ", ".join(f"{name} {value}" for name, value in sorted(caches.items()) if not name.endswith(" budget"))


def judge(warm, end, warm_objects, end_objects):
    """Prints memory at the start of the judged stretch and at its end; 1 if it grew by
    GROWTH_LIMIT_MIB or more, else 0."""
    (warm_rss, warm_heap, warm_kinds), (end_rss, end_heap, end_kinds) = warm, end
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


def main(arguments):
    parser = argparse.ArgumentParser(prog="Benchmarks/soak/run")
    parser.add_argument("rounds", nargs="?", type=int, default=10, help="rounds after the warm-up round (default 10)")
    parser.add_argument("--mixed", nargs="?", type=float, const=20.0, metavar="MINUTES",
                        help="mixed use instead of rounds, for MINUTES (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="the mixed use's random sequence (default 1)")
    options = parser.parse_args(arguments)
    return mixed(options.mixed, options.seed) if options.mixed is not None else soak(options.rounds)


if __name__ == "__main__":
    # Stopped (timeout, a terminal closed): the app, the display and the server go too.
    signal.signal(signal.SIGTERM, lambda number, frame: sys.exit(128 + number))
    sys.exit(main(sys.argv[1:]))
