import AlmanacCore
import CDeferred
import CGtk
@_spi(Raw) import GtkKit
import Foundation

/// One request of an `HTTPSession`, from its start to its one outcome, on the session's thread
/// only: sends it without libsoup's own redirects, follows each redirect the caller accepts,
/// reads the body piece by piece and watches the time. The first failure recorded wins over
/// what libsoup reports after the transfer is cancelled for it.
final class HTTPTransfer: @unchecked Sendable {
    typealias Outcome = Result<[UInt8], HTTPSession.Failure>

    private let session: HTTPSession
    private var request: HTTPRequest
    private let limits: HTTPLimits
    private let allowsRedirect: @Sendable (String) -> Bool
    private let cancellable = g_cancellable_new()
    private var soup: AlmanacSoup { session.soup }
    private var message: OpaquePointer?
    private var body: [UInt8] = []
    private var redirects = 0
    /// The body's declared size, when it can be compared with what is read; -1 otherwise.
    private var expectedLength = -1
    private var failure: HTTPSession.Failure?
    private var continuation: CheckedContinuation<Outcome, Never>?
    /// When the whole transfer must be over, and when the server last sent something (GLib's
    /// monotonic microseconds).
    private var deadline: Int = 0
    private var lastHeard: Int = 0
    private var timer: UnsafeMutablePointer<GSource>?

    init(session: HTTPSession, request: HTTPRequest, limits: HTTPLimits,
         allowsRedirect: @escaping @Sendable (String) -> Bool) {
        self.session = session
        self.request = request
        self.limits = limits
        self.allowsRedirect = allowsRedirect
    }

    deinit {
        if let message { g_object_unref(message.raw) }
        g_object_unref(cancellable)
    }

    func start(_ continuation: CheckedContinuation<Outcome, Never>) {
        self.continuation = continuation
        // Cancelled before it started: nothing to send.
        guard failure == nil else { return finish() }
        let now = g_get_monotonic_time()
        deadline = now + Self.microseconds(limits.total)
        lastHeard = now
        watchTime()
        send()
    }

    /// Records `reason` (unless something failed already) and stops the transfer.
    func fail(_ reason: HTTPSession.Failure) {
        if failure == nil { failure = reason }
        finish()
        if session.cancelsAfterPendingCallbacks {
            cancelAfterPendingCallbacks()
        } else {
            g_cancellable_cancel(cancellable)
        }
    }

    /// Cancels from a low-priority idle on the session's thread: GLib runs it only once no
    /// callback libsoup has queued at the default priority is still waiting (`HTTPSession`
    /// says which libsoup needs this).
    private func cancelAfterPendingCallbacks() {
        let idle = g_idle_source_new()!
        g_source_set_priority(idle, G_PRIORITY_LOW)
        g_source_set_callback(idle, { data in
            g_cancellable_cancel(Unmanaged<HTTPTransfer>.fromOpaque(data!).takeUnretainedValue().cancellable)
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(self).toOpaque(), { data in
            Unmanaged<HTTPTransfer>.fromOpaque(data!).release()
        })
        g_source_attach(idle, session.context)
        g_source_unref(idle)
    }

    private func send() {
        if let message { g_object_unref(message.raw) }
        guard let sent = soup.soup_message_new(request.method, request.url.absoluteString) else { return fail(.invalidAddress) }
        message = sent
        soup.soup_message_add_flags(sent, SOUP_MESSAGE_NO_REDIRECT)
        let headers = soup.soup_message_get_request_headers(sent)
        for (name, value) in request.headers { soup.soup_message_headers_replace(headers, name, value) }
        if let body = request.body {
            let bytes = body.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            soup.soup_message_set_request_body_from_bytes(sent, request.headers["Content-Type"], bytes)
            g_bytes_unref(bytes)
        }
        soup.soup_session_send_async(session.session, sent, G_PRIORITY_DEFAULT, cancellable, { source, result, data in
            let transfer = Unmanaged<HTTPTransfer>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let stream = transfer.soup.soup_session_send_finish(source?.cast(SoupSession.self), result, &error)
            transfer.answered(stream, error)
        }, Unmanaged.passRetained(self).toOpaque())
    }

    /// The answer's head is in (or the request failed).
    private func answered(_ stream: UnsafeMutablePointer<GInputStream>?, _ error: UnsafeMutablePointer<GError>?) {
        defer { if let stream { g_object_unref(stream) } }
        guard continuation != nil else { return endedMeanwhile(error) }
        guard let stream, let message else { return fail(failure(error, truncatedIfCut: false)) }
        lastHeard = g_get_monotonic_time()
        let status = Int(soup.soup_message_get_status(message).rawValue)
        let headers = soup.soup_message_get_response_headers(message)
        if [301, 302, 303, 307, 308].contains(status), let location = soup.soup_message_headers_get_one(headers, "Location") {
            return redirect(to: String(cString: location), status: status)
        }
        guard (200..<300).contains(status) else { return fail(.status(status)) }
        if soup.soup_message_headers_get_encoding(headers) == SOUP_ENCODING_CONTENT_LENGTH {
            let length = Int(soup.soup_message_headers_get_content_length(headers))
            if length > limits.maximumBytes { return fail(.tooLarge) }
            // What is read is decoded: its size is the declared one only when nothing was encoded.
            if soup.soup_message_headers_get_one(headers, "Content-Encoding") == nil { expectedLength = length }
        }
        read(stream)
    }

    /// Follows a redirect the caller accepts; 307 and 308 keep the method and body, the others
    /// become a GET, as browsers do.
    private func redirect(to location: String, status: Int) {
        redirects += 1
        guard redirects <= limits.maximumRedirects else { return fail(.tooManyRedirects) }
        guard let message, let target = g_uri_parse_relative(soup.soup_message_get_uri(message), location,
                                                             Self.uriFlags, nil) else {
            return fail(.invalidAddress)
        }
        let text = g_uri_to_string(target)
        g_uri_unref(target)
        guard let text else { return fail(.invalidAddress) }
        let address = String(cString: text)
        g_free(text)
        guard let url = URL(string: address) else { return fail(.invalidAddress) }
        guard allowsRedirect(address) else { return fail(.redirectRefused(address)) }
        request.url = url
        if status != 307 && status != 308 {
            request.method = "GET"
            request.body = nil
        }
        send()
    }

    private func read(_ stream: UnsafeMutablePointer<GInputStream>) {
        g_input_stream_read_bytes_async(stream, 65536, G_PRIORITY_DEFAULT, cancellable, { source, result, data in
            let transfer = Unmanaged<HTTPTransfer>.fromOpaque(data!).takeRetainedValue()
            let stream = source!.cast(GInputStream.self)
            var error: UnsafeMutablePointer<GError>?
            let bytes = g_input_stream_read_bytes_finish(stream, result, &error)
            transfer.received(bytes, error, from: stream)
        }, Unmanaged.passRetained(self).toOpaque())
        g_object_ref(stream)  // the read holds it; `received` lets go
    }

    private func received(_ bytes: OpaquePointer?, _ error: UnsafeMutablePointer<GError>?,
                          from stream: UnsafeMutablePointer<GInputStream>) {
        defer {
            g_object_unref(stream)
            if let bytes { g_bytes_unref(bytes) }
        }
        guard continuation != nil else { return endedMeanwhile(error) }
        guard let bytes else { return fail(failure(error, truncatedIfCut: true)) }
        var size = 0
        guard let data = g_bytes_get_data(bytes, &size), size > 0 else {
            // libsoup ends a body cut short as if it were whole.
            return body.count < expectedLength ? fail(.truncated) : finish()
        }
        lastHeard = g_get_monotonic_time()
        body.append(contentsOf: UnsafeRawBufferPointer(start: data, count: size))
        if body.count > limits.maximumBytes { return fail(.tooLarge) }
        read(stream)
    }

    /// A callback after the transfer failed: cancels at once (the cancel may be still to come),
    /// so that letting go of the stream does not wait for the rest of the body.
    private func endedMeanwhile(_ error: UnsafeMutablePointer<GError>?) {
        g_cancellable_cancel(cancellable)
        if let error { g_error_free(error) }
    }

    /// Fails the transfer once the server has been silent for the limit, or once it is past its
    /// deadline: a timer set for the nearer of the two, set again when the server spoke since.
    private func watchTime() {
        let due = min(deadline, lastHeard + Self.microseconds(limits.silence))
        let milliseconds = max(0, (due - g_get_monotonic_time()) / 1000)
        let source = g_timeout_source_new(UInt32(clamping: milliseconds))!
        g_source_set_callback(source, { data in
            // Held through the call, as the other callbacks hold theirs: failing cancels the
            // transfer's pending read, which GLib may complete right then (GTask returns at once
            // on its own thread), finishing the transfer, and the caller may let go of it then,
            // on another thread, before the call is over.
            let transfer = Unmanaged<HTTPTransfer>.fromOpaque(data!).retain().takeRetainedValue()
            transfer.timeCame()
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passRetained(self).toOpaque(), { data in
            Unmanaged<HTTPTransfer>.fromOpaque(data!).release()
        })
        g_source_attach(source, session.context)
        timer = source
    }

    private func timeCame() {
        stopTimer()
        guard continuation != nil else { return }
        let now = g_get_monotonic_time()
        if now >= deadline {
            fail(.deadline)
        } else if now >= lastHeard + Self.microseconds(limits.silence) {
            fail(.silence)
        } else {
            watchTime()
        }
    }

    private func stopTimer() {
        guard let timer else { return }
        g_source_destroy(timer)
        g_source_unref(timer)
        self.timer = nil
    }

    /// Hands the outcome to the caller once, when both are there (a failure may come before
    /// `start`).
    private func finish() {
        guard let continuation else { return }
        self.continuation = nil
        stopTimer()
        // Let go here, on the session's thread: the transfer itself may end on another.
        if let message { g_object_unref(message.raw) }
        message = nil
        continuation.resume(returning: failure.map { .failure($0) } ?? .success(body))
    }

    /// libsoup's SOUP_HTTP_URI_FLAGS, a macro Swift does not see.
    private static let uriFlags = GUriFlags(rawValue: [
        ALMANAC_G_URI_FLAGS_HAS_PASSWORD, ALMANAC_G_URI_FLAGS_ENCODED_PATH, ALMANAC_G_URI_FLAGS_ENCODED_QUERY,
        ALMANAC_G_URI_FLAGS_ENCODED_FRAGMENT, ALMANAC_G_URI_FLAGS_SCHEME_NORMALIZE,
    ].reduce(0) { $0 | $1.rawValue })

    private static func microseconds(_ seconds: Double) -> Int { Int(seconds * 1_000_000) }

    /// What went wrong, from GLib's error (freed here). `truncatedIfCut`: the body had begun,
    /// so a connection that ended means a body cut short.
    private func failure(_ error: UnsafeMutablePointer<GError>?, truncatedIfCut: Bool) -> HTTPSession.Failure {
        guard let error else { return .other("") }
        defer { g_error_free(error) }
        let domain = error.pointee.domain, code = error.pointee.code
        if domain == g_io_error_quark() {
            switch GIOErrorEnum(UInt32(code)) {
            case G_IO_ERROR_CANCELLED: return .cancelled
            case G_IO_ERROR_TIMED_OUT: return .silence
            case G_IO_ERROR_CONNECTION_REFUSED, G_IO_ERROR_HOST_UNREACHABLE: return .refused
            case G_IO_ERROR_NETWORK_UNREACHABLE: return .noNetwork
            case G_IO_ERROR_PARTIAL_INPUT, G_IO_ERROR_CONNECTION_CLOSED, G_IO_ERROR_BROKEN_PIPE:
                return truncatedIfCut ? .truncated : .unreadable
            default: break
            }
        } else if domain == g_resolver_error_quark() {
            return .hostNotFound
        } else if domain == g_tls_error_quark(),
                  [G_TLS_ERROR_BAD_CERTIFICATE, G_TLS_ERROR_CERTIFICATE_REQUIRED].contains(GTlsError(UInt32(code))) {
            return .untrusted  // other TLS failures (a server that does not speak TLS) say their own words
        } else if domain == soup.soup_session_error_quark() {
            return .unreadable
        }
        return .other(String(cString: error.pointee.message))
    }
}
