import Dispatch
import Foundation
@testable import ReduxTesting
import Testing

/// The last resort: when every thread of the cooperative pool is blocked in
/// a call that never returns, no test can fail or end, and Swift Testing's
/// time limits (whose clock needs the pool) never fire. A bounded wait then
/// ends the process, saying what it waited for, instead of hanging the run.
@Suite("Bounded waits on a blocked thread pool")
struct StalledPoolTests {
    @Test("a timed-out wait whose task cannot run again ends the process with what it waited for")
    func stalledPoolEndsTheProcess() async {
        let result = await #expect(processExitsWith: .signal(SIGABRT), observing: [\.standardErrorContent]) {
            StalledPoolTests.blockEveryPoolThread()
            _ = await waitBounded(.milliseconds(200), for: "a wait nobody ends",
                                  at: CallSite(fileID: "ReduxTests/StalledPoolTests.swift",
                                               filePath: #filePath, line: 42, column: 1),
                                  grace: .milliseconds(500)) { _ in }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("""
            ReduxTesting: ReduxTests/StalledPoolTests.swift:42: a wait nobody ends timed out after 0.2 seconds, \
            and the waiting task could not run again within 0.5 seconds: every thread of Swift's cooperative \
            pool is blocked
            """), "\(stderr)")
    }

    /// Queues more blocking jobs than the pool has threads, at every
    /// priority: once the caller suspends, each thread takes one and blocks.
    static func blockEveryPoolThread() {
        let never = DispatchSemaphore(value: 0)
        let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
        for priority in [TaskPriority.background, .low, .medium, .high] {
            for _ in 0..<count {
                Task.detached(priority: priority) { block(on: never) }
            }
        }
    }
}

/// A call that never returns, on whatever thread runs it.
private func block(on semaphore: DispatchSemaphore) {
    semaphore.wait()
}
