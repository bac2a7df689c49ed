import Foundation

/// Why a web request gave no usable body, in words for the user.
public enum FetchError: Error, Equatable, Sendable {
    /// Plain HTTP to a host other than this computer.
    case insecure(host: String)
    case invalidAddress(String)
    /// The server answered with an HTTP error status.
    case status(Int)
    /// No answer within the connect (or silence) limit, or the whole request took too long.
    case timedOut(seconds: Int)
    /// The host could not be reached (refused, unknown, unreachable).
    case cannotConnect(String)
    /// The body is bigger than the limit, in bytes.
    case tooLarge(limit: Int)
    case tooManyRedirects
    /// The connection ended before the whole body arrived.
    case truncated
    /// The request was cancelled (the user moved on or quit).
    case cancelled
    case other(String)
}

extension FetchError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .insecure(let host):
            tr("the address of {host} must start with https://", ["host": host])
        case .invalidAddress(let address):
            tr("“{address}” is not a web address", ["address": address])
        case .status(let code):
            if let reason = Self.statusReason(code) {
                tr("the server answered {code} ({reason})", ["code": String(code), "reason": reason])
            } else {
                tr("the server answered {code}", ["code": String(code)])
            }
        case .timedOut(let seconds):
            tr("no complete answer within {seconds} seconds", ["seconds": String(seconds)])
        case .cannotConnect(let reason):
            tr("cannot connect ({reason})", ["reason": reason])
        case .tooLarge(let limit):
            tr("the answer is larger than {size} MiB", ["size": String(limit / (1024 * 1024))])
        case .tooManyRedirects:
            tr("the server redirects in a loop")
        case .truncated:
            tr("the connection closed before the whole answer arrived")
        case .cancelled:
            tr("cancelled")
        case .other(let reason):
            reason
        }
    }
}

extension FetchError {
    /// The meaning of the statuses web APIs answer with most, in the user's language
    /// (Foundation's names are English only); nil for the others.
    static func statusReason(_ code: Int) -> String? {
        switch code {
        case 400: tr("Bad Request")
        case 401: tr("Unauthorized")
        case 403: tr("Forbidden")
        case 404: tr("Not Found")
        case 408: tr("Request Timeout")
        case 410: tr("Gone")
        case 429: tr("Too Many Requests")
        case 500: tr("Internal Server Error")
        case 502: tr("Bad Gateway")
        case 503: tr("Service Unavailable")
        case 504: tr("Gateway Timeout")
        default: nil
        }
    }
}
