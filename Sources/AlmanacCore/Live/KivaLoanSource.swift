import Foundation

/// The newest fundraising loans from Kiva's GraphQL API, paged by offset.
public struct KivaLoanSource: LiveSource {
    public let endpoint: URL
    public let pageSize: Int
    public var name: String { Self.describe("Kiva", endpoint) }

    public init(endpoint: URL, pageSize: Int = 50) {
        self.endpoint = endpoint
        self.pageSize = pageSize
    }

    public func request(for page: PageCursor) -> HTTPRequest {
        var request = HTTPRequest(url: endpoint)
        request.method = "POST"
        request.headers["Content-Type"] = "application/json"
        request.headers["Accept"] = "application/json"
        let body: [String: Any] = ["query": KivaLoansAnswer.query, "variables": ["limit": pageSize, "offset": page.offset]]
        request.body = try? JSONSerialization.data(withJSONObject: body)
        return request
    }

    public func decode(_ body: Data, page: PageCursor) throws(DataFileError) -> DataDecoder.Decoded<FetchedPage<Loan>> {
        let decoded = try DataDecoder.decode(KivaLoansAnswer.self, from: body, file: name)
        let answer = decoded.value
        guard let loans = answer.loans else {
            let problem = answer.errors.isEmpty ? tr("missing its loans (data.lend.loans)")
                : tr("the server reported: {message}", ["message": answer.errors.joined(separator: "; ")])
            throw DataFileError(file: name, problem: problem)
        }
        let end = page.offset + loans.count
        let next = !loans.isEmpty && end < (answer.totalCount ?? 0) ? PageCursor.offset(end) : nil
        return DataDecoder.Decoded(value: FetchedPage(items: loans, next: next), issues: decoded.issues)
    }
}

extension PageCursor {
    var offset: Int {
        if case .offset(let offset) = self { offset } else { 0 }
    }
}
