import CGtk

/// A menu popped up over a widget at a point (a row's menu): made for each popup and let go
/// once closed, so that it never outlives the widget it is parented to (GTK warns when a widget
/// is finalized with a child it did not unparent). Closed, it gives the keyboard focus back to
/// where it was (GTK gives it to the parent's first focusable ancestor: the window's switcher).
@MainActor
public enum ContextMenu {
    /// Shows `sections` of (label, detailed action such as "win.toggle-star::country/KE") over
    /// `widget`, pointing at (x, y) of it; `name` is what assistive technology calls it.
    public static func popUp(_ sections: [[(label: String, action: String)]], over widget: Widget,
                             x: Double, y: Double, name: String) {
        let menu = MenuButton.model(sections)
        guard let made = withExtendedLifetime(menu, { gtk_popover_menu_new_from_model(menu.pointer.cast()) }) else { return }
        var popover: Widget? = Widget(retaining: made)
        gtk_widget_set_parent(made, widget.widget)
        var point = GdkRectangle(x: Int32(x), y: Int32(y), width: 1, height: 1)
        gtk_popover_set_pointing_to(made.cast(), &point)
        gtk_popover_set_has_arrow(made.cast(), 0)
        Widget.setAccessibleText(name, GTK_ACCESSIBLE_PROPERTY_LABEL, of: made)
        ClassNameFallback.replace(inPopover: made, name: name)
        let focused = gtk_widget_get_root(widget.widget).flatMap { gtk_root_get_focus($0) }.map { Widget(retaining: $0) }
        popover?.on(.void("closed")) {
            if let focused, focused.isMapped { _ = focused.grabFocus() }
            // After the item chosen has run its action, which is found through the parent.
            MainLoop.post {
                if let shown = popover { gtk_widget_unparent(shown.widget) }
                popover = nil
            }
        }
        gtk_popover_popup(made.cast())
    }
}
