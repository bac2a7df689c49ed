import AlmanacCore
import GtkKit

/// How rows appear when they are bound: the first-appearance animation chosen in Preferences,
/// once per item whichever recycled widget shows it, and a fade for fresh search results.
/// Nothing moves when the desktop turns animations off.
@MainActor
final class RowAppearance {
    var style = AnimationStyle.none
    /// Items (by identity) that have appeared once.
    private var appeared: Set<String> = []
    /// Set while the rows of new search results are being bound: they fade in.
    var fadesBoundRows = false

    func bound(_ row: RowView, identity: String) {
        row.settleAnimation()
        guard style != .none, Display.animationsEnabled else { return }
        if appeared.insert(identity).inserted { row.animateAppearance(style) }
        if fadesBoundRows { row.fadeIn() }
    }
}
