import AlmanacCore
import Foundation
import GtkKit

/// One recycled row widget of a collection list: a section header, an item row (picture,
/// title, subtitle, trailing figure), a footer (a spinner and a text) or blank end space,
/// switched on every bind.
@MainActor
final class RowView: ListRow {
    enum Kind { case header, row, footer, space }

    var root: Widget { revealer }
    /// What the row shows now; nil before its first bind.
    private(set) var kind: Kind?
    private let entry = Box(.vertical)
    /// Fades rows in when they are search results.
    private lazy var revealer = Revealer(child: entry)
    /// Made when the widget first shows a header: most rows never do, and GTK makes ~200 rows
    /// at once (each widget less is start-up time).
    private lazy var header: Label = {
        let header = Label("", cssClasses: ["section-header"])
        header.xAlign = 0
        entry.prepend(header)
        hasHeader = true
        return header
    }()
    /// Whether `header` has been made.
    private var hasHeader = false
    private let row = Box(.horizontal, spacing: 12, cssClasses: ["collection-row"])
    /// The thumbnail's width in logical pixels.
    static let pictureWidth = 40
    private let picture = RowPicture(width: pictureWidth)
    private let title = Inscription(cssClasses: ["row-title"])
    private let subtitle = Inscription(cssClasses: ["row-subtitle", "dim-label"])
    private let trailing = Label("", cssClasses: ["row-trailing", "numeric"])
    /// Made when the widget first shows the footer ("Loading…"): one row at a time does.
    private lazy var footer: (box: Box, spinner: Spinner, text: Label) = {
        let box = Box(.horizontal, spacing: 8, cssClasses: ["list-footer"])
        let spinner = Spinner()
        let text = Label("", cssClasses: ["dim-label"])
        box.append(spinner)
        box.append(text)
        box.setAlignment(horizontal: .center)
        entry.append(box)
        hasFooter = true
        return (box, spinner, text)
    }()
    /// Whether `footer` has been made.
    private var hasFooter = false
    private let pictures: PictureLoader

    init(pictures: PictureLoader) {
        self.pictures = pictures
        picture.image.setAlignment(vertical: .center)
        let texts = Box(.vertical, spacing: 2)
        texts.expands = (true, false)
        texts.setAlignment(vertical: .center)
        texts.append(title)
        texts.append(subtitle)
        trailing.setAlignment(vertical: .center)
        row.append(picture.image)
        row.append(texts)
        row.append(trailing)
        entry.append(row)
        entry.on(.void("map")) { [weak self] in self?.startPendingFade() }
    }

    /// Whether the row shows an item whose picture is still being rendered.
    var isWaitingForPicture: Bool { kind == .row && picture.isWaiting }

    /// The height as laid out (0 before the first layout).
    var height: Int { root.height }

    /// Shows a section header `height` pixels tall (the item rows' height: see
    /// `SectionedListView.headersFollowRowHeight`).
    func showHeader(_ title: String, height: Int) {
        become(.header)
        header.text = title
        setHeaderHeight(height)
    }

    func setHeaderHeight(_ height: Int) {
        guard height != headerHeight else { return }
        headerHeight = height
        header.setSizeRequest(height: height)
    }

    /// The height the header is asked to have (-1: its own).
    private var headerHeight = -1

    /// Binding runs for a couple of hundred rows per jump (GTK 4.8 keeps that many row widgets),
    /// so only what differs from the row's previous content is touched.
    func show(_ content: RowContent) {
        become(.row)
        let previous = shown
        shown = content
        title.text = content.title
        if previous == nil || content.subtitle != previous?.subtitle {
            subtitle.text = content.subtitle ?? ""
            subtitle.isVisible = content.subtitle != nil
        }
        if previous == nil || content.trailing != previous?.trailing {
            trailing.text = content.trailing ?? ""
            trailing.isVisible = content.trailing != nil
        }
        if previous == nil || content.picture != previous?.picture {
            picture.image.isVisible = content.picture != nil
            picture.image.setCSSClass("illustration", content.picture?.kind == .illustration)
            picture.image.setCSSClass("flag", content.picture?.kind == .flag)
            pictures.show(content.picture, in: picture, width: Self.pictureWidth)
        }
    }

    /// The content last shown, to skip unchanged parts on the next bind.
    private var shown: RowContent?

    /// Readies the row's first-appearance animation, played by `playPendingAnimation` once the
    /// row is on screen and the view has stopped there: GTK binds ~200 rows, most of them off
    /// screen, and a jump maps rows on its way (started then, a row's animation was not seen).
    /// `played` is called if it plays.
    func animateAppearance(_ style: AnimationStyle, played: @escaping () -> Void) {
        settleAnimation()
        pendingAnimation = style.cssClass.map { ($0, played) }
    }

    /// Plays the animation readied for the row, if one is. Called during
    /// layout, where the animation's class is not added: GTK has taken in the frame's style
    /// changes by then, and one made later reaches the row while it is painted — GTK 4.8
    /// painted such rows empty, and kept them so until they were bound again. The class is
    /// added once the frame is out; meanwhile the row is not painted (a whole row for one frame,
    /// then its fade from nothing, would flicker).
    func playPendingAnimation() {
        guard let (name, played) = pendingAnimation, row.isMapped else { return }
        pendingAnimation = nil
        animationClass = name
        row.opacity = 0
        MainLoop.post { [weak self] in self?.startAnimation(name) }
        played()
    }

    private func startAnimation(_ name: String) {
        guard animationClass == name, row.opacity == 0 else { return }
        row.addCSSClass(name)
        row.opacity = 1
    }

    private var pendingAnimation: (cssClass: String, played: () -> Void)?

    /// Fades the row in when it comes on screen (now, if it is).
    func fadeIn() {
        pendingFade = true
        if entry.isMapped { startPendingFade() }
    }

    private var pendingFade = false

    private func startPendingFade() {
        guard pendingFade else { return }
        pendingFade = false
        revealer.fadeIn()
    }

    /// Removes an animation class, so that recycling the widget does not replay it.
    func settleAnimation() {
        if let name = animationClass { row.removeCSSClass(name) }
        row.opacity = 1
        animationClass = nil
        pendingAnimation = nil
        pendingFade = false
    }

    private var animationClass: String?

    /// A spinner and `text` ("Loading…") after the last row.
    func showFooter(_ text: String) {
        become(.footer)
        footer.text.text = text
    }

    /// Blank space of `height` pixels.
    func showSpace(height: Int) {
        become(.space)
        entry.setSizeRequest(height: height)
    }

    private func become(_ new: Kind) {
        guard new != kind else { return }
        if kind == .space { entry.setSizeRequest(height: -1) }
        kind = new
        if hasHeader || new == .header { header.isVisible = new == .header }
        row.isVisible = new == .row
        if hasFooter || new == .footer {
            footer.box.isVisible = new == .footer
            footer.spinner.isSpinning = new == .footer
        }
    }
}
