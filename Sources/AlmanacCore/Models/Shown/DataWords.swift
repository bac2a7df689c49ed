import Foundation

/// Words the data gives in English, shown in the user's language: iso-codes' own translations
/// for official names, languages and currencies; Almanac's for regions, Kiva's sectors and loan
/// statuses, and the bundled animals' names. A word without a translation is shown as the data gives it: a value, never part
/// of a sentence. Translators of iso-codes add other names after a semicolon ("Paschtu;
/// Afghanisch"): the first name is shown.
public enum DataWords {
    /// iso-codes' gettext domains these words come from.
    public static let isoCodesDomains = [CountryNames.domain, "iso_639-3", "iso_4217"]

    public static func officialName(_ name: String) -> String { firstName(tr(name, domain: CountryNames.domain)) }

    /// A currency by its ISO 4217 code, named as iso-codes names it, in the user's language
    /// (sources spell names their own way: REST Countries' "Cambodian riel" is iso-codes'
    /// "Riel"); by the source's name when iso-codes does not know the code.
    public static func currency(code: String, name: String) -> String {
        firstName(tr(currencyMessageID(code: code, name: name), domain: "iso_4217"))
    }

    /// The English name a currency is looked up by.
    static func currencyMessageID(code: String, name: String) -> String { currencyNames[code.uppercased()] ?? name }

    /// Words of the data joined as the locale joins a list ("Englisch und Swahili"), unless one of
    /// them has no translation in a locale other than English: then they are only set apart with
    /// " · ", so that no English word is spliced into another language's grammar ("English и
    /// Swahili").
    public static func joined(_ words: [(shown: String, isTranslated: Bool)], locale: Locale) -> String {
        guard words.contains(where: { !$0.isTranslated }), locale.language.languageCode != .english else {
            return Formats.list(words.map(\.shown), locale: locale)
        }
        return words.map(\.shown).joined(separator: " · ")
    }

    /// A language by its ISO 639-3 name; the data drops iso-codes' " (macrolanguage)", so does this.
    public static func language(_ name: String) -> String {
        let translated = tr(name, domain: "iso_639-3")
        if translated != name { return firstName(translated) }
        let macroID = name + macrolanguageSuffix
        let macro = tr(macroID, domain: "iso_639-3")
        guard macro != macroID else { return name }
        return firstName(macro.range(of: " (", options: .backwards).map { String(macro[..<$0.lowerBound]) } ?? macro)
    }

    /// "Paschtu; Afghanisch" → "Paschtu".
    static func firstName(_ names: String) -> String {
        names.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? names
    }

    /// iso-codes' currency names (its message ids) by code; none without iso-codes.
    private static let currencyNames: [String: String] = {
        struct Entry: Decodable { let alpha_3: String; let name: String }
        struct List: Decodable {
            let entries: [Entry]
            enum CodingKeys: String, CodingKey { case entries = "4217" }
        }
        let file = SystemData.current.isoCodes("iso_4217.json")
        let entries = file.flatMap { try? JSONDecoder().decode(List.self, from: Data(contentsOf: $0)) }?.entries ?? []
        return Dictionary(entries.map { ($0.alpha_3, $0.name) }, uniquingKeysWith: { first, _ in first })
    }()

    private static let macrolanguageSuffix = " (macrolanguage)"

    public static func region(_ name: String) -> String { regions.contains(name) ? tr(name) : name }

    public static func sector(_ name: String) -> String { sectors.contains(name) ? tr(name) : name }

    /// A country iso-codes has no name for in the user's language, in Almanac's words: Kosovo,
    /// which ISO 3166 does not list, and countries whose new English names iso-codes'
    /// translators have not caught up with. Nil for any other, or without a translation.
    public static func country(_ englishName: String) -> String? {
        guard countries.contains(englishName) else { return nil }
        let translated = tr(englishName)
        return translated == englishName ? nil : translated
    }

    static let countries: Set<String> = [N_("Kosovo"), N_("Türkiye"), N_("Czechia"), N_("Eswatini"), N_("North Macedonia")]

    /// An animal of the bundled list by its name in the user's language: Almanac's own words.
    public static func animal(_ name: String) -> String { animals.contains(name) ? tr(name) : name }

    /// A loan's status in words: "fundraising" → "Fundraising"; an unknown one capitalised.
    public static func status(_ status: String) -> String {
        let key = status.lowercased().filter(\.isLetter)
        return statuses[key].map(tr) ?? status.prefix(1).uppercased() + status.dropFirst()
    }

    /// REST Countries' regions and subregions (v3.1 and v5 spell some differently).
    static let regions: Set<String> = [
        N_("Africa"), N_("Americas"), N_("Antarctic"), N_("Asia"), N_("Europe"), N_("Oceania"), N_("Polar"),
        N_("Australia and New Zealand"), N_("Caribbean"), N_("Central America"), N_("Central Asia"),
        N_("Central Europe"), N_("Eastern Africa"), N_("Eastern Asia"), N_("Eastern Europe"),
        N_("Latin America and the Caribbean"), N_("Melanesia"), N_("Micronesia"), N_("Middle Africa"),
        N_("North America"), N_("Northern Africa"), N_("Northern America"), N_("Northern Europe"), N_("Polynesia"),
        N_("South America"), N_("South-eastern Asia"), N_("South-Eastern Asia"), N_("Southeast Europe"),
        N_("Southern Africa"), N_("Southern Asia"), N_("Southern Europe"), N_("Sub-Saharan Africa"),
        N_("Western Africa"), N_("Western Asia"), N_("Western Europe"),
    ]

    /// The animals of the classic indexed-table demo (data/animals.json).
    static let animals: Set<String> = [
        N_("Bear"), N_("Black Swan"), N_("Buffalo"), N_("Camel"), N_("Cockatoo"), N_("Dog"), N_("Donkey"), N_("Emu"),
        N_("Giraffe"), N_("Greater Rhea"), N_("Hippopotamus"), N_("Horse"), N_("Koala"), N_("Lion"), N_("Llama"),
        N_("Manatee"), N_("Meerkat"), N_("Panda"), N_("Peacock"), N_("Pig"), N_("Platypus"), N_("Polar Bear"),
        N_("Rhinoceros"), N_("Seagull"), N_("Tasmanian Devil"), N_("Whale"), N_("Whale Shark"), N_("Wombat"),
    ]

    /// Kiva's sectors.
    static let sectors: Set<String> = [
        N_("Agriculture"), N_("Arts"), N_("Clothing"), N_("Construction"), N_("Education"), N_("Energy"),
        N_("Entertainment"), N_("Food"), N_("Health"), N_("Housing"), N_("Manufacturing"), N_("Personal Use"),
        N_("Retail"), N_("Services"), N_("Transportation"), N_("Wholesale"),
    ]

    /// Kiva's loan statuses (v1 writes "in_repayment", GraphQL "inRepayment"), by their letters.
    static let statuses: [String: String] = [
        "fundraising": N_("Fundraising"), "funded": N_("Funded"), "raised": N_("Fully funded"),
        "expired": N_("Expired"), "refunded": N_("Refunded"), "inrepayment": N_("In repayment"),
        "paidback": N_("Paid back"), "paid": N_("Paid back"), "defaulted": N_("Defaulted"), "ended": N_("Ended"),
    ]
}
