import Foundation

/// A country in the shape of REST Countries v5 (`names.common`, `codes.alpha_2`,
/// `capitals[].name`, `area.kilometers`…), read into the app's `Country`.
struct CountryV5: DataRecord {
    static var recordKind: String { RecordKind.countryV5 }
    let country: Country

    private enum Keys: String, CodingKey {
        case names, codes, capitals, population, area, region, subregion, languages, currencies, flag
    }
    private enum NameKeys: String, CodingKey { case common, official }
    private enum CodeKeys: String, CodingKey { case alpha2 = "alpha_2", alpha3 = "alpha_3" }
    private enum AreaKeys: String, CodingKey { case kilometers }
    private enum FlagKeys: String, CodingKey { case svg = "url_svg" }

    init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        let names = fields.object(.names, keyedBy: NameKeys.self)
        guard let name = names?.text(.common) else {
            throw IncompleteRecord(problem: ProblemText.missingName(at: fields.path(.names) + ".common"))
        }
        // Disputed territories (Abkhazia, Somaliland…) have an empty code: kept, without a flag.
        let codes = fields.object(.codes, keyedBy: CodeKeys.self)
        let code = codes?.text(.alpha2)
        if let code, code.count != 2 { codes?.report(.alpha2, "expected a two-letter code, found \"\(code)\"") }
        let currencies = Self.objects(fields, .currencies).compactMap { currency -> Country.Currency? in
            guard case .string(let code)? = currency["code"] else { return nil }
            return Country.Currency(code: code, name: currency["name"]?.text, symbol: currency["symbol"]?.text)
        }
        country = Country(code: code.flatMap { $0.count == 2 ? $0.uppercased() : nil }, name: name, officialName: names?.text(.official),
                          code3: codes?.text(.alpha3),
                          capitals: Self.objects(fields, .capitals).compactMap { $0["name"]?.text }, capitalRoles: [],
                          otherNames: [],
                          population: fields.wholeNumber(.population), populationYear: nil,
                          area: fields.object(.area, keyedBy: AreaKeys.self)?.amount(.kilometers),
                          region: fields.text(.region), subregion: fields.text(.subregion),
                          languages: Self.objects(fields, .languages).compactMap { $0["name"]?.text },
                          currencies: currencies,
                          flagSVG: fields.object(.flag, keyedBy: FlagKeys.self)?.text(.svg))
    }

    /// The objects in the list at `key`; other entries are left out.
    private static func objects(_ fields: Fields<Keys>, _ key: Keys) -> [[String: JSONValue]] {
        (fields.value([JSONValue].self, key) ?? []).compactMap { if case .object(let members) = $0 { members } else { nil } }
    }
}

extension JSONValue {
    /// The text of a string value, nil for anything else or blank text.
    var text: String? {
        if case .string(let text) = self, !text.allSatisfy(\.isWhitespace) { text } else { nil }
    }
}
