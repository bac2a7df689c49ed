import AlmanacCore
@testable import AlmanacStore
import Foundation
import Testing

/// The history's owner: kept across runs, cleared with no copy left behind, and nothing kept
/// while the person asks for none.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HistoryTests {
    let folder = FileManager.default.temporaryDirectory.appending(path: "almanac-history-\(UUID().uuidString)")
    var file: URL { folder.appending(path: "history.json") }
    let kenya = ItemAddress(kind: .countries, key: "KE")
    let wookie = ItemAddress(kind: .species, key: "3")

    func history() -> History { History(file: file) }

    @Test func theHistoryOutlivesTheApp() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = history()
        first.record(kenya, title: "Kenya")
        first.record(wookie, title: "Wookie")
        await first.saved()
        #expect(history().items.all.map(\.title) == ["Wookie", "Kenya"])
    }

    @Test func clearingLeavesNoCopyBehind() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = history()
        first.record(kenya, title: "Kenya")
        first.record(wookie, title: "Wookie")
        first.clear()
        await first.saved()
        #expect(history().items.all.isEmpty)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names == ["history.json"])
        #expect(try !String(contentsOf: file, encoding: .utf8).contains("Kenya"))
    }

    @Test func noHistoryKeepsNothing() async {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = history()
        first.record(kenya, title: "Kenya")
        first.isKeeping = false
        #expect(first.items.all.isEmpty)
        first.record(wookie, title: "Wookie")
        #expect(first.items.all.isEmpty)
        await first.saved()
        #expect(history().items.all.isEmpty)
    }

    @Test func aDamagedHistoryIsSetAsideAndSaidInWords() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"format": "almanac-starred", "version": 1, "starred": []}"#.utf8).write(to: file)
        let history = History(file: file)
        var told: [String] = []
        history.onProblem = { told.append($0) }
        #expect(history.items.all.isEmpty)
        #expect(told.count == 1)
        let message = try #require(told.first)
        #expect(message.hasPrefix("Your history could not be read: it is not Almanac's history."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).contains { $0.hasPrefix("history.json.damaged-") })
    }
}
