import AlmanacCore

/// Star Wars species: the bundled SWAPI records, live from a SWAPI-compatible API; details
/// name homeworlds and films from the Star Wars references.
extension CollectionTraits {
    public static var species: Self {
        CollectionTraits(
            title: tr("Species"), itemNoun: tr("Species"), itemMissing: tr("That species is not in Species"),
            iconName: "starred-symbolic",
            liveNews: { count, source in
                trn("{count} species from {source}", "{count} species from {source}", count, ["source": source])
            },
            cachedNews: { tr("Showing cached species from {date}", ["date": $0]) })
    }
}

extension CollectionSpec where Item == Species {
    public static func species(catalog: Catalog, references: References) -> Self {
        let traits = CollectionTraits.species
        return CollectionSpec(
            kind: .species, traits: traits, load: catalog.species, identity: \.id, rowContent: \.rowContent,
            detail: { $0.detail(references: references.starWars) },
            searchResult: (key: \.addressKey, describe: { ($0.name, $0.resultDescription, .themed(traits.iconName)) }),
            live: { live in LiveRequests(collection: live.species(), index: catalog.index(species:)) },
            liveSettings: { [$0.speciesURL] },
            bundledDate: catalog.data.modified("species.json"))
    }
}
