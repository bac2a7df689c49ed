"""The accessibility tree (AT-SPI, what a screen reader reads): finding the app's widgets,
their boxes in window coordinates, and the lists' rows as AT-SPI lists them — which may be
rows no longer painted (see screen.py for what is)."""

import re

import pyatspi
from gi.repository import GLib

from waiting import wait_for, wait_for_value

# Heights of a row and of a section header (as tall as a row) as GTK lays them out with the
# default theme in a wide window (a header's band is what the pinned header covers at the top
# of a scrolled list).
ROW_HEIGHT = 56
HEADER_HEIGHT = ROW_HEIGHT


# Role names as these tests write them (at-spi2-core 2.46, Debian 12), for the names a newer
# at-spi2-core gives the same roles (Debian 13's says "button" for a push button).
# Newer at-spi2-core names; "password text": GTK 4.24's password entry (a text on GTK 4.8 and 4.18).
ROLE_NAMES = {"button": "push button", "password text": "text"}


def role_of(node):
    """The accessible's role, named as on Debian 12 ("push button")."""
    name = node.getRoleName()
    return ROLE_NAMES.get(name, name)


def descendants(accessible, depth=0, max_depth=40, showing_only=False, into=None):
    """Every accessible below `accessible`, depth first (AT-SPI may hand out None children).
    With `showing_only`, hidden subtrees (other stack pages, unused states) are skipped; with
    `into`, the children of nodes for which it is False."""
    if depth > max_depth:
        return
    try:
        children = list(accessible)
    except Exception:  # GLib.GError: the widget went away while we looked (rows recycle)
        return
    for child in children:
        if child is None or (showing_only and not is_showing(child)):
            continue
        yield child
        if into is None or into(child):
            yield from descendants(child, depth + 1, max_depth, showing_only, into)


def shown_text(node):
    """A label's text as painted (its Text), which its accessible name may differ from (a
    fact's value is named "Capital, Nairobi" on GTK 4.8, "Capital" on GTK 4.18)."""
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except NotImplementedError:
        return node.name


def is_fact_value(node, fact=None):
    """Whether `node` is the value of a detail's fact (of `fact`, given one): a label named
    "Capital, Nairobi" on GTK 4.8, one labelled by its fact's label beside it on GTK ≥ 4.14
    (and so named "Capital")."""
    if role_of(node) != "label" or not node.name:
        return False
    if re.match(rf"{re.escape(fact) if fact else '[A-Z][a-z]+'}, ", node.name):
        return True
    return node.name == (fact or node.name) and any(
        relation.getRelationType() == pyatspi.RELATION_LABELLED_BY for relation in node.getRelationSet())


def accessible_name(node):
    """Its name as a screen reader says it: the accessible name, else the text of the labels
    it is labelled by (GTK 4.18 names a menu item only through a relation to its label, a
    label AT-SPI does not list among its children; `find` asks for it of menu items only,
    as reading every nameless node's relations slowed every search)."""
    if node.name:
        return node.name
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            return " ".join(shown_text(relation.getTarget(i)) for i in range(relation.getNTargets()))
    return ""


def is_showing(accessible):
    """Whether it takes up space on screen. (GTK 4.8 marks every widget VISIBLE and none
    SHOWING, so states cannot tell; hidden widgets have an empty box. Objects without a box,
    such as stack pages, count as shown: their children decide.)"""
    try:
        box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    except NotImplementedError:
        return True
    except Exception:  # the widget went away while we looked
        return False
    return box.width > 0 and box.height > 0


def extents(accessible):
    """(x, y, width, height) in window coordinates."""
    box = accessible.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    return (box.x, box.y, box.width, box.height)


def centre(box):
    """The centre point of an (x, y, width, height) box."""
    return box[0] + box[2] // 2, box[1] + box[3] // 2


class AccessibleTree:
    """What an `App` finds through AT-SPI (its `accessible` is the application)."""

    def window(self, title="Almanac"):
        """The top-level frame with this title, once it is shown; or the dialog with this title
        shown inside a frame (libadwaita ≥ 1.5 shows Preferences and About as AdwDialogs there)."""
        return wait_for_value(f"the window '{title}'", lambda: self.shown_window(title))

    def shown_window(self, title):
        """The window (or dialog) with this title if it is shown now, else None."""
        def titled(node, role):
            try:
                return node is not None and role_of(node) == role and node.name == title
            except GLib.GError:  # went away while we looked (a dialog closing)
                return False
        frames = [frame for frame in self.accessible if frame is not None]
        return next((frame for frame in frames if titled(frame, "frame")), None) or next(
            (node for frame in frames for node in descendants(frame, max_depth=1, showing_only=True)
             if titled(node, "dialog")), None)

    def active_window(self, title):
        """The window with this title once it has the keyboard: a compositor activates a new
        window a moment after it is shown, and keys sent before go to the one before. A dialog
        inside a frame has the keyboard once its frame is active and the focus is inside it
        (libadwaita moves it there as the dialog opens; a key sent before goes to the frame's
        page below)."""
        window = frame = self.window(title)
        while role_of(frame) != "frame":
            frame = frame.parent
        wait_for(f"the window '{title}' active", lambda: frame.getState().contains(pyatspi.STATE_ACTIVE))
        self.wait_for_keyboard(frame.name)
        if window is not frame:
            wait_for(f"the focus inside '{title}'", lambda: any(
                node.getState().contains(pyatspi.STATE_FOCUSED) for node in descendants(window, showing_only=True)))
        return window

    def wait_for_keyboard(self, title):
        """Waits until the compositor gives the keyboard to the frame titled `title`: at once
        where its active state says so."""

    def find(self, role, name=None, within=None, timeout=15.0, showing=True):
        """The first accessible with this role (or one of these roles) and name that is shown,
        waiting for it."""
        roles = (role,) if isinstance(role, str) else role

        def search():
            for node in descendants(within or self.accessible, showing_only=showing):
                try:
                    role_name = role_of(node)
                    if role_name in roles and (name is None or node.name == name
                                               or role_name == "menu item" and accessible_name(node) == name):
                        return node
                except Exception:  # went away while we looked
                    continue
            return None
        return wait_for_value(f"a {role} named {name!r}", search, timeout)

    def find_lasting(self, role, name):
        """Like `find`, for a widget that lives as long as the window (a collection's list,
        the switcher): found once, then reused while it is shown. Looking through the tree
        again each time is slow: hidden pages' lists keep hundreds of recycled rows in it."""
        cache = self.__dict__.setdefault("_lasting", {})
        node = cache.get((role, name))
        if node is None or not is_showing(node):
            node = cache[(role, name)] = self.find(role, name)
        return node

    def list_view(self, collection):
        """The shown list of a collection (its accessible name is the collection's)."""
        return self.find_lasting("list", collection)

    def rows(self, collection):
        """(text, y) of every label in a collection's list within its box, top to bottom.

        GTK 4.8 keeps recycled row widgets that are no longer displayed in the accessibility
        tree with the position they last had, so a label found here may be a stale one: use
        this to see that something is shown, and `at_top` for what is at the top."""
        view = self.list_view(collection)
        top, bottom = extents(view)[1], extents(view)[1] + extents(view)[3]
        labels = []
        for node in descendants(view, showing_only=True):
            try:
                if role_of(node) == "label" and node.name:
                    y = extents(node)[1]
                    if top - 2 <= y < bottom:
                        labels.append((node.name, y - top))
            except Exception:  # recycled while we looked
                continue
        return sorted(labels, key=lambda label: label[1])

    def wait_for_rows(self, collection, timeout=15.0):
        """Waits until AT-SPI lists rows in a collection's list (the app has loaded it; see
        `assert_rows_painted` for what is on the screen)."""
        wait_for(f"rows in {collection}", lambda: bool(self.rows(collection)), timeout)

    def at_top(self, collection, text):
        """Whether a label `text` sits at the top edge of a collection's list (a section header
        there has its text within 10 px of the edge)."""
        return any(name == text and -2 <= y <= 10 for name, y in self.rows(collection))

    def labels_right_of(self, x):
        """Texts of the labels shown right of `x` (the detail pane when the window is wide).
        A label destroyed while it is read (a detail being replaced) is left out."""
        def shown_right(node):
            try:
                return role_of(node) == "label" and extents(node)[0] >= x
            except GLib.GError:
                return False
        return [shown_text(node) for node in descendants(self.window(), showing_only=True) if shown_right(node)]

    def labels_containing(self, text):
        """Texts of the shown labels of the main window that contain `text` (a label destroyed
        while it is read, a list row recycled, is left out)."""
        def matches(node):
            try:
                return role_of(node) == "label" and text in (shown_text(node) or "")
            except GLib.GError:
                return False
        return [shown_text(node) for node in descendants(self.window(), showing_only=True) if matches(node)]

    def list_claims(self, collection, below=HEADER_HEIGHT):
        """What AT-SPI says is shown in a collection's list: one (title, label box, item box)
        per list item whose box reaches into the list below its top `below` px (by default
        the band a sticky header may cover). The title is the item's first label (a header's letter, a row's title), None
        for an item without text (the blank end space). GTK 4.8 keeps recycled rows that are
        no longer displayed in the tree with the position they last had, so some claims are
        stale: `rows_painted` sorts them out."""
        view = self.list_view(collection)
        x, top, width, height = extents(view)
        claims = []
        for item in list(view):  # every child of a list is a list item
            try:
                if item is None:
                    continue
                box = extents(item)  # most recycled items have an empty box: skipped cheaply
                if box[3] == 0 or box[1] + box[3] <= top + below or box[1] >= top + height:
                    continue
                label = next((node for node in descendants(item, showing_only=True)
                              if role_of(node) == "label" and node.name), None)
                claims.append((label.name if label else None, extents(label) if label else None, box))
            except Exception:  # recycled while we looked
                continue
        return claims

    def index_strip(self, collection):
        """A collection's index strip (the slider of its letter buttons), found beside its list
        (other pages' strips may still be listed by AT-SPI where they were last shown). Only
        the list's ancestors' children are looked at: the list's own items are many."""
        node = self.list_view(collection)
        for _ in range(4):
            node = node.parent
            for child in node:
                # The strip, or the frame that gives it the height there is (not the list's
                # items: they are many, and some may be gone while they are read).
                inner = child if child is not None and role_of(child) == "panel" else []
                for panel in [child, *inner]:
                    if panel is not None and role_of(panel) in ("panel", "slider") \
                            and any(button is not None and button.name == "#" for button in panel):
                        return panel
        raise LookupError(f"no index strip beside the {collection} list")

    def index_button(self, collection, letter):
        """The button of `letter` in a collection's index strip."""
        return self.find("push button", letter, within=self.index_strip(collection))

    def content_box(self):
        """The window below its header bar."""
        x, y, width, height = extents(self.window())
        header_bottom = self._header_bottom(height)
        return (0, header_bottom, width, height - header_bottom)

    def _header_bottom(self, window_height):
        """The bottom edge of the header bar: of the switcher in it, or, when the switcher is at
        the bottom of a narrow window (libadwaita 1.7), of the largest widget holding one of
        the bar's buttons that is still a bar (not a third of the window high)."""
        _, top, _, height = extents(self.find_lasting("page tab list", None))
        if top < window_height / 3:
            return top + height
        node = self.__dict__.get("_header_button")
        if node is None or not is_showing(node):
            node = self._header_button = wait_for_value("a button in the header bar", lambda: next(
                (node for node in descendants(self.window(), max_depth=14, showing_only=True)
                 if role_of(node) == "push button" and extents(node)[1] < 40), None))
        bottom = None
        while node is not None and role_of(node) != "frame":
            _, y, _, height = extents(node)
            if height > window_height / 3:
                break
            bottom = y + height
            node = node.parent
        return bottom

    def current_collection(self):
        """The name of the collection whose switcher button is selected (None for a moment
        while the switcher is made, before a button is)."""
        tabs = self.find_lasting("page tab list", None)
        return next((node.name for node in tabs if node is not None and node.getState().contains(pyatspi.STATE_SELECTED)),
                    None)

    def _pane_separator(self):
        """The x where the collection's page ends and the detail pane begins (the right edge of
        the shown letter index), or None when one of them fills the content area."""
        width = extents(self.window())[2]
        # Not into the lists (their many rows), which the strips are beside; libadwaita 1.7's
        # widgets put the strips deeper than 1.2's.
        edges = [extents(node)[0] + extents(node)[2]
                 for node in descendants(self.window(), max_depth=24, showing_only=True, into=lambda node: role_of(node) != "list")
                 if node.name == "Index" and role_of(node) != "label"]
        inner = [edge for edge in edges if edge < width - 16]
        return inner[0] if inner else None

    def detail_box(self):
        """Where the detail pane is painted: right of the separator beside the collection's
        page, or the whole content area in a narrow window."""
        content, separator = self.content_box(), self._pane_separator()
        if separator is None:
            return content
        return (separator + 1, content[1], content[2] - separator - 1, content[3])

    def detail_pane(self):
        """The detail's scrolled pane. GTK 4.8 names it "Details"; GTK 4.18 names no scrolled
        window (their label is left out of their name), and "Details" is then the group
        round it, the page of the split view."""
        named = self.find(("scroll pane", "grouping"), "Details")
        if role_of(named) == "scroll pane":
            return named
        return next(node for node in descendants(named) if role_of(node) == "scroll pane")

    def page_box(self):
        """Where the shown collection's page is painted: left of the separator, or the whole
        content area in a narrow window."""
        content, separator = self.content_box(), self._pane_separator()
        return content if separator is None else (0, content[1], separator, content[3])

    def row_label(self, collection, title):
        """The box of the label `title` in a collection's list, where AT-SPI puts it (quicker
        than `find`, which looks into every recycled row)."""
        def search():
            return next((label for text, label, _ in self.list_claims(collection, below=0)
                         if text == title and label is not None), None)
        return wait_for_value(f"a row {title!r} in {collection}", search)
