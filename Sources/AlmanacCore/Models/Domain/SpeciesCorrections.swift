/// Where SWAPI contradicts Star Wars canon, the canonical fact: a small table, each entry with
/// its source, applied to bundled and live species alike (by the species' path, the same on
/// every SWAPI host) when the record is the one the entry was written for: SWAPI's name for the
/// species, and the wrong value in each field it puts right. Another server's species at that
/// path, or SWAPI once it is put right, is left as it is. The detail says what was corrected;
/// nothing is changed silently.
enum SpeciesCorrections {
    /// A field's value as SWAPI gives it, and canon's.
    struct Fix {
        let wrong: String
        let right: String
    }

    struct Correction {
        /// SWAPI's name for the species.
        let name: String
        var classification: Fix?
        var designation: Fix?
        var language: Fix?
        /// The canonical spelling where SWAPI's differs: search finds the species by it.
        var otherNames: [String] = []
        /// What was corrected, for the detail, in the user's language; nil when only a name is added.
        var note: (@Sendable () -> String)?

        /// Whether every field it puts right holds the wrong value here.
        func fits(classification: String?, designation: String?, language: String?) -> Bool {
            [(self.classification, classification), (self.designation, designation), (self.language, language)]
                .allSatisfy { fix, value in fix.map { $0.wrong == value } ?? true }
        }
    }

    /// The correction for the record at `path` named `name` whose fields say these values, if
    /// it is the record the correction was written for.
    static func correction(forPath path: String, name: String, classification: String?, designation: String?,
                           language: String?) -> Correction? {
        table[path].flatMap { correction in
            correction.name == name && correction.fits(classification: classification, designation: designation,
                                                       language: language) ? correction : nil
        }
    }

    private static let table: [String: Correction] = [
        // Canon spells the species "Wookiee" (the films' credits, Wookieepedia's "Wookiee").
        "/api/species/3": Correction(name: "Wookie", otherNames: ["Wookiee"]),
        // SWAPI swaps the two fields: its designation is "reptilian", its classification
        // "sentient"; every other species it lists is designated "sentient" (Wookieepedia: Rodians
        // are reptilian humanoids).
        "/api/species/4": Correction(name: "Rodian", classification: Fix(wrong: "sentient", right: "reptilian"),
                                     designation: Fix(wrong: "reptilian", right: "sentient"),
                                     note: { tr("SWAPI gives the classification and the designation the other way round") }),
        // Neimoidia is a planet (the species' home world; SWAPI's own homeworld for them is its
        // colony Cato Neimoidia), not a language: theirs is Neimoidian. Canon spells the
        // species Neimoidian.
        "/api/species/11": Correction(name: "Neimodian", language: Fix(wrong: "Neimoidia", right: "Neimoidian"),
                                      otherNames: ["Neimoidian"],
                                      note: { tr("SWAPI gives a planet, Neimoidia, as their language; canon spells the name Neimoidian") }),
    ]
}
