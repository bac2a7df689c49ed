import CGtk
@_spi(Raw) import GtkKit
@_exported import GtkTestSupport // GtkTestCase, for every file of the target

/// Emits a signal that takes no arguments, as `g_signal_emit_by_name` would (variadic in C).
@MainActor
func emit(_ signal: String, on object: Object) {
    let type = g_type_from_name(object.typeName)
    var instance = GValue()
    g_value_init(&instance, type)
    g_value_set_object(&instance, object.pointer)
    g_signal_emitv(&instance, g_signal_lookup(signal, type), 0, nil)
    g_value_unset(&instance)
}

/// Counts its own deinitializations, to prove closures are released.
final class DeinitCounter {
    nonisolated(unsafe) static var count = 0
    deinit { DeinitCounter.count += 1 }
}

/// The size GTK would give `widget` in one orientation (minimum and natural, for any size
/// in the other).
@MainActor
func measuredSize(_ widget: Widget, _ orientation: GtkOrientation) -> (minimum: Int, natural: Int) {
    var minimum: gint = 0, natural: gint = 0
    gtk_widget_measure(widget.widget, orientation, -1, &minimum, &natural, nil, nil)
    return (Int(minimum), Int(natural))
}
