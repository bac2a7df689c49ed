import AlmanacCore
import GtkKit

/// The picture at the top of a detail, in a frame whose size comes from the picture's shape
/// alone (`Detail.Picture.detailSize`), never from the facts around it nor from the texture's
/// pixel count. It shows the rendered picture, or — when the file is missing or cannot be
/// drawn — a symbolic icon over a caption such as "No flag available". Flags get a hairline
/// outline (style.css).
@MainActor
final class DetailPicture {
    let root = SizedFrame(cssClasses: ["detail-picture"])
    private let picture = Picture()
    private let missing = Box(.vertical, spacing: 10, cssClasses: ["detail-picture-missing"])
    private let missingIcon = Image(pixelSize: 48)
    private let missingCaption = Label("", cssClasses: ["dim-label"])

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
        let size = picture.detailSize
        root.setSize(width: size.width, height: size.height)
        if picture.kind == .flag { root.addCSSClass("flag") } else { root.removeCSSClass("flag") }
        missingIcon.showIcon(named: PictureLoader.missingIcon(for: picture.kind))
        missingCaption.text = picture.missingCaption
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
