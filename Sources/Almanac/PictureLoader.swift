import AlmanacCore
import GtkKit

/// A widget that can show a texture: `Picture` (details) or `Image` (row thumbnails).
@MainActor
protocol TextureView: Widget {
    func show(_ texture: Texture?)
}

extension Picture: TextureView {}
extension Image: TextureView {}

/// Shows flags and animal pictures: rendered off the main thread at the widget's size × scale
/// factor (crisp on HiDPI), cached, and shown only if the widget still wants that picture when
/// it arrives (list rows are recycled meanwhile).
@MainActor
final class PictureLoader {
    private let cache = ImageCache(budgetBytes: 64 << 20) { key, failure in
        Diagnostics.warn("cannot show \(key.file): \(failure)")
    }
    /// What each widget wants now, by identity.
    private var wanted: [ObjectIdentifier: ImageCache.Key] = [:]

    /// Shows `picture` in `view`, `width` logical pixels wide; a neutral placeholder (nothing)
    /// while it renders or when it cannot be rendered.
    func show(_ picture: Detail.Picture?, in view: some TextureView, width: Int) {
        let id = ObjectIdentifier(view)
        guard let picture else {
            guard wanted[id] != nil else { return }
            wanted[id] = nil
            view.show(nil)
            return
        }
        view.setAccessibleLabel(picture.description)
        let height = max(1, Int((Double(width) / picture.aspectRatio).rounded()))
        let scale = max(view.scaleFactor, 1)
        let key = ImageCache.Key(file: picture.file, width: width * scale, height: height * scale)
        guard wanted[id] != key else { return }
        wanted[id] = key
        if let texture = cache.cached(key) { return view.show(texture) }
        view.show(nil)
        cache.load(key) { [weak self, weak view] result in
            guard let self, let view, wanted[ObjectIdentifier(view)] == key else { return }
            view.show(try? result.get())
        }
    }
}
