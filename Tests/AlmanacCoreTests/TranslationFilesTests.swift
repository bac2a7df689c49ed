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
