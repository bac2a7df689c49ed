import GtkKit
import XCTest

/// Base for tests that need GTK, as in GtkKitTests: opens the display (tests run under Xvfb)
/// and bridges main-actor work into the GLib main loop, as `Application.run()` does. Test
/// bodies enter the main actor with `onMain` (XCTest on Linux calls them on the main thread).
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        let opened = MainActor.assumeIsolated {
            guard Display.open() else { return false }
            MainLoop.integrate()
            return true
        }
        if !opened {
            XCTFail("no display: run the Pictures tests under Xvfb (xvfb-run -a swift test)")
            throw XCTSkip("no display")
        }
    }

    /// Runs a test body on the main actor (XCTest already runs it on the main thread).
    func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    /// Lets GTK run until `condition` holds; fails the test after `timeout` seconds.
    @MainActor
    func waitUntil(_ what: String, timeout: Double = 10, _ condition: () -> Bool,
                   file: StaticString = #filePath, line: UInt = #line) {
        if !MainLoop.iterate(until: condition, timeout: timeout) {
            XCTFail("timed out waiting until \(what)", file: file, line: line)
        }
    }
}
