import AlmanacCore

/// The collections Almanac shows, in the order of the switcher: one entry each.
@MainActor
public enum Collections {
    /// One collection: what it says of itself, and how its spec is made.
    struct Entry {
        let traits: CollectionTraits
        let spec: @MainActor (Catalog, References) -> AnyCollectionSpec
    }

    static var entries: [Entry] {
        [
            Entry(traits: .countries) { catalog, _ in CollectionSpec.countries(catalog: catalog) },
            Entry(traits: .species) { CollectionSpec.species(catalog: $0, references: $1) },
            Entry(traits: .loans) { catalog, _ in CollectionSpec.loans(catalog: catalog) },
            Entry(traits: .animals) { catalog, _ in CollectionSpec.animals(catalog: catalog) },
        ]
    }

    public static func specs(catalog: Catalog, references: References, syntheticRows: Int?) -> [AnyCollectionSpec] {
        let specs = entries.map { $0.spec(catalog, references) }
        guard let syntheticRows else { return specs }
        return specs + [CollectionSpec.synthetic(catalog: catalog, count: syntheticRows)]
    }

    /// The live address settings of the collections that have a live source.
    public static var liveAddresses: [LiveAddress] { entries.compactMap(\.traits.liveAddress) }
}
