import Foundation
@testable import GtkKit
import XCTest

final class StyleTests: GtkTestCase {
    private func writeCSS(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appending(path: "gtkkit-style-\(UUID().uuidString).css").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testValidStyleSheetLoadsCleanly() throws {
        let path = try writeCSS(".header { font-weight: bold; color: @accent_color; }\n")
        onMain {
            XCTAssertEqual(Style.load(cssFile: path), [])
        }
    }

    func testProblemsAreReportedWithTheirLocation() throws {
        let path = try writeCSS(".ok { opacity: 0.5; }\n.bad { colour: red; }\n")
        onMain {
            let problems = Style.load(cssFile: path)
            XCTAssertEqual(problems.count, 1)
            XCTAssertTrue(problems.first?.contains(":2:") ?? false, "names line 2: \(problems)")
            XCTAssertTrue(problems.first?.contains("colour") ?? false, "names the property: \(problems)")
        }
    }

    /// The app's own sheets parse cleanly on this GTK: style.css everywhere, the reduced-motion
    /// rules where GTK knows their media query; an older GTK reports that query as an error,
    /// which is why the app loads those rules there only.
    func testTheAppsStyleSheetsParseCleanlyWhereTheyAreLoaded() {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../Resources").standardized
        onMain {
            XCTAssertEqual(Style.problems(inCSSFile: resources.appending(path: "style.css").path), [])
            let motion = Style.problems(inCSSFile: resources.appending(path: "reduced-motion.css").path)
            if Style.knowsReducedMotion {
                XCTAssertEqual(motion, [])
            } else {
                XCTAssertFalse(motion.isEmpty, "this GTK knows prefers-reduced-motion: load the sheet here too")
            }
        }
    }

    func testMissingFileIsAProblemNotACrash() {
        onMain {
            XCTAssertFalse(Style.load(cssFile: "/nonexistent/almanac.css").isEmpty)
        }
    }
}
