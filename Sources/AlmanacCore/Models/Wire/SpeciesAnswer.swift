import Foundation

/// A page of species in any shape SWAPI hosts serve:
/// - swapi.dev and mirrors: `{count, next, previous, results: [species]}`;
/// - swapi.tech: `{total_records, next, results: [{uid, name, url}]}` plus one
///   `{result: {properties: species}}` per listed species, kept together as
///   `{"list": …, "details": […]}` (what `SpeciesSource` fetches and caches);
/// - swapi.tech expanded: `{results: [{uid, properties: species}]}`.
struct SpeciesAnswer: Decodable, Sendable {
    let next: String?
    /// How many species the host has (`count`, swapi.tech's `total_records`).
    let total: Int?
    let species: [Species]

    private enum Keys: String, CodingKey { case list, details, next, results, totalRecords = "total_records" }
    private enum ListKeys: String, CodingKey { case next, totalRecords = "total_records" }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if container.contains(.details) {
            let list = try Fields(decoder, keyedBy: Keys.self).object(.list, keyedBy: ListKeys.self)
            next = list?.text(.next)
            total = list?.wholeNumber(.totalRecords)
            species = try container.decode(Records<SwapiTechDetail>.self, forKey: .details).records.map(\.species)
        } else if let items = try? container.decode([ListedSpecies].self, forKey: .results),
                  !items.isEmpty, items.allSatisfy(\.hasProperties) {
            let fields = try Fields(decoder, keyedBy: Keys.self)
            next = fields.text(.next)
            total = fields.wholeNumber(.totalRecords)
            species = try container.decode(Records<SwapiTechItem>.self, forKey: .results).records.map(\.species)
        } else {
            let page = try SWAPIPage<Species>(from: decoder)
            next = page.next
            total = page.count
            species = page.results
        }
    }

    /// The detail addresses of a swapi.tech list (whose results name species without their
    /// facts), resolved against `base`; nil for any other answer.
    static func detailAddresses(in list: Data, relativeTo base: URL) -> [URL]? {
        struct List: Decodable { let results: [ListedSpecies] }
        guard let results = try? JSONDecoder().decode(List.self, from: list).results, !results.isEmpty,
              results.allSatisfy({ $0.isBareListing }) else { return nil }
        let addresses = results.compactMap { $0.url.flatMap { URL(string: $0, relativeTo: base)?.absoluteURL } }
        return addresses.count == results.count ? addresses : nil
    }

    /// A list and its details as one JSON document, `{"list": …, "details": […]}`.
    static func combined(list: Data, details: [Data]) -> Data {
        var document = Data(#"{"list":"#.utf8) + list + Data(#","details":["#.utf8)
        for (index, detail) in details.enumerated() {
            if index > 0 { document.append(UInt8(ascii: ",")) }
            document.append(detail)
        }
        return document + Data("]}".utf8)
    }
}

/// What a list entry has, to tell the shapes apart.
private struct ListedSpecies: Decodable {
    let uid: String?
    let url: String?
    let properties: JSONValue?
    let classification: JSONValue?

    /// swapi.tech's `{uid, name, url}`: the species' facts are elsewhere.
    var isBareListing: Bool { uid != nil && url != nil && properties == nil && classification == nil }
    var hasProperties: Bool { properties != nil }
}

/// A swapi.tech detail answer: `{result: {properties: species}}`.
struct SwapiTechDetail: DataRecord {
    static var recordKind: String { RecordKind.swapiTechSpecies }
    let species: Species

    private enum Keys: String, CodingKey { case result }
    private enum ResultKeys: String, CodingKey { case properties }

    init(from decoder: any Decoder) throws {
        species = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: ResultKeys.self, forKey: .result)
            .decode(Species.self, forKey: .properties)
    }
}

/// The shape of a swapi.tech detail answer, checked as each arrives: `result.properties` is
/// an object (whether it is a usable species is the page's business).
struct SwapiTechDetailShape: Decodable, Sendable {
    private enum Keys: String, CodingKey { case result }
    private enum ResultKeys: String, CodingKey { case properties }
    private enum NoKeys: CodingKey {}

    init(from decoder: any Decoder) throws {
        _ = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: ResultKeys.self, forKey: .result)
            .nestedContainer(keyedBy: NoKeys.self, forKey: .properties)
    }
}

/// A swapi.tech expanded list entry: `{uid, properties: species}`.
private struct SwapiTechItem: DataRecord {
    static var recordKind: String { RecordKind.swapiTechSpecies }
    let species: Species

    private enum Keys: String, CodingKey { case properties }

    init(from decoder: any Decoder) throws {
        species = try decoder.container(keyedBy: Keys.self).decode(Species.self, forKey: .properties)
    }
}
