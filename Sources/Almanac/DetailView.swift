import AlmanacCore
import GtkKit

/// Shows one `Detail`: picture (at a size of its own, see `DetailPicture`), title, subtitle, a
/// link to a country, a paragraph and a grid of facts, in a scrolled column of a readable width.
@MainActor
final class DetailView {
    let root: ScrolledWindow
    private let column = Box(.vertical, spacing: 12, cssClasses: ["detail"])
    private let picture = DetailPicture()
    private let title = Label("", cssClasses: ["title-1", "detail-title"])
    private let star = ToggleButton(icon: "non-starred-symbolic", accessibleName: tr("Star"))
    private let copy = Button(icon: "edit-copy-symbolic", accessibleName: tr("Copy"))
    private let subtitle = Label("", cssClasses: ["dim-label", "detail-subtitle"])
    private let link = Button(label: "")
    private let paragraph = Label("", cssClasses: ["detail-paragraph"])
    private let facts = Grid(rowSpacing: 8, columnSpacing: 18)
    private let compare = Button(label: tr("Compare With…"))
    private var factLabels: [Label] = []
    private let pictures: PictureLoader
    private var linkTarget: Detail.CountryLink?

    /// Called with a country code when the user follows a link.
    var onOpenCountry: (@MainActor (String) -> Void)?
    /// Called when the person presses the star: whether the item is to be starred now.
    var onStar: (@MainActor (Bool) -> Void)?
    /// Called when the person presses Copy.
    var onCopy: (@MainActor () -> Void)?
    /// Called when the person presses Compare With….
    var onCompare: (@MainActor () -> Void)?

    init(pictures: PictureLoader) {
        self.pictures = pictures
        root = ScrolledWindow(child: Clamp(child: column, maximumWidth: Self.readableWidth), fixedWidth: true)
        root.addCSSClass("detail-scroller")
        root.setAccessibleLabel(tr("Details"))
        root.keepFocusInView(margin: 8)  // the Tab stops' rings (style.css) whole
        for label in [title, subtitle, paragraph] {
            label.wrap()
            label.xAlign = 0
        }
        // Tab goes through the title, the subtitle, the paragraph and then each fact: a screen
        // reader reads the detail by the keyboard (and the texts can be copied).
        for label in [title, subtitle, paragraph] { label.isSelectable = true }
        link.addCSSClass("detail-link")
        link.setAccessibleLabel(tr("Country"))
        link.setAlignment(horizontal: .start)
        link.onClicked { [unowned self] in
            if let target = linkTarget { onOpenCountry?(target.countryCode) }
        }
        facts.addCSSClass("detail-facts")
        star.addCSSClass("flat")
        star.addCSSClass("detail-star")
        star.tooltip = tr("Star (Ctrl+D)")
        star.setAlignment(vertical: .start)
        star.onClicked { [unowned self] in onStar?(star.isActive) }
        star.sayStates(pressed: tr("Starred"), notPressed: tr("Not starred"))
        copy.addCSSClass("flat")
        copy.tooltip = tr("Copy with Its Link (Ctrl+C)")
        copy.setAlignment(vertical: .start)
        copy.onClicked { [unowned self] in onCopy?() }
        compare.addCSSClass("detail-compare")
        compare.setAlignment(horizontal: .start)
        compare.onClicked { [unowned self] in onCompare?() }
        let heading = Box(.horizontal, spacing: 6)
        title.expands = (true, false)
        heading.append(title)
        heading.append(copy)
        heading.append(star)
        for widget in [picture.root, heading, subtitle, link, paragraph, facts, compare] as [Widget] { column.append(widget) }
        // The picture never runs past the pane: it fits the column's width inside its margins.
        root.onLayout { [unowned self] in picture.fit(width: min(root.width, Self.readableWidth) - Self.horizontalMargins) }
    }

    /// The widest the column gets, margins included: in a wider pane it is centred, so that a
    /// paragraph's lines stay short enough to read (about 80 characters).
    private static let readableWidth = 720

    /// The column's margins left and right (style.css, `.detail`).
    private static let horizontalMargins = 2 * 28

    func show(_ detail: Detail) {
        picture.root.isVisible = detail.picture != nil
        if let shown = detail.picture {
            picture.prepare(for: shown)
        }
        pictures.show(detail.picture, in: picture, width: detail.picture?.detailSize.width ?? 0)
        title.text = detail.title
        subtitle.text = detail.subtitle ?? ""
        subtitle.isVisible = detail.subtitle != nil
        paragraph.text = detail.paragraph ?? ""
        paragraph.isVisible = detail.paragraph != nil
        linkTarget = detail.link
        link.isVisible = detail.link != nil
        if let target = detail.link {
            // The chevron points the way reading goes on.
            link.label = "\(target.title) \(link.isRightToLeft ? "‹" : "›")"
            // Said as "Kenya push button. Show Kenya": where it goes.
            link.setAccessibleLabel(target.title)
            link.tooltip = tr("Show {country}", ["country": target.title])
        }
        showFacts(detail.facts)
        // Nothing to compare in an item without facts (an animal: its picture alone).
        compare.isVisible = detail.address != nil && !detail.facts.isEmpty
        root.verticalAdjustment.value = 0
    }

    /// Shows whether the item shown is starred; without an address, it has no star.
    func showStarred(_ starred: Bool?) {
        star.isVisible = starred != nil
        star.isActive = starred == true
        star.iconName = starred == true ? "starred-symbolic" : "non-starred-symbolic"
    }

    var titleHasFocus: Bool { title.hasFocus }

    /// Whether some of the detail's text is selected (Ctrl+C copies that, not the item).
    var hasSelectedText: Bool {
        ([title, subtitle, paragraph] + factLabels).contains { $0.isSelectable && $0.hasSelectedText }
    }

    /// Gives the keyboard focus to the title (a screen reader says it): reading goes on from
    /// the top of the item shown.
    func focusTitle() {
        _ = title.grabFocus()
    }

    private func showFacts(_ list: [Detail.Fact]) {
        factLabels.forEach(facts.remove)
        factLabels = []
        for (row, fact) in list.enumerated() {
            let label = Label(fact.label, cssClasses: ["dim-label", "fact-label"])
            let value = Label(fact.value, cssClasses: ["fact-value"])
            label.xAlign = 1
            label.setAlignment(vertical: .start)
            // A long label ("Durchschnittliche Lebensdauer") wraps rather than leave its value a
            // column too narrow for a word in a phone-sized window; a word of its own is never
            // broken ("Verwendungszweck" is wider than 16 average characters).
            label.wrap(maxWidthChars: 16, toEnd: true, keepingWords: true)
            value.xAlign = 0
            value.setAlignment(vertical: .start)  // beside the label's first line
            value.wrap()
            value.expands = (true, false)
            value.isSelectable = true
            value.setAccessibleLabel(fact.spoken, shownBeside: label)
            facts.attach(label, column: 0, row: row)
            facts.attach(value, column: 1, row: row)
            factLabels += [label, value]
        }
    }
}
