import AlmanacCore
import AlmanacStore
import Foundation

/// What details look up in other collections, filled in as those load: the countries by code
/// (a loan links to its country) and the Star Wars planets and films (a species' homeworld).
@MainActor
final class References {
    var countriesByCode: [String: Country] = [:]
    var starWars = StarWarsReferences(planets: [], films: [])
}

/// The collections Almanac shows, one spec each, in the order of the switcher.
@MainActor
enum Collections {
    static func specs(catalog: Catalog, syntheticRows: Int?, references: References) -> [AnyCollectionSpec] {
        let data = catalog.data
        let images = data.directory
        var specs: [AnyCollectionSpec] = [
            CollectionSpec<Country>(
                kind: .countries, load: catalog.countries, identity: \.id, rowContent: \.rowContent,
                detail: { $0.detail() },
                searchResult: (key: \.addressKey, describe: { country in
                    (country.name, country.resultDescription,
                     .picture(country.code.map(FlagFiles.path(forCountryCode:)), else: .countries))
                }),
                live: { live in live.countries().map { LiveLoader(collection: $0, index: catalog.index(countries:)) } },
                liveSettings: { [$0.countriesURL, $0.countriesAPIKey] },
                bundledDate: data.modified("countries.json"),
                loaded: { countries in
                    references.countriesByCode = Dictionary(countries.compactMap { country in country.code.map { ($0, country) } }, uniquingKeysWith: { first, _ in first })
                }),
            CollectionSpec<Species>(
                kind: .species, load: catalog.species, identity: \.id, rowContent: \.rowContent,
                detail: { $0.detail(references: references.starWars) },
                searchResult: (key: \.addressKey, describe: { ($0.name, $0.resultDescription, .themed(CollectionKind.species.iconName)) }),
                live: { live in LiveLoader(collection: live.species(), index: catalog.index(species:)) },
                liveSettings: { [$0.speciesURL] },
                bundledDate: data.modified("species.json")),
            CollectionSpec<Loan>(
                kind: .loans, load: catalog.loans, identity: { String($0.id) }, rowContent: { $0.rowContent() },
                detail: { $0.detail() },
                searchResult: (key: \.addressKey, describe: { ($0.name, $0.resultDescription(), .themed(CollectionKind.loans.iconName)) }),
                live: { live in LiveLoader(collection: live.loans(), index: catalog.index(loans:)) },
                liveSettings: { [$0.loansURL] },
                bundledDate: data.modified("loans.json"),
                banner: tr("Sample loans, shipped with Almanac — not live Kiva data")),
            CollectionSpec<Animal>(
                kind: .animals, load: catalog.animals, identity: \.id,
                rowContent: { $0.rowContent(imageDirectory: images) },
                detail: { $0.detail(imageDirectory: images) },
                searchResult: (key: \.addressKey, describe: { animal in
                    (animal.name, "", .picture(animal.detail(imageDirectory: images).picture?.file, else: .animals))
                })),
        ]
        if let syntheticRows {
            specs.append(CollectionSpec<String>(
                kind: .synthetic, load: { catalog.synthetic(count: syntheticRows) }, identity: { $0 },
                rowContent: { RowContent(title: $0) },
                detail: { Detail(title: $0, subtitle: tr("A synthetic row")) }))
        }
        return specs
    }
}

extension ResultMeta.Icon {
    /// A picture file when it is there, else the collection's symbolic icon.
    static func picture(_ file: String?, else kind: CollectionKind) -> Self {
        guard let file, FileManager.default.fileExists(atPath: file) else { return .themed(kind.iconName) }
        return .file(file)
    }
}
