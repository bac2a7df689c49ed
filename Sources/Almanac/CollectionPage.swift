import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit

/// One collection's page: its store's state shown as a `SectionedListView`, or as a loading,
/// empty, no-matches or failure page, with a banner when a live request fails (the rows shown
/// stay) and a notice while sample rows are shown.
@MainActor
final class CollectionPage<Item: Sendable>: AnyCollectionPage {
    let root = Box(.vertical)
    let store: CollectionStore<Item>
    let view: SectionedListView<Item>
    private let pages = Stack()
    /// Made when the collection is first empty, without matches or failed to load.
    private var status: CollectionStatus?
    let faultBanner = FaultBanner()
    private var sampleBanner: Label?
    /// Starred items no longer in the collection, named while only starred ones are shown.
    private let goneStarred = Label("", cssClasses: ["gone-starred"])

    init(store: CollectionStore<Item>, pictures: PictureLoader) {
        self.store = store
        let spec = store.spec
        view = SectionedListView(accessibleName: spec.traits.title, counted: spec.traits.counted, pictures: pictures,
                                 content: spec.rowContent, identity: spec.identity)
        if let banner = spec.banner {
            let label = Label(banner, cssClasses: ["sample-banner"])
            label.wrap()
            root.append(label)
            sampleBanner = label
        }
        root.append(faultBanner.root)
        goneStarred.wrap()
        goneStarred.xAlign = 0
        goneStarred.isSelectable = true
        goneStarred.isVisible = false
        root.append(goneStarred)
        faultBanner.returnFocus = { [unowned self] in focusList() }
        root.append(pages)
        pages.expands = (true, true)
        // Each page titled: assistive technology names an untitled one by its class.
        pages.add(loadingView(), name: Phase.loading.rawValue, title: spec.traits.title)
        pages.add(view.root, name: Phase.list.rawValue, title: spec.traits.title)
        connectView()
        store.onUpdate = { [unowned self] update in show(update) }
    }

    func load() { store.load() }

    var kind: CollectionKind { store.kind }

    var hasLoaded: Bool { store.hasLoaded }

    /// The stack's pages.
    private enum Phase: String { case loading, list, status }

    /// A spinner and "Loading Countries…", shown only when loading takes a while: the bundled
    /// data takes a fraction of a second, and a spinner flashing for that long is only noise.
    private lazy var loadingIndicator: Box = {
        let loading = Box(.vertical, spacing: 12)
        let spinner = Spinner()
        spinner.isSpinning = true
        spinner.setSizeRequest(width: 32, height: 32)
        loading.append(spinner)
        loading.append(Label(tr("Loading {collection}…", ["collection": store.spec.traits.title])))
        loading.setAlignment(horizontal: .center, vertical: .center)
        loading.expands = (true, true)
        loading.isVisible = false
        return loading
    }()

    /// How long loading goes on before the indicator shows, in seconds.
    static var loadingIndicatorDelay: Double { 0.5 }

    private func loadingView() -> Widget {
        let page = Box(.vertical)
        page.append(loadingIndicator)
        return page
    }

    private func connectView() {
        // The view reports what the person did; the store's update selects the current row.
        view.onSelect = { [unowned self] position in store.select(position: position) }
        view.onActivate = { [unowned self] position in store.open(position: position) }
        view.onNearEnd = { [unowned self] in store.nearEnd() }
        view.onFollowEnd = { [unowned self] following in store.followingEnd = following }
        view.onContextMenu = { [unowned self] position, x, y in
            guard let address = store.address(atPosition: position), let sections = rowMenu?(address) else { return }
            ContextMenu.popUp(sections, over: view.listView, x: x, y: y, name: tr("Item Menu"))
        }
        // Shift+Tab from the list: the banner above it first, when it is shown.
        view.onTabBackward = { [unowned self] in if !faultBanner.focusRetry() { onShownEvent?(.tabBackward) } }
    }

    var onShownEvent: (@MainActor (PageEvent) -> Void)?
    var rowMenu: (@MainActor (ItemAddress) -> [[(label: String, action: String)]])?
    var onNews: (@MainActor (String) -> Void)?
    var onRowsChanged: (@MainActor (ResultSource) -> Void)?
    var onReferences: (@MainActor (PublishedReferences) -> Void)?

    var currentDetail: Detail? { store.currentDetail }
    func detail(key: String) -> Detail? { store.detail(key: key) }
    func candidates(matching query: String) -> [(address: ItemAddress, row: RowContent)] { store.candidates(matching: query) }

    var rowsOrigin: RowsOrigin? { store.rowsOrigin }

    var animationStyle: AnimationStyle {
        get { view.appearance.style }
        set { view.appearance.style = newValue }
    }

    var measurable: MeasurableList { view }

    var rowsOnScreenShowTheirPictures: Bool { view.picturesOnScreenShown }

    // MARK: Showing the store's changes

    private func show(_ update: CollectionUpdate<Item>) {
        switch update.fault {
        case .shown(let message, let retry)?:
            faultBanner.show(message, retry: retry)
            onShownEvent?(.fault(message))
        case .cleared?: faultBanner.hide()
        case nil: break
        }
        if update.rowsAreLive { sampleBanner?.isVisible = false }
        let hadRows = !view.list.isEmpty
        if !update.splices.isEmpty { view.apply(update.splices, fadeIn: update.fadeIn) }
        view.select(store.state.currentPosition)
        showPhase(update.phase)
        if !hadRows, !view.list.isEmpty { onShownEvent?(.firstRows) }
        if update.rowsArrived {
            view.prefetchPictures(of: store.state.everything.items)
            if let rows = store.searchableRows { onRowsChanged?(rows) }
            if let references = update.references { onReferences?(references) }
        }
        switch update.move {
        case .reveal(let position)?: view.reveal(position)
        case .back?: if let placeBeforeSearch { view.go(to: placeBeforeSearch) }
        case .top(let position)?: view.bringToTop(position)
        case .end?: view.moveCurrentToEnd()
        case nil: break
        }
        if update.currentChanged { onShownEvent?(.currentChanged(currentDetail)) }
        if let detail = update.opened { onShownEvent?(.opened(detail)) }
        if update.activityChanged { onShownEvent?(.refreshing(update.activity == .refreshing)) }
        if let news = update.news { onNews?(news) }
        // Last: ending the search updates the store again.
        if update.searchMustEnd { onShownEvent?(.searchMustEnd) }
    }

    private func showPhase(_ phase: CollectionPhase) {
        switch phase {
        case .loading:
            pages.visibleChildName = Phase.loading.rawValue
            MainLoop.after(seconds: Self.loadingIndicatorDelay) { [weak self] in
                guard let self, store.state.phase == .loading else { return }
                loadingIndicator.isVisible = true
            }
        case .list: pages.visibleChildName = Phase.list.rawValue
        case .empty, .noMatches, .noneStarred, .failed:
            madeStatus.show(phase, collection: store.spec.traits.title)
            pages.visibleChildName = Phase.status.rawValue
        }
        if phase != .loading { loadingIndicator.isVisible = false }
    }

    private var madeStatus: CollectionStatus {
        if let status { return status }
        let made = CollectionStatus()
        made.onRetry { [store] in store.reload() }
        pages.add(made.root, name: Phase.status.rawValue, title: store.spec.traits.title)
        status = made
        return made
    }

    // MARK: Searching and the keyboard

    /// Searches; a search beginning keeps the view's place, where it goes back to when the
    /// search ends without a result picked.
    func search(_ query: String) {
        if !store.state.isSearching { placeBeforeSearch = view.place }
        store.search(query)
    }

    private var placeBeforeSearch: SectionedListView<Item>.Place?

    /// Shows only the items starred in `stars`, or all for nil; starred items no longer in the
    /// collection are named above the list, by the titles they had when starred.
    func showOnlyStarred(_ stars: StarredItems?) {
        store.showOnlyStarred(stars?.keys(of: kind))
        let gone = store.starredKeysGone.map { ItemAddress(kind: kind, key: $0).description }
        let titles = (stars?.all ?? []).filter { gone.contains($0.address) }.map(\.title).sorted()
        goneStarred.isVisible = !titles.isEmpty
        goneStarred.text = tr("Starred, but no longer in {collection}: {items}", [
            "collection": store.spec.traits.title, "items": titles.formatted(.list(type: .and).locale(UserLocale.formatting)),
        ])
    }

    var resultCount: Int { store.state.shown.items.count }

    func openFromSearch() { store.openFromSearch() }

    var listHasFocus: Bool { view.hasFocus }

    func focusIndex() -> Bool {
        store.state.phase == .list && view.strip.root.grabFocus()
    }

    func focusList() {
        if store.state.phase == .list { view.focus() }
    }

    func open(key: String) { store.open(key: key) }

    func focusFirstRow() {
        if store.state.phase == .list { view.focusFirstRow() }
    }

    func forgetWaitingFocus() { view.forgetWaitingFocus() }
}

/// A live source's controls, as the window uses them: the store's.
extension CollectionPage {
    var canRefresh: Bool { store.canRefresh }
    var isRefreshing: Bool { store.isRefreshing }
    func refresh() { store.refresh() }
    func cancelRequests() { store.cancelRequests() }
    func liveSettingsChanged(from old: LiveSettings, to new: LiveSettings) {
        store.liveSettingsChanged(from: old, to: new)
    }
}
