import Foundation

/// Which page of a live source to fetch.
public enum PageCursor: Sendable, Equatable, Codable {
    case first
    /// A page the previous one linked to (SWAPI's `next`).
    case url(URL)
    /// Records from this position on (Kiva's `offset`).
    case offset(Int)
}

/// One page from a live source, decoded.
public struct FetchedPage<Item: Sendable>: Sendable {
    public let items: [Item]
    /// Where the next page is; nil on the last page.
    public let next: PageCursor?
    /// How many records the source has in all, when it says.
    public var total: Int? = nil
}

/// A web API serving one collection page by page: how to ask for a page and how to read it.
public protocol LiveSource<Item>: Sendable {
    associatedtype Item: Sendable
    /// Who is asked, for messages: "SWAPI (swapi.py4e.com)".
    var name: String { get }
    /// The first page's address; also what a cache was filled from.
    var endpoint: URL { get }
    /// Whether a refresh fetches every page, however many records there are (a list the index
    /// must cover whole) rather than the first, with more loaded as the list is scrolled.
    var fetchesEveryPage: Bool { get }
    func request(for page: PageCursor) -> HTTPRequest
    /// The bytes of a page, as `decode` reads them and the cache keeps them: by default the
    /// answer to `request(for:)`. Throws `FetchError` or `DataFileError`.
    func body(for page: PageCursor, client: any HTTPFetching) async throws -> Data
    func decode(_ body: Data, page: PageCursor) throws(DataFileError) -> DataDecoder.Decoded<FetchedPage<Item>>
}

extension LiveSource {
    public var fetchesEveryPage: Bool { false }

    public func body(for page: PageCursor, client: any HTTPFetching) async throws -> Data {
        try await client.data(for: request(for: page))
    }

    /// "Name (host)", the way messages name a source.
    static func describe(_ name: String, _ endpoint: URL) -> String {
        endpoint.host.map { "\(name) (\($0))" } ?? name
    }
}
