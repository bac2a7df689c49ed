import AlmanacCore
@testable import AlmanacStore
import Foundation
import Testing

/// The stars' owner: saved after each change, read back, a damaged file set aside with the copy
/// before restored, and import merging rather than replacing.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StarredTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "almanac-starred-\(UUID().uuidString)")
    var file: URL { folder.appending(path: "starred.json") }
    let kenya = ItemAddress(kind: .countries, key: "KE")
    let tanzania = ItemAddress(kind: .countries, key: "TZ")
    let bear = ItemAddress(kind: .animals, key: "bear")

    /// Stars kept in `file`, read as at start.
    func starred() -> Starred {
        let starred = Starred(file: file)
        starred.load()
        return starred
    }

    @Test func starsOutliveTheApp() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = starred()
        var changes = 0
        first.onChange { changes += 1 }
        first.set(kenya, starred: true, title: "Kenya")
        first.set(tanzania, starred: true, title: "Tanzania")
        first.set(tanzania, starred: true, title: "Tanzania")
        first.set(kenya, starred: false, title: "Kenya")
        await first.saved()
        #expect(changes == 3)
        let again = starred()
        #expect(again.isStarred(tanzania) && !again.isStarred(kenya))
        #expect(again.items.all.map(\.title) == ["Tanzania"])
    }

    @Test func aDamagedFileIsSetAsideAndTheCopyBeforeRestored() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = starred()
        first.set(kenya, starred: true, title: "Kenya")
        await first.saved()
        first.set(tanzania, starred: true, title: "Tanzania")
        await first.saved()
        try Data("{\"format\": \"almanac-starred\", \"vers".utf8).write(to: file)

        let again = Starred(file: file)
        let message = try #require(again.load())
        #expect(message.contains("not a list of starred items"))
        #expect(message.contains("starred.json.damaged-"))
        #expect(message.contains("restored"))
        // The copy before the last change: Kenya alone.
        #expect(again.items.all.map(\.title) == ["Kenya"])
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("starred.json.damaged-") })
        await again.saved()
        #expect(starred().items.all.map(\.title) == ["Kenya"])
    }

    @Test func aDamagedFileWithoutACopyStartsEmptyAndIsKept() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x13]).write(to: file)
        let starred = Starred(file: file)
        let message = try #require(starred.load())
        #expect(!message.contains("restored"))
        #expect(starred.items.count == 0)
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("starred.json.damaged-") }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: folder.appending(path: aside[0])) == Data([0xFF, 0x00, 0x13]))
    }

    @Test func exportThenImportOnAnotherAccountMerges() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let mine = Starred(file: folder.appending(path: "mine/starred.json"))
        mine.set(kenya, starred: true, title: "Kenya")
        mine.set(tanzania, starred: true, title: "Tanzania")
        let exported = folder.appending(path: "exported.json")
        try mine.exportStars(to: exported)

        let theirs = Starred(file: folder.appending(path: "theirs/starred.json"))
        theirs.set(bear, starred: true, title: "Bear")
        theirs.set(kenya, starred: true, title: "Kenya")
        let imported = try theirs.importStars(from: exported)
        #expect(imported.added == 1 && imported.skipped == 0)
        #expect(Set(theirs.items.all.map(\.title)) == ["Bear", "Kenya", "Tanzania"])
        #expect(try theirs.importStars(from: exported).added == 0)
        await theirs.saved()
        #expect(Starred(file: folder.appending(path: "theirs/starred.json")).load() == nil)
    }

    @Test func importingSomethingElseSaysWhyAndChangesNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let starred = starred()
        starred.set(kenya, starred: true, title: "Kenya")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let other = folder.appending(path: "notes.json")
        try Data("[1, 2, 3]".utf8).write(to: other)
        #expect(throws: StarredImportError(file: "notes.json", problem: "it is not a list of starred items")) {
            try starred.importStars(from: other)
        }
        #expect(throws: StarredImportError.self) { try starred.importStars(from: folder.appending(path: "missing.json")) }
        #expect(starred.items.all.map(\.title) == ["Kenya"])
    }
}
