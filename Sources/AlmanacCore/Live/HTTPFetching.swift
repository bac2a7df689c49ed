import Foundation

/// One web request a live source makes.
public struct HTTPRequest: Sendable, Equatable {
    public var url: URL
    public var method: String
    public var headers: [String: String]
    public var body: Data?

    public init(url: URL, method: String = "GET", headers: [String: String] = [:], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// Fetches whole response bodies within limits of its own, HTTPS except to loopback hosts for
/// the first request and every redirect (`Endpoint`). Cancelling the calling task cancels the
/// request.
public protocol HTTPFetching: Sendable {
    func data(for request: HTTPRequest) async throws(FetchError) -> Data
}

/// A client for settings that fetch nothing (tests, synthetic collections): every request
/// fails as without a network.
public struct Unconnected: HTTPFetching {
    public init() {}

    public func data(for request: HTTPRequest) async throws(FetchError) -> Data {
        throw .cannotConnect(tr("no network"))
    }
}
