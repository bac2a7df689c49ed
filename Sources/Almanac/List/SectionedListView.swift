import AlmanacCore
import GtkKit

/// A sectioned list as people use it: rows under their section headers, the header of the
/// section at the top pinned there, a letter index on the right that jumps or scrubs, blank
/// space after the last row so the last section can come to the top, and the keyboard.
///
/// The current row is the selected one; the page shows it in the detail. Keys, clicks and taps
/// on rows make a row current; the wheel, touch, the index and search only move or filter the
/// view. The focus ring, where the next key goes on from, is on the current row when it is on
/// screen, else on the first row shown.
///
/// It shows what it is told (`apply`) and reports what the user does; what the rows mean is
/// the page's business. Everything that depends on where GTK put the rows is done after each
/// layout, before the frame is painted (`laidOut`).
@MainActor
final class SectionedListView<Item: Sendable> {
    let root = Box(.horizontal)
    let model = ListModel(FlatList(IndexedCollection<Item>.empty))
    let listView: ListView<FlatList<Item>, RowView>
    let scroller: ScrolledWindow
    let metrics = RowMetrics()
    let appearance = RowAppearance()
    let pictures: PictureLoader
    let binder: RowBinder<Item>
    let overlay: ListOverlay
    let strip = IndexStrip()
    let aligner: ViewAligner<FlatList<Item>, RowView>
    private(set) lazy var keyboard = ListKeyboard(list: self)
    let budget = LayoutBudget()

    /// The user made the row at a position current (the keyboard, a click).
    var onSelect: (@MainActor (Int) -> Void)?
    /// The user opened the row at a position (a click, a tap, Enter).
    var onActivate: (@MainActor (Int) -> Void)?
    /// The view is within a screen of the last row.
    var onNearEnd: (@MainActor () -> Void)?
    /// End was pressed (true), or the user went elsewhere (false): the view follows the end.
    var onFollowEnd: (@MainActor (Bool) -> Void)?
    /// Shift+Tab in the list: the focus goes to the region before it.
    var onTabBackward: (@MainActor () -> Void)?
    /// The person asked for the menu of the row at a position, at a point of `listView`.
    var onContextMenu: (@MainActor (Int, Double, Double) -> Void)?

    /// The index title of a jump under way: rows arriving meanwhile keep its section at the top.
    var pendingJump: String?
    /// A row to bring to the top once the list has been laid out on screen, and whether that
    /// is asked for already.
    var pendingTop: Int?
    var topPosted = false
    /// A row to focus once the view has got to it.
    var pendingFocus: Int?
    /// The row named with its section's letter for a move from another section (see
    /// `sayTheSection`), to be named as bound again.
    var namedWithItsSection: Int?
    /// Set when the focus is to go where `focus(makingCurrent:)` says once the view has been
    /// laid out (the view was moving; the rows were replaced while the list had it).
    var refocus: Refocus?
    /// Whether the list has been laid out since it was last shown. Until then its rows stand where
    /// the last layout put them, at another size maybe (a wide window since made narrow): a row
    /// focused then can leave the view, and GTK moves the focus out of the list.
    var laidOutSinceShown = false

    /// A focus move waiting for the view. One the person asked for (a collection shown, Down
    /// from the search) takes the focus from where it was when asked, unless the person has
    /// moved it since (Ctrl+F before the list was laid out); one that keeps the focus in rows
    /// replaced by a refresh gives way if the focus is outside the list.
    struct Refocus {
        var makingCurrent: Bool
        /// Where the focus was when the person asked for the move; nil when nobody asked.
        var askedWithFocusOn: FocusMark?
    }
    /// The title of the section at the top of the view, as last laid out.
    var topSectionTitle: String?
    /// The top row as last laid out, and the view's height then.
    var lastTopRow: (position: Int, offset: Double)?
    var lastPageSize = 0.0
    /// The current row as last laid out, when it was shown whole: where its bottom was.
    var lastCurrentShown: (position: Int, bottom: Double)?
    var nearEndReported = false

    /// `counted` says a number of items in words ("9 countries").
    init(accessibleName: String, counted: @escaping @Sendable (Int) -> String, pictures: PictureLoader,
         content: @escaping @MainActor (Item) -> RowContent, identity: @escaping (Item) -> String) {
        self.pictures = pictures
        binder = RowBinder(model: model, metrics: metrics, appearance: appearance, content: content, identity: identity)
        listView = ListView(model: model, makeRow: { RowView(pictures: pictures) }, bind: binder.bind)
        listView.setAccessibleLabel(accessibleName)
        listView.addCSSClass("collection-list")
        scroller = ScrolledWindow(child: listView)
        overlay = ListOverlay(over: scroller)
        aligner = ViewAligner(list: listView, scroller: scroller, rowHeight: { [metrics] in metrics.row })
        strip.onPick = { [unowned self] title in jump(toIndexTitle: title) }
        strip.onScrubbing = { [unowned self] active in overlay.showBubble(active ? pendingJump ?? topSectionTitle : nil) }
        strip.onChoose = { [unowned self] title in chooseSection(title) }
        strip.focusedTitle = { [unowned self] in currentSectionTitle ?? topSectionTitle }
        strip.describe = { [unowned self] title in
            tr("{letter}, {count}", ["letter": title, "count": counted(itemCount(forIndexTitle: title))])
        }
        root.append(overlay.root)
        root.append(strip.view)
        connect()
    }

    private func connect() {
        listView.onActivate { [unowned self] position in
            guard position < model.count, case .row = list[position] else { return }
            reveal(position)
            onActivate?(position)
        }
        listView.onContextMenu { [unowned self] position, x, y in
            guard position < model.count, case .row = list[position] else { return }
            onContextMenu?(position, x, y)
        }
        listView.onSelectionChanged { [unowned self] position in
            if let position { onSelect?(position) }
        }
        listView.onPinnedBandTapped { [unowned self] in
            if let title = overlay.pinnedTitle { jump(toIndexTitle: title) }
        }
        listView.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in keyboard.handle(key) })
        listView.addController(Controllers.scroll { [unowned self] in userMovedTheView() })
        listView.addController(Controllers.focus(entered: { [unowned self] in focusEntered() }))
        // `GtkQuirks.tabLandsOnTheScrolledWindow` (the row the list had focused last is a header
        // now): the focus goes on to a row. (After the change of focus is over: GTK reports it
        // while it is still under way.)
        if GtkQuirks.tabLandsOnTheScrolledWindow {
            scroller.addController(Controllers.focus(entered: { [unowned self] in
                MainLoop.post { [weak self] in if self?.scroller.hasFocus == true { self?.focus() } }
            }))
        }
        listView.on(.void("map")) { [unowned self] in laidOutSinceShown = false }
        listView.onLayout { [unowned self] in laidOut() }
    }

    /// The wheel or a touchpad moved the view: what was under way (a jump, the view following a
    /// key or the end) gives way, and keys go on from where the view is now.
    private func userMovedTheView() {
        listView.clearHover()
        aligner.cancel()
        forgetWhereTheViewWasGoing()
        onFollowEnd?(false)
    }

    /// The user moved the view: the moves under way give way (a row to focus there, a jump,
    /// the next key going on from the row the last one went to).
    func forgetWhereTheViewWasGoing() {
        keyboard.forgetPending()
        pendingJump = nil
        forgetWaitingFocus()
    }

    // MARK: What is shown

    /// The list as the model shows it now.
    var list: FlatList<Item> { model.source }

    /// A row the keyboard reaches from another section says that section's letter first, as
    /// a row opening its section always does ("H. Hungary, Budapest" after Up from Iceland).
    /// The row named so last is named as bound again.
    func sayTheSection(movingFrom origin: Int?, to target: Int) {
        let collection = list.collection
        if let named = namedWithItsSection, named < collection.flatCount, case .row(let value) = list[named] {
            listView.setAccessibleLabel(binder.opening(ofRowAt: named, binder.content(value).spoken), ofRowAt: named)
        }
        namedWithItsSection = nil
        guard let origin, origin < collection.flatCount, target < collection.flatCount,
              case .row(let value) = list[target] else { return }
        let section = collection.entry(atFlatPosition: target).section
        let texts = binder.content(value).spoken
        guard collection.entry(atFlatPosition: origin).section != section,
              binder.opening(ofRowAt: target, texts) == texts else { return }
        listView.setAccessibleLabel(tr("{letter}. {row}", ["letter": collection.sections[section].title, "row": texts]),
                                    ofRowAt: target)
        namedWithItsSection = target
    }

    /// How many items are shown in the section of an index letter (0: it has none).
    func itemCount(forIndexTitle title: String) -> Int {
        list.collection.sections.first { $0.title == title }?.range.count ?? 0
    }

    /// Tells the model of changes. A whole new list (a search, a reload) starts at the top and
    /// its rows fade in when `fadeIn`; rows inserted into the list leave the rows on screen
    /// where they are, or the view where a jump under way is going. The end space is sized for
    /// the new list before GTK binds it, so a frame needs no second layout for it.
    func apply(_ splices: [ListSplice<Item>], fadeIn: Bool = false) {
        guard let last = splices.last else { return }
        let hadFocus = listView.hasFocusWithin
        let anchor = topRow()
        metrics.sizeEndSpace(for: last.list, inHeight: scroller.verticalAdjustment.pageSize)
        let wholesale = splices.count == 1 && splices[0].position == 0 && splices[0].removed > 0
        // `GtkQuirks.scrollingPastLaidOutRowsWarns`: to the top while the rows laid out are
        // still there.
        if wholesale, GtkQuirks.scrollingPastLaidOutRowsWarns { scrollOffset = 0 }
        // GTK binds the new rows while it is told of them: they must know before.
        if wholesale { appearance.fadesBoundRows = fadeIn }
        for splice in splices {
            if wholesale, splice.added > 0 {
                model.replaceAll(with: splice.list)
            } else {
                model.update(splice.list, position: splice.position, removed: splice.removed, added: splice.added)
            }
        }
        strip.update(titles: list.collection.indexTitles, hasSection: list.collection.hasSection(forIndexTitle:))
        if wholesale {
            pendingJump = nil
            keyboard.forgetPending()
            aligner.scroll(0, to: .top)
        } else if let pendingJump {
            jump(toIndexTitle: pendingJump)
        } else if aligner.isMoving {
            aligner.retarget { splices.position(after: $0) }
        } else if let anchor {
            aligner.scroll(splices.position(after: anchor.position), to: .offset(anchor.offset))
        }
        if hadFocus, wholesale || !listView.hasFocusWithin {
            // Once laid out, the focus goes to the current row, else to the first row shown.
            if refocus == nil { refocus = Refocus(makingCurrent: false, askedWithFocusOn: nil) }
            // `GtkQuirks.focusLostWithItsRow` (a refresh, a search): the list takes it back at
            // once, else keys pressed before that layout would reach nothing.
            if GtkQuirks.focusLostWithItsRow, !listView.hasFocusWithin { listView.grabFocus() }
        }
        listView.queueDraw()
    }

    /// Renders the row thumbnails of `items` in the background, so that a jump to a section
    /// never shown finds them ready instead of getting them one by one over the next frames.
    /// Only for collections with pictures (all rows of one have them, or none) whose
    /// thumbnails all fit in the picture cache (a few MiB).
    func prefetchPictures(of items: some Collection<Item>) {
        guard items.count <= 1_000, let first = items.first, binder.content(first).picture != nil else { return }
        pictures.prefetch(items.compactMap { binder.content($0).picture }, width: RowView.pictureWidth,
                          scale: max(listView.scaleFactor, 1))
    }

    /// Whether rows are on screen and every one shows its picture (none is still being rendered).
    var picturesOnScreenShown: Bool {
        let rows = listView.rowsByPosition
        return !rows.isEmpty && !rows.contains { position, row in row.isWaitingForPicture && isOnScreen(position) }
    }
}
