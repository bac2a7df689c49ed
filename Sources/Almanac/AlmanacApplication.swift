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
    }

    /// Runs until the last window closes; returns the process exit status.
    func run() -> Int32 {
        guard Display.open() else {
            let name = ProcessInfo.processInfo.environment["DISPLAY"]
                ?? ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"]
            let which = name.map { "'\($0)'" } ?? "(neither DISPLAY nor WAYLAND_DISPLAY is set)"
            Diagnostics.report("cannot open display \(which)")
            return 1
        }
        return application.run()
    }

    private func activate() {
        if let mainWindow {
            mainWindow.present()
            return
        }
        loadStyle()
        let window = MainWindow(application: application)
        if options.exitAfterFirstFrame {
            window.onFirstFrame { [application] in application.quit() }
        }
        mainWindow = window
        window.present()
    }

    /// Applies the app's style sheet; problems are reported, never fatal.
    private func loadStyle() {
        let executable = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
        guard let files = AppFiles.locate(executable: executable, sourceRoot: AppFiles.compiledSourceRoot) else {
            Diagnostics.warn("style sheet not found; using the default look")
            return
        }
        for problem in Style.load(cssFile: files.styleSheet.path) {
            Diagnostics.warn(problem)
        }
    }
}
