import AlmanacCore
import Foundation

/// Runs one collection's live requests, one at a time: restoring the cache, refreshing and
/// loading more. Fetching and decoding happen off the main thread; the rows each request
/// yields go to `prepare`, in order, and failures come back on the main thread. A new request
/// or `cancel()` cancels the one in flight.
@MainActor
public final class LiveRequests<Item: Sendable> {
    private let collection: any LiveCollection<Item>
    /// Indexes the source's records as the collection's rows.
    public let index: @Sendable ([Item]) -> IndexedCollection<Item>
    private var request: Task<Void, Never>?
    public private(set) var activity = LiveActivity.idle {
        didSet { if activity != oldValue { onEvent?(.activity(activity)) } }
    }
    /// Whether the source has a next page.
    public private(set) var hasMore = false
    /// Set when loading more failed: scrolling does not ask again until the user does (Retry,
    /// Refresh), so a failing server is not asked on every frame.
    public private(set) var isStalled = false

    /// What a request did, told as it happens.
    public enum Event {
        /// A request failed; `retry` repeats it. Cancellations are not reported.
        case failed(LiveError, retry: @MainActor () -> Void)
        /// A request started or ended.
        case activity(LiveActivity)
    }

    public var onEvent: (@MainActor (Event) -> Void)?
    /// Readies the records a request yielded to be shown (its `part` says how they join the
    /// rows); what it returns shows them, unless the request was cancelled meanwhile. The
    /// request goes on (a refresh's next page) once they are shown.
    public var prepare: (@MainActor (LiveSnapshot<Item>) async -> @MainActor () -> Void)?

    public init(collection: any LiveCollection<Item>, index: @escaping @Sendable ([Item]) -> IndexedCollection<Item>) {
        self.collection = collection
        self.index = index
    }

    public var sourceName: String { collection.sourceName }

    /// Rows read back from the cache, indexed.
    public struct CachedRows: Sendable {
        public let rows: IndexedCollection<Item>
        /// When they were fetched.
        public let saved: Date
        public let hasMore: Bool
    }

    /// The cached rows, when there are any newer than `date`; nil otherwise (also when the cache
    /// cannot be read, which is said on stderr). Further pages are loaded after them.
    public func restore(newerThan date: Date?) async -> CachedRows? {
        let cached = await readCache(newerThan: date)
        if let cached { hasMore = cached.hasMore }
        return cached
    }

    /// `restore` without keeping whether there is a next page, off the main thread from its
    /// first step (for rows that are only searched).
    @concurrent
    nonisolated func readCache(newerThan date: Date?) async -> CachedRows? {
        do {
            guard let snapshot = try await collection.restore(newerThan: date) else { return nil }
            warnOfIssues(in: snapshot)
            return CachedRows(rows: index(snapshot.items), saved: snapshot.saved, hasMore: snapshot.hasMore)
        } catch {
            Diagnostics.warn(tr("the cache of {source} cannot be used: {problem}",
                                ["source": collection.sourceName, "problem": "\(error)"]))
            return nil
        }
    }

    /// Fetches the first page; it replaces the rows.
    public func refresh() {
        isStalled = false
        run(.refreshing, retry: { [weak self] in self?.refresh() }) { collection throws(LiveError) in
            try await collection.refresh()
        }
    }

    /// Fetches the next page, unless there is none or a request is under way.
    public func loadMore() {
        guard hasMore, activity == .idle else { return }
        fetchNextPage()
    }

    private func fetchNextPage() {
        isStalled = false
        run(.loadingMore, retry: { [weak self] in self?.loadMore() }) { collection throws(LiveError) in
            try await collection.loadMore()
        }
    }

    /// Stops the request in flight, if any; what is shown stays.
    public func cancel() {
        request?.cancel()
        request = nil
        activity = .idle
    }

    private func run(_ kind: LiveActivity, retry: @escaping @MainActor () -> Void,
                     _ fetch: @escaping @Sendable (any LiveCollection<Item>) async throws(LiveError) -> LiveSnapshot<Item>?) {
        request?.cancel()
        activity = kind  // straight from one request to the next: the "Loading…" row stays
        let collection = collection
        request = Task { [weak self] in
            let result: Result<LiveSnapshot<Item>?, LiveError>
            do throws(LiveError) {
                result = .success(try await fetch(collection))
            } catch {
                result = .failure(error)
            }
            guard let self, !Task.isCancelled else { return }
            switch result {
            case .success(let snapshot?):
                hasMore = snapshot.hasMore
                warnOfIssues(in: snapshot)
                guard let show = await prepare?(snapshot), !Task.isCancelled else { return }
                if snapshot.part == .refreshSoFar {
                    show()
                    fetchNextPage()  // the refresh goes on
                } else {
                    activity = .idle
                    show()
                }
            case .success(nil):
                hasMore = false
                activity = .idle
            case .failure(let error) where error.isCancellation:
                activity = .idle
            case .failure(let error):
                Diagnostics.report("\(error)")
                isStalled = kind == .loadingMore
                activity = .idle
                onEvent?(.failed(error, retry: retry))
            }
        }
    }

    /// Says on stderr which records of `snapshot` were left out, and why.
    nonisolated private func warnOfIssues(in snapshot: LiveSnapshot<Item>) {
        for issue in snapshot.issues { Diagnostics.warn("\(collection.sourceName): \(issue)") }
    }
}
