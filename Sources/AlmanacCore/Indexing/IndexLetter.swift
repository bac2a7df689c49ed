/// The letters of the index strip: A to Z, then "#" for everything that does not start with a
/// Latin letter (digits, punctuation, other scripts).
public enum IndexLetter {
    /// "A" … "Z", "#".
    public static let titles: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z"))
        .map { String(UnicodeScalar($0)) } + ["#"]

    /// The position of "#" in `titles`.
    static let other = UInt8(26)

    /// The letter (position in `titles`) of folded text, from its first byte.
    static func of(foldedFirstByte byte: UInt8?) -> UInt8 {
        guard let byte, byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return other }
        return byte - UInt8(ascii: "a")
    }

    /// The position in `titles` of a title such as "q" or "Q" or "#"; nil for anything else.
    static func position(ofTitle title: String) -> UInt8? {
        let folded = Folding.fold(title)
        if folded == "#" { return other }
        guard folded.utf8.count == 1, let byte = folded.utf8.first else { return nil }
        let letter = of(foldedFirstByte: byte)
        return letter == other ? nil : letter
    }
}
