import Foundation

/// A collection's live pages: refreshing fetches the first page (and, for a small collection,
/// the rest one by one) and replaces everything, loading more appends the next page. Every good answer is cached; a failed or bad one changes
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
    /// Whether the pages being loaded are a refresh's, which ends with its last page.
    private var refreshing = false

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
        return Snapshot(items: items, hasMore: next != nil, saved: contents.saved, issues: issues, part: .whole)
    }

    /// Fetches the first page, which starts replacing every record so far. For a source that
    /// wants every page, or a collection small enough to fetch whole (SWAPI's 37 species), the
    /// refresh goes on page by page (`loadMore`, each snapshot `.refreshSoFar`) until the last
    /// one (`.whole`), so a refresh never leaves fewer rows than a whole list had, and shows
    /// each page as it arrives. The cache keeps the last whole list until then.
    public func refresh() async throws(LiveError) -> Snapshot {
        generation += 1
        let (body, page) = try await fetch(.first)
        pages = [body]
        items = Self.merged([], page.value.items)
        next = page.value.next
        refreshing = source.fetchesEveryPage || (page.value.total ?? .max) <= Self.smallCollection
        return snapshot(page.issues, replacing: true)
    }

    /// A bound on the pages of one refresh, against a server whose pages never end.
    static var mostPagesAtOnce: Int { 100 }
    /// The most records a collection may have to be fetched whole by a refresh.
    static var smallCollection: Int { 100 }

    /// Fetches the next page and appends it (the next of a refresh under way, or one more);
    /// nil when there is none. A failure says which page it was.
    public func loadMore() async throws(LiveError) -> Snapshot? {
        guard let cursor = next else { return nil }
        let started = generation
        let body: Data, page: DataDecoder.Decoded<FetchedPage<Item>>
        do throws(LiveError) {
            (body, page) = try await fetch(cursor)
        } catch {
            throw error.onPage(pages.count + 1)
        }
        guard generation == started else { throw LiveError(source: source.name, reason: .fetch(.cancelled)) }
        pages.append(body)
        items = Self.merged(items, page.value.items)
        next = page.value.next
        return snapshot(page.issues, replacing: false)
    }

    private func fetch(_ cursor: PageCursor) async throws(LiveError) -> (Data, DataDecoder.Decoded<FetchedPage<Item>>) {
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

    /// Describes the records so far, `replacing` those of before (a refresh's first page);
    /// writes the cache unless a refresh is still on its way. A cache that cannot be written is
    /// only an issue.
    private func snapshot(_ issues: [DataIssue], replacing: Bool) -> Snapshot {
        let now = Date()
        var problems = issues.map(\.description)
        let part: Snapshot.Part
        if refreshing, next != nil, pages.count < Self.mostPagesAtOnce {
            part = .refreshSoFar
        } else {
            part = replacing || refreshing ? .whole : .nextPage
            refreshing = false
            do {
                try cache.write(PageCache.Contents(source: source.endpoint.absoluteString, saved: now, next: next, pages: pages))
            } catch {
                problems.append("\(error)")
            }
        }
        return Snapshot(items: items, hasMore: next != nil, saved: now, issues: problems, part: part)
    }

    private static func merged(_ items: [Item], _ more: [Item]) -> [Item] {
        var seen = Set(items.map(\.id))
        return items + more.filter { seen.insert($0.id).inserted }
    }
}
