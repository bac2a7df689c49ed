import AlmanacCore
import Foundation
import GtkKit

/// The main window: a header bar with the collection switcher, a search bar, and one page per
/// collection (each keeps its own scroll position).
@MainActor
final class MainWindow {
    private let window: ApplicationWindow
    private let headerBar = HeaderBar()
    private let pages = Stack()
    private let searchBar = SearchBar(accessibleName: "Search")
    private var collections: [BrowsablePage] = []
    private var current: BrowsablePage? { collections.first { $0.kind.rawValue == pages.visibleChildName } }

    private var measurement: ListMeasurement?

    init(application: Application, catalog: Catalog, options: LaunchOptions) {
        window = ApplicationWindow(application: application)
        window.title = AppInfo.name
        window.setDefaultSize(width: 900, height: 680)
        window.setTitlebar(headerBar)
        let switcher = StackSwitcher(stack: pages)
        switcher.setAccessibleLabel("Collections")
        headerBar.setTitleWidget(switcher)
        let searchButton = Button(icon: "system-search-symbolic", accessibleName: "Show Search")
        searchButton.tooltip = "Search (Ctrl+F)"
        searchButton.onClicked { [unowned self] in startSearch() }
        headerBar.packEnd(searchButton)

        addPages(catalog: catalog, options: options, application: application)
        let content = Box(.vertical)
        content.append(searchBar)
        content.append(pages)
        pages.expands = (true, true)
        window.setChild(content)
        connectSearch(application: application)
        pages.onVisibleChildChanged { [unowned self] in collectionChanged() }
    }

    private func addPages(catalog: Catalog, options: LaunchOptions, application: Application) {
        let data = catalog.data.directory
        add(CollectionPage(kind: .countries, dataDirectory: data, content: \.rowContent, load: catalog.countries))
        add(CollectionPage(kind: .species, dataDirectory: data, content: \.rowContent, load: catalog.species))
        add(CollectionPage(kind: .loans, dataDirectory: data,
                           banner: "Sample loans, shipped with Almanac — not live Kiva data",
                           content: { $0.rowContent() }, load: catalog.loans))
        add(CollectionPage(kind: .animals, dataDirectory: data, content: \.rowContent, load: catalog.animals))
        pages.visibleChildName = CollectionKind.countries.rawValue
        if let rows = options.syntheticRows {
            let page = CollectionPage(kind: .synthetic, dataDirectory: data, content: { RowContent(title: $0) }) {
                catalog.synthetic(count: rows)
            }
            add(page)
            if options.measureList { measure(page, quit: application.quit) }
        }
    }

    /// `--measure-list`: shows the synthetic list and measures it once its rows are in.
    private func measure(_ page: CollectionPage<String>, quit: @escaping @MainActor () -> Void) {
        pages.visibleChildName = CollectionKind.synthetic.rawValue
        let measurement = ListMeasurement(page: page, finish: quit)
        self.measurement = measurement
        page.onLoaded = { measurement.start() }
    }

    private func add(_ page: BrowsablePage) {
        collections.append(page)
        pages.add(page.root, name: page.kind.rawValue, title: page.kind.title)
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

    /// Escape: clears the search, closes the bar and returns to the list.
    private func endSearch() {
        searchBar.text = ""
        current?.search("")
        searchBar.isSearching = false
        current?.focusList()
    }

    /// A search belongs to one collection: switching clears it everywhere.
    private func collectionChanged() {
        collections.forEach { $0.search("") }
        if searchBar.isSearching || !searchBar.text.isEmpty {
            searchBar.text = ""
            searchBar.isSearching = false
        }
        current?.focusList()
    }

    func present() {
        window.present()
        current?.focusList()
    }

    func onFirstFrame(_ handler: @escaping @MainActor () -> Void) { window.onFirstFrame(handler) }
}
