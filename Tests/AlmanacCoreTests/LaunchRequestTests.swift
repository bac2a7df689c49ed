@testable import AlmanacCore
import Testing

@Suite struct LaunchRequestTests {
    @Test func noArgumentsRunsWithDefaults() throws {
        #expect(try LaunchRequest.parse([]) == .run(LaunchOptions()))
    }

    @Test func exitAfterFirstFrame() throws {
        #expect(try LaunchRequest.parse(["--exit-after-first-frame"]) == .run(LaunchOptions(exitAfterFirstFrame: true)))
    }

    @Test(arguments: [["--help"], ["-h"], ["--version", "--help"], ["--exit-after-first-frame", "-h"]])
    func helpWins(arguments: [String]) throws {
        #expect(try LaunchRequest.parse(arguments) == .help)
    }

    @Test func version() throws {
        #expect(try LaunchRequest.parse(["--version"]) == .version)
    }

    @Test func unknownOptionIsNamed() {
        #expect(throws: LaunchError(description: "unknown option '--frobnicate'")) {
            try LaunchRequest.parse(["--help", "--frobnicate"])
        }
    }

    @Test func strayArgumentIsNamed() {
        #expect(throws: LaunchError(description: "unexpected argument 'countries'")) {
            try LaunchRequest.parse(["countries"])
        }
    }

    @Test func usageDocumentsEveryOption() {
        for option in ["--help", "--version", "--exit-after-first-frame"] {
            #expect(LaunchRequest.usage.contains(option))
        }
    }
}
