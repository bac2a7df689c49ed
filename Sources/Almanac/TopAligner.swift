import GtkKit

/// Brings a row of a list to the top edge of the view — exactly, whatever the row heights.
///
/// `list.scroll-to-item` alone scrolls as little as possible (a row below the view lands at the
/// bottom edge). So: when the row has a widget on screen, the view moves by the widget's offset;
/// when it has none, GTK brings it into view first — near the top, so that the correction is
/// small — and the alignment happens after that frame is painted. Moving the view can bind rows
/// below it and grow the scrollable height, so alignment is checked again after each frame, a
/// few times at most.
@MainActor
final class TopAligner<Source: RandomAccessCollection, Row: ListRow> where Source.Index == Int {
    private let list: ListView<Source, Row>
    private let scroller: ScrolledWindow
    /// Asks for a frame after which `framePainted()` is called.
    private let requestFrame: @MainActor () -> Void
    /// The usual height of a row, to guess how many fit on a screen.
    private let rowHeight: @MainActor () -> Int
    private var target: Int?
    private var focusTarget = 0
    private var attempts = 0

    init(list: ListView<Source, Row>, scroller: ScrolledWindow, rowHeight: @escaping @MainActor () -> Int,
         requestFrame: @escaping @MainActor () -> Void) {
        self.list = list
        self.scroller = scroller
        self.rowHeight = rowHeight
        self.requestFrame = requestFrame
    }

    /// Whether the view is still moving to a row.
    var isMoving: Bool { target != nil }

    /// Puts `position` at the top, then gives the keyboard focus to `focus` (default: the same row).
    func scrollToTop(_ position: Int, focusing focus: Int? = nil) {
        guard position < list.model.count else { return }
        target = position
        focusTarget = focus ?? position
        attempts = 0
        if list.row(at: position)?.root.isMapped == true {
            align()
        } else {
            bringNearTop(position)
            requestFrame()
        }
    }

    /// Call after every painted frame that was requested.
    func framePainted() { align() }

    /// A row above the view lands at the top edge; for a row below, the row a screen further
    /// down is brought to the bottom edge.
    private func bringNearTop(_ position: Int) {
        let top = list.position(atX: 8, y: 1) ?? 0
        guard position > top else { return list.scrollTo(position) }
        let rowsPerScreen = Int(scroller.verticalAdjustment.pageSize) / max(rowHeight(), 1)
        list.scrollTo(min(position + max(rowsPerScreen - 1, 0), list.model.count - 1))
    }

    private func align() {
        guard let position = target else { return }
        attempts += 1
        guard let row = list.row(at: position), row.root.isMapped,
              let offset = row.root.translate(x: 0, y: 0, to: list)?.y else {
            // Not on screen after all: let GTK show it, wherever, and align after that frame.
            guard attempts <= 6 else { return finish() }
            list.scrollTo(position)
            return requestFrame()
        }
        if abs(offset) < 1 || attempts > 6 { return finish() }
        scroller.verticalAdjustment.value += offset
        requestFrame()
    }

    private func finish() {
        target = nil
        list.focus(focusTarget)
    }
}
