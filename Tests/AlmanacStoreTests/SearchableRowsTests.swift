import AlmanacCore
import CollectionTestSupport
@testable import AlmanacStore
import Foundation
import Testing

/// The rows the desktop's search reads for a collection (`AnyCollectionSpec.searchableRows`).
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct SearchableRowsTests {
    /// A process D-Bus starts for a search reads its rows while GTK's start-up holds the main
    /// thread: the reading must not wait for the main actor.
    @Test func readingBeginsWhileTheMainThreadIsBusy() async throws {
        let begun = DispatchSemaphore(value: 0)
        var collection = spec(bundled: ["Wookiee"])
        let load = collection.load
        collection = CollectionSpec(kind: collection.kind, traits: collection.traits,
                                    load: { () throws(DataFileError) in begun.signal(); return try load() },
                                    identity: collection.identity, rowContent: collection.rowContent,
                                    detail: collection.detail, searchResult: collection.searchResult)
        let reading = collection.searchableRows(live: LiveSettings())
        // Holds the main thread, as GTK's start-up would. The reading waits its turn behind the
        // other tests on Swift's cooperative threads (12–20 s on a 2-core machine, more under the
        // sanitizers: `TestTime.scale`).
        #expect(begun.wait(timeout: .now() + 30 * TestTime.scale) == .success, "the rows were not read while the main thread was busy")
        let rows = try #require(await reading())
        let search = ItemSearch()
        search.update(rows)
        #expect(search.results(for: ["wook"]).map(\.description) == ["species/wookiee"])
    }

    @Test func cachedRowsNewerThanTheBundledOnesAreSearched() async throws {
        let collection = spec(bundled: ["Wookiee"]) { _ in ScriptedSource(cached: ["Ewok"]) }
        let rows = try #require(await collection.searchableRows(live: LiveSettings())())
        let search = ItemSearch()
        search.update(rows)
        #expect(search.results(for: ["ewok"]).map(\.description) == ["species/ewok"])
        #expect(search.results(for: ["wook"]).isEmpty)
    }

    @Test func aCollectionTheSearchDoesNotReachGivesNoRows() async {
        var collection = spec(bundled: ["Wookiee"])
        collection.searchResult = nil
        #expect(await collection.searchableRows(live: LiveSettings())() == nil)
    }
}
