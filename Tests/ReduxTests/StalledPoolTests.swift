import Dispatch
import Foundation
@testable import ReduxTesting
import Testing

/// The last resort: when every thread of the cooperative pool is blocked in
/// a call that never returns, no test can fail or end, and Swift Testing's
/// time limits (whose clock needs the pool) never fire. A bounded wait then
/// says on stderr what it waited for, and still fails only its own test:
/// once the pool runs again, the wait returns timed out. The process is
/// never ended from here (a run that stays stuck is ended by its runner's
/// deadline, which names the tests still running).
@Suite("Bounded waits on a blocked thread pool")
struct StalledPoolTests {
    @Test("a timed-out wait whose task cannot run says so on stderr, and returns once the pool runs again")
    func stalledPoolIsReportedAndTheWaitReturns() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let blocked = StalledPoolTests.blockEveryPoolThread()
            let end = await waitBounded(
                .milliseconds(200), for: "a wait nobody ends",
                at: CallSite(fileID: "ReduxTests/StalledPoolTests.swift", filePath: #filePath, line: 42, column: 1),
                grace: .milliseconds(500),
                onStall: { message in
                    WaitDeadline.writeToStandardError(message)
                    blocked.release()
                }) { _ in }
            // Here only after the pool ran again: the wait returned instead
            // of ending the process.
            if end != .timedOut { exit(3) }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("""
            ReduxTesting: ReduxTests/StalledPoolTests.swift:42: a wait nobody ends timed out after 0.2 seconds, \
            and the waiting task could not run again within 0.5 seconds: every thread of Swift's \
            cooperative pool is blocked
            """), "\(stderr)")
    }

    /// Pool threads held in a call that does not return until `release()`.
    struct BlockedThreads: Sendable {
        let semaphore: DispatchSemaphore
        let count: Int

        func release() {
            for _ in 0..<count { semaphore.signal() }
        }
    }

    /// Queues more blocking jobs than the pool has threads, at every
    /// priority: once the caller suspends, each thread takes one and blocks.
    static func blockEveryPoolThread() -> BlockedThreads {
        let semaphore = DispatchSemaphore(value: 0)
        let perPriority = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
        let priorities = [TaskPriority.background, .low, .medium, .high]
        for priority in priorities {
            for _ in 0..<perPriority {
                Task.detached(priority: priority) { block(on: semaphore) }
            }
        }
        return BlockedThreads(semaphore: semaphore, count: perPriority * priorities.count)
    }
}

/// A call that does not return until the semaphore is signalled, on
/// whatever thread runs it.
private func block(on semaphore: DispatchSemaphore) {
    semaphore.wait()
}
