import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class SplitViewTests: GtkTestCase {
    /// Folded, a split view slides between its panes again and again without keeping memory:
    /// libadwaita 1.2's default leaflet transition (the next child sliding over the last, with
    /// a shadow) kept about 26 KB per transition, found by the soak (Benchmarks/soak).
    func testTransitionsKeepNoMemory() {
        onMain {
            let window = Widget(retaining: gtk_window_new())
            let panes = ["list", "detail"].map { name in
                let column = Box(.vertical)
                for line in 0..<30 { column.append(Label("\(name): line \(line) of some text to draw")) }
                return column
            }
            let split = SplitView(sidebar: panes[0], sidebarTitle: "List", content: panes[1], contentTitle: "Detail",
                                  sidebarWidth: (300, 400), contentMinimumWidth: 300)
            #if ADW_1_4
            split.setFolded(true)  // in an app, the window's breakpoint folds it
            #endif
            gtk_window_set_default_size(window.pointer.cast(), 360, 600)
            gtk_window_set_child(window.pointer.cast(), split.widget)
            gtk_window_present(window.pointer.cast())
            waitUntil("the split view folded") { split.isFolded && split.isMapped }
            @MainActor func flip(_ times: Int) {
                for time in 0..<times {
                    split.showsContent = time % 2 == 0
                    // Once a transition is over, only the pane it went to is mapped.
                    let shown = panes[split.showsContent ? 1 : 0], hidden = panes[split.showsContent ? 0 : 1]
                    waitUntil("the transition over") { shown.isMapped && !hidden.isMapped }
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
