import ReduxTesting
import ShiftFeatures
import Synchronization
import Testing

/// One operation at a time, in the order they came: a second one does not
/// start while the first is held.
@Suite("AsyncSerializer: one at a time", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
struct AsyncSerializerTests {
    final class Events: Sendable {
        private let list = Mutex<[String]>([])
        func append(_ event: String) { list.withLock { $0.append(event) } }
        var all: [String] { list.withLock { $0 } }
    }

    @Test func aSecondOperationWaitsUntilTheFirstEnds() async {
        let serializer = AsyncSerializer()
        let gate = AsyncGate()
        let events = Events()
        let first = Task { @Sendable in
            try await serializer.run { @Sendable in
                events.append("first began")
                await gate.pass()
                events.append("first ended")
            }
        }
        await gate.waitForArrivals(1)
        let second = Task { @Sendable in
            try await serializer.run { @Sendable in
                events.append("second began")
                await gate.pass()
            }
        }
        // While the first holds the serializer, the second never reaches the gate.
        let line = #line + 2
        await withKnownIssue {
            await gate.waitForArrivals(2, timeout: .milliseconds(200))
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == ["AsyncGate.waitForArrivals(2) timed out after 0.2 seconds: 1 call reached the gate."]
        }
        gate.open()
        let ended = await waitFor("both operations to end") {
            (await first.result, await second.result)
        }
        #expect(ended.map { [(try? $0.0.get()) != nil, (try? $0.1.get()) != nil] } == [true, true])
        #expect(events.all == ["first began", "first ended", "second began"])
    }
}
