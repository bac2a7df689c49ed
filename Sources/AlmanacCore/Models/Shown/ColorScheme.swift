/// Light or dark: the desktop's choice, or the user's (the `color-scheme` setting).
public enum ColorScheme: String, CaseIterable, Sendable {
    case followSystem = "follow-system"
    case light
    case dark

    /// The name in Preferences.
    public var title: String {
        switch self {
        case .followSystem: tr("Follow System")
        case .light: tr("Light")
        case .dark: tr("Dark")
        }
    }
}
