import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class WrapperCensusTests: GtkTestCase {
    /// Widgets and plain objects are counted while their wrappers live, by their real type.
    func testWrappersAreCountedByTypeWhileTheyLive() {
        onMain {
            let before = WrapperCensus.byTypeName
            var labels: [Label]? = (0..<5).map { Label("\($0)") }
            var model: ListModel<[String]>? = ListModel(["a"])
            var action: Object? = Object(adopting: g_simple_action_new("census", nil))
            let during = WrapperCensus.byTypeName
            XCTAssertEqual(during["GtkLabel", default: 0] - before["GtkLabel", default: 0], 5)
            XCTAssertEqual(during["GtkKitListModel", default: 0] - before["GtkKitListModel", default: 0], 1)
            XCTAssertEqual(during["GSimpleAction", default: 0] - before["GSimpleAction", default: 0], 1)
            withExtendedLifetime((labels, model, action)) {}
            labels = nil
            model = nil
            action = nil
            XCTAssertEqual(WrapperCensus.byTypeName, before)
        }
    }

    /// Two wrappers of one object count twice: the census counts references taken, not objects.
    func testEachWrapperOfAnObjectCounts() {
        onMain {
            let label = Label("once")
            let total = WrapperCensus.total
            var again: Object? = Object(retaining: label.pointer)
            XCTAssertEqual(WrapperCensus.total, total + 1)
            withExtendedLifetime(again) {}
            again = nil
            XCTAssertEqual(WrapperCensus.total, total)
        }
    }

    /// A type whose last wrapper went is left out, rather than listed with zero.
    func testTypesWithNoWrapperLeftAreLeftOut() {
        onMain {
            XCTAssertNil(WrapperCensus.byTypeName["GtkCalendar"])
            var calendar: Widget? = Widget(retaining: gtk_calendar_new())
            XCTAssertEqual(WrapperCensus.byTypeName["GtkCalendar"], 1)
            withExtendedLifetime(calendar) {}
            calendar = nil
            XCTAssertNil(WrapperCensus.byTypeName["GtkCalendar"])
        }
    }
}
