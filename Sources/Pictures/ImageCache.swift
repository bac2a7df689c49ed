import GtkKit

/// Textures of SVG files by file and pixel size, rendered on a background thread (or read from
/// a `PictureStore` that kept them from an earlier run) and kept within a memory budget (least
/// recently used first out). Failures are remembered too, so a broken file is reported once and
/// not rendered again.
@MainActor
public final class ImageCache {
    public struct Key: Hashable, Sendable {
        public let file: String
        /// The size in device pixels (widget size × scale factor).
        public let width: Int
        public let height: Int

        public init(file: String, width: Int, height: Int) {
            self.file = file
            self.width = width
            self.height = height
        }
    }

    public typealias Completion = @MainActor (Result<Texture, SVGRenderer.Failure>) -> Void

    private let budget: Int
    private(set) var textures: [Key: Texture] = [:]
    private var failures: [Key: SVGRenderer.Failure] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []
    /// The textures' size in memory.
    private(set) var bytes = 0
    private var waiting: [Key: [Completion]] = [:]
    /// Keys handed to the renderer and not back yet.
    private var rendering: Set<Key> = []
    /// Told once about each file that cannot be rendered.
    private let reportFailure: @MainActor (Key, SVGRenderer.Failure) -> Void
    /// Where small pictures rendered before are kept between runs, if anywhere.
    private let store: PictureStore?
    private lazy var renderer = RenderQueue<Key, Result<RenderedImage, SVGRenderer.Failure>>(
        work: { [store] key in
            if let kept = store?.read(file: key.file, width: key.width, height: key.height) { return .success(kept) }
            let rendered = Result { () throws(SVGRenderer.Failure) in
                try SVGRenderer.render(file: key.file, width: key.width, height: key.height)
            }
            if case .success(let image) = rendered { store?.write(image, file: key.file) }
            return rendered
        },
        deliver: { [weak self] key, rendered in
            MainLoop.post { self?.finish(key, rendered) }
        })

    public init(budgetBytes: Int, store: PictureStore? = nil,
                reportFailure: @escaping @MainActor (Key, SVGRenderer.Failure) -> Void) {
        budget = budgetBytes
        self.store = store
        self.reportFailure = reportFailure
    }

    /// The textures' size in memory and the most it may be (the soak judges the app's memory
    /// once this stops growing).
    public var fill: (bytes: Int, budget: Int) { (bytes, budget) }

    /// The texture if it is ready now.
    public func cached(_ key: Key) -> Texture? {
        guard let texture = textures[key] else { return nil }
        touch(key)
        return texture
    }

    /// Calls `completion` with the texture: at once when it is cached or known to fail,
    /// otherwise on the main thread once it has been rendered in the background, before
    /// anything prefetched.
    public func load(_ key: Key, completion: @escaping Completion) {
        if let texture = cached(key) { return completion(.success(texture)) }
        if let failure = failures[key] { return completion(.failure(failure)) }
        waiting[key, default: []].append(completion)
        rendering.insert(key)
        renderer.add(key, urgent: true)
    }

    /// Renders `keys` ahead of need, in order, after whatever is being waited for, and keeps
    /// them like loaded ones.
    public func prefetch(_ keys: [Key]) {
        for key in keys where textures[key] == nil && failures[key] == nil && !rendering.contains(key) {
            rendering.insert(key)
            renderer.add(key, urgent: false)
        }
    }

    private func finish(_ key: Key, _ rendered: Result<RenderedImage, SVGRenderer.Failure>) {
        rendering.remove(key)
        let result = rendered.map(Texture.init)
        switch result {
        case .success(let texture): store(texture, for: key)
        case .failure(let failure):
            failures[key] = failure
            reportFailure(key, failure)
        }
        for completion in waiting.removeValue(forKey: key) ?? [] { completion(result) }
    }

    private func store(_ texture: Texture, for key: Key) {
        textures[key] = texture
        recency.append(key)
        bytes += texture.byteCount
        while bytes > budget, recency.count > 1 {
            let oldest = recency.removeFirst()
            if let evicted = textures.removeValue(forKey: oldest) { bytes -= evicted.byteCount }
        }
    }

    private func touch(_ key: Key) {
        guard let index = recency.lastIndex(of: key), index != recency.count - 1 else { return }
        recency.remove(at: index)
        recency.append(key)
    }

    /// Whether a picture is being rendered.
    public var isRendering: Bool { !rendering.isEmpty }
}
