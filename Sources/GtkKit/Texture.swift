import CGtk

/// A `GdkTexture`: pixels the GPU (or cairo) can draw, shared by every widget that shows them.
public final class Texture: Object {
    public let width: Int
    public let height: Int

    /// Wraps premultiplied BGRA rows (cairo's ARGB32 on little-endian machines), `stride` bytes
    /// apart; cheap (the bytes are wrapped, not converted).
    @_spi(Raw)
    public init(width: Int, height: Int, stride: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        let bytes = pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        super.init(adopting: gdk_memory_texture_new(gint(width), gint(height),
                                                    GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride)))
    }

    /// The size in memory, for cache budgets.
    public var byteCount: Int { width * height * 4 }
}
