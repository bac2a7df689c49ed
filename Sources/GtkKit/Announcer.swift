import CGtk

/// Says short messages through the screen reader for what has no focus of its own to speak
/// them: a toast, a failed refresh, how many results a search found.
///
/// GTK ≥ 4.14 announces them (`gtk_accessible_announce`). GTK 4.8 has no announcement API;
/// screen readers do speak a change of the focused widget's description, so there the message
/// becomes the description of the widget with the keyboard focus, and the widget's own
/// description comes back once the focus has moved on (after the move, so nothing speaks it).
@MainActor
public final class Announcer {
    private let window: Widget
    #if !GTK_4_14
    /// The widget now describing the last message, and its own description.
    private var borrowed: (widget: Object, description: String)?
    #endif

    public init(window: Widget) {
        self.window = window
        #if !GTK_4_14
        // Weakly: a window closed tells its focus going, as it goes, after its owner let go.
        window.on(.notify("focus-widget")) { [weak self] in
            guard let self, let borrowed, UnsafeMutableRawPointer(borrowed.widget.pointer) != focusWidget.map(UnsafeMutableRawPointer.init) else { return }
            self.borrowed = nil
            MainLoop.post { Widget.setAccessibleText(borrowed.description, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                     of: borrowed.widget.pointer) }
        }
        #endif
    }

    #if GTK_4_14
    /// Says `message`.
    public func announce(_ message: String) {
        gtk_accessible_announce(window.opaque, message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM)
    }
    #else
    /// What a screen reader presents as focused: the focus widget, or for one that is not an
    /// accessible of its own (the text inside an entry, of role "none") its nearest ancestor.
    private var focusWidget: UnsafeMutablePointer<GtkWidget>? {
        var widget = gtk_root_get_focus(window.opaque)
        while let shown = widget, gtk_accessible_get_accessible_role(shown.opaque) == GTK_ACCESSIBLE_ROLE_NONE {
            widget = gtk_widget_get_parent(shown)
        }
        return widget
    }

    /// Says `message` (nothing when no widget of the window has the focus).
    public func announce(_ message: String) {
        guard let focus = focusWidget else { return }
        if borrowed.map({ UnsafeMutableRawPointer($0.widget.pointer) }) != UnsafeMutableRawPointer(focus) {
            borrowed = (Object(retaining: focus), AccessibleDescriptions.description(of: focus))
        }
        // Emptied first, so the same message twice is a change, spoken twice.
        Widget.setAccessibleText("", GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, of: focus)
        Widget.setAccessibleText(message, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, of: focus)
    }
    #endif
}

/// The description the app gave a widget, kept on the widget itself (GTK 4.8 cannot read one
/// back), for the `Announcer` to put back.
@MainActor
enum AccessibleDescriptions {
    private static let key = "almanac-accessible-description"

    static func record(_ description: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_set_data_full(widget.cast(), key, strdup(description), free)
    }

    static func description(of widget: UnsafeMutablePointer<GtkWidget>) -> String {
        g_object_get_data(widget.cast(), key).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) } ?? ""
    }
}
