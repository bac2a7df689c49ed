import Foundation

/// The items a person starred, by address (`country/KE`): an item keeps its star across
/// languages, reloads, live refreshes and data releases. Each keeps the title it had when
/// starred, so that one no longer in its collection is still listed, by that title.
public struct StarredItems: Equatable, Sendable {
    public struct Star: Equatable, Sendable {
        /// An item's address, as `ItemAddress` writes it. Kept as text: a star from a newer
        /// Almanac, of a collection this one does not know, is kept too.
        public let address: String
        public var title: String
        public let starred: Date

        public init(address: String, title: String, starred: Date) {
            self.address = address
            self.title = title
            self.starred = starred
        }
    }

    private var byAddress: [String: Star] = [:]

    public init(_ stars: [Star] = []) {
        for star in stars { add(star) }
    }

    /// Every star, the newest first (ties by address, so the order is the same every time).
    public var all: [Star] {
        byAddress.values.sorted { ($0.starred, $1.address) > ($1.starred, $0.address) }
    }

    public var count: Int { byAddress.count }

    public func contains(_ address: ItemAddress) -> Bool { byAddress[address.description] != nil }

    /// The address keys of the starred items of one collection (`KE` for `country/KE`).
    public func keys(of kind: CollectionKind) -> Set<String> {
        Set(byAddress.keys.compactMap { ItemAddress($0) }.filter { $0.kind == kind }.map(\.key))
    }

    public mutating func star(_ address: ItemAddress, title: String, at date: Date = Date()) {
        byAddress[address.description] = Star(address: address.description, title: title, starred: date)
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

    private mutating func add(_ star: Star) {
        if let kept = byAddress[star.address], kept.starred <= star.starred { return }
        byAddress[star.address] = star
    }
}
