"""The desktop's search: GNOME Shell's calls to Almanac's search provider, made with `gdbus`
as the Shell makes them, D-Bus activation from the installed service file, and `--open`.
What a call opens is checked on the painted screen."""

import json
import os
import re
import subprocess
import tempfile
from pathlib import Path

import pytest
from gi.repository import GLib

from harness import App, StartedElsewhere, almanac_binary, app_environment, expect, wait_for, wait_for_value, ROOT
import shell_search
from shell_search import call, metas, results, strings, subsearch

pytestmark = pytest.mark.package


def painted_detail(app, *texts):
    """Waits until the detail pane paints every one of `texts` (OCR)."""
    def check():
        lines = [line.text for line in app.detail_lines()]
        return all(any(text in line for line in lines) for text in texts), lines
    expect(f"the detail showing {', '.join(texts)}", check, timeout=15)


# MARK: Results and metas


def test_result_sets_match_like_the_list_search_best_first(app):
    app.window()
    assert results("kenya")[0] == "country/KE"
    assert "country/CI" in results("CÔTE")                # capitals and accents do not matter
    assert results("cote")[0] == "country/CI"
    assert results("nairobi")[0] == "country/KE"          # a country's capital finds it
    assert results("wookie") == ["species/3"]
    assert results("koala") == ["animal/koala"]
    assert results("united", "king")[0] == "country/GB"   # every term, in any order
    assert results("king", "united")[0] == "country/GB"
    assert results("qqqqq") == []
    every = results("a")
    for prefix in ("country/", "species/", "loan/", "animal/"):
        assert sum(result.startswith(prefix) for result in every) == 10
    # The first ten "a" results lack Argentina; typing on must still find it.
    assert "country/AR" not in every
    assert "country/AR" in subsearch(every, "ar")
    assert subsearch(results("kenya"), "kenya", "qqqq") == []


def icon_exists(name):
    """Whether the icon theme has an icon of this name (Adwaita or hicolor)."""
    return any(path.stem == name for theme in ("Adwaita", "hicolor")
               for path in Path("/usr/share/icons", theme).rglob(f"{name}.*"))


@pytest.mark.parametrize("terms, address, name", [(["swaziland"], "country/SZ", "Eswatini"),
                                                  (["turkey"], "country/TR", "Türkiye"),
                                                  (["czech", "republic"], "country/CZ", "Czechia"),
                                                  (["holland"], "country/NL", "Netherlands"),
                                                  (["cape", "town"], "country/ZA", "South Africa"),
                                                  (["burma"], "country/MM", "Myanmar"),
                                                  (["ivory", "coast"], "country/CI", "Côte d'Ivoire"),
                                                  (["wookiee"], "species/3", "Wookie")])
def test_items_are_found_by_the_names_people_use(app, terms, address, name):
    app.window()
    assert results(*terms)[0] == address
    (meta,) = metas(address)
    assert meta["name"] == name  # shown by its name of today


def test_metas_name_describe_and_show_an_icon(app):
    app.window()
    loan = next(result for result in results("kenya") if result.startswith("loan/"))
    found = {meta["id"]: meta for meta in metas("country/KE", "species/3", loan, "animal/koala", "country/XX", "nope")}
    assert list(found) == ["country/KE", "species/3", loan, "animal/koala", "country/XX", "nope"]  # each asked for
    kenya = found["country/KE"]
    assert (kenya["name"], kenya["description"]) == ("Kenya", "Nairobi · Africa")
    assert kenya["gicon"].endswith("ke.svg") and Path(kenya["gicon"]).is_file()   # its flag
    wookie = found["species/3"]
    assert (wookie["name"], wookie["description"]) == ("Wookie", "mammal · Shyriiwook")
    assert icon_exists(wookie["gicon"]), wookie["gicon"]
    assert found[loan]["description"].startswith("Kenya · $")
    assert icon_exists(found[loan]["gicon"]), found[loan]["gicon"]
    koala = found["animal/koala"]
    assert koala["name"] == "Koala" and Path(koala["gicon"]).is_file()            # its picture


def test_every_country_result_has_an_icon_gdk_pixbuf_can_load(app):
    """GNOME Shell loads a result's `gicon` file through gdk-pixbuf, which does not recognise
    an SVG that starts with a long comment (47 of the flags): every country's icon must load
    there, as a picture of its own — once the app has looked at the flags, in the background
    5 s after it starts."""
    import gi
    gi.require_version("GdkPixbuf", "2.0")
    from gi.repository import GdkPixbuf
    app.window()
    codes = [country["cca2"] for country in json.loads((ROOT / "data" / "countries.json").read_text(encoding="utf-8"))]

    def loads(icon):
        try:
            return GdkPixbuf.Pixbuf.new_from_file(icon).get_width() >= 32
        except GLib.Error:
            return False

    # A country whose flag file is another's (iso-flags-svg 1.0.2's vi.svg is vg.svg), or that
    # has none (Kosovo), shows no flag: its result has the collection's symbolic icon.
    by_content = {}
    for code in codes:
        flag = Path("/usr/share/iso-flags-svg/country-4x3") / f"{code.lower()}.svg"
        if flag.exists():
            by_content.setdefault(flag.read_bytes(), []).append(code)
    shared = {code for group in by_content.values() if len(group) > 1 for code in group}
    flagless = shared | {code for code in codes
                                    if not (Path("/usr/share/iso-flags-svg/country-4x3") / f"{code.lower()}.svg").exists()}

    def acceptable(address, icon):
        return loads(icon) or (address.split("/")[1] in flagless and not icon.startswith("/"))

    def every_icon_loads():
        icons = {meta["id"]: meta["gicon"] for meta in metas(*[f"country/{code}" for code in codes])}
        unloadable = [address for address, icon in icons.items() if not acceptable(address, icon)]
        return len(icons) == len(codes) and not unloadable, f"{len(icons)} metas; cannot load: {unloadable[:8]}"
    expect("every country's icon loads with gdk-pixbuf", every_icon_loads, timeout=20)


# MARK: Activation from the Shell


def test_activating_a_result_opens_its_detail(app):
    app.window()
    call("ActivateResult", "'country/KE'", strings(["kenya"]), "0")
    painted_detail(app, "Kenya", "Nairobi")
    assert app.current_collection() == "Countries"
    call("ActivateResult", "'species/3'", strings(["wook"]), "0")
    painted_detail(app, "Wookie", "Kashyyyk")
    wait_for("the Species collection", lambda: app.current_collection() == "Species")


def test_launch_search_shows_the_search_in_the_window(app):
    app.window()
    call("LaunchSearch", strings(["united", "king"]), "0")
    app.find("entry", "Search")
    wait_for("only United Kingdom listed", lambda: [text for text, _ in app.rows("Countries")] == ["U", "United Kingdom", "London"])
    expect("United Kingdom painted", lambda: (app.shows_text(app.page_box(), "United Kingdom"),
                                              app.painted_text(app.page_box())), timeout=15)
    expect("the search painted", lambda: (app.shows_text(app.page_box(), "united king"),
                                          app.painted_text(app.page_box())), timeout=15)


def test_launch_search_goes_to_the_collection_of_the_best_result(app):
    app.window()
    app.show("Loans")
    call("LaunchSearch", strings(["wook"]), "0")
    wait_for("the Species collection", lambda: app.current_collection() == "Species")
    wait_for("Wookie listed", lambda: [text for text, _ in app.rows("Species")][:2] == ["W", "Wookie"])
    expect("Wookie painted", lambda: (app.shows_text(app.page_box(), "Wookie"), app.painted_text(app.page_box())),
           timeout=15)


def test_a_very_long_search_keeps_the_app_responsive(app):
    """A 20,000-character search used to be quoted whole on the "No Results" page, whose
    wrapped layout took the main thread for minutes."""
    app.window()
    call("LaunchSearch", strings(["x" * 20_000]), "0")
    app.find("label", "No Results")
    _, elapsed = call("GetInitialResultSet", strings(["kenya"]), timeout=10)
    assert elapsed < 5, f"the app took {elapsed:.1f} s to answer"
    expect("No Results painted", lambda: (app.shows_text(app.page_box(), "No Results"),
                                          app.painted_text(app.page_box())), timeout=15)


def test_a_result_that_is_gone_still_has_a_meta_and_activating_it_says_so_in_words(app):
    app.window()
    # GNOME Shell 43 drops a provider's whole section when a meta is missing.
    (meta,) = metas("loan/99999999")
    assert meta["id"] == "loan/99999999" and meta["name"] == "No longer in Loans", meta
    call("ActivateResult", "'loan/99999999'", strings(["x"]), "0")
    # (OCR reads the l of "loan" on the dark pill as often as not as a t.)
    expect("the toast", lambda: ("oan is not in Loans" in app.toast_text(), app.toast_text()))
    assert app.current_collection() == "Countries"


# MARK: D-Bus activation


def service_files():
    """The installed service file and search provider declaration, or the source ones for a
    build that was not installed (then the service's Exec is a meson template)."""
    service = shell_search.installed_file("dbus-1/services/io.almanac.Almanac.service")
    provider = shell_search.installed_file("gnome-shell/search-providers/io.almanac.Almanac.search-provider.ini")
    return (service or ROOT / "data/desktop/io.almanac.Almanac.service.in",
            provider or ROOT / "data/desktop/io.almanac.Almanac.search-provider.ini")


def test_the_shell_finds_the_provider_and_the_bus_can_start_the_app():
    service, provider = service_files()
    declared = shell_search.read_desktop_file(provider)
    assert declared == {"DesktopId": "io.almanac.Almanac.desktop", "BusName": shell_search.BUS_NAME,
                        "ObjectPath": shell_search.OBJECT_PATH, "Version": "2"}
    entries = shell_search.read_desktop_file(service)
    assert entries["Name"] == shell_search.BUS_NAME
    # Installed: the binary's absolute path; in the source, meson's placeholder for it.
    assert re.fullmatch(r"(/\S*/bin|@bindir@)/almanac --gapplication-service", entries["Exec"]), entries["Exec"]
    desktop = shell_search.installed_file("applications/io.almanac.Almanac.desktop") \
        or ROOT / "data/desktop/io.almanac.Almanac.desktop.in"
    assert shell_search.read_desktop_file(desktop)["DBusActivatable"] == "true"


def activatable(display):
    """Puts the app's service file where the test session's bus looks, its Exec pointing at the
    binary under test in the test environment; returns that environment."""
    service, _ = service_files()
    env = app_environment(display)
    exec_line = shell_search.read_desktop_file(service)["Exec"]
    arguments = exec_line.split(" ", 1)[1]
    settings = " ".join(f"{name}={env[name]}" for name in ("DISPLAY", "GSETTINGS_BACKEND", "XDG_CACHE_HOME", "XDG_DATA_HOME"))
    text = service.read_text().replace(exec_line, f"/usr/bin/env {settings} {almanac_binary()} {arguments}")
    Path(os.environ["ALMANAC_TEST_SERVICES"], "io.almanac.Almanac.service").write_text(text)
    shell_search.bus("ReloadConfig")
    return env


def visible_almanac_windows(env):
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "^Almanac$"], env=env,
                           capture_output=True, text=True)
    return found.stdout.split()


def test_the_search_starts_the_app_without_a_window_and_it_quits_when_idle(display):
    env = activatable(display)
    assert shell_search.owner_pid() is None
    assert results("kenya")[0] == "country/KE"        # the bus started the app for this call
    pid = shell_search.owner_pid()
    process = StartedElsewhere(pid)
    try:
        assert b"--gapplication-service" in Path(f"/proc/{pid}/cmdline").read_bytes()
        assert metas("country/KE")[0]["name"] == "Kenya"
        assert visible_almanac_windows(env) == []
        # It stays while the Shell may still ask, then goes (10 s without a call).
        assert process.poll() is None
        wait_for("the idle app to quit", lambda: process.poll() is not None, timeout=30)
        assert shell_search.owner_pid() is None
    finally:
        process.terminate()


def test_activating_a_result_starts_the_app_on_that_item(display):
    env = activatable(display)
    assert shell_search.owner_pid() is None
    call("ActivateResult", "'species/3'", strings(["wookie"]), "0")
    app = App(display, env=env, process=StartedElsewhere(shell_search.owner_pid()))
    try:
        app.window()
        painted_detail(app, "Wookie", "Kashyyyk")
    finally:
        app.close()


def test_a_link_opened_on_the_desktop_starts_the_app_on_its_item(display):
    """`gio open almanac:country/KE`, as a link clicked in any app: GIO finds the launcher that
    handles the scheme, which is D-Bus activatable, and asks the app (started by the bus) to open it."""
    env = activatable(display)
    share = Path(tempfile.mkdtemp(prefix="almanac-share-"))
    applications = share / "applications"
    applications.mkdir()
    launcher = ROOT / "data/desktop/io.almanac.Almanac.desktop.in"
    (applications / "io.almanac.Almanac.desktop").write_text(
        launcher.read_text().replace("@bindir@/almanac", almanac_binary()))
    subprocess.run(["update-desktop-database", str(applications)], check=True, timeout=30)
    data_dirs = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    opened = subprocess.run(["gio", "open", "almanac:country/KE"], env={**env, "XDG_DATA_DIRS": f"{share}:{data_dirs}"},
                            capture_output=True, text=True, timeout=30)
    assert opened.returncode == 0, opened.stderr
    app = App(display, env=env, process=StartedElsewhere(wait_for_value("the app on the bus", shell_search.owner_pid)))
    try:
        app.window()
        painted_detail(app, "Kenya", "Nairobi")
    finally:
        app.close()


# MARK: --open


def test_open_starts_on_an_item_and_reaches_the_running_window(launch):
    app = launch("--open", "country/KE")
    app.window()
    painted_detail(app, "Kenya", "Nairobi")
    second = subprocess.run([almanac_binary(), "--open", "species/3"], env=app.env, capture_output=True,
                            text=True, timeout=30)
    assert second.returncode == 0, second.stderr
    painted_detail(app, "Wookie", "Kashyyyk")
    wait_for("the Species collection", lambda: app.current_collection() == "Species")


def test_open_with_an_unknown_item_says_so_and_exits_2(app):
    app.window()
    for address, message in [("country/XX", "--open: nothing in Countries has the address country/XX"),
                             ("planet/Tatooine", "--open: 'planet/Tatooine' is not an item's address")]:
        result = subprocess.run([almanac_binary(), "--open", address], env=app.env, capture_output=True,
                                text=True, timeout=30)
        assert result.returncode == 2
        assert message in result.stderr
    assert app.process.poll() is None   # the running window is left as it was
