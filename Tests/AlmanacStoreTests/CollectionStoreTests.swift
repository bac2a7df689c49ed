import AlmanacCore
@testable import AlmanacStore
import CollectionTestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CollectionStoreTests {
    /// A store of `spec` with its starting rows loaded, and the log of its updates.
    func loaded(_ spec: CollectionSpec<String>) async -> (CollectionStore<String>, UpdateLog) {
        let store = CollectionStore(spec: spec, live: LiveSettings())
        let log = UpdateLog(store)
        store.load()
        _ = await log.next { $0.rowsArrived }
        return (store, log)
    }

    @Test func anItemAskedForBeforeTheRowsIsOpenedWhenTheyArrive() async {
        let store = CollectionStore(spec: spec(bundled: ["Gamma", "Alpha", "Beta"]), live: LiveSettings())
        let log = UpdateLog(store)
        store.open(key: "gamma")
        let arrival = await log.next { $0.rowsArrived }
        #expect(arrival.phase == .list)
        #expect(arrival.opened?.title == "Gamma")
        #expect(store.state.current == "Gamma")
        #expect(arrival.move == store.state.currentPosition.map { .top($0) })
        #expect(log.model == shown(store.state))
        #expect(log.model == ["[A]", "Alpha", "[B]", "Beta", "[G]", "Gamma", "_"])
    }

    @Test func anItemNotInTheCollectionIsSaidInTheNews() async {
        let (store, log) = await loaded(spec(bundled: ["Alpha"]))
        store.open(key: "omega")
        #expect(log.updates.last?.news == CollectionTraits.species.itemMissing)
        #expect(log.updates.last?.opened == nil)
    }

    @Test func anItemAskedForWhileSearchingOpensOnceTheSearchEnds() async {
        let (store, log) = await loaded(spec(bundled: ["Alpha", "Beta", "Gamma"]))
        store.search("alp")
        #expect(log.model == ["[A]", "Alpha", "_"])
        store.open(key: "gamma")
        #expect(log.updates.last?.searchMustEnd == true, "the search's owner ends it")
        #expect(log.updates.last?.opened == nil)
        #expect(store.state.query == "alp", "the query is the search's owner's")
        store.search("")
        #expect(log.updates.last?.opened?.title == "Gamma")
        #expect(log.updates.last?.move == store.state.currentPosition.map { .top($0) })
        #expect(log.model == shown(store.state))
    }

    @Test func onlyStarredItemsAreShownAndTheGoneOnesNamed() async {
        let (store, log) = await loaded(spec(bundled: ["Alpha", "Beta", "Gamma"]))
        store.select(position: 5)
        store.showOnlyStarred(["beta", "delta"])
        #expect(log.model == ["[B]", "Beta", "_"])
        #expect(store.starredKeysGone == ["delta"])
        #expect(store.address(atPosition: 1) == ItemAddress(kind: store.kind, key: "beta"))
        let published = log.updates.count
        store.showOnlyStarred(["beta", "delta"])
        #expect(log.updates.count == published, "the same stars again are no change")
        store.showOnlyStarred([])
        #expect(log.updates.last?.phase == .noneStarred)
        // All again: the view goes to the current item, which stayed current.
        store.showOnlyStarred(nil)
        #expect(log.model == ["[A]", "Alpha", "[B]", "Beta", "[G]", "Gamma", "_"])
        #expect(log.updates.last?.move == .reveal(5))
        #expect(store.starredKeysGone.isEmpty)
    }

    @Test func theEndOfASearchThatPickedAResultShowsIt() async {
        let (store, log) = await loaded(spec(bundled: ["Alpha", "Beta", "Gamma"]))
        store.select(position: 5)
        #expect(log.updates.last?.currentChanged == true)
        #expect(store.currentDetail?.title == "Gamma")
        let published = log.updates.count
        store.select(position: 5)
        #expect(log.updates.count == published, "the current item again is no change")
        store.search("be")
        #expect(log.updates.last?.fadeIn == true)
        #expect(log.updates.last?.move == nil)
        store.select(position: 1)
        #expect(store.currentDetail?.title == "Beta")
        store.search("")
        #expect(log.updates.last?.move == .reveal(3))
        #expect(log.model == shown(store.state))
    }

    @Test func theEndOfASearchThatPickedNothingGoesBackToWhereTheViewWas() async {
        let (store, log) = await loaded(spec(bundled: ["Alpha", "Beta", "Gamma"]))
        store.search("a")
        store.search("")
        #expect(log.updates.last?.move == .back, "no current item before or after")
        store.select(position: 5)
        store.search("be")
        store.search("b ")
        store.search("")
        #expect(log.updates.last?.move == .back, "Gamma current before the search and after it")
    }

    @Test func enterInTheSearchOpensTheCurrentRowElseTheBestMatch() async {
        let (store, log) = await loaded(spec(bundled: ["Aniran", "Iran", "Kiran"]))
        store.search("iran")
        #expect(log.model == ["[A]", "Aniran", "[I]", "Iran", "[K]", "Kiran", "_"])
        store.openFromSearch()
        #expect(log.updates.last?.opened?.title == "Iran", "the name that starts with the query, not the first row")
        #expect(store.state.currentPosition == 3)
        store.select(position: 5)
        store.openFromSearch()
        #expect(log.updates.last?.opened?.title == "Kiran", "the current row, when the results hold it")
    }

    @Test func rowsThatCannotBeReadFailTheLoadAndAnItemAskedForIsSaidMissing() async {
        let broken = CollectionSpec<String>(
            kind: .loans, traits: .loans, load: { () throws(DataFileError) in throw DataFileError(file: "loans.json", problem: "damaged") },
            identity: { $0 }, rowContent: { RowContent(title: $0) }, detail: { Detail(title: $0) },
            searchResult: (key: { $0 }, describe: { ($0, "", .themed("x")) }))
        let store = CollectionStore(spec: broken, live: LiveSettings())
        let log = UpdateLog(store)
        store.open(key: "1")
        let failure = await log.next { $0.phase != .loading }
        guard case .failed = failure.phase else {
            Issue.record("phase \(failure.phase)")
            return
        }
        #expect(failure.news == CollectionTraits.loans.itemMissing)
        #expect(store.hasLoaded)
    }

    @Test func aCacheNewerThanTheBundledRowsIsShownWithItsDate() async {
        let source = ScriptedSource(cached: ["Cached"])
        let store = CollectionStore(spec: spec(bundled: ["Bundled"], makeSource: { _ in source }), live: LiveSettings())
        let log = UpdateLog(store)
        store.load()
        let arrival = await log.next { $0.rowsArrived }
        #expect(arrival.rowsAreLive)
        #expect(arrival.news?.contains("2023") == true, "the news names the cache's date: \(arrival.news ?? "none")")
        #expect(log.model == ["[C]", "Cached", "_"])
    }

    @Test func aRefreshSaysWhenItStartsAndEndsAndReplacesTheRows() async {
        let source = ScriptedSource()
        let (store, log) = await loaded(spec(bundled: ["Bundled"], makeSource: { _ in source }))
        #expect(store.canRefresh)
        store.refresh()
        #expect(store.isRefreshing)
        #expect(log.updates.last?.activityChanged == true)
        #expect(log.updates.last?.activity == .refreshing)
        await source.answer(.rows(["Yoda", "Ewok"], hasMore: false))
        let arrival = await log.next { $0.rowsArrived }
        #expect(arrival.rowsAreLive)
        #expect(log.model == ["[E]", "Ewok", "[Y]", "Yoda", "_"])
        #expect(!store.isRefreshing)
        #expect(log.updates.contains { $0.activityChanged && $0.activity == .idle })
    }

    @Test func aRefreshShowsEachPageAsItArrivesAndKeepsThemWhenALaterOneFails() async {
        let source = ScriptedSource(name: "SWAPI")
        let (store, log) = await loaded(spec(bundled: ["Bith", "Ewok", "Yoda"], makeSource: { _ in source }))
        // An old failure's banner goes as the refresh starts.
        store.refresh()
        await source.answer(.failure(LiveError(source: "SWAPI", reason: .empty)))
        _ = await log.next { $0.fault != nil }
        store.refresh()
        guard case .cleared? = log.updates.last?.fault else {
            Issue.record("the old banner stays up as the refresh starts")
            return
        }
        // The first page joins the rows shown, updating those it holds; the next is asked for
        // at once, with the "Loading…" row below.
        await source.answer(.rows(["Ewok", "Abe"], hasMore: true, part: .refreshSoFar))
        _ = await log.next { $0.rowsArrived }
        #expect(store.state.everything.items.sorted() == ["Abe", "Bith", "Ewok", "Yoda"])
        await source.waitForRequests(3)
        #expect(log.model.suffix(2) == ["(Loading…)", "_"])
        // Page 2 fails: every row that arrived stays, and the banner says which page.
        await source.answer(.failure(LiveError(source: "SWAPI", reason: .empty).onPage(2)))
        let failure = await log.next { $0.fault != nil }
        guard case .shown(let message, let retry)? = failure.fault else {
            Issue.record("no failure shown")
            return
        }
        #expect(message.contains("page 2") && message.contains("SWAPI"), "\(message)")
        #expect(store.state.everything.items.sorted() == ["Abe", "Bith", "Ewok", "Yoda"])
        // Retry goes on from page 2; the last page replaces the rows with the refresh's own.
        retry()
        await source.waitForRequests(4)
        #expect(await source.requests.last == "more")
        await source.answer(.rows(["Zed"], hasMore: false, part: .whole))
        _ = await log.next { $0.rowsArrived }
        #expect(log.model == ["[A]", "Abe", "[E]", "Ewok", "[Z]", "Zed", "_"])
        #expect(store.liveActivity == .idle)
    }

    /// A store showing `rows` from its live source, which has a next page.
    func storeShowingLiveRows(_ rows: [String]) async -> (CollectionStore<String>, UpdateLog, ScriptedSource) {
        let source = ScriptedSource()
        let (store, log) = await loaded(spec(bundled: [], makeSource: { _ in source }))
        store.refresh()
        await source.answer(.rows(rows, hasMore: true))
        _ = await log.next { $0.rowsArrived }
        return (store, log, source)
    }

    @Test func aNextPageMergesIntoTheListEvenAfterTheListMovedMeanwhile() async {
        let (store, log, source) = await storeShowingLiveRows(["Abe", "Cat"])
        store.nearEnd()
        await source.waitForRequests(2)
        #expect(log.model == ["[A]", "Abe", "[C]", "Cat", "(Loading…)", "_"])
        // The list moves while the page is on its way: a search shows only some rows.
        store.search("a")
        await source.answer(.rows(["Ant", "Bee", "Car"], hasMore: false))
        let arrival = await log.next { $0.rowsArrived }
        #expect(store.state.query == "a")
        #expect(log.model == shown(store.state))
        #expect(log.model == ["[A]", "Abe", "Ant", "[C]", "Car", "Cat", "_"])
        #expect(arrival.news == CollectionTraits.species.liveNews(5, source.sourceName))
        #expect(store.state.everything.items.count == 5)
    }

    @Test func aNextPageWhileFollowingTheEndMovesTheViewThere() async {
        let (store, log, source) = await storeShowingLiveRows(["Abe"])
        store.followingEnd = true
        store.nearEnd()
        await source.answer(.rows(["Zed"], hasMore: false))
        #expect(await log.next { $0.rowsArrived }.move == .end)
    }

    @Test func changedSettingsCancelTheRequestAndMakeTheSourceAnew() async {
        var sources: [ScriptedSource] = []
        let store = CollectionStore(spec: spec(bundled: ["Bundled"], makeSource: { settings in
            let source = ScriptedSource(name: settings[address: speciesAddress])
            sources.append(source)
            return source
        }), live: LiveSettings())
        let log = UpdateLog(store)
        store.load()
        _ = await log.next { $0.rowsArrived }
        store.refresh()
        await sources[0].waitForRequests(1)

        store.liveSettingsChanged(from: LiveSettings(), to: LiveSettings(addresses: ["loans-url": "https://loans.example"]))
        #expect(sources.count == 1, "a setting the source does not depend on")
        #expect(store.isRefreshing)

        var moved = LiveSettings()
        moved[address: speciesAddress] = "https://species.example"
        store.liveSettingsChanged(from: LiveSettings(), to: moved)
        #expect(sources.count == 2)
        #expect(!store.isRefreshing, "the request in flight is cancelled")
        guard case .cleared? = log.updates.last?.fault else {
            Issue.record("a shown failure is not cleared")
            return
        }
        #expect(sources[0].cancellations == 1)
        await sources[0].answer(.rows(["Stale"], hasMore: false))
        store.refresh()
        await sources[1].answer(.rows(["Fresh"], hasMore: false))
        _ = await log.next { $0.rowsArrived }
        #expect(store.state.everything.items == ["Fresh"])
        #expect(!log.updates.contains { $0.splices.contains { splice in splice.list.contains { describe($0) == "Stale" } } })
    }

    @Test func aFailedRequestShowsTheFaultAndItsRetryAsksAgain() async {
        let source = ScriptedSource(name: "SWAPI")
        let (store, log) = await loaded(spec(bundled: ["Bundled"], makeSource: { _ in source }))
        store.refresh()
        await source.answer(.failure(LiveError(source: "SWAPI", reason: .empty)))
        let failure = await log.next { $0.fault != nil }
        guard case .shown(let message, let retry)? = failure.fault else {
            Issue.record("no failure shown")
            return
        }
        #expect(message.contains("SWAPI"))
        #expect(store.state.everything.items == ["Bundled"], "the rows shown stay")
        retry()
        await source.waitForRequests(2)
        await source.answer(.rows(["Yoda"], hasMore: false))
        guard case .cleared? = await log.next(where: { $0.rowsArrived }).fault else {
            Issue.record("the failure is not cleared when rows arrive")
            return
        }
    }
}
