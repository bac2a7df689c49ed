import CGtk
@_spi(Raw) import GtkKit
import XCTest

/// A name given in words is the one assistive technology reads, on every GTK.
final class AccessibleNameTests: GtkTestCase {
    /// GTK 4.10 and later relate a button to its own label, and a screen reader reads that
    /// relation before the label property: the detail's link said "Kenya ›", chevron and all.
    func testANameGivenInWordsWinsOverAButtonsOwnLabel() {
        onMain {
            let link = Button(label: "Kenya ›")
            link.setAccessibleLabel("Kenya")
            XCTAssertEqual(gtk_test_accessible_has_property(link.pointer.opaque, GTK_ACCESSIBLE_PROPERTY_LABEL), 1)
            XCTAssertEqual(gtk_test_accessible_has_relation(link.pointer.opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0,
                           "no relation to the button's own label")
        }
    }
}
