import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class LifetimeTests: GtkTestCase {
    /// Models, their items, signal closures and widgets, made and dropped 10,000 times.
    func testTenThousandCreateDestroyCyclesLeaveNothingAlive() {
        onMain {
            DeinitCounter.count = 0
            let modelsBefore = SwiftBackedInstances.modelCount
            let itemsBefore = SwiftBackedInstances.itemCount
            for cycle in 0..<10_000 {
                let model = ListModel(["a", "b", "c", "\(cycle)"])
                model.on(.itemsChanged) { [counter = DeinitCounter()] _, _, _ in _ = counter }
                let item = Object(adopting: g_list_model_get_item(model.opaque, 3)!)
                XCTAssertEqual(ListModel<[String]>.element(of: item.pointer), "\(cycle)")
                model.update(["b", "c", "\(cycle)"], position: 0, removed: 1, added: 0)
                let label = Label("\(cycle)")
                label.on(.destroy) { [counter = DeinitCounter()] in _ = counter }
            }
            XCTAssertEqual(SwiftBackedInstances.modelCount, modelsBefore)
            XCTAssertEqual(SwiftBackedInstances.itemCount, itemsBefore)
            XCTAssertEqual(DeinitCounter.count, 20_000, "every signal closure was released")
        }
    }

    /// GTK keeps its own reference: the model outlives the Swift wrapper while a view uses it.
    func testTheModelLivesAsLongAsGTKHoldsIt() {
        onMain {
            let modelsBefore = SwiftBackedInstances.modelCount
            var model: ListModel<[String]>? = ListModel(["kept"])
            let selection = Object(adopting: gtk_single_selection_new(g_object_ref(model!.pointer).opaque))
            model = nil
            XCTAssertEqual(SwiftBackedInstances.modelCount, modelsBefore + 1)
            XCTAssertEqual(g_list_model_get_n_items(selection.opaque), 1)
            let item = Object(adopting: g_list_model_get_item(selection.opaque, 0)!)
            XCTAssertEqual(ListModel<[String]>.element(of: item.pointer), "kept")
            withExtendedLifetime(selection) {}
        }
        onMain {
            XCTAssertEqual(SwiftBackedInstances.modelCount, 0)
        }
    }
}
