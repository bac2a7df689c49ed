import CGtk

/// A `GListModel` implemented in Swift, presenting any random-access collection to GTK.
///
/// Items are created on demand when GTK asks for a position, so a collection of a million
/// elements costs a million elements, not a million GObjects. Each item is a small GObject that
/// carries its element; read it back with `element(of:)` in a list item factory.
@MainActor
public final class ListModel<Source: RandomAccessCollection>: Object where Source.Index == Int {
    public typealias Element = Source.Element
    private let storage: Storage<Source>

    public init(_ source: Source) {
        storage = Storage(source)
        let instance = g_object_new_with_properties(SwiftListModelType.type, 0, nil, nil)!
        SwiftListModelType.setStorage(storage, of: instance)
        super.init(adopting: instance)
    }

    /// The presented collection.
    public var source: Source { storage.source }

    /// The number of items, as GTK sees it.
    public var count: Int { Int(g_list_model_get_n_items(pointer.opaque)) }

    /// Replaces the collection and tells GTK that `removed` old items at `position` became
    /// `added` new ones (GListModel's "items-changed").
    public func update(_ source: Source, position: Int, removed: Int, added: Int) {
        storage.source = source
        g_list_model_items_changed(pointer.opaque, guint(position), guint(removed), guint(added))
    }

    /// Replaces the whole collection, told as everything removed, then everything added. GTK 4.8:
    /// told as one change, the list view looks for each row it keeps track of (the focused, the
    /// selected, the one at the top) among all the added items, one item at a time: 600,000 for
    /// a search in a million rows. Two changes leave it nothing to look for.
    public func replaceAll(with source: Source) {
        let old = count
        storage.isEmptied = true
        g_list_model_items_changed(pointer.opaque, 0, guint(old), 0)
        storage.source = source
        storage.isEmptied = false
        g_list_model_items_changed(pointer.opaque, 0, 0, guint(source.count))
    }

    /// The element carried by an item of this model (e.g. `gtk_list_item_get_item`), or nil if
    /// `item` is not one of this model's items.
    static func element(of item: some GPointer) -> Element? {
        (SwiftListItemType.payload(of: item) as? ItemPayload<Element>)?.element
    }
}

/// One element wrapped for a GObject item.
final class ItemPayload<Element> {
    let element: Element
    init(_ element: Element) { self.element = element }
}

/// What the C vfuncs of the model need, without knowing the collection's type.
/// Used on the main thread only: by its `ListModel` and by GTK calling the vfuncs.
class AnyListStorage {
    var count: Int { 0 }
    func payload(at position: Int) -> AnyObject? { nil }
}

final class Storage<Source: RandomAccessCollection>: AnyListStorage where Source.Index == Int {
    var source: Source
    /// Between the two changes of a replacement: no items.
    var isEmptied = false
    init(_ source: Source) { self.source = source }

    override var count: Int { isEmptied ? 0 : source.count }

    override func payload(at position: Int) -> AnyObject? {
        guard position >= 0, position < count else { return nil }
        return ItemPayload(source[source.startIndex + position])
    }
}
