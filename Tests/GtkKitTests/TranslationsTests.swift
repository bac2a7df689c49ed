import Foundation
import GtkKit
import XCTest

/// Messages without a translation come back as given: gettext hands back the caller's own
/// buffers then, which must not be read after they are gone.
final class TranslationsTests: XCTestCase {
    func testUntranslatedMessagesComeBackWhole() {
        // Long, different messages each time: each temporary C copy is its own heap buffer,
        // freed (and reused) right after the call.
        for round in 0..<2_000 {
            let singular = "none of the \(round) records is a kind of record nobody translated " + String(repeating: "s", count: round % 97)
            let plural = "none of the \(round) records are kinds of records nobody translated " + String(repeating: "p", count: round % 89)
            XCTAssertEqual(Translations.plural(singular, plural, count: 1, domain: "almanac-tests-no-such-domain"), singular)
            XCTAssertEqual(Translations.plural(singular, plural, count: round + 2, domain: "almanac-tests-no-such-domain"), plural)
            XCTAssertEqual(Translations.text(singular, domain: "almanac-tests-no-such-domain"), singular)
        }
    }
}
