import Foundation

/// Decodes the app's JSON files — bundled and live alike — tolerantly per field and strictly per
/// structure: a bad field is reported and left unknown, a record without its name is reported
/// and left out, a file that is not JSON or not the expected shape is an error.
public enum DataDecoder {
    /// A decoded file and the problems that cost a field or a record.
    public struct Decoded<Value: Sendable>: Sendable {
        public let value: Value
        public let issues: [DataIssue]
    }

    public static func decode<Value: Decodable & Sendable>(_ type: Value.Type, from data: Data,
                                                           file: String) throws(DataFileError) -> Decoded<Value> {
        guard !data.isEmpty else { throw DataFileError(file: file, problem: ProblemText.empty) }
        guard String(validating: data, as: UTF8.self) != nil else {
            throw DataFileError(file: file, problem: ProblemText.notUTF8)
        }
        let log = IssueLog()
        let decoder = JSONDecoder()
        decoder.userInfo[IssueLog.key] = log
        do {
            let value = try decoder.decode(Value.self, from: data)
            return Decoded(value: value, issues: log.issues)
        } catch let none as NoReadableRecords {
            throw DataFileError(file: file, path: jsonPath(none.path), problem: none.problem)
        } catch let error as DecodingError {
            throw DataFileError(file: file, path: jsonPath(error.context?.codingPath ?? []),
                                problem: error.problem(in: data))
        } catch {
            throw DataFileError(file: file, problem: ProblemText.unreadable)
        }
    }

    /// Reads and decodes a file; a missing or unreadable file is a `DataFileError` too.
    public static func decode<Value: Decodable & Sendable>(_ type: Value.Type,
                                                           contentsOf url: URL) throws(DataFileError) -> Decoded<Value> {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as? CocoaError)?.code == .fileReadNoSuchFile ? tr("no such file ({path})", ["path": url.path])
                : tr("cannot be read ({path})", ["path": url.path])
            throw DataFileError(file: url.lastPathComponent, problem: reason)
        }
        return try decode(type, from: data, file: url.lastPathComponent)
    }
}

/// Collects the issues of one decoding run; reached through the decoder's user info.
final class IssueLog: @unchecked Sendable {
    static let key = CodingUserInfoKey(rawValue: "io.almanac.issues")!
    private(set) var issues: [DataIssue] = []

    func record(_ path: [any CodingKey], _ problem: String) {
        issues.append(DataIssue(path: jsonPath(path), problem: problem))
    }

    static func of(_ decoder: any Decoder) -> IssueLog? { decoder.userInfo[key] as? IssueLog }
}

extension DecodingError {
    var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context
        case .keyNotFound(let key, let context):
            Context(codingPath: context.codingPath + [key], debugDescription: context.debugDescription)
        @unknown default:
            nil
        }
    }

    /// The problem in words, for people who know JSON rather than Swift (never the decoder's
    /// own description).
    func problem(in data: Data) -> String {
        switch self {
        case .typeMismatch(let type, _):
            ProblemText.expected(JSONKind.of(type))
        case .valueNotFound(let type, _):
            ProblemText.expected(JSONKind.of(type), found: .null)
        case .keyNotFound:
            ProblemText.missing
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            ProblemText.notJSON(JSONSyntax.firstProblem(in: data))
        case .dataCorrupted:
            ProblemText.unreadable
        @unknown default:
            ProblemText.unreadable
        }
    }
}

/// A coding key for any string, for paths and dynamic objects (a country's languages).
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = "\(intValue)"; self.intValue = intValue }
}
