import AlmanacCore
import Foundation
import Testing

/// The words and figures of details: sentences built from data, numbers in the user's locale,
/// currencies by name.
@Suite struct DetailTextTests {
    let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))
    let english = Locale(identifier: "en_US")
    let german = Locale(identifier: "de_DE")

    func value(_ label: String, in detail: Detail) -> String? {
        detail.facts.first { $0.label == label }?.value
    }

    func species(_ name: String) throws -> Species {
        try #require(try data.species().value.results.first { $0.name == name })
    }

    func decodedSpecies(_ fields: String) throws -> Species {
        let json = #"{"count": 1, "results": [{"name": "Test", \#(fields)}]}"#
        return try #require(try DataDecoder.decode(SWAPIPage<Species>.self, from: Data(json.utf8), file: "t.json").value.results.first)
    }

    func loan(use: String) throws -> Loan {
        let json = #"{"loans": [{"id": 1, "name": "Test", "use": "\#(use)"}]}"#
        return try #require(try DataDecoder.decode(LoanPage.self, from: Data(json.utf8), file: "t.json").value.loans.first)
    }

    func country(currencies: String) throws -> Country {
        let json = #"[{"name": {"common": "Test"}, "cca2": "TT", "currencies": \#(currencies)}]"#
        return try #require(try DataDecoder.decode(Records<Country>.self, from: Data(json.utf8), file: "t.json").value.records.first)
    }

    func bundledCountry(_ code: String) throws -> Country {
        try #require(try data.countries().value.records.first { $0.code == code })
    }

    // MARK: Kiva's words stand as a quoted value, never inside a sentence

    @Test(arguments: [
        ("to buy a dairy cow.", "“To buy a dairy cow.”", "„To buy a dairy cow.“"),
        ("To buy a dairy cow. ", "“To buy a dairy cow.”", "„To buy a dairy cow.“"),
        ("iPhone repairs for her shop.", "“IPhone repairs for her shop.”", "„IPhone repairs for her shop.“"),
        ("X", "“X”", "„X“"),
    ])
    func aLoansPurposeIsQuotedInTheLocalesMarks(use: String, english quotedInEnglish: String, german quotedInGerman: String) throws {
        let loan = try loan(use: use)
        #expect(loan.detail(locale: english).paragraph == nil)
        #expect(value("Purpose", in: loan.detail(locale: english)) == quotedInEnglish)
        #expect(value("Purpose", in: loan.detail(locale: german)) == quotedInGerman)
    }

    @Test func speciesParagraphsHoldFiguresOnly() throws {
        let wookie = try species("Wookie")
        let paragraph = try #require(SpeciesDescription.paragraph(for: wookie, locale: english))
        #expect(paragraph == "A typical Wookie is 210 cm tall. Its average lifespan is 400 years.")
        let yodas = try #require(SpeciesDescription.paragraph(for: try species("Yoda's species"), locale: english))
        #expect(yodas.hasPrefix("A typical member of Yoda's species is 66 cm tall."), "no \"A typical Yoda's species\"")
        let droid = try species("Droid")  // lifespan "indefinite", height "n/a"
        #expect(SpeciesDescription.paragraph(for: droid, locale: english) == "The average lifespan of the Droid is indefinite.")
        let odd = try decodedSpecies(#""average_lifespan": "forever-ish""#)
        #expect(SpeciesDescription.paragraph(for: odd, locale: english) == nil)
        #expect(SpeciesDescription.lifespan(odd, locale: english) == "forever-ish")
    }

    // MARK: Numbers grouped in the user's locale

    @Test func lifespansAreGrouped() throws {
        let hutt = try species("Hutt")  // lives 1000 years
        #expect(SpeciesDescription.lifespan(hutt, locale: english) == "1,000 years")
        #expect(SpeciesDescription.lifespan(hutt, locale: german) == "1.000 years")  // tests keep English words
        #expect(SpeciesDescription.paragraph(for: hutt, locale: english)?.contains("Its average lifespan is 1,000 years.") == true)
        #expect(value("Average lifespan", in: hutt.detail(references: try data.starWarsReferences(), locale: english)) == "1,000 years")
    }

    @Test func heightsAreGroupedWithTheirFraction() throws {
        let giant = try decodedSpecies(#""average_height": "1250.5", "average_lifespan": "1", "language": "Basic""#)
        let detail = giant.detail(references: StarWarsReferences(planets: [], films: []), locale: english)
        #expect(value("Average height", in: detail) == "1,250.5 cm")
        #expect(SpeciesDescription.paragraph(for: giant, locale: english)?.contains("is 1,250.5 cm tall.") == true)
        #expect(SpeciesDescription.paragraph(for: giant, locale: german)?.contains("is 1.250,5 cm tall.") == true)
        #expect(SpeciesDescription.lifespan(giant, locale: english) == "1 year")
    }

    @Test func hugeFiguresDoNotCrash() throws {
        let odd = try decodedSpecies(#""average_height": "1e300", "average_lifespan": "9e99""#)
        let detail = odd.detail(references: StarWarsReferences(planets: [], films: []), locale: english)
        #expect(value("Average height", in: detail)?.hasSuffix(" cm") == true)
        #expect(SpeciesDescription.paragraph(for: odd, locale: english) != nil)
    }

    @Test func amountsAndPopulationsAreGroupedInGerman() throws {
        let aigerim = try #require(try data.loans().value.loans.first { $0.name == "Aigerim" })  // $1,750
        #expect(value("Amount", in: aigerim.detail(locale: english)) == "$1,750")
        #expect(value("Amount", in: aigerim.detail(locale: german))?.hasPrefix("1.750") == true)
        #expect(value("Population", in: try bundledCountry("US").detail(locale: german)) == "338.016.259 (2025)")
        #expect(value("Area", in: try bundledCountry("US").detail(locale: german)) == "9.629.091 km²")
    }

    // MARK: Facts as a screen reader says them

    @Test func aFactIsSpokenAsItsLabelAndValueWithPausesForTheDots() throws {
        let kenya = try bundledCountry("KE").detail(locale: english)
        let region = try #require(kenya.facts.first { $0.label == "Region" })
        #expect(region.value == "Africa · Sub-Saharan Africa")
        #expect(region.spoken == "Region, Africa, Sub-Saharan Africa")
        let capital = try #require(kenya.facts.first { $0.label == "Capital" })
        #expect(capital.spoken == "Capital, Nairobi")
        // A species' films, one per line, are said as one line.
        let wookie = try species("Wookie").detail(references: try data.starWarsReferences(), locale: english)
        let films = try #require(wookie.facts.first { $0.label == "Films" })
        #expect(films.value.contains("\n"))
        #expect(films.spoken == "Films, " + films.value.split(separator: "\n").joined(separator: ", "))
    }

    // MARK: Currencies by name

    @Test func otherNamesAreListedWithoutCodes() throws {
        #expect(value("Also known as", in: try bundledCountry("MM").detail()) == "Burma")  // not the official name again
        #expect(try bundledCountry("TR").otherNames.first == "Turkey")
        #expect(try bundledCountry("AX").otherNames.isEmpty)
        #expect(value("Also known as", in: try bundledCountry("AX").detail()) == nil)
        // An alpha-3 code used as a name stays; the alpha-2 code does not.
        #expect(try bundledCountry("US").otherNames.prefix(2) == ["USA", "America"])
        let json = #"[{"name": {"common": "Kenya"}, "cca2": "KE", "cca3": "KEN", "altSpellings": ["KE", "Republic of Kenya"]}]"#
        let kenya = try DataDecoder.decode(Records<Country>.self, from: Data(json.utf8), file: "t.json").value.records.first
        #expect(kenya?.otherNames == ["Republic of Kenya"])
        // No language, demonym or phonetic transcription as a name.
        #expect(try !bundledCountry("ME").otherNames.contains("Montenegrin"))
        #expect(try !bundledCountry("TG").otherNames.contains("Togolese"))
        #expect(try bundledCountry("AO").otherNames.allSatisfy { !$0.contains("ʁ") })
    }

    /// Money in circulation as of 2026-11: the euro in Croatia (2023) and Bulgaria (2026), the
    /// ZiG beside the dollar in Zimbabwe (2024), the Caribbean guilder in Curaçao and Sint
    /// Maarten (2025), no convertible peso in Cuba (withdrawn 2021); no code ISO 4217 has
    /// withdrawn anywhere, and every inhabited territory has its money.
    @Test func currenciesAreTheOnesInCirculation() throws {
        #expect(try bundledCountry("HR").currencies.map(\.code) == ["EUR"])
        #expect(try bundledCountry("BG").currencies.map(\.code) == ["EUR"])
        #expect(try bundledCountry("CU").currencies.map(\.code) == ["CUP"])
        #expect(try bundledCountry("SL").currencies.map(\.code) == ["SLE"], "the old leone ended in 2023")
        #expect(try bundledCountry("ZW").currencies.map(\.code) == ["USD", "ZWG"])
        #expect(try bundledCountry("CW").currencies.map(\.code) == ["XCG"], "the Caribbean guilder since 2025")
        #expect(try bundledCountry("AX").currencies.map(\.code) == ["EUR"])
        let withdrawn: Set = ["HRK", "BGN", "CUC", "ZWL", "ANG", "BYR", "MRO", "STD", "VEF", "ZMK", "LTL", "LVL", "EEK", "SKK"]
        let countries = try data.countries().value.records
        #expect(countries.flatMap { $0.currencies.map(\.code) }.filter(withdrawn.contains).isEmpty)
        #expect(countries.filter { $0.currencies.isEmpty && ($0.population ?? 0) > 0 }.map(\.name) == [])
    }

    @Test func aSymbolThatShowsNothingGetsNoBrackets() throws {
        let test = try country(currencies: #"{"CVE": {"name": "Cabo Verde Escudo", "symbol": "\u200b"}, "EUR": {"name": "Euro", "symbol": " "}}"#)
        #expect(value("Currencies", in: test.detail(locale: english)) == "Cabo Verde Escudo and Euro")
    }

    @Test func currenciesWithoutANameOrFundCodesAreLeftOut() throws {
        let test = try country(currencies: #"{"EUR": {"name": "Euro", "symbol": "€"}, "USN": {"name": "US Dollar (Next day)"}, "XYZ": {}, "ABC": {"symbol": "A$"}}"#)
        let detail = test.detail(locale: english)
        #expect(value("Currency", in: detail) == "Euro (€)")
        #expect(value("Currencies", in: detail) == nil)
        #expect(try country(currencies: #"{"XYZ": {"symbol": "x"}}"#).detail(locale: english).facts.allSatisfy { !$0.label.hasPrefix("Curr") })
    }

    @Test(arguments: [("US", "US Dollar ($)"), ("CH", "Swiss Franc"), ("BO", "Boliviano (Bs)"),
                      ("CL", "Chilean Peso ($)"), ("UY", "Peso Uruguayo ($)"),
                      ("BY", "Belarusian Ruble (Br)"), ("ZM", "Zambian Kwacha (K)")])
    func bundledCountriesNameOnlyEverydayCurrencies(code: String, currency: String) throws {
        #expect(value("Currency", in: try bundledCountry(code).detail(locale: english)) == currency)
    }

    @Test func everyBundledCurrencyHasAName() throws {
        for country in try data.countries().value.records {
            for currency in country.currencies {
                #expect(currency.name != nil, "\(country.code): \(currency.code) has no name")
                #expect(!Country.Currency.fundCodes.contains(currency.code), "\(country.code): \(currency.code) is a fund code")
            }
        }
    }
}
