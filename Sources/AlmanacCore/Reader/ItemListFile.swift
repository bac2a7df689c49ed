import Foundation

/// One item in a list Almanac keeps: its address as `ItemAddress` writes it (kept as text, so
/// an address of a collection only a newer Almanac knows survives), the title it had then, and
/// when it was starred or opened.
public struct ListedItem: Equatable, Sendable {
    public let address: String
    public var title: String
    public let date: Date

    public init(address: String, title: String, date: Date) {
        self.address = address
        self.title = title
        self.date = date
    }
}

/// A list of items as a file: the starred items (kept, exported, imported) and the history.
/// UTF-8 JSON, documented in docs/files.md:
///
///     {"format": "almanac-starred", "version": 1,
///      "starred": [{"address": "country/KE", "title": "Kenya", "starred": "2026-12-06T07:30:00Z"}]}
///
/// An entry that cannot be read (no "collection/key" address, no title, no date) is left out
/// and counted; a file of another format, or of a newer version, is refused saying why.
public struct ItemListFile: Sendable {
    /// The value of "format".
    public let format: String
    /// The key of the list, and of each entry's date.
    public let list: String

    public static let version = 1
    public static let starred = ItemListFile(format: "almanac-starred", list: "starred")
    public static let history = ItemListFile(format: "almanac-history", list: "opened")

    /// What a file held.
    public struct Contents: Equatable, Sendable {
        public let items: [ListedItem]
        /// Entries that could not be read, left out.
        public let skipped: Int
    }

    public func encode(_ items: [ListedItem]) -> Data {
        var text = "{\n  \"format\" : \(quoted(format)),\n  \"version\" : \(Self.version),\n  \(quoted(list)) : ["
        text += items.map { item in
            "\n    {\"address\" : \(quoted(item.address)), \"title\" : \(quoted(item.title)), "
                + "\(quoted(list)) : \(quoted(item.date.formatted(.iso8601)))}"
        }.joined(separator: ",")
        text += items.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return Data(text.utf8)
    }

    /// Reads a file's contents; one that is not this kind of list throws, saying why.
    public func decode(_ data: Data) throws(ItemListFileError) -> Contents {
        guard let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              file["format"] as? String == format, let entries = file[list] as? [Any] else {
            throw .notThisList(format: format)
        }
        let version = (file["version"] as? Int) ?? 0
        guard version <= Self.version else { throw .newerVersion(version) }
        let dates = Date.ISO8601FormatStyle()
        let items = entries.compactMap { entry -> ListedItem? in
            guard let entry = entry as? [String: Any], let address = entry["address"] as? String,
                  Self.isAddress(address), let title = entry["title"] as? String,
                  let written = entry[list] as? String, let date = try? dates.parse(written) else { return nil }
            return ListedItem(address: address, title: title, date: date)
        }
        return Contents(items: items, skipped: entries.count - items.count)
    }

    /// "kind/key", both parts there; the kind need not be one this Almanac knows.
    private static func isAddress(_ text: String) -> Bool {
        guard let slash = text.firstIndex(of: "/") else { return false }
        return slash != text.startIndex && text.index(after: slash) != text.endIndex
    }

    /// A JSON string.
    private func quoted(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // Encoding a string cannot fail.
        return String(decoding: (try? encoder.encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}

/// Why a file is not a list Almanac can read.
public enum ItemListFileError: Error, Equatable, Sendable, CustomStringConvertible {
    case notThisList(format: String)
    case newerVersion(Int)

    public var description: String {
        switch self {
        case .notThisList(let format):
            format == ItemListFile.history.format ? tr("it is not Almanac's history") : tr("it is not a list of starred items")
        case .newerVersion(let version):
            tr("it was written by a newer Almanac (format version {version})", ["version": "\(version)"])
        }
    }
}
