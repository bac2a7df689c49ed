import AlmanacCore
import Foundation
import GtkKit

/// The main window: a header bar with the collection switcher; the list pane (search bar and
/// one page per collection) and the detail pane side by side, or one at a time with a Back
/// button when the window is narrow.
@MainActor
final class MainWindow {
    /// Below this width the detail replaces the list.
    static let narrowWidth = 700

    private let window: ApplicationWindow
    private let headerBar = HeaderBar()
    private let backButton = Button(icon: "go-previous-symbolic", accessibleName: tr("Back"))
    private let refreshButton = Button(icon: "view-refresh-symbolic", accessibleName: tr("Refresh"))
    private let refreshSpinner = Spinner()
    private let pages = Stack()
    private let searchBar = SearchBar(accessibleName: tr("Search"))
    private let listPane = Box(.vertical, cssClasses: ["list-pane"])
    private let divider = Separator(.vertical)
    private let detailPane = Stack()
    private let content = Box(.horizontal)
    private let pictures = PictureLoader()
    private let detailView: DetailView
    private var collections: [BrowsablePage] = []
    private var current: BrowsablePage? { collections.first { $0.kind.rawValue == pages.visibleChildName } }
    /// The details opened, most recent last: a row opens the first, links push more.
    private var history: [Detail] = []
    private var isNarrow = false
    private var countriesByCode: [String: Country] = [:]
    private var starWars = StarWarsReferences(planets: [], films: [])
    private var measurement: AnyObject?

    private let settings: AppSettings
    /// The live sources in use: Preferences' settings with the environment's overrides.
    private var live: LiveSettings
    /// Each gives a collection new live sources when their settings change.
    private var liveUpdates: [@MainActor (_ old: LiveSettings, _ new: LiveSettings) -> Void] = []

    init(application: Application, catalog: Catalog, settings: AppSettings, live: LiveSettings, options: LaunchOptions) {
        window = ApplicationWindow(application: application)
        detailView = DetailView(pictures: pictures)
        self.settings = settings
        self.live = live
        window.title = AppInfo.name
        let size = settings.windowSize
        window.setDefaultSize(width: max(size.width, 360), height: max(size.height, 360))
        if settings.isMaximized { window.maximize() }
        window.setTitlebar(headerBar)
        let switcher = StackSwitcher(stack: pages)
        switcher.setAccessibleLabel(tr("Collections"))
        switcher.addCSSClass("collection-switcher")
        headerBar.setTitleWidget(switcher)
        backButton.onClicked { [unowned self] in goBack() }
        headerBar.packStart(backButton)
        let searchButton = Button(icon: "system-search-symbolic", accessibleName: tr("Show Search"))
        searchButton.tooltip = tr("Search (Ctrl+F)")
        searchButton.onClicked { [unowned self] in startSearch() }
        let menu = MenuButton(icon: "open-menu-symbolic", accessibleName: tr("Main Menu"), sections: [
            [(tr("Preferences"), "win.preferences")],
            [(tr("Keyboard Shortcuts"), "win.shortcuts"), (tr("About Almanac"), "win.about")],
        ])
        headerBar.packEnd(menu)
        headerBar.packEnd(searchButton)
        refreshButton.onClicked { [unowned self] in current?.refresh() }
        refreshSpinner.setAccessibleLabel(tr("Refreshing"))
        refreshSpinner.isVisible = false
        headerBar.packStart(refreshButton)
        headerBar.packStart(refreshSpinner)

        addPages(catalog: catalog, live: live, options: options, application: application)
        window.setChild(layout())
        connectSearch(application: application)
        connectNavigation()
        pages.onVisibleChildChanged { [unowned self] in collectionChanged() }
        window.onCloseRequest { [unowned self] in saveState() }
        connectMenu(application: application)
        connectRefresh(application: application)
        applyAnimationStyle(settings.animationStyle)
        loadStarWarsReferences(catalog)
        updateLayout()
        updateRefresh()
    }

    private func layout() -> Widget {
        listPane.append(searchBar)
        listPane.append(pages)
        pages.expands = (true, true)
        listPane.expands = (true, true)
        let placeholder = Label(tr("Select an item to see its details"), cssClasses: ["dim-label", "detail-placeholder"])
        placeholder.setAlignment(horizontal: .center, vertical: .center)
        detailPane.add(placeholder, name: "none")
        detailPane.add(detailView.root, name: "detail")
        detailPane.expands = (true, true)
        detailPane.setSizeRequest(width: 340)
        detailPane.addCSSClass("detail-pane")
        content.append(listPane)
        content.append(divider)
        content.append(detailPane)
        content.onFramePainted { [unowned self] in
            let narrow = content.width < Self.narrowWidth
            if narrow != isNarrow {
                isNarrow = narrow
                updateLayout()
            }
        }
        return content
    }

    // MARK: Collections

    private func addPages(catalog: Catalog, live: LiveSettings, options: LaunchOptions, application: Application) {
        let images = catalog.data.directory
        let data = catalog.data
        let liveCountries: @MainActor (LiveSettings) -> LiveLoader<Country>? = { live in
            live.countries().map { LiveLoader(collection: $0, index: catalog.index(countries:)) }
        }
        let countries = CollectionPage(kind: .countries, pictures: pictures, content: \.rowContent, load: catalog.countries,
                                       live: liveCountries(live), bundledDate: data.modified("countries.json"))
        countries.onOpen = { [unowned self] country in open(country.detail()) }
        countries.onLoaded = { [unowned self, unowned countries] in
            countriesByCode = Dictionary(countries.allItems.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        }
        followLiveSettings(countries, liveCountries) { [$0.countriesURL, $0.countriesAPIKey] }
        add(countries)
        if options.measureList == .countries { measure(countries, quit: application.quit) }
        let liveSpecies: @MainActor (LiveSettings) -> LiveLoader<Species>? = { live in
            LiveLoader(collection: live.species(), index: catalog.index(species:))
        }
        let species = CollectionPage(kind: .species, pictures: pictures, content: \.rowContent, load: catalog.species,
                                     live: liveSpecies(live), bundledDate: data.modified("species.json"))
        species.onOpen = { [unowned self] species in open(species.detail(references: starWars)) }
        followLiveSettings(species, liveSpecies) { [$0.speciesURL] }
        add(species)
        let liveLoans: @MainActor (LiveSettings) -> LiveLoader<Loan>? = { live in
            LiveLoader(collection: live.loans(), index: catalog.index(loans:))
        }
        let loans = CollectionPage(kind: .loans, pictures: pictures,
                                   banner: tr("Sample loans, shipped with Almanac — not live Kiva data"),
                                   content: { $0.rowContent() }, load: catalog.loans,
                                   live: liveLoans(live), bundledDate: data.modified("loans.json"))
        loans.onOpen = { [unowned self] loan in open(loan.detail()) }
        followLiveSettings(loans, liveLoans) { [$0.loansURL] }
        add(loans)
        let animals = CollectionPage(kind: .animals, pictures: pictures,
                                     content: { $0.rowContent(imageDirectory: images) }, load: catalog.animals)
        animals.onOpen = { [unowned self] animal in open(animal.detail(imageDirectory: images)) }
        add(animals)
        pages.visibleChildName = settings.lastCollection == .synthetic ? CollectionKind.countries.rawValue
            : settings.lastCollection.rawValue
        if let rows = options.syntheticRows {
            let page = CollectionPage(kind: .synthetic, pictures: pictures, content: { RowContent(title: $0) }) {
                catalog.synthetic(count: rows)
            }
            page.onOpen = { [unowned self] name in open(Detail(title: name, subtitle: tr("A synthetic row"))) }
            add(page)
            if options.measureList == .synthetic { measure(page, quit: application.quit) }
        }
    }

    /// When the settings `relevant` reads change in Preferences, `page` gets live sources anew.
    private func followLiveSettings<Item>(_ page: CollectionPage<Item>,
                                          _ make: @escaping @MainActor (LiveSettings) -> LiveLoader<Item>?,
                                          relevant: @escaping (LiveSettings) -> [String]) {
        liveUpdates.append { [unowned page] old, new in
            if relevant(old) != relevant(new) { page.replaceLive(make(new)) }
        }
    }

    private func add(_ page: BrowsablePage) {
        collections.append(page)
        page.onRefreshingChanged = { [unowned self] in updateRefresh() }
        pages.add(page.root, name: page.kind.rawValue, title: page.kind.title)
    }

    private func loadStarWarsReferences(_ catalog: Catalog) {
        Task { @MainActor [weak self] in
            let loaded = await Task.detached { Result { () throws(DataFileError) in try catalog.data.starWarsReferences() } }.value
            switch loaded {
            case .success(let references): self?.starWars = references
            case .failure(let error): Diagnostics.warn("species details will not name homeworlds and films: \(error)")
            }
        }
    }

    // MARK: Details and navigation

    /// Opens a detail from the list: it becomes the only one in the history.
    private func open(_ detail: Detail) {
        history = [detail]
        show(detail)
    }

    /// Follows a link: Back returns to where it was followed from.
    private func openCountry(code: String) {
        guard let country = countriesByCode[code.uppercased()] else {
            return Diagnostics.warn("no country with the code \(code)")
        }
        history.append(country.detail())
        show(history[history.count - 1])
    }

    private func show(_ detail: Detail) {
        detailView.show(detail)
        detailPane.visibleChildName = "detail"
        updateLayout()
    }

    /// Back (the button, Alt+Left, Escape): to the previous detail, or from the only one to the list.
    private func goBack() {
        guard !history.isEmpty else { return }
        history.removeLast()
        if let previous = history.last {
            detailView.show(previous)
        } else {
            detailPane.visibleChildName = "none"
            current?.focusList()
        }
        updateLayout()
    }

    /// Wide: list and detail side by side. Narrow: the detail, when one is open, replaces the list.
    private func updateLayout() {
        let detailOpen = !history.isEmpty
        listPane.isVisible = !(isNarrow && detailOpen)
        detailPane.isVisible = !isNarrow || detailOpen
        divider.isVisible = !isNarrow
        backButton.isVisible = history.count > 1 || (isNarrow && detailOpen)
    }

    private func connectNavigation() {
        detailView.onOpenCountry = { [unowned self] code in openCountry(code: code) }
        window.addController(Controllers.keys { [unowned self] key in
            guard key.isEscape || key.isAltLeft, backButton.isVisible else { return false }
            goBack()
            return true
        })
    }

    // MARK: Search

    private func connectSearch(application: Application) {
        window.addAction("search") { [unowned self] in startSearch() }
        application.setAccelerators(["<Control>f"], for: "win.search")
        searchBar.onSearchChanged { [unowned self] text in current?.search(text) }
        searchBar.onStopSearch { [unowned self] in endSearch() }
        searchBar.onSearchModeChanged { [unowned self] searching in
            if !searching { endSearch() }
        }
    }

    private func startSearch() {
        searchBar.isSearching = true
        searchBar.entry.grabFocus()
    }

    /// Escape in the search: clears it, closes the bar and returns to the list.
    private func endSearch() {
        searchBar.text = ""
        current?.search("")
        searchBar.isSearching = false
        current?.focusList()
    }

    /// A search belongs to one collection: switching clears it everywhere.
    private func collectionChanged() {
        collections.forEach { $0.search("") }
        collections.filter { $0 !== current }.forEach { $0.cancelRequests() }
        updateRefresh()
        if searchBar.isSearching || !searchBar.text.isEmpty {
            searchBar.text = ""
            searchBar.isSearching = false
        }
        current?.focusList()
    }

    // MARK: Menu

    private var preferences: PreferencesWindow?
    private var shortcuts: Window?

    private func connectMenu(application: Application) {
        window.addAction("preferences") { [unowned self] in
            let preferences = preferences ?? PreferencesWindow(
                parent: window, animation: settings.animationStyle, live: settings.live,
                animationChanged: { [unowned self] style in
                    settings.animationStyle = style
                    applyAnimationStyle(style)
                },
                liveChanged: { [unowned self] changed in
                    settings.live = changed
                    let new = changed.overridden(by: ProcessInfo.processInfo.environment)
                    liveUpdates.forEach { $0(live, new) }
                    live = new
                    updateRefresh()
                })
            self.preferences = preferences
            preferences.present()
        }
        window.addAction("shortcuts") { [unowned self] in
            shortcuts = shortcuts ?? HelpWindows.shortcuts(over: window)
            shortcuts?.present()
        }
        window.addAction("about") { [unowned self] in HelpWindows.presentAbout(over: window) }
        window.addAction("quit") { [unowned self] in
            saveState()
            application.quit()
        }
        application.setAccelerators(["<Control>comma"], for: "win.preferences")
        application.setAccelerators(["<Control>question"], for: "win.shortcuts")
        application.setAccelerators(["<Control>q"], for: "win.quit")
    }

    private func applyAnimationStyle(_ style: AnimationStyle) {
        collections.forEach { $0.animationStyle = style }
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

    func present() {
        window.present()
        current?.focusList()
    }

    func onFirstFrame(_ handler: @escaping @MainActor () -> Void) { window.onFirstFrame(handler) }

    /// `--measure-list`: shows a list and measures it once its rows are in.
    private func measure<Item>(_ page: CollectionPage<Item>, quit: @escaping @MainActor () -> Void) {
        pages.visibleChildName = page.kind.rawValue
        let measurement = ListMeasurement(page: page, finish: quit)
        self.measurement = measurement
        page.onLoaded = { measurement.start() }
    }
}
