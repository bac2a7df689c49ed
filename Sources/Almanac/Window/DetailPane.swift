import AlmanacCore
import GtkKit

/// The detail pane: the detail of an item (`DetailView`), or a placeholder when no item is
/// current.
@MainActor
final class DetailPane {
    let root = Stack(crossfades: false)
    private let view: DetailView

    /// Called with a country code when the user follows a link of the detail.
    var onOpenCountry: (@MainActor (String) -> Void)? {
        get { view.onOpenCountry }
        set { view.onOpenCountry = newValue }
    }

    init(pictures: PictureLoader) {
        view = DetailView(pictures: pictures)
        let placeholder = Label(tr("Select an item to see its details"), cssClasses: ["dim-label", "detail-placeholder"])
        placeholder.setAlignment(horizontal: .center, vertical: .center)
        // Both titled: assistive technology names an untitled page by its class.
        root.add(placeholder, name: "none", title: tr("Details"))
        root.add(view.root, name: "detail", title: tr("Details"))
        root.expands = (true, true)
        root.addCSSClass("detail-pane")
    }

    /// Shows `detail`, or the placeholder for nil.
    func show(_ detail: Detail?) {
        if let detail { view.show(detail) }
        root.visibleChildName = detail == nil ? "none" : "detail"
    }

    /// Gives the keyboard focus to the detail's title, when a detail is shown.
    func focusTitle() {
        if showsDetail { view.focusTitle() }
    }

    /// Whether the detail's title, where Tab enters the detail, has the keyboard focus.
    var focusIsOnTitle: Bool { showsDetail && view.titleHasFocus }

    /// Whether a detail (not the placeholder) is shown.
    var showsDetail: Bool { root.visibleChildName == "detail" }
}
