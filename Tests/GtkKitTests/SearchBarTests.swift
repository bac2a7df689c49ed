import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class SearchBarTests: GtkTestCase {
    /// Focused again (libadwaita ≥ 1.4's split view takes the focus from it and gives it back as
    /// it folds), the entry selects its whole text, and the next key typed would replace the
    /// query: the caret goes back where it was. A selection the app made itself stays.
    func testTheCaretComesBackAfterARefocus() {
        onMain {
            let window = Widget(retaining: gtk_window_new())
            let bar = SearchBar(accessibleName: "Search")
            gtk_window_set_child(window.pointer.cast(), bar.widget)
            bar.isSearching = true
            gtk_window_present(window.pointer.cast())
            waitUntil("the entry shown") { bar.entry.isMapped }
            XCTAssertTrue(bar.entry.grabFocus())
            bar.text = "kenya"
            gtk_editable_set_position(bar.entry.pointer.opaque, 3)

            focusAgain(bar, in: window)
            XCTAssertEqual(selection(bar), 0..<5, "GtkText selects its text when focused again")
            bar.keepCaretAfterRefocus()
            XCTAssertNil(selection(bar))
            XCTAssertEqual(gtk_editable_get_position(bar.entry.pointer.opaque), 3)

            bar.selectText()  // Ctrl+F: typing replaces the query
            focusAgain(bar, in: window)
            bar.keepCaretAfterRefocus()
            XCTAssertEqual(selection(bar), 0..<5)
            gtk_window_destroy(window.pointer.cast())
        }
    }

    @MainActor
    private func focusAgain(_ bar: SearchBar, in window: Widget) {
        // The split view gives the focus back to the widget that had it: the entry's GtkText
        // (the entry itself focuses its text without selecting).
        gtk_window_set_focus(window.pointer.cast(), nil)
        XCTAssertNotEqual(gtk_widget_grab_focus(gtk_editable_get_delegate(bar.entry.pointer.opaque)?.cast()), 0)
    }

    @MainActor
    private func selection(_ bar: SearchBar) -> Range<Int32>? {
        var start: Int32 = 0, end: Int32 = 0
        guard gtk_editable_get_selection_bounds(bar.entry.pointer.opaque, &start, &end) != 0 else { return nil }
        return start..<end
    }
}
