import AlmanacCore
import Foundation

/// One collection's state and its loading, without a widget: the starting rows (the live
/// source's cache when newer than the bundled data, else the bundled data), refreshing, the
/// next page near the end, search, the current item and items opened by their address. Every
/// change is published once, as a `CollectionUpdate`, to `onUpdate`.
@MainActor
public final class CollectionStore<Item: Sendable> {
    public let spec: CollectionSpec<Item>
    public internal(set) var state: CollectionState<Item>
    var live: LiveRequests<Item>?
    private var started = false
    /// The address key of an item asked for before the rows had loaded.
    private var pendingKey: String?

    /// Where the rows shown came from, and when; nil until they arrive.
    public internal(set) var rowsOrigin: RowsOrigin?

    /// Told of every change, in order.
    public var onUpdate: (@MainActor (CollectionUpdate<Item>) -> Void)?

    public init(spec: CollectionSpec<Item>, live settings: LiveSettings) {
        self.spec = spec
        state = CollectionState(identity: spec.identity, footerText: tr("Loading…"))
        live = spec.live?(settings)
        connectLive()
    }

    public var kind: CollectionKind { spec.kind }

    /// Whether loading is over (rows, or why there are none).
    public var hasLoaded: Bool { started && state.phase != .loading }

    /// The current item's detail, if there is a current item.
    public var currentDetail: Detail? { state.current.map(spec.detail) }

    /// The rows as the desktop's search sees them; nil when it does not reach this collection.
    public var searchableRows: ResultSource? { spec.resultSource(state.everything) }

    // MARK: Loading

    /// Loads the starting rows, the first time it is called.
    public func load() {
        guard !started else { return }
        started = true
        reload()
    }

    /// Loads the starting rows (again) off the main thread; the rows shown stay until they arrive.
    public func reload() {
        started = true
        publish(CollectionUpdate())
        Task { [weak self, spec, live] in
            let rows = await spec.startingRows(live: live)
            self?.start(with: rows)
        }
    }

    private func start(with rows: StartingRows<Item>) {
        switch rows {
        case .cached(let rows, let saved):
            rowsOrigin = RowsOrigin(source: live?.sourceName, date: saved)
            var update = arrived(live: true) { $0.replaceAll(with: rows) }
            update.news = spec.traits.cachedNews(Formats.date(saved))
            publish(update)
        case .bundled(let loaded):
            rowsOrigin = RowsOrigin(source: nil, date: spec.bundledDate)
            for issue in loaded.issues { Diagnostics.warn("\(spec.traits.title): \(issue)") }
            publish(arrived(live: false) { $0.replaceAll(with: loaded.collection) })
        case .failed(let error):
            Diagnostics.report(tr("cannot load {collection}: {problem}", ["collection": spec.traits.title, "problem": "\(error)"]))
            state.loadingFailed("\(error)")
            var update = CollectionUpdate<Item>()
            openPending(into: &update)
            publish(update)
        }
    }

    /// The update of rows arriving: the state's change, the current item's new version (or
    /// none), and an item asked for before they came.
    func arrived(live: Bool, _ change: (inout CollectionState<Item>) -> [ListSplice<Item>]) -> CollectionUpdate<Item> {
        let hadCurrent = state.current != nil
        let splices = change(&state)
        var update = CollectionUpdate(splices: splices, rowsArrived: true, rowsAreLive: live, currentChanged: hadCurrent)
        update.references = spec.publishes?(state.everything.items)
        if live { update.fault = .cleared }
        openPending(into: &update)
        return update
    }

    func publish(_ update: CollectionUpdate<Item>) {
        var update = update
        update.phase = state.phase
        update.activity = state.activity
        onUpdate?(update)
    }

    // MARK: The current item

    /// The person moved to the row at `position`: published when that made another item current.
    public func select(position: Int) {
        guard let item = state.item(atPosition: position), !state.isCurrent(item) else { return }
        state.select(position: position)
        publish(CollectionUpdate(currentChanged: true))
    }

    /// The person opened the row at `position`: it is current, and published as opened.
    public func open(position: Int) {
        guard let item = state.select(position: position) else { return }
        var update = CollectionUpdate<Item>()
        update.opened = spec.detail(item)
        publish(update)
    }

    /// Enter in the search: opens the current row if the search shows it, else the best match
    /// ("iran" opens Iran, not Albania by its capital Tirana).
    public func openFromSearch() {
        guard let position = state.currentPosition ?? state.bestMatchPosition ?? state.firstRowPosition else { return }
        open(position: position)
    }

    /// The address of the item of the row at a list position; nil for anything else, or in a
    /// collection without addresses.
    public func address(atPosition position: Int) -> ItemAddress? {
        guard let item = state.item(atPosition: position), let key = spec.searchResult?.key else { return nil }
        return ItemAddress(kind: kind, key: key(item))
    }

    /// Opens the item with this address key once there are rows (loading them first), or says
    /// in the news that there is no such item.
    public func open(key: String) {
        pendingKey = key
        load()
        var update = CollectionUpdate<Item>()
        openPending(into: &update)
        if update.opened != nil || update.news != nil || update.searchMustEnd { publish(update) }
    }

    private func openPending(into update: inout CollectionUpdate<Item>) {
        guard let key = pendingKey, state.phase != .loading else { return }
        guard let item = item(key: key) else {
            pendingKey = nil
            update.news = spec.traits.itemMissing
            return
        }
        if state.isSearching {
            update.searchMustEnd = true
            return
        }
        pendingKey = nil
        state.makeCurrent(item)
        update.move = state.currentPosition.map { .top($0) }
        update.opened = spec.detail(item)
    }

    // MARK: Compare

    /// What Compare offers to add: the items the list's search finds for `query` (all for a
    /// blank one), in the list's order, with their addresses.
    public func candidates(matching query: String) -> [(address: ItemAddress, row: RowContent)] {
        guard let key = spec.searchResult?.key else { return [] }
        return state.everything.filtered(by: query).items.map { item in
            (ItemAddress(kind: kind, key: key(item)), spec.rowContent(item))
        }
    }

    /// The detail of the item with this address key; nil when the rows have none.
    public func detail(key: String) -> Detail? {
        item(key: key).map(spec.detail)
    }

    /// The item with this address key among all the rows (a search hides none of them).
    private func item(key: String) -> Item? {
        guard let addressKey = spec.searchResult?.key else { return nil }
        return state.everything.items.first { addressKey($0) == key }
    }

    // MARK: Search

    /// Shows only the items matching `query`, from the top; when the search ends, the view goes
    /// to the result picked, if one was, else back to where it was, or opens an item asked for
    /// meanwhile.
    public func search(_ query: String) {
        let splices = state.search(query)
        var update = CollectionUpdate(splices: splices, fadeIn: true)
        if !state.isSearching {
            if !splices.isEmpty {
                update.move = state.searchMovedCurrent ? state.currentPosition.map { .reveal($0) } : .back
            }
            openPending(into: &update)
        }
        if !update.splices.isEmpty || update.opened != nil { publish(update) }
    }

    /// Whether the view follows the end of the list (a next page then moves it there).
    public var followingEnd: Bool {
        get { state.followingEnd }
        set { state.followingEnd = newValue }
    }

    // MARK: Starred items only

    /// The address keys of the items shown, while only starred ones are.
    public private(set) var starredKeys: Set<String>?

    /// Shows only the items whose address keys are `keys` (the starred ones), or all for nil;
    /// back to all, the view goes to the current item.
    public func showOnlyStarred(_ keys: Set<String>?) {
        guard keys != starredKeys, let addressKey = spec.searchResult?.key else { return }
        let wasOnlyStarred = starredKeys != nil
        starredKeys = keys
        var isStarred: (@Sendable (Item) -> Bool)?
        if let keys { isStarred = { item in keys.contains(addressKey(item)) } }
        let splices = state.showOnlyStarred(isStarred)
        var update = CollectionUpdate(splices: splices, fadeIn: true)
        if keys == nil, wasOnlyStarred { update.move = state.currentPosition.map { .reveal($0) } }
        publish(update)
    }

    /// The starred keys of items no longer in the collection (gone from the data since starred).
    public var starredKeysGone: Set<String> {
        guard let starredKeys, let addressKey = spec.searchResult?.key else { return [] }
        return starredKeys.subtracting(state.everything.items.lazy.map(addressKey))
    }
}
