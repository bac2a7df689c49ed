import AlmanacCore
import GtkKit

/// Moving the view and the current row: jumps, keys, a row brought into sight.
extension SectionedListView: KeyboardList {
    /// Puts the section of an index title (or the nearest following one) at the top. The
    /// current row stays what it was: keys go on from the view.
    func jump(toIndexTitle title: String) {
        let shown = list.collection
        guard list.presentedCount == shown.flatCount, let section = shown.section(forIndexTitle: title) else { return }
        onFollowEnd?(false)
        forgetWhereTheViewWasGoing()
        pendingJump = title
        let sectionTitle = shown.sections[section].title
        strip.showCurrent(sectionTitle)
        overlay.pin(sectionTitle, width: listView.width)
        if strip.isScrubbing { overlay.showBubble(sectionTitle) }
        aligner.scroll(shown.flatPosition(ofHeader: section), to: .top) { [weak self] in self?.pendingJump = nil }
    }

    /// Scrolls the least needed to show the row at `position` whole, below the pinned header.
    func reveal(_ position: Int) {
        aligner.scroll(position, to: .visible(inset: metrics.header))
    }

    /// Where the view is: the entry at its top edge, and how far below that edge its top is
    /// (0 or less).
    struct Place {
        let position: Int
        let offset: Double
    }

    var place: Place? {
        guard let position = listView.position(atX: 8, y: 1),
              let offset = listView.row(at: position)?.root.translate(x: 0, y: 0, to: listView)?.y else { return nil }
        return Place(position: position, offset: offset)
    }

    /// Puts the view back at a place it was, in the same list.
    func go(to place: Place) {
        onFollowEnd?(false)
        aligner.scroll(place.position, to: .offset(place.offset))
    }

    /// Scrolls the row at `position` to the top, under the pinned header (or as far as the list
    /// goes), and gives it the keyboard focus: where an item opened from outside the list is
    /// shown. A list not on screen yet (its page was just switched to) is scrolled once it has
    /// been laid out (GTK 4.8: GTK cannot scroll a list view before, and lays out again forever).
    func bringToTop(_ position: Int) {
        guard listView.isMapped, lastPageSize > 0 else {
            pendingTop = position
            return
        }
        pendingTop = nil
        onFollowEnd?(false)
        pendingFocus = position
        aligner.scroll(position, to: .offset(Double(metrics.header)))
    }

    /// The list's scroll position, in pixels from the top.
    var scrollOffset: Double {
        get { scroller.verticalAdjustment.value }
        set {
            scroller.stopMomentum()
            scroller.verticalAdjustment.value = newValue
        }
    }

    // MARK: The keyboard

    func keyContext(pendingRow: Int?) -> ListKeyContext {
        let list = list
        let collection = list.collection
        return ListKeyContext(
            count: list.presentedCount, isRow: list.isRow, current: pendingRow ?? focusedOnScreen ?? currentOnScreen,
            firstShown: firstRowShown, rowsPerScreen: metrics.rowsPerScreen(inHeight: scroller.verticalAdjustment.pageSize),
            headerOfLetter: { title in
                guard list.presentedCount == collection.flatCount,
                      let section = collection.section(forIndexTitle: title) else { return nil }
                return collection.flatPosition(ofHeader: section)
            })
    }

    /// Makes a row current — reported (the page then selects it), brought into sight as the
    /// target says — and focuses it, with its focus ring, once the view is there. (GTK shows
    /// focus rings after a key only when the focus moved before the key's release; these moves
    /// land at the next frame.)
    func moveCurrent(to target: ListKeyTarget, arrived: @escaping @MainActor () -> Void) {
        let origin = focusedRow
        onFollowEnd?(target.followsEnd)
        pendingJump = nil
        pendingFocus = nil  // a row the view was going to focus: this key goes on from there
        onSelect?(target.row)
        let placement: ViewAligner<FlatList<Item>, RowView>.Placement = switch target.placement {
        case .visible: .visible(inset: metrics.header)
        case .top: .top
        case .bottom: .bottom
        }
        aligner.scroll(target.shown, to: placement) { [weak self] in
            self?.sayTheSection(movingFrom: origin, to: target.row)
            self?.listView.focus(target.row)
            self?.listView.showFocusRings()
            arrived()
        }
    }

    func open(_ row: Int) { onActivate?(row) }

    var focusedRow: Int? { listView.focusedPosition.flatMap { list.isRow($0) ? $0 : nil } }

    func leave(forward: Bool) {
        if forward { _ = strip.root.grabFocus() } else { onTabBackward?() }
    }
}
