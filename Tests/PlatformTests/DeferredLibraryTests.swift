import CDeferred
import CGtk
@_spi(Raw) @testable import Platform
import XCTest

/// Libraries opened when first used: what a caller gets when one is not installed, or is not
/// the library the table expects, and the tables of the real ones.
final class DeferredLibraryTests: XCTestCase {
    func testALibraryThatIsNotInstalledIsMissingInTheLoadersWords() {
        let opened = DeferredLibrary.open("libalmanac-not-installed.so.0", filling: almanac_rsvg_fill)
        guard case .failure(let missing) = opened else { return XCTFail("a library that is not there opened") }
        XCTAssertTrue(missing.description.contains("libalmanac-not-installed.so.0"), missing.description)
    }

    func testALibraryWithoutTheTablesFunctionsIsMissingAndNamesTheFirst() {
        // Not GModule: once it has opened libsoup (another test may have), looking a name up in
        // GModule's own handle finds libsoup's too.
        let opened = DeferredLibrary.open("libm.so.6", filling: almanac_soup_fill)
        guard case .failure(let missing) = opened else { return XCTFail("libm passed for libsoup") }
        XCTAssertTrue(missing.description.contains("soup_session_get_type"), missing.description)
    }

    func testTheInstalledLibrariesOpen() throws {
        let soup = try DeferredLibrary.soup.get()
        XCTAssertNotEqual(soup.soup_session_get_type(), 0)
        XCTAssertNoThrow(try DeferredLibrary.rsvg.get())
        XCTAssertNoThrow(try DeferredLibrary.secret.get())
    }
}
