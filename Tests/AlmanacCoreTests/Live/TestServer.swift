@testable import AlmanacCore
import Foundation
import Testing
import Web

/// The test HTTP server (`Tests/LiveServer/live_server.py`), started once for all tests on
/// 127.0.0.1; it stops when this process ends (its stdin closes).
final class TestServer: Sendable {
    let base: URL
    private let process: Process

    private init(base: URL, process: Process) {
        self.base = base
        self.process = process
    }

    static func shared() throws -> TestServer { try started.get() }

    /// A second server for the suites that move many large answers (real-shape and corpus
    /// feeds): the timing tests' server stays responsive while they run.
    static func forBulk() throws -> TestServer { try startedForBulk.get() }

    private static let started = Result { try start() }
    private static let startedForBulk = Result { try start() }

    private static func start() throws -> TestServer {
        let script = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "LiveServer/live_server.py")
        let process = Process()
        process.executableURL = URL(filePath: "/usr/bin/python3")
        process.arguments = [script.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = Pipe()
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first, first != 10 {
            line.append(first)
        }
        guard let text = String(data: line, encoding: .utf8), let base = URL(string: text), base.port != nil else {
            throw TestServerError(message: "the test server did not say its address")
        }
        return TestServer(base: base, process: process)
    }

    /// The seconds the request tagged `tag` (its query's `tag`) waited on the server, from its
    /// arrival until its client hung up; nil if that has not happened within 5 s.
    func hangUp(of tag: String) async throws -> Double? {
        struct Answer: Decodable { let seconds: Double? }
        let body = try await HTTPClient().data(for: HTTPRequest(url: url("hang-up", ["tag": tag])))
        return try JSONDecoder().decode(Answer.self, from: body).seconds
    }

    /// An address on the server: `path` with `query` parameters.
    func url(_ path: String, _ query: [String: String] = [:]) -> URL {
        var components = URLComponents(url: base.appending(path: path), resolvingAgainstBaseURL: false)
        if !query.isEmpty { components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) } }
        return components?.url ?? base
    }
}

struct TestServerError: Error { let message: String }

/// A cache file in a fresh temporary folder.
func temporaryCache() -> PageCacheLocation {
    let folder = FileManager.default.temporaryDirectory.appending(path: "almanac-tests-\(UUID().uuidString)")
    return PageCacheLocation(folder: folder)
}

/// A cache file's place; its folder is removed once the test that holds it is done with it.
final class PageCacheLocation: Sendable {
    let folder: URL
    var file: URL { folder.appending(path: "test.cache") }

    init(folder: URL) { self.folder = folder }

    deinit { try? FileManager.default.removeItem(at: folder) }
}
