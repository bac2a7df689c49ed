import AlmanacCore
import Foundation

/// Countries: the bundled list (with Debian's iso-codes names and iso-flags-svg flags), live
/// from REST Countries with the user's key; it publishes the countries by code (for loans).
extension CollectionTraits {
    public static var countries: Self {
        CollectionTraits(
            title: tr("Countries"), itemNoun: tr("Country"), itemMissing: tr("That country is not in Countries"),
            iconName: "preferences-desktop-locale-symbolic",
            counted: { trn("{count} country", "{count} countries", $0) },
            liveNews: { count, source in
                trn("{count} country from {source}", "{count} countries from {source}", count, ["source": source])
            },
            cachedNews: { tr("Showing cached countries from {date}", ["date": $0]) },
            liveAddress: .countries)
    }
}

extension LiveAddress {
    static var countries: Self {
        LiveAddress(key: "countries-url", defaultAddress: "https://api.restcountries.com/countries/v5",
                    variable: "ALMANAC_COUNTRIES_URL", title: tr("Countries address"),
                    meaning: tr("Address of REST Countries v5 (used with the API key from Preferences)"))
    }
}

extension LiveSettings {
    /// Live countries, only with an API key.
    func countries() -> (any LiveCollection<Country>)? {
        let key = countriesAPIKey.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return nil }
        return feed(.countries, name: "REST Countries", cache: "countries") { CountrySource(endpoint: $0, apiKey: key) }
    }
}

extension CollectionSpec where Item == Country {
    public static func countries(catalog: Catalog) -> Self {
        let traits = CollectionTraits.countries
        return CollectionSpec(
            kind: .countries, traits: traits, load: catalog.countries, identity: \.id, rowContent: \.rowContent,
            detail: { $0.detail() },
            searchResult: (key: \.addressKey, describe: { country in
                (country.name, country.resultDescription,
                 .picture(country.code.flatMap(FlagFiles.path(forCountryCode:)), else: traits.iconName))
            }),
            live: { live in live.countries().map { LiveRequests(collection: $0, index: catalog.index(countries:)) } },
            liveSettings: { [$0[address: .countries], $0.countriesAPIKey] },
            bundledDate: catalog.data.modified("countries.json"),
            publishes: { .countries($0) })
    }
}
