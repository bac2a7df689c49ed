import AlmanacCore
import GtkKit

/// Copying the item shown: Ctrl+C or the detail's Copy.
extension MainWindow {
    /// Puts the item shown on the clipboard: as text (its facts, where they came from and its
    /// link) and as its link, `almanac:country/KE`, which opens it again.
    func copyShownItem() {
        guard let shown = navigation.shown else { return }
        let origin = shown.address.flatMap { address in pages.madePage(address.kind)?.rowsOrigin }
        Clipboard.copy(text: shown.copiedText(origin: origin), link: shown.address?.link, from: window)
        showNews(tr("Copied {item} with its link", ["item": shown.title]))
    }
}
