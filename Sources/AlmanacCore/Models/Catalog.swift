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
        return LoadedCollection(collection: IndexedCollection(decoded.value.records, collator: collator,
                                                              name: { $0.name }, secondary: { $0.capitals.first }),
                                issues: decoded.issues)
    }

    /// Species by name; search also finds classifications and languages.
    public func species() throws(DataFileError) -> LoadedCollection<Species> {
        let decoded = try data.species()
        return LoadedCollection(collection: IndexedCollection(decoded.value.results, collator: collator,
                                                              name: { $0.name }, secondary: { $0.rowContent.subtitle }),
                                issues: decoded.issues)
    }

    /// Loans by borrower; search also finds countries.
    public func loans() throws(DataFileError) -> LoadedCollection<Loan> {
        let decoded = try data.loans()
        return LoadedCollection(collection: IndexedCollection(decoded.value.loans, collator: collator,
                                                              name: { $0.name }, secondary: { $0.location.country }),
                                issues: decoded.issues)
    }

    public func animals() throws(DataFileError) -> LoadedCollection<Animal> {
        let decoded = try data.animals()
        return LoadedCollection(collection: IndexedCollection(decoded.value.records, collator: collator, name: { $0.name }),
                                issues: decoded.issues)
    }

    /// `count` reproducible synthetic names.
    public func synthetic(count: Int) -> LoadedCollection<String> {
        var names = SyntheticNames()
        return LoadedCollection(collection: IndexedCollection(names.names(count), collator: collator, name: { $0 }),
                                issues: [])
    }
}
