/// A country or territory, in the shape of REST Countries v3.1.
public struct Country: Sendable, Equatable, Identifiable {
    public struct Currency: Sendable, Equatable {
        public let code: String
        public let name: String?
        public let symbol: String?
    }

    /// ISO 3166-1 alpha-2, e.g. "KE"; nil for a territory without one (REST Countries v5 lists
    /// Abkhazia, Northern Cyprus, Somaliland and South Ossetia with an empty code).
    public let code: String?
    /// The common English name, e.g. "Kenya".
    public internal(set) var name: String
    public let officialName: String?
    /// ISO 3166-1 alpha-3, e.g. "KEN".
    public let code3: String?
    public let capitals: [String]
    /// What each of `capitals` is the seat of, in the same order, where a country has several
    /// (Pretoria: executive, Cape Town: legislative); empty when the source does not say.
    public let capitalRoles: [[CapitalRole]]
    /// Other names people know it by ("Burma", "Ivory Coast", "USA"): REST Countries'
    /// `altSpellings` without the alpha-2 code.
    public let otherNames: [String]
    public let population: Int?
    /// The year the population figure is for, when the source says.
    public let populationYear: Int?
    /// In km².
    public let area: Double?
    public let region: String?
    public let subregion: String?
    /// Language names, e.g. ["English", "Swahili"], in the order of their codes.
    public let languages: [String]
    public let currencies: [Currency]
    /// Where the flag's SVG is (a URL), when the source says.
    public let flagSVG: String?

    /// The two-letter code; for a territory without one, its three-letter code or its name.
    public var id: String { code ?? code3 ?? "name:\(name)" }

    /// What a capital is the seat of (the bundled data's `capitalRoles`).
    public enum CapitalRole: String, Sendable, Equatable {
        case executive, legislative, judicial, administrative, constitutional, royal, political, economic
        case seatOfGovernment = "seat-of-government"
    }

    /// The same country under another name (its name in the user's language).
    public func named(_ localizedName: String) -> Country {
        var country = self
        country.name = localizedName
        return country
    }
}

extension Country: DataRecord {
    public static var recordKind: String { RecordKind.countryV31 }
    private enum Keys: String, CodingKey {
        case name, cca2, cca3, capital, capitalRoles, altSpellings, population, populationYear, area, region, subregion, languages,
             currencies, flags
    }
    private enum NameKeys: String, CodingKey { case common, official }
    private enum CurrencyKeys: String, CodingKey { case name, symbol }
    private enum FlagKeys: String, CodingKey { case svg }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        let names = fields.object(.name, keyedBy: NameKeys.self)
        guard let name = names?.text(.common) else {
            throw IncompleteRecord(problem: ProblemText.missingName(at: fields.path(.name) + ".common"))
        }
        guard let code = fields.text(.cca2), code.count == 2 else {
            throw IncompleteRecord(problem: tr("{name}: missing its two-letter code (cca2)", ["name": name]))
        }
        self.name = name
        self.code = code.uppercased()
        officialName = names?.text(.official)
        code3 = fields.text(.cca3)
        capitals = fields.texts(.capital)
        // Roles Almanac does not know are left out; roles for a list of another length, all.
        let roles = fields.textLists(.capitalRoles).map { $0.compactMap(CapitalRole.init(rawValue:)) }
        capitalRoles = roles.count == capitals.count ? roles : []
        // REST Countries lists the alpha-2 code among the spellings; an alpha-3 one it lists
        // is a name in use ("USA").
        otherNames = fields.texts(.altSpellings).filter { $0.uppercased() != code && $0 != name }
        population = fields.wholeNumber(.population)
        populationYear = fields.wholeNumber(.populationYear, in: 1800...2200)
        area = fields.amount(.area)
        region = fields.text(.region)
        subregion = fields.text(.subregion)
        let languageFields = fields.dynamicObject(.languages)
        languages = languageFields.map { languages in
            languages.allKeys.sorted { $0.stringValue < $1.stringValue }.compactMap { languages.text($0) }
        } ?? []
        let currencyFields = fields.dynamicObject(.currencies)
        currencies = currencyFields.map { currencies in
            currencies.allKeys.sorted { $0.stringValue < $1.stringValue }.map { key in
                let details = currencies.object(key, keyedBy: CurrencyKeys.self)
                return Currency(code: key.stringValue, name: details?.text(.name), symbol: details?.text(.symbol))
            }
        } ?? []
        flagSVG = fields.object(.flags, keyedBy: FlagKeys.self)?.text(.svg)
    }
}
