import AlmanacCore
import Foundation

/// The person's starred items and their one owner: read from Almanac's data folder at start,
/// written back after each change (off the main thread, one write at a time, as an
/// `AtomicFile` keeping the copy before). Whoever shows stars watches it (`onChange`).
@MainActor
public final class Starred {
    public private(set) var items = StarredItems()
    private let file: AtomicFile
    private var watchers: [@MainActor () -> Void] = []
    private var writing: Task<Void, Never>?

    /// Told, in the user's language, when a change could not be saved.
    public var onProblem: (@MainActor (String) -> Void)?

    public init(file: URL = AppFiles.dataDirectory().appending(path: "starred.json")) {
        self.file = AtomicFile(file, keepsPrevious: true)
    }

    /// Calls `body` after every change.
    public func onChange(_ body: @escaping @MainActor () -> Void) { watchers.append(body) }

    // MARK: Reading

    /// Reads the file. One that cannot be read is set aside (renamed, never deleted) and the
    /// copy from before its last change is read instead; returns what the person should be
    /// told then, nil when all is well.
    @discardableResult
    public func load() -> String? {
        let problem: String
        do {
            guard let data = try file.read() else { return nil }
            items = try StarredFile.decode(data).items
            changed()
            return nil
        } catch let error as StarredFileError {
            problem = error.description
        } catch {
            problem = tr("it cannot be read")
        }
        var message = tr("Your starred items could not be read: {problem}.", ["problem": problem])
        if let aside = try? file.setAside() {
            message += " " + tr("The file was kept as {file}.", ["file": aside.path])
        }
        if let data = try? Data(contentsOf: file.previous), let restored = try? StarredFile.decode(data) {
            items = restored.items
            message += " " + tr("The copy from before its last change was restored.")
            changed()
            save()
        }
        Diagnostics.warn(message)
        return message
    }

    // MARK: Changing

    public func isStarred(_ address: ItemAddress) -> Bool { items.contains(address) }

    /// Stars or unstars an item; `title` is what it is listed as should it leave its collection.
    public func set(_ address: ItemAddress, starred: Bool, title: String) {
        guard starred != isStarred(address) else { return }
        if starred { items.star(address, title: title) } else { items.unstar(address) }
        changed()
        save()
    }

    /// Adds the stars of a file exported before (merging: nothing starred here is lost);
    /// returns how many were new and how many of the file's could not be read.
    public func importStars(from url: URL) throws(StarredImportError) -> (added: Int, skipped: Int) {
        let contents: StarredFile.Contents
        do {
            contents = try StarredFile.decode(Data(contentsOf: url))
        } catch let error as StarredFileError {
            throw StarredImportError(file: url.lastPathComponent, problem: error.description)
        } catch {
            throw StarredImportError(file: url.lastPathComponent, problem: AtomicFile.reason(for: error) ?? tr("it cannot be read"))
        }
        let added = items.merge(contents.items)
        if added > 0 {
            changed()
            save()
        }
        return (added, contents.skipped)
    }

    /// Writes every star to `url`, in the format `importStars` reads.
    public func exportStars(to url: URL) throws(StarredImportError) {
        do {
            try AtomicFile(url).write([StarredFile.encode(items)])
        } catch {
            throw StarredImportError(file: url.lastPathComponent, problem: AtomicFile.reason(for: error) ?? tr("it cannot be written"))
        }
    }

    /// Waits for the writes begun so far.
    public func saved() async { await writing?.value }

    private func changed() { watchers.forEach { $0() } }

    /// Writes the stars as they are now, after the writes before.
    private func save() {
        let (data, file, before) = (StarredFile.encode(items), file, writing)
        writing = Task { [weak self] in
            await before?.value
            let failure: String? = await Task.detached {
                do {
                    try file.write([data])
                    return nil
                } catch {
                    return AtomicFile.reason(for: error) ?? tr("it cannot be written")
                }
            }.value
            guard let failure else { return }
            let message = tr("Your starred items could not be saved: {problem}", ["problem": failure])
            Diagnostics.warn(message)
            self?.onProblem?(message)
        }
    }
}

/// A file of stars that could not be imported or exported, and why.
public struct StarredImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let problem: String

    public var description: String { tr("“{file}”: {problem}", ["file": file, "problem": problem]) }
}
