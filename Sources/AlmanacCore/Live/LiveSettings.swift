import Foundation

/// Where the live sources are: the addresses from Preferences, each overridable at start by an
/// environment variable, and the REST Countries API key (without which countries stay bundled).
public struct LiveSettings: Sendable, Equatable {
    public var speciesURL: String
    public var loansURL: String
    public var countriesURL: String
    public var countriesAPIKey: String

    public init(speciesURL: String = LiveSettings.defaultSpeciesURL, loansURL: String = LiveSettings.defaultLoansURL,
                countriesURL: String = LiveSettings.defaultCountriesURL, countriesAPIKey: String = "") {
        self.speciesURL = speciesURL
        self.loansURL = loansURL
        self.countriesURL = countriesURL
        self.countriesAPIKey = countriesAPIKey
    }

    /// A mirror of SWAPI (swapi.dev's own certificate has expired).
    public static let defaultSpeciesURL = "https://swapi.py4e.com/api/species/"
    public static let defaultLoansURL = "https://api.kivaws.org/graphql"
    public static let defaultCountriesURL = "https://api.restcountries.com/countries/v5"

    /// The environment variables that override the addresses, and what each is.
    public static let environmentVariables = [
        ("ALMANAC_SPECIES_URL", tr("Address of the first page of species (a SWAPI-compatible API)")),
        ("ALMANAC_LOANS_URL", tr("Address of Kiva's GraphQL API")),
        ("ALMANAC_COUNTRIES_URL", tr("Address of REST Countries v5 (used with the API key from Preferences)")),
    ]

    /// These settings with the addresses set (non-empty) in `environment` instead.
    public func overridden(by environment: [String: String]) -> LiveSettings {
        func value(_ name: String, _ current: String) -> String {
            environment[name].flatMap { $0.isEmpty ? nil : $0 } ?? current
        }
        var settings = self
        settings.speciesURL = value("ALMANAC_SPECIES_URL", speciesURL)
        settings.loansURL = value("ALMANAC_LOANS_URL", loansURL)
        settings.countriesURL = value("ALMANAC_COUNTRIES_URL", countriesURL)
        return settings
    }

    /// Live species; a bad address makes a source that reports it.
    public func species() -> any LiveCollection<Species> {
        feed(speciesURL, name: "SWAPI", cache: "species") { SpeciesSource(endpoint: $0) }
    }

    public func loans() -> any LiveCollection<Loan> {
        feed(loansURL, name: "Kiva", cache: "loans") { KivaLoanSource(endpoint: $0) }
    }

    /// Live countries, only with an API key.
    public func countries() -> (any LiveCollection<Country>)? {
        let key = countriesAPIKey.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return nil }
        return feed(countriesURL, name: "REST Countries", cache: "countries") { CountrySource(endpoint: $0, apiKey: key) }
    }

    private func feed<Source: LiveSource>(_ address: String, name: String, cache: String,
                                          _ make: (URL) -> Source) -> any LiveCollection<Source.Item>
    where Source.Item: Identifiable {
        do {
            return LiveFeed(source: make(try Endpoint.url(address)), cache: .named(cache))
        } catch {
            return MisconfiguredSource(sourceName: name, problem: error)
        }
    }
}
