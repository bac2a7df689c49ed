import Foundation

/// A collection ready for the list: indexed, with the problems its data had.
public struct LoadedCollection<Item: Sendable>: Sendable {
    public let collection: IndexedCollection<Item>
    public let issues: [DataIssue]

    public init(collection: IndexedCollection<Item>, issues: [DataIssue]) {
        self.collection = collection
        self.issues = issues
    }
}

/// Turns the bundled data into indexed collections, in the user's collation order.
/// Heavy for big collections: call it off the main thread.
public struct Catalog: Sendable {
    public let data: BundledData
    public let collator: Collator
    /// The name of the country with a two-letter code in the user's language, when there is a
    /// translation.
    private let localizedCountryName: @Sendable (String) -> String?

    public init(data: BundledData, collator: Collator,
                localizedCountryName: @escaping @Sendable (String) -> String? = { _ in nil }) {
        self.data = data
        self.collator = collator
        self.localizedCountryName = localizedCountryName
    }

    /// Countries by name in the user's language (so "Deutschland" sorts under D in German);
    /// search also finds capitals and other names ("burma" finds Myanmar).
    public func countries() throws(DataFileError) -> LoadedCollection<Country> {
        let decoded = try data.countries()
        return LoadedCollection(collection: index(countries: decoded.value.records), issues: decoded.issues)
    }

    public func index(countries: [Country]) -> IndexedCollection<Country> {
        let translated = countries.map { country in
            country.code.flatMap(localizedCountryName) ?? DataWords.country(country.name)
        }
        let named = zip(countries, translated).map { country, name in name.map(country.named) ?? country }
        // Where the user's language has names, the rest are in English for want of one.
        let untranslated = translated.contains { $0 != nil }
            ? Set(zip(countries, translated).filter { $0.1 == nil }.map(\.0.id)) : []
        return IndexedCollection(named, collator: collator, name: { $0.name }, secondary: { country in
            // One line each: a term starts a word at each line's start.
            (country.capitals + country.otherNames).joined(separator: "\n")
        }, untranslated: { untranslated.contains($0.id) })
    }

    /// Species by name; search also finds classifications, languages and other names ("wookiee").
    public func species() throws(DataFileError) -> LoadedCollection<Species> {
        let decoded = try data.species()
        return LoadedCollection(collection: index(species: decoded.value.results), issues: decoded.issues)
    }

    public func index(species: [Species]) -> IndexedCollection<Species> {
        IndexedCollection(species, collator: collator, name: { $0.name }, secondary: { species in
            ([species.rowContent.subtitle].compactMap { $0 } + species.otherNames).joined(separator: "\n")
        })
    }

    /// Loans by borrower, their countries named in the user's language; search also finds
    /// what their rows say under the name (country and use), their sector and activity.
    public func loans() throws(DataFileError) -> LoadedCollection<Loan> {
        let decoded = try data.loans()
        return LoadedCollection(collection: index(loans: decoded.value.loans), issues: decoded.issues)
    }

    public func index(loans: [Loan]) -> IndexedCollection<Loan> {
        let named = loans.map { loan in
            (loan.location.countryCode.flatMap(localizedCountryName) ?? loan.location.country.flatMap(DataWords.country))
                .map(loan.inCountryNamed) ?? loan
        }
        return IndexedCollection(named, collator: collator, name: { $0.name }, secondary: { loan in
            [loan.subtitle, loan.sector, loan.activity].compactMap { $0 }.joined(separator: "\n")
        })
    }

    /// Animals by name in the user's language ("Bär" under B in German).
    public func animals() throws(DataFileError) -> LoadedCollection<Animal> {
        let decoded = try data.animals()
        let named = decoded.value.records.map { $0.named(DataWords.animal($0.name)) }
        return LoadedCollection(collection: IndexedCollection(named, collator: collator, name: { $0.name }),
                                issues: decoded.issues)
    }

    /// `count` reproducible synthetic names.
    public func synthetic(count: Int) -> LoadedCollection<String> {
        var names = SyntheticNames()
        return LoadedCollection(collection: IndexedCollection(names.names(count), collator: collator, name: { $0 }),
                                issues: [])
    }
}
