import Foundation

/// The folded, searchable text of each item of a collection, packed in one buffer.
struct FoldedTexts: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Item `i`'s text is `bytes[offsets[i] ..< offsets[i + 1]]`.
    private(set) var offsets: [UInt32] = [0]

    init() {}

    var count: Int { offsets.count - 1 }

    /// Adds one item's text: its name and, after a separator no query can match across, any
    /// secondary text.
    mutating func append(name: String, secondary: String?, folding: inout Folding) {
        folding.fold(name, into: &bytes)
        if let secondary {
            bytes.append(0)
            folding.fold(secondary, into: &bytes)
        }
        offsets.append(UInt32(bytes.count))
    }

    /// Adds every text of `other`, after this one's.
    mutating func append(contentsOf other: FoldedTexts) {
        let base = UInt32(bytes.count)
        bytes.append(contentsOf: other.bytes)
        offsets.append(contentsOf: other.offsets.dropFirst().lazy.map { $0 + base })
    }

    /// The texts of `other` in the order `order` lists them.
    init(_ other: FoldedTexts, reorderedBy order: [Int]) {
        offsets.reserveCapacity(order.count + 1)
        for item in order { offsets.append(offsets[offsets.count - 1] + other.offsets[item + 1] - other.offsets[item]) }
        bytes = [UInt8](unsafeUninitializedCapacity: other.bytes.count) { target, initialized in
            other.bytes.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                var written = 0
                for item in order {
                    let start = Int(other.offsets[item]), length = Int(other.offsets[item + 1]) - start
                    (to + written).initialize(from: from + start, count: length)
                    written += length
                }
                initialized = written
            }
        }
    }

    private func range(of item: Int) -> Range<Int> { Int(offsets[item])..<Int(offsets[item + 1]) }

    /// Item `item`'s folded name and secondary text (empty when it has none).
    func parts(of item: Int) -> (name: ArraySlice<UInt8>, secondary: ArraySlice<UInt8>) {
        let text = bytes[range(of: item)]
        guard let separator = text.firstIndex(of: 0) else { return (text, []) }
        return (text[..<separator], text[(separator + 1)...])
    }

    /// Which of the texts `among` lists (all, when nil) contain `needle` (already folded): their
    /// positions in `among` (in the texts, when nil), in order.
    func positions(containing needle: [UInt8], among texts: [Int32]? = nil) -> [Int] {
        var found: [Int] = []
        let candidates = texts?.count ?? count
        bytes.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = text.baseAddress, let patternBase = pattern.baseAddress else { return }
                for position in 0..<candidates {
                    let range = range(of: texts.map { Int($0[position]) } ?? position)
                    if Self.contains(base + range.lowerBound, range.count, patternBase, pattern.count) {
                        found.append(position)
                    }
                }
            }
        }
        return found
    }

    /// Whether `length` bytes at `text` contain the `needleLength` bytes at `needle` (not empty).
    private static func contains(_ text: UnsafePointer<UInt8>, _ length: Int,
                                 _ needle: UnsafePointer<UInt8>, _ needleLength: Int) -> Bool {
        let first = Int32(needle[0])
        var start = 0
        let lastStart = length - needleLength
        while start <= lastStart {
            guard let hit = memchr(text + start, first, lastStart - start + 1) else { return false }
            let position = text.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(text + position, needle, needleLength) == 0 { return true }
            start = position + 1
        }
        return false
    }
}
