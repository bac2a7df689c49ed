import CGtk

/// An owning reference to a GObject: it takes one reference when created (sinking a floating
/// one) and drops it when released, so Swift code never counts references by hand.
@MainActor
open class Object {
    /// The referenced object; valid for as long as this reference lives.
    @_spi(Raw) public let pointer: UnsafeMutablePointer<GObject>
    /// The type counted in `WrapperCensus` while this reference lives.
    private let censusType: GType

    /// Takes a new reference to `object`: sinks it if floating (a fresh widget), refs it otherwise.
    /// Use for pointers the caller does not own ("transfer none").
    @_spi(Raw)
    public init(retaining object: some GPointer) {
        pointer = object.gobject
        censusType = object.instanceType
        g_object_ref_sink(pointer.raw)
        WrapperCensus.took(censusType)
    }

    /// Adopts a reference the caller already owns ("transfer full"), e.g. from `g_object_new`.
    @_spi(Raw)
    public init(adopting object: some GPointer) {
        pointer = object.gobject
        censusType = object.instanceType
        if g_object_is_floating(pointer.raw) != 0 {
            g_object_ref_sink(pointer.raw)
        }
        WrapperCensus.took(censusType)
    }

    /// Runs on the main thread even when the last Swift reference drops elsewhere.
    isolated deinit {
        WrapperCensus.released(censusType)
        g_object_unref(pointer.raw)
    }

    /// Sets a string property ("version") by its name.
    public func setProperty(_ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, gTypeString)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        g_object_set_property(pointer, name, &value)
    }

    /// The object as an opaque pointer, for final types such as `GtkLabel`.
    @_spi(Raw) public var opaque: OpaquePointer { pointer.opaque }
}
