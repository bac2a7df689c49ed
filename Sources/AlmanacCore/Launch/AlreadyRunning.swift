import Foundation

/// Almanac runs as a single instance: launching it again only shows the running instance's
/// window. Options that shape how the app starts cannot take effect there, so the second
/// launch names them instead of dropping them silently.
extension LaunchOptions {
    /// The options given that act only when the app starts, written as the user would type
    /// them ("--synthetic 500"); empty for a plain launch.
    public var startupOnlyOptions: [String] {
        var options: [String] = []
        if let syntheticRows { options.append("--synthetic \(syntheticRows)") }
        if let measureList {
            options.append(measureList == .synthetic ? "--measure-list" : "--measure-list=\(measureList.rawValue)")
        }
        if exitAfterFirstFrame { options.append("--exit-after-first-frame") }
        if exitAfterFirstRows { options.append("--exit-after-first-rows") }
        return options
    }

    /// What a second launch tells the user when it cannot apply `startupOnlyOptions`, in the
    /// user's language; nil when there is nothing it ignores.
    public func alreadyRunningNotice(locale: Locale = UserLocale.formatting) -> String? {
        let ignored = startupOnlyOptions
        guard !ignored.isEmpty else { return nil }
        return tr("{app} is already running: its window is shown, without {options}. Options like these apply only when {app} starts; quit it and launch it again to use them.",
                  ["app": AppInfo.name, "options": Formats.list(ignored, locale: locale)])
    }
}
