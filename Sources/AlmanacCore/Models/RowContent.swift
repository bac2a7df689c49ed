import Foundation

/// What one row of a list shows: a title, an optional second line, an optional trailing figure
/// and an optional picture.
public struct RowContent: Equatable, Sendable {
    public let title: String
    public var subtitle: String?
    public var trailing: String?
    public var picture: Detail.Picture?

    public init(title: String, subtitle: String? = nil, trailing: String? = nil, picture: Detail.Picture? = nil) {
        self.title = title
        self.subtitle = subtitle.flatMap { $0.isEmpty ? nil : $0 }
        self.trailing = trailing
        self.picture = picture
    }
}

extension Country {
    /// Flag, name and capital.
    public var rowContent: RowContent {
        RowContent(title: name, subtitle: capitals.joined(separator: ", "), picture: FlagFiles.picture(forCountryCode: code, countryName: name))
    }
}

extension Species {
    /// Name, then "classification · language".
    public var rowContent: RowContent {
        RowContent(title: name, subtitle: [classification, language].compactMap { $0 }.joined(separator: " · "))
    }
}

extension Loan {
    /// Name; country and use; the amount ("$750").
    public func rowContent(locale: Locale = .current) -> RowContent {
        RowContent(title: name,
                   subtitle: [location.country, use].compactMap { $0 }.joined(separator: " · "),
                   trailing: loanAmount.map { Formats.dollars($0, locale: locale) })
    }
}

extension Animal {
    /// Picture and name.
    public func rowContent(imageDirectory: URL) -> RowContent {
        RowContent(title: name, picture: detail(imageDirectory: imageDirectory).picture)
    }
}

/// Figures written the way the user's locale writes them.
public enum Formats {
    /// "41,800,000" in English, "41.800.000" in German.
    public static func count(_ value: Int, locale: Locale = .current) -> String {
        value.formatted(.number.locale(locale))
    }

    /// "580,367 km²".
    public static func area(_ squareKilometres: Double, locale: Locale = .current) -> String {
        "\(squareKilometres.formatted(.number.precision(.fractionLength(0...1)).locale(locale))) km²"
    }

    /// "English and Swahili", "a, b, and c" — as the locale joins a list.
    public static func list(_ items: [String], locale: Locale = .current) -> String {
        items.formatted(.list(type: .and).locale(locale))
    }

    /// "10 Dec 2014" in English — the date alone, in the locale's medium style.
    public static func date(_ date: Date, locale: Locale = .current) -> String {
        date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: locale, timeZone: .gmt))
    }

    /// US dollars, without cents when whole: "$750", "$1,200", "$12.50" (in English).
    public static func dollars(_ amount: Double, locale: Locale = .current) -> String {
        let whole = amount.rounded() == amount
        return amount.formatted(.currency(code: "USD").locale(locale).precision(.fractionLength(whole ? 0 : 2)))
    }
}
