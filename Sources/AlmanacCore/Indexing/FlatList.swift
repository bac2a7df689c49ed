/// One position of a sectioned list: a section header, a row, a footer after the last row
/// (e.g. "Loading…"), or the blank space at the very end that lets the last section scroll up
/// to the top.
public enum ListEntry<Item: Sendable>: Sendable {
    case header(title: String)
    case row(Item)
    case footer(String)
    case endSpace
}

/// An indexed collection as the flat sequence a list view shows: each section's header, then
/// its rows, then (when there are rows) the footer if any and the end space. Random access in
/// O(log sections); nothing is copied.
///
/// While a list model is told of a merge one inserted run at a time, the runs it has not been
/// told of yet are `omitted`: the list then presents exactly what the model announced so far.
public struct FlatList<Item: Sendable>: RandomAccessCollection, Sendable {
    public let collection: IndexedCollection<Item>
    public let footer: String?
    /// Flat positions of `collection` not presented (ascending, disjoint).
    private let omitted: [Range<Int>]
    /// The number of flat positions of `collection` presented.
    public let presentedCount: Int

    public init(_ collection: IndexedCollection<Item>, footer: String? = nil, omitting omitted: [Range<Int>] = []) {
        self.collection = collection
        self.footer = footer
        self.omitted = omitted
        presentedCount = collection.flatCount - omitted.reduce(0) { $0 + $1.count }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { presentedCount == 0 ? 0 : presentedCount + (footer == nil ? 1 : 2) }

    public subscript(position: Int) -> ListEntry<Item> {
        if position >= presentedCount {
            return position == endIndex - 1 ? .endSpace : .footer(footer ?? "")
        }
        var flat = position
        for range in omitted where range.lowerBound <= flat { flat += range.count }
        return switch collection.entry(atFlatPosition: flat) {
        case .header(let section): .header(title: collection.sections[section].title)
        case .row(let section, let row): .row(collection.item(section: section, row: row))
        }
    }
}

extension FlatList {
    /// The position of the row at or after (`step` 1) or before (-1) `position`; headers, the
    /// footer and the end space are passed over.
    public func row(from position: Int, step: Int) -> Int? {
        ListKeyMap.row(from: position, step: step, count: count, isRow: isRow)
    }

    /// Whether `position` holds a row (not a header, the footer or the end space).
    public func isRow(_ position: Int) -> Bool {
        guard position >= 0, position < count, case .row = self[position] else { return false }
        return true
    }
}
