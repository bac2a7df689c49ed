import CGtk
import Foundation
import GtkKit
@testable import Pictures
import XCTest

final class PictureStoreTests: GtkTestCase {
    private var folder: URL!
    private var svg: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appending(path: "almanac-pictures-\(getpid())-\(UUID().uuidString.prefix(6))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        svg = folder.appending(path: "flag.svg")
        try Data(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#0099b5"/><rect width="4" height="1" fill="#fff"/></svg>"##.utf8)
            .write(to: svg)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private var store: PictureStore { PictureStore(directory: folder.appending(path: "store")) }

    func testAStoredPictureIsReadBackWhileItsFileIsUnchanged() throws {
        let image = try SVGRenderer.render(file: svg.path, width: 40, height: 30)
        XCTAssertNil(store.read(file: svg.path, width: 40, height: 30), "nothing stored yet")
        store.write(image, file: svg.path)
        let read = try XCTUnwrap(store.read(file: svg.path, width: 40, height: 30))
        XCTAssertEqual(read.pixels, image.pixels)
        XCTAssertEqual(read.stride, image.stride)
        XCTAssertNil(store.read(file: svg.path, width: 80, height: 60), "another size is another picture")

        // The file changes (a newer iso-flags-svg): what was stored for it is not used.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: svg.path)
        XCTAssertNil(store.read(file: svg.path, width: 40, height: 30))
    }

    func testADamagedOrForeignFileIsIgnored() throws {
        let image = try SVGRenderer.render(file: svg.path, width: 40, height: 30)
        store.write(image, file: svg.path)
        let location = store.location(svg.path, 40, 30)
        let stored = try Data(contentsOf: location)
        for damaged in [stored.prefix(stored.count - 1), stored + Data([0]), Data("not a picture".utf8), Data()] {
            try damaged.write(to: location)
            XCTAssertNil(store.read(file: svg.path, width: 40, height: 30))
        }
    }

    func testLargePicturesAreNotKept() throws {
        let image = try SVGRenderer.render(file: svg.path, width: 400, height: 300)
        store.write(image, file: svg.path)
        XCTAssertNil(store.read(file: svg.path, width: 400, height: 300))
    }

    /// A picture rendered in an earlier run comes from the store: the SVG is not read again
    /// (here it is made unreadable, keeping its size and time, and the picture still shows).
    func testACacheShowsWhatTheStoreKeptWithoutRendering() throws {
        let key = ImageCache.Key(file: svg.path, width: 40, height: 30)
        try MainActor.assumeIsolated {
            var first: Texture?
            let firstRun = ImageCache(budgetBytes: 1 << 20, store: store) { _, _ in }
            firstRun.load(key) { first = try? $0.get() }
            waitUntil("the first run renders the flag") { first != nil }

            var before = stat()
            XCTAssertEqual(stat(svg.path, &before), 0)
            try Data(repeating: UInt8(ascii: "x"), count: Int(before.st_size)).write(to: svg)
            var times = [before.st_atim, before.st_mtim]
            XCTAssertEqual(utimensat(AT_FDCWD, svg.path, &times, 0), 0)
            XCTAssertThrowsError(try SVGRenderer.render(file: svg.path, width: 40, height: 30))

            var second: Result<Texture, SVGRenderer.Failure>?
            let nextRun = ImageCache(budgetBytes: 1 << 20, store: store) { _, _ in }
            nextRun.load(key) { second = $0 }
            waitUntil("the next run shows the kept flag") { second != nil }
            let texture = try XCTUnwrap(try? second?.get())
            XCTAssertEqual(texture.width, 40)
        }
    }
}
