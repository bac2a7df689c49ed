@testable import AlmanacCore
import Foundation
import Testing

@Suite struct LiveSettingsTests {
    @Test func theEnvironmentOverridesAddresses() {
        let settings = LiveSettings(speciesURL: "https://a.example/species/", countriesAPIKey: "k")
        let overridden = settings.overridden(by: ["ALMANAC_SPECIES_URL": "http://127.0.0.1:9/s/", "ALMANAC_LOANS_URL": ""])
        #expect(overridden.speciesURL == "http://127.0.0.1:9/s/")
        #expect(overridden.loansURL == LiveSettings.defaultLoansURL)
        #expect(overridden.countriesAPIKey == "k")
    }

    @Test func theEnvironmentOverridesTheCountriesKey() {
        let settings = LiveSettings(countriesAPIKey: "from-keyring")
        #expect(settings.overridden(by: ["ALMANAC_COUNTRIES_KEY": "from-environment"]).countriesAPIKey == "from-environment")
        #expect(LiveSettings().overridden(by: ["ALMANAC_COUNTRIES_KEY": "k"]).countries() != nil)
        #expect(settings.overridden(by: ["ALMANAC_COUNTRIES_KEY": ""]).countriesAPIKey == "from-keyring")
    }

    @Test func theSchemaDefaultsAreTheSettingsDefaults() throws {
        let schema = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../data/desktop/io.almanac.Almanac.gschema.xml").standardized, encoding: .utf8)
        for (key, address) in [("species-url", LiveSettings.defaultSpeciesURL), ("loans-url", LiveSettings.defaultLoansURL),
                               ("countries-url", LiveSettings.defaultCountriesURL)] {
            let entry = try #require(schema.range(of: "<key name=\"\(key)\""))
            #expect(schema[entry.upperBound...].contains("<default>'\(address)'</default>"), "\(key)")
            let nextDefault = try #require(schema[entry.upperBound...].range(of: "<default>"))
            #expect(schema[nextDefault.upperBound...].hasPrefix("'\(address)'"), "\(key)")
        }
    }

    @Test func countriesAreLiveOnlyWithAKey() {
        #expect(LiveSettings().countries() == nil)
        #expect(LiveSettings(countriesAPIKey: "  ").countries() == nil)
        #expect(LiveSettings(countriesAPIKey: "key").countries()?.sourceName == "REST Countries (api.restcountries.com)")
    }

    @Test func aBadAddressIsReportedWhenRefreshing() async {
        let species = LiveSettings(speciesURL: "http://swapi.example/api/species/").species()
        #expect(species.sourceName == "SWAPI")
        await #expect { try await species.refresh() } throws: { error in
            "\(error)" == "SWAPI: the address of swapi.example must start with https://"
        }
    }
}
