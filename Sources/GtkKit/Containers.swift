import CGtk

/// A `GtkBox`.
public final class Box: Widget {
    public enum Orientation: UInt32 { case horizontal = 0, vertical }

    /// What a box that is one control stands for to assistive technology, in place of a plain
    /// container (which GTK 4.18 leaves nameless, as ARIA says).
    public enum Role {
        /// A control whose value the arrow keys change (GTK_ACCESSIBLE_ROLE_SLIDER), said by
        /// its name and its description (what the value stands for).
        case adjustable
    }

    public init(_ orientation: Orientation, spacing: Int = 0, cssClasses: [String] = [], role: Role? = nil) {
        super.init(retaining: gtk_box_new(GtkOrientation(rawValue: orientation.rawValue), gint(spacing)))
        if role == .adjustable { setAccessibleRole(GTK_ACCESSIBLE_ROLE_SLIDER) }
        cssClasses.forEach(addCSSClass)
    }

    public func append(_ child: Widget) { gtk_box_append(pointer.cast(), child.widget) }
    public func prepend(_ child: Widget) { gtk_box_prepend(pointer.cast(), child.widget) }
    public func remove(_ child: Widget) { gtk_box_remove(pointer.cast(), child.widget) }
}

/// An `AdwClamp`: its child as wide as the clamp up to `maximumWidth`, then centred, so that
/// lines of text stay short enough to read in a wide window.
public final class Clamp: Widget {
    public init(child: Widget, maximumWidth: Int) {
        super.init(retaining: adw_clamp_new())
        adw_clamp_set_maximum_size(pointer.opaque, gint(maximumWidth))
        adw_clamp_set_tightening_threshold(pointer.opaque, gint(maximumWidth))
        adw_clamp_set_child(pointer.opaque, child.widget)
    }
}

/// A `GtkOverlay`: a main child with others floating above it.
public final class Overlay: Widget {
    public init(child: Widget) {
        super.init(retaining: gtk_overlay_new())
        gtk_overlay_set_child(pointer.opaque, child.widget)
    }

    public func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(pointer.opaque, overlay.widget) }
}

/// A `GtkStack`: one visible child at a time, by name; switching crossfades, or is instant.
/// Sized by the visible child alone: the hidden ones are not measured at every layout (GTK's
/// default measures them all, to keep the stack's size when switching).
public final class Stack: Widget {
    public init(crossfades: Bool = true) {
        super.init(retaining: gtk_stack_new())
        gtk_stack_set_transition_type(pointer.opaque, crossfades ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE)
        gtk_stack_set_hhomogeneous(pointer.opaque, 0)
        gtk_stack_set_vhomogeneous(pointer.opaque, 0)
    }

    /// Adds a page; `title` appears in a `StackSwitcher` and names its button.
    public func add(_ child: Widget, name: String, title: String? = nil) {
        if let title {
            gtk_stack_add_titled(pointer.opaque, child.widget, name, title)
        } else {
            gtk_stack_add_named(pointer.opaque, child.widget, name)
        }
    }

    public var visibleChildName: String? {
        get { gtk_stack_get_visible_child_name(pointer.opaque).map { String(cString: $0) } }
        set { newValue.map { gtk_stack_set_visible_child_name(pointer.opaque, $0) } }
    }
}

/// A `GtkScrolledWindow` that scrolls vertically.
public final class ScrolledWindow: Widget {
    /// With `fixedWidth`, the child's width asks nothing of the window: the scrolled window
    /// gives the child the width it has (the child must wrap or clip to fit).
    public init(child: Widget, fixedWidth: Bool = false) {
        super.init(retaining: gtk_scrolled_window_new())
        gtk_scrolled_window_set_child(pointer.opaque, child.widget)
        gtk_scrolled_window_set_policy(pointer.opaque, fixedWidth ? GTK_POLICY_EXTERNAL : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        expands = (true, true)
    }

    /// The vertical scroll position and range.
    public var verticalAdjustment: Adjustment {
        Adjustment(retaining: gtk_scrolled_window_get_vadjustment(pointer.opaque))
    }

    /// Keeps the widget inside with the keyboard focus in view with `margin` pixels to spare
    /// above and below: room for its focus ring, which GTK's own scrolling to the focus (to the
    /// widget's edge) cuts off. The view moves once the content has been laid out, so a focus
    /// given with new content goes by where it is now. Call before the window is shown.
    public func keepFocusInView(margin: Double) {
        guard let viewport = gtk_scrolled_window_get_child(pointer.opaque),
              viewport.isInstance(of: gtk_viewport_get_type()),
              let content = gtk_viewport_get_child(viewport.opaque) else { return }
        gtk_viewport_set_scroll_to_focus(viewport.opaque, 0)
        let adjustment = verticalAdjustment
        let moved = FocusMoved()
        /// The focus widget, when it is inside the content.
        let focusInside = { [pointer] () -> UnsafeMutablePointer<GtkWidget>? in
            guard let root = gtk_widget_get_root(pointer.cast()), let focus = gtk_root_get_focus(root),
                  gtk_widget_is_ancestor(focus, content) != 0 else { return nil }
            return focus
        }
        on(.realize) { [pointer] in
            gtk_widget_get_root(pointer.cast())?.on(.notify("focus-widget")) {
                guard focusInside() != nil else { return }
                moved.pending = true
                gtk_widget_queue_allocate(viewport.cast())  // a layout, after which the view moves
            }
        }
        onLayout {
            guard moved.pending else { return }
            moved.pending = false
            // Where the focus is in the viewport, which shows the part the adjustment's value
            // scrolled to.
            var bounds = graphene_rect_t()
            guard let focus = focusInside(), gtk_widget_compute_bounds(focus, viewport.cast(), &bounds) != 0 else { return }
            let top = Double(bounds.origin.y) - margin
            let bottom = Double(bounds.origin.y + bounds.size.height) + margin
            if top < 0 {
                adjustment.value += top
            } else if bottom > adjustment.pageSize {
                adjustment.value += bottom - adjustment.pageSize
            }
        }
    }

    /// Whether the focus moved inside since the last layout.
    @MainActor private final class FocusMoved { var pending = false }

    /// Stops the view's own motion — a fling coasting, or the bounce back that a wheel turned
    /// at either end starts — so that a move the app makes now is not undone: until that motion
    /// ends (up to a second), GTK sets the position again on every frame. (GTK has no call for
    /// it; turning kinetic scrolling off stops it.)
    public func stopMomentum() {
        guard gtk_scrolled_window_get_kinetic_scrolling(pointer.opaque) != 0 else { return }
        gtk_scrolled_window_set_kinetic_scrolling(pointer.opaque, 0)
        gtk_scrolled_window_set_kinetic_scrolling(pointer.opaque, 1)
    }
}

/// A `GtkAdjustment`: a scroll position within a range.
public final class Adjustment: Object {
    private var adjustment: UnsafeMutablePointer<GtkAdjustment> { pointer.cast() }

    public var value: Double {
        get { gtk_adjustment_get_value(adjustment) }
        set { gtk_adjustment_set_value(adjustment, newValue) }
    }

    public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

    /// The end of the range: the content's height, for a scrolled window.
    public var upper: Double { gtk_adjustment_get_upper(adjustment) }
}

/// A `GtkHeaderBar`: the window's title bar with the window controls.
public final class HeaderBar: Widget {
    public init() {
        super.init(retaining: adw_header_bar_new())
    }

    public func packStart(_ child: Widget) { adw_header_bar_pack_start(pointer.opaque, child.widget) }

    public func packEnd(_ child: Widget) { adw_header_bar_pack_end(pointer.opaque, child.widget) }

    /// Replaces the title in the middle, e.g. with a view switcher.
    public func setTitleWidget(_ child: Widget) { adw_header_bar_set_title_widget(pointer.opaque, child.widget) }
}

/// A `GtkGrid`: children in rows and columns.
public final class Grid: Widget {
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        super.init(retaining: gtk_grid_new())
        gtk_grid_set_row_spacing(pointer.cast(), guint(rowSpacing))
        gtk_grid_set_column_spacing(pointer.cast(), guint(columnSpacing))
    }

    public func attach(_ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(pointer.cast(), child.widget, gint(column), gint(row), 1, 1)
    }

    public func remove(_ child: Widget) { gtk_grid_remove(pointer.cast(), child.widget) }
}

/// A `GtkRevealer`: shows its child, fading it in on request.
public final class Revealer: Widget {
    public init(child: Widget) {
        super.init(retaining: gtk_revealer_new())
        gtk_revealer_set_child(pointer.opaque, child.widget)
        gtk_revealer_set_reveal_child(pointer.opaque, 1)
    }

    /// Hides the child at once, then fades it in (unless animations are off: then it just
    /// shows). A crossfade keeps the child's size, so a list laying the row out sees its real height.
    public func fadeIn() {
        gtk_revealer_set_transition_type(pointer.opaque, GTK_REVEALER_TRANSITION_TYPE_CROSSFADE)
        gtk_revealer_set_transition_duration(pointer.opaque, 0)
        gtk_revealer_set_reveal_child(pointer.opaque, 0)
        gtk_revealer_set_transition_duration(pointer.opaque, 250)
        gtk_revealer_set_reveal_child(pointer.opaque, 1)
    }
}

/// A `GtkFixed`: children at positions it is told (which may lie partly outside it).
public final class Fixed: Widget {
    public init() {
        super.init(retaining: gtk_fixed_new())
    }

    public func put(_ child: Widget, x: Double = 0, y: Double = 0) {
        gtk_fixed_put(pointer.cast(), child.widget, x, y)
    }

    public func move(_ child: Widget, x: Double, y: Double) {
        gtk_fixed_move(pointer.cast(), child.widget, x, y)
    }
}

/// A `GtkListBox` of rows in libadwaita's boxed-list look, for a short list of choices.
public final class ListBox: Widget {
    public init(accessibleName: String) {
        super.init(retaining: gtk_list_box_new())
        gtk_list_box_set_selection_mode(pointer.opaque, GTK_SELECTION_NONE)
        addCSSClass("boxed-list")
        setAccessibleLabel(accessibleName)
    }

    public func append(_ row: Widget) { gtk_list_box_append(pointer.opaque, row.widget) }

    public func removeAll() {
        while let row = gtk_widget_get_first_child(widget) { gtk_list_box_remove(pointer.opaque, row) }
    }

    /// Gives the focus to the first row; false when there is none.
    public func focusFirstRow() -> Bool {
        guard let row = gtk_list_box_get_row_at_index(pointer.opaque, 0) else { return false }
        return gtk_widget_grab_focus(row.cast(GtkWidget.self)) != 0
    }

    /// Activates the first row (as Enter on it would); false when there is none.
    public func activateFirstRow() -> Bool {
        guard let row = gtk_list_box_get_row_at_index(pointer.opaque, 0) else { return false }
        return gtk_widget_activate(row.cast(GtkWidget.self)) != 0
    }
}
