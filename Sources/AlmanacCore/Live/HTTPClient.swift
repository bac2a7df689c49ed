import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches whole response bodies with URLSession, within limits: a connect (and silence)
/// timeout, a deadline for the whole request, a size cap, a redirect cap, and HTTPS except to
/// loopback hosts — for the first request and every redirect. Cancelling the calling task
/// cancels the request.
public struct HTTPClient: Sendable {
    public struct Limits: Sendable {
        /// How long to wait for the connection, and at most between two pieces of the answer.
        public var connectTimeout: TimeInterval = 10
        /// How long the whole request may take.
        public var totalTimeout: TimeInterval = 30
        public var maximumBytes = 20 * 1024 * 1024
        public var maximumRedirects = 5

        public init() {}
    }

    public let limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    public func data(for request: URLRequest) async throws(FetchError) -> Data {
        guard let url = request.url else { throw .invalidAddress("") }
        try Endpoint.check(url)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Self.foundationTimerOff
        configuration.timeoutIntervalForResource = Self.foundationTimerOff
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        let transfer = Transfer(limits: limits)
        // The session keeps its delegate until it is invalidated, once the task is done.
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: Transfer.delegateQueue())
        defer { session.finishTasksAndInvalidate() }
        var request = request
        request.timeoutInterval = Self.foundationTimerOff
        let task = session.dataTask(with: request)
        let watch = transfer.watchTime(of: task)
        defer { watch.cancel() }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(task, continuation)
            }
        } onCancel: {
            transfer.fail(.cancelled, task)
        }
        return try result.get()
    }

    /// FoundationNetworking's own timer, never reached: the transfer watches the time itself.
    /// That timer, when it fires while a redirect waits for the delegate's answer, marks the task
    /// done, and the answer then stops the process ("Received callback for HTTP redirection, but
    /// we're not waiting for it").
    static let foundationTimerOff: TimeInterval = 24 * 60 * 60
}
