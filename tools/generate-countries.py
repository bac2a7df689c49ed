#!/usr/bin/env python3
"""Generates data/countries.json — every ISO 3166-1 country and territory in the shape of the
REST Countries v3.1 API — from Debian's iso-codes (names, codes, language and currency names)
and the PyPI packages countryinfo (capital, population, area, region, subregion, language and
currency codes) and babel (currency symbols, from CLDR). See data/README.md for licenses.

Development-time only; the generated file is committed:
    python3 -m venv /tmp/gen && /tmp/gen/bin/pip install countryinfo==1.0.1 babel==2.18.0
    /tmp/gen/bin/python tools/generate-countries.py > data/countries.json
"""

import glob
import json
import os
import sys

import babel.numbers
import countryinfo

ISO_CODES = "/usr/share/iso-codes/json"

# Names iso-codes inverts ("Virgin Islands, British") and countryinfo does not improve on.
NAME_OVERRIDES = {"VG": "British Virgin Islands", "VI": "United States Virgin Islands"}

# countryinfo still lists currency codes ISO 4217 has withdrawn; iso-codes no longer names them.
# Each is replaced by the code that succeeded it (redenominations of 2013–2018); USS ("same day"
# US dollars, withdrawn in 2014) had no successor and is dropped.
WITHDRAWN_CURRENCIES = {"BYR": "BYN", "MRO": "MRU", "STD": "STN", "VEF": "VES", "ZMK": "ZMW", "USS": None}

# ISO 4217 fund codes (marked as funds in its list one): units of account for indexing and
# settlement, not money people pay with. AlmanacCore's Country.Currency.fundCodes is the same list.
FUND_CURRENCIES = {"BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"}


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


def currency_symbol(code, language_codes, country_code):
    """The symbol CLDR uses for the currency in one of the country's own locales, else in English."""
    for language in language_codes + ["en"]:
        for locale in (f"{language}_{country_code}", language):
            try:
                symbol = babel.numbers.get_currency_symbol(code, locale=locale)
            except Exception:  # babel raises for locales it does not know
                continue
            if symbol and symbol != code:
                return symbol
    return None


def everyday_currencies(codes):
    """The country's currency codes, current ones only, without fund codes, in their order."""
    current = [WITHDRAWN_CURRENCIES.get(code, code) for code in codes if code]
    return list(dict.fromkeys(code for code in current if code and code not in FUND_CURRENCIES))


def number(value):
    return value if isinstance(value, (int, float)) and value > 0 else None


def main():
    countries = iso("3166-1", "3166-1")
    languages = {entry["alpha_2"]: entry for entry in iso("639-3", "639-3") if "alpha_2" in entry}
    currencies = {entry["alpha_3"]: entry["name"] for entry in iso("4217", "4217")}
    infos = countryinfo_by_code()

    records = []
    for entry in sorted(countries, key=lambda entry: entry["alpha_2"]):
        code = entry["alpha_2"]
        info = infos.get(code, {})
        language_codes = [language for language in info.get("languages", []) if language in languages]
        record = {
            "name": {"common": common_name(entry, info), "official": entry.get("official_name", entry["name"])},
            "cca2": code,
            "cca3": entry["alpha_3"],
            "capital": [info["capital"]] if info.get("capital") else [],
            "population": number(info.get("population")),
            "area": number(info.get("area")),
            "region": info.get("region") or None,
            "subregion": info.get("subregion") or None,
            "languages": {
                languages[language]["alpha_3"]: languages[language]["name"].replace(" (macrolanguage)", "")
                for language in language_codes
            },
            "currencies": {
                currency: {"name": currencies.get(currency), "symbol": currency_symbol(currency, language_codes, code)}
                for currency in everyday_currencies(info.get("currencies", [])) if currency in currencies
            },
        }
        records.append({key: value for key, value in record.items() if value is not None})

    json.dump(records, sys.stdout, ensure_ascii=False, indent=1)
    sys.stdout.write("\n")
    print(f"{len(records)} countries; {sum(1 for r in records if r['capital'])} with a capital", file=sys.stderr)


if __name__ == "__main__":
    main()
