import AlmanacCore
import Foundation
import GtkKit

/// The running app: one GtkApplication, one main window, presented again on every activation.
@MainActor
final class AlmanacApplication {
    private let options: LaunchOptions
    private let application = Application(id: AppInfo.id)
    private var mainWindow: MainWindow?

    init(options: LaunchOptions) {
        self.options = options
        application.on(.activate) { [unowned self] in activate() }
        application.onTerminationSignal { [unowned self] in
            if let mainWindow { mainWindow.quit() } else { application.quit() }
        }
    }

    /// Runs until the last window closes; returns the process exit status.
    func run() -> Int32 {
        guard Display.open() else {
            let environment = ProcessInfo.processInfo.environment
            let name = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].compactMap { $0 }.first { !$0.isEmpty }
            let which = name.map { "'\($0)'" } ?? tr("(neither DISPLAY nor WAYLAND_DISPLAY is set)")
            Diagnostics.report(tr("cannot open display {display}", ["display": which]))
            return 1
        }
        // A second launch only shows the running instance's window: say which options of this
        // command line it cannot apply, and fail, rather than drop them silently.
        if application.register(), application.isRemote, let notice = options.alreadyRunningNotice() {
            Diagnostics.report(notice)
            _ = application.run()
            return 1
        }
        return application.run()
    }

    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        let executable = AppFiles.runningExecutable
        let files = AppFiles.locate(executable: executable, sourceRoot: AppFiles.compiledSourceRoot)
        loadStyle(files)
        Style.addIconDirectories(AppFiles.iconDirectories(executable: executable, sourceRoot: AppFiles.compiledSourceRoot))
        let data = BundledData(directory: dataDirectory(files))
        let names = CountryNames()
        let catalog = Catalog(data: data, collator: Collator.forUserLocale()) { code in
            names.localizedName(code: code) { Translations.text($0, domain: CountryNames.domain) }
        }
        let settings = AppSettings(executable: executable, environment: ProcessInfo.processInfo.environment)
        let window = MainWindow(application: application, catalog: catalog, settings: settings, options: options)
        if options.exitAfterFirstFrame {
            window.onFirstFrame { [application] in application.quit() }
        }
        mainWindow = window
        window.present()
    }

    /// `$ALMANAC_DATA_DIR` when set (to try other data), else the installed or source data.
    private func dataDirectory(_ files: AppFiles?) -> URL {
        if let override = ProcessInfo.processInfo.environment["ALMANAC_DATA_DIR"], !override.isEmpty {
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
        for problem in Style.load(cssFile: files.styleSheet.path) {
            Diagnostics.warn(problem)
        }
    }
}
