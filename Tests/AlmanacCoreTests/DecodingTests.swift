@testable import AlmanacCore
import Foundation
import Testing

/// Bad input for every decoder: tolerant per field, strict per structure, never a crash.
@Suite struct DecodingTests {
    func decode<Value: Decodable & Sendable>(_ type: Value.Type, _ json: String,
                                             file: String = "test.json") throws(DataFileError) -> DataDecoder.Decoded<Value> {
        try DataDecoder.decode(type, from: Data(json.utf8), file: file)
    }

    func error<Value: Decodable & Sendable>(_ type: Value.Type, _ data: Data) -> DataFileError? {
        do {
            _ = try DataDecoder.decode(type, from: data, file: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    // MARK: Whole-file problems, for each decoder

    static let decoders: [(String, @Sendable (Data) -> DataFileError?)] = [
        ("countries", { DecodingTests().error(Records<Country>.self, $0) }),
        ("species", { DecodingTests().error(SWAPIPage<Species>.self, $0) }),
        ("loans", { DecodingTests().error(LoanPage.self, $0) }),
        ("animals", { DecodingTests().error(Records<Animal>.self, $0) }),
    ]

    @Test(arguments: decoders.map(\.0))
    func emptyFile(decoder: String) throws {
        let error = try #require(Self.decoders.first { $0.0 == decoder }?.1(Data()))
        #expect(error.description == "bad.json: the file is empty")
    }

    @Test(arguments: decoders.map(\.0))
    func truncatedJSON(decoder: String) throws {
        let error = try #require(Self.decoders.first { $0.0 == decoder }?.1(Data(#"{"results": [{"name": "Ewo"#.utf8)))
        #expect(error.file == "bad.json")
        #expect(error.problem == "not valid JSON (it breaks off at byte 26)")
    }

    @Test(arguments: decoders.map(\.0))
    func invalidUTF8(decoder: String) throws {
        let error = try #require(Self.decoders.first { $0.0 == decoder }?.1(Data([0x5B, 0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D, 0x5D])))
        #expect(error.problem == "the file is not valid UTF-8 text")
    }

    @Test(arguments: decoders.map(\.0))
    func wrongShapeNamesThePath(decoder: String) throws {
        // An object where the records should be (or a string where a record should be).
        let data = Data(#"{"results": "none", "loans": "none"}"#.utf8)
        let error = try #require(Self.decoders.first { $0.0 == decoder }?.1(data))
        #expect(error.problem.hasPrefix("expected"), "\(error)")
    }

    @Test func recordThatIsNotAnObjectBreaksTheStructure() throws {
        let json = #"{"count": 2, "results": [{"name": "Ewok"}, "Wookie"]}"#
        #expect(throws: DataFileError(file: "test.json", path: "results[1]", problem: "expected an object")) {
            try decode(SWAPIPage<Species>.self, json)
        }
    }

    @Test func missingResultsIsAnError() {
        #expect(throws: DataFileError(file: "test.json", path: "results", problem: "missing")) {
            try decode(SWAPIPage<Species>.self, #"{"count": 0}"#)
        }
    }

    @Test func aNumberBeyondDoubleIsUnknown() throws {
        let decoded = try decode(Records<Country>.self, #"[{"name": {"common": "X"}, "cca2": "XX", "population": 1e400}]"#)
        #expect(decoded.value.records.first?.population == nil)
        #expect(decoded.issues.map(\.description) == ["[0].population: expected a number, found a value that cannot be read"])
    }

    // MARK: Canon corrections

    @Test func aCorrectionPutsRightTheRecordItWasWrittenFor() throws {
        let json = #"{"results": [{"name": "Rodian", "classification": "sentient", "designation": "reptilian", "url": "https://swapi.example/api/species/4/"}]}"#
        let rodian = try #require(try decode(SWAPIPage<Species>.self, json).value.results.first)
        #expect(rodian.classification == "reptilian" && rodian.designation == "sentient" && rodian.correctionNote != nil)
    }

    @Test(arguments: [
        // Another server's species at SWAPI's path for the Rodians.
        #"{"name": "Aqualish", "classification": "amphibian", "designation": "sentient", "url": "https://other.example/api/species/4/"}"#,
        // SWAPI with the fields put right.
        #"{"name": "Rodian", "classification": "reptilian", "designation": "sentient", "url": "https://swapi.example/api/species/4/"}"#,
    ])
    func aRecordThatDoesNotSayWhatTheCorrectionWasWrittenForIsLeftAsItIs(record: String) throws {
        let species = try #require(try decode(SWAPIPage<Species>.self, #"{"results": [\#(record)]}"#).value.results.first)
        let reported = try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: String]
        #expect(species.classification == reported?["classification"] && species.designation == reported?["designation"])
        #expect(species.correctionNote == nil)
    }

    @Test func aNameAddedByACorrectionIsOnlyAddedToItsSpecies() throws {
        let json = #"{"results": [{"name": "Trandoshan", "url": "https://other.example/api/species/3/"}]}"#
        #expect(try #require(try decode(SWAPIPage<Species>.self, json).value.results.first).otherNames.isEmpty)
    }

    // MARK: Zero records

    @Test func zeroRecordsIsFine() throws {
        #expect(try decode(Records<Country>.self, "[]").value.records.isEmpty)
        #expect(try decode(SWAPIPage<Species>.self, #"{"count": 0, "next": null, "previous": null, "results": []}"#).value.results.isEmpty)
        #expect(try decode(LoanPage.self, #"{"loans": []}"#).value.loans.isEmpty)
        #expect(try decode(Records<Animal>.self, "[]").value.records.isEmpty)
    }

    // MARK: Tolerant fields

    @Test func aBadFieldIsUnknownAndTheRestIsKept() throws {
        let json = """
            {"count": 1, "results": [{"name": "Wookie", "average_height": {"cm": 210}, "language": "Shyriiwook",
              "skin_colors": 7, "films": ["https://swapi.dev/api/films/1/", 2], "created": "yesterday"}]}
            """
        let decoded = try decode(SWAPIPage<Species>.self, json)
        let wookie = try #require(decoded.value.results.first)
        #expect(wookie.language == "Shyriiwook")
        #expect(wookie.averageHeight == .unknown)
        #expect(wookie.skinColors == .unknown)
        #expect(wookie.films == ["https://swapi.dev/api/films/1/"])
        #expect(wookie.created == nil)
        #expect(decoded.issues.map(\.description) == [
            "results[0].average_height: expected a string, found an object",
            "results[0].skin_colors: expected a string, found a number",
            "results[0].films[1]: expected a string, found a number",
            "results[0].created: expected an ISO 8601 date, found “yesterday”",
        ])
    }

    @Test func nullsAreUnknownWithoutComplaint() throws {
        let json = #"[{"name": {"common": "Nowhere", "official": null}, "cca2": "NW", "capital": null, "population": null, "area": null, "languages": null, "currencies": null}]"#
        let decoded = try decode(Records<Country>.self, json)
        let country = try #require(decoded.value.records.first)
        #expect(country.capitals == [] && country.population == nil && country.area == nil)
        #expect(country.officialName == nil && country.languages == [] && country.currencies == [])
        #expect(decoded.issues == [])
    }

    @Test func wrongTypesInACountry() throws {
        let json = #"[{"name": {"common": "Kenya"}, "cca2": "KE", "capital": "Nairobi", "population": "lots", "area": [1], "region": 5, "languages": ["eng"], "currencies": {"KES": "shilling"}}]"#
        let decoded = try decode(Records<Country>.self, json)
        let kenya = try #require(decoded.value.records.first)
        #expect(kenya.name == "Kenya")
        #expect(kenya.capitals == [] && kenya.population == nil && kenya.area == nil && kenya.region == nil)
        #expect(kenya.currencies == [Country.Currency(code: "KES", name: nil, symbol: nil)])
        #expect(decoded.issues.map(\.path) == ["[0].capital", "[0].population", "[0].area", "[0].region",
                                               "[0].languages", "[0].currencies.KES"])
    }

    @Test func capitalRolesGoWithTheirCapitals() throws {
        let json = #"""
        [{"name": {"common": "A"}, "cca2": "AA", "capital": ["One", "Two"], "capitalRoles": [["executive", "lunar"], ["judicial"]]},
         {"name": {"common": "B"}, "cca2": "BB", "capital": ["One", "Two"], "capitalRoles": [["executive"]]},
         {"name": {"common": "C"}, "cca2": "CC", "capital": ["One"], "capitalRoles": ["executive"]}]
        """#
        let decoded = try decode(Records<Country>.self, json)
        let records = decoded.value.records
        #expect(records.map(\.capitalRoles) == [[[.executive], [.judicial]], [], [[]]],
                "a role Almanac does not know is left out; roles that do not match the capitals, all")
        #expect(decoded.issues.map(\.description) == ["[2].capitalRoles[0]: expected an array, found a string"])
    }

    @Test func numbersOutOfRangeAreUnknown() throws {
        let json = #"[{"name": {"common": "A"}, "cca2": "AA", "population": 1e30}, {"name": {"common": "B"}, "cca2": "BB", "population": -5, "area": -1}, {"name": {"common": "C"}, "cca2": "CC", "population": 2.5}]"#
        let decoded = try decode(Records<Country>.self, json)
        #expect(decoded.value.records.count == 3)
        #expect(decoded.value.records.allSatisfy { $0.population == nil && $0.area == nil })
        #expect(decoded.issues.map(\.description) == [
            "[0].population: number out of range: 1e+30",
            "[1].population: number out of range: -5.0",
            "[1].area: number out of range: -1.0",
            "[2].population: number out of range: 2.5",
        ])
    }

    @Test func loanAmountsMayBeNumericText() throws {
        let json = #"{"loans": [{"id": 1, "name": "Amina", "loan_amount": "750.00", "funded_amount": 525, "location": {"country_code": "ke", "country": "Kenya"}, "posted_date": "2026-10-01T08:00:00Z"}]}"#
        let loan = try #require(try decode(LoanPage.self, json).value.loans.first)
        #expect(loan.loanAmount == 750)
        #expect(loan.fundedAmount == 525)
        #expect(loan.location.countryCode == "KE")
        #expect(loan.postedDate == Date(timeIntervalSince1970: 1_790_841_600))
    }

    // MARK: Records missing their name

    @Test func aRecordMissingItsNameIsLeftOutAndReported() throws {
        let json = #"{"count": 3, "results": [{"name": "Ewok"}, {"classification": "mammal"}, {"name": ""}, {"name": "Hutt"}]}"#
        let decoded = try decode(SWAPIPage<Species>.self, json)
        #expect(decoded.value.results.map(\.name) == ["Ewok", "Hutt"])
        #expect(decoded.issues.map(\.description) == ["results[1]: missing its name", "results[2]: missing its name"])
    }

    @Test func everyDecoderLeavesOutNamelessRecords() throws {
        #expect(try decode(Records<Country>.self, #"[{"cca2": "KE"}, {"name": {"common": "Peru"}, "cca2": "PE"}]"#).value.records.map(\.name) == ["Peru"])
        #expect(try decode(Records<Country>.self, #"[{"name": {"common": "Peru"}}, {"name": {"common": "Chile"}, "cca2": "CL"}]"#)
            .issues.map(\.description) == ["[0]: Peru: missing its two-letter code (cca2)"])
        #expect(try decode(LoanPage.self, #"{"loans": [{"id": 1}, {"id": 2, "name": "Rosa"}]}"#).value.loans.map(\.name) == ["Rosa"])
        #expect(try decode(Records<Animal>.self, #"[{"image": "x.svg"}, {"name": "Emu"}]"#).value.records.map(\.name) == ["Emu"])
    }

    @Test func aFileWithNoReadableRecordIsAnErrorSayingWhatItExpected() throws {
        #expect { try decode(Records<Country>.self, #"[{"name": "Peru", "alpha2Code": "PE"}, {"name": "Chile"}]"#) } throws: { error in
            "\(error)" == "test.json: none of the 2 records is a REST Countries v3.1 country (the first: missing its name ([0].name.common)); found the keys alpha2Code, name"
        }
        #expect { try decode(SWAPIPage<Species>.self, #"{"results": [{"title": "A New Hope"}]}"#) } throws: { error in
            "\(error)" == "test.json: results: the record is not a SWAPI species (missing its name); found the keys title"
        }
        // No records at all is not this error: an empty list is only empty.
        #expect(try decode(Records<Country>.self, "[]").value.records.isEmpty)
    }

    @Test func aSpeciesIsTheSameOnEveryHost() throws {
        let page = #"{"results": [{"name": "Wookie", "url": "https://swapi.dev/api/species/3/"}, {"name": "Wookie", "url": "https://www.swapi.tech/api/species/3"}]}"#
        let ids = try decode(SWAPIPage<Species>.self, page).value.results.map(\.id)
        #expect(ids == ["/api/species/3", "/api/species/3"])
    }

    // MARK: Reported values

    @Test(arguments: [("210", Reported<Double>.value(210)), ("n/a", .notApplicable), ("unknown", .unknown),
                      ("indefinite", .other("indefinite")), ("1,000", .value(1000)), ("", .unknown)])
    func measures(text: String, expected: Reported<Double>) {
        #expect(Reported(measure: text) == expected)
    }

    @Test func colourLists() {
        #expect(Reported(list: "black, brown") == .value(["black", "brown"]))
        #expect(Reported(list: "none") == .value([]))
        #expect(Reported(list: "n/a") == .notApplicable)
        #expect(Reported(list: "unknown") == .unknown)
    }
}
