@testable import Pictures

// What only the tests ask of the picture pipeline; the app has no use for these.

extension ImageCache {
    /// The number of textures held.
    var count: Int { textures.count }
    /// The textures' size in memory.
    var byteCount: Int { bytes }
}
