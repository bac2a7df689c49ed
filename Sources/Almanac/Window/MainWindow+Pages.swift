import AlmanacCore
import AlmanacStore
import GtkKit

/// The collections' pages in the window: each made and wired to the window as it is first
/// needed, and what changes when another is shown.
extension MainWindow {
    func makePage(_ spec: AnyCollectionSpec) -> AnyCollectionPage {
        let page = spec.accept(CollectionPageMaker(pictures: pictures, live: live))
        page.animationStyle = settings.animationStyle
        page.onRefreshingChanged = { [unowned self] in updateRefresh() }
        page.onCurrentChanged = { [unowned self, unowned page] detail in
            guard page.kind == pages.current else { return }
            navigation.currentChanged(to: detail)
            showDetail()
        }
        page.onOpen = { [unowned self, unowned page] detail in
            guard page.kind == pages.current else { return }
            navigation.open(detail)
            showDetail()
            presentOpened()
        }
        page.onRowsChanged = { [unowned self] rows in library.update(rows) }
        page.onNews = { [unowned self, unowned page] news in pages.news(news, of: page) { showNews($0) } }
        page.onFault = { [unowned self, unowned page] message in
            if page.kind == pages.current { announcer.announce(message) }
        }
        page.onTabBackward = { [unowned self] in
            if search.isSearching { _ = search.bar.entry.grabFocus() } else { _ = headerBar.focusInside(backwards: true) }
        }
        page.onFirstRows = { [unowned self, unowned page] in
            if page.kind == pages.current, !search.isSearching { page.focusList() }
            observer?.firstRows(of: page, in: self)
        }
        return page
    }

    /// Another collection: its own current item in the detail, its list in a narrow window;
    /// a search belongs to one collection, so it is cleared everywhere.
    func collectionChanged() {
        pages.made.forEach { $0.search("") }
        pages.made.filter { $0.kind != pages.current }.forEach { $0.cancelRequests() }
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
