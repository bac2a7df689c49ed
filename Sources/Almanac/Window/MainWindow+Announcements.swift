import AlmanacCore
import GtkKit

/// What the window says to a screen reader beyond what has the focus: news (shown as a toast
/// too) and, once typing pauses, how many results a search found.
extension MainWindow {
    /// How long typing in the search pauses before the number of results is said, in seconds.
    static let resultsAnnouncementDelay = 0.5

    /// Shows `news` in a toast, said to screen readers once.
    func showNews(_ news: String) {
        toasts.show(news)
        if !ToastOverlay.announcesToasts { announcer.announce(news) }
    }

    /// The shown page searches for `query`; the number of results is said unless the query
    /// changes within `resultsAnnouncementDelay`.
    func searched(_ query: String) {
        pages.shown.search(query)
        guard !query.isEmpty else { return }
        MainLoop.after(seconds: Self.resultsAnnouncementDelay) { [weak self] in
            guard let self, search.query == query, search.entryHasFocus else { return }
            let count = pages.shown.resultCount
            announcer.announce(count == 0 ? tr("No results")
                : trn("{count} result", "{count} results", count))
        }
    }
}
