import AlmanacCore
import Foundation
import GtkKit

/// One collection: its state (`CollectionState`) shown as a `SectionedListView`, or as a
/// loading, empty, no-matches or failure page; a live source that refreshes, loads the next
/// page near the end (with a "Loading…" footer) and says in a banner when a request fails —
/// the rows shown stay.
@MainActor
final class CollectionPage<Item: Sendable>: BrowsablePage {
    let root = Box(.vertical)
    let spec: CollectionSpec<Item>
    var state: CollectionState<Item>
    let view: SectionedListView<Item>
    private let pages = Stack()
    private let status = CollectionStatus()
    let faultBanner = FaultBanner()
    var sampleBanner: Label?
    var live: LiveLoader<Item>?

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
    var onRefreshingChanged: (@MainActor () -> Void)?

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
    func show(_ splices: [ListSplice<Item>], fadeIn: Bool = false) {
        let hadRows = !view.list.isEmpty
        view.apply(splices, fadeIn: fadeIn)
        view.select(state.currentPosition)
        showPhase()
        if !hadRows, !view.list.isEmpty { onFirstRows?() }
    }

    /// New rows are shown; the detail shows the current item's new version, or nothing when
    /// the current item is gone.
    func rowsArrived(_ change: (inout CollectionState<Item>) -> [ListSplice<Item>]) {
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

    // MARK: Searching and the keyboard

    /// Shows the matches from the top; when the search ends, the list shows the current item.
    func search(_ query: String) {
        let splices = state.search(query)
        guard !splices.isEmpty else { return }
        show(splices, fadeIn: true)
        if !state.isSearching, let position = state.currentPosition { view.reveal(position) }
    }

    func openFromSearch() {
        guard let position = state.currentPosition ?? state.firstRowPosition,
              let item = state.select(position: position) else { return }
        view.select(position)
        onOpen?(spec.detail(item))
    }

    var listHasFocus: Bool { view.hasFocus }

    func focusIndex() -> Bool {
        state.phase == .list && view.strip.root.grabFocus()
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
            onNews?(kind.itemMissing)
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
         "listFocus": String(view.hasFocus), "appearancesPlayed": String(view.appearancesPlayed)]
    }
}
