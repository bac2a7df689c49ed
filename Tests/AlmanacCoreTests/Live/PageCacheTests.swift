@testable import AlmanacCore
import Foundation
import Testing

@Suite struct PageCacheTests {
    let location = temporaryCache()
    var cache: PageCache { PageCache(file: location.file) }
    let contents = PageCache.Contents(source: "https://example.org/api", saved: Date(timeIntervalSince1970: 1_790_000_000),
                                      next: .offset(40), pages: [Data("{\"a\":1}".utf8), Data("[\n2\n]".utf8)])

    @Test func whatIsWrittenIsReadBack() throws {
        #expect(try cache.read() == nil)
        try cache.write(contents)
        #expect(try cache.read() == contents)
    }

    @Test func aDamagedCacheIsAnErrorNotACrash() throws {
        try cache.write(contents)
        let whole = try Data(contentsOf: location.file)
        for damaged in [whole.prefix(whole.count - 3), whole + Data("x".utf8), Data("garbage".utf8), Data()] {
            try damaged.write(to: location.file)
            #expect(throws: DataFileError.self) { try cache.read() }
        }
    }

    @Test func anUnfinishedWriteLeavesTheOldCacheAndIsCleanedUp() throws {
        try cache.write(contents)
        // What a write killed midway leaves: a partial temporary file beside the cache.
        let leftover = location.folder.appending(path: ".test.cache.999.abcdef")
        try Data("{\"format\":1,\"sou".utf8).write(to: leftover)
        #expect(try cache.read() == contents)
        let newer = PageCache.Contents(source: contents.source, saved: Date(), next: nil, pages: [Data("[]".utf8)])
        try cache.write(newer)
        #expect(try cache.read() == newer)
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.folder.path) == ["test.cache"])
    }

    @Test func aFailedWriteIsAnErrorAndLeavesNoTemporaryFile() throws {
        // The cache's name is taken by a folder with something in it: the rename must fail.
        try FileManager.default.createDirectory(at: location.file.appending(path: "inside"), withIntermediateDirectories: true)
        #expect(throws: DataFileError.self) { try cache.write(contents) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: location.folder.path) == ["test.cache"])
    }

    @Test func theCacheFolderFollowsXDG() {
        #expect(PageCache.named("species", environment: ["XDG_CACHE_HOME": "/tmp/c", "HOME": "/home/u"]).file.path
                == "/tmp/c/io.almanac.Almanac/species.cache")
        #expect(PageCache.named("loans", environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]).file.path
                == "/home/u/.cache/io.almanac.Almanac/loans.cache")
    }
}
