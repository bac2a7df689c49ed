@testable import AlmanacCore
import Testing

/// The index in each locale is ICU's alphabetic index: its letters, and where names go.
@Suite struct AlphabetTests {
    func collator(_ locale: String) throws -> Collator { try #require(Collator(localeIdentifier: locale)) }

    func sections(_ names: [String], in locale: String) throws -> [String: [String]] {
        let collection = IndexedCollection(names, collator: try collator(locale), name: { $0 })
        return Dictionary(uniqueKeysWithValues: collection.sections.map { ($0.title, Array(collection.items[$0.range])) })
    }

    static let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }

    /// Each locale's own letters, as ICU labels them, come first.
    @Test(arguments: [
        ("ru_RU", "А Б В Г Д Е Ж З И Й К Л М Н О П Р С Т У Ф Х Ц Ч Ш Щ Ы Э Ю Я"),
        ("el_GR", "Α Β Γ Δ Ε Ζ Η Θ Ι Κ Λ Μ Ν Ξ Ο Π Ρ Σ Τ Υ Φ Χ Ψ Ω"),
        ("ja_JP", "あ か さ た な は ま や ら わ"),
        ("ko_KR", "ㄱ ㄴ ㄷ ㄹ ㅁ ㅂ ㅅ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ"),
        ("ar_EG", "ا ب ت ث ج ح خ د ذ ر ز س ش ص ض ط ظ ع غ ف ق ك ل م ن ه و ي"),
        ("he_IL", "א ב ג ד ה ו ז ח ט י כ ל מ נ ס ע פ צ ק ר ש ת"),
    ])
    func aLocalesOwnLettersThenLatinThenOthersThenDigits(locale: String, letters: String) throws {
        let alphabet = try collator(locale).alphabet
        let own = letters.split(separator: " ").map(String.init)
        #expect(alphabet.nativeCount == own.count)
        #expect(alphabet.titles == own + Self.latin + ["…", "#"])
    }

    @Test(arguments: ["en_US", "de_DE", "fr_FR", "zh_CN", "root"])
    func latinLettersAloneWhereTheyAreTheLocales(locale: String) throws {
        let alphabet = try collator(locale).alphabet
        #expect(alphabet.titles == Self.latin + ["…", "#"])
        #expect(alphabet.nativeLetters == 0..<26)
        #expect(alphabet.addedLetters.isEmpty)
    }

    @Test func swedishHasItsOwnLettersAfterZ() throws {
        let titles = try collator("sv_SE").alphabet.titles
        #expect(titles.suffix(5) == ["Å", "Ä", "Ö", "…", "#"])
        #expect(try sections(["Örebro", "Oslo", "Åmål"], in: "sv_SE") == ["O": ["Oslo"], "Å": ["Åmål"], "Ö": ["Örebro"]])
    }

    @Test func russianNamesUnderCyrillicLettersAndEnglishOnesAfter() throws {
        let collection = IndexedCollection(["Кения", "Ёлка", "Kenya", "Ангола", "1984", "ケニア"],
                                           collator: try collator("ru_RU"), name: { $0 })
        #expect(collection.sections.map(\.title) == ["А", "Е", "К", "K", "…", "#"])
        #expect(collection.items == ["Ангола", "Ёлка", "Кения", "Kenya", "ケニア", "1984"])
        // The strip: every Russian letter, then only the Latin ones that have names.
        #expect(collection.indexTitles.count == 30 + 1 + 2)
        #expect(collection.indexTitles.suffix(3) == ["K", "…", "#"])
    }

    @Test func withNoNameInTheLocalesScriptTheIndexIsTheLatinAlphabet() throws {
        let species = IndexedCollection(["Wookiee", "Ewok", "1138"], collator: try collator("ru_RU"), name: { $0 })
        #expect(species.indexTitles == Self.latin + ["#"])
        let japanese = IndexedCollection(["Yoda's species"], collator: try collator("ja_JP"), name: { $0 })
        #expect(japanese.indexTitles == Self.latin + ["#"])
    }

    @Test func typingALetterJumpsToTheSectionItIsFiledUnder() throws {
        let collection = IndexedCollection(["Кения", "Ангола", "Kenya", "1984"], collator: try collator("ru_RU"), name: { $0 })
        func title(_ typed: String) -> String? { collection.section(forIndexTitle: typed).map { collection.sections[$0].title } }
        #expect(title("к") == "К")
        #expect(title("k") == "K")
        #expect(title("7") == "#")
        #expect(collection.section(forIndexTitle: "к").map { collection.sections[$0].title } == "К")
        #expect(collection.section(forIndexTitle: "б").map { collection.sections[$0].title } == "К", "the next section")
    }

    @Test func aNameLeftInEnglishAmongGreekOnesIsUnderOtherScripts() throws {
        let greek = IndexedCollection(["Ελλάδα", "Χιλή", "Kosovo"], collator: try collator("el_GR"), name: { $0 },
                                      untranslated: { $0 == "Kosovo" })
        #expect(greek.sections.map(\.title) == ["Ε", "Χ", "…"])
        #expect(!greek.indexTitles.contains("K"), "no Latin letter for one name")
        func title(_ typed: String) -> String? { greek.section(forIndexTitle: typed).map { greek.sections[$0].title } }
        #expect(title("ω") == "Χ", "past the last Greek name: its section, not …")
        #expect(title("α") == "Ε")
        let german = IndexedCollection(["Griechenland", "Kosovo"], collator: try collator("de_DE"), name: { $0 },
                                       untranslated: { $0 == "Kosovo" })
        #expect(german.sections.map(\.title) == ["G", "K"], "a Latin alphabet files it under its letter")
    }

    @Test func countriesWithoutNamesInTheLanguageAreUnderOtherScriptsOnlyAmongTranslatedOnes() throws {
        let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))
        let greekNames = ["GR": "Ελλάδα", "KE": "Κένυα", "CL": "Χιλή"]
        func kosovoSection(_ catalog: Catalog) throws -> String? {
            let countries = try catalog.countries().collection
            return countries.sections.first { countries.items[$0.range].contains { $0.code == "XK" } }?.title
        }
        let greek = Catalog(data: data, collator: try collator("el_GR")) { greekNames[$0] }
        #expect(try kosovoSection(greek) == "…")
        let untranslated = Catalog(data: data, collator: try collator("el_GR"))
        #expect(try kosovoSection(untranslated) == "K", "with no Greek names at all, A–Z stand in")
    }

    @Test func japaneseKatakanaAndHiraganaUnderTheirKanaRow() throws {
        let filed = try sections(["ケニア", "かめ", "カナダ", "サモア", "Kenya", "Кения"], in: "ja_JP")
        #expect(Set(filed["か"] ?? []) == ["ケニア", "かめ", "カナダ"])
        #expect(filed["さ"] == ["サモア"])
        #expect(filed["K"] == ["Kenya"])
        #expect(filed["…"] == ["Кения"])
    }

    @Test func chineseByPinyin() throws {
        let filed = try sections(["肯尼亚", "中国", "Kenya", "阿富汗"], in: "zh_CN")
        #expect(Set(filed["K"] ?? []) == ["肯尼亚", "Kenya"])
        #expect(filed["Z"] == ["中国"])
        #expect(filed["A"] == ["阿富汗"])
    }

    @Test func koreanByInitialConsonant() throws {
        let filed = try sections(["케냐", "가나", "Kenya"], in: "ko_KR")
        #expect(filed["ㅋ"] == ["케냐"])
        #expect(filed["ㄱ"] == ["가나"])
        #expect(filed["K"] == ["Kenya"])
    }

    @Test func arabicNamesUnderArabicLetters() throws {
        let filed = try sections(["كينيا", "الأردن", "Kenya", "١٩٨٤"], in: "ar_EG")
        #expect(filed["ك"] == ["كينيا"])
        #expect(filed["ا"] == ["الأردن"])
        #expect(filed["K"] == ["Kenya"])
        #expect(filed["#"] == ["١٩٨٤"])
    }

    @Test func aTitleOrOneCharacterElseNothing() throws {
        let alphabet = try collator("en_US").alphabet
        #expect(alphabet.position(ofTitle: "…") == 26)
        #expect(alphabet.position(ofTitle: "AB") == nil)
        #expect(alphabet.position(ofTitle: "") == nil)
        #expect(alphabet.position(ofTitle: "é") == 4)
    }
}
