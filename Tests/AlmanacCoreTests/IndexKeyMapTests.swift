import AlmanacCore
import Testing

/// The letter index from the keyboard: letters without a section are passed over both ways.
@Suite struct IndexKeyMapTests {
    let titles = ["A", "B", "C", "W", "X", "Y", "Z", "#"]
    /// B, X and # have no section.
    let hasSection: (String) -> Bool = { !["B", "X", "#"].contains($0) }

    func letter(_ move: IndexMove, from current: String?) -> String? {
        IndexKeyMap.letter(move, from: current, in: titles, hasSection: hasSection)
    }

    @Test func upPassesOverLettersWithoutASection() {
        #expect(letter(.previous, from: "Y") == "W")
        #expect(letter(.previous, from: "C") == "A")
    }

    @Test func downPassesOverLettersWithoutASection() {
        #expect(letter(.next, from: "W") == "Y")
        #expect(letter(.next, from: "A") == "C")
    }

    @Test func theEndsStayWhereTheyAre() {
        #expect(letter(.previous, from: "A") == "A")
        #expect(letter(.next, from: "Z") == "Z")
    }

    @Test func homeAndEndPickTheFirstAndLastLettersWithASection() {
        #expect(letter(.first, from: "W") == "A")
        #expect(letter(.last, from: "A") == "Z")
    }

    @Test func fromNothingPickedEitherWayStartsAtTheFirst() {
        #expect(letter(.previous, from: nil) == "A")
        #expect(letter(.next, from: nil) == "A")
    }

    @Test func fromALetterWithoutASectionUpAndDownGoToItsNeighbours() {
        #expect(letter(.previous, from: "X") == "W")
        #expect(letter(.next, from: "X") == "Y")
    }

    @Test func noSectionsPicksNothing() {
        #expect(IndexKeyMap.letter(.next, from: "A", in: titles, hasSection: { _ in false }) == nil)
    }
}
