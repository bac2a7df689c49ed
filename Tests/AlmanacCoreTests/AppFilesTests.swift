import AlmanacCore
import Foundation
import Testing

@Suite struct AppFilesTests {
    /// A scratch directory tree, removed when the test ends.
    private final class Tree {
        let root = FileManager.default.temporaryDirectory.appending(path: "almanac-files-\(UUID().uuidString)")
        func touch(_ path: String) throws {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test func prefersTheInstallPrefix() throws {
        let tree = Tree()
        try tree.touch("prefix/bin/almanac")
        try tree.touch("prefix/share/almanac/resources/style.css")
        try tree.touch("source/Resources/style.css")
        let files = AppFiles.locate(executable: tree.root.appending(path: "prefix/bin/almanac"),
                                    sourceRoot: tree.root.appending(path: "source"))
        #expect(files?.resources.standardizedFileURL == tree.root.appending(path: "prefix/share/almanac/resources").standardizedFileURL)
        #expect(files?.data.lastPathComponent == "data")
    }

    @Test func findsAnInstallInTheXDGDataDirectories() throws {
        let tree = Tree()
        try tree.touch("elsewhere/bin/almanac")
        try tree.touch("app/share/almanac/resources/style.css")
        let files = AppFiles.locate(executable: tree.root.appending(path: "elsewhere/bin/almanac"),
                                    sourceRoot: tree.root.appending(path: "no-checkout"),
                                    dataDirectories: [tree.root.appending(path: "home/share"), tree.root.appending(path: "app/share")])
        #expect(files?.data.standardizedFileURL == tree.root.appending(path: "app/share/almanac/data").standardizedFileURL)
    }

    @Test func fallsBackToTheSourceTree() throws {
        let tree = Tree()
        try tree.touch("build/debug/almanac")
        try tree.touch("source/Resources/style.css")
        let files = AppFiles.locate(executable: tree.root.appending(path: "build/debug/almanac"),
                                    sourceRoot: tree.root.appending(path: "source"))
        #expect(files?.styleSheet == tree.root.appending(path: "source/Resources/style.css"))
        #expect(files?.data == tree.root.appending(path: "source/data"))
    }

    /// Only the places given are looked at: an Almanac installed on this computer (in
    /// /usr/share, an XDG data directory) is not found instead.
    @Test func nilWhenNothingIsThere() {
        let tree = Tree()
        #expect(AppFiles.locate(executable: tree.root.appending(path: "bin/almanac"), sourceRoot: nil,
                                dataDirectories: [tree.root.appending(path: "share")]) == nil)
    }

    @Test func theCompiledSourceRootHasTheStyleSheet() {
        #expect(FileManager.default.fileExists(atPath: AppFiles.compiledSourceRoot.appending(path: "Resources/style.css").path))
    }
}
