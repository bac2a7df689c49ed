/// Textures of SVG files by file and pixel size, rendered on background threads and kept
/// within a memory budget (least recently used first out). Failures are remembered too, so a
/// broken file is reported once and not rendered again.
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
    private var textures: [Key: Texture] = [:]
    private var failures: [Key: SVGRenderer.Failure] = [:]
    /// Keys from least to most recently used.
    private var recency: [Key] = []
    private var bytes = 0
    private var waiting: [Key: [Completion]] = [:]
    /// Told once about each file that cannot be rendered.
    private let reportFailure: @MainActor (Key, SVGRenderer.Failure) -> Void

    public init(budgetBytes: Int, reportFailure: @escaping @MainActor (Key, SVGRenderer.Failure) -> Void) {
        budget = budgetBytes
        self.reportFailure = reportFailure
    }

    /// The texture if it is ready now.
    public func cached(_ key: Key) -> Texture? {
        guard let texture = textures[key] else { return nil }
        touch(key)
        return texture
    }

    /// Calls `completion` with the texture: at once when it is cached or known to fail,
    /// otherwise on the main thread once a background thread has rendered it.
    public func load(_ key: Key, completion: @escaping Completion) {
        if let texture = cached(key) { return completion(.success(texture)) }
        if let failure = failures[key] { return completion(.failure(failure)) }
        if waiting[key] != nil {
            waiting[key]?.append(completion)
            return
        }
        waiting[key] = [completion]
        Task.detached(priority: .userInitiated) {
            let rendered = Self.render(key)
            await self.finish(key, rendered)
        }
    }

    /// Renders `keys` ahead of need, one after another on a background thread at low priority,
    /// and keeps them like loaded ones, handed to the main thread a batch at a time. A key that
    /// is asked for meanwhile is loaded at once, as ever; the prefetch skips what is there by then.
    public func prefetch(_ keys: [Key]) {
        let wanted = keys.filter { textures[$0] == nil && failures[$0] == nil && waiting[$0] == nil }
        guard !wanted.isEmpty else { return }
        Task.detached(priority: .utility) {
            var batch: [(Key, Result<RenderedImage, SVGRenderer.Failure>)] = []
            for (number, key) in wanted.enumerated() {
                batch.append((key, Self.render(key)))
                guard batch.count == Self.prefetchBatch || number == wanted.count - 1 else { continue }
                let done = batch
                batch = []
                await self.finishPrefetched(done)
            }
        }
    }

    /// Renders on the calling (background) thread.
    nonisolated private static func render(_ key: Key) -> Result<RenderedImage, SVGRenderer.Failure> {
        Result { () throws(SVGRenderer.Failure) in
            try SVGRenderer.render(file: key.file, width: key.width, height: key.height)
        }
    }

    /// Textures made on the main thread per hop of a prefetch: a few dozen microseconds of it.
    nonisolated static let prefetchBatch = 16

    private func finishPrefetched(_ batch: [(Key, Result<RenderedImage, SVGRenderer.Failure>)]) {
        for (key, rendered) in batch where textures[key] == nil && failures[key] == nil && waiting[key] == nil {
            finish(key, rendered)
        }
    }

    private func finish(_ key: Key, _ rendered: Result<RenderedImage, SVGRenderer.Failure>) {
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

    /// Textures held and their size, for tests and diagnostics.
    public var count: Int { textures.count }
    public var byteCount: Int { bytes }
}
