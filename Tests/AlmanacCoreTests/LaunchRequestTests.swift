@testable import AlmanacCore
import Testing

@Suite struct LaunchRequestTests {
    static let address = LiveAddress(key: "things-url", defaultAddress: "https://things.example", variable: "THINGS_URL",
                                     title: "Things address", meaning: "Where things are")

    @Test func noArgumentsRunsWithDefaults() throws {
        #expect(try LaunchRequest.parse([]) == .run(LaunchOptions()))
    }

    @Test func aLinkIsKeptAsWrittenForTheWindowToOpenOrRefuse() throws {
        var options = LaunchOptions()
        options.link = "almanac:country/KE"
        #expect(try LaunchRequest.parse(["almanac:country/KE"]) == .run(options))
        // One that names nothing is the window's to say (the desktop gave it; a terminal is not there).
        options.link = "Almanac:nowhere"
        #expect(try LaunchRequest.parse(["Almanac:nowhere"]) == .run(options))
        #expect(throws: LaunchError(description: "unexpected argument 'https://example.org'")) {
            try LaunchRequest.parse(["https://example.org"])
        }
    }

    @Test func exitAfterFirstFrame() throws {
        #expect(try LaunchRequest.parse(["--exit-after-first-frame"]) == .run(LaunchOptions(exitAfterFirstFrame: true)))
    }

    @Test func exitAfterFirstRows() throws {
        var options = LaunchOptions()
        options.exitAfterFirstRows = true
        #expect(try LaunchRequest.parse(["--exit-after-first-rows"]) == .run(options))
        #expect(options.startupOnlyOptions == ["--exit-after-first-rows"])
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

    @Test func aValueGivenToAnOptionWithoutOneIsRefusedByName() {
        #expect(throws: LaunchError(description: "option '--help' takes no value")) {
            try LaunchRequest.parse(["--help=x"])
        }
    }

    @Test func strayArgumentIsNamed() {
        #expect(throws: LaunchError(description: "unexpected argument 'countries'")) {
            try LaunchRequest.parse(["countries"])
        }
    }

    @Test(arguments: [["--synthetic", "1000000"], ["--synthetic=1000000"]])
    func syntheticRows(arguments: [String]) throws {
        #expect(try LaunchRequest.parse(arguments) == .run(LaunchOptions(syntheticRows: 1_000_000)))
    }

    @Test(arguments: [["--synthetic"], ["--synthetic", "many"], ["--synthetic", "0"], ["--synthetic=-5"],
                      ["--synthetic", "10000001"]])
    func syntheticNeedsACount(arguments: [String]) {
        #expect(throws: LaunchError.self) { try LaunchRequest.parse(arguments) }
    }

    @Test func measureListNeedsSyntheticRows() throws {
        #expect(throws: LaunchError(description: "--measure-list needs --synthetic N")) {
            try LaunchRequest.parse(["--measure-list"])
        }
        var options = LaunchOptions(syntheticRows: 10)
        options.measureList = .synthetic
        #expect(try LaunchRequest.parse(["--synthetic", "10", "--measure-list"]) == .run(options))
        var countries = LaunchOptions()
        countries.measureList = .countries
        #expect(try LaunchRequest.parse(["--measure-list=countries"]) == .run(countries))
        #expect(throws: LaunchError.self) { try LaunchRequest.parse(["--measure-list=cities"]) }
    }

    @Test(arguments: [["--open", "country/KE"], ["--open=country/KE"]])
    func openAnItem(arguments: [String]) throws {
        var options = LaunchOptions()
        options.open = ItemAddress(kind: .countries, key: "KE")
        #expect(try LaunchRequest.parse(arguments) == .run(options))
    }

    @Test func openNeedsAnAddress() {
        #expect(throws: LaunchError(description: "--open needs an item's address, like \(ItemAddress.examples())")) {
            try LaunchRequest.parse(["--open"])
        }
    }

    @Test(arguments: ["planet/Tatooine", "KE", "country/", "synthetic/Row 1"])
    func openRefusesWhatIsNotAnAddress(text: String) {
        #expect(throws: LaunchError(description: "--open: '\(text)' is not an item's address; addresses look like \(ItemAddress.examples())")) {
            try LaunchRequest.parse(["--open", text])
        }
    }

    @Test func openIsNotStartupOnly() {
        var options = LaunchOptions()
        options.open = ItemAddress(kind: .species, key: "3")
        #expect(options.alreadyRunningNotice() == nil)
    }

    @Test func serviceMode() throws {
        var options = LaunchOptions()
        options.isService = true
        #expect(try LaunchRequest.parse(["--gapplication-service"]) == .run(options))
    }

    @Test func usageDocumentsEveryOption() {
        for option in ["--help", "--version", "--exit-after-first-frame", "--exit-after-first-rows", "--synthetic N", "--measure-list", "--open ADDRESS",
                       "--gapplication-service", "ALMANAC_DATA_DIR"] {
            #expect(LaunchRequest.usage(liveAddresses: [Self.address]).contains(option))
        }
    }

    @Test func helpShowsEveryOptionOfTheTableAndOnlyThePeoplesVariables() {
        for option in LaunchRequest.table { #expect(LaunchRequest.usage(liveAddresses: [Self.address]).contains(option.label)) }
        #expect(LaunchRequest.usage(liveAddresses: [Self.address]).contains("--measure-list[=LIST]"))
        #expect(LaunchRequest.usage(liveAddresses: [Self.address]).contains("THINGS_URL"))
        #expect(LaunchRequest.usage(liveAddresses: [Self.address]).contains("ALMANAC_COUNTRIES_KEY"))
        #expect(!LaunchRequest.usage(liveAddresses: [Self.address]).contains(AppEnvironment.diagnostics))
    }

    @Test(arguments: ["--version=2", "--measure-list=", "--open=", "--synthetic="])
    func aValueWhereNoneOrNoUsableOneIsGivenIsRefused(argument: String) {
        #expect(throws: LaunchError.self) { try LaunchRequest.parse([argument]) }
    }
}

@Suite struct UserLocaleTests {
    @Test func followsPosixPrecedence() {
        #expect(UserLocale.identifier(category: "LC_NUMERIC", environment: ["LANG": "de_DE.UTF-8"]) == "de_DE")
        #expect(UserLocale.identifier(category: "LC_NUMERIC", environment: ["LANG": "de_DE.UTF-8", "LC_NUMERIC": "fr_FR.UTF-8"]) == "fr_FR")
        #expect(UserLocale.identifier(category: "LC_NUMERIC", environment: ["LC_ALL": "sv_SE@euro", "LC_NUMERIC": "fr_FR"]) == "sv_SE")
        #expect(UserLocale.identifier(category: "LC_COLLATE", environment: ["LANG": "C.UTF-8"]) == "root")
        #expect(UserLocale.identifier(category: "LC_COLLATE", environment: [:]) == "root")
    }
}
