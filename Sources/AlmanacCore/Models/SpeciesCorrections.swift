/// Where SWAPI contradicts Star Wars canon, the canonical fact: a small table, each entry with
/// its source, applied to bundled and live species alike (by the species' path, the same on
/// every SWAPI host). The detail says what was corrected; nothing is changed silently.
enum SpeciesCorrections {
    struct Correction {
        var classification: String?
        var designation: String?
        var language: String?
        /// The canonical spelling where SWAPI's differs: search finds the species by it.
        var otherNames: [String] = []
        /// What was corrected, for the detail, in the user's language; nil when only a name is added.
        var note: (@Sendable () -> String)?
    }

    static func correction(forPath path: String) -> Correction? { table[path] }

    private static let table: [String: Correction] = [
        // Canon spells the species "Wookiee" (the films' credits, Wookieepedia's "Wookiee").
        "/api/species/3": Correction(otherNames: ["Wookiee"]),
        // SWAPI swaps the two fields: its designation is "reptilian", its classification
        // "sentient"; every other species it lists is designated "sentient" (Wookieepedia: Rodians
        // are reptilian humanoids).
        "/api/species/4": Correction(classification: "reptilian", designation: "sentient",
                                     note: { tr("SWAPI gives the classification and the designation the other way round") }),
        // Neimoidia is a planet (the species' home world; SWAPI's own homeworld for them is its
        // colony Cato Neimoidia), not a language: theirs is Neimoidian. Canon spells the
        // species Neimoidian.
        "/api/species/11": Correction(language: "Neimoidian", otherNames: ["Neimoidian"],
                                      note: { tr("SWAPI gives a planet, Neimoidia, as their language; canon spells the name Neimoidian") }),
    ]
}
