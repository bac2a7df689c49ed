import Foundation

/// Data other packages install (iso-codes' lists and translations, iso-flags-svg's flags),
/// found through the XDG data directories — `$XDG_DATA_HOME`, then `$XDG_DATA_DIRS`
/// (`/usr/local/share:/usr/share` when unset) — so it is found under any prefix: `/usr` for a
/// Debian package, `/app` in a Flatpak.
public struct SystemData: Sendable {
    /// The data directories, most important first.
    public let directories: [URL]

    public init(environment: [String: String] = AppEnvironment.current) {
        let home = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { "\($0)/.local/share" }
        let system = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
        directories = ([home].compactMap { $0 } + system).map { URL(filePath: $0, directoryHint: .isDirectory) }
    }

    /// The first `relativePath` that exists in a data directory.
    public func locate(_ relativePath: String) -> URL? {
        directories.map { $0.appending(path: relativePath) }.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The data directories of the running app.
    public static let current = SystemData()

    /// An iso-codes list, e.g. `iso_3166-1.json`.
    public func isoCodes(_ list: String) -> URL? { locate("iso-codes/json/\(list)") }

    /// Where iso-codes' translations are (`<data dir>/locale`, beside its lists), for binding its
    /// gettext domains there.
    public var isoCodesLocale: URL? {
        isoCodes("iso_3166-1.json").map { $0.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "locale") }
    }

    /// iso-flags-svg's 4:3 flags.
    public var flags: URL? { locate("iso-flags-svg/country-4x3") }
}
