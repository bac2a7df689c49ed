import AlmanacCore
import GtkKit

/// The heights of a list's rows as GTK lays them out (estimates until one of each kind is
/// measured), and what follows from them: how many rows a screen holds, and the blank space
/// after the last row that lets the last section, and no more, scroll up to the top.
@MainActor
final class RowMetrics {
    private(set) var header = 38
    private(set) var row = 56
    private(set) var footer = 56
    /// The end space the list shows now (the height its last entry is bound with).
    private(set) var endSpace = 0

    /// Measures one laid-out row of each kind the list has: a header, an item row and the
    /// footer. This runs after every layout, and ~200 rows are bound: it stops at the first of
    /// each. True when the item rows' height changed.
    @discardableResult
    func measure(_ rows: some Collection<RowView>, hasFooter: Bool) -> Bool {
        let rowBefore = row
        var unmeasured: Set<RowView.Kind> = hasFooter ? [.header, .row, .footer] : [.header, .row]
        for view in rows {
            guard let kind = view.kind, unmeasured.contains(kind), view.root.isMapped, view.height > 0 else { continue }
            switch kind {
            case .header: header = view.height
            case .row: row = view.height
            case .footer: footer = view.height
            case .space: break
            }
            unmeasured.remove(kind)
            if unmeasured.isEmpty { break }
        }
        return row != rowBefore
    }

    /// How many rows a view of `height` pixels holds.
    func rowsPerScreen(inHeight height: Double) -> Int { max(Int(height) / max(row, 1), 1) }

    /// Sizes the end space for `list` in a view of `height` pixels; true when it changed (the
    /// list's last entry must be bound again).
    @discardableResult
    func sizeEndSpace<Item>(for list: FlatList<Item>, inHeight height: Double) -> Bool {
        let new: Int
        if let last = list.collection.sections.last {
            let lastSection = header + last.range.count * row + (list.footer == nil ? 0 : footer)
            new = max(0, Int(height) - lastSection)
        } else {
            new = 0
        }
        defer { endSpace = new }
        return new != endSpace
    }
}
