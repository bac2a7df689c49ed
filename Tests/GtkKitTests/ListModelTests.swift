import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class ListModelTests: GtkTestCase {
    func testCountAndItemsThroughTheGListModelInterface() {
        onMain {
            let model = ListModel(["Bear", "Camel", "Dog"])
            XCTAssertEqual(g_list_model_get_n_items(model.opaque), 3)
            XCTAssertEqual(g_list_model_get_item_type(model.opaque), SwiftListItemType.type)
            for (position, name) in ["Bear", "Camel", "Dog"].enumerated() {
                let item = Object(adopting: g_list_model_get_item(model.opaque, guint(position))!)
                XCTAssertEqual(ListModel<[String]>.element(of: item.pointer), name)
            }
            XCTAssertNil(g_list_model_get_item(model.opaque, 3), "past the end there is no item")
        }
    }

    /// GLib keeps a registered type's name as a quark: it must outlive the Swift string it was
    /// made from (a temporary C copy), through the allocations that follow.
    func testRegisteredTypeNamesStayReadable() {
        onMain {
            let types = [(SwiftListModelType.type, "GtkKitListModel"), (SwiftListItemType.type, "GtkKitListItem")]
            var churn: [ContiguousArray<UInt8>] = []
            for _ in 0..<1_000 { churn.append(ContiguousArray(repeating: UInt8(ascii: "x"), count: 16)) }
            withExtendedLifetime(churn) {
                for (type, name) in types {
                    XCTAssertEqual(String(cString: g_type_name(type)), name)
                    XCTAssertEqual(g_type_from_name(name), type)
                }
            }
        }
    }

    func testElementOfAForeignObjectIsNil() {
        onMain {
            let label = Widget(retaining: gtk_label_new("x"))
            XCTAssertNil(ListModel<[String]>.element(of: label.pointer))
        }
    }

    func testMutationsEmitItemsChanged() {
        onMain {
            let model = ListModel(["Bear", "Dog"])
            var changes: [[UInt32]] = []
            model.on(.itemsChanged) { position, removed, added in changes.append([position, removed, added]) }

            model.update(["Bear", "Camel", "Dog"], position: 1, removed: 0, added: 1)
            model.update(["Camel", "Dog"], position: 0, removed: 1, added: 0)
            model.update(["Camel", "Dog", "Emu", "Giraffe"], position: 2, removed: 0, added: 2)
            model.update(["Koala"], position: 0, removed: 4, added: 1)

            XCTAssertEqual(changes, [[1, 0, 1], [0, 1, 0], [2, 0, 2], [0, 4, 1]])
            XCTAssertEqual(model.source, ["Koala"])
            XCTAssertEqual(model.count, 1)
        }
    }

    func testDrivesARealListView() {
        onMain {
            let model = ListModel(["Bear", "Camel", "Dog"])
            let view = ListViewFixture(model: model)
            waitUntil("the list view binds its rows") { view.rowTexts.count == 3 }
            XCTAssertEqual(view.rowTexts, [0: "Bear", 1: "Camel", 2: "Dog"])

            model.update(["Ant", "Bear", "Camel", "Dog"], position: 0, removed: 0, added: 1)
            waitUntil("the inserted row is shown") { view.rowTexts[0] == "Ant" && view.rowTexts.count == 4 }
            XCTAssertEqual(view.rowTexts, [0: "Ant", 1: "Bear", 2: "Camel", 3: "Dog"])

            model.update(["Ant", "Bear", "Dog"], position: 2, removed: 1, added: 0)
            waitUntil("the removed row is gone") { view.rowTexts == [0: "Ant", 1: "Bear", 2: "Dog"] }
        }
    }

    func testAMillionElementsCreateOnlyTheVisibleItems() {
        onMain {
            let itemsBefore = SwiftBackedInstances.itemCount
            let model = ListModel(0..<1_000_000)
            let view = ListViewFixture(model: model)
            waitUntil("the list view binds its rows") { !view.rowTexts.isEmpty }
            XCTAssertEqual(model.count, 1_000_000)
            XCTAssertEqual(view.rowTexts[0], "0")
            XCTAssertLessThan(SwiftBackedInstances.itemCount - itemsBefore, 1_000,
                              "items are made on demand, for the rows GTK shows")
        }
    }
}

/// A window with a GtkListView over a model, telling the text GTK shows at each position.
@MainActor
private final class ListViewFixture<Source: RandomAccessCollection> where Source.Index == Int {
    /// Bound list items. GTK updates a bound item's position without rebinding it.
    private var boundItems: Set<UnsafeMutableRawPointer> = []

    /// The text of each bound row, by its current position.
    var rowTexts: [UInt32: String] {
        Dictionary(uniqueKeysWithValues: boundItems.map { item in
            let label = gtk_list_item_get_child(item.opaque)!
            return (gtk_list_item_get_position(item.opaque), String(cString: gtk_label_get_text(label.opaque)))
        })
    }
    private let window: Widget
    private let factory: Object

    init(model: ListModel<Source>) {
        factory = Object(adopting: gtk_signal_list_item_factory_new())
        window = Widget(retaining: gtk_window_new())
        factory.on(.pointer("setup")) { item in
            gtk_list_item_set_child(item.opaque, gtk_label_new(nil))
        }
        factory.on(.pointer("bind")) { [weak self] item in
            let text = ListModel<Source>.element(of: gtk_list_item_get_item(item.opaque)!).map { "\($0)" }
            gtk_label_set_text(gtk_list_item_get_child(item.opaque).opaque, text)
            self?.boundItems.insert(item)
        }
        factory.on(.pointer("unbind")) { [weak self] item in
            self?.boundItems.remove(item)
        }
        // The list view takes ownership of the selection model and factory references we pass.
        g_object_ref(model.pointer)
        let selection = gtk_no_selection_new(model.opaque)
        g_object_ref(factory.pointer)
        let list = gtk_list_view_new(selection, factory.opaque)
        let scroller = gtk_scrolled_window_new()
        gtk_scrolled_window_set_child(scroller!.opaque, list)
        gtk_window_set_default_size(window.as(GtkWindow.self), 300, 400)
        gtk_window_set_child(window.as(GtkWindow.self), scroller)
        gtk_window_present(window.as(GtkWindow.self))
    }

    deinit {
        MainActor.assumeIsolated { gtk_window_destroy(window.as(GtkWindow.self)) }
    }
}
