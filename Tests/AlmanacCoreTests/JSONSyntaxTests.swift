@testable import AlmanacCore
import Foundation
import Testing

/// Where a text stops being JSON, as the message about it says ("error at byte 6").
@Suite struct JSONSyntaxTests {
    static func problem(_ text: String) -> JSONSyntax.Problem? { JSONSyntax.firstProblem(in: Data(text.utf8)) }

    @Test(arguments: [#"{"a": [1, -2.5e+3, true, false, null, "x\"\u00e9"]}"#, " [ ] ", "{}", "0", #""""#, "-0.1E9"])
    func wellFormedTextHasNoProblem(text: String) {
        #expect(Self.problem(text) == nil)
    }

    @Test(arguments: [
        (#"{"a": x}"#, 6), ("[1,2,]", 5), ("[01]", 2), (#"{"a" 1}"#, 5), (#"{"a":1}}"#, 7), ("[1 2]", 3),
        (#"["\x"]"#, 3), (#"["\u12G4"]"#, 6), ("[\"a\u{01}\"]", 3), ("[-]", 2), ("[1.]", 3), ("[1e]", 3),
        ("[tru]", 4), ("{,}", 1), ("{\"a\":1,}", 7), ("\n\n  [1,\n 2,\n x]", 13), ("[] []", 3), ("'a'", 0),
    ])
    func theFirstWrongByteIsFound(text: String, offset: Int) {
        #expect(Self.problem(text) == .init(offset: offset, endsEarly: false), "\(text)")
    }

    @Test(arguments: ["", "   ", "{", #"{"a": 1"#, #"{"a""#, #"["abc"#, "[\"\\", #"["\u12"#, "[-", "[1.", "[1e+", "[nul", "[1,"])
    func textThatBreaksOffEndsEarly(text: String) {
        #expect(Self.problem(text) == .init(offset: text.utf8.count, endsEarly: true), "\(text)")
    }

    @Test func deepNestingIsNoProblemForTheStack() {
        let depth = 200_000
        #expect(Self.problem(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)) == nil)
        #expect(Self.problem(String(repeating: "[", count: depth)) == .init(offset: depth, endsEarly: true))
    }

    @Test func theMessageSaysWhereInTheUsersNumbers() throws {
        let data = Data((#"{"results": ["# + String(repeating: #""abc", "#, count: 1000) + "x]}").utf8)
        #expect(throws: DataFileError(file: "a.json", path: nil, problem: "not valid JSON (error at byte 7,013)")) {
            try DataDecoder.decode(SWAPIPage<Species>.self, from: data, file: "a.json")
        }
    }
}
