import Foundation
import GtkKit
@testable import Pictures
import XCTest

final class ImageCacheTests: GtkTestCase {
    func testTexturesArriveOnTheMainThreadAndFailuresAreReportedOnce() {
        onMain {
            var reported: [String] = []
            let cache = ImageCache(budgetBytes: 1 << 20) { key, _ in reported.append(key.file) }
            let flag = ImageCache.Key(file: "/usr/share/iso-flags-svg/country-4x3/ke.svg", width: 64, height: 48)
            let missing = ImageCache.Key(file: "/nonexistent/zz.svg", width: 64, height: 48)
            var results: [Bool] = []
            cache.load(flag) { results.append((try? $0.get()) != nil) }
            cache.load(missing) { results.append((try? $0.get()) != nil) }
            cache.load(missing) { results.append((try? $0.get()) != nil) }
            waitUntil("three answers") { results.count == 3 }
            XCTAssertEqual(results.filter { $0 }.count, 1, "the flag renders, the missing file does not")
            XCTAssertNotNil(cache.cached(flag))
            cache.load(missing) { _ in }
            XCTAssertEqual(reported, ["/nonexistent/zz.svg"], "one report for a broken file")
        }
    }

    /// Every flag prefetched is cached without being asked for: a list finds them all ready.
    func testPrefetchedTexturesAreCachedWithoutBeingAsked() throws {
        let folder = "/usr/share/iso-flags-svg/country-4x3"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".svg") }.sorted()
        try XCTSkipIf(files.count < 100, "iso-flags-svg is not installed")
        onMain {
            let keys = files.map { ImageCache.Key(file: "\(folder)/\($0)", width: 40, height: 30) }
            let cache = ImageCache(budgetBytes: 64 << 20) { _, _ in }
            cache.load(keys[0]) { _ in }  // one asked for meanwhile is not rendered twice over
            cache.prefetch(keys)
            waitUntil("every flag cached", timeout: 60) { cache.count == keys.count }
            XCTAssertTrue(keys.allSatisfy { cache.cached($0) != nil })
        }
    }

    func testTheBudgetEvictsTheLeastRecentlyUsed() {
        onMain {
            let cache = ImageCache(budgetBytes: 64 * 48 * 4 * 2) { _, _ in }
            let codes = ["ke", "pe", "fr"]
            var loaded = 0
            for code in codes {
                let key = ImageCache.Key(file: "/usr/share/iso-flags-svg/country-4x3/\(code).svg", width: 64, height: 48)
                cache.load(key) { _ in loaded += 1 }
                waitUntil("\(code) loaded") { loaded == codes.firstIndex(of: code)! + 1 }
            }
            XCTAssertEqual(cache.count, 2)
            XCTAssertLessThanOrEqual(cache.byteCount, 64 * 48 * 4 * 2)
            XCTAssertNil(cache.cached(ImageCache.Key(file: "/usr/share/iso-flags-svg/country-4x3/ke.svg", width: 64, height: 48)))
        }
    }
}
