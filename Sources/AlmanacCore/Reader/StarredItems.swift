import Foundation

/// The items a person starred, by address (`country/KE`): an item keeps its star across
/// languages, reloads, live refreshes and data releases. Each keeps the title it had when
/// starred, so that one no longer in its collection is still listed, by that title.
public struct StarredItems: Equatable, Sendable {
    private var byAddress: [String: ListedItem] = [:]

    public init(_ stars: [ListedItem] = []) {
        for star in stars { add(star) }
    }

    /// Every star, the newest first (ties by address, so the order is the same every time).
    public var all: [ListedItem] {
        byAddress.values.sorted { ($0.date, $1.address) > ($1.date, $0.address) }
    }

    public var count: Int { byAddress.count }

    public func contains(_ address: ItemAddress) -> Bool { byAddress[address.description] != nil }

    /// The address keys of the starred items of one collection (`KE` for `country/KE`).
    public func keys(of kind: CollectionKind) -> Set<String> {
        Set(byAddress.keys.compactMap { ItemAddress($0) }.filter { $0.kind == kind }.map(\.key))
    }

    public mutating func star(_ address: ItemAddress, title: String, at date: Date = Date()) {
        byAddress[address.description] = ListedItem(address: address.description, title: title, date: date)
    }

    public mutating func unstar(_ address: ItemAddress) {
        byAddress[address.description] = nil
    }

    /// Adds the stars of `other` not starred here (each keeps the earlier of its two dates);
    /// returns how many were new.
    @discardableResult
    public mutating func merge(_ other: StarredItems) -> Int {
        let before = count
        for star in other.byAddress.values { add(star) }
        return count - before
    }

    private mutating func add(_ star: ListedItem) {
        if let kept = byAddress[star.address], kept.date <= star.date { return }
        byAddress[star.address] = star
    }
}
