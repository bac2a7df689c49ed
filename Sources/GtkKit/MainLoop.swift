import CGtk
import Dispatch  // links libdispatch, whose main queue we drain
import Glibc
import Synchronization

/// The bridge between threads, Swift concurrency and the GLib main loop.
///
/// The rule: GTK is touched only on the main thread, and the main thread *is* the main actor.
/// - Everything that calls GTK is `@MainActor`; signal handlers run there.
/// - Background work (`Task.detached`, `async` functions off the main actor) never calls GTK; it
///   returns values, and `await`ing it from `@MainActor` code resumes on the main loop.
/// - `g_application_run` does not drain the Dispatch main queue by itself, so `MainLoop.integrate()`
///   (called by `Application.run()`) adds a GLib source that does: main-actor jobs and
///   `DispatchQueue.main` blocks then run as ordinary main-loop work.
/// - Plain threads that are not in Swift concurrency use `MainLoop.post { … }`.
public enum MainLoop {
    /// Runs `body` on the main loop's thread soon (never synchronously); callable from any thread.
    public static func post(_ body: @escaping @Sendable @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT, PostedWork.runOnce, PostedWork.box(body), PostedWork.release)
    }

    /// Runs `body` on the main loop once `seconds` have passed (a GLib timeout); call on the main thread.
    @MainActor
    public static func after(seconds: Double, _ body: @escaping @Sendable @MainActor () -> Void) {
        g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(seconds, 0) * 1000), PostedWork.runOnce,
                           PostedWork.box(body), PostedWork.release)
    }

    /// Makes the default GLib main context drain the Dispatch main queue, which is where main-actor
    /// jobs are enqueued. Idempotent; call on the main thread before running the main loop.
    @MainActor
    public static func integrate() {
        guard !integrated else { return }
        integrated = true
        let handle = _dispatch_get_main_queue_handle_4CF()
        g_unix_fd_add_full(G_PRIORITY_DEFAULT, handle, G_IO_IN, { fd, _, _ in
            var wakeups: UInt64 = 0
            _ = read(fd, &wakeups, MemoryLayout<UInt64>.size)  // reset the eventfd
            _dispatch_main_queue_callback_4CF(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil, nil)
    }

    @MainActor private static var integrated = false

    /// Iterates the default main context until `condition()` holds or `timeout` seconds pass.
    /// Returns whether the condition held. For code that must wait before or outside
    /// `g_application_run`, such as tests.
    @MainActor @discardableResult
    public static func iterate(until condition: () -> Bool, timeout: Double = 5) -> Bool {
        let deadline = g_get_monotonic_time() + gint64(timeout * 1_000_000)
        while !condition() {
            if g_get_monotonic_time() >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                g_usleep(1_000)
            }
        }
        return true
    }
}

/// A closure waiting in the GLib queue for its turn on the main loop.
///
/// GLib's queue already orders the posting thread's writes before the main loop's reads (a
/// GMutex guards the context), but GLib implements GMutex with futexes of its own, which
/// ThreadSanitizer cannot see, so it reported the closure's fields as a data race. `published`
/// says the same in code it can see: set with release ordering after the closure is stored,
/// read with acquire ordering before it is called.
private final class PostedWork: @unchecked Sendable {
    let body: @Sendable @MainActor () -> Void
    let published = Atomic<Bool>(false)
    init(_ body: @escaping @Sendable @MainActor () -> Void) { self.body = body }

    /// `body` published and retained for a GLib source's user data.
    static func box(_ body: @escaping @Sendable @MainActor () -> Void) -> UnsafeMutableRawPointer {
        let work = PostedWork(body)
        work.published.store(true, ordering: .releasing)
        return Unmanaged.passRetained(work).toOpaque()
    }

    /// A GLib source function that runs the boxed work once, on the main loop.
    static let runOnce: GSourceFunc = { data in
        guard let data else { return 0 }
        let work = Unmanaged<PostedWork>.fromOpaque(data).takeUnretainedValue()
        precondition(work.published.load(ordering: .acquiring))
        MainActor.assumeIsolated { work.body() }
        return 0  // G_SOURCE_REMOVE
    }

    /// Releases the box when GLib is done with the source.
    static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<PostedWork>.fromOpaque(data).release()
    }
}
