import Foundation

/// Star Wars species from a SWAPI host, page by page along the `next` links. swapi.dev and its
/// mirrors put whole species in a page; swapi.tech lists names and addresses only, so each
/// listed species' detail is fetched too (a few at a time) and kept with its list (`SpeciesAnswer`).
public struct SpeciesSource: LiveSource {
    public let endpoint: URL
    public var name: String { Self.describe("SWAPI", endpoint) }
    /// How many species details are fetched at the same time.
    static let detailsAtOnce = 4

    public init(endpoint: URL) { self.endpoint = endpoint }

    public func request(for page: PageCursor) -> HTTPRequest {
        Self.request(page.url ?? endpoint)
    }

    public func body(for page: PageCursor, client: any HTTPFetching) async throws -> Data {
        let address = page.url ?? endpoint
        let list = try await client.data(for: Self.request(address))
        guard let details = SpeciesAnswer.detailAddresses(in: list, relativeTo: address) else { return list }
        return SpeciesAnswer.combined(list: list, details: try await fetchDetails(details, client: client))
    }

    public func decode(_ body: Data, page: PageCursor) throws(DataFileError) -> DataDecoder.Decoded<FetchedPage<Species>> {
        let decoded = try DataDecoder.decode(SpeciesAnswer.self, from: body, file: name)
        let next = decoded.value.next.flatMap { URL(string: $0) }.map(PageCursor.url)
        return DataDecoder.Decoded(value: FetchedPage(items: decoded.value.species, next: next, total: decoded.value.total),
                                  issues: decoded.issues)
    }

    private static func request(_ url: URL) -> HTTPRequest {
        var request = HTTPRequest(url: url)
        request.headers["Accept"] = "application/json"
        return request
    }

    /// The answers for `addresses`, in their order, at most `detailsAtOnce` under way; each must
    /// be a species detail. The first failure fails them all.
    private func fetchDetails(_ addresses: [URL], client: any HTTPFetching) async throws -> [Data] {
        try await withThrowingTaskGroup(of: (Int, Data).self) { group in
            var bodies = [Data?](repeating: nil, count: addresses.count)
            for (index, address) in addresses.enumerated() {
                if index >= Self.detailsAtOnce, let (done, body) = try await group.next() { bodies[done] = body }
                group.addTask {
                    let body = try await client.data(for: Self.request(address))
                    do throws(DataFileError) {
                        _ = try DataDecoder.decode(SwapiTechDetailShape.self, from: body, file: name)
                    } catch {
                        let problem = [error.path, error.problem].compactMap { $0 }.joined(separator: ": ")
                        throw DataFileError(file: name, problem: tr("the species at {address}: {problem}",
                                                                    ["address": address.absoluteString, "problem": problem]))
                    }
                    return (index, body)
                }
            }
            for try await (done, body) in group { bodies[done] = body }
            return bodies.compactMap { $0 }
        }
    }
}

extension PageCursor {
    var url: URL? {
        if case .url(let url) = self { url } else { nil }
    }
}
