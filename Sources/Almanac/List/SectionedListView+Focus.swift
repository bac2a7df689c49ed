import AlmanacCore
import GtkKit

/// The current row and the keyboard focus: the current row is the selected one. While the list
/// has the focus, the focus ring is on the current row when it is on screen, else on the first
/// row shown — where the next key goes on from.
extension SectionedListView {
    /// Selects the row at `position` (nil: none) without reporting it: the current row, as the
    /// page pushes it down from its store.
    func select(_ position: Int?) {
        listView.selectedPosition = position
    }

    var selectedPosition: Int? { listView.selectedPosition }
    var focusedPosition: Int? { listView.focusedPosition }
    var hasFocus: Bool { listView.hasFocusWithin }

    /// Gives the keyboard focus to the list: to the current row when it is on screen, else to
    /// the first row shown, which becomes current only when `makingCurrent` (Down from the
    /// search). The view stays. While it is still moving (to an item opened from outside, say),
    /// once it is there.
    func focus(makingCurrent: Bool = false) {
        if aligner.isMoving || pendingTop != nil || pendingFocus != nil {
            refocus = Refocus(makingCurrent: makingCurrent || refocus?.makingCurrent == true,
                              askedWithFocusOn: listView.windowFocus)
            return
        }
        guard laidOutSinceShown, let row = currentOnScreen ?? firstRowShown, let top = rowTop(at: row),
              let height = listView.row(at: row)?.height else {
            listView.grabFocus()
            // The list has just been shown (no row laid out yet, or not at its size): the focus
            // goes on to a row once it is laid out, else it would stay on the list itself.
            if !list.collection.items.isEmpty {
                refocus = Refocus(makingCurrent: makingCurrent, askedWithFocusOn: listView.windowFocus)
            }
            return
        }
        if makingCurrent, row != listView.selectedPosition { onSelect?(row) }
        listView.focus(row, fromOutside: true)
        // GTK 4.8: focusing a row scrolls the view so that the row has the place the last row
        // GTK scrolled to had (the row that had the focus before, at the bottom edge, say): the
        // view is put back, the row wholly below the pinned header.
        let page = scroller.verticalAdjustment.pageSize
        aligner.scroll(row, to: .offset(min(max(top, listView.pinnedBandHeight), page - Double(height))))
    }

    /// The keyboard focus came into the list from elsewhere (Tab, Shift+Tab, a collection
    /// shown). GTK 4.8: GTK gives it to the row that had it last, wherever that is now, and scrolls
    /// back there: unless it went to a row on screen (a click), it goes where `focus()` says,
    /// and the view stays.
    /// (After the change of focus is over: moving the focus while GTK reports it leaves GTK's
    /// focus where it was going, with a second row painted focused.)
    func focusEntered() {
        MainLoop.post { [weak self] in
            guard let self, listView.hasFocusWithin else { return }
            if let focused = listView.focusedPosition, list.isRow(focused), isOnScreen(focused) { return }
            focus()
        }
    }

    /// Enter or Space on the index: the letter's section comes to the top and its first row
    /// becomes current, with the keyboard focus.
    func chooseSection(_ title: String) {
        guard let target = ListKeyMap.target(of: .letter(title), in: keyContext(pendingRow: nil)) else { return }
        moveCurrent(to: target) { [weak self] in self?.listView.focus(target.row, fromOutside: true) }
    }

    /// Down from the search: the focus comes to the list, and the row it lands on is current.
    func focusFirstRow() { focus(makingCurrent: true) }

    /// The person sent the focus elsewhere (Ctrl+F): the focus moves still waiting for the view
    /// give way, or the next layout would take the focus back.
    func forgetWaitingFocus() {
        pendingFocus = nil
        refocus = nil
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

    /// The row with the focus ring while the list has the focus and the row is on screen: keys
    /// go on from it.
    var focusedOnScreen: Int? {
        guard listView.hasFocusWithin, let focused = listView.focusedPosition, list.isRow(focused),
              isOnScreen(focused) else { return nil }
        return focused
    }
}
