import CGtk

/// A GObject signal with the Swift closure type that handles it, e.g. `Signal<() -> Void>`.
/// Each handler shape has its own C trampoline; the closure lives in a box owned by GLib.
public struct Signal<Handler>: Sendable {
    public let name: String
    fileprivate let trampoline: GCallback

    fileprivate init(_ name: String, _ trampoline: GCallback) {
        self.name = name
        self.trampoline = trampoline
    }
}

/// Holds a handler closure; retained by the signal connection, released by GLib's destroy notify.
private final class HandlerBox<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }

    static func from(_ data: gpointer?) -> Handler {
        // GLib passes back the pointer we registered, which stays valid until the destroy notify.
        Unmanaged<HandlerBox<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }
}

private func releaseBox(_ data: gpointer?, _: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

// MARK: - Handler shapes

public typealias VoidHandler = @MainActor () -> Void
public typealias PositionHandler = @MainActor (UInt32) -> Void
public typealias ItemsChangedHandler = @MainActor (_ position: UInt32, _ removed: UInt32, _ added: UInt32) -> Void
@_spi(Raw) public typealias PointerHandler = @MainActor (UnsafeMutableRawPointer) -> Void
public typealias StopHandler = @MainActor () -> Bool
public typealias PointHandler = @MainActor (_ x: Double, _ y: Double) -> Void
public typealias ClickHandler = @MainActor (_ presses: Int, _ x: Double, _ y: Double) -> Void
@_spi(Raw) public typealias TwoPointerHandler = @MainActor (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> Void
@_spi(Raw) public typealias EventHandler = @MainActor (UnsafeMutableRawPointer) -> Bool
public typealias KeyHandler = @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ modifiers: UInt32) -> Bool

extension Signal where Handler == VoidHandler {
    /// A signal whose handler takes no arguments beyond the emitting instance.
    public static func void(_ name: String) -> Self {
        let call: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler() }
        }
        return Self(name, unsafeBitCast(call, to: GCallback.self))
    }
    /// A signal with one pointer argument the handler does not need, such as
    /// "notify::property" (its GParamSpec) or GSimpleAction's "activate" (its parameter).
    public static func ignoringArgument(_ name: String) -> Self {
        let call: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler() }
        }
        return Self(name, unsafeBitCast(call, to: GCallback.self))
    }

    /// A property changed ("notify::property").
    public static func notify(_ property: String) -> Self { .ignoringArgument("notify::\(property)") }

    public static var clicked: Self { .void("clicked") }
    public static var activate: Self { .void("activate") }
    public static var realize: Self { .void("realize") }
    /// GdkFrameClock's "after-paint": a frame has just been painted.
    public static var afterPaint: Self { .void("after-paint") }
}

extension Signal where Handler == PositionHandler {
    /// GtkListView's and GtkGridView's "activate" with the activated position.
    public static var activatePosition: Self {
        let call: @convention(c) (gpointer?, guint, gpointer?) -> Void = { _, position, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(position) }
        }
        return Self("activate", unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == PositionHandler {
    /// A dialog's "response" with the response id (GtkNativeDialog's, GTK 4.8).
    public static var response: Self {
        let call: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(UInt32(bitPattern: response)) }
        }
        return Self("response", unsafeBitCast(call, to: GCallback.self))
    }
}

/// GApplication's "open": the URIs of the files asked for.
public typealias OpenHandler = @MainActor ([String]) -> Void

extension Signal where Handler == OpenHandler {
    public static var open: Self {
        let call: @convention(c) (gpointer?, UnsafeMutablePointer<OpaquePointer?>?, gint, UnsafePointer<gchar>?, gpointer?) -> Void = {
            _, files, count, _, data in
            var uris: [String] = []
            for index in 0..<Int(max(count, 0)) {
                guard let file = files?[index], let uri = g_file_get_uri(file) else { continue }
                uris.append(String(cString: uri))
                g_free(uri)
            }
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(uris) }
        }
        return Self("open", unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == ItemsChangedHandler {
    /// GListModel's "items-changed".
    public static var itemsChanged: Self {
        let call: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
            _, position, removed, added, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(position, removed, added) }
        }
        return Self("items-changed", unsafeBitCast(call, to: GCallback.self))
    }
}

@_spi(Raw)
extension Signal where Handler == PointerHandler {
    /// A signal with one object argument, e.g. GtkSignalListItemFactory's "setup" and "bind".
    public static func pointer(_ name: String) -> Self {
        let call: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            // Signals are emitted on the main thread, where the argument already is.
            guard let argument else { return }
            nonisolated(unsafe) let object = argument
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(object) }
        }
        return Self(name, unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == StopHandler {
    /// GtkWindow's "close-request"; the handler returns true to keep the window open.
    public static var closeRequest: Self {
        let call: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let handler = HandlerBox<Handler>.from(data)
            return MainActor.assumeIsolated { handler() } ? 1 : 0
        }
        return Self("close-request", unsafeBitCast(call, to: GCallback.self))
    }

}

@_spi(Raw)
extension Signal where Handler == EventHandler {
    /// GtkEventControllerLegacy's "event" with its `GdkEvent *`; the handler returns true to stop
    /// the event there.
    public static var event: Self {
        let call: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, event, data in
            guard let event else { return 0 }
            nonisolated(unsafe) let argument = event
            let handler = HandlerBox<Handler>.from(data)
            return MainActor.assumeIsolated { handler(argument) } ? 1 : 0
        }
        return Self("event", unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == PointHandler {
    /// A signal with two `double` arguments: GtkGestureDrag's "drag-begin", "drag-update", "drag-end".
    public static func point(_ name: String) -> Self {
        let call: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, x, y, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(x, y) }
        }
        return Self(name, unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == PointHandler {
    /// GtkEventControllerScroll's "scroll" with the deltas; never stops the event, so the view
    /// under the pointer still scrolls.
    public static var scroll: Self {
        let call: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, dx, dy, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(dx, dy) }
            return 0
        }
        return Self("scroll", unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == ClickHandler {
    /// GtkGestureClick's "pressed" with the number of presses (2 for a double click) and the point.
    public static var pressed: Self { click("pressed") }

    private static func click(_ name: String) -> Self {
        let call: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, presses, x, y, data in
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(Int(presses), x, y) }
        }
        return Self(name, unsafeBitCast(call, to: GCallback.self))
    }
}

@_spi(Raw)
extension Signal where Handler == TwoPointerHandler {
    /// GtkCssProvider's "parsing-error" with its `GtkCssSection *` and `GError *`.
    public static var cssParsingError: Self {
        let call: @convention(c) (gpointer?, gpointer?, gpointer?, gpointer?) -> Void = {
            _, first, second, data in
            guard let first, let second else { return }
            nonisolated(unsafe) let arguments = (first, second)
            let handler = HandlerBox<Handler>.from(data)
            MainActor.assumeIsolated { handler(arguments.0, arguments.1) }
        }
        return Self("parsing-error", unsafeBitCast(call, to: GCallback.self))
    }
}

extension Signal where Handler == KeyHandler {
    /// GtkEventControllerKey's "key-pressed"; the handler returns true when it handled the key.
    public static var keyPressed: Self {
        let call: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, keycode, modifiers, data in
            let handler = HandlerBox<Handler>.from(data)
            return MainActor.assumeIsolated { handler(keyval, keycode, modifiers.rawValue) } ? 1 : 0
        }
        return Self("key-pressed", unsafeBitCast(call, to: GCallback.self))
    }
}

// MARK: - Connecting

/// A live signal connection. Disconnecting is optional: the connection ends by itself when the
/// object dies, and GLib then releases the closure.
@MainActor
public final class SignalConnection {
    /// The object, weakly; its handler's id.
    var instance = GWeakRef()
    let handlerID: gulong

    fileprivate init(instance object: UnsafeMutablePointer<GObject>, handlerID: gulong) {
        self.handlerID = handlerID
        g_weak_ref_init(&instance, object.raw)
    }

    /// Disconnects the handler if its object is still alive; GLib then releases the closure.
    public func disconnect() {
        guard let object = g_weak_ref_get(&instance) else { return }
        defer { g_object_unref(object) }
        if g_signal_handler_is_connected(object, handlerID) != 0 {
            g_signal_handler_disconnect(object, handlerID)
        }
    }

    isolated deinit {
        g_weak_ref_clear(&instance)
    }
}

extension GPointer {
    /// Connects `handler` to `signal` on this object. The closure is released when the handler is
    /// disconnected or the object is finalized, whichever comes first.
    @_spi(Raw) @MainActor @discardableResult
    public func on<Handler>(_ signal: Signal<Handler>, after: Bool = false, _ handler: Handler) -> SignalConnection {
        let box = Unmanaged.passRetained(HandlerBox(handler)).toOpaque()
        let id = g_signal_connect_data(
            raw, signal.name, signal.trampoline, box, releaseBox,
            after ? ALMANAC_G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
        return SignalConnection(instance: gobject, handlerID: id)
    }
}

extension Object {
    /// Connects `handler` to `signal` on this object; see `GPointer.on(_:after:_:)`.
    @discardableResult
    public func on<Handler>(_ signal: Signal<Handler>, after: Bool = false, _ handler: Handler) -> SignalConnection {
        pointer.on(signal, after: after, handler)
    }
}
