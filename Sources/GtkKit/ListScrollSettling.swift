import CGtk

// Built only for a GTK older than 4.12 (Package.swift): newer ones have no such defect.
#if !GTK_4_12
/// GTK 4.8: a list view moved twice between two layouts jumps (GTK issue 2971, fixed in 4.10
/// by the list item manager's rewrite).
///
/// Moving the view makes GTK 4.8's list view make rows at once for the items coming into view,
/// counted 0 px high until the list is next laid out (`gtk_list_item_manager_ensure_items`
/// inserts them with no height). A second move before that layout — the next notch of a fast
/// wheel flick, a touchpad's next event in the same frame — looks for the row under the
/// view's anchor among those empty rows, anchors the view on a row further down, and the view
/// jumps down: a flick upwards ended further down the list than it started.
///
/// So before the scrolled window turns an input event into a move, a list moved since its last
/// layout is laid out again at the size it has: every move starts from rows of their real
/// heights, as it does when events come one per frame.
@MainActor
final class ListScrollSettling {
    private let list: UnsafeMutablePointer<GtkWidget>
    private var movedSinceLayout = false

    /// Watches `list` (a list view directly inside `scrolledWindow`).
    init(list: UnsafeMutablePointer<GtkWidget>, scrolledWindow: UnsafeMutablePointer<GtkWidget>) {
        self.list = list
        if let adjustment = gtk_scrollable_get_vadjustment(list.opaque) {
            adjustment.on(.void("value-changed")) { [weak self] in self?.movedSinceLayout = true }
        }
        if let clock = gtk_widget_get_frame_clock(list) {
            clock.on(.void("layout"), after: true) { [weak self] in self?.movedSinceLayout = false }
        }
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        controller.on(.event) { [weak self] _ in
            self?.layOutIfMoved()
            return false
        }
        gtk_widget_add_controller(scrolledWindow, controller)
    }

    private func layOutIfMoved() {
        guard movedSinceLayout, gtk_widget_get_mapped(list) != 0 else { return }
        movedSinceLayout = false
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(list, &allocation)
        gtk_widget_size_allocate(list, &allocation, gtk_widget_get_allocated_baseline(list))
    }
}
#endif
