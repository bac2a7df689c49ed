@testable import AlmanacCore
import Foundation
import Testing

/// Every corpus file through the decoder of its API and version, checked against facts read
/// from the files (the corpus README lists their quirks). Files of shapes Almanac does not read
/// (REST Countries v1 and v2, SWAPI's Django fixture) must be refused with a clear message.
@Suite(.enabled(if: Corpus.isPresent, Comment(rawValue: Corpus.absence)))
struct CorpusDecodingTests {
    static let liveV31 = ["restcountries-v3.1-all-2024-02-live-egbakou.json", "restcountries-v3.1-all-2025-05-live-egbakou.json"]

    func v31(_ file: String) throws -> DataDecoder.Decoded<Records<Country>> {
        try DataDecoder.decode(Records<Country>.self, from: Corpus.data(file), file: file)
    }

    @Test(arguments: liveV31 + ["restcountries-v3.1-server-data-countriesV3.1.json"])
    func restCountriesV31(file: String) throws {
        let decoded = try v31(file)
        let countries = Dictionary(uniqueKeysWithValues: decoded.value.records.map { ($0.id, $0) })
        #expect(countries.count == 250)
        #expect(decoded.issues.isEmpty, "\(decoded.issues.prefix(3))")
        let kosovo = try #require(countries["XK"])
        #expect(kosovo.code3 == "UNK")
        #expect(countries["ZA"]?.capitals == ["Pretoria", "Bloemfontein", "Cape Town"])
        #expect(countries["BV"]?.population == 0)
        #expect(countries["AQ"]?.languages == [])
        // Live bodies leave Macau's capital out; the server file has [].
        #expect(countries["MO"]?.capitals == [])
        let sudan = try #require(countries["SD"]?.currencies.first)
        #expect(sudan.code == "SDG" && sudan.name == "Sudanese pound")
        #expect(countries["DE"]?.officialName == "Federal Republic of Germany")
        #expect(countries["KE"]?.capitals == ["Nairobi"])
        // Invisible direction marks inside names do not reach the common English names.
        #expect(countries.values.allSatisfy { !$0.name.contains("\u{200E}") && !$0.name.contains("\u{200F}") })
    }

    @Test func liveBodiesDifferInOrderNotInContent() throws {
        let (early, late) = (try v31(Self.liveV31[0]).value.records, try v31(Self.liveV31[1]).value.records)
        #expect(early.map(\.id) != late.map(\.id))
        #expect(Set(early.map(\.id)) == Set(late.map(\.id)))
        // 2024 lists Sudan's pound without a symbol, 2025 with one; Kazakhstan's capital moved.
        #expect(early.first { $0.code == "SD" }?.currencies.first?.symbol == nil)
        #expect(late.first { $0.code == "SD" }?.currencies.first?.symbol == "ج.س")
        #expect(early.first { $0.code == "KZ" }?.capitals == ["Nur-Sultan"])
        #expect(late.first { $0.code == "KZ" }?.capitals == ["Astana"])
    }

    @Test(arguments: ["restcountries-v2-all-frontendmentor-data.json", "restcountries-v2-server-data-countriesV2.json",
                      "restcountries-v1-server-data-countriesV1.json"])
    func olderRestCountriesAreRefusedSayingWhy(file: String) throws {
        #expect { try v31(file) } throws: { error in
            let text = "\(error)"
            return text.contains("none of the 250 records is a REST Countries v3.1 country")
                && text.contains("missing its name ([0].name.common)") && text.contains("alpha2Code")
        }
    }

    @Test func restCountriesV5() throws {
        // The file wraps the API's objects in the project's own `objects.countries`.
        let file = "restcountries-v5-countries-subset-citycheck-init_data.json"
        let wrapper = try #require(try Corpus.json(file) as? [String: Any])
        let objects = try #require((wrapper["objects"] as? [String: Any])?["countries"] as? [Any])
        let body = try JSONSerialization.data(withJSONObject: ["data": ["meta": ["total": objects.count, "limit": 100, "offset": 0],
                                                                         "objects": objects]])
        let source = CountrySource(endpoint: URL(string: "https://api.restcountries.com/countries/v5")!, apiKey: "k", pageSize: 300)
        let page = try source.decode(body, page: .first)
        let countries = page.value.items
        #expect(countries.count == 254)
        #expect(page.value.next == nil)
        #expect(page.issues.isEmpty, "\(page.issues.prefix(3))")
        let uncoded = countries.filter { $0.code == nil }
        #expect(uncoded.map(\.name) == ["Abkhazia", "Northern Cyprus", "Somaliland", "South Ossetia"])
        #expect(Set(countries.map(\.id)).count == 254)
        #expect(uncoded.first?.rowContent.picture?.file == nil)
        let monaco = try #require(countries.first { $0.code == "MC" })
        #expect(monaco.area == 2.02 && monaco.population == 38857)
        #expect(monaco.languages == ["French"] && monaco.currencies.map(\.code) == ["EUR"])
        #expect(countries.first { $0.code == "AQ" }?.subregion == nil)  // "" in the file
        #expect(countries.first { $0.code == "RU" }?.officialName == "Russian Federation")
    }

    @Test(arguments: [("dev", "2022-04", "https://swapi.dev/api/species/?page=2"), ("co", "2018-06", "https://swapi.co/api/species/?page=2")])
    func swapiPages(host: String, date: String, secondPage: String) throws {
        let source = SpeciesSource(endpoint: URL(string: "https://swapi.\(host)/api/species/")!)
        var species: [Species] = []
        for number in 1...4 {
            let page = try source.decode(Corpus.data("swapi-\(host)-species-page\(number)-\(date).json"), page: .first)
            #expect(page.value.items.count == (number < 4 ? 10 : 7))
            #expect(page.issues.isEmpty, "\(page.issues.prefix(3))")
            if number == 1 { #expect(page.value.next == .url(URL(string: secondPage)!)) }
            if number == 4 { #expect(page.value.next == nil) }
            species += page.value.items
        }
        let byName = Dictionary(uniqueKeysWithValues: species.map { ($0.name, $0) })
        #expect(byName.count == 37)
        let rodian = try #require(byName["Rodian"])
        // SWAPI swaps the two; SpeciesCorrections puts them right, and says so.
        #expect(rodian.classification == "reptilian" && rodian.designation == "sentient" && rodian.correctionNote != nil)
        let droid = try #require(byName["Droid"])
        #expect(droid.homeworld == nil && droid.averageHeight == .notApplicable)
        #expect(droid.averageLifespan != .unknown)
        #expect(byName["Human"]?.averageHeight == .value(180))
        #expect(byName["Human"]?.created == ISO8601.date("2014-12-10T13:52:11.567Z"))
        #expect(byName["Twi'lek"]?.classification == "mammals")
        #expect(byName["Yoda's species"]?.url == "https://swapi.\(host)/api/species/6/")
        #expect(byName[host == "dev" ? "Wookie" : "Wookiee"] != nil)
        // swapi.co lists species out of id order (Hutt first); swapi.dev in order.
        #expect(species.first?.name == (host == "dev" ? "Human" : "Hutt"))
    }

    @Test func swapisDjangoFixtureIsRefusedSayingWhy() throws {
        let file = "swapi-django-fixture-species.json"
        #expect { try DataDecoder.decode(Records<Species>.self, from: Corpus.data(file), file: file) } throws: { error in
            "\(error)".contains("none of the 37 records is a SWAPI species") && "\(error)".contains("fields, model, pk")
        }
    }

    @Test(arguments: [("kiva-v1-loans-listing-2012-06-daniele2010.json", 418_619, 436_753, "to buy fertilizers for her farmland."),
                      ("kiva-v1-newest-2015-09-kivalensjs.json", 7_460, 942_930, "to purchase bales of clothes for resale")])
    func kivaV1Listings(file: String, total: Int, firstID: Int, firstUse: String) throws {
        let decoded = try DataDecoder.decode(LoanPage.self, from: Corpus.data(file), file: file)
        let loans = decoded.value.loans
        #expect(loans.count == 20 && decoded.value.paging?.total == total)
        #expect(decoded.issues.isEmpty, "\(decoded.issues.prefix(3))")
        #expect(loans.first?.id == firstID && loans.first?.use == firstUse)
        #expect(loans.allSatisfy { $0.loanAmount != nil && $0.location.countryCode?.count == 2 && $0.postedDate != nil })
        // Trailing spaces of a use are gone; a missing town is only unknown.
        #expect(loans.allSatisfy { $0.use == $0.use?.trimmingCharacters(in: .whitespaces) })
        #expect(loans.filter { $0.location.town == nil }.count == (file.contains("2012") ? 2 : 0))
    }

    @Test func kivaV1LoanDetail() throws {
        let file = "kiva-v1-loan-436753-detail-2012-06-daniele2010.json"
        let decoded = try DataDecoder.decode(LoanPage.self, from: Corpus.data(file), file: file)
        let loan = try #require(decoded.value.loans.first)
        #expect(decoded.value.paging == nil && decoded.value.loans.count == 1)
        #expect(loan.name == "Pheap's Group" && loan.loanAmount == 800 && loan.location.country == "Cambodia")
    }

    @Test func kivaGraphQLLoanValues() throws {
        let values = try kivaGraphQLValues()
        let page = try KivaLoanSource(endpoint: URL(string: "https://api.kivaws.org/graphql")!)
            .decode(kivaAnswer(values, total: values.count), page: .first)
        let loans = page.value.items
        #expect(loans.count == 771)
        #expect(page.issues.isEmpty, "\(page.issues.prefix(3))")
        let first = try #require(loans.first)
        #expect(first.name == "Zhaneta" && first.loanAmount == 2375 && first.partner == "Agro & Social Fund")
        #expect(first.location.countryCode == "AL" && first.activity == "Farming")
        #expect(loans.allSatisfy { $0.loanAmount != nil })
        #expect(loans.filter { $0.partner == nil }.count == 80)  // direct loans have no partner
        #expect(loans.contains { $0.name == "Yingnoma  Marie" })
    }
}

/// The corpus's Kiva GraphQL values with an `id` each: the scraper behind the file did not ask
/// for ids, Almanac's query does.
func kivaGraphQLValues() throws -> [[String: Any]] {
    guard let values = try Corpus.json("kiva-graphql-loan-values-mongoexport-thawk18-2020-10.json") as? [[String: Any]] else {
        throw TestServerError(message: "the Kiva GraphQL file is not a list of objects")
    }
    return values.enumerated().map { index, value in value.merging(["id": index + 1]) { own, _ in own } }
}

/// A GraphQL answer around loan values.
func kivaAnswer(_ values: [[String: Any]], total: Int) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["data": ["lend": ["loans": ["totalCount": total, "values": values]]]])
}
