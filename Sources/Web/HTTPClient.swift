import AlmanacCore
import Foundation
import Services

/// AlmanacCore's web requests over GtkKit's libsoup session: HTTPS except to this computer,
/// for the first request and every redirect (`Endpoint`), and GtkKit's failures in the words
/// of `FetchError`.
public struct HTTPClient: HTTPFetching {
    /// What a request may take.
    public struct Limits: Sendable {
        /// How long to wait for the connection, and at most between two pieces of the answer.
        public var connectTimeout: TimeInterval = 10
        /// How long the whole request may take.
        public var totalTimeout: TimeInterval = 30
        public var maximumBytes = 20 * 1024 * 1024
        public var maximumRedirects = 5

        public init() {}
    }

    public let limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    /// One session for the whole app, made by the first request: its connections are kept and
    /// shared.
    private static let session = Result { () throws(MissingLibrary) in
        try HTTPSession(userAgent: "Almanac/\(AppInfo.version)")
    }

    public func data(for request: HTTPRequest) async throws(FetchError) -> Data {
        try Endpoint.check(request.url)
        let sent = HTTPSession.Request(url: request.url.absoluteString, method: request.method,
                                       headers: request.headers, body: request.body.map { [UInt8]($0) })
        let bounds = HTTPSession.Limits(silence: limits.connectTimeout, total: limits.totalTimeout,
                                        maximumBytes: limits.maximumBytes, maximumRedirects: limits.maximumRedirects)
        // Without libsoup: the dynamic loader's words.
        let session = try Self.session.mapError { FetchError.other($0.description) }.get()
        switch await session.fetch(sent, limits: bounds, allowsRedirect: { Self.refusal(of: $0) == nil }) {
        case .success(let bytes): return Data(bytes)
        case .failure(let failure): throw error(for: failure, request)
        }
    }

    /// Why `address` may not be fetched; nil when it may.
    private static func refusal(of address: String) -> FetchError? {
        guard let url = URL(string: address) else { return .invalidAddress(address) }
        do throws(FetchError) {
            try Endpoint.check(url)
            return nil
        } catch {
            return error
        }
    }

    private func error(for failure: HTTPSession.Failure, _ request: HTTPRequest) -> FetchError {
        switch failure {
        case .invalidAddress: .invalidAddress(request.url.absoluteString)
        case .status(let code): .status(code)
        case .silence: .timedOut(seconds: Int(limits.connectTimeout))
        case .deadline: .timedOut(seconds: Int(limits.totalTimeout))
        case .tooLarge: .tooLarge(limit: limits.maximumBytes)
        case .tooManyRedirects: .tooManyRedirects
        case .redirectRefused(let address): Self.refusal(of: address) ?? .invalidAddress(address)
        case .truncated: .truncated
        case .cancelled: .cancelled
        case .refused: .cannotConnect(tr("refused or unreachable"))
        case .hostNotFound: .cannotConnect(tr("host not found"))
        case .noNetwork: .cannotConnect(tr("no network"))
        case .untrusted: .other(tr("no secure connection (the server's certificate is not accepted)"))
        case .unreadable: .other(tr("the server's answer cannot be read"))
        case .other(let reason) where reason.isEmpty: .other(tr("the request failed"))
        // GLib's own words, in the user's language.
        case .other(let reason): .other(reason)
        }
    }
}
