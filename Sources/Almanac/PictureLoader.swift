import AlmanacCore
import GtkKit

/// Where a picture is shown: a detail's `DetailPicture` or a row's thumbnail `Image`.
@MainActor
protocol TextureView: AnyObject {
    /// Device pixels per logical pixel, to render crisply.
    var scaleFactor: Int { get }
    func setAccessibleLabel(_ label: String)
    /// Shows the rendered picture, or nothing while it renders.
    func display(_ texture: Texture?)
    /// Shows that `picture` cannot be drawn: its file is missing or broken.
    func displayMissing(_ picture: Detail.Picture)
}

/// A row's thumbnail: the picture, or for a missing one a dimmed symbolic icon (style.css,
/// `.picture-missing`).
extension Image: TextureView {
    func display(_ texture: Texture?) {
        removeCSSClass("picture-missing")
        show(texture)
    }

    func displayMissing(_ picture: Detail.Picture) {
        addCSSClass("picture-missing")
        showIcon(named: PictureLoader.missingIcon(for: picture.kind))
    }
}

/// Shows flags and animal pictures: rendered off the main thread at the widget's size × scale
/// factor (crisp on HiDPI), cached, and shown only if the widget still wants that picture when
/// it arrives (list rows are recycled meanwhile). A picture that cannot be rendered is shown
/// as missing, with a placeholder, never as an empty box.
@MainActor
final class PictureLoader {
    private let cache = ImageCache(budgetBytes: 64 << 20) { key, failure in
        Diagnostics.warn("cannot show \(key.file): \(failure)")
    }
    /// What each widget wants now, by identity.
    private var wanted: [ObjectIdentifier: ImageCache.Key] = [:]

    /// The symbolic icon that stands for a picture of this kind when it is missing.
    static func missingIcon(for kind: Detail.Picture.Kind) -> String {
        switch kind {
        case .flag: "emoji-flags-symbolic"
        case .illustration: "image-missing-symbolic"
        }
    }

    /// Shows `picture` in `view`, `width` logical pixels wide; nothing while it renders, and
    /// the view's placeholder when it cannot be rendered.
    func show(_ picture: Detail.Picture?, in view: some TextureView, width: Int) {
        let id = ObjectIdentifier(view)
        guard let picture else {
            guard wanted[id] != nil else { return }
            wanted[id] = nil
            view.display(nil)
            return
        }
        view.setAccessibleLabel(picture.description)
        guard let file = picture.file else {
            wanted[id] = nil
            return view.displayMissing(picture)
        }
        let scale = max(view.scaleFactor, 1)
        let key = ImageCache.Key(file: file, width: width * scale, height: picture.height(forWidth: width) * scale)
        guard wanted[id] != key else { return }
        wanted[id] = key
        if let texture = cache.cached(key) { return view.display(texture) }
        view.display(nil)
        cache.load(key) { [weak self, weak view] result in
            guard let self, let view, wanted[ObjectIdentifier(view)] == key else { return }
            switch result {
            case .success(let texture): view.display(texture)
            case .failure: view.displayMissing(picture)
            }
        }
    }
}
