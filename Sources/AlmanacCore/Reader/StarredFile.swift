import Foundation

/// Starred items as a file: the one Almanac keeps (`starred.json` in its data folder) and the
/// ones it exports and imports. UTF-8 JSON, documented in docs/files.md:
///
///     {"format": "almanac-starred", "version": 1,
///      "starred": [{"address": "country/KE", "title": "Kenya", "starred": "2026-12-06T07:30:00Z"}]}
///
/// A star whose address is not "collection/key" is left out and counted.
public enum StarredFile {
    public static let format = "almanac-starred"
    public static let version = 1

    /// What a file held.
    public struct Contents: Equatable, Sendable {
        public let items: StarredItems
        /// Stars that could not be read (no address, a date that is not one), left out.
        public let skipped: Int
    }

    private struct File: Codable {
        let format: String
        let version: Int
        let starred: [Entry]
    }

    private struct Entry: Codable {
        let address: String
        let title: String
        let starred: Date
    }

    /// Stars that read as no entry at all are skipped rather than failing the whole file.
    private struct Lenient<Value: Decodable>: Decodable {
        let value: Value?
        init(from decoder: Decoder) throws { value = try? Value(from: decoder) }
    }

    private struct LenientFile: Decodable {
        let format: String
        let version: Int
        let starred: [Lenient<Entry>]
    }

    public static func encode(_ items: StarredItems) -> Data {
        let file = File(format: format, version: version,
                        starred: items.all.map { Entry(address: $0.address, title: $0.title, starred: $0.starred) })
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings, numbers and dates cannot fail.
        return (try? encoder.encode(file)) ?? Data()
    }

    /// Reads a file's contents; a file that is not one of Almanac's starred lists throws, saying why.
    public static func decode(_ data: Data) throws(StarredFileError) -> Contents {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let file = try? decoder.decode(LenientFile.self, from: data), file.format == format else {
            throw .notAStarredList
        }
        guard file.version <= version else { throw .newerVersion(file.version) }
        let stars = file.starred.compactMap(\.value).filter(isAddress).map {
            StarredItems.Star(address: $0.address, title: $0.title, starred: $0.starred)
        }
        return Contents(items: StarredItems(stars), skipped: file.starred.count - stars.count)
    }

    /// "kind/key", both parts there; the kind need not be one this Almanac knows.
    private static func isAddress(_ entry: Entry) -> Bool {
        guard let slash = entry.address.firstIndex(of: "/") else { return false }
        return slash != entry.address.startIndex && entry.address.index(after: slash) != entry.address.endIndex
    }
}

/// Why a file is not a list of starred items Almanac can read.
public enum StarredFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case notAStarredList
    case newerVersion(Int)

    public var description: String {
        switch self {
        case .notAStarredList: tr("it is not a list of starred items")
        case .newerVersion(let version):
            tr("it was written by a newer Almanac (format version {version})", ["version": "\(version)"])
        }
    }
}
