import Clocks

extension TestClock {
    /// Suspends until at least one task is sleeping on this clock.
    ///
    /// `advance(by:)` only wakes sleeps that are already registered. A
    /// middleware that has just dispatched a tick is about to sleep again,
    /// but may not have yet: advancing then moves "now" past it, and its next
    /// sleep is measured from the later time. Waiting for the sleeper first
    /// makes each step certain:
    ///
    /// ```swift
    /// await clock.waitForSleepers()
    /// await clock.advance(by: .seconds(1))
    /// await store.receive(.tick) { $0.remaining = 2 }
    /// ```
    ///
    /// Built on `checkSuspension()`, the clock's only public view of its
    /// sleepers, which yields to other tasks before it looks; returns when the
    /// calling task is cancelled. If nothing sleeps within `timeout` the test
    /// fails here.
    public func waitForSleepers(
        timeout: Swift.Duration = BoundedWait.defaultTimeout,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        // Polls, so it measures its own time; reading the time needs no
        // thread of the pool, only this task, which is running.
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !Task.isCancelled {
            do { try await checkSuspension() } catch { return }
            if ContinuousClock.now >= deadline {
                CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
                    .report("No task slept on the test clock within \(describe(timeout)) (waitForSleepers).")
                return
            }
        }
    }
}
