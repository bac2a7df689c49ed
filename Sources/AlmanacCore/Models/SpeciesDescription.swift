import Foundation

/// The paragraph a species' detail opens with, from SWAPI's figures: "The Wookie can be
/// identified by their height, typically 210 cm. Their average lifespan is 400 years." Figures
/// are written in the user's locale ("1.000 Jahre"); SWAPI's words (colours, languages) are not
/// spliced into sentences — the facts list them as values. Nil when no figure is known.
public enum SpeciesDescription {
    public static func paragraph(for species: Species, locale: Locale = UserLocale.formatting) -> String? {
        var sentences: [String] = []
        if let height = species.averageHeight.value {
            let values = ["species": species.name, "height": Formats.number(height, locale: locale)]
            // "Yoda's species" names the species by one of its people: it takes no article.
            sentences.append(species.name.contains("'s ")
                ? tr("{species} can be identified by their height, typically {height} cm.", values)
                : tr("The {species} can be identified by their height, typically {height} cm.", values))
        }
        if let lifespan = lifespan(species, locale: locale), species.averageLifespan.isFigureOrKnownWord {
            sentences.append(tr("Their average lifespan is {lifespan}.", ["lifespan": lifespan]))
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
