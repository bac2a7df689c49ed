import AlmanacCore
import GtkKit

/// The letter index on the right edge: the letters of the collection's alphabet (A–Z and "#" in
/// English, А–Я in Russian, the kana rows in Japanese). Clicking a letter or pressing and dragging
/// along the strip picks letters, the letter under the pointer highlighted; each letter is also
/// a button for assistive technology. From the keyboard the strip is one stop of the Tab chain:
/// Up and Down (Home, End) pick the previous or next letter. In a window too short for every
/// letter it shows as many as fit, evenly spread; dragging along it still picks each letter.
@MainActor
final class IndexStrip {
    let root = Box(.vertical, cssClasses: ["index-strip"], role: .adjustable)
    /// What to put in the window: the strip, given the height there is.
    private(set) lazy var view: HeightAdaptingFrame = {
        let view = HeightAdaptingFrame(child: root)
        view.expands = (false, true)
        return view
    }()
    private var buttons: [(title: String, button: Button)] = []
    /// Gets each letter picked.
    var onPick: @MainActor (String) -> Void = { _ in }
    /// Enter or Space on the strip: the letter picked is chosen (the list goes to its section).
    var onChoose: @MainActor (String) -> Void = { _ in }
    /// Told whether a drag along the strip is in progress.
    var onScrubbing: @MainActor (Bool) -> Void = { _ in }
    /// The letter the strip starts from when it gets the keyboard focus (the current row's section).
    var focusedTitle: @MainActor () -> String? = { nil }
    /// The letter last picked by dragging or the keyboard; highlighted while scrubbing or focused.
    private var currentTitle: String?

    /// Says what a letter stands for ("C, 9 countries"): the strip's accessible description,
    /// which a screen reader speaks as the current letter changes.
    var describe: @MainActor (String) -> String = { $0 }

    init() {
        root.expands = (false, true)
        root.canFocus = true
        root.setAccessibleLabel(tr("Index"))
        root.tooltip = tr("Jump to a letter")
        root.addController(Controllers.drag(
            began: { [unowned self] _, y in
                root.addCSSClass("scrubbing")
                isScrubbing = true
                lastPicked = nil
                pick(title(atY: y))
                onScrubbing(true)
            },
            moved: { [unowned self] _, y in pick(title(atY: y), onlyIfNew: true) },
            ended: { [unowned self] in
                root.removeCSSClass("scrubbing")
                isScrubbing = false
                onScrubbing(false)
            }))
        root.addController(Controllers.keys { [unowned self] key in handle(key) })
        root.addController(Controllers.focus(entered: { [unowned self] in
            if let title = focusedTitle() { showCurrent(title) }
        }))
    }

    /// Whether a press is being dragged along the strip.
    private(set) var isScrubbing = false

    /// Whether the strip has the keyboard focus.
    var hasFocus: Bool { root.hasFocusWithin }

    /// Shows `titles`, and dims those with no section of their own (they still jump to the next
    /// one; the keyboard passes over them).
    func update(titles: [String], hasSection: (String) -> Bool) {
        if titles != buttons.map(\.title) { show(titles) }
        sectioned = Set(buttons.map(\.title).filter(hasSection))
        for (title, button) in buttons {
            if hasSection(title) { button.removeCSSClass("empty-letter") } else { button.addCSSClass("empty-letter") }
        }
    }

    /// A button per title, in place of the ones there were.
    private func show(_ titles: [String]) {
        for (_, button) in buttons { root.remove(button) }
        buttons = titles.map { title in
            let button = Button(label: title)
            button.addCSSClass("flat")
            button.canFocus = false  // the strip itself is the keyboard stop
            button.expands = (false, true)
            button.onClicked { [unowned self] in pick(title) }
            root.append(button)
            return (title, button)
        }
        if let currentTitle, !titles.contains(currentTitle) { self.currentTitle = nil }
        fittedHeight = 0
        fitLetters()
    }

    /// Shows as many letters as fit in the height the strip was given: every letter, or the
    /// first, every second (third…) one and "#". Call after each layout; it changes the strip
    /// only when the room changed.
    func fitLetters() {
        let height = view.height
        guard height > 0, height != fittedHeight, !buttons.isEmpty else { return }
        fittedHeight = height
        let letterHeight = max(buttons[0].button.minimumHeight, 1)
        let shownNow = buttons.filter { $0.button.isVisible }.count
        let padding = max(root.minimumHeight - shownNow * letterHeight, 0)
        let room = max((height - padding) / letterHeight, 2)
        let last = buttons.count - 1
        // The smallest step whose letters (0, step, 2 step, … before "#", then "#") fit.
        let step = (1...last).first { (last - 1) / $0 + 2 <= room } ?? last
        for (index, entry) in buttons.enumerated() {
            entry.button.isVisible = index % step == 0 || index == last
        }
    }

    private var fittedHeight = 0
    /// The letters with a section of their own.
    private var sectioned: Set<String> = []

    /// The letter at a height of the strip.
    func title(atY y: Double) -> String {
        let titles = buttons.map(\.title)
        guard !titles.isEmpty else { return Alphabet.digitsAndSymbols }
        let slot = Int(y / max(Double(root.height), 1) * Double(titles.count))
        return titles[min(max(slot, 0), titles.count - 1)]
    }

    /// Picks a letter; `onlyIfNew` while dragging, so each letter is reported once. The list
    /// then marks the section it shows (`showCurrent`): a letter without a section of its own
    /// jumps to the next one, and the index lights that one.
    private func pick(_ title: String, onlyIfNew: Bool = false) {
        if onlyIfNew, title == lastPicked { return }
        lastPicked = title
        showCurrent(title)
        onPick(title)
    }

    /// The letter last picked (while dragging, the letter under the pointer).
    private var lastPicked: String?

    /// Marks the letter of the section the list shows at its top: the one highlighted while
    /// scrubbing or when the strip has the keyboard focus, and where Up and Down start.
    func showCurrent(_ title: String) {
        guard title != currentTitle else { return }
        if let old = buttons.first(where: { $0.title == currentTitle }) { old.button.removeCSSClass("current-letter") }
        currentTitle = title
        buttons.first { $0.title == title }?.button.addCSSClass("current-letter")
        root.setAccessibleDescription(describe(title))
    }

    private func handle(_ key: KeyPress) -> Bool {
        if key.isEnter || key.character == " " {
            if let currentTitle { onChoose(currentTitle) }
            return true
        }
        if let character = key.character, character.isLetter || character.isNumber {
            onPick(String(character))  // the list goes to the section it is filed under, as typed there
            return true
        }
        let move: IndexMove? = switch key.navigation {
        case .up?: .previous
        case .down?: .next
        case .home?: .first
        case .end?: .last
        default: nil
        }
        guard let move else { return false }
        let next = IndexKeyMap.letter(move, from: currentTitle, in: buttons.map(\.title)) { sectioned.contains($0) }
        if let next { pick(next) }
        return true
    }
}
