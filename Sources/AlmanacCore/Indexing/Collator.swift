import CCollation
import Foundation

/// Orders text as a locale does (ICU collation: in English "Åland Islands" follows "Afghanistan"
/// and "Côte d'Ivoire" sits between "Costa Rica" and "Croatia"). Works through sort keys: a key
/// is made once per string, and keys compare as bytes.
///
/// Immutable once made; use `copy()` to get one per thread for parallel work.
public final class Collator: @unchecked Sendable {
    /// The locale asked for, e.g. "en_US".
    public let localeIdentifier: String
    /// The letters of the same locale that sections are made of.
    public let alphabet: Alphabet
    private let handle: UnsafeMutableRawPointer

    /// Nil when ICU has no collator for the identifier.
    public init?(localeIdentifier: String) {
        guard let handle = almanac_collator_open(localeIdentifier) else { return nil }
        self.localeIdentifier = localeIdentifier
        self.handle = handle
        alphabet = Alphabet(localeIdentifier: localeIdentifier) ?? .root
    }

    private init(copying other: Collator, handle: UnsafeMutableRawPointer) {
        localeIdentifier = other.localeIdentifier
        alphabet = other.alphabet
        self.handle = handle
    }

    deinit { almanac_collator_close(handle) }

    /// The collator of the user's locale (LC_ALL, LC_COLLATE or LANG), else the root order.
    public static func forUserLocale() -> Collator {
        if let collator = Collator(localeIdentifier: UserLocale.identifier(category: "LC_COLLATE")) { return collator }
        // ICU opens "root" whenever its data is present; without it nothing can sort.
        guard let root = Collator(localeIdentifier: "root") else {
            fatalError("ICU collation data is missing (package libicu72)")
        }
        return root
    }

    /// An independent collator for the same locale, for another thread.
    public func copy() -> Collator {
        guard let clone = almanac_collator_clone(handle) else { return self }
        return Collator(copying: self, handle: clone)
    }

    /// Appends the sort key of `text` (terminating zero included) to `keys`.
    public func appendSortKey(of text: String, to keys: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { characters in
                let start = keys.count
                var capacity: Int32 = 64
                while true {
                    keys.append(contentsOf: repeatElement(0, count: Int(capacity)))
                    let length = keys.withUnsafeMutableBufferPointer { buffer in
                        almanac_collator_sort_key(handle, characters.baseAddress, Int32(characters.count),
                                                  buffer.baseAddress! + start, capacity)
                    }
                    if length <= capacity {
                        keys.removeLast(Int(capacity - length))
                        return
                    }
                    keys.removeLast(Int(capacity))
                    capacity = length
                }
            }
        }
    }

    /// The sort key of `text`.
    public func sortKey(for text: String) -> [UInt8] {
        var key: [UInt8] = []
        appendSortKey(of: text, to: &key)
        return key
    }

    /// Whether `a` sorts before `b` in this locale.
    public func areInIncreasingOrder(_ a: String, _ b: String) -> Bool {
        sortKey(for: a).lexicographicallyPrecedes(sortKey(for: b))
    }
}
