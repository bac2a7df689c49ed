import CGtk

/// An `AdwApplication`: one primary instance per application id on the session bus; launching
/// again activates the primary instance instead of starting a second one. Starting it sets up
/// libadwaita: its stylesheet, and the style manager that follows the desktop's dark style.
public final class Application: Object {
    /// With `isService`, the process was started by D-Bus activation: it activates (opens a
    /// window) only when asked, and quits once nothing has held it for the inactivity timeout.
    public init(id: String, isService: Bool = false) {
        let flags = isService ? ALMANAC_G_APPLICATION_IS_SERVICE : ALMANAC_G_APPLICATION_DEFAULT_FLAGS
        super.init(adopting: adw_application_new(id, GApplicationFlags(rawValue: flags.rawValue | ALMANAC_G_APPLICATION_HANDLES_OPEN.rawValue)))
    }

    /// Calls `handler` with the URIs the desktop asks the application to open (a link clicked
    /// in another app: org.freedesktop.Application's Open, for a D-Bus activatable app).
    public func onOpen(_ handler: @escaping @MainActor ([String]) -> Void) {
        on(.open, handler)
    }

    private var gApplication: UnsafeMutablePointer<GApplication> { pointer.cast() }

    /// Runs the main loop until the application quits; returns the exit status.
    /// Command-line options are the caller's business: GApplication sees none of them.
    public func run() -> Int32 {
        MainLoop.integrate()
        return g_application_run(gApplication, 0, nil)
    }

    public func quit() { g_application_quit(gApplication) }

    /// Keeps the application running while held (e.g. while answering a call), even without a
    /// window; each `hold` needs one `release`.
    public func hold() { g_application_hold(gApplication) }
    public func release() { g_application_release(gApplication) }

    /// How long the application stays after the last release with no window, in milliseconds.
    public func setInactivityTimeout(milliseconds: UInt32) {
        g_application_set_inactivity_timeout(gApplication, milliseconds)
    }

    /// Adds an application action ("app.NAME") that takes a string; another process's launch
    /// reaches it on the primary instance through `activateAction`.
    public func addAction(_ name: String, takingString handler: @escaping @MainActor (String) -> Void) {
        addStringAction(name, to: pointer.opaque, handler)
    }

    /// Activates an application action with a string; on a remote instance (see `isRemote`)
    /// the primary instance runs it.
    public func activateAction(_ name: String, string: String) {
        g_action_group_activate_action(pointer.opaque, name, g_variant_new_string(string))
    }

    /// Registers on the session bus, which makes this process the primary instance or finds
    /// another one already running. Returns false when registration failed (the message is
    /// dropped; `run` then starts as a primary instance of its own). `run` registers by itself:
    /// call this only to know `isRemote` before running.
    @discardableResult
    public func register() -> Bool {
        var error: UnsafeMutablePointer<GError>?
        let registered = g_application_register(gApplication, nil, &error) != 0
        if let error { g_error_free(error) }
        return registered
    }

    /// Whether another process is the primary instance: `run` then only asks it to activate
    /// (show its window) and returns. Meaningful after `register`.
    public var isRemote: Bool { g_application_get_is_remote(gApplication) != 0 }

    /// Calls `handler` on the main loop when the process is asked to end (SIGTERM, as a desktop
    /// session does at logout, or SIGINT), instead of dying on the spot: the app can save its
    /// state and close its windows, which also tells the accessibility bus it is gone.
    public func onTerminationSignal(_ handler: @escaping @MainActor () -> Void) {
        for signal in [SIGTERM, SIGINT] {
            let box = Unmanaged.passRetained(TerminationBox(handler)).toOpaque()
            g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, { data in
                guard let data else { return 0 }
                let box = Unmanaged<TerminationBox>.fromOpaque(data).takeUnretainedValue()
                MainActor.assumeIsolated { box.handler() }
                return 1  // keep the source: a second signal asks again
            }, box, { data in
                if let data { Unmanaged<TerminationBox>.fromOpaque(data).release() }
            })
        }
    }
}

private final class TerminationBox {
    let handler: @MainActor () -> Void
    init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
}

/// An `AdwApplicationWindow`: its content includes the header bar.
public final class ApplicationWindow: Widget {
    public init(application: Application) {
        super.init(retaining: adw_application_window_new(application.pointer.cast()))
    }

    private var window: UnsafeMutablePointer<GtkWindow> { pointer.cast() }

    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(window, gint(width), gint(height))
    }

    /// The size the window has (or will have when shown), in logical pixels.
    public var defaultSize: (width: Int, height: Int) {
        var width: gint = 0, height: gint = 0
        gtk_window_get_default_size(window, &width, &height)
        return (Int(width), Int(height))
    }

    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

    /// The widget with the keyboard focus, if any, by its type and style classes
    /// ("GtkScrolledWindow.detail-scroller"): which of several widgets of a type has it.
    public var focusName: String? {
        guard let focus = gtk_window_get_focus(window) else { return nil }
        var name = String(cString: g_type_name_from_instance(focus.cast(GTypeInstance.self)))
        if let classes = gtk_widget_get_css_classes(focus) {
            var index = 0
            while let cssClass = classes[index] {
                name += "." + String(cString: cssClass)
                index += 1
            }
            g_strfreev(classes)
        }
        return name
    }

    public func maximize() { gtk_window_maximize(window) }

    /// Leaves no widget with the keyboard focus (until one takes it).
    public func unsetFocus() { gtk_window_set_focus(window, nil) }

    /// Called when the user closes the window, before it goes.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        on(.closeRequest) {
            handler()
            return false
        }
    }

    /// The whole window's content, header bar included.
    public func setContent(_ content: Widget) { adw_application_window_set_content(pointer.cast(), content.widget) }

    public func present() { gtk_window_present(window) }

    /// Gives the keyboard focus again to the widget that has it: assistive technology is told
    /// of it anew, and nothing else changes (a screen reader that has it already says nothing).
    public func focusAgain() {
        guard let focus = gtk_root_get_focus(pointer.opaque) else { return }
        g_object_ref(focus.raw)
        defer { g_object_unref(focus.raw) }
        gtk_root_set_focus(pointer.opaque, nil)
        // Text being typed (a search) keeps its caret: grabbing the focus would select it all.
        if focus.isInstance(of: gtk_text_get_type()) {
            _ = gtk_text_grab_focus_without_selecting(focus.cast())
        } else {
            gtk_widget_grab_focus(focus)
        }
    }

    /// Calls `handler` once, right after the window's first frame has been painted.
    public func onFirstFrame(_ handler: @escaping @MainActor () -> Void) {
        var done = false
        onFramePainted {
            guard !done else { return }
            done = true
            handler()
        }
    }
}
