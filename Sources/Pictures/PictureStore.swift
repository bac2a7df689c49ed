import Foundation
import Glibc

/// Small rendered pictures kept on disk between runs (row thumbnails: a flag at 40 × 30 is
/// 4.8 KB), so that a list shows them at once instead of rendering every SVG again at each
/// start (all 262 flags are ~0.4 s of a core). One file per picture, named by a hash of its
/// source file and size; each records the source's size and modification time and is used
/// only while they still match. Anything unreadable is ignored (and rendered again); nothing
/// here ever fails loudly. Safe to use from any thread.
public struct PictureStore: Sendable {
    public let directory: URL
    /// The largest picture kept, in bytes of pixels (a 128 × 128 thumbnail).
    public static let largestPicture = 128 * 128 * 4

    public init(directory: URL) { self.directory = directory }

    /// The stored pixels of `file` at `width` × `height`, when they are there and the file has
    /// not changed since.
    public func read(file: String, width: Int, height: Int) -> RenderedImage? {
        guard let source = Source(file), let data = try? Data(contentsOf: location(file, width, height)) else { return nil }
        var reader = Reader(data)
        guard reader.bytes(4) == Self.magic, reader.integer(UInt32.self) == Self.version,
              reader.integer(UInt32.self).map(Int.init) == width, reader.integer(UInt32.self).map(Int.init) == height,
              let stride = reader.integer(UInt32.self).map(Int.init), stride >= width * 4,
              reader.integer(UInt64.self) == source.size, reader.integer(Int64.self) == source.seconds,
              reader.integer(Int64.self) == source.nanoseconds,
              let pathLength = reader.integer(UInt32.self), reader.bytes(Int(pathLength)) == Array(file.utf8),
              let pixels = reader.bytes(stride * height), reader.isAtEnd else { return nil }
        return RenderedImage(width: width, height: height, stride: stride, pixels: pixels)
    }

    /// Keeps `image`, rendered from `file`, unless it is too large; a failure to write is ignored.
    public func write(_ image: RenderedImage, file: String) {
        guard image.pixels.count <= Self.largestPicture, let source = Source(file) else { return }
        var data = Data(Self.magic)
        data.appendLittleEndian(Self.version)
        data.appendLittleEndian(UInt32(image.width))
        data.appendLittleEndian(UInt32(image.height))
        data.appendLittleEndian(UInt32(image.stride))
        data.appendLittleEndian(source.size)
        data.appendLittleEndian(source.seconds)
        data.appendLittleEndian(source.nanoseconds)
        data.appendLittleEndian(UInt32(file.utf8.count))
        data.append(contentsOf: Array(file.utf8))
        data.append(contentsOf: image.pixels)
        let destination = location(file, image.width, image.height)
        if (try? data.write(to: destination, options: .atomic)) == nil {
            // The folder is made by the first write of all, not checked by every one.
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? data.write(to: destination, options: .atomic)
        }
    }

    private static let magic = Array("ALMP".utf8)
    private static let version: UInt32 = 1

    /// The file for a picture: a 64-bit FNV-1a hash of its source and size (stable across runs,
    /// unlike Swift's seeded `Hasher`); the source's path inside tells collisions apart.
    func location(_ file: String, _ width: Int, _ height: Int) -> URL {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in "\(file)\n\(width)x\(height)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return directory.appending(path: String(hash, radix: 16) + ".picture")
    }

    /// What identifies a version of a source file.
    private struct Source {
        let size: UInt64
        let seconds: Int64
        let nanoseconds: Int64

        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            size = UInt64(info.st_size)
            seconds = Int64(info.st_mtim.tv_sec)
            nanoseconds = Int64(info.st_mtim.tv_nsec)
        }
    }

    /// Reads little-endian fields from the front of a file's bytes.
    private struct Reader {
        private let data: Data
        private var offset: Int

        init(_ data: Data) {
            self.data = data
            offset = data.startIndex
        }

        var isAtEnd: Bool { offset == data.endIndex }

        mutating func bytes(_ count: Int) -> [UInt8]? {
            guard count >= 0, data.endIndex - offset >= count else { return nil }
            defer { offset += count }
            return Array(data[offset..<offset + count])
        }

        mutating func integer<T: FixedWidthInteger>(_: T.Type) -> T? {
            guard let bytes = bytes(MemoryLayout<T>.size) else { return nil }
            return T(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: T.self) })
        }
    }
}

private extension Data {
    mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
