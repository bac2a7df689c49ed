import Foundation

/// A collection ready for the list: indexed, with the problems its data had.
public struct LoadedCollection<Item: Sendable>: Sendable {
    public let collection: IndexedCollection<Item>
    public let issues: [DataIssue]
}

/// Turns the bundled data into indexed collections, in the user's collation order.
/// Heavy for big collections: call it off the main thread.
public struct Catalog: Sendable {
    public let data: BundledData
    public let collator: Collator

    public init(data: BundledData, collator: Collator) {
        self.data = data
        self.collator = collator
    }

    /// Countries by name; search also finds capitals.
    public func countries() throws(DataFileError) -> LoadedCollection<Country> {
        let decoded = try data.countries()
        return indexed(decoded.value.records, decoded.issues, name: { $0.name }, secondary: { $0.capitals.first })
    }

    /// Species by name; search also finds classifications and languages.
    public func species() throws(DataFileError) -> LoadedCollection<Species> {
        let decoded = try data.species()
        return indexed(decoded.value.results, decoded.issues, name: { $0.name }, secondary: { $0.rowContent.subtitle })
    }

    /// Loans by borrower; search also finds countries.
    public func loans() throws(DataFileError) -> LoadedCollection<Loan> {
        let decoded = try data.loans()
        return indexed(decoded.value.loans, decoded.issues, name: { $0.name }, secondary: { $0.location.country })
    }

    public func animals() throws(DataFileError) -> LoadedCollection<Animal> {
        let decoded = try data.animals()
        return indexed(decoded.value.records, decoded.issues, name: { $0.name })
    }

    /// `count` reproducible synthetic names.
    public func synthetic(count: Int) -> LoadedCollection<String> {
        var names = SyntheticNames()
        return indexed(names.names(count), [], name: { $0 })
    }

    private func indexed<Item: Sendable>(_ items: [Item], _ issues: [DataIssue],
                                         name: @escaping @Sendable (Item) -> String,
                                         secondary: (@Sendable (Item) -> String?)? = nil) -> LoadedCollection<Item> {
        LoadedCollection(collection: IndexedCollection(items, collator: collator, name: name, secondary: secondary),
                         issues: issues)
    }
}
