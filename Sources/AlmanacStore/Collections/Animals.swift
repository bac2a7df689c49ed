import AlmanacCore

/// Animals: the classic demo list with pictures, bundled only (no live source).
extension CollectionTraits {
    public static var animals: Self {
        CollectionTraits(
            title: tr("Animals"), itemNoun: tr("Animal"), itemMissing: tr("That animal is not in Animals"),
            iconName: "face-monkey-symbolic", counted: { trn("{count} animal", "{count} animals", $0) })
    }
}

extension CollectionSpec where Item == Animal {
    public static func animals(catalog: Catalog) -> Self {
        let images = catalog.data.directory
        let traits = CollectionTraits.animals
        return CollectionSpec(
            kind: .animals, traits: traits, load: catalog.animals, identity: \.id,
            rowContent: { $0.rowContent(imageDirectory: images) },
            detail: { $0.detail(imageDirectory: images) },
            searchResult: (key: \.addressKey, describe: { animal in
                (animal.name, "", .picture(animal.detail(imageDirectory: images).picture?.file, else: traits.iconName))
            }))
    }
}
