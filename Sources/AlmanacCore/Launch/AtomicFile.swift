import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file replaced all or nothing: the new contents are written beside it under a temporary
/// name, flushed to disk, then renamed over it, so a crash, a kill or a full disk leaves the
/// old contents or the new, never a mix. With `keepsPrevious`, the contents a write replaces
/// stay in `previous` ("NAME~"), itself replaced in one step.
public struct AtomicFile: Sendable {
    public let url: URL
    public let keepsPrevious: Bool

    public init(_ url: URL, keepsPrevious: Bool = false) {
        self.url = url
        self.keepsPrevious = keepsPrevious
    }

    private var folder: URL { url.deletingLastPathComponent() }

    /// The contents before the last write ("NAME~").
    public var previous: URL { folder.appending(path: url.lastPathComponent + "~") }

    /// The contents; nil when there is no such file. Any other failure throws.
    public func read() throws -> Data? {
        do {
            return try Data(contentsOf: url)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
    }

    /// Replaces the contents with `parts`, one after the other.
    public func write(_ parts: [Data]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        removeLeftovers()
        let temporary = temporaryName()
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            for part in parts { try handle.write(contentsOf: part) }
            try handle.synchronize()
            if keepsPrevious, FileManager.default.fileExists(atPath: url.path) {
                // A second name for the old contents, renamed over the last copy: `url` exists throughout.
                let copy = temporaryName()
                try check(link(url.path, copy.path))
                try check(rename(copy.path, previous.path))
            }
            try check(rename(temporary.path, url.path))
        } catch {
            removeLeftovers()
            throw error
        }
        flushFolder()
    }

    /// Renames the file out of the way ("NAME.damaged-20261206T073000Z"), for a file that
    /// cannot be read: it is kept for the person, and no longer read. Returns the new name.
    public func setAside(at date: Date = Date()) throws -> URL {
        let stamp = date.formatted(Date.ISO8601FormatStyle().dateSeparator(.omitted).timeSeparator(.omitted))
        let aside = folder.appending(path: "\(url.lastPathComponent).damaged-\(stamp)")
        try check(rename(url.path, aside.path))
        return aside
    }

    /// The system's words for why reading or writing failed ("No space left on device", in the
    /// user's language where the C library has them); nil when it gave none.
    public static func reason(for error: any Error) -> String? {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error { return reason(for: underlying) }
        return nil
    }

    private func temporaryName() -> URL {
        folder.appending(path: ".\(url.lastPathComponent).\(getpid()).\(UUID().uuidString.prefix(8))")
    }

    /// Temporary files of writes that never finished (the app was killed); one app writes at a time.
    private func removeLeftovers() {
        let prefix = ".\(url.lastPathComponent)."
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: folder.appending(path: name))
        }
    }

    /// Flushes the folder, so that the rename itself survives a power cut.
    private func flushFolder() {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private func check(_ result: Int32) throws {
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
