import AlmanacCore
import GtkKit

/// The detail pane: the detail of an item (`DetailView`), or a placeholder when no item is
/// current. The detail view is made when the first detail is shown: until then the window
/// neither builds nor measures it (its title and paragraph fonts are matched then too).
@MainActor
final class DetailPane {
    let root = Stack(crossfades: false)
    private let pictures: PictureLoader
    private var view: DetailView?

    /// Called with a country code when the user follows a link of the detail.
    var onOpenCountry: (@MainActor (String) -> Void)?
    /// Called when the person presses the detail's star: whether to star the item now.
    var onStar: (@MainActor (Bool) -> Void)?
    /// Called when the person presses the detail's Copy.
    var onCopy: (@MainActor () -> Void)?
    /// Called when the person presses the detail's Compare With….
    var onCompare: (@MainActor () -> Void)?

    init(pictures: PictureLoader) {
        self.pictures = pictures
        let placeholder = Label(tr("Select an item to see its details"), cssClasses: ["dim-label", "detail-placeholder"])
        placeholder.setAlignment(horizontal: .center, vertical: .center)
        // Titled, as the detail's page will be: assistive technology names an untitled page by its class.
        root.add(placeholder, name: "none", title: tr("Details"))
        root.expands = (true, true)
        root.addCSSClass("detail-pane")
    }

    /// Shows `detail`, or the placeholder for nil; `starred` says whether it is starred (nil:
    /// it cannot be).
    func show(_ detail: Detail?, starred: Bool?) {
        if let detail {
            madeView.show(detail)
            madeView.showStarred(starred)
        }
        root.visibleChildName = detail == nil ? "none" : "detail"
    }

    private var madeView: DetailView {
        if let view { return view }
        let made = DetailView(pictures: pictures)
        made.onOpenCountry = { [unowned self] code in onOpenCountry?(code) }
        made.onStar = { [unowned self] starred in onStar?(starred) }
        made.onCopy = { [unowned self] in onCopy?() }
        made.onCompare = { [unowned self] in onCompare?() }
        root.add(made.root, name: "detail", title: tr("Details"))
        view = made
        return made
    }

    /// Shows whether the detail shown is starred (nil: it cannot be).
    func showStarred(_ starred: Bool?) { view?.showStarred(starred) }

    /// Gives the keyboard focus to the detail's title, when a detail is shown.
    func focusTitle() {
        if showsDetail { view?.focusTitle() }
    }

    /// Whether the detail's title, where Tab enters the detail, has the keyboard focus.
    var focusIsOnTitle: Bool { showsDetail && view?.titleHasFocus == true }

    /// Whether some of the detail's text is selected.
    var hasSelectedText: Bool { showsDetail && view?.hasSelectedText == true }

    /// Whether a detail (not the placeholder) is shown.
    var showsDetail: Bool { root.visibleChildName == "detail" }
}
