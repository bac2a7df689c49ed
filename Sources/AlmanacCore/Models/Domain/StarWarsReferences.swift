import Foundation

/// A SWAPI planet, as far as a species' detail needs it.
public struct Planet: Sendable, Equatable, DataRecord {
    public static var recordKind: String { RecordKind.planet }
    public let name: String
    public let url: String?

    private enum Keys: String, CodingKey { case name, url }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let name = fields.text(.name) else { throw IncompleteRecord(problem: ProblemText.missingName()) }
        self.name = name
        url = fields.text(.url)
    }
}

/// A SWAPI film, as far as a species' detail needs it.
public struct Film: Sendable, Equatable, DataRecord {
    public static var recordKind: String { RecordKind.film }
    public let title: String
    public let episode: Int?
    public let releaseDate: String?
    public let url: String?

    private enum Keys: String, CodingKey {
        case title, url
        case episode = "episode_id", releaseDate = "release_date"
    }

    public init(from decoder: any Decoder) throws {
        let fields = try Fields(decoder, keyedBy: Keys.self)
        guard let title = fields.text(.title) else { throw IncompleteRecord(problem: tr("missing its title")) }
        self.title = title
        episode = fields.wholeNumber(.episode, in: 1...99)
        releaseDate = fields.text(.releaseDate)
        url = fields.text(.url)
    }
}

/// Names for the URLs a species refers to (homeworld, films), so details read well offline.
public struct StarWarsReferences: Sendable {
    private let planets: [String: String]
    private let films: [String: String]

    public init(planets: [Planet], films: [Film]) {
        self.planets = Self.byURL(planets.map { ($0.url, $0.name) })
        self.films = Self.byURL(films.map { ($0.url, $0.title) })
    }

    public func planetName(_ url: String) -> String? { planets[Self.normalized(url)] }

    public func filmTitle(_ url: String) -> String? { films[Self.normalized(url)] }

    /// Mirrors differ in scheme, host and trailing slash; the path identifies a resource.
    static func normalized(_ url: String) -> String {
        let path = URL(string: url)?.path ?? url
        return path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    private static func byURL(_ pairs: [(String?, String)]) -> [String: String] {
        Dictionary(pairs.compactMap { url, name in url.map { (normalized($0), name) } }, uniquingKeysWith: { first, _ in first })
    }
}
