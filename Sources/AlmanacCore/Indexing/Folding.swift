import Foundation

/// The case- and diacritic-insensitive form of text that search and section letters use:
/// "Côte d'Ivoire" → "cote d'ivoire", "Ærø" → "aero". Letters lose their accents, compatibility
/// forms become plain ones (fullwidth ｋ → k, the ligature ﬁ → fi), typographic apostrophes
/// become "'", a few letters without a decomposition are spelled out (ø → o, ß → ss), and
/// everything is lower-cased.
///
/// A value remembers the letters beyond Latin it has folded: names in one script repeat a few
/// dozen letters, and folding one (a Unicode decomposition) costs a microsecond or more. Use one
/// per thread.
struct Folding {
    private var folded: [UInt32: [UInt8]] = [:]

    /// Appends the folded UTF-8 of `text` to `bytes`.
    mutating func fold(_ text: String, into bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(UInt8(value) | (value >= 0x41 && value <= 0x5A ? 0x20 : 0))
            } else if value <= Self.latinEnd {
                bytes.append(contentsOf: Self.latinTable[Int(value) - 0x80])
            } else if let known = folded[value] {
                bytes.append(contentsOf: known)
            } else {
                let form = Array(Self.computeFolding(scalar).utf8)
                folded[value] = form
                bytes.append(contentsOf: form)
            }
        }
    }

    /// The folded form of `text`.
    static func fold(_ text: String) -> String {
        var folding = Folding()
        var bytes: [UInt8] = []
        folding.fold(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last scalar of the Latin Extended blocks, whose folded forms are precomputed.
    private static let latinEnd: UInt32 = 0x24F

    /// Folded forms of the Latin letters with accents (U+0080 to `latinEnd`).
    private static let latinTable: [[UInt8]] = (0x80...latinEnd).map { value in
        Unicode.Scalar(value).map { Array(computeFolding($0).utf8) } ?? []
    }

    private static let spelledOut: [Unicode.Scalar: String] = [
        "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ß": "ss", "ẞ": "ss",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th", "ı": "i",
        "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t", "ŋ": "n", "Ŋ": "n", "ĸ": "k",
        "\u{2019}": "'", "\u{2018}": "'", "\u{02BC}": "'",
    ]

    private static func computeFolding(_ scalar: Unicode.Scalar) -> String {
        if let spelled = spelledOut[scalar] { return spelled }
        let decomposed = String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars
            .filter { $0.properties.generalCategory != .nonspacingMark }
        return String(String.UnicodeScalarView(decomposed)).lowercased()
    }
}
