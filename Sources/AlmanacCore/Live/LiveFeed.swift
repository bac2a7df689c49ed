import Foundation

/// A collection's live pages: refreshing fetches the first page and replaces everything,
/// loading more appends the next page. Every good answer is cached; a failed or bad one changes
/// nothing. Records already loaded are not added twice (sources paged by offset shift as new
/// records arrive).
public actor LiveFeed<Source: LiveSource>: LiveCollection where Source.Item: Identifiable {
    public typealias Item = Source.Item
    public typealias Snapshot = LiveSnapshot<Item>

    public let source: Source
    private let client: any HTTPFetching
    private let cache: PageCache
    private var pages: [Data] = []
    private var items: [Item] = []
    private var next: PageCursor?
    /// Counts refreshes, so that a page asked for before one is not appended after it.
    private var generation = 0

    public init(source: Source, client: any HTTPFetching, cache: PageCache) {
        self.source = source
        self.client = client
        self.cache = cache
    }

    public nonisolated var sourceName: String { source.name }

    /// The cached pages when they came from this source after `date` (the bundled data's).
    /// Nil when there are none; a cache that cannot be read is an error, and is left alone.
    public func restore(newerThan date: Date?) throws(DataFileError) -> Snapshot? {
        guard let contents = try cache.read(), contents.source == source.endpoint.absoluteString,
              date.map({ contents.saved > $0 }) ?? true else { return nil }
        var restored: [Item] = []
        var issues: [String] = []
        for body in contents.pages {
            // The cursor only tells where the page after this one is, which the cache records.
            let decoded = try source.decode(body, page: .first)
            restored = Self.merged(restored, decoded.value.items)
            issues += decoded.issues.map(\.description)
        }
        guard !restored.isEmpty else { return nil }
        pages = contents.pages
        items = restored
        next = contents.next
        return Snapshot(items: items, hasMore: next != nil, saved: contents.saved, issues: issues)
    }

    /// Fetches the first page — every page, for a source that wants them all or a collection
    /// small enough to fetch whole (SWAPI's 37 species), so a refresh never leaves fewer rows
    /// than a whole list had — and replaces every record so far. A page that fails fails the
    /// whole refresh.
    public func refresh() async throws(LiveError) -> Snapshot {
        generation += 1
        var (body, page) = try await fetch(.first)
        var bodies = [body]
        var fetched = Self.merged([], page.value.items)
        var issues = page.issues
        let whole = source.fetchesEveryPage || (page.value.total ?? .max) <= Self.smallCollection
        while whole, let cursor = page.value.next, bodies.count < Self.mostPagesAtOnce {
            (body, page) = try await fetch(cursor)
            bodies.append(body)
            fetched = Self.merged(fetched, page.value.items)
            issues += page.issues
        }
        pages = bodies
        items = fetched
        next = page.value.next
        return saved(issues)
    }

    /// A bound on the pages of one refresh, against a server whose pages never end.
    static var mostPagesAtOnce: Int { 100 }
    /// The most records a collection may have to be fetched whole by a refresh.
    static var smallCollection: Int { 100 }

    /// Fetches the next page and appends it; nil when there is none.
    public func loadMore() async throws(LiveError) -> Snapshot? {
        guard let cursor = next else { return nil }
        let started = generation
        let (body, page) = try await fetch(cursor)
        guard generation == started else { throw LiveError(source: source.name, reason: .fetch(.cancelled)) }
        pages.append(body)
        items = Self.merged(items, page.value.items)
        next = page.value.next
        return saved(page.issues)
    }

    private func fetch(_ cursor: PageCursor) async throws(LiveError) -> (Data, DataDecoder.Result<FetchedPage<Item>>) {
        do {
            let body = try await source.body(for: cursor, client: client)
            let page = try source.decode(body, page: cursor)
            guard !page.value.items.isEmpty else { throw LiveError(source: source.name, reason: .empty) }
            return (body, page)
        } catch let error as FetchError {
            throw LiveError(source: source.name, reason: .fetch(error))
        } catch let error as DataFileError {
            throw LiveError(source: source.name, reason: .data(error))
        } catch let error as LiveError {
            throw error
        } catch {
            throw LiveError(source: source.name, reason: .fetch(.other(tr("the request failed"))))
        }
    }

    /// Writes the cache and describes the state; a cache that cannot be written is only an issue.
    private func saved(_ issues: [DataIssue]) -> Snapshot {
        let now = Date()
        var problems = issues.map(\.description)
        do {
            try cache.write(PageCache.Contents(source: source.endpoint.absoluteString, saved: now, next: next, pages: pages))
        } catch {
            problems.append("\(error)")
        }
        return Snapshot(items: items, hasMore: next != nil, saved: now, issues: problems)
    }

    private static func merged(_ items: [Item], _ more: [Item]) -> [Item] {
        var seen = Set(items.map(\.id))
        return items + more.filter { seen.insert($0.id).inserted }
    }
}
