"""What one soak round does to the app, the same every round so that a round after the warm-up
needs nothing new (every picture it shows is cached, every row widget made): what stays
allocated after more rounds is what leaks. The window is phone-narrow, so a detail opens over
the list and Escape or Alt+Left closes it.

A round, per collection: refreshes and load-mores against the local server, some answered
with a fault (the banner shows; Retry); 25 detail cycles down the list from the first row
(Down, Return, back); 3 index jumps by typing a letter, each opening a row of its section; 5
searches, each opening the first result. Then 16 collection switches (Alt+1…4) and 2 items
opened from another launch (`almanac --open`)."""

from collections import Counter

from driver import StepFailed

COLLECTIONS = ("countries", "species", "loans", "animals")
# The live sources' sizes, as the server is asked for them (see soak.py).
SPECIES_TOTAL, LOANS_TOTAL, LOANS_PAGE = 30, 150, 50
DETAILS_PER_COLLECTION = 25
LETTERS = ("K", "S", "M")  # a section in every collection, bundled or live
SEARCHES = {
    "countries": ("kenya", "united", "cote", "nairobi", "land"),
    "species": ("arkanian", "chiss", "jawa", "talz", "weequay"),
    "loans": ("adaeze", "kofi", "priya", "group", "zainab"),
    "animals": ("bear", "koala", "whale", "pig", "emu"),
}
OPENS = (("country/KE", "Kenya"), ("animal/koala", "Koala"))


def yes(value):
    return value == "true"


class Round:
    """Runs rounds with a `Driver` against a `LiveServer`, counting what it does."""

    def __init__(self, driver, server):
        self.app = driver
        self.server = server
        self.done = Counter()
        self.closing = 0  # alternates Escape and Alt+Left

    def run(self):
        self.live_data()
        for number, collection in enumerate(COLLECTIONS, start=1):
            self.show(number, collection)
            self.browse()
            for letter in LETTERS:
                self.jump(letter)
            for term in SEARCHES[collection]:
                self.search(term)
        for _ in range(4):
            for number, collection in enumerate(COLLECTIONS, start=1):
                self.show(number, collection)
        for address, title in OPENS:
            self.open_elsewhere(address, title)

    # MARK: Moving around

    def show(self, number, collection):
        self.app.show(number, collection)
        self.done["collection switches"] += 1

    def browse(self):
        """Home, then down the list: each row's detail opened and closed."""
        state = self.app.press("Home", "Home selects the first row", lambda s: s["selected"] == "1")
        for _ in range(DETAILS_PER_COLLECTION):
            before = int(state["selected"])
            state = self.app.press("Down", "Down selects the next row",
                                   lambda s: s["selected"] and int(s["selected"]) > before and s["detail"])
            self.open_and_close(state["detail"])

    def jump(self, letter):
        """Types a letter: its section comes to the top; then opens the row after its first."""
        before = self.app.state["selected"]
        self.app.press(letter.lower(), f"{letter} brings its section to the top",
                       lambda s: s["top"] == letter and not yes(s["moving"]) and s["focused"])
        state = self.app.press("Down", f"Down in section {letter}",
                               lambda s: s["selected"] not in ("", before) and s["selected"] == s["focused"])
        self.done["index jumps"] += 1
        self.open_and_close(state["detail"])

    def search(self, term):
        """Ctrl+F, the term typed, Down to the first result, opened and closed, Escape."""
        self.app.press("ctrl+f", "Ctrl+F opens the search", lambda s: yes(s["searching"]) and yes(s["searchFocus"]))
        self.app.type(term)
        self.app.wait(f"the search for {term!r}", lambda s: s["search"] == term and int(s["shown"]) > 0)
        state = self.app.press("Down", "Down goes to the first result",
                               lambda s: yes(s["listFocus"]) and s["selected"] == "1")
        self.done["searches"] += 1
        self.open_and_close(state["detail"])
        self.app.press("Escape", "Escape ends the search", lambda s: not yes(s["searching"]) and s["search"] == "")

    def open_and_close(self, title):
        """Return opens the current row's detail over the list; Escape or Alt+Left closes it."""
        self.app.press("Return", f"Return opens {title!r}", lambda s: yes(s["detailShown"]) and s["detail"] == title)
        self.close_detail()

    def close_detail(self):
        """Escape or Alt+Left closes the detail. While a toast is shown ("50 loans added"),
        Escape dismisses the toast instead (libadwaita's binding), so a person presses it again:
        the key is pressed until the detail is closed, once more per toast dismissed."""
        key = ("Escape", "alt+Left")[self.closing % 2]
        self.closing += 1
        closed = lambda s: not yes(s["detailShown"]) and yes(s["listFocus"])  # noqa: E731
        for _ in range(6):
            toasts = int(self.app.state["toasts"])
            if closed(self.app.press(key, f"{key} closes the detail",
                                     lambda s: closed(s) or int(s["toasts"]) < toasts)):
                break
            self.done["toasts dismissed"] += 1
        else:
            raise StepFailed(f"{key} does not close the detail; the app shows {self.app.state}")
        self.done["detail cycles"] += 1

    def open_elsewhere(self, address, title):
        """`almanac --open ADDRESS` while the app runs: it shows that item's detail."""
        self.app.open_address(address)
        self.app.wait(f"--open {address} shows {title}", lambda s: yes(s["detailShown"]) and s["detail"] == title)
        self.done["--open"] += 1
        self.close_detail()

    # MARK: Live data

    def requests(self, prefix):
        return sum(path.startswith(prefix) for _, path, _ in self.server.requests)

    def refresh(self, prefix, what, condition, key="F5"):
        """Presses `key` (F5, End) and waits until the server was asked and the app is idle
        again in a state that satisfies `condition`."""
        asked = self.requests(prefix)
        self.app.press(key, what, lambda s: self.requests(prefix) > asked and s["activity"] == "idle" and condition(s))
        self.done["refreshes" if key == "F5" else "load-mores"] += 1

    def with_fault(self, fault, prefix, what, key="F5"):
        """The next request under `prefix` is answered with `fault`: the banner says so."""
        self.server.set_fault(fault, times=1, path=prefix)
        self.refresh(prefix, what, lambda s: s["banner"] != "", key=key)
        self.done["faults"] += 1

    def retry(self, prefix, condition):
        asked = self.requests(prefix)
        self.app.click_button("Retry")
        self.app.wait("Retry succeeds", lambda s: self.requests(prefix) > asked and s["activity"] == "idle"
                      and s["banner"] == "" and condition(s))
        self.done["retries"] += 1

    def live_data(self):
        rows = lambda count: lambda s: s["rows"] == str(count) and s["banner"] == ""  # noqa: E731
        self.show(2, "species")
        self.refresh("/swapi", "F5 refreshes species", rows(SPECIES_TOTAL))
        self.with_fault("status:500", "/swapi", "F5 answered with a 500")
        self.retry("/swapi", rows(SPECIES_TOTAL))
        # A slow answer, abandoned by switching collection (which cancels the request).
        self.server.set_fault("slow:3", times=1, path="/swapi")
        asked = self.requests("/swapi")
        self.app.press("F5", "F5 starts a slow refresh", lambda s: self.requests("/swapi") > asked)
        self.done["refreshes"] += 1
        self.show(1, "countries")
        self.show(2, "species")
        self.app.wait("the slow refresh cancelled", lambda s: s["activity"] == "idle" and s["banner"] == "")

        self.show(3, "loans")
        # From the first row: a refresh keeps the current row in view, and after the last
        # round's search that is a Zainab, in the last section, where the view would near the
        # end of the refreshed first page and load the next one too.
        self.app.press("Home", "Home selects the first row", lambda s: s["selected"] == "1")
        self.refresh("/kiva", "F5 refreshes loans", rows(LOANS_PAGE))
        self.refresh("/kiva", "End loads every page", rows(LOANS_TOTAL), key="End")
        # Back to the top: End keeps following the end (through a refresh too) until another key.
        self.app.press("Home", "Home selects the first row", lambda s: s["selected"] == "1")
        self.refresh("/kiva", "F5 refreshes loans again", rows(LOANS_PAGE))
        self.with_fault("invalid-json", "/kiva", "End answered with invalid JSON", key="End")
        self.retry("/kiva", rows(LOANS_TOTAL))

        self.show(1, "countries")
        self.with_fault("truncated", "/countries", "F5 answered with a truncated body")
        self.refresh("/countries", "F5 refreshes countries", lambda s: s["banner"] == "" and int(s["rows"]) > 200)
