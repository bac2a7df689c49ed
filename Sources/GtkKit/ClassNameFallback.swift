import CGtk

/// `GtkQuirks.accessiblesNamedAfterTheirClass` (each function does nothing on a GTK without
/// it): GTK 4.8 names an accessible that has no label after its class, and screen readers say
/// it: "GtkStackPage panel", "GtkButton push button", "GtkPopoverMenu menu", "GtkListBox list".
/// Inside widgets the app does not build itself (libadwaita's About and Preferences windows,
/// GTK's shortcuts window, a menu button's popover) this names such accessibles: a button by
/// the text it shows, its tooltip or its icon (`iconNames`); anything else (stack pages
/// included) with an empty name, which screen readers pass over.
@MainActor
public enum ClassNameFallback {
    /// Names the unlabelled widgets of the kinds above in `root`'s tree (`root` included);
    /// `iconNames` names icon-only buttons by their icon ("edit-find-symbolic": "Search").
    public static func replace(in root: Widget, iconNames: [String: String] = [:]) {
        guard GtkQuirks.accessiblesNamedAfterTheirClass else { return }
        replace(in: root.widget, iconNames: iconNames)
    }

    /// The icons inside a button (`button` named already): hidden from assistive technology,
    /// so that a screen reader says the button's name alone, not "GtkImage Refresh push button".
    public static func passOverIcons(in button: Widget) {
        if GtkQuirks.accessiblesNamedAfterTheirClass { passOverIcons(in: button.widget) }
    }

    private static func passOverIcons(in widget: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if current.isInstance(of: gtk_image_get_type()) {
                var state = GTK_ACCESSIBLE_STATE_HIDDEN
                var value = GValue()
                g_value_init(&value, gTypeBoolean)
                g_value_set_boolean(&value, 1)
                gtk_accessible_update_state_value(current.opaque, 1, &state, &value)
                g_value_unset(&value)
            }
            passOverIcons(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// A menu button's popover: named as the button is (`name`), its pages passed over.
    public static func replace(inPopoverOf button: Widget, name: String) {
        guard let popover = gtk_menu_button_get_popover(button.opaque) else { return }
        replace(inPopover: popover.cast(GtkWidget.self), name: name)
    }

    /// A popover menu: named `name`, its pages passed over.
    static func replace(inPopover popover: UnsafeMutablePointer<GtkWidget>, name: String) {
        guard GtkQuirks.accessiblesNamedAfterTheirClass else { return }
        replace(in: popover, iconNames: [:])
        Widget.setAccessibleText(name, GTK_ACCESSIBLE_PROPERTY_LABEL, of: popover)
    }

    private static func replace(in widget: UnsafeMutablePointer<GtkWidget>, iconNames: [String: String]) {
        if widget.isInstance(of: gtk_button_get_type()) {
            if let name = buttonName(widget, iconNames: iconNames) {
                Widget.setAccessibleText(name, GTK_ACCESSIBLE_PROPERTY_LABEL, of: widget)
            }
            passOverIcons(in: widget)
            return  // its content is said as its name
        }
        if [gtk_list_box_get_type(), gtk_list_view_get_type(), gtk_popover_menu_get_type()].contains(where: widget.isInstance(of:)) {
            Widget.setAccessibleText("", GTK_ACCESSIBLE_PROPERTY_LABEL, of: widget)
        }
        if widget.isInstance(of: gtk_stack_get_type()) { nameStackPages(of: widget) }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            replace(in: current, iconNames: iconNames)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    /// The text a button shows, else its tooltip, else the name of its icon; nil when none is
    /// known (GTK's own buttons, such as a window's Close, are labelled already).
    private static func buttonName(_ button: UnsafeMutablePointer<GtkWidget>, iconNames: [String: String]) -> String? {
        if let text = shownText(in: button), !text.isEmpty { return text }
        if let tooltip = gtk_widget_get_tooltip_text(button) { return String(cString: tooltip) }
        return iconName(in: button).flatMap { iconNames[$0] }
    }

    private static func shownText(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if widget.isInstance(of: gtk_label_get_type()) {
            return String(cString: gtk_label_get_text(widget.opaque))
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let text = shownText(in: current) { return text }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    private static func iconName(in widget: UnsafeMutablePointer<GtkWidget>) -> String? {
        if widget.isInstance(of: gtk_image_get_type()) {
            return gtk_image_get_icon_name(widget.opaque).map { String(cString: $0) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if let name = iconName(in: current) { return name }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }

    /// A stack's pages with empty names (their titles, where set, are internal: "_1").
    private static func nameStackPages(of stack: UnsafeMutablePointer<GtkWidget>) {
        guard let pages = gtk_stack_get_pages(stack.opaque) else { return }
        defer { g_object_unref(pages.raw) }
        for index in 0..<g_list_model_get_n_items(pages) {
            guard let page = g_list_model_get_item(pages, index) else { continue }
            defer { g_object_unref(page) }
            Widget.setAccessibleText("", GTK_ACCESSIBLE_PROPERTY_LABEL, of: page)
        }
    }
}
