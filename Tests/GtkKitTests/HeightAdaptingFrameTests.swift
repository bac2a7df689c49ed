import CGtk
@testable import GtkKit
import XCTest

final class HeightAdaptingFrameTests: GtkTestCase {
    @MainActor
    private func measure(_ widget: Widget, _ orientation: GtkOrientation) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(widget.widget, orientation, -1, &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    func testItAsksForItsChildsWidthAndNaturalHeightButNoMinimumHeight() throws {
        onMain {
            let column = Box(.vertical)
            for letter in ["A", "B", "C", "D"] { column.append(Label(letter)) }
            let frame = HeightAdaptingFrame(child: column)
            XCTAssertGreaterThan(column.minimumHeight, 0)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_VERTICAL).minimum, 0)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_VERTICAL).natural, measure(column, GTK_ORIENTATION_VERTICAL).natural)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_HORIZONTAL).minimum, measure(column, GTK_ORIENTATION_HORIZONTAL).minimum)
        }
    }
}
