import Foundation

/// Countries from REST Countries v5, which needs an API key: pages of
/// `{data: {meta: {total, limit, offset}, objects}}` asked for with `?limit=&offset=`. A refresh
/// fetches every page, so the index covers every letter at once.
public struct CountrySource: LiveSource {
    public let endpoint: URL
    public let pageSize: Int
    private let apiKey: String
    public var name: String { Self.describe("REST Countries", endpoint) }
    public var fetchesEveryPage: Bool { true }

    public init(endpoint: URL, apiKey: String, pageSize: Int = 100) {
        self.endpoint = endpoint
        self.apiKey = apiKey
        self.pageSize = pageSize
    }

    public func request(for page: PageCursor) -> HTTPRequest {
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
        let paging = [URLQueryItem(name: "limit", value: "\(pageSize)"), URLQueryItem(name: "offset", value: "\(page.offset)")]
        let others = components?.queryItems ?? []
        components?.queryItems = others.filter { $0.name != "limit" && $0.name != "offset" } + paging
        var request = HTTPRequest(url: components?.url ?? endpoint)
        request.headers["Authorization"] = "Bearer \(apiKey)"
        request.headers["Accept"] = "application/json"
        return request
    }

    public func decode(_ body: Data, page: PageCursor) throws(DataFileError) -> DataDecoder.Decoded<FetchedPage<Country>> {
        let decoded = try DataDecoder.decode(CountriesV5Answer.self, from: body, file: name)
        let answer = decoded.value
        let end = page.offset + answer.countries.count
        let next = !answer.countries.isEmpty && end < (answer.total ?? 0) ? PageCursor.offset(end) : nil
        return DataDecoder.Decoded(value: FetchedPage(items: answer.countries, next: next), issues: decoded.issues)
    }
}

/// One page of REST Countries v5: `{data: {meta: {total, limit, offset}, objects: [country]}}`.
struct CountriesV5Answer: Decodable, Sendable {
    /// How many countries there are across all pages.
    let total: Int?
    let countries: [Country]

    private enum Keys: String, CodingKey { case data }
    private enum DataKeys: String, CodingKey { case meta, objects }
    private enum MetaKeys: String, CodingKey { case total }

    init(from decoder: any Decoder) throws {
        let data = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: DataKeys.self, forKey: .data)
        total = try Fields(decoder, keyedBy: Keys.self).object(.data, keyedBy: DataKeys.self)?
            .object(.meta, keyedBy: MetaKeys.self)?.wholeNumber(.total)
        countries = try data.decode(Records<CountryV5>.self, forKey: .objects).records.map(\.country)
    }
}
