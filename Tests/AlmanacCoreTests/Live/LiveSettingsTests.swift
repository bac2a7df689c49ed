@testable import AlmanacCore
import Foundation
import Testing

@Suite struct LiveSettingsTests {
    static let address = LiveAddress(key: "things-url", defaultAddress: "https://things.example/api", variable: "THINGS_URL",
                                     title: "Things address", meaning: "Where things are")
    static let other = LiveAddress(key: "others-url", defaultAddress: "https://others.example/api", variable: "OTHERS_URL",
                                   title: "Others address", meaning: "Where others are")

    @Test func anAddressNotSetIsItsDefault() {
        var settings = LiveSettings()
        #expect(settings[address: Self.address] == "https://things.example/api")
        settings[address: Self.address] = "https://elsewhere.example/"
        #expect(settings[address: Self.address] == "https://elsewhere.example/")
        #expect(settings[address: Self.other] == "https://others.example/api")
        #expect(settings != LiveSettings())
    }

    @Test func theEnvironmentOverridesAddresses() {
        let settings = LiveSettings(addresses: ["things-url": "https://a.example/things/"], countriesAPIKey: "k")
        let overridden = settings.overridden(by: ["THINGS_URL": "http://127.0.0.1:9/s/", "OTHERS_URL": ""],
                                             addresses: [Self.address, Self.other])
        #expect(overridden[address: Self.address] == "http://127.0.0.1:9/s/")
        #expect(overridden[address: Self.other] == Self.other.defaultAddress)
        #expect(overridden.countriesAPIKey == "k")
        #expect(settings.overridden(by: ["THINGS_URL": "http://127.0.0.1:9/s/"], addresses: []) == settings,
                "only the addresses named are overridden")
    }

    @Test func theEnvironmentOverridesTheCountriesKey() {
        let settings = LiveSettings(countriesAPIKey: "from-keyring")
        #expect(settings.overridden(by: ["ALMANAC_COUNTRIES_KEY": "from-environment"], addresses: []).countriesAPIKey
                == "from-environment")
        #expect(settings.overridden(by: ["ALMANAC_COUNTRIES_KEY": ""], addresses: []).countriesAPIKey == "from-keyring")
    }

    @Test func aBadAddressIsReportedWhenRefreshing() async {
        let settings = LiveSettings(addresses: ["things-url": "http://swapi.example/api/species/"])
        let species = settings.feed(Self.address, name: "SWAPI", cache: "species") { SpeciesSource(endpoint: $0) }
        #expect(species.sourceName == "SWAPI")
        await #expect { try await species.refresh() } throws: { error in
            "\(error)" == "SWAPI: the address of swapi.example must start with https://"
        }
    }
}
