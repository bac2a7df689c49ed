import AlmanacCore
import CollectionTestSupport
@testable import AlmanacStore
import Foundation
import Synchronization
import Testing

/// A live source whose answers the test gives, one request at a time, in the order asked.
actor ScriptedSource: LiveCollection {
    enum Answer: Sendable {
        /// Rows of a refresh (replacing) or of the next page (appended); `part` as a feed tells it.
        case rows([String], hasMore: Bool, part: LiveSnapshot<String>.Part? = nil)
        case failure(LiveError)
    }

    nonisolated let sourceName: String
    /// What the cache holds, for `restore`.
    private let cached: LiveSnapshot<String>?
    /// The requests asked so far ("refresh", "more"), answered or not.
    private(set) var requests: [String] = []
    private var waiting: [CheckedContinuation<Answer, Never>] = []
    private var requestWatchers: [(count: Int, CheckedContinuation<Void, Never>)] = []

    init(name: String = "Test source", cached: [String]? = nil) {
        sourceName = name
        self.cached = cached.map { LiveSnapshot(items: $0, hasMore: false, saved: Date(timeIntervalSince1970: 1_700_000_000), issues: [], part: .whole) }
    }

    func restore(newerThan date: Date?) -> LiveSnapshot<String>? { cached }

    func refresh() async throws(LiveError) -> LiveSnapshot<String> {
        try snapshot(await request("refresh"))
    }

    func loadMore() async throws(LiveError) -> LiveSnapshot<String>? {
        try snapshot(await request("more"))
    }

    /// Answers the oldest request not answered yet, or the next one asked.
    func answer(_ answer: Answer) {
        if waiting.isEmpty { answers.append(answer) } else { waiting.removeFirst().resume(returning: answer) }
    }

    /// How many requests were cancelled while waiting for their answer: counted as the store
    /// cancels (the cancellation handler runs then), answered in a task of its own.
    nonisolated var cancellations: Int { cancelled.withLock { $0 } }
    private nonisolated let cancelled = Mutex(0)

    private func answerCancelled() {
        answer(.failure(LiveError(source: sourceName, reason: .fetch(.cancelled))))
    }

    /// Answers given before their request came.
    private var answers: [Answer] = []

    /// Returns once `count` requests have been asked in all.
    func waitForRequests(_ count: Int) async {
        guard requests.count < count else { return }
        await withCheckedContinuation { requestWatchers.append((count, $0)) }
    }

    private func request(_ name: String) async -> Answer {
        requests.append(name)
        let ready = requestWatchers.filter { $0.count <= requests.count }
        requestWatchers.removeAll { $0.count <= requests.count }
        ready.forEach { $0.1.resume() }
        if !answers.isEmpty { return answers.removeFirst() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { waiting.append($0) }
        } onCancel: {
            cancelled.withLock { $0 += 1 }
            Task { await self.answerCancelled() }
        }
    }

    private var loaded: [String] = []

    private func snapshot(_ answer: Answer) throws(LiveError) -> LiveSnapshot<String> {
        switch answer {
        case .rows(let rows, let hasMore, let part):
            loaded = requests.last == "more" ? loaded + rows : rows
            return LiveSnapshot(items: loaded, hasMore: hasMore, saved: Date(), issues: [],
                                part: part ?? (requests.last == "more" ? .nextPage : .whole))
        case .failure(let error): throw error
        }
    }
}

/// Every update a store publishes, and a way to wait for the next one that matters.
@MainActor
final class UpdateLog {
    private(set) var updates: [CollectionUpdate<String>] = []
    private var waiters: [(wanted: (CollectionUpdate<String>) -> Bool, CheckedContinuation<Int, Never>)] = []
    /// What a list model fed with every update's splices shows.
    private(set) var model: [String] = []

    init(_ store: CollectionStore<String>) {
        store.onUpdate = { [unowned self] update in record(update) }
    }

    /// Waits for the next update for which `wanted` is true.
    func next(where wanted: @escaping (CollectionUpdate<String>) -> Bool = { _ in true }) async -> CollectionUpdate<String> {
        updates[await withCheckedContinuation { waiters.append((wanted, $0)) }]
    }

    private func record(_ update: CollectionUpdate<String>) {
        updates.append(update)
        model = apply(update.splices, to: model)
        let index = waiters.firstIndex { $0.wanted(update) }
        if let index { waiters.remove(at: index).1.resume(returning: updates.count - 1) }
    }
}

let english = Collator(localeIdentifier: "en_US")

func index(_ names: [String]) -> IndexedCollection<String> {
    guard let english else { preconditionFailure("no en_US collation") }
    return IndexedCollection(names, collator: english, name: { $0 })
}

/// A collection of names: `bundled` as its shipped rows, a live source from `makeSource` (one
/// per change of the species address, which is what it depends on).
/// The live address the test collection's source depends on.
let speciesAddress = LiveAddress(key: "species-url", defaultAddress: "https://swapi.example/api/species", variable: "S",
                                 title: "Species address", meaning: "")

@MainActor
func spec(bundled: [String], makeSource: (@MainActor (LiveSettings) -> ScriptedSource)? = nil) -> CollectionSpec<String> {
    CollectionSpec(
        kind: .species, traits: .species,
        load: { LoadedCollection(collection: index(bundled), issues: []) },
        identity: { $0 }, rowContent: { RowContent(title: $0) }, detail: { Detail(title: $0) },
        searchResult: (key: { $0.lowercased() }, describe: { ($0, "", .themed("x")) }),
        live: makeSource.map { make in
            { @MainActor settings -> LiveRequests<String>? in LiveRequests(collection: make(settings), index: index) }
        },
        liveSettings: { [$0[address: speciesAddress]] })
}
