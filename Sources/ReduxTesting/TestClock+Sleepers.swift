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
    /// calling task is cancelled.
    public func waitForSleepers() async {
        while !Task.isCancelled {
            do { try await checkSuspension() } catch { return }
        }
    }
}
