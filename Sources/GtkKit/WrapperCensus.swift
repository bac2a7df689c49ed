import CGtk

/// How many `Object` wrappers are alive, by the GObject type they hold a reference to: a count
/// that keeps rising while the app repeats the same thing is a leak (of the wrappers, or of
/// whatever keeps them). Each wrapper is counted when it takes its reference and uncounted
/// when it drops it, so two wrappers of one object count twice; GTK's own references are not
/// seen. Costs one dictionary update per wrapper made or released.
@MainActor
public enum WrapperCensus {
    private static var counts: [GType: Int] = [:]

    static func took(_ type: GType) {
        counts[type, default: 0] += 1
    }

    static func released(_ type: GType) {
        guard let count = counts[type] else { return }
        counts[type] = count > 1 ? count - 1 : nil
    }

    /// Live wrappers by GObject type name (e.g. "GtkLabel"), types with none left out.
    public static var byTypeName: [String: Int] {
        Dictionary(counts.map { (String(cString: g_type_name($0.key)), $0.value) }, uniquingKeysWith: +)
    }
}

extension GPointer {
    /// The object's runtime type (`G_TYPE_FROM_INSTANCE`, a macro Swift does not import).
    var instanceType: GType {
        cast(GTypeInstance.self).pointee.g_class.pointee.g_type
    }
}
