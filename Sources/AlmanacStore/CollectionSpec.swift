import AlmanacCore
import Foundation

/// Everything that makes one collection what it is: where its bundled rows come from, how an
/// item is identified, shown in a row, in the detail and in the desktop's search, and its live
/// source. Each collection has a store (`CollectionStore`) and a page made from its spec.
@MainActor
public struct CollectionSpec<Item: Sendable> {
    public let kind: CollectionKind
    /// What the collection says of itself: title, item noun, icon, news.
    public let traits: CollectionTraits
    /// Reads and indexes the bundled collection (called off the main thread).
    public let load: @Sendable () throws(DataFileError) -> LoadedCollection<Item>
    /// Stays the same for an item across reloads and live pages.
    public let identity: @Sendable (Item) -> String
    public let rowContent: @MainActor (Item) -> RowContent
    public let detail: @MainActor (Item) -> Detail
    /// The item's key in its address (`KE` in `country/KE`), and what a search result shows
    /// of it; nil for a collection the desktop's search and `--open` do not reach.
    public var searchResult: (key: @Sendable (Item) -> String, describe: @MainActor (Item) -> ResultShape)?
    /// The live source for the settings in force; nil when there is none.
    public var live: (@MainActor (LiveSettings) -> LiveRequests<Item>?)?
    /// The settings the live source depends on: when they change, it is made anew.
    public var liveSettings: @MainActor (LiveSettings) -> [String] = { _ in [] }
    /// When the bundled data was installed: a cache older than that is not used.
    public var bundledDate: Date?
    /// A notice above the rows until live rows replace them (e.g. "sample loans").
    public var banner: String?
    /// What other collections' details look up in this one's items, published each time rows
    /// arrive (`References` applies it).
    public var publishes: (@MainActor ([Item]) -> PublishedReferences)?

    public init(kind: CollectionKind, traits: CollectionTraits,
                load: @escaping @Sendable () throws(DataFileError) -> LoadedCollection<Item>,
                identity: @escaping @Sendable (Item) -> String,
                rowContent: @escaping @MainActor (Item) -> RowContent,
                detail: @escaping @MainActor (Item) -> Detail,
                searchResult: (key: @Sendable (Item) -> String, describe: @MainActor (Item) -> ResultShape)? = nil,
                live: (@MainActor (LiveSettings) -> LiveRequests<Item>?)? = nil,
                liveSettings: @escaping @MainActor (LiveSettings) -> [String] = { _ in [] },
                bundledDate: Date? = nil, banner: String? = nil,
                publishes: (@MainActor ([Item]) -> PublishedReferences)? = nil) {
        self.kind = kind
        self.traits = traits
        self.load = load
        self.identity = identity
        self.rowContent = rowContent
        self.detail = detail
        self.searchResult = searchResult
        self.live = live
        self.liveSettings = liveSettings
        self.bundledDate = bundledDate
        self.banner = banner
        self.publishes = publishes
    }
}

/// What a search result shows of an item.
public typealias ResultShape = (name: String, description: String, icon: ResultMeta.Icon)

extension ResultMeta.Icon {
    /// A picture file when it is there, else the collection's symbolic icon.
    static func picture(_ file: String?, else iconName: String) -> Self {
        guard let file, FileManager.default.fileExists(atPath: file) else { return .themed(iconName) }
        return .file(file)
    }
}

/// The rows a collection starts with.
public enum StartingRows<Item: Sendable>: Sendable {
    /// Its live source's cache, newer than the bundled data, fetched at `saved`.
    case cached(IndexedCollection<Item>, saved: Date)
    case bundled(LoadedCollection<Item>)
    case failed(DataFileError)
}

extension CollectionSpec {
    /// Reads the rows to start with, off the main thread: the cache of `live` when it is newer
    /// than the bundled data, else the bundled data.
    public func startingRows(live: LiveRequests<Item>?) async -> StartingRows<Item> {
        if let cached = await live?.restore(newerThan: bundledDate) {
            return .cached(cached.rows, saved: cached.saved)
        }
        let load = load
        return await Task.detached { Self.bundledRows(load) }.value
    }

    /// `startingRows` begun at once, wholly off the main thread, for rows that are only searched.
    func readStartingRows(live: LiveRequests<Item>?) -> Task<StartingRows<Item>, Never> {
        let (load, bundledDate) = (load, bundledDate)
        return Task.detached {
            if let cached = await live?.readCache(newerThan: bundledDate) {
                return .cached(cached.rows, saved: cached.saved)
            }
            return Self.bundledRows(load)
        }
    }

    nonisolated private static func bundledRows(
        _ load: @Sendable () throws(DataFileError) -> LoadedCollection<Item>
    ) -> StartingRows<Item> {
        switch Result(catching: load) {
        case .success(let loaded): .bundled(loaded)
        case .failure(let error): .failed(error)
        }
    }

    /// The rows as the desktop's search sees them; nil when the search does not reach them.
    public func resultSource(_ rows: IndexedCollection<Item>) -> ResultSource? {
        guard let searchResult else { return nil }
        return ResultSource(kind: kind, title: traits.title, itemNoun: traits.itemNoun, items: rows,
                            key: searchResult.key, describe: searchResult.describe)
    }
}

/// A spec of any item type, as the app sees it: its kind, its rows for the desktop's search,
/// and a way back to its item type (`accept`) for what is made per collection.
@MainActor
public protocol AnyCollectionSpec {
    var kind: CollectionKind { get }
    var traits: CollectionTraits { get }
    /// Begins reading the starting rows off the main thread at once, not at the main loop's next
    /// turn (a process D-Bus started for a search reads them while GTK starts up); returns how to
    /// wait for them as search results (nil when they cannot be read or are not searched).
    func searchableRows(live: LiveSettings) -> @MainActor () async -> ResultSource?
    /// Calls the visitor with the spec's item type.
    func accept<Visitor: CollectionSpecVisitor>(_ visitor: Visitor) -> Visitor.Result
}

extension [any AnyCollectionSpec] {
    /// The traits of the collection of `kind`; the synthetic collection's for one not here.
    @MainActor
    public func traits(of kind: CollectionKind) -> CollectionTraits {
        first { $0.kind == kind }?.traits ?? .synthetic
    }
}

/// Makes something for a spec of any item type (a page, a store).
@MainActor
public protocol CollectionSpecVisitor {
    associatedtype Result
    func visit<Item: Sendable>(_ spec: CollectionSpec<Item>) -> Result
}

extension CollectionSpec: AnyCollectionSpec {
    public func accept<Visitor: CollectionSpecVisitor>(_ visitor: Visitor) -> Visitor.Result {
        visitor.visit(self)
    }

    public func searchableRows(live settings: LiveSettings) -> @MainActor () async -> ResultSource? {
        guard searchResult != nil else { return { nil } }
        let reading = readStartingRows(live: live?(settings))
        return {
            switch await reading.value {
            case .cached(let rows, _): return resultSource(rows)
            case .bundled(let loaded): return resultSource(loaded.collection)
            case .failed(let error):
                Diagnostics.warn(tr("cannot load {collection}: {problem}", ["collection": traits.title, "problem": "\(error)"]))
                return nil
            }
        }
    }
}
