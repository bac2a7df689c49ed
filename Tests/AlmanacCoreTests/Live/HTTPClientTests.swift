@testable import AlmanacCore
import CollectionTestSupport
import Foundation
import Platform
import Testing
import Web

/// The HTTP client against the test server's fault modes.
@Suite struct HTTPClientTests {
    /// Short limits, so timeouts show within seconds.
    ///
    /// A timeout is judged by how long the test server waited until the client hung up: the
    /// time the test takes to resume afterwards depends on what else holds Swift's cooperative
    /// threads (other suites decoding megabytes held them for 15 s on two cores). A second of
    /// slack is for a busy machine's scheduling; under a sanitizer everything runs several times
    /// slower: `tools/dev sanitize` multiplies it by ALMANAC_TEST_TIME_SCALE.
    static let slack = TestTime.scale

    static let quick: HTTPClient = {
        var limits = HTTPLimits()
        limits.silence = 1.5
        limits.total = 3
        return HTTPClient(limits: limits)
    }()

    func fetch(_ fault: String?, tag: String? = nil, client: HTTPClient = quick) async throws -> Result<Data, FetchError> {
        let server = try TestServer.shared()
        var query = fault.map { ["fault": $0] } ?? [:]
        query["tag"] = tag
        let url = server.url("swapi/species/", query)
        do {
            return .success(try await client.data(for: HTTPRequest(url: url)))
        } catch {
            return .failure(error)
        }
    }

    @Test func fetchesAWholeBody() async throws {
        let body = try await fetch(nil).get()
        let page = try DataDecoder.decode(SWAPIPage<Species>.self, from: body, file: "page")
        #expect(page.value.results.count == 10)
        #expect(page.value.next != nil)
    }

    @Test func anHTTPErrorIsItsStatus() async throws {
        #expect(try await fetch("status:500") == .failure(.status(500)))
        #expect(try await fetch("status:404") == .failure(.status(404)))
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        let tag = UUID().uuidString
        let result = try await fetch("hang", tag: tag)
        guard case .failure(.timedOut) = result else { Issue.record("\(result)"); return }
        let waited = try #require(try await TestServer.shared().hangUp(of: tag), "the client never hung up")
        #expect(waited < Self.quick.limits.silence + Self.slack)
    }

    @Test func aSlowDripIsCutOffAtTheDeadline() async throws {
        let tag = UUID().uuidString
        let result = try await fetch("drip", tag: tag)
        #expect(result == .failure(.timedOut(seconds: 3)), "\(result)")
        let waited = try #require(try await TestServer.shared().hangUp(of: tag), "the client never hung up")
        #expect(waited > Self.quick.limits.silence, "cut off for its total time, not for silence")
        #expect(waited < Self.quick.limits.total + Self.slack)
    }

    @Test func aRefusedConnectionCannotConnect() async throws {
        do {
            _ = try await Self.quick.data(for: HTTPRequest(url: URL(string: "http://127.0.0.1:1/")!))
            Issue.record("a closed port answered")
        } catch {
            guard case .cannotConnect = error else { Issue.record("\(error)"); return }
        }
    }

    /// HTTPS to a server that answers in plain HTTP: no certificate to blame, so GLib's words
    /// about the handshake.
    @Test func aServerWithoutTLSIsNoSecureConnection() async throws {
        let plain = try TestServer.shared().url("swapi/species/")
        var components = try #require(URLComponents(url: plain, resolvingAgainstBaseURL: false))
        components.scheme = "https"
        let secure = try #require(components.url)
        do {
            _ = try await Self.quick.data(for: HTTPRequest(url: secure))
            Issue.record("a plain server answered over TLS")
        } catch {
            guard case .other(let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains("TLS"), "\(reason)")
        }
    }

    @Test func aTruncatedBodyIsAnError() async throws {
        let result = try await fetch("truncated")
        #expect(result == .failure(.truncated), "\(result)")
    }

    /// HTTPS, and so every redirect: a redirect to plain HTTP on another host is refused before
    /// anything is sent there (the host does not exist: following it would fail otherwise).
    @Test func aRedirectToPlainHTTPElsewhereIsRefused() async throws {
        #expect(try await fetch("redirect-insecure") == .failure(.insecure(host: "insecure.invalid")))
    }

    @Test func everyAddressMustBeHTTPSButForThisComputer() throws {
        #expect(throws: FetchError.insecure(host: "example.org")) { try Endpoint.check(URL(string: "http://example.org/a")!) }
        #expect(throws: FetchError.invalidAddress("ftp://example.org/a")) { try Endpoint.check(URL(string: "ftp://example.org/a")!) }
        for allowed in ["https://example.org/a", "http://127.0.0.1:8080/a", "http://localhost/a", "http://[::1]/a"] {
            #expect(throws: Never.self) { try Endpoint.check(URL(string: allowed)!) }
        }
        // Not loopback for all their looks.
        for refused in ["http://127.0.0.1.example.org/a", "http://localhost.example.org/a", "http://127.0.0/a"] {
            #expect(throws: FetchError.self) { try Endpoint.check(URL(string: refused)!) }
        }
    }

    @Test func aRedirectLoopStops() async throws {
        let result = try await fetch("redirect-loop")
        #expect(result == .failure(.tooManyRedirects), "\(result)")
    }

    /// Many redirect loops at once, most overtaken by the deadline between two redirects: each
    /// ends as one or the other, exactly once, whichever comes first. On the bulk server, so
    /// that the timing tests' server stays responsive.
    @Test func deadlinesDuringRedirectsEndEveryRequest() async throws {
        var limits = HTTPLimits()
        limits.total = 1
        let results = try await Self.redirectLoops(limits)
        #expect(results.count == 100)
        for result in results {
            #expect(result == .failure(.tooManyRedirects) || result == .failure(.timedOut(seconds: 1)), "\(result)")
        }
    }

    /// A hundred redirect loops at once on the bulk server, each with these limits.
    static func redirectLoops(_ limits: HTTPLimits) async throws -> [Result<Data, FetchError>] {
        let client = HTTPClient(limits: limits)
        let url = try TestServer.forBulk().url("swapi/species/", ["fault": "redirect-loop"])
        return await withTaskGroup(of: Result<Data, FetchError>.self) { group in
            for _ in 0..<100 {
                group.addTask { () async -> Result<Data, FetchError> in
                    do throws(FetchError) {
                        return .success(try await client.data(for: HTTPRequest(url: url)))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// The silence limit running out while a redirect is under way ends the request too, once:
    /// a limit under a second runs out during a hop of many of the loops.
    @Test func silenceLimitsDuringRedirectsEndEveryRequest() async throws {
        var limits = HTTPLimits()
        limits.silence = 0.5  // said in whole seconds: 0
        let results = try await Self.redirectLoops(limits)
        #expect(results.count == 100)
        for result in results {
            #expect(result == .failure(.tooManyRedirects) || result == .failure(.timedOut(seconds: 0)), "\(result)")
        }
    }

    /// Thousands of redirect loops ended at every stage, by their limits or by their tasks'
    /// cancels, each once. libsoup 3.6 crashed the test run in 3 of 6 runs of this until
    /// `HTTPSession` deferred its cancels there. On a session of its own: its cancels wait for
    /// its busy thread, and must not hold back the timing tests' hang-ups.
    @Test func cancellingManyRequestsAtEveryStageNeverCrashes() async throws {
        let session = try HTTPSession(userAgent: "AlmanacTests")
        let url = try TestServer.forBulk().url("swapi/species/", ["fault": "redirect-loop"])
        let ends: [HTTPSession.Failure] = [.tooManyRedirects, .cancelled, .silence, .deadline]
        for round in 0..<30 {
            var bounds = HTTPLimits()
            bounds.silence = [0.05, 0.1, 0.2, 0.3][round % 4]
            bounds.total = [0.4, 0.15, 1, 0.25][round % 4]
            bounds.maximumBytes = 1024
            let limits = bounds
            let results = await withTaskGroup(of: Result<[UInt8], HTTPSession.Failure>.self) { group in
                for index in 0..<300 {
                    group.addTask {
                        let request = Task { await session.fetch(HTTPRequest(url: url), limits: limits, allowsRedirect: { _ in true }) }
                        if index % 3 == 0 {
                            try? await Task.sleep(for: .milliseconds(index % 50))
                            request.cancel()
                        }
                        return await request.value
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.count == 300)
            for result in results {
                guard case .failure(let failure) = result, ends.contains(failure) else {
                    Issue.record("round \(round): \(result)")
                    continue
                }
            }
        }
    }

    @Test(arguments: ["oversized", "oversized-declared"])
    func anOversizedBodyIsRefused(fault: String) async throws {
        #expect(try await fetch(fault, client: HTTPClient()) == .failure(.tooLarge(limit: 20 * 1024 * 1024)))
    }

    @Test func plainHTTPIsOnlyForThisComputer() async throws {
        await #expect(throws: FetchError.insecure(host: "example.com")) {
            try await HTTPClient().data(for: HTTPRequest(url: URL(string: "http://example.com/api")!))
        }
        #expect(throws: FetchError.self) { try Endpoint.url("ftp://example.com") }
        #expect(throws: FetchError.self) { try Endpoint.url("not an address") }
        #expect((try? Endpoint.url("https://swapi.py4e.com/api/species/")) != nil)
        #expect((try? Endpoint.url("http://127.0.0.1:8000/")) != nil)
        #expect((try? Endpoint.url("http://[::1]:8000/")) != nil)
        #expect((try? Endpoint.url("http://127.0.0.1.example.com/")) == nil)
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        // The server never answers and the client's limits are two minutes away, so a hang-up
        // the server sees before then is the cancel's. It is judged by the server, not by when
        // this test resumes: beside suites that hold the cooperative threads (the corpora, under
        // a sanitizer), the test itself resumed 35 s after it started.
        var limits = HTTPLimits()
        limits.silence = 120
        limits.total = 300
        let client = HTTPClient(limits: limits), tag = UUID().uuidString
        let request = Task { try await fetch("hang", tag: tag, client: client) }
        try await Task.sleep(for: .milliseconds(300))
        request.cancel()
        #expect(try await request.value == .failure(.cancelled))
        // Nil when the request was cancelled before it was sent, its task started that late.
        if let waited = try await TestServer.shared().hangUp(of: tag) {
            #expect(waited < limits.silence, "the client hung up after \(waited) s")
        }
    }

    @Test func messagesSayWhatHappened() {
        #expect(FetchError.status(500).description == "the server answered 500 (Internal Server Error)")
        #expect(FetchError.status(418).description == "the server answered 418")
        #expect(FetchError.insecure(host: "example.com").description == "the address of example.com must start with https://")
        #expect(FetchError.tooLarge(limit: 20 * 1024 * 1024).description == "the answer is larger than 20 MiB")
    }
}
