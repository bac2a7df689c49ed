import AlmanacCore
import AlmanacStore
import Foundation
import GtkKit

/// The running app: one GtkApplication, one main window, presented again on every activation;
/// the desktop's search provider; `--open` and D-Bus activation.
@MainActor
final class AlmanacApplication {
    /// How long a process D-Bus started for the desktop's search stays without a window after
    /// its last call.
    static let serviceIdleTimeout: UInt32 = 10_000

    private let options: LaunchOptions
    private let application: Application
    private var mainWindow: MainWindow?
    private var searchProvider: SearchProvider?
    private var diagnostics: DiagnosticsService?
    private var probes: LaunchProbes?
    private let references = References()
    private lazy var files = AppFiles.locate(executable: AppFiles.runningExecutable, sourceRoot: AppFiles.compiledSourceRoot)
    private lazy var catalog = makeCatalog()
    private lazy var specs = Collections.specs(catalog: catalog, references: references, syntheticRows: options.syntheticRows)
    private lazy var settings = AppSettings(executable: AppFiles.runningExecutable, environment: AppEnvironment.current,
                                            liveAddresses: Collections.liveAddresses)
    private let starred = Starred()
    private lazy var library = SearchLibrary(specs: specs, starred: starred) { [unowned self] in settings.effectiveLive }
    private let history = History()
    /// Why the stars or the history could not be read at start, for the window to say.
    private var readingProblems: [String] = []

    init(options: LaunchOptions) {
        self.options = options
        application = Application(id: AppInfo.id, isService: options.isService)
        application.on(.activate) { [unowned self] in activate() }
        application.addAction("open-item", takingString: { [unowned self] text in openLink(text) })
        // A link clicked elsewhere, with Almanac started by D-Bus (its desktop file's MimeType).
        application.onOpen { [unowned self] links in links.forEach(openLink) }
        application.onTerminationSignal { [unowned self] in
            if let mainWindow { mainWindow.quit() } else { application.quit() }
        }
    }

    /// Runs until the last window closes (or, started by D-Bus, until idle); returns the exit status.
    func run() -> Int32 {
        // Started by D-Bus, most likely for a search: its rows are read while GTK starts up.
        if options.isService { library.startLoading() }
        readingProblems = [starred.load()].compactMap { $0 }
        let openGLSkipped = Renderer.skipOpenGLWhenDrawingWithCairo()
        let opened = Display.open()
        openGLSkipped()
        guard opened else {
            let environment = AppEnvironment.current
            let name = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].compactMap { $0 }.first { !$0.isEmpty }
            let which = name.map { "'\($0)'" } ?? tr("(neither DISPLAY nor WAYLAND_DISPLAY is set)")
            Diagnostics.report(tr("cannot open display {display}", ["display": which]))
            return 1
        }
        Display.keepLabelsUnselectedOnFocus()
        if let address = options.open, !exists(address) {
            Diagnostics.report(tr("--open: nothing in {collection} has the address {address}",
                                  ["collection": specs.traits(of: address.kind).title, "address": address.description]))
            return 2
        }
        if options.isService { application.setInactivityTimeout(milliseconds: Self.serviceIdleTimeout) }
        // On the bus before the name is: the Shell's first call may be what started the app.
        searchProvider = SearchProvider(application: application, library: library,
                                        open: { [unowned self] in open($0) },
                                        launchSearch: { [unowned self] in launchSearch($0) })
        guard application.register(), application.isRemote else {
            if DiagnosticsService.isWanted {
                diagnostics = DiagnosticsService(state: { [unowned self] in mainWindow?.diagnosticState },
                                                 caches: { [unowned self] in mainWindow?.diagnosticCaches })
            }
            return application.run()
        }
        // A second launch: the running instance opens the item, or shows its window. Options
        // it cannot apply are named, and the launch fails, rather than dropped silently.
        if let item = options.open?.description ?? options.link { application.activateAction("open-item", string: item) }
        if let notice = options.alreadyRunningNotice() {
            Diagnostics.report(notice)
            _ = application.run()
            return 1
        }
        return application.run()
    }

    /// Whether `address` names an item of its collection (read as the window would read it).
    private func exists(_ address: ItemAddress) -> Bool {
        MainLoop.integrate()
        var found: Bool?
        library.whenLoaded([address.kind]) { found = $0.meta(for: address) != nil }
        MainLoop.iterate(until: { found != nil }, timeout: 60)
        return found ?? false
    }

    /// Launching (or the desktop's launcher) shows the window; the first time, on the item
    /// `--open` names.
    private func activate() {
        if mainWindow == nil, let address = options.open { return open(address) }
        if mainWindow == nil, let link = options.link { return openLink(link) }
        _ = showWindow()
    }

    /// Opens the item an address or a link (`almanac:country/KE`) names; one that names no item
    /// is said in the window, and on standard error.
    private func openLink(_ text: String) {
        if let address = ItemAddress(text) ?? ItemAddress(link: text), address.kind != .synthetic { return open(address) }
        let problem = tr("“{link}” is not a link to an item of Almanac; links look like {example}",
                         ["link": Formats.shortened(text), "example": ItemAddress(kind: .countries, key: "KE").link])
        Diagnostics.report(problem)
        showWindow().showNews(problem)
    }

    /// The main window, made the first time, presented.
    private func showWindow() -> MainWindow {
        if let mainWindow {
            mainWindow.present()
            return mainWindow
        }
        let executable = AppFiles.runningExecutable
        loadStyle(files)
        Style.addIconDirectories(AppFiles.iconDirectories(executable: executable, sourceRoot: AppFiles.compiledSourceRoot))
        // Before the first window, whose renderer GTK chooses as it is first shown.
        Renderer.preferCairoOverSoftwareOpenGL()
        probes = LaunchProbes(options: options)
        let window = MainWindow(application: application, specs: specs, catalog: catalog, references: references,
                                library: library, starred: starred, history: history, settings: settings,
                                showing: firstCollection, observer: probes)
        readingProblems.forEach(window.showNews)
        if options.exitAfterFirstFrame {
            window.onFirstFrame { [application] in application.quit() }
        }
        mainWindow = window
        window.present()
        return window
    }

    /// The collection the window shows first: the one `--measure-list` measures, else the one
    /// shown last (the synthetic one exists only when asked for).
    private var firstCollection: CollectionKind {
        if let measured = options.measureList { return measured }
        return settings.lastCollection == .synthetic ? .countries : settings.lastCollection
    }

    /// What a collection says of itself; the generic words of synthetic rows for one not shown
    /// (no address names one: the parser refuses them).
    /// Opens an item's detail in the window; an address that names nothing (any more) is
    /// said in a toast, and the window stays where it was.
    private func open(_ address: ItemAddress) {
        // Held until the window is there: GApplication quits when `activate` returns without
        // a window (a first launch by a link, whose collection is still being read).
        application.hold()
        library.whenLoaded([address.kind]) { [unowned self] search in
            defer { application.release() }
            let window = showWindow()
            if search.meta(for: address) != nil {
                window.open(address)
            } else {
                window.showNews(specs.traits(of: address.kind).itemMissing)
            }
        }
    }

    /// The desktop's "search in Almanac": the window searches the collection of the best
    /// result (the shown one when nothing matches).
    private func launchSearch(_ terms: [String]) {
        library.whenLoaded { [unowned self] search in
            let text = Formats.shortened(terms.joined(separator: " "), to: Self.longestSearch)
            showWindow().showSearch(text, in: search.results(for: terms).first?.kind)
        }
    }

    /// The most characters of a search handed over from the desktop.
    static let longestSearch = 200

    private func makeCatalog() -> Catalog {
        let data = BundledData(directory: dataDirectory(files))
        let names = CountryNames()
        return Catalog(data: data, collator: Collator.forUserLocale()) { code in
            names.localizedName(code: code) { Translations.text($0, domain: CountryNames.domain) }
        }
    }

    /// `$ALMANAC_DATA_DIR` when set (to try other data), else the installed or source data.
    private func dataDirectory(_ files: AppFiles?) -> URL {
        if let override = AppEnvironment.value(AppEnvironment.dataDirectory) {
            return URL(filePath: override, directoryHint: .isDirectory)
        }
        return files?.data ?? AppFiles.compiledSourceRoot.appending(path: "data")
    }

    /// Applies the app's style sheet; problems are reported, never fatal.
    private func loadStyle(_ files: AppFiles?) {
        guard let files else {
            Diagnostics.warn("style sheet not found; using the default look")
            return
        }
        let sheets = [files.styleSheet] + (Style.knowsReducedMotion ? [files.reducedMotionSheet] : [])
        for problem in sheets.flatMap({ Style.load(cssFile: $0.path) }) {
            Diagnostics.warn(problem)
        }
    }
}
