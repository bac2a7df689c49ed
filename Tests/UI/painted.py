"""What is painted on the screen, rather than what the accessibility tree claims: screen
captures, OCR with tesseract, fuzzy text matching and pixel checks. The App methods in
harness.py put these together for lists and panes; this module knows nothing of the app.

OCR here reads GTK's default font well when the image is scaled up 2× first (3× misreads
more single letters), with OMP_THREAD_LIMIT=1 (tesseract's threads make it ~4× slower on two
cores; Tests/UI/run sets it: OpenMP reads it once, when the first library using it is loaded,
and PIL is one). Tesseract runs in this process (tesserocr), its models loaded once per
language: the `tesseract` command loads them for each reading, half of its time on a small
crop. Sparse-text mode (psm 11) finds row titles and subtitles next to flags and pictures; it
does not read lone letters such as section headers, which `header_letters` matches against
reference glyphs instead."""

import math
import re
import subprocess
import unicodedata
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageGrab, ImageOps, ImageStat
import tesserocr

OCR_SCALE = 2
INDEX_TITLES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ#"


@dataclass(frozen=True)
class Text:
    """Painted text (a word or a line) and its box, in the coordinates of the image it was
    read from, or in window coordinates once the App has translated it."""
    text: str
    x: int
    y: int
    width: int
    height: int
    confidence: float = 100.0

    @property
    def centre_y(self):
        return self.y + self.height / 2

    def moved(self, dx, dy):
        return Text(self.text, self.x + dx, self.y + dy, self.width, self.height, self.confidence)


def capture(display_name):
    """The whole screen of an X display as an RGB image."""
    return ImageGrab.grab(xdisplay=display_name).convert("RGB")


@cache
def ocr_engine(languages):
    """Tesseract with its models for `languages` loaded, kept for the whole test run."""
    return tesserocr.PyTessBaseAPI(lang=languages)


def tesseract(image, psm=11, whitelist=None, scale=OCR_SCALE, languages="eng"):
    """Words tesseract reads in `image` (scaled up by `scale` first, in grey) with its models
    for `languages` ("rus+eng"), as lists of words per line; boxes are in the coordinates of
    the unscaled image."""
    grey = ImageOps.grayscale(image)
    if ImageStat.Stat(grey).mean[0] < 128:  # light text on a dark band (a selected row)
        grey = ImageOps.invert(grey)
    grey = grey.resize((grey.width * scale, grey.height * scale), Image.LANCZOS)
    engine = ocr_engine(languages)
    engine.SetPageSegMode(psm)
    engine.SetVariable("tessedit_char_whitelist", whitelist or "")
    # As raw bytes: the image then has no resolution, and tesseract estimates one from the
    # text, as the `tesseract` command does with a PNG (tesserocr's SetImage says 96 dpi, and
    # reads Chinese labels worse).
    engine.SetImageBytes(grey.tobytes(), grey.width, grey.height, 1, grey.width)
    lines = {}
    for row in engine.GetTSVText(0).splitlines():
        fields = row.split("\t")
        if len(fields) != 12 or not fields[11].strip():
            continue
        left, top, width, height = (int(value) // scale for value in fields[6:10])
        word = Text(fields[11].strip(), left, top, width, height, float(fields[10]))
        lines.setdefault((fields[2], fields[3], fields[4]), []).append(word)
    return list(lines.values())


def words(image, psm=11):
    """Every word read in `image`, with its box."""
    return [word for line in tesseract(image, psm) for word in line]


def lines(image, modes=(11,), min_confidence=30, languages="eng"):
    """Lines of text read in `image`, top to bottom. Words tesseract is unsure of, or with no
    letter or digit, are dropped: they are mostly pictures read as text ("|", "il"). With
    several page segmentation `modes`, each adds the lines the ones before did not find
    (tesseract's sparse mode 11 misses a title under a large picture that mode 4 reads)."""
    result = []
    for mode in modes:
        for line in tesseract(image, mode, languages=languages):
            kept = [word for word in line if word.confidence >= min_confidence
                    and any(character.isalnum() for character in word.text)]
            if not kept:
                continue
            left, top = min(word.x for word in kept), min(word.y for word in kept)
            right = max(word.x + word.width for word in kept)
            bottom = max(word.y + word.height for word in kept)
            found = Text(" ".join(word.text for word in kept), left, top, right - left, bottom - top,
                         min(word.confidence for word in kept))
            if not any(other.y <= found.centre_y < other.y + other.height and other.x < right and left < other.x + other.width
                       for other in result):
                result.append(found)
    return sorted(result, key=lambda text: (text.y, text.x))


def list_lines(image, band_x=8, languages="eng"):
    """The lines of a list's area, its selected row made legible first (its light text on
    the accent colour inverted to dark on light: tesseract misses it otherwise), without
    the one- and two-character noise pictures give."""
    legible = image.copy()
    for top, bottom in bands(image, band_x, is_selection, min_height=20):
        band = ImageOps.grayscale(legible.crop((0, top, legible.width, bottom)))
        # Light text (white title, light subtitle) becomes black; the accent background white.
        inverted = band.point(lambda value: 0 if value > 175 else 255).convert("RGB")
        # A row's picture (a flag, an animal) is no text: its light parts would become black
        # blots read as letters ("Tasmanian Devil" with its picture read as "ate").
        picture_end = picture_right_edge(image.crop((0, top, image.width, bottom)))
        if picture_end:
            inverted.paste((255, 255, 255), (0, 0, picture_end, inverted.height))
        legible.paste(inverted, (0, top))
    return [line for line in lines(legible, languages=languages) if alnum_count(line.text) >= 3]


def picture_right_edge(band, reach=90):
    """Where the picture at the start of a selected row ends (x), or 0 when it has none: the
    last of its first `reach` columns holding a colour that is neither the accent background
    nor the white text on it (their blends keep blue above 200)."""
    last = 0
    for x in range(8, min(reach, band.width)):
        if any(band.getpixel((x, y))[2] < 190 for y in range(band.height)):
            last = x
    return last + 3 if last else 0


def alnum_count(text):
    """How many letters and digits `text` has (OCR noise read from pictures has one or two)."""
    return sum(character.isalnum() for character in text)


def is_header_band(pixel):
    """Whether a pixel has the faint accent tint of a section header's band (light, bluer than
    it is red): the default light theme, as the UI tests run it."""
    red, _, blue = pixel
    return red > 200 and blue > red + 8


def is_selection(pixel):
    """Whether a pixel has the strong accent colour of a selected row's background."""
    red, _, blue = pixel
    return blue > 180 and blue - red > 100


def is_accent_ink(pixel):
    """Whether a pixel is the accent colour at full strength (index letters, not dimmed)."""
    red, _, blue = pixel
    return blue - red > 120


def accent_strength(pixel):
    """How strongly a pixel shows the accent colour (blue over red): ~175 for the accent
    itself, ~70 at the 0.4 opacity of a dimmed index letter, 0 for greys."""
    red, _, blue = pixel
    return blue - red


def is_focus_ring(pixel):
    """Whether a pixel has the colour of GTK's focus ring (the accent at half strength)."""
    red, _, blue = pixel
    return 120 < red < 200 and blue - red > 60


def colour_distance(one, other):
    """The largest difference between two colours in any channel."""
    return max(abs(a - b) for a, b in zip(one, other))


def common_colour(image):
    """The most common colour of an image: a widget's background."""
    return max(image.getcolors(image.width * image.height))[1]


def pixels(image):
    """An image's pixels in order (Pillow 12 renamed getdata, which Pillow 14 removes)."""
    return list(getattr(image, "get_flattened_data", image.getdata)())


def luminance(pixel):
    """WCAG's relative luminance of an sRGB pixel."""
    def linear(channel):
        value = channel / 255
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (linear(channel) for channel in pixel[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(one, other):
    """WCAG's contrast ratio of two colours: 1 for the same, 21 for black on white."""
    lighter, darker = sorted((luminance(one), luminance(other)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def ink_contrast(image):
    """`contrast` of the ink farthest from the background (the commonest colour) in `image`
    against that background: 1 for a blank image."""
    background = common_colour(image)
    return max((contrast(pixel, background) for pixel in pixels(image.convert("RGB"))), default=1.0)


def ink_columns(image, background, tolerance=40):
    """(left, right) of the widest run of columns of `image` where something differs from the
    `background` colour, or None: where a picture is painted across it."""
    inked = [any(colour_distance(image.getpixel((x, y)), background) > tolerance for y in range(0, image.height, 4))
             for x in range(image.width)]
    return max(true_runs(inked), key=lambda run: run[1] - run[0], default=None)


def true_runs(flags):
    """(start, end) of each run of true values in `flags`."""
    runs, start = [], None
    for index, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = index
        elif not flag and start is not None:
            runs.append((start, index))
            start = None
    return runs


def bands(image, x, predicate, min_height):
    """(top, bottom) of each vertical run of at least `min_height` pixels of column `x` of
    `image` for which `predicate(pixel)` holds."""
    return [(top, bottom) for top, bottom in true_runs(predicate(image.getpixel((x, y))) for y in range(image.height))
            if bottom - top >= min_height]


def header_letters(image, column=(6, 60), band_x=8, titles=INDEX_TITLES, language="en"):
    """Section header letters painted in `image` (a list's area), top to bottom, as Texts in
    the image's coordinates. Only rows on a header band are looked at; each letter in the
    letter column is told by `read_letter`; blots no letter matches well are left out."""
    left, right = column
    grey = ImageOps.grayscale(image.crop((left, 0, right, image.height)))
    letters = []
    for top, bottom in bands(image, band_x, is_header_band, min_height=12):
        band = grey.crop((0, top, grey.width, bottom))
        for glyph_top, glyph_bottom in ink_runs(band):
            piece = band.crop((0, max(0, glyph_top - 2), band.width, min(band.height, glyph_bottom + 2)))
            letter, mismatch, box = read_letter(piece, titles, language)
            if letter is not None and mismatch <= 0.5:
                x0, y0, x1, y1 = box
                letters.append(Text(letter, left + x0, top + max(0, glyph_top - 2) + y0, x1 - x0, y1 - y0,
                                    round(100 * (1 - mismatch), 1)))
    return letters


def ink_runs(grey, darkness=60):
    """(top, bottom) of each run of rows of `grey` holding ink (pixels at least `darkness`
    below the lightest one), i.e. of each line of glyphs."""
    _, light = grey.getextrema()
    width = grey.width
    data = pixels(grey)
    return true_runs(min(data[row * width:(row + 1) * width]) <= light - darkness for row in range(grey.height))


# Lone capitals are what tesseract reads worst (it returns nothing for "B" or "N" on a header
# band, however scaled), so a header letter is matched against the 27 index titles drawn in
# the sans-serif bold font fontconfig picks, as GTK does here: shapes scaled to one height
# and thresholded, compared pixel by pixel, with the width-to-height ratio weighing in (it
# tells "I" from "J" and "T").
GLYPH_HEIGHT = 32


def _glyph(grey):
    """(shape, aspect, box): the ink of `grey` cropped, scaled to GLYPH_HEIGHT and
    thresholded, its width-to-height ratio, and its box in `grey`; None without ink."""
    dark, light = grey.getextrema()
    if light - dark < 60:
        return None
    box = grey.point(lambda value: 255 if value < (dark + light) / 2 else 0).getbbox()
    ink = grey.crop(box)
    aspect = ink.width / ink.height
    ink = ink.resize((max(1, round(GLYPH_HEIGHT * aspect)), GLYPH_HEIGHT), Image.LANCZOS)
    dark, light = ink.getextrema()
    return ink.point(lambda value: 0 if value < (dark + light) / 2 else 255), aspect, box


@cache
def _reference_glyphs(titles, language):
    # The font that has the titles' letters, as Pango falls back to one for a letter the first
    # font lacks.
    letters = " ".join(sorted({f"{ord(character):x}" for title in titles for character in title if character not in "#…"}))
    font_file = subprocess.run(["fc-match", "-f", "%{file}", f"sans-serif:bold:lang={language}:charset={letters}"],
                               capture_output=True, text=True, check=True).stdout
    font = ImageFont.truetype(font_file, 96)
    glyphs = {}
    for title in titles:
        canvas = Image.new("L", (160, 160), 255)
        ImageDraw.Draw(canvas).text((20, 10), title, font=font, fill=0)
        glyphs[title] = _glyph(canvas)
    return glyphs


def _mismatch(glyph, reference):
    """How unlike two glyphs are: differing pixels over the ink of both, plus the difference
    of their proportions."""
    (shape, aspect, _), (other, other_aspect, _) = glyph, reference
    width = max(shape.width, other.width) + 2
    canvases = []
    for picture in (shape, other):
        canvas = Image.new("L", (width, GLYPH_HEIGHT), 255)
        canvas.paste(picture, ((width - picture.width) // 2, 0))
        canvases.append(canvas)
    differing = ImageStat.Stat(ImageChops.difference(*canvases)).sum[0] / 255
    ink = sum(ImageStat.Stat(ImageOps.invert(canvas)).sum[0] for canvas in canvases) / 255
    return differing / max(1.0, ink) + abs(math.log(aspect / other_aspect))


def read_letter(grey, titles=INDEX_TITLES, language="en"):
    """(letter, mismatch, box): the index title (of `titles`, drawn in the font fontconfig
    picks for `language`) a single glyph in a grey image looks most like, how unlike it is
    (0 = the same; a real letter here scores under ~0.45), and its box; (None, None, None)
    when there is no ink."""
    glyph = _glyph(grey)
    if glyph is None:
        return None, None, None
    references = _reference_glyphs(tuple(titles), language).items()
    mismatch, letter = min((_mismatch(glyph, reference), title) for title, reference in references if reference)
    return letter, mismatch, glyph[2]


def uniform_fraction(image, tolerance=12):
    """The fraction of pixels of `image` within `tolerance` (per channel) of its most common
    colour: 1.0 for a blank area."""
    colours = image.getcolors(image.width * image.height)
    _, common = max(colours)
    near = sum(count for count, colour in colours
               if all(abs(a - b) <= tolerance for a, b in zip(colour, common)))
    return near / (image.width * image.height)


# Fuzzy text matching: OCR drops accents, confuses a letter now and then, prefixes noise read
# from a flag ("~F American Samoa") and shows where GTK ellipsized a title ("Tristan da ...").

def normalized(text):
    """Lower case, no diacritics, letters (of any script), digits and single spaces only."""
    decomposed = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("Ø", "O"))
    plain = "".join(character for character in decomposed if not unicodedata.combining(character))
    return re.sub(r"\s+", " ", re.sub(r"(?:[^\w#]|_)+", " ", plain.casefold())).strip()


def allowed_edits(expected):
    """Edits tolerated when finding `expected` (normalized): none for short words, about one
    in six characters for longer ones."""
    return 0 if len(expected) <= 4 else max(1, len(expected) // 6)


def edit_distance_within(needle, haystack, prefix_at_end=0):
    """The fewest edits that make `needle` a substring of `haystack`. With `prefix_at_end`, a
    prefix of `needle` at least that long may stand at the very end of `haystack` instead
    (`haystack` was cut off there, as an ellipsized label is)."""
    previous = [0] * (len(haystack) + 1)  # the needle may start anywhere in the haystack
    best_prefix = len(needle)
    for i, character in enumerate(needle, start=1):
        current = [i] + [0] * len(haystack)
        for j, other in enumerate(haystack, start=1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (character != other))
        if prefix_at_end and i >= prefix_at_end:
            best_prefix = min(best_prefix, current[-1])
        previous = current
    return min(min(previous), best_prefix)


def same_text(painted, expected):
    """Whether painted (OCR) text shows `expected`: case- and accent-insensitive, allowing a
    few OCR errors, noise around it, and an ellipsis cutting it short."""
    want, got = normalized(expected), normalized(painted)
    if not want or not got:
        return False
    if len(want) == 1:
        return want in got.split()
    if " " not in want and not want.isascii():  # OCR splits words of other scripts ("カナ ダ")
        got = got.replace(" ", "")
    cut = painted.rstrip().endswith(("...", "…", "..")) and len(want) > 8
    edits = edit_distance_within(want, got, prefix_at_end=8 if cut else 0)
    return edits <= allowed_edits(want)
