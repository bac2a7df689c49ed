import CGtk
@_spi(Raw) @testable import GtkKit

// What only the tests ask of GtkKit's types; the app has no use for these.

extension Object {
    /// The object's runtime type name, e.g. "GtkLabel".
    var typeName: String {
        String(cString: g_type_name_from_instance(pointer.cast(GTypeInstance.self)))
    }

    /// The object as a typed pointer, e.g. `window.as(GtkWindow.self)`.
    func `as`<T>(_: T.Type) -> UnsafeMutablePointer<T> { pointer.cast() }
}

extension Signal where Handler == VoidHandler {
    /// GtkWidget's "destroy".
    static var destroy: Self { .void("destroy") }
}

extension SignalConnection {
    /// Whether the handler is still connected (false once disconnected or the object died).
    var isConnected: Bool {
        guard let object = g_weak_ref_get(&instance) else { return false }
        defer { g_object_unref(object) }
        return g_signal_handler_is_connected(object, handlerID) != 0
    }
}

extension ToastOverlay {
    /// The text of the toast shown, if any.
    var shownText: String? { shown.map { String(cString: adw_toast_get_title($0.opaque)) } }

    /// Dismisses the toast shown, as its close button does.
    func dismissShown() {
        if let shown { adw_toast_dismiss(shown.opaque) }
    }
}

extension ListView {
    /// The rows bound now, with their positions.
    var boundRows: [(row: Row, position: Int)] { rowsByPosition.map { ($0.value, $0.key) } }
}

extension WrapperCensus {
    /// Live wrappers of every type.
    static var total: Int { byTypeName.values.reduce(0, +) }
}
