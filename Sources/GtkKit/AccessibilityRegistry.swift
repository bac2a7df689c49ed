import CGtk
import Glibc

/// Tells when screen readers can know the app: when the AT-SPI registry has added it to its
/// desktop. GTK 4.8 reports the window's first focus as soon as the window shows, which may be
/// before that; a screen reader then drops it (Orca: "event is from potentially-defunct
/// source") and says nothing until the next key. The registry's own "children-changed" of
/// its desktop, which screen readers follow too, says when the focus can be given again.
@MainActor
public final class AccessibilityRegistry {
    private let connection: OpaquePointer
    private var subscription: guint = 0
    private var handler: (@MainActor () -> Void)?

    private static let registry = "org.a11y.atspi.Registry"
    private static let desktop = "/org/a11y/atspi/accessible/root"

    /// Calls `handler` once, when the app is on the registry's desktop (soon, if it is
    /// already); nil when GTK has no accessibility bus (no screen reader can listen). Kept
    /// alive by the caller until then.
    public init?(whenRegistered handler: @escaping @MainActor () -> Void) {
        // Where GTK 4.8 keeps the bus it found (its environment variable, X11 property or
        // session-bus lookup): only there is the app registered.
        guard let display = gdk_display_get_default(),
              let address = g_object_get_data(display.gobject, "-gtk-atspi-bus-address") else { return nil }
        let flags = GDBusConnectionFlags(rawValue: ALMANAC_G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                                         | ALMANAC_G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address.assumingMemoryBound(to: CChar.self),
                                                                      flags, nil, nil, nil) else { return nil }
        self.connection = connection
        self.handler = handler
        subscribe()
        // Added before the subscription? The desktop's children say so.
        call(Self.registry, path: Self.desktop, interface: "org.a11y.atspi.Accessible", method: "GetChildren",
             arguments: nil) { [weak self] reply in
            guard let reply else { return }
            let children = g_variant_get_child_value(reply, 0)
            defer { g_variant_unref(children) }
            for index in 0..<g_variant_n_children(children) {
                let child = g_variant_get_child_value(children, index)
                defer { g_variant_unref(child) }
                self?.check(busName: Self.string(g_variant_get_child_value(child, 0)))
            }
        }
    }

    isolated deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        g_object_unref(connection.raw)
    }

    /// The registry's "ChildrenChanged" of its desktop: an "add" names the app added.
    private func subscribe() {
        let box = Unmanaged.passRetained(SignalBox { [weak self] parameters in
            let detail = Self.string(g_variant_get_child_value(parameters, 0))
            guard detail == "add" else { return }
            let added = g_variant_get_child_value(parameters, 3)  // a variant holding (so)
            defer { g_variant_unref(added) }
            let reference = g_variant_get_variant(added)
            defer { g_variant_unref(reference) }
            self?.check(busName: Self.string(g_variant_get_child_value(reference, 0)))
        }).toOpaque()
        subscription = g_dbus_connection_signal_subscribe(
            connection, Self.registry, "org.a11y.atspi.Event.Object", "ChildrenChanged", Self.desktop, nil,
            ALMANAC_G_DBUS_SIGNAL_FLAGS_NONE, { _, _, _, _, _, parameters, data in
                guard let parameters, let data else { return }
                nonisolated(unsafe) let values = parameters
                let box = Unmanaged<SignalBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler(values) }
            }, box, { data in if let data { Unmanaged<SignalBox>.fromOpaque(data).release() } })
    }

    /// Calls the handler if the connection `busName` belongs to this process.
    private func check(busName: String) {
        guard handler != nil else { return }
        call("org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
             method: "GetConnectionUnixProcessID", arguments: busName) { [weak self] reply in
            guard let reply, let self, let handler else { return }
            let pid = g_variant_get_child_value(reply, 0)
            defer { g_variant_unref(pid) }
            guard g_variant_get_uint32(pid) == UInt32(getpid()) else { return }
            self.handler = nil
            handler()
        }
    }

    /// An asynchronous method call (the registry may be calling this app meanwhile, so the
    /// main loop must go on); `reply` gets its result tuple, or nil on an error.
    private func call(_ destination: String, path: String, interface: String, method: String, arguments: String?,
                      reply: @escaping @MainActor (OpaquePointer?) -> Void) {
        var parameters: OpaquePointer?
        if let arguments {
            var string: OpaquePointer? = g_variant_new_string(arguments)
            parameters = g_variant_new_tuple(&string, 1)
        }
        let box = Unmanaged.passRetained(ReplyBox(reply)).toOpaque()
        g_dbus_connection_call(connection, destination, path, interface, method, parameters, nil,
                               ALMANAC_G_DBUS_CALL_FLAGS_NONE, 5000, nil, { source, result, data in
            guard let data else { return }
            let box = Unmanaged<ReplyBox>.fromOpaque(data).takeRetainedValue()
            nonisolated(unsafe) let value = g_dbus_connection_call_finish(OpaquePointer(source), result, nil)
            MainActor.assumeIsolated {
                box.reply(value)
                if let value { g_variant_unref(value) }
            }
        }, box)
    }

    /// A string variant's text; the variant is let go.
    private static func string(_ variant: OpaquePointer?) -> String {
        guard let variant else { return "" }
        defer { g_variant_unref(variant) }
        return String(cString: g_variant_get_string(variant, nil))
    }

    private final class SignalBox {
        let handler: @MainActor (OpaquePointer) -> Void
        init(_ handler: @escaping @MainActor (OpaquePointer) -> Void) { self.handler = handler }
    }

    private final class ReplyBox {
        let reply: @MainActor (OpaquePointer?) -> Void
        init(_ reply: @escaping @MainActor (OpaquePointer?) -> Void) { self.reply = reply }
    }
}
