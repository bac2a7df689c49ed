import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit

/// Starred items in the window: the detail's star and Ctrl+D, the Starred filter of the lists,
/// and export and import. `Starred` owns the stars; the window owns whether only starred
/// items are shown, for every collection at once.
extension MainWindow {
    /// Stars or unstars the item whose detail is shown.
    func setShownItemStarred(_ starred: Bool) {
        guard let shown = navigation.shown, let address = shown.address else { return }
        self.starred.set(address, starred: starred, title: shown.title)
        announcer.announce(starred ? tr("Starred") : tr("Not starred"))
    }

    /// Ctrl+D: the shown item's star, the other way.
    func toggleShownItemStar() {
        guard let address = navigation.shown?.address else { return }
        setShownItemStarred(!starred.isStarred(address))
    }

    /// Stars or unstars any item (a row's menu), under the name the desktop's search knows it by.
    func toggleStar(of address: ItemAddress) {
        let starring = !starred.isStarred(address)
        starred.set(address, starred: starring, title: library.search.meta(for: address)?.name ?? address.description)
        announcer.announce(starring ? tr("Starred") : tr("Not starred"))
    }

    /// A row's menu: its star, and Compare With….
    func rowMenu(for address: ItemAddress) -> [[(label: String, action: String)]] {
        let star = (starred.isStarred(address) ? tr("Unstar") : tr("Star"), "win.toggle-star::\(address)")
        let hasFacts = pages.page(address.kind).detail(key: address.key)?.facts.isEmpty == false
        return [hasFacts ? [star, (tr("Compare With…"), "win.compare::\(address)")] : [star]]
    }

    /// Whether the detail shown is starred; nil when it cannot be (no address).
    var shownItemStarred: Bool? {
        navigation.shown?.address.map(starred.isStarred)
    }

    /// Shows only starred items in every list, or all items again.
    func showOnlyStarred(_ only: Bool) {
        showsOnlyStarred = only
        starredOnlyButton.isActive = only
        pages.made.forEach(applyStarredFilter)
        announcer.announce(only ? tr("Only starred items") : tr("All items"))
    }

    /// A page shows only starred items when the window does.
    func applyStarredFilter(to page: AnyCollectionPage) {
        page.showOnlyStarred(showsOnlyStarred ? starred.items : nil)
    }

    /// The stars changed (here, or by an import): the detail's star and the filtered lists
    /// follow (the desktop's search follows by itself: `SearchLibrary`).
    func starsChanged() {
        detail.showStarred(shownItemStarred)
        if showsOnlyStarred { pages.made.forEach(applyStarredFilter) }
    }

    // MARK: Export and import

    private var starredFileFilter: (name: String, pattern: String) { (tr("Starred items"), "*.json") }

    /// Asks where to write the stars, then writes them there.
    func exportStars() {
        FileChooser.choose(.save(suggestedName: tr("Almanac starred items") + ".json"), title: tr("Export Starred Items"),
                           accept: tr("_Export"), filter: starredFileFilter, over: window) { [unowned self] url in
            guard let url else { return }
            do {
                try starred.exportStars(to: url)
                showNews(trn("{count} starred item exported", "{count} starred items exported", starred.items.count))
            } catch {
                report(tr("Could not export the starred items: {problem}", ["problem": "\(error)"]))
            }
        }
    }

    /// Asks for a file exported before, then adds its stars to these.
    func importStars() {
        FileChooser.choose(.open, title: tr("Import Starred Items"), accept: tr("_Import"), filter: starredFileFilter,
                           over: window) { [unowned self] url in
            guard let url else { return }
            do {
                let (added, skipped) = try starred.importStars(from: url)
                var news = added == 0 ? tr("Nothing new: every item in the file was starred already")
                    : trn("{count} starred item imported", "{count} starred items imported", added)
                if skipped > 0 {
                    news += " " + trn("({count} entry could not be read)", "({count} entries could not be read)", skipped)
                }
                showNews(news)
            } catch {
                report(tr("Could not import the starred items: {problem}", ["problem": "\(error)"]))
            }
        }
    }

    /// A problem the person must know of: in a toast, and on standard error.
    func report(_ problem: String) {
        Diagnostics.warn(problem)
        showNews(problem)
    }
}
