import Foundation
import Terminal
import Testing

/// The day watch's clock: its sleeps last as long as asked, and a cancelled
/// one ends at once with CancellationError (a sleep that ignored
/// cancellation would keep a quitting app waiting).
@Suite struct PollSleepClockTests {
    @Test func aSleepLastsAtLeastItsDuration() async throws {
        let clock = PollSleepClock()
        let start = clock.now
        try await clock.sleep(for: .milliseconds(40))
        #expect(start.duration(to: clock.now) >= .milliseconds(40))
    }

    @Test func aCancelledSleepEndsAtOnceWithCancellationError() async {
        let clock = PollSleepClock()
        let start = clock.now
        // Long enough to tell from an end at once, short enough that a sleep
        // ignoring its cancellation fails the test instead of holding the run.
        let sleeper = Task { try await clock.sleep(for: .seconds(90)) }
        sleeper.cancel()
        let result = await sleeper.result
        #expect(throws: CancellationError.self) { try result.get() }
        // Well before its end, however busy the machine (the pool may be slow to run the task).
        #expect(start.duration(to: clock.now) < .seconds(60), "the cancelled sleep went on")
    }
}
