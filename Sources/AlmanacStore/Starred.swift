import AlmanacCore
import Foundation

/// The person's starred items and their one owner: read from Almanac's data folder at start and
/// written back after each change (`KeptList`). Whoever shows stars watches it (`onChange`).
@MainActor
public final class Starred {
    public private(set) var items = StarredItems()
    private let file: KeptList
    private var watchers: [@MainActor () -> Void] = []

    /// Told, in the user's language, when a change could not be saved.
    public var onProblem: (@MainActor (String) -> Void)? {
        get { file.onProblem }
        set { file.onProblem = newValue }
    }

    public init(file url: URL = AppFiles.dataDirectory().appending(path: "starred.json")) {
        file = KeptList(url, format: .starred, words: KeptList.Words(
            cannotRead: { tr("Your starred items could not be read: {problem}.", ["problem": $0]) },
            cannotSave: { tr("Your starred items could not be saved: {problem}", ["problem": $0]) }))
    }

    /// Calls `body` after every change.
    public func onChange(_ body: @escaping @MainActor () -> Void) { watchers.append(body) }

    /// Reads the file; returns what the person should be told when it could not be read (see
    /// `KeptList`), nil when all is well.
    @discardableResult
    public func load() -> String? {
        let (stars, problem) = file.load()
        items = StarredItems(stars)
        if !stars.isEmpty { changed() }
        return problem
    }

    public func isStarred(_ address: ItemAddress) -> Bool { items.contains(address) }

    /// Stars or unstars an item; `title` is what it is listed as should it leave its collection.
    public func set(_ address: ItemAddress, starred: Bool, title: String) {
        guard starred != isStarred(address) else { return }
        if starred { items.star(address, title: title) } else { items.unstar(address) }
        changed()
        file.save(items.all)
    }

    /// Adds the stars of a file exported before (merging: nothing starred here is lost);
    /// returns how many were new and how many of the file's could not be read.
    public func importStars(from url: URL) throws(StarredImportError) -> (added: Int, skipped: Int) {
        let contents: ItemListFile.Contents
        do {
            contents = try ItemListFile.starred.decode(Data(contentsOf: url))
        } catch let error as ItemListFileError {
            throw StarredImportError(file: url.lastPathComponent, problem: error.description)
        } catch {
            throw StarredImportError(file: url.lastPathComponent, problem: AtomicFile.reason(for: error) ?? tr("it cannot be read"))
        }
        let added = items.merge(StarredItems(contents.items))
        if added > 0 {
            changed()
            file.save(items.all)
        }
        return (added, contents.skipped)
    }

    /// Writes every star to `url`, in the format `importStars` reads.
    public func exportStars(to url: URL) throws(StarredImportError) {
        do {
            try AtomicFile(url).write([ItemListFile.starred.encode(items.all)])
        } catch {
            throw StarredImportError(file: url.lastPathComponent, problem: AtomicFile.reason(for: error) ?? tr("it cannot be written"))
        }
    }

    /// Waits for the writes begun so far.
    public func saved() async { await file.saved() }

    private func changed() { watchers.forEach { $0() } }
}

/// A file of stars that could not be imported or exported, and why.
public struct StarredImportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let file: String
    public let problem: String

    public var description: String { tr("“{file}”: {problem}", ["file": file, "problem": problem]) }
}
