import Foundation
import Testing

/// Real third-party API answers kept outside the project, for tests only:
/// `../shared/corpus/real` beside the checkout (or `$ALMANAC_CORPUS/real`). Its README names
/// each file's source, date and quirks. Suites that read it are skipped when it is absent.
enum Corpus {
    static let directory: URL = {
        let root = ProcessInfo.processInfo.environment["ALMANAC_CORPUS"].map { URL(filePath: $0) }
            ?? URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "shared/corpus")
        return root.appending(path: "real")
    }()

    static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.appending(path: "README.md").path) }

    static let absence = "the real-answer corpus (../shared/corpus/real) is not here"

    /// Whether CI runs the tests (`CI=true`): CI always has the corpora beside the checkout, so
    /// there their absence is a failure, not a reason to skip.
    static var underCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    static func data(_ name: String) throws -> Data { try Data(contentsOf: directory.appending(path: name)) }

    /// A JSON value of a file, parsed, for building answers around real records.
    static func json(_ name: String) throws -> Any { try JSONSerialization.jsonObject(with: data(name)) }
}

/// The suites that read the corpus are skipped where it is absent; this says so once, and fails
/// under CI, which always has it.
@Suite struct CorpusPresence {
    @Test(.enabled(if: Corpus.isPresent || Corpus.underCI, Comment(rawValue: Corpus.absence)))
    func theRealAnswersAreThere() {
        #expect(Corpus.isPresent, "the real-answer corpus is not at \(Corpus.directory.path)")
    }
}
