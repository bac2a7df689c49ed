import AlmanacCore
import GtkKit
import Pictures

/// The picture at the top of a detail, in a frame whose size comes from the picture's shape
/// alone (`Detail.Picture.detailSize`), never from the facts around it nor from the texture's
/// pixel count. It shows the rendered picture, or — when the file is missing or cannot be
/// drawn — a symbolic icon over a caption such as "No flag available". Flags get a hairline
/// outline (style.css). In a pane narrower than that size (a phone), the frame shrinks to
/// the pane's width, keeping its shape.
@MainActor
final class DetailPicture {
    let root = SizedFrame(cssClasses: ["detail-picture"])
    private let picture = Picture()
    private let missing = Box(.vertical, spacing: 10, cssClasses: ["detail-picture-missing"])
    private let missingIcon = Image(pixelSize: 48)
    private let missingCaption = Label("", cssClasses: ["dim-label"])
    /// The frame's size for the picture shown, and the width it may take at most.
    private var size = (width: 0, height: 0)
    private var widthLimit = Int.max
    var wanted: ImageCache.Key?

    init() {
        root.setAlignment(horizontal: .center, vertical: .start)
        root.expands = (false, false)
        missing.setAlignment(horizontal: .fill, vertical: .center)
        missingCaption.wrap()
        missing.append(missingIcon)
        missing.append(missingCaption)
        missing.isVisible = false
        root.append(picture)
        root.append(missing)
    }

    /// Sizes the frame for `picture` and gets its placeholder ready; shows nothing until the
    /// loader hands over a texture or says the picture is missing.
    func prepare(for picture: Detail.Picture) {
        size = picture.detailSize
        resize()
        root.setCSSClass("flag", picture.kind == .flag)
        root.setCSSClass("illustration", picture.kind == .illustration)
        missingIcon.showIcon(named: PictureLoader.missingIcon(for: picture.kind))
        missingCaption.text = picture.missingCaption
    }

    /// Fits the frame into `width` (the pane's width for it), shrunk if it must be.
    func fit(width: Int) {
        guard width != widthLimit else { return }
        widthLimit = width
        resize()
    }

    private func resize() {
        guard size.width > 0 else { return }
        let scale = min(1, Double(max(widthLimit, 1)) / Double(size.width))
        root.setSize(width: Int(Double(size.width) * scale), height: Int(Double(size.height) * scale))
    }
}

extension DetailPicture: TextureView {
    var scaleFactor: Int { root.scaleFactor }

    func setAccessibleLabel(_ label: String) {
        picture.setAccessibleLabel(label)
        missing.setAccessibleLabel(label)
    }

    func display(_ texture: Texture?) {
        picture.show(texture)
        picture.isVisible = true
        missing.isVisible = false
        root.removeCSSClass("missing")
    }

    func displayMissing(_ shown: Detail.Picture) {
        picture.show(nil)
        picture.isVisible = false
        missing.isVisible = true
        root.addCSSClass("missing")
    }
}
