import Foundation

/// The records a live collection has loaded so far, and whether there is a next page.
public struct LiveSnapshot<Item: Sendable>: Sendable {
    /// What the records are to the rows shown.
    public enum Part: Sendable, Equatable {
        /// Everything: they replace the rows.
        case whole
        /// The rows and one more page.
        case nextPage
        /// A refresh's pages so far, its next page on its way: they update and join the rows
        /// until the last page replaces them.
        case refreshSoFar
    }

    public let items: [Item]
    public let hasMore: Bool
    /// When the records were fetched.
    public let saved: Date
    /// Problems that cost a field or a record, and a cache that could not be written.
    public let issues: [String]
    public let part: Part

    public init(items: [Item], hasMore: Bool, saved: Date, issues: [String], part: Part) {
        self.items = items
        self.hasMore = hasMore
        self.saved = saved
        self.issues = issues
        self.part = part
    }
}

/// A collection that can be refreshed from the web and grown page by page (`LiveFeed`), or a
/// source that is set up wrongly and says why whenever it is asked (`MisconfiguredSource`).
public protocol LiveCollection<Item>: Sendable {
    associatedtype Item: Sendable
    var sourceName: String { get }
    /// What the cache holds from this source, when newer than `date`.
    func restore(newerThan date: Date?) async throws(DataFileError) -> LiveSnapshot<Item>?
    func refresh() async throws(LiveError) -> LiveSnapshot<Item>
    /// Nil when there is no next page.
    func loadMore() async throws(LiveError) -> LiveSnapshot<Item>?
}

/// A live source whose settings are unusable (e.g. an address that is not HTTPS): refreshing
/// reports the problem; there is nothing cached or more to load.
public struct MisconfiguredSource<Item: Sendable>: LiveCollection {
    public let sourceName: String
    public let problem: FetchError

    public init(sourceName: String, problem: FetchError) {
        self.sourceName = sourceName
        self.problem = problem
    }

    public func restore(newerThan date: Date?) -> LiveSnapshot<Item>? { nil }
    public func refresh() throws(LiveError) -> LiveSnapshot<Item> {
        throw LiveError(source: sourceName, reason: .fetch(problem))
    }
    public func loadMore() -> LiveSnapshot<Item>? { nil }
}
