import CGtk
import Foundation
@testable import Pictures
import XCTest

/// The renderer on good files and hostile ones: every call returns (an image or a failure),
/// hostile ones within the limits, none crashes.
final class SVGRendererTests: XCTestCase {
    private let kenya = "/usr/share/iso-flags-svg/country-4x3/ke.svg"

    private func write(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "gtkkit-\(UUID().uuidString).svg").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private func opaquePixels(_ image: RenderedImage) -> Int {
        stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] == 255 }.count
    }

    func testAFlagRendersAtTheRequestedSizeAndScale() throws {
        let small = try SVGRenderer.render(file: kenya, width: 64, height: 48)
        XCTAssertEqual(small.width, 64)
        XCTAssertEqual(small.height, 48)
        XCTAssertEqual(opaquePixels(small), 64 * 48, "a flag fills its 4:3 box")
        let double = try SVGRenderer.render(file: kenya, width: 128, height: 96)
        XCTAssertEqual(opaquePixels(double), 128 * 96)
    }

    func testAWiderBoxKeepsTheAspectRatio() throws {
        let image = try SVGRenderer.render(file: kenya, width: 100, height: 48)
        XCTAssertLessThan(opaquePixels(image), 100 * 48, "letterboxed, not stretched")
        XCTAssertGreaterThanOrEqual(opaquePixels(image), 64 * 48 - 48)
    }

    func testMissingEmptyAndCorruptFilesFail() throws {
        XCTAssertThrowsError(try SVGRenderer.render(file: "/nonexistent/xx.svg", width: 64, height: 48))
        XCTAssertThrowsError(try SVGRenderer.render(file: try write(""), width: 64, height: 48)) { error in
            XCTAssertEqual("\(error)", "the file is empty")
        }
        XCTAssertThrowsError(try SVGRenderer.render(file: try write("<svg xmlns=\"http://www.w3.org/2000/svg\"><rect"), width: 64, height: 48))
        XCTAssertThrowsError(try SVGRenderer.render(file: try write("GIF89a not an svg"), width: 64, height: 48))
    }

    func testHugeDeclaredSizeRendersAtOurSize() throws {
        let bomb = try write("""
            <svg xmlns="http://www.w3.org/2000/svg" width="1000000000" height="1000000000" viewBox="0 0 4 3">
            <rect width="4" height="3" fill="red"/></svg>
            """)
        let image = try SVGRenderer.render(file: bomb, width: 64, height: 48)
        XCTAssertEqual(image.pixels.count, image.stride * 48)
        XCTAssertEqual(opaquePixels(image), 64 * 48)
    }

    func testOversizedOutputAndFilesAreRefused() throws {
        XCTAssertThrowsError(try SVGRenderer.render(file: kenya, width: 100_000, height: 100_000))
        let big = String(repeating: "<!-- padding padding padding padding -->\n", count: 120_000)
        let path = try write("<svg xmlns=\"http://www.w3.org/2000/svg\">\(big)</svg>")
        XCTAssertThrowsError(try SVGRenderer.render(file: path, width: 64, height: 48)) { error in
            XCTAssertTrue("\(error)".contains("larger than"), "\(error)")
        }
    }

    /// A billion instances through nested <use>: librsvg refuses past its instancing limit.
    func testAMillionElementsThroughUseAreBounded() throws {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><defs>"
        svg += "<g id=\"l0\">" + String(repeating: "<rect width=\"1\" height=\"1\"/>", count: 10) + "</g>"
        for level in 1...9 {
            svg += "<g id=\"l\(level)\">" + String(repeating: "<use xlink:href=\"#l\(level - 1)\"/>", count: 10) + "</g>"
        }
        svg += "</defs><use xlink:href=\"#l9\"/></svg>"
        let result = Result { try SVGRenderer.render(file: try write(svg), width: 64, height: 48) }
        if case .success = result { XCTFail("10^10 instances were drawn") }
    }

    func testDeepNestingIsRefusedAtOnce() throws {
        let depth = 100_000
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth)
            + "<rect width=\"1\" height=\"1\"/>" + String(repeating: "</g>", count: depth) + "</svg>"
        try assertRefusedQuickly(svg, saying: "Excessive depth")
    }

    func testEntityExpansionIsRefusedAtOnce() throws {
        var svg = "<?xml version=\"1.0\"?><!DOCTYPE svg [<!ENTITY a0 \"laugh\">"
        for level in 1...12 {
            svg += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">"
        }
        svg += "]><svg xmlns=\"http://www.w3.org/2000/svg\"><text>&a12;</text></svg>"
        try assertRefusedQuickly(svg, saying: "entity")
    }

    /// A hostile file fails with the parser's reason, well within a second (libxml2's limits,
    /// not a long render, stop it; its output would be 10¹² "laugh"s or 100,000 groups deep).
    private func assertRefusedQuickly(_ svg: String, saying reason: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = try write(svg)
        let started = Date()
        XCTAssertThrowsError(try SVGRenderer.render(file: path, width: 64, height: 48), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(reason), "\(error)", file: file, line: line)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1.0 * timeScale, file: file, line: line)
    }

    /// More time under the sanitizers (`ALMANAC_TEST_TIME_SCALE`).
    private var timeScale: Double {
        ProcessInfo.processInfo.environment["ALMANAC_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1
    }
}
