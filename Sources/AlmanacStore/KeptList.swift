import AlmanacCore
import Foundation

/// A list of items kept in a file of Almanac's data folder (`ItemListFile`): read at start —
/// one that cannot be read is set aside (renamed, never deleted) and the copy from before its
/// last change read instead — and written after each change, off the main thread, one write
/// after another, as an `AtomicFile` that keeps the copy before.
@MainActor
final class KeptList {
    /// What the person is told, in their language, when the file cannot be read or saved.
    struct Words {
        let cannotRead: @MainActor (_ problem: String) -> String
        let cannotSave: @MainActor (_ problem: String) -> String
    }

    private let file: AtomicFile
    private let format: ItemListFile
    private let words: Words
    private var writing: Task<Void, Never>?

    /// Told when a change could not be saved.
    var onProblem: (@MainActor (String) -> Void)?

    init(_ url: URL, format: ItemListFile, words: Words) {
        file = AtomicFile(url, keepsPrevious: true)
        self.format = format
        self.words = words
    }

    /// The items in the file (none when there is no file), and what the person should be told
    /// when it could not be read.
    func load() -> (items: [ListedItem], problem: String?) {
        let problem: String
        do {
            guard let data = try file.read() else { return ([], nil) }
            return (try format.decode(data).items, nil)
        } catch let error as ItemListFileError {
            problem = error.description
        } catch {
            problem = AtomicFile.reason(for: error) ?? tr("it cannot be read")
        }
        var message = words.cannotRead(problem)
        if let aside = try? file.setAside() {
            message += " " + tr("The file was kept as {file}.", ["file": aside.path])
        }
        var items: [ListedItem] = []
        if let data = try? Data(contentsOf: file.previous), let restored = try? format.decode(data) {
            items = restored.items
            message += " " + tr("The copy from before its last change was restored.")
            save(items)
        }
        Diagnostics.warn(message)
        return (items, message)
    }

    /// Writes `items` as they are now, after the writes before; `forgettingBefore` removes the
    /// copy from before too (a history cleared keeps no copy of itself).
    func save(_ items: [ListedItem], forgettingBefore: Bool = false) {
        let (data, file, before) = (format.encode(items), file, writing)
        writing = Task { [weak self] in
            await before?.value
            let failure: String? = await Task.detached {
                do {
                    try file.write([data])
                    if forgettingBefore { try? FileManager.default.removeItem(at: file.previous) }
                    return nil
                } catch {
                    return AtomicFile.reason(for: error) ?? tr("it cannot be written")
                }
            }.value
            guard let failure, let self else { return }
            let message = words.cannotSave(failure)
            Diagnostics.warn(message)
            onProblem?(message)
        }
    }

    /// Waits for the writes begun so far.
    func saved() async { await writing?.value }
}
