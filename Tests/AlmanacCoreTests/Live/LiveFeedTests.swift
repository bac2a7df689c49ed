@testable import AlmanacCore
import Foundation
import Testing
import Web

/// Live feeds of each source against the test server: paging, caching, and faults that change
/// nothing.
@Suite struct LiveFeedTests {
    let server: TestServer
    let cache = temporaryCache()

    init() throws { server = try TestServer.shared() }

    /// The app's own limits: these tests are about paging and faults, not deadlines (which
    /// HTTPClientTests tighten), so a busy machine does not fail them.
    static let client = HTTPClient()

    func species(_ query: [String: String] = [:]) -> LiveFeed<SpeciesSource> {
        LiveFeed(source: SpeciesSource(endpoint: server.url("swapi/species/", query)),
                 client: Self.client, cache: PageCache(file: cache.file))
    }

    func loans(_ query: [String: String] = [:]) -> LiveFeed<KivaLoanSource> {
        LiveFeed(source: KivaLoanSource(endpoint: server.url("kiva/graphql", query), pageSize: 20),
                 client: Self.client, cache: PageCache(file: cache.file))
    }

    @Test func speciesArePagedByTheirNextLinks() async throws {
        let (pages, items) = try await species(["total": "150", "size": "50"]).loadAll()
        #expect(pages == 3)
        #expect(items.count == 150)
        #expect(Set(items.map(\.name)).count == 150)
        #expect(items.first?.name == "Arkanian")
        #expect(items.first?.averageHeight != .unknown)
    }

    @Test func aSmallCollectionIsRefreshedWhole() async throws {
        // 25 species in pages of 10: one refresh fetches all three pages, so the list never
        // shrinks to the first page (SWAPI has 37 species, in pages of 10), and tells each as
        // it arrives; the cache keeps the last whole list until the last page.
        _ = try await species(["total": "5"]).refresh()
        let before = try PageCache(file: cache.file).read()
        let feed = species(["total": "25", "size": "10"])
        let first = try await feed.refresh()
        #expect(first.items.count == 10 && first.hasMore && first.part == .refreshSoFar)
        let second = try #require(try await feed.loadMore())
        #expect(second.items.count == 20 && second.part == .refreshSoFar)
        #expect(try PageCache(file: cache.file).read() == before)
        let last = try #require(try await feed.loadMore())
        #expect(last.items.count == 25 && !last.hasMore && last.part == .whole)
        #expect(try PageCache(file: cache.file).read()?.pages.count == 3)
        #expect(try await feed.loadMore() == nil)
    }

    @Test func aRefreshsFailedPageSaysWhichAndLeavesTheCacheToTheLastWholeList() async throws {
        _ = try await species(["total": "5"]).refresh()
        let before = try PageCache(file: cache.file).read()
        let feed = species(["total": "25", "size": "10", "fault": "status:500", "fault_page": "3"])
        #expect(try await feed.refresh().part == .refreshSoFar)
        #expect(try await feed.loadMore()?.items.count == 20)
        await #expect { try await feed.loadMore() } throws: { error in
            (error as? LiveError)?.page == 3 && "\(error)".contains("page 3")
        }
        #expect(try PageCache(file: cache.file).read() == before)
    }

    @Test func kivaLoansArePagedByOffset() async throws {
        let (pages, items) = try await loans(["total": "45"]).loadAll()
        #expect(pages == 3)
        #expect(items.count == 45)
        let first = try #require(items.first)
        #expect(first.location.countryCode?.count == 2)
        #expect(first.loanAmount ?? 0 > 0)
        #expect(first.postedDate != nil)
        #expect(first.sector != nil)
    }

    @Test func countriesNeedTheKey() async throws {
        let good = LiveFeed(source: CountrySource(endpoint: server.url("countries/v5"), apiKey: "test-key"),
                            client: Self.client, cache: PageCache(file: cache.file))
        let countries = try await good.refresh().items
        #expect(countries.count == 12)
        let first = try #require(countries.first)
        #expect(first.code?.count == 2)
        #expect(!first.capitals.isEmpty)
        #expect(first.population != nil)
        let otherCache = temporaryCache()
        let wrong = LiveFeed(source: CountrySource(endpoint: server.url("countries/v5"), apiKey: "nope"),
                             client: Self.client, cache: PageCache(file: otherCache.file))
        await #expect(throws: LiveError.self) { try await wrong.refresh() }
    }

    @Test(arguments: [("invalid-json", "not valid JSON"), ("wrong-shape", "results: expected an array"),
                      ("empty", "no records"), ("status:503", "503")])
    func aBadAnswerIsAClearError(fault: String, words: String) async throws {
        do {
            _ = try await species(["fault": fault]).refresh()
            Issue.record("\(fault) was accepted")
        } catch {
            #expect(error.description.contains(words), "\(error)")
            #expect(error.description.hasPrefix("SWAPI (127.0.0.1)"))
        }
    }

    @Test func graphQLErrorsAreReported() async throws {
        await #expect { try await loans(["fault": "graphql-error"]).refresh() } throws: { error in
            "\(error)".contains("the server reported: Rate limit exceeded")
        }
        await #expect { try await loans(["fault": "wrong-shape"]).refresh() } throws: { error in
            "\(error)".contains("values")
        }
    }

    @Test func aFailedPageKeepsWhatWasLoadedAndCached() async throws {
        let feed = species(["total": "150", "size": "50", "fault": "status:500", "fault_page": "2"])
        let first = try await feed.refresh()
        #expect(first.items.count == 50 && first.hasMore)
        await #expect(throws: LiveError.self) { try await feed.loadMore() }
        let cached = try #require(try PageCache(file: cache.file).read())
        #expect(cached.pages.count == 1)
        // Restored in a new feed, as at the next start.
        let restored = try #require(try await species(["total": "150", "size": "50", "fault": "status:500", "fault_page": "2"])
            .restore(newerThan: nil))
        #expect(restored.items.map(\.name) == first.items.map(\.name))
        #expect(restored.hasMore)
    }

    @Test func aBadRefreshLeavesTheCacheAlone() async throws {
        _ = try await species().loadAll()
        let before = try #require(try PageCache(file: cache.file).read())
        let failing = LiveFeed(source: SpeciesSource(endpoint: server.url("swapi/species/")),
                               client: Self.client, cache: PageCache(file: cache.file))
        _ = try? await species(["fault": "truncated"]).refresh()
        _ = try? await species(["fault": "empty"]).refresh()
        #expect(try PageCache(file: cache.file).read() == before)
        #expect(try await failing.restore(newerThan: nil)?.items.count == 25)
    }

    @Test func theCacheIsUsedOnlyWhenNewerAndFromTheSameSource() async throws {
        _ = try await species().refreshWhole()
        #expect(try await species().restore(newerThan: Date(timeIntervalSinceNow: -60)) != nil)
        #expect(try await species().restore(newerThan: Date(timeIntervalSinceNow: 60)) == nil)
        #expect(try await species(["total": "5"]).restore(newerThan: nil) == nil)
    }

    @Test func recordsAreNotAddedTwice() async throws {
        // Offset paging shifts when new loans arrive: the same loans can come again.
        let feed = loans(["total": "45"])
        let page = try await feed.refresh()
        let cached = try #require(try PageCache(file: cache.file).read())
        try PageCache(file: cache.file).write(PageCache.Contents(source: cached.source, saved: cached.saved,
                                                                 next: cached.next, pages: cached.pages + cached.pages))
        let restored = try #require(try await loans(["total": "45"]).restore(newerThan: nil))
        #expect(restored.items.map(\.id) == page.items.map(\.id))
    }
}

extension LiveFeed {
    /// Refreshes, and goes on as the app does while the refresh has pages to come: the last
    /// snapshot.
    func refreshWhole() async throws -> Snapshot {
        var snapshot = try await refresh()
        while snapshot.part == .refreshSoFar, let next = try await loadMore() { snapshot = next }
        return snapshot
    }

    /// Refreshes, then loads every next page: how many pages that took, and the items.
    func loadAll() async throws -> (pages: Int, items: [Item]) {
        var snapshot = try await refresh()
        var pages = 1
        while let next = try await loadMore() {
            snapshot = next
            pages += 1
        }
        #expect(!snapshot.hasMore)
        return (pages, snapshot.items)
    }
}

extension LiveSnapshot: Equatable where Item: Equatable {
    public static func == (a: Self, b: Self) -> Bool { a.items == b.items && a.hasMore == b.hasMore }
}
