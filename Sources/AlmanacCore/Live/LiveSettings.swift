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

    /// swapi.tech, the SWAPI host that answers today (swapi.dev's certificate has expired, and
    /// its mirrors come and go); swapi.dev-shaped addresses work as well.
    public static let defaultSpeciesURL = "https://www.swapi.tech/api/species"
    public static let defaultLoansURL = "https://api.kivaws.org/graphql"
    public static let defaultCountriesURL = "https://api.restcountries.com/countries/v5"

    /// An environment variable that overrides a setting while Almanac runs.
    public struct Override: Sendable {
        public let variable: String
        public let meaning: String
        public let setting: WritableKeyPath<LiveSettings, String> & Sendable
    }

    /// The one table of environment overrides: applied at start, listed by `--help`, noted in
    /// Preferences.
    public static let overrides = [
        Override(variable: "ALMANAC_SPECIES_URL", meaning: tr("Address of the first page of species (a SWAPI-compatible API)"),
                 setting: \.speciesURL),
        Override(variable: "ALMANAC_LOANS_URL", meaning: tr("Address of Kiva's GraphQL API"), setting: \.loansURL),
        Override(variable: "ALMANAC_COUNTRIES_URL",
                 meaning: tr("Address of REST Countries v5 (used with the API key from Preferences)"), setting: \.countriesURL),
        Override(variable: "ALMANAC_COUNTRIES_KEY", meaning: tr("REST Countries API key, instead of the one in the keyring"),
                 setting: \.countriesAPIKey),
    ]

    /// These settings with those set (non-empty) in `environment` instead.
    public func overridden(by environment: [String: String]) -> LiveSettings {
        var settings = self
        for override in Self.overrides {
            if let value = environment[override.variable], !value.isEmpty { settings[keyPath: override.setting] = value }
        }
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
