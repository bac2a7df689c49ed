@testable import AlmanacCore
import Foundation
import Testing

/// Starred items: kept by address, merged by import, and their file — written all or nothing
/// with the copy before kept, read back, and refused with a reason when it is not one.
@Suite struct StarredItemsTests {
    let location = temporaryCache()
    let kenya = ItemAddress(kind: .countries, key: "KE")
    let wookie = ItemAddress(kind: .species, key: "3")
    let early = Date(timeIntervalSince1970: 1_790_000_000)
    let late = Date(timeIntervalSince1970: 1_790_086_400)

    // MARK: The stars

    @Test func starsAreKeptByAddressNewestFirst() {
        var items = StarredItems()
        items.star(kenya, title: "Kenya", at: early)
        items.star(wookie, title: "Wookie", at: late)
        #expect(items.contains(kenya) && items.contains(wookie))
        #expect(items.all.map(\.title) == ["Wookie", "Kenya"])
        #expect(items.keys(of: .countries) == ["KE"])
        #expect(items.keys(of: .animals).isEmpty)
        items.unstar(kenya)
        #expect(!items.contains(kenya))
        #expect(items.count == 1)
    }

    @Test func mergingAddsOnlyWhatIsNewAndKeepsTheEarlierDate() {
        var here = StarredItems([.init(address: "country/KE", title: "Kenya", date: late)])
        let other = StarredItems([.init(address: "country/KE", title: "Kenia", date: early),
                                  .init(address: "animal/bear", title: "Bear", date: late)])
        #expect(here.merge(other) == 1)
        #expect(here.count == 2)
        #expect(here.all.first { $0.address == "country/KE" }?.date == early)
        #expect(here.merge(other) == 0)
    }

    // MARK: The file's format

    @Test func theFileReadsBackWhatWasWritten() throws {
        let items = [ListedItem(address: "planet/Tatooine", title: "Tatooine \"Tat\"", date: late),
                     ListedItem(address: "country/KE", title: "Kenya", date: early)]
        let data = ItemListFile.starred.encode(items)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"format\" : \"almanac-starred\""))
        #expect(text.contains("\"address\" : \"country/KE\""))
        // A collection this Almanac does not know (written by a newer one) is kept too.
        #expect(try ItemListFile.starred.decode(data) == .init(items: items, skipped: 0))
        #expect(try ItemListFile.history.decode(ItemListFile.history.encode([])) == .init(items: [], skipped: 0))
    }

    @Test func starsThatCannotBeReadAreLeftOutAndCounted() throws {
        let text = #"""
        {"format": "almanac-starred", "version": 1, "starred": [
          {"address": "country/KE", "title": "Kenya", "starred": "2026-12-06T07:30:00Z"},
          {"address": "KE", "title": "no collection", "starred": "2026-12-06T07:30:00Z"},
          {"address": "country/", "title": "no key", "starred": "2026-12-06T07:30:00Z"},
          {"address": "country/TZ", "title": "Tanzania", "starred": "yesterday"},
          42
        ]}
        """#
        let contents = try ItemListFile.starred.decode(Data(text.utf8))
        #expect(contents.items.map(\.address) == ["country/KE"])
        #expect(contents.skipped == 4)
    }

    @Test(arguments: ["", "garbage", "[]", #"{"format": "almanac-history", "version": 1, "starred": []}"#,
                      #"{"version": 1, "starred": []}"#, #"{"format": "almanac-starred", "version": 1}"#])
    func aFileThatIsNotAListOfStarsIsRefused(text: String) {
        #expect(throws: ItemListFileError.notThisList(format: "almanac-starred")) { try ItemListFile.starred.decode(Data(text.utf8)) }
    }

    @Test func aFileOfANewerFormatIsRefusedSayingSo() {
        let text = #"{"format": "almanac-starred", "version": 2, "starred": []}"#
        #expect(throws: ItemListFileError.newerVersion(2)) { try ItemListFile.starred.decode(Data(text.utf8)) }
    }

    // MARK: Written all or nothing

    @Test func aWriteKeepsTheCopyBefore() throws {
        let file = AtomicFile(location.file, keepsPrevious: true)
        #expect(try file.read() == nil)
        try file.write([Data("one".utf8)])
        #expect(!FileManager.default.fileExists(atPath: file.previous.path))
        try file.write([Data("tw".utf8), Data("o".utf8)])
        #expect(try file.read() == Data("two".utf8))
        #expect(try Data(contentsOf: file.previous) == Data("one".utf8))
        try file.write([Data("three".utf8)])
        #expect(try Data(contentsOf: file.previous) == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.folder.path).sorted() == ["test.cache", "test.cache~"])
    }

    @Test func aWriteThatFailsLeavesTheFileAsItWas() throws {
        let file = AtomicFile(location.file, keepsPrevious: true)
        try file.write([Data("kept".utf8)])
        // What a write killed midway leaves: a partial temporary file, cleaned up by the next.
        try Data("par".utf8).write(to: location.folder.appending(path: ".test.cache.999.abcdef"))
        #expect(try file.read() == Data("kept".utf8))
        // The folder cannot be written to any more (its place is taken by a file): every write fails.
        let blocked = AtomicFile(location.folder.appending(path: "test.cache/inside"))
        #expect(throws: (any Error).self) { try blocked.write([Data("new".utf8)]) }
        #expect(try file.read() == Data("kept".utf8))
    }

    @Test func aDamagedFileIsSetAsideNotDeleted() throws {
        let file = AtomicFile(location.file)
        try file.write([Data("damaged".utf8)])
        let aside = try file.setAside(at: early)
        #expect(aside.lastPathComponent.hasPrefix("test.cache.damaged-20"))
        #expect(try Data(contentsOf: aside) == Data("damaged".utf8))
        #expect(try file.read() == nil)
    }

    @Test func theDataFolderFollowsXDG() {
        #expect(AppFiles.dataDirectory(environment: ["XDG_DATA_HOME": "/tmp/d", "HOME": "/home/u"]).path
                == "/tmp/d/io.almanac.Almanac")
        #expect(AppFiles.dataDirectory(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/u"]).path
                == "/home/u/.local/share/io.almanac.Almanac")
    }
}
