import AlmanacCore
import GtkKit

/// What the window tells an observer of its start (`LaunchProbes`): it does not depend on
/// what the observer does.
@MainActor
protocol StartupObserver: AnyObject {
    /// The page shown showed its first rows.
    func firstRows(of page: AnyCollectionPage, in window: MainWindow)
}

/// The launch options that measure the app from inside: `--exit-after-first-rows` quits after
/// the first frame that shows the rows on screen with their pictures; `--measure-list` drives
/// the list (`ListMeasurement`) once the start-up work is done.
@MainActor
final class LaunchProbes: StartupObserver {
    private let options: LaunchOptions
    private var measurement: ListMeasurement?

    /// Nil when no option asks for a probe.
    init?(options: LaunchOptions) {
        guard options.exitAfterFirstRows || options.measureList != nil else { return nil }
        self.options = options
    }

    func firstRows(of page: AnyCollectionPage, in window: MainWindow) {
        if options.exitAfterFirstRows { quitOncePainted(page, window) }
        if options.measureList == page.kind {
            let measurement = ListMeasurement(
                page: page.measurable, search: { [unowned page] in page.search($0) },
                isSettled: { [unowned window] in window.isSettled },
                finish: { [unowned window] in window.quitApplication?() })
            self.measurement = measurement
            measurement.start()
        }
    }

    private func quitOncePainted(_ page: AnyCollectionPage, _ window: MainWindow) {
        window.window.addTickCallback { [unowned window, unowned page] in
            guard page.rowsOnScreenShowTheirPictures else { return true }
            window.window.afterNextPaint { [unowned window] in window.quitApplication?() }
            return false
        }
    }
}
