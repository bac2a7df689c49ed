import CGtk

/// The connection to the windowing system.
public enum Display {
    /// Initializes GTK and opens the default display; false when there is none (no X11 or
    /// Wayland server reachable). Idempotent.
    @MainActor
    public static func open() -> Bool {
        gtk_init_check() != 0
    }
}
