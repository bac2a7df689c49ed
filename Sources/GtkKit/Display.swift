import CGtk

/// The connection to the windowing system.
public enum Display {
    /// Initializes GTK and opens the default display; false when there is none (no X11 or
    /// Wayland server reachable). Idempotent.
    @MainActor
    public static func open() -> Bool {
        gtk_init_check() != 0
    }

    /// Tab to a selectable label puts the caret at its start rather than selecting its whole
    /// text (GtkSettings gtk-label-select-on-focus): a text read by the keyboard is not left
    /// painted selected, nor said as "selected", after the focus moves on.
    @MainActor
    public static func keepLabelsUnselectedOnFocus() {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, gTypeBoolean)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, 0)
        g_object_set_property(settings.gobject, "gtk-label-select-on-focus", &value)
    }

    /// Calls `handler` after the desktop's text size or interface font changes (GtkSettings
    /// gtk-xft-dpi, gtk-font-name), for as long as the app runs.
    @MainActor
    public static func onTextChange(_ handler: @escaping @MainActor () -> Void) {
        guard let settings = gtk_settings_get_default() else { return }
        for setting in ["gtk-xft-dpi", "gtk-font-name"] {
            settings.on(.notify(setting)) { handler() }
        }
    }

    /// The desktop's "animations" switch (GtkSettings gtk-enable-animations): off means reduced
    /// motion. Read once and kept current by GTK's change notification, since rows ask while
    /// they are bound.
    @MainActor
    public static var animationsEnabled: Bool {
        if let known = animationsSetting { return known }
        guard let settings = gtk_settings_get_default() else { return true }
        settings.on(.notify("gtk-enable-animations")) { animationsSetting = readAnimationsSetting(settings) }
        let value = readAnimationsSetting(settings)
        animationsSetting = value
        return value
    }

    @MainActor private static var animationsSetting: Bool?

    @MainActor
    private static func readAnimationsSetting(_ settings: some GPointer) -> Bool {
        var value = GValue()
        g_value_init(&value, gTypeBoolean)
        defer { g_value_unset(&value) }
        g_object_get_property(settings.gobject, "gtk-enable-animations", &value)
        return g_value_get_boolean(&value) != 0
    }
}
