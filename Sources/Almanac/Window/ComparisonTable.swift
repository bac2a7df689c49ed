import AlmanacCore
import GtkKit

/// A `Comparison` as a grid: the items' pictures and titles across the top, a fact per row
/// with its name at the start, numbers at the end of their cells in figures of one width (so
/// their digits line up), a number's year under it, a missing value said in words. Every cell
/// is a Tab stop whose name says its row and column, as a detail's facts are; the arrow keys
/// move between cells.
@MainActor
final class ComparisonTable {
    let root = Grid(rowSpacing: 10, columnSpacing: 24)
    private let pictures: PictureLoader
    /// The cells that take the focus, by row (the titles first) and by item column shown.
    private var cells: [[Label]] = []
    /// The items whose columns are shown.
    private var columns = 0..<0
    private var swiped = false
    private var shown: [Widget] = []
    private var thumbnails: [RowPicture] = []

    /// Called with the column of an item the person removes.
    var onRemove: (@MainActor (Int) -> Void)?
    /// Called when an arrow key would leave the columns shown: -1 before them, 1 after.
    var onPastEdge: (@MainActor (Int) -> Void)?

    init(pictures: PictureLoader) {
        self.pictures = pictures
        root.addCSSClass("comparison")
        root.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in moveFocus(for: key) })
    }

    /// Shows the items of `columns`; the remove buttons only while more than two are compared.
    /// `swiped`: a finger's sideways drag pages between items, so it must reach the window.
    func show(_ comparison: Comparison, columns: Range<Int>, swiped: Bool) {
        self.swiped = swiped
        shown.forEach(root.remove)
        shown = []
        thumbnails = []
        self.columns = columns
        let titles = columns.enumerated().map { place, column in
            attachHeading(of: comparison, column: column, at: place + 1)
        }
        cells = [titles]
        for (rowIndex, row) in comparison.rows.enumerated() {
            let name = Label(row.label, cssClasses: ["dim-label", "fact-label"])
            name.xAlign = 1
            name.setAlignment(vertical: .start)
            name.wrap(maxWidthChars: 16, toEnd: true, keepingWords: true)
            attach(name, column: 0, row: rowIndex + 1)
            cells.append(columns.enumerated().map { place, column in
                attachCell(of: comparison, row: rowIndex, column: column, at: place + 1, beside: name, under: titles[place])
            })
        }
    }

    /// Gives the focus to an item's first fact (its title when there are no facts): the first
    /// item shown's, or that of `item` when it is shown.
    func focusFirstCell(ofItem item: Int? = nil) {
        focus(row: cells.count > 1 ? 1 : 0, ofItem: item ?? columns.lowerBound)
    }

    /// The row of the cell with the focus (0 for the titles); nil when the focus is elsewhere.
    var focusedRow: Int? { cells.firstIndex { $0.contains { $0.hasFocus } } }

    /// The item whose column has the focus; nil when the focus is elsewhere.
    var focusedItem: Int? {
        focusedRow.flatMap { row in cells[row].firstIndex { $0.hasFocus } }.map { columns.lowerBound + $0 }
    }

    /// Gives the focus to the cell in `row` of `item`, or of the first item shown.
    func focus(row: Int, ofItem item: Int) {
        guard cells.indices.contains(row) else { return }
        moveFocus(to: (row, columns.contains(item) ? item - columns.lowerBound : 0))
    }

    private func attach(_ widget: Widget, column: Int, row: Int) {
        root.attach(widget, column: column, row: row)
        shown.append(widget)
    }

    private func attachHeading(of comparison: Comparison, column: Int, at place: Int) -> Label {
        let item = comparison.items[column]
        let heading = Box(.vertical, spacing: 6, cssClasses: ["compare-heading"])
        if let picture = item.picture {
            let thumbnail = RowPicture(width: 64)
            thumbnail.image.setAlignment(horizontal: .start)
            pictures.show(picture, in: thumbnail, width: 64)
            thumbnails.append(thumbnail)
            heading.append(thumbnail.image)
        }
        let title = Label(item.title, cssClasses: ["title-4"])
        title.xAlign = 0
        title.wrap(maxWidthChars: 24)
        makeFocusable(title)
        title.setAccessibleDescription(tr("Item {position} of {count}", [
            "position": "\(column + 1)", "count": "\(comparison.items.count)",
        ]))
        let line = Box(.horizontal, spacing: 6)
        title.expands = (true, false)
        line.append(title)
        if comparison.items.count > 2 {
            let remove = Button(icon: "window-close-symbolic", accessibleName: tr("Remove {item}", ["item": item.title]))
            remove.addCSSClass("flat")
            remove.addCSSClass("circular")
            remove.tooltip = tr("Remove {item}", ["item": item.title])
            remove.setAlignment(vertical: .start)
            remove.onClicked { [unowned self] in onRemove?(column) }
            line.append(remove)
        }
        heading.append(line)
        heading.setAlignment(vertical: .end)
        attach(heading, column: place, row: 0)
        return title
    }

    /// A cell, named by its fact (`name`) and its item (`title`).
    private func attachCell(of comparison: Comparison, row: Int, column: Int, at place: Int, beside name: Label,
                            under title: Label) -> Label {
        let line = comparison.rows[row]
        let value: Label
        let cell: Widget
        var yearLabel: Label?
        switch line.cells[column] {
        case .value(let text, let year):
            value = Label(text, cssClasses: line.isFigure ? ["fact-value", "numeric"] : ["fact-value"])
            if let year {
                let box = Box(.vertical, spacing: 2)
                box.append(value)
                let shownYear = Label(year, cssClasses: ["dim-label", "caption", "numeric"])
                shownYear.xAlign = 1
                box.append(shownYear)
                yearLabel = shownYear
                cell = box
            } else {
                cell = value
            }
        case .missing:
            value = Label(tr("Missing"), cssClasses: ["dim-label", "compare-missing"])
            cell = value
        }
        value.xAlign = line.isFigure ? 1 : 0
        // A column as wide as its widest value, up to about 30 characters: wider, a line is
        // hard to follow beside the others.
        value.wrap(maxWidthChars: 30)
        makeFocusable(value)
        value.setAccessibleLabel(comparison.spoken(row: row, column: column), shownBeside: name, title, note: yearLabel)
        cell.setAlignment(vertical: .start)
        attach(cell, column: place, row: row + 1)
        return value
    }

    /// A cell's text takes the keyboard focus (Tab, the arrow keys) and can be selected.
    /// `GtkQuirks.selectableLabelsTakeFingerDrags`: while a finger's swipe pages between items,
    /// the text takes no pointer or touch (selected from the keyboard, Shift and the arrows).
    private func makeFocusable(_ label: Label) {
        label.isSelectable = true
        if swiped, GtkQuirks.selectableLabelsTakeFingerDrags { label.canTarget = false }
    }

    /// The arrow keys go from cell to cell (the caret within a cell's text would tell nothing);
    /// with Shift they still select text.
    private func moveFocus(for key: KeyPress) -> Bool {
        guard let arrow = key.plainArrow,
              let row = cells.firstIndex(where: { $0.contains { $0.hasFocus } }),
              let place = cells[row].firstIndex(where: { $0.hasFocus }) else { return false }
        switch arrow {
        case .up, .down:
            let next = row + (arrow == .down ? 1 : -1)
            if cells.indices.contains(next) { moveFocus(to: (next, place)) }
        case .left, .right:
            let forwards = (arrow == .right) != root.isRightToLeft ? 1 : -1
            if cells[row].indices.contains(place + forwards) {
                moveFocus(to: (row, place + forwards))
            } else {
                onPastEdge?(forwards)
            }
        }
        return true
    }

    private func moveFocus(to cell: (row: Int, place: Int)) {
        guard cells.indices.contains(cell.row), cells[cell.row].indices.contains(cell.place) else { return }
        _ = cells[cell.row][cell.place].grabFocus()
    }
}
