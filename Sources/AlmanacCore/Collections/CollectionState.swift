/// What a collection page shows instead of, or as, its list.
public enum CollectionPhase: Equatable, Sendable {
    /// Nothing loaded yet.
    case loading
    /// Nothing could be loaded: why, in the user's language.
    case failed(String)
    /// Loaded, and there is nothing in it.
    case empty
    /// There are items, but none matches the query.
    case noMatches(query: String)
    /// Only starred items are shown, and none of this collection's is starred.
    case noneStarred
    /// Rows to show.
    case list
}

/// What a collection's live source is doing.
public enum LiveActivity: Equatable, Sendable {
    case idle, refreshing, loadingMore
}

/// One change of a list as a list model announces it ("items-changed"): `removed` entries at
/// `position` became `added` ones, after which the list is `list`.
public struct ListSplice<Item: Sendable>: Sendable {
    public let position: Int
    public let removed: Int
    public let added: Int
    public let list: FlatList<Item>

    /// Where the row at `old` before this splice is after it. A removed row's place goes to
    /// the row now there.
    public func position(after old: Int) -> Int {
        if old < position { return old }
        if old >= position + removed { return old - removed + added }
        return position
    }
}

extension Sequence {
    /// Where the row at `old` is after all these splices, applied in order.
    public func position<Item>(after old: Int) -> Int where Element == ListSplice<Item> {
        reduce(old) { position, splice in splice.position(after: position) }
    }
}

/// The state of one collection page, without any widget: every item loaded, the query and the
/// rows it leaves, what the page shows (loading, failure, empty, no matches, the list), the live
/// source's activity (a "Loading…" footer while the next page comes), whether the view follows
/// the end, and the current item (the one selected and shown in the detail).
///
/// Each change returns the splices a list model must announce, smallest first: a page that
/// arrives is inserted where its rows belong and the rows already there keep their places.
public struct CollectionState<Item: Sendable>: Sendable {
    /// A stable identity of an item across reloads (a country's code, a loan's id).
    public typealias Identity = @Sendable (Item) -> String

    private let identity: Identity
    private let footerText: String
    public private(set) var everything = IndexedCollection<Item>.empty
    public private(set) var query = ""
    /// What the list shows: the items matching the query, with the footer when loading more.
    public private(set) var list = FlatList(IndexedCollection<Item>.empty)
    public private(set) var activity = LiveActivity.idle
    private var hasLoaded = false
    private var failure: String?
    /// The current item: selected in the list and shown in the detail. It stays current while
    /// a search hides it.
    public private(set) var current: Item?
    /// Set by End: rows arriving keep the view at the end, so that every page gets loaded.
    public var followingEnd = false

    /// `footerText` is shown after the last row while the next page is loading.
    public init(identity: @escaping Identity, footerText: String) {
        self.identity = identity
        self.footerText = footerText
    }

    /// The items shown (matching the query), indexed.
    public var shown: IndexedCollection<Item> { list.collection }

    public var phase: CollectionPhase {
        if let failure, everything.items.isEmpty { return .failed(failure) }
        if !hasLoaded { return .loading }
        if everything.items.isEmpty { return .empty }
        guard shown.items.isEmpty else { return .list }
        if let onlyStarred, !everything.items.contains(where: onlyStarred) { return .noneStarred }
        return .noMatches(query: query)
    }

    // MARK: Loading

    /// Rows that replace everything (bundled data, the cache, a refresh). The current item
    /// stays current if it is among them (it may have changed: its new version is kept).
    public mutating func replaceAll(with rows: IndexedCollection<Item>) -> [ListSplice<Item>] {
        everything = rows
        hasLoaded = true
        failure = nil
        if let current { self.current = item(withIdentity: identity(current)) }
        return present(visible(everything))
    }

    /// A live page arrived: `rows` is everything loaded so far. Rows already shown keep their
    /// places and the new ones are inserted where they belong, one splice per run; if rows went
    /// missing (the source changed its mind), everything is replaced.
    public mutating func merge(_ rows: IndexedCollection<Item>) -> [ListSplice<Item>] {
        merge(plan(merging: rows))
    }

    /// Every row with `arrived` (a refresh's pages so far) in place of the versions they update,
    /// and added where new: what a refresh shows until its last page replaces everything.
    public func joining(_ arrived: [Item]) -> [Item] {
        let updated = Set(arrived.map(identity))
        return everything.items.filter { !updated.contains(identity($0)) } + arrived
    }

    /// Where `rows` (everything loaded so far) go in the list shown now. Comparing every row
    /// shown is the costly part of a merge (tens of milliseconds for 100,000 rows), and it
    /// needs no main thread: plan on a copy of the state in the background, then `merge` the
    /// plan.
    public func plan(merging rows: IndexedCollection<Item>) -> MergePlan {
        let filtered = visible(rows)
        return MergePlan(rows: rows, filtered: filtered, basis: shown,
                         runs: shown.items.isEmpty ? nil : insertedRuns(from: shown, to: filtered))
    }

    /// Merges planned rows: only the splices are made here when the list shown is still the one
    /// planned for; otherwise it is planned again.
    public mutating func merge(_ plan: MergePlan) -> [ListSplice<Item>] {
        guard plan.basis.isSame(as: shown) else { return merge(self.plan(merging: plan.rows)) }
        guard let runs = plan.runs else { return replaceAll(with: plan.rows) }
        everything = plan.rows
        var splices: [ListSplice<Item>] = []
        for (index, run) in runs.enumerated() {
            let partial = FlatList(plan.filtered, footer: list.footer, omitting: Array(runs[(index + 1)...]))
            splices.append(ListSplice(position: run.lowerBound, removed: 0, added: run.count, list: partial))
        }
        list = FlatList(plan.filtered, footer: list.footer)
        return splices
    }

    /// Where a live page's rows go: see `plan(merging:)`.
    public struct MergePlan: Sendable {
        fileprivate let rows: IndexedCollection<Item>
        fileprivate let filtered: IndexedCollection<Item>
        /// The list shown when it was planned.
        fileprivate let basis: IndexedCollection<Item>
        /// The flat positions inserted into `basis`; nil when rows of it are missing.
        fileprivate let runs: [Range<Int>]?
    }

    /// Nothing could be loaded: the page says why unless it already shows rows.
    public mutating func loadingFailed(_ message: String) {
        failure = message
    }

    /// The live source started or stopped a request: the footer comes or goes.
    public mutating func setActivity(_ activity: LiveActivity) -> [ListSplice<Item>] {
        self.activity = activity
        let footer = activity == .loadingMore && !shown.items.isEmpty ? footerText : nil
        guard footer != list.footer else { return [] }
        let old = list
        list = FlatList(shown, footer: footer)
        let position = shown.flatCount
        return [ListSplice(position: position, removed: old.count - position - 1,
                           added: list.count - position - 1, list: list)]
    }

    // MARK: Search

    /// Shows only the items matching `query` (all of them for a blank one), from the top.
    public mutating func search(_ query: String) -> [ListSplice<Item>] {
        guard query != self.query else { return [] }
        if !isSearching { currentWhenSearchBegan = current }
        self.query = query
        followingEnd = false
        return present(visible(everything))
    }

    // MARK: Starred items only

    /// Whether an item is starred, while only starred items are shown; nil while all are.
    public private(set) var onlyStarred: (@Sendable (Item) -> Bool)?

    /// Shows only the items `isStarred` says are (matching the query too), or all of them for
    /// nil; called again when the stars change.
    public mutating func showOnlyStarred(_ isStarred: (@Sendable (Item) -> Bool)?) -> [ListSplice<Item>] {
        onlyStarred = isStarred
        followingEnd = false
        return present(visible(everything))
    }

    /// What the list shows of `rows`: those matching the query and, if only starred ones are
    /// shown, starred.
    private func visible(_ rows: IndexedCollection<Item>) -> IndexedCollection<Item> {
        let found = rows.filtered(by: query)
        return onlyStarred.map { found.filtered(keeping: $0) } ?? found
    }

    /// Whether a search hides some items.
    public var isSearching: Bool { !query.trimmingCharacters(in: .whitespaces).isEmpty }

    /// Whether the current item is another than when the search (going on, or the last one)
    /// began: a result was picked.
    public var searchMovedCurrent: Bool { current.map(identity) != currentWhenSearchBegan.map(identity) }

    private var currentWhenSearchBegan: Item?

    // MARK: The current item

    /// Makes the item of the row at a list position current; nil (and no change) for a header,
    /// the footer or the end space.
    @discardableResult
    public mutating func select(position: Int) -> Item? {
        guard let item = item(atPosition: position) else { return nil }
        current = item
        return item
    }

    /// Makes `item` (one of `everything`) the current item, wherever it is.
    public mutating func makeCurrent(_ item: Item) { current = item }

    /// No current item.
    public mutating func clearCurrent() { current = nil }

    /// The item of a row at a list position; nil for anything else.
    public func item(atPosition position: Int) -> Item? {
        guard position >= 0, position < list.count, case .row(let item) = list[position] else { return nil }
        return item
    }

    /// The list position of the current item, when it is shown.
    public var currentPosition: Int? { current.flatMap(position(of:)) }

    /// The list position of the result that best matches the search (its name starts with
    /// what was typed, then a word of it does…, ties in list order); nil when not searching.
    public var bestMatchPosition: Int? {
        let terms = query.split(whereSeparator: \.isWhitespace).map(String.init)
        return shown.bestMatches(for: terms, limit: 1).first.flatMap { position(of: $0.item) }
    }

    /// Whether `item` is the current one.
    public func isCurrent(_ item: Item) -> Bool {
        current.map(identity) == identity(item)
    }

    /// The first and the last row's list positions, when there are rows.
    public var firstRowPosition: Int? { shown.items.isEmpty ? nil : 1 }
    public var lastRowPosition: Int? { shown.items.isEmpty ? nil : shown.flatCount - 1 }

    // MARK: Helpers

    private func position(of item: Item) -> Int? {
        let wanted = identity(item)
        guard let index = shown.items.firstIndex(where: { identity($0) == wanted }) else { return nil }
        let (section, row) = shown.location(ofItemAt: index)
        return shown.flatPosition(section: section, row: row)
    }

    private func item(withIdentity wanted: String) -> Item? {
        everything.items.first { identity($0) == wanted }
    }

    /// Replaces the whole list.
    private mutating func present(_ collection: IndexedCollection<Item>) -> [ListSplice<Item>] {
        let old = list.count
        list = FlatList(collection, footer: activity == .loadingMore && !collection.items.isEmpty ? footerText : nil)
        guard old > 0 || list.count > 0 else { return [] }
        return [ListSplice(position: 0, removed: old, added: list.count, list: list)]
    }

    /// The runs of flat positions of `new` that are not in `old`, when `new` is `old` with rows
    /// (and headers) inserted; nil when something of `old` is missing from `new`.
    private func insertedRuns(from old: IndexedCollection<Item>, to new: IndexedCollection<Item>) -> [Range<Int>]? {
        var runs: [Range<Int>] = []
        var kept = 0
        for position in 0..<new.flatCount {
            if kept < old.flatCount, same(old, kept, new, position) {
                kept += 1
            } else if let last = runs.last, last.upperBound == position {
                runs[runs.count - 1] = last.lowerBound..<position + 1
            } else {
                runs.append(position..<position + 1)
            }
        }
        return kept == old.flatCount ? runs : nil
    }

    private func same(_ old: IndexedCollection<Item>, _ oldPosition: Int,
                      _ new: IndexedCollection<Item>, _ newPosition: Int) -> Bool {
        switch (old.entry(atFlatPosition: oldPosition), new.entry(atFlatPosition: newPosition)) {
        case (.header(let a), .header(let b)):
            old.sections[a].title == new.sections[b].title
        case (.row(let s, let r), .row(let t, let q)):
            identity(old.item(section: s, row: r)) == identity(new.item(section: t, row: q))
        default:
            false
        }
    }
}
