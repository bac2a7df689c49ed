import AlmanacCore
import Foundation
import GtkKit

/// The window's start, in named steps.
extension MainWindow {
    /// The collection shown loads at once; once its first rows are painted with their pictures
    /// (`whenFirstRowsArePainted`), the rest: the keyring, the other collections (so that they
    /// do not compete with the shown one for the main thread while the window opens) and the
    /// Star Wars references.
    func start(catalog: Catalog) {
        pages.shown.load()
        updateRefresh()
        window.onFirstFrame { [unowned self] in
            whenFirstRowsArePainted { [weak self] in
                guard let self else { return }
                settings.loadAPIKey()
                pages.loadAll()
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
            guard let page = pages.shownIfMade, !page.rowsOnScreenShowTheirPictures, waited < 0.5 else {
                window.afterNextPaint { MainLoop.post(work) }
                return false
            }
            return true
        }
    }

    private func loadStarWarsReferences(_ catalog: Catalog) {
        Task { @MainActor [weak self] in
            let loaded = await Task.detached { Result { () throws(DataFileError) in try catalog.data.starWarsReferences() } }.value
            switch loaded {
            case .success(let references):
                self?.references.starWars = references
                self?.showCurrentDetailAgain()
            case .failure(let error):
                self?.references.starWars = StarWarsReferences(planets: [], films: [])
                Diagnostics.warn("species details will not name homeworlds and films: \(error)")
            }
        }
    }
}
