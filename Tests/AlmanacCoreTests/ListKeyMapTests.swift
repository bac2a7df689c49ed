@testable import AlmanacCore
import Testing

/// The list keyboard without GTK: a flat list of "[A]" headers and rows, then the end space.
@Suite struct ListKeyMapTests {
    /// [A] Aa Ab Ac [B] Ba Bb [C] Ca Cb Cc Cd _   (positions 0 … 12)
    let entries = ["[A]", "Aa", "Ab", "Ac", "[B]", "Ba", "Bb", "[C]", "Ca", "Cb", "Cc", "Cd", "_"]

    func context(current: Int? = nil, firstShown: Int? = nil, rowsPerScreen: Int = 4) -> ListKeyContext {
        ListKeyContext(count: entries.count, isRow: { !entries[$0].hasPrefix("[") && entries[$0] != "_" },
                       current: current, firstShown: firstShown, rowsPerScreen: rowsPerScreen,
                       headerOfLetter: { letter in
                           entries.firstIndex { $0.hasPrefix("[") && $0.dropFirst().first.map(String.init)! >= letter }
                       })
    }

    func row(_ key: ListKey, _ context: ListKeyContext) -> String? {
        ListKeyMap.target(of: key, in: context).map { entries[$0.row] }
    }

    @Test func arrowsStepOverHeadersFromTheCurrentRow() {
        #expect(row(.down, context(current: 3)) == "Ba")
        #expect(row(.up, context(current: 5)) == "Ac")
        #expect(row(.down, context(current: 1)) == "Ab")
    }

    @Test func arrowsStopAtTheEnds() {
        #expect(ListKeyMap.target(of: .up, in: context(current: 1)) == nil)
        #expect(ListKeyMap.target(of: .down, in: context(current: 11)) == nil)
    }

    @Test func pageKeysMoveAScreenLessOneRow() {
        #expect(row(.pageDown, context(current: 1, rowsPerScreen: 4)) == "Ba")
        #expect(row(.pageUp, context(current: 9, rowsPerScreen: 4)) == "Bb")
        #expect(row(.pageDown, context(current: 9, rowsPerScreen: 4)) == "Cd")
    }

    @Test func outOfViewDownLandsOnTheFirstRowShownAndUpOnTheRowAboveIt() {
        // The current row (Aa) was left behind by the wheel; the view shows Ca first.
        #expect(row(.down, context(firstShown: 8)) == "Ca")
        #expect(row(.up, context(firstShown: 8)) == "Bb")
        #expect(row(.up, context(firstShown: 6)) == "Ba")
        #expect(row(.pageDown, context(firstShown: 5, rowsPerScreen: 4)) == "Ca")
    }

    @Test func withNothingKnownKeysStartAtTheTop() {
        #expect(row(.down, context()) == "Aa")
        #expect(row(.up, context()) == "Aa")
    }

    @Test func homeShowsTheFirstHeaderAndEndFollowsTheEnd() {
        let home = ListKeyMap.target(of: .home, in: context(current: 9))
        #expect(home == ListKeyTarget(row: 1, shown: 0, placement: .top))
        let end = ListKeyMap.target(of: .end, in: context(current: 2))
        #expect(end == ListKeyTarget(row: 11, shown: 11, placement: .bottom, followsEnd: true))
    }

    @Test func aLetterMakesItsSectionsFirstRowCurrentWithTheHeaderAtTheTop() {
        #expect(ListKeyMap.target(of: .letter("B"), in: context(current: 1))
                == ListKeyTarget(row: 5, shown: 4, placement: .top))
        // No section of its own: the next one.
        #expect(ListKeyMap.target(of: .letter("BB"), in: context()).map(\.row) == 8)
        #expect(ListKeyMap.target(of: .letter("Z"), in: context()) == nil)
    }
}
