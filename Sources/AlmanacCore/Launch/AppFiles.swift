import Foundation

/// Where the app's own files are: `resources` (style sheets, images) and `data` (bundled
/// collections). Installed, they live in `<prefix>/share/almanac/` — beside the binary, or in
/// any XDG data directory; when run from a checkout (`swift run`), in the source tree's
/// `Resources/` and `data/`.
public struct AppFiles: Equatable, Sendable {
    public let resources: URL
    public let data: URL

    /// The first complete layout among: the install prefix of `executable`, `sourceRoot`, then
    /// the XDG data directories (`dataDirectories`). Nil when none has the app's style sheet.
    public static func locate(executable: URL, sourceRoot: URL?,
                              dataDirectories: [URL] = SystemData.current.directories) -> AppFiles? {
        let installed = { (share: URL) in
            AppFiles(resources: share.appending(path: "almanac/resources"), data: share.appending(path: "almanac/data"))
        }
        let checkout = sourceRoot.map { AppFiles(resources: $0.appending(path: "Resources"), data: $0.appending(path: "data")) }
        let candidates = [installed(prefix(of: executable).appending(path: "share"))] + [checkout].compactMap { $0 }
            + dataDirectories.map(installed)
        return candidates.first { FileManager.default.fileExists(atPath: $0.styleSheet.path) }
    }

    /// Almanac's folder in the user's cache: `$XDG_CACHE_HOME/io.almanac.Almanac`, or
    /// `~/.cache/io.almanac.Almanac`.
    public static func cacheDirectory(environment: [String: String] = AppEnvironment.current) -> URL {
        userDirectory("XDG_CACHE_HOME", else: ".cache", environment: environment)
    }

    /// Almanac's folder for what the person made (starred items, history):
    /// `$XDG_DATA_HOME/io.almanac.Almanac`, or `~/.local/share/io.almanac.Almanac`.
    public static func dataDirectory(environment: [String: String] = AppEnvironment.current) -> URL {
        userDirectory("XDG_DATA_HOME", else: ".local/share", environment: environment)
    }

    /// Almanac's folder in the XDG base directory `variable` names when it is an absolute
    /// path (the specification ignores others), else in `home` under the home folder.
    private static func userDirectory(_ variable: String, else home: String, environment: [String: String]) -> URL {
        let base = environment[variable].flatMap { $0.hasPrefix("/") ? URL(filePath: $0) : nil }
            ?? URL(filePath: environment["HOME"] ?? NSHomeDirectory()).appending(path: home)
        return base.appending(path: AppInfo.id)
    }

    /// Where the compiled settings schema may be besides GLib's usual places: the install
    /// prefix of `executable`, then a development build of `sourceRoot` (`tools/dev` compiles
    /// it to `.build/schemas`).
    public static func schemaDirectories(executable: URL, sourceRoot: URL?) -> [String] {
        [prefix(of: executable).appending(path: "share/glib-2.0/schemas").path]
            + (sourceRoot.map { [$0.appending(path: ".build/schemas").path] } ?? [])
    }

    /// Where compiled translations may be: the install prefix's share/locale, then a
    /// development build's `.build/locale` (`tools/dev` compiles them there). (Where neither
    /// exists, gettext looks in the system's own locale folder.)
    public static func localeDirectories(executable: URL, sourceRoot: URL?) -> [String] {
        [prefix(of: executable).appending(path: "share/locale").path]
            + (sourceRoot.map { [$0.appending(path: ".build/locale").path] } ?? [])
    }

    /// Where the app's icon may be: the install prefix's share/icons (an icon theme folder),
    /// then the checkout's `data/desktop/icons` (the icon files themselves).
    public static func iconDirectories(executable: URL, sourceRoot: URL?) -> [String] {
        [prefix(of: executable).appending(path: "share/icons").path]
            + (sourceRoot.map { [$0.appending(path: "data/desktop/icons").path] } ?? [])
    }

    /// The app's AppStream metadata: installed in the prefix's share/metainfo, else the
    /// checkout's; nil when neither exists.
    public static func metainfo(executable: URL, sourceRoot: URL?) -> URL? {
        let name = "io.almanac.Almanac.metainfo.xml"
        let candidates = [prefix(of: executable).appending(path: "share/metainfo/\(name)")]
            + (sourceRoot.map { [$0.appending(path: "data/desktop/\(name)")] } ?? [])
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The install prefix of an executable in `<prefix>/bin`, symbolic links followed.
    private static func prefix(of executable: URL) -> URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The running program's file, symbolic links followed.
    public static let runningExecutable = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()

    /// The application style sheet.
    public var styleSheet: URL { resources.appending(path: "style.css") }
    /// Rules for the desktop's reduced motion, for a GTK that knows the media query (4.22).
    public var reducedMotionSheet: URL { resources.appending(path: "reduced-motion.css") }

    /// The checkout this file was compiled from (the folder with Package.swift), for `swift run`.
    public static let compiledSourceRoot: URL = {
        var folder = URL(filePath: #filePath).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appending(path: "Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }()
}
