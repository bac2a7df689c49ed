import AlmanacCore
import Foundation

/// The items the person opened (`OpenedItems`) and their one owner: read from Almanac's data
/// folder when first needed (History shown, an item opened: most starts need neither), written
/// back after each change (`KeptList`), nothing kept while the person asks for no history
/// (`isKeeping`).
@MainActor
public final class History {
    private var read: OpenedItems?
    private let file: KeptList

    /// Whether items opened are kept; turned off, the history is cleared.
    public var isKeeping = true {
        didSet { if !isKeeping { clear() } }
    }

    /// Told, in the user's language, when the file could not be read or a change saved.
    public var onProblem: (@MainActor (String) -> Void)? {
        get { file.onProblem }
        set { file.onProblem = newValue }
    }

    public init(file url: URL = AppFiles.dataDirectory().appending(path: "history.json")) {
        file = KeptList(url, format: .history, words: KeptList.Words(
            cannotRead: { tr("Your history could not be read: {problem}.", ["problem": $0]) },
            cannotSave: { tr("Your history could not be saved: {problem}", ["problem": $0]) }))
    }

    /// The items opened, newest first; the file is read the first time.
    public var items: OpenedItems {
        if let read { return read }
        let (opened, problem) = file.load()
        let items = OpenedItems(opened)
        read = items
        if let problem { onProblem?(problem) }
        return items
    }

    /// An item was opened: it goes to the top (unless no history is kept).
    public func record(_ address: ItemAddress, title: String, at date: Date = Date()) {
        guard isKeeping else { return }
        var changed = items
        changed.record(address, title: title, at: date)
        read = changed
        file.save(changed.all)
    }

    /// Forgets every item opened, the file's copy from before included.
    public func clear() {
        guard !items.all.isEmpty else { return }
        read = OpenedItems()
        file.save([], forgettingBefore: true)
    }

    /// Waits for the writes begun so far.
    public func saved() async { await file.saved() }
}
