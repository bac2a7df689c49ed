"""The app in German: its own words from po/de.po, country names from iso-codes."""

import re
import subprocess

from harness import App, descendants, wait_for


def test_the_app_speaks_german_and_sorts_deutschland_under_d(display):
    if "de_DE.utf8" not in subprocess.run(["locale", "-a"], capture_output=True, text=True).stdout:
        raise RuntimeError("the de_DE.UTF-8 locale is missing (tools/dev test generates it)")
    app = App(display, env={"LANG": "de_DE.UTF-8", "LANGUAGE": "de", "LC_ALL": ""})
    try:
        for tab in ["Länder", "Spezies", "Kredite", "Tiere"]:
            app.find("page tab", tab)
        app.find("push button", "Hauptmenü")
        # The list's accessible name is the collection's name, in German too.
        wait_for("rows", lambda: app.rows("Länder"))
        app.click(app.find("push button", "D"))
        wait_for("the D header at the top", lambda: app.at_top("Länder", "D"))
        wait_for("Deutschland under D", lambda: "Deutschland" in [text for text, _ in app.rows("Länder")])
        app.click(app.find("label", "Deutschland", within=app.list_view("Länder")))
        def labels():
            return {node.name for node in descendants(app.window(), showing_only=True) if node.getRoleName() == "label"}
        wait_for("German facts", lambda: {"Hauptstadt", "Berlin", "Einwohner"} <= labels())
        assert any(re.fullmatch(r"\d{1,3}(\.\d{3})+", text) for text in labels()), "a population grouped with dots"
        assert not any(text == "Germany" for text, _ in app.rows("Länder"))
    finally:
        app.close()
