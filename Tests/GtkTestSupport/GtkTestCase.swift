import GtkKit
import XCTest

/// Base for the test targets' tests that need GTK: opens the display (tests run under Xvfb) and bridges
/// main-actor work into the GLib main loop, as `Application.run()` does.
///
/// XCTest on Linux cannot call `@MainActor` test methods, but it calls every test on the main
/// thread; test bodies enter the main actor with `onMain`.
open class GtkTestCase: XCTestCase {
    override open func setUpWithError() throws {
        let opened = MainActor.assumeIsolated {
            guard Display.open() else { return false }
            MainLoop.integrate()
            return true
        }
        if !opened {
            XCTFail("no display: run the tests under Xvfb (xvfb-run -a swift test)")
            throw XCTSkip("no display")
        }
    }

    /// Runs a test body on the main actor (XCTest already runs it on the main thread).
    public func onMain(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    /// Lets GTK run until `condition` holds; fails the test after `timeout` seconds.
    @MainActor
    public func waitUntil(_ what: String, timeout: Double = 10, _ condition: () -> Bool,
                   file: StaticString = #filePath, line: UInt = #line) {
        if !MainLoop.iterate(until: condition, timeout: timeout) {
            XCTFail("timed out waiting until \(what)", file: file, line: line)
        }
    }
}
