import AlmanacCore
import Foundation
import Testing

/// Compare: facts lined up by what they are, numbers apart from their years, missing values
/// said, at most four items of one collection.
@Suite struct ComparisonTests {
    let data = BundledData(directory: AppFiles.compiledSourceRoot.appending(path: "data"))
    let english = Locale(identifier: "en_US")

    func country(_ code: String) throws -> Detail {
        try #require(try data.countries().value.records.first { $0.code == code }).detail(locale: english)
    }

    /// A country the data says little about: a currency and its code.
    func sparseCountry() throws -> Detail {
        let json = #"[{"name": {"common": "Testland"}, "cca2": "TL", "currencies": {"EUR": {"name": "Euro", "symbol": "€"}}}]"#
        return try #require(try DataDecoder.decode(Records<Country>.self, from: Data(json.utf8), file: "t.json").value.records.first)
            .detail(locale: english)
    }

    @Test func factsLineUpByWhatTheyAreWithEachNumbersYearApart() throws {
        let comparison = Comparison([try country("KE"), try country("TZ")])
        let population = try #require(comparison.rows.first { $0.key == "population" })
        #expect(population.label == "Population" && population.isFigure)
        guard case .value(let amount, let year?) = population.cells[0] else { Issue.record("no year"); return }
        #expect(amount.allSatisfy { $0.isNumber || $0 == "," } && year.count == 4)
        #expect(comparison.rows.first { $0.key == "area" }?.isFigure == true)
        #expect(comparison.rows.first { $0.key == "region" }?.isFigure == false)
        #expect(comparison.spoken(row: comparison.rows.firstIndex(of: population) ?? 0, column: 1)
            .hasPrefix("Population, Tanzania: "))
    }

    @Test func aFactOneItemLacksIsMarkedMissingWhereTheOthersHaveIt() throws {
        let comparison = Comparison([try sparseCountry(), try country("KE")])
        // The sparse country's two facts first would put Kenya's capital last; it stays first.
        #expect(comparison.rows.map(\.key).prefix(2) == ["capital", "population"])
        #expect(comparison.rows.map(\.key).suffix(1) == ["codes"])
        let capital = try #require(comparison.rows.first)
        #expect(capital.cells[0] == .missing)
        #expect(comparison.spoken(row: 0, column: 0) == "Capital, Testland: missing")
        #expect(comparison.rows.first { $0.key == "currency" }?.cells.contains(.missing) == false)
    }

    @Test func itTakesUpToFourItemsOfOneCollectionEachOnce() throws {
        let kenya = try country("KE")
        var comparison = Comparison([kenya])
        #expect(comparison.adding(kenya) == nil)
        let species = Detail(address: ItemAddress(kind: .species, key: "1"), title: "Human")
        #expect(comparison.adding(species) == nil)
        for code in ["TZ", "UG", "RW"] {
            comparison = try #require(comparison.adding(try country(code)))
        }
        #expect(comparison.items.count == Comparison.itemLimit)
        #expect(comparison.adding(try country("BI")) == nil)
        #expect(comparison.removing(column: 0).items.map(\.title) == ["Tanzania", "Uganda", "Rwanda"])
    }

    @Test func aSpeciesLifespanInYearsIsAFigureLikeItsHeight() throws {
        let species = try data.species().value.results
        let details = try ["Wookie", "Hutt"].map { name in
            try #require(species.first { $0.name == name }).detail(references: StarWarsReferences(planets: [], films: []), locale: english)
        }
        let comparison = Comparison(details)
        #expect(comparison.rows.first { $0.key == "height" }?.isFigure == true)
        #expect(comparison.rows.first { $0.key == "lifespan" }?.isFigure == true)
        #expect(comparison.rows.first { $0.key == "classification" }?.isFigure == false)
    }
}
