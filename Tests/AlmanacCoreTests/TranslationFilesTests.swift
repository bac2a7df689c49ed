import AlmanacCore
import Foundation
import Testing

/// xgettext reads only the files po/POTFILES lists: a file that marks messages and is missing
/// there would stay English in every language.
@Suite struct TranslationFilesTests {
    let root = AppFiles.compiledSourceRoot

    @Test func everyFileThatMarksMessagesIsInPotfiles() throws {
        let listed = Set(try String(contentsOf: root.appending(path: "po/POTFILES"), encoding: .utf8)
            .split(separator: "\n").map(String.init))
        let sources = try #require(FileManager.default.enumerator(atPath: root.appending(path: "Sources").path))
        var marking: [String] = []
        for case let path as String in sources where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appending(path: "Sources/\(path)"), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            if code.contains(where: { $0.contains("tr(\"") || $0.contains("trn(\"") || $0.contains("N_(\"") }) {
                marking.append("Sources/\(path)")
            }
        }
        #expect(!marking.isEmpty)
        #expect(marking.filter { !listed.contains($0) }.sorted() == [])
    }
}

/// Every message the code marks (`tr`, `trn`, `N_`), as xgettext extracts it with the options
/// meson gives it, is translated in every catalogue po/LINGUAS names — not missing, not empty,
/// not fuzzy (msgcmp checks each against the extracted template).
@Suite struct TranslationCompletenessTests {
    let root = AppFiles.compiledSourceRoot

    static var hasGettext: Bool {
        ["/usr/bin/xgettext", "/usr/bin/msgcmp"].allSatisfy(FileManager.default.isExecutableFile(atPath:))
    }

    @Test(.enabled(if: hasGettext || ProcessInfo.processInfo.environment["CI"] == "true",
                   "gettext's xgettext and msgcmp are not installed"))
    func everyMarkedMessageIsTranslatedInEveryCatalogue() throws {
        let template = FileManager.default.temporaryDirectory.appending(path: "almanac-\(UUID().uuidString).pot")
        defer { try? FileManager.default.removeItem(at: template) }
        let extracted = try run("/usr/bin/xgettext", ["--language=C", "--keyword=tr", "--keyword=trn:1,2", "--keyword=N_",
                                                      "--from-code=UTF-8", "--files-from=po/POTFILES", "-o", template.path])
        #expect(extracted.status == 0, "xgettext: \(extracted.output)")
        let languages = try String(contentsOf: root.appending(path: "po/LINGUAS"), encoding: .utf8)
            .split(whereSeparator: \.isWhitespace).map(String.init)
        #expect(!languages.isEmpty)
        for language in languages {
            let compared = try run("/usr/bin/msgcmp", ["po/\(language).po", template.path])
            #expect(compared.status == 0, "po/\(language).po lacks translations:\n\(compared.output)")
        }
    }

    /// Runs a tool in the source root; its exit status and what it printed.
    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(filePath: tool)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }
}
