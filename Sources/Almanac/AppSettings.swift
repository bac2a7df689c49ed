import AlmanacCore
import Foundation
import GtkKit

/// The app's settings (GSettings schema `io.almanac.Almanac`), with the schema's defaults when
/// the schema is not installed (then nothing persists, and that is said once on stderr).
@MainActor
final class AppSettings {
    private let settings: Settings?

    init(executable: URL) {
        let directories = AppFiles.schemaDirectories(executable: executable, sourceRoot: AppFiles.compiledSourceRoot)
        settings = Settings.open(AppInfo.id, searching: directories)
        if settings == nil {
            Diagnostics.warn("settings schema \(AppInfo.id) not found; settings will not be kept")
        }
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

    var lastCollection: CollectionKind {
        get { settings.flatMap { CollectionKind(rawValue: $0.string("last-collection")) } ?? .countries }
        set { settings?.setString("last-collection", newValue.rawValue) }
    }

    var animationStyle: AnimationStyle {
        get { settings.flatMap { AnimationStyle(rawValue: $0.string("animation-style")) } ?? .fade }
        set { settings?.setString("animation-style", newValue.rawValue) }
    }

    /// The live sources' addresses and key, as set in Preferences.
    var live: LiveSettings {
        get {
            guard let settings else { return LiveSettings() }
            return LiveSettings(speciesURL: settings.string("species-url"), loansURL: settings.string("loans-url"),
                                countriesURL: settings.string("countries-url"),
                                countriesAPIKey: settings.string("countries-api-key"))
        }
        set {
            settings?.setString("species-url", newValue.speciesURL)
            settings?.setString("loans-url", newValue.loansURL)
            settings?.setString("countries-url", newValue.countriesURL)
            settings?.setString("countries-api-key", newValue.countriesAPIKey)
        }
    }
}
