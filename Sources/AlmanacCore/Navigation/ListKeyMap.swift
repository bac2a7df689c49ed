/// A key that moves the current row of a sectioned list.
public enum ListKey: Equatable, Sendable {
    case up, down, pageUp, pageDown, home, end
    /// A typed letter or digit ("к", "7"): the list goes to the section it is filed under.
    case letter(String)
}

/// What a key needs to know of a sectioned list: its positions, where the keyboard is, where
/// the view is.
public struct ListKeyContext {
    /// The positions presented: headers, rows, the footer and the end space.
    public var count: Int
    /// Whether a position holds a row (not a header, the footer or the end space).
    public var isRow: (Int) -> Bool
    /// The row keys go on from: the row an earlier key went to that the view is still moving
    /// to, else the row with the focus ring, else the current row, while on screen. Nil when
    /// none of them is in view.
    public var current: Int?
    /// The first row shown whole below the sticky header (keys go on from the view when the
    /// current row is out of it).
    public var firstShown: Int?
    /// How many rows the view holds.
    public var rowsPerScreen: Int
    /// The header position of the section a letter jumps to (its own, else the next).
    public var headerOfLetter: (String) -> Int?

    public init(count: Int, isRow: @escaping (Int) -> Bool, current: Int?, firstShown: Int?,
                rowsPerScreen: Int, headerOfLetter: @escaping (String) -> Int?) {
        self.count = count
        self.isRow = isRow
        self.current = current
        self.firstShown = firstShown
        self.rowsPerScreen = rowsPerScreen
        self.headerOfLetter = headerOfLetter
    }
}

/// Where a key takes the list: the row made current, and what the view brings into sight.
public struct ListKeyTarget: Equatable, Sendable {
    public enum Placement: Equatable, Sendable {
        /// The least movement that shows `shown` whole (below the sticky header).
        case visible
        /// `shown` at the top of the view.
        case top
        /// `shown` at the bottom of the view.
        case bottom
    }

    /// The row made current: selected, focused, shown in the detail.
    public let row: Int
    /// The position brought into sight (the row itself, or a section's header above it).
    public let shown: Int
    public let placement: Placement
    /// Whether the view follows the end as more rows arrive (End).
    public let followsEnd: Bool

    public init(row: Int, shown: Int, placement: Placement, followsEnd: Bool = false) {
        self.row = row
        self.shown = shown
        self.placement = placement
        self.followsEnd = followsEnd
    }
}

/// The keyboard of a sectioned list as a pure function: a key and the list's state give the
/// row that becomes current. Keys go on from the row with the focus ring (the current row) while
/// it is on screen; once the user has moved the view away from it (wheel, touch, index), from
/// the view: Down makes the first row shown current, Up the row above it, a page key moves a
/// screen from there.
public enum ListKeyMap {
    public static func target(of key: ListKey, in context: ListKeyContext) -> ListKeyTarget? {
        switch key {
        case .up, .down, .pageUp, .pageDown:
            return step(key, in: context)
        case .home:
            return row(from: 0, step: 1, in: context).map { ListKeyTarget(row: $0, shown: 0, placement: .top) }
        case .end:
            return row(from: context.count - 1, step: -1, in: context).map {
                ListKeyTarget(row: $0, shown: $0, placement: .bottom, followsEnd: true)
            }
        case .letter(let title):
            guard let header = context.headerOfLetter(title),
                  let first = row(from: header, step: 1, in: context) else { return nil }
            return ListKeyTarget(row: first, shown: header, placement: .top)
        }
    }

    private static func step(_ key: ListKey, in context: ListKeyContext) -> ListKeyTarget? {
        let forward = key == .down || key == .pageDown
        let distance = key == .up || key == .down ? 1 : max(context.rowsPerScreen - 1, 1)
        // Out of view, the keyboard stands between the first row shown and the one above it:
        // Down lands on the first row shown, Up on the row above.
        guard let origin = context.current
                ?? (context.firstShown ?? row(from: 0, step: 1, in: context)).map({ forward ? $0 - 1 : $0 })
        else { return nil }
        let start = min(max(origin + (forward ? distance : -distance), 0), max(context.count - 1, 0))
        let direction = forward ? 1 : -1
        guard let target = row(from: start, step: direction, in: context) ?? row(from: start, step: -direction, in: context),
              target != context.current else { return nil }
        return ListKeyTarget(row: target, shown: target, placement: .visible)
    }

    /// The row at or after (`step` 1) or before (-1) a position; headers, the footer and the end
    /// space are passed over.
    static func row(from position: Int, step: Int, in context: ListKeyContext) -> Int? {
        row(from: position, step: step, count: context.count, isRow: context.isRow)
    }

    /// The first position from `position` on, by `step`, within 0 ..< `count`, that `isRow`.
    static func row(from position: Int, step: Int, count: Int, isRow: (Int) -> Bool) -> Int? {
        var candidate = position
        while candidate >= 0, candidate < count {
            if isRow(candidate) { return candidate }
            candidate += step
        }
        return nil
    }
}
