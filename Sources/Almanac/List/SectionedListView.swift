import AlmanacCore
import GtkKit

/// A sectioned list as people use it: the rows under their section headers, a sticky header
/// for the section at the top (pushed up by the next one), a letter index on the right that
/// jumps or scrubs with a bubble showing the letter, blank space after the last row so the
/// last section can come to the top, and the keyboard: arrows, Page Up/Down, Home/End, typing a
/// letter, Tab to leave. Everything that depends on where GTK put the rows is done after each
/// layout, before the frame is painted.
///
/// It shows what it is told (`apply`) and reports what the user does; what the rows mean is
/// the page's business.
@MainActor
final class SectionedListView<Item: Sendable> {
    let root = Box(.horizontal)
    private let model = ListModel(FlatList(IndexedCollection<Item>.empty))
    private let listView: ListView<FlatList<Item>, RowView>
    private let pictures: PictureLoader
    private let content: @MainActor (Item) -> RowContent
    private let scroller: ScrolledWindow
    private let stickyLayer = Fixed()
    private let stickyHeader = Label("", cssClasses: ["section-header", "sticky-header"])
    private let bubble = Label("", cssClasses: ["index-bubble"])
    private var strip: IndexStrip!
    private var aligner: ViewAligner<FlatList<Item>, RowView>!
    let appearance = RowAppearance()
    /// Blank space after the last row, so that the last section can scroll up to the top.
    private var endSpaceHeight = 0
    /// Heights of headers and rows as laid out; estimates until measured.
    private var headerHeight = 38
    private var rowHeight = 56
    private var footerHeight = 56
    /// The index title of a jump under way: rows arriving meanwhile keep its section at the top.
    private var pendingJump: String?
    private var stickyOffset = 0.0

    /// The user made the row at a position current (a click, the keyboard).
    var onSelect: (@MainActor (Int) -> Void)?
    /// The user opened the row at a position (a click, Enter).
    var onActivate: (@MainActor (Int) -> Void)?
    /// The view is within a screen of the last row.
    var onNearEnd: (@MainActor () -> Void)?
    /// End was pressed (true), or the user went elsewhere (false): the view follows the end.
    var onFollowEnd: (@MainActor (Bool) -> Void)?
    /// Shift+Tab in the list: the focus goes to the region before it.
    var onTabBackward: (@MainActor () -> Void)?

    init(accessibleName: String, pictures: PictureLoader,
         content: @escaping @MainActor (Item) -> RowContent, identity: @escaping (Item) -> String) {
        self.pictures = pictures
        self.content = content
        let late = LateHooks<Item>()
        listView = ListView(model: model, makeRow: { RowView(pictures: pictures) }) { row, entry, item in
            switch entry {
            case .header(let title):
                row.showHeader(title)
                item.setInteractive(false)
            case .row(let value):
                row.show(content(value))
                item.setInteractive(true)
                late.appear(row, value)
            case .footer(let text):
                row.showFooter(text)
                item.setInteractive(false)
            case .endSpace:
                row.showSpace(height: late.endSpace())
                item.setInteractive(false)
            }
        }
        listView.setAccessibleLabel(accessibleName)
        listView.addCSSClass("collection-list")
        scroller = ScrolledWindow(child: listView)
        aligner = ViewAligner(list: listView, scroller: scroller, rowHeight: { [unowned self] in rowHeight })
        strip = IndexStrip(picked: { [unowned self] title in jump(toIndexTitle: title) },
                           scrubbing: { [unowned self] active in bubble.isVisible = active })
        late.endSpace = { [unowned self] in endSpaceHeight }
        late.appear = { [unowned self] row, item in appearance.bound(row, identity: identity(item)) }
        build()
        connect()
    }

    private func build() {
        stickyHeader.xAlign = 0
        stickyHeader.isVisible = false
        stickyLayer.put(stickyHeader)
        stickyLayer.clipChildren()
        stickyLayer.canTarget = false
        stickyLayer.setAlignment(horizontal: .fill, vertical: .fill)
        bubble.setAlignment(horizontal: .center, vertical: .center)
        bubble.isVisible = false
        bubble.canTarget = false
        let overlay = Overlay(child: scroller)
        overlay.addOverlay(stickyLayer)
        overlay.addOverlay(bubble)
        overlay.expands = (true, true)
        root.append(overlay)
        root.append(strip.view)
    }

    private func connect() {
        listView.onActivate { [unowned self] position in
            guard position < model.count, case .row = model.source[position] else { return }
            onActivate?(position)
        }
        listView.onSelectionChanged { [unowned self] position in
            if let position { onSelect?(position) }
        }
        listView.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in handle(key) })
        listView.addController(Controllers.scroll { [unowned self] in
            aligner.cancel()
            keyboardTarget = nil
            pendingJump = nil
            onFollowEnd?(false)
        })
        listView.onLayout { [unowned self] in laidOut() }
    }

    // MARK: What is shown

    /// The list as the model shows it now.
    var list: FlatList<Item> { model.source }

    /// Tells the model of changes. A whole new list (a search, a reload) starts at the top and
    /// its rows fade in when `fadeIn`; rows inserted into the list leave the rows on screen
    /// where they are, or the view where a jump under way is going. The end space is sized for
    /// the new list before GTK binds it, so a frame needs no second layout for it.
    func apply(_ splices: [ListSplice<Item>], fadeIn: Bool = false) {
        guard let last = splices.last else { return }
        let hadFocus = listView.hasFocusWithin
        let anchor = topRow()
        endSpaceHeight = endSpace(for: last.list)
        let wholesale = splices.count == 1 && splices[0].position == 0 && splices[0].removed > 0
        // To the top while the rows laid out are still there: GTK 4.8 warns when the view is
        // moved where no row is laid out yet.
        if wholesale { scrollOffset = 0 }
        for splice in splices {
            if wholesale, splice.added > 0 {
                model.replaceAll(with: splice.list)
            } else {
                model.update(splice.list, position: splice.position, removed: splice.removed, added: splice.added)
            }
        }
        strip.update(hasSection: list.collection.hasSection(forIndexTitle:))
        if wholesale {
            appearance.fadesBoundRows = fadeIn
            pendingJump = nil
            keyboardTarget = nil
            aligner.scroll(0, to: .top)
        } else if let pendingJump {
            jump(toIndexTitle: pendingJump)
        } else if aligner.isMoving {
            aligner.retarget { splices.position(after: $0) }
        } else if let anchor {
            aligner.scroll(splices.position(after: anchor.position), to: .offset(anchor.offset))
        }
        if hadFocus, wholesale || !listView.hasFocusWithin {
            pendingFocus = row(from: 0, step: 1)
            // GTK 4.8 drops the focus when the focused row goes with removed rows (a refresh
            // that shortens the list): the list takes it back, else keys would reach nothing.
            if !listView.hasFocusWithin { listView.grabFocus() }
        }
        listView.queueDraw()
    }

    /// Renders the row thumbnails of `items` in the background, so that a jump to a section
    /// never shown finds them ready instead of getting them one by one over the next frames.
    /// Only for collections with pictures (all rows of one have them, or none) whose
    /// thumbnails all fit in the picture cache (a few MiB).
    func prefetchPictures(of items: some Collection<Item>) {
        guard items.count <= 1_000, let first = items.first, content(first).picture != nil else { return }
        pictures.prefetch(items.compactMap { content($0).picture }, width: RowView.pictureWidth,
                          scale: max(listView.scaleFactor, 1))
    }

    /// Scrolls the least needed to show the row at `position` whole.
    func reveal(_ position: Int) {
        aligner.scroll(position, to: .visible(inset: headerHeight))
    }

    /// Scrolls the row at `position` to the top, under the sticky header (or as far as the list
    /// goes), and gives it the keyboard focus: where an item opened from outside the list is
    /// shown. A list not on screen yet (its page was just switched to) is scrolled once it has
    /// been laid out: GTK 4.8 cannot scroll a list view before, and lays out again forever.
    func bringToTop(_ position: Int) {
        guard listView.isMapped, lastPageSize > 0 else {
            pendingTop = position
            return
        }
        pendingTop = nil
        onFollowEnd?(false)
        pendingFocus = position
        aligner.scroll(position, to: .offset(Double(headerHeight)))
    }

    /// A row to bring to the top once the list has been laid out on screen.
    private var pendingTop: Int?

    /// Whether rows are on screen and every one shows its picture (none is still being rendered).
    var picturesOnScreenShown: Bool {
        let page = scroller.verticalAdjustment.pageSize
        let rows = listView.rowsByPosition.values
        return !rows.isEmpty && !rows.contains { row in
            guard row.isWaitingForPicture, row.root.isMapped, let top = row.root.translate(x: 0, y: 0, to: listView)?.y else { return false }
            return top < page && top + Double(row.height) > 0
        }
    }

    /// The row at the top of the view and how far its top is from the view's top.
    private func topRow() -> (position: Int, offset: Double)? {
        guard let position = listView.position(atX: 8, y: 1), let row = listView.row(at: position),
              let offset = row.root.translate(x: 0, y: 0, to: listView)?.y else { return nil }
        return (position, offset)
    }

    /// Selects the row at `position` (nil: none) without reporting it.
    func select(_ position: Int?) {
        listView.selectedPosition = position
    }

    /// Gives the keyboard focus to the list: to the selected row if it is on screen, else to
    /// the list, which focuses its row under the cursor.
    func focus() {
        if let position = listView.selectedPosition, listView.row(at: position)?.root.isMapped == true {
            listView.focus(position)
            if listView.hasFocusWithin { return }
        }
        listView.grabFocus()
    }

    /// Makes the first row current, with the keyboard focus (Down from the search).
    func focusFirstRow() {
        guard let first = row(from: 0, step: 1) else { return }
        listView.grabFocus()
        moveCurrent(to: first, placement: .visible(inset: headerHeight))
    }

    var hasFocus: Bool { listView.hasFocusWithin }

    /// The selected row, and the row with the keyboard focus, if any.
    var selectedPosition: Int? { listView.selectedPosition }
    var focusedPosition: Int? { listView.focusedPosition }

    // MARK: Moving

    /// Puts the section of an index title (or the nearest following one) at the top.
    func jump(toIndexTitle title: String) {
        let shown = list.collection
        guard list.presentedCount == shown.flatCount, let section = shown.section(forIndexTitle: title) else { return }
        onFollowEnd?(false)
        pendingJump = title
        let sectionTitle = shown.sections[section].title
        bubble.text = sectionTitle
        showSticky(sectionTitle, offset: 0)
        aligner.scroll(shown.flatPosition(ofHeader: section), to: .top) { [weak self] in self?.pendingJump = nil }
    }

    /// Brings the last row to the bottom of the view.
    func scrollToEnd() {
        guard let last = lastRow else { return }
        aligner.scroll(last, to: .bottom)
    }

    /// Whether a jump is still moving the view.
    var isJumping: Bool { aligner.isMoving }

    /// The title of the section at the top of the view, as last laid out.
    private(set) var topSectionTitle: String?

    /// The list's scroll position, in pixels from the top.
    var scrollOffset: Double {
        get { scroller.verticalAdjustment.value }
        set { scroller.verticalAdjustment.value = newValue }
    }

    /// The widget whose frames show the list.
    var listWidget: Widget { listView }

    private var lastRow: Int? { list.presentedCount == 0 ? nil : list.presentedCount - 1 }

    /// Makes a row current from the keyboard: selected, focused, and shown — it, or the row at
    /// `shown` (Home brings the first header to the top).
    private func moveCurrent(to position: Int, showing shown: Int? = nil,
                             placement: ViewAligner<FlatList<Item>, RowView>.Placement) {
        listView.selectedPosition = position
        onSelect?(position)
        keyboardTarget = position
        pendingFocus = nil  // a letter's first row, which this key went on from
        aligner.scroll(shown ?? position, to: placement) { [weak self] in
            self?.keyboardTarget = nil
            self?.listView.focus(position)
        }
    }

    /// The row a key moved to whose focus waits for the view to get there: the next key goes
    /// on from it (keys pressed fast come before the next frame).
    private var keyboardTarget: Int?

    /// The row at or after (`step` 1) or before (-1) a position; headers are skipped.
    private func row(from position: Int, step: Int) -> Int? {
        var candidate = position
        while candidate >= 0, candidate < list.presentedCount {
            if case .row = list[candidate] { return candidate }
            candidate += step
        }
        return nil
    }

    private func handle(_ key: KeyPress) -> Bool {
        let base = keyboardTarget ?? pendingFocus ?? listView.focusedPosition ?? listView.selectedPosition
            ?? listView.position(atX: 8, y: 1) ?? 0
        let rowsPerScreen = max(Int(scroller.verticalAdjustment.pageSize) / max(rowHeight, 1) - 1, 1)
        let visible = ViewAligner<FlatList<Item>, RowView>.Placement.visible(inset: headerHeight)
        switch (key.navigation, key.character) {
        case (.down?, _), (.up?, _), (.pageDown?, _), (.pageUp?, _):
            onFollowEnd?(false)
            let step = key.navigation == .down || key.navigation == .pageDown ? 1 : -1
            let distance = key.navigation == .down || key.navigation == .up ? 1 : rowsPerScreen
            let start = min(max(base + step * distance, 0), max(list.presentedCount - 1, 0))
            if let target = row(from: start, step: step) ?? row(from: start, step: -step), target != base {
                moveCurrent(to: target, placement: visible)
            }
        case (.home?, _):
            onFollowEnd?(false)
            if let first = row(from: 0, step: 1) { moveCurrent(to: first, showing: 0, placement: .top) }
        case (.end?, _):
            onFollowEnd?(true)
            if let last = lastRow { moveCurrent(to: last, placement: .bottom) }
        case (nil, nil) where key.isEnter && (keyboardTarget ?? pendingFocus) != nil:
            // The focus has not reached the row the keys went to yet: that row opens.
            if let target = keyboardTarget ?? pendingFocus { onActivate?(target) }
        case (.tab?, _):
            strip.root.grabFocus()
        case (.backTab?, _):
            onTabBackward?()
        case (nil, let character?) where character.isLetter || character.isNumber:
            // Like the index: the section comes to the top; the keyboard focus goes to its first
            // row, so Down and Enter go on from there. The current row stays what it was.
            let title = character.isNumber ? "#" : String(character).uppercased()
            jump(toIndexTitle: title)
            if let section = list.collection.section(forIndexTitle: title) {
                pendingFocus = list.collection.flatPosition(ofHeader: section) + 1
            }
        default:
            return false
        }
        return true
    }

    /// A row to focus once a jump has put it on screen.
    private var pendingFocus: Int?

    // MARK: After each layout

    private func laidOut() {
        guard listView.isMapped else { return }  // another collection's page is shown
        strip.fitLetters()
        guard takeLayoutPass() else { return }
        if let position = pendingTop {
            pendingTop = nil
            MainLoop.post { [weak self] in self?.bringToTop(position) }
        }
        keepTopRowWhenTheHeightChanges()
        appearance.fadesBoundRows = false
        measureRows()
        // A new end space is laid out in another pass of this frame: align after that one.
        if !updateEndSpace() { aligner.laidOut() }
        if !aligner.isMoving, let position = pendingFocus {
            pendingFocus = nil
            listView.focus(position)
        }
        updateStickyHeader()
        if !aligner.isMoving { lastTopRow = topRow() }
        if !aligner.isMoving, nearEnd, !nearEndReported {
            // Not during layout: loading more changes the model (the footer), which would ask
            // for yet another layout of this frame.
            nearEndReported = true
            MainLoop.post { [weak self] in
                self?.nearEndReported = false
                self?.onNearEnd?()
            }
        }
    }

    private var nearEndReported = false

    /// How many layout passes of one frame may move things (each move makes GTK lay out
    /// again). GTK 4.8 lays out at most four times per frame; when the fourth still asks for
    /// another it gives up, leaving a widget marked as needing a size it never gets, and the
    /// window is not painted again (seen after a failed load-more at the end of the list).
    private let movingPassesPerFrame = 3
    private var layoutFrame = -1
    private var layoutPass = 0
    private var layoutDeferred = false

    /// Counts this layout pass; false for a pass past the budget, whose work is left for the
    /// next frame, asked for once this one is done (from the main loop, outside the frame).
    private func takeLayoutPass() -> Bool {
        let frame = listView.frameCounter ?? -1
        if frame != layoutFrame {
            layoutFrame = frame
            layoutPass = 0
        }
        layoutPass += 1
        guard layoutPass > movingPassesPerFrame else { return true }
        if !layoutDeferred {
            layoutDeferred = true
            MainLoop.post { [weak self] in
                guard let self else { return }
                layoutDeferred = false
                layoutPass = 0  // the frame is over: the next layout starts afresh
                listView.queueAllocate()
            }
        }
        return false
    }

    /// The top row as last laid out, and the view's height then.
    private var lastTopRow: (position: Int, offset: Double)?
    private var lastPageSize = 0.0

    /// A banner above the list, or a taller or shorter window, leaves the rows the user was
    /// reading where they were (GTK may keep the bottom row in place instead).
    private func keepTopRowWhenTheHeightChanges() {
        let page = scroller.verticalAdjustment.pageSize
        defer { lastPageSize = page }
        guard page != lastPageSize, lastPageSize > 0, !aligner.isMoving, let top = lastTopRow else { return }
        aligner.scroll(top.position, to: .offset(top.offset))
    }

    /// Measures one laid-out row of each kind: a header, an item row and, when the list has
    /// one, the footer (this runs after every layout; there are ~200 rows).
    private func measureRows() {
        var unmeasured: Set<RowView.Kind> = list.footer == nil ? [.header, .row] : [.header, .row, .footer]
        for row in listView.rowsByPosition.values {
            guard let kind = row.kind, unmeasured.contains(kind), row.root.isMapped, row.height > 0 else { continue }
            switch kind {
            case .header: headerHeight = row.height
            case .row: rowHeight = row.height
            case .footer: footerHeight = row.height
            case .space: break
            }
            unmeasured.remove(kind)
            if unmeasured.isEmpty { return }
        }
    }

    /// Blank space after the last row of `list` so that its last section, and no more, can
    /// scroll up to the top.
    private func endSpace(for list: FlatList<Item>) -> Int {
        guard let last = list.collection.sections.last else { return 0 }
        let footer = list.footer == nil ? 0 : footerHeight
        let lastSection = headerHeight + last.range.count * rowHeight + footer
        return max(0, Int(scroller.verticalAdjustment.pageSize) - lastSection)
    }

    /// Sizes the end space again (the view's height or the measured row heights changed); true
    /// when it changed.
    private func updateEndSpace() -> Bool {
        let height = endSpace(for: list)
        guard height != endSpaceHeight else { return false }
        endSpaceHeight = height
        listView.row(at: model.count - 1)?.showSpace(height: height)
        return true
    }

    /// Whether the view is within a screen of the last row.
    private var nearEnd: Bool {
        guard list.presentedCount > 0 else { return false }
        let adjustment = scroller.verticalAdjustment
        let below = adjustment.upper - Double(endSpaceHeight) - (adjustment.value + adjustment.pageSize)
        return below < adjustment.pageSize
    }

    /// Pins the title of the section at the top of the view, pushed up by the next section's
    /// header as it arrives; hidden at the very top.
    private func updateStickyHeader() {
        let shown = list.collection
        guard list.presentedCount == shown.flatCount, let position = listView.position(atX: 8, y: 1),
              position < shown.flatCount else { return hideSticky() }
        let section = shown.entry(atFlatPosition: position).section
        topSectionTitle = shown.sections[section].title
        strip.showCurrent(shown.sections[section].title)
        guard scrollOffset > 0 else { return hideSticky() }
        var offset = 0.0
        if section + 1 < shown.sections.count,
           let next = listView.row(at: shown.flatPosition(ofHeader: section + 1)), next.root.isMapped,
           let top = next.root.translate(x: 0, y: 0, to: listView)?.y {
            offset = min(0, top - Double(headerHeight))
        }
        showSticky(shown.sections[section].title, offset: offset)
    }

    private func hideSticky() {
        if stickyHeader.isVisible { stickyHeader.isVisible = false }
    }

    private func showSticky(_ title: String, offset: Double) {
        if stickyHeader.text != title { stickyHeader.text = title }
        if stickyHeader.width != listView.width { stickyHeader.setSizeRequest(width: listView.width) }
        if offset != stickyOffset {
            stickyOffset = offset
            stickyLayer.move(stickyHeader, x: 0, y: offset)
        }
        if !stickyHeader.isVisible { stickyHeader.isVisible = true }
    }
}

/// What binding a row needs from the list view, set once the view exists (the rows' bind
/// function is given before it does).
@MainActor
private final class LateHooks<Item> {
    var endSpace: () -> Int = { 0 }
    var appear: (RowView, Item) -> Void = { _, _ in }
}
