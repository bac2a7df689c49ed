import Foundation

/// What one row of a list shows: a title, an optional second line, an optional trailing figure
/// and an optional picture.
public struct RowContent: Equatable, Sendable {
    public let title: String
    public var subtitle: String?
    public var trailing: String?
    /// A picture file, relative to the data directory.
    public var image: String?

    public init(title: String, subtitle: String? = nil, trailing: String? = nil, image: String? = nil) {
        self.title = title
        self.subtitle = subtitle.flatMap { $0.isEmpty ? nil : $0 }
        self.trailing = trailing
        self.image = image
    }
}

extension Country {
    /// Name and capital.
    public var rowContent: RowContent { RowContent(title: name, subtitle: capitals.joined(separator: ", ")) }
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
    public var rowContent: RowContent { RowContent(title: name, image: image) }
}

/// Figures written the way the user's locale writes them.
public enum Formats {
    /// US dollars, without cents when whole: "$750", "$1,200", "$12.50" (in English).
    public static func dollars(_ amount: Double, locale: Locale = .current) -> String {
        let whole = amount.rounded() == amount
        return amount.formatted(.currency(code: "USD").locale(locale).precision(.fractionLength(whole ? 0 : 2)))
    }
}
