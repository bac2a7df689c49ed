import AlmanacCore
import AlmanacStore
import Foundation

/// Every collection's rows as the desktop's search and `--open` see them. The window's pages
/// keep it current as rows arrive; before (or without) a window — the app started by D-Bus for
/// the desktop's search — it reads each collection's starting rows itself, once, off the main
/// thread. Starred items come first (`ItemSearch.starred`, kept as `Starred` changes).
@MainActor
final class SearchLibrary {
    let search = ItemSearch()
    private let specs: [AnyCollectionSpec]
    private let liveSettings: @MainActor () -> LiveSettings
    private var loading: [CollectionKind: Task<Void, Never>] = [:]

    init(specs: [AnyCollectionSpec], starred: Starred, liveSettings: @escaping @MainActor () -> LiveSettings) {
        self.specs = specs
        self.liveSettings = liveSettings
        search.starred = starred.items
        starred.onChange { [search, unowned starred] in search.starred = starred.items }
    }

    /// A page's rows changed: they replace what was read before.
    func update(_ rows: ResultSource) { search.update(rows) }

    /// Calls `body` once the collections of `kinds` are loaded (at once when they are).
    func whenLoaded(_ kinds: [CollectionKind] = CollectionKind.allCases,
                    _ body: @escaping @MainActor (ItemSearch) -> Void) {
        let tasks = specs.filter { kinds.contains($0.kind) && !search.hasLoaded($0.kind) }.map(task(loading:))
        guard !tasks.isEmpty else { return body(search) }
        Task { @MainActor [search] in
            for task in tasks { await task.value }
            body(search)
        }
    }

    /// Begins reading every collection not loaded yet, off the main thread, for a search to come.
    func startLoading() {
        for spec in specs where !search.hasLoaded(spec.kind) { _ = task(loading: spec) }
    }

    /// The load of one collection, started on first need; rows a page gave in the meantime win.
    private func task(loading spec: AnyCollectionSpec) -> Task<Void, Never> {
        if let running = loading[spec.kind] { return running }
        let reading = spec.searchableRows(live: liveSettings())
        let task = Task { @MainActor [search] in
            guard let rows = await reading(), !search.hasLoaded(spec.kind) else { return }
            search.update(rows)
        }
        loading[spec.kind] = task
        return task
    }
}
