"""The Orca screen reader (Debian 12's Orca 43, Debian 13's Orca 48, forky's Orca 51) as the
judge of what a blind user hears: Orca runs in the tests' session on a display of its own with
a window manager (Orca needs one to know the active window), speaks into speech-dispatcher's
silent `dummy` module, and writes each utterance to its debug log, which the tests read step
by step."""

import os
import re
import shutil
import subprocess
import tempfile
import time
from functools import cache
from pathlib import Path

from harness import VirtualDisplay, stop
from keymap import bind_keys_for, is_function_key, press_function_key
from waiting import wait_for

# A step is over once Orca has said nothing new for this long (it speaks what one key changed
# within a few hundred ms; there is no signal for "Orca has nothing more to say").
QUIET = 1.2
# An utterance in Orca's debug log; one of several lines (a text with line breaks) goes on in
# lines indented under its first. Orca 51 may follow it with its voice, a dictionary that
# itself can run over several lines.
UTTERANCE = re.compile(r"SPEECH OUTPUT: '(.*?)'[ \t]*(?:\{.*?\})?$", re.S | re.M)


# What Orca writes to its debug log once it listens to the desktop (43, 48, 51).
STARTED = ("Startup complete", "Starting Atspi main event loop")


def adapted_launcher(text):
    """Orca's launcher, changed in two ways that leave the screen reader as it is: it opens
    its debug file line-buffered (Orca 43 and 48 open it block-buffered, so each utterance would
    show only later; Orca 51 does so itself), and it names its process after the test's run, as
    Orca refuses to start while another process of its user is called "orca", and a run in a
    root and one on Debian 12 may each have their own Orca on their own display at the same
    time. Each change is one of its spellings in Orca 43, 48 and 51."""
    changes = [{"open(args.debug_file, 'w')": "open(args.debug_file, 'w', buffering=1)", "buffering=1": None},
               {"setProcessName('orca')": f"setProcessName('orca-test-{os.getpid()}')",
                'set_process_name("orca")': f'set_process_name("orca-test-{os.getpid()}")'}]
    for spellings in changes:
        found = next((old for old in spellings if old in text), None)
        if found is None:
            raise RuntimeError(f"this Orca's launcher has none of {list(spellings)}: change the tests' copy of it")
        if spellings[found] is not None:
            text = text.replace(found, spellings[found])
    return text


def orca_available():
    return all(shutil.which(tool) for tool in ("orca", "metacity", "speech-dispatcher"))


def adapted_launcher_in(folder):
    """Writes Orca's launcher, adapted (`adapted_launcher`), into `folder`; returns its path."""
    launcher = Path(folder) / "orca"
    launcher.write_text(adapted_launcher(Path(shutil.which("orca")).read_text()))
    return launcher


@cache
def orca_version():
    """Orca's major version: 43 on Debian 12, 48 on Debian 13 ("Orca version 48.1, …"). Asked
    of the adapted launcher: `orca --version` names its process "orca" while it runs, and an
    Orca starting then in a run beside this one finds it and exits with 1."""
    with tempfile.TemporaryDirectory() as folder:
        printed = subprocess.run(["/usr/bin/python3", str(adapted_launcher_in(folder)), "--version"],
                                 capture_output=True, text=True, check=True, timeout=60).stdout
    return int(re.search(r"(\d+)\.\d+", printed).group(1))


class Orca:
    """Orca and a display with metacity; `display` is where the app under test goes. What Orca
    says of a control depends on its version (`version`): see `fact` and `button`."""

    def __init__(self):
        self.version = orca_version()
        self.folder = Path(tempfile.mkdtemp(prefix="almanac-orca-"))
        home = self.folder / "home"
        speech = home / ".config/speech-dispatcher"
        speech.mkdir(parents=True)
        # speech-dispatcher finds its modules itself (0.12 refuses to start when told to add
        # one it has already found).
        (speech / "speechd.conf").write_text("DefaultModule dummy\n")
        launcher = adapted_launcher_in(self.folder)
        self.display = VirtualDisplay()
        self.env = {**os.environ, "DISPLAY": self.display.name, "HOME": str(home),
                    "XDG_CONFIG_HOME": str(home / ".config"), "XDG_DATA_HOME": str(home / ".local/share"),
                    "XDG_CACHE_HOME": str(home / ".cache")}
        self.env.pop("WAYLAND_DISPLAY", None)
        self.log = self.folder / "orca.log"
        self.processes = [subprocess.Popen(["metacity"], env=self.env, stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL)]
        # What Orca prints (why it refused to start, a traceback) goes to a file for `_text`.
        self.output = self.folder / "orca.out"
        with open(self.output, "w") as output:
            self.processes.append(subprocess.Popen(["/usr/bin/python3", str(launcher), "--debug-file", str(self.log)],
                                                   env=self.env, stdout=output, stderr=subprocess.STDOUT))
        try:
            wait_for("Orca started", lambda: any(mark in self._text() for mark in STARTED), timeout=60)
        except BaseException:
            self.close()
            raise
        self.heard = len(self.utterances())

    def _text(self):
        if self.processes[-1].poll() is not None:
            # The log goes with the test's folder: its end says why.
            end = self.log.read_text(errors="replace").splitlines()[-30:] if self.log.exists() else []
            printed = self.output.read_text(errors="replace").splitlines()[-30:]
            raise RuntimeError(f"Orca exited with {self.processes[-1].returncode}; its log ends:\n" + "\n".join(end)
                               + "\nand it printed:\n" + "\n".join(printed))
        return self.log.read_text(errors="replace") if self.log.exists() else ""

    def utterances(self):
        """Everything Orca has said, in order (an utterance of several lines with its line
        breaks, without the log's indentation)."""
        return [re.sub(r"\n\s+", "\n", said) for said in UTTERANCE.findall(self._text())]

    def listen(self, timeout=15, until=None):
        """What Orca says from now until it has been quiet for `QUIET` seconds (at least that
        long, at most `timeout`) and, given `until`, has said what it looks for (`until` tests
        the words as one text): for a key whose effect comes later than Orca's echo of it on a
        busy machine, as a typed letter's jump does."""
        start = time.monotonic()
        count, changed = len(self.utterances()), time.monotonic()

        def waiting():
            if time.monotonic() - start >= timeout:
                return False
            if time.monotonic() - changed < QUIET:
                return True
            return until is not None and not until(spoken(self.utterances()[self.heard:]))

        while waiting():
            time.sleep(0.1)
            now = len(self.utterances())
            if now != count:
                count, changed = now, time.monotonic()
        said = self.utterances()[self.heard:]
        self.heard += len(said)
        return said

    def catch_up(self):
        """What Orca says as an app's window comes, once it knows where the focus is. Orca 48,
        still busy with the app before, may drop the new app's first focus events as from an
        unknown source and say nothing until the next key: a Shift press, which changes nothing
        in the app, has it find the focus, as a person's first key would (test_at_start is
        the test of a start that Orca hears by itself)."""
        said = self.listen()
        return said + self.press("shift") if self.version >= 48 else said

    def press(self, *keys, until=None):
        """Presses `keys` one after the other, as a person would (Orca needs each key to reach
        it); returns what Orca said after the last one (see `listen` for `until`)."""
        for index, key in enumerate(keys):
            if index:
                self.listen()
            self.send(key)
        return self.listen(until=until)

    def send(self, key):
        """Presses `key` (what Orca says is for `listen` or `hear`)."""
        if is_function_key(key):
            press_function_key(key, self.display.name)
        else:
            subprocess.run(["xdotool", "key", "--clearmodifiers", key], env=self.env, check=True, timeout=30)

    def hear(self, expected, timeout=15):
        """What Orca says until it has said `expected` (a whole utterance) and gone quiet; for
        what it says late: a list's rows changing under a search send it hundreds of events,
        which it works through before what follows them."""
        said = []
        deadline = time.monotonic() + timeout
        while expected not in said and time.monotonic() < deadline:
            said += self.listen(timeout=max(0.1, deadline - time.monotonic()))
        return said

    def type(self, text):
        """Types `text` as a person would (what Orca says is for `listen` or `hear`)."""
        bind_keys_for(text, self.env["DISPLAY"])
        subprocess.run(["xdotool", "type", "--delay", "120", text], env=self.env, check=True, timeout=60)

    def fact(self, name, value=""):
        """How this Orca starts a detail's fact: Orca 43 says the name Almanac gives the value
        ("Capital, Astana"); Orca 48 says the label the value is labelled by, then the value's
        own text ("Capital Astana"), which it reads as shown (GTK 4.14 and later)."""
        return f"{name}, {value}" if self.version < 48 else f"{name} {value}"

    @property
    def button(self):
        """What this Orca calls a button: "push button" (43), "button" (48)."""
        return "push button" if self.version < 48 else "button"

    @property
    def selectable_label_end(self):
        """How this Orca ends a focused text one can select: by its role (Orca 43), by GTK
        4.18's popup (its context menu) where Orca 48 says no role for a label."""
        return " label." if self.version < 48 else " opens popup"

    def close(self):
        for process in reversed(self.processes):
            stop(process)
        self.display.close()
        shutil.rmtree(self.folder, ignore_errors=True)


def spoken(utterances):
    """Utterances as one text, the way a listener hears them in a row."""
    return " ".join(utterances)
