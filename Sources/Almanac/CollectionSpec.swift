import AlmanacCore
import Foundation

/// Everything that makes one collection what it is: where its bundled rows come from, how an
/// item is identified, shown in a row, in the detail and in the desktop's search, and its live
/// source. The window builds one page per spec, the same way for every collection.
@MainActor
struct CollectionSpec<Item: Sendable> {
    let kind: CollectionKind
    /// Reads and indexes the bundled collection (called off the main thread).
    let load: @Sendable () throws(DataFileError) -> LoadedCollection<Item>
    /// Stays the same for an item across reloads and live pages.
    let identity: @Sendable (Item) -> String
    let rowContent: @MainActor (Item) -> RowContent
    let detail: @MainActor (Item) -> Detail
    /// The item's key in its address (`KE` in `country/KE`), and what a search result shows
    /// of it; nil for a collection the desktop's search and `--open` do not reach.
    var searchResult: (key: @Sendable (Item) -> String, describe: @MainActor (Item) -> ResultShape)?
    /// The live source for the settings in force; nil when there is none.
    var live: (@MainActor (LiveSettings) -> LiveLoader<Item>?)?
    /// The settings the live source depends on: when they change, it is made anew.
    var liveSettings: @MainActor (LiveSettings) -> [String] = { _ in [] }
    /// When the bundled data was installed: a cache older than that is not used.
    var bundledDate: Date?
    /// A notice above the rows until live rows replace them (e.g. "sample loans").
    var banner: String?
    /// Called with every item each time rows arrive.
    var loaded: (@MainActor ([Item]) -> Void)?
}

/// What a search result shows of an item.
typealias ResultShape = (name: String, description: String, icon: ResultMeta.Icon)

/// The rows a collection starts with.
enum StartingRows<Item: Sendable> {
    /// Its live source's cache, newer than the bundled data, fetched at `saved`.
    case cached(IndexedCollection<Item>, saved: Date)
    case bundled(LoadedCollection<Item>)
    case failed(DataFileError)
}

extension CollectionSpec {
    /// Reads the rows to start with, off the main thread: the cache of `live` when it is newer
    /// than the bundled data, else the bundled data.
    func startingRows(live: LiveLoader<Item>?) async -> StartingRows<Item> {
        if let cached = await live?.restore(newerThan: bundledDate) {
            return .cached(cached.rows, saved: cached.saved)
        }
        let load = load
        switch await Task.detached(operation: { Result(catching: load) }).value {
        case .success(let loaded): return .bundled(loaded)
        case .failure(let error): return .failed(error)
        }
    }

    /// The rows as the desktop's search sees them; nil when the search does not reach them.
    func resultSource(_ rows: IndexedCollection<Item>) -> ResultSource? {
        guard let searchResult else { return nil }
        return ResultSource(kind: kind, items: rows, key: searchResult.key, describe: searchResult.describe)
    }
}

/// A spec of any item type, as the app sees it: something that makes a page, and loads its
/// rows for the desktop's search.
@MainActor
protocol AnyCollectionSpec {
    var kind: CollectionKind { get }
    func makePage(pictures: PictureLoader, live: LiveSettings) -> BrowsablePage
    /// The starting rows as search results (nil when they cannot be read or are not searched).
    func searchableRows(live: LiveSettings) async -> ResultSource?
}

extension CollectionSpec: AnyCollectionSpec {
    func makePage(pictures: PictureLoader, live: LiveSettings) -> BrowsablePage {
        CollectionPage(spec: self, pictures: pictures, live: live)
    }

    func searchableRows(live settings: LiveSettings) async -> ResultSource? {
        guard searchResult != nil else { return nil }
        switch await startingRows(live: live?(settings)) {
        case .cached(let rows, _): return resultSource(rows)
        case .bundled(let loaded): return resultSource(loaded.collection)
        case .failed(let error):
            Diagnostics.warn(tr("cannot load {collection}: {problem}", ["collection": kind.title, "problem": "\(error)"]))
            return nil
        }
    }
}
