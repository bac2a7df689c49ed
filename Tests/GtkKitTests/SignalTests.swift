import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class SignalTests: GtkTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        DeinitCounter.count = 0
    }

    @MainActor
    private func makeButton() -> Widget {
        Widget(retaining: gtk_button_new_with_label("Press"))
    }

    func testHandlerFiresOnEmission() {
        onMain {
            let button = makeButton()
            var clicks = 0
            button.on(.clicked) { clicks += 1 }
            emit("clicked", on: button)
            emit("clicked", on: button)
            XCTAssertEqual(clicks, 2)
        }
    }

    func testClosuresAreReleasedWhenTheirObjectDies() {
        onMain {
            var button: Widget? = makeButton()
            let clicked = button?.on(.clicked) { [counter = DeinitCounter()] in _ = counter }
            button?.on(.destroy) { [counter = DeinitCounter()] in _ = counter }
            XCTAssertEqual(clicked?.isConnected, true)
            XCTAssertEqual(DeinitCounter.count, 0)
            button = nil  // the last reference: the button is finalized
            XCTAssertEqual(DeinitCounter.count, 2)
            XCTAssertEqual(clicked?.isConnected, false)
            clicked?.disconnect()  // harmless after the object died
        }
    }

    func testDisconnectReleasesClosureAndStopsDelivery() {
        onMain {
            let button = makeButton()
            var clicks = 0
            let connection = button.on(.clicked) { [counter = DeinitCounter()] in
                _ = counter
                clicks += 1
            }
            emit("clicked", on: button)
            connection.disconnect()
            XCTAssertEqual(DeinitCounter.count, 1)
            XCTAssertFalse(connection.isConnected)
            emit("clicked", on: button)
            XCTAssertEqual(clicks, 1)
            connection.disconnect()  // twice is harmless
        }
    }

    func testAfterFlagRunsHandlerAfterDefaultHandlers() {
        onMain {
            let button = makeButton()
            var order: [String] = []
            button.on(.clicked, after: true) { order.append("after") }
            button.on(.clicked) { order.append("before") }
            emit("clicked", on: button)
            XCTAssertEqual(order, ["before", "after"])
        }
    }
}
