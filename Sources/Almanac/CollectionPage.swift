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
    /// Shows only the rows matching `query` (all of them for an empty query).
    func search(_ query: String)
    func focusList()
    /// Whether the collection has a live source to refresh from.
    var canRefresh: Bool { get }
    /// Fetches the first live page; it replaces the rows.
    func refresh()
    /// Stops the live request in flight, if any.
    func cancelRequests()
    var isRefreshing: Bool { get }
    /// Called when the page starts or stops refreshing.
    var onRefreshingChanged: (@MainActor () -> Void)? { get set }
}

/// One collection as a sectioned list with a sticky header and a letter index, plus its
/// loading, empty and error states. Keeps its own scroll position and selection. With a live
/// source it refreshes, loads the next page near the end of the list (with a "Loading…"
/// footer), and says in a banner when a request fails — the rows shown stay.
@MainActor
final class CollectionPage<Item: Sendable>: BrowsablePage {
    typealias Loader = @Sendable () throws(DataFileError) -> LoadedCollection<Item>

    let kind: CollectionKind
    let root = Box(.vertical)
    private let states = Stack()
    private let model = ListModel(FlatList(IndexedCollection<Item>.empty))
    private let listView: ListView<FlatList<Item>, RowView>
    private let scroller: ScrolledWindow
    private let stickyHeader = Label("", cssClasses: ["section-header", "sticky-header"])
    private let bubble = Label("", cssClasses: ["index-bubble"])
    private var strip: IndexStrip!
    private let loadingLabel = Label()
    private let emptyLabel = Label("", cssClasses: ["dim-label", "title-2"])
    private let errorLabel = Label("", cssClasses: ["error-message"])
    private let load: Loader
    private var live: LiveLoader<Item>?
    /// When the bundled data was installed: a cache older than that is not used.
    private let bundledDate: Date?
    private let faultBanner = FaultBanner()
    private var sampleBanner: Label?
    /// Set by End: pages arriving keep the view at the end, so that every page gets loaded.
    private var followingEnd = false
    /// The row animation chosen in Preferences.
    var animationStyle = AnimationStyle.none
    /// Rows (by title and subtitle) that have appeared once: they do not animate again when
    /// scrolled back to, whichever recycled widget shows them.
    private var appeared: Set<String> = []
    private var everything = IndexedCollection<Item>.empty
    private var shown = IndexedCollection<Item>.empty
    private var query = ""
    /// Blank space after the last row, so that the last section can scroll up to the top.
    private var endSpaceHeight = 0
    /// Heights of headers and rows as laid out; estimates until measured.
    private var headerHeight = 38
    private var rowHeight = 56
    private var afterFrameUpdatePending = false
    private var aligner: TopAligner<FlatList<Item>, RowView>!

    /// `banner`, when given, sits above the list (e.g. to say the rows are a sample).
    init(kind: CollectionKind, pictures: PictureLoader, banner: String? = nil,
         content: @escaping @MainActor (Item) -> RowContent, load: @escaping Loader,
         live: LiveLoader<Item>? = nil, bundledDate: Date? = nil) {
        self.kind = kind
        self.load = load
        self.live = live
        self.bundledDate = bundledDate
        var endSpace: () -> Int = { 0 }
        var animate: (RowView, RowContent) -> Void = { _, _ in }
        listView = ListView(model: model, makeRow: { RowView(pictures: pictures) }) { row, entry, item in
            switch entry {
            case .header(let title):
                row.showHeader(title)
                item.setInteractive(false)
            case .row(let value):
                let shown = content(value)
                row.show(shown)
                item.setInteractive(true)
                animate(row, shown)
            case .footer(let text):
                row.showFooter(text)
                item.setInteractive(false)
            case .endSpace:
                row.showSpace(height: endSpace())
                item.setInteractive(false)
            }
        }
        listView.setAccessibleLabel(kind.title)
        listView.addCSSClass("collection-list")
        scroller = ScrolledWindow(child: listView)
        aligner = TopAligner(list: listView, scroller: scroller, rowHeight: { [unowned self] in rowHeight },
                             requestFrame: { [unowned self] in updateAfterFrame() })
        strip = IndexStrip(picked: { [unowned self] title in jump(toIndexTitle: title) },
                           scrubbing: { [unowned self] active in showBubble(active) })
        endSpace = { [unowned self] in endSpaceHeight }
        animate = { [unowned self] row, content in animateFirstAppearance(row, content) }
        if let banner {
            let label = Label(banner, cssClasses: ["sample-banner"])
            label.wrap()
            root.append(label)
            sampleBanner = label
        }
        root.append(faultBanner.root)
        root.append(states)
        states.expands = (true, true)
        buildStates()
        connectBehaviour()
        connectLive()
        reload()
    }

    private func buildStates() {
        let loading = Box(.vertical, spacing: 12)
        let spinner = Spinner()
        spinner.isSpinning = true
        spinner.setSizeRequest(width: 32, height: 32)
        loadingLabel.text = tr("Loading {collection}…", ["collection": kind.title])
        loading.append(spinner)
        loading.append(loadingLabel)
        loading.setAlignment(horizontal: .center, vertical: .center)
        states.add(loading, name: "loading")

        stickyHeader.setAlignment(horizontal: .fill, vertical: .start)
        stickyHeader.xAlign = 0
        stickyHeader.isVisible = false
        bubble.setAlignment(horizontal: .center, vertical: .center)
        bubble.isVisible = false
        let overlay = Overlay(child: scroller)
        overlay.addOverlay(stickyHeader)
        overlay.addOverlay(bubble)
        overlay.expands = (true, true)
        let list = Box(.horizontal)
        list.append(overlay)
        list.append(strip.root)
        states.add(list, name: "list")

        emptyLabel.setAlignment(horizontal: .center, vertical: .center)
        states.add(emptyLabel, name: "empty")

        let failure = Box(.vertical, spacing: 12)
        errorLabel.wrap()
        errorLabel.setMargins(start: 24, end: 24)
        let retry = Button(label: tr("Retry"))
        retry.addCSSClass("suggested-action")
        retry.setAlignment(horizontal: .center)
        retry.onClicked { [unowned self] in reload() }
        failure.append(errorLabel)
        failure.append(retry)
        failure.setAlignment(horizontal: .center, vertical: .center)
        states.add(failure, name: "error")
    }

    private func connectBehaviour() {
        listView.onActivate { [unowned self] position in
            guard position < model.count, case .row(let item) = model.source[position] else { return }
            listView.selectedPosition = position
            onOpen?(item)
        }
        listView.addController(Controllers.keys { [unowned self] key in
            switch (key.navigation, key.character) {
            case (.home?, _):
                followingEnd = false
                aligner.scrollToTop(0, focusing: 1)
            case (.end?, _):
                followingEnd = true
                scrollToEnd()
            case (nil, let character?) where character.isLetter || character.isNumber:
                jump(toIndexTitle: character.isNumber ? "#" : String(character))
            default:
                followingEnd = false
                return false
            }
            return true
        })
        listView.addController(Controllers.scroll { [unowned self] in followingEnd = false })
        listView.onFramePainted { [unowned self] in framePainted() }
        let adjustment = scroller.verticalAdjustment
        adjustment.onValueChanged { [unowned self] in updateAfterFrame() }
        adjustment.onChanged { [unowned self] in updateAfterFrame() }
    }

    // MARK: Loading

    /// Loads (again) off the main thread — the cache when it is newer than the bundled data,
    /// else the bundled data; the rows shown so far stay until new ones arrive.
    func reload() {
        if everything.items.isEmpty { states.visibleChildName = "loading" }
        let load = load
        Task { @MainActor [weak self] in
            if let cached = await self?.live?.restore(newerThan: self?.bundledDate) {
                self?.showLive(cached)
                return
            }
            let result = await Task.detached { Result(catching: load) }.value
            self?.apply(result)
        }
    }

    private func connectLive() {
        guard let live else { return }
        live.onLoaded = { [unowned self] rows in showLive(rows) }
        live.onFailed = { [unowned self] error, retry in
            faultBanner.show(tr("Could not load from {source}: {reason}",
                                ["source": error.source, "reason": error.reasonText]), retry: retry)
        }
        live.onActivityChanged = { [unowned self] _ in
            onRefreshingChanged?()
            updateFooter()
        }
    }

    var canRefresh: Bool { live != nil }
    var isRefreshing: Bool { live?.activity == .refreshing }
    var onRefreshingChanged: (@MainActor () -> Void)?

    func refresh() { live?.refresh() }

    /// New live sources (Preferences changed): the request in flight stops, the rows stay.
    func replaceLive(_ loader: LiveLoader<Item>?) {
        live?.cancel()
        live = loader
        faultBanner.hide()
        connectLive()
    }

    func cancelRequests() { live?.cancel() }

    /// Live or cached rows replace what was shown; a pending fault is over.
    private func showLive(_ rows: IndexedCollection<Item>) {
        faultBanner.hide()
        sampleBanner?.isVisible = false
        replaceRows(with: rows)
        if followingEnd { scrollToEnd() }
    }

    /// The "Loading…" row after the last one while the next page is fetched.
    private var footer: String? { live?.activity == .loadingMore ? tr("Loading…") : nil }

    private func updateFooter() {
        let footer = footer
        guard footer != model.source.footer, !shown.items.isEmpty else { return }
        model.update(FlatList(shown, footer: footer), position: shown.flatCount,
                     removed: footer == nil ? 1 : 0, added: footer == nil ? 0 : 1)
    }

    /// Loads the next page when the view is within a screen of the last row (unless searching).
    private func loadMoreIfNearEnd() {
        guard let live, live.hasMore, !live.isStalled, live.activity == .idle, query.isEmpty,
              !shown.items.isEmpty else { return }
        let adjustment = scroller.verticalAdjustment
        let rowsBelow = adjustment.upper - Double(endSpaceHeight) - (adjustment.value + adjustment.pageSize)
        if rowsBelow < adjustment.pageSize { live.loadMore() }
    }

    private func scrollToEnd() {
        aligner.scrollToTop(max(shown.flatCount - 1, 0))  // the end space stops it at the last section
    }

    /// Called each time rows arrive.
    var onLoaded: (@MainActor () -> Void)?
    /// Called when the user opens an item (click, Enter).
    var onOpen: (@MainActor (Item) -> Void)?

    /// Every item loaded, unfiltered.
    var allItems: [Item] { everything.items }

    private func apply(_ result: Result<LoadedCollection<Item>, DataFileError>) {
        switch result {
        case .success(let loaded):
            for issue in loaded.issues { Diagnostics.warn("\(kind.title): \(issue)") }
            replaceRows(with: loaded.collection)
        case .failure(let error):
            Diagnostics.report(tr("cannot load {collection}: {problem}", ["collection": kind.title, "problem": "\(error)"]))
            if everything.items.isEmpty {
                errorLabel.text = tr("{collection} could not be loaded.", ["collection": kind.title]) + "\n\(error)"
                states.visibleChildName = "error"
            }
        }
    }

    // MARK: Showing and searching

    private func replaceRows(with rows: IndexedCollection<Item>) {
        everything = rows
        show(everything.filtered(by: query))
        onLoaded?()
    }

    func search(_ query: String) {
        guard query != self.query else { return }
        self.query = query
        followingEnd = false
        slideInBoundRows = !query.isEmpty
        show(everything.filtered(by: query))
    }

    private func show(_ collection: IndexedCollection<Item>) {
        shown = collection
        model.replace(with: FlatList(collection, footer: footer))
        strip.update(hasSection: collection.hasSection(forIndexTitle:))
        states.visibleChildName = collection.items.isEmpty ? "empty" : "list"
        emptyLabel.text = query.isEmpty ? tr("Nothing to show") : tr("No matches")
        updateAfterFrame()
    }

    func focusList() {
        if states.visibleChildName == "list" { listView.grabFocus() }
    }

    private func animateFirstAppearance(_ row: RowView, _ content: RowContent) {
        guard animationStyle != .none, Display.animationsEnabled else { return row.settleAnimation() }
        if slideInBoundRows { row.slideIn() }
        let identity = content.title + "\u{1F}" + (content.subtitle ?? "")
        guard appeared.insert(identity).inserted else { return row.settleAnimation() }
        row.animateAppearance(animationStyle)
    }

    /// Rows bound right after a search changed the results slide in, until the frame is painted.
    private var slideInBoundRows = false

    // MARK: Jumping

    /// Puts the section of an index title (or the nearest following one) at the top.
    func jump(toIndexTitle title: String) {
        guard let section = shown.section(forIndexTitle: title) else { return }
        followingEnd = false
        bubble.text = shown.sections[section].title
        aligner.scrollToTop(shown.flatPosition(ofHeader: section))
    }

    /// Whether a jump is still moving the view.
    var isJumping: Bool { aligner.isMoving }

    /// The list's scroll position, in pixels from the top.
    var scrollOffset: Double {
        get { scroller.verticalAdjustment.value }
        set { scroller.verticalAdjustment.value = newValue }
    }

    /// The widget whose frames show the list.
    var listWidget: Widget { listView }

    private func showBubble(_ visible: Bool) {
        bubble.isVisible = visible
    }

    /// What depends on where GTK laid out the rows is updated once the next frame is painted:
    /// the end space, a pending jump and the sticky header. Requests in one frame make one update.
    private func updateAfterFrame() {
        afterFrameUpdatePending = true
        listView.queueDraw()
    }

    private func framePainted() {
        slideInBoundRows = false
        guard afterFrameUpdatePending else { return }
        afterFrameUpdatePending = false
        updateEndSpace()
        aligner.framePainted()
        updateStickyHeader()
        loadMoreIfNearEnd()
    }

    /// Sizes the end space so the last section, and no more, can scroll up to the top.
    private func updateEndSpace() {
        guard let last = shown.sections.last else { return }
        for (row, _) in listView.boundRows where row.root.isMapped {
            switch row.kind {
            case .header?: headerHeight = row.height
            case .row?: rowHeight = row.height
            case .footer?, .space?, nil: break
            }
        }
        let footer = model.source.footer == nil ? 0 : rowHeight
        let lastSection = headerHeight + last.range.count * rowHeight + footer
        let height = max(0, Int(scroller.verticalAdjustment.pageSize) - lastSection)
        guard height != endSpaceHeight else { return }
        endSpaceHeight = height
        listView.row(at: model.count - 1)?.showSpace(height: height)
    }

    /// Pins the title of the section at the top of the view; hidden at the very top.
    private func updateStickyHeader() {
        guard scroller.verticalAdjustment.value > 0,
              let position = listView.position(atX: 8, y: 1), position < shown.flatCount else {
            stickyHeader.isVisible = false
            return
        }
        let section = shown.entry(atFlatPosition: position).section
        stickyHeader.text = shown.sections[section].title
        stickyHeader.isVisible = true
    }
}
