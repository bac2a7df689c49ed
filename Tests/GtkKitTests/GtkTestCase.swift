import CGtk
@_spi(Raw) import GtkKit
import XCTest

/// Base for tests that need GTK: opens the display (tests run under Xvfb) and bridges
/// main-actor work into the GLib main loop, as `Application.run()` does.
///
/// XCTest on Linux cannot call `@MainActor` test methods, but it calls every test on the main
/// thread; test bodies enter the main actor with `onMain`.
class GtkTestCase: XCTestCase {
    override func setUpWithError() throws {
        let opened = MainActor.assumeIsolated {
            guard Display.open() else { return false }
            MainLoop.integrate()
            return true
        }
        if !opened {
            XCTFail("no display: run the GtkKit tests under Xvfb (xvfb-run -a swift test)")
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

/// Emits a signal that takes no arguments, as `g_signal_emit_by_name` would (variadic in C).
@MainActor
func emit(_ signal: String, on object: Object) {
    let type = g_type_from_name(object.typeName)
    var instance = GValue()
    g_value_init(&instance, type)
    g_value_set_object(&instance, object.pointer)
    g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
    g_value_unset(&instance)
}

/// Counts its own deinitializations, to prove closures are released.
final class DeinitCounter {
    nonisolated(unsafe) static var count = 0
    deinit { DeinitCounter.count += 1 }
}

/// The size GTK would give `widget` in one orientation (minimum and natural, for any size
/// in the other).
@MainActor
func measuredSize(_ widget: Widget, _ orientation: GtkOrientation) -> (minimum: Int, natural: Int) {
    var minimum: gint = 0, natural: gint = 0
    gtk_widget_measure(widget.widget, orientation, -1, &minimum, &natural, nil, nil)
    return (Int(minimum), Int(natural))
}
