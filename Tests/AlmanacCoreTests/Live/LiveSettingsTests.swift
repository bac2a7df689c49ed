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
