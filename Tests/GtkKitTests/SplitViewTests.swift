import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class LeafletTests: GtkTestCase {
    /// Folded, a leaflet slides between its children again and again without keeping memory:
    /// libadwaita 1.2's default transition (the next child sliding over the last, with a
    /// shadow) kept about 26 KB per transition, found by the soak (Benchmarks/soak).
    func testTransitionsKeepNoMemory() {
        onMain {
            let window = Widget(retaining: gtk_window_new())
            let leaflet = Leaflet()
            for name in ["list", "detail"] {
                let column = Box(.vertical)
                for line in 0..<30 { column.append(Label("\(name): line \(line) of some text to draw")) }
                leaflet.append(column, name: name)
            }
            gtk_window_set_default_size(window.pointer.cast(), 360, 600)
            gtk_window_set_child(window.pointer.cast(), leaflet.widget)
            gtk_window_present(window.pointer.cast())
            waitUntil("the leaflet folded") { leaflet.isFolded && leaflet.isMapped }
            @MainActor func flip(_ times: Int) {
                for time in 0..<times {
                    leaflet.visibleChildName = time % 2 == 0 ? "detail" : "list"
                    waitUntil("the transition over") { adw_leaflet_get_child_transition_running(leaflet.pointer.opaque) == 0 }
                }
            }
            flip(10)
            let before = mallinfo2().uordblks
            flip(40)
            let grown = Int(mallinfo2().uordblks) - Int(before)
            XCTAssertLessThan(grown, 300_000, "40 transitions kept \(grown) bytes")
            gtk_window_destroy(window.pointer.cast())
        }
    }
}
