import CCollation

/// The letters a locale's readers look names up under, and which one a name is filed under:
/// ICU's alphabetic index. Russian has А…Я, Japanese the kana rows あ か さ…, Korean ㄱ…ㅎ,
/// Chinese pinyin A–Z (肯尼亚 under K). Where the locale's letters are not Latin, A–Z follow
/// them for names in English. Names in any other script are under "…", names starting with a
/// digit or a symbol under "#".
///
/// Immutable, and safe to use from several threads at once.
public final class Alphabet: @unchecked Sendable {
    /// The titles in the order their sections come: the locale's letters, the added Latin
    /// ones, `otherScripts`, then `digitsAndSymbols`.
    public let titles: [String]
    /// How many titles, from the first, are the locale's own letters.
    public let nativeCount: Int
    /// Where the locale's own letters are in `titles`.
    public var nativeLetters: Range<Int> { 0..<nativeCount }
    /// Where the Latin letters added after a non-Latin alphabet are in `titles` (none for a
    /// locale whose letters are Latin).
    public var addedLetters: Range<Int> { nativeCount..<(titles.count - 2) }
    /// Where names of scripts the index has no letters for go.
    public static let otherScripts = "…"
    /// Where names that start with a digit or a symbol go.
    public static let digitsAndSymbols = "#"

    private let handle: UnsafeMutableRawPointer
    /// The position in `titles` of each of ICU's buckets.
    private let titleOfBucket: [UInt8]

    /// The index of an ICU locale ("en_US", "ru", "ja_JP", "root"); nil when ICU cannot make one.
    public init?(localeIdentifier: String) {
        guard let handle = almanac_index_open(localeIdentifier) else { return nil }
        self.handle = handle
        let buckets = (0..<almanac_index_bucket_count(handle)).map { bucket in
            (label: Self.label(handle, bucket), kind: almanac_index_bucket_kind(handle, bucket),
             native: almanac_index_bucket_is_native(handle, bucket) != 0)
        }
        let letters = buckets.filter { $0.kind == ALMANAC_BUCKET_LETTER }
        let ordered = letters.filter(\.native).map(\.label) + letters.filter { !$0.native }.map(\.label)
        let titles = Array(ordered.prefix(Int(UInt8.max) - 2)) + [Self.otherScripts, Self.digitsAndSymbols]
        self.titles = titles
        nativeCount = min(letters.filter(\.native).count, titles.count - 2)
        titleOfBucket = buckets.map { bucket in
            switch bucket.kind {
            case ALMANAC_BUCKET_LETTER: UInt8(titles.firstIndex(of: bucket.label) ?? titles.count - 2)
            case ALMANAC_BUCKET_UNDERFLOW: UInt8(titles.count - 1)
            default: UInt8(titles.count - 2)
            }
        }
    }

    deinit { almanac_index_close(handle) }

    /// The alphabet of ICU's root locale (A–Z), for a collection that has no items yet.
    public static let root: Alphabet = {
        guard let root = Alphabet(localeIdentifier: "root") else {
            fatalError("ICU's alphabetic index data is missing (package libicu72)")
        }
        return root
    }()

    /// The position in `titles` of the section `name` is filed under.
    public func letter(of name: String) -> UInt8 {
        var name = name
        let bucket = name.withUTF8 { utf8 in
            utf8.withMemoryRebound(to: CChar.self) { almanac_index_bucket_of(handle, $0.baseAddress, Int32($0.count)) }
        }
        return titleOfBucket.indices.contains(Int(bucket)) ? titleOfBucket[Int(bucket)] : UInt8(titles.count - 1)
    }

    /// The section of a name left in English for want of a translation (Kosovo in Greek): its
    /// Latin letter where the locale's letters are Latin, else "…", so that one such name among
    /// the locale's own does not bring A–Z into the index.
    public func letter(ofUntranslated name: String) -> UInt8 {
        addedLetters.isEmpty ? letter(of: name) : UInt8(titles.count - 2)
    }

    /// The position in `titles` of a title ("К"), or of the section a typed character is filed
    /// under ("к" → "К", "7" → "#"); nil for anything else.
    public func position(ofTitle title: String) -> UInt8? {
        if let exact = titles.firstIndex(of: title) { return UInt8(exact) }
        guard title.count == 1 else { return nil }
        return letter(of: title)
    }

    private static func label(_ handle: UnsafeMutableRawPointer, _ bucket: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = almanac_index_bucket_label(handle, bucket, &buffer, Int32(buffer.count))
        if length >= buffer.count {
            buffer = [CChar](repeating: 0, count: Int(length) + 1)
            _ = almanac_index_bucket_label(handle, bucket, &buffer, Int32(buffer.count))
        }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
