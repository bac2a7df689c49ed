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

/// What one request may take, from the client that checks it down to the transfer that keeps
/// to it.
public struct HTTPLimits: Sendable, Equatable {
    /// How long the server may stay silent: to connect, to answer, between two pieces (seconds).
    public var silence: TimeInterval = 10
    /// How long the whole request may take, redirects included (seconds).
    public var total: TimeInterval = 30
    public var maximumBytes = 20 * 1024 * 1024
    public var maximumRedirects = 5

    public init() {}
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
