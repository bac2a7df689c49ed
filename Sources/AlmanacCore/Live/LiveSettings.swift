import Foundation

/// Where the live sources are: the addresses from Preferences, each overridable at start by an
/// environment variable, and the REST Countries API key (without which countries stay bundled).
/// Which addresses there are is told by the collections (`LiveAddress`). The sources fetch
/// with `client`, which is not part of what settings equal.
public struct LiveSettings: Sendable, Equatable {
    /// The addresses set, by their settings key; one not set is its default.
    private var addresses: [String: String]
    public var countriesAPIKey: String
    public var client: any HTTPFetching

    public init(addresses: [String: String] = [:], countriesAPIKey: String = "",
                client: any HTTPFetching = Unconnected()) {
        self.addresses = addresses
        self.countriesAPIKey = countriesAPIKey
        self.client = client
    }

    public static func == (lhs: LiveSettings, rhs: LiveSettings) -> Bool {
        lhs.addresses == rhs.addresses && lhs.countriesAPIKey == rhs.countriesAPIKey
    }

    /// The address in force for a live source.
    public subscript(address address: LiveAddress) -> String {
        get { addresses[address.key] ?? address.defaultAddress }
        set { addresses[address.key] = newValue }
    }

    /// The environment variable that overrides the API key (the keyring's) while Almanac runs.
    public static let apiKeyVariable = "ALMANAC_COUNTRIES_KEY"

    /// These settings with those `environment` sets (non-empty) instead: each of `addresses`
    /// by its variable, and the API key.
    public func overridden(by environment: [String: String], addresses: [LiveAddress]) -> LiveSettings {
        var settings = self
        for address in addresses {
            if let value = environment[address.variable], !value.isEmpty { settings[address: address] = value }
        }
        if let key = environment[Self.apiKeyVariable], !key.isEmpty { settings.countriesAPIKey = key }
        return settings
    }

    /// The live source at an address: pages of `Source` named `name`, cached under `cache`; an
    /// address that cannot be fetched from makes a source that reports why.
    public func feed<Source: LiveSource>(_ address: LiveAddress, name: String, cache: String,
                                         _ make: (URL) -> Source) -> any LiveCollection<Source.Item>
    where Source.Item: Identifiable {
        do {
            return LiveFeed(source: make(try Endpoint.url(self[address: address])), client: client, cache: .named(cache))
        } catch {
            return MisconfiguredSource(sourceName: name, problem: error)
        }
    }
}
