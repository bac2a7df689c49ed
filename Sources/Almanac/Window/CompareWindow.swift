import AlmanacCore
import GtkKit

/// Compare: two to four items of one collection side by side in a window of their own. Add
/// Item asks for another (`CompareChooser`); each item can be removed while more than two are
/// compared. In a window too narrow for every item's column it shows one item at a time, with
/// Previous and Next, Ctrl+Page Up and Down, the arrow keys past the edge, or a swipe. Escape
/// or Ctrl+W closes it.
@MainActor
final class CompareWindow {
    private let window: ToolWindow
    private let table: ComparisonTable
    private let source: CompareSource
    private let announcer: Announcer
    private let addButton = Button(icon: "list-add-symbolic", accessibleName: tr("Add Item"))
    private let pageBar = Box(.horizontal, spacing: 12, cssClasses: ["compare-pages"])
    private let previousButton = Button(icon: "go-previous-symbolic", accessibleName: tr("Previous Item"))
    private let nextButton = Button(icon: "go-next-symbolic", accessibleName: tr("Next Item"))
    private let pagePosition = Label("", cssClasses: ["numeric"])
    private let noFacts = Label(tr("There are no facts to compare."), cssClasses: ["dim-label"])
    private var comparison: Comparison
    private var chooser: CompareChooser?
    /// Whether one item is shown at a time, and which.
    private var isPaged = false
    private var page = 0

    /// Called when the person closes the window.
    var onClosed: (@MainActor () -> Void)?

    /// The narrowest a fact's names and each item's column are laid out at, side by side.
    private static let namesWidth = 160
    private static let columnWidth = 170

    private let content = Box(.vertical)

    init(_ comparison: Comparison, source: CompareSource, pictures: PictureLoader, parent: Widget) {
        self.comparison = comparison
        self.source = source
        table = ComparisonTable(pictures: pictures)
        let scroller = ScrolledWindow(child: table.root)
        scroller.expands = (true, true)
        for widget in [pageBar, scroller, noFacts] as [Widget] { content.append(widget) }
        window = ToolWindow(title: tr("Compare"), content: content, width: 860, height: 640, parent: parent)
        announcer = Announcer(window: window)
        addButton.tooltip = tr("Add an Item to Compare")
        addButton.onClicked { [unowned self] in chooseAnother() }
        window.headerBar.packStart(addButton)
        previousButton.tooltip = tr("Previous Item (Ctrl+Page Up)")
        nextButton.tooltip = tr("Next Item (Ctrl+Page Down)")
        previousButton.onClicked { [unowned self] in turnPage(by: -1) }
        nextButton.onClicked { [unowned self] in turnPage(by: 1) }
        pagePosition.expands = (true, false)
        for widget in [previousButton, pagePosition, nextButton] as [Widget] { pageBar.append(widget) }
        noFacts.wrap()
        noFacts.expands = (true, true)
        table.onRemove = { [unowned self] column in remove(column: column) }
        table.onPastEdge = { [unowned self] step in turnPage(by: step, keepingFocus: true) }
        // Before the cells, whose text would take the keys.
        window.addController(Controllers.keys(beforeChildren: true) { [unowned self] key in
            if key.isEscape || key.closesWindow {
                window.close()
                return true
            }
            guard let step = key.pageStep, isPaged else { return false }
            turnPage(by: step, keepingFocus: true)
            return true
        })
        scroller.addController(Controllers.swipe(on: scroller, towardsEnd: { [unowned self] in turnPage(by: -1) },
                                                 towardsStart: { [unowned self] in turnPage(by: 1) }))
        content.onLayout { [unowned self] in
            guard fitsOneItemOnly != isPaged else { return }
            // Not while GTK lays the window out: the new cells are laid out at the next frame.
            MainLoop.post { [weak self] in
                guard let self, fitsOneItemOnly != isPaged else { return }
                // The item read on is the one shown alone; the focus stays on its fact.
                let focusedRow = table.focusedRow
                page = table.focusedItem ?? page
                showComparison()
                if let focusedRow { table.focus(row: focusedRow, ofItem: page) }
            }
        }
        window.onCloseRequest { [weak self] in self?.onClosed?() }
        showComparison()
    }

    /// Shows the window with the focus on the first item's first fact, which a screen reader says.
    func present() {
        window.present { [weak self] in self?.table.focusFirstCell() }
    }

    /// Closes it for good, Add Item's chooser first (a dialog goes before its parent).
    func destroy() {
        chooser?.close()
        chooser = nil
        window.destroy()
    }

    /// Whether the window is too narrow for the names and every item's column side by side.
    private var fitsOneItemOnly: Bool {
        content.width > 0 && content.width < Self.namesWidth + Self.columnWidth * comparison.items.count
    }

    private func showComparison() {
        page = min(page, comparison.items.count - 1)
        isPaged = fitsOneItemOnly  // an item added or removed may change it at the same width
        let count = comparison.items.count
        table.show(comparison, columns: isPaged ? page..<page + 1 : 0..<count, swiped: isPaged)
        pageBar.isVisible = isPaged
        previousButton.isSensitive = page > 0
        nextButton.isSensitive = page < count - 1
        pagePosition.text = pageText
        addButton.isSensitive = count < Comparison.itemLimit
        noFacts.isVisible = comparison.rows.isEmpty
    }

    /// "Kenya, 1 of 2".
    private var pageText: String {
        tr("{item}, {position} of {count}", ["item": comparison.items[page].title, "position": "\(page + 1)",
                                             "count": "\(comparison.items.count)"])
    }

    /// One item on when one is shown at a time; the focus stays on the same fact when it
    /// was in the table, else the new item is said.
    private func turnPage(by step: Int, keepingFocus: Bool = false) {
        guard isPaged, comparison.items.indices.contains(page + step) else { return }
        let focusedRow = keepingFocus ? table.focusedRow : nil
        page += step
        showComparison()
        if let focusedRow {
            table.focus(row: focusedRow, ofItem: page)
        } else {
            announcer.announce(pageText)
        }
    }

    private func chooseAnother() {
        let made = CompareChooser(title: tr("Add to Comparison"), source: source,
                                  excluding: Set(comparison.items.compactMap(\.address)), parent: window) { [unowned self] detail in
            guard let added = comparison.adding(detail) else { return }
            comparison = added
            page = comparison.items.count - 1
            showComparison()
            table.focusFirstCell(ofItem: page)
        }
        made.onClosed { [weak self] in MainLoop.post { [weak self] in self?.chooser = nil } }
        chooser = made
        made.present()
    }

    private func remove(column: Int) {
        comparison = comparison.removing(column: column)
        showComparison()
        table.focusFirstCell()
        announcer.announce(trn("{count} item compared", "{count} items compared", comparison.items.count))
    }
}
