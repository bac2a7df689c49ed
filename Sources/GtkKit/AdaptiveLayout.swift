import CGtk

// A window that is a list beside a detail when wide and one of them at a time when narrow,
// with its page switcher in the header bar or at the bottom. Built of libadwaita ≥ 1.4's
// widgets where the system has them (AdwNavigationSplitView folded by an AdwBreakpoint,
// AdwViewSwitcher, AdwToolbarView), else of libadwaita 1.2's (AdwLeaflet, which folds by
// itself when its children's least widths do not fit; AdwViewSwitcherTitle; a box).

/// Two panes, a sidebar (the list) and its content (the detail): side by side, or one at a
/// time (folded), sliding from one to the other.
public final class SplitView: Widget {
    /// The least width of the two panes side by side: narrower, they fold.
    public let unfoldedMinimumWidth: Int

    #if ADW_1_4
    /// `sidebarWidth`: the sidebar's least and greatest width beside the content;
    /// `contentMinimumWidth`: the content's least width beside the sidebar. (Folded, each pane
    /// takes the window's width, however narrow.)
    public init(sidebar: Widget, sidebarTitle: String, content: Widget, contentTitle: String,
                sidebarWidth: (minimum: Int, maximum: Int), contentMinimumWidth: Int) {
        unfoldedMinimumWidth = sidebarWidth.minimum + contentMinimumWidth
        let sidebarPage = adw_navigation_page_new(sidebar.widget, sidebarTitle)
        let contentPage = adw_navigation_page_new(content.widget, contentTitle)
        super.init(retaining: adw_navigation_split_view_new())
        adw_navigation_split_view_set_sidebar_width_unit(pointer.opaque, ADW_LENGTH_UNIT_PX)
        adw_navigation_split_view_set_min_sidebar_width(pointer.opaque, Double(sidebarWidth.minimum))
        adw_navigation_split_view_set_max_sidebar_width(pointer.opaque, Double(sidebarWidth.maximum))
        adw_navigation_split_view_set_sidebar_width_fraction(pointer.opaque, 0.4)
        adw_navigation_split_view_set_sidebar(pointer.opaque, sidebarPage?.cast())
        adw_navigation_split_view_set_content(pointer.opaque, contentPage?.cast())
        // The app goes back itself (its Back button, keys, swipe), through its own history of
        // items shown: the split view's own shortcuts and gestures would skip that history.
        adw_navigation_page_set_can_pop(contentPage?.cast(), 0)
    }

    /// Whether one pane is shown at a time.
    public var isFolded: Bool { adw_navigation_split_view_get_collapsed(pointer.opaque) != 0 }

    /// Whether Escape and Alt+Left coming up from the content stop at the split view: its own
    /// Back claims them even though its pages cannot go back (the app goes back itself), so a
    /// handler above it never sees them.
    public var claimsBackKeys: Bool { true }

    func setFolded(_ folded: Bool) { adw_navigation_split_view_set_collapsed(pointer.opaque, folded ? 1 : 0) }

    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) {
        on(.notify("collapsed"), handler)
    }

    /// Whether the content, not the sidebar, is the pane shown when folded.
    public var showsContent: Bool {
        get { adw_navigation_split_view_get_show_content(pointer.opaque) != 0 }
        set { adw_navigation_split_view_set_show_content(pointer.opaque, newValue ? 1 : 0) }
    }
    #else
    /// `sidebarWidth`: the sidebar's least and greatest width beside the content (the
    /// sidebar's own size request and natural width must say the same: the leaflet folds
    /// when its children's least widths do not fit); `contentMinimumWidth`: the content's.
    public init(sidebar: Widget, sidebarTitle: String, content: Widget, contentTitle: String,
                sidebarWidth: (minimum: Int, maximum: Int), contentMinimumWidth: Int) {
        unfoldedMinimumWidth = sidebarWidth.minimum + contentMinimumWidth
        super.init(retaining: adw_leaflet_new())
        content.setSizeRequest(width: contentMinimumWidth)
        // Folded, the shown child gets the whole width.
        adw_leaflet_set_homogeneous(pointer.opaque, 1)
        // The children slide side by side. libadwaita 1.2's default transition (the next child
        // sliding over the last with a shadow) keeps some memory on every transition: a detail
        // opened and closed a thousand times on a phone kept megabytes.
        adw_leaflet_set_transition_type(pointer.opaque, ADW_LEAFLET_TRANSITION_TYPE_SLIDE)
        adw_leaflet_page_set_name(adw_leaflet_append(pointer.opaque, sidebar.widget), "sidebar")
        adw_leaflet_page_set_name(adw_leaflet_append(pointer.opaque, content.widget), "content")
    }

    /// Whether one pane is shown at a time.
    public var isFolded: Bool { adw_leaflet_get_folded(pointer.opaque) != 0 }

    /// Whether Escape and Alt+Left coming up from the content stop here: not in a leaflet.
    public var claimsBackKeys: Bool { false }

    public func onFoldedChanged(_ handler: @escaping @MainActor () -> Void) {
        on(.notify("folded"), handler)
    }

    /// Whether the content, not the sidebar, is the pane shown when folded.
    public var showsContent: Bool {
        get { adw_leaflet_get_visible_child_name(pointer.opaque).map { String(cString: $0) } == "content" }
        set { adw_leaflet_set_visible_child_name(pointer.opaque, newValue ? "content" : "sidebar") }
    }
    #endif
}

/// The pages of a `ViewStack` as buttons in a header bar, or the window's title when the
/// window is too narrow for them (a `ViewSwitcherBar` shows them then).
public final class ViewSwitcherTitle: Widget {
    #if ADW_1_4
    private let switcher = Widget(retaining: adw_view_switcher_new())
    private let title: Widget
    /// The bars that show the pages while this shows the title.
    fileprivate var bars: [ViewSwitcherBar] = []

    public init(stack: ViewStack, title: String) {
        self.title = Widget(retaining: adw_window_title_new(title, nil))
        super.init(retaining: gtk_stack_new())
        adw_view_switcher_set_stack(switcher.opaque, stack.pointer.opaque)
        adw_view_switcher_set_policy(switcher.opaque, ADW_VIEW_SWITCHER_POLICY_WIDE)
        // As wide as what it shows: the switcher's width must not keep a narrow window wide.
        gtk_stack_set_hhomogeneous(pointer.opaque, 0)
        gtk_stack_add_named(pointer.opaque, switcher.widget, "switcher")
        gtk_stack_add_named(pointer.opaque, self.title.widget, "title")
    }

    /// Names the switcher (the title is read as the window's).
    public override func setAccessibleLabel(_ label: String) { switcher.setAccessibleLabel(label) }

    func setNarrow(_ narrow: Bool) {
        gtk_stack_set_visible_child_name(pointer.opaque, narrow ? "title" : "switcher")
        for bar in bars { adw_view_switcher_bar_set_reveal(bar.pointer.opaque, narrow ? 1 : 0) }
    }
    #else
    public init(stack: ViewStack, title: String) {
        super.init(retaining: adw_view_switcher_title_new())
        adw_view_switcher_title_set_stack(pointer.opaque, stack.pointer.opaque)
        adw_view_switcher_title_set_title(pointer.opaque, title)
        // libadwaita 1.2's squeezer lays the switcher it fades out (~200 ms, as the window
        // narrows) wider than its own place, over the header bar's Back, and keeps it
        // clickable: a click on Back showed Countries. Clipped to its place, it is neither
        // painted nor picked there.
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }
    #endif
}

/// The pages of a `ViewStack` as buttons at the bottom of a window, shown while `title`'s
/// buttons do not fit in the header bar (a phone).
public final class ViewSwitcherBar: Widget {
    public init(stack: ViewStack, standingInFor title: ViewSwitcherTitle) {
        super.init(retaining: adw_view_switcher_bar_new())
        adw_view_switcher_bar_set_stack(pointer.opaque, stack.pointer.opaque)
        #if ADW_1_4
        title.bars.append(self)
        #else
        g_object_bind_property(title.pointer.raw, "title-visible", pointer.raw, "reveal", ALMANAC_G_BINDING_SYNC_CREATE)
        #endif
    }
}

/// A header bar over the content and, if given, a bar under it (an `AdwToolbarView`; before
/// libadwaita 1.4, a box that lays out the content before the bars: `allocateContentFirst`).
public final class ToolbarView: Widget {
    public init(top: Widget, content: Widget, bottom: Widget? = nil) {
        #if ADW_1_4
        super.init(retaining: adw_toolbar_view_new())
        adw_toolbar_view_add_top_bar(pointer.opaque, top.widget)
        adw_toolbar_view_set_content(pointer.opaque, content.widget)
        if let bottom { adw_toolbar_view_add_bottom_bar(pointer.opaque, bottom.widget) }
        #else
        super.init(retaining: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
        for child in [top, content, bottom].compactMap({ $0 }) { gtk_box_append(pointer.cast(), child.widget) }
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, measureBarsAndContent, allocateContentFirst))
        content.expands = (true, true)
        #endif
    }
}

#if !ADW_1_4
/// The bars' and the content's sizes, stacked: as a vertical box measures them.
private func measureBarsAndContent(_ view: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: gint,
                                   _ minimum: UnsafeMutablePointer<gint>?, _ natural: UnsafeMutablePointer<gint>?,
                                   _: UnsafeMutablePointer<gint>?, _: UnsafeMutablePointer<gint>?) {
    var total = (minimum: gint(0), natural: gint(0))
    var child = gtk_widget_get_first_child(view)
    while let current = child {
        if gtk_widget_should_layout(current) != 0 {
            var childMinimum: gint = 0, childNatural: gint = 0
            gtk_widget_measure(current, orientation, orientation == GTK_ORIENTATION_VERTICAL ? forSize : -1,
                               &childMinimum, &childNatural, nil, nil)
            total = orientation == GTK_ORIENTATION_VERTICAL
                ? (total.minimum + childMinimum, total.natural + childNatural)
                : (max(total.minimum, childMinimum), max(total.natural, childNatural))
        }
        child = gtk_widget_get_next_sibling(current)
    }
    minimum?.pointee = total.minimum
    natural?.pointee = total.natural
}

/// The bars at their natural heights and the content between them, the content laid out
/// first: libadwaita 1.2's leaflet in it folds while it is laid out, and a fold shows or hides
/// buttons in the header bar. Laid out before the content (as a GtkBox does), the header bar
/// then had no allocation when painted: GTK 4.8 on Wayland paints before laying it out again
/// ("Trying to snapshot AdwHeaderBar … without a current allocation").
private func allocateContentFirst(_ view: UnsafeMutablePointer<GtkWidget>?, _ width: gint, _ height: gint, _: gint) {
    guard let top = gtk_widget_get_first_child(view), let content = gtk_widget_get_next_sibling(top) else { return }
    let bottom = gtk_widget_get_next_sibling(content)
    func naturalHeight(_ bar: UnsafeMutablePointer<GtkWidget>?) -> gint {
        guard let bar, gtk_widget_should_layout(bar) != 0 else { return 0 }
        var natural: gint = 0
        gtk_widget_measure(bar, GTK_ORIENTATION_VERTICAL, width, nil, &natural, nil, nil)
        return natural
    }
    let topHeight = naturalHeight(top), bottomHeight = naturalHeight(bottom)
    var area = GtkAllocation(x: 0, y: topHeight, width: width, height: max(0, height - topHeight - bottomHeight))
    gtk_widget_size_allocate(content, &area, -1)
    for (bar, y, barHeight) in [(top, 0, topHeight), (bottom, height - bottomHeight, bottomHeight)] {
        guard let bar, gtk_widget_should_layout(bar) != 0 else { continue }
        area = GtkAllocation(x: 0, y: y, width: width, height: barHeight)
        gtk_widget_size_allocate(bar, &area, -1)
    }
}
#endif

extension ApplicationWindow {
    /// While the window is too narrow for `split`'s panes side by side, it shows one at a
    /// time and `switcher` gives way to its bar. (libadwaita ≥ 1.4: a breakpoint of the window;
    /// 1.2: the leaflet and the switcher title do it by themselves, from their children's sizes.)
    public func adapt(folding split: SplitView, narrowing switcher: ViewSwitcherTitle) {
        #if ADW_1_4
        let condition = adw_breakpoint_condition_new_length(ADW_BREAKPOINT_CONDITION_MAX_WIDTH,
                                                            Double(split.unfoldedMinimumWidth - 1), ADW_LENGTH_UNIT_PX)
        let breakpoint = Object(adopting: adw_breakpoint_new(condition)!)
        breakpoint.on(.void("apply")) { [weak split, weak switcher] in
            split?.setFolded(true)
            switcher?.setNarrow(true)
        }
        breakpoint.on(.void("unapply")) { [weak split, weak switcher] in
            split?.setFolded(false)
            switcher?.setNarrow(false)
        }
        adw_application_window_add_breakpoint(pointer.cast(), g_object_ref(breakpoint.pointer.raw).opaque)
        #endif
    }
}
