@testable import AlmanacCore
import CollectionTestSupport
import Testing

@Suite struct CollectionStateTests {
    let english = Collator(localeIdentifier: "en_US")!

    func index(_ names: [String]) -> IndexedCollection<String> {
        IndexedCollection(names, collator: english, name: { $0 })
    }

    func state(_ names: [String]) -> CollectionState<String> {
        var state = CollectionState<String>(identity: { $0 }, footerText: "Loading…")
        _ = state.replaceAll(with: index(names))
        return state
    }

    @Test func phasesFromLoadingToNoMatches() {
        var state = CollectionState<String>(identity: { $0 }, footerText: "Loading…")
        #expect(state.phase == .loading)
        state.loadingFailed("the file is damaged")
        #expect(state.phase == .failed("the file is damaged"))
        _ = state.replaceAll(with: index([]))
        #expect(state.phase == .empty)
        _ = state.replaceAll(with: index(["Ant"]))
        #expect(state.phase == .list)
        _ = state.search("zebra")
        #expect(state.phase == .noMatches(query: "zebra"))
    }

    @Test func onlyStarredItemsMatchingTheQueryAreShownUntilAllAreAgain() {
        var state = state(["Ant", "Bee", "Cat", "Cow"])
        _ = state.showOnlyStarred { ["Bee", "Cow"].contains($0) }
        #expect(shown(state) == ["[B]", "Bee", "[C]", "Cow", "_"])
        _ = state.search("c")
        #expect(shown(state) == ["[C]", "Cow", "_"])
        _ = state.search("ant")
        #expect(state.phase == .noMatches(query: "ant"))
        _ = state.search("")
        // Rows arriving (a refresh) keep to the starred ones.
        _ = state.replaceAll(with: index(["Ant", "Bee", "Cow", "Dog"]))
        #expect(shown(state) == ["[B]", "Bee", "[C]", "Cow", "_"])
        _ = state.merge(index(["Ant", "Bee", "Cow", "Dog", "Eel"]))
        #expect(shown(state) == ["[B]", "Bee", "[C]", "Cow", "_"])
        _ = state.showOnlyStarred(nil)
        #expect(shown(state) == ["[A]", "Ant", "[B]", "Bee", "[C]", "Cow", "[D]", "Dog", "[E]", "Eel", "_"])
    }

    @Test func nothingStarredIsItsOwnPhase() {
        var state = state(["Ant", "Bee"])
        _ = state.showOnlyStarred { _ in false }
        #expect(state.phase == .noneStarred)
        _ = state.search("zebra")
        #expect(state.phase == .noneStarred)
        _ = state.showOnlyStarred { $0 == "Ant" }
        #expect(state.phase == .noMatches(query: "zebra"))
    }

    @Test func aFailureAfterRowsKeepsTheRows() {
        var state = state(["Ant", "Bee"])
        state.loadingFailed("offline")
        #expect(state.phase == .list)
        #expect(shown(state) == ["[A]", "Ant", "[B]", "Bee", "_"])
    }

    @Test func aPageIsInsertedWhereItsRowsBelongAndTheRestStays() {
        var state = state(["Ant", "Cat", "Zebu"])
        let before = shown(state)
        let splices = state.merge(index(["Ant", "Bee", "Cat", "Cow", "Yak", "Zebu", "Zorse"]))
        // Three runs: [B] Bee · Cow [Y] Yak · Zorse — none replaces a row already shown.
        #expect(splices.map(\.position) == [2, 6, 11])
        #expect(splices.map(\.added) == [2, 3, 1])
        #expect(splices.allSatisfy { $0.removed == 0 })
        #expect(apply(splices, to: before) == ["[A]", "Ant", "[B]", "Bee", "[C]", "Cat", "Cow", "[Y]", "Yak",
                                               "[Z]", "Zebu", "Zorse", "_"])
        #expect(shown(state) == apply(splices, to: before))
    }

    @Test func everyShownRowIsFoundAgainAfterAPageArrives() {
        var state = state(["Ant", "Cat", "Yak", "Zebu"])
        let before = shown(state)
        var splices = state.setActivity(.loadingMore)
        splices += state.merge(index(["Ant", "Bee", "Cat", "Cow", "Yak", "Yeti", "Zebu", "Zorse"]))
        let after = apply(splices, to: before)
        for (position, row) in before.enumerated() where row != "_" {
            #expect(after[splices.position(after: position)] == row, "\(row) was at \(position)")
        }
        // The footer goes: a row below it (the end space) takes its place.
        let footer = after.firstIndex(of: "(Loading…)") ?? -1
        let removal = state.setActivity(.idle)
        #expect(removal.position(after: footer) == footer)
        #expect(apply(removal, to: after)[footer] == "_")
    }

    @Test func aPageArrivingWhileTheFooterShowsKeepsItUntilTheActivityEnds() {
        var state = state(["Ant", "Cat"])
        var model = shown(state)
        model = apply(state.setActivity(.loadingMore), to: model)
        #expect(model == ["[A]", "Ant", "[C]", "Cat", "(Loading…)", "_"])
        model = apply(state.merge(index(["Ant", "Cat", "Cod"])), to: model)
        #expect(model == ["[A]", "Ant", "[C]", "Cat", "Cod", "(Loading…)", "_"])
        model = apply(state.setActivity(.idle), to: model)
        #expect(model == ["[A]", "Ant", "[C]", "Cat", "Cod", "_"])
        #expect(state.setActivity(.idle).isEmpty)
    }

    /// The comparison of every row shown is planned on a copy of the state (in the background);
    /// merging the plan makes only the splices, the same as merging the rows at once.
    @Test func aPlannedMergeIsTheSameAsAMergeAtOnce() {
        var atOnce = state(["Ant", "Cat", "Zebu"])
        var planned = atOnce
        let rows = index(["Ant", "Bee", "Cat", "Cow", "Yak", "Zebu", "Zorse"])
        let plan = planned.plan(merging: rows)
        let splices = planned.merge(plan)
        #expect(splices.map(\.position) == atOnce.merge(rows).map(\.position))
        #expect(shown(planned) == shown(atOnce))
        #expect(planned.everything.items == rows.items)
    }

    /// A plan is for the list shown when it was made: after a search meanwhile it is made again,
    /// for the rows the search shows.
    @Test func aPlanForAListNoLongerShownIsMadeAgain() {
        var state = state(["Ant", "Cat", "Cod"])
        let plan = state.plan(merging: index(["Ant", "Bee", "Cat", "Cod", "Cow"]))
        let all = shown(state)
        let before = apply(state.search("c"), to: all)
        let splices = state.merge(plan)
        #expect(apply(splices, to: before) == ["[C]", "Cat", "Cod", "Cow", "_"])
        #expect(shown(state) == ["[C]", "Cat", "Cod", "Cow", "_"])
        #expect(state.everything.items.count == 5)
    }

    @Test func aPageWithoutSomeShownRowsReplacesEverything() {
        var state = state(["Ant", "Cat"])
        let splices = state.merge(index(["Bee", "Cat"]))
        #expect(splices.count == 1)
        #expect(splices[0].position == 0 && splices[0].removed == 5)
        #expect(apply(splices, to: ["[A]", "Ant", "[C]", "Cat", "_"]) == ["[B]", "Bee", "[C]", "Cat", "_"])
    }

    @Test func searchShowsTheMatchesFromTheTopAndClearingShowsAll() {
        var state = state(["Iceland", "Ireland", "Poland", "Spain"])
        var model = shown(state)
        model = apply(state.search("land"), to: model)
        #expect(model == ["[I]", "Iceland", "Ireland", "[P]", "Poland", "_"])
        #expect(state.search("land").isEmpty)
        model = apply(state.search(""), to: model)
        #expect(model == ["[I]", "Iceland", "Ireland", "[P]", "Poland", "[S]", "Spain", "_"])
    }

    @Test func theCurrentItemFollowsSelectionAndSurvivesSearchAndReload() {
        var state = state(["Afghanistan", "Albania", "Algeria"])
        #expect(state.select(position: 0) == nil)  // a header
        #expect(state.current == nil)
        #expect(state.select(position: 3) == "Algeria")
        #expect(state.currentPosition == 3)
        _ = state.search("alb")
        #expect(state.current == "Algeria")
        #expect(state.currentPosition == nil)  // hidden, still current
        _ = state.search("")
        #expect(state.currentPosition == 3)
        _ = state.replaceAll(with: index(["Aaland", "Algeria"]))
        #expect(state.currentPosition == 2)
        _ = state.replaceAll(with: index(["Aaland"]))
        #expect(state.current == nil)
    }

    @Test func searchStopsFollowingTheEnd() {
        var state = state(["Ant"])
        state.followingEnd = true
        _ = state.search("a")
        #expect(!state.followingEnd)
    }

    @Test func firstAndLastRows() {
        let state = state(["Ant", "Bee", "Cat"])
        #expect(state.firstRowPosition == 1)
        #expect(state.lastRowPosition == 5)
        #expect(state.item(atPosition: 5) == "Cat")
        #expect(state.item(atPosition: 6) == nil)  // the end space
    }
}
