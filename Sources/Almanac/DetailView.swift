import AlmanacCore
import GtkKit

/// Shows one `Detail`: picture, title, subtitle, a link to a country, a paragraph and a grid
/// of facts, in a scrolled column.
@MainActor
final class DetailView {
    let root: ScrolledWindow
    private let column = Box(.vertical, spacing: 12, cssClasses: ["detail"])
    private let picture = Picture()
    private let title = Label("", cssClasses: ["title-1", "detail-title"])
    private let subtitle = Label("", cssClasses: ["dim-label", "detail-subtitle"])
    private let link = Button(label: "")
    private let paragraph = Label("", cssClasses: ["detail-paragraph"])
    private let facts = Grid(rowSpacing: 8, columnSpacing: 18)
    private var factLabels: [Label] = []
    private let pictures: PictureLoader
    private var linkTarget: Detail.CountryLink?
    private var shownPicture: Detail.Picture?
    /// The width the picture was last rendered for.
    private var renderedWidth = 0

    /// Called with a country code when the user follows a link.
    var onOpenCountry: (@MainActor (String) -> Void)?

    init(pictures: PictureLoader) {
        self.pictures = pictures
        root = ScrolledWindow(child: column, fixedWidth: true)
        picture.addCSSClass("detail-picture")
        picture.setAlignment(horizontal: .center)
        for label in [title, subtitle, paragraph] {
            label.wrap()
            label.xAlign = 0
        }
        link.addCSSClass("detail-link")
        link.setAccessibleLabel(tr("Country"))
        link.setAlignment(horizontal: .start)
        link.onClicked { [unowned self] in
            if let target = linkTarget { onOpenCountry?(target.countryCode) }
        }
        facts.addCSSClass("detail-facts")
        for widget in [picture, title, subtitle, link, paragraph, facts] as [Widget] { column.append(widget) }
        // GTK may give the picture more room than asked (a narrow window's full width): render
        // it again for the width it really has, so it stays crisp.
        root.onFramePainted { [unowned self] in
            guard let shownPicture, picture.width > renderedWidth + 8 else { return }
            renderedWidth = picture.width
            pictures.show(shownPicture, in: picture, width: renderedWidth)
        }
    }

    func show(_ detail: Detail) {
        // Flags 4:3 at 320 px wide; square pictures (animals) 256 px.
        let width = (detail.picture?.aspectRatio ?? 1) > 1.1 ? 320 : 256
        picture.isVisible = detail.picture != nil
        shownPicture = detail.picture
        renderedWidth = width
        if let shape = detail.picture {
            picture.setSizeRequest(width: width, height: Int((Double(width) / shape.aspectRatio).rounded()))
        }
        pictures.show(detail.picture, in: picture, width: width)
        title.text = detail.title
        subtitle.text = detail.subtitle ?? ""
        subtitle.isVisible = detail.subtitle != nil
        paragraph.text = detail.paragraph ?? ""
        paragraph.isVisible = detail.paragraph != nil
        linkTarget = detail.link
        link.isVisible = detail.link != nil
        if let target = detail.link {
            link.label = "\(target.title) ›"
            link.setAccessibleLabel(target.title)
            link.tooltip = tr("Show {country}", ["country": target.title])
        }
        showFacts(detail.facts)
        root.verticalAdjustment.value = 0
    }

    private func showFacts(_ list: [Detail.Fact]) {
        factLabels.forEach(facts.remove)
        factLabels = []
        for (row, fact) in list.enumerated() {
            let label = Label(fact.label, cssClasses: ["dim-label", "fact-label"])
            let value = Label(fact.value, cssClasses: ["fact-value"])
            label.xAlign = 1
            label.setAlignment(vertical: .start)
            value.xAlign = 0
            value.wrap()
            value.expands = (true, false)
            facts.attach(label, column: 0, row: row)
            facts.attach(value, column: 1, row: row)
            factLabels += [label, value]
        }
    }
}
