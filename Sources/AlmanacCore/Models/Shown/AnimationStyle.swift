/// How rows appear the first time they are shown (the `animation-style` setting).
public enum AnimationStyle: String, CaseIterable, Sendable {
    case none
    case fade
    case rotate
    case flyIn = "fly-in"

    /// The name in Preferences.
    public var title: String {
        switch self {
        case .none: tr("None")
        case .fade: tr("Fade")
        case .rotate: tr("Rotate")
        case .flyIn: tr("Fly In")
        }
    }

    /// The CSS class that runs the animation on a row (none for `.none`).
    public var cssClass: String? {
        self == .none ? nil : "appear-\(rawValue)"
    }
}
