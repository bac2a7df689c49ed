import AlmanacCore
import Foundation
import Platform

/// AlmanacCore's web requests over Platform's libsoup session: HTTPS except to this computer,
/// for the first request and every redirect (`Endpoint`), and the session's failures in the
/// words of `FetchError`.
public struct HTTPClient: HTTPFetching {
    public let limits: HTTPLimits

    public init(limits: HTTPLimits = HTTPLimits()) { self.limits = limits }

    /// One session for the whole app, made by the first request: its connections are kept and
    /// shared.
    private static let session = Result { () throws(MissingLibrary) in
        try HTTPSession(userAgent: "Almanac/\(AppInfo.version)")
    }

    public func data(for request: HTTPRequest) async throws(FetchError) -> Data {
        try Endpoint.check(request.url)
        // Without libsoup: the dynamic loader's words.
        let session = try Self.session.mapError { FetchError.other($0.description) }.get()
        switch await session.fetch(request, limits: limits, allowsRedirect: { Self.refusal(of: $0) == nil }) {
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
        case .silence: .timedOut(seconds: Int(limits.silence))
        case .deadline: .timedOut(seconds: Int(limits.total))
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
