import GtkKit

/// How many layout passes of one frame may move things. GTK lays out again within the frame
/// after each move (scrolling, a row bound again), at most four times; when the fourth still
/// asks for another it gives up ("layout continuously requested"), leaving a widget marked as
/// needing a size it never gets, and the window is not painted again (GTK 4.8, after a failed
/// load-more at the end of the list). A move binds rows in the next pass, and those rows can
/// ask for one more (GTK 4.18, Escape from a search far down the list): so the last two
/// passes are GTK's. Work past the budget is left for the next frame, asked for once this one
/// is done.
@MainActor
final class LayoutBudget {
    private let movingPasses = 2
    private var frame = -1
    private var pass = 0
    private var deferred = false

    /// Counts this layout pass of `widget`'s frame; false for a pass past the budget, after
    /// asking for `widget` to be laid out again once the frame is over.
    func takePass(of widget: Widget) -> Bool {
        let current = widget.frameCounter ?? -1
        if current != frame {
            frame = current
            pass = 0
        }
        pass += 1
        guard pass > movingPasses else { return true }
        if !deferred {
            deferred = true
            MainLoop.post { [weak self, weak widget] in
                self?.deferred = false
                self?.pass = 0  // the frame is over: the next layout starts afresh
                widget?.queueAllocate()
            }
        }
        return false
    }
}
