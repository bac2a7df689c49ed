"""The painted screen: the app as it is drawn, read from a capture of the display with OCR and
pixel checks (painted.py) — the truth a UI test asserts on, since AT-SPI lists rows that are
not on screen and widgets that are blank."""

from pathlib import Path

import painted
from painted import same_text
from tree import HEADER_HEIGHT, descendants, extents, role_of
from waiting import PAINT_TIMEOUT, expect

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
# The text of the first row or header of a list scrolled to it starts within this many px of
# the list's top edge (a header's letter sits in the middle of its band).
AT_TOP = 32


class PaintedScreen:
    """What an `App` reads off the painted screen. Boxes are (x, y, width, height) in window
    coordinates, like `extents`."""

    # What the app is read in: tesseract's models for its texts, and its index titles, told by
    # their shapes in the font fontconfig picks for the language. An app in another locale
    # sets its own.
    ocr_languages = "eng"
    index_titles = painted.INDEX_TITLES
    letter_language = "en"
    right_to_left = False

    def capture(self):
        """The screen as it is painted now (an RGB image)."""
        return painted.capture(self.display.name)

    def crop(self, box, image=None):
        """The part of a capture (a new one unless `image` is given) inside `box`, and inside
        the window (`painted_limit`)."""
        image = self.capture() if image is None else image
        x, y = self.screen_point(box[0], box[1])
        right, bottom = self.painted_limit
        return image.crop((x, y, min(x + box[2], right), min(y + box[3], bottom)))

    def painted_lines(self, box, image=None, modes=(11,)):
        """Lines of text painted inside `box`, top to bottom, in window coordinates (read with
        tesseract's page segmentation `modes`, see `painted.lines`)."""
        return [line.moved(box[0], box[1])
                for line in painted.lines(self.crop(box, image), modes, languages=self.ocr_languages)]

    def toast_text(self, image=None):
        """The text of the toast painted at the bottom of the window ('' when none): its dark
        grey pill is found by the rows where that grey runs at least 120 px (text alone never
        does) between the sides, and read alone — light text on dark, beside list rows, is
        misread in a wider crop."""
        x, y, width, height = self.content_box()
        band = self.crop((x, y + height - 120, width, 120), image)

        def pill_run(row):
            run, best, start, best_start = 0, 0, 0, 0
            for px in range(band.width):
                r, g, b = band.getpixel((px, row))[:3]
                if max(r, g, b) < 110 and max(r, g, b) - min(r, g, b) < 12:
                    if run == 0:
                        start = px
                    run += 1
                    if run > best:
                        best, best_start = run, start
                else:
                    run = 0
            return best_start, best
        rows = [(row, *pill_run(row)) for row in range(band.height)]
        # The pill never touches the band's sides; a run that does is no pill (on GTK 4.18 the
        # band's last rows can lie below the window, on the screen's black).
        rows = [(row, start, length) for row, start, length in rows
                if length >= 120 and 0 < start and start + length < band.width]
        if not rows:
            return ""
        left = min(start for _, start, _ in rows)
        right = max(start + length for _, start, length in rows)
        pill = band.crop((left, rows[0][0], right, rows[-1][0] + 1))
        return " ".join(word.text for line in painted.tesseract(pill, psm=7) for word in line)

    def detail_lines(self, image=None):
        """Lines of text painted in the detail pane (read twice: a large picture can hide the
        title from one way of reading)."""
        return self.painted_lines(self.detail_box(), image, modes=(4, 11))

    def label_painted(self, text, container=None, within=None):
        """Whether a label `text` inside `container` (the window when None), starting inside
        the box `within` when given, is painted where AT-SPI puts it, read alone: a title a
        reading of the whole area missed ("Lion" under a large picture, a row's title beside its
        picture)."""
        for node in descendants(container or self.window(), showing_only=True):
            try:
                if role_of(node) != "label" or node.name != text:
                    continue
                x, y, width, height = extents(node)
                if within and not (within[0] <= x < within[0] + within[2] and within[1] <= y < within[1] + within[3]):
                    continue
            except Exception:  # went away while we looked
                continue
            crop = self.crop((x - 4, y - 4, width + 8, height + 8))
            read = " ".join(word.text for line in painted.tesseract(crop, psm=7, languages=self.ocr_languages)
                            for word in line)
            if same_text(read, text):
                return True
        return False

    def painted_words(self, box, image=None):
        """(text, x, y) of each word painted inside `box`, in window coordinates."""
        return [(word.text, word.x + box[0], word.y + box[1]) for word in painted.words(self.crop(box, image))]

    def painted_text(self, box, image=None):
        """Everything painted inside `box` as one string, line after line."""
        return "\n".join(line.text for line in self.painted_lines(box, image))

    def shows_text(self, box, text, image=None):
        """Whether `text` is painted inside `box` (fuzzy, see `same_text`), on one line."""
        return any(same_text(line.text, text) for line in self.painted_lines(box, image))

    def painted_headers(self, collection, image=None):
        """The section header letters painted in a collection's list (sticky header included),
        top to bottom, in window coordinates."""
        box = extents(self.list_view(collection))
        return [letter.moved(box[0], box[1]) for letter in self._header_letters(self.crop(box, image))]

    def _header_letters(self, area):
        """The header letters of a list's area: at its start, the right edge right to left."""
        column = (area.width - 60, area.width - 6) if self.right_to_left else (6, 60)
        return painted.header_letters(area, column, titles=self.index_titles, language=self.letter_language)

    def painted_rows(self, collection, image=None):
        """(text, y) of what is painted in a collection's list, top to bottom: header letters,
        and the lines of the rows (titles, subtitles, figures); y is the top of the painted
        text from the list's top edge. The painted counterpart of `rows`."""
        image = self.capture() if image is None else image
        box = extents(self.list_view(collection))
        area = self.crop(box, image)
        header_rows = painted.bands(area, 8, painted.is_header_band, min_height=12)
        # Header letters are read by their own pass: what the general one reads on a header
        # band is dropped.
        found = [(letter.text, letter.y) for letter in self._header_letters(area)]
        found += [(line.text, line.y) for line in painted.list_lines(area, languages=self.ocr_languages)
                  if not any(top <= line.centre_y < bottom for top, bottom in header_rows)]
        return sorted(found, key=lambda entry: entry[1])

    def painted_titles(self, collection, image=None):
        """The texts of `painted_rows`, without positions."""
        return [text for text, _ in self.painted_rows(collection, image)]

    def rows_painted(self, collection, minimum=0.8, tolerance=12, image=None):
        """(passed, report): whether the rows AT-SPI says are visible in a list are painted.

        Each titled claim of `list_claims` whose label lies wholly within the list is looked
        for on the screen at its label's height (within `tolerance` px): header letters as
        letters, row titles fuzzily. A claim not painted is excused as stale when another
        claim covering that spot is confirmed: a titled one painted at its own height, or an
        untitled one (the end space) painted blank. At least `minimum` of the titled claims
        must pass; with none to check, the check fails."""
        claims = self.list_claims(collection)
        image = self.capture() if image is None else image
        box = extents(self.list_view(collection))
        area = self.crop(box, image)
        letters = [letter.moved(box[0], box[1]) for letter in self._header_letters(area)]
        lines = [line.moved(box[0], box[1]) for line in painted.list_lines(area, languages=self.ocr_languages)]

        def painted_as_claimed(claim):
            title, label, item = claim
            if title is None:
                return not any(item[1] <= found.centre_y < item[1] + item[3] for found in letters + lines)
            centre_y = label[1] + label[3] / 2
            candidates = letters if len(title) == 1 else lines
            return any(abs(found.centre_y - centre_y) <= tolerance and same_text(found.text, title)
                       for found in candidates)

        confirmed = [claim for claim in claims if painted_as_claimed(claim)]
        checked = [claim for claim in claims if claim[0] is not None
                   and box[1] + HEADER_HEIGHT <= claim[1][1] and claim[1][1] + claim[1][3] <= box[1] + box[3]]
        missing = []
        for claim in checked:
            if claim in confirmed:
                continue
            centre_y = claim[1][1] + claim[1][3] / 2
            if any(other is not claim and other[2][1] <= centre_y < other[2][1] + other[2][3] for other in confirmed):
                continue  # stale: a confirmed row is painted where this one claims to be
            missing.append(claim[0])
        painted_texts = [found.text for found in sorted(letters + lines, key=lambda found: found.y)]
        passed = bool(checked) and len(checked) - len(missing) >= minimum * len(checked)
        report = (f"{len(checked) - len(missing)} of {len(checked)} rows AT-SPI lists as visible in "
                  f"{collection} are painted; not painted: {missing}; painted: {painted_texts}")
        return passed, report

    def assert_rows_painted(self, collection, minimum=0.8, timeout=PAINT_TIMEOUT):
        """Waits until the rows AT-SPI says are visible in a list are really painted (see
        `rows_painted`); fails with what was and was not painted."""
        expect(f"the visible rows of {collection} painted", lambda: self.rows_painted(collection, minimum), timeout)

    def painted_in_order(self, collection, expected, minimum=0.8, image=None, rows=None):
        """(passed, report): whether the texts `expected` (header letters and row titles, top
        to bottom) are painted in a collection's list in that order; at least `minimum` of
        them, and the first two without fail (what sits at the top). A row title the reading of
        the whole list missed counts when its label reads alone (`label_painted`). `rows` are
        the list's `painted_rows` if already read."""
        rows = [text for text, _ in (rows if rows is not None else self.painted_rows(collection, image))]
        position, missing = 0, []
        for want in expected:
            found = next((index for index in range(position, len(rows)) if same_text(rows[index], want)), None)
            if found is None:
                missing.append(want)
            else:
                position = found + 1
        missing = [want for want in missing
                   if len(want) == 1 or not self.label_painted(want, self.list_view(collection))]
        passed = (bool(expected) and not set(expected[:2]) & set(missing)
                  and len(expected) - len(missing) >= minimum * len(expected))
        return passed, f"expected in {collection}, in order: {expected}; not painted: {missing}; painted: {rows}"

    def shows_from_top(self, collection, expected, rows=None):
        """(passed, report): whether a collection's list is painted with the texts `expected`
        from its top edge (the first one at the top), in order (see `painted_in_order`)."""
        rows = self.painted_rows(collection) if rows is None else rows
        at_top = bool(rows) and rows[0][1] <= AT_TOP and same_text(rows[0][0], expected[0])
        passed, report = self.painted_in_order(collection, expected, rows=rows)
        return passed and at_top, ("" if at_top else f"{expected[0]!r} is not at the top; ") + report

    def painted_at_top(self, collection, text, image=None):
        """Whether the first thing painted in a collection's list is `text` (a header letter
        or a row title), with its top within AT_TOP px of the list's top edge."""
        rows = self.painted_rows(collection, image)
        return bool(rows) and rows[0][1] <= AT_TOP and same_text(rows[0][0], text)

    def painted_selection(self, collection, image=None):
        """The first line of text painted on the selected row (the accent-coloured band) of a
        collection's list, or None when no row is painted selected."""
        box = extents(self.list_view(collection))
        area = self.crop(box, image)
        selected = painted.bands(area, 8, painted.is_selection, min_height=20)
        if not selected:
            return None
        # The whole list is read: tesseract reads a band cut out on its own less well.
        for line in painted.list_lines(area, languages=self.ocr_languages):
            if any(top <= line.centre_y < bottom for top, bottom in selected):
                return line.text
        return None

    def background(self, box, image=None):
        """The colour most of `box` is painted in (a button's background, say)."""
        return painted.common_colour(self.crop(box, image))

    def painted_strip_x(self, button, image=None, reach=40):
        """Where an index letter's ink starts (window x): the first full-strength accent pixel
        in the button's row, looking from `reach` px left of where AT-SPI puts it."""
        x, y, width, height = extents(button)
        area = self.crop((x - reach, y, width + 2 * reach, height), image)
        for column in range(area.width):
            if any(painted.is_accent_ink(area.getpixel((column, row))) for row in range(area.height)):
                return x - reach + column
        return None

    def index_letters_painted(self, collection, image=None):
        """The index strip's letters painted at full strength (not dimmed: they have a
        section), in strip order."""
        image = self.capture() if image is None else image
        letters = []
        for button in sorted((node for node in self.index_strip(collection) if node is not None),
                             key=lambda node: extents(node)[1]):
            area = self.crop(extents(button), image)
            if max(painted.accent_strength(pixel) for _, pixel in area.getcolors(area.width * area.height)) > 120:
                letters.append(button.name)
        return letters

    def focus_ring_rows(self, collection, image=None):
        """Tops (window y) of the runs of a list's left edge painted in the focus ring's
        colour: a row showing keyboard focus."""
        box = extents(self.list_view(collection))
        area = self.crop((box[0], box[1], 2, box[3]), image)
        return [box[1] + top for top, _ in painted.bands(area, 0, painted.is_focus_ring, min_height=10)]

    def is_blank(self, box, tolerance=12, fraction=0.995, image=None):
        """Whether `box` is painted in (nearly) one colour: nothing drawn there."""
        return painted.uniform_fraction(self.crop(box, image), tolerance) >= fraction

    def save_screenshot(self, name):
        """Saves the screen under Tests/UI/artifacts/ (to look at what a test saw)."""
        self.display.screenshot(ARTIFACTS / f"{name}.png")
