import AlmanacCore
@testable import AlmanacStore
import Foundation
import Testing

/// The live address settings the collections declare.
@MainActor
@Suite struct LiveAddressTests {
    @Test func everyLiveCollectionHasAnAddressWithItsOwnKeyAndVariable() {
        let addresses = Collections.liveAddresses
        #expect(addresses.map(\.key) == ["countries-url", "species-url", "loans-url"])
        #expect(Set(addresses.map(\.variable)).count == addresses.count)
        #expect(Set(addresses.map(\.title)).count == addresses.count)
    }

    @Test func theSchemaDefaultsAreTheCollectionsDefaults() throws {
        let schema = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../data/desktop/io.almanac.Almanac.gschema.xml").standardized, encoding: .utf8)
        for address in Collections.liveAddresses {
            let entry = try #require(schema.range(of: "<key name=\"\(address.key)\""))
            let nextDefault = try #require(schema[entry.upperBound...].range(of: "<default>"))
            #expect(schema[nextDefault.upperBound...].hasPrefix("'\(address.defaultAddress)'"), "\(address.key)")
        }
    }

    @Test func countriesAreLiveOnlyWithAKey() {
        #expect(LiveSettings().countries() == nil)
        #expect(LiveSettings(countriesAPIKey: "  ").countries() == nil)
        #expect(LiveSettings(countriesAPIKey: "key").countries()?.sourceName == "REST Countries (api.restcountries.com)")
        let overridden = LiveSettings().overridden(by: ["ALMANAC_COUNTRIES_KEY": "k"], addresses: Collections.liveAddresses)
        #expect(overridden.countries() != nil)
    }

    @Test func theEnvironmentOverridesACollectionsAddress() throws {
        let species = try #require(CollectionTraits.species.liveAddress)
        let overridden = LiveSettings().overridden(by: ["ALMANAC_SPECIES_URL": "http://127.0.0.1:9/s/"],
                                                   addresses: Collections.liveAddresses)
        #expect(overridden[address: species] == "http://127.0.0.1:9/s/")
    }

    @Test func helpNamesEachAddresssVariable() {
        let usage = LaunchRequest.usage(liveAddresses: Collections.liveAddresses)
        for variable in ["ALMANAC_SPECIES_URL", "ALMANAC_LOANS_URL", "ALMANAC_COUNTRIES_URL", "ALMANAC_COUNTRIES_KEY"] {
            #expect(usage.contains(variable))
        }
    }
}
