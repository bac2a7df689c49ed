@testable import AlmanacCore
import Foundation
import Testing

/// Item addresses (`country/KE`), search ranking, and searching every collection at once, as the
/// desktop's search provider does — on the bundled data.
@Suite struct ItemSearchTests {
    let catalog = Catalog(data: BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data")),
                          collator: Collator(localeIdentifier: "en_US")!)

    /// Every bundled collection, searchable; descriptions as the app gives them.
    func search() throws -> ItemSearch {
        let search = ItemSearch()
        let english = Locale(identifier: "en_US")
        search.update(ResultSource(kind: .countries, title: "Countries", itemNoun: "Country", items: try catalog.countries().collection, key: \.addressKey) {
            ($0.name, $0.resultDescription, .themed("country"))
        })
        search.update(ResultSource(kind: .species, title: "Species", itemNoun: "Species", items: try catalog.species().collection, key: \.addressKey) {
            ($0.name, $0.resultDescription, .themed("species"))
        })
        search.update(ResultSource(kind: .loans, title: "Loans", itemNoun: "Loan", items: try catalog.loans().collection, key: \.addressKey) {
            ($0.name, $0.resultDescription(locale: english), .themed("loan"))
        })
        search.update(ResultSource(kind: .animals, title: "Animals", itemNoun: "Animal", items: try catalog.animals().collection, key: \.addressKey) {
            ($0.name, "", .themed("animal"))
        })
        return search
    }

    // MARK: Addresses

    @Test(arguments: [("country/KE", CollectionKind.countries, "KE"), ("species/3", .species, "3"),
                      ("loan/2790100", .loans, "2790100"), ("animal/black-swan", .animals, "black-swan"),
                      ("country/name with/slash", .countries, "name with/slash")])
    func addressesRoundTrip(text: String, kind: CollectionKind, key: String) throws {
        let address = try #require(ItemAddress(text))
        #expect(address == ItemAddress(kind: kind, key: key))
        #expect(address.description == text)
    }

    @Test(arguments: ["", "country", "country/", "/KE", "planet/Tatooine", "countries/KE", "Country/KE"])
    func notAddresses(text: String) {
        #expect(ItemAddress(text) == nil)
    }

    /// The addresses `--help` and messages give as examples open bundled items.
    @Test(arguments: ["almanac:country/KE", "almanac://country/KE", "almanac:///country/KE", "ALMANAC:country/KE",
                      " almanac:country/KE\n", "almanac:country%2FKE"])
    func linksNameTheirItem(text: String) {
        #expect(ItemAddress(link: text) == ItemAddress(kind: .countries, key: "KE"))
    }

    @Test func aLinkIsWrittenSoItReadsBack() {
        let territory = ItemAddress(kind: .countries, key: "name:Heard Island")
        #expect(territory.link == "almanac:country/name:Heard%20Island")
        #expect(ItemAddress(link: territory.link) == territory)
        #expect(ItemAddress(kind: .species, key: "3").link == "almanac:species/3")
    }

    @Test(arguments: ["", "almanac:", "almanac:planet/Tatooine", "almanac:country", "https://example.org/country/KE",
                      "country/KE", "almanacs:country/KE"])
    func notLinks(text: String) {
        #expect(ItemAddress(link: text) == nil)
    }

    @Test func theExampleAddressesNameItems() throws {
        let search = try search()
        for text in ItemAddress.exampleAddresses {
            let address = try #require(ItemAddress(text))
            #expect(search.meta(for: address) != nil, "\(text)")
        }
    }

    @Test func speciesAreFoundByCanonsSpellingToo() throws {
        let species = try catalog.species().collection
        #expect(species.filtered(by: "wookiee").items.map(\.name) == ["Wookie"])
        #expect(species.filtered(by: "Neimoidian").items.map(\.name) == ["Neimodian"])
    }

    @Test func keysStayTheSameAcrossHostsAndLanguages() throws {
        let wookiee = try #require(try catalog.species().collection.items.first { $0.name == "Wookie" })
        #expect(wookiee.url == "https://swapi.dev/api/species/3/")
        #expect(wookiee.addressKey == "3")
        let swan = try #require(try catalog.animals().collection.items.first { $0.image == "animals/black-swan.svg" })
        #expect(swan.addressKey == "black-swan")
        #expect(swan.named("Trauerschwan").addressKey == "black-swan")
        let kenya = try #require(try catalog.countries().collection.items.first { $0.code == "KE" })
        #expect(kenya.addressKey == "KE")
    }

    // MARK: Ranking

    let english = Collator(localeIdentifier: "en_US")!

    func places(_ names: [String: String]) -> IndexedCollection<String> {
        IndexedCollection(Array(names.keys), collator: english, name: { $0 }, secondary: { names[$0] })
    }

    @Test func namePrefixBeatsWordPrefixBeatsSubstring() {
        let collection = places(["Kingston": "", "United Kingdom": "London", "Taking": "", "Sweden": "Stockholm"])
        let matches = collection.bestMatches(for: ["king"], limit: 10)
        #expect(matches.map(\.item) == ["Kingston", "United Kingdom", "Taking"])
        #expect(matches.map(\.rank) == [.namePrefix, .wordPrefix, .substring])
    }

    @Test func casesDiacriticsAndTheSecondaryTextMatch() {
        let collection = places(["Côte d'Ivoire": "Yamoussoukro", "Kenya": "Nairobi", "Åland Islands": "Mariehamn"])
        #expect(collection.bestMatches(for: ["CÔTE"], limit: 10).map(\.item) == ["Côte d'Ivoire"])
        #expect(collection.bestMatches(for: ["cote"], limit: 10).map(\.item) == ["Côte d'Ivoire"])
        #expect(collection.bestMatches(for: ["aland"], limit: 10).map(\.item) == ["Åland Islands"])
        #expect(collection.bestMatches(for: ["nairobi"], limit: 10).map(\.item) == ["Kenya"])
        #expect(collection.bestMatches(for: ["robi"], limit: 10).map(\.rank) == [.substring])
    }

    @Test func aSecondaryTextThatStartsWithTheQueryBeatsOneThatContainsIt() {
        let collection = places(["United States": "Washington", "Botswana": "Gaborone", "Canada": "Ottawa"])
        let matches = collection.bestMatches(for: ["wa"], limit: 10)
        #expect(matches.map(\.item) == ["United States", "Botswana", "Canada"])
        #expect(matches.map(\.rank) == [.secondaryWordPrefix, .substring, .substring])
    }

    @Test func compatibilityFormsAndTypographicApostrophesMatchPlainText() {
        let collection = places(["Kenya": "Nairobi", "Fiji": "Suva", "Twi'lek": "", "Côte d'Ivoire": ""])
        #expect(collection.bestMatches(for: ["ｋｅｎｙａ"], limit: 10).map(\.item) == ["Kenya"])   // fullwidth
        #expect(collection.bestMatches(for: ["ﬁji"], limit: 10).map(\.item) == ["Fiji"])       // ligature
        #expect(collection.bestMatches(for: ["twi’lek"], limit: 10).map(\.item) == ["Twi'lek"])
        #expect(collection.bestMatches(for: ["d’ivoire"], limit: 10).map(\.item) == ["Côte d'Ivoire"])
    }

    @Test func everyTermMustMatchInAnyOrder() {
        let collection = places(["United Kingdom": "London", "United States": "Washington", "Kingman Reef": ""])
        #expect(collection.bestMatches(for: ["united", "king"], limit: 10).map(\.item) == ["United Kingdom"])
        #expect(collection.bestMatches(for: ["king", "united"], limit: 10).map(\.item) == ["United Kingdom"])
        #expect(collection.bestMatches(for: ["united", "king"], limit: 10).map(\.rank) == [.namePrefix])
        #expect(collection.bestMatches(for: ["king", "united"], limit: 10).map(\.rank) == [.wordPrefix])
        #expect(collection.bestMatches(for: ["united", "zzz"], limit: 10).isEmpty)
    }

    @Test func blankTermsAndZeroLimitFindNothing() {
        let collection = places(["Kenya": "Nairobi"])
        #expect(collection.bestMatches(for: [], limit: 10).isEmpty)
        #expect(collection.bestMatches(for: ["  ", ""], limit: 10).isEmpty)
        #expect(collection.bestMatches(for: ["ken"], limit: 0).isEmpty)
    }

    @Test func aLimitKeepsTheBest() {
        let collection = places(["Bahamas": "", "Albania": "", "Andorra": "", "Canada": ""])
        // Albania and Andorra start with "a"; the others only contain it.
        #expect(collection.bestMatches(for: ["a"], limit: 2).map(\.item) == ["Albania", "Andorra"])
    }

    // MARK: Every collection at once

    @Test func resultsComeFromEveryCollectionBestFirst() throws {
        let search = try search()
        #expect(search.results(for: ["kenya"]).first == ItemAddress(kind: .countries, key: "KE"))
        #expect(search.results(for: ["kenya"]).contains { $0.kind == .loans })  // loans in Kenya
        // What a loan's row says it is for ("to buy …").
        #expect(search.results(for: ["to buy"]).contains { $0.kind == .loans })
        #expect(search.results(for: ["wookie"]) == [ItemAddress(kind: .species, key: "3")])
        #expect(search.results(for: ["koala"]) == [ItemAddress(kind: .animals, key: "koala")])
        #expect(search.results(for: ["qqqqq"]).isEmpty)
        // A name that starts with the query comes before anything that only contains it,
        // whatever the collection.
        let bear = search.results(for: ["bear"])
        #expect(bear.first == ItemAddress(kind: .animals, key: "bear"))
    }

    @Test func starredItemsComeFirst() throws {
        let search = try search()
        let bear = ItemAddress(kind: .animals, key: "bear")
        #expect(search.results(for: ["bear"]).first == bear)
        // Kenya's loans come after Kenya, unless one is starred; a starred item beyond the ten
        // best of its collection is found too.
        let results = search.results(for: ["a"])
        let loan = try #require(search.results(for: ["kenya"]).first { $0.kind == .loans })
        let argentina = ItemAddress(kind: .countries, key: "AR")
        #expect(!results.contains(argentina))
        search.starred.star(loan, title: "a loan")
        search.starred.star(argentina, title: "Argentina")
        #expect(search.results(for: ["kenya"]).first == loan)
        #expect(Set(search.results(for: ["a"]).prefix(2)) == [argentina, loan])
        #expect(search.results(for: ["bear"]).first == bear)
    }

    @Test func atMostTenPerCollection() throws {
        let results = try search().results(for: ["a"])
        for kind in [CollectionKind.countries, .species, .loans, .animals] {
            #expect(results.filter { $0.kind == kind }.count == ItemSearch.resultsPerCollection)
        }
    }

    @Test func aLongerQueryFindsWhatTheShorterOnesTenResultsLeftOut() throws {
        let search = try search()
        let argentina = ItemAddress(kind: .countries, key: "AR")
        #expect(!search.results(for: ["a"]).contains(argentina))
        #expect(search.results(for: ["ar"]).contains(argentina))
    }

    /// Former names and English exonyms (REST Countries' `altSpellings`), in the list's search
    /// and in the desktop's.
    @Test(arguments: [("turkey", "TR"), ("swaziland", "SZ"), ("burma", "MM"), ("holland", "NL"),
                      ("ivory coast", "CI"), ("czech republic", "CZ"), ("usa", "US"),
                      ("ceylon", "LK"), ("persia", "IR"), ("zaire", "CD"), ("siam", "TH")])
    func countriesAreFoundByTheNamesPeopleUse(query: String, code: String) throws {
        let countries = try catalog.countries().collection
        #expect(countries.filtered(by: query).items.map(\.code).contains(code))
        let terms = query.split(separator: " ").map(String.init)
        #expect(try search().results(for: terms).first == ItemAddress(kind: .countries, key: code))
    }

    /// Loans by the sector and activity their detail shows.
    @Test func loansAreFoundBySectorAndActivity() throws {
        let loans = try catalog.loans().collection
        #expect(loans.filtered(by: "beekeeping").items.map(\.name) == ["Abebe"])
        #expect(loans.filtered(by: "agriculture").items.count == 6)
        #expect(try search().results(for: ["beekeeping"]).first?.kind == .loans)
    }

    @Test func metasDescribeTheItemsAskedForInOrder() throws {
        let metas = try search().metas(for: ["species/3", "country/KE", "animal/koala"])
        #expect(metas.map(\.id) == ["species/3", "country/KE", "animal/koala"])
        #expect(metas.map(\.name) == ["Wookie", "Kenya", "Koala"])
        #expect(metas[0].description == "mammal · Shyriiwook")
        #expect(metas[1].description == "Nairobi · Africa")
        #expect(metas[2].description == "Animal")  // nothing more to say than what it is
    }

    @Test func everyIdAskedForGetsAMetaEvenWhenItNamesNothingAnyMore() throws {
        let metas = try search().metas(for: ["country/KE", "country/XX", "nothing/1"])
        #expect(metas.map(\.id) == ["country/KE", "country/XX", "nothing/1"])
        #expect(metas.map(\.name) == ["Kenya", "No longer in Countries", "No longer in Almanac"])
        #expect(metas[1].icon == .themed("action-unavailable-symbolic"))
    }

    @Test func aLoanIsDescribedByCountryAndAmount() throws {
        let search = try search()
        let loan = try #require(try catalog.loans().collection.items.first { $0.loanAmount != nil && $0.location.country != nil })
        let meta = try #require(search.meta(for: ItemAddress(kind: .loans, key: String(loan.id))))
        #expect(meta.description.hasPrefix("\(loan.location.country ?? "") · $"))
    }

    @Test func anUnloadedCollectionAnswersNothing() {
        let search = ItemSearch()
        #expect(!search.hasLoaded(.countries))
        #expect(search.results(for: ["kenya"]).isEmpty)
        #expect(search.meta(for: ItemAddress(kind: .countries, key: "KE")) == nil)
    }
}
