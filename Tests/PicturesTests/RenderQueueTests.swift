import Foundation
import Glibc
@testable import Pictures
import XCTest

final class RenderQueueTests: XCTestCase {
    /// What a queue did, told from its background thread.
    private final class Log: Sendable {
        struct State {
            var done: [Int] = []
            var running = 0
            var mostAtOnce = 0
            var niceValues: Set<Int32> = []
        }
        let state = Locked(State())
        let finished = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
    }

    private func makeQueue(_ log: Log, gate: DispatchSemaphore? = nil) -> RenderQueue<Int, Int> {
        RenderQueue(work: { key in
            log.started.signal()
            gate?.wait()
            log.state.withLock { state in
                state.running += 1
                state.mostAtOnce = max(state.mostAtOnce, state.running)
                state.niceValues.insert(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
            }
            usleep(1_000)
            log.state.withLock { $0.running -= 1 }
            return key * 10
        }, deliver: { key, output in
            XCTAssertEqual(output, key * 10)
            log.state.withLock { $0.done.append(key) }
            log.finished.signal()
        })
    }

    private func wait(for count: Int, _ log: Log) {
        for _ in 0..<count {
            XCTAssertEqual(log.finished.wait(timeout: .now() + 10), .success, "every key is worked on")
        }
    }

    /// One key at a time, at the caller's priority (a lower one made the main thread wait for
    /// the render thread on a busy machine), and each key once.
    func testOneAtATimeAtTheCallersPriorityEachKeyOnce() {
        let log = Log()
        let queue = makeQueue(log)
        for key in 0..<20 { queue.add(key, urgent: key.isMultiple(of: 2)) }
        for key in 0..<20 { queue.add(key, urgent: false) }
        wait(for: 20, log)
        usleep(20_000)
        log.state.withLock { state in
            XCTAssertEqual(state.done.sorted(), Array(0..<20), "each key once")
            XCTAssertEqual(state.mostAtOnce, 1)
            XCTAssertEqual(state.niceValues, [getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)])
        }
    }

    /// What is waited for goes first, then the rest, each in the order asked.
    func testUrgentKeysGoBeforeKeysQueuedAhead() {
        let log = Log()
        let gate = DispatchSemaphore(value: 0)
        let queue = makeQueue(log, gate: gate)
        queue.add(0, urgent: false)
        XCTAssertEqual(log.started.wait(timeout: .now() + 10), .success)  // 0 is held at the gate meanwhile
        for key in 1...5 { queue.add(key, urgent: false) }
        queue.add(7, urgent: true)
        queue.add(4, urgent: true)  // queued ahead, now waited for
        for _ in 0..<7 { gate.signal() }
        wait(for: 7, log)
        log.state.withLock { XCTAssertEqual($0.done, [0, 7, 4, 1, 2, 3, 5]) }
    }
}

/// A value guarded by an NSLock (a pthread mutex, which ThreadSanitizer sees).
private final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
