import AlmanacCore
import AlmanacStore
import Foundation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CollectionsTests {
    func catalog() throws -> Catalog {
        Catalog(data: BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data")),
                collator: try #require(english))
    }

    @Test func theSwitcherShowsEveryCollectionOnceInItsOrder() throws {
        let specs = Collections.specs(catalog: try catalog(), references: References(), syntheticRows: nil)
        #expect(specs.map(\.kind) == [.countries, .species, .loans, .animals])
        let withSynthetic = Collections.specs(catalog: try catalog(), references: References(), syntheticRows: 10)
        #expect(withSynthetic.map(\.kind) == CollectionKind.allCases)
    }

    @Test func eachCollectionSaysItsOwnNames() throws {
        let traits = Collections.specs(catalog: try catalog(), references: References(), syntheticRows: 1).map(\.traits)
        #expect(Set(traits.map(\.title)).count == traits.count)
        #expect(Set(traits.map(\.iconName)).count == traits.count)
        #expect(CollectionTraits.loans.liveNews(1, "Kiva") == "1 loan from Kiva")
        #expect(CollectionTraits.countries.liveNews(2, "REST Countries") == "2 countries from REST Countries")
        #expect(CollectionTraits.animals.cachedNews("today") == "Showing cached rows from today")
    }

    /// A loan's country link needs the countries by code, which the countries publish as they load.
    @Test func countriesPublishTheirCodesForTheLoans() async throws {
        let references = References()
        let store = CollectionStore(spec: CollectionSpec.countries(catalog: try catalog()), live: LiveSettings())
        let arrived = AsyncStream<PublishedReferences?>.makeStream()
        store.onUpdate = { if $0.rowsArrived { arrived.continuation.yield($0.references) } }
        store.load()
        for await published in arrived.stream {
            references.apply(try #require(published))
            break
        }
        #expect(references.countriesByCode["KE"]?.name == "Kenya")
        #expect(store.searchableRows?.title == "Countries")
    }

    /// A live list that lacks a country (a partial answer of the API) leaves the links to it
    /// working: the country loaded before stays known by its code.
    @Test func aLiveListWithoutACountryKeepsTheLinksToIt() throws {
        let references = References()
        let bundled = try BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data")).countries().value.records
        references.apply(.countries(bundled))
        let france = try #require(bundled.first { $0.code == "FR" })
        references.apply(.countries([france]))
        #expect(references.countriesByCode["KE"]?.name == "Kenya")
        #expect(references.countriesByCode["FR"] == france)
    }
}
