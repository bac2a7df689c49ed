import AlmanacCore
import GtkKit

/// What a collection page shows instead of rows: nothing in the collection, no matches for the
/// query, nothing starred (how to star), or why loading failed (with Retry).
@MainActor
final class CollectionStatus {
    private let page = StatusPage()
    private let retry = Button(label: tr("Retry"))
    var root: Widget { page }

    init() {
        retry.addCSSClass("suggested-action")
        retry.addCSSClass("pill")
        retry.setAlignment(horizontal: .center)
        page.setChild(retry)
    }

    func onRetry(_ handler: @escaping @MainActor () -> Void) { retry.onClicked(handler) }

    /// Shows what `phase` means for a collection called `collection`.
    func show(_ phase: CollectionPhase, collection: String) {
        retry.isVisible = false
        switch phase {
        case .empty:
            page.show(icon: "folder-symbolic", title: tr("Nothing to Show"),
                      text: tr("{collection} has no entries.", ["collection": collection]))
        case .noMatches(let query):
            page.show(icon: "edit-find-symbolic", title: tr("No Results"),
                      text: tr("Nothing in {collection} matches “{query}”.", ["collection": collection, "query": Formats.shortened(query)]))
        case .noneStarred:
            page.show(icon: "starred-symbolic", title: tr("Nothing Starred"),
                      text: tr("Star an item of {collection} with the star beside its title, or with Ctrl+D, to find it here.",
                               ["collection": collection]))
        case .failed(let problem):
            page.show(icon: "dialog-error-symbolic",
                      title: tr("{collection} could not be loaded.", ["collection": collection]), text: problem)
            retry.setAccessibleDescription(problem)
            retry.isVisible = true
        case .loading, .list:
            break
        }
    }
}
