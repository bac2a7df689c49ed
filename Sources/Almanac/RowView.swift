import AlmanacCore
import Foundation
import GtkKit

/// One recycled row widget of a collection list: a section header, an item row (picture,
/// title, subtitle, trailing figure) or blank end space, switched on every bind.
@MainActor
final class RowView: ListRow {
    enum Kind { case header, row, space }

    var root: Widget { entry }
    private(set) var kind = Kind.row
    private let entry = Box(.vertical)
    private let header = Label("", cssClasses: ["section-header"])
    private let row = Box(.horizontal, spacing: 12, cssClasses: ["collection-row"])
    private let picture = Picture()
    private let title = Label("", cssClasses: ["row-title"])
    private let subtitle = Label("", cssClasses: ["row-subtitle", "dim-label"])
    private let trailing = Label("", cssClasses: ["row-trailing", "numeric"])
    private let dataDirectory: URL

    init(dataDirectory: URL) {
        self.dataDirectory = dataDirectory
        header.xAlign = 0
        picture.setSizeRequest(width: 40, height: 40)
        picture.addCSSClass("row-picture")
        let texts = Box(.vertical, spacing: 2)
        texts.expands = (true, false)
        texts.setAlignment(vertical: .center)
        for label in [title, subtitle] {
            label.xAlign = 0
            label.ellipsizeAtEnd()
            texts.append(label)
        }
        trailing.setAlignment(vertical: .center)
        row.append(picture)
        row.append(texts)
        row.append(trailing)
        entry.append(header)
        entry.append(row)
    }

    /// The height as laid out (0 before the first layout).
    var height: Int { root.height }

    func showHeader(_ title: String) {
        become(.header)
        header.text = title
    }

    func show(_ content: RowContent) {
        become(.row)
        title.text = content.title
        subtitle.text = content.subtitle ?? ""
        subtitle.isVisible = content.subtitle != nil
        trailing.text = content.trailing ?? ""
        trailing.isVisible = content.trailing != nil
        picture.isVisible = content.image != nil
        picture.show(file: content.image.map { dataDirectory.appending(path: $0).path })
    }

    /// Blank space of `height` pixels.
    func showSpace(height: Int) {
        become(.space)
        entry.setSizeRequest(height: height)
    }

    private func become(_ kind: Kind) {
        self.kind = kind
        header.isVisible = kind == .header
        row.isVisible = kind == .row
        if kind != .space { entry.setSizeRequest(height: -1) }
    }
}
