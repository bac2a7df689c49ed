import CGtk

/// A band across the top of a list view that something drawn over the list covers (a pinned
/// section header): presses and touches there never reach the rows under it — they would
/// select, focus and open a row the user cannot see — and a tap there is reported instead.
///
/// The band filters before the rows see anything (capture phase), and only presses and
/// releases: the wheel, and a finger dragging the list (which the scrolled window around it
/// sees first), scroll as anywhere else.
@MainActor
final class ListPinnedBand {
    /// The band's height from the list's top edge; 0: no band.
    var height = 0.0
    var onTap: (@MainActor () -> Void)?
    private unowned let list: Widget
    /// Where the press or touch that began in the band was, in the list's coordinates.
    private var began: (x: Double, y: Double)?

    init(list: Widget) {
        self.list = list
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        controller.on(.event) { [weak self] event in self?.filter(event) ?? false }
        gtk_widget_add_controller(list.widget, controller)
    }

    /// True for the events kept from the rows.
    private func filter(_ event: UnsafeMutableRawPointer) -> Bool {
        switch gdk_event_get_event_type(event.opaque) {
        case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
            guard height > 0, let point = point(of: event), point.y >= 0, point.y < height else {
                began = nil
                return false
            }
            began = point
            return true
        case GDK_BUTTON_RELEASE, GDK_TOUCH_END:
            guard let start = began else { return false }
            began = nil
            if let end = point(of: event), abs(end.x - start.x) <= Self.tapSlop, abs(end.y - start.y) <= Self.tapSlop {
                onTap?()
            }
            return true
        case GDK_TOUCH_CANCEL:
            began = nil
            return false
        default:
            return false
        }
    }

    /// How far a tap may move and still be one: GTK's drag threshold (`gtk-dnd-drag-threshold`, 8 px).
    private static let tapSlop = 8.0

    /// The event's point in the list's coordinates.
    private func point(of event: UnsafeMutableRawPointer) -> (x: Double, y: Double)? {
        var x = 0.0, y = 0.0, surfaceX = 0.0, surfaceY = 0.0
        guard gdk_event_get_position(event.opaque, &x, &y) != 0, let native = gtk_widget_get_native(list.widget) else { return nil }
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        return Widget.translate(x: x - surfaceX, y: y - surfaceY, from: native.cast(), to: list.widget)
    }
}
