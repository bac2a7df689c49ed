import Foundation

/// The per-item work of indexing — folding for search, the alphabet's letter, collation keys —
/// done in chunks on all cores, then the sort.
struct Preparation: Sendable {
    private(set) var searchTexts = FoldedTexts()
    private(set) var letters: [UInt8] = []
    /// Sort keys, each prefixed with its item's letter so that sections come in the alphabet's order.
    private var keys: [UInt8] = []
    private var keyOffsets: [UInt32] = [0]

    init<Item: Sendable>(_ items: [Item], collator: Collator, name: @Sendable (Item) -> String,
                         secondary: (@Sendable (Item) -> String?)?) {
        let chunkCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, items.count / 10_000, 16))
        let chunkSize = (items.count + chunkCount - 1) / max(chunkCount, 1)
        let chunks = UnsafeMutableBufferPointer<Preparation>.allocate(capacity: chunkCount)
        chunks.initialize(repeating: Preparation())
        defer {
            chunks.deinitialize()
            chunks.deallocate()
        }
        nonisolated(unsafe) let slots = chunks
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = (chunk * chunkSize)..<min(items.count, (chunk + 1) * chunkSize)
            var part = Preparation()
            part.add(items[range], collator: chunk == 0 ? collator : collator.copy(), name: name, secondary: secondary)
            slots[chunk] = part
        }
        for chunk in chunks.indices {
            append(chunks[chunk])
            chunks[chunk] = Preparation()  // release each part once merged: keeps the peak low
        }
    }

    private init() {}

    private mutating func add<Items: Collection>(_ items: Items, collator: Collator, name: (Items.Element) -> String,
                                                 secondary: ((Items.Element) -> String?)?) {
        letters.reserveCapacity(items.count)
        keyOffsets.reserveCapacity(items.count + 1)
        for item in items {
            let itemName = name(item)
            searchTexts.append(name: itemName, secondary: secondary?(item))
            let letter = collator.alphabet.letter(of: itemName)
            letters.append(letter)
            keys.append(letter)
            collator.appendSortKey(of: itemName, to: &keys)
            keyOffsets.append(UInt32(keys.count))
        }
    }

    private mutating func append(_ part: Preparation) {
        for item in 0..<part.searchTexts.count { searchTexts.append(contentsOf: part.searchTexts, item: item) }
        letters.append(contentsOf: part.letters)
        let base = keys.count
        keys.append(contentsOf: part.keys)
        keyOffsets.append(contentsOf: part.keyOffsets.dropFirst().map { $0 + UInt32(base) })
    }

    /// Item positions in sorted order (stable for equal keys). Releases the sort keys.
    mutating func takeSortedOrder() -> [Int] {
        /// An item with the first eight bytes of its key, which settle most comparisons.
        struct Entry { var prefix: UInt64; var item: Int32 }
        defer {
            keys = []
            keyOffsets = []
        }
        let keyOffsets = keyOffsets.map(Int.init)
        return keys.withUnsafeBufferPointer { keyBytes in
            let base = keyBytes.baseAddress!
            var entries = (0..<letters.count).map { item in
                var prefix: UInt64 = 0
                let start = keyOffsets[item], length = keyOffsets[item + 1] - start
                for byte in 0..<8 { prefix = prefix << 8 | UInt64(byte < length ? base[start + byte] : 0) }
                return Entry(prefix: prefix, item: Int32(item))
            }
            entries.sort { a, b in
                if a.prefix != b.prefix { return a.prefix < b.prefix }
                let aStart = keyOffsets[Int(a.item)], aLength = keyOffsets[Int(a.item) + 1] - aStart
                let bStart = keyOffsets[Int(b.item)], bLength = keyOffsets[Int(b.item) + 1] - bStart
                let order = memcmp(base + aStart, base + bStart, min(aLength, bLength))
                if order != 0 { return order < 0 }
                return aLength != bLength ? aLength < bLength : a.item < b.item
            }
            return entries.map { Int($0.item) }
        }
    }
}
