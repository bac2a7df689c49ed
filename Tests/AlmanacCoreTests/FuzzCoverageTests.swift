import AlmanacCore
import Foundation
import Testing

/// Every input Almanac reads from outside has a fuzz target (`Fuzz/FuzzTargets.swift`), and the
/// fuzz run (`Benchmarks/fuzz/run`, which CI runs briefly) runs each target: a decoder added
/// without one fails here.
@Suite struct FuzzCoverageTests {
    let root = AppFiles.compiledSourceRoot

    func text(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// The first capture group of each match of `pattern`.
    func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyBundledFileDecoderHasATarget() throws {
        let decoded = try matches(#"DataDecoder\.decode\(([A-Za-z<>]+)\.self, contentsOf:"#, in: text("Sources/AlmanacCore/Models/Wire/BundledData.swift"))
        #expect(decoded.count >= 6)
        let targets = try text("Fuzz/FuzzTargets.swift")
        for type in decoded {
            #expect(targets.contains("decode(\(type).self"), "no fuzz target decodes \(type)")
        }
    }

    @Test func everyLiveSourceHasATarget() throws {
        let folder = root.appending(path: "Sources/AlmanacCore/Live")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        var sources: [String] = []
        for file in files {
            sources += try matches(#"struct (\w+): LiveSource"#, in: text("Sources/AlmanacCore/Live/\(file)"))
        }
        #expect(sources.count >= 3)
        let targets = try text("Fuzz/FuzzTargets.swift")
        for source in sources + ["PageCache", "SVGRenderer"] {
            #expect(targets.contains("\(source)(") || targets.contains("\(source)."), "no fuzz target reads through \(source)")
        }
    }

    /// The fuzz run reads its targets from FuzzTarget itself: every case, each once.
    @Test func theFuzzRunRunsEveryTarget() throws {
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/python3")
        process.arguments = [root.appending(path: "Benchmarks/fuzz/run").path, "--list"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // As many as the targets `run` handles, each once.
        let handled = try text("Fuzz/FuzzTargets.swift").split(separator: "\n")
            .filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("case .") }.count
        #expect(listed.count == handled && Set(listed).count == listed.count, "\(listed), \(handled) handled")
        #expect(listed.contains("rest-countries-v5") && listed.contains("svg"), "\(listed)")
    }
}
