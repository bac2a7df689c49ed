import CDeferred
import CGtk
@_spi(Raw) import GtkKit
@_spi(Raw) import Platform

/// Pixels rendered from an SVG: premultiplied BGRA rows (cairo's ARGB32 on little-endian
/// machines), ready to become a texture. Made off the main thread, shown on it.
public struct RenderedImage: Sendable {
    public let width: Int
    public let height: Int
    let stride: Int
    let pixels: [UInt8]
}

/// Renders SVG files with librsvg into pixels. Safe to call from any thread — each call uses
/// its own handle — and meant for background threads: rendering never belongs on the main one.
///
/// Hostile files are bounded: files over `maximumFileSize` are refused; the output is always
/// the requested size whatever width and height the file declares; librsvg's own limits
/// (element count, nesting, no external references without a base file) refuse the rest.
public enum SVGRenderer {
    public static let maximumFileSize = 4 << 20
    /// The largest output accepted, in pixels per side.
    public static let maximumSide = 4_096

    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Renders the file at `path` into `width` × `height` pixels, scaled to fit and centred.
    public static func render(file path: String, width: Int, height: Int) throws(Failure) -> RenderedImage {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        guard g_file_get_contents(path, &contents, &length, &error) != 0, let contents else {
            throw Failure(description: consume(error) ?? "cannot read \(path)")
        }
        defer { g_free(contents) }
        return try render(bytes: UnsafeRawBufferPointer(start: contents, count: Int(length)), width: width, height: height)
    }

    private static func render(bytes: UnsafeRawBufferPointer, width: Int, height: Int) throws(Failure) -> RenderedImage {
        guard bytes.count > 0 else { throw Failure(description: "the file is empty") }
        guard bytes.count <= maximumFileSize else {
            throw Failure(description: "the file is larger than \(maximumFileSize >> 20) MiB")
        }
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw Failure(description: "cannot render at \(width)×\(height)")
        }
        let rsvg = try DeferredLibrary.rsvg.mapError { Failure(description: $0.description) }.get()
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg.rsvg_handle_new_from_data(bytes.baseAddress!.assumingMemoryBound(to: guint8.self),
                                                     gsize(bytes.count), &error) else {
            throw Failure(description: consume(error) ?? "not an SVG file")
        }
        defer { g_object_unref(handle) }

        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(width), gint(height))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw Failure(description: "out of memory for \(width)×\(height) pixels")
        }
        let context = cairo_create(surface)
        defer { cairo_destroy(context) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(width), height: Double(height))
        guard rsvg.rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw Failure(description: consume(error) ?? "the SVG cannot be drawn")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else {
            throw Failure(description: "no pixels")
        }
        let pixels = Array(UnsafeBufferPointer(start: data, count: stride * height))
        return RenderedImage(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// The message of a GError, freeing it.
    private static func consume(_ error: UnsafeMutablePointer<GError>?) -> String? {
        guard let error else { return nil }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}

extension Texture {
    /// Uploads rendered pixels; cheap (the bytes are wrapped, not converted).
    convenience init(_ image: RenderedImage) {
        self.init(width: image.width, height: image.height, stride: image.stride, pixels: image.pixels)
    }
}
