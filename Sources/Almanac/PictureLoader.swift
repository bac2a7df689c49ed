import AlmanacCore
import GtkKit
import Pictures

/// Where a picture is shown: a detail's `DetailPicture` or a row's `RowPicture`.
@MainActor
protocol TextureView: AnyObject {
    /// Device pixels per logical pixel, to render crisply.
    var scaleFactor: Int { get }
    /// The picture the view wants now (the loader's business): a texture that arrives for
    /// another one is not shown.
    var wanted: ImageCache.Key? { get set }
    func setAccessibleLabel(_ label: String)
    /// Shows the rendered picture, or nothing while it renders.
    func display(_ texture: Texture?)
    /// Shows that `picture` cannot be drawn: its file is missing or broken.
    func displayMissing(_ picture: Detail.Picture)
}

/// A row's thumbnail: the picture, or for a missing one a dimmed symbolic icon (style.css,
/// `.picture-missing`).
@MainActor
final class RowPicture: TextureView {
    let image: Image
    var wanted: ImageCache.Key?

    init(width: Int) {
        image = Image(pixelSize: width)
        image.addCSSClass("row-picture")
    }

    var scaleFactor: Int { image.scaleFactor }

    /// Whether the picture it wants is still being rendered.
    var isWaiting: Bool { wanted != nil && !isShowingWanted }
    private var isShowingWanted = false

    func setAccessibleLabel(_ label: String) { image.setAccessibleLabel(label) }

    func display(_ texture: Texture?) {
        isShowingWanted = texture != nil
        image.removeCSSClass("picture-missing")
        image.show(texture)
    }

    func displayMissing(_ picture: Detail.Picture) {
        isShowingWanted = true
        image.addCSSClass("picture-missing")
        image.showIcon(named: PictureLoader.missingIcon(for: picture.kind))
    }
}

/// Shows flags and animal pictures: rendered off the main thread at the widget's size × scale
/// factor (crisp on HiDPI), cached, and shown only if the widget still wants that picture when
/// it arrives (list rows are recycled meanwhile). A picture that cannot be rendered is shown
/// as missing, with a placeholder, never as an empty box.
@MainActor
final class PictureLoader {
    private let cache = ImageCache(budgetBytes: 64 << 20,
                                   store: PictureStore(directory: AppFiles.cacheDirectory().appending(path: "pictures"))) { key, failure in
        Diagnostics.warn("cannot show \(key.file): \(failure)")
    }

    /// How full the textures' cache is, and its budget, in bytes.
    var cacheFill: (bytes: Int, budget: Int) { cache.fill }

    /// Whether a picture is being rendered (asked for, or prefetched).
    var isRendering: Bool { cache.isRendering }

    /// The symbolic icon that stands for a picture of this kind when it is missing.
    static func missingIcon(for kind: Detail.Picture.Kind) -> String {
        switch kind {
        case .flag: "emoji-flags-symbolic"
        case .illustration: "image-missing-symbolic"
        }
    }

    /// Renders `pictures` in the background, `width` logical pixels wide at `scale`, so that
    /// rows show them at once when they come on screen (a jump to a section never seen).
    func prefetch(_ pictures: [Detail.Picture], width: Int, scale: Int) {
        cache.prefetch(pictures.compactMap { picture in
            picture.file.map { key(file: $0, picture: picture, width: width, scale: scale) }
        })
    }

    private func key(file: String, picture: Detail.Picture, width: Int, scale: Int) -> ImageCache.Key {
        ImageCache.Key(file: file, width: width * scale, height: picture.height(forWidth: width) * scale)
    }

    /// Shows `picture` in `view`, `width` logical pixels wide; nothing while it renders, and
    /// the view's placeholder when it cannot be rendered.
    func show(_ picture: Detail.Picture?, in view: some TextureView, width: Int) {
        guard let picture else {
            guard view.wanted != nil else { return }
            view.wanted = nil
            view.display(nil)
            return
        }
        view.setAccessibleLabel(picture.description)
        guard let file = picture.file else {
            view.wanted = nil
            return view.displayMissing(picture)
        }
        let key = key(file: file, picture: picture, width: width, scale: max(view.scaleFactor, 1))
        guard view.wanted != key else { return }
        view.wanted = key
        if let texture = cache.cached(key) { return view.display(texture) }
        view.display(nil)
        cache.load(key) { [weak view] result in
            guard let view, view.wanted == key else { return }
            switch result {
            case .success(let texture): view.display(texture)
            case .failure: view.displayMissing(picture)
            }
        }
    }
}
