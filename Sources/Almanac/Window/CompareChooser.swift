import AlmanacCore
import GtkKit

/// Where Compare gets its items: the collection's page, searched as its list is.
struct CompareSource {
    /// The items the list's search finds for a query, with their addresses.
    let candidates: @MainActor (String) -> [(address: ItemAddress, row: RowContent)]
    /// The detail of an item, if the rows still have it.
    let detail: @MainActor (ItemAddress) -> Detail?
}

/// Asks which item to compare: a search (the list's own, so "nairobi" finds Kenya) over the
/// collection's items, less those compared already; a click, Enter on a row, or Enter in the
/// search for the first match picks one.
@MainActor
final class CompareChooser {
    private let dialog: Dialog
    private let entry = SearchEntry(accessibleName: tr("Search"), placeholder: tr("Search"))
    private let list = ListBox(accessibleName: tr("Items"))
    private let empty = Label(tr("No Results Found"), cssClasses: ["dim-label"])
    private let source: CompareSource
    private let excluded: Set<ItemAddress>
    private let picked: @MainActor (Detail) -> Void

    init(title: String, source: CompareSource, excluding excluded: Set<ItemAddress>, parent: Widget,
         picked: @escaping @MainActor (Detail) -> Void) {
        self.source = source
        self.excluded = excluded
        self.picked = picked
        let column = Box(.vertical, spacing: 12, cssClasses: ["compare-chooser"])
        column.append(entry)
        column.append(list)
        column.append(empty)
        let scroller = ScrolledWindow(child: Clamp(child: column, maximumWidth: 560), fixedWidth: true)
        scroller.expands = (true, true)
        let content = Box(.vertical)
        content.append(scroller)
        dialog = Dialog(title: title, content: content, width: 420, height: 560, parent: parent)
        entry.onSearchChanged { [unowned self] query in show(matching: query) }
        entry.onActivate { [unowned self] in _ = list.activateFirstRow() }
        entry.onStopSearch { [unowned self] in dialog.close() }
        // Down from the search goes on to the results, as in the main list's search.
        entry.addController(Controllers.keys { [unowned self] key in
            key.navigation == .down && list.focusFirstRow()
        })
        show(matching: "")
    }

    func present() { dialog.present(focusing: entry) }

    /// Closes it, if it is open.
    func close() { dialog.close() }

    /// Called once it has closed, an item picked or not.
    func onClosed(_ handler: @escaping @MainActor () -> Void) { dialog.onClosed(handler) }

    private func show(matching query: String) {
        list.removeAll()
        let found = source.candidates(query).filter { !excluded.contains($0.address) }
        for item in found {
            let row = ActionRow(title: item.row.title, subtitle: item.row.subtitle ?? "")
            row.onActivated { [unowned self] in
                guard let detail = source.detail(item.address) else { return }
                dialog.close()
                picked(detail)
            }
            list.append(row)
        }
        list.isVisible = !found.isEmpty
        empty.isVisible = found.isEmpty
    }
}
