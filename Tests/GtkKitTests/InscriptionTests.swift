import CGtk
@testable import GtkKit
import XCTest

/// List rows rely on an inscription's size coming from its font alone: rebinding a row to new
/// text must not change (or need) a measurement.
final class InscriptionTests: GtkTestCase {
    /// Natural width and height.
    @MainActor
    private func size(_ widget: Widget) -> (width: Int, height: Int) {
        (measuredSize(widget, GTK_ORIENTATION_HORIZONTAL).natural, measuredSize(widget, GTK_ORIENTATION_VERTICAL).natural)
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
