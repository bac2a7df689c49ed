import AlmanacCore
import Foundation
import Pictures

/// What Almanac reads from outside, one fuzz target each: the bundled files' decoders, the live
/// sources' decoders (with their envelopes), the page cache's reader and the SVG renderer. Each
/// reads arbitrary bytes the way the app does; a clean error is fine, a crash or hang is not.
enum FuzzTarget: String, CaseIterable {
    case countries, species, loans, animals, planets, films
    case restCountriesV5 = "rest-countries-v5", swapi, kivaGraphQL = "kiva-graphql"
    case pageCache = "page-cache", svg

    func run(_ data: Data) {
        switch self {
        case .countries: decode(Records<Country>.self, data)
        case .species: decode(SWAPIPage<Species>.self, data)
        case .loans: decode(LoanPage.self, data)
        case .animals: decode(Records<Animal>.self, data)
        case .planets: decode(SWAPIPage<Planet>.self, data)
        case .films: decode(SWAPIPage<Film>.self, data)
        case .restCountriesV5:
            let source = CountrySource(endpoint: Self.endpoint, apiKey: "key")
            _ = try? source.decode(data, page: .first)
            _ = try? source.decode(data, page: .offset(100))
        case .swapi: _ = try? SpeciesSource(endpoint: Self.endpoint).decode(data, page: .first)
        case .kivaGraphQL: _ = try? KivaLoanSource(endpoint: Self.endpoint).decode(data, page: .offset(0))
        case .pageCache:
            Self.scratch.write(data)
            _ = try? PageCache(file: Self.scratch.url).read()
        case .svg:
            Self.scratch.write(data)
            _ = try? SVGRenderer.render(file: Self.scratch.url.path, width: 64, height: 48)
        }
    }

    private func decode<Value: Decodable & Sendable>(_ type: Value.Type, _ data: Data) {
        _ = try? DataDecoder.decode(type, from: data, file: "fuzz.json")
    }

    private static let endpoint = URL(string: "https://fuzz.example.org/api")!

    /// A file for the targets that read files, in a private temporary folder.
    private static let scratch = ScratchFile()

    /// The target named by `$ALMANAC_FUZZ_TARGET`.
    static var chosen: FuzzTarget {
        let name = ProcessInfo.processInfo.environment["ALMANAC_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("ALMANAC_FUZZ_TARGET must be one of: \(allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
            exit(2)
        }
        return target
    }
}

/// One temporary file, rewritten for each input.
final class ScratchFile: @unchecked Sendable {
    let url: URL

    init() {
        let folder = FileManager.default.temporaryDirectory.appending(path: "almanac-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appending(path: "input")
    }

    func write(_ data: Data) { try? data.write(to: url) }
}
