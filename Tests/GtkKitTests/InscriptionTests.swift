import CGtk
@testable import GtkKit
import XCTest

/// List rows rely on an inscription's size coming from its font alone: rebinding a row to new
/// text must not change (or need) a measurement.
final class InscriptionTests: GtkTestCase {
    @MainActor
    private func size(_ widget: Widget) -> (width: Int, height: Int) {
        var minimum: gint = 0, width: gint = 0, height: gint = 0
        gtk_widget_measure(widget.widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &width, nil, nil)
        gtk_widget_measure(widget.widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &height, nil, nil)
        return (Int(width), Int(height))
    }

    func testItsSizeDoesNotDependOnItsText() throws {
        onMain {
            let inscription = Inscription()
            let empty = size(inscription)
            XCTAssertGreaterThan(empty.height, 0, "one line of the font")
            for text in ["Åland Islands", String(repeating: "Saint Helena, Ascension and Tristan da Cunha ", count: 10)] {
                inscription.text = text
                XCTAssertEqual(inscription.text, text)
                XCTAssertEqual(size(inscription).width, empty.width, text)
                XCTAssertEqual(size(inscription).height, empty.height, text)
            }
            let label = Label(String(repeating: "Saint Helena ", count: 10))
            XCTAssertGreaterThan(size(label).width, empty.width, "a label, by contrast, is as wide as its text")
        }
    }
}
