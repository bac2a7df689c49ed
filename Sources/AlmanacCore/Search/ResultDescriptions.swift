import Foundation

// The line under a result in the desktop's search: a few facts that tell items apart.

extension Country {
    /// "Nairobi · Africa": its capital and region, in the user's language where Almanac has it.
    public var resultDescription: String {
        [capitals.first, region.map(DataWords.region)].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

extension Species {
    /// "Mammal · Shyriiwook": its classification and language, as the list shows them.
    public var resultDescription: String { rowContent.subtitle ?? "" }
}

extension Loan {
    /// "Kenya · $750": its country and the amount asked.
    public func resultDescription(locale: Locale = UserLocale.formatting) -> String {
        [location.country, loanAmount.map { Formats.dollars($0, locale: locale) }].compactMap { $0 }
            .joined(separator: " · ")
    }
}
