import CGtk

/// A `GSettings` object for one schema: typed reads and writes of its keys.
public final class Settings: Object {
    /// Opens the settings of schema `id`, looking in GLib's usual places and then in
    /// `directories` (an install prefix's schemas, a development build's). Nil when the schema
    /// is nowhere: the caller keeps its defaults.
    public static func open(_ id: String, searching directories: [String]) -> Settings? {
        let standard = g_settings_schema_source_get_default()
        if let schema = standard.flatMap({ g_settings_schema_source_lookup($0, id, 1) }) {
            return Settings(schema)
        }
        for directory in directories {
            var error: UnsafeMutablePointer<GError>?
            guard let source = g_settings_schema_source_new_from_directory(directory, standard, 0, &error) else {
                g_clear_error(&error)
                continue
            }
            defer { g_settings_schema_source_unref(source) }
            if let schema = g_settings_schema_source_lookup(source, id, 0) { return Settings(schema) }
        }
        return nil
    }

    private init(_ schema: OpaquePointer) {
        defer { g_settings_schema_unref(schema) }
        super.init(adopting: g_settings_new_full(schema, nil, nil))
    }

    private var settings: UnsafeMutablePointer<GSettings> { pointer.cast() }

    public func int(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }
    public func setInt(_ key: String, _ value: Int) { g_settings_set_int(settings, key, gint(value)) }

    public func bool(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }
    public func setBool(_ key: String, _ value: Bool) { g_settings_set_boolean(settings, key, value ? 1 : 0) }

    /// A string key, or the nick of an enum key.
    public func string(_ key: String) -> String {
        if let text = g_settings_get_string(settings, key) {
            defer { g_free(text) }
            return String(cString: text)
        }
        return ""
    }

    /// Calls `handler` with the key's name whenever a key changes, here or in another process.
    public func onChanged(_ handler: @escaping @MainActor (String) -> Void) {
        on(.pointer("changed")) { key in handler(String(cString: key.assumingMemoryBound(to: CChar.self))) }
    }

    /// Writes a string key, or an enum key by nick (enum keys are strings checked against the schema).
    public func setString(_ key: String, _ value: String) {
        g_settings_set_string(settings, key, value)
    }
}
