import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Countries from REST Countries v5, which needs an API key; the whole list in one answer.
public struct CountrySource: LiveSource {
    public let endpoint: URL
    private let apiKey: String
    public var name: String { Self.describe("REST Countries", endpoint) }

    public init(endpoint: URL, apiKey: String) {
        self.endpoint = endpoint
        self.apiKey = apiKey
    }

    public func request(for page: PageCursor) -> URLRequest {
        var request = URLRequest(url: endpoint)
        request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    public func decode(_ body: Data, page: PageCursor) throws(DataFileError) -> DataDecoder.Result<LivePage<Country>> {
        let decoded = try DataDecoder.decode(Records<CountryV5>.self, from: body, file: name)
        return DataDecoder.Result(value: LivePage(items: decoded.value.records.map(\.country), next: nil),
                                  issues: decoded.issues)
    }
}
