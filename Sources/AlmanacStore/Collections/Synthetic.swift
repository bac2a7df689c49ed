import AlmanacCore

/// Synthetic rows (`--synthetic-rows N`): made-up names for measuring big lists.
extension CollectionTraits {
    public static var synthetic: Self {
        CollectionTraits(
            title: tr("Synthetic"), itemNoun: tr("Synthetic row"), itemMissing: tr("That row is not in the list"),
            iconName: "view-list-symbolic")
    }
}

extension CollectionSpec where Item == String {
    public static func synthetic(catalog: Catalog, count: Int) -> Self {
        CollectionSpec(
            kind: .synthetic, traits: .synthetic, load: { catalog.synthetic(count: count) }, identity: { $0 },
            rowContent: { RowContent(title: $0) },
            detail: { Detail(title: $0, subtitle: tr("A synthetic row")) })
    }
}
