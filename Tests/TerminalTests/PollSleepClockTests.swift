import Foundation
import ReduxTesting
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

    @Test func aCancelledSleepEndsAtOnceWithCancellationError() async throws {
        let clock = PollSleepClock()
        // An hour: a sleep that ignored its cancellation outlasts the
        // bounded wait below by far, and fails the test there, however busy
        // the machine; one that heeds it ends at once.
        let sleeper = Task { try await clock.sleep(for: .seconds(3600)) }
        sleeper.cancel()
        let result = try #require(await waitFor("the cancelled sleep to end") { await sleeper.result })
        #expect(throws: CancellationError.self) { try result.get() }
    }
}
