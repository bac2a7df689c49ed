import Foundation

/// The user's locale, from the environment as POSIX defines it (LC_ALL, then the category,
/// then LANG). Foundation's `Locale.current` on Linux does not follow these variables.
public enum UserLocale {
    /// The identifier for a locale category, e.g. "de_DE" from LANG=de_DE.UTF-8; "root" for C/POSIX.
    public static func identifier(category: String, environment: [String: String] = AppEnvironment.current) -> String {
        let setting = ["LC_ALL", category, "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let identifier = String(setting.prefix { $0 != "." && $0 != "@" })
        return ["", "C", "POSIX"].contains(identifier) ? "root" : identifier
    }

    /// How numbers, dates and lists are written for the user.
    public static let formatting = Locale(identifier: identifier(category: "LC_NUMERIC") == "root"
                                          ? "en_US" : identifier(category: "LC_NUMERIC"))
}
