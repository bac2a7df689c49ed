import Foundation

/// The fields of one JSON object, read so that a bad field costs only itself: it reads as nil
/// (unknown) and its problem goes to the issue log with its path.
struct Fields<Key: CodingKey> {
    private let container: KeyedDecodingContainer<Key>
    private let log: IssueLog?

    /// The object `decoder` is at; throws (a broken structure) when it is not an object.
    init(_ decoder: any Decoder, keyedBy type: Key.Type) throws {
        container = try decoder.container(keyedBy: type)
        log = IssueLog.of(decoder)
    }

    private init(_ container: KeyedDecodingContainer<Key>, log: IssueLog?) {
        self.container = container
        self.log = log
    }

    /// The path of a field, for messages: "results[3].average_height".
    func path(_ key: Key) -> String { jsonPath(container.codingPath + [key]) }

    func report(_ key: Key, _ problem: String) {
        log?.record(container.codingPath + [key], problem)
    }

    private func isAbsent(_ key: Key) -> Bool {
        !container.contains(key) || (try? container.decodeNil(forKey: key)) != false
    }

    private func kind(_ key: Key) -> JSONKind? {
        (try? container.decode(JSONValue.self, forKey: key))?.kind
    }

    /// The value at `key`; nil when missing or null, and nil plus an issue when of another kind.
    func value<Value: Decodable>(_ type: Value.Type, _ key: Key) -> Value? {
        do {
            return try container.decodeIfPresent(type, forKey: key)
        } catch {
            report(key, ProblemText.expected(JSONKind.of(type), found: kind(key)))
            return nil
        }
    }

    /// Text at `key`; empty or blank text reads as nil.
    func text(_ key: Key) -> String? {
        guard let text = value(String.self, key), let first = text.utf8.first else { return nil }
        return first > 0x20 || !text.allSatisfy(\.isWhitespace) ? text : nil
    }

    /// A finite number at `key`, also when written as a numeric string ("750.00").
    func number(_ key: Key) -> Double? {
        if let value = try? container.decodeIfPresent(Double.self, forKey: key), value.isFinite { return value }
        guard !isAbsent(key) else { return nil }
        if let written = try? container.decode(String.self, forKey: key),
           let value = Double(written.trimmingCharacters(in: .whitespaces)), value.isFinite {
            return value
        }
        report(key, ProblemText.expected(.number, found: kind(key)))
        return nil
    }

    /// A whole number in `range` at `key`. (JSONDecoder's own Int decoding fails the whole file
    /// on 1e30 or 1.5, so whole numbers are read as numbers and checked here.)
    func wholeNumber(_ key: Key, in range: ClosedRange<Double> = 0...9.0e15) -> Int? {
        guard let value = number(key) else { return nil }
        guard value.rounded() == value, range.contains(value) else {
            report(key, ProblemText.outOfRange(value))
            return nil
        }
        return Int(value)
    }

    /// A non-negative amount (area, money) at `key`.
    func amount(_ key: Key) -> Double? {
        guard let value = number(key) else { return nil }
        guard value >= 0 else {
            report(key, ProblemText.outOfRange(value))
            return nil
        }
        return value
    }

    /// A list of text at `key`; entries that are not text are left out and reported.
    func texts(_ key: Key) -> [String] {
        guard let values = value([JSONValue].self, key) else { return [] }
        return values.enumerated().compactMap { index, value in
            if case .string(let text) = value { return text }
            log?.record(container.codingPath + [key, AnyCodingKey(intValue: index)],
                        ProblemText.expected(.string, found: value.kind))
            return nil
        }
    }

    /// A list of lists of text at `key` (`[["executive"], ["legislative"]]`); what is not text
    /// is left out and reported, a list that is not one is an empty list.
    func textLists(_ key: Key) -> [[String]] {
        guard let values = value([JSONValue].self, key) else { return [] }
        return values.enumerated().map { index, value in
            guard case .array(let entries) = value else {
                log?.record(container.codingPath + [key, AnyCodingKey(intValue: index)],
                            ProblemText.expected(.array, found: value.kind))
                return []
            }
            return entries.compactMap { if case .string(let text) = $0 { text } else { nil } }
        }
    }

    /// A date at `key` in ISO 8601, with or without fractional seconds.
    func date(_ key: Key) -> Date? {
        guard let written = text(key) else { return nil }
        if let date = ISO8601.date(written) { return date }
        report(key, ProblemText.notADate(written))
        return nil
    }

    /// The fields of the object at `key`; nil when absent, nil plus an issue when not an object.
    func object<NestedKey: CodingKey>(_ key: Key, keyedBy type: NestedKey.Type) -> Fields<NestedKey>? {
        guard !isAbsent(key) else { return nil }
        if let nested = try? container.nestedContainer(keyedBy: type, forKey: key) {
            return Fields<NestedKey>(nested, log: log)
        }
        report(key, ProblemText.expected(.object, found: kind(key)))
        return nil
    }

    /// The keys of the object at `key`, for objects keyed by data (a country's languages).
    func dynamicObject(_ key: Key) -> Fields<AnyCodingKey>? {
        object(key, keyedBy: AnyCodingKey.self)
    }

    var allKeys: [Key] { container.allKeys }
}

/// Thrown by a record that lacks what it cannot do without (its name); `Records` leaves such a
/// record out and reports it.
struct IncompleteRecord: Error {
    let problem: String
}

/// A kind of record a data file holds, named for messages about files that hold none of it.
public protocol DataRecord: Decodable, Sendable {
    /// What one record is, e.g. "a REST Countries v3.1 country".
    static var recordKind: String { get }
}

/// An array of records, tolerant per record: an incomplete record is left out and reported, the
/// others are kept. An element that is not an object at all is a broken structure and fails, and
/// so does an array in which not one record can be read (a file of another shape).
public struct Records<Record: DataRecord>: Decodable, Sendable {
    public let records: [Record]

    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var records: [Record] = []
        var firstProblem: (problem: String, record: JSONValue)?
        while !container.isAtEnd {
            let index = container.currentIndex
            do {
                records.append(try container.decode(Record.self))
            } catch let incomplete as IncompleteRecord {
                IssueLog.of(decoder)?.record(decoder.codingPath + [AnyCodingKey(intValue: index)], incomplete.problem)
                let record = try container.decode(JSONValue.self)  // step over it
                if firstProblem == nil { firstProblem = (incomplete.problem, record) }
            }
        }
        if records.isEmpty, let (problem, record) = firstProblem {
            throw NoReadableRecords(path: decoder.codingPath, count: container.count ?? 0, kind: Record.recordKind,
                                    firstProblem: problem, firstRecord: record)
        }
        self.records = records
    }
}

/// An array of records of which not one could be read: most likely a file of another shape.
struct NoReadableRecords: Error {
    let path: [any CodingKey]
    let count: Int
    let kind: String
    let firstProblem: String
    let firstRecord: JSONValue

    /// What was expected and what was found, e.g. "none of the 250 records is a REST Countries
    /// v3.1 country (the first: missing its name ([0].name.common)); found the keys alpha2Code,
    /// alpha3Code, …": the first record's keys, at most eight.
    var problem: String {
        var text = trn("the record is not {kind} ({problem})", "none of the {count} records is {kind} (the first: {problem})",
                       count, ["kind": kind, "problem": firstProblem])
        if case .object(let members) = firstRecord {
            let keys = members.keys.sorted()
            let shown = keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", …" : "")
            text += "; " + tr("found the keys {keys}", ["keys": shown])
        }
        return text
    }
}
