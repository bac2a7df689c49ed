import Foundation

/// The rule for live addresses: HTTPS, except plain HTTP to this computer (test servers).
public enum Endpoint {
    /// `address` as a URL the app may fetch, or why not.
    public static func url(_ address: String) throws(FetchError) -> URL {
        let trimmed = address.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), url.host?.isEmpty == false else { throw .invalidAddress(trimmed) }
        try check(url)
        return url
    }

    /// Throws unless `url` is HTTPS, or HTTP to a loopback host.
    public static func check(_ url: URL) throws(FetchError) {
        let host = url.host ?? ""
        switch url.scheme?.lowercased() {
        case "https": return
        case "http" where isLoopback(host): return
        case "http": throw .insecure(host: host)
        default: throw .invalidAddress(url.absoluteString)
        }
    }

    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return name == "localhost" || name == "::1" || name.hasPrefix("127.")
            && name.split(separator: ".").count == 4 && name.split(separator: ".").allSatisfy { UInt8($0) != nil }
    }
}
