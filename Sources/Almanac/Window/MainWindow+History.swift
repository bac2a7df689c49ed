import AlmanacCore
import GtkKit

/// The items opened, kept in `History`, and History's window.
extension MainWindow {
    /// An item was opened (a row, a search, its address, a link in a detail): History keeps it.
    func record(_ detail: Detail) {
        if let address = detail.address { history.record(address, title: detail.title) }
    }

    /// Ctrl+H: History, made from the items as they are now; an item activated there opens.
    func showHistory() {
        historyWindow?.destroy()
        let made = HistoryWindow(parent: window, history: history, collectionTitle: { [pages] kind in
            pages.title(of: kind)
        }, open: { [unowned self] address in
            historyWindow = nil
            open(address)
        }, cleared: { [unowned self] in
            historyWindow = nil
            showNews(tr("History cleared"))
        })
        historyWindow = made
        made.present()
    }
}
