import Foundation

/// Country names in the user's language, from iso-codes' translations (gettext domain
/// `iso_3166-1`, looked up by the English names iso-codes uses as message ids).
public struct CountryNames: Sendable {
    public static let domain = "iso_3166-1"

    /// Message ids per alpha-2 code: the common name first (when iso-codes has one), then the name.
    private let messageIDs: [String: [String]]

    /// Reads iso-codes' list; without it there are no translations (English names stay).
    public init(isoCodes file: URL? = SystemData.current.isoCodes("iso_3166-1.json")) {
        struct Entry: Decodable {
            let alpha_2: String
            let name: String
            let common_name: String?
        }
        struct List: Decodable {
            let entries: [Entry]
            enum CodingKeys: String, CodingKey { case entries = "3166-1" }
        }
        let entries = file.flatMap { try? JSONDecoder().decode(List.self, from: Data(contentsOf: $0)) }?.entries ?? []
        messageIDs = Dictionary(entries.map { ($0.alpha_2, [$0.common_name, $0.name].compactMap { $0 }) },
                                uniquingKeysWith: { first, _ in first })
    }

    /// The name of a country in the user's language, or nil when there is no translation.
    /// `translate` looks a message id up (returning it unchanged when untranslated).
    public func localizedName(code: String, translate: (String) -> String) -> String? {
        for id in messageIDs[code.uppercased()] ?? [] {
            let translated = translate(id)
            if translated != id { return translated }
        }
        return nil
    }
}
