import CGtk
@_spi(Raw) import GtkKit

/// Why an object could not be put on the bus; the message is GLib's.
public struct DBusError: Error, CustomStringConvertible {
    public let description: String
}

/// An object exported on the session bus: one interface, described by introspection XML,
/// whose method calls go to a Swift handler on the main loop. Exported until it goes away.
@MainActor
public final class DBusExport {
    private let connection: OpaquePointer
    private var registration: guint = 0

    /// Exports the interface of `interfaceXML` (a `<node>` with one `<interface>`) at `path`.
    public init(path: String, interfaceXML: String,
                handler: @escaping @MainActor (DBusMethodCall) -> Void) throws(DBusError) {
        var error: UnsafeMutablePointer<GError>?
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            throw DBusError(description: Self.take(error))
        }
        self.connection = connection
        guard let node = g_dbus_node_info_new_for_xml(interfaceXML, &error) else {
            throw DBusError(description: Self.take(error))
        }
        defer { g_dbus_node_info_unref(node) }
        guard let interface = node.pointee.interfaces?.pointee else {
            throw DBusError(description: "the introspection XML describes no interface")
        }
        var vtable = GDBusInterfaceVTable()
        vtable.method_call = { _, _, _, _, method, parameters, invocation, data in
            guard let method, let parameters, let invocation, let data else { return }
            nonisolated(unsafe) let call = (String(cString: method), parameters, invocation)
            let box = Unmanaged<CallHandlerBox>.fromOpaque(data).takeUnretainedValue()
            MainActor.assumeIsolated { box.handler(DBusMethodCall(method: call.0, parameters: call.1, invocation: call.2)) }
        }
        let box = Unmanaged.passRetained(CallHandlerBox(handler)).toOpaque()
        // GLib copies the vtable; the box is released when the object is unexported.
        registration = g_dbus_connection_register_object(connection, path, interface, &vtable, box, { data in
            if let data { Unmanaged<CallHandlerBox>.fromOpaque(data).release() }
        }, &error)
        guard registration != 0 else { throw DBusError(description: Self.take(error)) }
    }

    private func unexport() {
        if registration != 0 { g_dbus_connection_unregister_object(connection, registration) }
        registration = 0
    }

    isolated deinit {
        unexport()
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    private static func take(_ error: UnsafeMutablePointer<GError>?) -> String {
        defer { if let error { g_error_free(error) } }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
}

private final class CallHandlerBox {
    let handler: @MainActor (DBusMethodCall) -> Void
    init(_ handler: @escaping @MainActor (DBusMethodCall) -> Void) { self.handler = handler }
}

/// One method call on an exported object: its arguments, and the answer, given once — at
/// once or later (after loading something, say). A call never answered is answered with an
/// error when it goes away, so the caller does not wait for its timeout.
@MainActor
public final class DBusMethodCall {
    public let method: String
    private let parameters: OpaquePointer
    private var invocation: OpaquePointer?

    fileprivate init(method: String, parameters: OpaquePointer, invocation: OpaquePointer) {
        self.method = method
        self.parameters = g_variant_ref(parameters)
        self.invocation = invocation
    }

    isolated deinit {
        fail("the call was not answered")
        g_variant_unref(parameters)
    }

    // MARK: Arguments

    /// The argument at `index` (from 0) when it has the D-Bus type `type`, e.g. "as".
    private func argument<T>(_ index: Int, type: String, _ read: (OpaquePointer) -> T) -> T? {
        guard index < Int(g_variant_n_children(parameters)) else { return nil }
        let child = g_variant_get_child_value(parameters, gsize(index))
        defer { g_variant_unref(child) }
        guard let child, String(cString: g_variant_get_type_string(child)) == type else { return nil }
        return read(child)
    }

    public func string(at index: Int) -> String? {
        argument(index, type: "s") { String(cString: g_variant_get_string($0, nil)) }
    }

    public func strings(at index: Int) -> [String]? {
        argument(index, type: "as") { value in
            var count: gsize = 0
            guard let array = g_variant_get_strv(value, &count) else { return [] }
            defer { g_free(UnsafeMutableRawPointer(mutating: array)) }
            return (0..<Int(count)).compactMap { array[$0].map { String(cString: $0) } }
        }
    }

    // MARK: Answers

    /// Answers `(as)`.
    public func returnStrings(_ values: [String]) {
        answer(tuple([strv(values)]))
    }

    /// Answers `(aa{sv})`, each dictionary's values as strings.
    public func returnDictionaries(_ dictionaries: [[(key: String, value: String)]]) {
        let entryType = g_variant_type_new("a{sv}")
        let arrayType = g_variant_type_new("aa{sv}")
        defer { g_variant_type_free(entryType); g_variant_type_free(arrayType) }
        let array = g_variant_builder_new(arrayType)
        for dictionary in dictionaries {
            let entries = g_variant_builder_new(entryType)
            for (key, value) in dictionary {
                g_variant_builder_add_value(entries, g_variant_new_dict_entry(
                    g_variant_new_string(key), g_variant_new_variant(g_variant_new_string(value))))
            }
            g_variant_builder_add_value(array, g_variant_builder_end(entries))
            g_variant_builder_unref(entries)
        }
        let value = g_variant_builder_end(array)
        g_variant_builder_unref(array)
        answer(tuple([value]))
    }

    /// Answers `(a{ss})`.
    public func returnDictionary(_ entries: [String: String]) {
        answer(tuple([dictionary(entries, type: "a{ss}") { g_variant_new_string($0) }]))
    }

    /// Answers `(a{si})` (counts beyond Int32 are clamped).
    public func returnDictionary(_ entries: [String: Int]) {
        answer(tuple([dictionary(entries, type: "a{si}") { g_variant_new_int32(Int32(clamping: $0)) }]))
    }

    /// Answers `()`.
    public func returnNothing() { answer(nil) }

    /// Answers with the error `org.freedesktop.DBus.Error.InvalidArgs` (a bad argument) or
    /// `org.freedesktop.DBus.Error.Failed`.
    public func fail(_ message: String, invalidArguments: Bool = false) {
        guard let invocation else { return }
        self.invocation = nil
        let name = invalidArguments ? "org.freedesktop.DBus.Error.InvalidArgs" : "org.freedesktop.DBus.Error.Failed"
        g_dbus_method_invocation_return_dbus_error(invocation, name, message)
    }

    /// Sends the answer (which takes the invocation's reference); later answers are ignored.
    private func answer(_ value: OpaquePointer?) {
        guard let invocation else {
            if let value { g_variant_unref(g_variant_ref_sink(value)) }
            return
        }
        self.invocation = nil
        g_dbus_method_invocation_return_value(invocation, value)
    }

    private func strv(_ values: [String]) -> OpaquePointer {
        withCStringArray(values) { g_variant_new_strv($0, gssize(values.count)) }
    }

    /// A dictionary of D-Bus type `type` (e.g. "a{ss}"), keys in order.
    private func dictionary<Value>(_ entries: [String: Value], type: String,
                                   _ variant: (Value) -> OpaquePointer?) -> OpaquePointer {
        let arrayType = g_variant_type_new(type)
        defer { g_variant_type_free(arrayType) }
        let builder = g_variant_builder_new(arrayType)
        defer { g_variant_builder_unref(builder) }
        for (key, value) in entries.sorted(by: { $0.key < $1.key }) {
            g_variant_builder_add_value(builder, g_variant_new_dict_entry(g_variant_new_string(key), variant(value)))
        }
        return g_variant_builder_end(builder)
    }

    private func tuple(_ children: [OpaquePointer?]) -> OpaquePointer {
        var children = children
        return g_variant_new_tuple(&children, gsize(children.count))
    }
}
