import AlmanacCore
import GtkKit

/// Compare in the window: "Compare With…" on a detail or a row's menu asks for a second item
/// of the same collection, then shows both in Compare's window (one at a time).
extension MainWindow {
    /// The detail's Compare With….
    func compareShownItem() {
        if let shown = navigation.shown { compare(shown) }
    }

    /// A row's Compare With….
    func compare(_ address: ItemAddress) {
        if let detail = pages.page(address.kind).detail(key: address.key) { compare(detail) }
    }

    /// Asks for an item to compare `first` with, then shows the two in Compare's window, in
    /// place of one shown before.
    private func compare(_ first: Detail) {
        guard let kind = first.address?.kind else { return }
        let page = pages.page(kind)
        let source = CompareSource(candidates: { query in page.candidates(matching: query) },
                                   detail: { address in page.detail(key: address.key) })
        let made = CompareChooser(title: tr("Compare {item} With", ["item": first.title]), source: source,
                                  excluding: Set(first.address.map { [$0] } ?? []), parent: window) { [unowned self] second in
            guard let comparison = Comparison([first]).adding(second) else { return }
            compareWindow?.destroy()
            let shown = CompareWindow(comparison, source: source, pictures: pictures, parent: window)
            shown.onClosed = { [unowned self, weak shown] in
                // Let go of once GTK is done closing it.
                MainLoop.post { [weak self] in
                    if let self, compareWindow === shown { compareWindow = nil }
                }
            }
            compareWindow = shown
            shown.present()
        }
        made.onClosed { [unowned self] in MainLoop.post { [weak self] in self?.compareChooser = nil } }
        compareChooser = made
        made.present()
    }
}
