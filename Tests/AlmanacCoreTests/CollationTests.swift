@testable import AlmanacCore
import Testing

@Suite struct CollationTests {
    let english = Collator(localeIdentifier: "en_US")!

    @Test func englishOrderTreatsAccentsAsTheirBaseLetter() {
        let names = ["Croatia", "Zambia", "Côte d'Ivoire", "Åland Islands", "Costa Rica", "Afghanistan", "Albania"]
        #expect(names.sorted(by: english.areInIncreasingOrder) ==
                ["Afghanistan", "Åland Islands", "Albania", "Costa Rica", "Côte d'Ivoire", "Croatia", "Zambia"])
    }

    @Test func swedishPutsÅAfterZ() throws {
        let swedish = try #require(Collator(localeIdentifier: "sv_SE"))
        #expect(["Åland", "Zambia", "Oman"].sorted(by: swedish.areInIncreasingOrder) == ["Oman", "Zambia", "Åland"])
    }

    @Test func caseIsATieBreakerNotAnOrder() {
        #expect(["b", "A", "a", "B"].sorted(by: english.areInIncreasingOrder) == ["a", "A", "b", "B"])
    }

    @Test func copiesSortTheSame() {
        let copy = english.copy()
        #expect(copy.sortKey(for: "Côte d'Ivoire") == english.sortKey(for: "Côte d'Ivoire"))
    }

    @Test func longTextGetsAWholeKey() {
        let long = String(repeating: "Wookiee ", count: 200)
        let key = english.sortKey(for: long)
        #expect(key.count > 200)
        #expect(key.last == 0)
        #expect(english.areInIncreasingOrder(long, long + "x"))
    }

    @Test func userLocaleFallsBackToRoot() {
        #expect(Collator.forUserLocale().localeIdentifier.isEmpty == false)
    }

    @Test(arguments: [("Côte d'Ivoire", "cote d'ivoire"), ("ÅLAND", "aland"), ("Ærø", "aero"),
                      ("Øresund", "oresund"), ("Straße", "strasse"), ("Łódź", "lodz"), ("Ελλάδα", "ελλαδα"),
                      ("São Tomé", "sao tome"), ("İstanbul", "istanbul")])
    func folding(text: String, folded: String) {
        #expect(Folding.fold(text) == folded)
    }
}
