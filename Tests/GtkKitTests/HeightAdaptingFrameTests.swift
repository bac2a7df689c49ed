import CGtk
@testable import GtkKit
import XCTest

final class HeightAdaptingFrameTests: GtkTestCase {
    func testItAsksForItsChildsWidthAndNaturalHeightButNoMinimumHeight() throws {
        onMain {
            let column = Box(.vertical)
            for letter in ["A", "B", "C", "D"] { column.append(Label(letter)) }
            let frame = HeightAdaptingFrame(child: column)
            XCTAssertGreaterThan(column.minimumHeight, 0)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_VERTICAL).minimum, 0)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_VERTICAL).natural, measuredSize(column, GTK_ORIENTATION_VERTICAL).natural)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_HORIZONTAL).minimum, measuredSize(column, GTK_ORIENTATION_HORIZONTAL).minimum)
        }
    }
}
