import AlmanacCore
import GtkKit

extension MainWindow {
    /// What the window shows, by name, for `DiagnosticsService`: the collection and its page's
    /// state, the detail's title and whether it is on screen, the search, the focus.
    var diagnosticState: [String: String] {
        let title = detail.showsDetail ? navigation.shown?.title : nil
        let shown = title != nil && (!navigation.isNarrow || navigation.detailReplacesList)
        return (pages.shownIfMade?.diagnosticState ?? [:]).merging([
            "collection": pages.current.rawValue, "detail": title ?? "", "detailShown": String(shown),
            "narrow": String(navigation.isNarrow), "searching": String(search.isSearching), "query": search.bar.text,
            "searchFocus": String(search.entryHasFocus), "focus": window.focusTypeName ?? "",
            "toasts": String(toasts.waitingToasts), "renderer": Renderer.name(of: window) ?? "",
        ]) { _, window in window }
    }
}
