import Foundation

/// Figures written the way the user's locale writes them.
public enum Formats {
    /// "41,800,000" in English, "41.800.000" in German.
    public static func count(_ value: Int, locale: Locale = UserLocale.formatting) -> String {
        value.formatted(.number.locale(locale))
    }

    /// A measure with the locale's grouping and at most two decimals: "1,000", "1,250.5" in
    /// English, "1.250,5" in German. Any finite value is fine, however large.
    public static func number(_ value: Double, locale: Locale = UserLocale.formatting) -> String {
        value.formatted(.number.precision(.fractionLength(0...2)).locale(locale))
    }

    /// The whole number that picks a measure's plural form (gettext counts in integers): the
    /// value rounded, kept within what an Int holds.
    public static func pluralCount(_ value: Double) -> Int {
        value.isFinite ? Int(min(max(value.rounded(), 0), 1e15)) : 0
    }

    /// A year in the locale's digits, without grouping: "2025", "٢٠٢٥" in Arabic.
    public static func year(_ year: Int, locale: Locale = UserLocale.formatting) -> String {
        year.formatted(.number.grouping(.never).locale(locale))
    }

    /// "580,367 km²" ("км²" in Russian: the unit is the translators').
    public static func area(_ squareKilometres: Double, locale: Locale = UserLocale.formatting) -> String {
        tr("{area} km²", ["area": squareKilometres.formatted(.number.precision(.fractionLength(0...1)).locale(locale))])
    }

    /// "English and Swahili", "a, b, and c" — as the locale joins a list.
    public static func list(_ items: [String], locale: Locale = UserLocale.formatting) -> String {
        items.formatted(.list(type: .and).locale(locale))
    }

    /// "10 Dec 2014" in English — the date alone, in the locale's medium style.
    public static func date(_ date: Date, locale: Locale = UserLocale.formatting) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: .gmt))
    }

    /// "November 2026" in English, "November 2026" in German — a month and its year.
    public static func month(_ date: Date, locale: Locale = UserLocale.formatting) -> String {
        date.formatted(Date.FormatStyle(locale: locale, timeZone: .gmt).month(.wide).year())
    }

    /// `text` cut to at most `limit` characters, ending in "…" when it was longer: a query or
    /// name quoted in a message stays readable (and cheap to lay out) however long it is.
    public static func shortened(_ text: String, to limit: Int = 60) -> String {
        text.count <= limit ? text : text.prefix(max(limit - 1, 0)) + "…"
    }

    /// `text` as it starts a sentence of its own: "to buy a cow." → "To buy a cow.".
    public static func sentenceStart(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    /// `text` between the locale's quotation marks: “…” in English, „…“ in German.
    public static func quoted(_ text: String, locale: Locale = UserLocale.formatting) -> String {
        (locale.quotationBeginDelimiter ?? "“") + text + (locale.quotationEndDelimiter ?? "”")
    }

    /// US dollars, without cents when whole: "$750", "$1,200", "$12.50" (in English).
    public static func dollars(_ amount: Double, locale: Locale = UserLocale.formatting) -> String {
        let whole = amount.rounded() == amount
        let text = amount.formatted(.currency(code: "USD").locale(locale).precision(.fractionLength(whole ? 0 : 2)))
        return keepingLatinSignsWhole(text, locale: locale)
    }

    /// In a right-to-left language, a currency sign of Latin letters and a symbol ("US$" in
    /// Arabic) is torn apart by the bidirectional algorithm, its symbol taking the text's
    /// direction ("$US"): a left-to-right mark after the sign keeps it whole.
    static func keepingLatinSignsWhole(_ text: String, locale: Locale) -> String {
        guard locale.language.characterDirection == .rightToLeft else { return text }
        return text.replacing(/([A-Za-z]+[^\p{L}\p{N}\s\u{200E}\u{200F}]+)/) { "\($0.1)\u{200E}" }
    }
}
