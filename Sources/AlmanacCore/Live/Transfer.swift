import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request's URLSession delegate: collects the body, enforces the limits and reports the
/// outcome exactly once. The first failure recorded wins over what URLSession reports after
/// the task is cancelled for it.
final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let limits: HTTPClient.Limits
    private let lock = NSLock()
    private var body = Data()
    private var expectedLength: Int64 = -1
    private var redirects = 0
    /// When the server last sent something (or the request started).
    private var lastHeard = DispatchTime.now()
    private var failure: FetchError?
    private var continuation: CheckedContinuation<Result<Data, FetchError>, Never>?

    init(limits: HTTPClient.Limits) { self.limits = limits }

    func start(_ task: URLSessionDataTask, _ continuation: CheckedContinuation<Result<Data, FetchError>, Never>) {
        // Cancelled before it started: nothing to send.
        let failed = lock.withLock {
            self.continuation = continuation
            return failure != nil
        }
        if failed { task.cancel(); finish() } else { task.resume() }
    }

    /// Where the delegate hears from URLSession and the time limits are checked: a queue of its
    /// own, so that work holding Swift's cooperative threads (a million rows being indexed) never
    /// holds a timeout back, nor delays the news that the server spoke, which would make a
    /// server sending slowly look silent.
    static let queue = DispatchQueue(label: "io.almanac.Almanac.requests")

    /// `queue`, for URLSession's delegate calls.
    static func delegateQueue() -> OperationQueue {
        let operations = OperationQueue()
        operations.underlyingQueue = queue
        operations.maxConcurrentOperationCount = 1
        return operations
    }

    /// Fails the task once the server has been silent for the connect limit, or once the whole
    /// request is past its deadline. Cancel the timer returned when the request is over.
    func watchTime(of task: URLSessionTask) -> DispatchSourceTimer {
        let deadline = DispatchTime.now() + limits.totalTimeout
        let timer = DispatchSource.makeTimerSource(queue: Self.queue)
        timer.setEventHandler { [self] in
            let now = DispatchTime.now(), quietEnd = self.quietEnd
            if now >= deadline {
                timer.cancel()
                fail(.timedOut(seconds: Int(limits.totalTimeout)), task)
            } else if now >= quietEnd {
                timer.cancel()
                fail(.timedOut(seconds: Int(limits.connectTimeout)), task)
            } else {
                timer.schedule(deadline: min(deadline, quietEnd))
            }
        }
        timer.schedule(deadline: min(deadline, quietEnd))
        timer.activate()
        return timer
    }

    /// When the server will have been silent for the connect limit.
    private var quietEnd: DispatchTime { lock.withLock { lastHeard } + limits.connectTimeout }

    /// Records `reason` (unless something failed already) and stops the task.
    func fail(_ reason: FetchError, _ task: URLSessionTask) {
        lock.withLock { if failure == nil { failure = reason } }
        task.cancel()
        finish()
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        lock.withLock { lastHeard = .now() }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        if !(200..<300).contains(status) {
            completionHandler(.cancel)
            return fail(.status(status), dataTask)
        }
        if response.expectedContentLength > Int64(limits.maximumBytes) {
            completionHandler(.cancel)
            return fail(.tooLarge(limit: limits.maximumBytes), dataTask)
        }
        lock.withLock { expectedLength = response.expectedContentLength }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let size = lock.withLock {
            lastHeard = .now()
            body.append(data)
            return body.count
        }
        if size > limits.maximumBytes { fail(.tooLarge(limit: limits.maximumBytes), dataTask) }
    }

    /// FoundationNetworking answers the handler later on the task's queue and stops the process
    /// if the task was cancelled in between ("Received callback for HTTP redirection, but we're
    /// not waiting for it"). So the handler is called under the lock that `fail` records under
    /// before it cancels: either the task was failed already and the handler is never called,
    /// or the handler's answer is queued before the cancel. A redirect refused here is not
    /// cancelled at all: FoundationNetworking ends the task with the redirect as its answer, and
    /// the failure recorded first wins. (FoundationNetworking's own timer, firing in between,
    /// would stop the process the same way: `HTTPClient` keeps it off and `watchTime` does its job.)
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        lock.withLock {
            guard failure == nil else { return }
            lastHeard = .now()
            redirects += 1
            do throws(FetchError) {
                guard redirects <= limits.maximumRedirects else { throw .tooManyRedirects }
                guard let url = request.url else { throw .invalidAddress("") }
                try Endpoint.check(url)
                completionHandler(request)
            } catch {
                failure = error
                completionHandler(nil)
            }
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock {
            guard failure == nil else { return }
            let isShort = expectedLength >= 0 && Int64(body.count) < expectedLength
            if let error {
                let reason = reason(for: error)
                // curl reports a body cut short in its own words; the byte count says it plainly.
                failure = isShort && reason != .cancelled && reason != .timedOut(seconds: Int(limits.connectTimeout))
                    ? .truncated : reason
            } else if isShort {
                failure = .truncated
            }
        }
        finish()
    }

    /// Resumes the caller once, when both the outcome and the caller are there (a failure may
    /// come before `start`).
    private func finish() {
        let ready: (CheckedContinuation<Result<Data, FetchError>, Never>, Result<Data, FetchError>)? = lock.withLock {
            guard let continuation else { return nil }
            let result = failure.map { Result.failure($0) } ?? .success(body)
            self.continuation = nil
            return (continuation, result)
        }
        if let (continuation, result) = ready { continuation.resume(returning: result) }
    }

    private func reason(for error: any Error) -> FetchError {
        guard let error = error as? URLError else { return .other(tr("the request failed")) }
        switch error.code {
        case .timedOut: return .timedOut(seconds: Int(limits.connectTimeout))
        case .cannotConnectToHost: return .cannotConnect(tr("refused or unreachable"))
        case .cannotFindHost, .dnsLookupFailed: return .cannotConnect(tr("host not found"))
        case .notConnectedToInternet: return .cannotConnect(tr("no network"))
        case .networkConnectionLost: return .truncated
        case .httpTooManyRedirects, .redirectToNonExistentLocation: return .tooManyRedirects
        case .cancelled: return .cancelled
        case .dataLengthExceedsMaximum: return .tooLarge(limit: limits.maximumBytes)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
             .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
             .clientCertificateRequired:
            return .other(tr("no secure connection (the server's certificate is not accepted)"))
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .other(tr("the server's answer cannot be read"))
        default: return .other(tr("the request failed (error {code})", ["code": String(error.code.rawValue)]))
        }
    }
}
