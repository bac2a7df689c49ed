import AlmanacCore
import Foundation
import GtkKit

/// The main window: a header bar with the collection switcher (at the bottom on a phone); the
/// list pane (search bar and one page per collection) and the detail pane side by side, or
/// one at a time with a Back button when the window is narrow (a leaflet). The detail shows
/// the current collection's current item and follows it; each collection keeps its own.
@MainActor
final class MainWindow {
    /// The list pane's width beside the detail, and the least it takes.
    static let listWidth = (natural: 400, minimum: 340)
    /// The least width of the detail beside the list: narrower windows show one at a time.
    static let detailMinimumWidth = 360

    private let window: ApplicationWindow
    private let headerBar = HeaderBar()
    private let backButton = Button(icon: "go-previous-symbolic", accessibleName: tr("Back"))
    private let refreshButton = Button(icon: "view-refresh-symbolic", accessibleName: tr("Refresh"))
    private let refreshSpinner = Spinner()
    private let searchButton = ToggleButton(icon: "system-search-symbolic", accessibleName: tr("Search"))
    /// The collections; switching is instant, so no frame shows the previous one.
    private let pages = ViewStack()
    private let searchBar = SearchBar(accessibleName: tr("Search"))
    private let listPane = Box(.vertical, cssClasses: ["list-pane"])
    private let detailPane = Stack(crossfades: false)
    private let leaflet = Leaflet()
    private lazy var toasts = ToastOverlay(child: leaflet)
    private let pictures = PictureLoader()
    private let detailView: DetailView
    private let specs: [AnyCollectionSpec]
    /// The collections' pages made so far. The one shown is made with the window, the others
    /// once it is painted (a page is ~3 ms of the main thread), or when first needed before.
    private var collections: [BrowsablePage] = []
    /// Where each page goes in the view stack, holding its place (title and icon) until it is made.
    private var holders: [CollectionKind: Box] = [:]
    private var current: BrowsablePage? { pages.visibleChildName.flatMap(CollectionKind.init(rawValue:)).map(page) }
    /// The details shown, most recent last: the current item's, then the links followed from it.
    private var history: [Detail] = []
    /// News of collections not shown when it came (the latest each), shown when they are.
    private var unseenNews: [CollectionKind: String] = [:]
    /// In a narrow window: whether the detail replaces the list (an item was opened).
    private var detailOpened = false
    private var isNarrow: Bool { leaflet.isFolded }
    private let references: References
    private let library: SearchLibrary
    private let options: LaunchOptions
    private var measurement: ListMeasurement?

    private let settings: AppSettings
    /// The live sources in use: Preferences' settings with the environment's overrides.
    private var live: LiveSettings

    init(application: Application, specs: [AnyCollectionSpec], catalog: Catalog, references: References,
         library: SearchLibrary, settings: AppSettings, options: LaunchOptions) {
        window = ApplicationWindow(application: application)
        detailView = DetailView(pictures: pictures)
        self.references = references
        self.library = library
        self.settings = settings
        live = settings.effectiveLive
        self.options = options
        self.specs = specs
        window.title = AppInfo.name
        let size = settings.windowSize
        window.setDefaultSize(width: max(size.width, 360), height: max(size.height, 360))
        if settings.isMaximized { window.maximize() }
        buildHeaderBar()
        quitApplication = application.quit
        for spec in specs {
            let holder = Box(.vertical)
            holder.expands = (true, true)
            holders[spec.kind] = holder
            pages.add(holder, name: spec.kind.rawValue, title: spec.kind.title, icon: spec.kind.iconName)
        }
        pages.visibleChildName = settings.lastCollection == .synthetic ? CollectionKind.countries.rawValue
            : settings.lastCollection.rawValue
        if let measured = options.measureList { pages.visibleChildName = measured.rawValue }
        window.setContent(layout())
        connectSearch(application: application)
        connectNavigation()
        pages.onVisibleChildChanged { [unowned self] in collectionChanged() }
        window.onCloseRequest { [unowned self] in saveState() }
        connectMenu(application: application)
        connectRefresh(application: application)
        settings.onChange { [unowned self] change in settingChanged(change) }
        applyAnimationStyle(settings.animationStyle)
        applyColorScheme(settings.colorScheme)
        showDetail()
        updateRefresh()
        // The collection shown loads at once; the others are made and loaded once its first
        // rows are painted with their pictures, so that they do not compete with it for the
        // main thread while the window opens (its pictures arrive through the main loop).
        current?.load()
        window.onFirstFrame { [unowned self] in
            whenFirstRowsArePainted { [weak self] in
                guard let self else { return }
                settings.loadAPIKey()
                specs.map { page($0.kind) }.forEach { $0.load() }
                loadStarWarsReferences(catalog)
            }
        }
    }

    /// Runs `work` once the shown page's rows on screen show their pictures, or after half a
    /// second whatever they show.
    private func whenFirstRowsArePainted(_ work: @escaping @MainActor () -> Void) {
        let started = DispatchTime.now().uptimeNanoseconds
        window.addTickCallback { [unowned self] in
            let waited = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            guard let page = current, !page.measurable.picturesOnScreenShown, waited < 0.5 else {
                window.afterNextPaint { MainLoop.post(work) }
                return false
            }
            return true
        }
    }

    private func buildHeaderBar() {
        headerBar.setTitleWidget(switcherTitle)
        backButton.onClicked { [unowned self] in goBack() }
        headerBar.packStart(backButton)
        searchButton.tooltip = tr("Search (Ctrl+F)")
        let menu = MenuButton(icon: "open-menu-symbolic", accessibleName: tr("Main Menu"), sections: [
            [(tr("Preferences"), "win.preferences")],
            [(tr("Keyboard Shortcuts"), "win.shortcuts"), (tr("About Almanac"), "win.about")],
        ])
        menu.makePrimary()
        headerBar.packEnd(menu)
        headerBar.packEnd(searchButton)
        refreshButton.onClicked { [unowned self] in current?.refresh() }
        refreshSpinner.setAccessibleLabel(tr("Refreshing"))
        refreshSpinner.isVisible = false
        headerBar.packStart(refreshButton)
        headerBar.packStart(refreshSpinner)
    }

    private lazy var switcherTitle: ViewSwitcherTitle = {
        let title = ViewSwitcherTitle(stack: pages, title: AppInfo.name)
        title.setAccessibleLabel(tr("Collections"))
        return title
    }()

    /// The header bar, the leaflet of list and detail, and the switcher bar of a phone. The
    /// list pane keeps its width beside the detail, so opening a detail never moves the list.
    private func layout() -> Widget {
        listPane.append(searchBar)
        listPane.append(pages)
        pages.expands = (true, true)
        let listFrame = SizedFrame(naturalWidth: Self.listWidth.natural)
        listFrame.setSizeRequest(width: Self.listWidth.minimum)
        listFrame.append(listPane)
        listFrame.expands = (false, true)
        let placeholder = Label(tr("Select an item to see its details"), cssClasses: ["dim-label", "detail-placeholder"])
        placeholder.setAlignment(horizontal: .center, vertical: .center)
        detailPane.add(placeholder, name: "none")
        detailPane.add(detailView.root, name: "detail")
        detailPane.expands = (true, true)
        detailPane.setSizeRequest(width: Self.detailMinimumWidth)
        detailPane.addCSSClass("detail-pane")
        leaflet.append(listFrame, name: "list")
        leaflet.append(detailPane, name: "detail")
        leaflet.expands = (true, true)
        leaflet.onFoldedChanged { [unowned self] in
            // Narrowed while typing a search: the list stays, where the search is.
            if isNarrow, searchBar.entry.hasFocusWithin { detailOpened = false }
            updateLayout()
        }
        let switcherBar = ViewSwitcherBar(stack: pages, standingInFor: switcherTitle)
        switcherBar.setAccessibleLabel(tr("Collections"))
        let content = Box(.vertical)
        content.append(headerBar)
        content.append(toasts)
        content.append(switcherBar)
        return content
    }

    // MARK: Collections

    /// The page of a collection, made the first time.
    private func page(_ kind: CollectionKind) -> BrowsablePage {
        if let made = collections.first(where: { $0.kind == kind }) { return made }
        guard let spec = specs.first(where: { $0.kind == kind }) else { preconditionFailure("no collection \(kind)") }
        let page = spec.makePage(pictures: pictures, live: live)
        page.animationStyle = settings.animationStyle
        connect(page)
        collections.append(page)
        holders.removeValue(forKey: kind)?.append(page.root)
        return page
    }

    private func connect(_ page: BrowsablePage) {
        page.onRefreshingChanged = { [unowned self] in updateRefresh() }
        page.onCurrentChanged = { [unowned self, unowned page] detail in
            guard page === current else { return }
            history = detail.map { [$0] } ?? []
            // Wide, the current item is the one open: a window made narrow shows its detail.
            // Narrow, moving through the list does not leave it.
            if !isNarrow { detailOpened = detail != nil }
            showDetail()
        }
        page.onOpen = { [unowned self, unowned page] detail in
            guard page === current else { return }
            history = [detail]
            detailOpened = true
            showDetail()
        }
        page.onRowsChanged = { [unowned self] rows in library.update(rows) }
        page.onNews = { [unowned self, unowned page] news in
            if page === current { toasts.show(news) } else { unseenNews[page.kind] = news }
        }
        page.onTabBackward = { [unowned self] in
            if searchBar.isSearching { searchBar.entry.grabFocus() } else { headerBar.focusInside(backwards: true) }
        }
        page.onFirstRows = { [unowned self, unowned page] in
            if page === current, !searchBar.isSearching { page.focusList() }
            if options.exitAfterFirstRows, page === current { quitOncePainted(page) }
            if options.measureList == page.kind {
                let measurement = ListMeasurement(
                    page: page.measurable, search: { [unowned page] in page.search($0) },
                    isSettled: { [unowned self] in isSettled },
                    finish: { [unowned self] in quitApplication?() })
                self.measurement = measurement
                measurement.start()
            }
        }
    }

    /// Whether the work of the start is done: every collection loaded, the row pictures
    /// rendered, the keyring and the Star Wars references read.
    private var isSettled: Bool {
        collections.count == specs.count && collections.allSatisfy(\.hasLoaded) && !pictures.isRendering
            && settings.apiKey.isRead && referencesLoaded
    }

    private var referencesLoaded = false

    /// `--exit-after-first-rows`: quits after the first frame that shows the rows on screen with
    /// their pictures.
    private func quitOncePainted(_ page: BrowsablePage) {
        window.addTickCallback { [unowned self, unowned page] in
            guard page.measurable.picturesOnScreenShown else { return true }
            window.afterNextPaint { [unowned self] in quitApplication?() }
            return false
        }
    }

    private func loadStarWarsReferences(_ catalog: Catalog) {
        Task { @MainActor [weak self] in
            let loaded = await Task.detached { Result { () throws(DataFileError) in try catalog.data.starWarsReferences() } }.value
            self?.referencesLoaded = true
            switch loaded {
            case .success(let references):
                self?.references.starWars = references
                self?.showCurrentDetailAgain()
            case .failure(let error): Diagnostics.warn("species details will not name homeworlds and films: \(error)")
            }
        }
    }

    /// Another collection: its own current item in the detail, its list in a narrow window;
    /// a search belongs to one collection, so it is cleared everywhere.
    private func collectionChanged() {
        collections.forEach { $0.search("") }
        collections.filter { $0 !== current }.forEach { $0.cancelRequests() }
        if searchBar.isSearching || !searchBar.text.isEmpty {
            searchBar.text = ""
            searchBar.isSearching = false
        }
        history = current?.currentDetail.map { [$0] } ?? []
        detailOpened = !isNarrow && !history.isEmpty
        showDetail()
        updateRefresh()
        current?.load()
        current?.focusList()
        if let kind = current?.kind, let news = unseenNews.removeValue(forKey: kind) { toasts.show(news) }
    }

    // MARK: Details and navigation

    /// Shows an item's collection with the item current and its detail open (`--open`, the
    /// desktop's search).
    func open(_ address: ItemAddress) {
        let page = page(address.kind)
        if searchBar.isSearching { endSearch() }
        pages.visibleChildName = address.kind.rawValue
        page.open(key: address.key)
    }

    /// Shows a collection (the current one when nil) searched for `text` (the desktop's
    /// "search in Almanac").
    func showSearch(_ text: String, in kind: CollectionKind?) {
        if let kind { pages.visibleChildName = kind.rawValue }
        startSearch()
        searchBar.text = text
    }

    /// Passing news, in a toast.
    func showNews(_ news: String) { toasts.show(news) }

    /// Follows a link: Back returns to where it was followed from.
    private func openCountry(code: String) {
        guard let country = references.countriesByCode[code.uppercased()] else {
            return Diagnostics.warn("no country with the code \(code)")
        }
        history.append(country.detail())
        detailOpened = true
        showDetail()
    }

    /// The current item's detail, made again (it names more once the references have loaded:
    /// a species opened at start-up gets its homeworld and films).
    private func showCurrentDetailAgain() {
        guard history.count == 1, let detail = current?.currentDetail else { return }
        history = [detail]
        showDetail()
    }

    /// Shows the last detail of the history, or the placeholder.
    private func showDetail() {
        if let detail = history.last {
            detailView.show(detail)
            detailPane.visibleChildName = "detail"
        } else {
            detailPane.visibleChildName = "none"
        }
        updateLayout()
    }

    /// Back (the button, Alt+Left, Escape): to the detail a link was followed from, or in a
    /// narrow window from the detail to the list.
    private func goBack() {
        if history.count > 1 {
            history.removeLast()
            showDetail()
        } else if isNarrow, detailOpened {
            detailOpened = false
            updateLayout()
            current?.focusList()
        }
    }

    /// Wide: list and detail side by side. Narrow: the detail, when opened, replaces the list,
    /// and the list is compact.
    private func updateLayout() {
        let showsDetail = isNarrow && detailOpened && !history.isEmpty
        if isNarrow {
            leaflet.visibleChildName = showsDetail ? "detail" : "list"
            listPane.addCSSClass("compact")
        } else {
            listPane.removeCSSClass("compact")
        }
        backButton.isVisible = history.count > 1 || showsDetail
    }

    private func connectNavigation() {
        detailView.onOpenCountry = { [unowned self] code in openCountry(code: code) }
        window.addController(Controllers.keys { [unowned self] key in
            if key.isEscape || key.isAltLeft, backButton.isVisible {
                goBack()
                return true
            }
            // Escape in the results ends the search, as it does in the search entry.
            guard key.isEscape, searchBar.isSearching else { return false }
            endSearch()
            return true
        })
        window.addController(Controllers.mouseBack { [unowned self] in
            if backButton.isVisible { goBack() }
        })
    }

    // MARK: Search

    private func connectSearch(application: Application) {
        searchBar.bindSearchMode(to: searchButton)
        window.addAction("search") { [unowned self] in startSearch() }
        application.setAccelerators(["<Control>f"], for: "win.search")
        searchBar.onSearchChanged { [unowned self] text in current?.search(text) }
        searchBar.onActivate { [unowned self] in current?.openSingleMatch() }
        searchBar.onStopSearch { [unowned self] in endSearch() }
        // Down goes from the search to the results, as in GNOME's search entries.
        searchBar.entry.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in
            guard key.navigation == .down else { return false }
            current?.focusFirstRow()
            return true
        })
        searchBar.onSearchModeChanged { [unowned self] searching in
            guard searching else { return endSearch() }
            showListForSearch()
            searchBar.entry.grabFocus()
        }
    }

    /// Ctrl+F: opens the search, or goes back to it when it is open.
    private func startSearch() {
        searchBar.isSearching = true
        showListForSearch()
        searchBar.entry.grabFocus()
    }

    /// Narrow, the search is in the list: from a detail, back to it.
    private func showListForSearch() {
        guard isNarrow, detailOpened else { return }
        detailOpened = false
        updateLayout()
    }

    /// Escape in the search: clears it, closes the bar and returns to the list.
    private func endSearch() {
        searchBar.text = ""
        current?.search("")
        searchBar.isSearching = false
        current?.focusList()
    }

    // MARK: Menu

    private var preferences: PreferencesWindow?
    private var shortcuts: Window?

    private func connectMenu(application: Application) {
        window.addAction("preferences") { [unowned self] in
            let preferences = preferences ?? PreferencesWindow(parent: window, settings: settings)
            self.preferences = preferences
            preferences.present()
        }
        window.addAction("shortcuts") { [unowned self] in
            shortcuts = shortcuts ?? HelpWindows.shortcuts(over: window)
            shortcuts?.present()
        }
        window.addAction("about") { [unowned self] in HelpWindows.presentAbout(over: window) }
        window.addAction("quit") { [unowned self] in quit() }
        application.setAccelerators(["<Control>comma"], for: "win.preferences")
        application.setAccelerators(["<Control>question"], for: "win.shortcuts")
        application.setAccelerators(["<Control>q"], for: "win.quit")
        // Alt+1…4: the collections in the switcher's order.
        for (number, name) in specs.map(\.kind.rawValue).enumerated() where number < 9 {
            window.addAction("collection-\(number + 1)") { [unowned self] in pages.visibleChildName = name }
            application.setAccelerators(["<Alt>\(number + 1)"], for: "win.collection-\(number + 1)")
        }
    }

    /// Preferences (or another process) changed a setting: the app follows it.
    private func settingChanged(_ change: AppSettings.Change) {
        switch change {
        case .animation:
            applyAnimationStyle(settings.animationStyle)
        case .colorScheme:
            applyColorScheme(settings.colorScheme)
        case .live:
            let new = settings.effectiveLive
            collections.forEach { $0.liveSettingsChanged(from: live, to: new) }
            live = new
            updateRefresh()
        }
    }

    private func applyAnimationStyle(_ style: AnimationStyle) {
        collections.forEach { $0.animationStyle = style }
    }

    private func applyColorScheme(_ scheme: ColorScheme) {
        let style: Style.Scheme = switch scheme {
        case .followSystem: .followSystem
        case .light: .light
        case .dark: .dark
        }
        Style.setScheme(style)
    }

    // MARK: Refresh

    private func connectRefresh(application: Application) {
        window.addAction("refresh") { [unowned self] in current?.refresh() }
        application.setAccelerators(["F5", "<Control>r"], for: "win.refresh")
    }

    /// The Refresh button works on collections with a live source; a spinner shows while the
    /// current one refreshes.
    private func updateRefresh() {
        let canRefresh = current?.canRefresh ?? false
        let refreshing = current?.isRefreshing ?? false
        refreshButton.isSensitive = canRefresh
        refreshButton.tooltip = canRefresh ? tr("Refresh (F5)")
            : current?.kind == .countries ? tr("To refresh countries, enter a REST Countries API key in Preferences")
            : tr("This collection has no live source")
        refreshSpinner.isVisible = refreshing
        refreshSpinner.isSpinning = refreshing
    }

    // MARK: Window

    /// Remembers the window's size, whether it is maximized, and the collection shown; stops
    /// live requests (the window is closing).
    private func saveState() {
        collections.forEach { $0.cancelRequests() }
        if !window.isMaximized { settings.windowSize = window.defaultSize }
        settings.isMaximized = window.isMaximized
        if let kind = current?.kind, kind != .synthetic { settings.lastCollection = kind }
    }

    private var quitApplication: (@MainActor () -> Void)?

    /// Ctrl+Q, or the session asking the process to end: the state is saved, then the app quits.
    func quit() {
        saveState()
        quitApplication?()
    }

    func present() {
        window.present()
        current?.focusList()
    }

    func onFirstFrame(_ handler: @escaping @MainActor () -> Void) { window.onFirstFrame(handler) }

    /// What the window shows, by name: the collection and its page's state, the detail's title
    /// and whether it is on screen, the search (for `DiagnosticsService`).
    var diagnosticState: [String: String] {
        let detail = detailPane.visibleChildName == "detail" ? history.last?.title : nil
        let shown = detail != nil && (!isNarrow || leaflet.visibleChildName == "detail")
        return (current?.diagnosticState ?? [:]).merging([
            "collection": current?.kind.rawValue ?? "", "detail": detail ?? "", "detailShown": String(shown),
            "narrow": String(isNarrow), "searching": String(searchBar.isSearching), "query": searchBar.text,
            "searchFocus": String(searchBar.entry.hasFocusWithin), "focus": window.focusTypeName ?? "",
            "toasts": String(toasts.waitingToasts), "renderer": Renderer.name(of: window) ?? "",
        ]) { _, window in window }
    }
}
