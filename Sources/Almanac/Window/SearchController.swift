import AlmanacCore
import GtkKit

/// The search of the shown collection: the bar above the list, its button in the header bar,
/// and the query, which it alone owns — the shown page is told each query, and nobody reads
/// the query back from the bar. Ctrl+F opens the bar (or goes back to it), typing searches
/// once typing pauses, Enter opens the current row if it is among the results (else the best match),
/// Down goes to the results, Escape clears and closes.
@MainActor
final class SearchController {
    let bar = SearchBar(accessibleName: tr("Search"))
    let button = ToggleButton(icon: "system-search-symbolic", accessibleName: tr("Search"))
    /// The query the shown page was last told ("" for none).
    private(set) var query = ""

    /// The query changed: the shown page shows its matches ("": everything).
    var onQuery: (@MainActor (String) -> Void)?
    /// Enter in the search: a result opens.
    var onOpenResult: (@MainActor () -> Void)?
    /// Down in the search: the first result becomes current, with the focus.
    var onDown: (@MainActor () -> Void)?
    /// The search opened or went back to its entry: the list must be on screen.
    var onShown: (@MainActor () -> Void)?
    /// The search ended (Escape, its button): the list takes the focus.
    var onEnded: (@MainActor () -> Void)?

    init() {
        button.tooltip = tr("Search (Ctrl+F)")
        bar.bindSearchMode(to: button)
        bar.onSearchChanged { [unowned self] text in set(text) }
        bar.onActivate { [unowned self] in onOpenResult?() }
        bar.onStopSearch { [unowned self] in end() }
        // Down goes from the search to the results, as in GNOME's search entries.
        bar.entry.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in
            guard key.navigation == .down else { return false }
            onDown?()
            return true
        })
        bar.onSearchModeChanged { [unowned self] searching in
            guard searching else { return end() }
            onShown?()
            _ = bar.entry.grabFocus()
        }
    }

    var isSearching: Bool { bar.isSearching }
    var entryHasFocus: Bool { bar.entry.hasFocusWithin }

    /// Ctrl+F: opens the search, or goes back to it when it is open.
    func start() {
        bar.isSearching = true
        onShown?()
        _ = bar.entry.grabFocus()
        bar.selectText()  // typing replaces the query shown
    }

    /// Opens the search with `text` in it (the desktop's "search in Almanac").
    func start(with text: String) {
        start()
        bar.text = text
    }

    /// Escape in the search or its results: clears it, closes the bar, back to the list.
    func end() {
        guard !ending else { return }  // closing the bar reports the search ended again
        ending = true
        clear()
        ending = false
        onEnded?()
    }

    private var ending = false

    /// Clears and closes the search without moving the focus (another collection is shown: a
    /// search belongs to one collection).
    func clear() {
        if !bar.text.isEmpty { bar.text = "" }
        set("")
        if bar.isSearching { bar.isSearching = false }
    }

    private func set(_ text: String) {
        guard text != query else { return }
        query = text
        onQuery?(text)
    }
}
