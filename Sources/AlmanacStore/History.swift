import AlmanacCore
import Foundation

/// The items the person opened (`OpenedItems`) and their one owner: read from Almanac's data
/// folder at start, written back after each change (`KeptList`), nothing kept while the person
/// asks for no history (`isKeeping`).
@MainActor
public final class History {
    public private(set) var items = OpenedItems()
    private let file: KeptList
    private var watchers: [@MainActor () -> Void] = []

    /// Whether items opened are kept; turned off, the history is cleared.
    public var isKeeping = true {
        didSet { if !isKeeping { clear() } }
    }

    /// Told, in the user's language, when a change could not be saved.
    public var onProblem: (@MainActor (String) -> Void)? {
        get { file.onProblem }
        set { file.onProblem = newValue }
    }

    public init(file url: URL = AppFiles.dataDirectory().appending(path: "history.json")) {
        file = KeptList(url, format: .history, words: KeptList.Words(
            cannotRead: { tr("Your history could not be read: {problem}.", ["problem": $0]) },
            cannotSave: { tr("Your history could not be saved: {problem}", ["problem": $0]) }))
    }

    /// Calls `body` after every change.
    public func onChange(_ body: @escaping @MainActor () -> Void) { watchers.append(body) }

    /// Reads the file; returns what the person should be told when it could not be read.
    @discardableResult
    public func load() -> String? {
        let (opened, problem) = file.load()
        items = OpenedItems(opened)
        if !opened.isEmpty { changed() }
        return problem
    }

    /// An item was opened: it goes to the top (unless no history is kept).
    public func record(_ address: ItemAddress, title: String, at date: Date = Date()) {
        guard isKeeping else { return }
        items.record(address, title: title, at: date)
        changed()
        file.save(items.all)
    }

    /// Forgets every item opened, the file's copy from before included.
    public func clear() {
        guard !items.all.isEmpty else { return }
        items.clear()
        changed()
        file.save([], forgettingBefore: true)
    }

    /// Waits for the writes begun so far.
    public func saved() async { await file.saved() }

    private func changed() { watchers.forEach { $0() } }
}
