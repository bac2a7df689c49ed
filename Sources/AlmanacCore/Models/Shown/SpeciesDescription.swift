import Foundation

/// The paragraph a species' detail opens with, from SWAPI's figures: "A typical Wookie is
/// 210 cm tall. Its average lifespan is 400 years." Figures are written in the user's locale
/// ("1.000 Jahre"); SWAPI's words (colours, languages) are not spliced into sentences — the
/// facts list them as values. Nil when no figure is known.
public enum SpeciesDescription {
    public static func paragraph(for species: Species, locale: Locale = UserLocale.formatting) -> String? {
        // "Yoda's species" names the species by one of its people: it takes no article.
        let namedByAPerson = species.name.contains("'s ")
        var sentences: [String] = []
        if let height = species.averageHeight.value {
            let values = ["species": species.name, "height": Formats.number(height, locale: locale)]
            sentences.append(namedByAPerson
                ? tr("A typical member of {species} is {height} cm tall.", values)
                : tr("A typical {species} is {height} cm tall.", values))
        }
        if let lifespan = lifespan(species, locale: locale), species.averageLifespan.isFigureOrKnownWord {
            let values = ["species": species.name, "lifespan": lifespan]
            // After the height, "its" is the typical one; alone, the sentence names the species.
            sentences.append(!sentences.isEmpty ? tr("Its average lifespan is {lifespan}.", values)
                : namedByAPerson ? tr("The average lifespan of {species} is {lifespan}.", values)
                : tr("The average lifespan of the {species} is {lifespan}.", values))
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// "400 years" for a figure; a word SWAPI uses ("indefinite") in the user's language, another
    /// word as it is; nil when unknown.
    public static func lifespan(_ species: Species, locale: Locale = UserLocale.formatting) -> String? {
        switch species.averageLifespan {
        case .value(let years):
            trn("{number} year", "{number} years", Formats.pluralCount(years), ["number": Formats.number(years, locale: locale)])
        case .other(let word): lifespanWords.contains(word) ? tr(word) : word
        case .notApplicable, .unknown: nil
        }
    }

    /// The words SWAPI gives for a lifespan without a figure, translated.
    fileprivate static let lifespanWords: Set<String> = [N_("indefinite")]
}

extension Reported<Double> {
    /// A figure, or a word Almanac translates: what a sentence can hold.
    fileprivate var isFigureOrKnownWord: Bool {
        switch self {
        case .value: true
        case .other(let word): SpeciesDescription.lifespanWords.contains(word)
        case .notApplicable, .unknown: false
        }
    }
}
