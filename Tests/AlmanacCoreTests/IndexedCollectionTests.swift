@testable import AlmanacCore
import Testing

@Suite struct IndexedCollectionTests {
    struct Place: Sendable, Equatable {
        let name: String
        var capital: String? = nil
    }

    let english = Collator(localeIdentifier: "en_US")!

    func index(_ names: [String]) -> IndexedCollection<String> {
        IndexedCollection(names, collator: english, name: { $0 })
    }

    func titles(_ collection: IndexedCollection<String>) -> [String] { collection.sections.map(\.title) }

    func section(_ title: String, of collection: IndexedCollection<String>) -> [String] {
        guard let section = collection.sections.first(where: { $0.title == title }) else { return [] }
        return Array(collection.items[section.range])
    }

    @Test func sectionsFollowTheAlphabetWithOtherScriptsThenDigitsLast() {
        let collection = index(["Éire", "Østfold", "Çanakkale", "Åland Islands", "1984", "Oman", "'s-Hertogenbosch",
                                "Ελλάδα", "Estonia", "Afghanistan", "Chad", "#hashtag"])
        #expect(titles(collection) == ["A", "C", "E", "O", "…", "#"])
        #expect(section("A", of: collection) == ["Afghanistan", "Åland Islands"])
        #expect(section("C", of: collection) == ["Çanakkale", "Chad"])
        #expect(section("E", of: collection) == ["Éire", "Estonia"])
        #expect(section("O", of: collection) == ["Oman", "Østfold"])
        #expect(section("…", of: collection) == ["Ελλάδα"])
        #expect(Set(section("#", of: collection)) == ["1984", "'s-Hertogenbosch", "#hashtag"])
        #expect(collection.items.count == 12)
    }

    @Test func englishCountriesOrder() {
        let collection = index(["Croatia", "Côte d'Ivoire", "Costa Rica", "Cuba"])
        #expect(collection.items == ["Costa Rica", "Côte d'Ivoire", "Croatia", "Cuba"])
    }

    @Test func indexTitlesAreTheFullAlphabetAndHash() {
        #expect(english.alphabet.titles == (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["…", "#"])
        #expect(index(["Bear", "Ελλάδα"]).indexTitles == english.alphabet.titles, "… when a name is in it")
        #expect(index(["Bear"]).indexTitles == english.alphabet.titles.filter { $0 != "…" })
    }

    @Test func everyIndexTitleMapsToAValidSection() {
        let collection = index(["Bear", "Dog", "Zebra", "Donkey"])  // sections B, D, Z
        let expected: [String: String] = ["A": "B", "B": "B", "C": "D", "D": "D", "E": "Z", "Y": "Z", "Z": "Z", "#": "Z"]
        for title in english.alphabet.titles {
            let section = collection.section(forIndexTitle: title)
            #expect(section != nil && collection.sections.indices.contains(section!), "title \(title)")
            if let want = expected[title], let section {
                #expect(collection.sections[section].title == want, "title \(title)")
            }
        }
        #expect(collection.section(forIndexTitle: "q").map { collection.sections[$0].title } == "Z")
        #expect(collection.hasSection(forIndexTitle: "D"))
        #expect(!collection.hasSection(forIndexTitle: "C"))
    }

    @Test func hashWithItsOwnSectionAndLettersAfterTheLast() {
        let collection = index(["Apple", "42"])
        #expect(collection.section(forIndexTitle: "#") == 1)
        #expect(collection.section(forIndexTitle: "M") == 0, "no letter after A: A, not the digits of #")
    }

    @Test func noSectionsOrBadTitleGivesNil() {
        #expect(index([]).section(forIndexTitle: "A") == nil)
        #expect(index(["Apple"]).section(forIndexTitle: "AB") == nil)
        #expect(index(["Apple"]).section(forIndexTitle: "") == nil)
    }

    @Test func searchIgnoresCaseAndDiacritics() {
        let collection = index(["Côte d'Ivoire", "Costa Rica", "Croatia", "Cuba"])
        #expect(collection.filtered(by: "cote").items == ["Côte d'Ivoire"])
        #expect(collection.filtered(by: "CÔTE D'").items == ["Côte d'Ivoire"])
        #expect(collection.filtered(by: "a").items == ["Costa Rica", "Croatia", "Cuba"])
        #expect(collection.filtered(by: "  ").items.count == 4)
        #expect(collection.filtered(by: "xyz").items.isEmpty)
        #expect(collection.filtered(by: "xyz").sections.isEmpty)
    }

    @Test func searchAlsoLooksAtSecondaryTextButNotAcrossFields() {
        let places = [Place(name: "Kenya", capital: "Nairobi"), Place(name: "Peru", capital: "Lima"), Place(name: "Chad")]
        let collection = IndexedCollection(places, collator: english, name: { $0.name }, secondary: { $0.capital })
        #expect(collection.filtered(by: "nairobi").items.map(\.name) == ["Kenya"])
        #expect(collection.filtered(by: "lim").items.map(\.name) == ["Peru"])
        #expect(collection.filtered(by: "kenyanai").items.isEmpty, "name and capital are not one text")
    }

    @Test func searchResultsAreIndexedAgain() {
        let collection = index(["Bear", "Black Swan", "Buffalo", "Camel", "Dog", "Koala"])
        let found = collection.filtered(by: "l")
        #expect(found.items == ["Black Swan", "Buffalo", "Camel", "Koala"])
        #expect(titles(found) == ["B", "C", "K"])
        #expect(found.section(forIndexTitle: "D") == 2)
    }

    /// A filtered collection shares its parent's search texts: filtering it again, or ranking
    /// its items, must read each item's own text, not the one at its new position.
    @Test func aFilteredCollectionSearchesItsOwnItemsTexts() {
        let places = [Place(name: "Kenya", capital: "Nairobi"), Place(name: "Peru", capital: "Lima"),
                      Place(name: "Chad", capital: "N'Djamena"), Place(name: "Mali", capital: "Bamako")]
        let collection = IndexedCollection(places, collator: english, name: { $0.name }, secondary: { $0.capital })
        let withA = collection.filtered(by: "a")
        #expect(withA.items.map(\.name) == ["Chad", "Kenya", "Mali", "Peru"])
        let withM = withA.filtered(by: "m")
        #expect(withM.items.map(\.name) == ["Chad", "Mali", "Peru"])
        #expect(withM.filtered(by: "lima").items.map(\.name) == ["Peru"])
        #expect(withM.filtered(by: "ken").items.isEmpty)
        #expect(withM.bestMatches(for: ["bamako"], limit: 5).map(\.item.name) == ["Mali"])
    }

    @Test(arguments: ["", "a", "zzz"])
    func flatPositionsRoundTrip(query: String) {
        let collection = index(["Bear", "Black Swan", "Buffalo", "Camel", "Dog", "Koala", "Wombat", "7 Seas", "Zebra"])
            .filtered(by: query)
        var rows = 0
        for position in 0..<collection.flatCount {
            switch collection.entry(atFlatPosition: position) {
            case .header(let section):
                #expect(collection.flatPosition(ofHeader: section) == position)
            case .row(let section, let row):
                #expect(collection.flatPosition(section: section, row: row) == position)
                #expect(collection.item(section: section, row: row) == collection.items[rows])
                #expect(collection.location(ofItemAt: rows) == (section, row))
                rows += 1
            }
        }
        #expect(rows == collection.items.count)
        #expect(collection.flatCount == collection.items.count + collection.sections.count)
    }

    @Test func largeCollectionsAreBuiltInParallelWithTheSameResult() {
        let names = (0..<50_000).map { "N\(($0 * 7919) % 50_000)" } + ["Åland", "Zulu", "1st"]
        let collection = index(names)
        #expect(collection.items.count == names.count)
        let bySortKey = names.map { (key: english.sortKey(for: $0), name: $0) }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) }.map(\.name)
        #expect(collection.items == bySortKey.filter { $0 != "1st" } + ["1st"])
        #expect(titles(collection) == ["A", "N", "Z", "#"])
    }

    @Test func largeCollectionsInAnotherScriptKeepEqualNamesInOrderAndTheirSearchTexts() {
        let russian = Collator(localeIdentifier: "ru_RU")!
        let starts = Array("ЖКЁабвяZzé")
        let places = (0..<30_000).map { position in
            Place(name: "\(starts[position % starts.count])\(position % 997)", capital: "Столица \(position)")
        }
        let collection = IndexedCollection(places, collator: russian, name: \.name, secondary: \.capital)
        let keys = places.map { [russian.alphabet.letter(of: $0.name)] + russian.sortKey(for: $0.name) }
        let expected = places.indices.sorted { a, b in
            keys[a] == keys[b] ? a < b : keys[a].lexicographicallyPrecedes(keys[b])
        }.map { places[$0] }
        #expect(collection.items == expected)
        #expect(collection.sections.map(\.title).prefix(4) == ["А", "Б", "В", "Е"])
        for query in ["столица 2999", "ж1", "Ё99"] {
            let needle = Folding.fold(query)
            let matching = expected.filter { "\(Folding.fold($0.name)) \(Folding.fold($0.capital ?? ""))".contains(needle) }
            #expect(!matching.isEmpty)
            #expect(collection.filtered(by: query).items == matching)
        }
    }
}
