import Foundation

/// How well an item matches search terms, best first: its name starts with what was typed
/// ("ken" → Kenya), every term starts a word of its name ("king" → United Kingdom), every term
/// starts a word of its name or of its secondary text ("wash" → United States, by Washington),
/// or every term is somewhere in either ("robi" → Kenya, by its capital Nairobi).
public enum MatchRank: Int, Comparable, Sendable {
    case namePrefix, wordPrefix, secondaryWordPrefix, substring

    public static func < (lhs: MatchRank, rhs: MatchRank) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The rank of an item with this folded name and secondary text for these folded terms
    /// (none empty); nil when a term is in neither.
    static func of(name: ArraySlice<UInt8>, secondary: ArraySlice<UInt8>, terms: [[UInt8]]) -> MatchRank? {
        guard terms.allSatisfy({ contains(name, $0) || contains(secondary, $0) }) else { return nil }
        if name.starts(with: Array(terms.joined(separator: [0x20]))) { return .namePrefix }
        if terms.allSatisfy({ startsAWord(name, $0) }) { return .wordPrefix }
        if terms.allSatisfy({ startsAWord(name, $0) || startsAWord(secondary, $0) }) { return .secondaryWordPrefix }
        return .substring
    }

    private static func contains(_ text: ArraySlice<UInt8>, _ term: [UInt8]) -> Bool {
        guard term.count <= text.count else { return false }
        var start = text.startIndex
        while start + term.count <= text.endIndex {
            if text[start..<start + term.count].elementsEqual(term) { return true }
            start += 1
        }
        return false
    }

    /// Whether `term` begins the text or follows a byte that is not a letter or digit.
    private static func startsAWord(_ text: ArraySlice<UInt8>, _ term: [UInt8]) -> Bool {
        guard term.count <= text.count else { return false }
        var start = text.startIndex
        while start + term.count <= text.endIndex {
            if (start == text.startIndex || !isWordByte(text[start - 1]))
                && text[start..<start + term.count].elementsEqual(term) { return true }
            start += 1
        }
        return false
    }

    /// Letters and digits, and every byte of a non-ASCII character (folded text keeps those).
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A)
    }
}

extension IndexedCollection {
    /// The items matching every search term, best first (by `MatchRank`, then in list order),
    /// at most `limit`; terms are folded like the list's search ("cote" finds Côte d'Ivoire).
    /// Matching `preferred` items (the starred ones) come before all others.
    public func bestMatches(for terms: [String], limit: Int,
                            preferring preferred: (Item) -> Bool = { _ in false }) -> [(item: Item, rank: MatchRank)] {
        let folded = terms.map { Array(Folding.fold($0.trimmingCharacters(in: .whitespacesAndNewlines)).utf8) }
            .filter { !$0.isEmpty }
        guard !folded.isEmpty, limit > 0 else { return [] }
        var found: [(index: Int, rank: MatchRank, later: Int)] = []
        for index in items.indices {
            let parts = searchTexts.parts(of: textIndex(ofItem: index))
            if let rank = MatchRank.of(name: parts.name, secondary: parts.secondary, terms: folded) {
                found.append((index, rank, preferred(items[index]) ? 0 : 1))
            }
        }
        // Ties keep the list's order.
        return found.sorted { ($0.later, $0.rank, $0.index) < ($1.later, $1.rank, $1.index) }
            .prefix(limit).map { (items[$0.index], $0.rank) }
    }
}
