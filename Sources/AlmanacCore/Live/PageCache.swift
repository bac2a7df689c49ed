import Foundation

/// The pages last fetched for one collection, kept in one file under
/// `$XDG_CACHE_HOME/io.almanac.Almanac/`. A line of JSON says where they came from, when, where
/// the next page is and how long each page is; the pages' bodies follow as they were received.
/// Written as an `AtomicFile`: a crash or kill mid-write leaves the previous cache intact.
public struct PageCache: Sendable {
    public struct Contents: Sendable, Equatable {
        /// The endpoint the pages came from.
        public let source: String
        public let saved: Date
        public let next: PageCursor?
        public let pages: [Data]

        public init(source: String, saved: Date, next: PageCursor?, pages: [Data]) {
            self.source = source
            self.saved = saved
            self.next = next
            self.pages = pages
        }
    }

    private struct Header: Codable {
        var format = 1
        let source: String
        let saved: Date
        let next: PageCursor?
        let lengths: [Int]
    }

    public let file: URL

    public init(file: URL) { self.file = file }

    /// The cache of the collection `name` in the user's cache directory.
    public static func named(_ name: String, environment: [String: String] = AppEnvironment.current) -> PageCache {
        PageCache(file: AppFiles.cacheDirectory(environment: environment).appending(path: "\(name).cache"))
    }

    /// What the cache holds; nil when there is no cache. A cache that cannot be read is an error.
    public func read() throws(DataFileError) -> Contents? {
        let read: Data?
        do {
            read = try AtomicFile(file).read()
        } catch {
            throw DataFileError(file: file.path, problem: tr("cannot be read"))
        }
        guard let data = read else { return nil }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")),
              let header = try? JSONDecoder().decode(Header.self, from: data[..<newline]), header.format == 1 else {
            throw DataFileError(file: file.path, problem: tr("not an Almanac cache"))
        }
        var start = data.index(after: newline)
        var pages: [Data] = []
        for length in header.lengths {
            guard length >= 0, data.endIndex - start >= length else {
                throw DataFileError(file: file.path, problem: tr("incomplete: it breaks off"))
            }
            pages.append(data[start..<start + length])
            start += length
        }
        guard start == data.endIndex else { throw DataFileError(file: file.path, problem: tr("longer than its header says")) }
        return Contents(source: header.source, saved: header.saved, next: header.next, pages: pages)
    }

    /// Replaces the cache with `contents`, all or nothing (`AtomicFile`).
    public func write(_ contents: Contents) throws(DataFileError) {
        let header = Header(source: contents.source, saved: contents.saved, next: contents.next,
                            lengths: contents.pages.map(\.count))
        do {
            var bytes = try JSONEncoder().encode(header)
            bytes.append(UInt8(ascii: "\n"))
            try AtomicFile(file).write([bytes] + contents.pages)
        } catch {
            throw DataFileError(file: file.path, problem: tr("cannot be written"))
        }
    }
}
