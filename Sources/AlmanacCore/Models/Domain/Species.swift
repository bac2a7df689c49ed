import Foundation

/// A Star Wars species, in the shape of SWAPI's `species` resource.
public struct Species: Sendable, Equatable, Identifiable {
    public let name: String
    public let classification: String?
    public let designation: String?
    /// In centimetres.
    public let averageHeight: Reported<Double>
    public let skinColors: Reported<[String]>
    public let hairColors: Reported<[String]>
    public let eyeColors: Reported<[String]>
    /// In years.
    public let averageLifespan: Reported<Double>
    /// The homeworld's URL, or nil (droids have none).
    public let homeworld: String?
    public let language: String?
    /// URLs of the people of this species.
    public let people: [String]
    /// URLs of the films the species appears in.
    public let films: [String]
    public let created: Date?
    public let edited: Date?
    /// The species' own URL.
    public let url: String?
    /// Other names it is known by: canon's spelling where SWAPI's differs ("Wookiee").
    public let otherNames: [String]
    /// What `SpeciesCorrections` corrected in SWAPI's record, in the user's language.
    public let correctionNote: String?

    /// The path of its URL ("/api/species/3"): the same species on every SWAPI host (swapi.dev,
    /// swapi.tech, mirrors), so it stays selected when a refresh brings it from another host.
    public var id: String { url.map(StarWarsReferences.normalized) ?? name }
}

extension Species: DataRecord {
    public static var recordKind: String { RecordKind.species }
    private enum Keys: String, CodingKey {
        case name, classification, designation, language, homeworld, people, films, created, edited, url
        case averageHeight = "average_height", averageLifespan = "average_lifespan"
        case skinColors = "skin_colors", hairColors = "hair_colors", eyeColors = "eye_colors"
    }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let name = fields.text(.name) else { throw IncompleteRecord(problem: ProblemText.missingName()) }
        self.name = name
        url = fields.text(.url)
        let reported = (classification: fields.text(.classification), designation: fields.text(.designation),
                        language: fields.text(.language))
        let correction = url.flatMap {
            SpeciesCorrections.correction(forPath: StarWarsReferences.normalized($0), name: name, classification: reported.classification,
                                          designation: reported.designation, language: reported.language)
        }
        classification = correction?.classification?.right ?? reported.classification
        designation = correction?.designation?.right ?? reported.designation
        averageHeight = Reported(measure: fields.measureText(.averageHeight))
        averageLifespan = Reported(measure: fields.measureText(.averageLifespan))
        skinColors = Reported(list: fields.text(.skinColors))
        hairColors = Reported(list: fields.text(.hairColors))
        eyeColors = Reported(list: fields.text(.eyeColors))
        homeworld = fields.text(.homeworld)
        let language = correction?.language?.right ?? reported.language
        self.language = ["n/a", "unknown"].contains(language?.lowercased()) ? nil : language
        people = fields.texts(.people)
        films = fields.texts(.films)
        created = fields.date(.created)
        edited = fields.date(.edited)
        otherNames = correction?.otherNames ?? []
        correctionNote = correction?.note?()
    }
}

extension Fields {
    /// SWAPI writes figures as text ("210"); a bare number is accepted as well.
    fileprivate func measureText(_ key: Key) -> String? {
        if case .number(let figure)? = value(JSONValue.self, key) {
            return figure.isFinite ? String(figure) : nil
        }
        return text(key)
    }
}

/// One page of SWAPI results: `{count, next, previous, results}`.
public struct SWAPIPage<Record: DataRecord>: Decodable, Sendable {
    /// All records on the server, across pages.
    public let count: Int?
    /// The URL of the next page, if any.
    public let next: String?
    public let previous: String?
    public let results: [Record]

    private enum Keys: String, CodingKey { case count, next, previous, results }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        count = fields.wholeNumber(.count)
        next = fields.text(.next)
        previous = fields.text(.previous)
        let container = try decoder.container(keyedBy: Keys.self)
        results = try container.decode(Records<Record>.self, forKey: .results).records
    }
}
