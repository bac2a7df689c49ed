import CGtk

/// Application-wide CSS.
public enum Style {
    /// Loads the style sheet at `path` for the default display, above the theme.
    /// Returns the problems GTK found in it ("file:line: message"); an empty array means clean.
    /// A sheet with errors still applies its valid rules.
    @MainActor @discardableResult
    public static func load(cssFile path: String) -> [String] {
        let (provider, problems) = parse(cssFile: path)
        #if GTK_4_22
        // A provider's media queries see its own preference, which GTK 4.22 leaves at "no
        // preference" unless it is bound to the desktop's setting.
        g_object_bind_property(gtk_settings_get_default()?.raw, "gtk-interface-reduced-motion",
                               provider.pointer.raw, "prefers-reduced-motion", ALMANAC_G_BINDING_SYNC_CREATE)
        #endif
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, provider.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        return problems
    }

    /// The problems GTK finds in the style sheet at `path`, without applying it.
    @MainActor
    public static func problems(inCSSFile path: String) -> [String] { parse(cssFile: path).problems }

    @MainActor
    private static func parse(cssFile path: String) -> (provider: Object, problems: [String]) {
        let provider = Object(adopting: gtk_css_provider_new())
        var problems: [String] = []
        let connection = provider.on(.cssParsingError) { section, error in
            let location = gtk_css_section_to_string(section.opaque).map { text in
                defer { g_free(text) }
                return String(cString: text)
            } ?? path
            let message = String(cString: error.cast(GError.self).pointee.message)
            problems.append("\(location): \(message)")
        }
        gtk_css_provider_load_from_path(provider.pointer.cast(), path)
        connection.disconnect()
        return (provider, problems)
    }
}

extension Style {
    /// Whether GTK knows `@media (prefers-reduced-motion)` (4.22 and later).
    public static var knowsReducedMotion: Bool {
        #if GTK_4_22
        true
        #else
        false
        #endif
    }

    /// Looks for icons in these folders too (an install prefix that is not in XDG_DATA_DIRS).
    @MainActor
    public static func addIconDirectories(_ paths: [String]) {
        guard let display = gdk_display_get_default() else { return }
        let theme = gtk_icon_theme_get_for_display(display)
        paths.forEach { gtk_icon_theme_add_search_path(theme, $0) }
    }

    /// Calls `handler` with whether libadwaita's high-contrast style is on, now and at each
    /// change (the desktop's setting) for as long as the app runs.
    @MainActor
    public static func followHighContrast(_ handler: @escaping @MainActor (Bool) -> Void) {
        let manager = Object(retaining: adw_style_manager_get_default())
        let isOn = { adw_style_manager_get_high_contrast(manager.opaque) != 0 }
        handler(isOn())
        manager.on(.notify("high-contrast")) { handler(isOn()) }
    }

    /// Light or dark, for the whole application (libadwaita's style manager).
    public enum Scheme: Sendable { case followSystem, light, dark }

    /// Follows the desktop's light or dark preference, or forces one.
    @MainActor
    public static func setScheme(_ scheme: Scheme) {
        let value = switch scheme {
        case .followSystem: ADW_COLOR_SCHEME_DEFAULT
        case .light: ADW_COLOR_SCHEME_FORCE_LIGHT
        case .dark: ADW_COLOR_SCHEME_FORCE_DARK
        }
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), value)
    }
}
