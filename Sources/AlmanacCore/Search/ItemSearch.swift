/// What the desktop's search shows of one item: its name, a line about it and an icon.
public struct ResultMeta: Equatable, Sendable {
    public enum Icon: Equatable, Sendable {
        /// A picture file (a country's flag, an animal's picture).
        case file(String)
        /// A symbolic icon of the icon theme.
        case themed(String)
    }

    /// The result's id as the Shell knows it: an item's address (`country/KE`).
    public let id: String
    public let name: String
    /// "Nairobi · Africa"; what kind of item it is ("Animal") when there is nothing more to say.
    public let description: String
    public let icon: Icon

    public init(id: String, name: String, description: String, icon: Icon) {
        self.id = id
        self.name = name
        self.description = description
        self.icon = icon
    }
}

/// One collection, searchable by the desktop: its indexed items, with each item's address key
/// and what a result shows of it.
public struct ResultSource {
    public let kind: CollectionKind
    /// The collection's name, for a result that is not in it any more.
    public let title: String
    fileprivate let bestMatches: ([String], Int, Set<String>) -> [(key: String, rank: MatchRank)]
    fileprivate let meta: (String) -> ResultMeta?

    /// `itemNoun` describes a result that has no description of its own.
    public init<Item>(kind: CollectionKind, title: String, itemNoun: String, items: IndexedCollection<Item>,
                      key: @escaping (Item) -> String,
                      describe: @escaping (Item) -> (name: String, description: String, icon: ResultMeta.Icon)) {
        self.kind = kind
        self.title = title
        let byKey = Dictionary(items.items.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        bestMatches = { terms, limit, starred in
            items.bestMatches(for: terms, limit: limit, preferring: { starred.contains(key($0)) }).map { (key($0.item), $0.rank) }
        }
        meta = { wanted in
            byKey[wanted].map { item in
                let shown = describe(item)
                return ResultMeta(id: ItemAddress(kind: kind, key: wanted).description, name: shown.name,
                                  description: shown.description.isEmpty ? itemNoun : shown.description,
                                  icon: shown.icon)
            }
        }
    }
}

/// Searches every loaded collection at once, as GNOME Shell's search asks (the search
/// provider); also tells whether an address names an item.
public final class ItemSearch {
    /// The most results one collection gives a search.
    public static let resultsPerCollection = 10
    private var sources: [CollectionKind: ResultSource] = [:]

    public init() {}

    /// Adds a collection, or replaces it with its newer rows.
    public func update(_ source: ResultSource) { sources[source.kind] = source }

    public func hasLoaded(_ kind: CollectionKind) -> Bool { sources[kind] != nil }

    /// The starred items, which come first.
    public var starred = StarredItems()

    /// The addresses of the items matching every term, best first: starred ones, then by
    /// `MatchRank`, then by collection (in the switcher's order), then in list order; at most
    /// `resultsPerCollection` from each collection.
    public func results(for terms: [String]) -> [ItemAddress] {
        var found: [(address: ItemAddress, later: Int, rank: MatchRank, collection: Int, position: Int)] = []
        for (collection, kind) in CollectionKind.allCases.enumerated() {
            guard let source = sources[kind] else { continue }
            let starredKeys = starred.keys(of: kind)
            for (position, match) in source.bestMatches(terms, Self.resultsPerCollection, starredKeys).enumerated() {
                found.append((ItemAddress(kind: kind, key: match.key), starredKeys.contains(match.key) ? 0 : 1,
                              match.rank, collection, position))
            }
        }
        return found.sorted { ($0.later, $0.rank, $0.collection, $0.position) < ($1.later, $1.rank, $1.collection, $1.position) }
            .map(\.address)
    }

    /// What a result shows; nil for an address naming no loaded item.
    public func meta(for address: ItemAddress) -> ResultMeta? { sources[address.kind]?.meta(address.key) }

    /// A meta for every id, in the order asked (GNOME Shell 43 drops all of a provider's
    /// results when one is missing): an id that names no loaded item any more (the Shell
    /// kept it from an earlier search) says so.
    public func metas(for ids: [String]) -> [ResultMeta] {
        ids.map { id in
            let address = ItemAddress(id)
            return address.flatMap(meta(for:)) ?? ResultMeta(
                id: id, name: address.flatMap { sources[$0.kind] }.map { tr("No longer in {collection}", ["collection": $0.title]) }
                    ?? tr("No longer in Almanac"),
                description: "", icon: .themed("action-unavailable-symbolic"))
        }
    }
}
