import AlmanacCore
import GtkKit

/// What a page shows, by name, for `DiagnosticsService`: read from the store, the banner and
/// the list as they are.
extension CollectionPage {
    var diagnosticState: [String: String] {
        let state = store.state
        return ["rows": String(state.everything.items.count), "shown": String(state.shown.items.count),
         "activity": "\(store.liveActivity)", "banner": faultBanner.shownMessage ?? "",
         "top": view.topSectionTitle ?? "", "moving": String(view.aligner.isMoving), "search": state.query,
         "selected": view.selectedPosition.map(String.init) ?? "", "focused": view.focusedPosition.map(String.init) ?? "",
         "listFocus": String(view.hasFocus), "appearancesPlayed": String(view.appearance.playedCount),
         "offset": String(view.scroller.verticalAdjustment.value)]
    }

    var spareRows: (count: Int, budget: Int) { (view.listView.spareRowCount, type(of: view.listView).maximumSpareRows) }
}
