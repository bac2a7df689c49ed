@testable import AlmanacCore
import Foundation
import Testing

@Suite struct DetailTests {
    let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))
    let english = Locale(identifier: "en_US")

    func species(_ name: String) throws -> Species {
        try #require(try data.species().value.results.first { $0.name == name })
    }

    func value(_ label: String, in detail: Detail) -> String? {
        detail.facts.first { $0.label == label }?.value
    }

    @Test func aCopiedItemHasItsFactsItsSourceAndItsLink() throws {
        var detail = Detail(address: ItemAddress(kind: .countries, key: "KE"), title: "Kenya", subtitle: "Republic of Kenya")
        detail.add("capital", "Capital", "Nairobi")
        detail.add("language", "Languages", "English\nSwahili")
        let fetched = Date(timeIntervalSince1970: 1_796_515_200)  // 6 December 2026
        let text = detail.copiedText(origin: RowsOrigin(source: "REST Countries", date: fetched), locale: english)
        #expect(text == """
            Kenya
            Republic of Kenya

            Capital: Nairobi
            Languages: English; Swahili

            Source: REST Countries, Dec 6, 2026
            almanac:country/KE
            """)
        let bundled = RowsOrigin(source: nil, date: nil).described(locale: english)
        #expect(bundled == "Almanac's bundled data")
        #expect(!Detail(title: "Made up").copiedText(origin: nil).contains("almanac:"))
    }

    @Test func droidsLiveIndefinitelyAndUnknownPartsAreLeftOut() throws {
        let paragraph = try #require(SpeciesDescription.paragraph(for: try species("Droid")))
        #expect(paragraph == "The average lifespan of the Droid is indefinite.")
        #expect(!paragraph.contains("unknown") && !paragraph.contains("n/a"))
    }

    /// SWAPI's errors against canon are corrected from a table with sources, and the detail
    /// says so; bundled and live records alike (the table goes by the species' path).
    @Test func swapisErrorsAreCorrectedAndSaidToBe() throws {
        let references = try data.starWarsReferences()
        let rodian = try species("Rodian").detail(references: references, locale: english)
        #expect(value("Classification", in: rodian) == "reptilian" && value("Designation", in: rodian) == "sentient")
        #expect(value("Corrected", in: rodian) == "SWAPI gives the classification and the designation the other way round")
        let neimoidian = try species("Neimodian").detail(references: references, locale: english)
        #expect(value("Language", in: neimoidian) == "Neimoidian")
        #expect(value("Also known as", in: neimoidian) == "Neimoidian")
        let wookie = try species("Wookie").detail(references: references, locale: english)
        #expect(value("Also known as", in: wookie) == "Wookiee")
        #expect(value("Corrected", in: wookie) == nil, "a name added is no correction")
        #expect(value("Classification", in: wookie) == "mammal")
        #expect(value("Corrected", in: try species("Hutt").detail(references: references, locale: english)) == nil)
        let json = #"{"results": [{"name": "Rodian", "classification": "sentient", "designation": "reptilian", "url": "https://www.swapi.tech/api/species/4"}]}"#
        let live = try DataDecoder.decode(SWAPIPage<Species>.self, from: Data(json.utf8), file: "t.json")
        #expect(live.value.results.first?.classification == "reptilian")
    }

    @Test func unknownFiguresAreNotSaid() throws {
        let rodian = try species("Rodian")  // lifespan "unknown", hair "n/a"
        let paragraph = try #require(SpeciesDescription.paragraph(for: rodian))
        #expect(!paragraph.contains("lifespan") && !paragraph.contains("unknown"))
        #expect(paragraph.contains("170 cm"))
    }

    @Test func speciesFactsNameHomeworldAndFilmsNotSWAPIsBookkeeping() throws {
        let references = try data.starWarsReferences()
        let detail = try species("Wookie").detail(references: references, locale: english)
        #expect(value("Homeworld", in: detail) == "Kashyyyk")
        #expect(value("Films", in: detail)?.contains("Revenge of the Sith") == true)
        #expect(value("Hair colours", in: detail) == "black, brown")
        #expect(value("Created", in: detail) == nil && value("Edited", in: detail) == nil)  // database dates, not facts
        #expect(value("Average height", in: detail) == "210 cm")
    }

    @Test func countryFactsUseTheLocalesGrouping() throws {
        let kenya = try #require(try data.countries().value.records.first { $0.code == "KE" })
        let detail = kenya.detail(locale: english)
        #expect(detail.title == "Kenya" && detail.subtitle == "Republic of Kenya")
        #expect(value("Capital", in: detail) == "Nairobi")
        #expect(value("Population", in: detail) == "55,751,717 (2025)")
        #expect(value("Area", in: detail) == "580,367 km²")
        #expect(value("Languages", in: detail) == "English and Swahili")
        #expect(value("Currency", in: detail) == "Kenyan Shilling (Ksh)")
        #expect(detail.picture == Detail.Picture(file: "/usr/share/iso-flags-svg/country-4x3/ke.svg", aspectRatio: 4.0 / 3,
                                                 description: "Flag of Kenya", kind: .flag))
        let german = kenya.detail(localizedName: "Kenia", locale: Locale(identifier: "de_DE"))
        #expect(german.title == "Kenia")
        #expect(value("Population", in: german) == "55.751.717 (2025)")
    }

    /// "Also known as" leaves out the names the detail shows already, in any language.
    @Test func otherNamesLeaveOutTheShownOnes() throws {
        let austria = try #require(try data.countries().value.records.first { $0.code == "AT" })
        let german = austria.detail(localizedName: "Österreich", locale: Locale(identifier: "de_DE"))
        #expect(value("Also known as", in: german) == "Osterreich, Oesterreich")
        #expect(value("Also known as", in: austria.detail(locale: english))?.hasPrefix("Österreich") == true)
    }

    @Test func eachCapitalSaysWhatItIsTheSeatOf() throws {
        let countries = try data.countries().value.records
        let southAfrica = try #require(countries.first { $0.code == "ZA" })
        #expect(value("Capitals", in: southAfrica.detail(locale: english))
                == "Pretoria (executive), Cape Town (legislative), Bloemfontein (judicial)")
        let eswatini = try #require(countries.first { $0.code == "SZ" })
        #expect(value("Capitals", in: eswatini.detail(locale: english)) == "Mbabane (administrative), Lobamba (royal and legislative)")
    }

    @Test func aCountryWithoutFiguresShowsNoEmptyFacts() throws {
        let antarctica = try #require(try data.countries().value.records.first { $0.code == "AQ" })
        let detail = antarctica.detail(locale: english)
        #expect(detail.facts.allSatisfy { !$0.value.isEmpty })
        #expect(value("Population", in: detail) == nil)
    }

    @Test func loanDetailLinksToItsCountry() throws {
        let amina = try #require(try data.loans().value.loans.first { $0.name == "Amina" })
        let detail = amina.detail(locale: english)
        #expect(detail.link == Detail.CountryLink(title: "Kenya", countryCode: "KE"))
        #expect(value("Amount", in: detail) == "$750")
        #expect(value("Funded", in: detail) == "$525")
        #expect(value("Posted", in: detail) == "Oct 1, 2026")
        #expect(detail.picture?.file?.hasSuffix("/ke.svg") == true)
        #expect(value("Status", in: detail) == "Fundraising")
    }

    @Test func kivaStatusesAndSectorsAreWords() {
        #expect(DataWords.status("fundraising") == "Fundraising")
        #expect(DataWords.status("in_repayment") == "In repayment" && DataWords.status("inRepayment") == "In repayment")
        #expect(DataWords.status("reviewed") == "Reviewed")
        #expect(DataWords.sector("Personal Use") == "Personal Use")
        #expect(DataWords.region("Sub-Saharan Africa") == "Sub-Saharan Africa")
        #expect(DataWords.firstName("Paschtu; Afghanisch") == "Paschtu" && DataWords.firstName("Deutsch") == "Deutsch")
        // A currency is named as iso-codes names it, or as the source does for a code it lacks.
        #expect(DataWords.currency(code: "KHR", name: "Cambodian riel") == "Riel")
        #expect(DataWords.currency(code: "XYZ", name: "Zorkmid") == "Zorkmid")
    }

    @Test func aTerritoryWithoutACodeHasAPlaceholderFlagAndNoCodes() throws {
        let json = #"{"data": {"meta": {"total": 1}, "objects": [{"names": {"common": "Somaliland"}, "codes": {"alpha_2": ""}, "population": 5700000}]}}"#
        let source = CountrySource(endpoint: URL(string: "https://api.restcountries.com/countries/v5")!, apiKey: "k")
        let somaliland = try #require(try source.decode(Data(json.utf8), page: .first).value.items.first)
        let detail = somaliland.detail(locale: english)
        #expect(somaliland.code == nil && somaliland.id == "name:Somaliland")
        #expect(detail.picture?.file == nil && detail.picture?.kind == .flag)
        #expect(value("Codes", in: detail) == nil && value("Population", in: detail) == "5,700,000")
    }

    @Test func countryNamesComeFromIsoCodesTranslations() {
        let names = CountryNames()
        let german = ["Germany": "Deutschland", "Korea, Republic of": "Korea, Republik"]
        #expect(names.localizedName(code: "DE") { german[$0] ?? $0 } == "Deutschland")
        #expect(names.localizedName(code: "de") { german[$0] ?? $0 } == "Deutschland")
        #expect(names.localizedName(code: "FR") { german[$0] ?? $0 } == nil, "untranslated: keep the English name")
        #expect(CountryNames(isoCodes: URL(filePath: "/nonexistent")).localizedName(code: "DE") { _ in "x" } == nil)
    }
}
