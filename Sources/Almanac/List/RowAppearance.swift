import AlmanacCore
import GtkKit

/// How rows appear when they are bound: the first-appearance animation chosen in Preferences,
/// once per item whichever recycled widget shows it, and a fade for fresh search results.
/// Nothing moves when the desktop turns animations off.
@MainActor
final class RowAppearance {
    var style = AnimationStyle.none
    /// Items (by identity) whose appearance has played. Counted when it plays, not when it is
    /// readied: a row bound again before it was shown (GTK binds rows off screen, and binds the
    /// first screen's rows again when libadwaita 1.7 collapses the window right after start)
    /// gets its appearance readied again.
    private var appeared: Set<String> = []
    /// How many items' appearances have played.
    var playedCount: Int { appeared.count }
    /// Set while the rows of new search results are being bound: they fade in.
    var fadesBoundRows = false

    func bound(_ row: RowView, identity: String) {
        row.settleAnimation()
        guard style != .none, Display.animationsEnabled else { return }
        if !appeared.contains(identity) {
            row.animateAppearance(style) { [unowned self] in appeared.insert(identity) }
        }
        if fadesBoundRows { row.fadeIn() }
    }
}
