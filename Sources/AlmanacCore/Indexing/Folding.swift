import Foundation

/// The case- and diacritic-insensitive form of text that search and section letters use:
/// "Côte d'Ivoire" → "cote d'ivoire", "Ærø" → "aero". Letters lose their accents, compatibility
/// forms become plain ones (fullwidth ｋ → k, the ligature ﬁ → fi), typographic apostrophes
/// become "'", a few letters without a decomposition are spelled out (ø → o, ß → ss), and
/// everything is lower-cased.
enum Folding {
    /// Appends the folded UTF-8 of `text` to `bytes`.
    static func fold(_ text: String, into bytes: inout [UInt8]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(UInt8(value) | (value >= 0x41 && value <= 0x5A ? 0x20 : 0))
            } else {
                bytes.append(contentsOf: foldedScalar(scalar).utf8)
            }
        }
    }

    static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        fold(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Folded forms of the Latin letters with accents, precomputed; others are folded on demand.
    private static let latinTable: [String] = (0x80...0x24F).map { value in
        Unicode.Scalar(value).map(computeFolding) ?? ""
    }

    private static func foldedScalar(_ scalar: Unicode.Scalar) -> String {
        let value = Int(scalar.value)
        return value <= 0x24F ? latinTable[value - 0x80] : computeFolding(scalar)
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
