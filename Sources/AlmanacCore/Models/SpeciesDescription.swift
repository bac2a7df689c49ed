import Foundation

/// The paragraph a species' detail opens with, from whatever SWAPI knows: "Members of the
/// Wookie species speak Shyriiwook. The Wookie can be identified by their height, typically
/// 210 cm. … Their average lifespan is 400 years." Unknown parts are left out; figures are
/// written in the user's locale ("1,000 years", "1.000 Jahre").
public enum SpeciesDescription {
    public static func paragraph(for species: Species, locale: Locale = UserLocale.formatting) -> String? {
        var sentences: [String] = []
        if let language = species.language {
            sentences.append(tr("Members of the {species} species speak {language}.", ["species": species.name, "language": language]))
        }
        if let height = species.averageHeight.value {
            sentences.append(tr("The {species} can be identified by their height, typically {height} cm.",
                                  ["species": species.name, "height": Formats.number(height, locale: locale)]))
        }
        let looks = [(tr("{colours} hair"), species.hairColors), (tr("{colours} eyes"), species.eyeColors),
                     (tr("{colours} skin"), species.skinColors)]
            .compactMap { part, colours -> String? in
                guard let list = colours.value, !list.isEmpty else { return nil }
                return part.replacingOccurrences(of: "{colours}", with: alternatives(list))
            }
        if !looks.isEmpty {
            sentences.append(tr("Look for {features}.", ["features": conjunction(looks)]))
        }
        if let lifespan = lifespan(species, locale: locale) {
            sentences.append(tr("Their average lifespan is {lifespan}.", ["lifespan": lifespan]))
        }
        return sentences.isEmpty ? nil : sentences.joined(separator: " ")
    }

    /// "400 years" for a figure; a word such as "indefinite" as it is; nil when unknown.
    public static func lifespan(_ species: Species, locale: Locale = UserLocale.formatting) -> String? {
        switch species.averageLifespan {
        case .value(let years): years == 1 ? tr("{number} year", ["number": Formats.number(years, locale: locale)])
            : tr("{number} years", ["number": Formats.number(years, locale: locale)])
        case .other(let word): word
        case .notApplicable, .unknown: nil
        }
    }

    /// "black", "black or brown", "blue, green or yellow".
    private static func alternatives(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + tr(" or ") + items[items.count - 1]
    }

    /// "a", "a and b", "a, b and c".
    private static func conjunction(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + tr(" and ") + items[items.count - 1]
    }
}
