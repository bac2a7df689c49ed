import AlmanacCore
import CDeferred
import CGtk
@_spi(Raw) import GtkKit
import Foundation
import Synchronization

/// HTTP through libsoup 3, on a thread of its own with its own GLib main context: a busy main
/// thread or busy Swift threads never hold a timeout back, nor the news that the server spoke.
/// Redirects are followed here, one by one, each asked of the caller first. TLS and proxies are
/// GIO's (glib-networking), so the desktop's proxy settings and certificate store apply.
public final class HTTPSession: @unchecked Sendable {
    /// Why a transfer gave no body.
    public enum Failure: Error, Sendable, Equatable {
        case invalidAddress
        /// The final answer's status was not 2xx.
        case status(Int)
        case silence, deadline
        case tooLarge
        case tooManyRedirects
        /// The caller refused to follow a redirect to this address.
        case redirectRefused(String)
        /// The connection ended before the whole body arrived.
        case truncated
        case cancelled
        case refused, hostNotFound, noNetwork
        /// The server's certificate was not accepted.
        case untrusted
        /// The answer was not HTTP libsoup could read.
        case unreadable
        /// Anything else, in GLib's words.
        case other(String)
    }

    /// libsoup's functions (opened by the first session).
    let soup: AlmanacSoup
    /// The thread's context; the session is made, used and kept there only.
    let context: OpaquePointer
    /// Set on the session's thread by its first job, before any transfer can run.
    nonisolated(unsafe) var session: UnsafeMutablePointer<SoupSession>?
    /// libsoup 3.6 crashes when a request is cancelled after GTask was handed its answer's head
    /// but before the callback ran: `soup_session_send_finish` then reads the I/O of the
    /// connection the cancel freed. Seen with Debian 13's 3.6.5, in 3 runs of 6 of
    /// `cancellingManyRequestsAtEveryStageNeverCrashes`; never with 3.2.3 nor 3.8.0, so every
    /// release between those two is taken to need it. There a transfer cancels once the
    /// callbacks already queued have run.
    let cancelsAfterPendingCallbacks: Bool

    /// Starts the session's thread, which runs as long as the process: make one session and
    /// keep it. `userAgent` names the app to servers. Throws when libsoup cannot be opened.
    public init(userAgent: String) throws(MissingLibrary) {
        soup = try DeferredLibrary.soup.get()
        cancelsAfterPendingCallbacks = soup.soup_get_major_version() == 3 && (4...7).contains(soup.soup_get_minor_version())
        context = g_main_context_new()
        let context = self.context
        let runner = Job {
            g_main_context_push_thread_default(context)
            let loop = g_main_loop_new(context, 0)
            g_main_loop_run(loop)
        }.retained()
        g_thread_unref(g_thread_new("almanac-http", { data in
            Unmanaged<Job>.fromOpaque(data!).takeRetainedValue().run()
            return nil
        }, runner))
        perform { [self] in
            session = newSession()
            soup.soup_session_set_user_agent(session, userAgent)
        }
    }

    /// A session that opens more connections at once than libsoup's default (10, 2 per host):
    /// a collection's details come four at a time, and a slow host must not hold the others.
    private func newSession() -> UnsafeMutablePointer<SoupSession> {
        var values = [GValue(), GValue()]
        for (index, count) in [64, 8].enumerated() {
            g_value_init(&values[index], gTypeInt)
            g_value_set_int(&values[index], gint(count))
        }
        defer { for index in values.indices { g_value_unset(&values[index]) } }
        let object = withCStringArray(["max-conns", "max-conns-per-host"]) { names in
            g_object_new_with_properties(soup.soup_session_get_type(), 2, UnsafeMutablePointer(mutating: names), values)
        }
        return object!.cast(SoupSession.self)
    }

    /// The body at `request.url`, following redirects `allowsRedirect` accepts, within `limits`.
    /// Cancelling the calling task cancels the transfer.
    public func fetch(_ request: HTTPRequest, limits: HTTPLimits,
                      allowsRedirect: @escaping @Sendable (String) -> Bool) async -> Result<[UInt8], Failure> {
        let transfer = HTTPTransfer(session: self, request: request, limits: limits, allowsRedirect: allowsRedirect)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                perform { transfer.start(continuation) }
            }
        } onCancel: {
            perform { transfer.fail(.cancelled) }
        }
    }

    /// Runs `job` on the session's thread, after the jobs handed over before it.
    func perform(_ job: @escaping () -> Void) {
        g_main_context_invoke_full(context, 0, { data in
            Unmanaged<Job>.fromOpaque(data!).takeUnretainedValue().run()
            return 0  // G_SOURCE_REMOVE
        }, Job(job).retained(), { data in
            Unmanaged<Job>.fromOpaque(data!).release()
        })
    }

    /// A closure handed to C for another thread. As with the main loop's posted work
    /// (`MainLoop`), GLib's queue orders it with futexes ThreadSanitizer cannot see: `published`
    /// says the same in code it can see.
    final class Job {
        private let body: () -> Void
        private let published = Atomic<Bool>(false)

        init(_ body: @escaping () -> Void) { self.body = body }

        /// Published and retained, for a GLib source's user data.
        func retained() -> UnsafeMutableRawPointer {
            published.store(true, ordering: .releasing)
            return Unmanaged.passRetained(self).toOpaque()
        }

        func run() {
            precondition(published.load(ordering: .acquiring))
            body()
        }
    }
}
