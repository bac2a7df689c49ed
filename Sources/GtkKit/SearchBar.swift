import CGtk

/// A `GtkSearchBar` revealing a `GtkSearchEntry`.
public final class SearchBar: Widget {
    public let entry: SearchEntry

    public init(accessibleName: String) {
        entry = SearchEntry(accessibleName: accessibleName)
        super.init(retaining: gtk_search_bar_new())
        gtk_search_bar_set_child(pointer.opaque, entry.widget)
        gtk_search_bar_connect_entry(pointer.opaque, entry.pointer.opaque)
        // `GtkQuirks.focusToldOnlyWhenRealized`: the bar focuses its entry as it opens, before
        // the entry of a bar never shown is realized: a screen reader would miss the first time
        // the search is opened.
        if GtkQuirks.focusToldOnlyWhenRealized { on(.realize) { [entry] in gtk_widget_realize(entry.widget) } }
        entry.addController(Controllers.keys(beforeChildren: true) { [entry] key in
            Self.typeWhileOpening(key, into: entry)
        })
        entry.on(.notify("cursor-position")) { [unowned self, entry] in
            if gtk_editable_get_selection_bounds(entry.pointer.opaque, nil, nil) == 0 {
                caretBeforeSelection = gtk_editable_get_position(entry.pointer.opaque)
            }
        }
    }

    /// A bar opens its entry's revealer at the next frame, and until then GTK gives the
    /// entry's text no key: a letter typed right after Ctrl+F was lost. Such a key's character
    /// goes in here instead, in place of the selection, as the text would have put it.
    private static func typeWhileOpening(_ key: KeyPress, into entry: Widget) -> Bool {
        guard !entry.isMapped, let character = key.character else { return false }
        let editable = entry.pointer.opaque
        gtk_editable_delete_selection(editable)
        var position = gtk_editable_get_position(editable)
        gtk_editable_insert_text(editable, String(character), -1, &position)
        gtk_editable_set_position(editable, position)
        return true
    }

    /// Where the caret last was with nothing selected; nil once the app selected the text.
    private var caretBeforeSelection: Int32?

    /// Puts the caret back where it was if the whole text was selected by focusing the entry
    /// again: libadwaita ≥ 1.4's split view does that as it folds (it re-adds the list and
    /// focuses the entry, and GtkText selects its text when focused), and the next key typed
    /// replaced the query.
    public func keepCaretAfterRefocus() {
        var start: Int32 = 0, end: Int32 = 0
        guard let caret = caretBeforeSelection, entry.hasFocusWithin,
              gtk_editable_get_selection_bounds(entry.pointer.opaque, &start, &end) != 0,
              start == 0, Int(end) == text.unicodeScalars.count else { return }
        gtk_editable_set_position(entry.pointer.opaque, caret)
    }

    public var isSearching: Bool {
        get { gtk_search_bar_get_search_mode(pointer.opaque) != 0 }
        set { gtk_search_bar_set_search_mode(pointer.opaque, newValue ? 1 : 0) }
    }

    /// Setting it puts the cursor after the text, where typing goes on.
    public var text: String {
        get { String(cString: gtk_editable_get_text(entry.pointer.opaque)) }
        set {
            gtk_editable_set_text(entry.pointer.opaque, newValue)
            gtk_editable_set_position(entry.pointer.opaque, -1)
        }
    }

    /// Selects the whole text: typing replaces it.
    public func selectText() {
        gtk_editable_select_region(entry.pointer.opaque, 0, -1)
        caretBeforeSelection = nil
    }

    /// Called after typing pauses briefly (GtkSearchEntry's "search-changed").
    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) { entry.onSearchChanged(handler) }

    /// Called when the user leaves the search (Escape in the entry).
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) { entry.onStopSearch(handler) }

    /// Called when Enter is pressed in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { entry.onActivate(handler) }

    /// Keeps `toggle` pressed exactly while the bar is shown, both ways.
    public func bindSearchMode(to toggle: ToggleButton) {
        g_object_bind_property(pointer.raw, "search-mode-enabled", toggle.pointer.raw, "active",
                               GBindingFlags(rawValue: ALMANAC_G_BINDING_BIDIRECTIONAL.rawValue | ALMANAC_G_BINDING_SYNC_CREATE.rawValue))
    }

    /// Called when the bar is shown or hidden, by Ctrl+F, its close button or Escape.
    public func onSearchModeChanged(_ handler: @escaping @MainActor (Bool) -> Void) {
        on(.notify("search-mode-enabled")) { [pointer] in handler(gtk_search_bar_get_search_mode(pointer.opaque) != 0) }
    }
}

/// A `GtkSearchEntry`: typing filters at once, Enter picks, Escape stops.
public final class SearchEntry: Widget {
    public init(accessibleName: String, placeholder: String? = nil) {
        super.init(retaining: gtk_search_entry_new())
        setAccessibleLabel(accessibleName)
        if let placeholder { setProperty("placeholder-text", placeholder) }
        #if GTK_4_14
        // `GtkQuirks.searchEntryFocusUntold`: a screen reader would not follow the focus into
        // the entry, so the entry reports its own focus, a main-loop turn later (as the focus
        // enters, it is not focused yet).
        if GtkQuirks.searchEntryFocusUntold {
            let reportFocus: @MainActor () -> Void = { [pointer] in
                MainLoop.post { gtk_accessible_update_platform_state(pointer.opaque, GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED) }
            }
            addController(Controllers.focus(entered: reportFocus, left: reportFocus))
        }
        #endif
    }

    public var text: String { String(cString: gtk_editable_get_text(pointer.opaque)) }

    /// Called after typing pauses briefly (GtkSearchEntry's "search-changed").
    public func onSearchChanged(_ handler: @escaping @MainActor (String) -> Void) {
        on(.void("search-changed")) { [pointer] in handler(String(cString: gtk_editable_get_text(pointer.opaque))) }
    }

    /// Called when the person leaves the search (Escape in the entry).
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) { on(.void("stop-search"), handler) }

    /// Called when Enter is pressed in the entry.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { on(.activate, handler) }
}
