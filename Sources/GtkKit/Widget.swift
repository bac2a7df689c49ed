import CGtk

/// An owning reference to a `GtkWidget`, with the handful of widget calls the app needs.
open class Widget: Object {
    public var widget: UnsafeMutablePointer<GtkWidget> { pointer.cast() }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    public var expands: (horizontal: Bool, vertical: Bool) {
        get { (gtk_widget_get_hexpand(widget) != 0, gtk_widget_get_vexpand(widget) != 0) }
        set {
            gtk_widget_set_hexpand(widget, newValue.horizontal ? 1 : 0)
            gtk_widget_set_vexpand(widget, newValue.vertical ? 1 : 0)
        }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// The name assistive technology announces (GTK_ACCESSIBLE_PROPERTY_LABEL).
    public func setAccessibleLabel(_ label: String) {
        var property = GTK_ACCESSIBLE_PROPERTY_LABEL
        var value = GValue()
        g_value_init(&value, gTypeString)
        g_value_set_string(&value, label)
        gtk_accessible_update_property_value(pointer.opaque, 1, &property, &value)
        g_value_unset(&value)
    }
}

/// `G_TYPE_STRING`: a C macro (`G_TYPE_MAKE_FUNDAMENTAL (16)`), so not imported.
let gTypeString: GType = 16 << 2

/// A `GtkLabel`.
public final class Label: Widget {
    public init(_ text: String = "") {
        super.init(retaining: gtk_label_new(text))
    }

    public var text: String {
        get { String(cString: gtk_label_get_text(pointer.opaque)) }
        set { gtk_label_set_text(pointer.opaque, newValue) }
    }
}

/// A `GtkHeaderBar`: the window's title bar with the window controls.
public final class HeaderBar: Widget {
    public init() {
        super.init(retaining: gtk_header_bar_new())
    }

    public func packStart(_ child: Widget) { gtk_header_bar_pack_start(pointer.opaque, child.widget) }

    public func packEnd(_ child: Widget) { gtk_header_bar_pack_end(pointer.opaque, child.widget) }
}
