import CGtk

/// An owning reference to a `GtkWidget`, with the handful of widget calls the app needs.
open class Widget: Object {
    /// The widget as a `GtkWidget *`.
    @_spi(Raw) public var widget: UnsafeMutablePointer<GtkWidget> { pointer.cast() }

    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Adds the class when `present`, removes it otherwise.
    public func setCSSClass(_ name: String, _ present: Bool) {
        if present { addCSSClass(name) } else { removeCSSClass(name) }
    }

    public var expands: (horizontal: Bool, vertical: Bool) {
        get { (gtk_widget_get_hexpand(widget) != 0, gtk_widget_get_vexpand(widget) != 0) }
        set {
            gtk_widget_set_hexpand(widget, newValue.horizontal ? 1 : 0)
            gtk_widget_set_vexpand(widget, newValue.vertical ? 1 : 0)
        }
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether it responds to input (an unavailable button is greyed out).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether it is laid out right to left (the user's language is written so).
    public var isRightToLeft: Bool { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }

    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    public var canFocus: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether it is on screen: shown, in a shown parent, and not set aside (a list keeps some
    /// row widgets it does not display; those are not mapped).
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    public var width: Int { Int(gtk_widget_get_width(widget)) }

    /// Device pixels per logical pixel (2 on HiDPI screens).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widget, gint(width), gint(height))
    }

    public enum Alignment: UInt32 { case fill = 0, start, end, center, baseline }

    public func setAlignment(horizontal: Alignment? = nil, vertical: Alignment? = nil) {
        if let horizontal { gtk_widget_set_halign(widget, GtkAlign(rawValue: horizontal.rawValue)) }
        if let vertical { gtk_widget_set_valign(widget, GtkAlign(rawValue: vertical.rawValue)) }
    }

    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Moves the keyboard focus to the first (or, backwards, the last) focusable widget inside.
    @discardableResult
    public func focusInside(backwards: Bool = false) -> Bool {
        gtk_widget_child_focus(widget, backwards ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD) != 0
    }

    public var hasFocusWithin: Bool {
        gtk_widget_has_focus(widget) != 0 || gtk_widget_get_focus_child(widget) != nil
    }

    /// Whether the widget itself (not one inside it) has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Where the keyboard focus of the widget's window is now, to tell later whether it has moved.
    public var windowFocus: FocusMark {
        FocusMark(widget: gtk_widget_get_root(widget).flatMap { gtk_root_get_focus($0) }.map(UnsafeMutableRawPointer.init))
    }

    /// Whether another widget of the window, outside this one, has the keyboard focus (false
    /// when the focus is in this widget or nowhere).
    public var focusIsElsewhere: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return focus != widget && gtk_widget_is_ancestor(focus, widget) == 0
    }

    /// Has its window show focus rings, as after keyboard navigation (until GTK hides them again
    /// some seconds after the last key, or at a click).
    public func showFocusRings() {
        guard let root = gtk_widget_get_root(widget), root.isInstance(of: gtk_window_get_type()) else { return }
        gtk_window_set_focus_visible(root.cast(), 1)
    }

    /// Adds an event controller (gesture, key controller); the widget keeps it alive from then on.
    public func addController(_ controller: Object) {
        g_object_ref(controller.pointer)  // gtk_widget_add_controller takes a reference of its own
        gtk_widget_add_controller(widget, controller.pointer.opaque)
    }

    /// The point (x, y) of this widget in `other`'s coordinates, when both are in one window.
    public func translate(x: Double, y: Double, to other: Widget) -> (x: Double, y: Double)? {
        Self.translate(x: x, y: y, from: widget, to: other.widget)
    }

    /// A point of `source` in `target`'s coordinates; nil when they share no window.
    static func translate(x: Double, y: Double, from source: UnsafeMutablePointer<GtkWidget>,
                          to target: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double)? {
        #if GTK_4_12
        var point = graphene_point_t(x: Float(x), y: Float(y)), out = graphene_point_t()
        guard gtk_widget_compute_point(source, target, &point, &out) != 0 else { return nil }
        return (Double(out.x), Double(out.y))
        #else
        var outX = 0.0, outY = 0.0
        guard gtk_widget_translate_coordinates(source, target, x, y, &outX, &outY) != 0 else { return nil }
        return (outX, outY)
        #endif
    }

    /// Runs `action` (e.g. "list.scroll-to-item") on this widget with a `u` parameter.
    @discardableResult
    public func activateAction(_ name: String, uint32 parameter: UInt32) -> Bool {
        gtk_widget_activate_action_variant(widget, name, g_variant_new_uint32(parameter)) != 0
    }

    /// Asks GTK to lay the widget out again (in the next frame), so `onLayout` handlers run.
    public func queueAllocate() { gtk_widget_queue_allocate(widget) }

    /// Asks for a new frame to be drawn.
    public func queueDraw() { gtk_widget_queue_draw(widget) }

    /// The widget's own opacity (0 to 1), applied over what CSS gives it.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Calls `handler` after every frame painted for this widget's window, from its realization
    /// on: the moment widgets are laid out where the user sees them.
    public func onFramePainted(_ handler: @escaping @MainActor () -> Void) {
        on(.realize) { [pointer] in
            gtk_widget_get_frame_clock(pointer.cast())?.on(.afterPaint, handler)
        }
    }

    /// Calls `handler` each time GTK has laid out this widget's window, before the frame is
    /// painted: a handler may read where widgets are and move things (scroll, resize); GTK then
    /// lays out again within the same frame, so what is painted already shows the result.
    /// Handlers must change nothing when nothing needs changing, or the layout would not settle.
    public func onLayout(_ handler: @escaping @MainActor () -> Void) {
        // Connected to the frame clock, which outlives the widget (a window's dialogs share
        // it): let go of as the widget is unrealized, or a window closed goes on being called.
        var connection: SignalConnection?
        on(.realize) { [pointer] in
            connection = gtk_widget_get_frame_clock(pointer.cast())?.on(.void("layout"), after: true, handler)
        }
        on(.void("unrealize")) {
            connection?.disconnect()
            connection = nil
        }
    }

    /// The number of the frame its window's frame clock is drawing (or drew last); nil before
    /// the widget is realized. Layout passes of one frame see the same number.
    public var frameCounter: Int? {
        gtk_widget_get_frame_clock(widget).map { gdk_frame_clock_get_frame_counter($0) }
    }

    /// The least height it can be given (`gtk_widget_measure`, for any width).
    public var minimumHeight: Int {
        var minimum: gint = 0
        gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
        return Int(minimum)
    }

    /// Whether it receives pointer input (false: clicks go to what is under it).
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Clips children to this widget's area.
    public func clipChildren() { gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN) }

    /// The name assistive technology announces (GTK_ACCESSIBLE_PROPERTY_LABEL). It replaces
    /// the name a widget takes from its content: GTK 4.10 and later relate a button to its own
    /// label (labelled-by), and that relation, not the label property, makes the name. Set it
    /// after the widget's text, which may relate it again.
    public func setAccessibleLabel(_ label: String) {
        setAccessibleText(label, GTK_ACCESSIBLE_PROPERTY_LABEL)
        gtk_accessible_reset_relation(pointer.opaque, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    }

    /// Names a value shown beside the name of what it is ("Astana" beside "Capital") the way
    /// the platform's screen reader reads a focused label. Orca 46 and later (with GTK 4.14 and
    /// later) say a label's own text after the labels it is labelled by, so the value is
    /// related to `names` (a fact's, and in a table its column's too), and to `note` (a
    /// number's year) as what describes it; Orca 43 (with GTK 4.8) says a focused label's
    /// accessible name in place of its text, so the value is named `spoken` ("Capital, Astana").
    public func setAccessibleLabel(_ spoken: String, shownBeside names: Widget..., note: Widget? = nil) {
        #if GTK_4_14
        Self.relate(widget, GTK_ACCESSIBLE_RELATION_LABELLED_BY, to: names)
        if let note { Self.relate(widget, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, to: [note]) }
        #else
        setAccessibleLabel(spoken)
        #endif
    }

    #if GTK_4_14
    private static func relate(_ widget: UnsafeMutablePointer<GtkWidget>, _ relation: GtkAccessibleRelation,
                               to others: [Widget]) {
        var relation = relation
        var value = GValue()
        gtk_accessible_relation_init_value(relation, &value)  // a pointer: a GList GTK takes
        defer { g_value_unset(&value) }
        g_value_set_pointer(&value, others.reduce(nil) { g_list_append($0, $1.widget) })
        gtk_accessible_update_relation_value(OpaquePointer(widget), 1, &relation, &value)
    }
    #endif

    /// What assistive technology says after the name (GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    /// a screen reader speaks a focused widget's new description when it changes.
    public func setAccessibleDescription(_ description: String) {
        Self.setOwnDescription(description, of: widget)
    }

    /// Sets a widget's description and keeps it as its own, for the `Announcer` to put back
    /// after it has lent the description to a message.
    static func setOwnDescription(_ description: String, of widget: UnsafeMutablePointer<GtkWidget>) {
        AccessibleDescriptions.record(description, of: widget)
        setAccessibleText(description, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, of: widget)
    }

    private func setAccessibleText(_ text: String, _ property: GtkAccessibleProperty) {
        Self.setAccessibleText(text, property, of: widget)
    }

    /// Gives the widget an accessible role other than its class's. Only right after it is
    /// made: GTK fixes the role once anything has asked for the widget's accessible.
    func setAccessibleRole(_ role: GtkAccessibleRole) {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        defer { g_value_unset(&value) }
        g_value_set_enum(&value, gint(role.rawValue))
        g_object_set_property(pointer.cast(), "accessible-role", &value)
    }

    /// Sets a text property of any accessible (a widget, a stack page).
    static func setAccessibleText(_ text: String, _ property: GtkAccessibleProperty, of accessible: some GPointer) {
        var property = property
        var value = GValue()
        g_value_init(&value, gTypeString)
        g_value_set_string(&value, text)
        gtk_accessible_update_property_value(accessible.opaque, 1, &property, &value)
        g_value_unset(&value)
    }
}

/// `G_TYPE_STRING`: a C macro (`G_TYPE_MAKE_FUNDAMENTAL (16)`), so not imported.
let gTypeString: GType = 16 << 2
let gTypeBoolean: GType = 5 << 2
/// `G_TYPE_INT`: `G_TYPE_MAKE_FUNDAMENTAL (6)`.
@_spi(Raw) public let gTypeInt: GType = 6 << 2

/// The widget that had the keyboard focus of a window at some moment (or none), only to be
/// compared with where the focus is later.
public struct FocusMark: Equatable {
    fileprivate let widget: UnsafeMutableRawPointer?
}
