import AlmanacCore
import GtkKit

/// The letter index on the right edge: A–Z and "#". Clicking a letter or pressing and dragging
/// along the strip picks letters; each letter is also a button for assistive technology.
@MainActor
final class IndexStrip {
    let root = Box(.vertical, cssClasses: ["index-strip"])
    private var buttons: [(title: String, button: Button)] = []
    /// The letter last reported during a drag, so each letter is reported once.
    private var draggedTitle: String?

    /// `picked` gets each letter chosen; `scrubbing` whether a drag is in progress.
    init(picked: @escaping @MainActor (String) -> Void, scrubbing: @escaping @MainActor (Bool) -> Void) {
        root.expands = (false, true)
        for title in IndexLetter.titles {
            let button = Button(label: title)
            button.addCSSClass("flat")
            button.canFocus = false  // the list's type-to-jump is the keyboard way; 27 tab stops would not help
            button.expands = (false, true)
            button.onClicked { picked(title) }
            root.append(button)
            buttons.append((title, button))
        }
        root.addController(Controllers.drag(
            began: { [unowned self] _, y in
                draggedTitle = nil
                scrubbing(true)
                report(y: y, to: picked)
            },
            moved: { [unowned self] _, y in report(y: y, to: picked) },
            ended: {
                scrubbing(false)
            }))
    }

    /// Dims the letters with no section of their own (they still jump to the next one).
    func update(hasSection: (String) -> Bool) {
        for (title, button) in buttons {
            if hasSection(title) { button.removeCSSClass("empty-letter") } else { button.addCSSClass("empty-letter") }
        }
    }

    /// The letter at a height of the strip.
    func title(atY y: Double) -> String {
        let titles = IndexLetter.titles
        let slot = Int(y / max(Double(root.height), 1) * Double(titles.count))
        return titles[min(max(slot, 0), titles.count - 1)]
    }

    private func report(y: Double, to picked: (String) -> Void) {
        let title = title(atY: y)
        guard title != draggedTitle else { return }
        draggedTitle = title
        picked(title)
    }
}
