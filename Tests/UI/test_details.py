"""Details: tapping through rows, flags, species text, cross-links and Back — on the real app."""

from harness import descendants, extents, wait_for


def list_painted(app):
    """Whether the Countries list is painted, judged by its index strip's letters: AT-SPI
    still lists (with its last place) the list a narrow window has slid away."""
    return bool(app.index_letters_painted("Countries"))


def open_row(app, collection, letter, title):
    """Jumps to `letter` in a collection and clicks the row titled `title`."""
    app.click(app.find("page tab", collection))
    app.click(app.find("push button", letter))
    app.click(app.find("label", title, within=app.list_view(collection)))


def detail_x(app, collection):
    """Where the detail pane starts: right of the list and its letter index."""
    view = extents(app.list_view(collection))
    return view[0] + view[2] + 30


def test_kenya_shows_nairobi_and_its_flag(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    open_row(app, "Countries", "K", "Kenya")
    x = detail_x(app, "Countries")
    wait_for("Kenya's capital in the detail", lambda: {"Capital", "Nairobi", "Republic of Kenya"} <= set(app.labels_right_of(x)))
    flags = wait_for("the flag in the detail", lambda: [
        node for node in descendants(app.window(), showing_only=True)
        if node.getRoleName() == "image" and node.name == "Flag of Kenya" and extents(node)[0] > x])
    assert extents(flags[0])[2] >= 300, f"a large flag: {extents(flags[0])}"


def flag_box(app, country, x):
    """The extents of the shown flag of `country` in the detail pane (right of `x`)."""
    flags = wait_for(f"the flag of {country}", lambda: [
        node for node in descendants(app.window(), showing_only=True)
        if node.getRoleName() == "image" and node.name == f"Flag of {country}" and extents(node)[0] > x])
    return extents(flags[0])


def test_flags_keep_one_size_whatever_the_facts_and_the_window(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    x = detail_x(app, "Countries")
    sizes = {}
    for letter, country in [("K", "Kenya"), ("A", "Antarctica"), ("U", "United States"), ("G", "Greenland")]:
        open_row(app, "Countries", letter, country)
        sizes[country] = flag_box(app, country, x)[2:]
    app.resize(1200, 800)
    open_row(app, "Countries", "K", "Kenya")
    sizes["Kenya, wider window"] = flag_box(app, "Kenya", detail_x(app, "Countries"))[2:]
    assert len(set(sizes.values())) == 1, f"one flag size: {sizes}"
    width, height = sizes["Kenya"]
    assert 300 <= width <= 320 and abs(width / height - 4 / 3) < 0.02, sizes


def test_the_wookie_detail_names_shyriiwook(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    open_row(app, "Species", "W", "Wookie")
    x = detail_x(app, "Species")
    paragraph = wait_for("the description", lambda: next(
        (text for text in app.labels_right_of(x) if text.startswith("The Wookie can be identified")), None))
    assert "210 cm" in paragraph and "400 years" in paragraph
    assert {"Language", "Shyriiwook", "Homeworld", "Kashyyyk"} <= set(app.labels_right_of(x))


def test_a_loans_country_opens_the_country_and_back_returns(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    open_row(app, "Loans", "A", "Amina")
    x = detail_x(app, "Loans")
    wait_for("Amina's detail", lambda: "$525" in " ".join(app.labels_right_of(x)) or "US$525" in app.labels_right_of(x))
    app.click(app.find("push button", "Kenya"))
    wait_for("Kenya's detail", lambda: {"Nairobi", "Republic of Kenya"} <= set(app.labels_right_of(x)))
    app.click(app.find("push button", "Back"))
    wait_for("back at the loan", lambda: "Republic of Kenya" not in app.labels_right_of(x)
             and any("dairy cow" in text for text in app.labels_right_of(x)))


def test_back_in_a_narrow_window(app):
    wait_for("Countries rows", lambda: app.rows("Countries"))
    app.resize(600, 650)
    open_row(app, "Countries", "K", "Kenya")
    wait_for("the detail replacing the list", lambda: not list_painted(app))
    app.find("label", "Nairobi")
    app.click(app.find("push button", "Back"))
    wait_for("the list again", lambda: list_painted(app))
    # The list kept its place: Kenya is still there, selected.
    assert "Kenya" in [text for text, _ in app.rows("Countries")]
    # Keyboard: Escape and Alt+Left go back too.
    app.click(app.find("label", "Kenya", within=app.list_view("Countries")))
    wait_for("the detail again", lambda: not list_painted(app))
    app.key("Escape")
    wait_for("the list after Escape", lambda: list_painted(app))
    app.click(app.find("label", "Kenya", within=app.list_view("Countries")))
    wait_for("the detail once more", lambda: not list_painted(app))
    app.key("alt+Left")
    wait_for("the list after Alt+Left", lambda: list_painted(app))
