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
                         secondary: (@Sendable (Item) -> String?)?, untranslated: (@Sendable (Item) -> Bool)?) {
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
            part.add(items[range], collator: chunk == 0 ? collator : collator.copy(), name: name, secondary: secondary,
                     untranslated: untranslated)
            slots[chunk] = part
        }
        for chunk in chunks.indices {
            append(chunks[chunk])
            chunks[chunk] = Preparation()  // release each part once merged: keeps the peak low
        }
    }

    private init() {}

    private mutating func add<Items: Collection>(_ items: Items, collator: Collator, name: (Items.Element) -> String,
                                                 secondary: ((Items.Element) -> String?)?,
                                                 untranslated: ((Items.Element) -> Bool)?) {
        letters.reserveCapacity(items.count)
        keyOffsets.reserveCapacity(items.count + 1)
        var folding = Folding()
        for item in items {
            let itemName = name(item)
            searchTexts.append(name: itemName, secondary: secondary?(item), folding: &folding)
            let letter = untranslated?(item) == true
                ? collator.alphabet.letter(ofUntranslated: itemName) : collator.alphabet.letter(of: itemName)
            letters.append(letter)
            keys.append(letter)
            collator.appendSortKey(of: itemName, to: &keys)
            keyOffsets.append(UInt32(keys.count))
        }
    }

    private mutating func append(_ part: Preparation) {
        searchTexts.append(contentsOf: part.searchTexts)
        letters.append(contentsOf: part.letters)
        let base = keys.count
        keys.append(contentsOf: part.keys)
        keyOffsets.append(contentsOf: part.keyOffsets.dropFirst().map { $0 + UInt32(base) })
    }

    /// Item positions in sorted order (stable for equal keys). Releases the sort keys.
    ///
    /// A key's first byte is its item's letter, so items are first grouped by letter (counting
    /// them), then each letter's group is sorted on its own, the groups on all cores.
    mutating func takeSortedOrder() -> [Int] {
        defer {
            keys = []
            keyOffsets = []
        }
        var counts = [Int](repeating: 0, count: Int(UInt8.max) + 2)
        for letter in letters { counts[Int(letter) + 1] += 1 }
        for group in 1..<counts.count { counts[group] += counts[group - 1] }
        let groupStarts = counts
        let keyOffsets = keyOffsets.map(Int.init)
        return keys.withUnsafeBufferPointer { keyBytes in
            let keys = SortKeys(base: keyBytes.baseAddress!, offsets: keyOffsets)
            var entries = [SortEntry](repeating: SortEntry(prefix: 0, item: 0), count: letters.count)
            var next = groupStarts
            for (item, letter) in letters.enumerated() {
                entries[next[Int(letter)]] = SortEntry(prefix: keys.prefix(of: item), item: Int32(item))
                next[Int(letter)] += 1
            }
            entries.withUnsafeMutableBufferPointer { all in
                nonisolated(unsafe) let all = all
                DispatchQueue.concurrentPerform(iterations: groupStarts.count - 1) { group in
                    let range = groupStarts[group]..<groupStarts[group + 1]
                    guard range.count > 1 else { return }
                    var group = UnsafeMutableBufferPointer(rebasing: all[range])
                    group.sort { keys.precedes($0, $1) }
                }
            }
            return entries.map { Int($0.item) }
        }
    }
}

/// An item and the eight bytes of its sort key after its letter, which settle most comparisons.
private struct SortEntry {
    var prefix: UInt64
    var item: Int32
}

/// The sort keys of a `Preparation`, read in place.
private struct SortKeys: @unchecked Sendable {
    let base: UnsafePointer<UInt8>
    let offsets: [Int]

    /// Bytes 1 to 8 of an item's key (past its letter), zero-padded, as a big-endian number.
    func prefix(of item: Int) -> UInt64 {
        let start = offsets[item] + 1, length = offsets[item + 1] - start
        var prefix: UInt64 = 0
        for byte in 0..<8 { prefix = prefix << 8 | UInt64(byte < length ? base[start + byte] : 0) }
        return prefix
    }

    /// Whether `a`'s key sorts before `b`'s; equal keys keep the items' order.
    func precedes(_ a: SortEntry, _ b: SortEntry) -> Bool {
        if a.prefix != b.prefix { return a.prefix < b.prefix }
        let aStart = offsets[Int(a.item)], aLength = offsets[Int(a.item) + 1] - aStart
        let bStart = offsets[Int(b.item)], bLength = offsets[Int(b.item) + 1] - bStart
        let order = memcmp(base + aStart, base + bStart, min(aLength, bLength))
        if order != 0 { return order < 0 }
        return aLength != bLength ? aLength < bLength : a.item < b.item
    }
}
