import AlmanacCore
import Foundation
import GtkKit
import Web

/// The app's settings (GSettings schema `io.almanac.Almanac`, and the REST Countries key in
/// the keyring), the one source of their truth: Preferences writes here, the window observes
/// the changes. With the schema's defaults when the schema is not installed (then nothing
/// persists, and that is said once on stderr).
@MainActor
final class AppSettings {
    /// A change that the running app follows.
    enum Change { case animation, colorScheme, live, history }

    private let settings: Settings?
    let apiKey = APIKeyStore()
    /// The environment's overrides of the live settings, read once at start.
    private let environment: [String: String]
    /// The collections' live address settings.
    let liveAddresses: [LiveAddress]

    init(executable: URL, environment: [String: String], liveAddresses: [LiveAddress]) {
        let directories = AppFiles.schemaDirectories(executable: executable, sourceRoot: AppFiles.compiledSourceRoot)
        settings = Settings.open(AppInfo.id, searching: directories)
        self.environment = environment
        self.liveAddresses = liveAddresses
        if settings == nil {
            Diagnostics.warn("settings schema \(AppInfo.id) not found; settings will not be kept")
        }
    }

    /// Reads the REST Countries key from the keyring, once. Not at start: opening a session with
    /// the keyring costs both processes several milliseconds of key exchange, and nothing needs
    /// the key before the window is painted. The key's arrival is a `.live` change.
    func loadAPIKey() {
        guard !apiKeyRequested else { return }
        apiKeyRequested = true
        apiKey.load(legacy: settings?.string(Self.legacyKey) ?? "") { [weak self] in
            self?.settings?.setString(Self.legacyKey, "")
        }
    }

    private var apiKeyRequested = false

    /// Where version 0.1 kept the REST Countries key; moved to the keyring when the key is read.
    private static let legacyKey = "countries-api-key"

    /// Calls `handler` when a setting the running app follows changes.
    func onChange(_ handler: @escaping @MainActor (Change) -> Void) {
        apiKey.onChange = { handler(.live) }
        let liveKeys = Set(liveAddresses.map(\.key))
        settings?.onChanged { key in
            switch key {
            case "animation-style": handler(.animation)
            case "color-scheme": handler(.colorScheme)
            case "keep-history": handler(.history)
            case _ where liveKeys.contains(key): handler(.live)
            default: break
            }
        }
    }

    /// The live sources in use: the settings with the environment's overrides.
    var effectiveLive: LiveSettings { live.overridden(by: environment, addresses: liveAddresses) }

    /// The environment variables overriding live addresses and the API key while Almanac runs.
    var overridingVariables: (addresses: [String], apiKey: String?) {
        let environment = environment
        let set = { (variable: String) in !(environment[variable] ?? "").isEmpty }
        return (liveAddresses.map(\.variable).filter(set), set(LiveSettings.apiKeyVariable) ? LiveSettings.apiKeyVariable : nil)
    }

    var windowSize: (width: Int, height: Int) {
        get { (settings?.int("window-width") ?? 960, settings?.int("window-height") ?? 680) }
        set {
            settings?.setInt("window-width", newValue.width)
            settings?.setInt("window-height", newValue.height)
        }
    }

    var isMaximized: Bool {
        get { settings?.bool("window-maximized") ?? false }
        set { settings?.setBool("window-maximized", newValue) }
    }

    /// Whether the items opened are kept in History.
    var keepsHistory: Bool {
        get { settings?.bool("keep-history") ?? true }
        set { settings?.setBool("keep-history", newValue) }
    }

    var lastCollection: CollectionKind {
        get { settings.flatMap { CollectionKind(rawValue: $0.string("last-collection")) } ?? .countries }
        set { settings?.setString("last-collection", newValue.rawValue) }
    }

    var animationStyle: AnimationStyle {
        get { settings.flatMap { AnimationStyle(rawValue: $0.string("animation-style")) } ?? .fade }
        set { settings?.setString("animation-style", newValue.rawValue) }
    }

    var colorScheme: ColorScheme {
        get { settings.flatMap { ColorScheme(rawValue: $0.string("color-scheme")) } ?? .followSystem }
        set { settings?.setString("color-scheme", newValue.rawValue) }
    }

    /// The live sources' addresses and key, as set in Preferences.
    var live: LiveSettings {
        var live = LiveSettings(client: HTTPClient())
        live.countriesAPIKey = apiKey.key
        guard let settings else { return live }
        for address in liveAddresses { live[address: address] = settings.string(address.key) }
        return live
    }

    /// Sets one of the live addresses (Preferences, once committed); the key is the keyring's
    /// (`apiKey`).
    func setLive(_ address: LiveAddress, _ value: String) {
        settings?.setString(address.key, value)
    }
}
