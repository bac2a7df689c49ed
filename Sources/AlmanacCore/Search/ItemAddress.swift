import Foundation

/// Where one item lives, written `country/KE`, `species/3`, `loan/2790100` or `animal/bear`: the
/// ids of the desktop's search results and the argument of `--open`. The key stays the same
/// across languages, reloads and live refreshes.
public struct ItemAddress: Hashable, Sendable, CustomStringConvertible {
    public let kind: CollectionKind
    public let key: String

    public init(kind: CollectionKind, key: String) {
        self.kind = kind
        self.key = key
    }

    /// Reads `kind/key`; nil for anything else (no such collection, an empty key).
    public init?(_ text: String) {
        guard let slash = text.firstIndex(of: "/"),
              let kind = CollectionKind.allCases.first(where: { $0.addressPrefix == text[..<slash] }) else { return nil }
        let key = String(text[text.index(after: slash)...])
        guard !key.isEmpty else { return nil }
        self.init(kind: kind, key: key)
    }

    public var description: String { "\(kind.addressPrefix)/\(key)" }

    /// The scheme of Almanac's links, registered by its desktop file: a link pasted anywhere
    /// opens the item.
    public static let linkScheme = "almanac"

    /// The item's link: `almanac:country/KE`.
    public var link: String {
        "\(Self.linkScheme):\(description.addingPercentEncoding(withAllowedCharacters: Self.allowedInLinks) ?? description)"
    }

    /// Reads a link, `almanac:country/KE` (also `almanac://country/KE` and `almanac:///country/KE`,
    /// as some apps rewrite one, and percent-encoded); nil for anything else.
    public init?(link text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.isLink(trimmed), let colon = trimmed.firstIndex(of: ":") else { return nil }
        let path = trimmed[trimmed.index(after: colon)...].drop { $0 == "/" }
        self.init(String(path).removingPercentEncoding ?? String(path))
    }

    /// Whether `text` is meant as one of Almanac's links (its scheme), whether or not it names an item.
    public static func isLink(_ text: String) -> Bool {
        text.lowercased().hasPrefix(linkScheme + ":")
    }

    /// Characters a link keeps as they are (a key with a space, "name:Foo Bar", is encoded).
    private static let allowedInLinks = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "%"))

    /// Addresses of bundled items, for messages and `--help` (loan 2790100 is the sample's Amina).
    public static let exampleAddresses = ["country/KE", "species/3", "loan/2790100", "animal/bear"]

    /// Examples for messages: "country/KE, species/3, loan/2790100 or animal/bear".
    public static func examples(locale: Locale = UserLocale.formatting) -> String {
        exampleAddresses.formatted(.list(type: .or).locale(locale))
    }
}

extension CollectionKind {
    /// The first part of an item's address.
    public var addressPrefix: String {
        switch self {
        case .countries: "country"
        case .species: "species"
        case .loans: "loan"
        case .animals: "animal"
        case .synthetic: "synthetic"
        }
    }
}

// MARK: Each item's key

extension Country {
    /// Its ISO code (`KE`), else its alpha-3 code or name (territories without a code).
    public var addressKey: String { code ?? code3 ?? name }
}

extension Species {
    /// The number in its SWAPI address (`3` for `/api/species/3`), the same on every host;
    /// its name when it has no address.
    public var addressKey: String {
        guard url != nil, let last = id.split(separator: "/").last, !last.isEmpty else { return name }
        return String(last)
    }
}

extension Loan {
    /// Kiva's loan id.
    public var addressKey: String { String(id) }
}

extension Animal {
    /// Its picture's name without folder and extension (`bear`), the same in every language;
    /// its name when it has no picture.
    public var addressKey: String {
        guard let image else { return name }
        return URL(filePath: image).deletingPathExtension().lastPathComponent
    }
}
