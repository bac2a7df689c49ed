"""The same walk through each of the four collections, judged on the painted screen: index
jumps (a letter with a section, a dimmed one, "#"), type-to-jump, opening a detail, Down/Up,
search from the top and after scrolling (one, many and no results), switching collection
and a narrow window. Each step is checked and the walk goes on after a failed step, so one
run reports every step that fails; expectations come from the bundled data."""

import pytest

import painted
from almanac_data import COLLECTIONS, collection
from checks import Steps, from_section, in_detail, narrow_detail, queries, selected, shows_from_top
from harness import expect


def says_no_matches(app):
    """A check: the collection's page says there is nothing to show."""
    def check():
        lines = app.painted_lines(app.page_box())
        return any(painted.same_text(line.text, "No Results") for line in lines), f"painted: {[l.text for l in lines]}"
    return check


def search_checks(app, steps, name, data, context):
    """Types each query into the open search bar and checks what is painted."""
    for kind, query in queries(data).items():
        app.key("ctrl+a")  # the new query replaces the previous one
        app.xdotool("type", "--delay", "50", query)
        results = data.search(query)
        if results.entries:
            steps.expect(f"search {context}, {kind} result(s) for {query!r}: from the top",
                         shows_from_top(app, name, results.flat()), settle=1.0)
        else:
            steps.expect(f"search {context}, no result for {query!r}: says so", says_no_matches(app))


@pytest.mark.parametrize("name", COLLECTIONS)
def test_walk_through_a_collection(app, name):
    data = collection(name)
    sections = data.sections()
    letters = list(sections)
    titles = data.titles()
    steps = Steps()
    expect("Countries painted", shows_from_top(app, "Countries", collection("Countries").flat()))
    app.show(name)
    steps.expect(f"{name} from the top", shows_from_top(app, name, data.flat()))

    # Index jumps: a letter in the middle with a section, a dimmed letter, "#".
    for letter in (letters[len(letters) // 2], data.letters_without_section()[-1], "#"):
        app.jump(letter)
        steps.expect(f"jump to {letter}", shows_from_top(app, name, from_section(data, letter)))

    # Opening a row; Down and Up move the current row, and the detail follows it.
    start = next(letter for letter in letters if len(sections[letter]) >= 2)  # Down stays in the section
    row = sections[start][0]
    following = titles[titles.index(row) + 1]
    app.jump(start)
    steps.expect(f"jump to {start}", shows_from_top(app, name, from_section(data, start)))
    app.click_row(name, row)
    steps.expect(f"{row} opened", selected(app, name, row))
    app.key("Down")
    steps.expect(f"Down from {row}", selected(app, name, following))
    app.key("Up")
    steps.expect(f"Up back to {row}", selected(app, name, row))

    # Type-to-jump (the list has the focus): the section comes to the top and its first row
    # becomes current, the detail showing it.
    target = letters[-2]
    app.key(target.lower())
    steps.expect(f"typing {target.lower()} jumps to {target}", shows_from_top(app, name, from_section(data, target)))
    row = sections[target][0]
    steps.expect(f"typing {target.lower()} makes {row} current", selected(app, name, row))

    # Switching collection: the other has its own list and no detail of ours; ours comes back.
    other = COLLECTIONS[(COLLECTIONS.index(name) + 1) % len(COLLECTIONS)]
    app.show(other)
    steps.expect(f"{other} painted", shows_from_top(app, other, collection(other).flat()))
    steps.expect(f"{row} not beside {other}", in_detail(app, row, present=False))
    app.show(name)
    steps.expect(f"{name} again, where it was", shows_from_top(app, name, from_section(data, target)))
    steps.expect(f"{row} still open in {name}", in_detail(app, row))

    # Search from the top, then after scrolling, with one, many and no results. Home makes the
    # first row current (the detail follows it): that is the open item from here on.
    app.key("ctrl+Home")
    row, following = titles[0], titles[1]
    steps.expect(f"Home: {row} current", selected(app, name, row))
    app.key("ctrl+f")
    app.find("entry", "Search")
    search_checks(app, steps, name, data, "from the top")
    app.key("Escape")
    steps.expect("all rows again after Escape", shows_from_top(app, name, data.flat()))
    app.jump(target)
    steps.expect(f"jump to {target}", shows_from_top(app, name, from_section(data, target)))
    app.key("ctrl+f")
    app.find("entry", "Search")
    search_checks(app, steps, name, data, f"after a jump to {target}")
    app.key("Escape")

    # A narrow window keeps the open item's detail, in the list's place; Back brings the list
    # back where it was (Escape ended the search there); Enter opens the first row shown, where
    # the keyboard focus goes.
    app.resize(600, 650)
    steps.expect(f"narrow: {row}'s detail stays, instead of the list", narrow_detail(app, row, following))
    app.click(app.find("push button", "Back"))
    steps.expect(f"narrow: Back shows the list at {target}", shows_from_top(app, name, from_section(data, target)))
    first = sections[target][0]
    app.key("Return")
    steps.expect(f"narrow: Enter opens {first}", narrow_detail(app, first, titles[titles.index(first) + 1]))
    steps.finish()
