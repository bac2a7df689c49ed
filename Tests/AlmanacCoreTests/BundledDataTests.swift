@testable import AlmanacCore
import Foundation
import Testing

/// The files in data/, through the same decoders live data uses.
@Suite struct BundledDataTests {
    let bundled = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))

    @Test func countriesCoverISO3166() throws {
        let decoded = try bundled.countries()
        let countries = decoded.value.records
        #expect(decoded.issues == [])
        #expect(countries.count == 250, "ISO 3166-1's 249 and Kosovo")
        #expect(Set(countries.map(\.code)).count == 250)
        let kenya = try #require(countries.first { $0.code == "KE" })
        #expect(kenya.name == "Kenya")
        #expect(kenya.capitals == ["Nairobi"])
        #expect(kenya.languages == ["English", "Swahili"])
        #expect(kenya.currencies.map(\.code) == ["KES"])
        #expect((kenya.population ?? 0) > 1_000_000)
        #expect(countries.contains { $0.name == "Côte d'Ivoire" })
        #expect(countries.contains { $0.name == "Åland Islands" })
    }

    /// Official names as countries write them, not ISO list labels: no inverted form ("Congo,
    /// The Democratic Republic of the", "Korea, Republic of"), no lower-case article ("the State
    /// of Palestine"), no list note in brackets ("Falkland Islands (Malvinas)").
    @Test func officialNamesAreNamesNotListLabels() throws {
        let countries = try bundled.countries().value.records
        let labels = countries.compactMap(\.officialName).filter { name in
            name.first?.isLowercase == true || [", The", ", Republic of", ", Province of", "(Malvinas)", " part)"]
                .contains { name.contains($0) }
        }
        #expect(labels == [])
        #expect(countries.first { $0.code == "CD" }?.officialName == "Democratic Republic of the Congo")
        #expect(countries.first { $0.code == "MM" }?.officialName == "Republic of the Union of Myanmar")
    }

    /// Subregions are the UN geoscheme's: the western Balkans are in Southern Europe.
    @Test func subregionsAreTheUNGeoschemes() throws {
        let countries = try bundled.countries().value.records
        for code in ["RS", "ME", "BA", "AL", "MK", "XK"] {
            #expect(countries.first { $0.code == code }?.subregion == "Southern Europe", "\(code)")
        }
    }

    /// The names shown in the list are the ones readers use, not ISO list labels: no note in
    /// brackets (but the Cocos (Keeling) Islands' own), no formal name where a short one is
    /// usual; the ISO name is still found as another name.
    @Test func shownNamesAreCommonNames() throws {
        let countries = try bundled.countries().value.records
        #expect(countries.filter { $0.name.contains("(") && $0.code != "CC" }.map(\.name) == [])
        let russia = try #require(countries.first { $0.code == "RU" })
        #expect(russia.name == "Russia")
        #expect(russia.otherNames.contains("Russian Federation"))
        #expect(countries.first { $0.code == "VA" }?.name == "Vatican City")
        #expect(countries.first { $0.code == "BN" }?.name == "Brunei")
    }

    /// Every currency shown is in ISO 4217's current list as Debian's iso-codes carries it (it
    /// drops withdrawn codes), but those newer than the iso-codes installed, each with the date
    /// ISO added it.
    @Test func everyCurrencyIsInISO4217sCurrentList() throws {
        let file = try #require(SystemData(environment: [:]).isoCodes("iso_4217.json"), "package iso-codes")
        struct List: Decodable {
            struct Entry: Decodable { let alpha_3: String }
            let entries: [Entry]
            enum CodingKeys: String, CodingKey { case entries = "4217" }
        }
        let current = Set(try JSONDecoder().decode(List.self, from: Data(contentsOf: file)).entries.map(\.alpha_3))
        let newer = ["ZWG": "2024-06", "XCG": "2025-03"].filter { !current.contains($0.key) }
        let shown = Set(try bundled.countries().value.records.flatMap { $0.currencies.map(\.code) })
        #expect(shown.subtracting(current).subtracting(newer.keys).sorted() == [])
    }

    /// Kosovo, which ISO 3166-1 does not list, as REST Countries does (XK).
    @Test func kosovoIsListed() throws {
        let kosovo = try #require(try bundled.countries().value.records.first { $0.code == "XK" })
        #expect(kosovo.name == "Kosovo")
        #expect(kosovo.capitals == ["Pristina"])
        #expect(kosovo.languages == ["Albanian", "Serbian"])
        #expect(kosovo.currencies.map(\.code) == ["EUR"])
        #expect((kosovo.population ?? 0) > 1_000_000)
        if FileManager.default.fileExists(atPath: FlagFiles.directory) {
            #expect(FlagFiles.path(forCountryCode: "XK") == nil, "iso-flags-svg has no file for it: the placeholder, at once")
            #expect(FlagFiles.path(forCountryCode: "KE") != nil)
        }
    }

    /// Where a country has several capitals, each is listed with what it is the seat of.
    @Test func severalCapitalsComeWithTheirRoles() throws {
        let countries = Dictionary(uniqueKeysWithValues: try bundled.countries().value.records.compactMap { country in
            country.code.map { ($0, country) }
        })
        func capitals(_ code: String) -> [String] {
            guard let country = countries[code] else { return [] }
            return zip(country.capitals, country.capitalRoles).map { "\($0) \($1.map(\.rawValue))" }
        }
        #expect(capitals("LK") == ["Sri Jayawardenepura Kotte [\"legislative\"]", "Colombo [\"executive\"]"])
        #expect(capitals("BO") == ["Sucre [\"constitutional\"]", "La Paz [\"seat-of-government\"]"])
        #expect(capitals("ZA") == ["Pretoria [\"executive\"]", "Cape Town [\"legislative\"]", "Bloemfontein [\"judicial\"]"])
        #expect(capitals("SZ") == ["Mbabane [\"administrative\"]", "Lobamba [\"royal\", \"legislative\"]"])
        #expect(countries["HK"]?.capitals == [], "Hong Kong is a city: \"City of Victoria\" is no capital a reader knows")
        #expect(countries["VA"]?.capitals == ["Vatican City"])
        let unexplained = countries.values.filter { $0.capitals.count > 1 && $0.capitalRoles.contains { $0.isEmpty } }
        #expect(unexplained.map(\.name) == [])
    }

    /// Official languages as of 2026-11: every inhabited country has at least one.
    @Test func everyInhabitedCountryHasItsOfficialLanguages() throws {
        let countries = Dictionary(uniqueKeysWithValues: try bundled.countries().value.records.compactMap { country in
            country.code.map { ($0, country) }
        })
        let without = countries.values.filter { $0.languages.isEmpty && ($0.population ?? 0) > 0 }
        #expect(without.map(\.name) == [])
        #expect(countries["AF"]?.languages == ["Dari", "Pushto"])
        #expect(countries["CZ"]?.languages == ["Czech"], "Slovak is not official in Czechia")
        #expect(countries["ML"]?.languages.contains("French") == false, "Mali's 2023 constitution")
        #expect(countries["ML"]?.languages.contains("Bambara") == true)
        #expect(countries["MY"]?.languages == ["Malay"])
        #expect(countries["RS"]?.languages == ["Serbian"])
        #expect(countries["ME"]?.languages == ["Montenegrin"])
        #expect(countries["ZA"]?.languages.count == 12)
        #expect(countries["ZW"]?.languages.count == 16, "Zimbabwe's constitution of 2013")
        #expect(countries["VA"]?.languages.contains("Latin") == true)
        #expect(countries["ER"]?.languages.contains("Tigrinya") == true)
        #expect(countries["CW"]?.languages.contains("English") == true)
    }

    @Test func everyCountryHasAFlagInIsoFlagsSvg() throws {
        let folder = "/usr/share/iso-flags-svg/country-4x3"
        try #require(FileManager.default.fileExists(atPath: folder), "package iso-flags-svg")
        let missing = try bundled.countries().value.records
            .filter { !FileManager.default.fileExists(atPath: "\(folder)/\($0.id.lowercased()).svg") }
        #expect(missing.map(\.id) == ["XK"], "iso-flags-svg has no flag for Kosovo (no ISO 3166-1 code): a placeholder")
    }

    @Test func allThirtySevenSpecies() throws {
        let decoded = try bundled.species()
        #expect(decoded.issues == [])
        #expect(decoded.value.count == 37)
        #expect(decoded.value.results.count == 37)
        #expect(decoded.value.next == nil)
        let wookie = try #require(decoded.value.results.first { $0.name == "Wookie" })
        #expect(wookie.language == "Shyriiwook")
        #expect(wookie.averageHeight == .value(210))
        #expect(wookie.averageLifespan == .value(400))
        #expect(wookie.hairColors == .value(["black", "brown"]))
        #expect(wookie.created != nil)
        let droid = try #require(decoded.value.results.first { $0.name == "Droid" })
        #expect(droid.averageLifespan == .other("indefinite"))
        #expect(droid.averageHeight == .notApplicable)
        #expect(droid.homeworld == nil)
        #expect(droid.language == nil)
    }

    @Test func speciesReferencesNameEveryHomeworldAndFilm() throws {
        let references = try bundled.starWarsReferences()
        for species in try bundled.species().value.results {
            if let homeworld = species.homeworld {
                #expect(references.planetName(homeworld) != nil, "\(species.name)'s homeworld")
            }
            for film in species.films {
                #expect(references.filmTitle(film) != nil, "\(species.name)'s film \(film)")
            }
        }
        #expect(references.planetName("https://swapi.dev/api/planets/14/") == "Kashyyyk")
        #expect(references.planetName("http://swapi.example/api/planets/14") == "Kashyyyk", "any mirror")
    }

    @Test func sampleLoans() throws {
        let decoded = try bundled.loans()
        #expect(decoded.issues == [])
        let loans = decoded.value.loans
        #expect(loans.count >= 20)
        #expect(loans.allSatisfy { $0.loanAmount != nil && $0.location.countryCode?.count == 2 })
        let countries = Set(try bundled.countries().value.records.map(\.code))
        #expect(loans.compactMap(\.location.countryCode).allSatisfy(countries.contains))
    }

    @Test func twentyEightAnimalsWithPictures() throws {
        let decoded = try bundled.animals()
        let animals = decoded.value.records
        #expect(decoded.issues == [])
        #expect(animals.count == 28)
        for name in ["Bear", "Black Swan", "Manatee", "Tasmanian Devil", "Whale Shark", "Wombat"] {
            #expect(animals.contains { $0.name == name }, "\(name)")
        }
        for animal in animals {
            #expect(DataWords.animals.contains(animal.name), "\(animal.name) is marked for translation")
            let image = try #require(animal.image)
            #expect(FileManager.default.fileExists(atPath: bundled.directory.appending(path: image).path), "\(animal.name)'s picture")
        }
    }

    @Test func missingFileNamesTheFile() {
        let empty = BundledData(directory: URL(filePath: "/nonexistent"))
        #expect(throws: DataFileError(file: "countries.json", problem: "no such file (/nonexistent/countries.json)")) {
            try empty.countries()
        }
    }
}
