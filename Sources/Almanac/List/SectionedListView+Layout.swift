import AlmanacCore
import GtkKit

/// What the list does after each layout, before the frame is painted, and where it reads the
/// rows GTK laid out.
extension SectionedListView {
    /// One layout pass, in this order: measure the rows; size the end space (a new one is laid
    /// out in another pass of this frame: the rest waits for it); align the view to where it is
    /// going; focus the row it went to; pin the top section's header; play the appearances of
    /// the rows now on screen; say when the end is near.
    func laidOut() {
        guard listView.isMapped else { return }  // another collection's page is shown
        strip.fitLetters()
        guard budget.takePass(of: listView) else { return }
        laidOutSinceShown = true
        appearance.fadesBoundRows = false  // a search's rows are bound: later ones do not fade
        // Outside layout: bringing a row to the top moves the view. It stays pending till then,
        // so that nothing takes the focus elsewhere meanwhile (`focus()` waits for it).
        if let position = pendingTop, !topPosted {
            topPosted = true
            MainLoop.post { [weak self] in
                self?.topPosted = false
                self?.bringToTop(position)
            }
        }
        if metrics.measure(listView.rowsByPosition.values, hasFooter: list.footer != nil) { headersFollowRowHeight() }
        keepTopRowWhenTheHeightChanges()
        if updateEndSpace() { return }
        aligner.laidOut()
        if !aligner.isMoving, let position = pendingFocus {
            pendingFocus = nil
            listView.focus(position)
        } else if !aligner.isMoving, pendingTop == nil, let pending = refocus {
            refocus = nil
            if !listView.focusIsElsewhere || pending.askedWithFocusOn == listView.windowFocus { focus(makingCurrent: pending.makingCurrent) }
        }
        pinTopSection()
        guard !aligner.isMoving else { return }
        lastTopRow = topRow()
        lastCurrentShown = currentShownWhole()
        playAppearancesOnScreen()
        reportNearEnd()
    }

    /// Section headers are as tall as item rows. GTK 4.8 counts each row it has not laid out
    /// as tall as the median row laid out: with headers of another height, the view's offset
    /// changes by their difference as headers come into and leave the rows laid out, and a
    /// fling (which sets offsets it computed before) jumps back by as much. It also makes the
    /// pinned header (`pinTopSection`), as tall, a finger-sized target.
    private func headersFollowRowHeight() {
        for row in listView.rowsByPosition.values where row.kind == .header { row.setHeaderHeight(metrics.row) }
    }

    /// A banner above the list, or a taller or shorter window, leaves the rows the user was
    /// reading where they were (GTK may keep the bottom row in place instead) — unless that
    /// would push the current row, shown whole, out at the bottom (the last row after Ctrl+End):
    /// then it comes to the bottom edge.
    private func keepTopRowWhenTheHeightChanges() {
        let page = scroller.verticalAdjustment.pageSize
        defer { lastPageSize = page }
        guard page != lastPageSize, lastPageSize > 0, !aligner.isMoving, let top = lastTopRow else { return }
        if let current = lastCurrentShown, current.bottom > page {
            aligner.scroll(current.position, to: .bottom)
        } else {
            aligner.scroll(top.position, to: .offset(top.offset))
        }
    }

    /// The current row and where its bottom is, when it is shown whole.
    private func currentShownWhole() -> (position: Int, bottom: Double)? {
        guard let selected = listView.selectedPosition, let top = rowTop(at: selected), top >= 0,
              let row = listView.row(at: selected) else { return nil }
        let bottom = top + Double(row.height)
        return bottom <= scroller.verticalAdjustment.pageSize ? (selected, bottom) : nil
    }

    /// Sizes the end space again (the view's height or the measured heights changed): the last
    /// entry is told to the list as changed, and bound again with its new height. True when it
    /// changed.
    private func updateEndSpace() -> Bool {
        guard metrics.sizeEndSpace(for: list, inHeight: scroller.verticalAdjustment.pageSize),
              list.presentedCount > 0 else { return false }
        model.update(list, position: model.count - 1, removed: 1, added: 1)
        return true
    }

    /// Pins the title of the section at the top of the view, pushed up by the next section's
    /// header as it arrives; none at the very top. The band it covers takes its own presses.
    private func pinTopSection() {
        defer { listView.pinnedBandHeight = overlay.coveredHeight(headerHeight: metrics.header) }
        let shown = list.collection
        guard list.presentedCount == shown.flatCount, let position = listView.position(atX: 8, y: 1),
              position < shown.flatCount else { return overlay.pin(nil) }
        let section = shown.entry(atFlatPosition: position).section
        let title = shown.sections[section].title
        // The index follows the view when it moves to another section (not when the index gets
        // the focus and shows the current row's section).
        if title != topSectionTitle { strip.showCurrent(title) }
        topSectionTitle = title
        guard scrollOffset > 0 else { return overlay.pin(nil) }
        var offset = 0.0
        if section + 1 < shown.sections.count,
           let next = listView.row(at: shown.flatPosition(ofHeader: section + 1)), next.root.isMapped,
           let top = next.root.translate(x: 0, y: 0, to: listView)?.y {
            offset = min(0, top - Double(metrics.header))
        }
        overlay.pin(shown.sections[section].title, offset: offset, width: listView.width, height: metrics.row)
    }

    /// Plays the first-appearance animations readied for the rows on screen (GTK binds ~200
    /// rows, most off screen: they play theirs when they are scrolled or jumped to).
    private func playAppearancesOnScreen() {
        for (position, row) in listView.rowsByPosition where isOnScreen(position) { row.playPendingAnimation() }
    }

    /// Tells once, outside layout, that the view is within a screen of the last row: loading
    /// more changes the model (the footer), which would ask for yet another layout of this frame.
    private func reportNearEnd() {
        guard list.presentedCount > 0, !nearEndReported else { return }
        let adjustment = scroller.verticalAdjustment
        let below = adjustment.upper - Double(metrics.endSpace) - (adjustment.value + adjustment.pageSize)
        guard below < adjustment.pageSize else { return }
        nearEndReported = true
        MainLoop.post { [weak self] in
            self?.nearEndReported = false
            self?.onNearEnd?()
        }
    }

    // MARK: Where the rows are

    /// The row at the top of the view and how far its top is from the view's top.
    func topRow() -> (position: Int, offset: Double)? {
        guard let position = listView.position(atX: 8, y: 1), let offset = rowTop(at: position) else { return nil }
        return (position, offset)
    }

    /// Whether any of the row at `position` is shown below the pinned header.
    func isOnScreen(_ position: Int) -> Bool {
        guard let top = rowTop(at: position), let row = listView.row(at: position) else { return false }
        return top + Double(row.height) > listView.pinnedBandHeight && top < scroller.verticalAdjustment.pageSize
    }

    /// The first row shown whole below the pinned header.
    var firstRowShown: Int? {
        guard let position = listView.position(atX: 8, y: listView.pinnedBandHeight + 1),
              let row = list.row(from: position, step: 1) else { return nil }
        if let top = rowTop(at: row), top < listView.pinnedBandHeight - 1 { return list.row(from: row + 1, step: 1) }
        return row
    }

    /// The title of the current row's section, when it is on screen.
    var currentSectionTitle: String? {
        let shown = list.collection
        guard let row = currentOnScreen, list.presentedCount == shown.flatCount, row < shown.flatCount else { return nil }
        return shown.sections[shown.entry(atFlatPosition: row).section].title
    }

    /// Where the top of the row at `position` is, from the list's top edge; nil when the row
    /// has no widget on screen.
    func rowTop(at position: Int) -> Double? {
        guard let row = listView.row(at: position), row.root.isMapped else { return nil }
        return row.root.translate(x: 0, y: 0, to: listView)?.y
    }
}
