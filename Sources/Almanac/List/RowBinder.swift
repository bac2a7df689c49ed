import AlmanacCore
import GtkKit

/// Shows an entry of the flat list in a row widget as GTK binds it: a header, an item row with
/// what a screen reader says of it, the "Loading…" footer, or the blank end space. Made before
/// the list view, from what binding reads: the list shown, the rows' sizes and how rows appear.
@MainActor
final class RowBinder<Item: Sendable> {
    private let model: ListModel<FlatList<Item>>
    private let metrics: RowMetrics
    private let appearance: RowAppearance
    let content: @MainActor (Item) -> RowContent
    private let identity: (Item) -> String

    init(model: ListModel<FlatList<Item>>, metrics: RowMetrics, appearance: RowAppearance,
         content: @escaping @MainActor (Item) -> RowContent, identity: @escaping (Item) -> String) {
        self.model = model
        self.metrics = metrics
        self.appearance = appearance
        self.content = content
        self.identity = identity
    }

    func bind(_ row: RowView, _ entry: FlatList<Item>.Element, _ item: ListItem) {
        switch entry {
        case .header(let title):
            row.showHeader(title, height: metrics.row)
            item.setInteractive(false)
            item.setAccessible(label: title, description: "")
        case .row(let value):
            let shown = content(value)
            row.show(shown)
            item.setInteractive(true)
            item.setAccessible(label: opening(ofRowAt: item.position, shown.spoken),
                               description: placeInList(ofRowAt: item.position))
            appearance.bound(row, identity: identity(value))
        case .footer(let text):
            row.showFooter(text)
            item.setInteractive(false)
            item.setAccessible(label: text, description: "")
        case .endSpace:
            row.showSpace(height: metrics.endSpace)
            item.setInteractive(false)
            item.setAccessible(label: "", description: "")
        }
    }

    private var list: FlatList<Item> { model.source }

    /// A row's texts as a screen reader says them, after the section's letter when the row
    /// opens its section ("K. Kazakhstan, Astana"): moving into a section says which.
    func opening(ofRowAt position: Int, _ texts: String) -> String {
        guard position > 0, position < model.count, case .header(let title) = list[position - 1] else { return texts }
        return tr("{letter}. {row}", ["letter": title, "row": texts])
    }

    /// Where the row at a flat position is among the items shown, in words: "2 of 249".
    func placeInList(ofRowAt position: Int) -> String {
        let shown = list.collection
        guard position < shown.flatCount else { return "" }
        let index = position - shown.entry(atFlatPosition: position).section
        return tr("{position} of {count}", ["position": Formats.count(index), "count": Formats.count(shown.items.count)])
    }
}
