import CGtk

/// The Swift side of one row widget tree of a `ListView`, made once and bound to many items.
@MainActor
public protocol ListRow: AnyObject {
    /// The widget handed to GTK as the list item's child.
    var root: Widget { get }
}

/// A `GtkListItem` during a bind: how the row may be used.
@MainActor
public struct ListItem {
    fileprivate let item: UnsafeMutableRawPointer
    /// The list's widget around the row: what takes the focus, and what a screen reader reads.
    fileprivate let cell: UnsafeMutablePointer<GtkWidget>?

    /// The position in the list.
    public var position: Int { Int(gtk_list_item_get_position(item.opaque)) }

    /// What assistive technology says of the row: its name and, after it, its description.
    public func setAccessible(label: String, description: String) {
        guard let cell else { return }
        Widget.setAccessibleText(label, GTK_ACCESSIBLE_PROPERTY_LABEL, of: cell)
        Widget.setOwnDescription(description, of: cell)
    }

    /// Whether the user can select and activate it (section headers cannot).
    public func setInteractive(_ interactive: Bool) {
        gtk_list_item_set_selectable(item.opaque, interactive ? 1 : 0)
        gtk_list_item_set_activatable(item.opaque, interactive ? 1 : 0)
    }
}

/// A `GtkListView` with single selection over a Swift `ListModel`; rows are `Row` objects made
/// by `makeRow` and filled by `bind`. It scales to millions of items: GTK makes rows only for
/// what is on screen and recycles them.
///
/// The list is given its model when it is first shown, in its scrolled window. GTK 4.8 makes and
/// binds about 200 rows whenever a list's model changes, shown or not: a list in a page nobody
/// has looked at yet (another collection, loading while the window opens) would do all that on
/// the main thread for nothing.
public final class ListView<Source: RandomAccessCollection, Row: ListRow>: Widget where Source.Index == Int {
    public let model: ListModel<Source>
    private let selection: Object
    /// The rows alive now, by their GtkListItem.
    private var rows: [UnsafeMutableRawPointer: Row] = [:]
    private let makeRow: @MainActor () -> Row
    private let bindRow: @MainActor (Row, Source.Element, ListItem) -> Void

    public init(model: ListModel<Source>, makeRow: @escaping @MainActor () -> Row,
                bind: @escaping @MainActor (Row, Source.Element, ListItem) -> Void) {
        self.model = model
        self.makeRow = makeRow
        self.bindRow = bind
        g_object_ref(model.pointer)  // the selection model takes this reference
        selection = Object(retaining: gtk_single_selection_new(model.opaque))
        gtk_single_selection_set_autoselect(selection.opaque, 0)
        gtk_single_selection_set_can_unselect(selection.opaque, 1)
        let factory = Object(adopting: gtk_signal_list_item_factory_new())
        g_object_ref(factory.pointer)  // the list view takes this reference
        super.init(retaining: gtk_list_view_new(nil, factory.pointer.opaque))
        #if GTK_4_12
        // Tab leaves the list, as in GTK 4.8; the arrow keys move between rows (by default
        // GTK ≥ 4.12 tabs through every row).
        gtk_list_view_set_tab_behavior(pointer.opaque, GTK_LIST_TAB_ITEM)
        #endif
        if GtkQuirks.recycledInscriptionsKeepTheirFont { Display.onTextChange { [weak self] in self?.remakeRows() } }
        pinnedBand = ListPinnedBand(list: self)
        rowPointer = ListRowPointer(list: self) { [unowned self] x, y in cell(atX: x, y: y) }
        attachment = on(.void("map")) { [unowned self] in attachModel() }
        factory.on(.pointer("unbind")) { [weak self] _ in self?.positionsChanged() }
        model.on(.itemsChanged) { [weak self] _, _, _ in self?.positionsChanged() }

        factory.on(.pointer("setup")) { [weak self] item in
            self?.positionsChanged()
            guard let self else { return }
            give(item, spareRows.popLast() ?? makeRow())
        }
        factory.on(.pointer("bind")) { [weak self] item in self?.bind(item) }
        factory.on(.pointer("teardown")) { [weak self] item in
            guard let self, let row = rows.removeValue(forKey: item) else { return }
            positionsChanged()
            gtk_list_item_set_child(item.opaque, nil)
            if spareRows.count < Self.maximumSpareRows { spareRows.append(row) }
        }
    }

    private func give(_ item: UnsafeMutableRawPointer, _ row: Row) {
        gtk_list_item_set_child(item.opaque, row.root.widget)
        rows[item] = row
    }

    private func bind(_ item: UnsafeMutableRawPointer) {
        positionsChanged()
        guard let row = rows[item], let object = gtk_list_item_get_item(item.opaque),
              let element = ListModel<Source>.element(of: object) else { return }
        // Input goes to the list, not to the row widget: see `ListRowPointer`.
        row.root.canTarget = false
        let cell = gtk_widget_get_parent(row.root.widget)
        if let cell { gtk_widget_set_can_target(cell, 0) }
        bindRow(row, element, ListItem(item: item, cell: cell))
    }

    /// `GtkQuirks.recycledInscriptionsKeepTheirFont`: a `GtkInscription` lays its text out with
    /// the Pango context its widget had when it was made, and GTK drops a widget's context when
    /// the widget leaves the window (`gtk_widget_unroot`). An inscription in a row handed out
    /// again from `spareRows` keeps the font it had then: after the desktop's text size changes,
    /// its text is drawn in the old size, clipped by a row of the new height. So on such a
    /// change every row is made anew (and the focused row's cell, its child replaced, is focused
    /// again: GTK 4.8 then painted it without its focus ring now and then).
    private func remakeRows() {
        let focused = focusedPosition
        spareRows.removeAll()
        for item in rows.keys {
            give(item, makeRow())
            if gtk_list_item_get_item(item.opaque) != nil { bind(item) }
        }
        positionsChanged()
        if let focused { focus(focused) }
    }

    /// The bound rows by position, gathered when first asked for after rows were bound, made,
    /// torn down or moved by a change of the model: a jump asks for rows by position many times.
    private var rowsByPositionNow: [Int: Row]?

    private func positionsChanged() { rowsByPositionNow = nil }

    /// GTK 4.8: rows whose list item GTK destroyed, to hand out again. GTK recycles row widgets
    /// only while scrolling: a change of the model (a search replacing the list) destroys the
    /// list items of every position it touches and asks for new rows, ~200 of them. Making
    /// and destroying a row's widgets costs more than binding it again.
    private var spareRows: [Row] = []
    /// A little more than the ~200 rows GTK 4.8 keeps (`GTK_LIST_VIEW_MAX_LIST_ITEMS`).
    public static var maximumSpareRows: Int { 256 }

    /// How many rows wait in `spareRows` (the soak judges the app's memory once this stops
    /// growing).
    public var spareRowCount: Int { spareRows.count }

    /// Connected until the list is first shown.
    private var attachment: SignalConnection?

    private func attachModel() {
        attachment?.disconnect()
        attachment = nil
        gtk_list_view_set_model(pointer.opaque, selection.opaque)
        rowPointer.watchMoves(of: pointer.opaque)
        #if !GTK_4_12
        if GtkQuirks.listJumpsWhenMovedTwice, let parent = gtk_widget_get_parent(widget),
           parent.isInstance(of: gtk_scrolled_window_get_type()) {
            scrollSettling = ListScrollSettling(list: widget, scrolledWindow: parent)
        }
        #endif
    }

    #if !GTK_4_12
    /// GTK 4.8's list view jumps when moved twice between layouts: see `ListScrollSettling`.
    private var scrollSettling: ListScrollSettling?
    #endif

    /// Called with the position of an activated row: a click or a tap (once let go: a press
    /// that becomes a drag or a scroll opens nothing; the row gets the keyboard focus first),
    /// or Enter.
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        on(.activatePosition) { position in handler(Int(position)) }
        rowPointer.onTap = { [weak self] x, y in
            // Not a row under the pinned band, nor a section header.
            guard let self, y >= pinnedBandHeight, let (item, _) = shownRow(atX: x, y: y),
                  gtk_list_item_get_activatable(item.opaque) != 0 else { return }
            let position = Int(gtk_list_item_get_position(item.opaque))
            focus(position, fromOutside: true)
            handler(position)
        }
    }

    /// Called with a row's position and a point of the list when the person asks for the row's
    /// menu: a right click, a finger held down, or the Menu key or Shift+F10 on the focused row.
    public func onContextMenu(_ handler: @escaping @MainActor (Int, Double, Double) -> Void) {
        rowPointer.onMenu = { [weak self] x, y in
            guard let self, y >= pinnedBandHeight, let (item, _) = shownRow(atX: x, y: y),
                  gtk_list_item_get_activatable(item.opaque) != 0 else { return }
            handler(Int(gtk_list_item_get_position(item.opaque)), x, y)
        }
        addController(Controllers.keys { [weak self] key in
            guard key.opensContextMenu, let self, let position = focusedPosition,
                  let cell = row(at: position).flatMap({ gtk_widget_get_parent($0.root.widget) }),
                  let top = Self.translate(x: 0, y: 0, from: cell, to: widget) else { return false }
            handler(position, top.x + 24, top.y + Double(gtk_widget_get_height(cell)) / 2)
            return true
        })
    }

    /// The height of a band at the top covered by something drawn over the list (a pinned
    /// header): presses there never reach the rows under it; `onPinnedBandTapped` is told of
    /// taps there instead.
    public var pinnedBandHeight: Double {
        get { pinnedBand.height }
        set { pinnedBand.height = newValue }
    }

    public func onPinnedBandTapped(_ handler: @escaping @MainActor () -> Void) { pinnedBand.onTap = handler }

    private var pinnedBand: ListPinnedBand!
    private var rowPointer: ListRowPointer!

    /// Called with the selected position (nil: none) whenever the selection changes — by a
    /// click, the keyboard, or the model changing under it — but not when `selectedPosition`
    /// is set.
    public func onSelectionChanged(_ handler: @escaping @MainActor (Int?) -> Void) {
        selection.on(.notify("selected")) { [weak self] in
            guard let self, !settingSelection else { return }
            handler(selectedPosition)
        }
    }

    private var settingSelection = false

    /// Scrolls the least needed to show `position`. (Not moving the focus: `ViewAligner`
    /// brings a row a screen beyond its target into view, to land the target at the top.)
    public func scrollTo(_ position: Int) {
        #if GTK_4_12
        gtk_list_view_scroll_to(pointer.opaque, guint(position), GTK_LIST_SCROLL_NONE, nil)
        #else
        activateAction("list.scroll-to-item", uint32: UInt32(position))
        #endif
    }

    /// Moves the keyboard focus to the row at `position` if it has a widget (GTK 4.8 scrolls
    /// the least needed to show it). Only while the list has the focus, unless `fromOutside`.
    public func focus(_ position: Int, fromOutside: Bool = false) {
        guard hasFocusWithin || fromOutside, let row = row(at: position) else { return }
        gtk_widget_grab_focus(gtk_widget_get_parent(row.root.widget))
    }

    /// The position of the row that has the keyboard focus, if one has.
    public var focusedPosition: Int? {
        rows.first { item, row in
            gtk_list_item_get_item(item.opaque) != nil && gtk_widget_get_parent(row.root.widget).map { gtk_widget_has_focus($0) != 0 } == true
        }.map { item, _ in Int(gtk_list_item_get_position(item.opaque)) }
    }

    /// The selected position, if any.
    public var selectedPosition: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection.opaque)
            return position == GTK_INVALID_LIST_POSITION ? nil : Int(position)
        }
        set {
            settingSelection = true
            gtk_single_selection_set_selected(selection.opaque, newValue.map { guint($0) } ?? GTK_INVALID_LIST_POSITION)
            settingSelection = false
        }
    }

    /// The rows bound now, by position (what is on screen and a little around it).
    public var rowsByPosition: [Int: Row] {
        if let rowsByPositionNow { return rowsByPositionNow }
        var found: [Int: Row] = [:]
        for (item, row) in rows where gtk_list_item_get_item(item.opaque) != nil {
            found[Int(gtk_list_item_get_position(item.opaque))] = row
        }
        rowsByPositionNow = found
        return found
    }

    /// The view moved under a pointer that stays still: the row that was under it loses its
    /// highlight; the row under the pointer gets it at the pointer's next move.
    public func clearHover() { rowPointer.clearHover() }

    /// The position of the row under a point of the list, if a row is there.
    public func position(atX x: Double, y: Double) -> Int? {
        shownRow(atX: x, y: y).map { item, _ in Int(gtk_list_item_get_position(item.opaque)) }
    }

    /// The row widget GTK made around the row under a point of the list.
    private func cell(atX x: Double, y: Double) -> UnsafeMutablePointer<GtkWidget>? {
        shownRow(atX: x, y: y)?.cell
    }

    /// The list item and row widget of the row shown under a point. (The rows are no targets of
    /// input, so picking finds the list: the rows on screen are looked through instead.)
    private func shownRow(atX x: Double, y: Double) -> (item: UnsafeMutableRawPointer, cell: UnsafeMutablePointer<GtkWidget>)? {
        guard x >= 0, x < Double(width) else { return nil }
        for (item, row) in rows where gtk_list_item_get_item(item.opaque) != nil {
            guard let cell = gtk_widget_get_parent(row.root.widget), gtk_widget_get_mapped(cell) != 0,
                  let top = Self.translate(x: 0, y: 0, from: cell, to: widget) else { continue }
            if y >= top.y, y < top.y + Double(gtk_widget_get_height(cell)) { return (item, cell) }
        }
        return nil
    }

    /// Names the row at `position` anew for assistive technology (until it is bound again).
    public func setAccessibleLabel(_ label: String, ofRowAt position: Int) {
        guard let cell = row(at: position).flatMap({ gtk_widget_get_parent($0.root.widget) }) else { return }
        Widget.setAccessibleText(label, GTK_ACCESSIBLE_PROPERTY_LABEL, of: cell)
    }

    /// The row bound to `position`, if any. It may be one GTK keeps off screen: see `isMapped`.
    public func row(at position: Int) -> Row? { rowsByPosition[position] }
}
