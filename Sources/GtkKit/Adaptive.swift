import CGtk

/// An `AdwViewStack`: pages with a name, a title and an icon, one shown at a time; view
/// switchers show its pages as buttons.
public final class ViewStack: Widget {
    public init() {
        super.init(retaining: adw_view_stack_new())
    }

    /// Adds a page; its title and icon name its switcher button.
    public func add(_ child: Widget, name: String, title: String, icon: String) {
        adw_view_stack_add_titled(pointer.opaque, child.widget, name, title)
        adw_view_stack_page_set_icon_name(adw_view_stack_get_page(pointer.opaque, child.widget), icon)
    }

    public var visibleChildName: String? {
        get { adw_view_stack_get_visible_child_name(pointer.opaque).map { String(cString: $0) } }
        set { newValue.map { adw_view_stack_set_visible_child_name(pointer.opaque, $0) } }
    }

    public func onVisibleChildChanged(_ handler: @escaping @MainActor () -> Void) {
        on(.notify("visible-child"), handler)
    }
}

/// An `AdwStatusPage`: a large icon, a title, a description and an optional child (a button),
/// centred, for a view with nothing else to show.
public final class StatusPage: Widget {
    public init() {
        super.init(retaining: adw_status_page_new())
    }

    /// Shows an icon, a title and plain text under it.
    public func show(icon: String, title: String, text: String) {
        adw_status_page_set_icon_name(pointer.opaque, icon)
        adw_status_page_set_title(pointer.opaque, title)
        // The page reads its description as Pango markup.
        let escaped = g_markup_escape_text(text, -1)
        adw_status_page_set_description(pointer.opaque, escaped)
        g_free(escaped)
    }

    public func setChild(_ child: Widget) { adw_status_page_set_child(pointer.opaque, child.widget) }
}

/// An `AdwToastOverlay`: short news over its child, one toast at a time, each gone after a
/// while or when dismissed (its close button, or Escape while it is shown).
///
/// News that comes while a toast is shown replaces it (the newest wins), and a toast is shown
/// only once the one before has finished leaving. libadwaita 1.2 lets a toast that appears
/// while another leaves take 500 ms to slide in; dismissed within the first 200 ms, it is
/// freed when its leaving ends while its arrival is still running, which then touches the freed
/// toast and crashes the app (Escape pressed twice quickly with two toasts queued did it).
public final class ToastOverlay: Widget {
    /// libadwaita's toast hide animation (300 ms), and a little more.
    static let leavingTime: Duration = .milliseconds(350)

    /// The toast shown now, if any.
    private(set) var shown: Object?
    private var next: String?
    /// Until when a dismissed toast may still be leaving.
    private var leavingUntil = ContinuousClock.now
    private var showScheduled = false

    /// Whether libadwaita announces each toast to screen readers itself (≥ 1.5: "A toast
    /// appeared: …"); else whoever shows a toast says it too.
    public static var announcesToasts: Bool {
        #if ADW_1_5
        true
        #else
        false
        #endif
    }

    public init(child: Widget) {
        super.init(retaining: adw_toast_overlay_new())
        adw_toast_overlay_set_child(pointer.opaque, child.widget)
    }

    /// Shows `text` for a few seconds, instead of the toast shown now, if any.
    public func show(_ text: String) {
        next = text
        if let shown { adw_toast_dismiss(shown.opaque) }  // "dismissed" schedules the next
        else { scheduleNext() }
    }

    /// Toasts shown or waiting to be (0, 1 or 2). While one is shown, Escape dismisses it
    /// (libadwaita's binding) instead of reaching the window.
    public var waitingToasts: Int { (shown == nil ? 0 : 1) + (next == nil ? 0 : 1) }

    /// Shows the next toast once no toast is leaving.
    private func scheduleNext() {
        guard next != nil, shown == nil, !showScheduled else { return }
        showScheduled = true
        let wait = leavingUntil - ContinuousClock.now
        Task { @MainActor [weak self] in
            if wait > .zero { try? await Task.sleep(for: wait) }
            self?.showScheduled = false
            self?.showNext()
        }
    }

    private func showNext() {
        guard let text = next, shown == nil else { return scheduleNext() }
        guard ContinuousClock.now >= leavingUntil else { return scheduleNext() }
        next = nil
        guard let made = adw_toast_new(text) else { return }
        let toast = Object(adopting: made)
        shown = toast
        toast.on(.void("dismissed")) { [weak self, weak toast] in
            guard let self, shown === toast else { return }
            shown = nil
            leavingUntil = ContinuousClock.now + Self.leavingTime
            scheduleNext()
        }
        // The overlay takes a reference of its own.
        adw_toast_overlay_add_toast(pointer.opaque, g_object_ref(toast.pointer).opaque)
    }
}
