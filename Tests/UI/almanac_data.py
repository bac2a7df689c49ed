"""What the bundled data files (data/) say each collection holds: row titles, the text search
also looks at, sections by index letter, and search results. Tests take their expectations
from here rather than hard-coding names. Sorting approximates the app's collation (accents
and case folded); tests rely on it for section membership and the ends of sections."""

import json
import unicodedata
from dataclasses import dataclass
from functools import cache

from harness import ROOT

INDEX_TITLES = [chr(code) for code in range(ord("A"), ord("Z") + 1)] + ["#"]


def fold(text):
    """Lower case without diacritics, as the app compares names and search text."""
    decomposed = unicodedata.normalize("NFKD", text.replace("ø", "o").replace("Ø", "O"))
    return "".join(character for character in decomposed if not unicodedata.combining(character)).casefold()


def index_title(name):
    """The index letter of a name: its first letter without accents, "#" for anything else."""
    first = fold(name)[:1].upper()
    return first if "A" <= first <= "Z" else "#"


@dataclass(frozen=True)
class Entry:
    title: str
    subtitle: str | None
    searched: tuple  # the texts search looks in: the title, and the secondary text if any


@dataclass(frozen=True)
class Collection:
    name: str
    entries: tuple  # sorted

    def sections(self):
        """{index title: [titles]} in index order."""
        result = {}
        for entry in self.entries:
            result.setdefault(index_title(entry.title), []).append(entry.title)
        return result

    def titles(self):
        return [entry.title for entry in self.entries]

    def section_shown_for(self, letter):
        """The section a jump to `letter` shows: its own, else the next letter's, else the last
        letter's before it (not "…" or "#"), else the next one, else the last."""
        sections = list(self.sections())
        wanted = INDEX_TITLES.index(letter)
        following = next((title for title in sections if INDEX_TITLES.index(title) >= wanted), None)
        letters = [title for title in sections if title.isalpha()]
        if letter.isalpha() and letters and not (following and following.isalpha()):
            return letters[-1]
        return following or sections[-1]

    def letters_without_section(self):
        """Index letters with no section, that have a following section (shown dimmed)."""
        sections = self.sections()
        last = INDEX_TITLES.index(list(sections)[-1])
        return [letter for letter in INDEX_TITLES[:last] if letter not in sections]

    def search(self, query):
        """The collection as a search for `query` shows it (name or secondary text contains it)."""
        needle = fold(query.strip())
        return Collection(self.name, tuple(entry for entry in self.entries
                                           if any(needle in fold(text) for text in entry.searched)))

    def flat(self):
        """Titles as the list shows them: each section's letter, then its rows."""
        return [title for letter, titles in self.sections().items() for title in [letter, *titles]]


def _sorted(name, entries):
    order = sorted(entries, key=lambda entry: (INDEX_TITLES.index(index_title(entry.title)), fold(entry.title)))
    return Collection(name, tuple(order))


# What AlmanacCore's SpeciesCorrections puts right in SWAPI's records (by their URL's path),
# and the canonical spellings it adds as other names.
SPECIES_CORRECTIONS = {
    "/api/species/3/": {"other_names": ["Wookiee"]},
    "/api/species/4/": {"classification": "reptilian", "designation": "sentient"},
    "/api/species/11/": {"language": "Neimoidian", "other_names": ["Neimoidian"]},
}


@cache
def collection(name):
    """The bundled Countries, Species, Loans or Animals."""
    data = ROOT / "data"
    if name == "Countries":
        countries = json.loads((data / "countries.json").read_text())
        return _sorted(name, [Entry(country["name"]["common"], ", ".join(country.get("capital") or []) or None,
                                    (country["name"]["common"], *(country.get("capital") or []),
                                     *country.get("altSpellings", [])))
                              for country in countries])
    if name == "Species":
        species = json.loads((data / "species.json").read_text())["results"]
        entries = []
        for one in species:
            one = {**one, **SPECIES_CORRECTIONS.get("/api" + one["url"].split("/api", 1)[1], {})}
            language = one.get("language")
            language = None if (language or "").lower() in ("n/a", "unknown", "") else language
            # A language named as the species is (Aleena's "Aleena") is not repeated in its row.
            language = None if language and fold(language) == fold(one["name"]) else language
            subtitle = " · ".join(text for text in (one.get("classification"), language) if text) or None
            entries.append(Entry(one["name"], subtitle, (one["name"], subtitle or "", *one.get("other_names", []))))
        return _sorted(name, entries)
    if name == "Loans":
        loans = json.loads((data / "loans.json").read_text())["loans"]
        entries = []
        for loan in loans:
            subtitle = " · ".join(text for text in (loan["location"].get("country"), (loan.get("use") or "").strip()) if text)
            entries.append(Entry(loan["name"], subtitle or None,
                                 (loan["name"], subtitle, *(loan.get(key) or "" for key in ("sector", "activity")))))
        return _sorted(name, entries)
    if name == "Animals":
        animals = json.loads((data / "animals.json").read_text())
        return _sorted(name, [Entry(animal["name"], None, (animal["name"],)) for animal in animals])
    raise KeyError(name)


COLLECTIONS = ["Countries", "Species", "Loans", "Animals"]
