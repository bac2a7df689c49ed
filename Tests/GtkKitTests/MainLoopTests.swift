import CGtk
import Foundation
@testable import GtkKit
import XCTest

final class MainLoopTests: GtkTestCase {
    func testPostFromAnotherThreadRunsOnTheMainThread() {
        onMain {
            var ranOnMainThread: Bool?
            Thread.detachNewThread {
                MainLoop.post { ranOnMainThread = Thread.isMainThread }
            }
            waitUntil("the posted closure ran") { ranOnMainThread != nil }
            XCTAssertEqual(ranOnMainThread, true)
        }
    }

    func testPostNeverRunsSynchronously() {
        onMain {
            var ran = false
            MainLoop.post { ran = true }
            XCTAssertFalse(ran)
            waitUntil("the posted closure ran") { ran }
        }
    }

    /// The documented rule: a Task's result comes back to the main actor while only the GLib
    /// main loop runs (no Dispatch main loop, no RunLoop).
    func testAwaitedBackgroundWorkResumesOnTheMainActorUnderTheGLibLoop() {
        onMain {
            var result: Int?
            var resumedOnMainThread = false
            Task { @MainActor in
                let sum = await Task.detached { (1...1_000).reduce(0, +) }.value
                resumedOnMainThread = Thread.isMainThread
                result = sum
            }
            waitUntil("the task finished") { result != nil }
            XCTAssertEqual(result, 500_500)
            XCTAssertTrue(resumedOnMainThread)
        }
    }

    func testDispatchMainQueueDrainsUnderTheGLibLoop() {
        onMain {
            var ran = false
            DispatchQueue.global().async {
                DispatchQueue.main.async { ran = true }
            }
            waitUntil("the main-queue block ran") { ran }
        }
    }

    func testAfterRunsOnceTheDelayHasPassed() {
        onMain {
            let start = g_get_monotonic_time()
            var ranAfter: gint64?
            MainLoop.after(seconds: 0.2) { ranAfter = g_get_monotonic_time() - start }
            MainLoop.iterate(until: { false }, timeout: 0.1)
            XCTAssertNil(ranAfter, "not before the delay")
            waitUntil("the delayed work ran") { ranAfter != nil }
            XCTAssertGreaterThanOrEqual(ranAfter ?? 0, 200_000)
        }
    }
}
