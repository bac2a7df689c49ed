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

    /// A detail's fact as each platform's screen reader reads it: GTK ≥ 4.14 relates the value
    /// to the label beside it (Orca 48 says a label's text after its labels); GTK 4.8 names it
    /// in words (Orca 43 says a label's name in place of its text).
    func testAValueIsNamedByTheLabelBesideIt() {
        onMain {
            let name = Label("Capital")
            let value = Label("Astana")
            value.setAccessibleLabel("Capital, Astana", shownBeside: name)
            let related = gtk_test_accessible_has_relation(value.pointer.opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
            #if GTK_4_14
            XCTAssertEqual(related, 1, "related to the label beside it")
            #else
            XCTAssertEqual(related, 0, "named in words (Orca 43 reads the name), not related")
            XCTAssertEqual(gtk_test_accessible_has_property(value.pointer.opaque, GTK_ACCESSIBLE_PROPERTY_LABEL), 1)
            #endif
        }
    }
}
