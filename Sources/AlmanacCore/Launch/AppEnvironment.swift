import Foundation

/// The environment variables Almanac reads, in one table with the live addresses' (`--help`
/// lists those meant for people), and the environment it started with.
public enum AppEnvironment {
    /// A variable Almanac reads.
    public struct Variable: Sendable {
        public let name: String
        /// What `--help` says of it; nil for a variable only tests and tools set.
        public let meaning: (@Sendable () -> String)?
    }

    /// Set by the UI tests and the soak: a diagnostics object on the session bus.
    public static let diagnostics = "ALMANAC_DIAGNOSTICS"
    /// Another folder of bundled collections.
    public static let dataDirectory = "ALMANAC_DATA_DIR"

    /// Almanac's own variables; each live address has one more (`LiveAddress.variable`).
    public static let variables: [Variable] = [
        Variable(name: dataDirectory, meaning: { tr("Read the collections from this folder instead of the bundled data") }),
        Variable(name: LiveSettings.apiKeyVariable, meaning: { tr("REST Countries API key, instead of the one in the keyring") }),
        Variable(name: diagnostics, meaning: nil),
    ]

    /// The environment the process started with.
    public static let current = ProcessInfo.processInfo.environment

    /// The value of one of Almanac's variables; nil when it is not set or empty.
    public static func value(_ name: String) -> String? {
        current[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
