@testable import AlmanacCore
import Foundation
import Testing

/// JSONTestSuite's parsing cases (`../shared/corpus/jsontestsuite`: valid, invalid and
/// implementation-defined JSON) fed to every decoder Almanac has: each answers with a value or
/// a `DataFileError` that says what is wrong in Almanac's own words — never a crash, never an
/// empty message, never the parser's internals.
@Suite struct JSONTestSuiteTests {
    static let directory = Corpus.directory.deletingLastPathComponent().appending(path: "jsontestsuite")
    static var isPresent: Bool { FileManager.default.fileExists(atPath: directory.appending(path: "README.md").path) }

    static let endpoint = URL(string: "https://example.org/api")!

    /// Every decoder, by name: bundled files, then live answers.
    static let decoders = ["countries", "species", "loans", "animals", "planets", "films",
                           "REST Countries v5", "SWAPI", "Kiva GraphQL"]

    static func decode(_ data: Data, with decoder: String) throws(DataFileError) {
        switch decoder {
        case "countries": _ = try DataDecoder.decode(Records<Country>.self, from: data, file: "t.json")
        case "species": _ = try DataDecoder.decode(SWAPIPage<Species>.self, from: data, file: "t.json")
        case "loans": _ = try DataDecoder.decode(LoanPage.self, from: data, file: "t.json")
        case "animals": _ = try DataDecoder.decode(Records<Animal>.self, from: data, file: "t.json")
        case "planets": _ = try DataDecoder.decode(SWAPIPage<Planet>.self, from: data, file: "t.json")
        case "films": _ = try DataDecoder.decode(SWAPIPage<Film>.self, from: data, file: "t.json")
        case "REST Countries v5": _ = try CountrySource(endpoint: endpoint, apiKey: "k").decode(data, page: .first)
        case "SWAPI": _ = try SpeciesSource(endpoint: endpoint).decode(data, page: .first)
        default: _ = try KivaLoanSource(endpoint: endpoint).decode(data, page: .offset(0))
        }
    }

    static func cases() -> [String] {
        guard isPresent, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// Skipped, saying so, where the suite is not; under CI (which has it) its absence fails.
    @Test(.enabled(if: isPresent || Corpus.underCI, "JSONTestSuite (../shared/corpus/jsontestsuite) is not here"))
    func theSuiteIsThere() {
        #expect(Self.isPresent, "JSONTestSuite is not at \(Self.directory.path)")
        #expect(Self.cases().count > 300)
    }

    @Test(.enabled(if: isPresent, "JSONTestSuite (../shared/corpus/jsontestsuite) is not here"),
          arguments: cases())
    func everyDecoderAnswersEveryCase(name: String) throws {
        let data = try Data(contentsOf: Self.directory.appending(path: name))
        for decoder in Self.decoders {
            do throws(DataFileError) {
                try Self.decode(data, with: decoder)  // a value ("[]" is an empty list of countries)
            } catch {
                #expect(!error.problem.isEmpty, "\(decoder) on \(name)")
                for word in Self.parserWords {
                    #expect(!"\(error)".contains(word), "\(decoder) on \(name): \(error)")
                }
            }
        }
    }

    /// Words of Foundation's and Swift's own error descriptions, which people should not read.
    static let parserWords = ["Optional(", "character", "Debug description", "JSON parse", "Expected to decode",
                              "Swift", "Array<", "Dictionary<", "Data was corrupted", "Unexpected", "Invalid", "Error Domain"]

    /// The syntax locator agrees with the suite: every case that must be accepted has no problem,
    /// every one that must be refused (and is UTF-8 text; the decoder refuses the rest first) has one.
    @Test(.enabled(if: isPresent, "JSONTestSuite (../shared/corpus/jsontestsuite) is not here"),
          arguments: cases().filter { $0.hasPrefix("y_") || $0.hasPrefix("n_") })
    func theSyntaxLocatorAgreesWithTheSuite(name: String) throws {
        let data = try Data(contentsOf: Self.directory.appending(path: name))
        let problem = JSONSyntax.firstProblem(in: data)
        if name.hasPrefix("y_") {
            #expect(problem == nil, "\(name) is JSON")
        } else if String(validating: data, as: UTF8.self) != nil {
            #expect(problem != nil, "\(name) is not JSON")
        }
    }
}
