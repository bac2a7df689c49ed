/// What one record of each kind of data file is, in words, for messages about a file that
/// holds none of it ("none of the 250 records is a REST Countries v3.1 country").
enum RecordKind {
    static var countryV5: String { tr("a REST Countries v5 country") }
    static var planet: String { tr("a SWAPI planet") }
    static var film: String { tr("a SWAPI film") }
    static var kivaGraphQLLoan: String { tr("a Kiva GraphQL loan") }
    static var countryV31: String { tr("a REST Countries v3.1 country") }
    static var animal: String { tr("an animal") }
    static var swapiTechSpecies: String { tr("a swapi.tech species") }
    static var kivaV1Loan: String { tr("a Kiva v1 loan") }
    static var species: String { tr("a SWAPI species") }
}
