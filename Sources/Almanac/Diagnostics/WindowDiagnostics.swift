import AlmanacCore
import GtkKit

extension MainWindow {
    /// Whether the work of the start is done: every collection loaded, the row pictures
    /// rendered, the keyring and the Star Wars references read.
    var isSettled: Bool {
        pages.allLoaded && !pictures.isRendering && settings.apiKey.isRead && references.starWars != nil
    }

    /// What the window shows, by name, for `DiagnosticsService`: the collection and its page's
    /// state, the detail's title and whether it is on screen, the search, the focus, the width laid out.
    var diagnosticState: [String: String] {
        let title = detail.showsDetail ? navigation.shown?.title : nil
        let shown = title != nil && (!navigation.isNarrow || navigation.detailReplacesList)
        return (pages.shownIfMade?.diagnosticState ?? [:]).merging([
            "collection": pages.current.rawValue, "detail": title ?? "", "detailShown": String(shown),
            "narrow": String(navigation.isNarrow), "searching": String(search.isSearching), "query": search.bar.text,
            "searchFocus": String(search.entryHasFocus), "focus": window.focusName ?? "",
            "toasts": String(toasts.waitingToasts), "renderer": Renderer.name(of: window) ?? "",
            "width": String(window.width),
        ]) { _, window in window }
    }

    /// How full each of the app's own caches is, with its budget: the pictures' textures in
    /// bytes, each made list's spare rows.
    var diagnosticCaches: [String: Int] {
        let fill = pictures.cacheFill
        var caches = ["pictures": fill.bytes, "pictures budget": fill.budget]
        for page in pages.made {
            caches["spare rows \(page.kind.rawValue)"] = page.spareRows.count
            caches["spare rows \(page.kind.rawValue) budget"] = page.spareRows.budget
        }
        return caches
    }
}
