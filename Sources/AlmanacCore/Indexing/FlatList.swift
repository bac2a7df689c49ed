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
public struct FlatList<Item: Sendable>: RandomAccessCollection, Sendable {
    public let collection: IndexedCollection<Item>
    public let footer: String?

    public init(_ collection: IndexedCollection<Item>, footer: String? = nil) {
        self.collection = collection
        self.footer = footer
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { collection.flatCount == 0 ? 0 : collection.flatCount + (footer == nil ? 1 : 2) }

    public subscript(position: Int) -> ListEntry<Item> {
        if position >= collection.flatCount {
            return position == endIndex - 1 ? .endSpace : .footer(footer ?? "")
        }
        return switch collection.entry(atFlatPosition: position) {
        case .header(let section): .header(title: collection.sections[section].title)
        case .row(let section, let row): .row(collection.item(section: section, row: row))
        }
    }
}
