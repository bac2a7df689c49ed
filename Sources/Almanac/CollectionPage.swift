import AlmanacCore
import Foundation
import GtkKit

/// What the main window needs of a collection page, whatever its items.
@MainActor
protocol BrowsablePage: AnyObject {
    var kind: CollectionKind { get }
    var root: Box { get }
    /// How rows appear the first time they are shown.
    var animationStyle: AnimationStyle { get set }
    /// Loads the collection, the first time it is called.
    func load()
    /// Whether loading is over (rows, or why there are none, are shown).
    var hasLoaded: Bool { get }
    /// Shows only the rows matching `query` (all of them for an empty query), from the top.
    func search(_ query: String)
    /// Opens the only row a search left, if it left one.
    func openSingleMatch()
    func focusList()
    /// Makes the first row shown current, with the keyboard focus.
    func focusFirstRow()
    /// The detail of the current item (selected in the list), if there is one.
    var currentDetail: Detail? { get }
    /// The current item changed (the user moved in the list): its detail, or nil.
    var onCurrentChanged: (@MainActor (Detail?) -> Void)? { get set }
    /// The user opened an item (a click, Enter).
    var onOpen: (@MainActor (Detail) -> Void)? { get set }
    /// Shift+Tab in the list.
    var onTabBackward: (@MainActor () -> Void)? { get set }
    /// Whether the collection has a live source to refresh from.
    var canRefresh: Bool { get }
    /// Fetches the first live page; it replaces the rows.
    func refresh()
    /// Stops the live request in flight, if any.
    func cancelRequests()
    var isRefreshing: Bool { get }
    /// Called when the page starts or stops refreshing.
    var onRefreshingChanged: (@MainActor () -> Void)? { get set }
    /// The live settings changed (Preferences): the source is made anew if it depends on them.
    func liveSettingsChanged(from old: LiveSettings, to new: LiveSettings)
    /// The list, for `--measure-list`.
    var measurable: MeasurableList { get }
    /// Called when rows first arrive.
    var onFirstRows: (@MainActor () -> Void)? { get set }
    /// Passing news about the rows ("50 loans added"), for a toast.
    var onNews: (@MainActor (String) -> Void)? { get set }
    /// The rows changed: all of them, as the desktop's search sees them.
    var onRowsChanged: (@MainActor (ResultSource) -> Void)? { get set }
    /// Opens the item with this address key (loading the rows first when they are not yet);
    /// says in the news when there is no such item.
    func open(key: String)
    /// What the page shows, by name (for `DiagnosticsService`).
    var diagnosticState: [String: String] { get }
}

/// One collection: its state (`CollectionState`) shown as a `SectionedListView`, or as a
/// loading, empty, no-matches or failure page; a live source that refreshes, loads the next
/// page near the end (with a "Loading…" footer) and says in a banner when a request fails —
/// the rows shown stay.
@MainActor
final class CollectionPage<Item: Sendable>: BrowsablePage {
    let root = Box(.vertical)
    private let spec: CollectionSpec<Item>
    private var state: CollectionState<Item>
    private let view: SectionedListView<Item>
    private let pages = Stack()
    private let status = CollectionStatus()
    private let faultBanner = FaultBanner()
    private var sampleBanner: Label?
    private var live: LiveLoader<Item>?

    init(spec: CollectionSpec<Item>, pictures: PictureLoader, live settings: LiveSettings) {
        self.spec = spec
        state = CollectionState(identity: spec.identity, footerText: tr("Loading…"))
        view = SectionedListView(accessibleName: spec.kind.title, pictures: pictures,
                                 content: spec.rowContent, identity: spec.identity)
        live = spec.live?(settings)
        if let banner = spec.banner {
            let label = Label(banner, cssClasses: ["sample-banner"])
            label.wrap()
            root.append(label)
            sampleBanner = label
        }
        root.append(faultBanner.root)
        root.append(pages)
        pages.expands = (true, true)
        pages.add(loadingView(), name: Phase.loading.rawValue)
        pages.add(view.root, name: Phase.list.rawValue)
        pages.add(status.root, name: Phase.status.rawValue)
        status.onRetry { [unowned self] in reload() }
        connectView()
        connectLive()
    }

    private var loaded = false

    func load() {
        guard !loaded else { return }
        loaded = true
        reload()
    }

    var kind: CollectionKind { spec.kind }

    var hasLoaded: Bool { loaded && state.phase != .loading }

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
        loading.append(Label(tr("Loading {collection}…", ["collection": kind.title])))
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
        view.onSelect = { [unowned self] position in
            guard let item = state.item(atPosition: position), !state.isCurrent(item) else { return }
            state.select(position: position)
            onCurrentChanged?(spec.detail(item))
        }
        view.onActivate = { [unowned self] position in
            guard let item = state.select(position: position) else { return }
            view.select(position)
            onOpen?(spec.detail(item))
        }
        view.onNearEnd = { [unowned self] in loadMoreIfWanted() }
        view.onFollowEnd = { [unowned self] following in state.followingEnd = following }
        view.onTabBackward = { [unowned self] in onTabBackward?() }
    }

    var onCurrentChanged: (@MainActor (Detail?) -> Void)?
    var onOpen: (@MainActor (Detail) -> Void)?
    var onTabBackward: (@MainActor () -> Void)?
    var onFirstRows: (@MainActor () -> Void)?
    var onNews: (@MainActor (String) -> Void)?
    var onRowsChanged: (@MainActor (ResultSource) -> Void)?

    var currentDetail: Detail? { state.current.map(spec.detail) }

    var animationStyle: AnimationStyle {
        get { view.appearance.style }
        set { view.appearance.style = newValue }
    }

    var measurable: MeasurableList { view }

    // MARK: Loading

    /// Loads (again) off the main thread — the cache when it is newer than the bundled data,
    /// else the bundled data; the rows shown so far stay until new ones arrive.
    func reload() {
        showPhase()
        let spec = spec
        Task { @MainActor [weak self] in
            let rows = await spec.startingRows(live: self?.live)
            self?.apply(rows)
        }
    }

    private func apply(_ rows: StartingRows<Item>) {
        switch rows {
        case .cached(let rows, let saved):
            showLive(.replacing(rows))
            onNews?(kind.cachedNews(from: Formats.date(saved)))
        case .bundled(let loaded):
            for issue in loaded.issues { Diagnostics.warn("\(kind.title): \(issue)") }
            rowsArrived { $0.replaceAll(with: loaded.collection) }
        case .failed(let error):
            Diagnostics.report(tr("cannot load {collection}: {problem}", ["collection": kind.title, "problem": "\(error)"]))
            state.loadingFailed("\(error)")
            showPhase()
            openPending()
        }
    }

    /// Shows what changed in the state: the list's changes and the page for its phase.
    private func show(_ splices: [ListSplice<Item>], fadeIn: Bool = false) {
        let hadRows = !view.list.isEmpty
        view.apply(splices, fadeIn: fadeIn)
        view.select(state.currentPosition)
        showPhase()
        if !hadRows, !view.list.isEmpty { onFirstRows?() }
    }

    /// New rows are shown; the detail shows the current item's new version, or nothing when
    /// the current item is gone.
    private func rowsArrived(_ change: (inout CollectionState<Item>) -> [ListSplice<Item>]) {
        let hadCurrent = state.current != nil
        show(change(&state))
        view.prefetchPictures(of: state.everything.items)
        spec.loaded?(state.everything.items)
        if let rows = spec.resultSource(state.everything) { onRowsChanged?(rows) }
        if hadCurrent { onCurrentChanged?(currentDetail) }
        openPending()
    }

    private func showPhase() {
        let phase = state.phase
        switch phase {
        case .loading:
            pages.visibleChildName = Phase.loading.rawValue
            MainLoop.after(seconds: Self.loadingIndicatorDelay) { [weak self] in
                guard let self, state.phase == .loading else { return }
                loadingIndicator.isVisible = true
            }
        case .list: pages.visibleChildName = Phase.list.rawValue
        case .empty, .noMatches, .failed: pages.visibleChildName = Phase.status.rawValue
        }
        if phase != .loading { loadingIndicator.isVisible = false }
        status.show(phase, collection: kind.title)
    }

    // MARK: Live data

    private func connectLive() {
        guard let live else { return }
        live.onLoaded = { [unowned self] loaded in showLive(loaded) }
        live.mergeBasis = { [unowned self] in state }
        live.onFailed = { [unowned self] error, retry in
            faultBanner.show(tr("Could not load from {source}: {reason}",
                                ["source": error.source, "reason": error.reasonText]), retry: retry)
        }
        live.onActivityChanged = { [unowned self] activity in
            onRefreshingChanged?()
            show(state.setActivity(activity))
        }
    }

    var canRefresh: Bool { live != nil }
    var isRefreshing: Bool { live?.activity == .refreshing }
    var onRefreshingChanged: (@MainActor () -> Void)?

    func refresh() { live?.refresh() }

    func cancelRequests() { live?.cancel() }

    func liveSettingsChanged(from old: LiveSettings, to new: LiveSettings) {
        guard let make = spec.live, spec.liveSettings(old) != spec.liveSettings(new) else { return }
        live?.cancel()
        live = make(new)
        faultBanner.hide()
        connectLive()
    }

    /// Live or cached rows arrived: a next page is merged into the rows (as planned in the
    /// background), anything else replaces them; a pending fault is over.
    private func showLive(_ loaded: LiveLoader<Item>.Loaded) {
        faultBanner.hide()
        sampleBanner?.isVisible = false
        let before = state.everything.items.count
        switch loaded {
        case .replacing(let rows): rowsArrived { $0.replaceAll(with: rows) }
        case .appending(let plan): rowsArrived { $0.merge(plan) }
        }
        let added = state.everything.items.count - before
        if case .appending = loaded, added > 0 { onNews?(kind.addedNews(added)) }
        if state.followingEnd { view.scrollToEnd() }
    }

    /// Loads the next page when the view nears the end, unless searching or the source failed.
    private func loadMoreIfWanted() {
        guard let live, live.hasMore, !live.isStalled, live.activity == .idle, !state.isSearching,
              state.phase == .list else { return }
        live.loadMore()
    }

    // MARK: Searching and the keyboard

    /// Shows the matches from the top; when the search ends, the list shows the current item.
    func search(_ query: String) {
        let splices = state.search(query)
        guard !splices.isEmpty else { return }
        show(splices, fadeIn: true)
        if !state.isSearching, let position = state.currentPosition { view.reveal(position) }
    }

    func openSingleMatch() {
        guard state.shown.items.count == 1, let position = state.firstRowPosition,
              let item = state.select(position: position) else { return }
        view.select(position)
        onOpen?(spec.detail(item))
    }

    func focusList() {
        if state.phase == .list { view.focus() }
    }

    // MARK: Opening an item by its address

    /// The address key of an item asked for before the rows had loaded.
    private var pendingKey: String?

    func open(key: String) {
        pendingKey = key
        load()
        openPending()
    }

    /// Opens the item asked for once there are rows (or says it cannot be, once loading failed).
    private func openPending() {
        guard let key = pendingKey, state.phase != .loading else { return }
        pendingKey = nil
        guard let addressKey = spec.searchResult?.key,
              let item = state.everything.items.first(where: { addressKey($0) == key }) else {
            onNews?(tr("{address} is not in {collection}",
                       ["address": ItemAddress(kind: kind, key: key).description, "collection": kind.title]))
            return
        }
        if state.isSearching { search("") }
        state.makeCurrent(item)
        if let position = state.currentPosition {
            view.select(position)
            view.bringToTop(position)
        }
        onOpen?(spec.detail(item))
    }

    func focusFirstRow() {
        if state.phase == .list { view.focusFirstRow() }
    }

    var diagnosticState: [String: String] {
        ["rows": String(state.everything.items.count), "shown": String(state.shown.items.count),
         "activity": "\(live?.activity ?? .idle)", "banner": faultBanner.shownMessage ?? "",
         "top": view.topSectionTitle ?? "", "moving": String(view.isJumping), "search": state.query,
         "selected": view.selectedPosition.map(String.init) ?? "", "focused": view.focusedPosition.map(String.init) ?? "",
         "listFocus": String(view.hasFocus)]
    }
}
