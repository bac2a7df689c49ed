import CGtk
@_spi(Raw) import GtkKit
import XCTest

final class ToastOverlayTests: GtkTestCase {
    /// News that comes while a toast is shown replaces it: one toast at a time, the newest.
    func testTheNewestNewsReplacesTheToastShown() {
        onMain {
            let (window, overlay) = presentedOverlay()
            overlay.show("first")
            overlay.show("second")
            overlay.show("third")
            waitUntil("the newest news shown") { overlay.shownText == "third" }
            XCTAssertEqual(overlay.waitingToasts, 1)
            gtk_window_destroy(window.pointer.cast())
        }
    }

    /// Toasts dismissed as soon as they appear, again and again (Escape pressed repeatedly
    /// while news keeps coming), come and go without touching a freed toast: with libadwaita
    /// 1.2's queue, a toast sliding in while another left and dismissed at once crashed.
    func testToastsDismissedAsTheyAppearComeAndGoCleanly() {
        onMain {
            let (window, overlay) = presentedOverlay()
            for round in 0..<10 {
                overlay.show("news \(round)")
                overlay.show("more news \(round)")
                waitUntil("a toast shown") { overlay.shownText != nil }
                MainLoop.iterate(until: { false }, timeout: 0.05)
                overlay.dismissShown()
            }
            waitUntil("every toast gone", timeout: 10) { overlay.waitingToasts == 0 }
            MainLoop.iterate(until: { false }, timeout: 1)  // the last ones finish leaving
            gtk_window_destroy(window.pointer.cast())
        }
    }

    @MainActor
    private func presentedOverlay() -> (Widget, ToastOverlay) {
        let window = Widget(retaining: gtk_window_new())
        let overlay = ToastOverlay(child: Label("content"))
        gtk_window_set_default_size(window.pointer.cast(), 500, 300)
        gtk_window_set_child(window.pointer.cast(), overlay.widget)
        gtk_window_present(window.pointer.cast())
        return (window, overlay)
    }
}
