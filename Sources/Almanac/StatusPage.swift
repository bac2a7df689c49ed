import AlmanacCore
import GtkKit

/// What a collection page shows instead of rows: an icon, a title and a centred explanation —
/// nothing in the collection, no matches for the query, or why loading failed (with Retry).
@MainActor
final class StatusPage {
    let root = Box(.vertical, spacing: 12, cssClasses: ["status-page"])
    private let icon = Image(iconName: "edit-find-symbolic")
    private let title = Label("", cssClasses: ["title-2"])
    private let message = Label("", cssClasses: ["dim-label", "status-message"])
    private let retry = Button(label: tr("Retry"))

    init() {
        icon.addCSSClass("status-icon")
        icon.setPixelSize(64)
        message.wrap()
        message.justifyCenter()
        title.wrap()
        title.justifyCenter()
        retry.addCSSClass("suggested-action")
        retry.setAlignment(horizontal: .center)
        for widget in [icon, title, message, retry] as [Widget] { root.append(widget) }
        root.setAlignment(horizontal: .center, vertical: .center)
        root.setMargins(start: 24, end: 24)
    }

    func onRetry(_ handler: @escaping @MainActor () -> Void) { retry.onClicked(handler) }

    /// Shows what `phase` means for a collection called `collection`.
    func show(_ phase: CollectionPhase, collection: String) {
        retry.isVisible = false
        switch phase {
        case .empty:
            icon.iconName = "folder-symbolic"
            title.text = tr("Nothing to Show")
            message.text = tr("{collection} has no entries.", ["collection": collection])
        case .noMatches(let query):
            icon.iconName = "edit-find-symbolic"
            title.text = tr("No Results")
            message.text = tr("Nothing in {collection} matches “{query}”.", ["collection": collection, "query": query])
        case .failed(let problem):
            icon.iconName = "dialog-error-symbolic"
            title.text = tr("{collection} could not be loaded.", ["collection": collection])
            message.text = problem
            retry.isVisible = true
        case .loading, .list:
            break
        }
    }
}
