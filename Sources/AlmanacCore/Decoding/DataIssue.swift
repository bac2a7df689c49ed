/// A problem that cost one field or one record of a data file; the rest was kept.
public struct DataIssue: Equatable, Sendable, CustomStringConvertible {
    /// Where, e.g. "results[3].average_height".
    public let path: String
    /// What, e.g. "expected a string, found a number".
    public let problem: String

    public var description: String { "\(path): \(problem)" }
}

/// A data file that cannot be used at all: unreadable, not JSON, or the wrong structure.
public struct DataFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's name, e.g. "species.json".
    public let file: String
    /// Where in the file, e.g. "results[3]"; nil when the whole file is at fault.
    public let path: String?
    public let problem: String

    public init(file: String, path: String? = nil, problem: String) {
        self.file = file
        self.path = path.flatMap { $0.isEmpty ? nil : $0 }
        self.problem = problem
    }

    public var description: String {
        [file, path, problem].compactMap { $0 }.joined(separator: ": ")
    }
}

/// A JSON path as people read it: `results[3].average_height`.
func jsonPath(_ codingPath: [any CodingKey]) -> String {
    codingPath.reduce(into: "") { path, key in
        if let index = key.intValue {
            path += "[\(index)]"
        } else {
            path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
    }
}
