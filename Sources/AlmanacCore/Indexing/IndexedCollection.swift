import Foundation

/// Items sorted by the locale's collation and grouped into one section per letter of its
/// alphabet (ICU's alphabetic index), with
/// search and the mapping between flat list positions (headers and rows) and (section, row).
public struct IndexedCollection<Item: Sendable>: Sendable {
    public struct Section: Equatable, Sendable {
        /// A title of the alphabet: "A", "К", "か", "…" or "#".
        public let title: String
        /// The section's items, as positions in `items`.
        public let range: Range<Int>
    }

    /// What sits at a flat position of the list: a section header or one of its rows.
    public enum Entry: Equatable, Sendable {
        case header(section: Int)
        case row(section: Int, row: Int)
    }

    /// Every item, in order: sections in the alphabet's order; by collation within a section.
    public let items: [Item]
    public let sections: [Section]
    /// The letters sections are made of.
    public let alphabet: Alphabet
    /// The letter (position in `alphabet.titles`) of each item.
    private let letters: [UInt8]
    /// Search texts: the collection's own, or those of the collection it was filtered from,
    /// shared rather than copied (a one-letter search keeps most of a million texts).
    let searchTexts: FoldedTexts
    /// Which of `searchTexts` is each item's; nil when item `i`'s is text `i`.
    private let textOfItem: [Int32]?
    /// The flat position of each section's header.
    private let headerPositions: [Int]
    /// Made with the collection: copies share it, a collection indexed or filtered anew has its own.
    private let identity = Identity()
    private final class Identity: Sendable {}

    /// Whether `other` is this collection (a copy of it), not one indexed or filtered anew.
    public func isSame(as other: IndexedCollection) -> Bool { identity === other.identity }

    /// Sorts and indexes `items` by their `name`; search also looks at `secondary` text (a
    /// country's capital, say); `untranslated` tells the names left in English for want of a
    /// translation (`Alphabet.letter(ofUntranslated:)`). Names are prepared on all cores.
    public init(_ items: [Item], collator: Collator, name: @escaping @Sendable (Item) -> String,
                secondary: (@Sendable (Item) -> String?)? = nil, untranslated: (@Sendable (Item) -> Bool)? = nil) {
        var prepared = Preparation(items, collator: collator, name: name, secondary: secondary, untranslated: untranslated)
        let order = prepared.takeSortedOrder()
        self.init(sortedItems: order.map { items[$0] }, alphabet: collator.alphabet,
                  letters: order.map { prepared.letters[$0] },
                  searchTexts: FoldedTexts(prepared.searchTexts, reorderedBy: order), textOfItem: nil)
    }

    /// No items, no sections.
    public static var empty: IndexedCollection {
        IndexedCollection(sortedItems: [], alphabet: .root, letters: [], searchTexts: FoldedTexts(), textOfItem: nil)
    }

    /// Items already in order, with their letters and search texts.
    private init(sortedItems: [Item], alphabet: Alphabet, letters: [UInt8], searchTexts: FoldedTexts,
                 textOfItem: [Int32]?) {
        items = sortedItems
        self.alphabet = alphabet
        self.letters = letters
        self.searchTexts = searchTexts
        self.textOfItem = textOfItem
        var sections: [Section] = []
        var start = 0
        while start < letters.count {
            let letter = letters[start]
            var end = start + 1
            while end < letters.count, letters[end] == letter { end += 1 }
            sections.append(Section(title: alphabet.titles[Int(letter)], range: start..<end))
            start = end
        }
        self.sections = sections
        headerPositions = sections.enumerated().map { $0.element.range.lowerBound + $0.offset }
    }

    // MARK: Index titles

    /// The titles the index offers: the locale's letters, "#", and any other title that has a
    /// section (A–Z in Russian only when some name is in English; "…" only when some name is
    /// in a script the alphabet has no letters for). When no name is in the locale's script
    /// (Star Wars species in Russian), the added Latin letters stand in for its letters.
    public var indexTitles: [String] {
        let shown = Set(sections.map(\.title))
        let nativeShown = alphabet.nativeLetters.contains { shown.contains(alphabet.titles[$0]) }
        let always = alphabet.addedLetters.isEmpty || nativeShown ? alphabet.nativeLetters : alphabet.addedLetters
        return alphabet.titles.enumerated().filter { position, title in
            always.contains(position) || title == Alphabet.digitsAndSymbols || shown.contains(title)
        }.map(\.element)
    }

    /// The section to show for an index title or a typed character: its own, else the nearest
    /// following one of its alphabet (the locale's letters, or the Latin ones after them), else
    /// the nearest before it there — a letter past the last name's does not land on "…" or "#" —
    /// else the nearest following one, else the last. Nil only when there are no sections or the
    /// text is neither.
    public func section(forIndexTitle title: String) -> Int? {
        guard !sections.isEmpty, let wanted = alphabet.position(ofTitle: title) else { return nil }
        let following = sections.firstIndex { letterOf($0) >= wanted }
        if let letters = [alphabet.nativeLetters, alphabet.addedLetters].first(where: { $0.contains(Int(wanted)) }),
           following.map({ !letters.contains(Int(letterOf(sections[$0]))) }) ?? true,
           let before = sections.lastIndex(where: { letters.contains(Int(letterOf($0))) }) {
            return before
        }
        return following ?? sections.count - 1
    }

    /// Whether an index title has a section of its own (a letter with none is shown dimmed).
    public func hasSection(forIndexTitle title: String) -> Bool {
        sections.contains { $0.title == title }
    }

    private func letterOf(_ section: Section) -> UInt8 { letters[section.range.lowerBound] }

    // MARK: Search

    /// The items whose name or secondary text contains `query`, ignoring case and diacritics
    /// ("cote" finds "Côte d'Ivoire"), indexed again. A blank query keeps everything.
    public func filtered(by query: String) -> IndexedCollection {
        let needle = Array(Folding.fold(query.trimmingCharacters(in: .whitespacesAndNewlines)).utf8)
        guard !needle.isEmpty else { return self }
        return keeping(searchTexts.positions(containing: needle, among: textOfItem))
    }

    /// The items `keep` is true for (the starred ones), in their sections.
    public func filtered(keeping keep: (Item) -> Bool) -> IndexedCollection {
        keeping(items.indices.filter { keep(items[$0]) })
    }

    /// The items at `kept` (ascending), sharing the search texts.
    private func keeping(_ kept: [Int]) -> IndexedCollection {
        IndexedCollection(sortedItems: kept.map { items[$0] }, alphabet: alphabet, letters: kept.map { letters[$0] },
                          searchTexts: searchTexts, textOfItem: kept.map { Int32(textIndex(ofItem: $0)) })
    }

    /// The position in `searchTexts` of item `index`'s text.
    func textIndex(ofItem index: Int) -> Int { textOfItem.map { Int($0[index]) } ?? index }

    // MARK: Flat positions (headers and rows, as a list shows them)

    /// The number of flat positions: one per section header plus one per item.
    public var flatCount: Int { items.count + sections.count }

    /// What is at a flat position (0 ..< flatCount), in O(log sections).
    public func entry(atFlatPosition position: Int) -> Entry {
        precondition(position >= 0 && position < flatCount, "flat position \(position) out of 0..<\(flatCount)")
        let section = Self.lastIndex(in: headerPositions, notAbove: position)
        let offset = position - headerPositions[section]
        return offset == 0 ? .header(section: section) : .row(section: section, row: offset - 1)
    }

    /// The flat position of a section's header.
    public func flatPosition(ofHeader section: Int) -> Int { headerPositions[section] }

    /// The flat position of a row.
    public func flatPosition(section: Int, row: Int) -> Int { headerPositions[section] + 1 + row }

    /// The item of a row.
    public func item(section: Int, row: Int) -> Item { items[sections[section].range.lowerBound + row] }

    /// The section and row of the item at `index` in `items`.
    public func location(ofItemAt index: Int) -> (section: Int, row: Int) {
        precondition(index >= 0 && index < items.count, "item \(index) out of 0..<\(items.count)")
        // A row's flat position is its index plus the headers up to and including its own.
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].range.lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return (low, index - sections[low].range.lowerBound)
    }

    /// The last position in `sorted` (ascending, first element ≤ value) whose element is ≤ value.
    private static func lastIndex(in sorted: [Int], notAbove value: Int) -> Int {
        var low = 0, high = sorted.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sorted[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

extension IndexedCollection.Entry {
    /// The section of a header or row.
    public var section: Int {
        switch self {
        case .header(let section), .row(let section, _): section
        }
    }
}
