import AlmanacCore
import Foundation

/// The store's live source: refresh, the next page near the end, failures with a retry, and a
/// source made anew when the settings it depends on change.
extension CollectionStore {
    func connectLive() {
        live?.prepare = { [unowned self] snapshot in await prepare(snapshot) }
        live?.onEvent = { [unowned self] event in
            switch event {
            case .failed(let error, let retry):
                var update = CollectionUpdate<Item>()
                let message = error.page.map { page in
                    tr("Could not load page {page} from {source}: {reason}",
                       ["page": String(page), "source": error.source, "reason": error.reasonText])
                } ?? tr("Could not load from {source}: {reason}", ["source": error.source, "reason": error.reasonText])
                update.fault = .shown(message: message, retry: retry)
                publish(update)
            case .activity(let activity):
                var update = CollectionUpdate(splices: state.setActivity(activity), activityChanged: true)
                if activity != .idle { update.fault = .cleared }  // the last failure's banner goes as a request starts
                publish(update)
            }
        }
    }

    /// Readies live rows off the main thread: a whole collection indexed, to replace the rows;
    /// a refresh's pages so far or a next page planned into the rows as they are when it
    /// arrived (comparing every row shown: too slow for the main thread). What it returns shows
    /// them: a refresh's pages join the rows until its last replaces them; a next page is
    /// merged into them.
    private func prepare(_ snapshot: LiveSnapshot<Item>) async -> @MainActor () -> Void {
        guard let index = live?.index else { return {} }
        if snapshot.part == .whole {
            let rows = await Task.detached { index(snapshot.items) }.value
            return { [weak self] in self?.showLive(replacing: rows) }
        }
        let basis = state
        let plan = await Task.detached {
            let items = snapshot.part == .refreshSoFar ? basis.joining(snapshot.items) : snapshot.items
            return basis.plan(merging: index(items))
        }.value
        return { [weak self] in self?.showLive(merging: plan, appending: snapshot.part == .nextPage) }
    }

    private func showLive(replacing rows: IndexedCollection<Item>) {
        showLive(arrived(live: true) { $0.replaceAll(with: rows) })
    }

    private func showLive(merging plan: CollectionState<Item>.MergePlan, appending: Bool) {
        var update = arrived(live: true) { $0.merge(plan) }
        // A next page grows the list, maybe off screen: the news says what it holds now.
        // (A refresh shows its rows at once; a toast would only cover the index.)
        if appending { update.news = spec.traits.liveNews(state.everything.items.count, live?.sourceName ?? "") }
        showLive(update)
    }

    private func showLive(_ update: CollectionUpdate<Item>) {
        rowsOrigin = RowsOrigin(source: live?.sourceName, date: Date())
        var update = update
        if state.followingEnd, update.move == nil { update.move = .end }
        publish(update)
    }

    /// Whether the collection has a live source to refresh from.
    public var canRefresh: Bool { live != nil }
    public var isRefreshing: Bool { live?.activity == .refreshing }
    /// What the live source is doing.
    public var liveActivity: LiveActivity { live?.activity ?? .idle }

    /// Fetches the first live page; it replaces the rows.
    public func refresh() { live?.refresh() }

    /// Stops the live request in flight, if any; what is shown stays.
    public func cancelRequests() { live?.cancel() }

    /// The live settings changed: the source is made anew (the request in flight cancelled, a
    /// shown failure cleared) when the settings it depends on did.
    public func liveSettingsChanged(from old: LiveSettings, to new: LiveSettings) {
        guard let make = spec.live, spec.liveSettings(old) != spec.liveSettings(new) else { return }
        live?.cancel()
        live = make(new)
        connectLive()
        var update = CollectionUpdate<Item>()
        update.fault = .cleared
        publish(update)
    }

    /// The view nears the end: the next page is loaded, unless searching, the source failed
    /// there last time, or a request is under way.
    public func nearEnd() {
        guard let live, live.hasMore, !live.isStalled, live.activity == .idle, !state.isSearching,
              state.phase == .list else { return }
        live.loadMore()
    }
}
