import AlmanacCore

/// Star Wars species: the bundled SWAPI records, live from a SWAPI-compatible API; details
/// name homeworlds and films from the Star Wars references.
extension CollectionTraits {
    public static var species: Self {
        CollectionTraits(
            title: tr("Species"), itemNoun: tr("Species"), itemMissing: tr("That species is not in Species"),
            iconName: "weather-clear-night-symbolic",
            counted: { trn("{count} species", "{count} species", $0) },
            liveNews: { count, source in
                trn("{count} species from {source}", "{count} species from {source}", count, ["source": source])
            },
            cachedNews: { tr("Showing cached species from {date}", ["date": $0]) },
            liveAddress: .species)
    }
}

extension LiveAddress {
    /// swapi.tech, the SWAPI host that answers today (swapi.dev's certificate has expired, and
    /// its mirrors come and go); swapi.dev-shaped addresses work as well.
    static var species: Self {
        LiveAddress(key: "species-url", defaultAddress: "https://www.swapi.tech/api/species",
                    variable: "ALMANAC_SPECIES_URL", title: tr("Species address"),
                    meaning: tr("Address of the first page of species (a SWAPI-compatible API)"))
    }
}

extension CollectionSpec where Item == Species {
    public static func species(catalog: Catalog, references: References) -> Self {
        let traits = CollectionTraits.species
        return CollectionSpec(
            kind: .species, traits: traits, load: catalog.species, identity: \.id, rowContent: \.rowContent,
            detail: { $0.detail(references: references.starWars ?? StarWarsReferences(planets: [], films: [])) },
            searchResult: (key: \.addressKey, describe: { ($0.name, $0.resultDescription, .themed(traits.iconName)) }),
            live: { live in
                LiveRequests(collection: live.feed(.species, name: "SWAPI", cache: "species") { SpeciesSource(endpoint: $0) },
                             index: catalog.index(species:))
            },
            liveSettings: { [$0[address: .species]] },
            bundledDate: catalog.data.modified("species.json"))
    }
}
