import Foundation

/// Runs `work` for one key at a time on a background thread of its own: what someone waits for
/// (`urgent`) before what is done ahead of need, each in the order asked (a list binds its rows
/// from the top). On a machine with few cores the main thread and the display server keep a
/// core while pictures render; rendering two at once only took that core away. The thread has
/// the process's own priority: at a lower one, a busy machine left it waiting for a core while
/// it held a lock the main thread then needed (the memory allocator's, as the main thread freed
/// a picture made there), and the window stopped answering for 0.3–0.6 s. A key queued twice
/// runs once. The thread ends when the queue is empty and starts again with the next key.
final class RenderQueue<Key: Hashable & Sendable, Output: Sendable>: @unchecked Sendable {
    private struct Queue {
        var urgent: [Key] = []
        var ahead: [Key] = []
        /// Keys queued and not yet taken; the lists may still hold keys taken through the other.
        var pending: Set<Key> = []
        /// The key being worked on.
        var current: Key?
        var isRunning = false

        /// The oldest urgent key, else the oldest queued ahead of need.
        mutating func next() -> Key? {
            current = nil
            while current == nil, let key = urgent.isEmpty ? (ahead.isEmpty ? nil : ahead.removeFirst()) : urgent.removeFirst() {
                if pending.remove(key) != nil { current = key }
            }
            return current
        }
    }

    /// Guarded by `lock`: an NSLock (a pthread mutex, which ThreadSanitizer sees; the
    /// Synchronization module's Mutex is a futex of its own on Linux, which it does not).
    private var queue = Queue()
    private let lock = NSLock()
    private let work: @Sendable (Key) -> Output
    private let deliver: @Sendable (Key, Output) -> Void

    /// `deliver` is called on the background thread with each result.
    init(work: @escaping @Sendable (Key) -> Output, deliver: @escaping @Sendable (Key, Output) -> Void) {
        self.work = work
        self.deliver = deliver
    }

    /// Queues `key`; an urgent key goes before every key queued ahead of need.
    func add(_ key: Key, urgent: Bool) {
        let start = withQueue { queue in
            guard key != queue.current else { return false }
            let isNew = queue.pending.insert(key).inserted
            if urgent {
                queue.urgent.append(key)
            } else if isNew {
                queue.ahead.append(key)
            }
            guard !queue.isRunning else { return false }
            queue.isRunning = true
            return true
        }
        if start { Thread.detachNewThread { [self] in run() } }
    }

    private func run() {
        while let key = withQueue({ queue in
            let key = queue.next()
            if key == nil { queue.isRunning = false }
            return key
        }) {
            deliver(key, work(key))
        }
    }

    private func withQueue<T>(_ body: (inout Queue) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&queue)
    }
}
