import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class ListViewTests: GtkTestCase {
    /// A list in a page not shown yet (another collection, loading while the window opens) makes
    /// no rows however its model changes; once shown it binds its rows.
    func testAListNotYetShownBindsNoRowsUntilItIs() {
        onMain {
            let model = ListModel(["Bear"])
            var made = 0
            var bound: [String] = []
            let list = ListView(model: model, makeRow: { () -> TextRow in made += 1; return TextRow() }) { row, text, _ in
                row.label.text = text
                bound.append(text)
            }
            let stack = Stack(crossfades: false)
            stack.add(Label("shown"), name: "shown")
            stack.add(ScrolledWindow(child: list), name: "hidden")
            let window = TestWindow(showing: stack)
            defer { window.close() }
            waitUntil("the window is shown") { stack.isMapped }

            model.update((0..<500).map { "Row \($0)" }, position: 0, removed: 1, added: 500)
            var frames = 0
            let clock = gtk_widget_get_frame_clock(stack.widget)
            clock?.on(.afterPaint) { frames += 1 }
            stack.queueDraw()
            waitUntil("two frames are painted") { frames >= 2 }
            XCTAssertEqual(made, 0, "no row is made for a list nobody has seen")
            XCTAssertTrue(bound.isEmpty)

            stack.visibleChildName = "hidden"
            waitUntil("the shown list binds its first rows") { bound.contains("Row 0") }
            XCTAssertEqual(list.boundRows.first { $0.position == 0 }?.row.label.text, "Row 0")
        }
    }
}

extension ListViewTests {
    /// Replacing everything costs GTK the rows it shows, not one item per new row: told as one
    /// change, GTK 4.8 reads every added item looking for the rows it keeps track of.
    func testReplacingEverythingReadsOnlyTheRowsShown() {
        onMain {
            let reads = ReadCounter()
            let model = ListModel(CountedRows(base: 0..<100_000, reads: reads))
            let list = ListView(model: model, makeRow: { TextRow() }) { row, value, _ in row.label.text = String(value) }
            let window = TestWindow(showing: ScrolledWindow(child: list))
            defer { window.close() }
            waitUntil("the list binds its rows") { list.boundRows.contains { $0.position == 0 } }
            list.selectedPosition = 3

            reads.count = 0
            model.replaceAll(with: CountedRows(base: 500_000..<600_000, reads: reads))
            waitUntil("the new rows are shown") { list.boundRows.first { $0.position == 0 }?.row.label.text == "500000" }
            XCTAssertLessThan(reads.count, 2_000, "GTK read \(reads.count) items for a list showing a few dozen")
        }
    }
}

extension ListViewTests {
    /// A search replaces the whole list: GTK 4.8 then destroys every row's list item and asks
    /// for new rows. The list hands out the rows it had instead of making ~200 new ones.
    func testReplacingEverythingReusesTheRowsItHad() {
        onMain {
            let model = ListModel((0..<10_000).map { "Row \($0)" })
            var made = 0
            let list = ListView(model: model, makeRow: { () -> TextRow in made += 1; return TextRow() }) { row, text, _ in
                row.label.text = text
            }
            let window = TestWindow(showing: ScrolledWindow(child: list))
            defer { window.close() }
            waitUntil("the list binds its rows") { list.boundRows.contains { $0.position == 0 } }
            let first = made
            XCTAssertGreaterThan(first, 20)

            for search in ["a", "b", "c"] {
                model.replaceAll(with: (0..<5_000).map { "\(search) \($0)" })
                waitUntil("the rows of \(search) are shown") {
                    list.boundRows.first { $0.position == 0 }?.row.label.text == "\(search) 0"
                }
            }
            XCTAssertLessThanOrEqual(made, first + 10, "rows made for three replacements of the list")
        }
    }
}

extension ListViewTests {
    /// Rows are found by position from what was gathered after the last change: items inserted
    /// far above the rows GTK keeps move those rows, and they are found at their new place.
    func testRowsAreFoundAtTheirPositionAfterItemsAreInsertedAbove() {
        onMain {
            let model = ListModel((0..<1_000).map { "Row \($0)" })
            let list = ListView(model: model, makeRow: { TextRow() }) { row, text, _ in row.label.text = text }
            let window = TestWindow(showing: ScrolledWindow(child: list))
            defer { window.close() }
            list.scrollTo(500)
            waitUntil("the list binds the rows around 500") { list.row(at: 500)?.label.text == "Row 500" }

            model.update(["New 0", "New 1", "New 2"] + (0..<1_000).map { "Row \($0)" }, position: 0, removed: 0, added: 3)
            XCTAssertEqual(list.row(at: 503)?.label.text, "Row 500")
            XCTAssertNotEqual(list.row(at: 500)?.label.text, "Row 500")
        }
    }
}

/// A 300 × 400 window showing `content`, presented; `close()` destroys it.
@MainActor
private struct TestWindow {
    let window = Widget(retaining: gtk_window_new())
    let content: Widget

    init(showing content: Widget) {
        self.content = content
        gtk_window_set_default_size(window.as(GtkWindow.self), 300, 400)
        gtk_window_set_child(window.as(GtkWindow.self), content.widget)
        gtk_window_present(window.as(GtkWindow.self))
    }

    func close() { gtk_window_destroy(window.as(GtkWindow.self)) }
}

/// Counts the elements read from a `CountedRows`.
private final class ReadCounter { var count = 0 }

/// A range whose element reads are counted.
private struct CountedRows: RandomAccessCollection {
    let base: Range<Int>
    let reads: ReadCounter
    var startIndex: Int { 0 }
    var endIndex: Int { base.count }
    subscript(position: Int) -> Int {
        reads.count += 1
        return base.lowerBound + position
    }
}

/// A row that is one label.
@MainActor
private final class TextRow: ListRow {
    let label = Label("")
    var root: Widget { label }
}

extension ListViewTests {
    /// `GtkQuirks.focusLostWithItsRow`: once the focused row goes with the rows replaced, the
    /// window's focus is on no widget of the window (4.8: none; 4.10 and later: the unparented
    /// row, until the window's next layout), so a key pressed then is lost. The list taking the
    /// focus back at once, as `SectionedListView` does, puts it in the window again.
    func testTheFocusGoesNowhereWithItsRowUntilTheListTakesItBack() {
        onMain {
            let model = ListModel((0..<50).map { "Row \($0)" })
            let list = ListView(model: model, makeRow: { TextRow() }) { row, text, _ in row.label.text = text }
            let window = TestWindow(showing: ScrolledWindow(child: list))
            defer { window.close() }
            waitUntil("the list binds its rows") { list.boundRows.contains { $0.position == 0 } }
            list.focus(2, fromOutside: true)
            XCTAssertTrue(focusIsInTheWindow(of: list) && list.hasFocusWithin, "a row has the focus")

            model.replaceAll(with: ["Only row"])
            XCTAssertEqual(GtkQuirks.focusLostWithItsRow, !focusIsInTheWindow(of: list),
                           "GTK \(gtk_get_minor_version()) no longer loses the focus with its row: turn the quirk off")
            XCTAssertTrue(list.grabFocus())
            XCTAssertTrue(focusIsInTheWindow(of: list), "the list took the focus back")
        }
    }

    /// Whether the window's focus is a widget in the window (not none, nor one taken out of it).
    @MainActor
    private func focusIsInTheWindow(of widget: Widget) -> Bool {
        guard let root = gtk_widget_get_root(widget.widget), let focus = gtk_root_get_focus(root) else { return false }
        return gtk_widget_get_root(focus) == root
    }
}
