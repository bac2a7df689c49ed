import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Star Wars species from a SWAPI-compatible API: `{count, next, previous, results}` pages,
/// followed by their `next` links.
public struct SpeciesSource: LiveSource {
    public let endpoint: URL
    public var name: String { Self.describe("SWAPI", endpoint) }

    public init(endpoint: URL) { self.endpoint = endpoint }

    public func request(for page: PageCursor) -> URLRequest {
        var request = URLRequest(url: page.url ?? endpoint)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    public func decode(_ body: Data, page: PageCursor) throws(DataFileError) -> DataDecoder.Result<LivePage<Species>> {
        let decoded = try DataDecoder.decode(Page<Species>.self, from: body, file: name)
        let next = decoded.value.next.flatMap { URL(string: $0) }.map(PageCursor.url)
        return DataDecoder.Result(value: LivePage(items: decoded.value.results, next: next), issues: decoded.issues)
    }
}

extension PageCursor {
    var url: URL? {
        if case .url(let url) = self { url } else { nil }
    }
}
