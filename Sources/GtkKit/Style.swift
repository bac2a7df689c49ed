import CGtk

/// Application-wide CSS.
public enum Style {
    /// Loads the style sheet at `path` for the default display, above the theme.
    /// Returns the problems GTK found in it ("file:line: message"); an empty array means clean.
    /// A sheet with errors still applies its valid rules.
    @MainActor @discardableResult
    public static func load(cssFile path: String) -> [String] {
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
        if let display = gdk_display_get_default() {
            gtk_style_context_add_provider_for_display(
                display, provider.opaque, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        }
        return problems
    }
}
