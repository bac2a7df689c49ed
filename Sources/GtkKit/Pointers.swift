import CGtk

/// Any of the pointer kinds a GObject arrives as from C: typed (`UnsafeMutablePointer<GtkWidget>`),
/// opaque (final types such as `GtkLabel`) or untyped (`gpointer`).
@_spi(Raw)
public protocol GPointer {
    /// The same address, untyped.
    var raw: UnsafeMutableRawPointer { get }
}

@_spi(Raw)
extension UnsafeMutablePointer: GPointer {
    @_spi(Raw) public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

@_spi(Raw)
extension UnsafeMutableRawPointer: GPointer {
    @_spi(Raw) public var raw: UnsafeMutableRawPointer { self }
}

@_spi(Raw)
extension OpaquePointer: GPointer {
    @_spi(Raw) public var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
}

extension GPointer {
    /// The same address as a typed pointer, e.g. `label.cast(GtkWidget.self)`.
    /// Like C's `GTK_WIDGET()` without the runtime check: use only along the real type hierarchy.
    @_spi(Raw) @inlinable
    public func cast<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// The same address as an opaque pointer, for functions taking a final type (`GtkLabel *`).
    @_spi(Raw) @inlinable
    public var opaque: OpaquePointer { OpaquePointer(raw) }

    /// The address as a `GObject *`.
    @_spi(Raw) @inlinable
    public var gobject: UnsafeMutablePointer<GObject> { cast() }

    /// Whether the object is an instance of `type` (or a subtype), like `G_TYPE_CHECK_INSTANCE_TYPE`.
    @_spi(Raw)
    public func isInstance(of type: GType) -> Bool {
        g_type_check_instance_is_a(cast(GTypeInstance.self), type) != 0
    }
}

/// Calls `body` with `strings` as a C array of C strings ending in NULL (`const char **`),
/// valid only during the call.
@_spi(Raw) public func withCStringArray<R>(_ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) } + [nil]
    defer { copies.forEach { free($0) } }
    return copies.map { $0.map { UnsafePointer($0) } }.withUnsafeBufferPointer { buffer in
        // An array always has storage, the terminating NULL at least.
        body(buffer.baseAddress!)
    }
}
