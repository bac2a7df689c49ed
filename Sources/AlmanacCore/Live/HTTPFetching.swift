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

/// What a web request may take.
public struct HTTPLimits: Sendable {
    /// How long to wait for the connection, and at most between two pieces of the answer.
    public var connectTimeout: TimeInterval = 10
    /// How long the whole request may take.
    public var totalTimeout: TimeInterval = 30
    public var maximumBytes = 20 * 1024 * 1024
    public var maximumRedirects = 5

    public init() {}
}

/// Fetches whole response bodies within limits, HTTPS except to loopback hosts for the first
/// request and every redirect (`Endpoint`). Cancelling the calling task cancels the request.
public protocol HTTPFetching: Sendable {
    var limits: HTTPLimits { get }
    func data(for request: HTTPRequest) async throws(FetchError) -> Data
}

/// A client for settings that fetch nothing (tests, synthetic collections): every request
/// fails as without a network.
public struct Unconnected: HTTPFetching {
    public let limits = HTTPLimits()

    public init() {}

    public func data(for request: HTTPRequest) async throws(FetchError) -> Data {
        throw .cannotConnect(tr("no network"))
    }
}
