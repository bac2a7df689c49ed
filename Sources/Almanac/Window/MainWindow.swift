import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit

/// The main window: a header bar with the collection switcher (at the bottom on a phone); the
/// list pane (search bar and one page per collection) and the detail pane side by side, or one
/// at a time with a Back button when the window is narrow (`SplitView`). The detail shows the
/// current collection's current item and follows it; each collection keeps its own.
///
/// It builds the shell and wires its parts: `CollectionPages`, `SearchController`, what the
/// detail shows (`DetailNavigation`), the actions (`WindowActions`, in MainWindow+Actions).
@MainActor
final class MainWindow {
    /// The list pane's width beside the detail, and the least it takes.
    static let listWidth = (natural: 400, minimum: 340)
    /// The least width of the detail beside the list: narrower windows show one at a time.
    static let detailMinimumWidth = 360

    let window: ApplicationWindow
    let headerBar = HeaderBar()
    let backButton = Button(icon: "go-previous-symbolic", accessibleName: tr("Back"))
    let refreshButton = Button(icon: "view-refresh-symbolic", accessibleName: tr("Refresh"))
    let refreshSpinner = Spinner()
    let search = SearchController()
    let starredOnlyButton = ToggleButton(icon: "starred-symbolic", accessibleName: tr("Starred Only"))
    /// Whether the lists show only starred items (the Starred filter).
    var showsOnlyStarred = false
    let pages: CollectionPages
    private let listPane = Box(.vertical, cssClasses: ["list-pane"])
    private let split: SplitView
    let toasts: ToastOverlay
    private(set) lazy var announcer = Announcer(window: window)
    let pictures = PictureLoader()
    let detail: DetailPane
    var navigation = DetailNavigation<Detail>()
    let actions = WindowActions()
    let references: References
    let library: SearchLibrary
    let starred: Starred
    let history: History
    var historyWindow: HistoryWindow?
    var compareWindow: CompareWindow?
    var compareChooser: CompareChooser?
    let settings: AppSettings
    let observer: StartupObserver?
    /// The live sources in use: Preferences' settings with the environment's overrides.
    var live: LiveSettings
    var preferences: PreferencesWindow?
    var shortcuts: ShortcutsDialog?
    /// Watches for the app's arrival on the accessibility registry, until then.
    private var accessibilityRegistry: AccessibilityRegistry?
    var quitApplication: (@MainActor () -> Void)?

    init(application: Application, specs: [AnyCollectionSpec], catalog: Catalog, references: References,
         library: SearchLibrary, starred: Starred, history: History, settings: AppSettings,
         showing first: CollectionKind, observer: StartupObserver?) {
        window = ApplicationWindow(application: application)
        detail = DetailPane(pictures: pictures)
        self.references = references
        self.library = library
        self.starred = starred
        self.history = history
        self.settings = settings
        self.observer = observer
        live = settings.effectiveLive
        quitApplication = application.quit
        window.title = AppInfo.name
        let size = settings.windowSize
        window.setDefaultSize(width: max(size.width, 360), height: max(size.height, 360))
        if settings.isMaximized { window.maximize() }
        pages = CollectionPages(specs: specs, showing: first) { [pictures] spec in
            Self.makePage(spec, pictures: pictures, settings: settings)
        }
        split = Self.split(listPane: listPane, search: search.bar, pages: pages.stack, detail: detail.root)
        toasts = ToastOverlay(child: split)
        pages.onMade = { [unowned self] page in connect(page) }
        buildHeaderBar()
        window.setContent(layout())
        actions.add(actionTable(specs: specs), to: window, application: application)
        window.addAction("toggle-star", takingString: { [unowned self] text in
            if let address = ItemAddress(text) { toggleStar(of: address) }
        })
        window.addAction("compare", takingString: { [unowned self] text in
            if let address = ItemAddress(text) { compare(address) }
        })
        connectSearch()
        connectNavigation()
        pages.onCurrentChanged = { [unowned self] in collectionChanged() }
        pages.onShownPageEvent = { [unowned self] event in shownPageTold(event) }
        window.onCloseRequest { [unowned self] in
            saveState()
            destroyDialogs()
        }
        settings.onChange { [unowned self] change in settingChanged(change) }
        starred.onChange { [unowned self] in starsChanged() }
        starred.onProblem = { [unowned self] problem in showNews(problem) }
        history.onProblem = { [unowned self] problem in showNews(problem) }
        settingChanged(.animation)
        settingChanged(.colorScheme)
        settingChanged(.history)
        // style.css draws what is dimmed or faint elsewhere in full in the high-contrast style.
        Style.followHighContrast { [unowned self] on in window.setCSSClass("high-contrast", on) }
        showDetail()
        start(catalog: catalog)
    }

    private func buildHeaderBar() {
        headerBar.setTitleWidget(switcherTitle)
        backButton.onClicked { [unowned self] in goBack() }
        headerBar.packStart(backButton)
        refreshButton.setActionName("win.refresh")
        refreshSpinner.setAccessibleLabel(tr("Refreshing"))
        refreshSpinner.isSpinning = false
        starredOnlyButton.tooltip = tr("Show Only Starred Items (Ctrl+Shift+D)")
        starredOnlyButton.onClicked { [unowned self] in showOnlyStarred(starredOnlyButton.isActive) }
        starredOnlyButton.sayStates(pressed: tr("Only starred items"), notPressed: tr("All items"))
        let menu = MenuButton(icon: "open-menu-symbolic", accessibleName: tr("Main Menu"), sections: [
            // The header's star gives way in a narrow window: the menu has it too.
            [(tr("History"), "win.history"), (tr("Starred Only"), "win.starred-only")],
            [(tr("Export Starred Items…"), "win.export-starred"), (tr("Import Starred Items…"), "win.import-starred")],
            [(tr("Preferences"), "win.preferences")],
            [(tr("Keyboard Shortcuts"), "win.shortcuts"), (tr("About Almanac"), "win.about")],
        ])
        menu.makePrimary()
        headerBar.packEnd(menu)
        headerBar.packEnd(search.button)
        headerBar.packEnd(starredOnlyButton)
        // The spinner comes and goes on the far side of Refresh, so that no button moves while
        // a refresh runs (a second click on Refresh would land on it); not beside Back, which
        // comes and goes too.
        headerBar.packEnd(refreshButton)
        headerBar.packEnd(refreshSpinner)
    }

    private lazy var switcherTitle: ViewSwitcherTitle = {
        let title = ViewSwitcherTitle(stack: pages.stack, title: AppInfo.name)
        title.setAccessibleLabel(tr("Collections"))
        return title
    }()

    /// The list and the detail side by side (or one at a time). The list pane keeps its width
    /// beside the detail, so opening a detail never moves the list.
    private static func split(listPane: Box, search: Widget, pages: Widget, detail: Widget) -> SplitView {
        listPane.append(search)
        listPane.append(pages)
        pages.expands = (true, true)
        let listFrame = SizedFrame(naturalWidth: Self.listWidth.natural)
        listFrame.setSizeRequest(width: Self.listWidth.minimum)
        listFrame.append(listPane)
        listFrame.expands = (false, true)
        let split = SplitView(sidebar: listFrame, sidebarTitle: tr("Collections"), content: detail, contentTitle: tr("Details"),
                              sidebarWidth: (Self.listWidth.minimum, Self.listWidth.natural),
                              contentMinimumWidth: Self.detailMinimumWidth)
        split.expands = (true, true)
        return split
    }

    /// The header bar over the split view, and the switcher bar of a phone.
    private func layout() -> Widget {
        split.onFoldedChanged { [unowned self] in
            // Narrowed, the detail shown stays, as in GNOME's Settings and Contacts, and takes
            // the keyboard from the list; while a search is typed, the list stays (and the
            // query its caret).
            search.bar.keepCaretAfterRefocus()
            let listHadFocus = pages.shownIfMade?.listHasFocus == true
            navigation.setNarrow(split.isFolded, keepingList: search.entryHasFocus)
            updateLayout()
            if navigation.detailReplacesList, listHadFocus { focusDetailTitle() }
        }
        window.adapt(folding: split, narrowing: switcherTitle)
        let switcherBar = ViewSwitcherBar(stack: pages.stack, standingInFor: switcherTitle)
        switcherBar.setAccessibleLabel(tr("Collections"))
        return ToolbarView(top: headerBar, content: toasts, bottom: switcherBar)
    }

    // MARK: Details and navigation

    /// Shows an item's collection with the item current and its detail open (`--open`, the
    /// desktop's search).
    func open(_ address: ItemAddress) {
        let page = pages.page(address.kind)
        if search.isSearching { search.end() }
        pages.current = address.kind
        page.open(key: address.key)
    }

    /// Shows a collection (the current one when nil) searched for `text` (the desktop's
    /// "search in Almanac").
    func showSearch(_ text: String, in kind: CollectionKind?) {
        if let kind { pages.current = kind }
        search.start(with: text)
    }

    /// Passing news, in a toast.

    /// The current item's detail, made again (it names more once the references have loaded:
    /// a species opened at start-up gets its homeworld and films).
    func showCurrentDetailAgain() {
        guard let detail = pages.shownIfMade?.currentDetail else { return }
        navigation.refreshCurrent(detail)
        showDetail()
    }

    /// Shows what the navigation says: the detail (or the placeholder), which pane a narrow
    /// window shows, and Back when it goes somewhere.
    func showDetail() {
        detail.show(navigation.shown, starred: shownItemStarred)
        actions.update()
        updateLayout()
    }

    private func updateLayout() {
        if navigation.isNarrow {
            split.showsContent = navigation.detailReplacesList
            listPane.addCSSClass("compact")
        } else {
            listPane.removeCSSClass("compact")
        }
        backButton.isVisible = navigation.canGoBack
        // A detail in place of the list: the list's buttons go (at 360 px the title was "Alm…").
        refreshButton.isVisible = !navigation.detailReplacesList
        search.button.isVisible = !navigation.detailReplacesList
        // At 360 px the header bar has no room for it beside Refresh, Search and the menu.
        starredOnlyButton.isVisible = !navigation.detailReplacesList && !navigation.isNarrow
    }

    private func connectNavigation() {
        detail.onOpenCountry = { [unowned self] code in followLink(to: code) }
        detail.onStar = { [unowned self] starred in setShownItemStarred(starred) }
        detail.onCopy = { [unowned self] in copyShownItem() }
        detail.onCompare = { [unowned self] in compareShownItem() }
        // Ctrl+C copies the item shown, unless text is selected or the search has the keys.
        window.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in
            guard key.isCopy, !search.entryHasFocus, !detail.hasSelectedText, navigation.shown != nil else { return false }
            copyShownItem()
            return true
        })
        window.addController(Controllers.keys { [unowned self] key in
            if backKey(key) { return true }
            // Escape in the results ends the search, as it does in the search entry.
            guard key.isEscape, search.isSearching else { return false }
            search.end()
            return true
        })
        window.addController(Controllers.mouseBack { [unowned self] in goBack() })
        detail.root.addController(Controllers.swipeBack(on: detail.root) { [unowned self] in goBack() })
        // Escape and Alt+Left from the detail, before the split view claims them.
        if split.claimsBackKeys { detail.root.addController(Controllers.keys { [unowned self] key in backKey(key) }) }
        // `GtkQuirks.backTabSkipsASibling`: Shift+Tab out of the detail skipped the index beside
        // the list; it goes there.
        if GtkQuirks.backTabSkipsASibling {
            detail.root.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in
                key.navigation == .backTab && detail.focusIsOnTitle && !navigation.detailReplacesList && pages.shown.focusIndex()
            })
        }
    }

    private func connectSearch() {
        search.onQuery = { [unowned self] query in searched(query) }
        search.onOpenResult = { [unowned self] in pages.shown.openFromSearch() }
        search.onDown = { [unowned self] in pages.shown.focusFirstRow() }
        search.onEnded = { [unowned self] in pages.shown.focusList() }
        // The search taking the keys, also when it was open already (Ctrl+F again): the list
        // gives up a focus move it still waits to make (Down typed ahead of the results).
        search.bar.entry.addController(Controllers.focus(entered: { [unowned self] in pages.shown.forgetWaitingFocus() }))
        search.onShown = { [unowned self] in
            pages.shown.forgetWaitingFocus()
            // Narrow, the search is in the list: from a detail, back to it.
            navigation.showList()
            updateLayout()
        }
    }

    // MARK: Window

    func present() {
        // `GtkQuirks.firstFocusReportedTooEarly`: once a screen reader can know the app, the
        // focus is reported again (watched from the first frame, off start-up's path).
        if GtkQuirks.firstFocusReportedTooEarly {
            window.onFirstFrame { [unowned self] in
                accessibilityRegistry = AccessibilityRegistry { [unowned self] in
                    window.focusAgain()
                    accessibilityRegistry = nil
                }
            }
        }
        window.present()
        pages.shown.focusList()
    }

    func onFirstFrame(_ handler: @escaping @MainActor () -> Void) { window.onFirstFrame(handler) }
}
