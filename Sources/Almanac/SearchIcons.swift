import AlmanacCore
import Foundation
import GtkKit

/// Pictures for GNOME Shell's search results. The Shell loads a result's icon through
/// gdk-pixbuf, which does not recognise an SVG that opens with a long comment (47 of
/// iso-flags-svg's country flags): such a file is handed over as a copy without those comments,
/// kept in the cache folder; any other picture as it is. The flags are looked at once, in the
/// background, 5 s after the app starts; copies made in an earlier run are used at once.
@MainActor
final class SearchIcons {
    private let folder: URL
    private var icons: [String: String] = [:]

    init(folder: URL = AppFiles.cacheDirectory().appending(path: "search-icons")) {
        self.folder = folder
    }

    /// The file to give the Shell for the picture at `path`: its copy without comments before
    /// the root element when one has been made (by `prepare`, in this run or an earlier one),
    /// else the picture itself. Reads no file, only two files' dates: the Shell is waiting.
    func icon(for path: String) -> String {
        if let known = icons[path] { return known }
        let copy = Self.copyLocation(of: path, in: folder)
        guard Self.isNewer(copy, than: path) else { return path }
        icons[path] = copy
        return copy
    }

    /// Looks at every SVG file in `folder` (the flags) off the main thread, 5 s after start (not
    /// while the app answers the first keys typed in the Shell), and makes the copies it needs.
    func prepare(folder pictures: String) {
        let folder = folder
        MainLoop.after(seconds: 5) { [weak self] in
            Task.detached(priority: .background) { [weak self] in
                let names = (try? FileManager.default.contentsOfDirectory(atPath: pictures)) ?? []
                let found = names.filter { $0.hasSuffix(".svg") }.map { name in
                    let path = "\(pictures)/\(name)"
                    return (path, Self.cleanedCopy(of: path, in: folder) ?? path)
                }
                await self?.remember(found)
            }
        }
    }

    private func remember(_ found: [(String, String)]) {
        icons.merge(found) { _, new in new }
    }

    nonisolated private static func copyLocation(of path: String, in folder: URL) -> String {
        folder.appending(path: path.split(separator: "/").joined(separator: "_")).path
    }

    nonisolated private static func isNewer(_ file: String, than source: String) -> Bool {
        let modified = { (path: String) in (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date }
        guard let made = modified(file), let changed = modified(source) else { return false }
        return made >= changed
    }

    nonisolated private static func cleanedCopy(of path: String, in folder: URL) -> String? {
        // Most files open with their root element: the first bytes tell, without reading on.
        guard path.hasSuffix(".svg"), let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: 512), head.contains(Array("<!--".utf8)),
              let data = FileManager.default.contents(atPath: path),
              let text = String(data: data, encoding: .utf8), let cleaned = SVGProlog.withoutComments(text) else { return nil }
        let copy = copyLocation(of: path, in: folder)
        if isNewer(copy, than: path) { return copy }
        // Written beside it, then put in its place: the Shell never reads half a file.
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let partial = copy + ".\(ProcessInfo.processInfo.processIdentifier).part"
        guard FileManager.default.createFile(atPath: partial, contents: Data(cleaned.utf8)), rename(partial, copy) == 0 else {
            unlink(partial)
            return nil
        }
        return copy
    }
}
