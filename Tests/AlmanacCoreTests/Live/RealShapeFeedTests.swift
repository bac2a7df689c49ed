@testable import AlmanacCore
import Foundation
import Testing
import Web

/// The live sources against the test server speaking the real APIs' shapes: REST Countries v5's
/// envelope and paging, swapi.tech's list with one detail per species, Kiva's GraphQL with
/// amounts as text. Made-up records here; the corpus's real records in `RealRecordFeedTests`.
@Suite struct RealShapeFeedTests {
    let server: TestServer
    let cache = temporaryCache()

    init() throws { server = try TestServer.forBulk() }

    func countries(_ query: [String: String], pageSize: Int = 100) -> LiveFeed<CountrySource> {
        LiveFeed(source: CountrySource(endpoint: server.url("countries/v5", query), apiKey: "test-key", pageSize: pageSize),
                 client: HTTPClient(), cache: PageCache(file: cache.file))
    }

    func swapiTech(_ query: [String: String]) -> LiveFeed<SpeciesSource> {
        LiveFeed(source: SpeciesSource(endpoint: server.url("swapitech/species", query)),
                 client: HTTPClient(), cache: PageCache(file: cache.file))
    }

    @Test func aCountriesRefreshFetchesEveryV5Page() async throws {
        let snapshot = try await countries(["count": "249"]).refreshWhole()
        #expect(snapshot.items.count == 249 && !snapshot.hasMore)
        #expect(Set(snapshot.items.map(\.id)).count == 249)
        #expect(try PageCache(file: cache.file).read()?.pages.count == 3)
        // The cache reads back the same countries.
        #expect(try await countries(["count": "249"]).restore(newerThan: nil)?.items == snapshot.items)
    }

    @Test func aFailingV5PageFailsTheRefreshAndKeepsTheCache() async throws {
        _ = try await countries(["count": "30"], pageSize: 10).refreshWhole()
        let before = try PageCache(file: cache.file).read()
        await #expect(throws: LiveError.self) {
            try await countries(["count": "30", "fault": "status:500", "fault_page": "3"], pageSize: 10).refreshWhole()
        }
        #expect(try PageCache(file: cache.file).read() == before)
    }

    @Test func swapiTechListsAreFollowedByTheirDetails() async throws {
        let (pages, items) = try await swapiTech(["total": "150", "limit": "50"]).loadAll()
        #expect(pages == 3 && items.count == 150 && Set(items.map(\.id)).count == 150)
        // A small collection is fetched whole by a refresh: every list page and every detail.
        let snapshot = try await swapiTech(["total": "25", "limit": "10"]).refreshWhole()
        #expect(snapshot.items.count == 25 && !snapshot.hasMore)
        let first = try #require(snapshot.items.first)
        #expect(first.name == "Arkanian" && first.classification != nil && first.averageHeight != .unknown)
        #expect(first.id.hasSuffix("/swapitech/species/1"))
        let restored = try #require(try await swapiTech(["total": "25", "limit": "10"]).restore(newerThan: nil))
        #expect(restored.items == snapshot.items)
    }

    @Test func aFailedSwapiTechDetailFailsThePage() async throws {
        await #expect { try await swapiTech(["total": "5", "fault": "status:500", "fault_page": "0"]).refresh() } throws: { error in
            "\(error)".contains("500")
        }
        await #expect { try await swapiTech(["total": "5", "fault": "invalid-json", "fault_page": "0"]).refresh() } throws: { error in
            "\(error)".contains("/swapitech/species/") && "\(error)".contains("not valid JSON")
        }
        #expect(try PageCache(file: cache.file).read() == nil)
    }
}

/// The corpus's real records served by the test server in their APIs' shapes, through the
/// live sources: paged, decoded, cached.
@Suite(.enabled(if: Corpus.isPresent, Comment(rawValue: Corpus.absence)))
struct RealRecordFeedTests {
    let server: TestServer
    let cache = temporaryCache()

    init() throws { server = try TestServer.forBulk() }

    @Test func restCountriesV5() async throws {
        let feed = LiveFeed(source: CountrySource(endpoint: server.url("countries/v5", ["source": "corpus"]), apiKey: "test-key"),
                            client: HTTPClient(), cache: PageCache(file: cache.file))
        let countries = try await feed.refreshWhole().items
        #expect(countries.count == 254)
        #expect(try PageCache(file: cache.file).read()?.pages.count == 3)
        #expect(countries.filter { $0.code == nil }.map(\.name) == ["Abkhazia", "Northern Cyprus", "Somaliland", "South Ossetia"])
        #expect(countries.first { $0.code == "VA" }?.area == 0.44)
    }

    @Test func swapiTechSpecies() async throws {
        let feed = LiveFeed(source: SpeciesSource(endpoint: server.url("swapitech/species", ["source": "corpus"])),
                            client: HTTPClient(), cache: PageCache(file: cache.file))
        let (pages, species) = try await feed.loadAll()
        #expect(pages == 4 && species.count == 37)  // 4 list pages and 37 details, in one refresh
        let rodian = try #require(species.first { $0.name == "Rodian" })
        #expect(rodian.classification == "sentient" && rodian.designation == "reptilian" && rodian.language == "Galatic Basic")
        #expect(species.first { $0.name == "Droid" }?.homeworld == nil)
        #expect(species.first?.name == "Human" && species.first?.films.count == 6)
    }

    @Test func kivaGraphQLLoans() async throws {
        let feed = LiveFeed(source: KivaLoanSource(endpoint: server.url("kiva/graphql", ["source": "corpus"])),
                            client: HTTPClient(), cache: PageCache(file: cache.file))
        let (pages, loans) = try await feed.loadAll()
        #expect(pages == 16 && loans.count == 771)
        #expect(loans.first?.loanAmount == 2375 && loans.first?.partner == "Agro & Social Fund")
        #expect(loans.allSatisfy { $0.loanAmount != nil && $0.location.countryCode?.count == 2 })
    }
}
