import Foundation

/// The collections the app ships in its data directory: the offline default.
public struct BundledData: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The month the countries' facts are as of (capitals, official languages, currencies,
    /// names: data/README.md); set when `tools/generate-countries.py` is run again.
    public static let countriesAsOf = Date(timeIntervalSince1970: 1_793_491_200)  // 2026-11-01

    public func countries() throws(DataFileError) -> DataDecoder.Decoded<Records<Country>> {
        try DataDecoder.decode(Records<Country>.self, contentsOf: directory.appending(path: "countries.json"))
    }

    public func species() throws(DataFileError) -> DataDecoder.Decoded<SWAPIPage<Species>> {
        try DataDecoder.decode(SWAPIPage<Species>.self, contentsOf: directory.appending(path: "species.json"))
    }

    /// Planet and film names for species details.
    public func starWarsReferences() throws(DataFileError) -> StarWarsReferences {
        let planets = try DataDecoder.decode(SWAPIPage<Planet>.self, contentsOf: directory.appending(path: "planets.json"))
        let films = try DataDecoder.decode(SWAPIPage<Film>.self, contentsOf: directory.appending(path: "films.json"))
        return StarWarsReferences(planets: planets.value.results, films: films.value.results)
    }

    /// A sample of loans, to show until live loans are loaded.
    public func loans() throws(DataFileError) -> DataDecoder.Decoded<LoanPage> {
        try DataDecoder.decode(LoanPage.self, contentsOf: directory.appending(path: "loans.json"))
    }

    public func animals() throws(DataFileError) -> DataDecoder.Decoded<Records<Animal>> {
        try DataDecoder.decode(Records<Animal>.self, contentsOf: directory.appending(path: "animals.json"))
    }

    /// When a bundled file was last changed (installed or updated): a cache older than that is
    /// not used.
    public func modified(_ file: String) -> Date? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: directory.appending(path: file).path)
        return attributes?[.modificationDate] as? Date
    }
}
