"""Mixed use: what a person does in a long session, in an order no round repeats — wheel bursts,
letters typed to jump, keys, clicks on rows, searches, collection switches, refreshes (some
answered with a fault) and window sizes from 360 px wide to the whole screen — drawn from a
seeded random sequence, so that a run can be repeated. The app's state is read after every
action: a few times a minute it must show that it does what it is asked (a switch lands on its
collection's list).

Unlike a round, a stretch of mixed use may show something new (a picture at a width not seen
before), so memory is judged only once every cache of the app's own has stopped filling (see
`settled`)."""

from collections import Counter, deque

from rounds import COLLECTIONS, SEARCHES, yes

ACTIONS = {  # how often each, out of 100
    "wheel": 22, "key": 26, "letter": 12, "click": 12, "search": 8, "switch": 8, "resize": 8, "refresh": 4,
}
KEYS = ("Down", "Down", "Up", "Page_Down", "Page_Up", "Home", "End", "Return", "Escape", "alt+Left")
LETTERS = "abcdefghiklmnprstuvz"
FAULTS = ("status:500", "truncated", "slow:2")
LIVE = {"countries": "/countries", "species": "/swapi", "loans": "/kiva"}
# A checkpoint (a switch that must land) every this many actions.
CHECKPOINT_EVERY = 40


def settled(history, minutes):
    """Whether every cache has stopped filling, by `history` (one reading of `Caches` a
    minute): each is at its budget, or the most it has held is the same as `minutes` readings
    ago (a pool of spare rows empties and fills again as it is used: its high-water mark
    counts)."""
    if len(history) <= minutes:
        return False
    latest = history[-1]
    for name in latest:
        if name.endswith(" budget"):
            continue
        highest = max(reading.get(name, 0) for reading in history)
        highest_before = max(reading.get(name, 0) for reading in history[:-minutes])
        budget = latest.get(f"{name} budget")
        if highest > highest_before and not (budget is not None and highest >= budget * 0.95):
            return False
    return True


class MixedUse:
    """Drives a `Driver` against a `LiveServer` with actions drawn from `random`, counting them;
    the window stays within `screen` (width, height)."""

    def __init__(self, driver, server, random, screen):
        self.app = driver
        self.server = server
        self.random = random
        self.screen = screen
        self.size = screen
        self.done = Counter()
        self.since_checkpoint = 0
        # What was done last, for the report of a failure.
        self.recent = deque(maxlen=30)

    def visit_everything(self):
        """In a window as large as the screen (the detail beside the list), every row of every
        collection made current once, from the first to the last (End), so that each row's
        picture and each detail's has been shown: the picture cache holds what it will.
        End in Loans loads every page."""
        self.app.resize(*self.screen)
        self.size = self.screen
        for number, collection in enumerate(COLLECTIONS, start=1):
            self.app.show(number, collection)
            last = self.app.press("End", "End selects the last row",
                                  lambda s: s["activity"] == "idle" and s["selected"] != "" and s["selected"] == s["focused"])["selected"]
            state = self.app.press("Home", "Home selects the first row", lambda s: s["selected"] == "1")
            while state["selected"] != last:
                before = int(state["selected"])
                state = self.app.press("Down", "Down selects the next row",
                                       lambda s: s["selected"] != "" and int(s["selected"]) > before)
                self.done["rows visited"] += 1

    def act(self):
        """One action, then the app's state read (which also tells it is alive)."""
        kind = self.random.choices(list(ACTIONS), weights=list(ACTIONS.values()))[0]
        self.recent.append(kind)  # kept if it fails
        said = getattr(self, kind)()
        self.recent[-1] = f"{kind}: {said}" if said else kind
        self.done[kind] += 1
        self.app.wait("the app answers", lambda s: True)
        self.since_checkpoint += 1
        if self.since_checkpoint >= CHECKPOINT_EVERY:
            self.checkpoint()

    def checkpoint(self):
        """Alt+number to another collection: its list is shown, with the keyboard focus."""
        current = self.app.state.get("collection")
        number, collection = self.random.choice([(n, c) for n, c in enumerate(COLLECTIONS, start=1) if c != current])
        self.recent.append(f"checkpoint: alt+{number}")
        self.app.show(number, collection)
        self.since_checkpoint = 0
        self.done["checkpoints"] += 1

    def list_point(self):
        """A point in the list, in window coordinates: the left of the window, below the header bar."""
        return 100, self.random.randint(110, max(120, self.size[1] - 60))

    # MARK: Actions

    def wheel(self):
        x, y = self.list_point()
        clicks, down = self.random.randint(1, 15), self.random.random() < 0.6
        self.app.wheel(x, y, clicks=clicks, down=down)
        return f"{clicks} {'down' if down else 'up'} at {x},{y}"

    def key(self):
        key = self.random.choice(KEYS)
        self.app.key(key)
        # The arrow keys can reach the header bar's buttons, and Return there opens the main
        # menu, whose popover takes every key until closed: a person closes it.
        if self.app.wait("the app answers", lambda s: True).get("focus", "").startswith("GtkModelButton"):
            self.app.key("Escape")
            return f"{key}, Escape (the main menu had opened)"
        return key

    def letter(self):
        escape = yes(self.app.state.get("searching"))
        if escape:
            self.app.key("Escape")
        letter = self.random.choice(LETTERS)
        self.app.key(letter)
        return ("Escape, " if escape else "") + letter

    def click(self):
        """A click on the list; where a detail covers it (a narrow window), Escape instead: the
        detail's links would start a browser."""
        state = self.app.state
        if yes(state.get("narrow")) and yes(state.get("detailShown")):
            self.app.key("Escape")
            return "Escape (a detail over the list)"
        x, y = self.list_point()
        self.app.click_at(x, y)
        return f"at {x},{y}"

    def search(self):
        """Ctrl+F, a term, then Down and Return (opening the first result) or Escape."""
        collection = self.app.state.get("collection") or "countries"
        self.app.press("ctrl+f", "Ctrl+F opens the search", lambda s: yes(s["searching"]) and yes(s["searchFocus"]))
        term = self.random.choice(SEARCHES[collection])
        typed = term[:self.random.randint(1, len(term))]
        self.app.type(typed)
        keys = self.random.choice((("Down", "Return"), ("Return",), ("Escape",)))
        self.app.key(*keys)
        return f"{typed!r}, {' '.join(keys)}"

    def switch(self):
        key = f"alt+{self.random.randint(1, len(COLLECTIONS))}"
        self.app.key(key)
        return key

    def resize(self):
        """A width from 360 px to the whole screen; one in four as large as the screen."""
        width, height = self.screen
        if self.random.random() >= 0.25:
            width, height = self.random.randint(360, width), self.random.randint(500, height)
        self.app.resize(width, height)
        # Laid out at that width, narrow or wide, before the next action, as a person's next
        # key comes after the window has taken its new size: a switch pressed in the same frame
        # lands on the layout the window had (the detail kept when narrowed), which a
        # checkpoint would take for a switch that failed. (The X window is a few pixels wider
        # than GTK's: its frame.)
        self.app.wait(f"the window laid out about {width} px wide",
                      lambda state: abs(int(state.get("width") or 0) - width) <= 16)
        self.size = (width, height)
        return f"{width}×{height}"

    def refresh(self):
        """F5 in a collection with a live source, the answer now and then a fault."""
        prefix = LIVE.get(self.app.state.get("collection"))
        if prefix is None:
            return "none here"
        fault = self.random.choice(FAULTS) if self.random.random() < 0.3 else None
        if fault:
            self.server.set_fault(fault, times=1, path=prefix)
            self.done["faults"] += 1
        self.app.key("F5")
        return f"F5, answered with {fault}" if fault else "F5"
