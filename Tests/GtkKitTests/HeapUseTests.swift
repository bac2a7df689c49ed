import Foundation
@testable import GtkKit
import XCTest

final class HeapUseTests: XCTestCase {
    /// Small blocks malloc'd on another thread (another arena, which mallinfo2 would miss) are
    /// counted while they live and no longer once freed.
    func testCountsEveryArena() throws {
        // AddressSanitizer and ThreadSanitizer bring their own allocator: glibc's sees nothing.
        let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in dlsym(nil, name) != nil }
            || ["ASAN_OPTIONS", "TSAN_OPTIONS"].contains { ProcessInfo.processInfo.environment[$0] != nil }
        try XCTSkipIf(sanitized, "a sanitizer's allocator replaces glibc's malloc")
        let before = HeapUse.bytes
        let blocks = UnsafeSendableBlocks()
        let done = DispatchSemaphore(value: 0)
        Thread {
            blocks.allocate()
            done.signal()
        }.start()
        done.wait()
        let during = HeapUse.bytes
        blocks.free()
        let after = HeapUse.bytes
        XCTAssertGreaterThan(during - before, 4_000_000, "4,000 blocks of 1 KiB in use")
        XCTAssertLessThan(after - before, 1_000_000, "freed")
    }
}

/// 4,000 blocks of 1 KiB (below malloc's mmap threshold: they come from an arena).
private final class UnsafeSendableBlocks: @unchecked Sendable {
    private var pointers: [UnsafeMutableRawPointer] = []

    func allocate() {
        pointers = (0..<4_000).compactMap { _ in
            let block = malloc(1024)
            if let block { memset(block, 1, 1024) }
            return block
        }
    }

    func free() {
        pointers.forEach { Foundation.free($0) }
        pointers = []
    }
}
