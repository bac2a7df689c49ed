import AlmanacCore
import GtkKit

/// The current row and the keyboard focus: the current row is the selected one; while the list
/// has the focus, the focus ring is on it.
extension SectionedListView {
    /// Selects the row at `position` (nil: none) without reporting it.
    func select(_ position: Int?) {
        listView.selectedPosition = position
    }

    var selectedPosition: Int? { listView.selectedPosition }
    var focusedPosition: Int? { listView.focusedPosition }
    var hasFocus: Bool { listView.hasFocusWithin }

    /// Gives the keyboard focus to the list: to the current row when it is on screen, else to
    /// the first row shown, which becomes current (the focus ring is the current row's). While
    /// the view is still moving (to an item opened from outside, say), once it is there.
    func focus() {
        if aligner.isMoving || pendingTop != nil || pendingFocus != nil {
            refocus = true
            if !listView.hasFocusWithin { listView.grabFocus() }
            return
        }
        guard let row = currentOnScreen ?? firstRowShown else {
            listView.grabFocus()
            return
        }
        if row != listView.selectedPosition {
            listView.selectedPosition = row
            onSelect?(row)
        }
        listView.focus(row, fromOutside: true)
        reveal(row)
    }

    /// The keyboard focus came into the list from elsewhere (Tab, Shift+Tab, a collection
    /// shown). GTK 4.8: GTK gives it to the row that had it last, wherever that is now, and scrolls
    /// back there: unless it went to a row on screen (a click), it goes where `focus()` says,
    /// and the view stays.
    func focusEntered() {
        if let focused = listView.focusedPosition, list.isRow(focused), isOnScreen(focused) { return }
        focus()
    }

    /// Enter or Space on the index: the letter's section comes to the top and its first row
    /// becomes current, with the keyboard focus.
    func chooseSection(_ title: String) {
        guard let target = ListKeyMap.target(of: .letter(title), in: keyContext(pendingRow: nil)) else { return }
        moveCurrent(to: target) { [weak self] in self?.listView.focus(target.row, fromOutside: true) }
    }

    /// Makes the first row current, with the keyboard focus (Down from the search).
    func focusFirstRow() {
        guard let first = list.row(from: 0, step: 1) else { return }
        listView.grabFocus()
        moveCurrent(to: ListKeyTarget(row: first, shown: first, placement: .visible)) {}
    }

    /// Makes the last row current at the bottom of the view, while the view follows the end
    /// (End was pressed; more rows arrived).
    func moveCurrentToEnd() {
        guard let target = ListKeyMap.target(of: .end, in: keyContext(pendingRow: nil)) else { return }
        moveCurrent(to: target) {}
    }

    /// The current row when any of it is shown below the pinned header.
    var currentOnScreen: Int? {
        guard let selected = listView.selectedPosition, isOnScreen(selected) else { return nil }
        return selected
    }
}
