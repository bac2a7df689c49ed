import GtkKit

/// Brings a row of a list to an edge of the view — exactly, whatever the row heights.
///
/// `list.scroll-to-item` alone scrolls as little as possible (a row below the view lands at the
/// bottom edge). So: when the row has a widget on screen, the view moves by the widget's offset;
/// when it has none, GTK brings it into view first — near the wanted edge, so that the
/// correction is small — and the alignment is finished after the next layout. Moving the view
/// binds other rows and can change the scrollable height, so alignment is checked again after
/// each layout, a few times at most. Call `laidOut()` after every layout of the window: GTK lays
/// out again within the same frame after each correction, so the frame painted is aligned.
@MainActor
final class ViewAligner<Source: RandomAccessCollection, Row: ListRow> where Source.Index == Int {
    enum Placement: Equatable {
        /// The row's top at the view's top.
        case top
        /// The row's bottom at the view's bottom.
        case bottom
        /// The least movement that shows the whole row below a band of `inset` pixels at the top
        /// (where a sticky header covers the rows).
        case visible(inset: Int)
        /// The row's top this far below the view's top (negative: above it).
        case offset(Double)
    }

    private let list: ListView<Source, Row>
    private let scroller: ScrolledWindow
    /// The usual height of a row, to guess how many fit on a screen.
    private let rowHeight: @MainActor () -> Int
    private var target: (position: Int, placement: Placement)?
    private var finished: (@MainActor () -> Void)?
    /// A `.visible` movement asked for while another was under way, made once that one is done:
    /// a key typed right after a jump goes on from where the jump lands (made at once, the least
    /// movement showed its row at the bottom, the jump's section never reached).
    private var then: (position: Int, placement: Placement, finished: (@MainActor () -> Void)?)?
    private var attempts = 0

    init(list: ListView<Source, Row>, scroller: ScrolledWindow, rowHeight: @escaping @MainActor () -> Int) {
        self.list = list
        self.scroller = scroller
        self.rowHeight = rowHeight
    }

    /// Whether the view is still moving to a row.
    var isMoving: Bool { target != nil }

    /// The position the view is moving to, if any.
    var targetPosition: Int? { target?.position }

    /// Moves `position` to `placement`, then calls `finished` (e.g. to focus the row).
    func scroll(_ position: Int, to placement: Placement, finished: (@MainActor () -> Void)? = nil) {
        // No such row (the list was emptied): the movement under way was to a row gone too, and
        // kept, it would be moved past the end when the rows come back.
        guard position >= 0, position < list.model.count else { return cancel() }
        if case .visible = placement, target != nil {
            then = (position, placement, finished)
            return
        }
        then = nil
        scroller.stopMomentum()
        target = (position, placement)
        self.finished = finished
        attempts = 0
        if list.row(at: position)?.root.isMapped == true {
            list.queueAllocate()  // aligned after the layout, where the row's place is current
        } else {
            bringNear(position, placement)
        }
    }

    /// Follows the rows moved by a change of the list: `newPosition` maps an old position to
    /// where that row is now.
    func retarget(_ newPosition: (Int) -> Int) {
        guard let (position, placement) = target else { return }
        target = (newPosition(position), placement)
        if let next = then { then?.position = newPosition(next.position) }
        attempts = 0
    }

    /// Forgets the movement under way and the one to follow (the user scrolled, the rows changed).
    func cancel() {
        target = nil
        finished = nil
        then = nil
    }

    /// Call after every layout.
    func laidOut() { align() }

    /// GTK shows a row above the view at the top edge and one below at the bottom edge; for a
    /// row below that should land at the top, the row a screen further down is shown instead.
    private func bringNear(_ position: Int, _ placement: Placement) {
        let top = list.position(atX: 8, y: 1) ?? 0
        guard placement == .top, position > top else { return list.scrollTo(position) }
        let rowsPerScreen = Int(scroller.verticalAdjustment.pageSize) / max(rowHeight(), 1)
        list.scrollTo(min(position + max(rowsPerScreen - 1, 0), list.model.count - 1))
    }

    private func align() {
        guard let (position, placement) = target else { return }
        attempts += 1
        guard let row = list.row(at: position), row.root.isMapped,
              let offset = row.root.translate(x: 0, y: 0, to: list)?.y else {
            // Not on screen after all: let GTK show it, wherever, and align after that layout.
            guard attempts <= 6 else { return finish() }
            return list.scrollTo(position)
        }
        let page = scroller.verticalAdjustment.pageSize
        let height = Double(row.root.height)
        let delta: Double = switch placement {
        case .top: offset
        case .offset(let wanted): offset - wanted
        case .bottom: offset + height - page
        case .visible(let inset):
            offset < Double(inset) ? offset - Double(inset) : max(0, offset + height - page)
        }
        let adjustment = scroller.verticalAdjustment
        let before = adjustment.value
        if abs(delta) >= 1, attempts <= 6 { adjustment.value += delta }
        if adjustment.value == before { finish() }  // aligned, or as near as the list allows
    }

    private func finish() {
        let finished = finished
        let next = then
        cancel()
        finished?()
        if let next, target == nil { scroll(next.position, to: next.placement, finished: next.finished) }
    }
}
