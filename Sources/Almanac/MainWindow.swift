import AlmanacCore
import GtkKit

/// The main window: a header bar above the list pane.
@MainActor
final class MainWindow {
    private let window: ApplicationWindow
    private let headerBar = HeaderBar()
    private let placeholder = Label("No collection loaded")

    init(application: Application) {
        window = ApplicationWindow(application: application)
        window.title = AppInfo.name
        window.setDefaultSize(width: 900, height: 680)
        window.setTitlebar(headerBar)
        placeholder.addCSSClass("dim-label")
        window.setChild(placeholder)
    }

    func present() { window.present() }

    func onFirstFrame(_ handler: @escaping @MainActor () -> Void) { window.onFirstFrame(handler) }
}
