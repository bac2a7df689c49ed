import GtkKit

/// What is drawn over a list: the header of the section at the top, pinned there and pushed up
/// by the next section's header as it comes, and the letter being scrubbed on the index, shown
/// large in the middle. Neither takes input: the list keeps presses on the pinned header from
/// the rows under it (`ListView.pinnedBandHeight`).
@MainActor
final class ListOverlay {
    /// The scrolled list with everything drawn over it.
    let root: Overlay
    private let layer = Fixed()
    private let header = Label("", cssClasses: ["section-header", "sticky-header"])
    private let bubble = Label("", cssClasses: ["index-bubble"])
    private var offset = 0.0

    init(over list: Widget) {
        root = Overlay(child: list)
        header.xAlign = 0
        header.isVisible = false
        layer.put(header)
        layer.clipChildren()
        layer.canTarget = false
        layer.setAlignment(horizontal: .fill, vertical: .fill)
        bubble.setAlignment(horizontal: .center, vertical: .center)
        bubble.isVisible = false
        bubble.canTarget = false
        root.addOverlay(layer)
        root.addOverlay(bubble)
        root.expands = (true, true)
    }

    /// The section title pinned at the top (nil: none), `offset` pixels up (pushed by the next
    /// header), as wide as the list and as tall as a section header. Changes only what differs:
    /// this runs after every layout.
    func pin(_ title: String?, offset: Double = 0, width: Int = 0, height: Int = 0) {
        guard let title else {
            if header.isVisible { header.isVisible = false }
            return
        }
        if header.text != title { header.text = title }
        if (width, height) != headerSize {
            headerSize = (width, height)
            header.setSizeRequest(width: width, height: height)
        }
        if offset != self.offset {
            self.offset = offset
            layer.move(header, x: 0, y: offset)
        }
        if !header.isVisible { header.isVisible = true }
    }

    /// The pinned header's size request.
    private var headerSize = (width: -1, height: -1)

    /// The height of the band the pinned header covers at the list's top (0 when none is).
    func coveredHeight(headerHeight: Int) -> Double {
        header.isVisible ? max(Double(headerHeight) + offset, 0) : 0
    }

    /// The title of the section pinned now, if one is.
    var pinnedTitle: String? { header.isVisible ? header.text : nil }

    /// Shows `title` large over the list while the index is scrubbed (nil: hides it).
    func showBubble(_ title: String?) {
        if let title { bubble.text = title }
        bubble.isVisible = title != nil
    }
}
