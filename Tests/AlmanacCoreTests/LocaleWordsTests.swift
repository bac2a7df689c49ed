import AlmanacCore
import Foundation
import Testing

/// Figures in one system of digits per locale, and lists that never splice an English word
/// into another language's grammar.
@Suite struct LocaleWordsTests {
    let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))

    /// Placeholders are filled once, wherever a translation moved them; braces that name no
    /// value, and braces inside a value, stay as they are.
    @Test func placeholdersAreFilledInOnePass() {
        #expect(tr("{position} of {count}", ["position": "3", "count": "250"]) == "3 of 250")
        #expect(trn("{count} loan added", "{count} loans added", 2, ["count": "{count}"]) == "{count} loans added")
        #expect(tr("{a}{b} {unknown} {", ["a": "{b}", "b": "x"]) == "{b}x {unknown} {")
        #expect(tr("Searching “{query}”", ["query": "}{query}"]) == "Searching “}{query}”")
    }

    @Test func aYearInTheLocalesDigitsWithoutGrouping() {
        #expect(Formats.year(2025, locale: Locale(identifier: "en_US")) == "2025")
        #expect(Formats.year(2025, locale: Locale(identifier: "de_DE")) == "2025")
        #expect(Formats.year(2025, locale: Locale(identifier: "ar_EG")) == "٢٠٢٥")
    }

    /// Arabic-Indic digits in the figure and in its year: no Latin digit in the line.
    @Test func aPopulationAndItsYearInOneSystemOfDigits() throws {
        let kenya = try #require(try data.countries().value.records.first { $0.code == "KE" })
        let population = try #require(kenya.detail(locale: Locale(identifier: "ar_EG")).facts.first { $0.label == "Population" })
        #expect(!population.value.contains { $0.isASCII && $0.isNumber }, "\(population.value)")
        #expect(population.value.contains("(٢٠"))
    }

    @Test func translatedWordsAreJoinedAsTheLocaleJoinsAList() {
        #expect(DataWords.joined([("Englisch", true), ("Swahili", true)], locale: Locale(identifier: "de_DE"))
            == "Englisch und Swahili")
        #expect(DataWords.joined([("English", false), ("Swahili", false)], locale: Locale(identifier: "en_US"))
            == "English and Swahili")
    }

    @Test func anUntranslatedWordIsSetApartNotSplicedIntoAnotherGrammar() {
        #expect(DataWords.joined([("английский", true), ("Swahili", false)], locale: Locale(identifier: "ru_RU"))
            == "английский · Swahili")
        #expect(DataWords.joined([("Xhosa", false), ("Zulu", false)], locale: Locale(identifier: "zh_CN")) == "Xhosa · Zulu")
    }
}
