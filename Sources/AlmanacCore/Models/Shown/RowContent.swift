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

    /// The row as a screen reader says it: its texts in the order they are read on screen
    /// (title, figure, subtitle), joined by commas, which a voice reads as pauses; so are the
    /// dots between a subtitle's parts.
    public var spoken: String {
        [title, trailing, subtitle.map(Detail.Fact.withPauses)]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

extension Country {
    /// Flag, name and capital.
    public var rowContent: RowContent {
        RowContent(title: name, subtitle: capitals.joined(separator: ", "), picture: FlagFiles.picture(forCountryCode: code, countryName: name))
    }
}

extension Species {
    /// Name, then "classification · language"; a language named as the species is (Aleena's
    /// "Aleena", Besalisk's "besalisk") says nothing the title does not, and is left out.
    public var rowContent: RowContent {
        let otherLanguage = language.flatMap { Folding.fold($0) == Folding.fold(name) ? nil : $0 }
        return RowContent(title: name, subtitle: [classification, otherLanguage].compactMap { $0 }.joined(separator: " · "))
    }
}

extension Loan {
    /// Name; country and use; the amount ("$750").
    public func rowContent(locale: Locale = UserLocale.formatting) -> RowContent {
        RowContent(title: name, subtitle: subtitle, trailing: loanAmount.map { Formats.dollars($0, locale: locale) })
    }

    /// "Kenya · to buy seeds": what its row says under the name, and what search looks at.
    var subtitle: String { [location.country, use].compactMap { $0 }.joined(separator: " · ") }
}

extension Animal {
    /// Picture and name.
    public func rowContent(imageDirectory: URL) -> RowContent {
        RowContent(title: name, picture: detail(imageDirectory: imageDirectory).picture)
    }
}
