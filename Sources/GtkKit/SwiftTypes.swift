import CGtk
import Synchronization

/// `G_TYPE_OBJECT`: a C macro (`G_TYPE_MAKE_FUNDAMENTAL (20)`), so not imported.
let gTypeObject: GType = 20 << 2

/// Live instances of the GObject types registered here, for leak tests.
public enum SwiftBackedInstances {
    static let models = Atomic<Int>(0)
    static let items = Atomic<Int>(0)

    /// Swift-backed list models not yet finalized.
    public static var modelCount: Int { models.load(ordering: .relaxed) }
    /// Swift-backed list items not yet finalized.
    public static var itemCount: Int { items.load(ordering: .relaxed) }
}

/// A GObject subclass whose instances carry one retained Swift object after the GObject header,
/// released at finalization. Both registered types below are built from it.
private enum SwiftBackedObject {
    static var payloadOffset: Int {
        let size = MemoryLayout<GObject>.size
        let alignment = MemoryLayout<UnsafeMutableRawPointer>.alignment
        return (size + alignment - 1) / alignment * alignment
    }

    static var instanceSize: guint { guint(payloadOffset + MemoryLayout<UnsafeMutableRawPointer>.size) }

    static func slot(of instance: some GPointer) -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        (instance.raw + payloadOffset).assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    static func payload(of instance: some GPointer) -> AnyObject? {
        slot(of: instance).pointee.map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }

    static func setPayload(_ payload: AnyObject, of instance: some GPointer) {
        releasePayload(of: instance)
        slot(of: instance).pointee = Unmanaged.passRetained(payload).toOpaque()
    }

    static func releasePayload(of instance: some GPointer) {
        if let old = slot(of: instance).pointee {
            Unmanaged<AnyObject>.fromOpaque(old).release()
            slot(of: instance).pointee = nil
        }
    }

    /// Releases the payload, then chains up to GObject's finalize.
    static func finalize(_ object: UnsafeMutablePointer<GObject>) {
        releasePayload(of: object)
        let parent = g_type_class_peek(gTypeObject).assumingMemoryBound(to: GObjectClass.self)
        parent.pointee.finalize(object)
    }

    /// The name is interned as a copy: GLib keeps it for the life of the process, and the C
    /// string Swift passes for `name` lives only during the call.
    static func register(_ name: String, classInit: GClassInitFunc) -> GType {
        g_type_register_static_simple(
            gTypeObject, g_intern_string(name), guint(MemoryLayout<GObjectClass>.size),
            classInit, instanceSize, nil, GTypeFlags(rawValue: 0))
    }
}

/// `GtkKitListItem`: the GObject handed to GTK for one element of a `ListModel`.
enum SwiftListItemType {
    static let type: GType = SwiftBackedObject.register("GtkKitListItem") { klass, _ in
        klass!.assumingMemoryBound(to: GObjectClass.self).pointee.finalize = { object in
            SwiftBackedObject.finalize(object!)
            _ = SwiftBackedInstances.items.subtract(1, ordering: .relaxed)
        }
    }

    static func make(carrying payload: AnyObject) -> UnsafeMutableRawPointer {
        let item = g_object_new_with_properties(type, 0, nil, nil)!
        _ = SwiftBackedInstances.items.add(1, ordering: .relaxed)
        SwiftBackedObject.setPayload(payload, of: item)
        return item.raw
    }

    static func payload(of item: some GPointer) -> AnyObject? {
        guard item.isInstance(of: type) else { return nil }
        return SwiftBackedObject.payload(of: item)
    }
}

/// `GtkKitListModel`: a GObject implementing the GListModel interface by calling its storage.
enum SwiftListModelType {
    static let type: GType = {
        let type = SwiftBackedObject.register("GtkKitListModel") { klass, _ in
            klass!.assumingMemoryBound(to: GObjectClass.self).pointee.finalize = { object in
                SwiftBackedObject.finalize(object!)
                _ = SwiftBackedInstances.models.subtract(1, ordering: .relaxed)
            }
        }
        var interface = GInterfaceInfo(
            interface_init: { iface, _ in
                let vtable = iface!.assumingMemoryBound(to: GListModelInterface.self)
                vtable.pointee.get_item_type = { _ in SwiftListItemType.type }
                vtable.pointee.get_n_items = { model in
                    guint(SwiftListModelType.storage(of: model!).count)
                }
                vtable.pointee.get_item = { model, position in
                    SwiftListModelType.storage(of: model!).payload(at: Int(position))
                        .map(SwiftListItemType.make(carrying:))
                }
            },
            interface_finalize: nil, interface_data: nil)
        g_type_add_interface_static(type, g_list_model_get_type(), &interface)
        return type
    }()

    static func setStorage(_ storage: AnyListStorage, of model: some GPointer) {
        _ = SwiftBackedInstances.models.add(1, ordering: .relaxed)
        SwiftBackedObject.setPayload(storage, of: model)
    }

    static func storage(of model: some GPointer) -> AnyListStorage {
        // Every instance gets its storage right after g_object_new, before GTK can see it.
        SwiftBackedObject.payload(of: model) as! AnyListStorage
    }
}
