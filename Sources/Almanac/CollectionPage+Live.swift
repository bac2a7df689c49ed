import AlmanacCore
import Foundation
import GtkKit

/// A page's live source: refresh, the next page near the end, a banner when a request fails.
extension CollectionPage {
    func connectLive() {
        guard let live else { return }
        live.onLoaded = { [unowned self, unowned live] loaded in
            showLive(loaded)
            // A next page grows the list, maybe off screen: the news says what it holds now. (A
            // refresh shows its rows at once; a toast would only cover the index's last letters.)
            if case .appending = loaded { onNews?(kind.liveNews(state.everything.items.count, from: live.sourceName)) }
        }
        live.mergeBasis = { [unowned self] in state }
        live.onFailed = { [unowned self] error, retry in
            faultBanner.show(tr("Could not load from {source}: {reason}",
                                ["source": error.source, "reason": error.reasonText]), retry: retry)
        }
        live.onActivityChanged = { [unowned self] activity in
            onRefreshingChanged?()
            show(state.setActivity(activity))
        }
    }

    var canRefresh: Bool { live != nil }
    var isRefreshing: Bool { live?.activity == .refreshing }
    func refresh() { live?.refresh() }

    func cancelRequests() { live?.cancel() }

    func liveSettingsChanged(from old: LiveSettings, to new: LiveSettings) {
        guard let make = spec.live, spec.liveSettings(old) != spec.liveSettings(new) else { return }
        live?.cancel()
        live = make(new)
        faultBanner.hide()
        connectLive()
    }

    /// Live or cached rows arrived: a next page is merged into the rows (as planned in the
    /// background), anything else replaces them; a pending fault is over.
    func showLive(_ loaded: LiveLoader<Item>.Loaded) {
        faultBanner.hide()
        sampleBanner?.isVisible = false
        switch loaded {
        case .replacing(let rows): rowsArrived { $0.replaceAll(with: rows) }
        case .appending(let plan): rowsArrived { $0.merge(plan) }
        }
        if state.followingEnd { view.moveCurrentToEnd() }
    }

    /// Loads the next page when the view nears the end, unless searching or the source failed.
    func loadMoreIfWanted() {
        guard let live, live.hasMore, !live.isStalled, live.activity == .idle, !state.isSearching,
              state.phase == .list else { return }
        live.loadMore()
    }
}
