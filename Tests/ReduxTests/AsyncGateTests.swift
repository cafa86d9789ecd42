import ReduxTesting
import Testing

@Suite("AsyncGate: hold a call open until the test opens it")
struct AsyncGateTests {
    @Test("callers park until open; waitForArrivals knows they are there", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func parksUntilOpen() async {
        let gate = AsyncGate()
        let log = EventLog()
        let first = Task {
            await gate.pass()
            log.append("first through")
        }
        let second = Task {
            await gate.pass()
            log.append("second through")
        }
        await gate.waitForArrivals(2)
        #expect(gate.arrivals == 2)
        #expect(log.all == [])
        gate.open()
        await waitFor("both callers through") {
            await first.value
            await second.value
        }
        #expect(Set(log.all) == ["first through", "second through"])
        #expect(gate.isOpen)
    }

    @Test("an open gate lets callers straight through; closed again, it holds the next one",
          .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func openAndClose() async {
        let gate = AsyncGate(isOpen: true)
        await gate.pass()
        gate.close()
        let held = Task { await gate.pass() }
        await gate.waitForArrivals(2)
        #expect(!gate.isOpen)
        gate.open()
        await waitFor("the held caller through") { await held.value }
        #expect(gate.arrivals == 2)
    }

    @Test("a cancelled caller leaves the gate, which stays closed", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func cancelledCallerLeaves() async {
        let gate = AsyncGate()
        let held = Task { await gate.pass() }
        await gate.waitForArrivals(1)
        held.cancel()
        await waitFor("the cancelled caller to leave") { await held.value }
        #expect(!gate.isOpen)
        #expect(gate.arrivals == 1)
    }

    @Test("a cancelled waitForArrivals returns instead of hanging", .timeLimit(.minutes(BoundedWait.timeLimitMinutes)))
    func cancelledWaitReturns() async {
        let gate = AsyncGate()
        let waiting = Task { await gate.waitForArrivals(1) }
        waiting.cancel()
        await waitFor("the cancelled wait to return") { await waiting.value }
        #expect(gate.arrivals == 0)
        #expect(!gate.isOpen)
    }
}
