import CGtk

/// The pointer and the finger over a `ListView`'s rows: the list itself takes presses, taps and
/// hovering, and shows them on the row under them (CSS classes `hovered` and `pressed`).
///
/// GTK 4.8 keeps a touch's "active" state on the widget it began on, counted, and gives it back
/// on whatever widget the touch ends on. A row widget that GTK unmaps meanwhile (a fling, a row
/// recycled) moves the touch to another widget: the first row stays painted pressed for good,
/// and the other is let go without having been pressed ("Broken accounting of active state").
/// So the rows are not targets of input at all (`ListView` makes them so): a touch's widget is
/// the list, which stays mapped while it scrolls.
@MainActor
final class ListRowPointer {
    private let rowAt: @MainActor (Double, Double) -> UnsafeMutablePointer<GtkWidget>?
    private var hovered: UnsafeMutablePointer<GtkWidget>?
    private var pressed: UnsafeMutablePointer<GtkWidget>?
    /// Where the current press began, while it may still be a tap.
    private var pressedAt: (x: Double, y: Double)?
    /// Told of a tap (a click, or a touch let go where it began) at a point of the list.
    var onTap: (@MainActor (Double, Double) -> Void)?
    /// Told of a request for a row's menu at a point of the list: a right click, or a finger
    /// held down (which then taps nothing).
    var onMenu: (@MainActor (Double, Double) -> Void)?

    /// Watches `list`; `rowAt` finds the row widget at a point of it.
    init(list: Widget, rowAt: @escaping @MainActor (Double, Double) -> UnsafeMutablePointer<GtkWidget>?) {
        self.rowAt = rowAt
        let click = Object(adopting: gtk_gesture_click_new())
        let clicks = click.opaque
        click.on(.pressed) { [weak self] presses, x, y in self?.began(presses: presses, x: x, y: y, by: clicks) }
        // Judged when the press ends rather than on "released": the click gesture gives up on
        // a press held past the double-click time or moved past the double-click distance
        // (5 px), both of which a finger's tap may do.
        click.on(.ignoringArgument("end")) { [weak self] in self?.ended(by: clicks) }
        list.addController(click)

        let secondary = Object(adopting: gtk_gesture_click_new())
        gtk_gesture_single_set_button(secondary.opaque, guint(GDK_BUTTON_SECONDARY))
        secondary.on(.pressed) { [weak self] _, x, y in self?.onMenu?(x, y) }
        list.addController(secondary)
        let hold = Object(adopting: gtk_gesture_long_press_new())
        gtk_gesture_single_set_touch_only(hold.opaque, 1)
        // Twice GTK's long-press time (a second by default): a slow tap, held past the
        // double-click time, still opens its row.
        gtk_gesture_long_press_set_delay_factor(hold.opaque, 2)
        hold.on(.point("pressed")) { [weak self] x, y in self?.held(x: x, y: y) }
        list.addController(hold)

        let motion = Object(adopting: gtk_event_controller_motion_new())
        let moves = motion.opaque
        motion.on(.point("motion")) { [weak self] x, y in self?.hover(x: x, y: y, by: moves) }
        motion.on(.void("leave")) { [weak self] in self?.clearHover() }
        list.addController(motion)
    }

    /// The row under the pointer loses its highlight (the view moved under a still pointer);
    /// the pointer's next move gives it to the row then under it.
    func clearHover() { mark(&hovered, nil, as: "hovered") }

    /// A mouse or touchpad pointer moving highlights the row under it; a finger does not (GTK
    /// tells of the pointer moving where a touch went, and of no pointer leaving when the
    /// finger is lifted).
    private func hover(x: Double, y: Double, by controller: OpaquePointer) {
        let event = gtk_event_controller_get_current_event(controller)
        let moved = event.map { gdk_event_get_event_type($0) == GDK_MOTION_NOTIFY && gdk_event_get_pointer_emulated($0) == 0 } ?? false
        mark(&hovered, moved && !Self.isFinger(controller) ? rowAt(x, y) : nil, as: "hovered")
    }

    /// Whether the event `controller` handles comes from a touchscreen (or from no device).
    private static func isFinger(_ controller: OpaquePointer) -> Bool {
        let device = gtk_event_controller_get_current_event_device(controller)
        return device.map { gdk_device_get_source($0) == GDK_SOURCE_TOUCHSCREEN } ?? true
    }

    /// Follows the view's moves (`scrollable`'s vertical adjustment), so that a finger put
    /// down on a moving list stops it and is no tap, as on a phone: a fling is stopped with
    /// a touch, which must not open the row that happens to be under it.
    func watchMoves(of scrollable: OpaquePointer) {
        guard let adjustment = gtk_scrollable_get_vadjustment(scrollable) else { return }
        var shown = gtk_adjustment_get_value(adjustment)
        adjustment.on(.void("value-changed")) { [weak self] in
            // Kinetic scrolling ends in a long tail of sub-pixel steps: a view no longer
            // visibly moving is still.
            let value = gtk_adjustment_get_value(adjustment)
            guard abs(value - shown) >= 0.5 else { return }
            shown = value
            self?.lastMoved = g_get_monotonic_time()
        }
    }

    /// When the view last moved by half a pixel or more (monotonic µs).
    private var lastMoved = 0
    /// A view that moved this recently is still moving (four frames; µs).
    private static let stillAfter = 64_000
    /// How far a press may move and still be a tap: GTK's drag threshold (gtk-dnd-drag-threshold),
    /// past which the scrolled window drags the list.
    private static let tapSlop = 8.0

    private func began(presses: Int, x: Double, y: Double, by controller: OpaquePointer) {
        let stopsTheView = Self.isFinger(controller) && g_get_monotonic_time() - lastMoved < Self.stillAfter
        pressedAt = presses == 1 && !stopsTheView ? (x, y) : nil
        clearHover()
        mark(&pressed, stopsTheView ? nil : rowAt(x, y), as: "pressed")
    }

    /// A finger held down: the row's menu, and no tap when it is lifted.
    private func held(x: Double, y: Double) {
        pressedAt = nil
        mark(&pressed, nil, as: "pressed")
        onMenu?(x, y)
    }

    /// A press ends: a tap if it was let go (not taken by another gesture or cancelled) within
    /// `tapSlop` of where it began.
    private func ended(by gesture: OpaquePointer) {
        let began = pressedAt
        pressedAt = nil
        mark(&pressed, nil, as: "pressed")
        let sequence = gtk_gesture_single_get_current_sequence(gesture)
        let kind = gtk_gesture_get_last_event(gesture, sequence).map { gdk_event_get_event_type($0) }
        var x = 0.0, y = 0.0
        guard let began, kind == GDK_BUTTON_RELEASE || kind == GDK_TOUCH_END,
              gtk_gesture_get_point(gesture, sequence, &x, &y) != 0,
              hypot(x - began.x, y - began.y) <= Self.tapSlop else { return }
        onTap?(began.x, began.y)
    }

    /// Moves a CSS class from the row in `slot` to `row`.
    private func mark(_ slot: inout UnsafeMutablePointer<GtkWidget>?, _ row: UnsafeMutablePointer<GtkWidget>?, as name: String) {
        guard slot != row else { return }
        if let old = slot { gtk_widget_remove_css_class(old, name); g_object_unref(old) }
        slot = row
        if let row { g_object_ref(row); gtk_widget_add_css_class(row, name) }
    }
}
