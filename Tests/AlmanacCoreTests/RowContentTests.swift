import AlmanacCore
import Foundation
import Testing

@Suite struct RowContentTests {
    let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))

    @Test func dollarsInTheUsersLocale() {
        #expect(Formats.dollars(750, locale: Locale(identifier: "en_US")) == "$750")
        #expect(Formats.dollars(1_200, locale: Locale(identifier: "en_US")) == "$1,200")
        #expect(Formats.dollars(12.5, locale: Locale(identifier: "en_US")) == "$12.50")
        let german = Formats.dollars(1_200, locale: Locale(identifier: "de_DE"))
        #expect(german.hasPrefix("1.200") && german.hasSuffix("$"), "\(german)")
        // Arabic writes "US$" after the figure; a left-to-right mark keeps it from being shown "$US".
        let arabic = Formats.dollars(400, locale: Locale(identifier: "ar_EG"))
        #expect(arabic.hasSuffix("US$\u{200E}") && arabic.contains("٤٠٠"), "\(arabic.unicodeScalars.map { String($0.value, radix: 16) })")
        #expect(Formats.dollars(400, locale: Locale(identifier: "he_IL")).hasSuffix("$"), "no mark after a lone symbol")
    }

    @Test func countryRowShowsNameAndCapital() throws {
        let kenya = try #require(try data.countries().value.records.first { $0.code == "KE" })
        #expect(kenya.rowContent == RowContent(title: "Kenya", subtitle: "Nairobi",
                                               picture: FlagFiles.picture(forCountryCode: "KE", countryName: "Kenya")))
    }

    @Test func speciesRowShowsClassificationAndLanguage() throws {
        let wookie = try #require(try data.species().value.results.first { $0.name == "Wookie" })
        #expect(wookie.rowContent == RowContent(title: "Wookie", subtitle: "mammal · Shyriiwook"))
        let droid = try #require(try data.species().value.results.first { $0.name == "Droid" })
        #expect(droid.rowContent.subtitle == "artificial", "no language: nothing after the dot")
    }

    @Test func aSpeciesRowLeavesOutALanguageNamedAsTheSpeciesIs() throws {
        let species = try data.species().value.results
        let aleena = try #require(species.first { $0.name == "Aleena" })
        #expect(aleena.language == "Aleena")
        #expect(aleena.rowContent.subtitle == "reptile")
        let besalisk = try #require(species.first { $0.name == "Besalisk" })
        #expect(besalisk.rowContent.subtitle == "amphibian", "the same name in another case")
        let chagrian = try #require(species.first { $0.name == "Chagrian" })
        #expect(chagrian.rowContent.subtitle == "amphibian · Chagria", "a language of another name stays")
    }

    @Test func aRowIsSpokenAsItsTextsWithPausesForTheDots() throws {
        let wookie = try #require(try data.species().value.results.first { $0.name == "Wookie" })
        #expect(wookie.rowContent.spoken == "Wookie, mammal, Shyriiwook")
        #expect(RowContent(title: "Abebe", subtitle: "Ethiopia · beehives", trailing: "$400").spoken == "Abebe, $400, Ethiopia, beehives")
        #expect(RowContent(title: "Antarctica").spoken == "Antarctica")
    }

    @Test func loanRowShowsCountryUseAndAmount() throws {
        let amina = try #require(try data.loans().value.loans.first { $0.name == "Amina" })
        let content = amina.rowContent(locale: Locale(identifier: "en_US"))
        #expect(content.title == "Amina")
        #expect(content.subtitle?.hasPrefix("Kenya · to buy a dairy cow") == true)
        #expect(content.trailing == "$750")
    }

    @Test func animalRowShowsItsPicture() throws {
        let bear = try #require(try data.animals().value.records.first { $0.name == "Bear" })
        let folder = URL(filePath: "/data")
        #expect(bear.rowContent(imageDirectory: folder) ==
                RowContent(title: "Bear", picture: Detail.Picture(file: "/data/animals/bear.svg", aspectRatio: 1, description: "Bear")))
    }
}

@Suite struct MonthTextTests {
    @Test func aMonthIsWrittenWithItsYearInTheUsersLanguage() {
        #expect(Formats.month(BundledData.countriesAsOf, locale: Locale(identifier: "en_US")) == "November 2026")
        #expect(Formats.month(BundledData.countriesAsOf, locale: Locale(identifier: "fr_FR")) == "novembre 2026")
    }
}

@Suite struct ShortenedTextTests {
    @Test func shortTextStaysAsItIs() {
        #expect(Formats.shortened("kenya") == "kenya")
        #expect(Formats.shortened(String(repeating: "x", count: 60)) == String(repeating: "x", count: 60))
    }

    @Test func longTextEndsInAnEllipsisAtTheLimit() {
        let shortened = Formats.shortened(String(repeating: "x", count: 120_000))
        #expect(shortened.count == 60)
        #expect(shortened.hasSuffix("x…"))
        #expect(Formats.shortened("Côte d'Ivoire", to: 5) == "Côte…")
    }
}
