import AlmanacCore
import AlmanacStore
import GtkKit

/// The collections' pages in the window: each made and wired to the window as it is first
/// needed, and what changes when another is shown.
extension MainWindow {
    /// Makes a collection's page with the settings now in force.
    static func makePage(_ spec: AnyCollectionSpec, pictures: PictureLoader, settings: AppSettings) -> AnyCollectionPage {
        let page = spec.accept(CollectionPageMaker(pictures: pictures, live: settings.effectiveLive))
        page.animationStyle = settings.animationStyle
        return page
    }

    /// Connects a page made to what every page tells, shown or not.
    func connect(_ page: AnyCollectionPage) {
        page.onRowsChanged = { [unowned self] rows in library.update(rows) }
        page.onReferences = { [unowned self] published in references.apply(published) }
        page.onNews = { [unowned self, unowned page] news in pages.news(news, of: page) { showNews($0) } }
        applyStarredFilter(to: page)
        page.rowMenu = { [unowned self] address in rowMenu(for: address) }
    }

    /// What the page shown tells, applied in this one place.
    func shownPageTold(_ event: PageEvent) {
        switch event {
        case .currentChanged(let detail):
            navigation.currentChanged(to: detail)
            showDetail()
        case .opened(let detail):
            record(detail)
            navigation.open(detail)
            showDetail()
            presentOpened()
        case .refreshing(let refreshing): refreshSpinner.isSpinning = refreshing
        case .fault(let message): announcer.announce(message)
        case .firstRows:
            if !search.isSearching { pages.shown.focusList() }
            observer?.firstRows(of: pages.shown, in: self)
        case .tabBackward:
            if search.isSearching { _ = search.bar.entry.grabFocus() } else { _ = headerBar.focusInside(backwards: true) }
        case .searchMustEnd: search.end()
        }
    }

    /// Another collection: its own current item in the detail, its list in a narrow window;
    /// a search belongs to one collection, so it is cleared everywhere.
    func collectionChanged() {
        pages.made.forEach { $0.search("") }
        for page in pages.made where page !== pages.shown { page.cancelRequests() }
        search.clear()
        navigation.collectionChanged(current: pages.shown.currentDetail)
        showDetail()
        updateRefresh()
        pages.shown.load()
        pages.shown.focusList()
        if let news = pages.takeUnseenNews() { showNews(news) }
    }
}

/// Makes a collection's page, with its store, for a spec of any item type.
private struct CollectionPageMaker: CollectionSpecVisitor {
    let pictures: PictureLoader
    let live: LiveSettings

    func visit<Item: Sendable>(_ spec: CollectionSpec<Item>) -> AnyCollectionPage {
        CollectionPage(store: CollectionStore(spec: spec, live: live), pictures: pictures)
    }
}
