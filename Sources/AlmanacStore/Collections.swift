import AlmanacCore

/// The collections Almanac shows, in the order of the switcher: one entry each.
@MainActor
public enum Collections {
    public static func specs(catalog: Catalog, references: References, syntheticRows: Int?) -> [AnyCollectionSpec] {
        var specs: [AnyCollectionSpec] = [
            CollectionSpec.countries(catalog: catalog, references: references),
            CollectionSpec.species(catalog: catalog, references: references),
            CollectionSpec.loans(catalog: catalog),
            CollectionSpec.animals(catalog: catalog),
        ]
        if let syntheticRows { specs.append(CollectionSpec.synthetic(catalog: catalog, count: syntheticRows)) }
        return specs
    }
}
