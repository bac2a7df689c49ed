import CGtk
import Foundation

/// The C heap in use: bytes allocated with malloc and not freed, in every arena (glibc's
/// `malloc_info`; `mallinfo2` counts only the main thread's). Unlike resident memory it does
/// not count freed memory the allocator keeps, so it shows a leak of a few kilobytes per
/// action within a few hundred actions.
public enum HeapUse {
    public static var bytes: Int {
        var buffer: UnsafeMutablePointer<CChar>?
        var size = 0
        guard let stream = open_memstream(&buffer, &size) else { return 0 }
        malloc_info(0, stream)
        fclose(stream)
        defer { free(buffer) }
        guard let buffer else { return 0 }
        return inUse(report: String(cString: buffer))
    }

    /// In use = taken from the system now − free chunks (fast and other) + mapped chunks, from
    /// the totals at the end of a `malloc_info` report.
    static func inUse(report: String) -> Int {
        func total(_ tag: String, _ type: String) -> Int {
            guard let line = report.split(separator: "\n").last(where: { $0.contains("<\(tag) type=\"\(type)\"") }),
                  let sizeRange = line.range(of: "size=\"") else { return 0 }
            return Int(line[sizeRange.upperBound...].prefix { $0.isNumber }) ?? 0
        }
        return total("system", "current") - total("total", "fast") - total("total", "rest") + total("total", "mmap")
    }
}
