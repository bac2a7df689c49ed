import AlmanacCore
import Foundation
import GtkKit

/// Pictures for GNOME Shell's search results, as PNG files in the cache folder. The Shell loads
/// a result's icon through gdk-pixbuf, which takes an SVG that starts with a long comment for
/// something else (47 of iso-flags-svg's country flags): each SVG picture is handed over
/// rendered, once, and again only when its file changes.
@MainActor
enum SearchIcons {
    /// The side of the square a picture is fitted into: the Shell shows results' icons at 64 px
    /// at most (in its grid), 32 px in its list.
    static let side = 64

    /// A PNG of the SVG file at `svg`; the SVG's own path when it cannot be rendered or written
    /// (and any other picture's path as it is).
    static func icon(for picture: String, in folder: URL = AppFiles.cacheDirectory().appending(path: "search-icons")) -> String {
        guard picture.hasSuffix(".svg") else { return picture }
        let png = folder.appending(path: picture.split(separator: "/").joined(separator: "_") + "-\(side).png").path
        if isNewer(png, than: picture) { return png }
        guard let image = try? SVGRenderer.render(file: picture, width: side, height: side) else { return picture }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Written beside it, then put in its place: the Shell never reads half a file.
        let partial = png + ".\(ProcessInfo.processInfo.processIdentifier).part"
        guard Texture(image).savePNG(to: partial), rename(partial, png) == 0 else {
            unlink(partial)
            return picture
        }
        return png
    }

    private static func isNewer(_ file: String, than source: String) -> Bool {
        let attributes = { (path: String) in
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        guard let made = attributes(file), let changed = attributes(source) else { return false }
        return made >= changed
    }
}
